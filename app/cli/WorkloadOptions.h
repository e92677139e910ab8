#pragma once

#include "HelpOptions.h"
#include <QTextStream>

#include "Cli.h"
#include "estimate/TimeEstimator.h"
#include "planner/Matcher.h"
#include "planner/Planning.h"

#include <QCommandLineParser>

namespace gpuplan::cli {

// The options that describe a job, shared by estimate, plan, cost and quotes rank; PlanOptions.h reads them
// into a PlanRequest.
void addWorkloadOptions(Parser& parser);
void addClusterOptions(Parser& parser);
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
// --explain as text: each figure's formula, its inputs and its source.
void printExplanations(QTextStream& out, const QList<Explanation>& xs);
QString gib(double bytes);
QString hoursText(double hours); // "312.4 h (13.0 days)"
QString statusTag(CheckStatus s);
QString checkSummary(const QList<Check>& checks); // "1 fail, 2 warn" / "ok"

} // namespace gpuplan::cli
