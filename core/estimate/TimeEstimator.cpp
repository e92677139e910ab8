#include "TimeEstimator.h"

#include "util/Quantity.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TimeEstimator)
};
} // namespace

TimeEstimator::TimeEstimator(const Workload& workload, const TimeOptions& options)
    : m_workload(workload), m_options(options)
{
    const ModelSpec& m = workload.model;
    // Chowdhery et al. 2022 ("PaLM", appendix B): model FLOPs per token = 6·N + 12·L·H·Q·T,
    // with H·Q the attention width and T the sequence length.
    m_attnFlops = 12.0 * m.layers * double(m.attentionDim()) * workload.seqLen;
}

double TimeEstimator::flopsPerToken(Recompute r) const
{
    const double N = m_workload.model.activeParams; // MoE: compute follows the active parameters
    const bool lora = m_workload.method == Method::Lora || m_workload.method == Method::Qlora;
    // Forward = 2·N + attn/3; backward = 4·N + 2·attn/3; LoRA's backward needs only the input gradients
    // of the frozen layers (2·N + attn/3).
    const double forward = 2.0 * N + m_attnFlops / 3.0;
    double flops = lora ? 2.0 * forward : 3.0 * forward;
    if (r == Recompute::Full) // Korthikanti et al. 2022: full recomputation repeats the forward pass
        flops += forward;
    else if (r == Recompute::Selective) // recomputes only the attention core
        flops += m_attnFlops / 3.0;
    return flops;
}

double TimeEstimator::intraNodeEfficiency(const Cluster& c, const Parallelism& p) const
{
    if (c.gpusPerNode <= 1 || c.gpu->hasSwitchedFabric())
        return 1.0;
    // PCIe cards. Seed 004: PCIe 4.0 ≈ 64 GB/s against NVLink ≈ 600 GB/s on A100; two bridged cards are fine,
    // four or more data/tensor-parallel cards on PCIe are bottlenecked by it.
    if (c.gpusPerNode == 2 && c.gpu->interconnectGBs > 0)
        return 0.95;
    if (p.tp > 1)
        return c.gpusPerNode == 2 ? 0.75 : 0.55;
    return c.gpusPerNode == 2 ? 0.9 : 0.8;
}

double TimeEstimator::interNodeEfficiency(const Cluster& c) const
{
    if (c.nodes <= 1)
        return 1.0;
    return c.network == Network::Rdma ? m_options.rdmaEfficiency : m_options.ethernetEfficiency;
}

TimeEstimate TimeEstimator::estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory,
                                     int microBatch, Recompute r) const
{
    const Workload& w = m_workload;
    const GpuModel& gpu = *c.gpu;
    TimeEstimate t;
    Precision compute = w.precision;
    if (w.method == Method::Qlora || (w.method == Method::Inference && weightBytes(w.precision) < 1.0))
        compute = Precision::BF16; // 4-bit weights are dequantised to 16 bits for the matrix products
    t.peakTflops = gpu.peakTflops(compute, &t.peakPrecision);
    t.mfu = m_options.mfuOverride > 0 ? m_options.mfuOverride : gpu.defaultMfu;
    t.intraNodeEfficiency = intraNodeEfficiency(c, p);
    t.interNodeEfficiency = interNodeEfficiency(c);
    const double G = c.gpus();
    const double tokens = w.effectiveTokens();

    if (isTraining(w.method)) {
        const int microBatches = std::max(1, w.effectiveGlobalBatch() / std::max(1, microBatch * p.dp));
        // Narayanan et al. 2021 (Megatron-LM, §2.2): bubble fraction (p − 1) / m for the 1F1B schedule.
        t.pipelineBubble = p.pp > 1 ? double(p.pp - 1) / microBatches : 0.0;
        t.flopsPerToken = flopsPerToken(r);
        t.effectiveUtilisation =
            t.mfu * t.intraNodeEfficiency * t.interNodeEfficiency / (1.0 + t.pipelineBubble);
        t.tokensPerSecond = G * t.peakTflops * 1e12 * t.effectiveUtilisation / t.flopsPerToken;
        t.totalFlops = t.flopsPerToken * tokens;
    } else {
        const ModelSpec& m = w.model;
        const double replicaGpus = double(p.tp) * p.pp;
        // Prefill is compute-bound: 2·N FLOPs per token plus attention.
        const double prefillFlops = 2.0 * m.activeParams + m_attnFlops / 3.0;
        t.flopsPerToken = prefillFlops;
        t.effectiveUtilisation = t.mfu * t.intraNodeEfficiency;
        t.prefillTokensPerSecond = G * t.peakTflops * 1e12 * t.effectiveUtilisation / prefillFlops;
        // Decode: every step reads each GPU's weights and the KV cache once — memory-bandwidth bound unless
        // the batch is large enough to make the matrix products compute-bound.
        const double sequences = std::ceil(double(w.concurrency) / p.dp);
        const double stageBytes = memory.weights + memory.kvCache * 0.5; // cache is half full on average
        const double memTime =
            stageBytes / (gpu.memoryBandwidthGBs * 1e9 * m_options.memoryBandwidthEfficiency);
        const double computeTime =
            2.0 * m.activeParams * sequences / (replicaGpus * t.peakTflops * 1e12 * t.effectiveUtilisation);
        const double stageTime = std::max(memTime, computeTime / p.pp);
        t.decodeMemoryBound = memTime >= computeTime / p.pp;
        const double stepTime = stageTime * p.pp / t.intraNodeEfficiency;
        t.decodeTokensPerSecondPerSequence = 1.0 / stepTime;
        t.decodeTokensPerSecond = p.dp * sequences / stepTime;
        t.tokensPerSecond = t.decodeTokensPerSecond;
        const double free =
            memory.capacity - (memory.total() - memory.kvCache * (1 + MemoryEstimator::kFragmentation));
        const double kvSplit = std::min<double>(p.tp, m.mlaKvDim > 0 ? 1 : m.kvHeads);
        const MemoryEstimator me(w);
        const double perSeq =
            me.kvBytesPerSequence() / kvSplit / p.pp * (1 + MemoryEstimator::kFragmentation);
        t.maxConcurrency = perSeq > 0 && free > 0 ? int(std::min(1e9, std::floor(free / perSeq))) * p.dp : 0;
        t.totalFlops = 2.0 * m.activeParams * tokens;
    }
    t.tokensPerSecondPerGpu = t.tokensPerSecond / G;
    t.wallHours = t.tokensPerSecond > 0 ? tokens / t.tokensPerSecond / 3600.0 : 0;
    t.gpuHours = t.wallHours * G;
    return t;
}

