#include "TimeEstimator.h"

#include "util/Language.h"
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

// Communication that may hide under `window` seconds of computation: a fraction (1 − overlap) is always
// exposed, the rest only where it outlasts the window.
double exposedPart(double seconds, double overlap, double window)
{
    return (1.0 - overlap) * seconds + std::max(0.0, overlap * seconds - window);
}

QString gbs(double v)
{
    return QString::number(v, 'f', v < 100 ? 1 : 0);
}
} // namespace

QString StepPart::id() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return QStringLiteral("tp");
    case CommKind::DataParallel:
        return QStringLiteral("dp");
    case CommKind::Zero3:
        return QStringLiteral("zero3");
    case CommKind::Pipeline:
        return QStringLiteral("pp");
    case CommKind::Offload:
        return QStringLiteral("offload");
    case CommKind::ContextParallel:
        return QStringLiteral("cp");
    case CommKind::ExpertParallel:
        return QStringLiteral("ep");
    }
    return QString();
}

QString StepPart::label() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return Tr::tr("tensor-parallel all-reduces");
    case CommKind::DataParallel:
        return zero == 0 ? Tr::tr("data-parallel gradient all-reduce")
                         : Tr::tr("ZeRO-%1 gradient reduce-scatter and weight all-gather").arg(zero);
    case CommKind::Zero3:
        return Tr::tr("ZeRO-3 parameter gathers and gradient reduce-scatters");
    case CommKind::Pipeline:
        return Tr::tr("pipeline sends between stages");
    case CommKind::ContextParallel:
        return Tr::tr("context-parallel ring attention (keys and values passed around the ring)");
    case CommKind::ExpertParallel:
        return Tr::tr("expert-parallel all-to-all (tokens to their experts and back)");
    case CommKind::Offload:
        return zero >= 2
                   ? Tr::tr("offloading: weights streamed from host RAM, gradients to it, the CPU's "
                            "optimizer step")
                   : Tr::tr("offloading: gradients to host RAM, updated weights back, the CPU's optimizer "
                            "step");
    }
    return QString();
}

QString StepPart::formula() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return Tr::tr("%1 per layer × layers ÷ pp × micro-batches × all-reduce of b·s·h·%2 B")
            .arg(perStep)
            .arg(elementBytes);
    case CommKind::DataParallel:
        return zero == 0 ? Tr::tr("all-reduce of the stage's gradients once per step")
                         : Tr::tr("reduce-scatter of the gradients + all-gather of the 16-bit weights, once "
                                  "per step");
    case CommKind::Zero3:
        return Tr::tr("micro-batches × (%1 all-gathers of the stage's weights + a reduce-scatter of its "
                      "gradients)")
            .arg(perStep);
    case CommKind::Pipeline:
        return Tr::tr("micro-batches × 2 × v × b·s·h·%1 B ÷ tp").arg(elementBytes);
    case CommKind::ExpertParallel:
        return Tr::tr("micro-batches × layers ÷ pp × %1 all-to-alls × tokens × experts per token × h × 2 B × "
                      "(ep − 1)/ep")
            .arg(perStep);
    case CommKind::ContextParallel:
        return Tr::tr("micro-batches × layers ÷ pp × 3 × (cp − 1) × keys and values of s/cp tokens (cp = %1)")
            .arg(perStep);
    case CommKind::Offload:
        return Tr::tr("2 B of gradients and 2 B of weights per parameter of the GPU's shard over PCIe (ZeRO-"
                      "Infinity: the weights again for every micro-batch's passes), + trained parameters ÷ "
                      "servers ÷ the CPU's optimizer rate; not overlapped");
    }
    return QString();
}

