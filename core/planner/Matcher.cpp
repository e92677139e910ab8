#include "Matcher.h"

#include "QuoteRanking.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSet>

#include <atomic>
#include <functional>
#include <thread>
#include <vector>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Matcher)
};

const char* const kSorts[] = {"fastest", "fewest", "cheapest", "recommended"};
const char* const kPriceSources[] = {"reference", "quotes", "both"};

// Runs `work(i, stats)` for i in [0, count) on up to one thread per core (at most 8), each thread with its
// own counts, and returns the counts added up. Small searches stay on the calling thread.
LayoutSearchStats forEachShape(int count, const std::function<void(int, LayoutSearchStats&)>& work)
{
    const int threads = std::clamp(int(std::thread::hardware_concurrency()), 1, std::min(8, count));
    LayoutSearchStats total;
    if (threads <= 1 || count < 16) {
        for (int i = 0; i < count; ++i)
            work(i, total);
        return total;
    }
    std::atomic<int> next{0};
    std::vector<LayoutSearchStats> own(static_cast<size_t>(threads));
    std::vector<std::thread> pool;
    // The workers compute numbers only (a layout and its time), no words: no language to carry over.
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (int i = next++; i < count; i = next++)
                work(i, own[size_t(t)]);
        });
    for (std::thread& th : pool)
        th.join();
    for (const LayoutSearchStats& s : own) {
        total.considered += s.considered;
        total.feasible += s.feasible;
    }
    return total;
}

bool dominates(const Configuration& a, const Configuration& b)
{
    const bool costLe = a.cost && (!b.cost || a.cost->minor() <= b.cost->minor());
    const bool costLt = a.cost && (!b.cost || a.cost->minor() < b.cost->minor());
    const bool bothUnpriced = !a.cost && !b.cost;
    if (!(costLe || bothUnpriced))
        return false;
    const double wa = a.time.wallHours, wb = b.time.wallHours;
    if (wa > wb * (1 + 1e-9) || a.gpus() > b.gpus())
        return false;
    if (wa < wb * (1 - 1e-9) || a.gpus() < b.gpus() || costLt)
        return true;
    // Equal on all three: the configuration in fewer servers (less network, one contract line) wins.
    return a.nodes < b.nodes;
}
bool cheaper(const Configuration& a, const Configuration& b)
{
    // Unpriced configurations after every priced one, fastest first among themselves.
    if (bool(a.cost) != bool(b.cost))
        return bool(a.cost);
    if (!a.cost || a.cost->minor() == b.cost->minor())
        return a.time.wallHours < b.time.wallHours;
    return a.cost->minor() < b.cost->minor();
}

// What the recommendation asks of a configuration: a price, the memory headroom, no failing check, and an
// offer in the region.
bool recommendable(const Configuration& cfg, const MatchConstraints& c)
{
    return cfg.cost && cfg.offeredInRegion && cfg.memoryFree() >= c.memoryHeadroom - 1e-9 &&
           worstStatus(cfg.checks) != CheckStatus::Fail;
}

// What the checks know of the plan: the year judged in, and whether the buyer rents in mainland China.
CheckContext checkContextFor(const MatchConstraints& c, int currentYear)
{
    CheckContext ctx;
    ctx.currentYear = currentYear;
    ctx.mainlandChina = c.region.compare(QLatin1String("China"), Qt::CaseInsensitive) == 0;
    return ctx;
}

void sortConfigurations(QList<Configuration>& list, const MatchConstraints& c)
{
    for (Configuration& cfg : list) // less memory free than the recommendation asks
        cfg.tight = cfg.memoryFree() < c.memoryHeadroom - 1e-9;
    auto byWall = [](const Configuration& a, const Configuration& b) {
        return a.time.wallHours < b.time.wallHours;
    };
    switch (c.sort) {
    case SortOrder::Fastest:
        std::stable_sort(list.begin(), list.end(), byWall);
        break;
    case SortOrder::FewestGpus:
        std::stable_sort(list.begin(), list.end(), [&](const Configuration& a, const Configuration& b) {
            return a.gpus() != b.gpus() ? a.gpus() < b.gpus() : byWall(a, b);
        });
        break;
    case SortOrder::Cheapest:
        std::stable_sort(list.begin(), list.end(), cheaper);
        break;
    case SortOrder::Recommended:
        std::stable_sort(list.begin(), list.end(), [&](const Configuration& a, const Configuration& b) {
            const bool ra = recommendable(a, c), rb = recommendable(b, c);
            return ra != rb ? ra : cheaper(a, b);
        });
        break;
    }
}

} // namespace

