#include "ServingEstimator.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

// The serving question's inputs: engines, latency targets, the workload's checks, the shipped constants, and
// what the engines do by default.
namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};
} // namespace

QList<Engine> allEngines()
{
    return {Engine::Vllm, Engine::Sglang, Engine::TensorRtLlm, Engine::MindIe};
}

QString engineName(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return QStringLiteral("vllm");
    case Engine::Sglang:
        return QStringLiteral("sglang");
    case Engine::TensorRtLlm:
        return QStringLiteral("tensorrt-llm");
    case Engine::MindIe:
        return QStringLiteral("mindie");
    }
    return {};
}

QString engineLabel(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return QStringLiteral("vLLM");
    case Engine::Sglang:
        return QStringLiteral("SGLang");
    case Engine::TensorRtLlm:
        return QStringLiteral("TensorRT-LLM");
    case Engine::MindIe:
        return QStringLiteral("MindIE");
    }
    return {};
}

std::optional<Engine> engineFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (Engine e : allEngines())
        if (n == engineName(e) || n == engineLabel(e).toLower())
            return e;
    if (n == QLatin1String("trt-llm") || n == QLatin1String("trtllm") || n == QLatin1String("tensorrt"))
        return Engine::TensorRtLlm;
    return std::nullopt;
}

QStringList LatencyTargets::presetNames()
{
    return {QStringLiteral("chat"), QStringLiteral("mlperf"), QStringLiteral("interactive"),
            QStringLiteral("batch")};
}

std::optional<LatencyTargets> LatencyTargets::fromPreset(const QString& name)
{
    LatencyTargets t;
    t.preset = name.trimmed().toLower();
    if (t.preset == QLatin1String("chat")) {
        t.ttftMs = 2000;
        t.tpotMs = 50;
        t.percentile = 90;
    } else if (t.preset == QLatin1String("mlperf")) {
        t.ttftMs = 2000;
        t.tpotMs = 200;
        t.percentile = 99;
    } else if (t.preset == QLatin1String("interactive")) {
        t.ttftMs = 450;
        t.tpotMs = 40;
        t.percentile = 99;
    } else if (t.preset == QLatin1String("batch")) {
        t.percentile = 90;
    } else {
        return std::nullopt;
    }
    return t;
}

LatencyTargets LatencyTargets::fromCustomer(double ttftSeconds, double tokensPerSecond, double percentile)
{
    LatencyTargets t;
    t.ttftMs = ttftSeconds > 0 ? ttftSeconds * 1000.0 : 0;
    t.tpotMs = tokensPerSecond > 0 ? 1000.0 / tokensPerSecond : 0;
    t.percentile = percentile;
    return t;
}

QString LatencyTargets::describe(bool named) const
{
    if (isEmpty())
        return Tr::tr("no latency limit");
    const QLocale l;
    QStringList parts;
    if (ttftMs > 0)
        parts << (named ? Tr::tr("time to first token (TTFT) within %1 ms")
                        : Tr::tr("first token within %1 ms"))
                     .arg(l.toString(ttftMs, 'f', 0));
    if (tpotMs > 0)
        parts << (named ? Tr::tr("time per output token (TPOT) %1 ms (%2 tokens/s per user)")
                        : Tr::tr("%1 ms per output token (%2 tokens/s per user)"))
                     .arg(l.toString(tpotMs, 'f', 0), l.toString(1000.0 / tpotMs, 'f', 1));
    return Tr::tr("%1, for %2 % of requests").arg(parts.join(Tr::tr(", ")), l.toString(percentile, 'g', 3));
}

const ServingConstants& ServingConstants::shipped()
{
    static const ServingConstants k;
    return k;
}

QString ServingConstants::fittedOn()
{
    return Tr::tr("S5–S8, S32 (NVIDIA TensorRT-LLM perf-overview, v1.0); S33 (NVIDIA's H200 launch blog, "
                  "TensorRT-LLM v0.5); S9–S15 (ai-dynamo aiconfigurator silicon_refs.csv); S24, S25 "
                  "(tenstorrent tt-inference-server); S26 (Oracle); S28 (johnmusgrave.com); S30 "
                  "(databasemart.com): published serving benchmarks; S40–S96 (aiconfigurator "
                  "silicon_sample.csv) only test");
}

double ServingWorkload::inputAt(double percentile) const
{
    if (inputSpread <= 0)
        return inputTokens;
    const double sigma = std::sqrt(std::log(1.0 + inputSpread * inputSpread));
    const double z = ServingEstimator::normalQuantile(percentile / 100.0);
    return inputTokens * std::exp(z * sigma - sigma * sigma / 2.0);
}

