// The serving question's options (ServeOptions.h): declared for estimate, plan and quotes rank --method
// serve, read into a ServingRequest against core's limits (servingLimits); each error names its option.
#include "ServeOptions.h"
#include "Cli.h"
#include "MoneyOptions.h"
#include "WorkloadOptions.h"

#include "catalog/HfConfig.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

void addModeOptions(Parser& p, ServeMode mode);

void addServeOptions(Parser& p, ServeMode mode)
{
    p.addOptions({
        {QStringLiteral("method"), Tr::tr("serve: a service under a load and latency targets."),
         QStringLiteral("METHOD")},
        {QStringLiteral("model"), Tr::tr("The model to serve (see 'gpuplan models')."),
         QStringLiteral("NAME")},
        {QStringLiteral("model-config"),
         Tr::tr("A model that is not a preset: its Hugging Face config.json (dense, MoE and MLA models; the "
                "parameters are counted from the architecture)."),
         QStringLiteral("FILE")},
        {QStringLiteral("precision"),
         Tr::tr("Weights: bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ); default %1.")
             .arg(precisionName(servingLimits::kDefaultWeights)),
         QStringLiteral("P")},
        {QStringLiteral("kv-precision"),
         Tr::tr("KV cache: bf16, fp16, fp8 or int8 (default: fp8 with fp8 weights, else bf16)."),
         QStringLiteral("P")},
        {QStringLiteral("input"),
         Tr::tr("Input (prompt) tokens per request, mean (default %1).")
             .arg(servingLimits::kDefaultInputTokens),
         QStringLiteral("N")},
        {QStringLiteral("output"),
         Tr::tr("Output tokens per request, mean (default %1).").arg(servingLimits::kDefaultOutputTokens),
         QStringLiteral("N")},
        {QStringLiteral("prefix-cache"),
         Tr::tr("Percent of input tokens found in the prefix cache (default 0)."), QStringLiteral("PCT")},
        {QStringLiteral("spread"),
         Tr::tr("How much the input lengths vary: their standard deviation as a percent of the mean "
                "(default 0: all alike, as benchmarks run); the percentile's TTFT is its long question's."),
         QStringLiteral("PCT")},
        {QStringLiteral("rate"), Tr::tr("Load: peak requests per second."), QStringLiteral("R")},
        {QStringLiteral("users"), Tr::tr("Load: concurrent users at the peak (with --think-time)."),
         QStringLiteral("N")},
        {QStringLiteral("think-time"),
         Tr::tr("Time a user reads and types between answers: 30, 30s or 30秒 (a bare number is seconds; "
                "default 30)."),
         QStringLiteral("TIME")},
        {QStringLiteral("concurrency"), Tr::tr("Load: requests in flight at once, as benchmarks run."),
         QStringLiteral("C")},
        {QStringLiteral("targets"),
         Tr::tr("Latency preset: chat (2 s / 50 ms p90, default), mlperf (2 s / 200 ms p99), interactive "
                "(450 ms / 40 ms p99), batch (none)."),
         QStringLiteral("PRESET")},
        {QStringLiteral("ttft"),
         Tr::tr(
             "Time to first token at most: 2s, 2秒 or 2000ms; a bare number is milliseconds (0 = no limit)."),
         QStringLiteral("TIME")},
        {QStringLiteral("tpot"),
         Tr::tr(
             "Time per output token at most: 50ms or 0.05s; a bare number is milliseconds (0 = no limit)."),
         QStringLiteral("TIME")},
        {QStringLiteral("percentile"),
         Tr::tr("Share of requests the targets hold for, %1–%2 (default %3).")
             .arg(servingLimits::kPercentile.low)
             .arg(servingLimits::kPercentile.high)
             .arg(ServingRequest().targets.percentile),
         QStringLiteral("P")},
        {QStringLiteral("engine"),
         Tr::tr("vllm (default), sglang, tensorrt-llm or mindie, with its version after @ if you like "
                "(vllm@0.6, sglang@0.5.9; default: the current release). The figures use the constants "
                "of the version's generation; one without published rows is said and takes a wider band."),
         QStringLiteral("ENGINE[@VERSION]")},
        {QStringLiteral("speculative"),
         Tr::tr("Speculative decoding (MTP of DeepSeek and Qwen3-Next, EAGLE): tokens drafted per step, 1–8 "
                "(default 0: off)."),
         QStringLiteral("N")},
        {QStringLiteral("acceptance"),
         Tr::tr("With --speculative: the mean tokens a step keeps per sequence, the verified one included, "
                "above 1 and at most N + 1 (default for one MTP token: %1, DeepSeek-V3's 85–90 % "
                "acceptance of the second token).")
             .arg(ServingWorkload::kDefaultMtpAcceptance),
         QStringLiteral("L")},
        {QStringLiteral("no-calibration"),
         Tr::tr("The published fit alone: your measurements ('gpuplan measurements') do not calibrate the "
                "figures.")},
    });
    addModeOptions(p, mode);
}