bool offeredIn(const GpuModel& gpu, const MatchConstraints& c, const ReferencePrices& prices)
{
    if (prices.rentedIn(gpu.id, c.region))
        return true;
    if (c.prices == PriceSource::Reference)
        return false;
    return std::any_of(c.quotes.begin(), c.quotes.end(), [&](const Quote& q) {
        return q.gpuId == gpu.id && (c.quoteIds.isEmpty() || c.quoteIds.contains(q.id));
    });
}

QList<Check> bandChecks(const Configuration& cfg, const MatchConstraints& c)
{
    // Whether the deadline and the budget hold at the slow end of the time's band.
    QList<Check> out;
    const QString source = Tr::tr("the calibration's band, fitted on published training runs (README, \"How "
                                  "the figures are computed\")");
    if (c.deadlineHours > 0 && cfg.time.wallHoursHigh > c.deadlineHours)
        out << Check{QStringLiteral("deadline-band"), CheckStatus::Warn,
                     Tr::tr("at the slow end of its estimate (%1) it would miss the deadline of %2")
                         .arg(durationText(cfg.time.wallHoursHigh), durationText(c.deadlineHours)),
                     source};
    if (c.budget && cfg.costHigh && cfg.costHigh->minor() > c.budget->minor())
        out << Check{QStringLiteral("budget-band"), CheckStatus::Warn,
                     Tr::tr("at the slow end of its estimate it would cost %1, over the budget of %2")
                         .arg(cfg.costHigh->toDisplayString(), c.budget->toDisplayString()),
                     source};
    return out;
}

QString recommendationText(const Configuration& first, const MatchConstraints& c, const QString& language)
{
    // In the language asked (the bilingual PDF writes both), else in the program's.
    auto say = [&](const char* source) {
        return language.isEmpty() ? QCoreApplication::translate("Matcher", source)
                                  : Language::translate(language, "Matcher", source);
    };
    const int headroom = int(std::lround(c.memoryHeadroom * 100));
    if (!recommendable(first, c))
        return say(QT_TRANSLATE_NOOP("Matcher",
                                     "No configuration is priced, leaves %1% of GPU memory free and "
                                     "passes every check; the cheapest of the others is shown first."))
            .arg(headroom);
    QStringList meets;
    if (c.deadlineHours > 0)
        meets << say(QT_TRANSLATE_NOOP("Matcher", "meets the deadline of %1 days"))
                     .arg(c.deadlineHours / 24, 0, 'f', 1);
    if (c.budget)
        meets << say(QT_TRANSLATE_NOOP("Matcher", "stays within the budget of %1"))
                     .arg(c.budget->toDisplayString());
    const QString free = QString::number(std::floor(first.memoryFree() * 100), 'f', 0);
    QString text =
        meets.isEmpty()
            ? say(QT_TRANSLATE_NOOP("Matcher",
                                    "Recommended as the cheapest configuration with %1% of GPU memory "
                                    "free (at least %2% asked) and no failing check."))
                  .arg(free)
                  .arg(headroom)
            : say(QT_TRANSLATE_NOOP("Matcher",
                                    "Recommended as the cheapest configuration that %1, with %2% of GPU "
                                    "memory free (at least %3% asked) and no failing check."))
                  .arg(meets.join(say(QT_TRANSLATE_NOOP("Matcher", " and "))))
                  .arg(free)
                  .arg(headroom);
    // The slow end of its band, against the deadline and the budget.
    const QString slow = durationText(first.time.wallHoursHigh, language);
    const bool late = c.deadlineHours > 0 && first.time.wallHoursHigh > c.deadlineHours;
    const bool dear = c.budget && first.costHigh && first.costHigh->minor() > c.budget->minor();
    if (c.deadlineHours > 0 || c.budget) {
        if (!late && !dear)
            text += say(QT_TRANSLATE_NOOP("Matcher", " At the slow end of its estimate (%1) it still does."))
                        .arg(slow);
        else if (late)
            text += say(QT_TRANSLATE_NOOP(
                            "Matcher", " At the slow end of its estimate (%1) it would miss the deadline."))
                        .arg(slow);
        else
            text += say(QT_TRANSLATE_NOOP("Matcher",
                                          " At the slow end of its estimate (%1) it would cost %2, over the "
                                          "budget."))
                        .arg(slow, first.costHigh->toDisplayString());
    }
    const int warnings = int(std::count_if(first.checks.begin(), first.checks.end(),
                                           [](const Check& k) { return k.status == CheckStatus::Warn; }));
    if (warnings > 0)
        text += say(QT_TRANSLATE_NOOP("Matcher", " Warnings: %1; see its checks.")).arg(warnings);
    return text;
}

