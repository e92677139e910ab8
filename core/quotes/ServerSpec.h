#pragma once

#include <QString>

namespace gpuplan {

// What is known of the servers themselves (from a vendor quote). Unknown fields are 0/empty, and the check
// then states the requirement instead of judging it.
struct ServerSpec
{
    int cpuCores = 0;
    double ramGb = 0;
    QString storageKind; // nvme, ssd, hdd
    double storageTb = 0;
    QString networkKind; // ib, roce, ethernet
    double networkGbps = 0;
};

} // namespace gpuplan
