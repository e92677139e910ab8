#include "MemoryEstimator.h"

#include "util/Quantity.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MemoryEstimator)
};

// QLoRA stores base weights in 4-bit NormalFloat with double-quantised constants: 0.127 bits of constants
// per parameter (Dettmers et al. 2023, "QLoRA", §3), i.e. (4 + 0.127) / 8 bytes.
constexpr double kNf4Bytes = (4.0 + 0.127) / 8.0;

bool isMixed(Precision p)
{
    return p == Precision::BF16 || p == Precision::FP16 || p == Precision::FP8 || p == Precision::INT4;
}

// LoRA adapters on all linear layers of each block: for a weight of shape (in, out), rank r adds r·(in +
// out).
double loraParams(const ModelSpec& m, int rank, double* factoredStats)
{
    const double h = m.hidden, q = m.attentionDim(), kv = m.kvDim(), f = m.ffn;
    const double experts = m.isMoe() ? m.experts : 1.0;
    const double attnSum = (h + q) + 2 * (h + kv) + (q + h);
    const double mlpSum = (m.gatedFfn ? 3.0 : 2.0) * (h + f) * experts;
    if (factoredStats) // Adafactor on adapters: one row and one column statistic per matrix
        *factoredStats = m.layers * (attnSum + mlpSum + (m.gatedFfn ? 10.0 : 8.0) * rank) * 4.0;
    return m.layers * rank * (attnSum + mlpSum);
}

// Adafactor (Shazeer & Stern 2018) keeps, per weight matrix, a row vector and a column vector of FP32
// second-moment statistics instead of a full second moment: 4·(rows + cols) bytes.
double adafactorStats(const ModelSpec& m)
{
    const double h = m.hidden, q = m.attentionDim(), kv = m.kvDim(), f = m.ffn;
    const double experts = m.isMoe() ? m.experts : 1.0;
    const double perLayer = (h + q) + 2 * (h + kv) + (q + h) + (m.gatedFfn ? 3.0 : 2.0) * (h + f) * experts;
    const double embeddings = (m.vocab + h) * (m.tiedEmbeddings ? 1 : 2);
    return 4.0 * (m.layers * perLayer + embeddings);
}
} // namespace

