#include "PlanRequest.h"

#include "catalog/ModelCatalog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Planning)
};
} // namespace

PlanRequest PlanRequest::bare()
{
    PlanRequest r;
    r.modelId.clear();
    r.method = Method::Full;
    r.maxGpus = 64;
    return r;
}

PlanRequest PlanRequest::forStage(Stage s, const GpuCatalog& catalog)
{
    PlanRequest r;
    r.stage = s;
    QList<Tier> tiers;
    switch (s) {
    case Stage::SmallModel:
        r.modelId = QStringLiteral("qwen2.5-7b");
        r.method = Method::Lora;
        r.maxGpus = 1;
        tiers = {Tier::Entry, Tier::Advanced};
        break;
    case Stage::MidScale:
        r.modelId = QStringLiteral("llama-2-70b");
        r.method = Method::Lora;
        r.maxGpus = 8;
        tiers = {Tier::Advanced, Tier::Flagship};
        break;
    case Stage::Pretraining:
        r.modelId = QStringLiteral("gpt-3-175b");
        r.method = Method::Pretrain;
        r.maxGpus = 512;
        tiers = {Tier::Flagship};
        break;
    case Stage::Serving:
        r.modelId = QStringLiteral("qwen2.5-72b");
        r.method = Method::Inference;
        r.maxGpus = 8;
        r.concurrency = 32;
        r.contextLen = 4096;
        r.targetTokensPerSecond = 1000;
        r.rentalMonths = 1;
        tiers = {Tier::Advanced, Tier::Flagship};
        break;
    }
    // A buyer's first question is the cheapest configuration that meets the deadline with memory to spare
    // (the default order, SortOrder::Recommended); the fastest and the smallest stay in the Pareto set.
    for (const GpuModel& g : catalog.gpus())
        if (tiers.contains(g.tier))
            r.allowedGpuIds << g.id;
    return r;
}

double PlanRequest::plannedTokens(int hoursPerMonth) const
{
    if (tokens > 0)
        return tokens;
    if (datasetTokens > 0 && epochs > 0)
        return datasetTokens * epochs;
    if (method == Method::Inference && targetTokensPerSecond > 0 && rentalMonths > 0)
        return targetTokensPerSecond * 3600.0 * rentalMonths * hoursPerMonth;
    return 0;
}

namespace {
// The request's model: a preset (with parts of its architecture changed, if any), a whole custom
// architecture, or a size with a Llama-like shape.
Result<ModelSpec> requestModel(const PlanRequest& r)
{
    ModelSpec model;
    if (!r.modelId.isEmpty()) {
        auto m = ModelCatalog::shipped().find(r.modelId);
        if (!m)
            return fieldError(QStringLiteral("model"), m.error().message);
        model = m.value();
        if (!r.customShape.isEmpty()) { // parts of the preset's architecture changed
            auto shaped = ModelCatalog::withShape(model, r.customShape);
            if (!shaped)
                return shaped.error();
            model = shaped.value();
        }
    } else if (!r.customShape.isEmpty()) {
        auto m = ModelCatalog::fromShape(r.customShape);
        if (!m)
            return m.error();
        model = m.value();
    } else {
        if (!(r.customParams >= 1e6 && r.customParams <= 1e14))
            return fieldError(QStringLiteral("params"),
                              Tr::tr("give a preset model or a size between 1M and 100T parameters"));
        model = ModelCatalog::fromParameterCount(r.customParams);
    }
    return model;
}
} // namespace

namespace {
// GPUs as --gpu takes them: an id, or a spelling the catalog knows ("h100" in a plan file, reliability-4
// F24).
Result<QStringList> catalogIds(const QStringList& spellings, const GpuCatalog& catalog)
{
    QStringList ids;
    for (const QString& id : spellings) {
        auto found = catalog.find(id); // ids first, then aliases and spellings
        if (!found)
            return fieldError(QStringLiteral("gpu"), found.error().message);
        ids << found.value()->id;
    }
    return ids;
}
} // namespace

