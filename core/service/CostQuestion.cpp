#include "CostQuestion.h"

#include "cost/BuyModel.h"
#include "planner/PlanSummary.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CostQuestion)
};
} // namespace

Result<CostAnswer> answerCost(const CostQuestion& q, const PriceNormaliser& normaliser, int hoursPerMonth)
{
    CostAnswer a;
    a.horizonMonths =
        q.horizonMonths > 0 ? q.horizonMonths : costHorizonMonths(std::max(q.wallHours, 1.0) / hoursPerMonth);
    if (a.horizonMonths > CostOverTime::kMaxHorizonMonths)
        return fieldError(QStringLiteral("horizon"),
                          Tr::tr("at most %1 months (100 years)").arg(CostOverTime::kMaxHorizonMonths));
    a.samples = q.samples > 0 ? q.samples : costSamples(a.horizonMonths);
    const CostOverTime cot(normaliser, q.target);
    for (const TermOffer& o : q.offers) {
        OfferPrice p{o, Money(), QString(), true};
        if (o.term == RentalTerm::Buy) {
            const BuyModel buy(*o.buy, normaliser);
            auto ph = buy.perGpuHour(o.buy->utilisation, q.target);
            if (!ph)
                return ph.error();
            p.perGpuHourExVat = ph.value();
            p.explanation = buy.explanation(o.buy->utilisation);
        } else {
            auto ph = normaliser.perGpuHourExVat(o.price, q.target);
            if (!ph)
                return ph.error();
            p.perGpuHourExVat = ph.value();
            p.vatStated = o.price.vatIncluded || o.price.vatBasisPoints > 0;
        }
        a.prices << p;
    }
    a.jobCosts = cot.jobCosts(q.offers, q.gpus, q.wallHours, q.deadlineHours);
    for (const TermJobCost& jc : a.jobCosts)
        if (jc.meetsDeadline && jc.term != RentalTerm::Buy &&
            (!a.cheapestMeetingDeadline || jc.cost.totalExVat < a.cheapestMeetingDeadline->cost.totalExVat))
            a.cheapestMeetingDeadline = jc;
    auto curves = cot.curves(q.offers, q.gpus, q.usage, a.horizonMonths, a.samples);
    if (!curves)
        return curves.error();
    a.curves = curves.value();
    // A job's need is billed at least for the hours it runs: pay-per-use terms pay the used hours only.
    const double needHours = q.needHours.value_or(q.wallHours);
    auto need = cot.forNeed(q.offers, q.gpus, needHours / hoursPerMonth, q.needHours ? q.usage : 1.0);
    if (!need)
        return need.error();
    a.need = need.value();
    a.ranges = cot.cheapestByNeed(q.offers, q.gpus, q.usage);
    a.thresholds = cot.usageThresholds(q.offers);
    if (q.budget)
        for (const TermOffer& o : q.offers) {
            BudgetRun run{o.term, cot.budgetRunsOut(o, q.gpus, q.usage, *q.budget, a.horizonMonths),
                          std::nullopt};
            // The first payment alone may exceed the budget (a yearly term paid up front).
            auto first = cot.cumulative(o, q.gpus, 1.0, q.usage);
            if (run.months && first && first->minor() > q.budget->minor())
                run.firstPayment = first.value();
            a.budgetRuns << run;
        }
    for (int m : q.tableMonths)
        if (m <= a.horizonMonths + 1e-9)
            a.tableMonths << m;
    for (const TermOffer& o : q.offers) {
        QList<std::optional<Money>> row;
        for (int m : a.tableMonths) {
            auto c = cot.cumulative(o, q.gpus, m * double(hoursPerMonth), q.usage);
            row << (c ? std::optional<Money>(c.value()) : std::nullopt);
        }
        a.cumulativeAtMonths << row;
    }
    return a;
}

} // namespace gpuplan