// The options a mode adds to the question's: the hardware (estimate, plan), the day and headroom (plan,
// rank), money and the quotes (rank), the GPU limit and the documents (plan).
void addModeOptions(Parser& p, ServeMode mode)
{
    const bool plan = mode == ServeMode::Plan;
    if (mode != ServeMode::Rank)
        p.addOptions({
            {QStringLiteral("gpu"),
             plan ? Tr::tr(
                        "Only these GPU models, comma-separated (default: every GPU offered in the region).")
                  : Tr::tr("The GPU model."),
             QStringLiteral("GPU")},
            {QStringLiteral("gpus"),
             plan
                 ? Tr::tr("GPUs per replica (default: 1, 2, 4, 8 and 16 compared); as --gpus-per-replica.")
                 : Tr::tr("GPUs in all, split into replicas as a server is run (8 × 1, 4 × 2, 2 × 4, 1 × 8): "
                          "the best split is answered and every split shown (default: one replica of the "
                          "fewest GPUs that hold the model)."),
             QStringLiteral("N")},
            {QStringLiteral("gpus-per-replica"),
             Tr::tr("GPUs per replica, fixed (with --gpus in an estimate: a divisor of it)."),
             QStringLiteral("N")},
            {QStringLiteral("explain"), Tr::tr("Show the formula, inputs and source of every figure.")},
        });
    if (mode != ServeMode::Estimate)
        p.addOptions({
            {QStringLiteral("profile"),
             Tr::tr("Daily load: flat (default), office, evening, or a file of 24 hourly shares."),
             QStringLiteral("PROFILE")},
            {QStringLiteral("headroom"),
             Tr::tr("Spare capacity over the peak, percent (default %1).")
                 .arg(servingLimits::kDefaultHeadroom * 100),
             QStringLiteral("PCT")},
        });
    if (mode == ServeMode::Rank) {
        addMoneyOptions(p);
        addTaxStatusOption(p);
        p.addOptions({
            {QStringLiteral("ids"), Tr::tr("Only these quotes, e.g. 1,4,7 (default: all)."),
             QStringLiteral("IDS")},
            {QStringLiteral("no-demo"), Tr::tr("Leave out the demo quotes.")},
        });
    }
    if (plan) {
        p.addOptions({
            {QStringLiteral("max-gpus"),
             Tr::tr("At most this many GPUs in all (default %1).").arg(servingLimits::kDefaultMaxGpus),
             QStringLiteral("N")},
            {QStringLiteral("include-unoffered"),
             Tr::tr("Consider GPUs without a known price in the region too.")},
        });
        addMoneyOptions(p);
        addTaxStatusOption(p);
        addOutputOptions(p); // --pdf: the serving plan for the customer, in both languages
        addServePlanFileOptions(p);
        p.addOptions({
            {QStringLiteral("no-quotes"),
             Tr::tr("Leave the stored quotes out of the PDF (by default they are weighed for the service "
                    "there, as on the desktop).")},
            {QStringLiteral("no-demo"), Tr::tr("Leave out the demo quotes.")},
        });
    }
}

