#pragma once

#include "EngineGeneration.h"
#include "catalog/GpuModel.h"
#include "catalog/ModelSpec.h"
#include "catalog/Precision.h"
#include "estimate/EstimateModel.h"
#include "estimate/MemoryEstimator.h"
#include "estimate/Workload.h"
#include "util/Result.h"
#include "util/Words.h"

#include <QList>
#include <QString>

namespace gpuplan {

// The program that serves the model. Its kernels, scheduler and default limits differ, so each has its own
// step overhead and largest batch, fitted on the published rows (../shared/data/measured-serving.md).
enum class Engine
{
    Vllm,
    Sglang,
    TensorRtLlm,
    MindIe // Huawei's engine for Ascend; no public row yet: vLLM's constants are used
};
constexpr int kEngineCount = 4;
QList<Engine> allEngines();
QString engineName(Engine e);  // "vllm", "sglang", "tensorrt-llm", "mindie"
QString engineLabel(Engine e); // "vLLM", "SGLang", "TensorRT-LLM", "MindIE"
std::optional<Engine> engineFromName(const QString& name);

// Latency limits a service must keep: time to first token (TTFT) and time per output token after the
// first (TPOT), at a percentile of requests. 0 = no limit.
struct LatencyTargets
{
    QString preset; // "chat", "mlperf", "interactive", "batch"; empty = given by hand
    double ttftMs = 0;
    double tpotMs = 0;
    double percentile = 90; // of requests, 50–99.9

    bool isEmpty() const { return ttftMs <= 0 && tpotMs <= 0; }
    // The presets: chat 2 s / 50 ms p90; MLPerf Llama-2-70B "Server" 2 s / 200 ms p99; MLPerf "Interactive"
    // 450 ms / 40 ms p99; batch: none (MLPerf Inference rules, ../shared/data/measured-serving.md).
    static QStringList presetNames();
    static std::optional<LatencyTargets> fromPreset(const QString& name);
    // In a customer's words: "the answer starts within `ttftSeconds`" and "reads at `tokensPerSecond` per
    // user" (TPOT = 1000 ÷ tokens/s); 0 = no limit.
    static LatencyTargets fromCustomer(double ttftSeconds, double tokensPerSecond, double percentile);
    // Translated: "first token within 2,000 ms, 50 ms per output token (20.0 tokens/s per user), for 90 % of
    // requests"; `named` adds the abbreviations, as a text's first mention gives them (glossary: 首 token
    // 时延（TTFT）, 每 token 时延（TPOT）).
    QString describe(bool named = false) const;
};

// The serving model's constants: shipped values fitted on the published rows (see the README's "Serving
// model" and tests/core/tst_serving.cpp, which refits them with each source left out).
struct ServingConstants
{
    // Fraction of the GPU's memory bandwidth a decode step reaches. The decode step's constants (this, the
    // decode compute scale, the layer and engine overheads) are fitted on the throughput rows alone; the
    // latency rows test them.
    double memoryEfficiency = 0.75;
    // Compute efficiency of a decode step and of a prefill, as a multiple of the GPU's catalog efficiency
    // (default_mfu, fitted on training runs).
    double decodeComputeScale = 0.6;
    // The decode batch at which its matrix products reach half that efficiency: a step of B sequences
    // computes as B + half would at full efficiency (small products fill only part of the tensor cores'
    // tiles, 16 to 64 rows). Fitted on the throughput rows over 0–32: since today's engines' rows joined
    // (2026-12) the fit takes 0, no loss.
    double decodeBatchHalf = 0;
    double prefillComputeScale = 0.9;
    // MoE models: grouped expert kernels, routing and the all-to-all reach this share of a dense model's
    // compute efficiency (fitted on every row's prefill and decode).
    double moeScale = 0.7;
    // Seconds per step for each layer's kernel launches and synchronisation.
    double layerOverheadSec = 2e-5;
    // Per engine generation (indexed by EngineGeneration): seconds of scheduling per step, and how fast its
    // kernels run against the reference (a factor on the decode step's memory bandwidth and on the compute
    // of decode and prefill). A generation without published rows takes its fallback's (constantsOf).
    double generationOverheadSec[kGenerationCount] = {0.004, 0.001, 0.014, 0.014, 0.001, 0.004, 0.001};
    double generationSpeed[kGenerationCount] = {0.7, 1, 1.2, 1.2, 0.8, 1, 1};
    // Per engine (indexed by Engine): the most sequences batched.
    int engineMaxBatch[kEngineCount] = {1024, 1024, 2048, 1024};
    // Share of GPU memory the engine takes (vLLM's gpu_memory_utilization default 0.9) and the activation
    // workspace inside it.
    double memoryUtilisation = 0.9;
    double workspaceGiB = 1.5;
    // How far figures can be off: published ÷ estimated, 10th–90th percentile over the rows with each
    // source left out of the fit.
    UncertaintyBand throughput{0.74, 1.4, 28};
    UncertaintyBand ttft{0.65, 2.3, 12};
    UncertaintyBand tpot{0.55, 1.7, 11};
    // The same for an engine generation the fit has no rows of (MindIE, SGLang 0.3): published ÷ estimated
    // with each whole generation left out of the fit, so that its rows are estimated with another's
    // constants.
    UncertaintyBand throughputOther{0.74, 1.4, 28};
    UncertaintyBand ttftOther{0.6, 2.6, 12};
    UncertaintyBand tpotOther{0.55, 1.3, 11};
    struct Bands
    {
        UncertaintyBand throughput, ttft, tpot;
    };
    Bands bandsFor(const EngineRelease& engine) const
    {
        return engine.calibrated() ? Bands{throughput, ttft, tpot}
                                   : Bands{throughputOther, ttftOther, tpotOther};
    }
    // How far the estimates were off with each source left out of the fit (tst_serving leaveOneSourceOut
    // computes them and fails when these differ; the README's "Serving model" table and the serving PDF quote
    // them): |estimated ÷ published − 1|, median and largest, in percent.
    struct HeldOutError
    {
        double medianPercent = 0;
        double largestPercent = 0;
    };
    HeldOutError throughputError{12.4, 47.1}, ttftError{31.8, 93.0}, tpotError{40.2, 114.8};

