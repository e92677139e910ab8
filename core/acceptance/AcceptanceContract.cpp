#include "AcceptanceParts.h"

#include "catalog/GpuModel.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Acceptance)
};

// free(1) shows the memory the kernel can use, a few percent below what is installed.
constexpr double kRamTolerance = 0.94;
} // namespace

// hw-cpu: the physical cores the report shows against the contract's.
AcceptanceFinding cpuFinding(const DeliveryReport& rep, int wantCores, const QString& notInReport)
{
    auto finding = [](ItemStatus s, const QString& message, const QString& evidence = {}) {
        return AcceptanceFinding{QStringLiteral("hw-cpu"), s, message, evidence, {}, {}};
    };
    // The contract counts physical cores; lscpu's CPU(s) counts threads (twice the cores with SMT on), so a
    // server with half the cores would pass on threads. Cores = cores per socket × sockets.
    // Figures beyond any real server (a damaged or forged report) count as not given, and never overflow.
    constexpr qint64 kMostCores = 1 << 20;
    const qint64 product = rep.cpuCoresPerSocket > 0 && rep.cpuSockets > 0
                               ? qint64(rep.cpuCoresPerSocket) * qint64(rep.cpuSockets)
                               : 0;
    const int cores = product > 0 && product <= kMostCores ? int(product) : 0;
    const QString lines = rep.cpuLine + QLatin1Char('\n') + rep.cpuCoresLine;
    if (rep.cpuLogical <= 0 && cores <= 0)
        return finding(ItemStatus::Open, notInReport);
    // Like with like (ux-5 P3-M1): Chinese quotes often give lscpu's CPU(s), the threads, as 核数. Fewer
    // cores than the figure but exactly that many threads is an ambiguity of the contract's wording, not a
    // bad server (a figure that is neither the cores nor the threads is the cores', and short).
    else if (cores > 0 && cores < wantCores && rep.cpuLogical == wantCores)
        return finding(
            ItemStatus::Open,
            Tr::tr("%1 physical CPU cores (%2 per socket × %3) and %4 threads: the contract's %5 "
                   "matches the threads, not the cores. Ask the vendor in writing whether %5 counts "
                   "threads (as lscpu's \"CPU(s)\" does) or physical cores; not failed")
                .arg(cores)
                .arg(rep.cpuCoresPerSocket)
                .arg(rep.cpuSockets)
                .arg(rep.cpuLogical)
                .arg(wantCores),
            lines + QLatin1Char('\n') + rep.cpuModel);
    else if (cores > 0 && cores < wantCores)
        return finding(ItemStatus::Failed,
                       Tr::tr("%1 physical CPU cores (%2 per socket × %3), the contract says %4")
                           .arg(cores)
                           .arg(rep.cpuCoresPerSocket)
                           .arg(rep.cpuSockets)
                           .arg(wantCores),
                       lines + QLatin1Char('\n') + rep.cpuModel);
    else if (cores > 0)
        return finding(ItemStatus::Confirmed,
                       Tr::tr("%1 physical CPU cores (%2), at least the %3 contracted")
                           .arg(cores)
                           .arg(rep.cpuModel)
                           .arg(wantCores),
                       lines);
    else if (rep.cpuLogical < wantCores)
        return finding(
            ItemStatus::Failed,
            Tr::tr("%1 CPU threads, the contract says %2 cores").arg(rep.cpuLogical).arg(wantCores),
            rep.cpuLine + QLatin1Char('\n') + rep.cpuModel);
    else
        return finding(
            ItemStatus::Open,
            Tr::tr("%1 CPU threads; the report does not give the physical cores the contract counts (%2): "
                   "lscpu's \"Core(s) per socket\" × \"Socket(s)\"")
                .arg(rep.cpuLogical)
                .arg(wantCores),
            rep.cpuLine);
}

