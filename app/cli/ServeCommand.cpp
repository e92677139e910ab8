// gpuplan estimate --method serve / gpuplan plan --method serve: the serving question (issue 37). Options are
// collected into a ServingRequest; core's estimateServing and planServing answer; this file only prints.
#include "Cli.h"
#include "CommandSession.h"
#include "MoneyOptions.h"
#include "ServeJson.h"
#include "ServeOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "report/ServingReport.h"
#include "service/PlanService.h"
#include "service/QuoteService.h"
#include "serving/ServingPlan.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

} // namespace

namespace {

QString withBand(double v, const UncertaintyBand& b, int decimals)
{
    return Tr::tr("%1 (%2–%3)").arg(num(v, decimals), num(v * b.low, decimals), num(v * b.high, decimals));
}

QJsonObject splitJson(const ServingSplit& x)
{
    QJsonObject o{{QStringLiteral("gpus_per_replica"), x.replica.gpus},
                  {QStringLiteral("replicas"), x.replicas},
                  {QStringLiteral("fits"), x.figures.fits}};
    if (!x.figures.fits) {
        o.insert(QStringLiteral("why"), x.figures.whyNot.text());
        return o;
    }
    o.insert(QStringLiteral("capacity_requests_per_second"), x.capacityRps);
    o.insert(QStringLiteral("meets_targets"), x.point.meetsTargets);
    o.insert(QStringLiteral("saturated"), x.point.saturated);
    if (!x.point.saturated) {
        o.insert(QStringLiteral("output_tokens_per_second"), x.point.outputTokensPerSecond * x.replicas);
        o.insert(QStringLiteral("ttft_percentile_ms"), x.point.ttftPercentileMs);
        o.insert(QStringLiteral("tpot_percentile_ms"), x.point.tpotPercentileMs);
    }
    return o;
}

// The GPUs given, split as servers are run: each split with what all its replicas give at the load and
// within the targets; the one answered below is named.
void printSplits(QTextStream& out, const ServingEstimate& e)
{
    if (e.splits.size() < 2 && e.replicas < 2)
        return;
    const int gpus = e.replicas * e.replica.gpus;
    out << Tr::tr("The %1 GPUs split into replicas: %2 × %3 GPUs answered below, the split that keeps the "
                  "targets with the most capacity.")
               .arg(gpus)
               .arg(e.replicas)
               .arg(e.replica.gpus)
        << Qt::endl;
    Table t({Tr::tr("replicas × GPUs"), Tr::tr("within the targets, requests/s"),
             Tr::tr("output tokens/s at this load"),
             Tr::tr("TTFT / TPOT p%1 (ms)").arg(num(e.point.percentile, 0)), Tr::tr("verdict")});
    for (int c = 1; c <= 3; ++c)
        t.setRightAligned(c);
    for (int i = 0; i < e.splits.size(); ++i) {
        const ServingSplit& x = e.splits[i];
        const QString name = QStringLiteral("%1 × %2%3")
                                 .arg(x.replicas)
                                 .arg(x.replica.gpus)
                                 .arg(i == e.best ? QStringLiteral(" *") : QString());
        if (!x.figures.fits) {
            t.addRow({name, QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"),
                      x.figures.whyNot.text()});
            continue;
        }
        const bool loaded = !x.point.saturated;
        t.addRow({name, num(x.capacityRps, 2),
                  loaded ? num(x.point.outputTokensPerSecond * x.replicas, 0) : QStringLiteral("—"),
                  loaded ? QStringLiteral("%1 / %2").arg(num(x.point.ttftPercentileMs, 0),
                                                         num(x.point.tpotPercentileMs, 1))
                         : QStringLiteral("—"),
                  !loaded                ? Tr::tr("overloaded")
                  : x.point.meetsTargets ? Tr::tr("within the targets")
                                         : Tr::tr("misses the targets")});
    }
    out << t.render() << Qt::endl;
}

// --json of `estimate --method serve`: the best split's replica and figures, every split, the targets.
// The buyer's measurements behind the figures (null: the published fit alone).
QJsonValue calibrationJson(const ServingEstimate& e)
{
    if (!e.calibration)
        return QJsonValue::Null;
    const ServingCalibration& c = *e.calibration;
    return QJsonObject{{QStringLiteral("measurements"), c.measurements},
                       {QStringLiteral("set_aside"), c.setAside},
                       {QStringLiteral("ttft_factor"), c.ttft.factor},
                       {QStringLiteral("tpot_factor"), c.tpot.factor},
                       {QStringLiteral("tpot_leave_one_out_percent"), c.tpot.leaveOneOutPercent},
                       {QStringLiteral("tpot_published_percent"), c.tpot.publishedPercent},
                       {QStringLiteral("sentence"), c.sentence.text()}};
}

// The engine generation the figures assume: its id, whether published rows calibrate it, and the sentence.
QJsonObject generationJson(const EngineRelease& r, const Words& note)
{
    const EngineGeneration used = constantsOf(r.generation());
    return QJsonObject{{QStringLiteral("engine"), r.text()},
                       {QStringLiteral("generation"), generationInfo(r.generation()).id},
                       {QStringLiteral("calibrated"), r.calibrated()},
                       {QStringLiteral("constants_of"), generationInfo(used).id},
                       {QStringLiteral("sentence"), note.text()}};
}

QJsonObject estimateJson(const ServingEstimate& e)
{
    const ServingPoint& s = e.point;
    const ReplicaFigures& f = e.figures;
    QJsonObject serving = pointJson(s, e.throughputBand, e.ttftBand, e.tpotBand);
    serving.insert(QStringLiteral("max_concurrency"), f.maxSequences);
    serving.insert(QStringLiteral("max_batch"), f.maxBatch);
    const auto banded = [&](const QString& key, double v) {
        serving.insert(key, v);
        serving.insert(key + QStringLiteral("_low"), v * e.capacityBand.low);
        serving.insert(key + QStringLiteral("_high"), v * e.capacityBand.high);
    };
    banded(QStringLiteral("max_output_tokens_per_second"), f.maxOutputTokensPerSecond);
    banded(QStringLiteral("capacity_requests_per_second"), e.capacityRps);
    banded(QStringLiteral("capacity_output_tokens_per_second"), e.capacityOutputTokensPerSecond);
    serving.insert(QStringLiteral("saturation_requests_per_second"), f.saturationRequestsPerSecond);
    QJsonArray splits; // every split of the GPUs given weighed; the figures above are the best's
    for (const ServingSplit& x : e.splits)
        splits.append(splitJson(x));
    return QJsonObject{{QStringLiteral("request"), e.request.toJson()},
                       {QStringLiteral("replica"),
                        QJsonObject{{QStringLiteral("gpu"), e.replica.gpu->id},
                                    {QStringLiteral("gpus"), e.replica.gpus},
                                    {QStringLiteral("replicas"), e.replicas},
                                    {QStringLiteral("servers"), e.replica.servers()},
                                    {QStringLiteral("engine"), engineName(e.workload.engine)},
                                    {QStringLiteral("engine_generation"),
                                     generationJson(e.workload.release(), e.engineNote)},
                                    {QStringLiteral("memory_gib"), f.capacityGiB},
                                    {QStringLiteral("weights_gib"), f.weightsGiB},
                                    {QStringLiteral("reserve_gib"), f.reserveGiB},
                                    {QStringLiteral("kv_cache_gib"), f.kvBudgetGiB},
                                    {QStringLiteral("kv_bytes_per_token"), f.kvBytesPerToken},
                                    {QStringLiteral("prefill_ms"), f.prefillMs},
                                    {QStringLiteral("single_stream_tpot_ms"), f.singleStreamTpotMs}}},
                       {QStringLiteral("serving"), serving},
                       {QStringLiteral("splits"), splits},
                       {QStringLiteral("targets"),
                        QJsonObject{{QStringLiteral("ttft_ms"), e.request.targets.ttftMs},
                                    {QStringLiteral("tpot_ms"), e.request.targets.tpotMs},
                                    {QStringLiteral("percentile"), e.request.targets.percentile}}},
                       {QStringLiteral("calibration"), calibrationJson(e)},
                       {QStringLiteral("explain"), explanationsJson(e.explanations)}};
}

int printEstimate(Context& ctx, const ServingEstimate& e, bool explain)
{
    // (the engine generation is said under the heading)
    const ServingPoint& s = e.point;
    const ReplicaFigures& f = e.figures;
    if (ctx.json) {
        ctx.printJson(estimateJson(e));
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << Tr::tr("%1 · serving · %2 weights, %3 KV cache · %4 × %5 · %6")
               .arg(e.workload.model.name, precisionName(e.workload.weights),
                    precisionName(e.workload.kvCache))
               .arg(e.replica.gpus)
               .arg(e.replica.gpu->displayName(), engineLabel(e.workload.engine))
        << Qt::endl
        << Tr::tr("Engine: %1.").arg(e.engineNote.text()) << Qt::endl;
    if (e.workload.draftTokens > 0)
        out << Tr::tr("Speculative decoding: %1 draft token(s) a step, %2 tokens kept a step on average.")
                   .arg(e.workload.draftTokens)
                   .arg(num(e.workload.acceptanceLength, 2))
            << Qt::endl;
    out << Tr::tr("Requests of %1 input and %2 output tokens; targets: %3")
               .arg(num(e.workload.inputTokens, 0), num(e.workload.outputTokens, 0),
                    e.request.targets.describe(true))
        << Qt::endl
        << Qt::endl;
    out << Tr::tr("Memory per GPU: %1 GiB; weights %2 GiB, runtime reserve %3 GiB, KV cache %4 GiB — %5 "
                  "requests "
                  "fit (the engine batches up to %6)")
               .arg(num(f.capacityGiB, 0), num(f.weightsGiB, 1), num(f.reserveGiB, 1), num(f.kvBudgetGiB, 1))
               .arg(num(f.maxSequences, 0), num(f.maxBatch, 0))
        << Qt::endl;
    out << Tr::tr("One request alone: prefill %1 ms, then %2 ms per output token")
               .arg(num(f.prefillMs, 0), num(f.singleStreamTpotMs, 1))
        << Qt::endl;
    out << Tr::tr(
               "Offline maximum: %1 output tokens/s; within the targets: %2 requests/s (%3 output tokens/s)")
               .arg(withBand(f.maxOutputTokensPerSecond, e.capacityBand, 0),
                    withBand(e.capacityRps, e.capacityBand, 2),
                    withBand(e.capacityOutputTokensPerSecond, e.capacityBand, 0))
        << Qt::endl
        << Qt::endl;
    printSplits(out, e);
    if (s.saturated) {
        out << Tr::tr("Overloaded: this load is more than the replica serves (at most %1 requests/s); no "
                      "latency "
                      "is given past that. Add replicas or GPUs.")
                   .arg(num(f.saturationRequestsPerSecond, 2))
            << Qt::endl;
    } else {
        Table t({e.replicas > 1 ? Tr::tr("at this load, per replica") : Tr::tr("at this load"),
                 Tr::tr("estimate (band)")});
        t.setRightAligned(1);
        t.addRow({Tr::tr("requests/s"), num(s.requestsPerSecond, 2)});
        t.addRow({Tr::tr("output tokens/s"), withBand(s.outputTokensPerSecond, e.throughputBand, 0)});
        t.addRow({Tr::tr("input tokens/s"), withBand(s.inputTokensPerSecond, e.throughputBand, 0)});
        t.addRow({Tr::tr("requests in the replica"), num(s.concurrency, 1)});
        t.addRow({Tr::tr("TTFT, mean (ms)"), withBand(s.ttftMs, e.ttftBand, 0)});
        t.addRow({Tr::tr("TTFT, p%1 (ms)").arg(num(s.percentile, 0)),
                  withBand(s.ttftPercentileMs, e.ttftBand, 0)});
        t.addRow({Tr::tr("TPOT, mean (ms)"), withBand(s.tpotMs, e.tpotBand, 1)});
        t.addRow({Tr::tr("TPOT, p%1 (ms)").arg(num(s.percentile, 0)),
                  withBand(s.tpotPercentileMs, e.tpotBand, 1)});
        out << t.render();
        out << (s.meetsTargets ? Tr::tr("Within the targets.") : Tr::tr("Misses the targets.")) << Qt::endl;
    }
    if (e.calibration)
        out << e.calibration->sentence.text() << Qt::endl;
    if (explain)
        printExplanations(out, e.explanations);
    else
        out << Qt::endl << Tr::tr("Add --explain for the formulas, inputs and sources.") << Qt::endl;
    return ExitOk;
}

QString money(const Money& m)
{
    return m.toDisplayString();
}

int printPlan(Context& ctx, const ServingAnswer& a, bool explain)
{
    const int shown = std::min<int>(a.options.size(), 10);
    if (ctx.json) {
        QJsonArray options, byGpu;
        for (const ServingOption& o : a.options)
            options.append(optionJson(o, a.bands));
        for (int i : a.bestPerGpu)
            byGpu.append(QJsonObject{{QStringLiteral("gpu"), a.options[i].replica.gpu->id},
                                     {QStringLiteral("configuration"), i}});
        ctx.printJson(QJsonObject{
            {QStringLiteral("request"), a.request.toJson()},
            {QStringLiteral("peak_requests_per_second"), a.peakRps},
            {QStringLiteral("peak_basis"), a.peakBasis.text()},
            {QStringLiteral("daily_requests"), a.dailyRequests},
            {QStringLiteral("recommendation"), a.recommendation.text()},
            {QStringLiteral("calibration"), a.calibrationSentence.text()},
            {QStringLiteral("engine_generation"), generationJson(a.workload.release(), a.engineNote)},
            {QStringLiteral("configurations"), options},
            {QStringLiteral("by_gpu"), byGpu}});
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << Tr::tr("Serving %1 (%2 weights, %3): requests of %4 input and %5 output tokens; %6")
               .arg(a.workload.model.name, precisionName(a.workload.weights), engineLabel(a.workload.engine),
                    num(a.workload.inputTokens, 0), num(a.workload.outputTokens, 0),
                    a.request.targets.describe(true))
        << Qt::endl
        << Tr::tr("Engine: %1.").arg(a.engineNote.text()) << Qt::endl;
    out << Tr::tr("Load: %1; daily profile %2; headroom %3 %.")
               .arg(a.peakBasis.text(), a.request.profile.label(), num(a.request.headroom * 100, 0))
        << Qt::endl
        << Qt::endl;
    const auto table = [&](const QList<int>& indices) {
        Table t({Tr::tr("#"), Tr::tr("GPU"), Tr::tr("per replica"), Tr::tr("replicas (band)"), Tr::tr("GPUs"),
                 Tr::tr("req/s per replica"), Tr::tr("TTFT p%1 ms").arg(num(a.request.targets.percentile, 0)),
                 Tr::tr("TPOT p%1 ms").arg(num(a.request.targets.percentile, 0)), Tr::tr("a month (ex VAT)"),
                 Tr::tr("per 1M output (CNY ex VAT)"), Tr::tr("per 1M input (CNY ex VAT)")});
        for (int c = 2; c <= 10; ++c)
            t.setRightAligned(c);
        for (int i : indices) {
            const ServingOption& o = a.options[i];
            const bool serves = o.capacityRps > 0;
            t.addRow({QString::number(i + 1), o.replica.gpu->displayName(), QString::number(o.replica.gpus),
                      serves ? Tr::tr("%1 (%2–%3)").arg(o.replicas).arg(o.replicasLow).arg(o.replicasHigh)
                             : Tr::tr("—"),
                      serves ? QString::number(o.gpus) : Tr::tr("—"),
                      serves ? num(o.capacityRps, 2) : Tr::tr("—"),
                      serves && !o.atPeak.saturated ? num(o.atPeak.ttftPercentileMs, 0) : Tr::tr("—"),
                      serves && !o.atPeak.saturated ? num(o.atPeak.tpotPercentileMs, 1) : Tr::tr("—"),
                      !serves     ? Tr::tr("—")
                      : o.offered ? money(o.monthlyCost)
                                  : Tr::tr("no price"),
                      serves && o.offered ? num(o.costPerMillionOutput, 2) : Tr::tr("—"),
                      serves && o.offered ? num(o.costPerMillionInput, 2) : Tr::tr("—")});
        }
        return t.render();
    };
    QList<int> first;
    for (int i = 0; i < shown; ++i)
        first << i;
    out << table(first);
    if (a.options.size() > shown)
        out << Tr::tr("… and %1 more (--json lists them all).").arg(a.options.size() - shown) << Qt::endl;
    out << Qt::endl << Tr::tr("Best configuration per GPU model:") << Qt::endl << table(a.bestPerGpu);
    for (int i : a.bestPerGpu)
        if (!a.options[i].why.isEmpty())
            out << Tr::tr("  %1: %2").arg(a.options[i].replica.gpu->displayName(), a.options[i].why.text())
                << Qt::endl;
    out << Qt::endl << Tr::tr("Recommendation: %1").arg(a.recommendation.text()) << Qt::endl;
    if (!a.calibrationSentence.isEmpty())
        out << a.calibrationSentence.text() << Qt::endl;
    const ServingOption& best = a.options.first();
    if (best.offered && best.mix.priced) {
        out << Tr::tr("Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3")
                   .arg(money(best.mix.monthly), money(best.mix.allReserved), best.mix.sentence.text())
            << Qt::endl;
        out << Tr::tr(
                   "At full use of the capacity: %1 per 1M output tokens, %2 per 1M input tokens (CNY, VAT "
                   "excluded); prefill takes %3 % of the GPUs' time.")
                   .arg(num(best.costPerMillionOutputFullUse, 2), num(best.costPerMillionInputFullUse, 2),
                        num(best.prefillShare * 100, 0))
            << Qt::endl;
    }
    if (explain && best.capacityRps > 0) {
        const ServingEstimator est(a.workload);
        printExplanations(out, est.explain(best.replica, best.atPeak));
    } else if (!explain) {
        out << Qt::endl << Tr::tr("Add --explain for the formulas, inputs and sources.") << Qt::endl;
    }
    return ExitOk;
}

} // namespace

namespace {
bool asksToServe(const QStringList& args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--method=serve") || args[i] == QLatin1String("-method=serve"))
            return true;
        if ((args[i] == QLatin1String("--method") || args[i] == QLatin1String("-method")) &&
            i + 1 < args.size() && args[i + 1] == QLatin1String("serve"))
            return true;
    }
    return false;
}

} // namespace

int runServing(Context& ctx, const QStringList& rest)
{
    if (!asksToServe(rest) && !namesServingPlanFile(rest))
        return -1;
    const QString command = rest.value(0);
    if (command == QLatin1String("quotes") && rest.value(1) == QLatin1String("rank"))
        return runServeRank(ctx, rest.mid(1));
    if (command == QLatin1String("report") && rest.value(1) == QLatin1String("quotes"))
        return runServeReport(ctx, rest.mid(1));
    if (command == QLatin1String("estimate") || command == QLatin1String("plan"))
        return runServe(ctx, rest, command == QLatin1String("plan"));
    return -1;
}

int runServe(Context& ctx, const QStringList& args, bool plan)
{
    Parser p;
    p.setApplicationDescription(
        plan
            ? Tr::tr("Size a service: replicas for the peak with headroom on every GPU model, its cost under "
                     "every term, the cheapest mix of reserved and pay-as-you-go, cost per 1M tokens.")
            : Tr::tr("One replica under a load: memory, throughput, TTFT and TPOT, capacity within the "
                     "targets."));
    addServeOptions(p, plan ? ServeMode::Plan : ServeMode::Estimate);
    const QString usage =
        plan ? Tr::tr(
                   "Usage: gpuplan plan --method serve --model NAME (--rate R | --users N | --concurrency C) "
                   "[--targets chat] [--profile office] [options]\n")
             : Tr::tr("Usage: gpuplan estimate --method serve --model NAME --gpu GPU (--rate R | --users N | "
                      "--concurrency C) [options]\n");
    if (int rc = parseCommand(ctx, p, args, usage); rc >= 0)
        return rc;
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, plan ? Needs{true, true} : Needs{}, &rc);
    if (!ws)
        return rc;
    auto request = plan && p.isSet(QStringLiteral("plan-file"))
                       ? readServePlanFile(p)
                       : readServeRequest(p, plan ? ServeMode::Plan : ServeMode::Estimate);
    if (!request)
        return ctx.badInput(request.error());
    const PlannerData& data = ws->plans().data();
    if (plan) {
        auto a = planServing(request.value(), data);
        if (!a)
            return ctx.badInput(a.error());
        // The question kept as a plan file, once it has an answer.
        if (Status s = writeServePlanFile(
                p, request.value(), ws->database() ? databaseFiles(ws->database()->path()) : QStringList());
            !s)
            return ctx.writeRefused(s, QStringLiteral("--write-plan"));
        else if (p.isSet(QStringLiteral("write-plan"))) // the plan itself goes to stdout, as asked
            ctx.err() << Tr::tr("Wrote the plan file %1.").arg(p.value(QStringLiteral("write-plan")))
                      << Qt::endl;
        if (p.isSet(QStringLiteral("pdf")) || p.isSet(QStringLiteral("xlsx")))
            return writeServingPdf(ctx, p, a.value(), *ws);
        return printPlan(ctx, a.value(), p.isSet(QStringLiteral("explain")));
    }
    auto e = estimateServing(request.value(), data);
    if (!e)
        return ctx.badInput(e.error());
    return printEstimate(ctx, e.value(), p.isSet(QStringLiteral("explain")));
}

} // namespace gpuplan::cli