    static const ServingConstants& shipped();
    // The rows the constants were fitted on, in the language in force (a Chinese document names the
    // publications in Chinese, without file names: zh-review-5 E14).
    static QString fittedOn();
};

// What is served: the model, how its weights and KV cache are stored, a typical request, the engine.
struct ServingWorkload
{
    ModelSpec model;
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    double inputTokens = 1024;   // per request, mean
    double outputTokens = 256;   // per request, mean
    double prefixCacheShare = 0; // share of input tokens found in the prefix cache (not computed again)
    // How much the questions' lengths vary: their coefficient of variation (standard deviation ÷ mean; 0 =
    // all alike, as benchmarks run). Lengths are taken as log-normal: the percentile's TTFT is the prefill of
    // the percentile's question, mean × exp(z·σ − σ²/2), σ² = ln(1 + cv²).
    double inputSpread = 0;
    Engine engine = Engine::Vllm;
    QString engineVersion; // empty = the current release
    EngineRelease release() const { return {engine, engineVersion}; }
    // Speculative decoding (DeepSeek's and Qwen3-Next's MTP, EAGLE heads): tokens drafted per step and the
    // mean tokens a step keeps per sequence, the verified one included (1 < acceptance ≤ draft + 1); 0 = off.
    // With one MTP token DeepSeek-V3 accepts the second token 85–90 % of the time (DeepSeek-V3 technical
    // report, arXiv 2412.19437 §5.4.3): acceptance 1.85 by default (kDefaultMtpAcceptance).
    int draftTokens = 0;
    double acceptanceLength = 0;
    static constexpr double kDefaultMtpAcceptance = 1.85;
    // Draft tokens 0–8; with some, an acceptance in (1, draft + 1]; an acceptance alone is refused.
    static Status checkSpeculative(int draftTokens, double acceptanceLength);
    // The engine's token budget per step (vLLM's max_num_batched_tokens, SGLang's chunked_prefill_size,
    // TensorRT-LLM's max_num_tokens); 0 = the engine's default today (prefillTokenBudget).
    int tokenBudget = 0;
    // The requests of a fixed concurrency start together and run to the end, none replaced, as vLLM's
    // benchmark_latency runs one batch.
    bool oneBatch = false;
    // The buyer's measurements (ServingCalibration): per GPU of the catalogue the replicas point into, the
    // scales applied to the prefill compute and the decode step of its replicas; empty = the published fit.
    struct GpuScale
    {
        const GpuModel* gpu = nullptr;
        double prefill = 1, decode = 1;
    };
    QList<GpuScale> calibration;

