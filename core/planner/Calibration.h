#pragma once

#include "LayoutSearch.h"
#include "catalog/GpuCatalog.h"
#include "estimate/TimeEstimator.h"

#include <QList>
#include <QString>

namespace gpuplan {

// A published, measured training run (../shared/data/measured-runs.md) set up as the planner's inputs.
struct MeasuredRun
{
    QString id;     // "llama-7b"
    QString run;    // "LLaMA 7B, 1.0T tokens, 2,048 × A100-80GB"
    QString source; // citation
    QString metric; // "GPU-hours", "tokens/s per GPU", "TFLOPS per GPU"
    double published = 0;
    QString role;       // "fit" (a constant was fitted on it) or "test"
    QString fitted;     // which constant, for role "fit"
    QString layoutNote; // "as published" or "chosen by the planner"
    Workload workload;
    Cluster cluster;
    LayoutRequest layout; // what the publication states; the rest is chosen by the planner
};

struct CalibrationResult
{
    MeasuredRun run;
    double estimated = 0;
    double error = 0; // estimated ÷ published − 1
    QString layout;   // the layout used
    bool fits = false;
};

// The published runs, with the catalog's GPUs.
QList<MeasuredRun> measuredRuns(const GpuCatalog& catalog);
// Each run through the planning model (the matcher's layout search on the run's own hardware).
QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options = {});
// The compute efficiency that reproduces a run's published figure exactly (bisection).
double fitComputeEfficiency(const MeasuredRun& run, const TimeOptions& options = {});

} // namespace gpuplan