TimeEstimator::TimeEstimator(const Workload& workload, const TimeOptions& options)
    : m_workload(workload), m_options(options), m_links(options.links)
{
    const ModelSpec& m = workload.model;
    const bool fp8 = workload.precision == Precision::FP8 && isTraining(workload.method);
    m_fixedFactor = options.factors.stack(workload.stack); // × the width's factor (computeEfficiency)
    m_fp8 = fp8;
    m_fp8Factor = fp8 ? options.factors.fp8 : 1.0;
    const double ampere = options.factors.generations.value(QStringLiteral("ampere"), 1.0);
    m_generationScale[0] = ampere;
    m_generationScale[1] = options.factors.generations.value(QStringLiteral("hopper"), ampere);
    m_generationScale[2] = options.factors.generations.value(QStringLiteral("blackwell"), ampere);
    m_generationScale[3] = options.factors.generations.value(QStringLiteral("other"), ampere);
    // Chowdhery et al. 2022 ("PaLM", appendix B): model FLOPs per token = 6·N + 12·L·H·Q·T,
    // with H·Q the attention width and T the sequence length.
    m_attnFlops = 12.0 * m.layers * double(m.attentionDim()) * workload.seqLen;
    if (m.isMoe() && m.activeParams > 0) {
        // The experts' share of a token's FLOPs: the active experts' matrices (3 of h × f each, 2 for a
        // plain FFN) in every layer, against 2·N + attention.
        const double expertParams =
            double(m.expertsActive) * (m.gatedFfn ? 3.0 : 2.0) * m.hidden * double(m.ffn) * m.layers;
        m_expertFlopShare = std::min(1.0, 2.0 * expertParams / (2.0 * m.activeParams + m_attnFlops / 3.0));
        m_moeFactor = options.shape.expertFactor(m_expertFlopShare, m.ffn);
        // Instead of the software's factor (fitted on dense models): the expert path sets an MoE step.
        m_fixedFactor = m_moeFactor;
    }
    // What FP8 training runs in FP8: the linear layers' products, f(h) of the 16-bit time of their FLOPs
    // (the rest is the memory-bound work beside them), and not the attention core (its FLOPs, a share a of
    // a token's 6·N + attention, stay in 16 bits in Transformer Engine and torchao Float8 alike).
    m_attnShare = m_attnFlops / std::max(1.0, 6.0 * m.activeParams + m_attnFlops);
    const MemoryEstimator mem(workload);
    m_weightBytes = mem.totalWeightBytes();
    m_trainable = mem.trainableParams();
    m_gradBytes = mem.gradientBytesPerParam();
    m_actBytes = mem.activationElementBytes();
    m_kvPerSequence = mem.kvBytesPerSequence();
    m_checkpointBytes = mem.checkpointBytes();
    m_canOffload = mem.canOffload();
    m_expertShare = mem.expertShare();
}

StepPart TimeEstimator::tensorParallelPart(const Cluster& c, const Parallelism& p, double microBatches,
                                           double tokens, Recompute r) const
{
    // `tokens`: one micro-batch's tokens on this GPU (its share of each sequence under context parallelism).
    StepPart part;
    part.kind = CommKind::TensorParallel;
    part.link = m_links.intraNode(c, p.tp);
    // Folded experts take the sequence-parallel tokens as they are: the attention block's half remains.
    const int perLayer = (r == Recompute::Full ? 6 : 4) / (p.expertsFolded() ? 2 : 1);
    const double bytes = tokens * m_workload.model.hidden * m_actBytes;
    const double calls = microBatches * (double(m_workload.model.layers) / p.pp) * perLayer;
    part.seconds = calls * LinkModel::allReduce(bytes, p.tp, part.link);
    part.bytes = calls * 2.0 * (p.tp - 1) / double(p.tp) * bytes;
    part.perStep = perLayer;
    part.elementBytes = m_actBytes;
    part.exposed = part.seconds;
    return part;
}

