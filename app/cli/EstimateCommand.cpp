#include "Cli.h"
#include "CommandSession.h"
#include "MoneyOptions.h"
#include "PlanOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "catalog/ModelCatalog.h"
#include "estimate/MemoryEstimator.h"
#include "estimate/TimeEstimator.h"
#include "planner/Planning.h"
#include "planner/RuleChecks.h"
#include "service/PlanService.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

namespace {
// One configuration as JSON: the workload, the configuration, memory, time (with the decode curve for
// inference) and the checks, each figure with its explanation.
QJsonObject estimateJson(const ScenarioEstimate& e, const TimeOptions& timeOptions)
{
    const Workload& w = e.workload;
    const Parallelism& par = e.parallel;
    const Cluster* cluster = &e.cluster;
    const MemoryBreakdown& mb = e.memory;
    const TimeEstimate& te = e.time;
    const QList<Check>& checks = e.checks;

    QJsonObject memory = memoryJson(mb);
    memory.insert(QStringLiteral("explain"), explanationsJson(e.memoryExplanations));
    QJsonObject timeObj = timeJson(w, te);
    timeObj.insert(QStringLiteral("explain"), explanationsJson(e.timeExplanations));
    if (!isTraining(w.method)) {
        QJsonArray curve;
        for (const DecodePoint& d :
             TimeEstimator(w, timeOptions).decodeCurve(e.cluster, e.parallel, e.memory))
            curve.append(QJsonObject{{QStringLiteral("concurrency"), d.concurrency},
                                     {QStringLiteral("tokens_per_second"), d.tokensPerSecond},
                                     {QStringLiteral("tokens_per_second_per_gpu"), d.tokensPerSecondPerGpu},
                                     {QStringLiteral("ms_per_token"), d.msPerToken},
                                     {QStringLiteral("memory_bound"), d.memoryBound}});
        timeObj.insert(QStringLiteral("decode_curve"), curve);
    }
    return QJsonObject{{QStringLiteral("workload"), workloadJson(w)},
                       {QStringLiteral("configuration"),
                        QJsonObject{{QStringLiteral("gpu"), cluster->gpu->id},
                                    {QStringLiteral("gpus"), cluster->gpus()},
                                    {QStringLiteral("gpus_per_node"), cluster->gpusPerNode},
                                    {QStringLiteral("nodes"), cluster->nodes},
                                    {QStringLiteral("network"), networkName(cluster->network)},
                                    {QStringLiteral("network_gbs_per_server"),
                                     LinkModel(timeOptions.links).serverNetworkGBs(*cluster)},
                                    {QStringLiteral("tp"), par.tp},
                                    {QStringLiteral("pp"), par.pp},
                                    {QStringLiteral("dp"), par.dp},
                                    {QStringLiteral("zero"), par.zero},
                                    {QStringLiteral("interleave"), par.interleave},
                                    {QStringLiteral("offload"), offloadName(par.offload)},
                                    {QStringLiteral("cp"), par.cp},
                                    {QStringLiteral("ep"), par.ep},
                                    {QStringLiteral("micro_batch"), w.microBatch},
                                    {QStringLiteral("recompute"), recomputeName(w.recompute)},
                                    {QStringLiteral("layout_chosen"), e.layoutChosen},
                                    {QStringLiteral("layout_note"), e.layoutNote}}},
                       {QStringLiteral("memory"), memory},
                       {QStringLiteral("fits"), mb.fits()},
                       {QStringLiteral("trainable_params"), e.trainableParams},
                       {QStringLiteral("time"), timeObj},
                       {QStringLiteral("checks"), checksJson(checks)}};
}

// The same as text; with `explain`, the formula, inputs and source of every figure.
// The seeds' checks, the sources, and with `explain` every formula with its inputs and source.
void printChecksAndSources(QTextStream& out, const ScenarioEstimate& e, bool explain)
{
    const QList<Explanation> explanations = e.memoryExplanations + e.timeExplanations;
    out << Qt::endl << Tr::tr("Checks:") << Qt::endl;
    for (const Check& c : e.checks)
        out << QStringLiteral("  ") << statusTag(c.status) << QLatin1Char(' ') << checkLabel(c.id)
            << Tr::tr(": ") << c.message
            << (checkCitation(c).isEmpty() ? QString() : Tr::tr(" (%1)").arg(checkCitation(c))) << Qt::endl;
    out << Tr::tr("Sources:") << Qt::endl;
    for (const QString& title : seedArticleTitles())
        out << QStringLiteral("  ") << title << Qt::endl;
    if (explain) {
        printExplanations(out, explanations);
    } else {
        out << Qt::endl << Tr::tr("Add --explain for the formulas, inputs and sources.") << Qt::endl;
    }
}

// The training software and which band the time above carries.
QString stackLine(const Workload& w, const TimeOptions& options)
{
    QString band;
    switch (options.bandKind(w)) {
    case TimeOptions::BandKind::WholeRun:
        band = Tr::tr("the one of published whole runs");
        break;
    case TimeOptions::BandKind::FineTuning:
        band = Tr::tr("the one of published fine-tuning runs");
        break;
    case TimeOptions::BandKind::Moe:
        band = Tr::tr("the one of published MoE training runs");
        break;
    case TimeOptions::BandKind::SteadyNamed:
        band = Tr::tr("the one of steady-state runs on named software");
        break;
    case TimeOptions::BandKind::SteadyUnknown:
        band = Tr::tr("the wider one for software not stated; name it with --stack");
        break;
    }
    return Tr::tr("Training software: %1 (the band above: %2)").arg(stackLabel(w.stack), band);
}

void printEstimateText(QTextStream& out, const ScenarioEstimate& e, const TimeOptions& timeOptions,
                       bool explain)
{
    const Workload& w = e.workload;
    const Cluster* cluster = &e.cluster;
    const MemoryBreakdown& mb = e.memory;
    const TimeEstimate& te = e.time;

    const GpuModel& g = *cluster->gpu;
    out << Tr::tr("%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)")
               .arg(w.model.name, methodLabel(w.method), precisionName(w.precision))
               .arg(cluster->gpus())
               .arg(g.displayName())
               .arg(cluster->nodes)
               .arg(cluster->gpusPerNode)
        << Qt::endl;
    // The model the figures assume, in the desktop details' words (ModelCatalog::describe).
    out << Tr::tr("Model: %1").arg(ModelCatalog::describe(w.model)) << Qt::endl;
    out << Tr::tr("Layout: %1 · sequence %2 · FlashAttention %3 (%4)")
               .arg(e.layoutText)
               .arg(w.seqLen)
               .arg(w.flashAttention ? Tr::tr("on") : Tr::tr("off"), e.layoutNote)
        << Qt::endl
        << Qt::endl;

    Table t({Tr::tr("memory per GPU"), Tr::tr("GiB")});
    t.setRightAligned(1);
    t.addRow({Tr::tr("weights"), gib(mb.weights)});
    if (isTraining(w.method)) {
        t.addRow({Tr::tr("gradients"), gib(mb.gradients)});
        t.addRow({Tr::tr("optimizer states"), gib(mb.optimizer)});
    }
    t.addRow({Tr::tr("activations"), gib(mb.activations)});
    if (!isTraining(w.method))
        t.addRow({Tr::tr("KV cache"), gib(mb.kvCache)});
    if (mb.gathered > 0)
        t.addRow({Tr::tr("ZeRO-3 gathered layers"), gib(mb.gathered)});
    t.addRow({Tr::tr("framework overhead"), gib(mb.overhead)});
    t.addRow({Tr::tr("total"), gib(mb.total())});
    t.addRow({Tr::tr("GPU memory"), gib(mb.capacity)});
    out << t.render();
    out << (mb.fits() ? Tr::tr("Fits: %1 GiB free per GPU.").arg(gib(mb.headroom()))
                      : Tr::tr("Does not fit: %1 GiB short per GPU.").arg(gib(-mb.headroom())));
    out << offloadText(e.parallel, mb, e.cluster.nodes) << Qt::endl << Qt::endl;

    if (isTraining(w.method)) {
        out << Tr::tr("Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU")
                   .arg(Quantity::formatCountWords(w.effectiveTokens()),
                        w.tokensAreDefault() ? Tr::tr(" (default; set --tokens)") : QString(),
                        durationWithBand(te.wallHours, te.wallHoursLow, te.wallHoursHigh))
                   .arg(te.gpuHours, 0, 'f', 0)
                   .arg(te.tokensPerSecondPerGpu, 0, 'f', 0)
            << Qt::endl;
        out << runLossText(te) << Qt::endl;
        out << stackLine(w, timeOptions) << Qt::endl;
        out << Tr::tr(
                   "  step of %1 tokens: %2 s = compute %3 s + pipeline bubble %4 s + exposed communication "
                   "%5 s; MFU %6 (compute efficiency %7 of %8 TFLOPS %9)")
                   .arg(Quantity::formatCountWords(te.tokensPerStep))
                   .arg(te.stepSeconds, 0, 'f', 3)
                   .arg(te.computeSeconds, 0, 'f', 3)
                   .arg(te.bubbleSeconds, 0, 'f', 3)
                   .arg(te.exposedCommSeconds, 0, 'f', 3)
                   .arg(te.mfu, 0, 'f', 3)
                   .arg(te.computeEfficiency, 0, 'f', 3)
                   .arg(te.peakTflops)
                   .arg(precisionName(te.peakPrecision))
            << Qt::endl;
        for (const StepPart& part : te.communication)
            out << Tr::tr("    %1 over %2 (%3 GB/s): %4 s, %5 s exposed")
                       .arg(part.label(), part.link.describe())
                       .arg(part.link.busGBs, 0, 'f', 1)
                       .arg(part.seconds, 0, 'f', 3)
                       .arg(part.exposed, 0, 'f', 3)
                << Qt::endl;
    } else {
        out << Tr::tr("Inference: prefill %1 tokens/s; decode %2 tokens/s in all (%3 per sequence, %4); up "
                      "to %5 "
                      "sequences of %6 tokens fit in the KV cache")
                   .arg(te.prefillTokensPerSecond, 0, 'f', 0)
                   .arg(te.decodeTokensPerSecond, 0, 'f', 1)
                   .arg(te.decodeTokensPerSecondPerSequence, 0, 'f', 1)
                   .arg(te.decodeMemoryBound ? Tr::tr("memory-bound") : Tr::tr("compute-bound"))
                   .arg(te.maxConcurrency)
                   .arg(w.effectiveContext())
            << Qt::endl;
        Table curve({Tr::tr("concurrency"), Tr::tr("tokens/s"), Tr::tr("tokens/s per GPU"),
                     Tr::tr("ms per token"), Tr::tr("bound by")});
        for (int i = 0; i < 4; ++i)
            curve.setRightAligned(i);
        for (const DecodePoint& d :
             TimeEstimator(w, timeOptions).decodeCurve(e.cluster, e.parallel, e.memory))
            curve.addRow({QString::number(d.concurrency), QString::number(d.tokensPerSecond, 'f', 0),
                          QString::number(d.tokensPerSecondPerGpu, 'f', 0),
                          QString::number(d.msPerToken, 'f', 1),
                          d.memoryBound ? Tr::tr("memory bandwidth") : Tr::tr("compute")});
        out << Qt::endl << Tr::tr("Decode against concurrency:") << Qt::endl << curve.render();
    }
    printChecksAndSources(out, e, explain);
}
} // namespace

