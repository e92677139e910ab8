#pragma once

#include "Result.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <memory>

class QSettings;

namespace gpuplan {

// The user's settings, typed, with their defaults in one place. Shared by the desktop program and the CLI
// (command-line options override them for one run).
class Settings
{
public:
    Settings();                                // the user's settings file
    explicit Settings(const QString& iniPath); // a given file (tests)
    ~Settings();

    static constexpr int kVersion = 1;

    // Hours in a billing month: 730 (= 8,760 / 12) by default; 720 for 30-day months.
    int hoursPerMonth() const;
    Status setHoursPerMonth(int hours);
    // Region whose reference prices come first ("China", "global").
    QString region() const;
    Status setRegion(const QString& region);
    // "zh_CN" or "en"; empty = from the environment.
    QString language() const;
    Status setLanguage(const QString& language);

    // Amounts in summary tables (totals, cumulative cost): "exact" (¥3,566,146.42, the default) or "wan"
    // (356.61 万元 in Chinese). Quote tables and contracts always show exact yuan.
    QString moneyScale() const;
    Status setMoneyScale(const QString& scale);

    // The buyer's VAT position, which decides whether a quote's VAT is a cost: "general" (一般纳税人, the
    // default), "small-scale" (小规模纳税人) or "outside" (outside mainland China).
    QString taxStatus() const;
    Status setTaxStatus(const QString& status);

    // The share of GPU memory a recommended configuration leaves free: 10 % by default (0–50 %).
    double memoryHeadroom() const;
    // The spot risk of the expected spot figure (PriceTerm.h, SpotRisk): the share of spot servers pre-empted
    // in a month (20 % by default, AWS Spot Instance Advisor's top band), the checkpoint interval (1 h) and
    // the restart after a pre-emption (15 min).
    double spotInterruptionsPerMonth() const; // 0–0.99
    double checkpointIntervalHours() const;
    double spotRestartMinutes() const;

    // Sets a value by its key as the CLI spells it; the error says what is allowed.
    Status set(const QString& key, const QString& value);
    QList<QPair<QString, QString>> all() const;
    QString fileName() const;

private:
    struct NumberSetting;
    static const QList<NumberSetting>& numberSettings();
    double number(const char* key) const;
    Status store(const QString& key, const QVariant& value);
    std::unique_ptr<QSettings> m_settings;
};

} // namespace gpuplan
