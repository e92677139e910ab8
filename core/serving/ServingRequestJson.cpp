// The serving question as JSON: what `--json` prints under "request", and what a plan file (.gpuplan) keeps
// under "serving" — read back strictly, each error naming its key.
#include "ServingPlan.h"

#include "catalog/HfConfig.h"
#include "catalog/ModelCatalog.h"
#include "planner/PlanRequest.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

const QStringList& servingKeys()
{
    static const QStringList keys =
        QString::fromLatin1("model precision kv_precision input_tokens output_tokens prefix_cache_share "
                            "ttft_ms tpot_ms percentile targets profile profile_shares headroom engine rate "
                            "users think_time_s concurrency gpus gpus_per_replica max_gpus region "
                            "include_unoffered input_spread model_spec draft_tokens acceptance_length")
            .split(QLatin1Char(' '));
    return keys;
}

// The file's key for an option's field ("think-time" → "think_time_s").
QString keyOfField(const QString& field)
{
    static const QHash<QString, QString> special{
        {QStringLiteral("think-time"), QStringLiteral("think_time_s")},
        {QStringLiteral("ttft"), QStringLiteral("ttft_ms")},
        {QStringLiteral("tpot"), QStringLiteral("tpot_ms")},
        {QStringLiteral("input"), QStringLiteral("input_tokens")},
        {QStringLiteral("output"), QStringLiteral("output_tokens")},
        {QStringLiteral("prefix-cache"), QStringLiteral("prefix_cache_share")},
        {QStringLiteral("spread"), QStringLiteral("input_spread")},
        {QStringLiteral("kv-precision"), QStringLiteral("kv_precision")},
        {QStringLiteral("gpus"), QStringLiteral("gpus_per_replica")},
        {QStringLiteral("max-gpus"), QStringLiteral("max_gpus")},
        {QStringLiteral("speculative"), QStringLiteral("draft_tokens")},
        {QStringLiteral("acceptance"), QStringLiteral("acceptance_length")}};
    return special.value(field, QString(field).replace(QLatin1Char('-'), QLatin1Char('_')));
}

Error keyError(const QString& key, const QString& message)
{
    return Error(message, QStringLiteral("serving.") + key, key);
}

// A number under `key` within the bound (servingLimits) into `out`, when the key is there.
Status readNumber(const QJsonObject& o, const char* key, ServingBound bound, double* out)
{
    const double lo = bound.low, hi = bound.high;
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return Status();
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < lo || v.toDouble() > hi)
        return keyError(QLatin1String(key), Tr::tr("must be a number from %1 to %2").arg(lo).arg(hi));
    *out = v.toDouble();
    return Status();
}

Status readName(const QJsonObject& o, const char* key, const std::function<bool(const QString&)>& use,
                const QString& allowed)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return Status();
    if (!v.isString() || !use(v.toString()))
        return keyError(
            QLatin1String(key),
            Tr::tr("'%1' is not one of %2").arg(v.isString() ? v.toString() : Tr::tr("this value"), allowed));
    return Status();
}

Status readLoad(const QJsonObject& o, ServingRequest& r)
{
    int loads = 0;
    for (const char* k : {"rate", "users", "concurrency"})
        loads += o.contains(QLatin1String(k)) ? 1 : 0;
    if (loads != 1)
        return keyError(QStringLiteral("users"),
                        Tr::tr("give the load once: \"rate\" (requests/s at the peak), \"users\" (with "
                               "\"think_time_s\") or \"concurrency\""));
    r.rate = r.users = r.concurrency = 0;
    r.load = o.contains(QStringLiteral("rate"))    ? LoadKind::Rate
             : o.contains(QStringLiteral("users")) ? LoadKind::Users
                                                   : LoadKind::Concurrency;
    for (const Status& s :
         {readNumber(o, "rate", servingLimits::kRate, &r.rate),
          readNumber(o, "users", {0, servingLimits::kUsers.high}, &r.users),
          readNumber(o, "think_time_s", servingLimits::kThinkSeconds, &r.thinkSeconds),
          readNumber(o, "concurrency", {0, servingLimits::kConcurrency.high}, &r.concurrency)})
        if (!s)
            return s;
    return Status();
}

