// estimateServing: one GPU model under the request's load, as a server is run: the GPUs given split into
// replicas (8 × 1, 4 × 2, 2 × 4, 1 × 8), the load shared evenly among them, the best split answered and every
// split named (issue 60 item 3).
#include "ServingPlan.h"

#include "catalog/ModelCatalog.h"
#include "planner/PlannerData.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

bool keeps(const ServingPoint& p, const LatencyTargets& t)
{
    return !p.saturated && (t.ttftMs <= 0 || p.ttftPercentileMs <= t.ttftMs) &&
           (t.tpotMs <= 0 || p.tpotPercentileMs <= t.tpotMs);
}

// One replica's share of the request's load: a rate, users or requests at once divided among the replicas.
ServingPoint pointOf(const ServingEstimator& est, const Replica& replica, const ServingRequest& r,
                     int replicas)
{
    const double pct = r.targets.percentile;
    switch (r.load) {
    case LoadKind::Concurrency:
        return est.atConcurrency(replica, std::max(1.0, r.concurrency / replicas), pct);
    case LoadKind::Rate:
        return est.atRate(replica, r.rate / replicas, pct);
    case LoadKind::Users:
        break;
    }
    return est.atUsers(replica, r.users / replicas, r.thinkSeconds, pct);
}

// The splits to weigh: every replica size of 1, 2, 4 … 64 GPUs that divides the GPUs given; with no GPUs
// given, the fewest GPUs that hold the model in one replica (as before); GPUs per replica fixed, that one.
Result<QList<ServingSplit>> splitsOf(const ServingEstimator& est, const GpuModel* gpu,
                                     const ServingRequest& r)
{
    QList<int> sizes;
    if (r.gpusPerReplica > 0) {
        if (r.totalGpus > 0 && r.totalGpus % r.gpusPerReplica != 0)
            return fieldError(QStringLiteral("gpus-per-replica"),
                              Tr::tr("%1 GPUs do not split into replicas of %2; give a divisor of %1")
                                  .arg(r.totalGpus)
                                  .arg(r.gpusPerReplica));
        sizes = {r.gpusPerReplica};
    } else if (r.totalGpus > 0) {
        for (int n = 1; n <= r.totalGpus && n <= 64; n *= 2)
            if (r.totalGpus % n == 0)
                sizes << n;
        if (r.totalGpus <= 64 && !sizes.contains(r.totalGpus))
            sizes << r.totalGpus;
    } else {
        sizes = {1, 2, 4, 8, 16, 32};
    }
    QList<ServingSplit> out;
    for (int n : sizes) {
        ServingSplit s;
        s.replica.gpu = gpu;
        s.replica.gpus = n;
        s.replica.gpusPerServer = std::min(8, n);
        s.replicas = r.totalGpus > 0 ? r.totalGpus / n : 1;
        s.figures = est.replica(s.replica);
        if (s.figures.fits) {
            s.point = pointOf(est, s.replica, r, s.replicas);
            s.point.meetsTargets = keeps(s.point, r.targets);
            s.capacityRps = est.capacity(s.replica, r.targets) * s.replicas;
        }
        out << s;
        if (s.figures.fits && r.totalGpus <= 0)
            break; // no GPUs given: the fewest that hold the model
    }
    return out;
}

// The best split: one that holds the model and keeps the targets at the load, the most capacity within the
// targets among them (the most headroom), then the most it serves at all, then fewer GPUs per replica.
int bestSplit(const QList<ServingSplit>& splits)
{
    int best = -1;
    const auto better = [](const ServingSplit& a, const ServingSplit& b) {
        if (a.point.meetsTargets != b.point.meetsTargets)
            return a.point.meetsTargets;
        if (std::abs(a.capacityRps - b.capacityRps) > 1e-9 * std::max(a.capacityRps, b.capacityRps))
            return a.capacityRps > b.capacityRps;
        const double aMax = a.figures.saturationRequestsPerSecond * a.replicas,
                     bMax = b.figures.saturationRequestsPerSecond * b.replicas;
        if (std::abs(aMax - bMax) > 1e-9 * std::max(aMax, bMax))
            return aMax > bMax;
        return a.replica.gpus < b.replica.gpus;
    };
    for (int i = 0; i < splits.size(); ++i)
        if (splits[i].figures.fits && (best < 0 || better(splits[i], splits[best])))
            best = i;
    return best;
}

} // namespace

