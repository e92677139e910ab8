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

void addWorkloadOptions(Parser& p)
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
        {opt("plain-ffn"),
         Tr::tr(
             "Custom model: a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon) instead of a "
             "gated one of three (SwiGLU, as Llama).")},
        {opt("method"),
         Tr::tr(
             "inference (offline batch generation), lora, qlora, full or pretrain (default full); serve: a "
             "service under a load and latency targets, with its own options (add --method serve --help)."),
         opt("METHOD")},
        {opt("precision"), Tr::tr("fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16)."), opt("P")},
        {opt("optimizer"), Tr::tr("adamw, adamw8bit, sgd or adafactor (default adamw)."), opt("OPT")},
        {opt("seq"), Tr::tr("Sequence length in tokens (default 2048)."), opt("N")},
        {opt("micro-batch"), Tr::tr("Sequences per GPU per step (default 1)."), opt("N")},
        {opt("global-batch"),
         Tr::tr("Sequences per optimiser step (default 1024 pre-training, 128 otherwise)."), opt("N")},
        {opt("recompute"), Tr::tr("Activation recomputation: none, selective or full."), opt("MODE")},
        {opt("stack"),
         Tr::tr("Training software: megatron (Megatron-core, NeMo), fsdp (PyTorch FSDP, torchtitan), "
                "deepspeed (also Megatron-DeepSpeed, GPT-NeoX and the Megatron-LM of 2019–22), hf (Trainer, "
                "Accelerate), llama-factory (also XTuner), mindspeed or unknown "
                "(default: unknown; a dense model's steady-state estimate then takes the wider band)."),
         opt("NAME")},
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
        {opt("steady-state"),
         Tr::tr("Steady-state speed only: leave out what a whole run loses to interruptions, checkpoints, "
                "restarts and server replacements.")},
    });
}

void addClusterOptions(Parser& p)
{
    p.addOptions({
        {opt("gpu"), Tr::tr("GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090."), opt("GPU")},
        {opt("gpus"), Tr::tr("Total number of GPUs."), opt("N")},
        {opt("gpus-per-node"), Tr::tr("GPUs per server (default: up to 8)."), opt("N")},
        {opt("tp"), Tr::tr("Tensor parallel degree (divides the attention heads)."), opt("N")},
        {opt("pp"), Tr::tr("Pipeline parallel degree."), opt("N")},
        {opt("zero"), Tr::tr("ZeRO/FSDP stage 0–3."), opt("N")},
        {opt("interleave"), Tr::tr("Interleaved pipeline stages per GPU (default 1)."), opt("N")},
        {opt("ep"),
         Tr::tr("Expert-parallel GPUs (MoE models: the experts sharded over them, tokens sent by all-to-all; "
                "default: the planner's choice)."),
         opt("N")},
        {opt("cp"),
         Tr::tr("Context-parallel GPUs per sequence (ring attention; default 1; more are tried when a long "
                "sequence "
                "does not fit otherwise, and always from 32,768 tokens)."),
         opt("N")},
        {opt("offload"),
         Tr::tr("Host RAM for full training (DeepSpeed): none, optimizer (ZeRO-Offload) or weights "
                "(ZeRO-Infinity; "
                "default: none unless nothing fits on the GPUs)."),
         opt("WHAT")},
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
    QJsonObject model{{QStringLiteral("id"), m.id},
                      {QStringLiteral("name"), m.name},
                      {QStringLiteral("params"), m.params},
                      {QStringLiteral("active_params"), m.activeParams},
                      {QStringLiteral("layers"), m.layers},
                      {QStringLiteral("hidden"), m.hidden},
                      {QStringLiteral("heads"), m.heads},
                      {QStringLiteral("kv_heads"), m.kvHeads},
                      {QStringLiteral("ffn"), m.ffn},
                      {QStringLiteral("vocab"), m.vocab},
                      {QStringLiteral("gated_ffn"), m.gatedFfn},
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
                       {QStringLiteral("stack"), stackName(w.stack)},
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
                       {QStringLiteral("capacity_bytes"), b(m.capacity)},
                       {QStringLiteral("host_offloaded_bytes"), b(m.hostBytes)}};
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
                  {QStringLiteral("wall_hours_low"), t.wallHoursLow},
                  {QStringLiteral("wall_hours_high"), t.wallHoursHigh},
                  {QStringLiteral("gpu_hours"), t.gpuHours},
                  {QStringLiteral("gpu_hours_low"), t.gpuHoursLow},
                  {QStringLiteral("gpu_hours_high"), t.gpuHoursHigh},
                  {QStringLiteral("steady_hours"), t.steadyHours},
                  {QStringLiteral("run_losses"),
                   QJsonObject{{QStringLiteral("lost_hours"), t.lostHours},
                               {QStringLiteral("interruptions"), t.interruptions},
                               {QStringLiteral("checkpoint_hours"), t.checkpointHours},
                               {QStringLiteral("checkpoint_interval_hours"), t.checkpointIntervalHours},
                               {QStringLiteral("checkpointing_hours"), t.checkpointingHours},
                               {QStringLiteral("recovery_hours"), t.recoveryHours},
                               {QStringLiteral("replacement_hours"), t.replacementHours},
                               {QStringLiteral("stalled"), t.stalled}}}};
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

void printExplanations(QTextStream& out, const QList<Explanation>& xs)
{
    out << Qt::endl << Tr::tr("How each figure is computed:") << Qt::endl;
    for (const Explanation& x : xs) {
        out << QStringLiteral("  ") << x.item << QStringLiteral(" = ") << x.formula << Qt::endl;
        if (!x.inputs.isEmpty())
            out << QStringLiteral("      ") << x.inputs << Qt::endl;
        if (!x.source.isEmpty())
            out << QStringLiteral("      ") << Tr::tr("source: %1").arg(x.source) << Qt::endl;
    }
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
