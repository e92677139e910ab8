#include "WorkloadOptions.h"

#include "catalog/ModelCatalog.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString opt(const char* name)
{
    return QString::fromLatin1(name);
}
} // namespace

void addWorkloadOptions(QCommandLineParser& p)
{
    p.addOptions({
        {opt("model"), Tr::tr("Model preset (see 'gpuplan models')."), opt("NAME")},
        {opt("params"), Tr::tr("Custom model size, e.g. 13B (shape assumed Llama-like)."), opt("N")},
        {opt("layers"), Tr::tr("Custom model: layers."), opt("N")},
        {opt("hidden"), Tr::tr("Custom model: hidden size."), opt("N")},
        {opt("heads"), Tr::tr("Custom model: attention heads."), opt("N")},
        {opt("kv-heads"), Tr::tr("Custom model: key/value heads (grouped-query attention)."), opt("N")},
        {opt("ffn"), Tr::tr("Custom model: FFN inner size."), opt("N")},
        {opt("vocab"), Tr::tr("Custom model: vocabulary size."), opt("N")},
        {opt("method"), Tr::tr("inference, lora, qlora, full or pretrain (default full)."), opt("METHOD")},
        {opt("precision"), Tr::tr("fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16)."), opt("P")},
        {opt("optimizer"), Tr::tr("adamw, adamw8bit, sgd or adafactor (default adamw)."), opt("OPT")},
        {opt("seq"), Tr::tr("Sequence length in tokens (default 2048)."), opt("N")},
        {opt("micro-batch"), Tr::tr("Sequences per GPU per step (default 1)."), opt("N")},
        {opt("global-batch"),
         Tr::tr("Sequences per optimiser step (default 1024 pre-training, 128 otherwise)."), opt("N")},
        {opt("recompute"), Tr::tr("Activation recomputation: none, selective or full."), opt("MODE")},
        {opt("flash-attention"), Tr::tr("Fused attention that never stores the score matrix (default on).")},
        {opt("no-flash-attention"), Tr::tr("Plain attention that stores the score matrix.")},
        {opt("tokens"), Tr::tr("Training tokens (or tokens to generate), e.g. 1T, 500M."), opt("N")},
        {opt("lora-rank"), Tr::tr("LoRA rank (default 16, on every linear layer)."), opt("R")},
        {opt("concurrency"), Tr::tr("Inference: sequences served at once (default 1)."), opt("N")},
        {opt("context"), Tr::tr("Inference: prompt + output tokens per sequence (default --seq)."), opt("N")},
        {{opt("efficiency"), opt("mfu")},
         Tr::tr("Compute efficiency: the fraction of dense peak the kernels reach, 0–1 (default: the GPU's "
                "from the catalog)."),
         opt("X")},
    });
}

void addClusterOptions(QCommandLineParser& p)
{
    p.addOptions({
        {opt("gpu"), Tr::tr("GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090."), opt("GPU")},
        {opt("gpus"), Tr::tr("Total number of GPUs."), opt("N")},
        {opt("gpus-per-node"), Tr::tr("GPUs per server (default: up to 8)."), opt("N")},
        {opt("tp"), Tr::tr("Tensor parallel degree (divides the attention heads)."), opt("N")},
        {opt("pp"), Tr::tr("Pipeline parallel degree."), opt("N")},
        {opt("zero"), Tr::tr("ZeRO/FSDP stage 0–3."), opt("N")},
        {opt("interleave"), Tr::tr("Interleaved pipeline stages per GPU (default 1)."), opt("N")},
        {opt("network"), Tr::tr("Between servers: rdma (InfiniBand or RoCE) or ethernet (default rdma)."),
         opt("NET")},
        {opt("nic-gbps"),
         Tr::tr("Line rate of one network card in Gb/s (default 200 for rdma, 25 for ethernet)."),
         opt("GBPS")},
        {opt("nics"),
         Tr::tr("Network cards per server for training traffic (default one per GPU for rdma, 2 for "
                "ethernet)."),
         opt("N")},
    });
}