namespace {

// The option's number into `into` when the option is given: finite, checked against core's bound
// (servingLimits) in the option's unit (`scale`: 100 for a percent of a share), the error naming the option.
Status readNumber(const QCommandLineParser& p, const char* name, ServingBound bound, double* into,
                  double scale = 1)
{
    const double lo = bound.low * scale, hi = bound.high * scale;
    if (!p.isSet(QLatin1String(name)))
        return Status();
    bool ok = false;
    const QString text = p.value(QLatin1String(name)).trimmed();
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi)
        return fieldError(QLatin1String(name),
                          Tr::tr("'%1' is not a number from %2 to %3")
                              .arg(text, QLocale().toString(lo), QLocale().toString(hi)));
    *into = v;
    return Status();
}

// A time: 2s, 50ms, 2秒; a bare number is in `bare` (ms or s).
Status readMilliseconds(const QCommandLineParser& p, const char* name, const QString& bare, double maxMs,
                        double* into)
{
    if (!p.isSet(QLatin1String(name)))
        return Status();
    auto v = Quantity::parseMilliseconds(p.value(QLatin1String(name)), QLatin1String(name), bare, 0, maxMs);
    if (!v)
        return v.error();
    *into = v.value();
    return Status();
}

// Exactly one of --rate, --users, --concurrency.
Status readLoad(const QCommandLineParser& p, ServingRequest& r)
{
    int loads = 0;
    const struct
    {
        const char* name;
        LoadKind kind;
        ServingBound bound;
        double* into;
    } kinds[] = {{"rate", LoadKind::Rate, {1e-6, servingLimits::kRate.high}, &r.rate},
                 {"users", LoadKind::Users, servingLimits::kUsers, &r.users},
                 {"concurrency", LoadKind::Concurrency, servingLimits::kConcurrency, &r.concurrency}};
    QStringList given;
    for (const auto& k : kinds) {
        if (!p.isSet(QLatin1String(k.name)))
            continue;
        ++loads;
        given << QStringLiteral("--") + QLatin1String(k.name);
        r.load = k.kind;
        if (Status s = readNumber(p, k.name, k.bound, k.into); !s)
            return s;
    }
    const QString oneWay = Tr::tr("give the load one way: --rate (requests/s at the peak), --users (with "
                                  "--think-time) or --concurrency (requests at once)");
    if (loads >
        1) // name the options given (reliability-5 G11: --rate and --users were said as --concurrency)
        return fieldError(given.last().mid(2),
                          Tr::tr("%1 were given; %2").arg(given.join(Tr::tr(" and ")), oneWay));
    if (loads == 0)
        return fieldError(QStringLiteral("rate"), oneWay);
    double ms = r.thinkSeconds * 1000.0; // seconds when bare (30, 30s, 30秒, 1min)
    const Status s =
        readMilliseconds(p, "think-time", QStringLiteral("s"), servingLimits::kThinkSeconds.high * 1000, &ms);
    r.thinkSeconds = ms / 1000.0;
    return s;
}

// --targets, then --ttft, --tpot, --percentile over it.
Status readTargets(const QCommandLineParser& p, ServingRequest& r)
{
    if (p.isSet(QStringLiteral("targets"))) {
        const auto t = LatencyTargets::fromPreset(p.value(QStringLiteral("targets")));
        if (!t)
            return fieldError(QStringLiteral("targets"),
                              Tr::tr("'%1' is not a preset; use %2")
                                  .arg(p.value(QStringLiteral("targets")),
                                       LatencyTargets::presetNames().join(QStringLiteral(", "))));
        r.targets = *t;
    }
    for (const char* name : {"ttft", "tpot", "percentile"})
        if (p.isSet(QLatin1String(name)))
            r.targets.preset.clear();
    for (const Status& s :
         {readMilliseconds(p, "ttft", QStringLiteral("ms"), servingLimits::kTtftMs.high, &r.targets.ttftMs),
          readMilliseconds(p, "tpot", QStringLiteral("ms"), servingLimits::kTpotMs.high, &r.targets.tpotMs),
          readNumber(p, "percentile", servingLimits::kPercentile, &r.targets.percentile)})
        if (!s)
            return s;
    return Status();
}