MemoryEstimator::MemoryEstimator(const Workload& w) : m_workload(w)
{
    const ModelSpec& m = w.model;
    const double N = m.params;
    const double E = std::min(m.embeddingParams(), N * 0.5);
    const bool mixed = isMixed(w.precision);
    const double trainWeightBytes = mixed ? 2.0 : 4.0;

    switch (w.method) {
    case Method::Inference:
        // Quantised checkpoints keep embeddings and the output head in 16 bits (GPTQ, AWQ, bitsandbytes).
        if (weightBytes(w.precision) < 2.0)
            m_baseBytes = (N - E) * weightBytes(w.precision) + E * 2.0;
        else
            m_baseBytes = N * weightBytes(w.precision);
        break;
    case Method::Lora:
        m_baseBytes = N * trainWeightBytes;
        break;
    case Method::Qlora:
        m_baseBytes = (N - E) * kNf4Bytes + E * 2.0;
        break;
    case Method::Full:
    case Method::Pretrain:
        m_baseBytes = N * trainWeightBytes;
        break;
    }

    double adapterFactored = 0;
    if (w.method == Method::Lora || w.method == Method::Qlora) {
        m_trainable = loraParams(m, w.loraRank, &adapterFactored);
        m_adapterBytes = m_trainable * trainWeightBytes;
    } else if (isTraining(w.method)) {
        m_trainable = N;
    }

    // Model states per trainable parameter (Rajbhandari et al. 2020, "ZeRO", §3.1): mixed-precision Adam
    // keeps 2 B of 16-bit weights (counted in weights), 2 B of 16-bit gradients and K = 12 B of FP32 master
    // weights, momentum and variance. Pure FP32 training needs no master copy.
    m_gradBytesPerParam = mixed ? 2.0 : 4.0;
    const double master = mixed ? 4.0 : 0.0;
    switch (w.optimizer) {
    case Optimizer::AdamW:
        m_optBytesPerParam = master + 8.0;
        break;
    case Optimizer::AdamW8bit:
        // 8-bit Adam (Dettmers et al. 2022): both moments in 1 byte (block-wise constants negligible).
        m_optBytesPerParam = master + 2.0;
        break;
    case Optimizer::SgdMomentum:
        m_optBytesPerParam = master + 4.0;
        break;
    case Optimizer::Adafactor:
        m_optBytesPerParam = master;
        m_optExtraBytes =
            (w.method == Method::Lora || w.method == Method::Qlora) ? adapterFactored : adafactorStats(m);
        break;
    }
    if (!isTraining(w.method)) {
        m_gradBytesPerParam = 0;
        m_optBytesPerParam = 0;
        m_optExtraBytes = 0;
    }

    // Activations per layer (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
    // Models", §4): s·b·h·(34 + 5·a·s/h) bytes with 16-bit activations. The 34 splits into attention 11,
    // MLP 19 and layer norms 4. Generalised here to grouped-query attention (K and V shrink by r = kv/heads:
    // attention 11 − 4·(1 − r)) and to any FFN width f (MLP = 3·s·b·h + 4·s·b·f, or 6·s·b·f when gated);
    // with f = 4h and r = 1 this is exactly 34.
    const double r = m.mlaKvDim > 0 ? 1.0 : double(m.kvHeads) / m.heads;
    m_actFfn = double(m.ffn) * (m.isMoe() ? m.expertsActive : 1);
    // The routed experts' parameters: what a token does not use, (total − active), is (experts − active)
    // experts' worth; all the experts are that ÷ (experts − active) × experts (Mixtral 8x7B: 45.1 of 46.7B;
    // DeepSeek-V3: 657 of 671B).
    if (m.isMoe() && m.experts > m.expertsActive && m.params > m.activeParams && m.params > 0)
        m_expertShare = std::min(0.99, (m.params - m.activeParams) / (m.experts - m.expertsActive) *
                                           m.experts / m.params);
    m_sbhCoefficient = (11.0 - 4.0 * (1.0 - r)) + 3.0 + 4.0 + (m.gatedFfn ? 6.0 : 4.0) * m_actFfn / m.hidden;
    m_actScale = w.precision == Precision::FP32 || w.precision == Precision::TF32 ? 2.0 : 1.0;

    // KV cache: 2 (K and V) · layers · kv_heads · head_dim · context · bytes per element; MLA caches its
    // compressed latent instead. FP8 serving stores the cache in 8 bits.
    const double kvElemBytes =
        w.precision == Precision::FP8 ? 1.0 : (w.precision == Precision::FP32 ? 4.0 : 2.0);
    m_kvPerSequence = m.layers * m.kvElementsPerTokenLayer() * w.effectiveContext() * kvElemBytes;
}

double MemoryEstimator::activationsPerGpu(const Parallelism& p, int microBatch, Recompute rc) const
{
    const Workload& w = m_workload;
    const ModelSpec& m = w.model;
    const double t = p.tp;
    if (w.method == Method::Inference) {
        // Transient activations of one prefill chunk of seqLen tokens (largest layer buffers), plus the
        // attention scores when no fused attention kernel is used, plus the last-token logits in FP32.
        const double s = w.seqLen;
        double a = s * (4.0 * m.hidden + 2.0 * m_actFfn) * 2.0;
        if (!w.flashAttention)
            a += 2.0 * m.heads * s * s;
        return a / t + 4.0 * w.concurrency * m.vocab / t;
    }
    // Context parallelism: each GPU holds 1/cp of every sequence's tokens (its attention works block by
    // block).
    const double s = double(w.seqLen) / std::max(1, p.cp), b = microBatch, h = m.hidden;
    const double sbh = s * b * h;
    // Selective recomputation drops the score term for every layer; under full recomputation the one layer
    // being recomputed still materialises it unless a fused attention kernel is used.
    const double scores = (w.flashAttention || rc == Recompute::Selective) ? 0.0 : 5.0 * m.heads * s * s * b;
    // With tensor parallelism, sequence parallelism is assumed on (Korthikanti §4.2.2): everything divides by
    // t.
    const double fullLayer = (sbh * m_sbhCoefficient + scores) / t;
    // 1F1B pipeline schedule: the first stage holds activations of min(pp, micro-batches) micro-batches of
    // its L/pp layers (Korthikanti §4.2.3), i.e. about L layers' worth when pp > 1.
    const int microBatches =
        int(std::max<qint64>(1, w.effectiveGlobalBatch() / std::max<qint64>(1, qint64(microBatch) * p.dp)));
    const double layersHeld = stageLayers(p) * std::min(p.pp, microBatches);
    double perGpu = 0;
    if (rc == Recompute::Full) // keep only each layer's 16-bit input; recompute one layer at a time
        perGpu = layersHeld * 2.0 * sbh / t + fullLayer;
    else
        perGpu = layersHeld * fullLayer;
    // Output layer: its 16-bit input and FP32 logits for the cross-entropy (4·s·b·v/t).
    perGpu += (2.0 * sbh + 4.0 * s * b * m.vocab) / t;
    return perGpu * m_actScale;
}

