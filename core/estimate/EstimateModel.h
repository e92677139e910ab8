#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cmath>

namespace gpuplan {

// How the training kernels' efficiency depends on the model's width: per token, the matrix products grow with
// the hidden size squared and the memory-bound work beside them (norms, activations, residual adds, rotary
// embeddings, the optimizer's elementwise steps) with the hidden size, so the share of time in the products
// grows as h ÷ (h + h½). efficiency = the GPU's catalog value (at the reference width, LLaMA 65B's 8,192) ×
// the fitted factors × f(h) ÷ f(reference), f(h) = h ÷ (h + h½); h½ is fitted on all public runs together
// (gpuplan_calibration). A fit on the size of one GPU's projection, b·s·h²/tp, held worse on runs left out by
// source (issue 39's closing note). Since 2026-12-05 h½ scales with the GPU's balance (referenceBalance):
// an H100 (989 TFLOPS on 3,350 GB/s, 295 FLOP per byte) spends twice the A100's share of its time on the
// same memory-bound work; with each source left out, the steady-state largest error fell from 37.5 % to
// 33.4 % and MoE's from 58.1 % to 42.1 %, and small models on H100 came out less fast (torchtitan's 8B
// +8.6 % → +2.7 %).
struct GpuModel;

struct EfficiencyShape
{
    double referenceWork = 8192; // LLaMA 65B's hidden size
    double workHalf = 0;         // h½; 0 = no dependence on the width
    // MoE: the experts' matrix products are as narrow as one expert's FFN (768 in Qwen3-30B-A3B, 2,048 in
    // DeepSeek-V3 against 14,336–53,248 in dense models) and come with routing, permutation and grouped
    // kernels per expert; the experts' share e of the FLOPs takes 1 + f½ ÷ f times as long, f the expert's
    // FFN width: efficiency × 1 ÷ (1 + e·f½ ÷ f). f½ is fitted on the published MoE runs alone; 0 = none.
    double expertHalf = 0;
    // The memory-bound work beside the products takes bytes ÷ bandwidth and the products FLOPs ÷ peak, so h½
    // grows with the GPU's balance β = 16-bit dense peak ÷ memory bandwidth (FLOP per byte): h½(GPU) = h½ ×
    // β(GPU) ÷ referenceBalance. 0 = the same h½ on every GPU.
    double referenceBalance = 0;
    static constexpr double a100Balance = 312000.0 / 2039.0; // A100 SXM4 80GB: 312 TFLOPS, 2,039 GB/s
    static double work(double hidden) { return hidden; }
    double factor(double work) const;
    double halfFor(const GpuModel& gpu) const;
    double factor(double work, const GpuModel& gpu) const;
    double share(double work, const GpuModel& gpu) const; // f(h) on this GPU, not relative to the reference
    double expertFactor(double expertFlopShare, double expertWidth) const;
};

struct GpuModel;
enum class SoftwareStack;

// What the fit sets on top of the catalog's default_mfu: a scale per GPU generation, a factor per software
// stack (Unknown: 1, the average of the stacks), the efficiency on the FP8 peak relative to the 16-bit one
// (Transformer Engine runs the GEMMs in FP8, the rest stays in bf16), and what a whole run takes beyond its
// steady state and the interruptions the run-loss model explains (evaluation, data stalls, slower early
// software, restarts by hand).
struct EfficiencyFactors
{
    QMap<QString, double> generations; // "ampere", "hopper", …; a generation not fitted takes the Ampere one
    QMap<QString, double> stacks;      // stackName() → factor
    double fp8 = 1;
    double wholeRun = 1;
    double generation(const GpuModel& gpu) const;
    double stack(SoftwareStack s) const;
    double of(const GpuModel& gpu, SoftwareStack s, bool fp8Compute) const;
};

// "ampere", "hopper", "blackwell" or "other": what the fit keeps a scale per.
QString generationOf(const GpuModel& gpu);
int generationIndex(const GpuModel& gpu); // 0 ampere, 1 hopper, 2 blackwell, 3 other (no allocation)
QString generationLabel(const QString& generation); // "Hopper"; "other" translated

// How far a planned time can be off: the published figure ÷ the estimate, its 10th and 90th percentiles
// over the public runs, each left out of the fit (a time of 30 h with low 0.85 and high 1.2 is 26–36 h).
struct UncertaintyBand
{
    double low = 1;
    double high = 1;
    int runs = 0; // how many runs it rests on
};

// What a whole run loses beside its steady-state speed: interruptions (a failure rate per GPU-hour), the
// checkpoints written to survive them (at the best interval, Young 1974), the restart after each, and on a
// quote the wait for the vendor to replace a failed server.
struct RunLossOptions
{
    bool count = true;               // false: steady-state throughput only
    double failuresPerGpuHour = 0;   // unexpected interruptions
    double hardwareShare = 0;        // of which hardware (a server may have to be replaced)
    double checkpointWriteGBs = 1.0; // per server, to shared storage
    double restartHours = 0.25;      // to restart the job from its last checkpoint
    double replacementHours = 0;     // the quote's hardware replacement time; 0 = not stated / no quote
};

// The model constants fitted on the published runs, as shipped in resources/catalog/calibration.json.
struct CalibrationData
{
    QString fitted; // the date of the fit
    QStringList runs;
    EfficiencyShape shape;
    EfficiencyFactors factors;
    UncertaintyBand steady;        // steady-state throughput, the software stack named
    UncertaintyBand steadyUnknown; // steady-state throughput, the software stack not stated
    UncertaintyBand whole;         // whole runs (GPU-hours of a whole training run)
    UncertaintyBand moe;           // steady-state throughput of MoE models
    UncertaintyBand finetune;      // fine-tuning throughput (full, LoRA, QLoRA)
    // Validation kept with the fit: |estimated ÷ published − 1| with each publication's runs left out, per
    // kind ("steady", "whole", "finetune"), and the share of rows the band of their kind, built without
    // their source, holds.
    struct Validation
    {
        int rows = 0;
        double medianAbsError = 0, largestAbsError = 0;
        double bandCoverage = 0;
    };
    QMap<QString, Validation> validation;
    double sourceMedianAbsError = 0, sourceLargestAbsError = 0; // over all rows
    int sources = 0;
    double failuresPerGpuHour = 0;
    double hardwareShare = 0;
    QString failureSource;
    QString checkpointSource;
    double checkpointWriteGBs = 1.0;

    static const CalibrationData& shipped();
    static Result<CalibrationData> fromJson(const QByteArray& json, const QString& sourceName);
    QByteArray toJson() const;
};

// A time with its band, in the language asked ("zh…"/"en"; empty: the program's): "30.5 h (27–34 h)",
// "12.3 days (11.1–13.6 days)", "25 min (23–28 min)". Without a band (low = high = 0): the time alone.
QString durationWithBand(double hours, double low, double high, const QString& language = QString());
// The same for a time alone.
QString durationText(double hours, const QString& language = QString());

} // namespace gpuplan
