#pragma once

#include "cost/CostOverTime.h"

#include <optional>

namespace gpuplan {

// The cost question (`gpuplan cost`): what a job and a need cost under every way of paying for the GPUs —
// each offer's comparable price, the job under each term, the cheapest that meets the deadline, cumulative
// cost over time, the need, which term is cheapest for which need, the usage thresholds and when a budget
// runs out. Answered by core in one call; the command line only reads the options and prints the answer.
struct CostQuestion
{
    QList<TermOffer> offers; // rent terms and buying
    int gpus = 1;
    double wallHours = 0;            // the job's run time
    double deadlineHours = 0;        // 0 = none
    double usage = 1.0;              // share of the time the GPUs are used (0–1]
    double horizonMonths = 0;        // of the curves; 0 = the plan's rule (costHorizonMonths)
    int samples = 0;                 // points per curve; 0 = the plan's rule (costSamples)
    std::optional<double> needHours; // none = the job's run time, used in full
    std::optional<Money> budget;     // in the target currency, VAT excluded
    Currency target = Currency::CNY;
    // Months at which the cumulative cost is tabled (those within the horizon).
    QList<int> tableMonths{1, 3, 6, 12, 24, 36, 60};
};

struct OfferPrice
{
    TermOffer offer;
    Money perGpuHourExVat;
    QString explanation;   // buying: the amortisation formula
    bool vatStated = true; // a rent price that says nothing of VAT is taken as excluding it
};

struct BudgetRun
{
    RentalTerm term = RentalTerm::Hourly;
    std::optional<double> months;      // none: lasts beyond the horizon
    std::optional<Money> firstPayment; // the first month's payment, when it alone exceeds the budget
};

struct CostAnswer
{
    double horizonMonths = 0;
    int samples = 0;
    QList<OfferPrice> prices;
    QList<TermJobCost> jobCosts;
    std::optional<TermJobCost> cheapestMeetingDeadline; // buying excluded: not a way to pay for one job
    QList<CostCurve> curves;
    NeedStatement need;
    QList<CheapestRange> ranges;
    QList<UsageThreshold> thresholds;
    QList<BudgetRun> budgetRuns;
    QList<int> tableMonths;                                // within the horizon
    QList<QList<std::optional<Money>>> cumulativeAtMonths; // per offer, per table month
};

Result<CostAnswer> answerCost(const CostQuestion& q, const PriceNormaliser& normaliser, int hoursPerMonth);

} // namespace gpuplan
