// Prints the calibration of the time model on the published measured runs (../shared/data/measured-runs.md):
// the compute efficiency that reproduces each run exactly, the model fitted on all of them together (X½, a
// scale per GPU generation, a factor per software stack, the FP8 factor, the whole-run factor), each run's
// error in the fit and with its whole publication left out of the fit, the errors per kind, GPU generation
// and scale, and the 80 % bands built from the out-of-source errors with their coverage.
// Run: build/bench/gpuplan_calibration [--write resources/catalog/calibration.json]
#include "planner/Calibration.h"
#include "catalog/GpuCatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>

using namespace gpuplan;

namespace {
QString percent(double v)
{
    return QStringLiteral("%1%").arg(v * 100, 0, 'f', 1);
}

void summary(QTextStream& out, const QString& label, QList<double> errors)
{
    if (errors.isEmpty())
        return;
    std::sort(errors.begin(), errors.end());
    const qsizetype n = errors.size();
    const double median = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
    out << QStringLiteral("  %1 %2 rows  median |error| %3  largest %4\n")
               .arg(label, -28)
               .arg(n, 3)
               .arg(percent(median), 6)
               .arg(percent(errors.last()), 6);
}

QString scaleOf(int gpus)
{
    return gpus <= 8     ? QStringLiteral("1 server (≤ 8 GPUs)")
           : gpus <= 256 ? QStringLiteral("9–256 GPUs")
                         : QStringLiteral("more than 256 GPUs");
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const GpuCatalog& catalog = GpuCatalog::shipped();
    const CalibrationTable t = calibrationTable(catalog);
    const EfficiencyFactors& f = t.fit.factors;
    QStringList gens, stacks;
    for (auto it = f.generations.cbegin(); it != f.generations.cend(); ++it)
        gens << QStringLiteral("%1 %2").arg(it.key()).arg(*it, 0, 'f', 3);
    for (auto it = f.stacks.cbegin(); it != f.stacks.cend(); ++it)
        stacks << QStringLiteral("%1 %2").arg(it.key()).arg(*it, 0, 'f', 3);
    out << QStringLiteral(
               "Fitted on all %1 rows: h½ = %2 on the A100's balance of 153 FLOP per byte, × β ÷ 153 on a "
               "GPU "
               "of balance β (efficiency ∝ h ÷ (h + h½), h the hidden size); "
               "scale per GPU generation: %3; "
               "per software stack (not stated = 1): %4; FP8 (on the FP8 peak) %5; whole runs × "
               "%6; rms log error %7\n"
               "MoE, on its %8 steady-state rows alone: f½ = %9 (the experts' share e of the FLOPs "
               "× (1 + f½ ÷ fₑ), fₑ one expert's FFN width)\n\n")
               .arg(t.fit.rows)
               .arg(t.fit.shape.workHalf, 0, 'g', 3)
               .arg(gens.join(QStringLiteral(", ")), stacks.join(QStringLiteral(", ")))
               .arg(f.fp8, 0, 'f', 3)
               .arg(f.wholeRun, 0, 'f', 3)
               .arg(t.fit.rmsLogError, 0, 'f', 3)
               .arg(t.fit.moeRows)
               .arg(t.fit.shape.expertHalf, 0, 'f', 0);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("run"), -56)
               .arg(QStringLiteral("kind"), -8)
               .arg(QStringLiteral("stack"), -10)
               .arg(QStringLiteral("published"), 11)
               .arg(QStringLiteral("exact eff"), 9)
               .arg(QStringLiteral("fit eff"), 7)
               .arg(QStringLiteral("in fit"), 8)
               .arg(QStringLiteral("source out"), 10)
               .arg(QStringLiteral("metric"));
    QMap<QString, QList<double>> byKind, byGeneration, byScale, byStack;
    QList<double> all;
    for (int i = 0; i < t.inSample.size(); ++i) {
        const CalibrationResult& in = t.inSample[i];
        const CalibrationResult* lo = nullptr;
        for (const CalibrationResult& r : t.leaveOneSourceOut)
            if (r.run.id == in.run.id)
                lo = &r;
        const double err = lo ? lo->error : std::nan("");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7% %8% %9\n")
                   .arg(in.run.run.left(56), -56)
                   .arg(in.run.kind(), -8)
                   .arg(stackName(in.run.workload.stack), -10)
                   .arg(in.run.published, 11, 'f', 0)
                   .arg(in.exactEfficiency, 9, 'f', 3)
                   .arg(in.efficiency, 7, 'f', 3)
                   .arg(in.error * 100, 7, 'f', 1)
                   .arg(err * 100, 9, 'f', 1)
                   .arg(in.run.metric);
        out << QStringLiteral("    layout: %1; %2\n    source (grade %3): %4\n")
                   .arg(in.layout, in.run.layoutNote, in.run.grade, in.run.source);
        const double a = std::isfinite(err) ? std::abs(err) : 1e9;
        all << a;
        byKind[in.run.kind()] << a;
        if (!in.run.wholeRun) {
            byGeneration[generationOf(*in.run.cluster.gpu)] << a;
            byScale[scaleOf(in.run.cluster.gpus())] << a;
            byStack[stackName(in.run.workload.stack)] << a;
        }
    }
    out << QStringLiteral(
               "\nLeave-one-source-out (%1 publications; every row of a publication out of the fit "
               "that estimates it):\n")
               .arg(t.sources);
    summary(out, QStringLiteral("all rows"), all);
    for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
        summary(out, QStringLiteral("kind %1").arg(it.key()), *it);
    for (auto it = byGeneration.cbegin(); it != byGeneration.cend(); ++it)
        summary(out, QStringLiteral("throughput, %1").arg(it.key()), *it);
    for (auto it = byScale.cbegin(); it != byScale.cend(); ++it)
        summary(out, QStringLiteral("throughput, %1").arg(it.key()), *it);
    for (auto it = byStack.cbegin(); it != byStack.cend(); ++it)
        summary(out, QStringLiteral("throughput, stack %1").arg(it.key()), *it);
    auto band = [&](const QString& label, const UncertaintyBand& b) {
        out << QStringLiteral("  %1 %2–%3 (%4 rows)\n")
                   .arg(label, -44)
                   .arg(b.low, 0, 'f', 3)
                   .arg(b.high, 0, 'f', 3)
                   .arg(b.runs);
    };
    out << QStringLiteral("\nBands, published ÷ estimated time (80 %: split-conformal from 9 rows, Student-t "
                          "below):\n");
    band(QStringLiteral("steady state, software stack named"), t.steady);
    band(QStringLiteral("steady state, software stack not stated"), t.steadyUnknown);
    band(QStringLiteral("whole runs"), t.whole);
    band(QStringLiteral("steady state, MoE models"), t.moe);
    band(QStringLiteral("fine-tuning"), t.finetune);
    out << QStringLiteral("Coverage, each row against its kind's band built without its source:\n");
    for (auto it = t.validation.cbegin(); it != t.validation.cend(); ++it)
        out << QStringLiteral("  %1 %2 of %3 rows\n")
                   .arg(it.key(), -10)
                   .arg(percent(it->bandCoverage), 6)
                   .arg(it->rows);

