#include "Calibration.h"

#include "catalog/ModelCatalog.h"
#include "planner/LayoutSearch.h"
#include "planner/Planning.h"

#include <QDate>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

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
    if (r.metric == QLatin1String("model TFLOPS per GPU")) // 6·N + attention, as Llama 3 reports MFU
        return e.time.mfu * e.time.peakTflops;
    // TFLOPS per GPU counting the recomputed forward pass, as Megatron-LM reports it
    return e.time.effectiveUtilisation * e.time.peakTflops;
}

Result<ScenarioEstimate> run(const MeasuredRun& r, const TimeOptions& options)
{
    Scenario s;
    s.workload = r.workload;
    s.timeOptions = options;
    s.timeOptions.losses.count = r.wholeRun;
    s.gpu = r.cluster.gpu;
    s.gpus = r.cluster.gpus();
    s.gpusPerNode = r.cluster.gpusPerNode;
    s.network = r.cluster.network;
    s.nicGbps = r.cluster.nicGbps;
    s.nicsPerNode = r.cluster.nicsPerNode;
    s.layout = r.layout;
    return estimateScenario(s, 2026);
}

CalibrationResult evaluate(const MeasuredRun& r, const TimeOptions& options)
{
    CalibrationResult c;
    c.run = r;
    c.hidden = r.workload.model.hidden;
    auto e = run(r, options);
    if (!e) {
        c.layout = e.error().toString();
        c.error = std::nan("");
        return c;
    }
    c.estimated = figureOf(r, e.value());
    c.error = c.estimated / r.published - 1.0;
    c.layout = e->layoutText;
    c.fits = e->fits;
    c.efficiency = e->time.computeEfficiency;
    c.tokens = double(e->workload.microBatch) * e->workload.seqLen / e->parallel.tp;
    return c;
}
} // namespace

