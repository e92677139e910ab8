#pragma once

#include "LayoutSearch.h"
#include "RuleChecks.h"
#include "catalog/GpuCatalog.h"
#include "cost/CostOverTime.h"
#include "cost/ReferencePrices.h"
#include "estimate/MemoryEstimator.h"
#include "estimate/TimeEstimator.h"
#include "quotes/Quote.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace gpuplan {

enum class SortOrder
{
    Fastest,
    FewestGpus,
    Cheapest,
    // The recommendation first: the cheapest priced configuration with the memory headroom and no failing
    // check; then the others, cheapest first.
    Recommended
};
QString sortOrderName(SortOrder s);
std::optional<SortOrder> sortOrderFromName(const QString& name);

// Where the matcher takes its prices from: the reference prices, the user's stored quotes, or both (the
// cheaper for each configuration).
enum class PriceSource
{
    Reference,
    Quotes,
    Both
};
QString priceSourceName(PriceSource p);
std::optional<PriceSource> priceSourceFromName(const QString& name);

struct MatchConstraints
{
    double deadlineHours = 0; // 0 = none
    int maxGpus = 64;
    int minGpus = 1;
    int maxNodes = 0;          // servers at most; 0 = no limit
    QStringList allowedGpuIds; // empty = the whole catalog
    Network network = Network::Rdma;
    double nicGbps = 0;             // 0 = the network kind's default (Links.h)
    int nicsPerNode = 0;            // 0 = the default
    std::optional<Money> budget;    // excluding VAT, in the budget's currency
    std::optional<RentalTerm> term; // price under this term; none = the cheapest rent term available
    QString
        region; // of the reference prices; PlanService fills in the settings' region (empty here: any region)
    SortOrder sort = SortOrder::Recommended;
    int top = 10;
    // By default a region's plan considers only GPUs offered there (a reference price of the region, or a
    // stored quote when quotes price the plan); GPUs the user names are always considered.
    bool includeUnoffered = false;
    double memoryHeadroom = 0.10; // share of GPU memory the recommendation leaves free
    LayoutRequest layout;         // the parts of the layout the user fixed; the rest is searched
    PriceSource prices = PriceSource::Reference;
    QList<Quote> quotes; // for PriceSource::Quotes/Both: the stored quotes (a configuration is priced by the
                         // quotes offering its GPU, its GPUs per server and at least its number of servers)
    QList<qint64> quoteIds; // only these of the stored quotes (empty = all of them)
};

// A configuration that can run the workload, with its figures and the seeds' checks.
struct Configuration
{
    const GpuModel* gpu = nullptr;
    int gpusPerNode = 1;
    int nodes = 1;
    Parallelism parallel;
    int microBatch = 1;
    Recompute recompute = Recompute::None;
    MemoryBreakdown memory;
    TimeEstimate time;
    std::optional<Money> cost; // job cost excluding VAT
    // The cost at the fast and the slow end of the time's band (the same source and term; empty: unpriced).
    std::optional<Money> costLow, costHigh;
    std::optional<RentalTerm> costTerm;
    QString costExplanation;
    QString costSource;
    qint64 costQuoteId = 0; // the quote that priced it, if one did
    QString noPriceReason;  // translated, when cost is empty
    QList<Check> checks;
    bool offeredInRegion = true; // false: no known offer in the plan's region (shown only when asked for)
    bool tight = false;          // leaves less GPU memory free than the recommendation asks: marked "tight"

    int gpus() const { return gpusPerNode * nodes; }
    // Share of the GPU's memory left free (negative when it does not fit).
    double memoryFree() const
    {
        return memory.capacity > 0 ? (memory.capacity - memory.total()) / memory.capacity : 0;
    }
    Network network = Network::Rdma;
    double nicGbps = 0;
    int nicsPerNode = 0;
    Cluster cluster() const { return Cluster{gpu, gpusPerNode, nodes, network, nicGbps, nicsPerNode}; }
};

struct MatchResult
{
    QList<Configuration> configurations; // the Pareto set, sorted, at most `top`
    qint64 considered = 0;               // layouts evaluated
    qint64 feasible = 0;                 // layouts that fit in memory (and meet the deadline)
    int paretoSize = 0;
    int unpriced = 0;       // configurations with no price for the term
    QString noLayoutReason; // translated, when no layout at all could be considered
    int overBudget = 0;
    int unofferedGpus = 0;    // GPU models left out: no known offer in the region
    bool recommended = false; // the first configuration meets the recommendation's rule
    QString recommendation;   // translated: why the first configuration is shown first
    double searchMs = 0;
};

// Whether a GPU is offered in the constraints' region: a rent price of the region in `prices`, or (when
// quotes price the plan) a stored quote for it. An empty region: always.
bool offeredIn(const GpuModel& gpu, const MatchConstraints& c, const ReferencePrices& prices);

// Why `first` is shown first under SortOrder::Recommended, in words the buyer can repeat: the rule it meets
// (price, deadline, budget, memory headroom, no failing check) or that none does. `language` "zh…"/"en" for
// a document in both languages; empty: the program's.
// Whether the deadline and the budget still hold at the slow end of a configuration's band (warnings).
QList<Check> bandChecks(const Configuration& cfg, const MatchConstraints& c);

QString recommendationText(const Configuration& first, const MatchConstraints& c,
                           const QString& language = QString());

// Enumerates GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation),
// keeps the configurations that fit and meet the constraints, prices them, and returns the Pareto set over
// wall-clock time, GPU count and cost.
class Matcher
{
public:
    Matcher(const GpuCatalog& catalog, const ReferencePrices& prices, const PriceNormaliser& normaliser)
        : m_catalog(catalog), m_prices(prices), m_normaliser(normaliser)
    {}

    Result<MatchResult> match(const Workload& w, const MatchConstraints& c, const TimeOptions& t,
                              int currentYear) const;

    // The price of a configuration's job under a term (or the cheapest rent term) from the reference prices.
    std::optional<TermJobCost> priceJob(const GpuModel& gpu, int gpus, double wallHours,
                                        const MatchConstraints& c, QString* source) const;
    // The same from the stored quotes for a configuration of `nodes` servers of `gpusPerNode` GPUs.
    std::optional<TermJobCost> priceWithQuotes(const GpuModel& gpu, int gpusPerNode, int nodes,
                                               double wallHours, const MatchConstraints& c, QString* source,
                                               qint64* quoteId) const;

private:
    // The cost at the ends of a configuration's time band, priced as its cost was (quoteId 0: reference).
    void priceBand(Configuration& cfg, const MatchConstraints& c, RentalTerm term, qint64 quoteId) const;

    const GpuCatalog& m_catalog;
    const ReferencePrices& m_prices;
    const PriceNormaliser& m_normaliser;
};

} // namespace gpuplan
