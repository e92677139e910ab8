#pragma once

#include "estimate/MemoryEstimator.h"
#include "estimate/Workload.h"

#include <QList>
#include <QString>

namespace gpuplan {

enum class CheckStatus
{
    Pass,
    Info,
    Warn,
    Fail
};
QString checkStatusName(CheckStatus s);  // "pass", "info", "warn", "fail"
QString checkStatusLabel(CheckStatus s); // translated, for people
QString checkLabel(const QString& id);   // translated name of a check: "memory" → "显存"
// How a quote's stored kinds are written for people: nvme → "NVMe SSD", ib → "InfiniBand (IB)", roce →
// "RoCE", ethernet → "Ethernet" / 以太网; never upper-cased ids.
QString storageKindLabel(const QString& kind);
QString networkKindLabel(const QString& kind);
// A check's source for people: "seed 000, seed 001" → "[1][2]" in Chinese; the estimator stays named.
QString checkSourceLabel(const QString& source);
// The seed articles the sources refer to, one line each: "[1] 《服务器租用：…》".
QStringList seedArticleTitles();

// One of the seeds' configuration rules applied to a configuration, with its explanation.
struct Check
{
    QString id; // "ram", "fabric", ...
    CheckStatus status = CheckStatus::Info;
    QString message; // translated explanation with the figures
    QString source;  // "seed 000", ...
};

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

struct CheckContext
{
    const ServerSpec* server = nullptr;
    int currentYear = 2026;
    double datasetTb = 0;
};

QList<Check> checkConfiguration(const Workload& w, const Cluster& c, const Parallelism& p,
                                const MemoryBreakdown& memory, const CheckContext& context = {});

CheckStatus worstStatus(const QList<Check>& checks);

} // namespace gpuplan