Status ServingWorkload::checkSpeculative(int draftTokens, double acceptanceLength)
{
    if (!(draftTokens >= 0 && draftTokens <= 8))
        return fieldError(QStringLiteral("speculative"),
                          Tr::tr("draft tokens per step must be from 0 (off) to 8"));
    if (draftTokens > 0 && !(acceptanceLength > 1 && acceptanceLength <= draftTokens + 1))
        return fieldError(QStringLiteral("acceptance"),
                          Tr::tr("with %n draft token(s) a step keeps more than 1 and at most %1 tokens per "
                                 "sequence on average; %2 was given",
                                 nullptr, draftTokens)
                              .arg(draftTokens + 1)
                              .arg(acceptanceLength));
    if (draftTokens == 0 && acceptanceLength > 0)
        return fieldError(QStringLiteral("acceptance"),
                          Tr::tr("an acceptance length is for speculative decoding: give the draft tokens "
                                 "per step too"));
    return Status();
}

Status ServingWorkload::validate() const
{
    if (model.params <= 0 || model.layers <= 0 || model.hidden <= 0)
        return fieldError(QStringLiteral("model"), Tr::tr("serving needs a model with a known architecture"));
    if (!(inputTokens >= 1 && inputTokens <= 10e6))
        return fieldError(QStringLiteral("input"),
                          Tr::tr("input tokens per request must be between 1 and 10,000,000"));
    if (!(outputTokens >= 1 && outputTokens <= 10e6))
        return fieldError(QStringLiteral("output"),
                          Tr::tr("output tokens per request must be between 1 and 10,000,000"));
    if (model.context > 0 && inputTokens + outputTokens > model.context)
        return fieldError(QStringLiteral("input"),
                          Tr::tr("input + output tokens (%1) exceed the model's context of %2 tokens")
                              .arg(inputTokens + outputTokens, 0, 'f', 0)
                              .arg(model.context));
    if (!(inputSpread >= 0 && inputSpread <= 3))
        return fieldError(QStringLiteral("spread"),
                          Tr::tr("the spread of question lengths must be from 0 to 300 % of the mean"));
    if (!(prefixCacheShare >= 0 && prefixCacheShare < 1))
        return fieldError(QStringLiteral("prefix-cache"),
                          Tr::tr("the share of input tokens from the prefix cache must be from 0 up to (not "
                                 "including) 100 %"));
    if (Status s = checkSpeculative(draftTokens, acceptanceLength); !s)
        return s;
    if (weights == Precision::FP32 || weights == Precision::TF32)
        return fieldError(QStringLiteral("precision"),
                          Tr::tr("serve weights in bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ)"));
    if (kvCache != Precision::BF16 && kvCache != Precision::FP16 && kvCache != Precision::FP8 &&
        kvCache != Precision::INT8)
        return fieldError(QStringLiteral("kv-precision"),
                          Tr::tr("the KV cache is kept in bf16, fp16, fp8 or int8"));
    return Status();
}

int ServingEstimator::prefillTokenBudget(Engine engine, const GpuModel& gpu)
{
    // The engines' defaults: vLLM's API server 8,192 tokens a step on GPUs of 70 GiB or more other than the
    // A100, else 2,048 (EngineArgs.get_batch_defaults); SGLang's chunked prefill 2,048 under 35 GB, 8,192
    // under 160 GB, else 16,384 (ServerArgs); TensorRT-LLM's max_num_tokens 8,192; MindIE's 8,192.
    switch (engine) {
    case Engine::Vllm:
        return gpu.memoryGb >= 70 && !gpu.name.startsWith(QLatin1String("A100")) ? 8192 : 2048;
    case Engine::Sglang:
        return gpu.memoryGb < 35 ? 2048 : gpu.memoryGb < 160 ? 8192 : 16384;
    case Engine::TensorRtLlm:
    case Engine::MindIe:
        return 8192;
    }
    return 8192;
}

bool ServingEstimator::mixesPrefillWithDecode(Engine engine)
{
    // vLLM (V1: chunked prefill always on) and TensorRT-LLM (in-flight batching) put new requests' prefill
    // tokens into the decode step, within the step's token budget. SGLang (mixed chunks off by default) and
    // MindIE run waiting prefills as batches of their own before the next decode step.
    return engine == Engine::Vllm || engine == Engine::TensorRtLlm;
}

} // namespace gpuplan
