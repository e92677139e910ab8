#pragma once

#include "estimate/MemoryEstimator.h"
#include "estimate/TimeEstimator.h"

#include <optional>

namespace gpuplan {

// The parts of a parallel layout the user fixed; the rest is searched.
struct LayoutRequest
{
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> zero;
    std::optional<int> microBatch;
    std::optional<int> interleave;
    std::optional<Recompute> recompute;
    // Offloading (Parallelism::offload). Unset: none, unless nothing fits without it (then the optimizer,
    // then the weights too).
    std::optional<int> offload;
    // Context parallelism (Parallelism::cp). Unset: 1, unless nothing fits a long sequence (8,192 tokens or
    // more) without it, or the sequence has 32,768 tokens or more: then 2, 4, 8, 16 are searched too, before
    // offloading.
    std::optional<int> cp;
    // Expert parallelism (Parallelism::ep), MoE only. Unset: every degree that divides the experts and the
    // tensor × context × data parallel GPUs of a stage (folded when it does not divide the replicas), up
    // to 64.
    std::optional<int> ep;

    bool any() const
    {
        return tp || pp || zero || microBatch || recompute || interleave || offload || cp || ep;
    }
    bool complete() const { return tp && pp && zero && microBatch && recompute; }
};

struct LayoutCandidate
{
    Parallelism parallel;
    int microBatch = 1;
    Recompute recompute = Recompute::None;
    double wallHours = 0;
    double memoryTotal = 0;
    bool fits = false;
};

struct LayoutSearchStats
{
    qint64 considered = 0;
    qint64 feasible = 0; // fit in memory and meet the deadline
};

// Chooses the layout a practitioner would on a given cluster: the fastest that fits (and meets the deadline)
// by the communication-aware time model; among equally fast ones the least sharded (lower ZeRO stage, then
// smaller TP, then smaller PP, less recomputation), then the one leaving the most memory free. The matcher
// and the single-configuration estimate both use it.
class LayoutSearch
{
public:
    LayoutSearch(const Workload& w, const MemoryEstimator& mem, const TimeEstimator& time)
        : m_w(w), m_mem(mem), m_time(time)
    {}

    // The best layout that fits; nullopt when none does. With `leanest`, also the layout needing the least
    // memory (what "does not fit by N GiB" is measured against).
    std::optional<LayoutCandidate> best(const Cluster& c, const LayoutRequest& fixed, double deadlineHours,
                                        LayoutSearchStats* stats, LayoutCandidate* leanest = nullptr) const;

    static bool better(const LayoutCandidate& a, const LayoutCandidate& b);

private:
    struct SearchState
    {
        std::optional<LayoutCandidate> bestFit;
        LayoutCandidate* leanest = nullptr;
        LayoutSearchStats* stats = nullptr;
        bool haveLeanest = false;
        bool anyFit = false; // some layout fits in GPU memory (whether or not it meets the deadline)
    };
    void searchAt(const TimeEstimator::Prepared& k, const LayoutRequest& fixed, double deadlineHours,
                  int offload, int cp, SearchState& st) const;

    const Workload& m_w;
    const MemoryEstimator& m_mem;
    const TimeEstimator& m_time;
};

} // namespace gpuplan