int runEstimate(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(
        Tr::tr("Estimate memory per GPU, time and the seeds' checks for one configuration."));
    addWorkloadOptions(p);
    addClusterOptions(p);
    p.addOption({QStringLiteral("explain"), Tr::tr("Show the formula, inputs and source of every figure.")});
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan estimate --model NAME|--params N --gpu GPU [--gpus N] [options]\n"));
        rc >= 0)
        return rc;
    // The one question (a PlanRequest with its hardware fixed), answered by the plan service.
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{}, &rc);
    if (!ws)
        return rc;
    const PlanService& service = ws->plans();
    auto request = readPlanRequest(p, service.data().catalog(), service.data().hoursPerMonth(),
                                   PlanRequest::bare(), true);
    if (!request)
        return ctx.badInput(request.error());
    if (request->allowedGpuIds.size() != 1)
        return ctx.badInput(
            request->allowedGpuIds.isEmpty()
                ? fieldError(QStringLiteral("gpu"),
                             Tr::tr("give a GPU with --gpu, e.g. --gpu h100 (see 'gpuplan gpus')"))
                : fieldError(QStringLiteral("gpu"),
                             Tr::tr("an estimate is for one GPU model; 'gpuplan plan' compares "
                                    "several")));
    auto estimate = service.estimate(request.value());
    if (!estimate)
        return ctx.badInput(estimate.error());
    const ScenarioEstimate& e = estimate->estimate;
    const TimeOptions& timeOptions = estimate->scenario.timeOptions;
    if (ctx.json)
        ctx.printJson(estimateJson(e, timeOptions));
    else
        printEstimateText(ctx.out(), e, timeOptions, p.isSet(QStringLiteral("explain")));
    return ExitOk;
}

} // namespace gpuplan::cli