Result<Scenario> PlanRequest::scenario(const GpuCatalog& catalog, int hoursPerMonth,
                                       const QString& defaultRegion) const
{
    auto resolved = requestModel(*this);
    if (!resolved)
        return resolved.error();
    const ModelSpec model = resolved.value();
    Scenario s;
    Workload& w = s.workload;
    w = Workload::defaultsFor(model, method);
    w.precision = precision;
    if (method != Method::Inference)
        w.optimizer = optimizer;
    if (seqLen > 0)
        w.seqLen = seqLen;
    w.globalBatch = globalBatch;
    // Details that only some methods have.
    if (recompute && method == Method::Inference)
        return fieldError(QStringLiteral("recompute"),
                          Tr::tr("activation recomputation applies to training, not to inference"));
    if (loraRank > 0 && method != Method::Lora && method != Method::Qlora)
        return fieldError(QStringLiteral("lora-rank"), Tr::tr("a LoRA rank needs the LoRA or QLoRA method"));
    if (recompute) {
        w.recompute = *recompute;
        s.layout.recompute = *recompute; // chosen, so fixed: the planner does not search it
    }
    if (stack != SoftwareStack::Unknown && method == Method::Inference)
        return fieldError(QStringLiteral("stack"),
                          Tr::tr("a training software stack applies to training, not to inference"));
    w.stack = stack;
    if (layout.microBatch)
        w.microBatch = *layout.microBatch;
    if (loraRank > 0)
        w.loraRank = loraRank;
    if (flashAttention)
        w.flashAttention = *flashAttention;
    s.timeOptions.efficiencyOverride = efficiency;
    s.timeOptions.losses.count = !steadyState;
    if ((datasetTokens > 0) != (epochs > 0) && tokens <= 0)
        return fieldError(QStringLiteral("tokens"), Tr::tr("give both the dataset size and the epochs"));
    w.tokens = plannedTokens(hoursPerMonth);
    if (method == Method::Inference) {
        if (concurrency > 0)
            w.concurrency = concurrency;
        w.contextLen = contextLen;
    }
    if (Status st = w.validate(); !st)
        return st.error();
    if (!(deadlineHours >= 0) || deadlineHours > 1e6)
        return fieldError(QStringLiteral("deadline"),
                          Tr::tr("a deadline is between 0 (none) and 1,000,000 h"));
    if (budget && budget->minor() <= 0)
        return fieldError(QStringLiteral("budget"), Tr::tr("a budget must be above zero"));
    if (term && *term == RentalTerm::Buy)
        return fieldError(QStringLiteral("term"), Tr::tr("a plan is priced under a rent term, not buying"));
    if (term && (*term == RentalTerm::Weekly || *term == RentalTerm::SavingsPlan) &&
        prices == PriceSource::Reference)
        return fieldError(QStringLiteral("term"),
                          Tr::tr("the reference prices hold no %1 offers; price the plan with the stored "
                                 "quotes, which can carry them")
                              .arg(rentalTermShortLabel(*term)));
    if (maxGpus < 1 || maxGpus > 100000)
        return fieldError(QStringLiteral("max-gpus"), Tr::tr("between 1 and 100,000 GPUs"));
    if (maxServers < 0 || maxServers > 10000)
        return fieldError(QStringLiteral("max-servers"), Tr::tr("between 0 (no limit) and 10,000 servers"));
    auto gpuIds = catalogIds(allowedGpuIds, catalog);
    if (!gpuIds)
        return gpuIds.error();
    s.network = network;
    s.gpus = gpus;
    s.gpusPerNode = gpusPerServer;
    s.nicGbps = nicGbps;
    s.nicsPerNode = nicsPerServer;
    const std::optional<Recompute> recomputation = s.layout.recompute; // from `recompute` above
    s.layout = layout;
    s.layout.recompute = recomputation;
    MatchConstraints& c = s.constraints;
    c.deadlineHours = deadlineHours;
    // Serving: the tokens of the whole rental must be generated within it, i.e. at the target throughput.
    if (method == Method::Inference && targetTokensPerSecond > 0 && rentalMonths > 0 && tokens <= 0 &&
        datasetTokens <= 0)
        c.deadlineHours = deadlineHours > 0 ? std::min(deadlineHours, rentalMonths * hoursPerMonth)
                                            : rentalMonths * hoursPerMonth;
    c.maxGpus = maxGpus;
    c.maxNodes = maxServers;
    c.allowedGpuIds = gpuIds.value();
    c.network = network;
    c.budget = budget;
    c.term = term;
    c.region = region.isEmpty() ? defaultRegion : region;
    c.prices = prices;
    c.quoteIds = quoteIds;
    c.sort = sort ? *sort : SortOrder::Recommended;
    c.includeUnoffered = includeUnoffered;
    if (top > 0)
        c.top = top;
    if (gpus > 0) {
        c.minGpus = gpus;
        c.maxGpus = gpus;
    }
    return s;
}

