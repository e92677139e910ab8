#pragma once

#include "ServingCalibration.h"
#include "ServingLimits.h"
#include "cost/Money.h"
#include "cost/PriceTerm.h"
#include "estimate/ServingEstimator.h"

#include <QJsonObject>

#include <array>

namespace gpuplan {

class PlannerData;

// How the load spreads over a day: 24 hourly shares of the day's requests (any scale; the busiest hour is the
// peak the service is sized for).
struct LoadProfile
{
    QString name; // "office", "evening", "flat", or a file's name
    std::array<double, 24> shares{};

    static QStringList presetNames();
    // office: 09–18 busy, a lunch dip, quiet nights; evening: a consumer app's peak 19–23; flat: all hours
    // alike.
    static std::optional<LoadProfile> fromPreset(const QString& name);
    // 24 numbers (commas, spaces or lines; "hour,share" lines also read), none negative, not all zero.
    static Result<LoadProfile> fromText(const QString& text, const QString& sourceName);
    double peak() const;
    QString label() const; // translated preset name, or the file's name
    double relative(int hour) const { return peak() > 0 ? shares[size_t(hour)] / peak() : 0; }
};

enum class LoadKind
{
    Rate,        // peak requests per second
    Users,       // concurrent users with a think time
    Concurrency, // requests in flight at once
};

// The serving question as the user asks it.
struct ServingRequest
{
    QString modelId;
    // A model that is not a preset (a config.json, an architecture given by hand): used instead of modelId.
    std::optional<ModelSpec> customModel;
    Precision weights = servingLimits::kDefaultWeights;
    std::optional<Precision> kvCache; // none = the weights' precision (bf16 for int4/int8 weights)
    double inputTokens = servingLimits::kDefaultInputTokens;
    double outputTokens = servingLimits::kDefaultOutputTokens;
    double prefixCacheShare = 0;
    double inputSpread = 0; // the questions' lengths: coefficient of variation (0 = all alike)
    LoadKind load = LoadKind::Rate;
    double rate = 0;                                           // peak requests per second
    double users = 0;                                          // concurrent users at the peak
    double thinkSeconds = servingLimits::kDefaultThinkSeconds; // users: reading and typing between answers
    double concurrency = 0;
    LatencyTargets targets = *LatencyTargets::fromPreset(QStringLiteral("chat"));
    LoadProfile profile = *LoadProfile::fromPreset(QStringLiteral("flat"));
    double headroom = servingLimits::kDefaultHeadroom;
    Engine engine = Engine::Vllm;
    QString engineVersion;       // empty = the current release (EngineRelease)
    int draftTokens = 0;         // speculative decoding: tokens drafted per step (0 = off)
    double acceptanceLength = 0; // mean tokens a step keeps per sequence (ServingWorkload)
    QStringList allowedGpuIds;   // empty = every GPU offered in the region
    int gpusPerReplica = 0;      // 0 = searched (1, 2, 4, 8, 16)
    int totalGpus = 0;           // an estimate: the GPUs to split into replicas (0 = one replica)
    int maxGpus = servingLimits::kDefaultMaxGpus;
    QString region; // empty = the settings'
    bool includeUnoffered = false;
    bool calibrate =
        true; // estimates follow the buyer's own measurements (ServingCalibration); false: the fit's

