#include "DemoData.h"

#include "CatalogStore.h"
#include "ChecklistStore.h"
#include "QuoteStore.h"

namespace gpuplan::DemoData {

namespace {
Quote quote(const char* provider, const char* region, const char* number, const char* gpu, int gpn,
            int servers, int cores, double ram, const char* storage, const char* net, double gbps,
            const char* ic, qint64 priceMinor, Currency c, PriceUnit unit, int vatBp, int minimum,
            double slaResponse, double slaReplace)
{
    Quote q;
    q.provider = QString::fromUtf8(provider);
    q.region = QString::fromUtf8(region);
    q.quoteNumber = QString::fromLatin1(number);
    q.quoteDate = QDate(2026, 11, 2);
    q.validUntil = QDate(2027, 1, 31);
    q.gpuId = QString::fromLatin1(gpu);
    q.gpusPerServer = gpn;
    q.servers = servers;
    q.server.cpuCores = cores;
    q.server.ramGb = ram;
    q.server.storageKind = QString::fromLatin1(storage);
    q.server.storageTb = 15;
    q.server.networkKind = QString::fromLatin1(net);
    q.server.networkGbps = gbps;
    q.interconnect = QString::fromLatin1(ic);
    q.price.price = Money(priceMinor, c);
    q.price.unit = unit;
    q.price.billing = naturalBilling(unit);
    q.price.gpusPerServer = gpn;
    q.price.vatIncluded = vatBp > 0;
    q.price.vatBasisPoints = vatBp;
    q.price.minimumPeriods = minimum;
    q.slaResponseHours = slaResponse;
    q.slaReplacementHours = slaReplace;
    q.notes = QString::fromUtf8("示例数据，可删除（gpuplan quotes delete --demo）。Demo data: delete with "
                                "gpuplan quotes delete --demo.");
    q.demo = true;
    return q;
}
} // namespace

Status insert(Database& db)
{
    QList<Quote> quotes{
        quote("示例 Demo · 华东算力云", "上海 Shanghai", "HD-2026-118", "h100-sxm-80g", 8, 1, 112, 2048,
              "nvme", "ib", 400, "sxm", 6800000, Currency::CNY, PriceUnit::ServerMonth, 1300, 3, 0.5, 4),
        quote("示例 Demo · 北方智算", "北京 Beijing", "BF-0931", "a800-sxm-80g", 8, 2, 128, 1024, "nvme",
              "roce", 200, "sxm", 950, Currency::CNY, PriceUnit::GpuHour, 600, 0, 1, 8),
        quote("示例 Demo · 西部 GPU 租赁", "成都 Chengdu", "XB-77", "l40s", 8, 2, 64, 512, "ssd", "ethernet",
              25, "pcie", 520000, Currency::CNY, PriceUnit::GpuMonth, 0, 1, 4, 24),
        quote("示例 Demo · 西部 GPU 租赁", "成都 Chengdu", "XB-78", "rtx-4090", 8, 1, 32, 256, "nvme",
              "ethernet", 10, "pcie", 750000, Currency::CNY, PriceUnit::GpuYear, 600, 1, 4, 48),
        quote("示例 Demo · Global Cloud", "Singapore", "GC-5521", "h100-sxm-80g", 8, 4, 192, 2048, "nvme",
              "ib", 3200, "sxm", 250, Currency::USD, PriceUnit::GpuHour, 0, 0, 0.25, 4),
    };
    // A whole-server lease is invoiced at 13% (有形动产租赁), GPU-hours as a service at 6%.
    quotes[0].invoiceType = QStringLiteral("special");
    quotes[1].invoiceType = QStringLiteral("special");
    quotes[3].invoiceType = QStringLiteral("ordinary");
    CatalogStore catalogStore(db);
    auto catalog = catalogStore.loadCatalog();
    if (!catalog)
        return catalog.error();
    const FxTable& fx = FxTable::shipped();
    const PriceNormaliser normaliser(fx, Conventions{});
    for (Quote& q : quotes) {
        auto n = normaliser.perGpuHourExVat(q.price);
        if (!n)
            return n.error();
        q.normalised = n.value();
        if (const FxRate* r = fx.rate(q.price.price.currency()))
            q.fxUsed = QStringLiteral("%1=%2 (%3)")
                           .arg(currencyCode(r->currency), r->rateText, r->date.toString(Qt::ISODate));
    }
    QuoteStore store(db);
    auto inserted = store.insert(quotes);
    if (!inserted)
        return inserted.error();
    auto stored = store.list(QuoteFilter{});
    if (!stored)
        return stored.error();
    ChecklistStore checklists(db);
    for (const Quote& q : stored.value()) {
        if (q.quoteNumber == QLatin1String("HD-2026-118")) {
            auto ids = checklists.create(q, catalog.value());
            if (!ids)
                return ids.error();
        }
    }
    return Status();
}

} // namespace gpuplan::DemoData