QJsonObject PlanRequest::toJson() const
{
    if (!serving.isEmpty())
        return servingPlanJson(serving);
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("gpuplan-plan")},
                  {QStringLiteral("version"), kFormatVersion},
                  {QStringLiteral("stage"), stageName(stage)},
                  {QStringLiteral("method"), methodName(method)},
                  {QStringLiteral("precision"), precisionName(precision)},
                  {QStringLiteral("optimizer"), optimizerName(optimizer)},
                  {QStringLiteral("seq"), seqLen},
                  {QStringLiteral("global_batch"), globalBatch},
                  {QStringLiteral("tokens"), tokens},
                  {QStringLiteral("dataset_tokens"), datasetTokens},
                  {QStringLiteral("epochs"), epochs},
                  {QStringLiteral("deadline_hours"), deadlineHours},
                  {QStringLiteral("concurrency"), concurrency},
                  {QStringLiteral("context"), contextLen},
                  {QStringLiteral("target_tokens_per_second"), targetTokensPerSecond},
                  {QStringLiteral("rental_months"), rentalMonths},
                  {QStringLiteral("gpus"), QJsonArray::fromStringList(allowedGpuIds)},
                  {QStringLiteral("max_gpus"), maxGpus},
                  {QStringLiteral("max_servers"), maxServers},
                  {QStringLiteral("region"), region},
                  {QStringLiteral("network"), networkName(network)},
                  {QStringLiteral("prices"), priceSourceName(prices)}};
    if (!modelId.isEmpty())
        o.insert(QStringLiteral("model"), modelId);
    if (!customShape.isEmpty()) {
        QJsonObject a{
            {QStringLiteral("layers"), customShape.layers}, {QStringLiteral("hidden"), customShape.hidden},
            {QStringLiteral("heads"), customShape.heads},   {QStringLiteral("kv_heads"), customShape.kvHeads},
            {QStringLiteral("ffn"), customShape.ffn},       {QStringLiteral("vocab"), customShape.vocab}};
        if (customShape.gatedFfn)
            a.insert(QStringLiteral("gated_ffn"), *customShape.gatedFfn);
        o.insert(QStringLiteral("architecture"), a);
    } else if (modelId.isEmpty()) {
        o.insert(QStringLiteral("params"), customParams);
    }
    if (sort)
        o.insert(QStringLiteral("sort"), sortOrderName(*sort));
    if (!quoteIds.isEmpty()) {
        QJsonArray ids;
        for (qint64 id : quoteIds)
            ids.append(double(id));
        o.insert(QStringLiteral("quote_ids"), ids);
    }
    if (recompute)
        o.insert(QStringLiteral("recompute"), recomputeName(*recompute));
    if (stack != SoftwareStack::Unknown)
        o.insert(QStringLiteral("stack"), stackName(stack));
    // What the command line can fix besides: written only when set, so that desktop files stay as they were.
    const QList<QPair<const char*, double>> fixed{{"top", top},
                                                  {"gpus_fixed", gpus},
                                                  {"gpus_per_server", gpusPerServer},
                                                  {"nic_gbps", nicGbps},
                                                  {"nics", nicsPerServer},
                                                  {"lora_rank", loraRank},
                                                  {"efficiency", efficiency}};
    for (const auto& [key, value] : fixed)
        if (value > 0)
            o.insert(QLatin1String(key), value);
    QJsonObject l;
    for (const auto& [key, value] :
         {std::pair{"tp", layout.tp}, std::pair{"pp", layout.pp}, std::pair{"zero", layout.zero},
          std::pair{"interleave", layout.interleave}, std::pair{"micro_batch", layout.microBatch},
          std::pair{"cp", layout.cp}, std::pair{"ep", layout.ep}})
        if (value)
            l.insert(QLatin1String(key), *value);
    if (!l.isEmpty())
        o.insert(QStringLiteral("layout"), l);
    if (flashAttention)
        o.insert(QStringLiteral("flash_attention"), *flashAttention);
    if (includeUnoffered)
        o.insert(QStringLiteral("include_unoffered"), true);
    if (steadyState)
        o.insert(QStringLiteral("steady_state"), true);
    if (layout.offload)
        o.insert(QStringLiteral("offload"), offloadName(*layout.offload));
    if (budget)
        o.insert(QStringLiteral("budget"), budget->toString());
    if (term)
        o.insert(QStringLiteral("term"), rentalTermName(*term));
    return o;
}

