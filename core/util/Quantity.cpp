#include "Quantity.h"

#include "util/Language.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuplan::Quantity {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Quantity)
};
} // namespace

Result<double> parseCount(const QString& text, const QString& where)
{
    QString t = text.trimmed();
    double factor = 1.0;
    // Chinese number words as Chinese users type them (1亿 = 100M, 5千万 = 50M, 7万 = 70K), then K/M/B/T.
    static const struct
    {
        const char* suffix;
        double factor;
    } chinese[] = {{"万亿", 1e12}, {"千亿", 1e11}, {"百亿", 1e10}, {"十亿", 1e9}, {"亿", 1e8},
                   {"千万", 1e7},  {"百万", 1e6},  {"十万", 1e5},  {"万", 1e4},   {"千", 1e3}};
    bool suffixed = false;
    for (const auto& c : chinese) {
        const QString suffix = QString::fromUtf8(c.suffix);
        if (t.endsWith(suffix)) {
            factor = c.factor;
            t.chop(suffix.size());
            suffixed = true;
            break;
        }
    }
    if (!suffixed && !t.isEmpty()) {
        const QChar last = t.back().toUpper();
        if (last == QLatin1Char('K'))
            factor = 1e3;
        else if (last == QLatin1Char('M'))
            factor = 1e6;
        else if (last == QLatin1Char('B') || last == QLatin1Char('G'))
            factor = 1e9;
        else if (last == QLatin1Char('T'))
            factor = 1e12;
        if (factor != 1.0)
            t.chop(1);
    }
    bool ok = false;
    const double v = t.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return Result<double>::failure(where, Tr::tr("'%1' is not a number; use digits with an optional K, "
                                                     "M, B or T suffix (or 千, 万, 亿), e.g. 70B, "
                                                     "1T or 1亿")
                                                  .arg(text));
    if (v <= 0.0)
        return Result<double>::failure(where, Tr::tr("'%1' must be greater than zero").arg(text));
    // The suffix is applied before the range check: 1e300T is not a number of anything.
    const double scaled = v * factor;
    if (!std::isfinite(scaled) || scaled > kMaxCount)
        return Result<double>::failure(where, Tr::tr("'%1' is too large (at most 10^18)").arg(text));
    return scaled;
}

Result<int> parseInt(const QString& text, const QString& where, int min, int max)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok)
        return Result<int>::failure(where, Tr::tr("'%1' is not a whole number").arg(text));
    if (v < min || v > max)
        return Result<int>::failure(
            where, Tr::tr("%1 is outside the allowed range %2 to %3").arg(v).arg(min).arg(max));
    return v;
}

Result<double> parseNumber(const QString& text, const QString& where, double min, double max)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return Result<double>::failure(where, Tr::tr("'%1' is not a number").arg(text));
    if (v < min || v > max)
        return Result<double>::failure(
            where, Tr::tr("%1 is outside the allowed range %2 to %3").arg(text).arg(min).arg(max));
    return v;
}

namespace {
// A small count in Chinese numerals as people type durations: 三, 两, 十, 十五, 二十一, 半 (0.5). 0 when it
// is none.
double chineseCount(const QString& t)
{
    if (t == QStringLiteral("半"))
        return 0.5;
    static const QString digits = QStringLiteral("零一二三四五六七八九");
    auto digit = [&](QChar c) -> int {
        if (c == QChar(0x4E24)) // 两
            return 2;
        return int(digits.indexOf(c));
    };
    const qsizetype ten = t.indexOf(QChar(0x5341)); // 十
    if (ten < 0)
        return t.size() == 1 && digit(t[0]) > 0 ? digit(t[0]) : 0;
    if (t.size() > 3 || t.count(QChar(0x5341)) > 1)
        return 0;
    const int tens = ten == 0 ? 1 : (ten == 1 && digit(t[0]) > 0 ? digit(t[0]) : -1);
    const int ones = ten + 1 < t.size() ? digit(t[ten + 1]) : 0;
    return tens < 0 || ones < 0 || (ten > 1) ? 0 : tens * 10 + ones;
}
} // namespace