namespace {
void addLlamaRuns(QList<MeasuredRun>& runs, const GpuModel* a100)
{
    // Meta's Research SuperCluster: DGX A100 servers, 8 × 200 Gb/s HDR InfiniBand each.
    const Cluster rsc{a100, 8, 256, Network::Rdma, 200, 8};
    const QString llama = QStringLiteral("Touvron et al. 2023, LLaMA (arXiv 2302.13971), table 15 and §2.4");
    // LLaMA: 4M tokens per batch (2,048 sequences of 2,048), checkpointing of the expensive activations
    // (≈ selective recomputation), model and sequence parallelism (§2.4).
    LayoutRequest llamaLayout;
    llamaLayout.recompute = Recompute::Selective;
    auto add = [&](const char* id, const QString& name, const ModelSpec& m, double tokens, double gpuHours) {
        MeasuredRun r;
        r.id = QString::fromLatin1(id);
        r.run = name;
        r.source = llama;
        r.metric = QStringLiteral("GPU-hours");
        r.published = gpuHours;
        r.role = QStringLiteral("fit");
        r.wholeRun = true;
        r.fitted = QStringLiteral("X½ and the scale of the GPU's generation, on all runs together");
        r.layoutNote =
            QStringLiteral("recomputation as published (selective); TP/PP/ZeRO chosen by the planner");
        r.workload = pretraining(m, tokens, 2048);
        r.cluster = rsc;
        r.layout = llamaLayout;
        runs << r;
    };
    const ModelCatalog& models = ModelCatalog::shipped();
    add("llama-7b", QStringLiteral("LLaMA 7B, 1.0T tokens, 2,048 × A100-80GB"),
        models.find(QStringLiteral("llama-1-7b")).value(), 1.0e12, 82432);
    add("llama-13b", QStringLiteral("LLaMA 13B, 1.0T tokens, 2,048 × A100-80GB"),
        shape("llama-1-13b", "LLaMA 13B", 40, 5120, 40, 13824, true, 32000), 1.0e12, 135168);
    add("llama-33b", QStringLiteral("LLaMA 33B, 1.4T tokens, 2,048 × A100-80GB"),
        shape("llama-1-33b", "LLaMA 33B", 60, 6656, 52, 17920, true, 32000), 1.4e12, 530432);
    add("llama-65b", QStringLiteral("LLaMA 65B, 1.4T tokens, 2,048 × A100-80GB"),
        models.find(QStringLiteral("llama-1-65b")).value(), 1.4e12, 1022362);
}

void addSteadyStateRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog, const GpuModel* a100)
{
    const ModelCatalog& models = ModelCatalog::shipped();
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
        r.role = QStringLiteral("fit");
        r.fitted = QStringLiteral("X½ and the scale of the GPU's generation, on all runs together");
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
    g.role = QStringLiteral("fit");
    g.fitted = QStringLiteral("X½ and the scale of the GPU's generation, on all runs together");
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

    // Llama Team 2024, table 4: Llama 3 405B on 8,192 H100 (8 per server, 400 Gb/s RoCE per GPU), TP 8,
    // PP 16, DP 64, sequences of 8,192, 16M tokens per batch, 430 TFLOPS per GPU (BF16 MFU 43 %).
    const GpuModel* h100 = catalog.byId(QStringLiteral("h100-sxm-80g"));
    const auto l3 = models.find(QStringLiteral("llama-3.1-405b"));
    if (h100 && l3) {
        MeasuredRun m;
        m.id = QStringLiteral("llama3-405b");
        m.run = QStringLiteral("Llama 3 405B, 8,192 × H100-80GB, TP 8 · PP 16");
        m.source = QStringLiteral("Llama Team 2024, The Llama 3 Herd of Models (arXiv 2407.21783), table 4");
        m.metric = QStringLiteral("model TFLOPS per GPU");
        m.published = 430;
        m.role = QStringLiteral("fit");
        m.fitted = QStringLiteral("X½ and the scale of the GPU's generation, on all runs together");
        m.layoutNote =
            QStringLiteral("as published: TP 8, PP 16, DP 64, micro-batch 1, an interleaved schedule "
                           "on 128 pipeline slots (126 layers; the first and last stages one layer "
                           "fewer, §3.3.2) whose depth is not stated: 2 chunks a stage, the fewest; "
                           "ZeRO stage and recomputation chosen by the planner");
        m.workload = pretraining(l3.value(), 1e12, 2048);
        m.workload.seqLen = 8192;
        m.cluster = Cluster{h100, 8, 1024, Network::Rdma, 400, 8};
        m.layout.tp = 8;
        m.layout.pp = 16;
        m.layout.microBatch = 1;
        m.layout.interleave = 2;
        m.workload.model.layers = 128; // pipeline slots: the embedding and the output take one each
        m.workload.microBatch = 1;
        runs << m;
        // The same run's second stage of table 4: 16,384 GPUs, DP 128, 400 TFLOPS per GPU (MFU 41 %).
        m.id = QStringLiteral("llama3-405b-16k");
        m.run = QStringLiteral("Llama 3 405B, 16,384 × H100-80GB, TP 8 · PP 16");
        m.published = 400;
        m.cluster.nodes = 2048;
        runs << m;
    }
}
} // namespace

QList<MeasuredRun> measuredRuns(const GpuCatalog& catalog)
{
    const GpuModel* a100 = catalog.byId(QStringLiteral("a100-sxm-80g"));
    QList<MeasuredRun> runs;
    if (!a100)
        return runs;
    addLlamaRuns(runs, a100);
    addSteadyStateRuns(runs, catalog, a100);
    return runs;
}

QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options)
{
    QList<CalibrationResult> out;
    for (const MeasuredRun& r : measuredRuns(catalog))
        out << evaluate(r, options);
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

double CalibrationResult::timeRatio() const
{
    // GPU-hours: published ÷ estimated; a speed: estimated ÷ published (time runs inversely).
    return run.metric == QLatin1String("GPU-hours") ? 1.0 / (1.0 + error) : 1.0 + error;
}

namespace {
TimeOptions optionsOf(const EfficiencyShape& shape, double scale)
{
    TimeOptions o;
    o.shape = shape;
    o.efficiencyScale = scale;
    return o;
}

// log(published time ÷ estimated time) of a run under a shape and scale; NaN when it cannot be estimated.
double logRatio(const MeasuredRun& r, const EfficiencyShape& shape, double scale)
{
    const CalibrationResult c = evaluate(r, optionsOf(shape, scale));
    return std::isfinite(c.error) && c.error > -1 ? std::log(c.timeRatio()) : std::nan("");
}
} // namespace

QString generationOf(const GpuModel& gpu)
{
    // NVIDIA's data-centre architectures by the catalog's ids (h100, h800, h20, h200: Hopper; b200, gb200:
    // Blackwell); every other GPU follows the Ampere scale, as the catalog relates it to the A100.
    if (gpu.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) != 0)
        return QStringLiteral("other");
    if (gpu.id.startsWith(QLatin1Char('h')))
        return QStringLiteral("hopper");
    if (gpu.id.startsWith(QLatin1String("b2")) || gpu.id.startsWith(QLatin1String("gb")))
        return QStringLiteral("blackwell");
    return QStringLiteral("ampere");
}