    out << QStringLiteral(
        "\nWhole runs against their own published steady state (whole ÷ steady GPU-hours; the "
        "model: its run losses × the whole-run factor fitted without the row's publication):\n");
    for (const WholeRunGap& g : std::as_const(t.wholeGaps))
        out << QStringLiteral("  %1 published %2  run losses %3  modelled %4  error %5%\n")
                   .arg(g.run.left(56), -56)
                   .arg(g.published, 0, 'f', 3)
                   .arg(g.losses, 0, 'f', 3)
                   .arg(g.modelled, 0, 'f', 3)
                   .arg((g.modelled / g.published - 1) * 100, 0, 'f', 1);

    out << QStringLiteral(
        "\nTested, never fitted (grade C rows: partial configuration or secondary source; P40's "
        "long-context rows), under the fit on all rows:\n");
    for (const CalibrationResult& c : std::as_const(t.testedOnly)) {
        out << QStringLiteral("%1 %2 %3 %4 %5% %6\n")
                   .arg(c.run.run.left(56), -56)
                   .arg(c.run.kind(), -8)
                   .arg(stackName(c.run.workload.stack), -10)
                   .arg(c.run.published, 11, 'f', 0)
                   .arg(c.error * 100, 7, 'f', 1)
                   .arg(c.run.metric);
        out << QStringLiteral("    layout: %1; %2\n    source (grade %3): %4\n")
                   .arg(c.layout, c.run.layoutNote, c.run.grade, c.run.source);
    }

    const QStringList args = app.arguments();
    const qsizetype w = args.indexOf(QStringLiteral("--write"));
    if (w > 0 && w + 1 < args.size()) {
        QSaveFile file(args[w + 1]);
        if (!file.open(QIODevice::WriteOnly) || file.write(t.data().toJson()) < 0 || !file.commit()) {
            QTextStream(stderr) << "cannot write " << args[w + 1] << '\n';
            return 1;
        }
        out << "Wrote " << args[w + 1] << '\n';
    }
    return 0;
}
