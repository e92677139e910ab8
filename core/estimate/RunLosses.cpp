// What a whole training run loses beside its steady-state speed (interruptions, checkpoints, restarts,
// replacement waits), the band around every time, and their explanations: TimeEstimator's parts that
// follow the run rather than the step.
#include "TimeEstimator.h"

#include "util/Language.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TimeEstimator)
};
} // namespace

QString runLossText(const TimeEstimate& t, const QString& language)
{
    auto say = [&](const char* source) {
        return language.isEmpty() ? QCoreApplication::translate("TimeEstimator", source)
                                  : Language::translate(language, "TimeEstimator", source);
    };
    if (t.steadyHours <= 0 || t.lostHours <= 0)
        return say(QT_TRANSLATE_NOOP(
            "TimeEstimator", "Steady-state speed: interruptions, checkpoints and restarts are left out."));
    QString text =
        say(QT_TRANSLATE_NOOP(
                "TimeEstimator",
                "A whole run loses %1 (%2% of the steady-state time): %3 interruptions expected, "
                "a checkpoint every %4 (%5 to write), %6 of lost work and restarts"))
            .arg(durationText(t.lostHours, language))
            .arg(t.lostHours / t.steadyHours * 100, 0, 'f', 1)
            .arg(t.interruptions, 0, t.interruptions < 10 ? 'g' : 'f', t.interruptions < 10 ? 2 : 0)
            .arg(durationText(t.checkpointIntervalHours, language), durationText(t.checkpointHours, language),
                 durationText(t.recoveryHours, language));
    if (t.replacementHours > 0)
        text += say(QT_TRANSLATE_NOOP("TimeEstimator", ", %1 waiting for replaced servers"))
                    .arg(durationText(t.replacementHours, language));
    if (t.otherHours > 0)
        text += say(QT_TRANSLATE_NOOP("TimeEstimator", ", %1 more as published whole runs take beyond "
                                                       "these (evaluation, data stalls, slower early "
                                                       "software)"))
                    .arg(durationText(t.otherHours, language));
    text += say(QT_TRANSLATE_NOOP("TimeEstimator", "."));
    if (t.stalled)
        text += say(QT_TRANSLATE_NOOP(
            "TimeEstimator", " Interruptions come faster than the run recovers: ask for spare servers "
                             "or a shorter replacement time."));
    return text;
}

RunLossOptions TimeOptions::shippedLosses()
{
    const CalibrationData& d = CalibrationData::shipped();
    RunLossOptions o;
    o.failuresPerGpuHour = d.failuresPerGpuHour;
    o.hardwareShare = d.hardwareShare;
    o.checkpointWriteGBs = d.checkpointWriteGBs;
    return o;
}

void TimeEstimator::addRunLosses(TimeEstimate& t, const Prepared& k) const
{
    // Interruptions arrive at λ·G per hour (mean time between them M = 1 ÷ λG). A checkpoint takes C hours
    // to write (written by all servers at once); the best interval is τ = √(2·C·M) (Young 1974). Each
    // interruption loses on average half an interval of work and a restart; a hardware one on a quote also
    // waits for the replacement server (the whole wait on one server; on n servers the job goes on
    // without it, a 1/n share slower). Over the run's wall time T, with η the hardware share and H' = H/n:
    // T = W·(1 + C/τ) + λG·T·(τ/2 + R + η·H'), so T = W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H')).
    const RunLossOptions& o = m_options.losses;
    const Cluster& c = k.cluster;
    const double W = t.wallHours;
    t.steadyHours = W;
    const double G = c.gpus();
    const double rate = o.failuresPerGpuHour * G;
    if (o.count && m_training && W > 0 && rate > 0) {
        const double nodes = std::max(1, c.nodes);
        t.checkpointHours = k.checkpointHours;                 // m_checkpointBytes ÷ (servers × write rate)
        t.checkpointIntervalHours = k.checkpointIntervalHours; // max(C, √(2·C·MTBF)), MTBF = 1 ÷ rate
        const double writes = W > t.checkpointIntervalHours ? W / t.checkpointIntervalHours : 0.0;
        const double wait = o.hardwareShare * o.replacementHours / nodes;
        const double perInterruption = std::min(t.checkpointIntervalHours, W) / 2.0 + o.restartHours + wait;
        const double busy = rate * perInterruption;
        t.stalled = busy >= 0.9;
        double total = (W + writes * t.checkpointHours) / (1.0 - std::min(busy, 0.9));
        t.interruptions = rate * total;
        t.checkpointingHours = writes * t.checkpointHours;
        t.replacementHours = t.interruptions * wait;
        t.recoveryHours = total - W - t.checkpointingHours - t.replacementHours;
        t.otherHours = m_options.wholeRunKind(m_workload)
                           ? total * (std::max(1.0, m_options.factors.wholeRun) - 1.0)
                           : 0.0;
        total += t.otherHours;
        t.lostHours = total - W;
        t.wallHours = total;
        t.gpuHours = total * G;
    }
    const UncertaintyBand& b = m_options.band(m_workload);
    t.wallHoursLow = t.wallHours * b.low;
    t.wallHoursHigh = t.wallHours * b.high;
    t.gpuHoursLow = t.gpuHours * b.low;
    t.gpuHoursHigh = t.gpuHours * b.high;
}

