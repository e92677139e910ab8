// A quote as its columns and back: the desktop's quote form and `gpuplan quotes edit` read a quote as an
// import reads a row (QuoteCsv.cpp), so the rules and the messages are the same.
#include "QuoteCsv.h"

#include "cost/PriceTerm.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteCsv)
};
} // namespace

Result<QDate> QuoteCsv::parseDate(const QString& text)
{
    const QString t = text.trimmed();
    if (t.size() == 10 && t[4] == QLatin1Char('-') && t[7] == QLatin1Char('-')) { // ISO, the common case
        const QDate iso = QDate::fromString(t, Qt::ISODate);
        if (iso.isValid())
            return iso;
    }
    static const QRegularExpression ymd(QStringLiteral("^(\\d{4})[-/.年](\\d{1,2})[-/.月](\\d{1,2})日?$"));
    static const QRegularExpression dmy(QStringLiteral("^(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})$"));
    QRegularExpressionMatch m = ymd.match(t);
    QDate d;
    if (m.hasMatch()) {
        d = QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    } else if ((m = dmy.match(t)).hasMatch()) {
        d = QDate(m.captured(3).toInt(), m.captured(2).toInt(), m.captured(1).toInt());
    } else {
        return Result<QDate>::failure(QString(),
                                      Tr::tr("not a date; write 2026-11-30, 2026/11/30, 2026年11月30日 or "
                                             "30.11.2026 (day/month order with slashes is ambiguous)"));
    }
    if (!d.isValid())
        return Result<QDate>::failure(QString(), Tr::tr("no such day"));
    return d;
}

std::optional<bool> QuoteCsv::parseBool(const QString& text)
{
    const QString t = text.trimmed().toLower();
    static const QStringList yes{QStringLiteral("yes"), QStringLiteral("y"),  QStringLiteral("true"),
                                 QStringLiteral("1"),   QStringLiteral("是"), QStringLiteral("含税"),
                                 QStringLiteral("x")};
    static const QStringList no{QStringLiteral("no"),
                                QStringLiteral("n"),
                                QStringLiteral("false"),
                                QStringLiteral("0"),
                                QStringLiteral("否"),
                                QStringLiteral("不含税"),
                                QString()};
    if (yes.contains(t))
        return true;
    if (no.contains(t))
        return false;
    return std::nullopt;
}

Result<double> QuoteCsv::parseNumber(const QString& text)
{
    // Same separator rules as money: thousands separators, or a decimal comma.
    auto m = Money::parseAmount(text, Currency::CNY, QString());
    if (!m) {
        bool ok = false;
        const double v = text.trimmed().toDouble(&ok);
        if (ok && std::isfinite(v))
            return v;
        return Result<double>::failure(QString(), Tr::tr("not a number"));
    }
    return m->minor() / 100.0;
}

QHash<QString, QString> QuoteCsv::fields(const Quote& quote)
{
    const QList<QStringList> rows = Csv::parseAll(Csv::decode(write({quote})));
    QHash<QString, QString> out;
    if (rows.size() >= 2)
        for (qsizetype i = 0; i < rows[0].size() && i < rows[1].size(); ++i)
            out.insert(rows[0][i], rows[1][i]);
    return out;
}

Result<ParsedQuotes> QuoteCsv::readFields(const QHash<QString, QString>& fields, const GpuCatalog& catalog,
                                          const FxTable& fx, const Conventions& conventions)
{
    QStringList header, row;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
        header << it.key();
        row << it.value();
    }
    return parse((Csv::joinRow(header) + QLatin1Char('\n') + Csv::joinRow(row) + QLatin1Char('\n')).toUtf8(),
                 catalog, fx, conventions);
}