QList<Explanation> TimeEstimator::explain(const Cluster& c, const Parallelism& p,
                                          const MemoryBreakdown& memory) const
{
    const TimeEstimate t = estimate(c, p, memory);
    const Workload& w = m_workload;
    QList<Explanation> out;
    if (isTraining(w.method)) {
        out << Explanation{
            Tr::tr("FLOPs per token"),
            Tr::tr("6·N + 12·L·s·d (LoRA: 4·N + 8·L·s·d); + one forward pass (2·N + 4·L·s·d) under "
                   "full recomputation"),
            QStringLiteral("N = %1, L = %2, s = %3, d = %4")
                .arg(Quantity::formatCount(w.model.activeParams))
                .arg(w.model.layers)
                .arg(w.seqLen)
                .arg(w.model.attentionDim()),
            t.flopsPerToken, Tr::tr("Chowdhery et al. 2022 (PaLM) appendix B; Kaplan et al. 2020")};
        out << Explanation{
            Tr::tr("effective utilisation"),
            Tr::tr("MFU × intra-server link × inter-server network ÷ (1 + pipeline bubble)"),
            QStringLiteral("%1 × %2 × %3 ÷ (1 + %4)")
                .arg(t.mfu, 0, 'f', 2)
                .arg(t.intraNodeEfficiency, 0, 'f', 2)
                .arg(t.interNodeEfficiency, 0, 'f', 2)
                .arg(t.pipelineBubble, 0, 'f', 3),
            t.effectiveUtilisation,
            Tr::tr("MFU: Touvron et al. 2023 (≈47% on A100), Llama 3 paper (38–43% on H100); network: "
                   "seed 000 (Ethernet 30–40%, RDMA 80%+); bubble: Narayanan et al. 2021")};
        out << Explanation{Tr::tr("wall-clock time"),
                           Tr::tr("tokens × FLOPs per token ÷ (GPUs × dense peak × effective utilisation)"),
                           QStringLiteral("%1 × %2 ÷ (%3 × %4 TFLOPS %5 × %6)")
                               .arg(Quantity::formatCount(w.effectiveTokens()))
                               .arg(t.flopsPerToken, 0, 'g', 4)
                               .arg(c.gpus())
                               .arg(t.peakTflops)
                               .arg(precisionName(t.peakPrecision))
                               .arg(t.effectiveUtilisation, 0, 'f', 3),
                           t.wallHours * 3600.0, Tr::tr("dense peak from the GPU catalog")};
    } else {
        out << Explanation{
            Tr::tr("decode speed"),
            Tr::tr("each step reads the GPU's weights and KV cache: step time = bytes ÷ (memory "
                   "bandwidth × 0.8), or the compute time if larger"),
            QStringLiteral("%1 GB/s, %2 %3")
                .arg(c.gpu->memoryBandwidthGBs)
                .arg(w.concurrency)
                .arg(Tr::tr("sequences")),
            t.decodeTokensPerSecond, Tr::tr("memory-bound decoding; seeds 000 and 004 on bandwidth")};
        out << Explanation{
            Tr::tr("maximum concurrency"),
            Tr::tr("memory left after weights, activations and overhead ÷ KV cache per sequence"), QString(),
            double(t.maxConcurrency), QString()};
    }
    return out;
}

} // namespace gpuplan
