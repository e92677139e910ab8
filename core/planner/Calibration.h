#pragma once

#include "LayoutSearch.h"
#include "catalog/GpuCatalog.h"
#include "estimate/TimeEstimator.h"

#include <QList>
#include <QMap>
#include <QSet>
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
    QString role;          // "fit" (a constant was fitted on it) or "test"
    QString fitted;        // which constant, for role "fit"
    QString layoutNote;    // "as published" or "chosen by the planner"
    bool wholeRun = false; // a whole training run (what it loses is counted); otherwise steady state
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
    double efficiency = 0;         // the compute efficiency the estimate used
    double exactEfficiency = 0;    // the one that reproduces the published figure
    double hidden = 0, tokens = 0; // the hidden size; tokens per micro-batch per tensor-parallel rank
    double timeRatio() const;      // published time ÷ estimated time (1 + error, inverted for GPU-hours)
};

// The efficiency model fitted on a set of runs: its shape and, per GPU generation, the scale on the catalog's
// values.
struct EfficiencyFit
{
    EfficiencyShape shape;
    QMap<QString, double> scales; // "ampere", "hopper"
    double rmsLogError = 0;
    double scaleFor(const GpuModel& gpu) const;
};

// "ampere", "hopper", "blackwell" or "other": what a fit's scale is kept per.
QString generationOf(const GpuModel& gpu);

// The calibration: the fit on all runs, and each run's error with the run left out of the fit.
struct CalibrationTable
{
    EfficiencyFit fit;                 // on all runs
    QList<CalibrationResult> inSample; // each run under the fit on all runs
    QList<CalibrationResult> leaveOneOut;
    QList<CalibrationResult> leaveOneSourceOut; // each run with every run of its publication left out
    UncertaintyBand steady, whole;
    double medianAbsError = 0, largestAbsError = 0;             // leave-one-out
    double sourceMedianAbsError = 0, sourceLargestAbsError = 0; // leave-one-source-out
    int sources = 0;
    CalibrationData data(const GpuCatalog& catalog) const; // as written to calibration.json
};

// The published runs, with the catalog's GPUs.
QList<MeasuredRun> measuredRuns(const GpuCatalog& catalog);
// Each run through the planning model (the matcher's layout search on the run's own hardware).
QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options = {});
// The compute efficiency that reproduces a run's published figure exactly (bisection).
double fitComputeEfficiency(const MeasuredRun& run, const TimeOptions& options = {});
// Fits h½, T½ and the scale on the runs, each through the planner as it plans (least squares on the
// logarithm of published ÷ estimated time, over a grid of halves); `skip` leaves one run out (−1: none).
EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, int skip = -1);
// The same with a set of runs left out (a whole publication's).
EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, const QSet<int>& skip);
// The publication a run's citation names, what leave-one-source-out groups by: the text before the first
// comma.
QString sourceKey(const QString& source);
// The whole calibration: exact efficiencies, the fit, leave-one-out errors and the bands.
CalibrationTable calibrationTable(const GpuCatalog& catalog);

} // namespace gpuplan
