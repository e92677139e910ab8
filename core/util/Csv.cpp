#include "Csv.h"

#include <QStringDecoder>

#include <algorithm>
#include <limits>

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
    qsizetype end = 0;
    while (end < text.size() && text[end] != QLatin1Char('\n') && text[end] != QLatin1Char('\r'))
        ++end;
    const QStringView first = text.left(end);
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
    // Records end at LF, CRLF or a lone CR (classic Mac OS line ends).
    auto isEol = [&](qsizetype k) {
        return text[k] == QLatin1Char('\n') || text[k] == QLatin1Char('\r');
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
                if (c == QLatin1Char('\n') ||
                    (c == QLatin1Char('\r') && (i + 1 >= n || text[i + 1] != QLatin1Char('\n'))))
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
            while (i < n && text[i] != delimiter && !isEol(i))
                field.append(text[i++]);
        } else {
            qsizetype j = i;
            while (j < n && text[j] != delimiter && !isEol(j))
                ++j;
            field = text.sliced(i, j - i).toString();
            i = j;
        }
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
        // A line end ends the record.
        i += (text[i] == QLatin1Char('\r') && i + 1 < n && text[i + 1] == QLatin1Char('\n')) ? 2 : 1;
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

bool Csv::isComment(const Record& record)
{
    return !record.fields.isEmpty() && record.fields.first().trimmed().startsWith(QLatin1Char('#'));
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

QString Csv::neutraliseFormula(const QString& text)
{
    if (text.isEmpty())
        return text;
    const QChar c = text.front();
    if (c != QLatin1Char('=') && c != QLatin1Char('+') && c != QLatin1Char('-') && c != QLatin1Char('@') &&
        c != QLatin1Char('\t') && c != QLatin1Char('\r'))
        return text;
    return QLatin1Char('\'') + text;
}

QString Csv::restoreFormula(const QString& text)
{
    if (text.size() >= 2 && text.front() == QLatin1Char('\'') &&
        neutraliseFormula(text.mid(1)) != text.mid(1))
        return text.mid(1);
    return text;
}

QString Csv::closestMatch(const QString& word, const QStringList& candidates)
{
    const QString w = word.trimmed().toLower();
    if (w.isEmpty())
        return QString();
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    for (const QString& candidate : candidates) {
        const QString c = candidate.toLower();
        // Levenshtein distance, two rows.
        QList<int> prev(c.size() + 1), cur(c.size() + 1);
        for (qsizetype j = 0; j <= c.size(); ++j)
            prev[j] = int(j);
        for (qsizetype i = 1; i <= w.size(); ++i) {
            cur[0] = int(i);
            for (qsizetype j = 1; j <= c.size(); ++j)
                cur[j] =
                    std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (w[i - 1] == c[j - 1] ? 0 : 1)});
            std::swap(prev, cur);
        }
        if (prev[c.size()] < bestDistance) {
            bestDistance = prev[c.size()];
            best = candidate;
        }
    }
    const int allowed = std::max(2, int(w.size() / 3));
    return bestDistance <= allowed ? best : QString();
}

} // namespace gpuplan
