#pragma once

#include "quotes/BuyerCost.h"

#include "catalog/GpuCatalog.h"
#include "cost/Money.h"
#include "cost/PriceTerm.h"
#include "cost/ReferencePrices.h"
#include "estimate/Measurement.h"

#include <QDate>

#include <memory>

namespace gpuplan {

class Database;
class Settings;

// Everything a question is answered against, assembled once: the GPU catalog and reference prices (the
// database's copy with the user's edits, else the shipped ones), the exchange rates, the pricing conventions
// (hours per month), the preferred region, the money scale of summaries, and today. Every front end reads
// the user's settings through this one value, so that a setting cannot be honoured by one and not another.
// Copies share the catalog: configurations point into it and stay valid while any copy lives.
class PlannerData
{
public:
    // The shipped catalog and prices with the settings' conventions.
    static PlannerData shipped(const Settings& settings);
    // The database's catalog and prices (db may be null: the shipped ones) with the settings' conventions.
    static Result<PlannerData> load(Database* db, const Settings& settings);

    const GpuCatalog& catalog() const { return *m_catalog; }
    const ReferencePrices& prices() const { return *m_prices; }
    std::shared_ptr<const GpuCatalog> sharedCatalog() const { return m_catalog; }
    const FxTable& fx() const { return m_fx; }
    const Conventions& conventions() const { return m_conventions; }
    int hoursPerMonth() const { return m_conventions.hoursPerMonth; }
    const QString& region() const { return m_region; }
    Money::Scale moneyScale() const { return m_moneyScale; }
    TaxStatus taxStatus() const { return m_taxStatus; }
    double memoryHeadroom() const
    {
        return m_memoryHeadroom;
    } // share of GPU memory a recommendation leaves free
    QDate today() const { return m_today; }
    // The buyer's own measurements (the database's; none for the shipped data), for calibration.
    const QList<Measurement>& measurements() const { return *m_measurements; }
    int currentYear() const { return m_today.year(); }
    // A normaliser over this data's rates and conventions; valid while this PlannerData lives.
    PriceNormaliser normaliser() const { return PriceNormaliser(m_fx, m_conventions); }

    // One run's overrides (command-line options, tests): each replaces one setting.
    void setHoursPerMonth(int hours) { m_conventions.hoursPerMonth = hours; }
    void setRegion(const QString& region) { m_region = region; }
    void setMoneyScale(Money::Scale scale) { m_moneyScale = scale; }
    void setTaxStatus(TaxStatus status) { m_taxStatus = status; }
    void setFx(const FxTable& fx) { m_fx = fx; }
    void setToday(const QDate& today) { m_today = today; }
    void setMeasurements(const QList<Measurement>& m)
    {
        m_measurements = std::make_shared<const QList<Measurement>>(m);
    }

private:
    PlannerData() = default;
    void readSettings(const Settings& settings);

    std::shared_ptr<const GpuCatalog> m_catalog;
    std::shared_ptr<const ReferencePrices> m_prices;
    FxTable m_fx;
    Conventions m_conventions;
    QString m_region;
    Money::Scale m_moneyScale = Money::Scale::Exact;
    TaxStatus m_taxStatus = TaxStatus::General;
    double m_memoryHeadroom = 0.10;
    QDate m_today;
    std::shared_ptr<const QList<Measurement>> m_measurements = std::make_shared<const QList<Measurement>>();
};

} // namespace gpuplan