double MemoryEstimator::stageLayers(const Parallelism& p) const
{
    const int L = m_workload.model.layers;
    if (p.pp <= 1 || L <= 0)
        return L;
    // The layers fall into pp × v chunks; when they do not divide evenly some chunks hold one more (Megatron
    // gives the first and last stages fewer), and the heaviest stage holds v chunks of ⌈L ÷ (pp·v)⌉ layers:
    // DeepSeek-V3's 61 layers over PP 16: 4, not 3.81; Llama 3 70B's 80 over PP 3: 27, not 26.7.
    const int v = std::max(1, p.interleave);
    const int chunks = p.pp * v;
    return std::max(double(L) / p.pp, double((L + chunks - 1) / chunks) * v);
}

bool MemoryEstimator::canOffload() const
{
    return (m_workload.method == Method::Full || m_workload.method == Method::Pretrain) && m_trainable > 0;
}

double MemoryEstimator::stateShare(const Parallelism& p, bool sharded) const
{
    const double dense = (1.0 - m_expertShare) / (sharded ? double(p.dp) * std::max(1, p.cp) : 1.0);
    const double experts = m_expertShare / expertSplit(p) / (sharded ? p.expertReplicas() : 1.0);
    return dense + experts;
}

double MemoryEstimator::largestGatherUnitBytes(double expertSplit) const
{
    const ModelSpec& m = m_workload.model;
    if (m.params <= 0 || m.layers <= 0)
        return 0;
    const double E = std::min(m.embeddingParams(), m.params * 0.5);
    const double perParam = m_baseBytes / m.params;
    // The experts' share of a layer (all of them are in the layers, none in the embeddings): under expert
    // parallelism the GPU gathers its 1/ep of them (Kimi K2 at EP 32: 1.23 of a layer's 31.7 GiB).
    const double layerExperts = std::min(1.0, m_expertShare * m.params / (m.params - E));
    const double layer = (m.params - E) / m.layers * perParam *
                         (1.0 - layerExperts + layerExperts / std::max(1.0, expertSplit));
    const double embedding = E / (m.tiedEmbeddings ? 1.0 : 2.0) * perParam;
    return std::max(layer, embedding) + m_adapterBytes / m.layers;
}

