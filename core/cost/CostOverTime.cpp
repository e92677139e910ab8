#include "CostOverTime.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CostOverTime)
};

bool payPerUse(RentalTerm t)
{
    return t == RentalTerm::Hourly || t == RentalTerm::Spot;
}
} // namespace

Result<Money> CostOverTime::cumulative(const TermOffer& offer, int gpus, double calendarHours,
                                       double usage) const
{
    if (calendarHours <= 0)
        return Money(0, m_target);
    const double usedHours = calendarHours * usage;
    if (offer.term == RentalTerm::Buy) {
        if (!offer.buy)
            return Result<Money>::failure(QStringLiteral("buy"), Tr::tr("buying needs a server price"));
        const BuyModel model(*offer.buy, m_normaliser);
        const int servers = (gpus + offer.buy->gpusPerServer - 1) / offer.buy->gpusPerServer;
        return model.cumulative(servers, calendarHours, usedHours, m_target);
    }
    if (payPerUse(offer.term)) {
        if (usedHours <= 0)
            return Money(0, m_target);
        PriceTerm t = offer.price;
        t.minimumPeriods = 0; // a pay-per-use curve follows usage
        // Spot pays its expected pre-emptions too (spotRun): one figure for spot on every screen.
        auto c = m_normaliser.jobCost(t, gpus, usedHours, m_target);
        if (!c)
            return c.error();
        return c->totalExVat;
    }
    auto c = m_normaliser.jobCost(offer.price, gpus, calendarHours, m_target);
    if (!c)
        return c.error();
    return c->totalExVat;
}

Result<QList<CostCurve>> CostOverTime::curves(const QList<TermOffer>& offers, int gpus, double usage,
                                              double horizonMonths, int samples) const
{
    if (!(horizonMonths > 0) || horizonMonths > kMaxHorizonMonths)
        return fieldError(QStringLiteral("horizon"),
                          Tr::tr("the horizon must be above zero and at most %1 months "
                                 "(100 years)")
                              .arg(kMaxHorizonMonths));
    QList<CostCurve> out;
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    for (const TermOffer& o : offers) {
        CostCurve curve;
        curve.term = o.term;
        for (int i = 0; i <= samples; ++i) {
            const double months = horizonMonths * i / samples;
            auto c = cumulative(o, gpus, months * hpm, usage);
            if (!c)
                return c.error();
            curve.points.append({months, c.value()});
        }
        out.append(curve);
    }
    return out;
}

