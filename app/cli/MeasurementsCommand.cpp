// `gpuplan measurements`: the buyer's own measurements (issue 61 item 4) — listed with the published fit's
// estimate beside each and the calibration they make of each GPU and engine, imported from a serving
// benchmark's result (as `acceptance check --service` keeps them), set aside or taken back in.
#include "Cli.h"
#include "Table.h"

#include "CommandSession.h"
#include "acceptance/ServiceResult.h"
#include "files/InputFile.h"
#include "serving/ServingBenchmark.h"
#include "serving/ServingCalibration.h"
#include "storage/Database.h"
#include "storage/MeasurementStore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString n(double v, int decimals)
{
    return QLocale::system().toString(v, 'f', decimals);
}

QJsonObject measurementJson(const Measurement& m)
{
    return QJsonObject{{QStringLiteral("id"), double(m.id)},
                       {QStringLiteral("gpu"), m.gpuId},
                       {QStringLiteral("gpus_per_replica"), m.gpus},
                       {QStringLiteral("engine"), m.engine},
                       {QStringLiteral("model"), m.modelId},
                       {QStringLiteral("weights"), m.weights},
                       {QStringLiteral("input_tokens"), m.inputTokens},
                       {QStringLiteral("output_tokens"), m.outputTokens},
                       {QStringLiteral("load_kind"), m.loadKind},
                       {QStringLiteral("load"), m.load},
                       {QStringLiteral("percentile"), m.percentile},
                       {QStringLiteral("ttft_ms"), m.ttftMs},
                       {QStringLiteral("ttft_fit_ms"), m.ttftFitMs},
                       {QStringLiteral("tpot_ms"), m.tpotMs},
                       {QStringLiteral("tpot_fit_ms"), m.tpotFitMs},
                       {QStringLiteral("output_tps"), m.outputTps},
                       {QStringLiteral("quote"), double(m.quoteId)},
                       {QStringLiteral("vendor"), m.vendor},
                       {QStringLiteral("host"), m.host},
                       {QStringLiteral("tool"), m.tool},
                       {QStringLiteral("file"), m.file},
                       {QStringLiteral("used"), m.used},
                       {QStringLiteral("note"), m.note},
                       {QStringLiteral("imported_at"), m.importedAt},
                       {QStringLiteral("imported_by"), m.importedBy}};
}

