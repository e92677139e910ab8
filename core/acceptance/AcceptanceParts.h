#pragma once

// The acceptance check's parts that live in files of their own (internal to core/acceptance).
#include "Acceptance.h"

namespace gpuplan {

class GpuModel;

// The contract checklist's hardware items, judged from a delivery report (AcceptanceContract.cpp):
// hw-cpu — the physical cores (lscpu's cores per socket × sockets) against the contract's;
AcceptanceFinding cpuFinding(const DeliveryReport& rep, int wantCores, const QString& notInReport);
// hw-ram — the memory free(1) shows against the contract's (or twice the GPUs' memory when none is stated);
AcceptanceFinding ramFinding(const DeliveryReport& rep, const Quote& quote, const GpuModel* gpu,
                             const QString& notInReport);
// hw-gpu — the GPU model and SKU in writing, as acc-product found it on the server (ux-4 P3-m2: the
// contract's item stayed open although nvidia-smi had confirmed the model).
AcceptanceFinding gpuModelFinding(const AcceptanceFinding& product);

} // namespace gpuplan