Result<double> parseHours(const QString& text, const QString& where, int hoursPerMonth)
{
    QString t = text.trimmed().toLower();
    double factor = 1.0;
    bool unit = false;
    struct Suffix
    {
        const char* s; // UTF-8
        double hours;
    };
    // Chinese units as buyers write them (3周, 10天, 500小时, 6个月, 1年), then the short English ones.
    const double month = hoursPerMonth;
    const Suffix suffixes[] = {{"个小时", 1.0}, {"小时", 1.0},  {"个星期", 168.0}, {"星期", 168.0},
                               {"周", 168.0},   {"天", 24.0},   {"日", 24.0},      {"个月", month},
                               {"月", month},   {"年", 8760.0}, {"mo", month},     {"h", 1.0},
                               {"d", 24.0},     {"w", 168.0},   {"y", 8760.0}};
    for (const Suffix& s : suffixes) {
        const QString suffix = QString::fromUtf8(s.s);
        if (t.endsWith(suffix)) {
            factor = s.hours;
            unit = true;
            t.chop(suffix.size());
            t = t.trimmed();
            break;
        }
    }
    bool ok = false;
    double v = t.toDouble(&ok);
    if (!ok && unit && t.endsWith(QChar(0x4E2A))) { // "3个周", "两个周"
        t.chop(1);
        v = t.toDouble(&ok);
    }
    if (!ok && unit && (v = chineseCount(t)) > 0) // Chinese numerals only with a unit: 三周, not 三
        ok = true;
    if (!ok || !std::isfinite(v) || v <= 0)
        return Result<double>::failure(
            where,
            Tr::tr("'%1' is not a duration; write hours (500 or 500h), days (21d), weeks (3w), months (6mo) "
                   "or years (1y), or in Chinese (500小时, 10天, 3周, 三周, 6个月, 1年)")
                .arg(text));
    const double hours = v * factor;
    if (!std::isfinite(hours) || hours > kMaxHours)
        return Result<double>::failure(where,
                                       Tr::tr("'%1' is too long (at most 100 million hours)").arg(text));
    return hours;
}