QString sortOrderName(SortOrder s)
{
    return QString::fromLatin1(kSorts[int(s)]);
}

std::optional<SortOrder> sortOrderFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < 4; ++i)
        if (n == QLatin1String(kSorts[i]))
            return SortOrder(i);
    if (n == QLatin1String("fewest-gpus"))
        return SortOrder::FewestGpus;
    return std::nullopt;
}

QString priceSourceName(PriceSource p)
{
    return QString::fromLatin1(kPriceSources[int(p)]);
}

std::optional<PriceSource> priceSourceFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < 3; ++i)
        if (n == QLatin1String(kPriceSources[i]))
            return PriceSource(i);
    return std::nullopt;
}

std::optional<TermJobCost> Matcher::priceWithQuotes(const GpuModel& gpu, int gpusPerNode, int nodes,
                                                    double wallHours, const MatchConstraints& c,
                                                    QString* source, qint64* quoteId) const
{
    std::optional<TermJobCost> best;
    const Currency currency = c.budget ? c.budget->currency() : Currency::CNY;
    for (const Quote& q : c.quotes) {
        if (!c.quoteIds.isEmpty() && !c.quoteIds.contains(q.id))
            continue;
        if (q.gpuId != gpu.id || q.gpusPerServer != gpusPerNode || q.servers < nodes)
            continue;
        if (c.term && quoteTerm(q) != *c.term)
            continue;
        auto cost = quoteJobCost(q, gpusPerNode * nodes, wallHours, c.deadlineHours, m_normaliser, currency);
        if (!cost || !cost->meetsDeadline)
            continue;
        if (!best || cost->cost.totalExVat < best->cost.totalExVat) {
            best = cost.value();
            if (source)
                *source = Tr::tr("quote %1 from %2 (%3)")
                              .arg(q.id)
                              .arg(q.provider, q.quoteDate.toString(Qt::ISODate));
            if (quoteId)
                *quoteId = q.id;
        }
    }
    return best;
}

std::optional<TermJobCost> Matcher::priceJob(const GpuModel& gpu, int gpus, double wallHours,
                                             const MatchConstraints& c, QString* source) const
{
    const CostOverTime cot(m_normaliser, c.budget ? c.budget->currency() : Currency::CNY);
    std::optional<TermJobCost> best;
    for (int t = 0; t < int(RentalTerm::Buy); ++t) {
        const RentalTerm term = RentalTerm(t);
        if (c.term && *c.term != term)
            continue;
        // Spot capacity is not guaranteed: it prices a plan only when the user asks for spot.
        if (!c.term && term == RentalTerm::Spot)
            continue;
        const ReferencePrice* p = m_prices.find(gpu.id, term, c.region);
        if (!p)
            continue;
        const auto costs = cot.jobCosts({TermOffer{term, p->price, std::nullopt, p->source}}, gpus, wallHours,
                                        c.deadlineHours);
        if (costs.isEmpty() || !costs.first().meetsDeadline)
            continue;
        if (!best || costs.first().cost.totalExVat < best->cost.totalExVat) {
            best = costs.first();
            if (source) {
                *source = Tr::tr("%1 (%2, %3)", "source, date, verification")
                              .arg(p->sourceText(), p->dateText(), verificationLabel(p->verification));
                if (p->region.compare(c.region, Qt::CaseInsensitive) != 0)
                    *source += Tr::tr("; a %1 price: none found for %2")
                                   .arg(regionLabel(p->region), regionLabel(c.region));
            }
        }
    }
    return best;
}

