// The daily load profile a user gives as a file (--profile FILE: 24 shares, or 24 lines of "hour,share") and
// the serving request's checks: whatever is accepted is 24 finite shares of 0 or more with a busiest hour,
// and a request that passes validate() gives a finite peak and replica counts in range.
#include "FuzzMain.h"
#include "serving/ServingPlan.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    auto profile = LoadProfile::fromText(text, QStringLiteral("fuzz.csv"));
    if (profile) {
        for (double s : profile->shares)
            if (!(std::isfinite(s) && s >= 0))
                __builtin_trap();
        if (!(profile->peak() > 0))
            __builtin_trap();
    }
    // The first bytes as the request's numbers (whatever they are: NaN, infinities, huge, negative).
    double v[6] = {};
    std::memcpy(v, data, std::min(size, sizeof v));
    ServingRequest r;
    r.modelId = QStringLiteral("qwen3-32b");
    r.load = LoadKind(std::abs(int(size)) % 3);
    r.rate = r.users = r.concurrency = v[0];
    r.thinkSeconds = v[1];
    r.inputTokens = v[2];
    r.outputTokens = v[3];
    r.targets.ttftMs = v[4];
    r.headroom = v[5];
    if (profile)
        r.profile = profile.value();
    if (r.validate()) {
        double daily = 0;
        const double peak = servingPeak(r, nullptr, &daily);
        if (!(std::isfinite(peak) && peak > 0 && std::isfinite(daily) && daily >= 0))
            __builtin_trap();
        const int n = replicasFor(peak * (1 + r.headroom), v[4]);
        if (n < 1 || n > 1000000)
            __builtin_trap();
    }
    return 0;
}
