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

QString gbs(double v)
{
    return QString::number(v, 'f', v < 100 ? 1 : 0);
}
} // namespace

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
    // What every layout of this workload shares, looked up once.
    m_training = isTraining(workload.method);
    m_tokens = workload.effectiveTokens();
    m_globalBatch = workload.effectiveGlobalBatch();
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        m_flopsPerToken[int(r)] = flopsPerToken(r);
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

TimeEstimator::Prepared TimeEstimator::prepare(const Cluster& c) const
{
    const Workload& w = m_workload;
    Prepared k{c, ClusterLinks(m_links, c)};
    Precision compute = w.precision;
    if (w.method == Method::Qlora || (w.method == Method::Inference && weightBytes(w.precision) < 1.0))
        compute = Precision::BF16; // 4-bit weights are dequantised to 16 bits for the matrix products
    k.peakTflops = c.gpu->peakTflops(compute, &k.peakPrecision);
    k.efficiency = computeEfficiency(*c.gpu);
    k.flopsPerSecond = k.peakTflops * 1e12 * k.efficiency;
    k.clusterPeakFlops = double(c.gpus()) * k.peakTflops * 1e12;
    // Run losses (addRunLosses): a checkpoint's write time C and the best interval √(2·C·MTBF).
    const RunLossOptions& o = m_options.losses;
    const double rate = o.failuresPerGpuHour * c.gpus();
    if (rate > 0) {
        const double nodes = std::max(1, c.nodes);
        k.checkpointHours = m_checkpointBytes / (nodes * o.checkpointWriteGBs * 1e9) / 3600.0;
        const double mtbf = 1.0 / rate;
        k.checkpointIntervalHours = std::max(k.checkpointHours, std::sqrt(2.0 * k.checkpointHours * mtbf));
    }
    return k;
}

TimeEstimate TimeEstimator::estimate(const Prepared& k, const Parallelism& p, const MemoryBreakdown& memory,
                                     int microBatch, Recompute r) const
{
    const Workload& w = m_workload;
    const ModelSpec& m = w.model;
    const Cluster& c = k.cluster;
    TimeEstimate t;
    t.peakTflops = k.peakTflops;
    t.peakPrecision = k.peakPrecision;
    t.computeEfficiency = k.efficiency;
    const double G = c.gpus();
    const double tokens = m_tokens;
    const double F = k.flopsPerSecond; // achievable FLOP/s per GPU
    const int gpn = std::max(1, c.gpusPerNode);
    const double tpD = p.tp, ppD = p.pp;
    const int v = std::max(1, p.interleave);

    if (m_training) {
        const double s = w.seqLen, h = m.hidden;
        const int cp = std::max(1, p.cp);
        const double sl = s / cp;  // the tokens of a sequence on one GPU (context parallelism)
        const int dpg = p.dp * cp; // the gradient group: data × context parallel ranks
        const int mb = std::max(1, microBatch);
        t.microBatches = int(std::max<qint64>(1, m_globalBatch / std::max<qint64>(1, qint64(mb) * p.dp)));
        const double micro = t.microBatches;
        t.tokensPerStep = micro * mb * p.dp * s;
        t.flopsPerToken = m_flopsPerToken[int(r)];
        t.modelFlopsPerToken = m_flopsPerToken[int(Recompute::None)];
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
            tensorParallelPart(t.communication.emplace_back(), k, p, micro, mb * sl, r);
        // Data parallel / ZeRO over the replicas. Ranks are placed tensor-parallel first, then data
        // parallel, then pipeline (Megatron's order), so a data-parallel group has min(dp, gpn/tp) GPUs
        // in each server.
        if (dpg > 1) {
            const int perNode = std::max(1, std::min(dpg, gpn / std::max(1, p.tp)));
            StepPart& part = t.communication.emplace_back();
            part.kind = p.zero >= 3 ? CommKind::Zero3 : CommKind::DataParallel;
            part.zero = p.zero;
            part.link = k.links.group(dpg, perNode);
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
        }
        // Pipeline: each micro-batch's activations forward and their gradients backward at every stage
        // boundary (v times with interleaving), split over the tensor-parallel ranks.
        if (p.pp > 1) {
            StepPart& part = t.communication.emplace_back();
            part.kind = CommKind::Pipeline;
            part.elementBytes = m_actBytes;
            const bool crosses = c.nodes > 1 && qint64(p.tp) * dpg >= gpn;
            part.link = crosses ? k.links.group(2, 1) : k.links.intraNode(2);
            const double bytes = mb * sl * h * m_actBytes / tpD;
            part.bytes = micro * 2.0 * v * bytes;
            part.seconds = micro * 2.0 * v * (bytes / (part.link.busGBs * 1e9) + part.link.latencySec);
            part.exposed = part.seconds;
        }
        if (cp > 1)
            contextPart(t.communication.emplace_back(), k, p, t.microBatches, mb, perMicro);
        if (p.ep > 1)
            expertPart(t.communication.emplace_back(), k, p, micro, mb * sl / tpD, r);
        if (p.offload >= 1 && m_canOffload)
            offloadPart(t.communication.emplace_back(), k, p, t.microBatches, r);
        for (const StepPart& part : std::as_const(t.communication))
            t.exposedCommSeconds += part.exposed;
        t.stepSeconds = t.computeSeconds + t.bubbleSeconds + t.exposedCommSeconds;
        t.tokensPerSecond = t.tokensPerStep / t.stepSeconds;
        t.totalFlops = t.flopsPerToken * tokens;
        t.mfu = t.modelFlopsPerToken * t.tokensPerSecond / k.clusterPeakFlops;
        t.effectiveUtilisation = t.flopsPerToken * t.tokensPerSecond / k.clusterPeakFlops;
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
                     LinkModel::allReduce(chunk * m.hidden * 2.0, p.tp, k.links.intraNode(p.tp));
        t.prefillTokensPerSecond = p.dp * chunk / stage;
        const int sequences = int(std::ceil(double(w.concurrency) / p.dp));
        const DecodePoint d = decodeAt(k, p, memory, sequences, F);
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
                                     ? 2.0 * m.activeParams * t.tokensPerSecond / k.clusterPeakFlops
                                     : 0;
        t.mfu = t.effectiveUtilisation;
    }
    t.tokensPerSecondPerGpu = t.tokensPerSecond / G;
    t.wallHours = t.tokensPerSecond > 0 ? tokens / t.tokensPerSecond / 3600.0 : 0;
    t.gpuHours = t.wallHours * G;
    addRunLosses(t, k);
    return t;
}

DecodePoint TimeEstimator::decodeAt(const Prepared& k, const Parallelism& p, const MemoryBreakdown& memory,
                                    int sequences, double F) const
{
    const Cluster& c = k.cluster;
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
                 LinkModel::allReduce(groupSeqs * m.hidden * 2.0, p.tp, k.links.intraNode(p.tp));
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
    const Prepared k = prepare(c);
    const TimeEstimate t = estimate(k, p, memory, m_workload.microBatch, m_workload.recompute);
    const double F = t.peakTflops * 1e12 * t.computeEfficiency;
    const int maxPerReplica = std::max(1, t.maxConcurrency / std::max(1, p.dp));
    for (int s = 1; s <= maxPerReplica && out.size() < 24; s *= 2) {
        DecodePoint d = decodeAt(k, p, memory, s, F);
        d.tokensPerSecond *= p.dp;
        out << d;
        if (s * 2 > maxPerReplica && s != maxPerReplica) {
            DecodePoint last = decodeAt(k, p, memory, maxPerReplica, F);
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
