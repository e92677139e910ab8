#include "MoneyAxis.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplan {

QString MoneyAxis::title() const
{
    return QCoreApplication::translate("MoneyAxis", titleSource);
}

QString MoneyAxis::label(double value, const QLocale& locale) const
{
    const int decimals = step >= 1 || step <= 0 ? 0 : int(std::ceil(-std::log10(step)));
    return locale.toString(value, 'f', decimals);
}

MoneyAxis moneyAxis(double maxYuan, Money::Scale scale, bool chinese, int maxSteps)
{
    MoneyAxis a;
    if (scale == Money::Scale::Wan && chinese) {
        a.unit = 10000;
        a.titleSource = QT_TRANSLATE_NOOP("MoneyAxis", "10,000 CNY, VAT excluded");
    } else if (scale == Money::Scale::Wan) {
        a.unit = 1000;
        a.titleSource = QT_TRANSLATE_NOOP("MoneyAxis", "thousand CNY, VAT excluded");
    } else {
        a.titleSource = QT_TRANSLATE_NOOP("MoneyAxis", "CNY, VAT excluded");
    }
    const double max = std::max(maxYuan, 0.0) / a.unit;
    if (max <= 0) {
        a.step = 1;
        a.top = 1;
        return a;
    }
    const double magnitude = std::pow(10.0, std::floor(std::log10(max / 4)));
    const double ratio = max / magnitude;
    a.step = ratio > 20 ? magnitude * 5 : ratio > 8 ? magnitude * 2 : magnitude;
    // Fewer steps where there is little room: the next round step (1 → 2 → 5 → 10) until they fit.
    const int most = std::max(1, maxSteps);
    while (std::ceil(max / a.step - 1e-9) > most) {
        const double m = a.step / std::pow(10.0, std::floor(std::log10(a.step) + 1e-9));
        a.step *= m < 1.5 ? 2.0 : m < 3 ? 2.5 : 2.0;
    }
    a.top = std::ceil(max / a.step - 1e-9) * a.step;
    return a;
}

} // namespace gpuplan
