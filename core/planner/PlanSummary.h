#pragma once

#include "Matcher.h"
#include "QuoteRanking.h"
#include "checklist/Checklist.h"

#include "cost/CostOverTime.h"
#include "cost/ReferencePrices.h"
#include <QHash>

namespace gpuplan {

// Everything a plan summary shows, computed by core: the plan's configurations, and for the recommended one
// (the first, or `costOf`) its cost over time under every term with the reference prices of its GPU, the
// buyer's statements and the sources of those prices. The desktop's plan area, `gpuplan plan --pdf` and the
// reports draw this one value.
// The buyer's statements and the price sources as one language words them.
struct PlanWords
{
    QStringList statements; // the usage thresholds, the job's need, the cheapest term by need
    QStringList sources;
};

struct PlanSummary
{
    Workload workload;
    MatchConstraints constraints;
    MatchResult result;
    int hoursPerMonth = 0;                         // the pricing conventions' month
    Money::Scale moneyScale = Money::Scale::Exact; // of the cost chart's axis (the money-scale setting)
    QList<TermOffer> offers;
    int costOf = 0;          // the configuration the costs below are for (the recommended one unless chosen)
    QList<CostCurve> curves; // that configuration's GPUs, kept busy all month
    double horizonMonths = 0;
    QList<UsageThreshold> thresholds;
    std::optional<NeedStatement> need; // for the job's run time
    QString rangesStatement;
    QStringList sources; // "H100 SXM5 80GB, monthly: ¥… — source (date, verification)"
    // The same words in each language ("zh_CN", "en"), for documents in both; wordsNow(): in the language in
    // force (Language::Scope).
    QHash<QString, PlanWords> wordsIn;
    PlanWords wordsNow() const;
    // The stored quotes weighed for the job (the best five), and the contract checklist of the best one that
    // can run it, when there are such (PlanService::attachQuotes).
    QuoteComparison quotes;
    const GpuCatalog* quotesCatalog = nullptr;
    std::optional<Quote> checklistQuote;
    QList<Checklist> checklists;
};

// The reference prices of a GPU as offers under each term (rent terms; buying with the reference server price
// and the BuyModel defaults), each with its source, date and how sure it is.
QList<TermOffer> referenceOffers(const ReferencePrices& prices, const QString& gpuId, const QString& region);

// The months a cost chart covers, one rule for every front end: the horizon asked for (at most
// CostOverTime::kMaxHorizonMonths), else twice the job's need, at least 12 and at most 36 months.
double costHorizonMonths(double needMonths, double asked = 0);
// Points per curve for a horizon: two a month, 24 to 240.
int costSamples(double horizonMonths);

Result<PlanSummary> summarisePlan(const Workload& workload, const MatchConstraints& constraints,
                                  const MatchResult& result, const ReferencePrices& prices,
                                  const PriceNormaliser& normaliser, int costOf, double horizonMonths);

} // namespace gpuplan
