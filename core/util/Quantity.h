#pragma once

#include "Result.h"

#include <QString>

namespace gpuplan {

// Parsing and formatting of the quantities users type: "70B", "1.5T", "13b", "200k", "2048".
namespace Quantity {

// Parses a positive count with an optional K/M/B/T suffix (thousand, million, billion, trillion) or a
// Chinese one (万, 十万, 百万, 千万, 亿, 十亿, 百亿, 千亿, 万亿); at most 10^18 after the suffix.
// `where` names the option or field in the error message.
Result<double> parseCount(const QString& text, const QString& where);

// Parses a positive integer within [min, max].
Result<int> parseInt(const QString& text, const QString& where, int min, int max);

// Parses a number, rejecting NaN, infinity and values outside [min, max].
Result<double> parseNumber(const QString& text, const QString& where, double min, double max);

// A duration in hours: "500", "500h", "21d", "3w", "6mo" (months of `hoursPerMonth` hours, the pricing
// conventions' month), "1y"; at most 10^8 hours.
Result<double> parseHours(const QString& text, const QString& where, int hoursPerMonth);

// A short time as latency targets and think times are written: milliseconds ("50ms", "50 毫秒"), seconds
// ("2s", "2 sec", "2秒") or minutes ("1min", "1分钟"); a bare number is in `bareUnit` ("ms" or "s", which the
// option's help names). The result is in milliseconds, from `minMs` to `maxMs`; the refusal names the units
// accepted and the range.
Result<double> parseMilliseconds(const QString& text, const QString& where, const QString& bareUnit,
                                 double minMs, double maxMs);

// "6.74B", "1.0T", "512M" — for showing parameter and token counts.
QString formatCount(double value);
// The same in the current language's words: "70.0B" in English, "700亿" / "26.2万" in Chinese (a Chinese
// reader counts in 万 and 亿, not K/M/B).
QString formatCountWords(double value);

// For a field the user edits again, exactly and in the current language's words, so that what is read back
// is what was written (ux-4 P1-m8: 2亿 came back as "200M"): "2亿", "1.5亿", "20万" in Chinese, "200M",
// "1.5B" in English; a count no unit divides into at most 3 decimals is written in full.
QString formatCountInput(double value);
// A duration the same way: whole weeks, else whole days, else hours: "3周" / "21天" / "500小时" in Chinese,
// "3w" / "21d" / "500h" in English. parseHours reads each back to the same hours.
QString formatHoursInput(double hours);

// Bytes in binary units with one decimal: "79.2 GiB".
QString formatBytes(double bytes);

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kMaxCount = 1e18;
constexpr double kMaxHours = 1e8;
constexpr double kGB = 1e9;

} // namespace Quantity
} // namespace gpuplan
