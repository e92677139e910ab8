// gpuplan quotes rank: every stored quote weighed for one job.
#include "Cli.h"
#include "DatabaseOptions.h"
#include "MoneyOptions.h"
#include "PlanOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "planner/QuoteRanking.h"
#include "planner/RuleChecks.h"
#include "service/PlanService.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/PlanStore.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QSaveFile>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void addRankOptions(Parser& p)
{
    p.setApplicationDescription(Tr::tr(
        "Weigh the stored quotes for one job: the best layout on the hardware each quote offers, the run "
        "time, "
        "and the total under the quote's own terms; sorted by total cost, with the reason for any quote that "
        "cannot run the job."));
    addWorkloadOptions(p);
    addMoneyOptions(p);
    addTaxStatusOption(p);
    p.addOptions({
        {QStringLiteral("deadline"), Tr::tr("Finish within this time: 500h, 21d, 3w."), QStringLiteral("T")},
        {QStringLiteral("budget"), Tr::tr("Job cost at most this, VAT excluded, e.g. 200000CNY."),
         QStringLiteral("MONEY")},
        {QStringLiteral("ids"), Tr::tr("Only these quotes, e.g. 1,4,7 (default: all)."),
         QStringLiteral("IDS")},
        {QStringLiteral("no-demo"), Tr::tr("Leave out the demo quotes.")},
    });
}

QString verdictText(const QuoteEvaluation& e)
{
    QString verdict;
    switch (e.verdict) {
    case QuoteVerdict::Fits:
        verdict = Tr::tr("fits");
        break;
    case QuoteVerdict::OverBudget:
        verdict = Tr::tr("over budget");
        break;
    case QuoteVerdict::MissesDeadline:
        verdict = Tr::tr("misses the deadline");
        break;
    case QuoteVerdict::Expired:
        verdict = Tr::tr("expired");
        break;
    case QuoteVerdict::CannotRun:
        verdict = Tr::tr("cannot run");
        break;
    }
    if (!e.reason.isEmpty())
        verdict += Tr::tr(": ") + e.reason;
    return verdict;
}

QJsonObject rankJson(const QuoteJob& qj, const QList<QuoteEvaluation>& ranked)
{
    QJsonArray arr;
    for (const QuoteEvaluation& e : ranked) {
        QJsonObject o{{QStringLiteral("quote_id"), double(e.quote.id)},
                      {QStringLiteral("provider"), e.quote.provider},
                      {QStringLiteral("gpu"), e.quote.gpuId},
                      {QStringLiteral("gpus_per_server"), e.quote.gpusPerServer},
                      {QStringLiteral("servers_offered"), e.quote.servers},
                      {QStringLiteral("servers_used"), e.serversUsed},
                      {QStringLiteral("verdict"), quoteVerdictName(e.verdict)},
                      {QStringLiteral("reason"), e.reason},
                      {QStringLiteral("term"), rentalTermName(quoteTerm(e.quote))},
                      {QStringLiteral("normalised_per_gpu_hour_ex_vat"),
                       e.quote.normalised ? QJsonValue(moneyJson(*e.quote.normalised)) : QJsonValue()}};
        if (e.cost) {
            o.insert(QStringLiteral("layout"), e.layoutText);
            o.insert(QStringLiteral("tp"), e.parallel.tp);
            o.insert(QStringLiteral("pp"), e.parallel.pp);
            o.insert(QStringLiteral("dp"), e.parallel.dp);
            o.insert(QStringLiteral("zero"), e.parallel.zero);
            o.insert(QStringLiteral("memory_per_gpu_bytes"), std::round(e.memory.total()));
            o.insert(QStringLiteral("wall_hours"), e.time.wallHours);
            o.insert(QStringLiteral("wall_hours_low"), e.time.wallHoursLow);
            o.insert(QStringLiteral("wall_hours_high"), e.time.wallHoursHigh);
            o.insert(QStringLiteral("gpu_hours"), e.time.gpuHours);
            o.insert(QStringLiteral("gpu_hours_low"), e.time.gpuHoursLow);
            o.insert(QStringLiteral("gpu_hours_high"), e.time.gpuHoursHigh);
            o.insert(QStringLiteral("lost_hours"), e.time.lostHours);
            o.insert(QStringLiteral("replacement_hours"), e.time.replacementHours);
            o.insert(QStringLiteral("cost_low"),
                     e.costLow ? QJsonValue(moneyJson(*e.costLow)) : QJsonValue());
            o.insert(QStringLiteral("cost_high"),
                     e.costHigh ? QJsonValue(moneyJson(*e.costHigh)) : QJsonValue());
            o.insert(QStringLiteral("run_hours"), e.runHours);
            o.insert(QStringLiteral("total_ex_vat"), moneyJson(e.cost->totalExVat));
            o.insert(QStringLiteral("total_inc_vat"), moneyJson(e.cost->totalIncVat));
            // What the job costs this buyer (the ranking's figure) and why VAT is or is not in it: the README
            // promised these; scripts had only the totals (issue 36).
            if (e.buyer) {
                o.insert(QStringLiteral("buyer_cost"), moneyJson(e.buyer->amount));
                // Unknown when the quote states no VAT rate: the amount is the price as quoted.
                o.insert(QStringLiteral("buyer_cost_includes_vat"),
                         e.buyer->rateStated ? QJsonValue(e.buyer->vatIncluded) : QJsonValue());
                o.insert(QStringLiteral("vat_rate_stated"), e.buyer->rateStated);
                o.insert(QStringLiteral("cost_basis"), e.buyer->basis);
            }
            o.insert(QStringLiteral("spot"), e.quote.price.spot);
            o.insert(QStringLiteral("deposit"), moneyJson(e.cost->depositShown));
            o.insert(QStringLiteral("billed_hours"), e.cost->billedHours);
            o.insert(QStringLiteral("minimum_applied"), e.cost->minimumApplied);
            o.insert(QStringLiteral("cost_explanation"), e.cost->explanation);
            o.insert(QStringLiteral("checks"), checksJson(e.checks));
        }
        arr.append(o);
    }
    return QJsonObject{
        {QStringLiteral("workload"), workloadJson(qj.workload)},
        {QStringLiteral("deadline_hours"), qj.deadlineHours},
        {QStringLiteral("budget"), qj.budget ? QJsonValue(moneyJson(*qj.budget)) : QJsonValue()},
        {QStringLiteral("tax_status"), taxStatusName(qj.taxStatus)},
        {QStringLiteral("quotes"), arr}};
}

