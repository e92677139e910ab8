// The acceptance report reader: nvidia-smi (CSV and table), topo -m, lspci, nccl-tests, dmesg, ibstat,
// lscpu/free, lsblk and versions, in any order and truncated anywhere; then the check against a contract.
#include "FuzzMain.h"
#include "acceptance/Acceptance.h"
#include "catalog/GpuCatalog.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const gpuplan::DeliveryReport report = gpuplan::parseDeliveryReport(text);
    gpuplan::Quote q;
    q.id = 1;
    q.gpuId = QStringLiteral("h100-sxm-80g");
    q.gpusPerServer = 8;
    q.server.networkGbps = 400;
    q.server.storageTb = 15;
    const gpuplan::AcceptanceResult r = gpuplan::checkDelivery(report, q, gpuplan::GpuCatalog::shipped());
    // Every item is judged once, and nothing is confirmed or failed without evidence in the report (isEmpty()
    // and the checker agree on what evidence is: the host section alone is none).
    if (r.findings.size() != 21)
        __builtin_trap();
    if (report.isEmpty() && r.count(gpuplan::ItemStatus::Open) != 21)
        __builtin_trap();
    return 0;
}
