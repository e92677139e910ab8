#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace gpuplan {

// What a serving benchmark printed or saved, read as its tool wrote it (issue 61 item 3): vLLM's
// `vllm bench serve` (and benchmarks/benchmark_serving.py before it) — the JSON of --save-result and the
// printed "Serving Benchmark Result" block —, and SGLang's `sglang.bench_serving` — the JSON lines of
// --output-file and its printed block. Formats from the tools' sources (vllm/benchmarks/serve.py,
// sglang/bench_serving.py) and their published outputs (tests/fixtures/service/README.md).
enum class ServiceTool
{
    VllmBench,
    SglangBench,
};

// One latency metric in milliseconds: the mean, the median and the percentiles the run asked for.
struct LatencyStats
{
    std::optional<double> mean, median;
    QMap<double, double> percentiles; // 90 → p90, 99 → p99 …
    bool isEmpty() const { return !mean && !median && percentiles.isEmpty(); }
    // The value at the percentile asked for, or else at the nearest higher one the run reports (a stricter
    // test), with the percentile used; nothing when only lower ones (or none) are there. 50 is the median.
    std::optional<std::pair<double, double>> atOrAbove(double percentile) const;
};

struct ServiceMeasurement
{
    ServiceTool tool = ServiceTool::VllmBench;
    QString form;    // "saved_json", "json_lines", "printed" (formText() words it)
    int results = 1; // results in the file; the last is the one read
    QString model;   // the model the benchmark asked for (model_id, or the command line's), as written
    QString backend;
    std::optional<int> prompts;   // requests the run was to send
    std::optional<int> completed; // answered
    std::optional<int> failed;
    std::optional<double> durationSeconds;
    std::optional<double> totalInputTokens, totalOutputTokens;
    std::optional<double> randomInputLen, randomOutputLen; // the lengths asked for, when written
    std::optional<bool> ignoreEos;
    // The load: a rate (requests/s; infinity: all at once) and/or a limit on the requests in flight.
    std::optional<double> requestRate;
    std::optional<int> maxConcurrency; // 0 = not set
    std::optional<double> requestThroughput, outputThroughput;
    LatencyStats ttft, tpot, itl, e2e;

    QString toolName() const; // "vllm bench serve", "sglang.bench_serving"
    QString formText() const; // "saved JSON", "JSON lines", "printed result", in the language in force
    std::optional<double> meanInputTokens() const;
    std::optional<double> meanOutputTokens() const;
    int failedRequests() const; // as written, or else prompts − completed where both are known
};

// Reads one result. Refused, saying why: nothing either tool writes (naming the forms recognised), a
// JSON document or line cut off, a printed block without its end (a cut-off run), a result without the
// requests answered or without time to first token and time per output token.
Result<ServiceMeasurement> parseServiceResult(const QByteArray& bytes);

} // namespace gpuplan
