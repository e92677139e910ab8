#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace gpuplan {

// RFC 4180 CSV: quoted fields may hold the delimiter, quotes ("") and newlines.
class Csv
{
public:
    struct Record
    {
        QStringList fields;
        int line = 0; // 1-based line number where the record starts
    };

    // A comment line of the program's data files: its first field, leading blanks ignored, starts with '#'.
    // Every data reader asks this one question, so that a value written back (an id " #x" is stored as "#x")
    // can never turn into a comment on the next read.
    static bool isComment(const Record& record);

    // Decodes bytes (UTF-8 with or without BOM, else GB18030), and reports which encoding it used.
    static QString decode(const QByteArray& bytes, QString* encodingUsed = nullptr, bool* ok = nullptr);

    // Guesses the delimiter (comma, semicolon or tab) from the first line.
    static QChar detectDelimiter(QStringView text);

    // Calls onRecord for every record; stops when it returns false. Returns false on an unterminated quote.
    static bool parse(QStringView text, QChar delimiter, const std::function<bool(const Record&)>& onRecord,
                      int* errorLine = nullptr);

    static QList<QStringList> parseAll(QStringView text, QChar delimiter = QLatin1Char(','));

    static QString escape(const QString& field, QChar delimiter = QLatin1Char(','));
    // A text field that Excel or LibreOffice would run as a formula (it starts with =, +, -, @, a tab or a
    // carriage return) gets a leading apostrophe, which spreadsheets show as text. Numbers are left alone.
    static QString neutraliseFormula(const QString& text);
    // The inverse, on import: an apostrophe before one of those characters is dropped.
    static QString restoreFormula(const QString& text);
    // The candidate closest to `word` (edit distance, case-insensitive) when it is a plausible misspelling:
    // at most 2 edits, or a third of the word's length; empty otherwise.
    static QString closestMatch(const QString& word, const QStringList& candidates);
    static QString joinRow(const QStringList& fields, QChar delimiter = QLatin1Char(','));
};

} // namespace gpuplan
