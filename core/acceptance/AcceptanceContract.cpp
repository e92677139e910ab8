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

AcceptanceFinding gpuModelFinding(const AcceptanceFinding& product)
{
    AcceptanceFinding f = product;
    f.code = QStringLiteral("hw-gpu");
    return f;
}

} // namespace gpuplan
