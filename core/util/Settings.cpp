#include "Settings.h"

#include <QCoreApplication>
#include <QSettings>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Settings)
};

const char* const kHoursPerMonth = "money/hours_per_month";
const char* const kRegion = "money/region";
const char* const kLanguage = "ui/language";
const char* const kMoneyScale = "money/scale";
const char* const kTaxStatus = "money/tax-status";
constexpr int kDefaultHoursPerMonth = 730;
} // namespace

// A number the user may set: its key as the CLI spells it, where it is stored, its range and default, and the
// factor from what the user types (a percent, minutes) to the value used.
struct Settings::NumberSetting
{
    const char* key;
    const char* stored;
    double min;
    double max;
    double fallback; // as typed
    double scale;    // value = typed × scale
    const char* allowed;
};

const QList<Settings::NumberSetting>& Settings::numberSettings()
{
    static const QList<NumberSetting> list{
        {"memory-headroom", "plan/memory_headroom_percent", 0, 50, 10, 0.01,
         QT_TRANSLATE_NOOP("Settings", "a percent of GPU memory from 0 to 50, e.g. 10")},
        {"spot-interruptions", "spot/interruptions_percent_per_month", 0, 99, 20, 0.01,
         QT_TRANSLATE_NOOP("Settings",
                           "a percent of spot servers pre-empted in a month, from 0 to 99, e.g. 20")},
        {"checkpoint-interval", "spot/checkpoint_interval_hours", 0.05, 48, 1, 1,
         QT_TRANSLATE_NOOP("Settings", "hours between checkpoints, from 0.05 to 48, e.g. 1")},
        {"spot-restart", "spot/restart_minutes", 0, 600, 15, 1,
         QT_TRANSLATE_NOOP("Settings", "minutes to restart after a pre-emption, from 0 to 600, e.g. 15")}};
    return list;
}

double Settings::number(const char* key) const
{
    for (const NumberSetting& n : numberSettings())
        if (qstrcmp(n.key, key) == 0) {
            bool ok = false;
            const double v = m_settings->value(QLatin1String(n.stored), n.fallback).toDouble(&ok);
            return (ok && v >= n.min && v <= n.max ? v : n.fallback) * n.scale;
        }
    return 0;
}

double Settings::memoryHeadroom() const
{
    return number("memory-headroom");
}
double Settings::spotInterruptionsPerMonth() const
{
    return number("spot-interruptions");
}
double Settings::checkpointIntervalHours() const
{
    return number("checkpoint-interval");
}
double Settings::spotRestartMinutes() const
{
    return number("spot-restart");
}

Status Settings::store(const QString& key, const QVariant& value)
{
    // Only a change is written, and a write that fails says so (a read-only or full disk, a locked file).
    if (m_settings->contains(key) && m_settings->value(key) == value)
        return Status();
    m_settings->setValue(key, value);
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError)
        return Status::failure(m_settings->fileName(),
                               Tr::tr("the settings file cannot be written; nothing was changed"));
    return Status();
}

Settings::Settings() : m_settings(std::make_unique<QSettings>())
{
    if (m_settings->value(QStringLiteral("version")).toInt() != kVersion) // written only when it changes
        m_settings->setValue(QStringLiteral("version"), kVersion);
}

Settings::Settings(const QString& iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
    if (m_settings->value(QStringLiteral("version")).toInt() != kVersion) // written only when it changes
        m_settings->setValue(QStringLiteral("version"), kVersion);
}

Settings::~Settings() = default;

int Settings::hoursPerMonth() const
{
    const int h = m_settings->value(QLatin1String(kHoursPerMonth), kDefaultHoursPerMonth).toInt();
    return h >= 672 && h <= 744 ? h : kDefaultHoursPerMonth;
}

Status Settings::setHoursPerMonth(int hours)
{
    if (hours < 672 || hours > 744)
        return Status::failure(
            QStringLiteral("hours-per-month"),
            Tr::tr("%1 is not a month's hours; use 730 (8,760 / 12), 720 (30 days) or another value "
                   "from 672 to 744")
                .arg(hours));
    return store(QLatin1String(kHoursPerMonth), hours);
}

QString Settings::region() const
{
    return m_settings->value(QLatin1String(kRegion), QStringLiteral("China")).toString();
}

Status Settings::setRegion(const QString& region)
{
    // The regions the reference prices know; another name would price every plan from nowhere.
    const QString r = region.trimmed();
    QString known;
    if (r.compare(QLatin1String("China"), Qt::CaseInsensitive) == 0 || r == QString::fromUtf8("中国"))
        known = QStringLiteral("China");
    else if (r.compare(QLatin1String("global"), Qt::CaseInsensitive) == 0 || r == QString::fromUtf8("全球"))
        known = QStringLiteral("global");
    if (known.isEmpty())
        return Status::failure(
            QStringLiteral("region"),
            Tr::tr("'%1' is not a region of the reference prices; use China (中国) or global "
                   "(全球)")
                .arg(r));
    return store(QLatin1String(kRegion), known);
}