int list(Context& ctx, Database& db)
{
    auto all = MeasurementStore(db).list();
    if (!all)
        return ctx.failure(all.error());
    QList<ServingCalibration> calibrations;
    for (Engine e : allEngines())
        calibrations += servingCalibrations(all.value(), e);
    if (ctx.json) {
        QJsonArray arr, cal;
        for (const Measurement& m : all.value())
            arr.append(measurementJson(m));
        for (const ServingCalibration& c : calibrations)
            cal.append(QJsonObject{{QStringLiteral("gpu"), c.gpuId},
                                   {QStringLiteral("engine"), engineName(c.engine)},
                                   {QStringLiteral("measurements"), c.measurements},
                                   {QStringLiteral("set_aside"), c.setAside},
                                   {QStringLiteral("ttft_factor"), c.ttft.factor},
                                   {QStringLiteral("tpot_factor"), c.tpot.factor},
                                   {QStringLiteral("tpot_leave_one_out_percent"), c.tpot.leaveOneOutPercent},
                                   {QStringLiteral("sentence"), c.sentence.text()}});
        ctx.printJson(
            QJsonObject{{QStringLiteral("measurements"), arr}, {QStringLiteral("calibration"), cal}});
        return ExitOk;
    }
    if (all->isEmpty()) {
        ctx.out()
            << Tr::tr(
                   "No measurements yet: 'gpuplan acceptance check --quote ID --service PLAN RESULT' keeps "
                   "each judged serving benchmark as one.")
            << Qt::endl;
        return ExitOk;
    }
    Table t({Tr::tr("id"), Tr::tr("GPUs"), Tr::tr("engine"), Tr::tr("model"), Tr::tr("tokens in/out"),
             Tr::tr("load"), Tr::tr("TTFT ms (fit)"), Tr::tr("TPOT ms (fit)"), Tr::tr("used"),
             Tr::tr("quote")});
    for (const Measurement& m : all.value())
        t.addRow({QString::number(m.id), QStringLiteral("%1 × %2").arg(m.gpus).arg(m.gpuId), m.engine,
                  QStringLiteral("%1 %2").arg(m.modelId, m.weights),
                  QStringLiteral("%1/%2").arg(n(m.inputTokens, 0), n(m.outputTokens, 0)),
                  m.loadKind == QLatin1String("concurrency") ? Tr::tr("%1 at once").arg(n(m.load, 0))
                                                             : Tr::tr("%1 requests/s").arg(n(m.load, 3)),
                  QStringLiteral("P%1 %2 (%3)").arg(n(m.percentile, 0), n(m.ttftMs, 0), n(m.ttftFitMs, 0)),
                  QStringLiteral("%1 (%2)").arg(n(m.tpotMs, 1), n(m.tpotFitMs, 1)),
                  m.used ? Tr::tr("yes") : Tr::tr("set aside"),
                  m.quoteId > 0 ? QStringLiteral("%1 %2").arg(m.quoteId).arg(m.vendor) : QString()});
    ctx.out() << t.render();
    for (const ServingCalibration& c : calibrations)
        ctx.out() << c.sentence.text() << Qt::endl;
    return ExitOk;
}
// `import RESULT --gpu G --gpus N --model M …`: a result run outside a contract, kept beside the fit's
// estimate.
int importResult(Context& ctx, const QCommandLineParser& p, const QString& path)
{
    auto bytes = readImportFile(path);
    if (!bytes)
        return ctx.badInput(bytes.error());
    auto measured = parseServiceResult(bytes.value());
    if (!measured)
        return ctx.badInput(path, measured.error().message);
    ResultContext given;
    given.gpuId = p.value(QStringLiteral("gpu"));
    given.modelId = p.value(QStringLiteral("model"));
    if (given.modelId.isEmpty())
        return ctx.badInput(QStringLiteral("--model"), Tr::tr("give the model the result was run with"));
    bool ok = true;
    given.gpusPerReplica = p.isSet(QStringLiteral("gpus")) ? p.value(QStringLiteral("gpus")).toInt(&ok) : 1;
    if (!ok || given.gpusPerReplica < 1 || given.gpusPerReplica > 64)
        return ctx.badInput(QStringLiteral("--gpus"), Tr::tr("give the GPUs of one replica, 1 to 64"));
    if (p.isSet(QStringLiteral("precision"))) {
        const auto w = precisionFromName(p.value(QStringLiteral("precision")));
        if (!w)
            return ctx.badInput(QStringLiteral("--precision"), Tr::tr("use one of %1").arg(precisionList()));
        given.weights = *w;
    }
    if (p.isSet(QStringLiteral("engine"))) {
        given.engine = engineFromName(p.value(QStringLiteral("engine")));
        if (!given.engine)
            return ctx.badInput(QStringLiteral("--engine"),
                                Tr::tr("use vllm, sglang, tensorrt-llm or mindie"));
    }
    for (const auto& [name, target] :
         {std::pair{"input", &given.inputTokens}, std::pair{"output", &given.outputTokens},
          std::pair{"rate", &given.rate}, std::pair{"concurrency", &given.concurrency}})
        if (p.isSet(QLatin1String(name))) {
            *target = p.value(QLatin1String(name)).toDouble(&ok);
            if (!ok || !(*target > 0) || *target > 1e7)
                return ctx.badInput(QStringLiteral("--") + QLatin1String(name),
                                    Tr::tr("give a positive number"));
        }
    auto ws = openSession(ctx);
    if (!ws)
        return ctx.openFailed(ws.error());
    auto m = measurementFromResult(measured.value(), given, (*ws)->plans().data(), path);
    if (!m)
        return ctx.badInput(m.error());
    if (!(*ws)->database() || (*ws)->database()->readOnly())
        return ctx.badInput(QStringLiteral("--database"),
                            Tr::tr("the database cannot be written: nothing was kept"));
    auto ids = MeasurementStore(*(*ws)->database()).add({m.value()});
    if (!ids)
        return ctx.failure(ids.error());
    if (ctx.json)
        ctx.printJson(measurementJson([&] {
            Measurement kept = m.value();
            kept.id = ids->value(0);
            return kept;
        }()));
    else
        ctx.out()
            << (m->used
                    ? Tr::tr("Kept as measurement %1: TTFT %2 ms against the fit's %3, TPOT %4 ms against "
                             "%5 (p%6).")
                    : Tr::tr(
                          "Kept as measurement %1 but set aside, far outside the published band: TTFT %2 ms "
                          "against the fit's %3, TPOT %4 ms against %5 (p%6); 'gpuplan measurements use "
                          "%1' takes it in."))
                   .arg(ids->value(0))
                   .arg(n(m->ttftMs, 0), n(m->ttftFitMs, 0), n(m->tpotMs, 1), n(m->tpotFitMs, 1),
                        n(m->percentile, 0))
            << Qt::endl;
    return ExitOk;
}
} // namespace

