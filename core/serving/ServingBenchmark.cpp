// servingBenchmark: the contract's service as a benchmark on one delivered replica (issue 61 item 2). The
// commands are the engines' documented ones: `vllm serve` and `vllm bench serve` (docs.vllm.ai, "vllm bench
// serve": --dataset-name random, --random-input-len, --random-output-len, --num-prompts, --request-rate,
// --max-concurrency, --percentile-metrics, --metric-percentiles, --save-result, --result-filename), SGLang's
// `sglang.launch_server` and `sglang.bench_serving`; any other engine's OpenAI-compatible server is measured
// with `vllm bench serve --backend openai`.
#include "ServingBenchmark.h"

#include "ServingQuotes.h"
#include "planner/PlannerData.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

QString num(double v, int decimals)
{
    return QLocale(QLocale::C).toString(v, 'f', decimals);
}

// The prompts a run sends: two minutes of the rate (or ten rounds of the requests at once), at least 200
// so that the 90th/99th percentile rests on tens of requests, at most 5,000.
int promptsFor(double rate, double concurrency)
{
    const double n = rate > 0 ? rate * 120.0 : concurrency * 10.0;
    return int(std::clamp(std::ceil(n), 200.0, 5000.0));
}

QString launchCommand(const ServingBenchmark& b, int maxBatch)
{
    const ServingRequest& r = b.request;
    const Precision kv = r.kvCache.value_or(r.weights == Precision::FP8 ? Precision::FP8 : Precision::BF16);
    const int context = int(std::ceil(r.inputTokens * (1.0 + 3.0 * r.inputSpread) + r.outputTokens));
    switch (r.engine) {
    case Engine::Vllm:
        return QStringLiteral("vllm serve \"$MODEL\" --tensor-parallel-size %1 --max-num-seqs %2 "
                              "--max-model-len %3%4%5 --port \"$PORT\"")
            .arg(b.gpusPerReplica)
            .arg(maxBatch)
            .arg(context)
            .arg(r.weights == Precision::FP8 ? QStringLiteral(" --quantization fp8") : QString(),
                 kv == Precision::FP8 ? QStringLiteral(" --kv-cache-dtype fp8") : QString());
    case Engine::Sglang:
        return QStringLiteral("python3 -m sglang.launch_server --model-path \"$MODEL\" --tp %1 "
                              "--max-running-requests %2 --context-length %3%4%5 --port \"$PORT\"")
            .arg(b.gpusPerReplica)
            .arg(maxBatch)
            .arg(context)
            .arg(r.weights == Precision::FP8 ? QStringLiteral(" --quantization fp8") : QString(),
                 kv == Precision::FP8 ? QStringLiteral(" --kv-cache-dtype fp8_e5m2") : QString());
    case Engine::TensorRtLlm:
    case Engine::MindIe:
        break;
    }
    // No launch command of our own for these engines: the parameters to start it with.
    return QStringLiteral("echo \"start %1 with tensor parallel %2, at most %3 sequences, context %4, "
                          "OpenAI-compatible on port $PORT\" >&2; exit 2")
        .arg(engineLabel(r.engine))
        .arg(b.gpusPerReplica)
        .arg(maxBatch)
        .arg(context);
}

QString benchCommand(const ServingBenchmark& b)
{
    const ServingRequest& r = b.request;
    const QString load =
        b.concurrency > 0
            ? QStringLiteral("--max-concurrency %1 --request-rate inf").arg(num(std::ceil(b.concurrency), 0))
            : QStringLiteral("--request-rate %1").arg(num(b.rate, 3));
    const QString pct = QLocale(QLocale::C).toString(r.targets.percentile, 'g', 4);
    if (r.engine == Engine::Sglang)
        return QStringLiteral("python3 -m sglang.bench_serving --backend sglang --port \"$PORT\" "
                              "--dataset-name random --random-input-len %1 --random-output-len %2 "
                              "--random-range-ratio 1 --num-prompts %3 %4 --output-file \"$RESULT\"")
            .arg(num(r.inputTokens, 0), num(r.outputTokens, 0))
            .arg(b.prompts)
            .arg(load);
    return QStringLiteral("vllm bench serve --backend %1 --model \"$MODEL\" --port \"$PORT\" "
                          "--dataset-name random --random-input-len %2 --random-output-len %3 --ignore-eos "
                          "--num-prompts %4 %5 --percentile-metrics ttft,tpot,itl,e2el --metric-percentiles "
                          "50,%6,99 --save-result --result-filename \"$RESULT\"")
        .arg(r.engine == Engine::Vllm ? QStringLiteral("vllm") : QStringLiteral("openai"),
             num(r.inputTokens, 0), num(r.outputTokens, 0))
        .arg(b.prompts)
        .arg(load, pct);
}

QString banded(double v, const UncertaintyBand& band, int decimals)
{
    return QStringLiteral("%1 (%2-%3)")
        .arg(num(v, decimals), num(v * band.low, decimals), num(v * band.high, decimals));
}

