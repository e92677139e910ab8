// The day's load: presets and profiles read from a file (24 hourly shares).
#include "ServingPlan.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};
} // namespace

QStringList LoadProfile::presetNames()
{
    return {QStringLiteral("flat"), QStringLiteral("office"), QStringLiteral("evening")};
}

std::optional<LoadProfile> LoadProfile::fromPreset(const QString& name)
{
    LoadProfile p;
    p.name = name.trimmed().toLower();
    if (p.name == QLatin1String("flat")) {
        p.shares.fill(1.0);
    } else if (p.name == QLatin1String("office")) {
        // Working hours 09–18 with a lunch dip; evenings and nights quiet.
        p.shares = {0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.1, 0.2, 0.6, 1.0,  1.0, 1.0,
                    0.6,  0.8,  1.0,  1.0,  1.0,  0.9,  0.5, 0.3, 0.2, 0.15, 0.1, 0.05};
    } else if (p.name == QLatin1String("evening")) {
        // A consumer application: some load all day, the peak 19–23.
        p.shares = {0.3, 0.15, 0.1, 0.05, 0.05, 0.05, 0.1, 0.2, 0.3, 0.4, 0.4, 0.45,
                    0.5, 0.45, 0.4, 0.4,  0.4,  0.45, 0.6, 0.9, 1.0, 1.0, 0.9, 0.6};
    } else {
        return std::nullopt;
    }
    return p;
}

Result<LoadProfile> LoadProfile::fromText(const QString& text, const QString& sourceName)
{
    LoadProfile p;
    p.name = sourceName;
    QList<double> values;
    const QStringList lines = text.split(QRegularExpression(QStringLiteral("[\r\n]+")), Qt::SkipEmptyParts);
    bool hourShare = !lines.isEmpty();
    for (const QString& line : lines) {
        const QStringList f = line.split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (f.size() != 2)
            hourShare = false;
    }
    if (hourShare && lines.size() != 24) { // reliability-5 G11: 25 such lines were said as "read 50 values"
        QStringList hours, twice;
        for (const QString& line : lines) {
            const QString hour = line.section(QLatin1Char(','), 0, 0).trimmed();
            if (hours.contains(hour) && !twice.contains(hour))
                twice << hour;
            hours << hour;
        }
        return Error(
            twice.isEmpty()
                ? Tr::tr("a daily profile of \"hour,share\" lines has one line per hour, 24 in all; read "
                         "%1 lines")
                      .arg(lines.size())
                : Tr::tr("a daily profile of \"hour,share\" lines has one line per hour, 24 in all; read "
                         "%1 lines, hour %2 more than once")
                      .arg(lines.size())
                      .arg(twice.join(Tr::tr(", "))),
            sourceName, QStringLiteral("profile"));
    }
    if (hourShare) {
        std::array<bool, 24> seen{};
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList f = lines[i].split(QLatin1Char(','));
            bool okHour = false, okShare = false;
            const int hour = f[0].trimmed().toInt(&okHour);
            const double share = f[1].trimmed().toDouble(&okShare);
            if (!okHour || hour < 0 || hour > 23 || seen[size_t(hour)])
                return Error(Tr::tr("the hour must be a whole number from 0 to 23, each once; read \"%1\"")
                                 .arg(f[0].trimmed()),
                             Tr::tr("%1, line %2").arg(sourceName).arg(i + 1), QStringLiteral("profile"));
            if (!okShare || share < 0 || !std::isfinite(share))
                return Error(Tr::tr("a share must be a number of 0 or more; read \"%1\"").arg(f[1].trimmed()),
                             Tr::tr("%1, line %2").arg(sourceName).arg(i + 1), QStringLiteral("profile"));
            seen[size_t(hour)] = true;
            p.shares[size_t(hour)] = share;
        }
    } else {
        const QStringList parts =
            text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
        if (parts.size() != 24)
            return Error(Tr::tr("a daily profile has 24 hourly shares (or 24 lines of \"hour,share\"); "
                                "read %1 values")
                             .arg(parts.size()),
                         sourceName, QStringLiteral("profile"));
        for (int i = 0; i < 24; ++i) {
            bool ok = false;
            const double v = parts[i].toDouble(&ok);
            if (!ok || v < 0 || !std::isfinite(v))
                return Error(Tr::tr("a share must be a number of 0 or more; value %1 reads \"%2\"")
                                 .arg(i + 1)
                                 .arg(parts[i]),
                             sourceName, QStringLiteral("profile"));
            p.shares[size_t(i)] = v;
        }
    }
    if (p.peak() <= 0)
        return Error(Tr::tr("every hour of the profile is zero: give at least one hour with load"),
                     sourceName, QStringLiteral("profile"));
    return p;
}

QString LoadProfile::label() const
{
    if (name == QLatin1String("flat"))
        return Tr::tr("flat (every hour alike)");
    if (name == QLatin1String("office"))
        return Tr::tr("office hours");
    if (name == QLatin1String("evening"))
        return Tr::tr("evening peak");
    return name;
}

double LoadProfile::peak() const
{
    return *std::max_element(shares.begin(), shares.end());
}

} // namespace gpuplan