// --speculative N and --acceptance L: one MTP token takes DeepSeek-V3's published acceptance unless given;
// more draft tokens have no published default and need --acceptance.
Status readSpeculative(const QCommandLineParser& p, ServingRequest& r)
{
    double draft = 0, accept = 0;
    if (Status s = readNumber(p, "speculative", {0, 8}, &draft); !s)
        return s;
    if (Status s = readNumber(p, "acceptance", {0, 9}, &accept); !s)
        return s;
    if (draft != std::floor(draft))
        return fieldError(QStringLiteral("speculative"), Tr::tr("draft tokens are a whole number"));
    if (draft == 1 && !p.isSet(QStringLiteral("acceptance")))
        accept = ServingWorkload::kDefaultMtpAcceptance;
    else if (draft > 1 && !p.isSet(QStringLiteral("acceptance")))
        return fieldError(QStringLiteral("acceptance"),
                          Tr::tr("give --acceptance with %1 draft tokens: the tokens a step keeps depend on "
                                 "the draft head and the data, and no default is published for more than one")
                              .arg(draft));
    r.draftTokens = int(draft);
    r.acceptanceLength = accept;
    return ServingWorkload::checkSpeculative(r.draftTokens, r.acceptanceLength);
}

// --model-config: a config.json read whole (at most 4 MiB), the model counted from it.
Status readModelConfig(const QCommandLineParser& p, ServingRequest& r)
{
    if (!p.isSet(QStringLiteral("model-config")))
        return Status();
    if (p.isSet(QStringLiteral("model")))
        return fieldError(QStringLiteral("model-config"),
                          Tr::tr("give the model one way: a preset with --model or a config.json with "
                                 "--model-config"));
    const QString path = p.value(QStringLiteral("model-config"));
    QFile f(path);
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly))
        return fieldError(QStringLiteral("model-config"), Tr::tr("'%1' cannot be read").arg(path));
    auto m = modelFromHfConfig(f.read(4 << 20), QFileInfo(path).fileName());
    if (!m)
        return Error(m.error().message, QStringLiteral("--model-config, ") + m.error().where,
                     QStringLiteral("model-config"));
    r.customModel = m.value();
    return Status();
}

// plan's own options: headroom, the GPU limit, the daily profile (a preset or a file).
Status readPlanOptions(const QCommandLineParser& p, ServingRequest& r, ServeMode mode)
{
    double headroom = r.headroom * 100;
    if (Status s = readNumber(p, "headroom", servingLimits::kHeadroom, &headroom, 100); !s)
        return s;
    r.headroom = headroom / 100.0;
    if (mode == ServeMode::Plan) {
        double most = r.maxGpus;
        if (Status s = readNumber(p, "max-gpus", servingLimits::kMaxGpus, &most); !s)
            return s;
        r.maxGpus = int(most);
        r.includeUnoffered = p.isSet(QStringLiteral("include-unoffered"));
    }
    if (!p.isSet(QStringLiteral("profile")))
        return Status();
    const QString v = p.value(QStringLiteral("profile"));
    if (auto preset = LoadProfile::fromPreset(v)) {
        r.profile = *preset;
        return Status();
    }
    QFile f(v);
    if (!QFileInfo(v).isFile() || !f.open(QIODevice::ReadOnly))
        return fieldError(QStringLiteral("profile"),
                          Tr::tr("'%1' is neither a preset (%2) nor a file that can be read")
                              .arg(v, LoadProfile::presetNames().join(QStringLiteral(", "))));
    auto prof = LoadProfile::fromText(QString::fromUtf8(f.read(1 << 20)), QFileInfo(v).fileName());
    if (!prof) // the option and the place in the file
        return Error(prof.error().message, QStringLiteral("--profile, ") + prof.error().where);
    r.profile = prof.value();
    return Status();
}

} // namespace