Result<ParsedJob> readJob(const QCommandLineParser& p, const GpuCatalog& catalog, bool needModel,
                          bool clusterOptions)
{
    ParsedJob job;
    auto has = [&](const char* n) {
        return p.isSet(opt(n));
    };
    auto val = [&](const char* n) {
        return p.value(opt(n));
    };
    auto intOpt = [&](const char* n, int min, int max, int* out) -> Status {
        if (!has(n))
            return Status();
        auto v = Quantity::parseInt(val(n), QStringLiteral("--") + opt(n), min, max);
        if (!v)
            return v.error();
        *out = v.value();
        return Status();
    };

    // Model.
    ModelSpec model;
    if (has("model") && has("params"))
        return Result<ParsedJob>::failure(
            QStringLiteral("--model/--params"),
            Tr::tr("give either a preset (--model) or a size (--params), not both"));
    if (has("model")) {
        auto m = ModelCatalog::shipped().find(val("model"));
        if (!m)
            return m.error();
        model = m.value();
    } else if (has("params")) {
        auto n = Quantity::parseCount(val("params"), QStringLiteral("--params"));
        if (!n)
            return n.error();
        if (n.value() < 1e6 || n.value() > 1e14)
            return Result<ParsedJob>::failure(QStringLiteral("--params"),
                                              Tr::tr("%1 parameters is outside 1M–100T").arg(val("params")));
        model = ModelCatalog::fromParameterCount(n.value());
    } else if (has("layers") && has("hidden") && has("heads") && has("ffn") && has("vocab")) {
        // A whole architecture: the size follows from it (below).
        model.id = QStringLiteral("custom");
        model.name = Tr::tr("custom model");
        model.custom = true;
        model.context = 4096;
    } else if (needModel) {
        return Result<ParsedJob>::failure(
            QStringLiteral("--model"),
            Tr::tr("give a model preset with --model NAME, a size with --params 70B, or a whole architecture "
                   "(--layers --hidden --heads --ffn --vocab)"));
    }
    // A shape given (all of it for a custom model, or a part of a preset's): core puts it over the model.
    ModelShape shape;
    const struct
    {
        const char* name;
        int* field;
    } parts[] = {{"layers", &shape.layers},    {"hidden", &shape.hidden}, {"heads", &shape.heads},
                 {"kv-heads", &shape.kvHeads}, {"ffn", &shape.ffn},       {"vocab", &shape.vocab}};
    for (const auto& p : parts)
        if (Status st = intOpt(p.name, 1, 10000000, p.field); !st)
            return st.error();
    if (!shape.isEmpty()) {
        auto shaped = ModelCatalog::withShape(model, shape);
        if (!shaped)
            return shaped.error();
        // The size follows the shape: a 70B shape cannot hold 7B of weights.
        if (has("params") && std::abs(shaped->params / model.params - 1.0) > 0.1)
            return Result<ParsedJob>::failure(
                QStringLiteral("--params"),
                Tr::tr("the architecture given has %1 parameters, not %2; leave out --params or make the "
                       "shape match it")
                    .arg(Quantity::formatCount(shaped->params), val("params")));
        model = shaped.value();
        model.assumptions = Tr::tr("architecture given on the command line");
    }

    // Method and its defaults.
    Method method = Method::Full;
    if (has("method")) {
        auto m = methodFromName(val("method"));
        if (!m)
            return Result<ParsedJob>::failure(
                QStringLiteral("--method"),
                Tr::tr("'%1' is not one of inference, lora, qlora, full, pretrain").arg(val("method")));
        method = *m;
    }
    Workload& w = job.workload;
    w = Workload::defaultsFor(model, method);
    if (has("precision")) {
        auto pr = precisionFromName(val("precision"));
        if (!pr)
            return Result<ParsedJob>::failure(
                QStringLiteral("--precision"),
                Tr::tr("'%1' is not one of %2").arg(val("precision"), precisionList()));
        w.precision = *pr;
    } else if (method == Method::Qlora) {
        w.precision = Precision::BF16;
    }
    if (has("optimizer")) {
        if (!isTraining(method))
            return Result<ParsedJob>::failure(QStringLiteral("--optimizer"),
                                              Tr::tr("an optimizer applies to training, not to inference"));
        auto o = optimizerFromName(val("optimizer"));
        if (!o)
            return Result<ParsedJob>::failure(
                QStringLiteral("--optimizer"),
                Tr::tr("'%1' is not one of adamw, adamw8bit, sgd, adafactor").arg(val("optimizer")));
        w.optimizer = *o;
    }
    if (Status s = intOpt("seq", 1, 10000000, &w.seqLen); !s)
        return s.error();
    if (Status s = intOpt("micro-batch", 1, 65536, &w.microBatch); !s)
        return s.error();
    if (Status s = intOpt("global-batch", 1, 100000000, &w.globalBatch); !s)
        return s.error();
    if (has("recompute")) {
        if (!isTraining(method))
            return Result<ParsedJob>::failure(
                QStringLiteral("--recompute"),
                Tr::tr("activation recomputation applies to training, not to inference"));
        auto r = recomputeFromName(val("recompute"));
        if (!r)
            return Result<ParsedJob>::failure(
                QStringLiteral("--recompute"),
                Tr::tr("'%1' is not one of none, selective, full").arg(val("recompute")));
        w.recompute = *r;
    }
    if (has("flash-attention") && has("no-flash-attention"))
        return Result<ParsedJob>::failure(
            QStringLiteral("--flash-attention"),
            Tr::tr("--flash-attention and --no-flash-attention contradict each other"));
    if (has("no-flash-attention"))
        w.flashAttention = false;
    if (has("tokens")) {
        auto t = Quantity::parseCount(val("tokens"), QStringLiteral("--tokens"));
        if (!t)
            return t.error();
        w.tokens = t.value();
    }
    if (has("lora-rank") && method != Method::Lora && method != Method::Qlora)
        return Result<ParsedJob>::failure(QStringLiteral("--lora-rank"),
                                          Tr::tr("a LoRA rank needs --method lora or qlora"));
    if (Status s = intOpt("lora-rank", 1, 4096, &w.loraRank); !s)
        return s.error();
    if ((has("concurrency") || has("context")) && method != Method::Inference)
        return Result<ParsedJob>::failure(has("concurrency") ? QStringLiteral("--concurrency")
                                                             : QStringLiteral("--context"),
                                          Tr::tr("concurrency and context apply to --method inference"));
    if (Status s = intOpt("concurrency", 1, 1000000, &w.concurrency); !s)
        return s.error();
    if (Status s = intOpt("context", 1, 10000000, &w.contextLen); !s)
        return s.error();
    if (has("efficiency")) {
        auto m = Quantity::parseNumber(val("efficiency"), QStringLiteral("--efficiency"), 0.01, 1.0);
        if (!m)
            return m.error();
        job.timeOptions.efficiencyOverride = m.value();
    }
    if (Status s = w.validate(); !s)
        return s.error();

    // Cluster and layout.
    if (!clusterOptions)
        return job;
    for (const QString& value : p.values(opt("gpu"))) {
        for (const QString& name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            auto g = catalog.find(name);
            if (!g)
                return g.error();
            if (!job.gpuList.contains(g.value()))
                job.gpuList << g.value();
        }
    }
    if (job.gpuList.size() == 1)
        job.gpu = job.gpuList.first();
    if (Status s = intOpt("gpus", 1, 100000, &job.gpus); !s)
        return s.error();
    if (Status s = intOpt("gpus-per-node", 1, 64, &job.gpusPerNode); !s)
        return s.error();
    auto layoutOpt = [&](const char* n, int min, int max, std::optional<int>* out) -> Status {
        if (!has(n))
            return Status();
        int v = 0;
        if (Status s = intOpt(n, min, max, &v); !s)
            return s;
        *out = v;
        return Status();
    };
    LayoutRequest& L = job.layout;
    if (Status s = layoutOpt("tp", 1, 1024, &L.tp); !s)
        return s.error();
    if (Status s = layoutOpt("pp", 1, 1024, &L.pp); !s)
        return s.error();
    if (Status s = layoutOpt("zero", 0, 3, &L.zero); !s)
        return s.error();
    if (Status s = layoutOpt("interleave", 1, 64, &L.interleave); !s)
        return s.error();
    if (has("micro-batch"))
        L.microBatch = w.microBatch;
    if (has("recompute"))
        L.recompute = w.recompute;
    // ZeRO for inference and a TP degree that does not divide the heads are core's rules (Planning,
    // Workload): checked there, once, for the desktop and the command line alike.
    if (has("network")) {
        auto n = networkFromName(val("network"));
        if (!n)
            return Result<ParsedJob>::failure(
                QStringLiteral("--network"), Tr::tr("'%1' is not one of rdma, ethernet").arg(val("network")));
        job.network = *n;
    }
    if (has("nic-gbps")) {
        auto g = Quantity::parseNumber(val("nic-gbps"), QStringLiteral("--nic-gbps"), 1, 3200);
        if (!g)
            return g.error();
        job.nicGbps = g.value();
    }
    if (Status s = intOpt("nics", 1, 64, &job.nicsPerNode); !s)
        return s.error();
    return job;
}

