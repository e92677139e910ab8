#include "Renewal.h"

#include "quotes/Quote.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

Result<RenewalOption> priced(RenewalOption o, const PriceNormaliser& n, int gpus, double hours)
{
    auto cost = n.jobCost(o.price, gpus, hours, Currency::CNY);
    if (!cost)
        return cost.error();
    o.rent = cost->totalExVat;
    o.explanation = cost->explanation;
    return o;
}
} // namespace

namespace {
// The cheapest option of a kind, if any.
const RenewalOption* cheapest(const QList<RenewalOption>& options, RenewalOption::Kind kind)
{
    const RenewalOption* best = nullptr;
    for (const RenewalOption& o : options)
        if (o.kind == kind && (!best || o.total < best->total))
            best = &o;
    return best;
}

} // namespace

QString RenewalAssessment::recommendation() const
{
    if (options.isEmpty())
        return {};
    const RenewalOption& stay = options.first();
    const RenewalOption* quote = cheapest(options, RenewalOption::Kind::Quote);
    const RenewalOption* market = cheapest(options, RenewalOption::Kind::Reference);
    // Vendors' quotes decide; market references (undated offers, other terms) only say what to ask for.
    if (quote && quote->saving.minor() > 0)
        return Tr::tr("Switch to %1 (quote %2) or renegotiate: it saves %3 over %4 months after switching "
                      "costs; renewing is cheaper at a price of %5 or less.")
                   .arg(quote->vendor)
                   .arg(quote->quoteId)
                   .arg(quote->saving.toDisplayString())
                   .arg(months)
                   .arg(breakEven ? priceWithUnit(*breakEven, stay.price.unit) : QString()) +
               (quote->deposit.minor() > 0
                    ? Tr::tr(" Switching also ties up a deposit of %1, paid up front and returned at the end "
                             "of its term.")
                          .arg(quote->deposit.toDisplayString())
                    : QString());
    if (market && market->saving.minor() > 0)
        return Tr::
            tr("Renew, or ask vendors for quotes first: no stored quote costs less than continuing (%1 over "
               "%2 months), but the market reference \"%3\" (%4) would cost %5.")
                .arg(stay.total.toDisplayString())
                .arg(months)
                .arg(market->vendor, market->date, market->total.toDisplayString());
    return Tr::tr("Renew: continuing costs %1 over %2 months, less than any quote or market price on record.")
        .arg(stay.total.toDisplayString())
        .arg(months);
}

Result<RenewalAssessment> assessRenewal(const Contract& c, const QList<Quote>& quotes,
                                        const ReferencePrices& references, const PriceNormaliser& normaliser,
                                        const RenewalTerms& terms, const QDate& today, const QString& region)
{
    if (Status s = c.validate(); !s)
        return s.error();
    if (terms.months < 0 || terms.months > 120 || terms.migrationDays < 0 || terms.migrationDays > 365 ||
        terms.warnDays < 0)
        return Error(Tr::tr("the renewal term must be 0 to 120 months, the migration 0 to 365 days"),
                     QStringLiteral("--months"), QStringLiteral("months"));
    if (terms.price && (terms.price->minor() <= 0 || terms.price->currency() != c.currency()))
        return Error(Tr::tr("the renewal price must be above zero, in the contract's currency (%1)")
                         .arg(currencyCode(c.currency())),
                     QStringLiteral("--price"), QStringLiteral("price"));
    RenewalAssessment a;
    a.termEnds = c.end().addDays(-1);
    a.daysLeft = int(today.daysTo(a.termEnds));
    a.due = a.daysLeft <= terms.warnDays;
    a.months = terms.months > 0 ? terms.months : c.termMonths;
    a.gpus = c.servers * c.gpusPerServer;
    a.hours = double(a.months) * normaliser.conventions().hoursPerMonth;
    RenewalOption stay;
    stay.vendor = c.vendor;
    stay.price = c.price;
    stay.price.setupFee = Money(0, c.currency()); // no new setup to stay
    stay.price.minimumPeriods = 0;
    if (terms.price)
        stay.price.price = *terms.price;
    auto cont = priced(stay, normaliser, a.gpus, a.hours);
    if (!cont)
        return cont.error();
    stay = cont.value();
    stay.total = stay.rent;
    // The migration: both running for its days, at the contract's price per GPU-hour.
    auto perGpuHour = normaliser.perGpuHourExVatExact(c.price, Currency::CNY);
    if (!perGpuHour)
        return perGpuHour.error();
    auto migration = Money::fromFraction(
        perGpuHour.value() * Fraction(qint64(terms.migrationDays) * 24 * a.gpus), Currency::CNY);
    if (!migration)
        return migration.error();
    QList<RenewalOption> others;
    for (const Quote& q : quotes) {
        if (q.id == c.quoteId || q.gpuId != c.gpuId || q.gpus() < a.gpus || !q.isValidOn(today) ||
            q.price.spot)
            continue;
        RenewalOption o;
        o.kind = RenewalOption::Kind::Quote;
        o.quoteId = q.id;
        o.vendor = q.provider;
        o.date = q.quoteDate.toString(Qt::ISODate);
        o.price = q.price;
        if (!q.price.deposit.isZero()) {
            auto deposit = normaliser.fx().convert(q.price.deposit, Currency::CNY);
            if (!deposit)
                continue; // a currency the settings cannot convert: not weighed, as jobCost would refuse it
            o.deposit = deposit.value();
        }
        if (auto p = priced(o, normaliser, a.gpus, a.hours))
            others << p.value();
    }
    for (const ReferencePrice* r : references.forGpu(c.gpuId, region)) {
        if (r->price.spot || r->verification == QLatin1String("derived")) // observed prices only
            continue;
        RenewalOption o;
        o.kind = RenewalOption::Kind::Reference;
        o.vendor = r->sourceText();
        o.sourceEn = r->source;
        o.sourceZh = r->sourceZh.isEmpty() ? r->source : r->sourceZh;
        o.date = r->dateText();
        o.price = r->price;
        if (auto p = priced(o, normaliser, a.gpus, a.hours))
            others << p.value();
    }
    for (RenewalOption& o : others) {
        o.switching = migration.value();
        o.total = o.rent + o.switching;
        o.saving = stay.total - o.total;
    }
    std::sort(others.begin(), others.end(),
              [](const RenewalOption& x, const RenewalOption& y) { return x.total < y.total; });
    stay.switching = Money(0, Currency::CNY);
    stay.saving = Money(0, Currency::CNY);
    a.options << stay << others;
    // The renewal price at which continuing costs what the cheapest vendor's quote does: rent is proportional
    // to the price when continuing (no setup, no minimum).
    const RenewalOption* quote = cheapest(others, RenewalOption::Kind::Quote);
    if (quote && quote->total < stay.total && stay.rent.minor() > 0) {
        auto even = Money::fromFraction(
            stay.price.price.asFraction() * quote->total.asFraction() / stay.rent.asFraction(), c.currency());
        if (even)
            a.breakEven = even.value();
    }
    return a;
}

} // namespace gpuplan
