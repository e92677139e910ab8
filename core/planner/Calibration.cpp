#include "Calibration.h"

#include "catalog/ModelCatalog.h"
#include "planner/LayoutSearch.h"
#include "planner/Planning.h"

#include <cmath>

namespace gpuplan {

namespace {

ModelSpec shape(const char* id, const char* name, int layers, int hidden, int heads, int ffn, bool gated,
                int vocab)
{
    ModelSpec m;
    m.id = QString::fromLatin1(id);
    m.name = QString::fromLatin1(name);
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = heads;
    m.headDim = hidden / heads;
    m.ffn = ffn;
    m.gatedFfn = gated;
    m.vocab = vocab;
    m.params = ModelCatalog::parametersOfShape(m);
    m.activeParams = m.params;
    return m;
}

Workload pretraining(const ModelSpec& m, double tokens, int globalBatch)
{
    Workload w = Workload::defaultsFor(m, Method::Pretrain);
    w.tokens = tokens;
    w.seqLen = 2048;
    w.globalBatch = globalBatch;
    return w;
}

double figureOf(const MeasuredRun& r, const ScenarioEstimate& e)
{
    if (r.metric == QLatin1String("GPU-hours"))
        return e.time.gpuHours;
    if (r.metric == QLatin1String("tokens/s per GPU"))
        return e.time.tokensPerSecondPerGpu;
    // TFLOPS per GPU counting the recomputed forward pass, as Megatron-LM reports it
    return e.time.effectiveUtilisation * e.time.peakTflops;
}

Result<ScenarioEstimate> run(const MeasuredRun& r, const TimeOptions& options)
{
    Scenario s;
    s.workload = r.workload;
    s.timeOptions = options;
    s.gpu = r.cluster.gpu;
    s.gpus = r.cluster.gpus();
    s.gpusPerNode = r.cluster.gpusPerNode;
    s.network = r.cluster.network;
    s.nicGbps = r.cluster.nicGbps;
    s.nicsPerNode = r.cluster.nicsPerNode;
    s.layout = r.layout;
    return estimateScenario(s, 2026);
}

} // namespace

QList<MeasuredRun> measuredRuns(const GpuCatalog& catalog)
{
    const GpuModel* a100 = catalog.byId(QStringLiteral("a100-sxm-80g"));
    QList<MeasuredRun> runs;
    if (!a100)
        return runs;
    // Meta's Research SuperCluster: DGX A100 servers, 8 × 200 Gb/s HDR InfiniBand each.
    const Cluster rsc{a100, 8, 256, Network::Rdma, 200, 8};
    const QString llama = QStringLiteral("Touvron et al. 2023, LLaMA (arXiv 2302.13971), table 15 and §2.4");
    // LLaMA: 4M tokens per batch (2,048 sequences of 2,048), checkpointing of the expensive activations
    // (≈ selective recomputation), model and sequence parallelism (§2.4).
    LayoutRequest llamaLayout;
    llamaLayout.recompute = Recompute::Selective;
    auto add = [&](const char* id, const QString& name, const ModelSpec& m, double tokens, double gpuHours,
                   bool fit) {
        MeasuredRun r;
        r.id = QString::fromLatin1(id);
        r.run = name;
        r.source = llama;
        r.metric = QStringLiteral("GPU-hours");
        r.published = gpuHours;
        r.role = fit ? QStringLiteral("fit") : QStringLiteral("test");
        if (fit)
            r.fitted = QStringLiteral("A100 compute efficiency (gpus.csv default_mfu of a100-*/a800-*)");
        r.layoutNote =
            QStringLiteral("recomputation as published (selective); TP/PP/ZeRO chosen by the planner");
        r.workload = pretraining(m, tokens, 2048);
        r.cluster = rsc;
        r.layout = llamaLayout;
        runs << r;
    };
    const ModelCatalog& models = ModelCatalog::shipped();
    add("llama-7b", QStringLiteral("LLaMA 7B, 1.0T tokens, 2,048 × A100-80GB"),
        models.find(QStringLiteral("llama-1-7b")).value(), 1.0e12, 82432, false);
    add("llama-13b", QStringLiteral("LLaMA 13B, 1.0T tokens, 2,048 × A100-80GB"),
        shape("llama-1-13b", "LLaMA 13B", 40, 5120, 40, 13824, true, 32000), 1.0e12, 135168, false);
    add("llama-33b", QStringLiteral("LLaMA 33B, 1.4T tokens, 2,048 × A100-80GB"),
        shape("llama-1-33b", "LLaMA 33B", 60, 6656, 52, 17920, true, 32000), 1.4e12, 530432, false);
    add("llama-65b", QStringLiteral("LLaMA 65B, 1.4T tokens, 2,048 × A100-80GB"),
        models.find(QStringLiteral("llama-1-65b")).value(), 1.4e12, 1022362, true);

    // MosaicML llm-foundry benchmarks: one 8 × A100-80GB SXM server, FSDP full shard, bf16,
    // FlashAttention, seq 2048, no activation checkpointing; MPT: MHA, 4h GELU FFN, 50,432 vocabulary.
    const Cluster dgx{a100, 8, 1, Network::Rdma, 0, 0};
    auto mpt = [&](const char* id, const QString& name, const ModelSpec& m, int microBatch, double perGpu) {
        MeasuredRun r;
        r.id = QString::fromLatin1(id);
        r.run = name;
        r.source =
            QStringLiteral("MosaicML llm-foundry, scripts/train/benchmarking README, throughput table");
        r.metric = QStringLiteral("tokens/s per GPU");
        r.published = perGpu;
        r.role = QStringLiteral("test");
        r.layoutNote = QStringLiteral("as published: ZeRO-3 (FSDP full shard) over 8, micro-batch %1, no "
                                      "recomputation; one micro-batch per step")
                           .arg(microBatch);
        r.workload = pretraining(m, 1e9, microBatch * 8);
        r.cluster = dgx;
        r.layout.tp = 1;
        r.layout.pp = 1;
        r.layout.zero = 3;
        r.layout.microBatch = microBatch;
        r.layout.recompute = Recompute::None;
        r.workload.microBatch = microBatch;
        runs << r;
    };
    mpt("mpt-7b", QStringLiteral("MPT-7B, 8 × A100-80GB SXM"),
        shape("mpt-7b", "MPT-7B", 32, 4096, 32, 16384, false, 50432), 6, 4641);
    mpt("mpt-13b", QStringLiteral("MPT-13B, 8 × A100-80GB SXM"),
        shape("mpt-13b", "MPT-13B", 40, 5120, 40, 20480, false, 50432), 2, 2262);

    // Narayanan et al. 2021, table 1: GPT 1T on 3,072 A100-80GB (384 DGX A100, 8 × 200 Gb/s HDR each),
    // TP 8 × PP 64 (DP 6), global batch 3,072, full recomputation, interleaved schedule.
    MeasuredRun g;
    g.id = QStringLiteral("gpt-1t");
    g.run = QStringLiteral("GPT 1T, 3,072 × A100-80GB, TP 8 · PP 64");
    g.source = QStringLiteral("Narayanan et al. 2021, Efficient Large-Scale Language Model Training on GPU "
                              "Clusters Using Megatron-LM, table 1");
    g.metric = QStringLiteral("TFLOPS per GPU");
    g.published = 163;
    g.role = QStringLiteral("test");
    g.layoutNote =
        QStringLiteral("as published: TP 8, PP 64, full recomputation, micro-batch 1, 2 interleaved "
                       "stages per GPU");
    g.workload = pretraining(shape("gpt-1t", "GPT 1T", 128, 25600, 160, 102400, false, 51200), 1e12, 3072);
    g.cluster = Cluster{a100, 8, 384, Network::Rdma, 200, 8};
    g.layout.tp = 8;
    g.layout.pp = 64;
    g.layout.zero = 0;
    g.layout.microBatch = 1;
    g.layout.recompute = Recompute::Full;
    g.layout.interleave = 2;
    g.workload.recompute = Recompute::Full;
    runs << g;
    return runs;
}

QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options)
{
    QList<CalibrationResult> out;
    for (const MeasuredRun& r : measuredRuns(catalog)) {
        CalibrationResult c;
        c.run = r;
        auto e = run(r, options);
        if (e) {
            c.estimated = figureOf(r, e.value());
            c.error = c.estimated / r.published - 1.0;
            c.layout = e->layoutText;
            c.fits = e->fits;
        } else {
            c.layout = e.error().toString();
            c.error = std::nan("");
        }
        out << c;
    }
    return out;
}

double fitComputeEfficiency(const MeasuredRun& r, const TimeOptions& options)
{
    double lo = 0.05, hi = 1.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        TimeOptions o = options;
        o.efficiencyOverride = mid;
        auto e = run(r, o);
        if (!e)
            return 0;
        // GPU-hours fall as efficiency rises; throughput figures rise.
        const bool decreasing = r.metric == QLatin1String("GPU-hours");
        if ((figureOf(r, e.value()) < r.published) != decreasing)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace gpuplan
