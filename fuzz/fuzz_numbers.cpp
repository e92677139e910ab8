// The parsers of what users type: counts (K/M/B/T, 万/亿), durations, numbers, whole numbers, money, dates.
// Whatever they accept is finite and within the stated bounds.
#include "FuzzMain.h"
#include "cost/Money.h"
#include "quotes/QuoteCsv.h"
#include "util/Quantity.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString where = QStringLiteral("--x");
    if (auto c = Quantity::parseCount(text, where);
        c && !(std::isfinite(c.value()) && c.value() > 0 && c.value() <= Quantity::kMaxCount))
        __builtin_trap();
    if (auto h = Quantity::parseHours(text, where, 720);
        h && !(std::isfinite(h.value()) && h.value() > 0 && h.value() <= Quantity::kMaxHours))
        __builtin_trap();
    if (auto n = Quantity::parseNumber(text, where, -1e6, 1e6); n && !(n.value() >= -1e6 && n.value() <= 1e6))
        __builtin_trap();
    if (auto i = Quantity::parseInt(text, where, 1, 100000); i && !(i.value() >= 1 && i.value() <= 100000))
        __builtin_trap();
    if (auto m = Money::parse(text, where); m) {
        if (!(std::abs(double(m->minor())) < Money::kMaxMinor))
            __builtin_trap();
        (void)m->toDisplayString();
    }
    (void)QuoteCsv::parseDate(text);
    return 0;
}
