#include "Cli.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "estimate/MemoryEstimator.h"
#include "estimate/TimeEstimator.h"
#include "planner/RuleChecks.h"
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

int runEstimate(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
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
    if (Status s = ctx.loadPlannerData(); !s)
        return ctx.badInput(s.error());
    auto job = readJob(p, ctx.catalog());
    if (!job)
        return ctx.badInput(job.error());
    Parallelism par;
    auto cluster = clusterFor(job.value(), &par);
    if (!cluster)
        return ctx.badInput(cluster.error());
    const Workload& w = job->workload;
    const MemoryEstimator mem(w);
    const TimeEstimator time(w, job->timeOptions);
    const MemoryBreakdown mb = mem.estimate(par, cluster->gpu->capacityBytes());
    const TimeEstimate te = time.estimate(cluster.value(), par, mb);
    CheckContext cctx;
    cctx.currentYear = QDate::currentDate().year();
    const QList<Check> checks = checkConfiguration(w, cluster.value(), par, mb, cctx);
    QList<Explanation> explanations = mem.explain(par, cluster->gpu->capacityBytes());
    explanations += time.explain(cluster.value(), par, mb);

    if (ctx.json) {
        QJsonObject memory = memoryJson(mb);
        memory.insert(QStringLiteral("explain"),
                      explanationsJson(mem.explain(par, cluster->gpu->capacityBytes())));
        QJsonObject timeObj = timeJson(w, te);
        timeObj.insert(QStringLiteral("explain"), explanationsJson(time.explain(cluster.value(), par, mb)));
        ctx.printJson(QJsonObject{{QStringLiteral("workload"), workloadJson(w)},
                                  {QStringLiteral("configuration"),
                                   QJsonObject{{QStringLiteral("gpu"), cluster->gpu->id},
                                               {QStringLiteral("gpus"), cluster->gpus()},
                                               {QStringLiteral("gpus_per_node"), cluster->gpusPerNode},
                                               {QStringLiteral("nodes"), cluster->nodes},
                                               {QStringLiteral("network"), networkName(cluster->network)},
                                               {QStringLiteral("tp"), par.tp},
                                               {QStringLiteral("pp"), par.pp},
                                               {QStringLiteral("dp"), par.dp},
                                               {QStringLiteral("zero"), par.zero}}},
                                  {QStringLiteral("memory"), memory},
                                  {QStringLiteral("fits"), mb.fits()},
                                  {QStringLiteral("trainable_params"), mem.trainableParams()},
                                  {QStringLiteral("time"), timeObj},
                                  {QStringLiteral("checks"), checksJson(checks)}});
        return ExitOk;
    }

    QTextStream& out = ctx.out();
    const GpuModel& g = *cluster->gpu;
    out << Tr::tr("%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)")
               .arg(w.model.name, methodLabel(w.method), precisionName(w.precision))
               .arg(cluster->gpus())
               .arg(g.displayName())
               .arg(cluster->nodes)
               .arg(cluster->gpusPerNode)
        << Qt::endl;
    if (!w.model.assumptions.isEmpty())
        out << Tr::tr("Model shape: %1").arg(w.model.assumptions) << Qt::endl;
    out << Tr::tr(
               "Layout: TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · sequence %6 · recomputation %7 · "
               "FlashAttention %8")
               .arg(par.tp)
               .arg(par.pp)
               .arg(par.dp)
               .arg(par.zero)
               .arg(w.microBatch)
               .arg(w.seqLen)
               .arg(recomputeName(w.recompute), w.flashAttention ? Tr::tr("on") : Tr::tr("off"))
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
    t.addRow({Tr::tr("framework overhead"), gib(mb.overhead)});
    t.addRow({Tr::tr("total"), gib(mb.total())});
    t.addRow({Tr::tr("GPU memory"), gib(mb.capacity)});
    out << t.render();
    out << (mb.fits() ? Tr::tr("Fits: %1 GiB free per GPU.").arg(gib(mb.headroom()))
                      : Tr::tr("Does not fit: %1 GiB short per GPU.").arg(gib(-mb.headroom())))
        << Qt::endl
        << Qt::endl;

    if (isTraining(w.method)) {
        out << Tr::tr("Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU")
                   .arg(Quantity::formatCount(w.effectiveTokens()),
                        w.tokensAreDefault() ? Tr::tr(" (default; set --tokens)") : QString(),
                        hoursText(te.wallHours))
                   .arg(te.gpuHours, 0, 'f', 0)
                   .arg(te.tokensPerSecondPerGpu, 0, 'f', 0)
            << Qt::endl;
        out << Tr::tr("  %1 FLOPs per token; %2 TFLOPS dense %3 peak × utilisation %4 (MFU %5, link %6, "
                      "network %7, "
                      "pipeline bubble %8)")
                   .arg(te.flopsPerToken, 0, 'g', 4)
                   .arg(te.peakTflops)
                   .arg(precisionName(te.peakPrecision))
                   .arg(te.effectiveUtilisation, 0, 'f', 3)
                   .arg(te.mfu, 0, 'f', 2)
                   .arg(te.intraNodeEfficiency, 0, 'f', 2)
                   .arg(te.interNodeEfficiency, 0, 'f', 2)
                   .arg(te.pipelineBubble, 0, 'f', 3)
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
    }
    out << Qt::endl << Tr::tr("Checks:") << Qt::endl;
    for (const Check& c : checks)
        out << QStringLiteral("  ") << statusTag(c.status) << QLatin1Char(' ') << c.id << QStringLiteral(": ")
            << c.message << QStringLiteral(" (") << c.source << QStringLiteral(")") << Qt::endl;
    if (p.isSet(QStringLiteral("explain"))) {
        out << Qt::endl << Tr::tr("How each figure is computed:") << Qt::endl;
        for (const Explanation& e : explanations) {
            out << QStringLiteral("  ") << e.item << QStringLiteral(" = ") << e.formula << Qt::endl;
            if (!e.inputs.isEmpty())
                out << QStringLiteral("      ") << e.inputs << Qt::endl;
            if (!e.source.isEmpty())
                out << QStringLiteral("      ") << Tr::tr("source: %1").arg(e.source) << Qt::endl;
        }
    } else {
        out << Qt::endl << Tr::tr("Add --explain for the formulas, inputs and sources.") << Qt::endl;
    }
    return ExitOk;
}

} // namespace gpuplan::cli