StepPart TimeEstimator::expertPart(const Cluster& c, const Parallelism& p, double microBatches, double tokens,
                                   Recompute r) const
{
    // MoE all-to-all (GShard, Lepikhin et al. 2020; DeepSpeed-MoE): per layer a dispatch and a combine in the
    // forward pass, backward and a recomputed forward, each tokens × experts per token × h × 2 B, (ep − 1)/ep
    // of it over the link the expert group spans. Not overlapped: generic frameworks do not (DeepSeek-V3's
    // DualPipe is the exception, stated in its calibration).
    const ModelSpec& m = m_workload.model;
    StepPart part;
    part.kind = CommKind::ExpertParallel;
    part.perStep = r == Recompute::Full ? 6 : 4;
    const int gpn = std::max(1, c.gpusPerNode);
    // The expert group: every tp·cp-th rank (from the data-parallel ranks), or consecutive ones when folded.
    const int stride = p.expertsFolded() ? p.expertTp() : p.tp * std::max(1, p.cp);
    const int perNode = std::max(1, std::min(p.ep, gpn / std::max(1, stride)));
    part.link = m_links.group(c, p.ep, perNode);
    const double perCall = tokens * std::max(1, m.expertsActive) * m.hidden * 2.0 * (p.ep - 1) / p.ep;
    const double calls = microBatches * (double(m.layers) / p.pp) * part.perStep;
    part.bytes = calls * perCall;
    part.seconds = part.bytes / (part.link.busGBs * 1e9) + calls * part.link.latencySec;
    part.overlap = m_options.expertOverlap;
    part.exposed = (1.0 - part.overlap) * part.seconds;
    return part;
}

StepPart TimeEstimator::contextPart(const Cluster& c, const Parallelism& p, int microBatches, int mb,
                                    double perMicro) const
{
    // Ring attention (Liu et al. 2023; Megatron-LM context parallelism): in every layer each of the cp ranks
    // passes its block of keys and values on cp − 1 times in the forward pass, and keys, values and their
    // gradients in the backward pass (3 × in all), 2·kv width·s/cp·b elements of 2 B each time, over the
    // server's link when the ring stays inside it. The transfers run under the blockwise attention: 80 %
    // may overlap the micro-batch's compute.
    const ModelSpec& m = m_workload.model;
    StepPart part;
    part.kind = CommKind::ContextParallel;
    part.perStep = p.cp;
    const int gpn = std::max(1, c.gpusPerNode);
    part.link =
        p.tp * p.cp <= gpn ? m_links.intraNode(c, p.cp) : m_links.group(c, p.cp, std::max(1, gpn / p.tp));
    const double kv = 2.0 * double(m.kvDim()) / std::max(1, p.tp);
    const double block = kv * double(m_workload.seqLen) / p.cp * mb * 2.0;
    const double perLayer = 3.0 * (p.cp - 1) * block;
    const double layers = double(m.layers) / p.pp;
    part.bytes = microBatches * layers * perLayer;
    part.seconds = part.bytes / (part.link.busGBs * 1e9) +
                   microBatches * layers * 3.0 * (p.cp - 1) * part.link.latencySec;
    part.overlap = m_options.dataParallelOverlap;
    part.exposed = microBatches * exposedPart(part.seconds / microBatches, part.overlap, perMicro);
    return part;
}

