#include "DatabaseOptions.h"
#include "WorkloadOptions.h"

#include "planner/PlannerData.h"
#include "quotes/QuoteSelection.h"
#include "storage/CatalogStore.h"
#include "storage/QuoteStore.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

Result<std::unique_ptr<Database>> openDatabase(const Context& ctx)
{
    return Database::open(ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath);
}

Result<OpenDatabase> openWithCatalog(const Context& ctx, const QCommandLineParser* p, Needs needs)
{
    auto ws = openSession(ctx, p, needs);
    if (!ws)
        return ws.error();
    OpenDatabase open;
    open.workspace = std::move(ws).value();
    open.db = open.workspace->database();
    open.catalog = open.workspace->data().catalog();
    return open;
}

Result<QList<Quote>> quotesOfIdsOption(const QCommandLineParser& p, const QList<Quote>& all)
{
    QList<qint64> ids;
    if (p.isSet(QStringLiteral("ids"))) {
        auto parsed = parseQuoteIds(p.value(QStringLiteral("ids")), QStringLiteral("ids"));
        if (!parsed)
            return parsed.error();
        ids = parsed.value();
    }
    return chooseQuotes(all, ids, QStringLiteral("ids"));
}

QJsonObject quoteJson(const Quote& q, const QList<Check>& checks)
{
    QJsonObject o{{QStringLiteral("id"), double(q.id)},
                  {QStringLiteral("provider"), q.provider},
                  {QStringLiteral("region"), q.region},
                  {QStringLiteral("contact"), q.contact},
                  {QStringLiteral("quote_number"), q.quoteNumber},
                  {QStringLiteral("quote_date"), q.quoteDate.toString(Qt::ISODate)},
                  {QStringLiteral("valid_until"),
                   q.validUntil.isValid() ? QJsonValue(q.validUntil.toString(Qt::ISODate)) : QJsonValue()},
                  {QStringLiteral("gpu"), q.gpuId},
                  {QStringLiteral("gpus_per_server"), q.gpusPerServer},
                  {QStringLiteral("servers"), q.servers},
                  {QStringLiteral("cpu_cores"), q.server.cpuCores},
                  {QStringLiteral("ram_gb"), q.server.ramGb},
                  {QStringLiteral("storage_kind"), q.server.storageKind},
                  {QStringLiteral("network_kind"), q.server.networkKind},
                  {QStringLiteral("network_gbps"), q.server.networkGbps},
                  {QStringLiteral("interconnect"), q.interconnect},
                  {QStringLiteral("invoice_type"), q.invoiceType},
                  {QStringLiteral("price"), moneyJson(q.price.price)},
                  {QStringLiteral("price_unit"), priceUnitName(q.price.unit)},
                  {QStringLiteral("vat_included"), q.price.vatIncluded},
                  {QStringLiteral("vat_percent"), q.price.vatBasisPoints / 100.0},
                  {QStringLiteral("setup_fee"), moneyJson(q.price.setupFee)},
                  {QStringLiteral("minimum_periods"), q.price.minimumPeriods},
                  {QStringLiteral("billing"), billingName(q.price.billing)},
                  {QStringLiteral("spot"), q.price.spot},
                  {QStringLiteral("sla_response_hours"), q.slaResponseHours},
                  {QStringLiteral("sla_replacement_hours"), q.slaReplacementHours},
                  {QStringLiteral("notes"), q.notes},
                  {QStringLiteral("demo"), q.demo},
                  {QStringLiteral("fx_used"), q.fxUsed},
                  {QStringLiteral("checks"), checksJson(checks)}};
    auto tri = [](const std::optional<bool>& b) {
        return b ? QJsonValue(*b) : QJsonValue();
    };
    o.insert(QStringLiteral("delivery_date"),
             q.deliveryDate.isValid() ? QJsonValue(q.deliveryDate.toString(Qt::ISODate)) : QJsonValue());
    o.insert(QStringLiteral("commitment_years"), q.price.commitmentYears);
    o.insert(QStringLiteral("commitment_per_hour"), q.price.commitmentPerHour.isZero()
                                                        ? QJsonValue()
                                                        : QJsonValue(moneyJson(q.price.commitmentPerHour)));
    o.insert(QStringLiteral("spot_protection_hours"), q.price.spotProtectionHours);
    o.insert(QStringLiteral("spot_notice_minutes"), q.price.spotNoticeMinutes);
    o.insert(QStringLiteral("billed_when_stopped"), tri(q.billedWhenStopped));
    o.insert(QStringLiteral("keeps_gpu_when_stopped"), tri(q.keepsGpuWhenStopped));
    o.insert(QStringLiteral("normalised_per_gpu_hour_ex_vat"),
             q.normalised ? QJsonValue(moneyJson(*q.normalised)) : QJsonValue());
    return o;
}

Result<qint64> idArgument(const QStringList& pos, const QString& what)
{
    bool ok = false;
    const qint64 id = pos.value(1).toLongLong(&ok);
    if (pos.size() != 2 || !ok || id <= 0)
        return Result<qint64>::failure(what,
                                       Tr::tr("give the id of one quote, as shown by 'gpuplan quotes list'"));
    return id;
}

} // namespace gpuplan::cli
