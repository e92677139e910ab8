#include "CostOverTime.h"

#include <QCoreApplication>

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
        t.minimumPeriods = 0;                  // a pay-per-use curve follows usage
        t.interruptionOverheadBasisPoints = 0; // over calendar time, spot buys the same used hours
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

QList<BreakEven> CostOverTime::breakEvens(const QList<TermOffer>& offers, int gpus, double usage,
                                          double horizonMonths) const
{
    QList<BreakEven> out;
    const double hpm = m_normaliser.conventions().hoursPerMonth;
    const double totalHours = horizonMonths * hpm;
    const double step = std::max(1.0, std::ceil(totalHours / 2000.0)); // ≤ 2,000 samples, refined to the hour
    for (int a = 0; a < offers.size(); ++a) {
        for (int b = a + 1; b < offers.size(); ++b) {
            // Billing steps make curves cross back and forth; the crossing that matters is the last one,
            // after which the order holds to the end of the horizon.
            std::optional<BreakEven> last;
            auto diff = [&](double hours) -> std::optional<qint64> {
                auto ca = cumulative(offers[a], gpus, hours, usage);
                auto cb = cumulative(offers[b], gpus, hours, usage);
                if (!ca || !cb)
                    return std::nullopt;
                return ca->minor() - cb->minor();
            };
            auto prev = diff(1.0);
            if (!prev)
                continue;
            for (double h = 1.0 + step; h <= totalHours + 1e-9; h += step) {
                auto cur = diff(h);
                if (!cur)
                    break;
                const int sp = *prev > 0 ? 1 : (*prev < 0 ? -1 : 0);
                const int sc = *cur > 0 ? 1 : (*cur < 0 ? -1 : 0);
                if (sp != 0 && sc != 0 && sp != sc) {
                    // Bisect to the hour.
                    double lo = h - step, hi = h;
                    while (hi - lo > 1.0) {
                        const double mid = std::floor((lo + hi) / 2);
                        auto dm = diff(mid);
                        if (!dm)
                            break;
                        const int sm = *dm > 0 ? 1 : (*dm < 0 ? -1 : 0);
                        if (sm == sp || sm == 0) // a tie is not yet a change of order
                            lo = mid;
                        else
                            hi = mid;
                    }
                    BreakEven be;
                    be.cheaper = sc < 0 ? offers[a].term : offers[b].term;
                    be.dearer = sc < 0 ? offers[b].term : offers[a].term;
                    be.months = hi / hpm;
                    be.statement = Tr::tr("%1 is cheaper than %2 from %3 months (day %4) on")
                                       .arg(rentalTermLabel(be.cheaper), rentalTermLabel(be.dearer))
                                       .arg(be.months, 0, 'f', 1)
                                       .arg(std::ceil(hi / 24.0));
                    last = be;
                }
                if (sc != 0)
                    prev = cur;
            }
            if (last)
                out.append(*last);
        }
    }
    return out;
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
    double lo = 0, hi = std::ceil(horizonMonths * hpm);
    auto over = [&](double h) {
        auto c = cumulative(offer, gpus, h, usage);
        return c && c->minor() > budget.minor();
    };
    if (!over(hi))
        return std::nullopt;
    // Cumulative cost never decreases with time: bisect to the whole hour.
    while (hi - lo > 1.0) {
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
            const Fraction total = perHour->asFraction() *
                                   Fraction(qint64(std::llround(wallHours * 1000)), 1000) * Fraction(gpus);
            t.cost.totalExVat = Money::fromFraction(total, m_target);
            t.cost.totalIncVat = t.cost.totalExVat;
            t.cost.runHours = wallHours;
            t.cost.billedHours = wallHours;
            t.cost.billedUnits = gpus;
            t.cost.explanation = Tr::tr("amortised ownership: %1 per GPU-hour × %2 GPUs × %3 h")
                                     .arg(perHour->toString())
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
