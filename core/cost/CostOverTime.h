#pragma once

#include "BuyModel.h"
#include "PriceTerm.h"

#include <QList>
#include <QString>

#include <optional>

namespace gpuplan {

// One way of paying for the GPUs: a rent term with its price, or buying.
struct TermOffer
{
    RentalTerm term = RentalTerm::Hourly;
    PriceTerm price;             // rent terms
    std::optional<BuyTerms> buy; // term == Buy
    QString source;
};

struct CurvePoint
{
    double months = 0;
    Money cost;
};

struct CostCurve
{
    RentalTerm term = RentalTerm::Hourly;
    QList<CurvePoint> points;
};

// What a need of N months costs under each term, each billed in its own whole periods (a 3-month need on a
// yearly term pays a year). Independent of any chart's horizon.
struct NeedCost
{
    RentalTerm term = RentalTerm::Hourly;
    Money total; // excluding VAT
};
struct NeedStatement
{
    double needMonths = 0;
    QList<NeedCost> costs;
    std::optional<RentalTerm> cheapest;
    QString statement; // translated: "For a need of 3 months: monthly is cheapest at ¥…; hourly ¥…, …"
};
// Needs of fromMonths..toMonths whole months for which `term` is the cheapest way to pay.
struct CheapestRange
{
    int fromMonths = 0;
    int toMonths = 0;
    RentalTerm term = RentalTerm::Hourly;
};

struct UsageThreshold
{
    RentalTerm reserved; // daily/monthly/yearly
    RentalTerm payPerUse;
    double hoursPerMonth = 0; // reserved is cheaper above this many hours of use a month
    QString statement;
};

struct TermJobCost
{
    RentalTerm term = RentalTerm::Hourly;
    JobCost cost;
    bool meetsDeadline = true;
};

// Cumulative cost of keeping `gpus` GPUs over calendar time, used `usage` of the time (0–1):
// pay-per-use terms (hourly, spot) pay for used hours; reserved terms (daily, monthly, yearly) pay for the
// calendar; buying pays the servers up front, then operations and electricity.
class CostOverTime
{
public:
    CostOverTime(const PriceNormaliser& normaliser, Currency target = Currency::CNY)
        : m_normaliser(normaliser), m_target(target)
    {}

    Result<Money> cumulative(const TermOffer& offer, int gpus, double calendarHours, double usage) const;
    Result<QList<CostCurve>> curves(const QList<TermOffer>& offers, int gpus, double usage,
                                    double horizonMonths, int samples = 120) const;
    // For a need of `needMonths` of `gpus` GPUs used `usage` of the time: the total under each term.
    Result<NeedStatement> forNeed(const QList<TermOffer>& offers, int gpus, double needMonths,
                                  double usage) const;
    // For every need of 1 … maxMonths whole months, the cheapest term, as ranges ("monthly for 1–11 months,
    // yearly from 12"). Each need is compared on its own, so the answer does not move with a horizon.
    QList<CheapestRange> cheapestByNeed(const QList<TermOffer>& offers, int gpus, double usage,
                                        int maxMonths = 60) const;
    static QString rangesStatement(const QList<CheapestRange>& ranges, int maxMonths = 60);
    // "Monthly beats hourly above N hours of use a month", for each reserved term against each pay-per-use
    // term.
    QList<UsageThreshold> usageThresholds(const QList<TermOffer>& offers) const;
    // When cumulative cost first exceeds the budget, in months; nullopt if never within the horizon.
    std::optional<double> budgetRunsOut(const TermOffer& offer, int gpus, double usage, const Money& budget,
                                        double horizonMonths) const;
    // The job's cost under every term; spot runs longer by its interruption overhead and may miss the
    // deadline.
    QList<TermJobCost> jobCosts(const QList<TermOffer>& offers, int gpus, double wallHours,
                                double deadlineHours) const;

    Currency target() const { return m_target; }
    static constexpr double kMaxHorizonMonths = 1200;

private:
    const PriceNormaliser& m_normaliser;
    Currency m_target;
};

} // namespace gpuplan