MemoryBreakdown MemoryEstimator::estimate(const Parallelism& p, double capacityBytes, int microBatch,
                                          Recompute r) const
{
    // The heaviest pipeline stage's share of the layers (the model's states split as its layers do).
    const double stage = stageLayers(p);
    const double split = m_workload.model.layers > 0 && stage > 0
                             ? double(p.tp) * m_workload.model.layers / stage
                             : double(p.tp) * p.pp;
    MemoryBreakdown mb;
    mb.capacity = capacityBytes;
    const double shard = double(p.dp) * std::max(1, p.cp); // ZeRO's group: data × context parallel
    // Under expert parallelism each GPU holds 1/ep of the experts (whole ones when folded), and ZeRO shards
    // the dense part over dp·cp and each expert over its own replicas (stateShare).
    const double zero3 = p.zero >= 3 ? shard : 1.0;
    mb.weights = m_baseBytes * stateShare(p, p.zero >= 3) / split + m_adapterBytes / split / zero3;
    if (isTraining(m_workload.method)) {
        // LoRA trains adapters beside every layer, not the experts: they split as a dense model's do.
        const bool lora = m_workload.method == Method::Lora || m_workload.method == Method::Qlora;
        auto trained = [&](int stage) {
            const bool sharded = p.zero >= stage;
            return lora ? 1.0 / (sharded ? shard : 1.0) : stateShare(p, sharded);
        };
        mb.gradients = m_trainable * trained(2) * m_gradBytesPerParam / split;
        mb.optimizer =
            (m_trainable * trained(1) * m_optBytesPerParam + m_optExtraBytes / (p.zero >= 1 ? shard : 1.0)) /
            split;
    } else {
        // Heads split across tensor-parallel GPUs (replicated when there are fewer KV heads than GPUs).
        const double kvSplit =
            std::min<double>(p.tp, m_workload.model.mlaKvDim > 0 ? 1 : m_workload.model.kvHeads);
        const double sequencesPerReplica = std::ceil(double(m_workload.concurrency) / p.dp);
        mb.kvCache = m_kvPerSequence * sequencesPerReplica / kvSplit * stageLayers(p) /
                     std::max(1, m_workload.model.layers);
    }
    if (p.offload >= 1 && canOffload()) {
        // ZeRO-Offload (Ren et al. 2021): the FP32 master weights, the optimizer's moments and the FP32
        // gradients live in host RAM and the CPU steps the optimizer; the GPU keeps its 16-bit weights and
        // streams its gradients out. ZeRO-Infinity (Rajbhandari et al. 2021) moves the 16-bit weights too:
        // the GPU holds only the layers being computed (the gathered working set below). DeepSpeed counts
        // 16 (optimizer) and 18 (with the weights) bytes per parameter, × 1.5.
        mb.hostBytes = (m_trainable * (m_optBytesPerParam + 4.0) + m_optExtraBytes) * kHostBufferFactor;
        mb.optimizer = 0;
        mb.gradients = 0;
        if (p.offload >= 2) {
            mb.hostBytes += m_baseBytes * kHostBufferFactor;
            mb.weights = 0;
        }
    }
    mb.activations = activationsPerGpu(p, microBatch, r);
    if (((p.zero >= 3 && shard > 1) || (p.offload >= 2 && canOffload())) && isTraining(m_workload.method)) {
        // ZeRO-3/FSDP gathers each layer's full weights before using it and prefetches the next one; in the
        // backward pass the layer's full gradients exist until they are reduce-scattered (Rajbhandari et al.
        // 2020, §5; PyTorch FSDP's limit_all_gathers keeps two layers in flight).
        const double unit = largestGatherUnitBytes(expertSplit(p));
        const double gradShare = m_baseBytes > 0 ? m_trainable * m_gradBytesPerParam / m_baseBytes : 0;
        mb.gathered = (2.0 * unit + unit * gradShare) / p.tp;
    }
    // CUDA context, cuBLAS/NCCL workspaces ≈ 1 GiB, plus ≈5% allocator fragmentation: never plan to 100%.
    mb.overhead = kContextOverheadBytes + kFragmentation * (mb.weights + mb.gradients + mb.optimizer +
                                                            mb.activations + mb.kvCache + mb.gathered);
    return mb;
}

// The layout as the model states' inputs: "tp = 1, pp = 3, dp = 8, ZeRO 1", with the heaviest stage when the
// layers do not divide evenly.
QString MemoryEstimator::layoutInputs(const Parallelism& p) const
{
    const ModelSpec& m = m_workload.model;
    QString layout =
        QStringLiteral("tp = %1, pp = %2, dp = %3, ZeRO %4").arg(p.tp).arg(p.pp).arg(p.dp).arg(p.zero);
    if (stageLayers(p) * p.pp > m.layers + 1e-9)
        layout +=
            QStringLiteral(", ") +
            Tr::tr("heaviest pipeline stage %1 of %2 layers").arg(stageLayers(p), 0, 'f', 0).arg(m.layers);
    return layout;
}