Scenario ParsedJob::scenario() const
{
    Scenario s;
    s.workload = workload;
    s.timeOptions = timeOptions;
    s.gpu = gpu;
    s.gpus = gpus;
    s.gpusPerNode = gpusPerNode;
    s.network = network;
    s.nicGbps = nicGbps;
    s.nicsPerNode = nicsPerNode;
    s.layout = layout;
    return s;
}

Status readDeadlineAndBudget(const QCommandLineParser& p, int hoursPerMonth, double* deadlineHours,
                             std::optional<Money>* budget)
{
    if (p.isSet(opt("deadline"))) {
        auto d = Quantity::parseHours(p.value(opt("deadline")), QStringLiteral("--deadline"), hoursPerMonth);
        if (!d)
            return d.error();
        *deadlineHours = d.value();
    }
    if (p.isSet(opt("budget"))) {
        auto b = Money::parse(p.value(opt("budget")), QStringLiteral("--budget"));
        if (!b)
            return b.error();
        if (b->minor() <= 0)
            return Status::failure(QStringLiteral("--budget"),
                                   Tr::tr("the budget must be greater than zero"));
        *budget = b.value();
    }
    return Status();
}

QJsonObject moneyJson(const Money& m)
{
    const qint64 a = m.minor() < 0 ? -m.minor() : m.minor();
    const QString amount = QStringLiteral("%1%2.%3")
                               .arg(m.minor() < 0 ? QStringLiteral("-") : QString())
                               .arg(a / 100)
                               .arg(a % 100, 2, 10, QLatin1Char('0'));
    return QJsonObject{{QStringLiteral("amount"), amount},
                       {QStringLiteral("currency"), currencyCode(m.currency())},
                       {QStringLiteral("minor"), double(m.minor())}};
}