StepPart TimeEstimator::offloadPart(const Cluster& c, const Parallelism& p, int microBatches,
                                    Recompute r) const
{
    // Each GPU sends its shard's 16-bit gradients to host RAM and receives its updated 16-bit weights, over
    // its PCIe link (PCI-SIG x16: 16 / 32 / 63 GB/s each way for gen 3 / 4 / 5; 80 % of it achieved); under
    // ZeRO-Infinity its shard of the weights also comes in for every forward and backward pass. The CPU steps
    // the optimizer for its server's parameters. Nothing of it overlaps (DeepSpeed's one-step delayed update
    // is left out).
    StepPart part;
    part.kind = CommKind::Offload;
    part.zero = p.offload;
    const int gen = c.gpu->pcieGen > 0 ? c.gpu->pcieGen : 4;
    const double pcie = 0.8 * (gen <= 3 ? 16.0 : gen == 4 ? 32.0 : 63.0);
    part.link.kind = LinkKind::PcieHost;
    part.link.gpu = c.gpu;
    part.link.busGBs = pcie;
    part.link.latencySec = 10e-6;
    const double ranks = double(p.dp) * std::max(1, p.cp);
    const double shard = m_trainable / (double(p.tp) * p.pp * ranks);
    double bytes = 2.0 * shard * 2.0;
    if (p.offload >= 2)
        bytes +=
            microBatches * (r == Recompute::Full ? 3.0 : 2.0) * m_weightBytes / (double(p.tp) * p.pp * ranks);
    const double cpuStep = m_trainable / std::max(1, c.nodes) / m_options.cpuAdamParamsPerSecond;
    part.bytes = bytes;
    part.seconds = bytes / (pcie * 1e9) + cpuStep;
    part.exposed = part.seconds;
    return part;
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

double TimeEstimator::computeEfficiency(const GpuModel& gpu) const
{
    if (m_options.efficiencyOverride > 0)
        return m_options.efficiencyOverride;
    // The catalog's value × the generation's scale × the stack's factor × the width's factor (and the MoE
    // factor): the 16-bit efficiency on the 16-bit peak.
    const double e16 =
        std::min(0.95, gpu.defaultMfu * m_options.efficiencyScale * m_generationScale[generationIndex(gpu)] *
                           m_fixedFactor *
                           m_options.shape.factor(EfficiencyShape::work(m_workload.model.hidden), gpu));
    // FP8 training (Transformer Engine, torchao Float8) runs only the linear layers' products in FP8; the
    // attention core, norms, activations, routing and optimizer steps stay in 16 bits (Amdahl's law). With
    // s the FP8 part's share of the 16-bit time, per FLOP in units of 1 ÷ (P₁₆·e₁₆): s ÷ (r·k) + (1 − s),
    // r = P₈ ÷ P₁₆, k the fitted FP8 factor; so the efficiency on the FP8 peak is e₁₆ ÷ (s/k + r·(1 − s)).
    // A GPU without FP8 tensor cores (A100, V100) runs FP8 training's products at its bf16 peak, as bf16.
    const double fp8Peak = gpu.denseTflops[static_cast<int>(Precision::FP8)];
    if (!m_fp8 || fp8Peak <= 0)
        return e16;
    const double bf16Peak = gpu.peakTflops(Precision::BF16);
    const double r = bf16Peak > 0 ? fp8Peak / bf16Peak : 2.0;
    const double share = std::clamp(productShare(gpu), 0.0, 1.0);
    return std::min(0.95, e16 / (share / m_fp8Factor + r * (1.0 - share)));
}

TimeEstimate TimeEstimator::estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory,
                                     int microBatch, Recompute r) const
{
    const Workload& w = m_workload;
    const ModelSpec& m = w.model;
    const GpuModel& gpu = *c.gpu;
    TimeEstimate t;
    Precision compute = w.precision;
    if (w.method == Method::Qlora || (w.method == Method::Inference && weightBytes(w.precision) < 1.0))
        compute = Precision::BF16; // 4-bit weights are dequantised to 16 bits for the matrix products
    t.peakTflops = gpu.peakTflops(compute, &t.peakPrecision);
    t.computeEfficiency = computeEfficiency(gpu);
    const double G = c.gpus();
    const double tokens = w.effectiveTokens();
    const double F = t.peakTflops * 1e12 * t.computeEfficiency; // achievable FLOP/s per GPU
    const int gpn = std::max(1, c.gpusPerNode);
    const double tpD = p.tp, ppD = p.pp;
    const int v = std::max(1, p.interleave);

    if (isTraining(w.method)) {
        const double s = w.seqLen, h = m.hidden;
        const int cp = std::max(1, p.cp);
        const double sl = s / cp;  // the tokens of a sequence on one GPU (context parallelism)
        const int dpg = p.dp * cp; // the gradient group: data × context parallel ranks
        const int mb = std::max(1, microBatch);
        t.microBatches =
            int(std::max<qint64>(1, w.effectiveGlobalBatch() / std::max<qint64>(1, qint64(mb) * p.dp)));
        const double micro = t.microBatches;
        t.tokensPerStep = micro * mb * p.dp * s;
        t.flopsPerToken = flopsPerToken(r);
        t.modelFlopsPerToken = flopsPerToken(Recompute::None);
        // One micro-batch through this GPU's pipeline stage: its tokens' FLOPs split over tp × pp GPUs. When
        // the layers do not divide into pp × v chunks (DeepSeek-V3's 61 over 8 stages; Megatron gives the
        // first and last stages fewer), the heaviest chunk sets the pace: ⌈L ÷ (pp·v)⌉ layers against L ÷
        // (pp·v).
        const double chunks = ppD * v;
        t.stageImbalance = p.pp > 1 ? std::ceil(m.layers / chunks - 1e-9) * chunks / m.layers : 1.0;
        const double perMicro = mb * sl * t.flopsPerToken / (tpD * ppD * F) * t.stageImbalance;
        const bool lora = w.method == Method::Lora || w.method == Method::Qlora;
        const double backwardShare = lora ? 0.5 : 2.0 / 3.0;
        t.computeSeconds = micro * perMicro;
        // Narayanan et al. 2021 (Megatron-LM, §2.2): the 1F1B bubble is (p − 1) micro-batch times, divided
        // by v with the interleaved schedule.
        t.bubbleSeconds = p.pp > 1 ? (ppD - 1) / v * perMicro : 0.0;
        t.pipelineBubble = t.bubbleSeconds / t.computeSeconds;

        // Tensor parallel (Megatron, with sequence parallelism: all-gather + reduce-scatter, the same bytes
        // as an all-reduce): 2 collectives per layer forward, 2 backward, 2 more in a recomputed forward.
        if (p.tp > 1)
            t.communication.append(tensorParallelPart(c, p, micro, mb * sl, r));
        // Data parallel / ZeRO over the replicas. Ranks are placed tensor-parallel first, then data
        // parallel, then pipeline (Megatron's order), so a data-parallel group has min(dp, gpn/tp) GPUs
        // in each server.
        if (dpg > 1) {
            const int perNode = std::max(1, std::min(dpg, gpn / std::max(1, p.tp)));
            StepPart part;
            part.kind = p.zero >= 3 ? CommKind::Zero3 : CommKind::DataParallel;
            part.zero = p.zero;
            part.link = m_links.group(c, dpg, perNode);
            // Under expert parallelism a GPU reduces and gathers only its experts (whole ones when folded).
            const double moe = 1.0 - m_expertShare + m_expertShare / MemoryEstimator::expertSplit(p);
            const double grads = m_trainable * moe * m_gradBytes / (tpD * ppD);
            const double weights = m_weightBytes * moe / (tpD * ppD);
            if (p.zero >= 3) {
                // Parameters gathered for every micro-batch's forward, backward (and recomputed forward);
                // gradients reduce-scattered for every micro-batch.
                const int gathers = r == Recompute::Full ? 3 : 2;
                part.perStep = gathers;
                const double perMicroComm = gathers * LinkModel::allGather(weights, dpg, part.link) +
                                            LinkModel::allGather(grads, dpg, part.link);
                part.seconds = micro * perMicroComm;
                part.bytes = micro * (gathers * weights + grads) * (dpg - 1) / double(dpg);
                part.overlap = m_options.zero3Overlap;
                part.exposed = micro * exposedPart(perMicroComm, part.overlap, perMicro);
            } else {
                // Once per step (gradients accumulate locally over the micro-batches): an all-reduce, or
                // ZeRO-1/2's reduce-scatter of gradients and all-gather of the updated 16-bit weights.
                // The gradient reduction overlaps the last micro-batch's backward pass; the gather follows
                // the optimizer step.
                const double reduce = p.zero == 0 ? LinkModel::allReduce(grads, dpg, part.link)
                                                  : LinkModel::allGather(grads, dpg, part.link);
                const double gather =
                    p.zero == 0 ? 0.0 : LinkModel::allGather(m_trainable * 2.0 / (tpD * ppD), dpg, part.link);
                part.seconds = reduce + gather;
                part.bytes = (p.zero == 0 ? 2.0 : 1.0) * (dpg - 1) / double(dpg) * grads +
                             (p.zero == 0 ? 0.0 : (dpg - 1) / double(dpg) * m_trainable * 2.0 / (tpD * ppD));
                part.overlap = m_options.dataParallelOverlap;
                part.exposed = exposedPart(reduce, part.overlap, backwardShare * perMicro) + gather;
            }
            t.communication.append(part);
        }
        // Pipeline: each micro-batch's activations forward and their gradients backward at every stage
        // boundary (v times with interleaving), split over the tensor-parallel ranks.
        if (p.pp > 1) {
            StepPart part;
            part.kind = CommKind::Pipeline;
            part.elementBytes = m_actBytes;
            const bool crosses = c.nodes > 1 && qint64(p.tp) * dpg >= gpn;
            part.link = crosses ? m_links.group(c, 2, 1) : m_links.intraNode(c, 2);
            const double bytes = mb * sl * h * m_actBytes / tpD;
            part.bytes = micro * 2.0 * v * bytes;
            part.seconds = micro * 2.0 * v * (bytes / (part.link.busGBs * 1e9) + part.link.latencySec);
            part.exposed = part.seconds;
            t.communication.append(part);
        }
        if (cp > 1)
            t.communication.append(contextPart(c, p, t.microBatches, mb, perMicro));
        if (p.ep > 1)
            t.communication.append(expertPart(c, p, micro, mb * sl / tpD, r));
        if (p.offload >= 1 && m_canOffload)
            t.communication.append(offloadPart(c, p, t.microBatches, r));
        for (const StepPart& part : std::as_const(t.communication))
            t.exposedCommSeconds += part.exposed;
        t.stepSeconds = t.computeSeconds + t.bubbleSeconds + t.exposedCommSeconds;
        t.tokensPerSecond = t.tokensPerStep / t.stepSeconds;
        t.totalFlops = t.flopsPerToken * tokens;
        t.mfu = t.modelFlopsPerToken * t.tokensPerSecond / (G * t.peakTflops * 1e12);
        t.effectiveUtilisation = t.flopsPerToken * t.tokensPerSecond / (G * t.peakTflops * 1e12);
    } else {
        // Prefill is compute-bound: 2·N FLOPs per token plus attention, a chunk of seqLen tokens at a time,
        // with two tensor-parallel all-reduces per layer; pipeline stages work on different chunks.
        const double prefillFlops = 2.0 * m.activeParams + m_attnFlops / 3.0;
        t.flopsPerToken = prefillFlops;
        t.modelFlopsPerToken = prefillFlops;
        const double chunk = w.seqLen;
        double stage = chunk * prefillFlops / (tpD * ppD * F);
        if (p.tp > 1)
            stage += double(m.layers) / ppD * 2.0 *
                     LinkModel::allReduce(chunk * m.hidden * 2.0, p.tp, m_links.intraNode(c, p.tp));
        t.prefillTokensPerSecond = p.dp * chunk / stage;
        const int sequences = int(std::ceil(double(w.concurrency) / p.dp));
        const DecodePoint d = decodeAt(c, p, memory, sequences, F);
        t.decodeTokensPerSecondPerSequence = 1000.0 / d.msPerToken;
        t.decodeMsPerToken = d.msPerToken;
        t.decodeTokensPerSecond = p.dp * d.tokensPerSecond;
        t.decodeMemoryBound = d.memoryBound;
        t.tokensPerSecond = t.decodeTokensPerSecond;
        const double free =
            memory.capacity - (memory.total() - memory.kvCache * (1 + MemoryEstimator::kFragmentation));
        const double kvSplit = std::min<double>(p.tp, m.mlaKvDim > 0 ? 1 : m.kvHeads);
        const double perSeq = m_kvPerSequence / kvSplit / p.pp * (1 + MemoryEstimator::kFragmentation);
        t.maxConcurrency = perSeq > 0 && free > 0 ? int(std::min(1e9, std::floor(free / perSeq) * p.dp)) : 0;
        t.totalFlops = 2.0 * m.activeParams * tokens;
        t.effectiveUtilisation = t.totalFlops > 0 && tokens > 0
                                     ? 2.0 * m.activeParams * t.tokensPerSecond / (G * t.peakTflops * 1e12)
                                     : 0;
        t.mfu = t.effectiveUtilisation;
    }
    t.tokensPerSecondPerGpu = t.tokensPerSecond / G;
    t.wallHours = t.tokensPerSecond > 0 ? tokens / t.tokensPerSecond / 3600.0 : 0;
    t.gpuHours = t.wallHours * G;
    addRunLosses(t, c);
    return t;
}

