#pragma once

#include "PdfDocument.h"
#include "Reports.h"
#include "cost/CostOverTime.h"
#include "cost/ReferencePrices.h"
#include "planner/Matcher.h"

namespace gpuplan {
class Database;
}

namespace gpuplan::report {

// Everything a plan summary shows, computed by core: the plan's configurations, and for the recommended one
// (the first, or `costOf`) its cost over time under every term with the reference prices of its GPU, the
// buyer's statements and the sources of those prices.
struct PlanSummary
{
    Workload workload;
    MatchConstraints constraints;
    MatchResult result;
    int hoursPerMonth = 730;
    QList<TermOffer> offers;
    int costOf = 0;          // the configuration the costs below are for (the recommended one unless chosen)
    QList<CostCurve> curves; // that configuration's GPUs, kept busy all month
    double horizonMonths = 24;
    QList<UsageThreshold> thresholds;
    std::optional<NeedStatement> need; // for the job's run time
    QString rangesStatement;
    QStringList sources; // "H100 SXM5 80GB, monthly: ¥… — source (date, verification)"
    // The stored quotes weighed for the job (the best five), and the contract checklist of the best one that
    // can run it, when there are such (attachQuotes).
    QuoteComparison quotes;
    const GpuCatalog* quotesCatalog = nullptr;
    std::optional<Quote> checklistQuote;
    QList<Checklist> checklists;
};

// The reference prices of a GPU as offers under each term (rent terms; buying with the reference server price
// and the BuyModel defaults), each with its source, date and how sure it is.
QList<TermOffer> referenceOffers(const ReferencePrices& prices, const QString& gpuId, const QString& region);

Result<PlanSummary> summarisePlan(const Workload& workload, const MatchConstraints& constraints,
                                  const MatchResult& result, const ReferencePrices& prices,
                                  const PriceNormaliser& normaliser, int costOf = 0,
                                  double horizonMonths = 0);

// Weighs the database's quotes valid today for the plan's job (rankQuotes) and keeps the best five; the
// contract checklist of the best one that can run the job, if it has one. `catalog` must outlive the summary.
Status attachQuotes(PlanSummary& s, Database& db, const GpuCatalog& catalog, const TimeOptions& timeOptions,
                    const PriceNormaliser& normaliser, int currentYear);

// The plan summary: cover, workload and constraints, memory per GPU (a vector stacked bar), the recommended
// configurations, cost over time (a vector chart with the budget line and the deadline) with the buyer's
// statements, and the assumptions and data sources.
Result<QByteArray> planPdf(const PlanSummary& s, const Options& options, int* pages = nullptr);
std::unique_ptr<PdfDocument> planDocument(const PlanSummary& s, const Options& options); // to print
// The configurations and the cumulative cost table, one sheet each.
Status planXlsx(const QString& path, const PlanSummary& s, const Options& options,
                const QStringList& protectedFiles = {});

} // namespace gpuplan::report