QString scriptOf(const ServingBenchmark& b, const PlannerData& data)
{
    const ServingRequest& r = b.request;
    const ServingEstimate& e = b.expected;
    const ServingPoint& p = e.point;
    const QString pct = QLocale(QLocale::C).toString(r.targets.percentile, 'g', 4);
    const QString share = b.concurrency > 0 ? QStringLiteral("%1 requests at once").arg(num(b.concurrency, 1))
                                            : QStringLiteral("%1 requests/s").arg(num(b.rate, 3));
    QStringList s = {
        QStringLiteral("#!/usr/bin/env bash"),
        QStringLiteral("# GPU 租用规划 · 推理服务验收基准（在一台交付的服务器上运行）"),
        QStringLiteral("# GPU Rental Planner - the service bought, measured on one delivered server."),
        QStringLiteral("# 报价 Quote %1 · %2 · %3")
            .arg(b.quote.id)
            .arg(b.quote.provider, data.today().toString(Qt::ISODate)),
        QStringLiteral(
            "# 合同 Contract: %1, %2 weights, %3 KV cache, %4; %5 input / %6 output tokens; TTFT <= %7 ms, "
            "TPOT <= %8 ms at p%9")
            .arg(e.workload.model.name, precisionName(e.workload.weights), precisionName(e.workload.kvCache),
                 engineLabel(r.engine), num(r.inputTokens, 0), num(r.outputTokens, 0),
                 r.targets.ttftMs > 0 ? num(r.targets.ttftMs, 0) : QStringLiteral("-"),
                 r.targets.tpotMs > 0 ? num(r.targets.tpotMs, 1) : QStringLiteral("-"), pct),
        QStringLiteral(
            "# 一个副本 One replica: %1 x %2 (tensor parallel %1); the peak with headroom needs %3 "
            "replica(s) on this quote; this run gives one replica its share: %4, %5 prompts.")
            .arg(b.gpusPerReplica)
            .arg(e.replica.gpu->displayName())
            .arg(b.replicasNeeded)
            .arg(share)
            .arg(b.prompts),
        QStringLiteral("# 规划预计 The plan expects: TTFT p%1 %2 ms, TPOT p%1 %3 ms, %4 output tokens/s "
                       "(estimate, band).")
            .arg(pct, banded(p.ttftPercentileMs, e.ttftBand, 0), banded(p.tpotPercentileMs, e.tpotBand, 1),
                 // under a rate the throughput is the load itself; a closed loop's has its band
                 b.concurrency > 0 ? banded(p.outputTokensPerSecond, e.throughputBand, 0)
                                   : num(p.outputTokensPerSecond, 0) + QStringLiteral(" (the rate's)")),
        QStringLiteral("#"),
        QStringLiteral(
            "# 1. bash serve-bench.sh launch   启动引擎并保持运行 start the engine, leave it running"),
        QStringLiteral(
            "# 2. bash serve-bench.sh bench    在另一终端运行基准，结果存为 JSON; in a second terminal: "
            "the benchmark, its result saved as JSON"),
        QStringLiteral(
            "# 3. 对照上面的合同与预计 Compare the p%1 TTFT, TPOT and output throughput of the result "
            "with the contract and the plan above.")
            .arg(pct),
        QStringLiteral(
            "# 本脚本自身不启动任何东西 The script starts nothing unless told: launch, then bench."),
        QStringLiteral("set -u"),
        QStringLiteral("MODEL=\"${MODEL:?set MODEL to the weights' folder or their Hugging Face id}\""),
        QStringLiteral("PORT=\"${PORT:-8000}\""),
        QStringLiteral("RESULT=\"${RESULT:-service-$(hostname)-$(date +%Y%m%d-%H%M%S).json}\""),
        QStringLiteral("case \"${1:-}\" in"),
        QStringLiteral("launch)"),
        QStringLiteral("    %1").arg(launchCommand(b, e.figures.maxBatch)),
        QStringLiteral("    ;;"),
        QStringLiteral("bench)"),
        QStringLiteral("    %1").arg(benchCommand(b)),
        QStringLiteral("    ;;"),
        QStringLiteral("*)"),
        QStringLiteral("    echo \"usage: bash $0 launch|bench\" >&2"),
        QStringLiteral("    exit 2"),
        QStringLiteral("    ;;"),
        QStringLiteral("esac"),
    };
    return s.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

Result<ServingBenchmark> servingBenchmark(const ServingRequest& request, const Quote& quote,
                                          const PlannerData& data)
{
    auto ranked = rankQuotesForServing(request, {quote}, data);
    if (!ranked)
        return ranked.error();
    const ServingQuoteEvaluation& ev = ranked->first();
    if (ev.gpusPerReplica <= 0)
        return fieldError(
            QStringLiteral("quote"),
            Tr::tr("quote %1 cannot hold the service: %2").arg(quote.id).arg(servingQuoteReason(ev)));
    ServingBenchmark b;
    b.quote = quote;
    b.request = request;
    b.gpusPerReplica = ev.gpusPerReplica;
    b.replicasNeeded = std::max(1, ev.replicasNeeded);
    ServingRequest one = request;
    one.allowedGpuIds = {quote.gpuId};
    one.gpusPerReplica = b.gpusPerReplica;
    one.totalGpus = 0;
    if (request.load == LoadKind::Concurrency) {
        b.concurrency = std::max(1.0, request.concurrency / b.replicasNeeded);
        one.concurrency = b.concurrency;
    } else {
        b.rate = servingPeak(request) / b.replicasNeeded;
        one.load = LoadKind::Rate;
        one.rate = b.rate;
    }
    b.prompts = promptsFor(b.rate, b.concurrency);
    auto expected = estimateServing(one, data);
    if (!expected)
        return expected.error();
    b.expected = expected.value();
    b.script = scriptOf(b, data);
    return b;
}

} // namespace gpuplan
