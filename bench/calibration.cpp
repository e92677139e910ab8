// Prints the calibration of the time model on every published measured run
// (../shared/data/measured-runs.md): the compute efficiency that reproduces each run exactly, the efficiency
// model fitted on all of them together, each run's error in the fit and with the run left out of it, and the
// uncertainty bands derived from the leave-one-out errors.
// Run: build/bench/gpuplan_calibration [--write resources/catalog/calibration.json]
#include "planner/Calibration.h"
#include "catalog/GpuCatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

using namespace gpuplan;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const GpuCatalog& catalog = GpuCatalog::shipped();
    const CalibrationTable t = calibrationTable(catalog);
    QStringList scales;
    for (auto it = t.fit.scales.cbegin(); it != t.fit.scales.cend(); ++it)
        scales << QStringLiteral("%1 %2").arg(it.key()).arg(*it, 0, 'f', 4);
    out << QStringLiteral(
               "Efficiency model fitted on all %1 runs: X½ = %2 (X = b·s·h²/tp), scale on the catalog "
               "%3 (rms log error %4)\n\n")
               .arg(t.inSample.size())
               .arg(t.fit.shape.workHalf, 0, 'g', 3)
               .arg(scales.join(QStringLiteral(", ")))
               .arg(t.fit.rmsLogError, 0, 'f', 3);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
               .arg(QStringLiteral("run"), -48)
               .arg(QStringLiteral("kind"), -7)
               .arg(QStringLiteral("published"), 10)
               .arg(QStringLiteral("exact eff"), 9)
               .arg(QStringLiteral("in fit"), 8)
               .arg(QStringLiteral("left out"), 9)
               .arg(QStringLiteral("eff used"), 9)
               .arg(QStringLiteral("metric"));
    for (int i = 0; i < t.inSample.size(); ++i) {
        const CalibrationResult& in = t.inSample[i];
        const CalibrationResult& loo = t.leaveOneOut[i];
        out << QStringLiteral("%1 %2 %3 %4 %5% %6% %7 %8\n")
                   .arg(in.run.run, -48)
                   .arg(in.run.wholeRun ? QStringLiteral("whole") : QStringLiteral("steady"), -7)
                   .arg(in.run.published, 10, 'f', 0)
                   .arg(in.exactEfficiency, 9, 'f', 3)
                   .arg(in.error * 100, 7, 'f', 1)
                   .arg(loo.error * 100, 8, 'f', 1)
                   .arg(loo.efficiency, 9, 'f', 3)
                   .arg(in.run.metric);
        out << QStringLiteral("    layout left out: %1; %2\n    source: %3\n")
                   .arg(loo.layout, in.run.layoutNote, in.run.source);
    }
    out << QStringLiteral("\nLeave-one-out over %1 runs: median absolute error %2%, largest %3%\n")
               .arg(t.leaveOneOut.size())
               .arg(t.medianAbsError * 100, 0, 'f', 1)
               .arg(t.largestAbsError * 100, 0, 'f', 1);
    out << QStringLiteral(
               "Bands (published ÷ estimated time): steady state %1–%2 (%3 runs), whole runs %4–%5 "
               "(%6 runs)\n")
               .arg(t.steady.low, 0, 'f', 3)
               .arg(t.steady.high, 0, 'f', 3)
               .arg(t.steady.runs)
               .arg(t.whole.low, 0, 'f', 3)
               .arg(t.whole.high, 0, 'f', 3)
               .arg(t.whole.runs);
    // Leave-one-source-out: a publication's runs share its cluster, software and bias, so leaving one run
    // out flatters the fit; here every run of a source is out of the fit that estimates it.
    out << QStringLiteral("\nLeave-one-source-out (%1 sources; a generation without a run takes the Ampere "
                          "scale):\n")
               .arg(t.sources);
    for (const CalibrationResult& r : t.leaveOneSourceOut)
        out << QStringLiteral("  %1 %2  %3\n")
                   .arg(r.run.run.left(48), -48)
                   .arg(r.error * 100, 8, 'f', 1)
                   .arg(sourceKey(r.run.source));
    out << QStringLiteral("Leave-one-source-out over %1 runs: median absolute error %2%, largest %3%\n")
               .arg(t.leaveOneSourceOut.size())
               .arg(t.sourceMedianAbsError * 100, 0, 'f', 1)
               .arg(t.sourceLargestAbsError * 100, 0, 'f', 1);
    const QStringList args = app.arguments();
    const qsizetype w = args.indexOf(QStringLiteral("--write"));
    if (w > 0 && w + 1 < args.size()) {
        QFile f(args[w + 1]);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(t.data(catalog).toJson()) < 0) {
            QTextStream(stderr) << "cannot write " << args[w + 1] << '\n';
            return 1;
        }
        out << "Wrote " << args[w + 1] << '\n';
    }
    return 0;
}
