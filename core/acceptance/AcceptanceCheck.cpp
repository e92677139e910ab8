#include "Acceptance.h"
#include "AcceptanceParts.h"
#include "ReportOutage.h"

#include "catalog/GpuCatalog.h"
#include "util/Csv.h"
#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Acceptance)
};

// nvidia-smi shows a little less than the marketed size (81,559 MiB for an 80 GB H100): 97 % of it passes,
// a 40 GB card against an 80 GB contract does not.
constexpr double kMemoryTolerance = 0.97;
// GDDR memory with ECC on keeps 1/16 of itself for the check bits, and nvidia-smi shows the rest: a genuine
// L40S (48 GB GDDR6) reports 46,068 MiB of 49,152 (shared/data/acceptance-reference.md, command outputs §3).
// HBM keeps its ECC apart and shows the whole.
double memoryShare(const GpuModel& g)
{
    return g.memoryType.startsWith(QLatin1String("GDDR"), Qt::CaseInsensitive)
               ? kMemoryTolerance * 15.0 / 16.0
               : kMemoryTolerance;
}
// all_reduce bus bandwidth below 80 % of the published figure is a fault (market-facts.md, acceptance).
constexpr double kBusbwShare = 0.80;
// The power limit may sit a little under the board's TDP; more than 5 % under it is a capped card.
constexpr double kPowerTolerance = 0.95;

// Clock event reasons that mean the hardware slowed itself (nvml: HW slowdown, SW/HW thermal, power brake).
constexpr quint64 kHwSlowdown = 0x8, kSwThermal = 0x20, kHwThermal = 0x40, kPowerBrake = 0x80;

QString joinLines(const QStringList& lines, int max = 12)
{
    QStringList out = lines.mid(0, max);
    if (lines.size() > max)
        out << QStringLiteral("… +%1").arg(lines.size() - max); // stored: the same in both languages
    return out.join(QLatin1Char('\n'));
}

QStringList tokens(const QString& name)
{
    return name.toUpper().split(QRegularExpression(QStringLiteral("[^A-Z0-9]+")), Qt::SkipEmptyParts);
}

// Does the name nvidia-smi reports denote the catalog's GPU? "NVIDIA H100 80GB HBM3" is an H100 SXM5 80GB;
// "NVIDIA H100 PCIe", "NVIDIA H100 NVL", "NVIDIA A100-SXM4-40GB" or "RTX 4090 D" are not. Returns why not.
QString nameMismatch(const QString& reported, const GpuModel& g, bool sxmExpected)
{
    const QStringList have = tokens(reported);
    const QStringList want = tokens(g.name);
    for (const QString& w : want)
        if (!have.contains(w))
            return Tr::tr("the name does not contain %1").arg(g.name);
    static const QRegularExpression gb(QStringLiteral("^(\\d+)GB$"));
    static const QRegularExpression ignored(
        QStringLiteral("^(NVIDIA|GEFORCE|TESLA|GENERATION|HBM\\w*|SXM\\d*|PCIE)$"));
    const bool nvlExpected = g.variant.contains(QLatin1String("NVL"));
    for (const QString& h : have) {
        if (want.contains(h) || ignored.match(h).hasMatch())
            continue;
        if (const auto m = gb.match(h); m.hasMatch()) {
            const double size = m.captured(1).toDouble();
            if (std::abs(size - g.memoryGb) > 0.05 * g.memoryGb)
                return Tr::tr("a %1 GB card, the contract says %2 GB").arg(size).arg(g.memoryGb);
            continue;
        }
        if (h == QLatin1String("NVL") && nvlExpected)
            continue;
        return Tr::tr("'%1' in the name is not part of %2").arg(h, g.displayName());
    }
    if (sxmExpected && have.contains(QStringLiteral("PCIE")))
        return Tr::tr("a PCIe card, the contract says SXM");
    if (!sxmExpected && std::any_of(have.begin(), have.end(),
                                    [](const QString& h) { return h.startsWith(QLatin1String("SXM")); }))
        return Tr::tr("an SXM module, the contract says PCIe");
    return QString();
}

double versionNumber(const QString& v)
{
    const QStringList p = v.split(QLatin1Char('.'));
    return p.value(0).toDouble() + p.value(1).toDouble() / 100.0;
}

QString gbText(double bytes)
{
    return QLocale().toString(bytes / 1e9, 'f', 0);
}
} // namespace

