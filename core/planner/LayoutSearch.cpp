#include "LayoutSearch.h"

#include <QVarLengthArray>

#include <iterator>

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

// Every micro-batch of a layout, smallest first. A larger micro-batch only adds activations: once one does
// not fit, none larger does. Those are counted as considered, not estimated.
template <typename Consider>
void considerBatches(const Consider& consider, const Parallelism& par, Recompute rc, int globalBatch,
                     LayoutSearchStats* stats)
{
    const auto allowed = [&](int mb) {
        return mb == 1 || qint64(mb) * par.dp <= globalBatch;
    };
    for (int k = 0; k < int(std::size(mbOptions)); ++k)
        if (!consider(par, mbOptions[k], rc) && allowed(mbOptions[k])) {
            for (int rest = k + 1; rest < int(std::size(mbOptions)) && stats; ++rest)
                stats->considered += allowed(mbOptions[rest]) ? 1 : 0;
            return;
        }
}

// One pass over TP × PP × ZeRO × recomputation × micro-batch at an offloading level and a context-parallel
// degree, keeping the best layout, the leanest and whether any fits.
void LayoutSearch::searchAt(const TimeEstimator::Prepared& k, const LayoutRequest& fixed,
                            double deadlineHours, int offload, int cp, SearchState& st) const
{
    const Cluster& c = k.cluster;
    const bool training = isTraining(m_w.method);
    const ModelSpec& m = m_w.model;
    const int G = c.gpus();
    const double cap = c.gpu->capacityBytes();
    const int globalBatch = m_w.effectiveGlobalBatch();
    // Whether the layout fits in memory (false also for a micro-batch the global batch does not allow).
    auto consider = [&](const Parallelism& par, int mb, Recompute rc) -> bool {
        // The global batch is the user's hyper-parameter: micro-batches larger than it allows are not
        // layouts of this job.
        if (training && mb > 1 && !fixed.microBatch && qint64(mb) * par.dp > globalBatch)
            return false;
        if (st.stats)
            ++st.stats->considered;
        const MemoryBreakdown mbd = m_mem.estimate(par, cap, mb, rc);
        const double total = mbd.total();
        if (!mbd.fits()) {
            if (st.leanest && (!st.haveLeanest || total < st.leanest->memoryTotal)) {
                *st.leanest = LayoutCandidate{par, mb, rc, 0, total, false};
                st.haveLeanest = true;
            }
            return false;
        }
        st.anyFit = true;
        const TimeEstimate te = m_time.estimate(k, par, mbd, mb, rc);
        const LayoutCandidate cand{par, mb, rc, te.wallHours, total, true};
        if (st.leanest && (!st.haveLeanest || total < st.leanest->memoryTotal)) {
            *st.leanest = cand;
            st.haveLeanest = true;
        }
        if (deadlineHours > 0 && te.wallHours > deadlineHours)
            return true;
        if (st.stats)
            ++st.stats->feasible;
        if (!st.bestFit || better(cand, *st.bestFit))
            st.bestFit = cand;
        return true;
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
    for (int tp : tps) {
        if (tp > c.gpusPerNode || m.heads % tp != 0)
            continue;
        for (int pp : pps) {
            if (G % (tp * pp * cp) != 0 || pp > m.layers)
                continue;
            const int dp = G / (tp * pp * cp);
            for (int zero = 0; zero <= (training ? 3 : 0); ++zero) {
                if (fixed.zero && *fixed.zero != zero)
                    continue;
                if (zero > 0 && dp == 1 && !fixed.zero)
                    break; // sharding over one replica changes nothing
                if (offload >= 2 && zero < 3 && dp > 1)
                    continue; // ZeRO-Infinity offloads the weights of ZeRO-3
                if (offload >= 1 && zero == 0 && dp > 1)
                    continue; // ZeRO-Offload shards what it offloads over the replicas (ZeRO 1 or more)
                // Expert groups from the data-parallel ranks, then folded across tensor × context × data
                // parallel ones (MoE parallel folding).
                const int stageGpus = tp * cp * dp;
                for (int ep = fixed.ep.value_or(1); ep <= (fixed.ep ? *fixed.ep : std::min(64, stageGpus));
                     ep *= 2) {
                    if (ep > 1 && (!m.isMoe() || m.experts % ep != 0 || stageGpus % ep != 0))
                        break;
                    const Parallelism par{tp, pp, dp, zero, v, offload, cp, ep};
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
                        considerBatches(consider, par, rc, globalBatch, st.stats);
                    }
                    if (fixed.ep)
                        break;
                }
            }
        }
    }
}

std::optional<LayoutCandidate> LayoutSearch::best(const Cluster& c, const LayoutRequest& fixed,
                                                  double deadlineHours, LayoutSearchStats* stats,
                                                  LayoutCandidate* leanest) const
{
    SearchState st;
    const TimeEstimator::Prepared k = m_time.prepare(c); // once for every layout on this cluster
    st.stats = stats;
    st.leanest = leanest;
    const bool training = isTraining(m_w.method);
    const int seq = m_w.seqLen, G = c.gpus();
    // On the GPUs alone first; context parallelism for long sequences (8,192 tokens and more when nothing
    // fits without it, 32,768 and more always), then host
    // RAM (offloading) when nothing fits on the GPUs, unless the user fixed either.
    auto withCp = [&](int offload) {
        if (fixed.cp) {
            searchAt(k, fixed, deadlineHours, offload, *fixed.cp, st);
            return;
        }
        searchAt(k, fixed, deadlineHours, offload, 1, st);
        // From 32,768 tokens context parallelism is a real alternative to tensor parallelism: always tried.
        const bool longSeq = seq >= 32768;
        for (int cp = 2;
             cp <= 16 && (!st.anyFit || longSeq) && training && seq >= 8192 && seq % cp == 0 && cp <= G;
             cp *= 2)
            searchAt(k, fixed, deadlineHours, offload, cp, st);
    };
    if (fixed.offload) {
        withCp(*fixed.offload);
    } else {
        withCp(0);
        for (int offload = 1; offload <= 2 && !st.anyFit && training && m_mem.canOffload(); ++offload)
            withCp(offload);
    }
    return st.bestFit;
}

} // namespace gpuplan