namespace {
// Why a configuration has no price: which source was asked and what it lacks.
QString noPriceReason(const Configuration& cfg, const MatchConstraints& c)
{
    const QString shape =
        Tr::tr("%1 server(s) of %2 × %3").arg(cfg.nodes).arg(cfg.gpusPerNode).arg(cfg.gpu->displayName());
    QStringList why;
    if (c.prices != PriceSource::Quotes)
        why << (c.term ? Tr::tr("no reference %1 price for %2 that meets the deadline")
                             .arg(rentalTermLabel(*c.term), cfg.gpu->displayName())
                       : Tr::tr("no reference price for %1 that meets the deadline")
                             .arg(cfg.gpu->displayName()));
    if (c.prices != PriceSource::Reference)
        why << Tr::tr("no stored quote offers %1%2")
                   .arg(shape, c.term ? Tr::tr(" on %1 terms").arg(rentalTermLabel(*c.term)) : QString());
    return why.join(Tr::tr("; "));
}
} // namespace

void Matcher::priceBand(Configuration& cfg, const MatchConstraints& c, RentalTerm term, qint64 quoteId) const
{
    // The band's ends priced the same way (the same source and term), the deadline aside: the checks say
    // whether it holds.
    MatchConstraints open = c;
    open.deadlineHours = 0;
    open.term = term;
    if (quoteId)
        open.quoteIds = {quoteId};
    auto priceAt = [&](double hours) -> std::optional<Money> {
        const auto p =
            quoteId ? priceWithQuotes(*cfg.gpu, cfg.gpusPerNode, cfg.nodes, hours, open, nullptr, nullptr)
                    : priceJob(*cfg.gpu, cfg.gpus(), hours, open, nullptr);
        return p ? std::optional<Money>(p->cost.totalExVat) : std::nullopt;
    };
    cfg.costLow = priceAt(cfg.time.wallHoursLow);
    cfg.costHigh = priceAt(cfg.time.wallHoursHigh);
}