double EfficiencyFit::scaleFor(const GpuModel& gpu) const
{
    return scales.value(generationOf(gpu), scales.value(QStringLiteral("ampere"), 1.0));
}

EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, int skip)
{
    return fitEfficiency(runs, skip < 0 ? QSet<int>{} : QSet<int>{skip});
}

EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, const QSet<int>& skip)
{
    // Over a grid of X½, each run through the planner at scale 1: a scale s shortens every time by about
    // 1/s, so the best scale of a generation is exp(−mean log ratio of its runs) and the spread about those
    // means is what the X½ leaves unexplained. Keep the X½ with the least spread, then set each generation's
    // scale exactly (bisection on its mean log ratio, through the planner again). A generation without a
    // run in the fit takes the Ampere scale (the catalog's ratio between the two stands).
    EfficiencyFit best;
    best.rmsLogError = std::numeric_limits<double>::infinity();
    for (int k = -1; k <= 140; ++k) {
        EfficiencyShape shape;
        shape.workHalf = k < 0 ? 0.0 : std::pow(10.0, 1.0 + 0.1 * k);
        QMap<QString, QList<double>> byGeneration;
        for (int i = 0; i < runs.size(); ++i)
            if (!skip.contains(i))
                if (const double d = logRatio(runs[i], shape, 1.0); std::isfinite(d))
                    byGeneration[generationOf(*runs[i].cluster.gpu)] << d;
        double sum2 = 0;
        int n = 0;
        QMap<QString, double> scales;
        for (auto it = byGeneration.cbegin(); it != byGeneration.cend(); ++it) {
            const double mean = std::accumulate(it->cbegin(), it->cend(), 0.0) / double(it->size());
            scales[it.key()] = std::exp(-mean);
            for (double d : *it) {
                sum2 += (d - mean) * (d - mean);
                ++n;
            }
        }
        if (n == 0)
            continue;
        const double rms = std::sqrt(sum2 / n);
        if (rms < best.rmsLogError - 1e-9) {
            best.shape = shape;
            best.scales = scales;
            best.rmsLogError = rms;
        }
    }
    for (auto it = best.scales.begin(); it != best.scales.end(); ++it) {
        auto meanLog = [&](double scale) {
            double sum = 0;
            int n = 0;
            for (int i = 0; i < runs.size(); ++i)
                if (!skip.contains(i) && generationOf(*runs[i].cluster.gpu) == it.key())
                    if (const double d = logRatio(runs[i], best.shape, scale); std::isfinite(d)) {
                        sum += d;
                        ++n;
                    }
            return n ? sum / n : 0.0;
        };
        // Times fall as the scale rises, so the mean log ratio (published ÷ estimated) rises with it.
        double lo = *it * 0.7, hi = *it * 1.4;
        for (int k = 0; k < 30; ++k) {
            const double mid = 0.5 * (lo + hi);
            (meanLog(mid) < 0 ? lo : hi) = mid;
        }
        *it = 0.5 * (lo + hi);
    }
    return best;
}

namespace {
// The range of published ÷ estimated time over a class of runs (with a handful of runs a class, the whole
// range of their leave-one-out errors is the nearest to a 10th–90th percentile they allow).
UncertaintyBand bandOf(const QList<CalibrationResult>& loo, bool wholeRun)
{
    UncertaintyBand b;
    b.low = 1;
    b.high = 1;
    for (const CalibrationResult& r : loo) {
        if (r.run.wholeRun != wholeRun || !std::isfinite(r.error))
            continue;
        b.low = std::min(b.low, r.timeRatio());
        b.high = std::max(b.high, r.timeRatio());
        ++b.runs;
    }
    return b;
}

} // namespace

