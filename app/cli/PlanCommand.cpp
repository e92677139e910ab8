#include "Cli.h"
#include "CommandSession.h"
#include "MoneyOptions.h"
#include "PlanOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "cost/ReferencePrices.h"
#include "planner/Matcher.h"
#include "planner/PlanRequest.h"
#include "report/PlanReport.h"
#include "service/PlanService.h"
#include "storage/Database.h"
#include "storage/PlanStore.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QLocale>

#include <functional>

namespace gpuplan::cli {

namespace {
// Counts grouped by thousands, the same in both languages (201,600), as the documents write them.
QString grouped(qint64 n)
{
    return QLocale(QLocale::English).toString(n);
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

QJsonObject configurationJson(const Configuration& c, const Workload& w)
{
    QJsonObject o{
        {QStringLiteral("gpu"), c.gpu->id},
        {QStringLiteral("gpu_name"), c.gpu->englishName()},
        {QStringLiteral("gpus"), c.gpus()},
        {QStringLiteral("gpus_per_node"), c.gpusPerNode},
        {QStringLiteral("nodes"), c.nodes},
        {QStringLiteral("network"), networkName(c.network)},
        {QStringLiteral("layout"), layoutText(c.parallel, c.microBatch, c.recompute)},
        {QStringLiteral("interleave"), c.parallel.interleave},
        {QStringLiteral("offload"), offloadName(c.parallel.offload)},
        {QStringLiteral("cp"), c.parallel.cp},
        {QStringLiteral("ep"), c.parallel.ep},
        {QStringLiteral("host_ram_per_server_bytes"), std::round(c.memory.hostBytes / std::max(1, c.nodes))},
        {QStringLiteral("tp"), c.parallel.tp},
        {QStringLiteral("pp"), c.parallel.pp},
        {QStringLiteral("dp"), c.parallel.dp},
        {QStringLiteral("zero"), c.parallel.zero},
        {QStringLiteral("micro_batch"), c.microBatch},
        {QStringLiteral("recompute"), recomputeName(c.recompute)},
        {QStringLiteral("memory"), memoryJson(c.memory)},
        {QStringLiteral("memory_per_gpu_bytes"), double(qint64(c.memory.total()))},
        {QStringLiteral("tight"), c.tight},
        {QStringLiteral("wall_hours"), c.time.wallHours},
        {QStringLiteral("wall_hours_low"), c.time.wallHoursLow},
        {QStringLiteral("wall_hours_high"), c.time.wallHoursHigh},
        {QStringLiteral("gpu_hours"), c.time.gpuHours},
        {QStringLiteral("gpu_hours_low"), c.time.gpuHoursLow},
        {QStringLiteral("gpu_hours_high"), c.time.gpuHoursHigh},
        {QStringLiteral("tokens_per_second_per_gpu"), c.time.tokensPerSecondPerGpu},
        {QStringLiteral("time"), timeJson(w, c.time)},
        {QStringLiteral("checks"), checksJson(c.checks)}};
    if (c.cost) {
        o.insert(QStringLiteral("cost"), moneyJson(*c.cost));
        o.insert(QStringLiteral("cost_low"), c.costLow ? QJsonValue(moneyJson(*c.costLow)) : QJsonValue());
        o.insert(QStringLiteral("cost_high"), c.costHigh ? QJsonValue(moneyJson(*c.costHigh)) : QJsonValue());
        o.insert(QStringLiteral("cost_term"), rentalTermName(*c.costTerm));
        o.insert(QStringLiteral("cost_explanation"), c.costExplanation);
        o.insert(QStringLiteral("cost_source"), c.costSource);
    } else {
        o.insert(QStringLiteral("cost"), QJsonValue());
        o.insert(QStringLiteral("no_price_reason"), c.noPriceReason);
    }
    if (c.costQuoteId)
        o.insert(QStringLiteral("cost_quote_id"), double(c.costQuoteId));
    return o;
}

namespace {
QJsonObject constraintsJson(const MatchConstraints& c)
{
    QJsonObject constraints{{QStringLiteral("max_gpus"), c.maxGpus},
                            {QStringLiteral("deadline_hours"), c.deadlineHours},
                            {QStringLiteral("sort"), sortOrderName(c.sort)},
                            {QStringLiteral("network"), networkName(c.network)},
                            {QStringLiteral("region"), c.region},
                            {QStringLiteral("prices"), priceSourceName(c.prices)}};
    if (c.budget)
        constraints.insert(QStringLiteral("budget"), moneyJson(*c.budget));
    if (c.term)
        constraints.insert(QStringLiteral("term"), rentalTermName(*c.term));
    return constraints;
}

QJsonObject planJson(const PlanAnswer& answer, const QJsonObject& constraints, std::optional<qint64> savedId,
                     int hoursPerMonth)
{
    const Scenario& scenario = answer.scenario;
    const MatchResult& r = answer.result();
    QJsonArray configs;
    for (const Configuration& cfg : r.configurations)
        configs.append(configurationJson(cfg, scenario.workload));
    return QJsonObject{
        {QStringLiteral("saved_plan_id"), savedId ? QJsonValue(double(*savedId)) : QJsonValue()},
        {QStringLiteral("workload"), workloadJson(scenario.workload)},
        {QStringLiteral("constraints"), constraints},
        {QStringLiteral("configurations"), configs},
        {QStringLiteral("considered"), double(r.considered)},
        {QStringLiteral("feasible"), double(r.feasible)},
        {QStringLiteral("pareto_size"), r.paretoSize},
        {QStringLiteral("unpriced"), r.unpriced},
        {QStringLiteral("no_layout_reason"), r.noLayoutReason},
        {QStringLiteral("over_budget"), r.overBudget},
        {QStringLiteral("recommended"), r.recommended},
        {QStringLiteral("recommendation"), r.recommendation},
        {QStringLiteral("unoffered_gpus_left_out"), r.unofferedGpus},
        {QStringLiteral("hours_per_month"), hoursPerMonth},
        {QStringLiteral("search_ms"), r.searchMs}};
}

// The plan as text: the workload, the configurations as a table, the counts, and how they were priced.
void printPlanText(QTextStream& out, const PlanAnswer& answer, std::optional<qint64> savedId)
{
    const Scenario& scenario = answer.scenario;
    const MatchConstraints& c = scenario.constraints;
    const MatchResult& r = answer.result();
    const Workload& w = scenario.workload;
    out << Tr::tr("%1 · %2 · %3 · %4 tokens%5")
               .arg(w.model.name, methodLabel(w.method), precisionName(w.precision),
                    Quantity::formatCountWords(w.effectiveTokens()),
                    w.tokensAreDefault() ? Tr::tr(" (default; set --tokens)") : QString())
        << Qt::endl;
    if (r.configurations.isEmpty()) {
        // Feasible layouts fit in memory and finish within the deadline: say both when there is one.
        out << (c.deadlineHours > 0
                    ? Tr::tr("No configuration fits the constraints (%1 layouts considered, %2 fit in memory "
                             "and finish within the deadline of %3 h).")
                          .arg(grouped(r.considered))
                          .arg(grouped(r.feasible))
                          .arg(c.deadlineHours, 0, 'g', 4)
                    : Tr::tr(
                          "No configuration fits the constraints (%1 layouts considered, %2 fit in memory).")
                          .arg(grouped(r.considered))
                          .arg(grouped(r.feasible)))
            << Qt::endl;
        if (!r.noLayoutReason.isEmpty())
            out << r.noLayoutReason << Qt::endl;
        if (c.budget)
            out << Tr::tr("%1 were over budget and %2 had no reference price for the term.")
                       .arg(r.overBudget)
                       .arg(r.unpriced)
                << Qt::endl;
        return;
    }
    Table t({Tr::tr("#"), Tr::tr("GPU"), Tr::tr("GPUs"), Tr::tr("servers"), Tr::tr("TP·PP·DP"),
             Tr::tr("ZeRO"), Tr::tr("mb"), Tr::tr("recompute"), Tr::tr("GiB/GPU"), Tr::tr("wall-clock"),
             Tr::tr("GPU-hours"), Tr::tr("cost (ex VAT)"), Tr::tr("checks")});
    for (int col : {0, 2, 3, 5, 6, 8, 10, 11})
        t.setRightAligned(col);
    int i = 0;
    for (const Configuration& cfg : r.configurations) {
        const QString checks = checkSummary(cfg.checks);
        t.addRow({QString::number(++i), cfg.gpu->name + QLatin1Char(' ') + cfg.gpu->variant,
                  QString::number(cfg.gpus()), QString::number(cfg.nodes),
                  QStringLiteral("%1·%2·%3").arg(cfg.parallel.tp).arg(cfg.parallel.pp).arg(cfg.parallel.dp) +
                      (cfg.parallel.cp > 1 ? Tr::tr(" cp %1").arg(cfg.parallel.cp) : QString()) +
                      (cfg.parallel.ep > 1 ? Tr::tr(" ep %1").arg(cfg.parallel.ep) : QString()),
                  cfg.parallel.offload == 0   ? QString::number(cfg.parallel.zero)
                  : cfg.parallel.offload == 1 ? Tr::tr("%1 + offload").arg(cfg.parallel.zero)
                                              : Tr::tr("%1 + offload all").arg(cfg.parallel.zero),
                  QString::number(cfg.microBatch), recomputeLabel(cfg.recompute),
                  cfg.tight ? Tr::tr("%1 tight").arg(gib(cfg.memory.total())) : gib(cfg.memory.total()),
                  durationWithBand(cfg.time.wallHours, cfg.time.wallHoursLow, cfg.time.wallHoursHigh),
                  QString::number(cfg.time.gpuHours, 'f', 0),
                  cfg.cost ? Tr::tr("%1 (%2)", "cost and its term")
                                 .arg(cfg.cost->toDisplayString(), rentalTermShortLabel(*cfg.costTerm))
                           : Tr::tr("no price"),
                  checks});
    }
    out << t.render();
    if (!r.recommendation.isEmpty())
        out << r.recommendation << Qt::endl;
    if (r.unofferedGpus > 0)
        out << Tr::tr(
                   "%n GPU model(s) without a known offer in %1 left out (--include-unoffered shows them).",
                   nullptr, r.unofferedGpus)
                   .arg(regionLabel(c.region))
            << Qt::endl;
    out << Tr::tr("%1 layouts considered, %2 feasible, %3 on the Pareto front (time, GPUs, cost); search "
                  "took %4 ms.")
               .arg(grouped(r.considered))
               .arg(grouped(r.feasible))
               .arg(r.paretoSize)
               .arg(r.searchMs, 0, 'f', 1)
        << Qt::endl;
    i = 0;
    for (const Configuration& cfg : r.configurations) {
        ++i;
        if (!cfg.cost)
            out << Tr::tr("#%1 has no price: %2.").arg(i).arg(cfg.noPriceReason) << Qt::endl;
        else if (cfg.costQuoteId)
            out << Tr::tr("#%1 is priced by %2.").arg(i).arg(cfg.costSource) << Qt::endl;
    }
    out << (c.prices == PriceSource::Reference
                ? Tr::tr("Costs use reference prices (VAT excluded); 'gpuplan cost' shows every term, and "
                         "'gpuplan "
                         "estimate' the details and checks of one configuration.")
                : Tr::tr("Costs use the stored quotes valid today%1 (VAT excluded); 'gpuplan quotes rank' "
                         "weighs "
                         "every quote for this job.")
                      .arg(c.prices == PriceSource::Both
                               ? Tr::tr(" or the reference prices, whichever is cheaper")
                               : QString()))
        << Qt::endl;
    if (savedId)
        out << Tr::tr("Saved as plan %1 ('gpuplan db plans' lists the saved plans).").arg(*savedId)
            << Qt::endl;
}

// The plan summary as --pdf / --xlsx ask, with the stored quotes for this job and the best one's contract
// checklist from the command's database.
int writePlanDocuments(Context& ctx, const QCommandLineParser& p, const PlanService& service,
                       PlanAnswer& answer, Database& db)
{
    auto options = readOutputOptions(ctx, p);
    if (!options)
        return ctx.badInput(options.error());
    if (Status s = service.attachQuotes(answer, db); !s)
        return ctx.failure(s.error());
    const PlanSummary& summary = answer.summary;
    const QStringList protect = databaseFiles(db.path());
    return writeOutputs(
        ctx, p, protect,
        [&](QString* warning) { return report::planPdf(summary, options.value(), nullptr, warning); },
        [&](const QString& path) { return report::planXlsx(path, summary, options.value(), protect); });
}
} // namespace

// The plan file's question, before the options given over it; the workload is given in one place.
static Result<PlanRequest> planFileBase(const QCommandLineParser& p)
{
    for (const char* o : {"model", "params", "method", "layers"})
        if (p.isSet(QLatin1String(o)))
            return Result<PlanRequest>::failure(
                QStringLiteral("--plan-file"),
                Tr::tr("give the workload in the plan file or as options, not both"));
    const QString path = p.value(QStringLiteral("plan-file"));
    if (path.isEmpty())
        return Result<PlanRequest>::failure(QStringLiteral("--plan-file"),
                                            Tr::tr("give the path of a plan file"));
    auto plan = readPlanFile(path);
    // A served model's file is planned by `plan --plan-file` as a service (ServePlanFile.cpp), which looks
    // into regular files only: one read from a pipe cannot be read twice.
    if (plan && !plan->serving.isEmpty())
        return Result<PlanRequest>::failure(QStringLiteral("--plan-file"),
                                            Tr::tr("a served model's plan is read from a regular file, not a "
                                                   "pipe"));
    return plan;
}

int runPlan(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "Search GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation); "
        "keep what fits and meets the constraints; rank; print the Pareto set over time, GPUs and cost."));
    addWorkloadOptions(p);
    addClusterOptions(p);
    addMoneyOptions(p);
    p.addOptions({
        {QStringLiteral("max-gpus"), Tr::tr("At most this many GPUs (default 64)."), QStringLiteral("N")},
        {QStringLiteral("max-servers"), Tr::tr("At most this many servers (default: no limit)."),
         QStringLiteral("N")},
        {QStringLiteral("plan-file"),
         Tr::tr("Plan what a saved plan file (.gpuplan, from the desktop) describes; constraint options "
                "given as "
                "well (--budget, --deadline, --max-gpus …) override it."),
         QStringLiteral("FILE")},
        {QStringLiteral("deadline"), Tr::tr("Finish within this time: 500h, 21d, 3w."), QStringLiteral("T")},
        {QStringLiteral("budget"), Tr::tr("Job cost at most this, VAT excluded, e.g. 200000CNY."),
         QStringLiteral("MONEY")},
        {QStringLiteral("term"),
         Tr::tr("Price under hourly, daily, weekly, monthly, yearly, savings-plan or spot (default: the "
                "cheapest guaranteed term)."),
         QStringLiteral("TERM")},
        {QStringLiteral("sort"),
         Tr::tr("recommended (default: the cheapest priced configuration with 10% of GPU memory free and no "
                "failing check first), fastest, fewest or cheapest."),
         QStringLiteral("ORDER")},
        {QStringLiteral("include-unoffered"),
         Tr::tr("Consider GPUs without a known offer in the region too (no reference price there and no "
                "stored quote); such rows say so.")},
        {QStringLiteral("top"), Tr::tr("Show at most N configurations (default 10)."), QStringLiteral("N")},
        {QStringLiteral("prices"),
         Tr::tr("Price with the reference prices (default), the stored quotes valid today (quotes), or the "
                "cheaper of the two (both)."),
         QStringLiteral("SOURCE")},
        {QStringLiteral("quote-ids"),
         Tr::tr("With --prices quotes or both: price with these stored quotes only, e.g. 3,7,12."),
         QStringLiteral("IDS")},
        {QStringLiteral("save"),
         Tr::tr("Save the workload, constraints and best configuration in the database under this name."),
         QStringLiteral("NAME")},
        {QStringLiteral("write-plan"),
         Tr::tr("Also write the question as a plan file (.gpuplan), as the desktop saves it: for "
                "--plan-file, or a purchase's job (tender create --plan-file)."),
         QStringLiteral("FILE")},
    });
    addOutputOptions(p); // --pdf / --xlsx: the plan summary
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan plan --model NAME|--params N [--method M] [--gpu A,B] "
                                     "[--deadline T] [--budget MONEY --term TERM] [options]\n"));
        rc >= 0)
        return rc;
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{true, false}, &rc);
    if (!ws)
        return rc;
    const PlanService& service = ws->plans();
    const GpuCatalog& catalog = service.data().catalog();
    // The question: the plan file (or the command line's defaults), each option given over one field.
    const bool fromFile = p.isSet(QStringLiteral("plan-file"));
    auto base = fromFile ? planFileBase(p) : Result<PlanRequest>(PlanRequest::bare());
    if (!base)
        return ctx.badInput(base.error());
    auto request = readPlanRequest(p, catalog, service.data().hoursPerMonth(), base.value(), !fromFile);
    if (!request)
        return ctx.badInput(request.error());
    for (const Error& doubt : request->doubtful()) // planned as asked, said on standard error
        ctx.err() << Tr::tr("gpuplan: note: %1").arg(doubt.toString()) << Qt::endl;
    // The stored quotes of the same database (--database, or the user's) when the plan prices with them.
    Database* db = ws->database();
    auto answer = service.plan(request.value(), db);
    if (!answer)
        return ctx.badInput(answer.error());
    // The question kept as a plan file, once it has an answer (for a purchase's job: issue 63 item 3).
    if (p.isSet(QStringLiteral("write-plan"))) {
        if (Status s = writePlanFile(p.value(QStringLiteral("write-plan")), answer->request,
                                     db ? databaseFiles(db->path()) : QStringList());
            !s)
            return ctx.writeRefused(s, QStringLiteral("--write-plan"));
        ctx.err() << Tr::tr("Wrote the plan file %1.").arg(p.value(QStringLiteral("write-plan"))) << Qt::endl;
    }
    const Scenario& scenario = answer->scenario; // as planned: every default filled in
    const MatchConstraints& c = scenario.constraints;
    const MatchResult& r = answer->result();
    const QJsonObject constraints = constraintsJson(c);
    if (p.isSet(QStringLiteral("save")) && r.configurations.isEmpty())
        return ctx.badInput(QStringLiteral("--save"),
                            Tr::tr("no configuration meets the constraints, so there is nothing to save"));
    // The documents first: a plan is saved only when everything asked for was written (reliability-4 F13: a
    // failed --pdf left a saved plan behind an exit code of failure).
    const bool documents = p.isSet(QStringLiteral("pdf")) || p.isSet(QStringLiteral("xlsx"));
    if (documents)
        if (const int rc = writePlanDocuments(ctx, p, service, answer.value(), *db);
            rc != ExitOk || !p.isSet(QStringLiteral("save")))
            return rc;
    std::optional<qint64> savedId;
    if (p.isSet(QStringLiteral("save"))) {
        auto id = PlanStore(*db).save({0,
                                       p.value(QStringLiteral("save")),
                                       workloadJson(scenario.workload),
                                       constraints,
                                       configurationJson(r.configurations.first(), scenario.workload),
                                       {},
                                       answer->request.toJson()}); // the question, readable back
        if (!id) // a bad name is bad input; a damaged or unwritable database a failure (reliability-4 F23)
            return ctx.openFailed(id.error());
        savedId = id.value();
    }
    if (documents) { // the documents said what they wrote; the plan's number follows
        if (!ctx.json)
            ctx.out() << Tr::tr("Saved as plan %1 ('gpuplan db plans' lists the saved plans).").arg(*savedId)
                      << Qt::endl;
        return ExitOk;
    }

    if (ctx.json) {
        ctx.printJson(planJson(answer.value(), constraints, savedId, service.data().hoursPerMonth()));
        return ExitOk;
    }
    printPlanText(ctx.out(), answer.value(), savedId);
    return ExitOk;
}

} // namespace gpuplan::cli