Status readTargetsAndDay(const QJsonObject& o, ServingRequest& r)
{
    if (o.contains(QStringLiteral("targets"))) {
        const QString preset = o.value(QStringLiteral("targets")).toString();
        if (!preset.isEmpty()) {
            const auto t = LatencyTargets::fromPreset(preset);
            if (!t)
                return keyError(QStringLiteral("targets"),
                                Tr::tr("'%1' is not one of %2")
                                    .arg(preset, LatencyTargets::presetNames().join(QStringLiteral(", "))));
            r.targets = *t;
        } else {
            r.targets.preset.clear();
        }
    }
    for (const Status& s : {readNumber(o, "ttft_ms", servingLimits::kTtftMs, &r.targets.ttftMs),
                            readNumber(o, "tpot_ms", servingLimits::kTpotMs, &r.targets.tpotMs),
                            readNumber(o, "percentile", servingLimits::kPercentile, &r.targets.percentile),
                            readNumber(o, "headroom", servingLimits::kHeadroom, &r.headroom)})
        if (!s)
            return s;
    const QString profile = o.value(QStringLiteral("profile")).toString(r.profile.name);
    const QJsonValue shares = o.value(QStringLiteral("profile_shares"));
    if (shares.isUndefined()) {
        const auto p = LoadProfile::fromPreset(profile);
        if (!p)
            return keyError(QStringLiteral("profile"),
                            Tr::tr("'%1' is not one of %2; a profile of your own is given as "
                                   "\"profile_shares\", 24 hourly shares")
                                .arg(profile, LoadProfile::presetNames().join(QStringLiteral(", "))));
        r.profile = *p;
        return Status();
    }
    QStringList numbers;
    const QJsonArray list = shares.toArray();
    for (const QJsonValue& v : list)
        numbers << (v.isDouble() ? QString::number(v.toDouble(), 'g', 17) : QStringLiteral("x"));
    auto p = shares.isArray() && list.size() == 24
                 ? LoadProfile::fromText(numbers.join(QLatin1Char(' ')), profile)
                 : Result<LoadProfile>(Error(Tr::tr("must be a list of 24 hourly shares")));
    if (!p)
        return keyError(QStringLiteral("profile_shares"), p.error().message);
    r.profile = p.value();
    return Status();
}
} // namespace

QJsonObject ServingRequest::toJson() const
{
    QJsonArray profileShares;
    for (double s : profile.shares)
        profileShares.append(s);
    QJsonObject o{
        {QStringLiteral("model"), customModel ? customModel->name : modelId},
        {QStringLiteral("precision"), precisionName(weights)},
        {QStringLiteral("kv_precision"),
         precisionName(kvCache.value_or(weights == Precision::FP8 ? Precision::FP8 : Precision::BF16))},
        {QStringLiteral("input_tokens"), inputTokens},
        {QStringLiteral("output_tokens"), outputTokens},
        {QStringLiteral("prefix_cache_share"), prefixCacheShare},
        {QStringLiteral("ttft_ms"), targets.ttftMs},
        {QStringLiteral("tpot_ms"), targets.tpotMs},
        {QStringLiteral("percentile"), targets.percentile},
        {QStringLiteral("targets"), targets.preset},
        {QStringLiteral("profile"), profile.name},
        {QStringLiteral("profile_shares"), profileShares},
        {QStringLiteral("headroom"), headroom},
        {QStringLiteral("engine"), EngineRelease{engine, engineVersion}.text()}};
    switch (load) {
    case LoadKind::Rate:
        o.insert(QStringLiteral("rate"), rate);
        break;
    case LoadKind::Users:
        o.insert(QStringLiteral("users"), users);
        o.insert(QStringLiteral("think_time_s"), thinkSeconds);
        break;
    case LoadKind::Concurrency:
        o.insert(QStringLiteral("concurrency"), concurrency);
        break;
    }
    // What narrows the search, only where it is asked (a plan file keeps it).
    if (!allowedGpuIds.isEmpty())
        o.insert(QStringLiteral("gpus"), QJsonArray::fromStringList(allowedGpuIds));
    if (gpusPerReplica > 0)
        o.insert(QStringLiteral("gpus_per_replica"), gpusPerReplica);
    if (maxGpus != ServingRequest().maxGpus)
        o.insert(QStringLiteral("max_gpus"), maxGpus);
    if (!region.isEmpty())
        o.insert(QStringLiteral("region"), region);
    if (includeUnoffered)
        o.insert(QStringLiteral("include_unoffered"), true);
    if (inputSpread > 0)
        o.insert(QStringLiteral("input_spread"), inputSpread);
    if (customModel)
        o.insert(QStringLiteral("model_spec"), modelSpecJson(*customModel));
    if (draftTokens > 0) {
        o.insert(QStringLiteral("draft_tokens"), draftTokens);
        o.insert(QStringLiteral("acceptance_length"), acceptanceLength);
    }
    return o;
}

