#include "Matcher.h"

#include "QuoteRanking.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Matcher)
};

const char* const kSorts[] = {"fastest", "fewest", "cheapest"};
const char* const kPriceSources[] = {"reference", "quotes", "both"};

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
} // namespace

QString sortOrderName(SortOrder s)
{
    return QString::fromLatin1(kSorts[int(s)]);
}

std::optional<SortOrder> sortOrderFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < 3; ++i)
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
                              .arg(p->sourceText(), p->date, verificationLabel(p->verification));
                if (p->region.compare(c.region, Qt::CaseInsensitive) != 0)
                    *source += Tr::tr("; a %1 price: none found for %2").arg(p->region, c.region);
            }
        }
    }
    return best;
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
    LayoutSearchStats stats;
    QList<Candidate> best;
    const QList<GpuModel>& gpus = m_catalog.gpus();
    for (int gi = 0; gi < gpus.size(); ++gi) {
        const GpuModel& gpu = gpus[gi];
        if (!c.allowedGpuIds.isEmpty() && !c.allowedGpuIds.contains(gpu.id))
            continue;
        for (int gpn : gpnOptions) {
            for (int nodes = 1; gpn * nodes <= c.maxGpus && (c.maxNodes <= 0 || nodes <= c.maxNodes);
                 nodes *= 2) {
                if (nodes > 1 && gpn < 4)
                    break; // several servers are rented as 4- or 8-GPU servers, not as single cards
                if (gpn * nodes < c.minGpus)
                    continue;
                const Cluster cluster{&gpu, gpn, nodes, c.network, c.nicGbps, c.nicsPerNode};
                if (auto l = search.best(cluster, c.layout, c.deadlineHours, &stats))
                    best.append(Candidate{gi, gpn, nodes, *l});
            }
        }
    }
    result.considered = stats.considered;
    result.feasible = stats.feasible;
    if (result.considered == 0) {
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
            cfg.costTerm = price->term;
            cfg.costExplanation = price->cost.explanation;
            cfg.costSource = useQuote ? quoteSource : refSource;
            cfg.costQuoteId = useQuote ? quoteId : 0;
        } else {
            // Say why: which source was asked and what it lacks.
            const QString shape = Tr::tr("%1 server(s) of %2 × %3")
                                      .arg(cfg.nodes)
                                      .arg(cfg.gpusPerNode)
                                      .arg(cfg.gpu->displayName());
            QStringList why;
            if (c.prices != PriceSource::Quotes)
                why << (c.term ? Tr::tr("no reference %1 price for %2 that meets the deadline")
                                     .arg(rentalTermLabel(*c.term), cfg.gpu->displayName())
                               : Tr::tr("no reference price for %1 that meets the deadline")
                                     .arg(cfg.gpu->displayName()));
            if (c.prices != PriceSource::Reference)
                why << Tr::tr("no stored quote offers %1%2")
                           .arg(shape,
                                c.term ? Tr::tr(" on %1 terms").arg(rentalTermLabel(*c.term)) : QString());
            cfg.noPriceReason = why.join(Tr::tr("; "));
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
    auto byWall = [](const Configuration& a, const Configuration& b) {
        return a.time.wallHours < b.time.wallHours;
    };
    switch (c.sort) {
    case SortOrder::Fastest:
        std::stable_sort(pareto.begin(), pareto.end(), byWall);
        break;
    case SortOrder::FewestGpus:
        std::stable_sort(pareto.begin(), pareto.end(), [&](const Configuration& a, const Configuration& b) {
            return a.gpus() != b.gpus() ? a.gpus() < b.gpus() : byWall(a, b);
        });
        break;
    case SortOrder::Cheapest:
        // Unpriced configurations after every priced one, fastest first among themselves.
        std::stable_sort(pareto.begin(), pareto.end(), [&](const Configuration& a, const Configuration& b) {
            if (bool(a.cost) != bool(b.cost))
                return bool(a.cost);
            if (!a.cost)
                return byWall(a, b);
            return a.cost->minor() != b.cost->minor() ? a.cost->minor() < b.cost->minor() : byWall(a, b);
        });
        break;
    }
    if (c.top > 0 && pareto.size() > c.top)
        pareto.resize(c.top);
    CheckContext ctx;
    ctx.currentYear = currentYear;
    for (Configuration& cfg : pareto) {
        Workload wl = w;
        wl.microBatch = cfg.microBatch;
        wl.recompute = cfg.recompute;
        cfg.checks = checkConfiguration(wl, cfg.cluster(), cfg.parallel, cfg.memory, ctx);
    }
    result.configurations = pareto;
    result.searchMs = timer.nsecsElapsed() / 1e6;
    return result;
}

} // namespace gpuplan
