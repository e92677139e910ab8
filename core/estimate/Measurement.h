#pragma once

#include <QString>

namespace gpuplan {

// One of the buyer's own measurements (issue 61 item 4): a serving benchmark run on a delivered replica, with
// what the published fit estimated for the same run beside it. Kept in the database (MeasurementStore),
// read into PlannerData, and used by the serving estimator to calibrate the same GPU and engine
// (servingCalibration). Figures are 0 when not measured.
struct Measurement
{
    qint64 id = 0;
    QString kind = QStringLiteral("serving");
    QString gpuId;
    int gpus = 1; // per replica
    QString engine, engineVersion;
    QString modelId, weights;
    double inputTokens = 0, outputTokens = 0;
    QString loadKind; // "rate" (requests/s) or "concurrency"
    double load = 0;
    double percentile = 0;
    double ttftMs = 0, tpotMs = 0, outputTps = 0;          // measured
    double ttftFitMs = 0, tpotFitMs = 0, outputTpsFit = 0; // the published fit's estimate of the same run
    qint64 quoteId = 0;
    QString vendor, host, tool, file;
    bool used = true; // false: set aside (an outlier, or the user's choice)
    QString note;
    QString importedAt, importedBy;
};

} // namespace gpuplan
