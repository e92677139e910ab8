#pragma once

#include "Planning.h"
#include "catalog/ModelSpec.h"

#include <QJsonObject>

namespace gpuplan {

// Seed 000's stages of model work: each has its own scale of hardware and its own advice.
enum class Stage
{
    SmallModel,  // small-model fine-tuning, application development and inference tests (≤ 7B)
    MidScale,    // 13B–70B training or multimodal fine-tuning: 4–8 GPUs in parallel
    Pretraining, // ≥ 100B full pre-training: clusters of tens to hundreds of GPUs
    Serving      // serving a model to users: concurrency, context, throughput
};
QList<Stage> allStages();
QString stageName(Stage s);  // "small", "mid", "pretrain", "serving"
QString stageLabel(Stage s); // translated
// The seed's advice for the stage, translated, with its source ("seed 000" → [1]).
QString stageAdvice(Stage s);
std::optional<Stage> stageFromName(const QString& name);

// A plan as the user describes it in the wizard or a saved plan file: everything by name, so that it can be
// stored, reopened and handed to the command line (`gpuplan plan --plan-file`). `scenario()` turns it into
// the planning model's question; unset values (0, empty) take core's defaults there.
struct PlanRequest
{
    Stage stage = Stage::MidScale;
    QString modelId = QStringLiteral("llama-2-70b"); // a preset; empty = custom
    double customParams = 0;                         // custom model size (Llama-like shape), when no preset
    ModelShape customShape; // or a custom model's whole architecture (when given, the size follows from it)
    Method method = Method::Lora;
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    int seqLen = 0;      // 0 = the method's default
    int globalBatch = 0; // 0 = the method's default
    double tokens = 0;   // 0 = from the dataset and epochs, or the method's default
    double datasetTokens = 0;
    double epochs = 0;
    std::optional<Recompute> recompute; // none = the method's default
    // Training: the software the job runs on (its fitted factor, and the narrower band when named).
    SoftwareStack stack = SoftwareStack::Unknown;
    double deadlineHours = 0; // 0 = none
    // Serving: sequences at once, tokens of context, target output tokens per second for the whole service.
    int concurrency = 0;
    int contextLen = 0;
    double targetTokensPerSecond = 0;
    // Budget and term.
    std::optional<Money> budget; // VAT excluded
    std::optional<RentalTerm> term;
    double rentalMonths = 0;   // how long the servers are rented (the cost chart's horizon); 0 = from the job
    QStringList allowedGpuIds; // empty = every GPU
    int maxGpus = 64;
    int maxServers = 0; // 0 = no limit
    QString region;     // region of the reference prices; empty = the user's setting
    Network network = Network::Rdma;
    PriceSource prices = PriceSource::Reference;
    QList<qint64> quoteIds;        // priced with these stored quotes only (empty = every quote valid today)
    std::optional<SortOrder> sort; // none = the recommendation first (SortOrder::Recommended)
    bool includeUnoffered = false; // consider GPUs without a known offer in the region too
    int top = 0;                   // configurations kept; 0 = the planner's default (10)
    // Hardware, layout and workload details fixed by the user (the command line's --gpus, --tp, --lora-rank
    // …); unset (0, none) = searched or the method's default.
    int gpus = 0;          // exactly this many GPUs
    int gpusPerServer = 0; // 0 = up to 8
    LayoutRequest layout;  // TP, PP, ZeRO, interleave, micro-batch (recomputation: `recompute` above)
    double nicGbps = 0;
    int nicsPerServer = 0;
    int loraRank = 0;
    std::optional<bool> flashAttention;
    double efficiency = 0; // the GPUs' compute efficiency; 0 = the catalog's
    // Steady-state throughput only: leave out what a whole run loses to interruptions and checkpoints.
    bool steadyState = false;
    // A model served to users (issue 37): the serving question as core/serving reads it
    // (ServingRequest::fromJson, servingOfPlan); empty for training and offline generation. A plan file with
    // it holds nothing else but its format, version and stage.
    QJsonObject serving;

    // The defaults of a stage (seed 000): model, method, GPUs and tiers; the desktop starts from the
    // mid-scale stage.
    static PlanRequest forStage(Stage s, const GpuCatalog& catalog);
    // The base of a question given field by field (the command line's options, the quick estimate): no
    // model yet, full fine-tuning, at most 64 GPUs, every other value core's default.
    static PlanRequest bare();
    // Tokens the plan trains on (or generates): tokens, else dataset × epochs, else target throughput ×
    // rental time (months of `hoursPerMonth` hours) for serving, else 0 (the method's default).
    double plannedTokens(int hoursPerMonth) const;

    // The planning model's question. A month has `hoursPerMonth` hours (the pricing conventions); a request
    // that names no region is priced in `defaultRegion` (the user's setting). PlanService calls this with the
    // user's settings; nothing else should need to.
    Result<Scenario> scenario(const GpuCatalog& catalog, int hoursPerMonth,
                              const QString& defaultRegion) const;

    // Values that read but are unlikely to be meant — a 2-token sequence, a training run of a few thousand
    // tokens — each with its field: shown next to it, never refused (the plan is made as asked).
    QList<Error> doubtful() const;

    QJsonObject toJson() const;
    // Every field checked; an unknown GPU, model, method or term is an error naming the field.
    static Result<PlanRequest> fromJson(const QJsonObject& o);
    static constexpr int kFormatVersion = 1;
};

// A plan file (JSON, ".gpuplan"): read with every field checked (the error names the file and the field);
// written atomically, never over the files in `protectedFiles` (the database).
// Reads a plan file strictly: unknown keys (with the nearest known one), contradictions and wrong values are
// refused, each error naming the file and the key ("p.gpuplan, key \"max_gpus\"").
Result<PlanRequest> readPlanFile(const QString& path);
// The plan file's key for a field of the request ("max-gpus" → "max_gpus", "tp" → "layout.tp").
QString planFileKey(const QString& field);
// The file's shape, checked before its fields (PlanFile.cpp): "format", a whole "version" not newer than
// `formatVersion`, only known keys (at the top, in "architecture" and "layout"), no contradicting keys.
Status checkPlanShape(const QJsonObject& o, int formatVersion);
// A served model's plan (PlanFile.cpp): the file's object around its "serving" question, and the request
// that carries it (stage serving, the model named; core/serving reads the rest).
QJsonObject servingPlanJson(const QJsonObject& serving);
PlanRequest servingPlanShell(const QJsonObject& serving);
// A key's value that is not allowed: what the file holds, and what is allowed.
Error badPlanValue(const QJsonObject& o, const char* key);
Status writePlanFile(const QString& path, const PlanRequest& request, const QStringList& protectedFiles = {});

} // namespace gpuplan
