// A serving benchmark's result (vllm bench serve's saved JSON and printed block, SGLang's JSON lines and
// printed block), truncated or damaged anywhere: whatever is read has its requests answered and both
// latencies, and is judged against a contract without a fault; a run judged a mismatch names why.
#include "FuzzMain.h"
#include "acceptance/ServiceResult.h"
#include "planner/PlannerData.h"
#include "serving/ServingBenchmark.h"
#include "util/Settings.h"

#include <cstddef>
#include <cstdint>

namespace {
const gpuplan::ServingBenchmark& contract()
{
    using namespace gpuplan;
    static const ServingBenchmark b = [] {
        const PlannerData data = PlannerData::shipped(Settings());
        ServingRequest r = ServingRequest::forCustomer();
        r.weights = Precision::FP8;
        Quote q;
        q.id = 1;
        q.gpuId = QStringLiteral("h100-sxm-80g");
        q.gpusPerServer = 8;
        q.servers = 2;
        q.price.price = Money(6800000, Currency::CNY);
        q.price.unit = PriceUnit::ServerMonth;
        q.price.gpusPerServer = 8;
        auto made = servingBenchmark(r, q, data);
        if (!made)
            __builtin_trap();
        return made.value();
    }();
    return b;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const auto m = parseServiceResult(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!m) {
        if (m.error().message.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (!m->completed || m->ttft.isEmpty() || m->tpot.isEmpty())
        __builtin_trap();
    const ServiceJudgement j =
        judgeService(contract(), m.value(), QStringLiteral("service-h-20260101-000000.json"));
    if ((j.verdict == ServiceVerdict::Mismatch) != !j.mismatches.isEmpty())
        __builtin_trap();
    if (j.sentence.text().isEmpty())
        __builtin_trap();
    return 0;
}
