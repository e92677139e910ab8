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
    // Unquoted fields are sliced out of the text in one piece; only quoted fields are built character by
    // character.
    Record record;
    record.line = 1;
    int line = 1;
    const qsizetype n = text.size();
    qsizetype i = 0;
    auto endRecord = [&]() -> bool {
        const bool blank = record.fields.size() == 1 && record.fields.first().isEmpty();
        bool goOn = true;
        if (!blank)
            goOn = onRecord(record);
        record.fields.clear();
        return goOn;
    };
    while (i < n) {
        QString field;
        if (text[i] == QLatin1Char('"')) {
            const int quoteStartLine = line;
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar c = text[i];
                if (c == QLatin1Char('"')) {
                    if (i + 1 < n && text[i + 1] == QLatin1Char('"')) {
                        field.append(QLatin1Char('"'));
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                if (c == QLatin1Char('\n'))
                    ++line;
                field.append(c);
                ++i;
            }
            if (!closed) {
                if (errorLine)
                    *errorLine = quoteStartLine;
                return false;
            }
            // Anything between the closing quote and the delimiter is kept as written.
            while (i < n && text[i] != delimiter && text[i] != QLatin1Char('\n') &&
                   text[i] != QLatin1Char('\r'))
                field.append(text[i++]);
        } else {
            qsizetype j = i;
            while (j < n && text[j] != delimiter && text[j] != QLatin1Char('\n'))
                ++j;
            qsizetype e = j;
            if (e > i && text[e - 1] == QLatin1Char('\r'))
                --e;
            field = text.sliced(i, e - i).toString();
            i = j;
        }
        while (i < n && text[i] == QLatin1Char('\r'))
            ++i;
        record.fields.append(field);
        if (i >= n)
            break;
        if (text[i] == delimiter) {
            ++i;
            if (i >= n) {
                record.fields.append(QString());
                break;
            }
            continue;
        }
        // A newline ends the record.
        ++i;
        if (!endRecord())
            return true;
        ++line;
        record.line = line;
    }
    if (!record.fields.isEmpty())
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
    const bool needsQuotes = field.contains(delimiter) || field.contains(QLatin1Char('"')) ||
                             field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r')) ||
                             field.startsWith(QLatin1Char(' ')) || field.endsWith(QLatin1Char(' '));
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