QJsonObject workloadJson(const Workload& w)
{
    const ModelSpec& m = w.model;
    QJsonObject model{{QStringLiteral("id"), m.id},         {QStringLiteral("name"), m.name},
                      {QStringLiteral("params"), m.params}, {QStringLiteral("active_params"), m.activeParams},
                      {QStringLiteral("layers"), m.layers}, {QStringLiteral("hidden"), m.hidden},
                      {QStringLiteral("heads"), m.heads},   {QStringLiteral("kv_heads"), m.kvHeads},
                      {QStringLiteral("ffn"), m.ffn},       {QStringLiteral("vocab"), m.vocab},
                      {QStringLiteral("source"), m.source}};
    if (!m.assumptions.isEmpty())
        model.insert(QStringLiteral("assumptions"), m.assumptions);
    return QJsonObject{{QStringLiteral("model"), model},
                       {QStringLiteral("method"), methodName(w.method)},
                       {QStringLiteral("precision"), precisionName(w.precision)},
                       {QStringLiteral("optimizer"), optimizerName(w.optimizer)},
                       {QStringLiteral("seq"), w.seqLen},
                       {QStringLiteral("micro_batch"), w.microBatch},
                       {QStringLiteral("global_batch"), w.effectiveGlobalBatch()},
                       {QStringLiteral("recompute"), recomputeName(w.recompute)},
                       {QStringLiteral("flash_attention"), w.flashAttention},
                       {QStringLiteral("tokens"), w.effectiveTokens()},
                       {QStringLiteral("tokens_default"), w.tokensAreDefault()},
                       {QStringLiteral("lora_rank"), w.loraRank},
                       {QStringLiteral("concurrency"), w.concurrency},
                       {QStringLiteral("context"), w.effectiveContext()}};
}

QJsonObject memoryJson(const MemoryBreakdown& m)
{
    auto b = [](double v) {
        return std::round(v); // a double: never narrowed to 64-bit integers
    };
    return QJsonObject{{QStringLiteral("weights_bytes"), b(m.weights)},
                       {QStringLiteral("gradients_bytes"), b(m.gradients)},
                       {QStringLiteral("optimizer_bytes"), b(m.optimizer)},
                       {QStringLiteral("activations_bytes"), b(m.activations)},
                       {QStringLiteral("kv_cache_bytes"), b(m.kvCache)},
                       {QStringLiteral("zero3_gathered_bytes"), b(m.gathered)},
                       {QStringLiteral("overhead_bytes"), b(m.overhead)},
                       {QStringLiteral("total_bytes"), b(m.total())},
                       {QStringLiteral("capacity_bytes"), b(m.capacity)}};
}

