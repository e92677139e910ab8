#include "BuyModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(BuyModel)
};

// Large inputs stay large (and are then refused as money that cannot be computed exactly) instead of
// wrapping.
Fraction fromDouble(double v, qint64 scale = 1000000)
{
    const double x = std::clamp(std::round(v * double(scale)), -1e36, 1e36);
    return Fraction(Fraction::Int(x), scale);
}
} // namespace

Status BuyTerms::validate() const
{
    if (serverPrice.minor() <= 0)
        return fieldError(QStringLiteral("server-price"),
                          Tr::tr("the server price must be greater than zero"));
    if (vatBasisPoints < 0 || vatBasisPoints >= 10000)
        return fieldError(QStringLiteral("vat"), Tr::tr("VAT must be at least 0% and below 100%"));
    if (gpusPerServer <= 0 || gpusPerServer > 64)
        return fieldError(QStringLiteral("gpus-per-server"), Tr::tr("a server holds 1 to 64 GPUs"));
    if (!(powerKw >= 0) || powerKw > 200)
        return fieldError(QStringLiteral("power-kw"), Tr::tr("server power must be between 0 and 200 kW"));
    if (!(pue >= 1.0) || pue > 3.0)
        return fieldError(QStringLiteral("pue"), Tr::tr("PUE must be between 1.0 and 3.0"));
    if (electricityPerKwh.minor() < 0 || opsPerServerMonth.minor() < 0)
        return fieldError(QStringLiteral("electricity"), Tr::tr("running costs cannot be negative"));
    if (!(depreciationYears > 0) || depreciationYears > 20)
        return fieldError(QStringLiteral("years"), Tr::tr("depreciation must be between 0 and 20 years"));
    if (capitalRateBasisPoints < 0 || capitalRateBasisPoints > 5000)
        return fieldError(QStringLiteral("capital-rate"),
                          Tr::tr("the cost of capital must be between 0% and 50% a year"));
    if (residualBasisPoints < 0 || residualBasisPoints >= 10000)
        return fieldError(QStringLiteral("residual"),
                          Tr::tr("the residual value must be between 0% and 100%"));
    return Status();
}

Result<Money> BuyModel::perGpuHour(double utilisation, Currency target) const
{
    if (Status s = m_terms.validate(); !s)
        return s.error();
    if (!(utilisation > 0) || utilisation > 1)
        return fieldError(QStringLiteral("utilisation"), Tr::tr("utilisation must be above 0 and at most 1"));
    const FxTable& fx = m_normaliser.fx();
    auto fPrice = fx.factor(m_terms.serverPrice.currency(), target);
    auto fPower = fx.factor(m_terms.electricityPerKwh.currency(), target);
    auto fOps = fx.factor(m_terms.opsPerServerMonth.currency(), target);
    if (!fPrice)
        return fPrice.error();
    if (!fPower)
        return fPower.error();
    if (!fOps)
        return fOps.error();
    const Fraction vat = m_terms.vatIncluded ? Fraction(10000 + m_terms.vatBasisPoints, 10000) : Fraction(1);
    const Fraction price = m_terms.serverPrice.asFraction() / vat * fPrice.value();
    const Fraction depreciable = price * Fraction(10000 - m_terms.residualBasisPoints, 10000);
    const Fraction usedHours =
        fromDouble(m_terms.depreciationYears * Conventions::kHoursPerYear * utilisation);
    const Fraction G(m_terms.gpusPerServer);
    const Fraction capex = depreciable / usedHours / G;
    // Capital tied up: on average (price + residual) ÷ 2 over the life, at the rate per year.
    const Fraction averageCapital =
        (price + price * Fraction(m_terms.residualBasisPoints, 10000)) / Fraction(2);
    const Fraction capital = averageCapital * Fraction(m_terms.capitalRateBasisPoints, 10000) /
                             fromDouble(Conventions::kHoursPerYear * utilisation) / G;
    const Fraction power = fromDouble(m_terms.powerKw * m_terms.pue) *
                           m_terms.electricityPerKwh.asFraction() * fPower.value() / G;
    const Fraction ops = m_terms.opsPerServerMonth.asFraction() * fOps.value() /
                         fromDouble(m_normaliser.conventions().hoursPerMonth * utilisation) / G;
    return Money::fromFraction(capex + capital + power + ops, target);
}

Result<Money> BuyModel::cumulative(int servers, double calendarHours, double usedHours, Currency target) const
{
    if (Status s = m_terms.validate(); !s)
        return s.error();
    const FxTable& fx = m_normaliser.fx();
    auto fPrice = fx.factor(m_terms.serverPrice.currency(), target);
    auto fPower = fx.factor(m_terms.electricityPerKwh.currency(), target);
    auto fOps = fx.factor(m_terms.opsPerServerMonth.currency(), target);
    if (!fPrice || !fPower || !fOps)
        return (!fPrice ? fPrice : (!fPower ? fPower : fOps)).error();
    const Fraction vat = m_terms.vatIncluded ? Fraction(10000 + m_terms.vatBasisPoints, 10000) : Fraction(1);
    const Fraction price = m_terms.serverPrice.asFraction() / vat * fPrice.value();
    const Fraction months = fromDouble(calendarHours / m_normaliser.conventions().hoursPerMonth);
    const Fraction ops = m_terms.opsPerServerMonth.asFraction() * fOps.value() * months;
    const Fraction power = fromDouble(m_terms.powerKw * m_terms.pue * usedHours) *
                           m_terms.electricityPerKwh.asFraction() * fPower.value();
    const Fraction capital = price * Fraction(m_terms.capitalRateBasisPoints, 10000) *
                             fromDouble(calendarHours / Conventions::kHoursPerYear);
    return Money::fromFraction((price + ops + power + capital) * Fraction(servers), target);
}

QString BuyModel::explanation(double utilisation) const
{
    return Tr::tr("(server price − %1% residual) ÷ (%2 years × 8,760 h × %3 utilisation × %4 GPUs) + capital "
                  "(price + residual) ÷ 2 × %9% a year ÷ (8,760 h × %3) ÷ %4 GPUs + %5 kW × PUE %6 × %7 per "
                  "kWh ÷ %4 "
                  "GPUs + operations %8 per month ÷ (%10 h × %3) ÷ %4 GPUs")
        .arg(m_terms.residualBasisPoints / 100.0)
        .arg(m_terms.depreciationYears)
        .arg(utilisation)
        .arg(m_terms.gpusPerServer)
        .arg(m_terms.powerKw)
        .arg(m_terms.pue)
        .arg(m_terms.electricityPerKwh.toString(), m_terms.opsPerServerMonth.toString())
        .arg(m_terms.capitalRateBasisPoints / 100.0)
        .arg(m_normaliser.conventions().hoursPerMonth);
}

} // namespace gpuplan