Result<ServingRequest> ServingRequest::fromJson(const QJsonObject& o)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!servingKeys().contains(it.key())) {
            const QString guess = Csv::closestMatch(it.key(), servingKeys());
            return keyError(it.key(), guess.isEmpty()
                                          ? Tr::tr("not a key of the serving question; the keys are %1")
                                                .arg(servingKeys().join(QStringLiteral(", ")))
                                          : Tr::tr("not a key of the serving question; did you "
                                                   "mean \"%1\"?")
                                                .arg(guess));
        }
    ServingRequest r;
    r.profile = *LoadProfile::fromPreset(QStringLiteral("flat"));
    r.modelId = o.value(QStringLiteral("model")).toString();
    if (o.value(QStringLiteral("model_spec")).isObject()) { // a model that is not a preset, kept whole
        auto m =
            modelSpecFromJson(o.value(QStringLiteral("model_spec")).toObject(), QStringLiteral("model_spec"));
        if (!m)
            return keyError(QStringLiteral("model_spec"), m.error().message);
        r.customModel = m.value();
    } else if (r.modelId.isEmpty() || !ModelCatalog::shipped().find(r.modelId))
        return keyError(QStringLiteral("model"),
                        Tr::tr("'%1' is not a model preset; 'gpuplan models' lists them").arg(r.modelId));
    const QString precisions = QStringLiteral("bf16, fp16, fp8, int8, int4");
    double perReplica = 0, maxGpus = r.maxGpus;
    for (const Status& s :
         {readName(
              o, "precision",
              [&](const QString& n) {
                  const auto p = precisionFromName(n);
                  return p ? (r.weights = *p, true) : false;
              },
              precisions),
          readName(
              o, "kv_precision",
              [&](const QString& n) {
                  const auto p = precisionFromName(n);
                  return p ? (r.kvCache = *p, true) : false;
              },
              precisions),
          readName(
              o, "engine",
              [&](const QString& n) {
                  const auto e = EngineRelease::parse(n);
                  return e ? (r.engine = e->engine, r.engineVersion = e->version, true) : false;
              },
              QStringLiteral("vllm, sglang, tensorrt-llm, mindie (a version after @: vllm@0.6)")),
          readNumber(o, "input_tokens", servingLimits::kTokens, &r.inputTokens),
          readNumber(o, "output_tokens", servingLimits::kTokens, &r.outputTokens),
          readNumber(o, "prefix_cache_share", servingLimits::kPrefixCacheShare, &r.prefixCacheShare),
          readNumber(o, "input_spread", servingLimits::kInputSpread, &r.inputSpread), readLoad(o, r),
          readTargetsAndDay(o, r),
          readNumber(o, "gpus_per_replica", {0, servingLimits::kGpusPerReplica.high}, &perReplica),
          readNumber(o, "max_gpus", servingLimits::kMaxGpus, &maxGpus)})
        if (!s)
            return s.error();
    if (perReplica != std::floor(perReplica) || maxGpus != std::floor(maxGpus))
        return keyError(perReplica != std::floor(perReplica) ? QStringLiteral("gpus_per_replica")
                                                             : QStringLiteral("max_gpus"),
                        Tr::tr("must be a whole number"));
    // The KV cache's precision as toJson writes it when the weights decide it: left to the weights, so that a
    // question opened and given other weights keeps following them.
    if (r.kvCache == (r.weights == Precision::FP8 ? Precision::FP8 : Precision::BF16))
        r.kvCache.reset();
    r.gpusPerReplica = int(perReplica);
    r.maxGpus = int(maxGpus);
    const QJsonValue gpus = o.value(QStringLiteral("gpus"));
    if (!gpus.isUndefined() && !gpus.isArray())
        return keyError(QStringLiteral("gpus"), Tr::tr("must be a list of GPU ids, e.g. [\"h20\", \"l20\"]"));
    for (const QJsonValue& g : gpus.toArray())
        r.allowedGpuIds << g.toString();
    r.region = o.value(QStringLiteral("region")).toString();
    r.draftTokens = o.value(QStringLiteral("draft_tokens")).toInt(0);
    r.acceptanceLength = o.value(QStringLiteral("acceptance_length")).toDouble(0);
    r.includeUnoffered = o.value(QStringLiteral("include_unoffered")).toBool();
    if (Status s = r.validate(); !s)
        return keyError(keyOfField(s.error().field), s.error().message);
    return r;
}

PlanRequest servingPlanRequest(const ServingRequest& request)
{
    PlanRequest p;
    p.stage = Stage::Serving;
    p.modelId = request.modelId;
    p.serving = request.toJson();
    return p;
}

Result<ServingRequest> servingOfPlan(const PlanRequest& plan)
{
    if (plan.serving.isEmpty())
        return Error(Tr::tr("this plan holds no serving question (no \"serving\" key)"),
                     QStringLiteral("serving"), QStringLiteral("serving"));
    return ServingRequest::fromJson(plan.serving);
}

} // namespace gpuplan
