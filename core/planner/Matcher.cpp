#include "Matcher.h"

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

struct Candidate
{
    int gpuIndex;
    int gpn;
    int nodes;
    Parallelism par;
    int mb;
    Recompute rc;
    double wall;
    double memTotal;
};

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
    return wa < wb * (1 - 1e-9) || a.gpus() < b.gpus() || costLt;
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
            if (source)
                *source = p->source + QStringLiteral(" (") + p->date + QStringLiteral(", ") +
                          p->verification + QLatin1Char(')');
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
        return Result<MatchResult>::failure(QStringLiteral("--max-gpus"),
                                            Tr::tr("must be between 1 and 100000"));
    if (c.minGpus > c.maxGpus)
        return Result<MatchResult>::failure(
            QStringLiteral("--gpus"),
            Tr::tr("the GPU count %1 exceeds the maximum of %2").arg(c.minGpus).arg(c.maxGpus));
    if (c.deadlineHours < 0)
        return Result<MatchResult>::failure(QStringLiteral("--deadline"),
                                            Tr::tr("the deadline must be positive"));

    QElapsedTimer timer;
    timer.start();
    MatchResult result;
    const MemoryEstimator mem(w);
    const TimeEstimator time(w, topts);
    const bool training = isTraining(w.method);
    const ModelSpec& m = w.model;

    static const int gpnOptions[] = {1, 2, 4, 8};
    static const int tpOptions[] = {1, 2, 4, 8};
    static const int mbOptions[] = {1, 2, 4, 8};
    static const Recompute rcOptions[] = {Recompute::None, Recompute::Selective, Recompute::Full};

    QList<Candidate> best;
    const QList<GpuModel>& gpus = m_catalog.gpus();
    for (int gi = 0; gi < gpus.size(); ++gi) {
        const GpuModel& gpu = gpus[gi];
        if (!c.allowedGpuIds.isEmpty() && !c.allowedGpuIds.contains(gpu.id))
            continue;
        const double cap = gpu.capacityBytes();
        for (int gpn : gpnOptions) {
            for (int nodes = 1; gpn * nodes <= c.maxGpus; nodes *= 2) {
                if (nodes > 1 && gpn < 4)
                    break; // several servers are rented as 4- or 8-GPU servers, not as single cards
                const int G = gpn * nodes;
                if (G < c.minGpus)
                    continue;
                const Cluster cluster{&gpu, gpn, nodes, c.network};
                std::optional<Candidate> local;
                auto consider = [&](const Parallelism& par, int mb, Recompute rc) {
                    ++result.considered;
                    const MemoryBreakdown mbd = mem.estimate(par, cap, mb, rc);
                    if (!mbd.fits())
                        return;
                    const TimeEstimate te = time.estimate(cluster, par, mbd, mb, rc);
                    if (c.deadlineHours > 0 && te.wallHours > c.deadlineHours)
                        return;
                    ++result.feasible;
                    const double total = mbd.total();
                    if (!local || te.wallHours < local->wall * (1 - 1e-12) ||
                        (te.wallHours <= local->wall * (1 + 1e-12) && total < local->memTotal))
                        local = Candidate{gi, gpn, nodes, par, mb, rc, te.wallHours, total};
                };
                if (!c.exploreLayouts) {
                    Parallelism par = c.fixedLayout;
                    if (par.tp > gpn || m.heads % par.tp != 0 || G % (par.tp * par.pp) != 0 ||
                        par.pp > m.layers)
                        continue;
                    par.dp = G / (par.tp * par.pp);
                    if (!training)
                        par.zero = 0;
                    consider(par, w.microBatch, w.recompute);
                } else {
                    for (int tp : tpOptions) {
                        if (tp > gpn || m.heads % tp != 0)
                            continue;
                        for (int pp = 1; tp * pp <= G && pp <= m.layers; pp *= 2) {
                            if (G % (tp * pp) != 0)
                                continue;
                            const int dp = G / (tp * pp);
                            for (int zero = 0; zero <= (training ? 3 : 0); ++zero) {
                                if (zero > 0 && dp == 1)
                                    break; // sharding over one replica changes nothing
                                const Parallelism par{tp, pp, dp, zero};
                                if (!training) {
                                    consider(par, 1, Recompute::None);
                                    continue;
                                }
                                for (Recompute rc : rcOptions)
                                    for (int mb : mbOptions)
                                        consider(par, mb, rc);
                            }
                        }
                    }
                }
                if (local)
                    best.append(*local);
            }
        }
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
        cfg.parallel = cand.par;
        cfg.microBatch = cand.mb;
        cfg.recompute = cand.rc;
        cfg.memory = mem.estimate(cand.par, cfg.gpu->capacityBytes(), cand.mb, cand.rc);
        cfg.time = time.estimate(cfg.cluster(c.network), cand.par, cfg.memory, cand.mb, cand.rc);
        QString source;
        if (auto price = priceJob(*cfg.gpu, cfg.gpus(), cfg.time.wallHours, c, &source)) {
            cfg.cost = price->cost.totalExVat;
            cfg.costTerm = price->term;
            cfg.costExplanation = price->cost.explanation;
            cfg.costSource = source;
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
        if (c.sort == SortOrder::Cheapest && !cfg.cost)
            continue;
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
        std::stable_sort(pareto.begin(), pareto.end(), [&](const Configuration& a, const Configuration& b) {
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
        cfg.checks = checkConfiguration(wl, cfg.cluster(c.network), cfg.parallel, cfg.memory, ctx);
    }
    result.configurations = pareto;
    result.searchMs = timer.nsecsElapsed() / 1e6;
    return result;
}

} // namespace gpuplan