QJsonObject timeJson(const Workload& w, const TimeEstimate& t)
{
    QJsonObject o{{QStringLiteral("tokens"), w.effectiveTokens()},
                  {QStringLiteral("flops_per_token"), t.flopsPerToken},
                  {QStringLiteral("total_flops"), t.totalFlops},
                  {QStringLiteral("peak_tflops"), t.peakTflops},
                  {QStringLiteral("peak_precision"), precisionName(t.peakPrecision)},
                  {QStringLiteral("model_flops_per_token"), t.modelFlopsPerToken},
                  {QStringLiteral("compute_efficiency"), t.computeEfficiency},
                  {QStringLiteral("mfu"), t.mfu},
                  {QStringLiteral("pipeline_bubble"), t.pipelineBubble},
                  {QStringLiteral("effective_utilisation"), t.effectiveUtilisation},
                  {QStringLiteral("tokens_per_second"), t.tokensPerSecond},
                  {QStringLiteral("tokens_per_second_per_gpu"), t.tokensPerSecondPerGpu},
                  {QStringLiteral("wall_hours"), t.wallHours},
                  {QStringLiteral("gpu_hours"), t.gpuHours}};
    if (isTraining(w.method)) {
        QJsonArray parts;
        for (const StepPart& part : t.communication)
            parts.append(QJsonObject{{QStringLiteral("kind"), part.id()},
                                     {QStringLiteral("label"), part.label()},
                                     {QStringLiteral("link"), part.link.describe()},
                                     {QStringLiteral("bus_gbs"), part.link.busGBs},
                                     {QStringLiteral("crosses_servers"), part.link.crossesServers},
                                     {QStringLiteral("bytes"), part.bytes},
                                     {QStringLiteral("seconds"), part.seconds},
                                     {QStringLiteral("overlap"), part.overlap},
                                     {QStringLiteral("exposed_seconds"), part.exposed}});
        o.insert(QStringLiteral("step"),
                 QJsonObject{{QStringLiteral("micro_batches"), t.microBatches},
                             {QStringLiteral("tokens"), t.tokensPerStep},
                             {QStringLiteral("seconds"), t.stepSeconds},
                             {QStringLiteral("compute_seconds"), t.computeSeconds},
                             {QStringLiteral("bubble_seconds"), t.bubbleSeconds},
                             {QStringLiteral("exposed_communication_seconds"), t.exposedCommSeconds},
                             {QStringLiteral("communication"), parts}});
    } else {
        o.insert(QStringLiteral("decode_ms_per_token"), t.decodeMsPerToken);
        o.insert(QStringLiteral("prefill_tokens_per_second"), t.prefillTokensPerSecond);
        o.insert(QStringLiteral("decode_tokens_per_second"), t.decodeTokensPerSecond);
        o.insert(QStringLiteral("decode_tokens_per_second_per_sequence"), t.decodeTokensPerSecondPerSequence);
        o.insert(QStringLiteral("max_concurrency"), t.maxConcurrency);
        o.insert(QStringLiteral("decode_memory_bound"), t.decodeMemoryBound);
    }
    return o;
}

QJsonArray checksJson(const QList<Check>& checks)
{
    QJsonArray a;
    for (const Check& c : checks)
        a.append(QJsonObject{{QStringLiteral("id"), c.id},
                             {QStringLiteral("status"), checkStatusName(c.status)},
                             {QStringLiteral("message"), c.message},
                             {QStringLiteral("source"), c.source}});
    return a;
}

QJsonArray explanationsJson(const QList<Explanation>& e)
{
    QJsonArray a;
    for (const Explanation& x : e)
        a.append(QJsonObject{{QStringLiteral("item"), x.item},
                             {QStringLiteral("formula"), x.formula},
                             {QStringLiteral("inputs"), x.inputs},
                             {QStringLiteral("value"), x.value},
                             {QStringLiteral("source"), x.source}});
    return a;
}

QString gib(double bytes)
{
    return QString::number(bytes / Quantity::kGiB, 'f', 1);
}

QString hoursText(double hours)
{
    if (hours < 1)
        return Tr::tr("%1 min").arg(hours * 60, 0, 'f', hours < 1.0 / 6 ? 1 : 0);
    if (hours < 48)
        return Tr::tr("%1 h").arg(hours, 0, 'f', 1);
    return Tr::tr("%1 h (%2 days)").arg(hours, 0, 'f', 0).arg(hours / 24.0, 0, 'f', 1);
}

QString statusTag(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return Tr::tr("[ok]");
    case CheckStatus::Info:
        return Tr::tr("[note]");
    case CheckStatus::Warn:
        return Tr::tr("[warn]");
    case CheckStatus::Fail:
        return Tr::tr("[FAIL]");
    }
    return QString();
}

QString checkSummary(const QList<Check>& checks)
{
    int warn = 0, fail = 0;
    for (const Check& k : checks) {
        warn += k.status == CheckStatus::Warn;
        fail += k.status == CheckStatus::Fail;
    }
    if (fail && warn)
        return Tr::tr("%1 fail, %2 warn").arg(fail).arg(warn);
    if (fail)
        return Tr::tr("%1 fail").arg(fail);
    if (warn)
        return Tr::tr("%1 warn").arg(warn);
    return Tr::tr("ok");
}

} // namespace gpuplan::cli