DecodePoint TimeEstimator::decodeAt(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory,
                                    int sequences, double F) const
{
    // Roofline per decode step of one replica (tp × pp GPUs serving `sequences` at once). Pipeline stages
    // work on pp groups of sequences in turn; each stage reads its weights and its group's KV cache (half
    // full on average) or computes 2·N/pp FLOPs per sequence, whichever takes longer, then the layers'
    // tensor-parallel all-reduces. A sequence's next token passes every stage: latency = pp × stage time;
    // throughput = sequences ÷ latency. Pipeline stages therefore add memory, not speed, to memory-bound
    // decoding; tensor parallelism adds both, at the price of its all-reduces.
    const Workload& w = m_workload;
    const ModelSpec& m = w.model;
    const GpuModel& gpu = *c.gpu;
    DecodePoint d;
    d.concurrency = int(std::min<qint64>(qint64(sequences) * p.dp, 1000000000));
    const int S = std::max(1, sequences);
    const int groups = std::min(S, p.pp);
    const double groupSeqs = double(S) / groups;
    const double kvSplit = std::min<double>(p.tp, m.mlaKvDim > 0 ? 1 : m.kvHeads);
    const double kvGroup = m_kvPerSequence * groupSeqs / kvSplit / p.pp * 0.5;
    const double memTime =
        (memory.weights + kvGroup) / (gpu.memoryBandwidthGBs * 1e9 * m_options.memoryBandwidthEfficiency);
    const double computeTime = 2.0 * m.activeParams / p.pp * groupSeqs / (double(p.tp) * F);
    double stage = std::max(memTime, computeTime);
    d.memoryBound = memTime >= computeTime;
    if (p.tp > 1)
        stage += double(m.layers) / p.pp * 2.0 *
                 LinkModel::allReduce(groupSeqs * m.hidden * 2.0, p.tp, m_links.intraNode(c, p.tp));
    const double latency = p.pp * stage;
    d.msPerToken = latency * 1000.0;
    d.tokensPerSecond = S / latency;
    d.tokensPerSecondPerGpu = d.tokensPerSecond / (double(p.tp) * p.pp);
    return d;
}