namespace {
// The field a plan file's key fills, as core's errors and the desktop's form name it: "max_gpus" →
// "max-gpus".
QString fieldOf(const char* jsonKey)
{
    const QString key = QLatin1String(jsonKey);
    if (key == QLatin1String("deadline_hours"))
        return QStringLiteral("deadline");
    return QString(key).replace(QLatin1Char('_'), QLatin1Char('-'));
}
} // namespace

namespace {
// A number field of a plan file, when present: within [lo, hi], else an error naming the form's field.
Status readNumber(const QJsonObject& o, const char* k, double lo, double hi, double* out)
{
    if (!o.contains(QLatin1String(k)))
        return Status();
    const QJsonValue v = o.value(QLatin1String(k));
    if (!v.isDouble() || !(v.toDouble() >= lo && v.toDouble() <= hi))
        return fieldError(fieldOf(k), Tr::tr("must be a number from %1 to %2").arg(lo).arg(hi));
    *out = v.toDouble();
    return Status();
}

// The same for a whole number.
Status readInteger(const QJsonObject& o, const char* k, int lo, int hi, int* out)
{
    double d = *out;
    if (Status s = readNumber(o, k, lo, hi, &d); !s)
        return s;
    if (d != std::floor(d))
        return fieldError(fieldOf(k), Tr::tr("must be a whole number"));
    *out = int(d);
    return Status();
}

// What the command line can fix besides the plan's fields (see toJson): each key optional.
Status readFixedParts(const QJsonObject& o, PlanRequest& r)
{
    auto has = [&](const char* k) {
        return o.contains(QLatin1String(k));
    };
    auto num = [&](const char* k, double lo, double hi, double* out) {
        return readNumber(o, k, lo, hi, out);
    };
    auto integer = [&](const char* k, int lo, int hi, int* out) {
        return readInteger(o, k, lo, hi, out);
    };
    double eff = 0, nic = 0;
    for (Status s : {integer("top", 0, 10000, &r.top), integer("gpus_fixed", 0, 100000, &r.gpus),
                     integer("gpus_per_server", 0, 64, &r.gpusPerServer), num("nic_gbps", 0, 3200, &nic),
                     integer("nics", 0, 64, &r.nicsPerServer), integer("lora_rank", 0, 4096, &r.loraRank),
                     num("efficiency", 0, 1, &eff)})
        if (!s)
            return s;
    r.nicGbps = nic;
    r.efficiency = eff;
    if (has("layout")) {
        if (!o.value(QStringLiteral("layout")).isObject())
            return fieldError(QStringLiteral("tp"), Tr::tr("the layout must be an object of whole numbers"));
        const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
        for (const auto& [key, field, lo, hi, out] :
             {std::tuple{"tp", "tp", 1, 1024, &r.layout.tp}, std::tuple{"pp", "pp", 1, 1024, &r.layout.pp},
              std::tuple{"zero", "zero", 0, 3, &r.layout.zero},
              std::tuple{"interleave", "interleave", 1, 64, &r.layout.interleave},
              std::tuple{"cp", "cp", 1, 64, &r.layout.cp}, std::tuple{"ep", "ep", 1, 1024, &r.layout.ep},
              std::tuple{"micro_batch", "micro-batch", 1, 65536, &r.layout.microBatch}}) {
            const QJsonValue v = l.value(QLatin1String(key));
            if (v.isUndefined())
                continue;
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d != std::floor(d) || d < lo || d > hi)
                return fieldError(QLatin1String(field),
                                  Tr::tr("must be a whole number from %1 to %2").arg(lo).arg(hi));
            *out = int(d);
        }
    }
    if (has("flash_attention")) {
        if (!o.value(QStringLiteral("flash_attention")).isBool())
            return fieldError(QStringLiteral("flash-attention"), Tr::tr("must be true or false"));
        r.flashAttention = o.value(QStringLiteral("flash_attention")).toBool();
    }
    if (has("include_unoffered")) {
        if (!o.value(QStringLiteral("include_unoffered")).isBool())
            return fieldError(QStringLiteral("include-unoffered"), Tr::tr("must be true or false"));
        r.includeUnoffered = o.value(QStringLiteral("include_unoffered")).toBool();
    }
    if (has("offload")) {
        const auto v = offloadFromName(o.value(QStringLiteral("offload")).toString());
        if (!v)
            return fieldError(QStringLiteral("offload"),
                              Tr::tr("must be \"none\", \"optimizer\" or \"weights\""));
        r.layout.offload = *v;
    }
    if (has("steady_state")) {
        if (!o.value(QStringLiteral("steady_state")).isBool())
            return fieldError(QStringLiteral("steady-state"), Tr::tr("must be true or false"));
        r.steadyState = o.value(QStringLiteral("steady_state")).toBool();
    }
    return Status();
}
} // namespace

