#include "DataSources.h"

#include "catalog/GpuCatalog.h"
#include "cost/Money.h"
#include "cost/ReferencePrices.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DataSources)
};

void widen(DataSource& s, const QString& isoDate)
{
    // Dates as the data writes them: 2026-11-30, or a month (2026-11).
    const QString d = isoDate.trimmed().left(10);
    if (d.size() < 7 || !d.front().isDigit())
        return;
    if (s.firstDate.isEmpty() || d < s.firstDate)
        s.firstDate = d;
    if (s.lastDate.isEmpty() || d > s.lastDate)
        s.lastDate = d;
}
} // namespace

QList<DataSource> shippedDataSources()
{
    DataSource gpus{QStringLiteral("gpus"),
                    Tr::tr("GPU catalog"),
                    0,
                    {},
                    {},
                    Tr::tr("vendors' datasheets, one source per GPU")};
    for (const GpuModel& g : GpuCatalog::shipped().gpus()) {
        ++gpus.entries;
        widen(gpus, g.checked);
    }
    DataSource prices{QStringLiteral("reference-prices"),
                      Tr::tr("Reference rental prices"),
                      0,
                      {},
                      {},
                      Tr::tr("dated price points of rental platforms and clouds, by region")};
    for (const ReferencePrice& p : ReferencePrices::shipped().prices()) {
        ++prices.entries;
        widen(prices, p.date);
    }
    DataSource fx{QStringLiteral("fx"),
                  Tr::tr("Exchange rates"),
                  0,
                  {},
                  {},
                  Tr::tr("indicative rates into CNY; check the central parity on the day you sign")};
    for (const FxRate& r : FxTable::shipped().rates()) {
        ++fx.entries;
        widen(fx, r.date.toString(Qt::ISODate));
    }
    return {gpus, prices, fx};
}

} // namespace gpuplan