int runMeasurements(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "Your own measurements: each judged serving benchmark, kept with the published fit's estimate of the "
        "same "
        "run. Later estimates for the same GPU and engine are calibrated by them (estimate --no-calibration: "
        "the published fit alone).\n"
        "  list                                        the measurements and the calibration they make\n"
        "  import RESULT --quote ID --service PLAN     judge a benchmark's result and keep it (as acceptance "
        "check --service)\n"
        "  import RESULT --gpu G --gpus N --model M    keep a result run outside a contract (lengths and "
        "load from "
        "the result, else --input/--output/--rate/--concurrency)\n"
        "  use ID | ignore ID [--reason TEXT]           take a measurement into the calibration, or set it "
        "aside"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("list, import, use or ignore"));
    p.addOptions(
        {{QStringLiteral("quote"), Tr::tr("import: the quote the replica was delivered under."),
          QStringLiteral("ID")},
         {QStringLiteral("service"), Tr::tr("import: the serving plan file the contract was for."),
          QStringLiteral("PLAN")},
         {QStringLiteral("reason"), Tr::tr("ignore: why it is set aside."), QStringLiteral("TEXT")},
         {QStringLiteral("gpu"), Tr::tr("import without a contract: the GPU the result ran on."),
          QStringLiteral("GPU")},
         {QStringLiteral("gpus"), Tr::tr("import: the GPUs of one replica (1)."), QStringLiteral("N")},
         {QStringLiteral("model"), Tr::tr("import: the model."), QStringLiteral("NAME")},
         {QStringLiteral("precision"), Tr::tr("import: the weights' precision (bf16)."), QStringLiteral("P")},
         {QStringLiteral("engine"), Tr::tr("import: the engine (else the tool's)."),
          QStringLiteral("ENGINE")},
         {QStringLiteral("input"), Tr::tr("import: input tokens, when the result does not say."),
          QStringLiteral("N")},
         {QStringLiteral("output"), Tr::tr("import: output tokens, when the result does not say."),
          QStringLiteral("N")},
         {QStringLiteral("rate"), Tr::tr("import: the requests/s, when the result does not say."),
          QStringLiteral("R")},
         {QStringLiteral("concurrency"),
          Tr::tr("import: the requests at once, when the result does not say."), QStringLiteral("C")}});
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan measurements list|import|use|ignore [ID|RESULT] [options]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0, QStringLiteral("list"));
    if (action == QLatin1String("import")) {
        if (pos.size() == 2 && p.isSet(QStringLiteral("gpu")))
            return importResult(ctx, p, pos[1]);
        if (pos.size() != 2 || !p.isSet(QStringLiteral("service")))
            return ctx.badInput(
                QStringLiteral("measurements import"),
                Tr::tr("give the result file and either --quote ID --service PLAN, or --gpu, --gpus "
                       "and --model"));
        return runAcceptance(ctx, {QStringLiteral("acceptance"), QStringLiteral("check"), pos[1],
                                   QStringLiteral("--quote"), p.value(QStringLiteral("quote")),
                                   QStringLiteral("--service"), p.value(QStringLiteral("service"))});
    }
    if (!QStringList{QStringLiteral("list"), QStringLiteral("use"), QStringLiteral("ignore")}.contains(
            action))
        return ctx.badInput(QStringLiteral("measurements"),
                            Tr::tr("'%1' is not one of list, import, use, ignore").arg(action));
    auto db = openDatabase(ctx);
    if (!db)
        return ctx.openFailed(db.error());
    if (action == QLatin1String("list"))
        return list(ctx, **db);
    bool ok = false;
    const qint64 id = pos.value(1).toLongLong(&ok);
    if (!ok || id <= 0)
        return ctx.badInput(QStringLiteral("id"),
                            Tr::tr("give the measurement's id, as 'gpuplan measurements list' "
                                   "shows it"));
    const bool use = action == QLatin1String("use");
    if (Status s = MeasurementStore(**db).setUsed(id, use, p.value(QStringLiteral("reason"))); !s)
        return s.error().field == QLatin1String("id") ? ctx.badInput(s.error()) : ctx.failure(s.error());
    if (!ctx.json)
        ctx.out() << (use ? Tr::tr("Measurement %1 is used for calibration.").arg(id)
                          : Tr::tr("Measurement %1 is set aside.").arg(id))
                  << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli
