// Prints every published measured run (../shared/data/measured-runs.md) against the planner's estimate:
// published figure, estimate, error, and which constant was fitted on which run.
// Run: build/bench/gpuplan_calibration
#include "planner/Calibration.h"
#include "catalog/GpuCatalog.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <cmath>

using namespace gpuplan;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const GpuCatalog& catalog = GpuCatalog::shipped();
    const QList<CalibrationResult> results = calibrate(catalog);
    QList<double> testErrors;
    for (const CalibrationResult& r : results) {
        out << QStringLiteral(
                   "%1 [%2]\n  %3: published %4, estimated %5, error %6%\n  layout: %7 (%8)\n  source: %9\n")
                   .arg(r.run.run, r.run.role, r.run.metric)
                   .arg(r.run.published, 0, 'f', 0)
                   .arg(r.estimated, 0, 'f', 0)
                   .arg(r.error * 100, 0, 'f', 1)
                   .arg(r.layout, r.run.layoutNote, r.run.source);
        if (r.run.role == QLatin1String("fit")) {
            out << QStringLiteral("  fitted here: %1 = %2 (catalog: %3)\n")
                       .arg(r.run.fitted)
                       .arg(fitComputeEfficiency(r.run), 0, 'f', 4)
                       .arg(r.run.cluster.gpu->defaultMfu, 0, 'f', 4);
        } else {
            testErrors << std::abs(r.error);
        }
    }
    std::sort(testErrors.begin(), testErrors.end());
    if (!testErrors.isEmpty()) {
        const qsizetype n = testErrors.size();
        const double median = n % 2 ? testErrors[n / 2] : 0.5 * (testErrors[n / 2 - 1] + testErrors[n / 2]);
        out << QStringLiteral("\n%1 test runs: median absolute error %2%, largest %3%\n")
                   .arg(n)
                   .arg(median * 100, 0, 'f', 1)
                   .arg(testErrors.last() * 100, 0, 'f', 1);
    }
    return 0;
}