Result<NeedStatement> CostOverTime::forNeed(const QList<TermOffer>& offers, int gpus, double needMonths,
                                            double usage) const
{
    if (!(needMonths > 0) || needMonths > 1200)
        return fieldError(QStringLiteral("need"), Tr::tr("the need must be between 0 and 1200 months"));
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    NeedStatement n;
    n.needMonths = needMonths;
    std::optional<Money> best;
    QStringList others;
    for (const TermOffer& o : offers) {
        auto c = cumulative(o, gpus, needMonths * hpm, usage);
        if (!c)
            return c.error();
        n.costs.append(NeedCost{o.term, c.value()});
        // Spot capacity can be withdrawn at any time: listed, never "the way to cover a need".
        if (o.term != RentalTerm::Spot && (!best || c.value() < *best)) {
            best = c.value();
            n.cheapest = o.term;
        }
    }
    // Whole sentences (Chinese joins them without spaces): the cheapest guaranteed term, the other guaranteed
    // terms, then spot on its own, never inside another's brackets.
    std::optional<Money> spot;
    for (const NeedCost& c : std::as_const(n.costs)) {
        if (c.term == RentalTerm::Spot)
            spot = c.total;
        else if (c.term == RentalTerm::Buy && c.term != n.cheapest)
            // Buying is no way to rent, and its figure here is the cash paid out, not the amortised cost the
            // job table shows (zh-review-4 D16).
            others << Tr::tr("buying the servers (cash outlay) %1").arg(c.total.toDisplayString());
        else if (c.term != n.cheapest)
            others << Tr::tr("%1 %2").arg(rentalTermLabel(c.term), c.total.toDisplayString());
    }
    const QString need = needMonths < 1 ? Tr::tr("%1 hours").arg(QLocale().toString(needMonths * hpm, 'f', 1))
                         : needMonths == std::floor(needMonths)
                             ? Tr::tr("%n month(s)", nullptr, int(needMonths))
                             : Tr::tr("%1 months").arg(QLocale().toString(needMonths, 'f', 1));
    QStringList sentences;
    if (n.cheapest)
        sentences
            << Tr::tr("For a need of %1, used %2% of the time, %3 is the cheapest guaranteed way to pay, at "
                      "%4.")
                   .arg(need)
                   .arg(usage * 100, 0, 'f', 0)
                   .arg(rentalTermLabel(*n.cheapest), best->toDisplayString());
    if (!others.isEmpty())
        sentences << Tr::tr("The other terms: %1.").arg(others.join(Tr::tr(", ")));
    if (spot)
        sentences << (n.cheapest
                          ? Tr::tr("Spot capacity would cost %1, but it is not guaranteed.")
                                .arg(spot->toDisplayString())
                          : Tr::tr("For a need of %1, only spot capacity is priced: %2, not guaranteed.")
                                .arg(need, spot->toDisplayString()));
    for (const QString& sentence : std::as_const(sentences))
        n.statement =
            n.statement.isEmpty() ? sentence : Tr::tr("%1 %2", "two sentences").arg(n.statement, sentence);
    return n;
}

QList<CheapestRange> CostOverTime::cheapestByNeed(const QList<TermOffer>& offers, int gpus, double usage,
                                                  int maxMonths) const
{
    QList<CheapestRange> out;
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    for (int m = 1; m <= maxMonths; ++m) {
        std::optional<Money> best;
        RentalTerm term = RentalTerm::Hourly;
        for (const TermOffer& o : offers) {
            if (o.term == RentalTerm::Spot)
                continue; // pre-emptible: not a way to hold GPUs for a need
            auto c = cumulative(o, gpus, m * hpm, usage);
            if (c && (!best || c.value() < *best)) {
                best = c.value();
                term = o.term;
            }
        }
        if (!best)
            continue;
        if (!out.isEmpty() && out.last().term == term && out.last().toMonths == m - 1)
            out.last().toMonths = m;
        else
            out.append(CheapestRange{m, m, term});
    }
    return out;
}

QString CostOverTime::rangesStatement(const QList<CheapestRange>& ranges, int maxMonths)
{
    QStringList parts;
    for (const CheapestRange& r : ranges) {
        if (r.fromMonths == r.toMonths)
            parts
                << Tr::tr("%1 for a need of %n month(s)", nullptr, r.fromMonths).arg(rentalTermLabel(r.term));
        else if (r.toMonths == maxMonths)
            parts << Tr::tr("%1 from %2 months on").arg(rentalTermLabel(r.term)).arg(r.fromMonths);
        else
            parts << Tr::tr("%1 for needs of %2–%3 months")
                         .arg(rentalTermLabel(r.term))
                         .arg(r.fromMonths)
                         .arg(r.toMonths);
    }
    if (parts.isEmpty())
        return QString();
    return Tr::tr("Cheapest way to pay, by how long you need the GPUs: %1.").arg(parts.join(Tr::tr("; ")));
}

