#include "ServingCalibration.h"

#include "ServingPlan.h"
#include "catalog/GpuCatalog.h"
#include "planner/PlannerData.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

double shrunk(double meanLog, int n)
{
    return std::exp(n / (n + kCalibrationPriorWeight) * meanLog);
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return -1;
    std::sort(v.begin(), v.end());
    const qsizetype h = v.size() / 2;
    return v.size() % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
}

// One figure over the ratios measured ÷ fit.
CalibrationFigure figureOf(const QList<double>& ratios)
{
    CalibrationFigure f;
    f.used = int(ratios.size());
    if (ratios.isEmpty())
        return f;
    double sum = 0;
    for (double r : ratios)
        sum += std::log(r);
    f.meanRatio = std::exp(sum / f.used);
    f.factor = shrunk(sum / f.used, f.used);
    f.low = f.high = ratios.first() / f.factor;
    for (double r : ratios) {
        f.low = std::min(f.low, r / f.factor);
        f.high = std::max(f.high, r / f.factor);
    }
    if (f.used >= 2) {
        QList<double> loo, fit;
        for (double r : ratios) { // each predicted from the others: the sum of logs less its own
            const double predicted = shrunk((sum - std::log(r)) / (f.used - 1), f.used - 1);
            loo << std::abs(predicted / r - 1) * 100;
            fit << std::abs(1 / r - 1) * 100;
        }
        f.leaveOneOutPercent = median(loo);
        f.publishedPercent = median(fit);
    }
    return f;
}

QString signedPercent(double factor)
{
    const double p = (factor - 1) * 100;
    return (p >= 0 ? QStringLiteral("+") : QStringLiteral("−")) +
           QLocale::system().toString(std::abs(p), 'f', 0) + QStringLiteral(" %");
}
} // namespace

std::optional<ServingCalibration> servingCalibration(const QList<Measurement>& measurements,
                                                     const QString& gpuId, Engine engine,
                                                     const QString& gpuName)
{
    ServingCalibration c;
    c.gpuId = gpuId;
    c.engine = engine;
    QList<double> ttft, tpot;
    for (const Measurement& m : measurements) {
        if (m.kind != QLatin1String("serving") || m.gpuId != gpuId || engineFromName(m.engine) != engine)
            continue;
        if (!m.used) {
            ++c.setAside;
            continue;
        }
        ++c.measurements;
        if (m.ttftMs > 0 && m.ttftFitMs > 0)
            ttft << m.ttftMs / m.ttftFitMs;
        if (m.tpotMs > 0 && m.tpotFitMs > 0)
            tpot << m.tpotMs / m.tpotFitMs;
    }
    if (c.measurements == 0 && c.setAside == 0)
        return std::nullopt;
    c.ttft = figureOf(ttft);
    c.tpot = figureOf(tpot);
    c.sentence = [n = c.measurements, aside = c.setAside, gpu = gpuName.isEmpty() ? gpuId : gpuName,
                  engine = engineLabel(engine), ttft = c.ttft, tpot = c.tpot]() {
        QString s = n == 0 ? Tr::tr("Not calibrated on %1 with %2: your measurements there are set aside.")
                                 .arg(gpu, engine)
                           : Tr::tr("Calibrated by %n of your measurements on %1 with %2: TPOT %3, TTFT %4 "
                                    "against the published fit.",
                                    nullptr, n)
                                 .arg(gpu, engine, signedPercent(tpot.factor), signedPercent(ttft.factor));
        if (tpot.leaveOneOutPercent >= 0)
            s += QLatin1Char(' ') +
                 Tr::tr("With each left out, TPOT was off by %1 % (the published fit by %2 %).")
                     .arg(QLocale::system().toString(tpot.leaveOneOutPercent, 'f', 0),
                          QLocale::system().toString(tpot.publishedPercent, 'f', 0));
        if (aside > 0)
            s += QLatin1Char(' ') + Tr::tr("%n set aside ('gpuplan measurements list').", nullptr, aside);
        return s;
    };
    return c;
}

QList<ServingCalibration> servingCalibrations(const QList<Measurement>& measurements, Engine engine)
{
    QStringList gpus;
    for (const Measurement& m : measurements)
        if (!gpus.contains(m.gpuId))
            gpus << m.gpuId;
    QList<ServingCalibration> out;
    for (const QString& g : gpus)
        if (auto c = servingCalibration(measurements, g, engine))
            out << *c;
    return out;
}

void calibrateWorkload(ServingWorkload& w, const ServingRequest& request, const PlannerData& data)
{
    w.calibration.clear();
    if (!request.calibrate || data.measurements().isEmpty())
        return;
    for (const ServingCalibration& c : servingCalibrations(data.measurements(), request.engine))
        if (c.measurements > 0)
            if (auto gpu = data.catalog().find(c.gpuId))
                w.calibration.append({gpu.value(), c.ttft.factor, c.tpot.factor});
}

bool outsidePublishedBand(double measured, double fit, const UncertaintyBand& band)
{
    if (measured <= 0 || fit <= 0)
        return false;
    const double r = measured / fit;
    return r < band.low * 0.75 || r > band.high * 1.25;
}

} // namespace gpuplan