Result<PlanRequest> PlanRequest::fromJson(const QJsonObject& o)
{
    if (Status st = checkPlanShape(o, kFormatVersion); !st)
        return st.error();
    PlanRequest r;
    auto str = [&](const char* k) {
        return o.value(QLatin1String(k)).toString();
    };
    auto has = [&](const char* k) {
        return o.contains(QLatin1String(k));
    };
    auto bad = [&](const char* key, const QString&) {
        return badPlanValue(o, key);
    };
    auto num = [&](const char* k, double lo, double hi, double* out) {
        return readNumber(o, k, lo, hi, out);
    };
    auto integer = [&](const char* k, int lo, int hi, int* out) {
        return readInteger(o, k, lo, hi, out);
    };
    if (has("stage")) {
        auto s = stageFromName(str("stage"));
        if (!s)
            return bad("stage", str("stage"));
        r.stage = *s;
    }
    if (has("serving")) // read by core/serving (servingOfPlan); checkPlanShape allows nothing beside it
        return servingPlanShell(o.value(QStringLiteral("serving")).toObject());
    if (has("model")) {
        r.modelId = str("model");
        if (!ModelCatalog::shipped().find(r.modelId))
            return bad("model", r.modelId);
    }
    if (has("architecture")) { // a custom model's whole architecture, or parts of a preset's
        if (!has("model"))
            r.modelId.clear();
        const QJsonValue a = o.value(QStringLiteral("architecture"));
        if (!a.isObject())
            return Error(Tr::tr("the architecture must be an object of whole numbers"),
                         QStringLiteral("architecture"));
        const QJsonObject shape = a.toObject();
        const struct
        {
            const char* json;
            const char* field;
            int* out;
        } parts[] = {
            {"layers", "layers", &r.customShape.layers}, {"hidden", "hidden", &r.customShape.hidden},
            {"heads", "heads", &r.customShape.heads},    {"kv_heads", "kv-heads", &r.customShape.kvHeads},
            {"ffn", "ffn", &r.customShape.ffn},          {"vocab", "vocab", &r.customShape.vocab}};
        for (const auto& p : parts) {
            const QJsonValue v = shape.value(QLatin1String(p.json));
            if (v.isUndefined())
                continue;
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d != std::floor(d) || d < 0 || d > 10000000)
                return fieldError(QLatin1String(p.field),
                                  Tr::tr("must be a whole number from 0 to 10,000,000"));
            *p.out = int(d);
        }
        if (const QJsonValue g = shape.value(QLatin1String("gated_ffn")); !g.isUndefined() && !g.isBool())
            return fieldError(QStringLiteral("gated-ffn"),
                              Tr::tr("must be true (gated, SwiGLU) or false (plain, GELU)"));
        else if (g.isBool())
            r.customShape.gatedFfn = g.toBool();
        if (!has("model"))
            if (auto m = ModelCatalog::fromShape(r.customShape); !m)
                return m.error();
    } else if (!has("model")) {
        r.modelId.clear();
        if (Status s = num("params", 1e6, 1e14, &r.customParams); !s)
            return s.error();
        if (r.customParams <= 0)
            return fieldError(QStringLiteral("model"), Tr::tr("give a model preset or a size"));
    }
    if (has("method")) {
        auto m = methodFromName(str("method"));
        if (!m)
            return bad("method", str("method"));
        r.method = *m;
    }
    if (has("precision")) {
        auto p = precisionFromName(str("precision"));
        if (!p)
            return bad("precision", str("precision"));
        r.precision = *p;
    }
    if (has("optimizer")) {
        auto p = optimizerFromName(str("optimizer"));
        if (!p)
            return bad("optimizer", str("optimizer"));
        r.optimizer = *p;
    }
    if (has("recompute")) {
        auto p = recomputeFromName(str("recompute"));
        if (!p)
            return bad("recompute", str("recompute"));
        r.recompute = *p;
    }
    if (has("stack")) {
        auto p = stackFromName(str("stack"));
        if (!p)
            return bad("stack", str("stack"));
        r.stack = *p;
    }
    if (has("network")) {
        auto p = networkFromName(str("network"));
        if (!p)
            return bad("network", str("network"));
        r.network = *p;
    }
    if (has("prices")) {
        auto p = priceSourceFromName(str("prices"));
        if (!p)
            return bad("prices", str("prices"));
        r.prices = *p;
    }
    if (has("sort")) {
        auto p = sortOrderFromName(str("sort"));
        if (!p)
            return bad("sort", str("sort"));
        r.sort = *p;
    }
    if (has("term")) {
        auto p = rentalTermFromName(str("term"));
        if (!p || *p == RentalTerm::Buy)
            return bad("term", str("term"));
        r.term = *p;
    }
    if (has("budget")) {
        auto b = Money::parse(str("budget"), fieldLabel(QStringLiteral("budget")));
        if (!b)
            return fieldError(QStringLiteral("budget"), b.error().message);
        r.budget = b.value();
    }
    for (Status s :
         {integer("seq", 0, 10000000, &r.seqLen), integer("global_batch", 0, 10000000, &r.globalBatch),
          num("tokens", 0, 1e16, &r.tokens), num("dataset_tokens", 0, 1e16, &r.datasetTokens),
          num("epochs", 0, 1000, &r.epochs), num("deadline_hours", 0, 1e6, &r.deadlineHours),
          integer("concurrency", 0, 1000000, &r.concurrency), integer("context", 0, 10000000, &r.contextLen),
          num("target_tokens_per_second", 0, 1e9, &r.targetTokensPerSecond),
          num("rental_months", 0, 1200, &r.rentalMonths), integer("max_gpus", 1, 100000, &r.maxGpus),
          integer("max_servers", 0, 10000, &r.maxServers)})
        if (!s)
            return s.error();
    if (has("gpus")) {
        if (!o.value(QStringLiteral("gpus")).isArray())
            return fieldError(QStringLiteral("gpu"), Tr::tr("must be a list of GPU ids"));
        r.allowedGpuIds.clear();
        for (const QJsonValue& v : o.value(QStringLiteral("gpus")).toArray()) {
            if (!v.isString() || v.toString().trimmed().isEmpty())
                return fieldError(QStringLiteral("gpu"), Tr::tr("must be a list of GPU ids"));
            r.allowedGpuIds << v.toString().trimmed();
        }
    }
    if (has("region"))
        r.region = str("region");
    if (Status s = readFixedParts(o, r); !s)
        return s.error();
    if (has("quote_ids")) {
        if (!o.value(QStringLiteral("quote_ids")).isArray())
            return Error(Tr::tr("must be a list of quote ids"), QStringLiteral("quote_ids"),
                         QStringLiteral("prices"));
        for (const QJsonValue& v : o.value(QStringLiteral("quote_ids")).toArray()) {
            // Ids are whole numbers that a JSON number holds exactly (up to 2^53); larger ones are refused,
            // never converted (found by fuzz_plan).
            if (!v.isDouble() || !(v.toDouble() >= 1 && v.toDouble() <= 9007199254740992.0) ||
                v.toDouble() != std::floor(v.toDouble()))
                return Error(Tr::tr("must be a list of quote ids"), QStringLiteral("quote_ids"),
                             QStringLiteral("prices"));
            r.quoteIds << qint64(v.toDouble());
        }
    }
    return r;
}

} // namespace gpuplan