Result<MatchResult> Matcher::match(const Workload& w, const MatchConstraints& c, const TimeOptions& topts,
                                   int currentYear) const
{
    if (Status s = w.validate(); !s)
        return s.error();
    if (c.maxGpus < 1 || c.maxGpus > 100000)
        return Result<MatchResult>(
            fieldError(QStringLiteral("max-gpus"), Tr::tr("must be between 1 and 100000")));
    if (c.minGpus > c.maxGpus)
        return Result<MatchResult>(
            fieldError(QStringLiteral("gpus"),
                       Tr::tr("the GPU count %1 exceeds the maximum of %2").arg(c.minGpus).arg(c.maxGpus)));
    if (c.deadlineHours < 0)
        return Result<MatchResult>(
            fieldError(QStringLiteral("deadline"), Tr::tr("the deadline must be positive")));

    QElapsedTimer timer;
    timer.start();
    MatchResult result;
    const MemoryEstimator mem(w);
    const TimeEstimator time(w, topts);

    static const int gpnOptions[] = {1, 2, 4, 8};
    struct Candidate
    {
        int gpuIndex;
        int gpn;
        int nodes;
        LayoutCandidate layout;
    };
    const LayoutSearch search(w, mem, time);
    QList<Candidate> shapes; // every (GPU, GPUs per server, servers) to search, in the catalog's order
    const QList<GpuModel>& gpus = m_catalog.gpus();
    QSet<int> unoffered;
    for (int gi = 0; gi < gpus.size(); ++gi) {
        const GpuModel& gpu = gpus[gi];
        if (!c.allowedGpuIds.isEmpty() && !c.allowedGpuIds.contains(gpu.id))
            continue;
        if (!offeredIn(gpu, c, m_prices)) {
            unoffered.insert(gi);
            if (!c.includeUnoffered)
                continue;
        }
        for (int gpn : gpnOptions) {
            for (int nodes = 1; gpn * nodes <= c.maxGpus && (c.maxNodes <= 0 || nodes <= c.maxNodes);
                 nodes *= 2) {
                if (nodes > 1 && gpn < 4)
                    break; // several servers are rented as 4- or 8-GPU servers, not as single cards
                if (gpn * nodes < c.minGpus)
                    continue;
                shapes.append(Candidate{gi, gpn, nodes, {}});
            }
        }
    }
    // Each shape's layouts are searched on their own (the estimators are pure), on every core: the same
    // answer in the same order as one thread gives, in a fraction of the time for a large search.
    QList<std::optional<LayoutCandidate>> found(shapes.size());
    const LayoutSearchStats stats = forEachShape(int(shapes.size()), [&](int i, LayoutSearchStats& own) {
        const Candidate& s = shapes[i];
        const Cluster cluster{&gpus[s.gpuIndex], s.gpn, s.nodes, c.network, c.nicGbps, c.nicsPerNode};
        found[i] = search.best(cluster, c.layout, c.deadlineHours, &own);
    });
    QList<Candidate> best;
    for (int i = 0; i < shapes.size(); ++i)
        if (found[i])
            best.append(Candidate{shapes[i].gpuIndex, shapes[i].gpn, shapes[i].nodes, *found[i]});
    result.considered = stats.considered;
    result.feasible = stats.feasible;
    if (!c.includeUnoffered)
        result.unofferedGpus = int(unoffered.size());
    if (result.considered == 0 && result.unofferedGpus > 0 && best.isEmpty() &&
        std::none_of(gpus.begin(), gpus.end(), [&](const GpuModel& g) {
            return (c.allowedGpuIds.isEmpty() || c.allowedGpuIds.contains(g.id)) && offeredIn(g, c, m_prices);
        })) {
        result.noLayoutReason =
            Tr::tr("none of the GPUs allowed has a known offer in %1 (a reference price of "
                   "the region or a stored quote); include the GPUs without a known offer "
                   "to plan with them")
                .arg(regionLabel(c.region));
    } else if (result.considered == 0) {
        // Say why nothing was even tried.
        bool shapeExists = false;
        for (int gpn : gpnOptions)
            for (int nodes = 1; gpn * nodes <= c.maxGpus && (c.maxNodes <= 0 || nodes <= c.maxNodes);
                 nodes *= 2)
                if ((nodes == 1 || gpn >= 4) && gpn * nodes >= c.minGpus)
                    shapeExists = true;
        if (!shapeExists)
            result.noLayoutReason = Tr::tr("no server shape gives %1 GPUs: a server holds 1, 2, 4 or 8 GPUs, "
                                           "several servers hold 4 or 8 "
                                           "each, and server counts double (1, 2, 4, …); try %2")
                                        .arg(c.minGpus)
                                        .arg(c.minGpus <= 8 ? 8 : ((c.minGpus + 7) / 8) * 8);
        else
            result.noLayoutReason =
                Tr::tr(
                    "no parallel layout of the allowed GPUs suits %1: tensor parallelism must divide its %2 "
                    "attention heads and stay inside a server")
                    .arg(w.model.name)
                    .arg(w.model.heads);
    }

    // Materialise the best layout of each (GPU, GPUs per server, servers), price it, then keep the Pareto
    // set.
    QList<Configuration> configs;
    configs.reserve(best.size());
    for (const Candidate& cand : best) {
        Configuration cfg;
        cfg.gpu = &gpus[cand.gpuIndex];
        cfg.gpusPerNode = cand.gpn;
        cfg.nodes = cand.nodes;
        cfg.parallel = cand.layout.parallel;
        cfg.microBatch = cand.layout.microBatch;
        cfg.recompute = cand.layout.recompute;
        cfg.network = c.network;
        cfg.nicGbps = c.nicGbps;
        cfg.nicsPerNode = c.nicsPerNode;
        cfg.offeredInRegion = !unoffered.contains(cand.gpuIndex);
        cfg.memory = mem.estimate(cfg.parallel, cfg.gpu->capacityBytes(), cfg.microBatch, cfg.recompute);
        cfg.time = time.estimate(cfg.cluster(), cfg.parallel, cfg.memory, cfg.microBatch, cfg.recompute);
        QString refSource, quoteSource;
        qint64 quoteId = 0;
        std::optional<TermJobCost> ref, fromQuote;
        if (c.prices != PriceSource::Quotes)
            ref = priceJob(*cfg.gpu, cfg.gpus(), cfg.time.wallHours, c, &refSource);
        if (c.prices != PriceSource::Reference)
            fromQuote = priceWithQuotes(*cfg.gpu, cfg.gpusPerNode, cfg.nodes, cfg.time.wallHours, c,
                                        &quoteSource, &quoteId);
        const bool useQuote =
            fromQuote && (!ref || fromQuote->cost.totalExVat.minor() <= ref->cost.totalExVat.minor());
        if (const std::optional<TermJobCost>& price = useQuote ? fromQuote : ref) {
            cfg.cost = price->cost.totalExVat;
            priceBand(cfg, c, price->term, useQuote ? quoteId : 0);
            cfg.costTerm = price->term;
            cfg.costExplanation = price->cost.explanation;
            cfg.costSource = useQuote ? quoteSource : refSource;
            cfg.costQuoteId = useQuote ? quoteId : 0;
        } else {
            cfg.noPriceReason = noPriceReason(cfg, c);
        }
        if (!cfg.cost)
            ++result.unpriced;
        if (c.budget) {
            if (!cfg.cost)
                continue;
            if (cfg.cost->minor() > c.budget->minor()) {
                ++result.overBudget;
                continue;
            }
        }
        configs.append(cfg);
    }
    QList<Configuration> pareto;
    for (int i = 0; i < configs.size(); ++i) {
        bool dominated = false;
        for (int j = 0; j < configs.size() && !dominated; ++j)
            dominated = j != i && dominates(configs[j], configs[i]);
        if (!dominated)
            pareto.append(configs[i]);
    }
    result.paretoSize = int(pareto.size());
    // The seeds' checks of every configuration of the front (the recommendation needs them), and the region.
    const CheckContext ctx = checkContextFor(c, currentYear);
    for (Configuration& cfg : pareto) {
        Workload wl = w;
        wl.microBatch = cfg.microBatch;
        wl.recompute = cfg.recompute;
        cfg.checks =
            checkConfiguration(wl, cfg.cluster(), cfg.parallel, cfg.memory, ctx) + bandChecks(cfg, c);
        if (!cfg.offeredInRegion)
            cfg.checks.prepend(
                Check{QStringLiteral("offer"), CheckStatus::Warn,
                      Tr::tr("no known offer of the %1 in %2: shown because GPUs without one were "
                             "included; ask vendors whether they can deliver it")
                          .arg(cfg.gpu->displayName(), regionLabel(c.region)),
                      Tr::tr("reference prices, stored quotes")});
    }
    sortConfigurations(pareto, c);
    result.recommended = !pareto.isEmpty() && recommendable(pareto.first(), c);
    if (c.sort == SortOrder::Recommended && !pareto.isEmpty())
        result.recommendation = recommendationText(pareto.first(), c);
    if (c.top > 0 && pareto.size() > c.top)
        pareto.resize(c.top);
    result.configurations = pareto;
    result.searchMs = timer.nsecsElapsed() / 1e6;
    return result;
}

} // namespace gpuplan
