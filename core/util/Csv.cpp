#include "Csv.h"

#include <QStringDecoder>

namespace gpuplan {

QString Csv::decode(const QByteArray& bytes, QString* encodingUsed, bool* ok)
{
    if (ok)
        *ok = true;
    QByteArrayView view(bytes);
    if (view.startsWith("\xEF\xBB\xBF")) {
        if (encodingUsed)
            *encodingUsed = QStringLiteral("UTF-8 (BOM)");
        view = view.sliced(3);
    } else if (encodingUsed) {
        *encodingUsed = QStringLiteral("UTF-8");
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(view);
    if (!utf8.hasError())
        return text;

    // Chinese Excel saves "CSV" in the ANSI code page, i.e. GBK/GB18030.
    QStringDecoder gb("GB18030"); // through ICU
    if (gb.isValid()) {
        text = gb.decode(bytes);
        if (!gb.hasError()) {
            if (encodingUsed)
                *encodingUsed = QStringLiteral("GB18030");
            return text;
        }
    }
    if (ok)
        *ok = false;
    return QString();
}

QChar Csv::detectDelimiter(QStringView text)
{
    const qsizetype end = text.indexOf(QLatin1Char('\n'));
    const QStringView first = end < 0 ? text : text.left(end);
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (QChar c : first) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && c == QLatin1Char(','))
            ++commas;
        else if (!quoted && c == QLatin1Char(';'))
            ++semicolons;
        else if (!quoted && c == QLatin1Char('\t'))
            ++tabs;
    }
    if (tabs > commas && tabs > semicolons)
        return QLatin1Char('\t');
    if (semicolons > commas)
        return QLatin1Char(';');
    return QLatin1Char(',');
}

bool Csv::parse(QStringView text, QChar delimiter, const std::function<bool(const Record&)>& onRecord,
                int* errorLine)
{
    Record record;
    QString field;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    const qsizetype n = text.size();
    auto endRecord = [&]() -> bool {
        record.fields.append(field);
        field.clear();
        fieldStarted = false;
        const bool blank = record.fields.size() == 1 && record.fields.first().isEmpty();
        bool goOn = true;
        if (!blank)
            goOn = onRecord(record);
        record.fields.clear();
        return goOn;
    };
    int quoteStartLine = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < n && text[i + 1] == QLatin1Char('"')) {
                    field.append(QLatin1Char('"'));
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == QLatin1Char('"') && !fieldStarted) {
            inQuotes = true;
            fieldStarted = true;
            quoteStartLine = line;
        } else if (c == delimiter) {
            record.fields.append(field);
            field.clear();
            fieldStarted = false;
        } else if (c == QLatin1Char('\r')) {
            // CR of CRLF: ignored; a bare CR inside a field is dropped too.
        } else if (c == QLatin1Char('\n')) {
            if (!endRecord())
                return true;
            ++line;
            record.line = line;
        } else {
            field.append(c);
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        if (errorLine)
            *errorLine = quoteStartLine;
        return false;
    }
    if (fieldStarted || !field.isEmpty() || !record.fields.isEmpty())
        endRecord();
    return true;
}

QList<QStringList> Csv::parseAll(QStringView text, QChar delimiter)
{
    QList<QStringList> rows;
    parse(text, delimiter, [&rows](const Record& r) {
        rows.append(r.fields);
        return true;
    });
    return rows;
}

QString Csv::escape(const QString& field, QChar delimiter)
{
    const bool needsQuotes = field.contains(delimiter) || field.contains(QLatin1Char('"'))
                             || field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'))
                             || field.startsWith(QLatin1Char(' ')) || field.endsWith(QLatin1Char(' '));
    if (!needsQuotes)
        return field;
    QString quoted = field;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString Csv::joinRow(const QStringList& fields, QChar delimiter)
{
    QString row;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i)
            row.append(delimiter);
        row.append(escape(fields[i], delimiter));
    }
    return row;
}

} // namespace gpuplan
