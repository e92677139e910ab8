#pragma once

#include "cost/Money.h"
#include "service/CostQuestion.h"

#include <QJsonObject>
#include <QTextStream>

namespace gpuplan {
class FxTable;
struct GpuModel;
} // namespace gpuplan

namespace gpuplan::cli {

// The job `gpuplan cost` prices: its hardware and run time, as read from the options or estimated.
struct CostJob
{
    const GpuModel* gpu = nullptr;
    int gpus = 1;
    double wallHours = 0;
    QJsonObject json; // gpu, gpus, wall_hours; layout and workload when estimated
};

// What the printers show: the question as asked, core's answer and the settings it was answered under.
struct CostReport
{
    const CostJob& job;
    const CostQuestion& question;
    const CostAnswer& answer;
    const FxTable& fx;
    int hoursPerMonth = 730;
    Money::Scale scale = Money::Scale::Exact;
};

// `gpuplan cost --json`: the answer as one object.
[[nodiscard]] QJsonObject costJson(const CostReport& r);
// `gpuplan cost`: the answer as tables and statements.
void printCostText(QTextStream& out, const CostReport& r);

} // namespace gpuplan::cli