Result<ParsedQuotes> QuoteCsv::fixRow(const ParsedQuotes& parsed, int badRow, const QString& key,
                                      const QString& value, const GpuCatalog& catalog, const FxTable& fx,
                                      const Conventions& conventions)
{
    if (badRow < 0 || badRow >= parsed.badRows.size())
        return Error(Tr::tr("there is no such row to correct"));
    const bool known = std::any_of(columns().cbegin(), columns().cend(),
                                   [&](const Column& c) { return key == QLatin1String(c.key); });
    if (!known)
        return Error(Tr::tr("unknown column '%1'").arg(key));
    ParsedQuotes out = parsed;
    BadRow& row = out.badRows[badRow];
    if (value.trimmed().isEmpty())
        row.fields.remove(key);
    else
        row.fields.insert(key, value.trimmed());
    auto read = readFields(row.fields, catalog, fx, conventions);
    if (!read)
        return read.error();
    // The row's old issues go; the new ones (if any) take their place, at the row's line and sheet and under
    // the column's header as the file wrote it.
    QHash<QString, QString> headers;
    for (const ImportIssue& i : parsed.issues)
        if (!i.key.isEmpty())
            headers.insert(i.key, i.column);
    const auto ofRow = [&](const ImportIssue& i) {
        return i.line == row.line && i.sheet == row.sheet;
    };
    const qsizetype removed = std::count_if(out.issues.cbegin(), out.issues.cend(), ofRow);
    out.issues.removeIf(ofRow);
    out.issueCount -= int(removed);
    qsizetype at = std::find_if(out.issues.cbegin(), out.issues.cend(),
                                [&](const ImportIssue& i) { return i.line > row.line; }) -
                   out.issues.cbegin();
    for (ImportIssue i : read->issues) {
        i.line = row.line;
        i.sheet = row.sheet;
        i.column = headers.value(i.key, i.key);
        out.issues.insert(at++, i);
        ++out.issueCount;
    }
    if (!read->issues.isEmpty() || read->quotes.isEmpty())
        return out;
    // Clean: the quote joins the valid ones in line order.
    qsizetype q = 0;
    while (q < out.quoteLines.size() && out.quoteLines[q] < row.line)
        ++q;
    if (out.quoteKeys.size() == out.quotes.size()) // kept beside the quotes, or not at all
        out.quoteKeys.insert(q, read->quotes.first().dedupKey());
    out.quotes.insert(q, read->quotes.first());
    out.quoteLines.insert(q, row.line);
    out.quoteSheets.insert(std::min(q, out.quoteSheets.size()), row.sheet);
    out.badRows.removeAt(badRow);
    return out;
}

Result<Quote> QuoteCsv::edited(const Quote& quote, const QHash<QString, QString>& changes,
                               const GpuCatalog& catalog, const FxTable& fx, const Conventions& conventions,
                               bool keepStoredRate)
{
    QHash<QString, QString> row = fields(quote);
    if (row.isEmpty())
        return Error(Tr::tr("the quote could not be written"));
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        // A column by its Chinese header as well, as the CSV takes it (reliability-4 F21: 备注=… refused).
        QString key = it.key().trimmed();
        for (const Column& c : columns())
            if (key == QString::fromUtf8(c.zh) || (c.zhAlias && key == QString::fromUtf8(c.zhAlias)))
                key = QString::fromLatin1(c.key);
        if (!row.contains(key)) {
            QStringList names;
            for (const Column& c : columns())
                names << QString::fromLatin1(c.key);
            return Error(Tr::tr("'%1' is not a column; the columns are %2")
                             .arg(it.key(), names.join(QStringLiteral(", "))),
                         it.key());
        }
        row[key] = it.value();
    }
    // The exchange rate stored at import stays the quote's unless the edit changes its currency: an edit of
    // the notes must not re-price a USD quote at today's rate ("USD=7.10 (2026-11-01)").
    FxTable rates = fx;
    if (keepStoredRate && !quote.fxUsed.isEmpty() &&
        row.value(QStringLiteral("currency")) == currencyCode(quote.price.price.currency())) {
        const QString spec = quote.fxUsed.section(QLatin1Char(' '), 0, 0);
        const QDate day = QDate::fromString(
            quote.fxUsed.section(QLatin1Char('('), 1).section(QLatin1Char(')'), 0, 0), Qt::ISODate);
        if (rates.setRate(spec, day)) {
            FxRate kept = *rates.rate(quote.price.price.currency());
            if (const FxRate* before = fx.rate(quote.price.price.currency()))
                kept.source =
                    before->rateText == kept.rateText ? before->source : Tr::tr("stored with the quote");
            rates.setRate(kept);
        }
    }
    auto parsed = readFields(row, catalog, rates, conventions);
    if (!parsed)
        return parsed.error();
    if (!parsed->issues.isEmpty())
        return Error(parsed->issues.first().reason, parsed->issues.first().column);
    if (parsed->quotes.size() != 1)
        return Error(Tr::tr("the quote could not be read back"));
    Quote q = parsed->quotes.first();
    q.id = quote.id;
    // A demo quote given another provider is the user's now: "delete the demo data" must not take it.
    q.demo = quote.demo && q.provider == quote.provider;
    return q;
}

} // namespace gpuplan