void printRank(QTextStream& out, const QuoteJob& qj, const QList<QuoteEvaluation>& ranked,
               const GpuCatalog& catalog)
{
    out << Tr::tr("%1 · %2 · %3 tokens")
               .arg(qj.workload.model.name, methodLabel(qj.workload.method),
                    Quantity::formatCountWords(qj.workload.effectiveTokens()))
        << Qt::endl;
    Table t({Tr::tr("#"), Tr::tr("id"), Tr::tr("provider"), Tr::tr("GPU"), Tr::tr("servers used"),
             Tr::tr("layout"), Tr::tr("run time"), Tr::tr("total, ex VAT"), Tr::tr("cost to you"),
             Tr::tr("CNY/GPU-h ex VAT"), Tr::tr("checks"), Tr::tr("verdict and notes")});
    for (int i : {0, 1, 7, 8, 9})
        t.setRightAligned(i);
    int n = 0;
    for (const QuoteEvaluation& e : ranked) {
        const GpuModel* g = catalog.byId(e.quote.gpuId);
        t.addRow({QString::number(++n), QString::number(e.quote.id), e.quote.provider,
                  g ? g->name + QLatin1Char(' ') + g->variant : e.quote.gpuId,
                  e.cost ? Tr::tr("%1 of %2", "servers used of the servers offered")
                               .arg(e.serversUsed)
                               .arg(serversByGpusText(e.quote.servers, e.quote.gpusPerServer))
                         : Tr::tr("— of %1", "no servers used of the servers offered")
                               .arg(serversByGpusText(e.quote.servers, e.quote.gpusPerServer)),
                  e.cost ? QStringLiteral("%1·%2·%3 Z%4")
                               .arg(e.parallel.tp)
                               .arg(e.parallel.pp)
                               .arg(e.parallel.dp)
                               .arg(e.parallel.zero)
                         : QStringLiteral("—"),
                  e.cost ? durationWithBand(e.runHours, e.runHours * e.time.wallHoursLow / e.time.wallHours,
                                            e.runHours * e.time.wallHoursHigh / e.time.wallHours)
                         : QStringLiteral("—"),
                  e.cost ? e.cost->totalExVat.toDisplayString() : QStringLiteral("—"),
                  e.buyer ? buyerCostText(*e.buyer) : QStringLiteral("—"),
                  e.quote.normalised ? e.quote.normalised->toDisplayString() : QStringLiteral("—"),
                  e.cost ? checkSummary(e.checks) : QStringLiteral("—"), verdictText(e)});
    }
    out << t.render();
    out << Tr::tr("Totals under each quote's own terms (unit, minimum term, billing, VAT removed, setup fee, "
                  "spot "
                  "interruptions); 'gpuplan quotes show ID' lists the terms.")
        << Qt::endl;
    // The order follows the cost to the buyer: say on which basis, quote by quote.
    out << Tr::tr("%1 (--tax-status changes it):", "basis, then the quotes' bases")
               .arg(taxBasisText(qj.taxStatus))
        << Qt::endl;
    n = 0;
    for (const QuoteEvaluation& e : ranked) {
        ++n;
        if (e.buyer)
            out << QStringLiteral("  #%1 ").arg(n) << e.buyer->basis << Qt::endl;
    }
}
} // namespace

// gpuplan quotes rank <workload options> [--deadline T] [--budget MONEY] [--ids 1,2,3]
int quotesRank(Context& ctx, const QStringList& args)
{
    Parser p;
    addRankOptions(p);
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan quotes rank --model NAME|--params N [--method M] [--tokens N] "
                   "[--deadline T] [--budget MONEY] [--ids 1,2] [options]\n"));
        rc >= 0)
        return rc;
    if (!p.positionalArguments().value(0).isEmpty() &&
        p.positionalArguments().value(0) != QLatin1String("rank"))
        return ctx.badInput(QStringLiteral("quotes rank"),
                            Tr::tr("unexpected argument '%1'").arg(p.positionalArguments().value(0)));
    // The database's catalog, the settings and this run's --fx, --hours-per-month (the month of --deadline
    // 2mo) and --tax-status.
    const Needs needs{true, true};
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, needs, &rc);
    if (!ws)
        return rc;
    const PlanService& service = ws->plans();
    const QuoteService quoteService = ws->quotes();
    auto job = readQuoteJob(p, service);
    if (!job)
        return ctx.badInput(job.error());
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    auto all = quoteService.list(f);
    if (!all)
        return ctx.failure(all.error());
    auto quotes = quotesOfIdsOption(p, all.value());
    if (!quotes)
        return ctx.badInput(quotes.error());
    auto ranked = quoteService.rank(job.value(), quotes.value());
    if (!ranked)
        return ctx.badInput(ranked.error());
    if (ctx.json)
        ctx.printJson(rankJson(job.value(), ranked.value()));
    else
        printRank(ctx.out(), job.value(), ranked.value(), service.data().catalog());
    return ExitOk;
}

} // namespace gpuplan::cli
