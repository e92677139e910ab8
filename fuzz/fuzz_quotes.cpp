// The quote importer: any bytes give quotes or row-by-row problems, never a crash, and valid quotes survive
// an export and a second import unchanged.
#include "FuzzMain.h"
#include "catalog/GpuCatalog.h"
#include "quotes/QuoteCsv.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    static const FxTable fx = FxTable::shipped();
    auto parsed = QuoteCsv::parse(bytes, GpuCatalog::shipped(), fx, Conventions{});
    if (!parsed || parsed->quotes.isEmpty() || parsed->issueCount > 0)
        return 0;
    auto again =
        QuoteCsv::parse(QuoteCsv::write(parsed->quotes, false), GpuCatalog::shipped(), fx, Conventions{});
    if (!again || again->quotes.size() != parsed->quotes.size())
        __builtin_trap();
    for (qsizetype i = 0; i < parsed->quotes.size(); ++i)
        if (again->quotes[i].dedupKey() != parsed->quotes[i].dedupKey() ||
            again->quotes[i].notes != parsed->quotes[i].notes)
            __builtin_trap();
    return 0;
}
