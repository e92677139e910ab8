#pragma once

#include "estimate/MemoryEstimator.h"
#include "estimate/Workload.h"
#include "quotes/ServerSpec.h"

#include <QList>
#include <QString>

namespace gpuplan {

class GpuCatalog;
struct Quote;

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
// One way of writing a configuration everywhere: "1 server × 8 NVIDIA H100 SXM5 80GB" / "1 台 × 8 卡 NVIDIA
// H100 SXM5 80GB".
QString configurationText(int servers, int gpusPerServer, const QString& gpuName);
// The count alone, servers first, with units (zh-review-4 D7: "8 × 1" read both ways): "2 servers × 8 GPUs" /
// "2 台 × 8 卡". Tables head the column with serversByGpusHeader().
QString serversByGpusText(int servers, int gpusPerServer);
QString serversByGpusHeader();
// The servers of a quote in one phrase: "1 server × 8 NVIDIA H100 SXM5 80GB; 112 CPU cores, 2048 GB RAM, NVMe
// SSD storage, InfiniBand network at 400 Gb/s" / "1 台 × 8 卡 NVIDIA H100 SXM5 80GB；CPU 112 核，内存 2048
// GB，…"; a figure the quote leaves out is "not stated", never 0.
QString serversText(const Quote& q, const QString& gpuName);
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

// The citation shown after a check's message: its source label, or empty when the message already names the
// article it rests on ("符合文章[1]对 13B–70B 的建议" needs no "（[1]）" after it; zh-review-3 C17).
QString checkCitation(const Check& check);

struct CheckContext
{
    const ServerSpec* server = nullptr;
    int currentYear = 0; // the year judged in (the newest-generation check); 0: that check is left out
    double datasetTb = 0;
    bool mainlandChina = false; // the buyer rents in mainland China: published export rules are noted
};

QList<Check> checkConfiguration(const Workload& w, const Cluster& c, const Parallelism& p,
                                const MemoryBreakdown& memory, const CheckContext& context = {});

CheckStatus worstStatus(const QList<Check>& checks);

// The seeds' hardware rules applied to a quote's servers, for training (4+ PCIe GPUs, RAM < 2 × VRAM,
// no RDMA between servers, too few CPU cores, no NVMe, newest generation, bandwidth). Memory fit needs a
// workload, so it is not judged here. The planner judges quotes; quotes know nothing of the planner.
// replicaGpus > 0: judged for serving replicas of that many GPUs instead (zh-review-5 E16): the network
// between servers only matters to a replica that spans servers, the disks only to loading the model, PCIe
// only to a replica split over several GPUs.
QList<Check> checkQuote(const Quote& q, const GpuCatalog& catalog, int currentYear, int replicaGpus = 0);

} // namespace gpuplan
