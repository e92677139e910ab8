#include "LayoutSearch.h"

#include <QVarLengthArray>

namespace gpuplan {

namespace {
const int tpOptions[] = {1, 2, 4, 8, 16, 32, 64};
const int mbOptions[] = {1, 2, 4, 8};
const Recompute rcOptions[] = {Recompute::None, Recompute::Selective, Recompute::Full};
} // namespace

bool LayoutSearch::better(const LayoutCandidate& a, const LayoutCandidate& b)
{
    if (a.wallHours < b.wallHours * (1 - 1e-9))
        return true;
    if (a.wallHours > b.wallHours * (1 + 1e-9))
        return false;
    const Parallelism& x = a.parallel;
    const Parallelism& y = b.parallel;
    if (x.zero != y.zero)
        return x.zero < y.zero;
    if (x.tp != y.tp)
        return x.tp < y.tp;
    if (x.pp != y.pp)
        return x.pp < y.pp;
    if (a.recompute != b.recompute)
        return int(a.recompute) < int(b.recompute);
    // Equally fast: keep the most memory free (headroom for longer sequences and allocator peaks).
    return a.memoryTotal < b.memoryTotal;
}

std::optional<LayoutCandidate> LayoutSearch::best(const Cluster& c, const LayoutRequest& fixed,
                                                  double deadlineHours, LayoutSearchStats* stats,
                                                  LayoutCandidate* leanest) const
{
    const bool training = isTraining(m_w.method);
    const ModelSpec& m = m_w.model;
    const int G = c.gpus();
    const double cap = c.gpu->capacityBytes();
    std::optional<LayoutCandidate> bestFit;
    bool haveLeanest = false;
    bool anyFit = false; // some layout fits in GPU memory (whether or not it meets the deadline)

    const int globalBatch = m_w.effectiveGlobalBatch();
    auto consider = [&](const Parallelism& par, int mb, Recompute rc) {
        // The global batch is the user's hyper-parameter: micro-batches larger than it allows are not
        // layouts of this job.
        if (training && mb > 1 && !fixed.microBatch && qint64(mb) * par.dp > globalBatch)
            return;
        if (stats)
            ++stats->considered;
        const MemoryBreakdown mbd = m_mem.estimate(par, cap, mb, rc);
        const double total = mbd.total();
        if (!mbd.fits()) {
            if (leanest && (!haveLeanest || total < leanest->memoryTotal)) {
                *leanest = LayoutCandidate{par, mb, rc, 0, total, false};
                haveLeanest = true;
            }
            return;
        }
        anyFit = true;
        const TimeEstimate te = m_time.estimate(c, par, mbd, mb, rc);
        const LayoutCandidate cand{par, mb, rc, te.wallHours, total, true};
        if (leanest && (!haveLeanest || total < leanest->memoryTotal)) {
            *leanest = cand;
            haveLeanest = true;
        }
        if (deadlineHours > 0 && te.wallHours > deadlineHours)
            return;
        if (stats)
            ++stats->feasible;
        if (!bestFit || better(cand, *bestFit))
            bestFit = cand;
    };

    const int v = fixed.interleave.value_or(1);
    QVarLengthArray<int, 20> tps, pps;
    if (fixed.tp)
        tps.append(*fixed.tp);
    else
        for (int tp : tpOptions)
            tps.append(tp);
    if (fixed.pp)
        pps.append(*fixed.pp);
    else
        for (int pp = 1; pp <= G && pp <= m.layers; pp *= 2)
            pps.append(pp);
    // Without offloading first; host RAM only when nothing fits on the GPUs (or when asked).
    auto searchAt = [&](int offload) {
        for (int tp : tps) {
            if (tp > c.gpusPerNode || m.heads % tp != 0)
                continue;
            for (int pp : pps) {
                if (G % (tp * pp) != 0 || pp > m.layers)
                    continue;
                const int dp = G / (tp * pp);
                for (int zero = 0; zero <= (training ? 3 : 0); ++zero) {
                    if (fixed.zero && *fixed.zero != zero)
                        continue;
                    if (zero > 0 && dp == 1 && !fixed.zero)
                        break; // sharding over one replica changes nothing
                    if (offload >= 2 && zero < 3 && dp > 1)
                        continue; // ZeRO-Infinity offloads the weights of ZeRO-3
                    if (offload >= 1 && zero == 0 && dp > 1)
                        continue; // ZeRO-Offload shards what it offloads over the replicas (ZeRO 1 or more)
                    const Parallelism par{tp, pp, dp, zero, v, offload};
                    if (!training) {
                        consider(par, 1, Recompute::None);
                        continue;
                    }
                    for (Recompute rc : rcOptions) {
                        if (fixed.recompute && *fixed.recompute != rc)
                            continue;
                        if (fixed.microBatch) {
                            consider(par, *fixed.microBatch, rc);
                            continue;
                        }
                        for (int mb : mbOptions)
                            consider(par, mb, rc);
                    }
                }
            }
        }
    };
    if (fixed.offload) {
        searchAt(*fixed.offload);
    } else {
        searchAt(0);
        for (int offload = 1; offload <= 2 && !anyFit && training && m_mem.canOffload(); ++offload)
            searchAt(offload);
    }
    return bestFit;
}

} // namespace gpuplan