CalibrationTable calibrationTable(const GpuCatalog& catalog)
{
    CalibrationTable t;
    const QList<MeasuredRun> runs = measuredRuns(catalog);
    QList<CalibrationResult> exact;
    for (const MeasuredRun& r : runs) {
        TimeOptions flat;
        flat.shape = EfficiencyShape{}; // the exact efficiency and the micro-batch it is reached with
        const double e = fitComputeEfficiency(r, flat);
        flat.efficiencyOverride = e;
        CalibrationResult c = evaluate(r, flat);
        c.exactEfficiency = e;
        exact << c;
    }
    t.fit = fitEfficiency(runs);
    QList<double> errors;
    for (int i = 0; i < runs.size(); ++i) {
        const GpuModel& gpu = *runs[i].cluster.gpu;
        CalibrationResult in = evaluate(runs[i], optionsOf(t.fit.shape, t.fit.scaleFor(gpu)));
        in.exactEfficiency = exact[i].exactEfficiency;
        t.inSample << in;
        const EfficiencyFit without = fitEfficiency(runs, int(i));
        CalibrationResult out = evaluate(runs[i], optionsOf(without.shape, without.scaleFor(gpu)));
        out.exactEfficiency = exact[i].exactEfficiency;
        t.leaveOneOut << out;
        errors << (std::isfinite(out.error) ? std::abs(out.error) : 1e9);
    }
    std::sort(errors.begin(), errors.end());
    if (!errors.isEmpty()) {
        const qsizetype n = errors.size();
        t.medianAbsError = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
        t.largestAbsError = errors.last();
    }
    t.steady = bandOf(t.leaveOneOut, false);
    t.whole = bandOf(t.leaveOneOut, true);
    // Leave-one-source-out: runs of one publication share its cluster, its software and its bias, so each
    // source's runs are estimated with all of them out of the fit (issue 39). A generation left without a
    // run takes the Ampere scale, as the fit says: the Hopper rows are then estimated from Ampere alone.
    QMap<QString, QSet<int>> bySource;
    for (int i = 0; i < runs.size(); ++i)
        bySource[sourceKey(runs[i].source)].insert(i);
    QList<double> sourceErrors;
    for (auto it = bySource.cbegin(); it != bySource.cend(); ++it) {
        const EfficiencyFit without = fitEfficiency(runs, it.value());
        for (int i : it.value()) {
            CalibrationResult out =
                evaluate(runs[i], optionsOf(without.shape, without.scaleFor(*runs[i].cluster.gpu)));
            out.exactEfficiency = exact[i].exactEfficiency;
            t.leaveOneSourceOut << out;
            sourceErrors << (std::isfinite(out.error) ? std::abs(out.error) : 1e9);
        }
    }
    t.sources = int(bySource.size());
    std::sort(sourceErrors.begin(), sourceErrors.end());
    if (!sourceErrors.isEmpty()) {
        const qsizetype n = sourceErrors.size();
        t.sourceMedianAbsError =
            n % 2 ? sourceErrors[n / 2] : 0.5 * (sourceErrors[n / 2 - 1] + sourceErrors[n / 2]);
        t.sourceLargestAbsError = sourceErrors.last();
    }
    return t;
}

QString sourceKey(const QString& source)
{
    // "Touvron et al. 2023, LLaMA (arXiv …), table 15" → "Touvron et al. 2023": the publication.
    return source.section(QLatin1Char(','), 0, 0).trimmed();
}

CalibrationData CalibrationTable::data(const GpuCatalog& catalog) const
{
    CalibrationData d = CalibrationData::shipped();
    d.fitted = QDate::currentDate().toString(Qt::ISODate);
    d.runs.clear();
    for (const CalibrationResult& r : inSample)
        d.runs << r.run.id;
    d.shape = fit.shape;
    const GpuModel* a100 = catalog.byId(QStringLiteral("a100-sxm-80g"));
    d.a100Reference = a100 ? a100->defaultMfu * fit.scaleFor(*a100) : 0;
    d.steady = steady;
    d.whole = whole;
    d.sourceMedianAbsError = sourceMedianAbsError;
    d.sourceLargestAbsError = sourceLargestAbsError;
    d.sources = sources;
    return d;
}

} // namespace gpuplan
