#pragma once

#include "Money.h"

#include <QList>

#include <QString>
#include <optional>

namespace gpuplan {

enum class PriceUnit
{
    GpuHour,
    ServerHour,
    GpuDay,
    ServerDay,
    GpuWeek, // 包周
    ServerWeek,
    GpuMonth,
    ServerMonth,
    GpuYear,
    ServerYear
};
constexpr int kPriceUnitCount = 10;
// How the time used is rounded up for billing (按秒/按分钟/按小时 deduction, or whole prepaid periods).
enum class Billing
{
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Year
};
constexpr int kBillingCount = 7;
enum class RentalTerm
{
    Hourly,
    Daily,
    Weekly, // 包周
    Monthly,
    Yearly,
    SavingsPlan, // 节省计划: an hourly commitment for 1 or 3 years, billed whether used or not
    Spot,
    Buy
};
constexpr int kRentalTermCount = 8;

QString priceUnitName(PriceUnit u); // "gpu-hour"
QString
priceUnitNameZh(PriceUnit u); // "卡时", as Chinese CSV files write it (read back by priceUnitFromName)
std::optional<PriceUnit> priceUnitFromName(const QString& name);
QString priceUnitLabel(PriceUnit u); // translated
// An amount with its unit as quotes write it: "¥68,000.00 per server-month", "¥68,000.00/台/月".
QString priceWithUnit(const Money& amount, PriceUnit u);
// A minimum term as time, in the price unit's period: "3 months" / "3 个月", "1 year" / "1 年"; "none" for 0.
QString minimumTermText(PriceUnit u, int periods);
QString billingName(Billing b);
QString billingNameZh(Billing b); // "按小时" (read back by billingFromName)
QString billingLabel(Billing b);  // translated: "per minute" / 按分钟
std::optional<Billing> billingFromName(const QString& name);
QString rentalTermName(RentalTerm t); // "monthly"
std::optional<RentalTerm> rentalTermFromName(const QString& name);
QString rentalTermLabel(RentalTerm t);      // translated: "monthly (包月)"
QString rentalTermShortLabel(RentalTerm t); // translated, for table cells: "hourly" / 按量
bool isServerUnit(PriceUnit u);
Billing naturalBilling(PriceUnit u);

// What a spot (pre-emptible) run risks, for its expected figure (settings; sources in DESIGN.md "Spot").
struct SpotRisk
{
    // Share of spot servers pre-empted in a month. AWS's Spot Instance Advisor publishes this "frequency of
    // interruption" in bands (< 5 % … > 20 %); China's GPU clouds publish none. Default: the top band, 20 %.
    double monthlyInterruptionShare = 0.20;
    double checkpointIntervalHours = 1.0; // work lost at a pre-emption without notice: half of this
    double restartHours = 0.25;           // a new server, the environment and the checkpoint loaded again
};

// Hour conventions. A month is 730 hours (8,760 / 12) by default; some vendors use 720 (30 days).
struct Conventions
{
    int hoursPerMonth = 730;
    SpotRisk spot;
    static constexpr int kHoursPerWeek = 168;
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
    // Extra run time from pre-emptions and restarts on spot, when the user states it; otherwise the expected
    // figure from the spot risk (Conventions::spot) and the quote's protection period and notice.
    std::optional<int> interruptionOverheadBasisPoints;
    double spotProtectionHours = 0; // 竞价保护期: no pre-emption this long after each start (0 = none stated)
    double spotNoticeMinutes = 0; // 释放通知: warning before a pre-emption (0 = none stated)
    // 节省计划: the buyer commits to an hourly spend for 1 or 3 years, billed whether used or not.
    int commitmentYears = 0; // 0 = no commitment
    Money commitmentPerHour; // zero = the price of the units priced, per hour

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
    bool commitmentApplied = false; // a savings plan's commitment was billed for its whole term
    int interruptions = 0;          // spot: pre-emptions expected (rounded) in the run
    QString spotBasis;              // spot: how the run time was computed, in words (translated)
    int discountBasisPoints = 0;
    QString explanation; // "2 servers × 3 months × 70,000.00 CNY ÷ 1.06 + setup"
};

// The expected run of a spot job: how long it runs with its pre-emptions and why.
struct SpotRun
{
    double runHours = 0;
    double interruptions = 0; // expected pre-emptions
    QString basis;            // translated: the computation in words
};
// From the stated overhead when there is one, else from the spot risk and the term's protection and notice.
Result<SpotRun> spotRun(const PriceTerm& term, double workHours, int servers, const Conventions& conventions);

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
