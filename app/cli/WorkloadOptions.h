#pragma once

#include "Cli.h"
#include "estimate/TimeEstimator.h"
#include "planner/Matcher.h"
#include "planner/Planning.h"

#include <QCommandLineParser>

namespace gpuplan::cli {

// The options that describe a job, shared by estimate, plan and cost.
struct ParsedJob
{
    Workload workload;
    TimeOptions timeOptions;
    const GpuModel* gpu = nullptr;  // --gpu, if one is given
    QList<const GpuModel*> gpuList; // every --gpu (repeated or comma-separated)
    int gpus = 0;                   // --gpus, 0 if not given
    int gpusPerNode = 0;            // --gpus-per-node, 0 if not given
    LayoutRequest layout;           // --tp, --pp, --zero, --micro-batch, --recompute, --interleave
    Network network = Network::Rdma;
    double nicGbps = 0;  // --nic-gbps
    int nicsPerNode = 0; // --nics

    // The planning model's question; core fills in every default.
    Scenario scenario() const;
};

void addWorkloadOptions(QCommandLineParser& parser);
void addClusterOptions(QCommandLineParser& parser);
// Reads and validates the options; on error returns it with the option's name.
// Without `clusterOptions` (commands that add only the workload options) the hardware and layout are left
// unset.
Result<ParsedJob> readJob(const QCommandLineParser& parser, const GpuCatalog& catalog, bool needModel = true,
                          bool clusterOptions = true);

// --deadline and --budget, as plan and quotes rank read them (a budget must be above zero).
// A deadline in months counts `hoursPerMonth` hours a month.
Status readDeadlineAndBudget(const QCommandLineParser& parser, int hoursPerMonth, double* deadlineHours,
                             std::optional<Money>* budget);

QJsonObject moneyJson(const Money& m);
QJsonObject workloadJson(const Workload& w);
QJsonObject memoryJson(const MemoryBreakdown& m);
QJsonObject timeJson(const Workload& w, const TimeEstimate& t);
QJsonArray checksJson(const QList<Check>& checks);
QJsonArray explanationsJson(const QList<Explanation>& e);
QString gib(double bytes);
QString hoursText(double hours); // "312.4 h (13.0 days)"
QString statusTag(CheckStatus s);
QString checkSummary(const QList<Check>& checks); // "1 fail, 2 warn" / "ok"

} // namespace gpuplan::cli
