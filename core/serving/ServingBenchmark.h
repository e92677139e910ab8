#pragma once

#include "ServingPlan.h"
#include "acceptance/Acceptance.h"
#include "acceptance/ServiceResult.h"
#include "checklist/Checklist.h"
#include "quotes/Quote.h"

namespace gpuplan {

// The service a contract buys, measured on the delivered servers (issue 61 item 2): one replica of the
// layout the quote's servers hold for the service (rankQuotesForServing), launched with the engine as the
// plan assumed it (tensor parallel size, precision, KV cache type, batch limit), then the engine's own
// benchmark run with the contract's parameters at one replica's share of the peak: random prompts of the
// request's lengths, the rate or the requests at once, enough prompts for the percentile, the result saved.
// What the plan expects of that replica (TTFT and TPOT at the percentile, output tokens/s, with their bands)
// and what the contract requires (the targets) are stated beside it, so that the saved result can be judged.
// Its replica points into the PlannerData's catalogue, which must outlive it.
struct ServingBenchmark
{
    Quote quote;
    ServingRequest request;
    int gpusPerReplica = 0;
    int replicasNeeded = 0;   // for the peak with headroom, on this quote's GPUs
    double rate = 0;          // one replica's share of the peak, requests/s (0 under a concurrency)
    double concurrency = 0;   // one replica's share of the requests at once (0 under a rate)
    int prompts = 0;          // requests the benchmark sends
    ServingEstimate expected; // one replica at that share
    QString script;           // bash: `launch` starts the engine, `bench` runs the benchmark
};

// Refused (with the field named) when the quote cannot hold the model for the service, when its GPUs are not
// in the catalogue, or when the request is invalid. Nothing is started or stored.
Result<ServingBenchmark> servingBenchmark(const ServingRequest& request, const Quote& quote,
                                          const PlannerData& data);

// The benchmark's result judged against the contract and the plan (issue 61 item 3), for the one replica
// it ran on. A run of another model, other lengths, another load or quantized weights the contract does not
// name is a mismatch and is not judged; failed requests fail the service; a limit of the contract broken
// fails it; figures worse than the plan's estimate but within the contract are "below the plan" (inside
// its band or not, said per figure).
enum class ServiceVerdict
{
    Meets,     // the contract's limits kept, every figure as planned or better
    BelowPlan, // the contract's limits kept, a figure worse than the plan's estimate
    Fails,     // a limit broken, requests failed, or (requests at once) throughput below the plan's band
    Mismatch,  // not the contract's run: not judged
};
QString serviceVerdictKey(ServiceVerdict v); // "meets", "below_plan", "fails", "mismatch"
QString serviceVerdictText(ServiceVerdict v);

struct ServiceFigure
{
    QString metric;           // "ttft", "tpot", "output_throughput"
    double percentile = 0;    // latencies: the percentile measured (the contract's, or the nearest above)
    double measured = 0;      // ms, or output tokens/s
    double expected = 0;      // the plan's estimate for this replica at this load and percentile
    double low = 0, high = 0; // the plan's band around it
    double limit = 0;         // the contract's (0: none)
    bool judged = true;       // false: shown only (the throughput under a rate is the load's)
    bool higherIsBetter = false;
    bool keepsLimit() const;
    bool asPlanned() const;  // no worse than the estimate
    bool insideBand() const; // no worse than the band's far edge
    QString metricText() const;
};

struct ServiceJudgement
{
    ServiceVerdict verdict = ServiceVerdict::Mismatch;
    QString replica; // the server it ran on, when the result's file name says (service-HOST-….json)
    QList<ServiceFigure> figures;
    QList<Words> mismatches; // why it is not the contract's run
    QList<Words> findings;   // failed requests, a limit broken, notes on how it was judged
    Words sentence;          // the verdict in a sentence
};

// `fileName` (optional) names the replica when it follows the script's RESULT name.
ServiceJudgement judgeService(const ServingBenchmark& benchmark, const ServiceMeasurement& measured,
                              const QString& fileName = QString());

// The judged run as one of the buyer's measurements (issue 61 item 4): what was measured, on what, under
// which quote, and the published fit's estimate of the same run at the same percentile — `fit` is the
// benchmark planned with calibration off (request.calibrate = false). Set aside (used = false, the reason in
// `note`) when TTFT or TPOT is far outside the published band (outsidePublishedBand): kept and named, not
// used until the user takes it in.
Measurement measurementOf(const ServingBenchmark& fit, const ServiceMeasurement& measured,
                          const QString& fileName = QString());

// The contract's service level as checklist items (issue 61 item 1), worded in the language in force when
// read: on the contract checklist (codes svc-*) the terms to write into the contract — model, weights, KV
// cache and engine; each replica and its load and lengths; TTFT and TPOT at the percentile; output tokens/s
// per replica — each limit with the plan's figure and band beside it; on the acceptance checklist (acc-svc-*)
// what the delivered replica is judged on by `acceptance check --service`.
struct ServiceLevelItem
{
    QString code;
    Words text;
    Words expected;
};
QList<ServiceLevelItem> serviceLevelItems(const ServingBenchmark& benchmark, bool acceptance);
// The same items as checklist items (category "service"), worded in both languages.
QList<ChecklistItem> serviceChecklistItems(const ServingBenchmark& benchmark, bool acceptance);
// A judged run as findings on the acceptance checklist's service items, worded in the language in force
// (none for a mismatch: nothing was judged). The replica it ran on is named in each.
QList<AcceptanceFinding> serviceFindings(const ServingBenchmark& benchmark,
                                         const ServiceMeasurement& measured,
                                         const ServiceJudgement& judgement);

// A benchmark's result the buyer ran without a contract in the program (issue 61 item 4: "any result file the
// user imports"): what it ran on is given (GPU, GPUs per replica, model, weights, engine); the lengths and
// the load are read from the result where it says them, else taken from `given`; the published fit estimates
// the same run (calibration off) at the highest percentile the result reports. Refused, naming the option,
// when the GPU or model is not in the catalogue, or the lengths or load can be read from neither.
// Whether the model a run names (a Hugging Face id or a path: "Qwen/Qwen2.5-72B-Instruct") is the
// catalogue's.
bool sameModel(const QString& run, const ModelSpec& model);

struct ResultContext
{
    QString gpuId;
    int gpusPerReplica = 1;
    QString modelId;
    Precision weights = servingLimits::kDefaultWeights;
    std::optional<Engine> engine;             // none: the tool's (vLLM or SGLang)
    double inputTokens = 0, outputTokens = 0; // 0: from the result
    double rate = 0, concurrency = 0;         // 0: from the result
};
Result<Measurement> measurementFromResult(const ServiceMeasurement& measured, const ResultContext& given,
                                          const PlannerData& data, const QString& fileName = QString());

} // namespace gpuplan
