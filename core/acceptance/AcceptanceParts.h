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
// The contract items judged as the acceptance rows that measured them, added to `findings` (ux-4 P3-m2, ux-5
// P3-m4: the contract's items stayed open although nvidia-smi had confirmed them): hw-gpu as acc-product,
// hw-count as acc-smi, hw-vram as acc-memory, hw-interconnect as acc-topo.
void addContractFindings(QList<AcceptanceFinding>& findings);
// acc-storage once the NVMe drives hold what was contracted (`nvme`: a line per drive): confirmed only on a
// measured read (the script's dd), failed below the 0.6 GB/s a SATA link carries, else not tested.
AcceptanceFinding storageSpeedFinding(const DeliveryReport& rep, const QStringList& nvme, double nvmeBytes);

} // namespace gpuplan
