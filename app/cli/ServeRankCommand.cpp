// gpuplan quotes rank --method serve: every stored quote weighed for a service (issue 37).
#include "Cli.h"
#include "CommandSession.h"
#include "DatabaseOptions.h"
#include "ServeOptions.h"
#include "Table.h"

#include "service/QuoteService.h"
#include "serving/ServingQuotes.h"

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
} // namespace

int runServeRank(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
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
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{true, true}, &rc);
    if (!ws)
        return rc;
    auto request = readServeRequest(p, ServeMode::Rank);
    if (!request)
        return ctx.badInput(request.error());
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    auto all = ws->quotes().list(f);
    if (!all)
        return ctx.failure(all.error());
    auto quotes = quotesOfIdsOption(p, all.value());
    if (!quotes)
        return ctx.badInput(quotes.error());
    auto ranked = rankQuotesForServing(request.value(), quotes.value(), ws->data());
    if (!ranked)
        return ctx.badInput(ranked.error());
    QString basis;
    const double peak = servingPeak(request.value(), &basis);
    if (ctx.json) {
        QJsonArray list;
        for (const ServingQuoteEvaluation& e : ranked.value())
            list.append(evaluationJson(e));
        ctx.printJson(QJsonObject{{QStringLiteral("request"), request->toJson()},
                                  {QStringLiteral("peak_requests_per_second"), peak},
                                  {QStringLiteral("peak_basis"), basis},
                                  {QStringLiteral("quotes"), list}});
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << Tr::tr("Quotes weighed for the service: %1; %2").arg(basis, request->targets.describe())
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
             e.serversUsed ? Tr::tr("%1 of %2").arg(e.serversUsed).arg(e.quote.servers) : Tr::tr("—"),
             e.buyer ? buyerCostText(*e.buyer) : Tr::tr("—"),
             e.costPerMillionOutput > 0 ? l.toString(e.costPerMillionOutput, 'f', 2) : Tr::tr("—"),
             servingQuoteVerdictText(e)});
    }
    out << t.render();
    return ExitOk;
}

} // namespace gpuplan::cli
