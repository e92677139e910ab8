// The CSV reader: decoding (UTF-8, BOM, GB18030), delimiter detection, quoting, every line-end kind.
#include "FuzzMain.h"
#include "util/Csv.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    bool ok = false;
    const QString text = gpuplan::Csv::decode(bytes, nullptr, &ok);
    if (!ok)
        return 0;
    const QChar delimiter = gpuplan::Csv::detectDelimiter(text);
    int records = 0;
    gpuplan::Csv::parse(text, delimiter, [&](const gpuplan::Csv::Record& r) {
        // Every field survives writing and reading back.
        const QString row = gpuplan::Csv::joinRow(r.fields, delimiter);
        const auto again = gpuplan::Csv::parseAll(row, delimiter);
        if (!r.fields.isEmpty() && !(r.fields.size() == 1 && r.fields.first().isEmpty()) &&
            (again.isEmpty() || again.first() != r.fields))
            __builtin_trap();
        return ++records < 10000;
    });
    return 0;
}
