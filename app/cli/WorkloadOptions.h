#pragma once

#include "Cli.h"
#include "estimate/TimeEstimator.h"
#include "planner/Matcher.h"

#include <QCommandLineParser>

namespace gpuplan::cli {

// The options that describe a job, shared by estimate, plan and cost.
struct ParsedJob
{
    Workload workload;
    TimeOptions timeOptions;
    const GpuModel* gpu = nullptr; // --gpu, if given
    int gpus = 0;                  // --gpus, 0 if not given
    int gpusPerNode = 0;           // --gpus-per-node, 0 if not given
    Parallelism parallel;          // --tp, --pp, --zero (dp derived later)
    bool layoutGiven = false;      // any of --tp/--pp/--zero/--micro-batch/--recompute given
    Network network = Network::Rdma;
};

void addWorkloadOptions(QCommandLineParser& parser);
void addClusterOptions(QCommandLineParser& parser);
// Reads and validates the options; on error returns it with the option's name.
Result<ParsedJob> readJob(const QCommandLineParser& parser, const GpuCatalog& catalog, bool needModel = true);
// Completes a cluster and layout for estimate/cost: --gpus (default 1), servers of up to 8 GPUs.
Result<Cluster> clusterFor(const ParsedJob& job, Parallelism* par);

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