QList<Explanation> TimeEstimator::lossExplanations(const Cluster& c, const TimeEstimate& t) const
{
    QList<Explanation> out;
    if (t.lostHours > 0)
        out << Explanation{
            Tr::tr("what a whole run loses"),
            Tr::tr("T = k·W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H/n)); τ = √(2·C·MTBF) (Young 1974), MTBF = "
                   "1 ÷ λG; a failed server waits H hours for its replacement (on n servers the rest go on); "
                   "k: what published whole runs take beyond these, fitted on those that also publish their "
                   "steady-state speed"),
            Tr::tr("λ = %1 per GPU-hour, G = %2, C = %3 s (checkpoint of %4 GB at %5 GB/s per server), R "
                   "= %6 h, η = %7, H = %8 h, k = %9")
                .arg(m_options.losses.failuresPerGpuHour, 0, 'g', 4)
                .arg(c.gpus())
                .arg(t.checkpointHours * 3600, 0, 'f', 1)
                .arg(m_checkpointBytes / 1e9, 0, 'f', 1)
                .arg(m_options.losses.checkpointWriteGBs, 0, 'g', 3)
                .arg(m_options.losses.restartHours, 0, 'g', 3)
                .arg(m_options.losses.hardwareShare, 0, 'g', 2)
                .arg(m_options.losses.replacementHours, 0, 'g', 3)
                .arg(m_options.factors.wholeRun, 0, 'f', 2),
            t.lostHours * 3600.0,
            Tr::tr(
                "Llama Team 2024 (arXiv 2407.21783) §3.3.4: 419 unexpected interruptions in 54 days on "
                "16,384 H100, 78% hardware; Young 1974; k: Llama 3.1 405B's model card, OPT-175B's "
                "logbook and BloombergGPT (Wu et al. 2023), each against its published steady-state speed")};
    out << Explanation{
        Tr::tr("band"),
        Tr::tr("published ÷ estimated time, 80% of the public runs with their source left out of the fit: "
               "%1–%2 (whole runs), %3–%4 (steady state, software named), %5–%6 (software not stated), "
               "%7–%8 (MoE models), %9–%10 (fine-tuning)")
            .arg(m_options.wholeBand.low, 0, 'f', 2)
            .arg(m_options.wholeBand.high, 0, 'f', 2)
            .arg(m_options.steadyBand.low, 0, 'f', 2)
            .arg(m_options.steadyBand.high, 0, 'f', 2)
            .arg(m_options.steadyUnknownBand.low, 0, 'f', 2)
            .arg(m_options.steadyUnknownBand.high, 0, 'f', 2)
            .arg(m_options.moeBand.low, 0, 'f', 2)
            .arg(m_options.moeBand.high, 0, 'f', 2)
            .arg(m_options.finetuneBand.low, 0, 'f', 2)
            .arg(m_options.finetuneBand.high, 0, 'f', 2),
        durationWithBand(t.wallHours, t.wallHoursLow, t.wallHoursHigh), t.wallHoursHigh * 3600.0,
        Tr::tr("calibrated on published training runs (README, \"How the figures are computed\")")};
    return out;
}

