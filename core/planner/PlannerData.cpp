#include "PlannerData.h"

#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "storage/MeasurementStore.h"
#include "util/Clock.h"
#include "util/Settings.h"

namespace gpuplan {

void PlannerData::readSettings(const Settings& settings)
{
    m_fx = FxTable::shipped();
    m_conventions.hoursPerMonth = settings.hoursPerMonth();
    m_conventions.spot.monthlyInterruptionShare = settings.spotInterruptionsPerMonth();
    m_conventions.spot.checkpointIntervalHours = settings.checkpointIntervalHours();
    m_conventions.spot.restartHours = settings.spotRestartMinutes() / 60.0;
    m_memoryHeadroom = settings.memoryHeadroom();
    m_region = settings.region();
    m_moneyScale = Money::scaleFromName(settings.moneyScale()).value_or(Money::Scale::Exact);
    m_taxStatus = taxStatusFromName(settings.taxStatus()).value_or(TaxStatus::General);
    m_today = Clock::today();
}

PlannerData PlannerData::shipped(const Settings& settings)
{
    PlannerData d;
    // The shipped values live as long as the program: shared without owning them.
    d.m_catalog = std::shared_ptr<const GpuCatalog>(&GpuCatalog::shipped(), [](const GpuCatalog*) {});
    d.m_prices =
        std::shared_ptr<const ReferencePrices>(&ReferencePrices::shipped(), [](const ReferencePrices*) {});
    d.readSettings(settings);
    return d;
}

Result<PlannerData> PlannerData::load(Database* db, const Settings& settings)
{
    if (!db)
        return shipped(settings);
    CatalogStore store(*db);
    auto catalog = store.loadCatalog();
    if (!catalog)
        return catalog.error();
    auto prices = store.loadPrices();
    if (!prices)
        return prices.error();
    PlannerData d;
    d.m_catalog = std::make_shared<const GpuCatalog>(std::move(catalog).value());
    d.m_prices = std::make_shared<const ReferencePrices>(std::move(prices).value());
    auto measured = MeasurementStore(*db).list();
    if (!measured)
        return measured.error();
    d.setMeasurements(measured.value());
    d.readSettings(settings);
    return d;
}

} // namespace gpuplan
