// The GPU catalog reader (shipped data, the database's copy and `gpuplan gpus import` all use it): whatever
// it accepts, it can write and read again.
#include "FuzzMain.h"
#include "catalog/GpuCatalog.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    auto catalog = GpuCatalog::fromCsv(text, QStringLiteral("fuzz.csv"));
    if (!catalog)
        return 0;
    auto again = GpuCatalog::fromCsv(catalog->toCsv(), QStringLiteral("again.csv"));
    if (!again || again->gpus().size() != catalog->gpus().size())
        __builtin_trap();
    return 0;
}