QList<Explanation> MemoryEstimator::explain(const Parallelism& p, double capacityBytes) const
{
    const Workload& w = m_workload;
    const ModelSpec& m = w.model;
    const MemoryBreakdown mb = estimate(p, capacityBytes);
    const QString layout = layoutInputs(p);
    const QString P = Quantity::formatCount(m.params);
    QList<Explanation> out;

    Explanation weights{Tr::tr("weights"), QString(), QString(), mb.weights, QString()};
    switch (w.method) {
    case Method::Qlora:
        weights.formula =
            Tr::tr("(P − embeddings) × 4.127/8 B (NF4 + double-quantised constants) + embeddings × 2 B "
                   "+ adapters, divided by tp × pp (and by dp under ZeRO-3)");
        weights.source = Tr::tr("Dettmers et al. 2023, QLoRA §3");
        break;
    case Method::Inference:
        weights.formula =
            Tr::tr("P × bytes per weight (%1: %2 B; embeddings stay 16-bit when quantised), divided "
                   "by tp × pp")
                .arg(precisionName(w.precision))
                .arg(weightBytes(w.precision));
        weights.source = Tr::tr("storage formats; GPTQ/AWQ group size 128");
        break;
    default:
        weights.formula = Tr::tr("P × %1 B (+ LoRA adapters), divided by tp × pp (and by dp under ZeRO-3)")
                              .arg(isMixed(w.precision) ? 2 : 4);
        weights.source = Tr::tr("Rajbhandari et al. 2020, ZeRO §3.1");
    }
    weights.inputs = QStringLiteral("P = %1, %2").arg(P, layout);
    out << weights;

    if (isTraining(w.method)) {
        out << Explanation{Tr::tr("gradients"),
                           Tr::tr("trainable parameters × %1 B, divided by tp × pp (and by dp from ZeRO-2)")
                               .arg(m_gradBytesPerParam),
                           QStringLiteral("%1 = %2, %3")
                               .arg(Tr::tr("trainable"), Quantity::formatCount(m_trainable), layout),
                           mb.gradients, Tr::tr("Rajbhandari et al. 2020, ZeRO §3.1")};
        out << Explanation{
            Tr::tr("optimizer states"),
            Tr::tr("trainable parameters × %1 B (%2), divided by tp × pp (and by dp from ZeRO-1)")
                .arg(m_optBytesPerParam)
                .arg(optimizerLabel(w.optimizer)),
            QStringLiteral("%1 = %2, %3")
                .arg(Tr::tr("trainable"), Quantity::formatCount(m_trainable), layout),
            mb.optimizer,
            Tr::tr(
                "ZeRO §3.1 (Adam K = 12); Dettmers et al. 2022 (8-bit); Shazeer & Stern 2018 (Adafactor)")};
        out << Explanation{
            Tr::tr("activations"),
            Tr::tr("per layer s·b·h·(%1 + 5·a·s/h)/tp bytes (the score term vanishes with "
                   "FlashAttention or selective recomputation; full recomputation keeps 2·s·b·h per "
                   "layer), times the layers held, plus the output layer 4·s·b·v/tp")
                .arg(m_sbhCoefficient, 0, 'f', 1),
            QStringLiteral("s = %1, b = %2, h = %3, a = %4, L = %5, v = %6, %7 = %8, FlashAttention = %9")
                .arg(w.seqLen)
                .arg(w.microBatch)
                .arg(m.hidden)
                .arg(m.heads)
                .arg(m.layers)
                .arg(m.vocab)
                .arg(Tr::tr("recomputation"), recomputeLabel(w.recompute),
                     w.flashAttention ? Tr::tr("on") : Tr::tr("off")),
            mb.activations, Tr::tr("Korthikanti et al. 2022, Reducing Activation Recomputation §4")};
    } else {
        out << Explanation{
            Tr::tr("KV cache"),
            Tr::tr("2 · layers · kv_heads · head_dim · context · sequences · bytes, divided by tp × pp"),
            QStringLiteral("L = %1, kv_heads = %2, head_dim = %3, context = %4, %5 = %6")
                .arg(m.layers)
                .arg(m.kvHeads)
                .arg(m.headDim)
                .arg(w.effectiveContext())
                .arg(Tr::tr("sequences"))
                .arg(w.concurrency),
            mb.kvCache, Tr::tr("transformer attention; MLA caches its 576-element latent instead")};
        out << Explanation{
            Tr::tr("activations"), Tr::tr("one prefill chunk's layer buffers plus FP32 logits"),
            QStringLiteral("s = %1, h = %2").arg(w.seqLen).arg(m.hidden), mb.activations, QString()};
    }
    if (mb.gathered > 0)
        out << Explanation{
            Tr::tr("ZeRO-3 gathered layers"),
            Tr::tr("(2 × the largest layer's weights + its gradients) ÷ tp: the layer in use and "
                   "the one prefetched, gathered in full (under expert parallelism, with the GPU's own "
                   "experts only)"),
            QStringLiteral("%1 = %2 GiB")
                    .arg(Tr::tr("largest layer"))
                    .arg(largestGatherUnitBytes(expertSplit(p)) / Quantity::kGiB, 0, 'f', 2) +
                (p.ep > 1 ? QStringLiteral(", ep = %1").arg(p.ep) : QString()),
            mb.gathered, Tr::tr("Rajbhandari et al. 2020, ZeRO §5; PyTorch FSDP")};
    out << Explanation{
        Tr::tr("framework overhead"),
        Tr::tr("1 GiB (CUDA context, cuBLAS/NCCL workspaces) + 5% of the rest (allocator fragmentation)"),
        QString(), mb.overhead, Tr::tr("planning reserve")};
    return out;
}

} // namespace gpuplan
