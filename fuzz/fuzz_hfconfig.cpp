// A model's config.json as a user gives it (--model-config, the Serving area): whatever is accepted has
// finite, positive sizes, active parameters at most the total, and writes back to a plan file and reads
// again.
#include "FuzzMain.h"
#include "catalog/HfConfig.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const auto m = modelFromHfConfig(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                                     QStringLiteral("config.json"));
    if (!m)
        return 0;
    if (!(std::isfinite(m->params) && m->params > 0 && m->activeParams > 0 && m->activeParams <= m->params))
        __builtin_trap();
    if (m->layers <= 0 || m->heads <= 0 || m->kvHeads <= 0 || m->headDim <= 0)
        __builtin_trap();
    const auto back = modelSpecFromJson(modelSpecJson(*m), QStringLiteral("model_spec"));
    if (!back || back->params != m->params)
        __builtin_trap();
    return 0;
}
