#pragma once

#include "estimate/Measurement.h"
#include "estimate/ServingEstimator.h"

#include <QList>

#include <optional>

namespace gpuplan {

class PlannerData;
struct ServingRequest;

// The buyer's own measurements of one GPU and engine, and what they make of the published fit (issue 61
// item 4). Each measurement gives measured ÷ published fit for TTFT and TPOT (ratios r). The update starts
// from the fit and moves toward the measurements as they accumulate: the factor applied is the geometric mean
// of the ratios shrunk toward 1, exp(n ÷ (n + k) × mean ln r), with the published fit weighed as k = 2
// measurements (one measurement moves a third of the way, three three fifths, ten five sixths). The factor
// scales the replica's decode step (TPOT) and prefill compute (TTFT) for that GPU and engine; the band is
// widened to hold every measurement used (measured ÷ calibrated), never narrowed below the published one.
// A measurement outside the published band when imported is set aside and named (outsidePublishedBand), not
// used until the user takes it in.
constexpr double kCalibrationPriorWeight = 2;

struct CalibrationFigure
{
    int used = 0;             // measurements with this figure
    double meanRatio = 1;     // geometric mean of measured ÷ published fit
    double factor = 1;        // applied to the estimate
    double low = 1, high = 1; // measured ÷ calibrated, lowest and highest
    // With each measurement left out in turn (n ≥ 2): |calibrated on the others ÷ measured − 1|, median, in
    // percent; beside it the published fit's own error on the same runs.
    double leaveOneOutPercent = -1;
    double publishedPercent = -1;
};

struct ServingCalibration
{
    QString gpuId;
    Engine engine = Engine::Vllm;
    int measurements = 0; // used
    int setAside = 0;     // kept but not used
    CalibrationFigure ttft, tpot;
    // "Calibrated by 3 of your measurements on H100 SXM5 80GB with vLLM: TPOT +14 %, TTFT −5 % against the
    // published fit (with each left out, TPOT off by 3 %, the fit by 25 %)."
    Words sentence;
};

// The calibration of each GPU with measurements under `engine` (none where there are none).
QList<ServingCalibration> servingCalibrations(const QList<Measurement>& measurements, Engine engine);
std::optional<ServingCalibration> servingCalibration(const QList<Measurement>& measurements,
                                                     const QString& gpuId, Engine engine,
                                                     const QString& gpuName = QString());

// The workload's calibration for the request (none when the request turns it off): the scales the estimator
// applies per GPU of this engine.
void calibrateWorkload(ServingWorkload& workload, const ServingRequest& request, const PlannerData& data);

// Far outside what the published fit allows: measured ÷ fit beyond its band, by more than a quarter.
bool outsidePublishedBand(double measured, double fit, const UncertaintyBand& band);

} // namespace gpuplan