    // The question as a sales engineer hears it, the desktop's start: Qwen2.5-72B for 200 users who think
    // 30 s; everything else as the command line's defaults (bf16 weights, chat targets, a flat day, 20 %
    // headroom, every GPU offered in the region), so that the same words give the same answer in both.
    static ServingRequest forCustomer();
    Status validate() const; // each error names its option
    // The model served: the custom one, else the preset modelId names (an error names "model").
    Result<ModelSpec> model() const;
    ServingWorkload workload(const ModelSpec& model) const;
    QJsonObject toJson() const;
    // A plan file's "serving" object (the keys of toJson), read strictly: an unknown key (with the nearest
    // known one), a wrong value or a missing load is refused, the error naming "serving.<key>".
    static Result<ServingRequest> fromJson(const QJsonObject& o);
};

struct PlanRequest;
// The serving question as a plan file keeps it (stage "serving", the question under "serving"): what the
// desktop's Save plan on the Serving area and `plan --method serve --write-plan` write, and what
// `plan --plan-file` and Open plan read back with servingOfPlan.
PlanRequest servingPlanRequest(const ServingRequest& request);
Result<ServingRequest> servingOfPlan(const PlanRequest& plan);

// The service's cost under one way of renting, all replicas on around the clock.
struct ServingTermCost
{
    RentalTerm term = RentalTerm::Hourly;
    Money perGpuHour; // excluding VAT
    Money monthly;    // GPUs × per GPU-hour × hours per month
    QString source;
};

// Reserved capacity for the base of the day's load and pay-as-you-go for the peaks.
struct ServingMix
{
    bool priced = false;
    RentalTerm reservedTerm = RentalTerm::Monthly;
    RentalTerm payTerm = RentalTerm::Hourly;
    int reservedReplicas = 0;
    double payReplicaHoursPerDay = 0;
    std::array<int, 24> replicasByHour{};
    Money monthly;                   // the mix
    Money allReserved;               // every replica reserved for the peak
    double breakEvenHoursPerDay = 0; // below this, a replica is cheaper pay-as-you-go
    Words sentence;                  // the mix in a sentence
};

// One way to serve: a replica layout, how many, and what it costs.
struct ServingOption
{
    Replica replica;
    ReplicaFigures figures;
    double capacityRps = 0; // per replica, within the targets
    // Under a concurrency load, the most requests in flight a replica holds within the targets: the
    // replicas are sized in requests at once, so the figures at the peak describe concurrency ÷ replicas in
    // each (not a rate made from the targets' response time).
    double capacityConcurrency = 0;
    int replicas = 0;                      // for the peak with headroom
    int replicasLow = 0, replicasHigh = 0; // at the fast and slow ends of the band
    int gpus = 0;
    int servers = 0;
    ServingPoint atPeak; // one replica's share of the peak
    bool meetsTargets = false;
    bool holdsAtSlowEnd = false; // the slow end of the band still fits within the headroom
    bool offered = true;         // a price is known in the region
    QList<ServingTermCost> terms;
    ServingMix mix;
    Money monthlyCost; // the cheapest way to pay (the mix, else the cheapest term)
    double monthlyCostLow = 0, monthlyCostHigh = 0; // CNY, from the replicas' band
    // Cost per 1M tokens at the planned load (the profile's day) and at full use of the capacity, split
    // by the GPUs' time spent on prefill (input) and decode (output).
    double costPerMillionOutput = 0, costPerMillionInput = 0;
    double costPerMillionOutputFullUse = 0, costPerMillionInputFullUse = 0;
    double prefillShare = 0;
    Words why; // why it is ranked where it is, or cannot serve
};

struct ServingAnswer
{
    ServingRequest request;
    ServingWorkload workload;
    double peakRps = 0;           // requests per second at the busiest hour
    Words peakBasis;              // how the peak was derived
    QList<ServingOption> options; // the recommendation first
    QList<int> bestPerGpu;        // index into options of each GPU model's best, in rank order
    Words recommendation;         // the answer in a sentence
    double dailyRequests = 0;
    // The buyer's measurements behind the figures, per GPU and this engine (empty: the published fit alone).
    QList<ServingCalibration> calibrations;
    Words calibrationSentence;     // their sentences together; empty when none
    Words engineNote;              // the engine generation the figures assume (EngineRelease::generationNote)
    ServingConstants::Bands bands; // published ÷ estimated for this engine generation (bandsFor)
};

// One way to split the GPUs given into replicas, the load shared evenly among them.
struct ServingSplit
{
    Replica replica;
    int replicas = 1;
    ReplicaFigures figures; // of one replica; figures.fits false: the model does not fit (figures.whyNot)
    ServingPoint point;     // one replica's share of the load
    double capacityRps = 0; // all replicas together, within the targets
};

// The request's one GPU model (allowedGpuIds names exactly one) under its load, as a server is run: the
// totalGpus split into replicas of 1, 2, 4 … GPUs (8 × 1, 4 × 2, 2 × 4, 1 × 8), each split weighed and the
// best answered (it keeps the targets with the most capacity; see ServingEstimate.cpp); gpusPerReplica fixes
// the replica (it must divide totalGpus). No totalGpus: one replica of gpusPerReplica GPUs, or of the fewest
// that hold the model. A concurrency is run as benchmarks run it (a closed loop started together); a rate as
// random arrivals; users with their think time. The figures below are one replica's of the best split.
struct ServingEstimate
{
    ServingRequest request;
    ServingWorkload workload;
    QList<ServingSplit> splits; // every split weighed, in replica size order
    int best = 0;               // index into splits
    int replicas = 1;           // of the best split
    Replica replica;
    ReplicaFigures figures;
    ServingPoint point;
    double capacityRps = 0; // within the targets
    double capacityOutputTokensPerSecond = 0;
    // Published ÷ estimated. Under a rate or users the throughput is the load itself (no band); under a
    // concurrency (a closed loop) it is the replica's own. The capacity and the offline maximum carry theirs.
    UncertaintyBand throughputBand, ttftBand, tpotBand, capacityBand;
    QList<Explanation> explanations;
    // The buyer's measurements of this GPU and engine, when they calibrate it (bands widened to hold them).
    std::optional<ServingCalibration> calibration;
    Words engineNote; // the engine generation the figures assume (EngineRelease::generationNote)
};
Result<ServingEstimate> estimateServing(const ServingRequest& request, const PlannerData& data);

// Replicas for a load: ceil(load ÷ capacity), at least 1 and at most 1,000,000 (far beyond any GPU limit,
// which then refuses the plan; an int never overflows).
int replicasFor(double load, double capacity);

// The busiest hour's requests per second (the rate; users ÷ (think + the targets' response time); a
// concurrency ÷ that response time), with how it was derived in words and the day's requests by the profile.
double servingPeak(const ServingRequest& request, Words* basis = nullptr, double* dailyRequests = nullptr);

// The serving question, answered once for the command line and the desktop; its sentences are Words, so a
// document words them in each of its languages from this one answer.
Result<ServingAnswer> planServing(const ServingRequest& request, const PlannerData& data);
// How many times planServing has run in this process (tests count the plans a document or a page makes).
int planServingRuns();

// What 1M output tokens cost as the load changes, for one option of an answer: the day's load (its peak and
// its requests) scaled from a tenth of the planned one to twice it, the replicas, the mix of reserved and
// pay-as-you-go capacity and the cost sized again at each point. A staircase: within one number of replicas
// the cost per token falls as the load grows; a replica added makes it jump.
struct ServingLoadCost
{
    double loadShare = 0; // of the planned load
    double peakRps = 0;
    int replicas = 0;
    double monthlyCost = 0;          // CNY, excluding VAT
    double costPerMillionOutput = 0; // CNY
    double prefillShare = 0;         // of the GPUs' time, at that load (the rest is charged to output)
};
QList<ServingLoadCost> servingCostByLoad(const ServingAnswer& answer, int option, const PlannerData& data,
                                         int samples = 40);

} // namespace gpuplan