// The compute efficiency's formula with the fitted factors that made it (the calibration's); MoE models
// show their factor too.
Explanation TimeEstimator::efficiencyExplanation(const GpuModel& gpu, const TimeEstimate& t) const
{
    const Workload& w = m_workload;
    const bool fp8 = w.precision == Precision::FP8 && isTraining(w.method) &&
                     gpu.denseTflops[static_cast<int>(Precision::FP8)] > 0;
    const bool moe = w.model.isMoe();
    const CalibrationData& cal = CalibrationData::shipped();
    QStringList factors{
        QString::number(gpu.defaultMfu, 'f', 3),
        Tr::tr("%1 (%2)", "a factor and what it is for")
            .arg(m_options.factors.generation(gpu), 0, 'f', 3)
            .arg(generationLabel(generationOf(gpu))),
        moe ? Tr::tr("1.000 (the training software's factor is fitted on dense models; an MoE "
                     "model takes the MoE factor instead)")
            : Tr::tr("%1 (%2)", "a factor and what it is for")
                  .arg(m_options.factors.stack(w.stack), 0, 'f', 3)
                  .arg(stackLabel(w.stack))};
    if (!fp8)
        factors << QString::number(1.0, 'f', 3);
    factors << QString::number(m_options.shape.factor(EfficiencyShape::work(w.model.hidden), gpu), 'f', 3);
    // h½ on this GPU: the fitted one × its balance β (16-bit dense peak ÷ memory bandwidth) ÷ the A100's.
    QString inputs =
        QStringLiteral("h = %1, h½ = %2").arg(w.model.hidden).arg(m_options.shape.halfFor(gpu), 0, 'f', 0);
    if (m_options.shape.referenceBalance > 0 && gpu.memoryBandwidthGBs > 0)
        inputs += QStringLiteral(" = %1 × %2 ÷ %3")
                      .arg(m_options.shape.workHalf, 0, 'f', 0)
                      .arg(gpu.peakTflops(Precision::BF16) * 1000.0 / gpu.memoryBandwidthGBs, 0, 'f', 0)
                      .arg(m_options.shape.referenceBalance, 0, 'f', 0);
    if (moe) {
        factors << QString::number(m_moeFactor, 'f', 3);
        inputs += QStringLiteral(", e = %1, f½ = %2, fₑ = %3")
                      .arg(m_expertFlopShare, 0, 'f', 2)
                      .arg(m_options.shape.expertHalf, 0, 'f', 0)
                      .arg(w.model.ffn);
    }
    QString formula;
    QString values = factors.join(QStringLiteral(" × "));
    if (!fp8) {
        formula =
            moe ? Tr::tr("catalog value × scale of the GPU generation × factor of the training software × "
                         "FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's "
                         "FLOPs per byte of memory bandwidth ÷ the A100's × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)")
                : Tr::tr("catalog value × scale of the GPU generation × factor of the training software × "
                         "FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's "
                         "FLOPs per byte of memory bandwidth ÷ the A100's");
    } else {
        // FP8 training: Amdahl's law on the 16-bit efficiency (TimeEstimator::computeEfficiency).
        formula =
            (moe ? Tr::tr("e₁₆ = catalog value × scale of the GPU generation × factor of the training "
                          "software × f(h) ÷ f(8,192) × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)")
                 : Tr::tr("e₁₆ = catalog value × scale of the GPU generation × factor of the training "
                          "software × f(h) ÷ f(8,192)")) +
            Tr::tr("; FP8 (only the linear layers' products run on the FP8 peak, r times the 16-bit "
                   "one, at the FP8 factor k: the share s = f(h) × (1 − a) of the 16-bit time, a the "
                   "attention core's share of the FLOPs; the rest stays at 16 bits): e₁₆ ÷ (s ÷ k + r·(1 − "
                   "s)) on the FP8 peak");
        const double share = productShare(gpu);
        const double e16 = std::min(
            0.95, gpu.defaultMfu * m_options.efficiencyScale * m_generationScale[generationIndex(gpu)] *
                      m_fixedFactor * m_options.shape.factor(EfficiencyShape::work(w.model.hidden), gpu));
        values = Tr::tr("e₁₆ = %1 = %2; a = %3, s = %4, k = %5, r = %6")
                     .arg(values)
                     .arg(e16, 0, 'f', 3)
                     .arg(m_attnShare, 0, 'f', 3)
                     .arg(share, 0, 'f', 3)
                     .arg(m_options.factors.fp8, 0, 'f', 3)
                     .arg(gpu.denseTflops[static_cast<int>(Precision::FP8)] /
                              std::max(1e-9, gpu.peakTflops(Precision::BF16)),
                          0, 'f', 2);
    }
    return Explanation{
        Tr::tr("compute efficiency"), formula, values + QStringLiteral(", ") + inputs, t.computeEfficiency,
        moe ? Tr::tr(
                  "MoE: f½ and its band from %1 published MoE runs (f½ fitted on the 16-bit ones); with each "
                  "publication left out, median error "
                  "%2% (resources/catalog/calibration.json, README \"How the figures are computed\")")
                  .arg(cal.moe.runs)
                  .arg(cal.validation.value(QStringLiteral("moe")).medianAbsError * 100, 0, 'f', 0)
            : Tr::tr(
                  "fitted and tested on %1 published runs from %2 publications; with each publication left "
                  "out, median error %3% (resources/catalog/calibration.json, README \"How the figures are "
                  "computed\")")
                  .arg(cal.runs.size())
                  .arg(cal.sources)
                  .arg(cal.sourceMedianAbsError * 100, 0, 'f', 0)};
}

} // namespace gpuplan