Result<double> parseMilliseconds(const QString& text, const QString& where, const QString& bareUnit,
                                 double minMs, double maxMs)
{
    QString t = text.trimmed().toLower();
    double factor = bareUnit == QLatin1String("s") ? 1000.0 : 1.0;
    // Longest first: "ms" and the minutes before "s", "毫秒" before "秒".
    static const struct
    {
        const char* s; // UTF-8
        double ms;
    } suffixes[] = {{"毫秒", 1.0},      {"msec", 1.0},    {"ms", 1.0},     {"minutes", 6e4},
                    {"mins", 6e4},      {"min", 6e4},     {"分钟", 6e4},   {"seconds", 1000.0},
                    {"second", 1000.0}, {"secs", 1000.0}, {"sec", 1000.0}, {"秒钟", 1000.0},
                    {"秒", 1000.0},     {"s", 1000.0}};
    for (const auto& s : suffixes) {
        const QString suffix = QString::fromUtf8(s.s);
        if (t.endsWith(suffix)) {
            factor = s.ms;
            t.chop(suffix.size());
            t = t.trimmed();
            break;
        }
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    const double ms = v * factor;
    const auto shown = [](double x) {
        return QLocale().toString(x, 'f', x == std::floor(x) ? 0 : 1);
    };
    const QString range = Tr::tr("from %1 to %2 ms").arg(shown(minMs), shown(maxMs));
    if (!ok || !std::isfinite(ms))
        return Result<double>::failure(
            where, (bareUnit == QLatin1String("s")
                        ? Tr::tr("'%1' is not a time; write seconds (2, 2s, 2秒) or milliseconds (500ms, "
                                 "500毫秒), %2")
                        : Tr::tr("'%1' is not a time; write milliseconds (500, 500ms, 500毫秒) or seconds "
                                 "(2s, 2秒), %2"))
                       .arg(text, range));
    if (ms < minMs || ms > maxMs)
        return Result<double>::failure(
            where, Tr::tr("%1 is %2 ms; it must be %3").arg(text.trimmed(), shown(ms), range));
    return ms;
}

namespace {
// value ÷ scale written with at most 3 decimals when that is exact, else empty.
QString exactScaled(double value, double scale)
{
    const double scaled = value / scale;
    for (int decimals = 0; decimals <= 3; ++decimals) {
        const QString text = QString::number(scaled, 'f', decimals);
        if (std::fabs(text.toDouble() * scale - value) <= 1e-9 * std::fabs(value))
            return text;
    }
    return QString();
}
} // namespace

QString formatCountInput(double value)
{
    if (!(value > 0) || !std::isfinite(value))
        return QString();
    struct Unit
    {
        double scale;
        const char* suffix; // UTF-8
    };
    static const Unit chinese[] = {{1e8, "亿"}, {1e4, "万"}};
    static const Unit english[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
    const bool zh = Language::isChinese();
    for (const Unit& u : zh ? QList<Unit>(std::begin(chinese), std::end(chinese))
                            : QList<Unit>(std::begin(english), std::end(english))) {
        if (value < u.scale)
            continue;
        if (const QString text = exactScaled(value, u.scale); !text.isEmpty())
            return text + QString::fromUtf8(u.suffix);
    }
    return QString::number(value, 'f', value == std::floor(value) ? 0 : 3);
}

QString formatHoursInput(double hours)
{
    if (!(hours > 0) || !std::isfinite(hours))
        return QString();
    const bool zh = Language::isChinese();
    if (std::fmod(hours, 168.0) == 0)
        return QString::number(hours / 168.0, 'f', 0) + (zh ? QStringLiteral("周") : QStringLiteral("w"));
    if (std::fmod(hours, 24.0) == 0)
        return QString::number(hours / 24.0, 'f', 0) + (zh ? QStringLiteral("天") : QStringLiteral("d"));
    return QString::number(hours, 'g', 10) + (zh ? QStringLiteral("小时") : QStringLiteral("h"));
}

QString formatCount(double value)
{
    struct Unit
    {
        double scale;
        char suffix;
    };
    static const Unit units[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const Unit& u : units) {
        if (std::fabs(value) >= u.scale) {
            const double scaled = value / u.scale;
            const int decimals = scaled >= 100 ? 0 : (scaled >= 10 ? 1 : 2);
            return QString::number(scaled, 'f', decimals) + QLatin1Char(u.suffix);
        }
    }
    return QString::number(value, 'g', 4);
}

QString formatCountWords(double value)
{
    if (!Language::isChinese())
        return formatCount(value);
    static const struct
    {
        double scale;
        const char* word;
    } units[] = {{1e12, "万亿"}, {1e8, "亿"}, {1e4, "万"}};
    for (const auto& u : units) {
        if (std::fabs(value) >= u.scale) {
            const double scaled = value / u.scale;
            const int decimals = scaled >= 100 ? 0 : (scaled >= 10 ? 1 : 2);
            QString n = QLocale(QLocale::Chinese, QLocale::China).toString(scaled, 'f', decimals);
            if (n.contains(QLatin1Char('.'))) {
                while (n.endsWith(QLatin1Char('0')))
                    n.chop(1);
                if (n.endsWith(QLatin1Char('.')))
                    n.chop(1);
            }
            return n + QString::fromUtf8(u.word);
        }
    }
    return QString::number(value, 'g', 4);
}

QString formatBytes(double bytes)
{
    if (bytes >= kGiB)
        return QString::number(bytes / kGiB, 'f', 1) + QStringLiteral(" GiB");
    if (bytes >= 1024.0 * 1024.0)
        return QString::number(bytes / (1024.0 * 1024.0), 'f', 1) + QStringLiteral(" MiB");
    return QString::number(bytes / 1024.0, 'f', 1) + QStringLiteral(" KiB");
}

} // namespace gpuplan::Quantity
