// A quote as its columns and back: the desktop's quote form and `gpuplan quotes edit` read a quote as an
// import reads a row (QuoteCsv.cpp), so the rules and the messages are the same.
#include "QuoteCsv.h"

#include "cost/PriceTerm.h"
#include "util/Csv.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteCsv)
};
} // namespace

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
