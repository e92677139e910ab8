#pragma once

#include "Money.h"

#include <QList>
#include <QString>

namespace gpuplan {

enum class PriceUnit
{
    GpuHour,
    ServerHour,
    GpuDay,
    ServerDay,
    GpuMonth,
    ServerMonth,
    GpuYear,
    ServerYear
};
enum class Billing
{
    Second,
    Hour,
    Day,
    Month,
    Year
};
enum class RentalTerm
{
    Hourly,
    Daily,
    Monthly,
    Yearly,
    Spot,
    Buy
};

QString priceUnitName(PriceUnit u); // "gpu-hour"
QString
priceUnitNameZh(PriceUnit u); // "卡时", as Chinese CSV files write it (read back by priceUnitFromName)
std::optional<PriceUnit> priceUnitFromName(const QString& name);
QString priceUnitLabel(PriceUnit u); // translated
// An amount with its unit as quotes write it: "¥68,000.00 per server-month", "¥68,000.00/台/月".
QString priceWithUnit(const Money& amount, PriceUnit u);
QString billingName(Billing b);
QString billingNameZh(Billing b); // "按小时" (read back by billingFromName)
std::optional<Billing> billingFromName(const QString& name);
QString rentalTermName(RentalTerm t); // "monthly"
std::optional<RentalTerm> rentalTermFromName(const QString& name);
QString rentalTermLabel(RentalTerm t);      // translated: "monthly (包月)"
QString rentalTermShortLabel(RentalTerm t); // translated, for table cells: "hourly" / 按量
bool isServerUnit(PriceUnit u);
Billing naturalBilling(PriceUnit u);

// Hour conventions. A month is 730 hours (8,760 / 12) by default; some vendors use 720 (30 days).
struct Conventions
{
    int hoursPerMonth = 730;
    static constexpr int kHoursPerDay = 24;
    static constexpr int kHoursPerYear = 8760;
    int hoursIn(Billing b) const;
    int hoursIn(PriceUnit u) const;
};

struct TermDiscount
{
    int minPeriods = 0;  // applies from this many billed periods of the price unit
    int basisPoints = 0; // 1000 = 10% off
};

// A price as a vendor quotes it.
struct PriceTerm
{
    Money price;
    PriceUnit unit = PriceUnit::GpuHour;
    int gpusPerServer = 8;
    bool vatIncluded = false;
    int vatBasisPoints = 0; // 600 = 6%
    Money setupFee;         // one-off, same VAT treatment as the price
    Money deposit;          // refundable; shown, not counted as cost
    int minimumPeriods = 0; // minimum term in periods of the unit (e.g. 3 months)
    Billing billing = Billing::Hour;
    QList<TermDiscount> discounts;
    bool spot = false;
    int spotDiscountBasisPoints = 0; // applied to the price when spot (0 = price already is the spot price)
    int interruptionOverheadBasisPoints = 1500; // extra run time from pre-emptions and restarts on spot

    // Value checks with field names: price > 0, VAT in [0, 100%), discounts in [0, 100%), ...
    Status validate() const;
};

// What one quote costs for one job.
struct JobCost
{
    Money totalExVat; // in the target currency
    Money totalIncVat;
    Money setupFeeExVat;
    Money depositShown;
    int billedUnits = 0;      // GPUs or servers billed
    double billedPeriods = 0; // periods of the price unit
    double billedHours = 0;
    double runHours = 0; // job wall-clock (longer on spot)
    bool minimumApplied = false;
    int discountBasisPoints = 0;
    QString explanation; // "2 servers × 3 months × 70,000.00 CNY ÷ 1.06 + setup"
};

class PriceNormaliser
{
public:
    PriceNormaliser(const FxTable& fx, const Conventions& conventions) : m_fx(fx), m_conventions(conventions)
    {}

    // One comparable figure: target-currency price per GPU-hour excluding VAT (spot discount applied),
    // before minimum terms and term discounts. Exact until one final rounding to the minor unit.
    Result<Money> perGpuHourExVat(const PriceTerm& term, Currency target = Currency::CNY) const;
    Result<Fraction> perGpuHourExVatExact(const PriceTerm& term, Currency target = Currency::CNY) const;

    // The cost of running `gpus` GPUs for `wallHours` hours under the term, honouring minimum terms,
    // billing granularity, term discounts, setup fees and (for spot) the interruption overhead.
    Result<JobCost> jobCost(const PriceTerm& term, int gpus, double wallHours,
                            Currency target = Currency::CNY) const;

    const Conventions& conventions() const { return m_conventions; }
    const FxTable& fx() const { return m_fx; }

private:
    const FxTable& m_fx;
    Conventions m_conventions;
};

} // namespace gpuplan
