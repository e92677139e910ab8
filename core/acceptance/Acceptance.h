#pragma once

#include "checklist/Checklist.h"
#include "quotes/Quote.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuplan {

class GpuCatalog;

// Acceptance on delivery (seed 004): a read-only bash script the customer runs on each delivered server, the
// parser of what it (or the same commands run by hand) printed, and the check of that against the quote.

// One GPU as nvidia-smi reports it (the --query-gpu CSV, or the default table when only that was pasted).
struct DeliveredGpu
{
    int index = -1;
    QString name;         // "NVIDIA H100 80GB HBM3"
    double memoryMiB = 0; // memory.total
    QString busId;
    int pcieGenCurrent = 0, pcieGenMax = 0;
    int widthCurrent = 0, widthMax = 0;
    double powerLimitW = 0;
    double temperatureC = -1;
    int eccUncorrected = -1; // -1: not reported (GeForce cards have no ECC)
    std::optional<quint64> clockEventReasons;
    QString line; // the report line it came from
};

struct PcieLink
{
    QString device;
    int capGen = 0, capWidth = 0, staGen = 0, staWidth = 0;
    bool downgraded = false;
    QString line; // the LnkSta line
};

struct IbPort
{
    QString ca;
    int port = 0;
    QString state; // Active, Down, Initializing
    double rateGbps = 0;
    QString linkLayer; // InfiniBand, Ethernet
};

struct DeliveryReport
{
    QList<DeliveredGpu> gpus;
    QStringList gpuErrors; // "Unable to determine the device handle for GPU…", "NVIDIA-SMI has failed…"
    QString driverVersion;
    QString driverCuda; // the CUDA version the driver supports ("12.4")
    QString nvccCuda;   // "12.4"
    QString torchVersion, torchCuda;
    std::optional<bool> torchAvailable;
    QString torchLine;
    QList<PcieLink> links;
    QStringList topoGpus;          // GPU0, GPU1, …
    QList<QStringList> topoMatrix; // topoMatrix[i][j]: "X", "NV18", "PIX", "SYS"…
    QStringList topoLines;
    double ncclPeakBusbw = 0; // GB/s, out-of-place, the highest of all message sizes
    double ncclPeakSize = 0;  // bytes
    std::optional<double> ncclAvgBusbw;
    int ncclRanks = 0;
    QString ncclLine;
    QStringList ncclDebugLines; // NCCL INFO … via P2P/SHM/NET
    QStringList xidLines;
    QList<int> xidCodes;
    QList<IbPort> ibPorts;
    int cpuLogical = 0;
    QString host; // the server's hostname (reportHost), set by the importer
    int cpuSockets = 0;
    int cpuCoresPerSocket = 0; // physical cores = this × sockets (lscpu); 0 = not in the report
    QString cpuCoresLine;
    QString cpuModel;
    QString cpuLine;
    double ramBytes = 0;
    QString ramLine;
    struct Disk
    {
        QString name, model, transport;
        double bytes = 0;
        bool rotational = false;
    };
    QList<Disk> disks;
    // Sequential reads of a drive (the script's "disk read": dd, 4 GiB, direct I/O, nothing written).
    struct DiskRead
    {
        QString device; // /dev/nvme0n1 ("device:" line before it; empty when pasted alone)
        double bytes = 0, seconds = 0;
        QString line;
        double gbPerSecond() const { return seconds > 0 ? bytes / seconds / 1e9 : 0; }
    };
    QList<DiskRead> diskReads;
    QList<QPair<QString, QString>> dcgm; // test, result (Pass/Fail/Warn/Skip)
    QStringList notes;                   // the script's own notes: "not installed: all_reduce_perf"
    qint64 quoteId = 0; // the quote the script was written for ("gpuplan-quote: 7"), 0 when not named

    // No evidence on any item: none of the fields checkDelivery judges from is set, or nothing in the file is
    // a command output in its own shape (recognised()). checkDelivery confirms and fails nothing on such a
    // report.
    bool isEmpty() const;
    // A command output seen in its own shape (a table row under its header, lspci's link line, lscpu's
    // CPU(s), free's row …), or the script's sections: only then is the file a delivery report. A lone
    // "False", an Xid line quoted in a document or a NAME="…" line of another file are not.
    int shapes = 0;
    bool scriptSections = false;
    bool recognised() const { return scriptSections || shapes > 0; }
};

// Reads a report (the script's, or outputs of the same commands pasted in, whole or in part, in any order;
// interleaved NCCL INFO lines, mpirun prefixes, CRLF and Chinese-locale lscpu/free are handled).
DeliveryReport parseDeliveryReport(const QString& text);
// The server a report is of: the script's "hostname:" line in its host section (empty when there is none).
QString reportHost(const QString& text);

// One finding on a checklist item: confirmed, failed (with the evidence quoted), or not tested (Open).
struct AcceptanceFinding
{
    QString code; // the acceptance checklist's item code: acc-smi, acc-memory, acc-nccl…
    ItemStatus status = ItemStatus::Open;
    QString message;              // what was found against what was expected, translated
    QString evidence;             // the report's own lines
    QString messageZh, messageEn; // the message in each language (AcceptanceImport fills them)
};

struct AcceptanceResult
{
    QList<AcceptanceFinding> findings;
    int count(ItemStatus s) const;
    bool failed() const { return count(ItemStatus::Failed) > 0; }
};

// What the quote promises, from the quote and the catalog; the tolerances are stated in the messages.
AcceptanceResult checkDelivery(const DeliveryReport& report, const Quote& quote, const GpuCatalog& catalog);

// The bash script for one server of the quote. Read-only: it only runs inventory and test commands, writes
// one report file (./acceptance-HOST-DATE.txt or $1), and notes each missing tool instead of installing
// anything.
QString acceptanceScript(const Quote& quote, const GpuCatalog& catalog);

// The published all_reduce bus bandwidth for the GPU and count (resources/checklists/nccl-busbw.csv), 0 when
// none is known; source in the language asked for.
double publishedBusbw(const QString& gpuId, int gpus, QString* source = nullptr, bool chinese = false);

} // namespace gpuplan