QList<UsageThreshold> CostOverTime::usageThresholds(const QList<TermOffer>& offers) const
{
    QList<UsageThreshold> out;
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    for (const TermOffer& reserved : offers) {
        if (payPerUse(reserved.term) || reserved.term == RentalTerm::Buy)
            continue;
        auto r = m_normaliser.perGpuHourExVatExact(reserved.price, m_target);
        if (!r)
            continue;
        for (const TermOffer& ppu : offers) {
            if (!payPerUse(ppu.term))
                continue;
            auto p = m_normaliser.perGpuHourExVatExact(ppu.price, m_target);
            if (!p || !(Fraction(0) < p.value()))
                continue;
            // Reserved per GPU for a month = r × hpm; pay-per-use for u hours = p × u  ⇒  u = r·hpm / p.
            UsageThreshold u;
            u.reserved = reserved.term;
            u.payPerUse = ppu.term;
            u.hoursPerMonth = (r.value() * Fraction(hpm) / p.value()).toDouble();
            if (u.hoursPerMonth >= hpm)
                u.statement = Tr::tr("%1 never beats %2, even with the GPUs busy all %3 hours of a month")
                                  .arg(rentalTermLabel(u.reserved), rentalTermLabel(u.payPerUse))
                                  .arg(hpm);
            else
                u.statement = Tr::tr("%1 beats %2 above %3 hours of use a month (%4% of the time)")
                                  .arg(rentalTermLabel(u.reserved), rentalTermLabel(u.payPerUse))
                                  .arg(std::ceil(u.hoursPerMonth))
                                  .arg(u.hoursPerMonth / hpm * 100.0, 0, 'f', 0);
            out.append(u);
        }
    }
    return out;
}

std::optional<double> CostOverTime::budgetRunsOut(const TermOffer& offer, int gpus, double usage,
                                                  const Money& budget, double horizonMonths) const
{
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    // At most 100 years, and a bounded number of steps whatever the horizon.
    double lo = 0, hi = std::ceil(std::clamp(horizonMonths, 0.0, kMaxHorizonMonths) * hpm);
    auto over = [&](double h) {
        auto c = cumulative(offer, gpus, h, usage);
        return c && c->minor() > budget.minor();
    };
    if (!over(hi))
        return std::nullopt;
    // Cumulative cost never decreases with time: bisect to the whole hour.
    for (int step = 0; step < 64 && hi - lo > 1.0; ++step) {
        const double mid = std::floor((lo + hi) / 2);
        if (over(mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi / hpm;
}

QList<TermJobCost> CostOverTime::jobCosts(const QList<TermOffer>& offers, int gpus, double wallHours,
                                          double deadlineHours) const
{
    QList<TermJobCost> out;
    for (const TermOffer& o : offers) {
        TermJobCost t;
        t.term = o.term;
        if (o.term == RentalTerm::Buy) {
            if (!o.buy)
                continue;
            const BuyModel model(*o.buy, m_normaliser);
            auto perHour = model.perGpuHour(o.buy->utilisation, m_target);
            if (!perHour)
                continue;
            if (!(wallHours > 0) || wallHours > 1e8)
                continue;
            const Fraction total = perHour->asFraction() *
                                   Fraction(qint64(std::llround(wallHours * 1000)), 1000) * Fraction(gpus);
            auto money = Money::fromFraction(total, m_target);
            if (!money)
                continue;
            t.cost.totalExVat = money.value();
            t.cost.totalIncVat = t.cost.totalExVat;
            t.cost.runHours = wallHours;
            t.cost.billedHours = wallHours;
            t.cost.billedUnits = gpus;
            t.cost.explanation = Tr::tr("amortised ownership: %1 × %2 GPUs × %3 h")
                                     .arg(priceWithUnit(perHour.value(), PriceUnit::GpuHour))
                                     .arg(gpus)
                                     .arg(wallHours, 0, 'f', 1);
        } else {
            auto c = m_normaliser.jobCost(o.price, gpus, wallHours, m_target);
            if (!c)
                continue;
            t.cost = c.value();
        }
        t.meetsDeadline = deadlineHours <= 0 || t.cost.runHours <= deadlineHours + 1e-9;
        out.append(t);
    }
    return out;
}

} // namespace gpuplan