    Status validate() const; // each error names its option
    // The input length at a percentile of requests (the mean when the lengths do not vary).
    double inputAt(double percentile) const;
};

// One copy of the model: `gpus` GPUs of one model, tensor parallel inside a server (and expert parallel for
// MoE), across servers when it needs more than a server holds.
struct Replica
{
    const GpuModel* gpu = nullptr;
    int gpus = 1;
    int gpusPerServer = 8;
    Network network = Network::Rdma;
    int servers() const { return (gpus + gpusPerServer - 1) / gpusPerServer; }
};

// A replica under one load.
struct ServingPoint
{
    double concurrency = 0; // requests in the replica, mean (waiting, prefilling, decoding)
    double batch = 0;       // sequences decoding together, mean
    double requestsPerSecond = 0;
    double outputTokensPerSecond = 0;
    double inputTokensPerSecond = 0;
    double ttftMs = 0, tpotMs = 0;                     // mean
    double ttftPercentileMs = 0, tpotPercentileMs = 0; // at the targets' percentile
    double percentile = 90;
    double prefillShare = 0; // of the GPUs' busy time, the share spent on prefill (input tokens)
    // A fixed concurrency (closed loop): the prompts prefilled in one step (the engine's token budget ÷ the
    // prompt) and whether the engine prefills them before decoding (SGLang, MindIE) or within decode steps
    // (vLLM, TensorRT-LLM). 0 under random arrivals.
    double prefillGroup = 0;
    bool prefillsFirst = false;
    bool saturated = false; // the load is more than the replica serves: no latency is given
    bool meetsTargets = true;
};

// One point of a throughput–latency curve: what each GPU delivers against what each user reads.
struct ServingCurvePoint
{
    double requestsPerSecond = 0;
    double outputTokensPerSecondPerGpu = 0;
    double tokensPerSecondPerUser = 0; // 1000 ÷ TPOT (mean)
    double ttftPercentileMs = 0;
    double tpotPercentileMs = 0;
};

// What one replica holds and does at its limits.
struct ReplicaFigures
{
    bool fits = false;
    Words whyNot;                      // when it does not fit
    bool precisionUnsupported = false; // the GPU cannot run the weights' precision at all
    double capacityGiB = 0;            // per GPU
    double weightsGiB = 0;             // per GPU
    double reserveGiB = 0;             // runtime reserve and workspace, per GPU
    double kvBudgetGiB = 0;            // per GPU
    double kvBytesPerToken = 0;        // per GPU
    int maxSequences = 0;              // requests of input + output tokens the KV cache holds
    int maxBatch = 0;                  // the engine's limit and the KV cache's, whichever is lower
    double prefillMs = 0;              // one request's prefill, alone
    double singleStreamTpotMs = 0;
    double maxOutputTokensPerSecond = 0;    // offline maximum: the batch full, no latency limit
    double saturationRequestsPerSecond = 0; // the most requests per second it serves at all (random arrivals)
};

// Serving figures of a replica: memory, then prefill and decode step times from compute, memory bandwidth
// and the tensor-parallel all-reduces (and MoE all-to-all) over the real links; continuous batching with
// prefills before decodes; a closed loop as benchmarks run, Poisson arrivals at a request rate, or users
// with a think time.
class ServingEstimator
{
public:
    explicit ServingEstimator(const ServingWorkload& workload,
                              const ServingConstants& constants = ServingConstants::shipped());

    ReplicaFigures replica(const Replica& r) const;
    // A fixed number of requests at once, started together (as benchmarks run).
    ServingPoint atConcurrency(const Replica& r, double concurrency, double percentile = 50) const;
    // Requests arriving at random (Poisson) at `requestsPerSecond`.
    ServingPoint atRate(const Replica& r, double requestsPerSecond, double percentile = 90) const;
    // `users` people, each asking again `thinkSeconds` after an answer ends.
    ServingPoint atUsers(const Replica& r, double users, double thinkSeconds, double percentile = 90) const;
    // The most requests per second the replica serves within the targets (0: not even one at a time); with
    // no targets, the most it serves at all.
    double capacity(const Replica& r, const LatencyTargets& targets) const;
    // The most requests in flight at once (a closed loop, as benchmarks and a concurrency load run) whose
    // latencies stay within the targets: 0 when not even one; at most the batch the replica holds (more only
    // wait in the queue, they add no throughput).
    double concurrencyCapacity(const Replica& r, const LatencyTargets& targets) const;
    // The replica from light load to its limit (`points` rates, evenly up to just below saturation).
    QList<ServingCurvePoint> curve(const Replica& r, double percentile, int points = 16) const;
    // The formulas behind a point, with their inputs.
    QList<Explanation> explain(const Replica& r, const ServingPoint& p) const;

    const ServingWorkload& workload() const { return m_w; }
    const ServingConstants& constants() const { return m_k; }

    // The normal distribution's quantile (z for 0.9 = 1.2816), for percentiles.
    static double normalQuantile(double p);
    // The prompt tokens an engine prefills in one step by default (its token budget) on this GPU.
    static int prefillTokenBudget(Engine engine, const GpuModel& gpu);
    // Whether the engine puts new requests' prefills into decode steps (else prefills run first, on their
    // own).
    static bool mixesPrefillWithDecode(Engine engine);

private:
    struct Physics;
    Physics physics(const Replica& r) const;
    ServingPoint oneBatchMixed(const Physics& f, double batch, double percentile) const;

    ServingWorkload m_w;
    ServingConstants m_k;
};

} // namespace gpuplan