QString Settings::language() const
{
    return m_settings->value(QLatin1String(kLanguage)).toString();
}

Status Settings::setLanguage(const QString& language)
{
    const QString l = language.trimmed();
    QString stored;
    if (l == QLatin1String("zh") || l == QLatin1String("zh_CN"))
        stored = QStringLiteral("zh_CN");
    else if (l == QLatin1String("en"))
        stored = QStringLiteral("en");
    else
        return Status::failure(QStringLiteral("language"),
                               Tr::tr("'%1' is not a supported language; use zh or en").arg(l));
    return store(QLatin1String(kLanguage), stored);
}

QString Settings::moneyScale() const
{
    const QString v = m_settings->value(QLatin1String(kMoneyScale), QStringLiteral("exact")).toString();
    return v == QLatin1String("wan") ? v : QStringLiteral("exact");
}

Status Settings::setMoneyScale(const QString& scale)
{
    const QString v = scale.trimmed().toLower();
    if (v != QLatin1String("exact") && v != QLatin1String("wan"))
        return Status::failure(QStringLiteral("money-scale"),
                               Tr::tr("'%1' is not a money scale; use exact (¥3,566,146.42) or wan "
                                      "(356.61 万元)")
                                   .arg(scale));
    return store(QLatin1String(kMoneyScale), v);
}

QString Settings::taxStatus() const
{
    const QString v = m_settings->value(QLatin1String(kTaxStatus), QStringLiteral("general")).toString();
    return v == QLatin1String("small-scale") || v == QLatin1String("outside") ? v : QStringLiteral("general");
}

Status Settings::setTaxStatus(const QString& status)
{
    const QString v = status.trimmed().toLower();
    if (v != QLatin1String("general") && v != QLatin1String("small-scale") && v != QLatin1String("outside"))
        return Status::failure(QStringLiteral("tax-status"),
                               Tr::tr("'%1' is not a tax status; use general (一般纳税人), small-scale "
                                      "(小规模纳税人) or outside (outside mainland China)")
                                   .arg(status));
    return store(QLatin1String(kTaxStatus), v);
}

Status Settings::set(const QString& key, const QString& value)
{
    if (key == QLatin1String("hours-per-month")) {
        bool ok = false;
        const int h = value.toInt(&ok);
        if (!ok)
            return Status::failure(key, Tr::tr("'%1' is not a whole number").arg(value));
        return setHoursPerMonth(h);
    }
    if (key == QLatin1String("region"))
        return setRegion(value);
    if (key == QLatin1String("language"))
        return setLanguage(value);
    if (key == QLatin1String("money-scale"))
        return setMoneyScale(value);
    if (key == QLatin1String("tax-status"))
        return setTaxStatus(value);
    for (const NumberSetting& n : numberSettings()) {
        if (key != QLatin1String(n.key))
            continue;
        QString t = value.trimmed();
        if (t.endsWith(QLatin1Char('%')))
            t.chop(1);
        bool ok = false;
        const double v = t.toDouble(&ok);
        if (!ok || !(v >= n.min && v <= n.max))
            return Status::failure(key, Tr::tr("'%1' is not allowed: %2").arg(value, Tr::tr(n.allowed)));
        return store(QLatin1String(n.stored), v);
    }
    return Status::failure(key, Tr::tr("unknown setting; the settings are hours-per-month, region, language, "
                                       "money-scale, tax-status, memory-headroom, spot-interruptions, "
                                       "checkpoint-interval and spot-restart"));
}

QList<QPair<QString, QString>> Settings::all() const
{
    return {
        {QStringLiteral("hours-per-month"), QString::number(hoursPerMonth())},
        {QStringLiteral("region"), region()},
        {QStringLiteral("language"), language()},
        {QStringLiteral("money-scale"), moneyScale()},
        {QStringLiteral("tax-status"), taxStatus()},
        {QStringLiteral("memory-headroom"), QString::number(memoryHeadroom() * 100, 'g', 4)},
        {QStringLiteral("spot-interruptions"), QString::number(spotInterruptionsPerMonth() * 100, 'g', 4)},
        {QStringLiteral("checkpoint-interval"), QString::number(checkpointIntervalHours(), 'g', 4)},
        {QStringLiteral("spot-restart"), QString::number(spotRestartMinutes(), 'g', 4)}};
}

QString Settings::fileName() const
{
    return m_settings->fileName();
}

} // namespace gpuplan