Result<ServingRequest> readServeRequest(const QCommandLineParser& p, ServeMode mode)
{
    ServingRequest r;
    r.modelId = p.value(QStringLiteral("model")).trimmed();
    if (Status s = readModelConfig(p, r); !s)
        return s.error();
    const struct
    {
        const char* name;
        std::optional<Precision>* into;
        const char* allowed;
    } precisions[] = {{"precision", nullptr, "bf16, fp16, fp8, int8, int4"},
                      {"kv-precision", &r.kvCache, "bf16, fp16, fp8, int8"}};
    for (const auto& pr : precisions) {
        if (!p.isSet(QLatin1String(pr.name)))
            continue;
        const auto prec = precisionFromName(p.value(QLatin1String(pr.name)));
        if (!prec)
            return fieldError(QLatin1String(pr.name),
                              Tr::tr("'%1' is not a precision; use %2")
                                  .arg(p.value(QLatin1String(pr.name)), QLatin1String(pr.allowed)));
        if (pr.into)
            *pr.into = *prec;
        else
            r.weights = *prec;
    }
    double prefix = 0, perReplica = 0, spread = 0;
    for (const Status& s : {readNumber(p, "input", servingLimits::kTokens, &r.inputTokens),
                            readNumber(p, "output", servingLimits::kTokens, &r.outputTokens),
                            readNumber(p, "prefix-cache", servingLimits::kPrefixCacheShare, &prefix, 100),
                            readNumber(p, "spread", servingLimits::kInputSpread, &spread, 100),
                            readLoad(p, r), readTargets(p, r)})
        if (!s)
            return s.error();
    r.prefixCacheShare = prefix / 100.0;
    r.inputSpread = spread / 100.0;
    if (mode != ServeMode::Rank) { // a quote fixes the hardware
        // --gpus: GPUs per replica in a plan; the GPUs to split into replicas in an estimate.
        const bool estimate = mode == ServeMode::Estimate;
        double total = 0;
        if (p.isSet(QStringLiteral("gpus")) && p.isSet(QStringLiteral("gpus-per-replica")) && !estimate)
            return fieldError(QStringLiteral("gpus"),
                              Tr::tr("--gpus and --gpus-per-replica are the same in a plan; give one"));
        for (const Status& s :
             {readNumber(p, "gpus-per-replica", servingLimits::kGpusPerReplica, &perReplica),
              estimate ? readNumber(p, "gpus", servingLimits::kMaxGpus, &total)
                       : readNumber(p, "gpus", servingLimits::kGpusPerReplica, &perReplica)})
            if (!s)
                return s.error();
        if (perReplica != std::floor(perReplica) || total != std::floor(total))
            return fieldError(p.isSet(QStringLiteral("gpus-per-replica")) ? QStringLiteral("gpus-per-replica")
                                                                          : QStringLiteral("gpus"),
                              Tr::tr("a number of GPUs is a whole number"));
        r.gpusPerReplica = int(perReplica);
        r.totalGpus = int(total);
        for (const QString& g : p.value(QStringLiteral("gpu")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            r.allowedGpuIds << g.trimmed();
    }
    if (p.isSet(QStringLiteral("engine"))) {
        const auto e = EngineRelease::parse(p.value(QStringLiteral("engine")));
        if (!e)
            return e.error();
        r.engine = e->engine;
        r.engineVersion = e->version;
    }
    r.calibrate = !p.isSet(QStringLiteral("no-calibration"));
    if (Status s = readSpeculative(p, r); !s)
        return s.error();
    if (mode != ServeMode::Estimate)
        if (Status s = readPlanOptions(p, r, mode); !s)
            return s.error();
    if (Status s = r.validate(); !s)
        return s.error();
    return r;
}

} // namespace gpuplan::cli