Result<ServingEstimate> estimateServing(const ServingRequest& request, const PlannerData& data)
{
    if (Status s = request.validate(); !s)
        return s.error();
    if (request.allowedGpuIds.size() != 1)
        return fieldError(
            QStringLiteral("gpu"),
            request.allowedGpuIds.isEmpty()
                ? Tr::tr("give a GPU with --gpu, e.g. --gpu h20 (see 'gpuplan gpus')")
                : Tr::tr("an estimate is for one GPU model; 'gpuplan plan --method serve' compares "
                         "several"));
    auto gpu = data.catalog().find(request.allowedGpuIds.first());
    if (!gpu)
        return Error(gpu.error().message, gpu.error().where, QStringLiteral("gpu"));
    auto model = request.model();
    if (!model)
        return model.error();
    ServingEstimate e;
    e.request = request;
    e.workload = request.workload(model.value());
    calibrateWorkload(e.workload, request, data);
    if (Status s = e.workload.validate(); !s)
        return s.error();
    const ServingEstimator est(e.workload);
    auto splits = splitsOf(est, gpu.value(), request);
    if (!splits)
        return splits.error();
    e.splits = splits.value();
    const int best = bestSplit(e.splits);
    if (best < 0) {
        const ServingSplit& last = e.splits.last();
        return fieldError(last.figures.precisionUnsupported ? QStringLiteral("precision")
                                                            : QStringLiteral("gpus"),
                          Tr::tr("%1 does not fit on %2 × %3: %4")
                              .arg(e.workload.model.name)
                              .arg(last.replica.gpus)
                              .arg(gpu.value()->displayName(), last.figures.whyNot.text()));
    }
    e.best = best;
    const ServingSplit& chosen = e.splits[best];
    e.replica = chosen.replica;
    e.replicas = chosen.replicas;
    e.figures = chosen.figures;
    e.point = chosen.point;
    e.capacityRps = chosen.capacityRps / chosen.replicas;
    e.capacityOutputTokensPerSecond = e.capacityRps * request.outputTokens;
    const ServingConstants& k = est.constants();
    const ServingConstants::Bands bands = k.bandsFor(e.workload.release());
    e.capacityBand = bands.throughput;
    e.throughputBand = request.load == LoadKind::Concurrency ? bands.throughput : UncertaintyBand{1, 1, 0};
    e.ttftBand = bands.ttft;
    e.tpotBand = bands.tpot;
    e.engineNote = e.workload.release().generationNote();
    if (request.calibrate)
        e.calibration = servingCalibration(data.measurements(), gpu.value()->id, request.engine,
                                           gpu.value()->displayName());
    if (e.calibration && e.calibration->measurements > 0) {
        // The band holds every measurement used, as well as the published spread around the calibrated
        // figure.
        const CalibrationFigure& t = e.calibration->tpot;
        const CalibrationFigure& f = e.calibration->ttft;
        if (t.used > 0) {
            e.tpotBand.low = std::min(e.tpotBand.low, t.low);
            e.tpotBand.high = std::max(e.tpotBand.high, t.high);
            if (request.load == LoadKind::Concurrency) { // throughput follows 1 ÷ TPOT
                e.throughputBand.low = std::min(e.throughputBand.low, 1 / t.high);
                e.throughputBand.high = std::max(e.throughputBand.high, 1 / t.low);
            }
        }
        if (f.used > 0) {
            e.ttftBand.low = std::min(e.ttftBand.low, f.low);
            e.ttftBand.high = std::max(e.ttftBand.high, f.high);
        }
    }
    e.explanations = est.explain(e.replica, e.point);
    return e;
}

} // namespace gpuplan
