#pragma once

#include "PriceTerm.h"

namespace gpuplan {

// Owning servers (自建). Defaults and their sources: PUE 1.3 (China's target for new large data centres;
// the global average is ≈1.58, Uptime Institute 2023), electricity 0.63 CNY/kWh (China industrial average
// 2024), straight-line depreciation over 5 years to a 10% residual, operations (rack space in a data centre,
// hardware support, a share of an engineer) 3,000 CNY per server-month and a cost of capital of 5% a year on
// the money tied up (assumptions that keep buying from looking free: set your own).
struct BuyTerms
{
    Money serverPrice; // one server, as quoted
    bool vatIncluded = false;
    int vatBasisPoints = 0;
    int gpusPerServer = 8;
    double powerKw = 10.2; // per server at load (DGX H100: 10.2 kW)
    double pue = 1.3;
    Money electricityPerKwh = Money(63, Currency::CNY);
    Money opsPerServerMonth = Money(300000, Currency::CNY); // hosting, maintenance, staff share
    int capitalRateBasisPoints = 500; // cost of capital per year on the average money tied up
    double depreciationYears = 5;
    int residualBasisPoints = 1000;
    double utilisation = 0.7; // share of the hours the owned GPUs do paid work (assumption)
    QString source;

    Status validate() const;
};

class BuyModel
{
public:
    BuyModel(const BuyTerms& terms, const PriceNormaliser& normaliser)
        : m_terms(terms), m_normaliser(normaliser)
    {}

    // Cost of a used GPU-hour excluding VAT: depreciation (price − residual) over years × 8,760 h ×
    // utilisation, + capital: (price + residual) ÷ 2 × rate ÷ (8,760 h × utilisation), all ÷ GPUs;
    // + power kW × PUE × electricity ÷ GPUs, + operations ÷ (730 h × utilisation) ÷ GPUs.
    Result<Money> perGpuHour(double utilisation, Currency target = Currency::CNY) const;

    // Cash spent on `servers` servers after `calendarHours`, having used them for `usedHours`:
    // purchase up front, operations every month, electricity while in use, and the cost of capital on the
    // purchase price for the time it is tied up.
    Result<Money> cumulative(int servers, double calendarHours, double usedHours,
                             Currency target = Currency::CNY) const;

    QString explanation(double utilisation) const;
    const BuyTerms& terms() const { return m_terms; }

private:
    BuyTerms m_terms;
    const PriceNormaliser& m_normaliser;
};

} // namespace gpuplan
