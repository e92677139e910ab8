#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cmath>

namespace gpuplan {

// How the training kernels' efficiency depends on the size of the work: matrix products reach more of the
// GPU's peak the larger they are. One GPU's projection in a layer multiplies (tokens of a micro-batch × h) by
// (h × h ÷ tp): its size X = b·s·h²/tp grows with the hidden size and the micro-batch and shrinks with tensor
// parallelism. efficiency = the GPU's catalog value (at the reference size) × f(X) ÷ f(reference), with
// f(X) = X ÷ (X + X½); X½ is fitted on all public runs together (gpuplan_calibration).
struct EfficiencyShape
{
    double referenceWork = 2048.0 * 8192.0 * 8192.0; // LLaMA 65B's: 2,048 tokens, h = 8,192, tp 1
    double workHalf = 0;                             // X½; 0 = no dependence on the size
    static double work(double tokens, double hidden, int tp)
    {
        return tokens * hidden * hidden / (tp > 0 ? tp : 1);
    }
    double factor(double work) const;
};

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
    double a100Reference = 0; // A100's efficiency at the reference shape, as fitted
    UncertaintyBand steady;   // steady-state throughput
    UncertaintyBand whole;    // whole runs (GPU-hours of a whole training run)
    // Validation kept with the fit: |estimated ÷ published − 1| with each publication's runs left out.
    double sourceMedianAbsError = 0, sourceLargestAbsError = 0;
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
