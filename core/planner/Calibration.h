#pragma once

#include "LayoutSearch.h"
#include "catalog/GpuCatalog.h"
#include "estimate/TimeEstimator.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <memory>

namespace gpuplan {

// A published, measured training run (../shared/data/measured-runs.md) set up as the planner's inputs.
struct MeasuredRun
{
    QString id;     // "llama-7b"
    QString run;    // "LLaMA 7B, 1.0T tokens, 2,048 × A100-80GB"
    QString source; // citation; the text before its first comma names the publication
    QString grade;  // "A" (full configuration published) or "B" (partial or rounded)
    QString metric; // "GPU-hours", "tokens/s per GPU", "TFLOPS per GPU", "model TFLOPS per GPU"
    double published = 0;
    QString role;          // "fit" (constants were fitted on it) or "test"
    QString fitted;        // which constants, for role "fit"
    QString layoutNote;    // what was published of the layout and what the planner chose
    bool wholeRun = false; // a whole training run (what it loses is counted); otherwise steady state
    // The catalog's GPU has the memory the run had (false: the run's GPUs had more, e.g. H100 96 GB parts
    // taken as the catalog's 80 GB SXM, so the layout may not fit the catalog's)
    bool memoryAsPublished = true;
    // The share of the MoE all-to-all the published schedule hides under computation (DeepSeek-V3's
    // DualPipe); 0 = on the critical path, as Megatron-LM and DeepSpeed-MoE run it
    double expertOverlap = 0;
    // A whole run's steady state as its sources publish it: the GPU-hours the same tokens take at the
    // published steady speed (0 = not published). What the whole-run factor is fitted on.
    double steadyGpuHours = 0;
    Workload workload; // its software stack included
    Cluster cluster;
    // The run's own GPU where its part differs from every catalog entry (torchtitan's H100 96 GB HBM2e at
    // 2.4 TB/s and 500 W): cluster.gpu points at it, and the copies of the run share it.
    std::shared_ptr<const GpuModel> part;
    LayoutRequest layout; // what the publication states; the rest is chosen by the planner
    // "steady" (pre-training throughput of a dense model), "moe" (the same of an MoE model), "finetune",
    // "whole"
    QString kind() const;
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
    // The same estimate with the software stack taken as not stated (what the wider band rests on).
    double errorStackUnknown = 0;
    double timeRatio() const; // published time ÷ estimated time (1 + error, inverted for GPU-hours)
    double timeRatioStackUnknown() const;
};

// The efficiency model fitted on a set of runs: its shape and the factors on the catalog's values.
struct EfficiencyFit
{
    EfficiencyShape shape;
    EfficiencyFactors factors;
    double rmsLogError = 0; // of log(published ÷ estimated time) over the rows fitted
    int rows = 0;           // dense rows that fitted X½ and the factors
    int moeRows = 0;        // MoE steady-state rows that fitted f½
    int wholeRows = 0;      // whole runs with a published steady state that fitted the whole-run factor
};

// A whole run against its own published steady state: what separates the two, as published and as modelled
// (the run-loss model × the whole-run factor fitted with the run's publication left out).
struct WholeRunGap
{
    QString id, run;
    double published = 0; // published whole-run GPU-hours ÷ the published steady state's
    double losses = 1;    // the run-loss model's wall time ÷ steady time (interruptions, checkpoints)
    double modelled = 1;  // losses × the whole-run factor fitted without the run's publication
};

// Per kind of row ("steady", "moe", "finetune", "whole", and "all"): |error| with each source left out of the
// fit.
struct KindValidation
{
    int rows = 0;
    double medianAbsError = 0, largestAbsError = 0;
    double bandCoverage = 0; // share of rows inside their kind's band built without their source
};

// The calibration: the fit on all runs, and each run's error with its publication left out of the fit.
struct CalibrationTable
{
    EfficiencyFit fit;                          // on all runs
    QList<CalibrationResult> inSample;          // each run under the fit on all runs
    QList<CalibrationResult> leaveOneSourceOut; // each run with every run of its publication left out
    QList<CalibrationResult> testedOnly;        // rows tested under the fit on all runs, never fitted
    QList<WholeRunGap> wholeGaps;               // the whole runs whose steady state is published
    UncertaintyBand steady, steadyUnknown, whole, moe, finetune;
    QMap<QString, KindValidation> validation;
    double sourceMedianAbsError = 0, sourceLargestAbsError = 0; // leave-one-source-out, all rows
    int sources = 0;
    CalibrationData data() const; // as written to calibration.json
};

// The published runs, with the catalog's GPUs.
QList<MeasuredRun> measuredRuns(const GpuCatalog& catalog);
// The rows that are tested, never fitted: the grade C rows that can be set up (partial configuration or
// secondary source) and torchtitan's long-context rows (P40; fitted, they leave the bands holding fewer
// than 80 % of the rows with each source left out).
QList<MeasuredRun> testedOnlyRuns(const GpuCatalog& catalog);
// Each run through the planning model (the matcher's layout search on the run's own hardware).
QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options = {});
// The compute efficiency that reproduces a run's published figure exactly (bisection).
double fitComputeEfficiency(const MeasuredRun& run, const TimeOptions& options = {});
// Fits X½, a scale per GPU generation, a factor per software stack (shrunk toward 1 by n ÷ (n + 2) for n
// rows) and the FP8 factor on the steady-state runs, each through the planner as it plans (least squares on
// the logarithm of published ÷ estimated time, over a grid of X½), and the whole-run factor on the whole runs
// that publish their steady state too (the mean log of whole ÷ steady beyond the run-loss model, at least
// 0); `skip` leaves runs out (a whole publication's).
EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, const QSet<int>& skip = {});
// The publication a run's citation names, what leave-one-source-out groups by: the text before the first
// comma, without a closing version or date in brackets (a document's versions are one publication).
QString sourceKey(const QString& source);
// An 80 % prediction interval for published ÷ estimated time from errors on runs the fit had not seen
// (log ratios): split-conformal, the ⌊(n+1)·0.1⌋-th smallest and ⌈(n+1)·0.9⌉-th of n; with fewer than 9
// the Student-t interval mean ± t(0.9, n−1)·s·√(1 + 1/n). Always holds 1.
UncertaintyBand predictionBand(QList<double> logRatios);
// The band of a kind that rests on few rows (MoE, fine-tuning): with three or more of its own log ratios,
// predictionBand of them; with fewer (a Student-t interval cannot spread), the parent kind's rows pooled with
// its own, widened to hold each of its own (shrinkage toward the steady state). runs counts its own rows.
UncertaintyBand kindBand(const QList<double>& own, const QList<double>& parent);
// The whole calibration: exact efficiencies, the fit, leave-one-source-out errors, the bands and their
// coverage.
CalibrationTable calibrationTable(const GpuCatalog& catalog);

} // namespace gpuplan