AcceptanceFinding ramFinding(const DeliveryReport& rep, const Quote& quote, const GpuModel* g,
                             const QString& notInReport)
{
    auto finding = [&](ItemStatus s, const QString& message) {
        return AcceptanceFinding{QStringLiteral("hw-ram"), s, message, rep.ramLine, {}, {}};
    };
    const double wantGb =
        quote.server.ramGb > 0 ? quote.server.ramGb : (g ? 2 * g->memoryGb * quote.gpusPerServer : 0);
    const double haveGb = rep.ramBytes / (1024.0 * 1024 * 1024);
    if (rep.ramBytes <= 0 || wantGb <= 0)
        return AcceptanceFinding{QStringLiteral("hw-ram"), ItemStatus::Open, notInReport, {}, {}, {}};
    if (haveGb < kRamTolerance * wantGb)
        return finding(
            ItemStatus::Failed,
            Tr::tr("%1 GB of RAM, the contract says %2 GB (the system shows up to 6 % less than is "
                   "installed)")
                .arg(haveGb, 0, 'f', 0)
                .arg(wantGb));
    return finding(ItemStatus::Confirmed,
                   Tr::tr("%1 GB of RAM (%2 GB contracted)").arg(haveGb, 0, 'f', 0).arg(wantGb));
}

AcceptanceFinding storageSpeedFinding(const DeliveryReport& rep, const QStringList& nvme, double nvmeBytes)
{
    // The floor: SATA III's 6 Gb/s line with 8b/10b coding carries at most 600 MB/s of data (SATA-IO,
    // SATA Revision 3.0); an NVMe drive reading slower than a SATA link could is not giving NVMe speed.
    constexpr double kSataGbPerSecond = 0.6;
    const QString size =
        Tr::tr("%n NVMe drive(s), %1 TB in all", nullptr, int(nvme.size())).arg(nvmeBytes / 1e12, 0, 'f', 2);
    QStringList reads = nvme;
    const DeliveryReport::DiskRead* slowest = nullptr;
    for (const DeliveryReport::DiskRead& d : rep.diskReads) {
        reads << (d.device.isEmpty() ? d.line : d.device + QStringLiteral(": ") + d.line);
        if (!slowest || d.gbPerSecond() < slowest->gbPerSecond())
            slowest = &d;
    }
    const QString evidence = reads.join(QLatin1Char('\n'));
    if (!slowest)
        return AcceptanceFinding{
            QStringLiteral("acc-storage"),
            ItemStatus::Open,
            Tr::tr(
                "%1, as contracted; the read throughput was not measured: run the acceptance script as root "
                "(it reads 4 GiB of each NVMe drive with dd, writing nothing) or paste fio's result")
                .arg(size),
            evidence,
            {},
            {}};
    const QString device = slowest->device.isEmpty() ? Tr::tr("a drive") : slowest->device;
    if (slowest->gbPerSecond() < kSataGbPerSecond)
        return AcceptanceFinding{
            QStringLiteral("acc-storage"),
            ItemStatus::Failed,
            Tr::tr("%1 reads %2 GB/s in sequence, below the 0.6 GB/s a SATA link carries: not NVMe speed")
                .arg(device)
                .arg(slowest->gbPerSecond(), 0, 'f', 2),
            evidence,
            {},
            {}};
    return AcceptanceFinding{QStringLiteral("acc-storage"),
                             ItemStatus::Confirmed,
                             Tr::tr("%1; the slowest (%2) reads %3 GB/s in sequence (dd, direct I/O)")
                                 .arg(size, device)
                                 .arg(slowest->gbPerSecond(), 0, 'f', 2),
                             evidence,
                             {},
                             {}};
}

void addContractFindings(QList<AcceptanceFinding>& findings)
{
    static const QList<QPair<QString, QString>> kMirrored{
        {QStringLiteral("acc-product"), QStringLiteral("hw-gpu")},
        {QStringLiteral("acc-smi"), QStringLiteral("hw-count")},
        {QStringLiteral("acc-memory"), QStringLiteral("hw-vram")},
        {QStringLiteral("acc-topo"), QStringLiteral("hw-interconnect")}};
    const QList<AcceptanceFinding> measured = findings;
    for (const auto& [from, to] : kMirrored)
        for (const AcceptanceFinding& f : measured)
            if (f.code == from) {
                AcceptanceFinding mirrored = f;
                mirrored.code = to;
                findings << mirrored;
                break;
            }
}

} // namespace gpuplan
