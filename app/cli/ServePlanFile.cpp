// The files of a served model on the command line (issue 37): the serving question kept in a .gpuplan file,
// planned again with `plan --plan-file` and written with `plan --method serve --write-plan`; the serving PDF.
#include "ServeOptions.h"

#include "Cli.h"
#include "MoneyOptions.h"
#include "planner/PlanRequest.h"
#include "report/ServingReport.h"
#include "service/QuoteService.h"
#include "service/Workspace.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString planFileArgument(const QStringList& args)
{
    for (int i = 0; i < args.size(); ++i) {
        for (const QString& prefix : {QStringLiteral("--plan-file="), QStringLiteral("-plan-file=")})
            if (args[i].startsWith(prefix))
                return args[i].mid(prefix.size());
        if ((args[i] == QLatin1String("--plan-file") || args[i] == QLatin1String("-plan-file")) &&
            i + 1 < args.size())
            return args[i + 1];
    }
    return QString();
}
} // namespace

bool namesServingPlanFile(const QStringList& args)
{
    if (args.value(0) != QLatin1String("plan"))
        return false;
    const QString path = planFileArgument(args);
    if (path.isEmpty() || !QFileInfo(path).isFile()) // a pipe is read once, by the plan command
        return false;
    const auto plan = readPlanFile(path); // a file that cannot be read is the plan command's to report
    return plan && !plan->serving.isEmpty();
}

void addServePlanFileOptions(Parser& p)
{
    p.addOptions({
        {QStringLiteral("plan-file"),
         Tr::tr("Plan the service a plan file (.gpuplan, from the desktop's Serving area or --write-plan) "
                "describes."),
         QStringLiteral("FILE")},
        {QStringLiteral("write-plan"),
         Tr::tr("Write the serving question to a plan file that the desktop opens and --plan-file plans "
                "again."),
         QStringLiteral("FILE")},
    });
}

Result<ServingRequest> readServePlanFile(const QCommandLineParser& p)
{
    for (const char* o : {"model",    "precision",    "kv-precision",     "input",
                          "output",   "prefix-cache", "spread",           "rate",
                          "users",    "think-time",   "concurrency",      "targets",
                          "ttft",     "tpot",         "percentile",       "engine",
                          "gpu",      "gpus",         "gpus-per-replica", "profile",
                          "headroom", "max-gpus",     "include-unoffered"})
        if (p.isSet(QLatin1String(o)))
            return Error(Tr::tr("give the service in the plan file or as options, not both (--%1)")
                             .arg(QLatin1String(o)),
                         QStringLiteral("--plan-file"), QStringLiteral("plan-file"));
    const QString path = p.value(QStringLiteral("plan-file"));
    auto plan = readPlanFile(path);
    if (!plan)
        return plan.error();
    auto r = servingOfPlan(plan.value());
    if (!r)
        return Error(r.error().message,
                     Tr::tr("%1, key \"%2\"").arg(QFileInfo(path).fileName(), r.error().where));
    return r;
}

Status writeServePlanFile(const QCommandLineParser& p, const ServingRequest& r, const QStringList& protect)
{
    if (!p.isSet(QStringLiteral("write-plan")))
        return Status();
    return writePlanFile(p.value(QStringLiteral("write-plan")), servingPlanRequest(r), protect);
}

// --pdf: the serving plan's document drawn from the answer already computed (a workbook is not made for
// serving yet: --xlsx is refused, --json gives every figure).
int writeServingPdf(Context& ctx, const QCommandLineParser& p, const ServingAnswer& a, const Workspace& ws)
{
    auto options = readOutputOptions(ctx, p);
    if (!options)
        return ctx.badInput(options.error());
    if (p.isSet(QStringLiteral("xlsx")))
        return ctx.badInput(
            QStringLiteral("--xlsx"),
            Tr::tr("a serving plan is written as a PDF (--pdf) or as JSON (--json); there is no "
                   "workbook for it yet"));
    const QStringList protect = ws.database() ? databaseFiles(ws.database()->path()) : QStringList();
    // The stored quotes weighed for the service, as the desktop's document has them: a customer's document
    // never lists the demo quotes.
    QList<ServingQuoteEvaluation> ranked;
    if (!p.isSet(QStringLiteral("no-quotes"))) {
        QuoteFilter f;
        f.includeDemo = false;
        auto stored = ws.quotes().list(f);
        if (!stored)
            return ctx.failure(stored.error());
        auto weighed = rankQuotesForServing(a.request, stored.value(), ws.data());
        if (!weighed)
            return ctx.badInput(weighed.error());
        ranked = weighed.value();
    }
    return writeOutputs(
        ctx, p, protect,
        [&](QString* warning) { return servingPdf(a, ws.data(), options.value(), nullptr, warning, ranked); },
        [](const QString&) { return Status(); });
}

} // namespace gpuplan::cli