AcceptanceResult checkDelivery(const DeliveryReport& given, const Quote& quote, const GpuCatalog& catalog)
{
    // A report without evidence (the host section alone, a damaged file) is judged as the empty report it is:
    // every item open, whatever stray figure the reader picked up (issue 35).
    static const DeliveryReport kNothing;
    const DeliveryReport& rep = given.isEmpty() ? kNothing : given;
    AcceptanceResult out;
    const GpuModel* g = catalog.byId(quote.gpuId);
    const int want = quote.gpusPerServer;
    const bool pcie = quote.interconnect == QLatin1String("pcie") ||
                      (quote.interconnect.isEmpty() && (!g || !g->hasSwitchedFabric()));
    auto add = [&](const char* code, ItemStatus s, const QString& message, const QString& evidence = {}) {
        out.findings << AcceptanceFinding{QString::fromLatin1(code), s, message, evidence, {}, {}};
    };
    const QString notInReport = Tr::tr("not tested: the report holds no such output");
    QStringList gpuLines;
    for (const DeliveredGpu& d : rep.gpus)
        gpuLines << d.line;
    gpuLines << rep.gpuErrors;

    // GPUs: count, model, memory.
    if (rep.gpus.isEmpty() && rep.gpuErrors.isEmpty()) {
        add("acc-smi", ItemStatus::Open, notInReport);
        add("acc-product", ItemStatus::Open, notInReport);
        add("acc-memory", ItemStatus::Open, notInReport);
    } else {
        const int n = int(rep.gpus.size());
        if (n == 0 && !rep.gpuErrors.isEmpty()) // not "0 GPUs": the driver did not answer at all
            add("acc-smi", ItemStatus::Failed,
                Tr::tr(
                    "nvidia-smi could not reach the NVIDIA driver (not loaded, or its library does not match "
                    "it), so no GPU could be counted; the contract names %1: %2")
                    .arg(want)
                    .arg(rep.gpuErrors.first()),
                joinLines(gpuLines));
        else if (n < want || !rep.gpuErrors.isEmpty())
            add("acc-smi", ItemStatus::Failed,
                Tr::tr("%1 of the %2 GPUs the contract names answer nvidia-smi").arg(n).arg(want),
                joinLines(gpuLines));
        else
            add("acc-smi", ItemStatus::Confirmed,
                Tr::tr("%1 GPUs answer nvidia-smi (%2 in the contract); driver %3")
                    .arg(n)
                    .arg(want)
                    .arg(rep.driverVersion.isEmpty() ? QStringLiteral("?") : rep.driverVersion),
                joinLines(gpuLines, 3));
        QStringList wrongName, wrongMemory;
        double minMiB = 0;
        for (const DeliveredGpu& d : rep.gpus) {
            if (g) {
                if (const QString why = nameMismatch(d.name, *g, !pcie); !why.isEmpty())
                    wrongName << Tr::tr("GPU %1 \"%2\": %3").arg(d.index).arg(d.name, why);
                if (d.memoryMiB > 0 && d.memoryMiB < memoryShare(*g) * g->memoryGb * 1024)
                    wrongMemory << d.line;
            }
            if (d.memoryMiB > 0)
                minMiB = minMiB == 0 ? d.memoryMiB : std::min(minMiB, d.memoryMiB);
        }
        if (!g) {
            add("acc-product", ItemStatus::Open, Tr::tr("not tested: the quote's GPU is not in the catalog"));
        } else if (!wrongName.isEmpty()) {
            add("acc-product", ItemStatus::Failed,
                Tr::tr("not the contracted %1: %2").arg(g->displayName(), wrongName.first()),
                joinLines(wrongName));
        } else if (n > 0) {
            add("acc-product", ItemStatus::Confirmed,
                Tr::tr("every GPU reports itself as %1, the contracted %2")
                    .arg(rep.gpus.first().name, g->displayName()));
        } else {
            add("acc-product", ItemStatus::Open, notInReport);
        }
        const double needMiB = g ? std::ceil(memoryShare(*g) * g->memoryGb * 1024) : 0;
        if (!g || minMiB <= 0)
            add("acc-memory", ItemStatus::Open, notInReport);
        else if (!wrongMemory.isEmpty())
            add("acc-memory", ItemStatus::Failed,
                Tr::tr(
                    "%1 GPU(s) with less memory than contracted: %2 MiB, the contract's %3 GB needs at least "
                    "%4 MiB (97 %, and 15/16 of that for GDDR memory with ECC on; nvidia-smi shows a little "
                    "less than the marketed size)")
                    .arg(wrongMemory.size())
                    .arg(minMiB)
                    .arg(g->memoryGb)
                    .arg(needMiB),
                joinLines(wrongMemory));
        else
            add("acc-memory", ItemStatus::Confirmed,
                Tr::tr("at least %1 MiB per GPU, ≥ %2 MiB needed for %3 GB")
                    .arg(minMiB)
                    .arg(needMiB)
                    .arg(g->memoryGb));
    }

    // ECC and Xid
    {
        QStringList eccLines;
        bool eccReported = false;
        for (const DeliveredGpu& d : rep.gpus) {
            eccReported |= d.eccUncorrected >= 0;
            if (d.eccUncorrected > 0)
                eccLines << d.line;
        }
        QStringList hw, other;
        for (int i = 0; i < rep.xidLines.size(); ++i)
            (isHardwareXid(rep.xidCodes[i]) ? hw : other) << rep.xidLines[i];
        const bool dmesgRead =
            !rep.xidLines.isEmpty() || rep.notes.contains(QStringLiteral("no Xid in the kernel log"));
        if (!eccLines.isEmpty() || !hw.isEmpty())
            add("acc-ecc", ItemStatus::Failed,
                Tr::tr("%1 GPU(s) with uncorrectable ECC errors, %2 hardware Xid event(s) in the kernel log")
                    .arg(eccLines.size())
                    .arg(hw.size()),
                joinLines(eccLines + hw));
        else if (!eccReported && !dmesgRead)
            add("acc-ecc", ItemStatus::Open, notInReport);
        else if (!other.isEmpty())
            add("acc-ecc", ItemStatus::Confirmed,
                Tr::tr(
                    "no uncorrectable ECC error; %n Xid event(s) that programs usually cause (13, 31, 43…): "
                    "read them",
                    nullptr, int(other.size())),
                joinLines(other));
        else
            add("acc-ecc", ItemStatus::Confirmed,
                eccReported ? Tr::tr("0 uncorrectable ECC errors on every GPU; no Xid in the kernel log")
                            : Tr::tr("no Xid in the kernel log (these GPUs report no ECC)"));
    }

    // PCIe: width below x16 or a generation below the card's is a fault; a slower speed at idle is power
    // saving, not a fault.
    if (g) {
        QStringList bad, idle;
        int seen = 0;
        for (const DeliveredGpu& d : rep.gpus) {
            if (d.widthCurrent <= 0 && d.pcieGenMax <= 0)
                continue;
            ++seen;
            if ((d.widthCurrent > 0 && d.widthCurrent < 16) ||
                (d.pcieGenMax > 0 && d.pcieGenMax < g->pcieGen))
                bad << d.line;
            else if (d.pcieGenCurrent > 0 && d.pcieGenCurrent < d.pcieGenMax)
                idle << d.line;
        }
        // nvidia-smi's per-GPU figures when it gave them; lspci's links otherwise (one count per GPU), and
        // its narrowed links as evidence either way.
        const bool fromSmi = seen > 0;
        const qsizetype badFromSmi = bad.size();
        for (const PcieLink& l : rep.links) {
            if (l.staWidth <= 0)
                continue;
            if (fromSmi) {
                if (l.staWidth < 16 && !bad.isEmpty())
                    bad << l.line;
                continue;
            }
            ++seen;
            if (l.staWidth < 16 || (l.capGen > 0 && l.capGen < g->pcieGen))
                bad << l.line;
            else if (l.downgraded)
                idle << l.line;
        }
        if (seen == 0)
            add("acc-pcie", ItemStatus::Open, notInReport);
        else if (!bad.isEmpty())
            add("acc-pcie", ItemStatus::Failed,
                Tr::tr("%n GPU link(s) below Gen%1 x16", nullptr, int(fromSmi ? badFromSmi : bad.size()))
                    .arg(g->pcieGen),
                joinLines(bad));
        else
            add("acc-pcie", ItemStatus::Confirmed,
                idle.isEmpty() ? Tr::tr("every link Gen%1 x16").arg(g->pcieGen)
                               : Tr::tr("every link x16 and capable of Gen%1; %n link(s) run slower at idle, "
                                        "which is power saving — check again under load",
                                        nullptr, int(idle.size()))
                                     .arg(g->pcieGen),
                joinLines(idle, 4));
    }

    // Power limit
    if (g && g->tdpW > 0) {
        QStringList capped;
        int seen = 0;
        for (const DeliveredGpu& d : rep.gpus) {
            if (d.powerLimitW <= 0)
                continue;
            ++seen;
            if (d.powerLimitW < kPowerTolerance * g->tdpW)
                capped << d.line;
        }
        if (seen == 0)
            add("acc-power", ItemStatus::Open, notInReport);
        else if (!capped.isEmpty())
            add("acc-power", ItemStatus::Failed,
                Tr::tr("%n GPU(s) with a power limit below %1 W (95 % of the card's %2 W)", nullptr,
                       int(capped.size()))
                    .arg(std::lround(kPowerTolerance * g->tdpW))
                    .arg(g->tdpW),
                joinLines(capped));
        else
            add("acc-power", ItemStatus::Confirmed, Tr::tr("power limit at the card's %1 W").arg(g->tdpW));
    }

    // Topology
    if (rep.topoMatrix.isEmpty()) {
        add("acc-topo", ItemStatus::Open, notInReport);
    } else {
        QStringList notNv;
        // Unordered pairs: an 8-GPU server has 28 of them, and the matrix names each twice.
        for (int i = 0; i < rep.topoMatrix.size(); ++i)
            for (int j = i + 1; j < rep.topoMatrix[i].size(); ++j)
                if (!rep.topoMatrix[i][j].startsWith(QLatin1String("NV")))
                    notNv << QStringLiteral("GPU%1–GPU%2 %3").arg(i).arg(j).arg(rep.topoMatrix[i][j]);
        const QString evidence = joinLines(rep.topoLines, 10);
        if (rep.topoMatrix.size() < want)
            add("acc-topo", ItemStatus::Failed,
                Tr::tr("the topology shows %1 GPUs, the contract %2").arg(rep.topoMatrix.size()).arg(want),
                evidence);
        else if (!pcie && !notNv.isEmpty())
            add("acc-topo", ItemStatus::Failed,
                Tr::tr("%n GPU pair(s) without NVLink: %1", nullptr, int(notNv.size()))
                    .arg(notNv.mid(0, 4).join(Tr::tr(", "))),
                evidence);
        else if (!pcie)
            add("acc-topo", ItemStatus::Confirmed, Tr::tr("NVLink (NV#) between every pair of GPUs"),
                evidence);
        else
            add("acc-topo", ItemStatus::Confirmed,
                Tr::tr("PCIe topology as contracted (%1 GPUs, no NVLink expected)")
                    .arg(rep.topoMatrix.size()),
                evidence);
    }

    // NCCL bus bandwidth
    {
        QString source;
        const double published = publishedBusbw(quote.gpuId, want, &source, Language::isChinese());
        const double floor = published * kBusbwShare;
        if (rep.ncclPeakBusbw <= 0) {
            const bool missing = std::any_of(rep.notes.begin(), rep.notes.end(), [](const QString& n) {
                return n.contains(QLatin1String("all_reduce_perf"));
            });
            add("acc-nccl", ItemStatus::Open,
                missing ? Tr::tr("not tested: nccl-tests (all_reduce_perf) is not installed on the server")
                        : notInReport);
        } else if (published <= 0) {
            add("acc-nccl", ItemStatus::Open,
                Tr::tr("measured %1 GB/s; no published figure for %2 × %3: compare with the vendor's figure")
                    .arg(rep.ncclPeakBusbw)
                    .arg(want)
                    .arg(g ? g->displayName() : quote.gpuId),
                rep.ncclLine);
        } else if (rep.ncclPeakBusbw < floor) {
            add("acc-nccl", ItemStatus::Failed,
                Tr::tr("bus bandwidth %1 GB/s, below %2 GB/s (80 % of %3 GB/s: %4)")
                    .arg(rep.ncclPeakBusbw)
                    .arg(floor, 0, 'f', 0)
                    .arg(published)
                    .arg(source),
                rep.ncclLine);
        } else {
            add("acc-nccl", ItemStatus::Confirmed,
                Tr::tr("bus bandwidth %1 GB/s, at least %2 GB/s (80 % of %3 GB/s: %4)")
                    .arg(rep.ncclPeakBusbw)
                    .arg(floor, 0, 'f', 0)
                    .arg(published)
                    .arg(source),
                rep.ncclLine);
        }
    }

    // NCCL_DEBUG=INFO: inside one NVLink server, traffic through host memory (SHM) or the network is a fault.
    if (rep.ncclDebugLines.isEmpty()) {
        add("acc-nccl-debug", ItemStatus::Open, notInReport);
    } else {
        QStringList shm, p2p;
        for (const QString& l : rep.ncclDebugLines)
            (l.contains(QLatin1String("via SHM")) ? shm : p2p) << l;
        if (!pcie && !shm.isEmpty())
            add("acc-nccl-debug", ItemStatus::Failed,
                Tr::tr("%n channel(s) go through host memory (SHM) instead of NVLink", nullptr,
                       int(shm.size())),
                joinLines(shm, 6));
        else
            add("acc-nccl-debug", ItemStatus::Confirmed, Tr::tr("GPUs exchange data directly (P2P)"),
                joinLines(p2p, 4));
    }

    // RDMA ports: the contract's network figure is the server's total (README: network_gbps; "IB 800 Gb/s" is
    // 4 × 200G), so the Active ports' rates are added up. ibstat shows each port's line rate, not what it
    // carries: the item asks ib_write_bw ≥ 95 % of line rate, so ports as contracted leave it open until that
    // is measured (ux-4 P3-M1, P3-m5).
    if (rep.ibPorts.isEmpty()) {
        add("acc-rdma", ItemStatus::Open, notInReport);
    } else {
        QStringList down, up;
        double best = 0, total = 0;
        for (const IbPort& p : rep.ibPorts) {
            const QString line = QStringLiteral("%1 port %2: %3, %4 Gb/s, %5")
                                     .arg(p.ca)
                                     .arg(p.port)
                                     .arg(p.state)
                                     .arg(p.rateGbps)
                                     .arg(p.linkLayer);
            if (p.state == QLatin1String("Active")) {
                up << line;
                best = std::max(best, p.rateGbps);
                total += p.rateGbps;
            } else {
                down << line;
            }
        }
        const double wantGbps = quote.server.networkGbps;
        if (up.isEmpty())
            add("acc-rdma", ItemStatus::Failed, Tr::tr("no RDMA port is Active"), joinLines(down));
        else if (wantGbps > 0 && total < wantGbps)
            add("acc-rdma", ItemStatus::Failed,
                Tr::tr("%1 Active port(s), %2 Gb/s in all (the fastest %3 Gb/s); the contract says %4 Gb/s")
                    .arg(up.size())
                    .arg(total)
                    .arg(best)
                    .arg(wantGbps),
                joinLines(up + down));
        else
            add("acc-rdma", ItemStatus::Open,
                Tr::tr(
                    "%1 port(s) Active, %2 Gb/s of line rate in all (ibstat), as contracted; what they carry "
                    "is not measured yet: run ib_write_bw between two servers and record its result on this "
                    "item (≥ 95 % of line rate)")
                        .arg(up.size())
                        .arg(total) +
                    (down.isEmpty()
                         ? QString()
                         : Tr::tr("; %1 port(s) down — check they are not meant for training traffic")
                               .arg(down.size())),
                joinLines(up + down));
    }

    // CUDA versions: PyTorch's CUDA must not be newer than what the driver supports; nvcc builds extensions
    // and must share PyTorch's major version.
    if (rep.driverCuda.isEmpty() || rep.torchCuda.isEmpty()) {
        add("acc-cuda", ItemStatus::Open, notInReport);
    } else {
        const QString ev = QStringLiteral("driver %1, CUDA %2; nvcc %3; torch %4 (CUDA %5)")
                               .arg(rep.driverVersion, rep.driverCuda,
                                    rep.nvccCuda.isEmpty() ? QStringLiteral("—") : rep.nvccCuda,
                                    rep.torchVersion, rep.torchCuda);
        if (versionNumber(rep.torchCuda) > versionNumber(rep.driverCuda) + 1e-9)
            add("acc-cuda", ItemStatus::Failed,
                Tr::tr("PyTorch is built for CUDA %1, the driver supports CUDA %2 at most: update the driver")
                    .arg(rep.torchCuda, rep.driverCuda),
                ev);
        else if (!rep.nvccCuda.isEmpty() && rep.nvccCuda.section(QLatin1Char('.'), 0, 0) !=
                                                rep.torchCuda.section(QLatin1Char('.'), 0, 0))
            add("acc-cuda", ItemStatus::Failed,
                Tr::tr("nvcc is CUDA %1 but PyTorch is built for CUDA %2: extensions will not build")
                    .arg(rep.nvccCuda, rep.torchCuda),
                ev);
        else
            add("acc-cuda", ItemStatus::Confirmed,
                Tr::tr("PyTorch's CUDA %1 runs on the driver's CUDA %2").arg(rep.torchCuda, rep.driverCuda),
                ev);
    }

    if (!rep.torchAvailable)
        add("acc-torch", ItemStatus::Open, notInReport);
    else if (*rep.torchAvailable)
        add("acc-torch", ItemStatus::Confirmed, Tr::tr("torch.cuda.is_available() is True"), rep.torchLine);
    else
        add("acc-torch", ItemStatus::Failed, Tr::tr("torch.cuda.is_available() is False"), rep.torchLine);

    // Throttling and temperature
    {
        QStringList hot;
        int seen = 0;
        for (const DeliveredGpu& d : rep.gpus) {
            if (!d.clockEventReasons && d.temperatureC < 0)
                continue;
            ++seen;
            const quint64 bits = d.clockEventReasons.value_or(0);
            if ((bits & (kHwSlowdown | kSwThermal | kHwThermal | kPowerBrake)) != 0 || d.temperatureC >= 85)
                hot << d.line;
        }
        if (seen == 0)
            add("acc-thermal", ItemStatus::Open, notInReport);
        else if (!hot.isEmpty())
            add("acc-thermal", ItemStatus::Failed,
                Tr::tr("%n GPU(s) slowed by heat or power (hardware slowdown, thermal or power-brake clock "
                       "events) or at 85 °C or more",
                       nullptr, int(hot.size())),
                joinLines(hot));
        else
            add("acc-thermal", ItemStatus::Confirmed,
                Tr::tr("no thermal or power slowdown; below 85 °C when the report was taken"));
    }

    // DCGM diagnostics
    if (rep.dcgm.isEmpty()) {
        add("acc-burnin", ItemStatus::Open,
            Tr::tr("not tested: the script does not run dcgmi diag or a 24–72 h burn-in (it would load the "
                   "server for hours); paste their output to record them"));
    } else {
        QStringList failed, all;
        for (const auto& t : rep.dcgm) {
            all << t.first + QStringLiteral(": ") + t.second;
            if (t.second == QLatin1String("Fail"))
                failed << t.first + QStringLiteral(": ") + t.second;
        }
        if (!failed.isEmpty())
            add("acc-burnin", ItemStatus::Failed,
                Tr::tr("DCGM diagnostics failed: %1").arg(failed.join(Tr::tr(", "))), joinLines(all));
        else
            add("acc-burnin", ItemStatus::Confirmed,
                Tr::tr("%n DCGM test(s) passed", nullptr, int(all.size())), joinLines(all));
    }

    // Storage
    {
        QStringList nvme;
        double nvmeBytes = 0;
        for (const DeliveryReport::Disk& d : rep.disks)
            if (d.transport == QLatin1String("nvme") || d.name.startsWith(QLatin1String("nvme"))) {
                nvme << QStringLiteral("%1 %2 %3 GB").arg(d.name, d.model, gbText(d.bytes));
                nvmeBytes += d.bytes;
            }
        const double wantBytes = quote.server.storageTb * 1e12;
        if (rep.disks.isEmpty())
            add("acc-storage", ItemStatus::Open, notInReport);
        else if (nvme.isEmpty() &&
                 (quote.server.storageKind == QLatin1String("nvme") || quote.server.storageKind.isEmpty()))
            add("acc-storage", ItemStatus::Failed, Tr::tr("no NVMe drive found"));
        else if (wantBytes > 0 && nvmeBytes < 0.95 * wantBytes)
            add("acc-storage", ItemStatus::Failed,
                Tr::tr("%1 TB of NVMe, the contract says %2 TB")
                    .arg(nvmeBytes / 1e12, 0, 'f', 2)
                    .arg(quote.server.storageTb),
                joinLines(nvme));
        else
            out.findings << storageSpeedFinding(rep, nvme, nvmeBytes);
    }

    // The contract checklist's hardware items (AcceptanceContract.cpp): the CPU, the RAM and the GPU model,
    // which acc-product has just judged.
    out.findings << cpuFinding(rep, quote.server.cpuCores > 0 ? quote.server.cpuCores : want, notInReport)
                 << ramFinding(rep, quote, g, notInReport);
    addContractFindings(out.findings);
    return out;
}

} // namespace gpuplan
