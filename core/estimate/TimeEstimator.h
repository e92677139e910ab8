#pragma once

#include "MemoryEstimator.h"
#include "Workload.h"

namespace gpuplan {

struct TimeOptions
{
    double mfuOverride = 0; // 0 = the GPU's default MFU from the catalog
    // Seed 000: ordinary Ethernet leaves GPUs 30–40% utilised across servers, RDMA 80% and more.
    double rdmaEfficiency = 0.9;
    double ethernetEfficiency = 0.35;
    // Fraction of peak HBM bandwidth that decoding reaches (measured STREAM-like: A100 80G ≈1.6 of 2.0 TB/s,
    // H100 ≈2.9 of 3.35, H200 ≈4.0 of 4.8 — ../shared/data/market-facts.md).
    double memoryBandwidthEfficiency = 0.8;
};

struct TimeEstimate
{
    // training
    double flopsPerToken = 0;
    double totalFlops = 0;
    double peakTflops = 0; // dense peak of the precision actually used, per GPU
    Precision peakPrecision = Precision::BF16;
    double mfu = 0; // single-server model-FLOPs utilisation
    double intraNodeEfficiency = 1;
    double interNodeEfficiency = 1;
    double pipelineBubble = 0; // (pp − 1) / micro-batches
    double effectiveUtilisation = 0;
    double tokensPerSecond = 0; // whole cluster
    double tokensPerSecondPerGpu = 0;
    double wallHours = 0;
    double gpuHours = 0;
    // inference
    double prefillTokensPerSecond = 0;
    double decodeTokensPerSecond = 0; // all sequences together
    double decodeTokensPerSecondPerSequence = 0;
    int maxConcurrency = 0; // sequences that fit in the KV cache, whole cluster
    bool decodeMemoryBound = true;
};

// Wall-clock time of a workload on a cluster and layout.
class TimeEstimator
{
public:
    TimeEstimator(const Workload& workload, const TimeOptions& options = {});

    TimeEstimate estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory) const
    {
        return estimate(c, p, memory, m_workload.microBatch, m_workload.recompute);
    }
    TimeEstimate estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory,
                          int microBatch, Recompute r) const;

    QList<Explanation> explain(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory) const;

    // Training FLOPs per token: 6·N (+ attention 12·L·s·d) and one more forward pass under full
    // recomputation; LoRA skips weight gradients of the frozen base (4·N).
    double flopsPerToken(Recompute r) const;
    double intraNodeEfficiency(const Cluster& c, const Parallelism& p) const;
    double interNodeEfficiency(const Cluster& c) const;
    const TimeOptions& options() const { return m_options; }

private:
    Workload m_workload;
    TimeOptions m_options;
    double m_attnFlops = 0; // 12·L·s·d: attention score and value FLOPs per token (forward + backward)
};

} // namespace gpuplan
