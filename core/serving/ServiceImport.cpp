// measurementFromResult: a serving benchmark's result kept as one of the buyer's measurements without a
// contract in the program (issue 61 item 4).
#include "ServingBenchmark.h"

#include "ServingCalibration.h"
#include "planner/PlannerData.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};
} // namespace

Result<Measurement> measurementFromResult(const ServiceMeasurement& m, const ResultContext& given,
                                          const PlannerData& data, const QString& fileName)
{
    auto gpu = data.catalog().find(given.gpuId);
    if (!gpu)
        return Error(gpu.error().message, gpu.error().where, QStringLiteral("gpu"));
    ServingRequest r;
    r.modelId = given.modelId;
    r.weights = given.weights;
    r.engine = given.engine.value_or(m.tool == ServiceTool::SglangBench ? Engine::Sglang : Engine::Vllm);
    r.allowedGpuIds = {gpu.value()->id};
    r.gpusPerReplica = std::max(1, given.gpusPerReplica);
    r.calibrate = false;
    r.inputTokens = given.inputTokens > 0 ? given.inputTokens
                                          : m.randomInputLen.value_or(m.meanInputTokens().value_or(0));
    r.outputTokens = given.outputTokens > 0 ? given.outputTokens
                                            : m.randomOutputLen.value_or(m.meanOutputTokens().value_or(0));
    if (r.inputTokens <= 0 || r.outputTokens <= 0)
        return fieldError(QStringLiteral("input"),
                          Tr::tr("the result does not say the lengths: give --input and --output"));
    if (given.concurrency > 0 || (given.rate <= 0 && m.maxConcurrency.value_or(0) > 0)) {
        r.load = LoadKind::Concurrency;
        r.concurrency = given.concurrency > 0 ? given.concurrency : *m.maxConcurrency;
    } else if (given.rate > 0 || (m.requestRate && std::isfinite(*m.requestRate) && *m.requestRate > 0)) {
        r.load = LoadKind::Rate;
        r.rate = given.rate > 0 ? given.rate : *m.requestRate;
    } else {
        return fieldError(QStringLiteral("rate"),
                          Tr::tr("the result does not say its load (a rate, or a limit on the "
                                 "requests in flight): give --rate or --concurrency"));
    }
    // The highest percentile the result reports for both latencies.
    double pct = 0;
    for (auto it = m.ttft.percentiles.constBegin(); it != m.ttft.percentiles.constEnd(); ++it)
        if (m.tpot.percentiles.contains(it.key()))
            pct = std::max(pct, it.key());
    r.targets = LatencyTargets{};
    r.targets.percentile = pct > 0 ? pct : 50;
    auto fit = estimateServing(r, data);
    if (!fit)
        return fit.error();
    if (!m.model.isEmpty() && !sameModel(m.model, fit->workload.model))
        return fieldError(QStringLiteral("model"),
                          Tr::tr("the result was run with %1, not %2: give the model it ran")
                              .arg(m.model, fit->workload.model.name));
    Measurement x;
    x.gpuId = gpu.value()->id;
    x.gpus = r.gpusPerReplica;
    x.engine = engineName(r.engine);
    x.modelId = fit->workload.model.id;
    x.weights = precisionName(fit->workload.weights);
    x.inputTokens = r.inputTokens;
    x.outputTokens = r.outputTokens;
    x.loadKind = r.load == LoadKind::Concurrency ? QStringLiteral("concurrency") : QStringLiteral("rate");
    x.load = r.load == LoadKind::Concurrency ? r.concurrency : r.rate;
    x.percentile = r.targets.percentile;
    const auto at = [&](const LatencyStats& s) {
        return r.targets.percentile == 50 ? s.median.value_or(0) : s.percentiles.value(r.targets.percentile);
    };
    x.ttftMs = at(m.ttft);
    x.tpotMs = at(m.tpot);
    x.outputTps = m.outputThroughput.value_or(0);
    x.ttftFitMs = fit->point.ttftPercentileMs;
    x.tpotFitMs = fit->point.tpotPercentileMs;
    x.outputTpsFit = fit->point.outputTokensPerSecond;
    x.tool = m.toolName();
    x.file = QFileInfo(fileName).fileName();
    static const QRegularExpression script(QStringLiteral("^service-(.+)-[0-9]{8}-[0-9]{6}\\.json$"));
    x.host = script.match(x.file).captured(1);
    const ServingConstants& k = ServingConstants::shipped();
    x.used = !outsidePublishedBand(x.ttftMs, x.ttftFitMs, k.ttft) &&
             !outsidePublishedBand(x.tpotMs, x.tpotFitMs, k.tpot);
    return x;
}

} // namespace gpuplan