QList<DecodePoint> TimeEstimator::decodeCurve(const Cluster& c, const Parallelism& p,
                                              const MemoryBreakdown& memory) const
{
    QList<DecodePoint> out;
    const TimeEstimate t = estimate(c, p, memory);
    const double F = t.peakTflops * 1e12 * t.computeEfficiency;
    const int maxPerReplica = std::max(1, t.maxConcurrency / std::max(1, p.dp));
    for (int s = 1; s <= maxPerReplica && out.size() < 24; s *= 2) {
        DecodePoint d = decodeAt(c, p, memory, s, F);
        d.tokensPerSecond *= p.dp;
        out << d;
        if (s * 2 > maxPerReplica && s != maxPerReplica) {
            DecodePoint last = decodeAt(c, p, memory, maxPerReplica, F);
            last.tokensPerSecond *= p.dp;
            out << last;
        }
    }
    return out;
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
        if (m_options.efficiencyOverride <= 0)
            out << efficiencyExplanation(*c.gpu, t);
        out << Explanation{
            Tr::tr("compute per step"),
            Tr::tr("tokens per step × FLOPs per token ÷ (GPUs × dense peak × compute efficiency)"),
            QStringLiteral("%1 × %2 ÷ (%3 × %4 TFLOPS %5 × %6)")
                .arg(Quantity::formatCount(t.tokensPerStep))
                .arg(Quantity::formatCount(t.flopsPerToken))
                .arg(c.gpus())
                .arg(t.peakTflops)
                .arg(precisionName(t.peakPrecision))
                .arg(t.computeEfficiency, 0, 'f', 3),
            t.computeSeconds, Tr::tr("compute efficiency: the row above, or the one given")};
        if (p.pp > 1)
            out << Explanation{
                Tr::tr("pipeline bubble"),
                Tr::tr("(pp − 1) ÷ v micro-batch times (1F1B schedule; v = interleaved stages)"),
                QStringLiteral("pp = %1, v = %2, %3 = %4%5")
                    .arg(p.pp)
                    .arg(p.interleave)
                    .arg(Tr::tr("micro-batches"))
                    .arg(t.microBatches)
                    .arg(t.stageImbalance > 1 + 1e-9
                             ? Tr::tr("; uneven stages: the heaviest holds %1 × the average")
                                   .arg(t.stageImbalance, 0, 'f', 3)
                             : QString()),
                t.bubbleSeconds, Tr::tr("Narayanan et al. 2021, §2.2")};
        for (const StepPart& part : t.communication)
            out << Explanation{
                part.label(),
                Tr::tr("%1; time = bytes × ring factor ÷ bus bandwidth + latency; exposed = (1 − %2) × time "
                       "+ what outlasts the computation it overlaps")
                    .arg(part.formula())
                    .arg(part.overlap, 0, 'f', 1),
                Tr::tr("%1: %2 GB/s, %3 µs; %4 GB per GPU per step; %5 s on the link")
                    .arg(part.link.describe(), gbs(part.link.busGBs))
                    .arg(part.link.latencySec * 1e6, 0, 'f', 0)
                    .arg(part.bytes / 1e9, 0, 'f', 2)
                    .arg(part.seconds, 0, 'f', 3),
                part.exposed,
                Tr::tr("ring collectives (nccl-tests bus bandwidth); link figures from published "
                       "measurements (the "
                       "README's \"time model\")")};
        out << Explanation{Tr::tr("time per step"),
                           Tr::tr("compute + pipeline bubble + exposed communication"),
                           QStringLiteral("%1 + %2 + %3 s")
                               .arg(t.computeSeconds, 0, 'f', 3)
                               .arg(t.bubbleSeconds, 0, 'f', 3)
                               .arg(t.exposedCommSeconds, 0, 'f', 3),
                           t.stepSeconds, QString()};
        out << Explanation{
            t.lostHours > 0 ? Tr::tr("steady-state time") : Tr::tr("wall-clock time"),
            Tr::tr("tokens ÷ (tokens per step ÷ time per step)"),
            QStringLiteral("%1 ÷ (%2 ÷ %3 s); MFU %4")
                .arg(Quantity::formatCount(w.effectiveTokens()), Quantity::formatCount(t.tokensPerStep))
                .arg(t.stepSeconds, 0, 'f', 3)
                .arg(t.mfu, 0, 'f', 3),
            t.steadyHours * 3600.0, QString()};
        out << lossExplanations(c, t);
    } else {
        out << Explanation{
            Tr::tr("decode speed"),
            Tr::tr("per step each pipeline stage reads its weights and its sequences' KV cache (bytes ÷ "
                   "(memory bandwidth × %1)) or computes 2·N ÷ pp FLOPs per sequence, whichever is longer, "
                   "plus 2 tensor-parallel all-reduces per layer; latency = pp × stage time")
                .arg(m_options.memoryBandwidthEfficiency),
            QStringLiteral("%1 GB/s, %2 %3, tp = %4, pp = %5")
                .arg(c.gpu->memoryBandwidthGBs)
                .arg(w.concurrency)
                .arg(Tr::tr("sequences"))
                .arg(p.tp)
                .arg(p.pp),
            t.decodeTokensPerSecond,
            Tr::tr("roofline model (Williams et al. 2009); seeds 000 and 004 on bandwidth")};
        out << Explanation{
            Tr::tr("maximum concurrency"),
            Tr::tr("memory left after weights, activations and overhead ÷ KV cache per sequence"), QString(),
            double(t.maxConcurrency), QString()};
    }
    return out;
}

} // namespace gpuplan
