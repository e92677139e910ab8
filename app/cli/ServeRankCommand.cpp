// gpuplan quotes rank --method serve: every stored quote weighed for a service (issue 37).
#include "Cli.h"
#include "CommandSession.h"
#include "DatabaseOptions.h"
#include "ServeOptions.h"
#include "Table.h"

#include "report/Reports.h"
#include "service/QuoteComparisonBuilder.h"
#include "service/QuoteService.h"
#include "serving/ServingQuotes.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QJsonObject evaluationJson(const ServingQuoteEvaluation& e)
{
    QJsonObject o{{QStringLiteral("id"), e.quote.id},
                  {QStringLiteral("provider"), e.quote.provider},
                  {QStringLiteral("gpu"), e.quote.gpuId},
                  {QStringLiteral("verdict"), servingQuoteVerdictName(e.verdict)},
                  {QStringLiteral("reason"), e.reason},
                  {QStringLiteral("gpus_per_replica"), e.gpusPerReplica},
                  {QStringLiteral("replicas_needed"), e.replicasNeeded},
                  {QStringLiteral("replicas_offered"), e.replicasOffered},
                  {QStringLiteral("servers_used"), e.serversUsed},
                  {QStringLiteral("servers_offered"), e.quote.servers},
                  {QStringLiteral("capacity_requests_per_second"), e.capacityRps}};
    if (e.month)
        o.insert(QStringLiteral("monthly_cost_ex_vat"), e.month->totalExVat.toString());
    if (e.buyer) {
        o.insert(QStringLiteral("monthly_cost"), e.buyer->amount.toString());
        o.insert(QStringLiteral("includes_vat"),
                 e.buyer->rateStated ? QJsonValue(e.buyer->vatIncluded) : QJsonValue());
    }
    if (e.costPerMillionOutput > 0)
        o.insert(QStringLiteral("cost_per_million_output_tokens"), e.costPerMillionOutput);
    return o;
}

// What both commands ask: the session, the service, the stored quotes chosen (--ids, --no-demo).
struct Asked
{
    std::unique_ptr<Workspace> workspace;
    ServingRequest request;
    QList<Quote> quotes;
};

// -1 when read, else the exit code (said).
int readAsked(Context& ctx, const QCommandLineParser& p, Asked* asked)
{
    int rc = ExitOk;
    asked->workspace = startSession(ctx, p, Needs{true, true}, &rc);
    if (!asked->workspace)
        return rc;
    auto request = readServeRequest(p, ServeMode::Rank);
    if (!request)
        return ctx.badInput(request.error());
    asked->request = request.value();
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    auto all = asked->workspace->quotes().list(f);
    if (!all)
        return ctx.failure(all.error());
    auto chosen = quotesOfIdsOption(p, all.value());
    if (!chosen)
        return ctx.badInput(chosen.error());
    asked->quotes = chosen.value();
    return -1;
}
} // namespace

int runServeRank(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(
        Tr::tr("Weigh the stored quotes for a service: the replicas each quote's servers "
               "hold, whether they serve the peak with headroom, and what a month costs "
               "the buyer under the quote's own terms."));
    addServeOptions(p, ServeMode::Rank);
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan quotes rank --method serve --model NAME (--rate R | --users N "
                   "| --concurrency C) [options]\n"));
        rc >= 0)
        return rc;
    Asked asked;
    if (int rc = readAsked(ctx, p, &asked); rc >= 0)
        return rc;
    const auto& ws = asked.workspace;
    const auto& request = asked.request;
    const auto& quotes = asked.quotes;
    auto ranked = rankQuotesForServing(request, quotes, ws->data());
    if (!ranked)
        return ctx.badInput(ranked.error());
    Words basis;
    const double peak = servingPeak(request, &basis);
    if (ctx.json) {
        QJsonArray list;
        for (const ServingQuoteEvaluation& e : ranked.value())
            list.append(evaluationJson(e));
        ctx.printJson(QJsonObject{{QStringLiteral("request"), request.toJson()},
                                  {QStringLiteral("peak_requests_per_second"), peak},
                                  {QStringLiteral("peak_basis"), basis.text()},
                                  {QStringLiteral("quotes"), list}});
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << Tr::tr("Quotes weighed for the service: %1; %2").arg(basis.text(), request.targets.describe(true))
        << Qt::endl
        << Qt::endl;
    Table t({Tr::tr("#"), Tr::tr("quote"), Tr::tr("provider"), Tr::tr("GPU"),
             Tr::tr("replicas needed / held"), Tr::tr("servers used"),
             Tr::tr("a month (over a year), to this buyer"), Tr::tr("per 1M output"), Tr::tr("verdict")});
    for (int c : {4, 5, 6, 7})
        t.setRightAligned(c);
    int rank = 0;
    for (const ServingQuoteEvaluation& e : ranked.value()) {
        const QLocale l;
        auto gpu = ws->data().catalog().find(e.quote.gpuId);
        t.addRow(
            {QString::number(++rank), QString::number(e.quote.id), e.quote.provider,
             gpu ? gpu.value()->displayName() : e.quote.gpuId,
             e.gpusPerReplica
                 ? Tr::tr("%1 × %2 / %3").arg(e.gpusPerReplica).arg(e.replicasNeeded).arg(e.replicasOffered)
                 : Tr::tr("—"),
             e.serversUsed ? servingServersUsedText(e) : Tr::tr("—"),
             e.buyer ? buyerCostText(*e.buyer) : Tr::tr("—"),
             e.costPerMillionOutput > 0 ? l.toString(e.costPerMillionOutput, 'f', 2) : Tr::tr("—"),
             servingQuoteVerdictText(e)});
    }
    out << t.render();
    return ExitOk;
}

// gpuplan report quotes --method serve …: the quotes side by side (PDF, Excel) weighed for the service, as
// the Quotes area's comparison weighs them.
int runServeReport(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "The chosen quotes side by side for procurement, weighed for a service: each quote's replicas, "
        "servers used, a month to the buyer, cost per 1M output tokens and verdict beside its terms "
        "and the seeds' checks, and the recommendation."));
    addServeOptions(p, ServeMode::Rank);
    addOutputOptions(p);
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan report quotes --method serve --model NAME (--rate R | "
                                     "--users N | --concurrency C) [options] --pdf FILE | --xlsx FILE\n"));
        rc >= 0)
        return rc;
    auto options = readOutputOptions(ctx, p);
    if (!options)
        return ctx.badInput(options.error());
    Asked asked;
    if (int rc = readAsked(ctx, p, &asked); rc >= 0)
        return rc;
    const auto& ws = asked.workspace;
    // The desktop's comparison: the same builder and limits, then weighed for the service.
    auto comparison = ws->quotes().compare(asked.quotes, std::nullopt);
    if (!comparison)
        return ctx.badInput(QStringLiteral("--ids"), comparison.error().message);
    QuoteComparison c = comparison.value();
    if (Status s = weighForServing(c, asked.request, ws->data()); !s)
        return ctx.badInput(s.error());
    if (p.isSet(QStringLiteral("pdf")))
        if (Status s = QuoteComparisonBuilder::checkPrintable(c); !s)
            return ctx.badInput(QStringLiteral("--ids"), s.error().message);
    const GpuCatalog& catalog = ws->data().catalog();
    const QStringList protect = databaseFiles(ws->database()->path());
    return writeOutputs(
        ctx, p, protect,
        [&](QString* warning) {
            return report::quoteComparisonPdf(c, catalog, options.value(), nullptr, warning);
        },
        [&](const QString& path) { return report::quotesXlsx(path, c, catalog, options.value(), protect); });
}

} // namespace gpuplan::cli
