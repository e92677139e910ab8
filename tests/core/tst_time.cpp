#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/TimeEstimator.h"
#include "planner/Calibration.h"
#include "planner/Planning.h"

#include <algorithm>
#include <cmath>

#include <QTest>

using namespace gpuplan;

namespace {
ModelSpec preset(const char* id)
{
    return ModelCatalog::shipped().find(QString::fromLatin1(id)).value();
}
const GpuModel* gpu(const char* id)
{
    return GpuCatalog::shipped().byId(QString::fromLatin1(id));
}
} // namespace

class TestTime : public QObject
{
    Q_OBJECT
private slots:
    void flopsPerToken_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("paramFactor");
        QTest::addColumn<double>("attnFactor");
        QTest::newRow("full, none: 6N + 12Lsd") << int(Method::Full) << int(Recompute::None) << 6.0 << 12.0;
        QTest::newRow("full, full recompute: 8N + 16Lsd")
            << int(Method::Full) << int(Recompute::Full) << 8.0 << 16.0;
        QTest::newRow("full, selective: 6N + 16Lsd")
            << int(Method::Full) << int(Recompute::Selective) << 6.0 << 16.0;
        QTest::newRow("lora, none: 4N + 8Lsd") << int(Method::Lora) << int(Recompute::None) << 4.0 << 8.0;
        QTest::newRow("lora, full: 6N + 12Lsd") << int(Method::Lora) << int(Recompute::Full) << 6.0 << 12.0;
    }
    void flopsPerToken()
    {
        QFETCH(int, method);
        QFETCH(int, recompute);
        QFETCH(double, paramFactor);
        QFETCH(double, attnFactor);
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method(method));
        w.seqLen = 2048;
        const TimeEstimator t(w);
        const double expected = paramFactor * 6.74e9 + attnFactor * 32 * 2048 * 4096;
        QVERIFY(std::abs(t.flopsPerToken(Recompute(recompute)) / expected - 1) < 1e-12);
    }

    // Rows tested, never fitted: the grade C rows (measured-runs.md: partial configuration or secondary
    // source) and torchtitan's long-context rows (P40). They are not among the runs calibration.json was
    // fitted on, and the shipped fit estimates each. What the grade C rows show (README, Calibration): LLaMA
    // 2 70B on 64 Ascend 910B (ModelLink) −28 %, nanotron's 1B on 8 H100 +26 %, nanoGPT on an RTX 4090 −44 %
    // (GPT-2 124M, h = 768, far below the widths fitted), a whole 70B fine-tuning job with evaluation and
    // full checkpoints −88 %. P40 (Llama 3.1 8B in Float8 at 32k, 128k and 262k tokens: 3,890, 1,071 and 548
    // tokens/s per GPU) within 35 %: the attention core, 52–90 % of a token's FLOPs there, stays in 16 bits;
    // with it counted as FP8 they came out +39 %, +98 % and +87 %.
    void rowsTestedNotFitted()
    {
        const CalibrationTable t = calibrationTable(GpuCatalog::shipped());
        QCOMPARE(t.testedOnly.size(), 7);
        const QStringList fittedOn = CalibrationData::shipped().runs;
        int longContext = 0;
        for (const CalibrationResult& r : t.testedOnly) {
            QCOMPARE(r.run.role, QStringLiteral("test"));
            QVERIFY2(!fittedOn.contains(r.run.id), qPrintable(r.run.id));
            QVERIFY2(std::isfinite(r.error) && (r.fits || !r.run.memoryAsPublished),
                     qPrintable(r.run.id + QLatin1Char(' ') + r.layout));
            qInfo("%s: published %.0f %s, estimated %.0f (%+.1f %%)", qPrintable(r.run.id), r.run.published,
                  qPrintable(r.run.metric), r.estimated, r.error * 100);
            if (r.run.grade == QLatin1String("C")) {
                QVERIFY2(r.error > -0.95 && r.error < 1.0, qPrintable(r.run.id));
            } else {
                QVERIFY(r.run.id.startsWith(QLatin1String("titan-llama3-8b-")));
                QVERIFY2(std::abs(r.error) <= 0.35, qPrintable(r.run.id));
                ++longContext;
            }
        }
        QCOMPARE(longContext, 3);
        for (const CalibrationResult& r : t.inSample)
            QVERIFY(r.run.grade != QLatin1String("C"));
    }

    // Published runs (../shared/data/measured-runs.md, rows 1–10 and P1–P69 with a known GPU count and
    // model shape) through the planning model, each publication's rows left out of the fit that estimates
    // them (leave-one-source-out). Targets that can fail (issue 39): steady-state throughput median ≤ 10 %;
    // every row estimated; the bands, built from the out-of-source errors, hold ≥ 80 % of all rows when each
    // row's own source is left out of its band too. The shipped calibration.json is what the fit produces.
    // The steady-state targets hold for dense models: median 8.2 %, largest 23.9 % (FlagPerf's Llama
    // 3 8B on 8 H100 in bf16). Since 2026-12-05 GPT 1T, the 2021 Megatron-LM, takes the factor of the
    // Megatron-DeepSpeed family it belongs to, not Megatron-core's; FlagPerf's Llama 3 8B rows (P30) are
    // in the fit; torchtitan's H100 rows run on their own part (96 GB HBM2e at 2.4 TB/s, 500 W). The
    // whole-run targets are not met and are asserted at what the model reaches, so that a change that makes
    // them worse fails: median 42 % / largest 56 % (target 15 % / 35 %). LLaMA's table 15 and DeepSeek-V3's
    // 2.664M GPU-hours count as steady state (both are the steady throughput times the tokens, as their
    // sources say), so the whole runs are the four elapsed ones: Llama 3.1 405B's card, OPT-175B's logbook,
    // BloombergGPT and Falcon-180B; the whole-run factor is fitted on the three that publish their steady
    // state too (wholeRunAgainstItsSteadyState). MoE models are their own kind ("moe"): f½ fitted on the
    // 16-bit rows, FP8 ones tested, and without the software's factor (fitted on dense models). Stop 72
    // corrected how ZeRO shards the experts (each over its own replicas, not ÷ ep again) and took AutoModel's
    // rows as published (micro-batch 1, activation checkpointing), which the old count had let run without
    // recomputation; and Qwen3-235B's folded layout (TP 2 · EP 32) is estimated. With each source left out:
    // median 29.7 %, largest 86.3 % (Qwen3-30B-A3B in FP8; both FP8 rows over-estimated, +47 % and +86 %);
    // it was 7.7 % / 27 % on the wrong memory count.
    void measuredRunsLeaveOneSourceOut()
    {
        const CalibrationTable t = calibrationTable(GpuCatalog::shipped());
        QVERIFY2(t.inSample.size() >= 40, qPrintable(QString::number(t.inSample.size())));
        QCOMPARE(t.leaveOneSourceOut.size(), t.inSample.size());
        QVERIFY(t.sources >= 20);
        QCOMPARE(sourceKey(QStringLiteral("Touvron et al. 2023, LLaMA (arXiv 2302.13971), table 15")),
                 QStringLiteral("Touvron et al. 2023"));
        QCOMPARE(sourceKey(QStringLiteral("NVIDIA-NeMo/Automodel docs/performance-summary.md (2025-10-02)")),
                 sourceKey(QStringLiteral("NVIDIA-NeMo/Automodel docs/performance-summary.md")));
        QSet<QString> ids;
        for (const CalibrationResult& r : t.leaveOneSourceOut) {
            QVERIFY2(std::isfinite(r.error), qPrintable(r.run.id + QLatin1Char(' ') + r.layout));
            QVERIFY2(r.fits || !r.run.memoryAsPublished, qPrintable(r.run.id));
            QVERIFY2(r.run.grade == QLatin1String("A") || r.run.grade == QLatin1String("B"),
                     qPrintable(r.run.id));
            QVERIFY2(!ids.contains(r.run.id), qPrintable(r.run.id));
            ids.insert(r.run.id);
        }
        const KindValidation steady = t.validation.value(QStringLiteral("steady"));
        const KindValidation whole = t.validation.value(QStringLiteral("whole"));
        const KindValidation all = t.validation.value(QStringLiteral("all"));
        QVERIFY(steady.rows >= 32 && whole.rows >= 4);
        QVERIFY2(steady.medianAbsError <= 0.10, qPrintable(QString::number(steady.medianAbsError)));
        QVERIFY2(steady.largestAbsError <= 0.25, qPrintable(QString::number(steady.largestAbsError)));
        QVERIFY2(whole.medianAbsError <= 0.43, qPrintable(QString::number(whole.medianAbsError)));
        const KindValidation moe = t.validation.value(QStringLiteral("moe"));
        QCOMPARE(moe.rows, 6);
        QVERIFY2(moe.medianAbsError <= 0.31, qPrintable(QString::number(moe.medianAbsError)));
        QVERIFY2(moe.largestAbsError <= 0.88, qPrintable(QString::number(moe.largestAbsError)));
        // The MoE factor is fitted (f½ > 0) on the three 16-bit rows, the dense model unchanged by them.
        QCOMPARE(t.fit.moeRows, 3);
        QVERIFY(t.fit.shape.expertHalf > 0);
        QVERIFY2(whole.largestAbsError <= 0.57, qPrintable(QString::number(whole.largestAbsError)));
        // Fine-tuning (4 rows, P51 among them since 2026-12-04): median 19 %, largest 58 % (AutoModel's
        // Llama 3 70B LoRA) with each source out (median 25 % before h½ followed the GPU's balance: NeMo's
        // small FP8 fine-tunes on H100 came out slower).
        const KindValidation finetune = t.validation.value(QStringLiteral("finetune"));
        QCOMPARE(finetune.rows, 4);
        QVERIFY2(finetune.medianAbsError <= 0.20, qPrintable(QString::number(finetune.medianAbsError)));
        QVERIFY2(finetune.largestAbsError <= 0.59, qPrintable(QString::number(finetune.largestAbsError)));
        QVERIFY2(all.bandCoverage >= 0.80, qPrintable(QString::number(all.bandCoverage)));
        QVERIFY2(t.validation.value(QStringLiteral("steady")).bandCoverage >= 0.80,
                 qPrintable(QString::number(t.validation.value(QStringLiteral("steady")).bandCoverage)));
        // The median by hand: the middle of the sorted |errors| of the steady-state rows.
        QList<double> errors;
        for (const CalibrationResult& r : t.leaveOneSourceOut)
            if (r.run.kind() == QLatin1String("steady"))
                errors << std::abs(r.error);
        std::sort(errors.begin(), errors.end());
        const qsizetype n = errors.size();
        const double median = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
        QVERIFY(std::abs(median - steady.medianAbsError) < 1e-12);

        // The shipped calibration.json holds what this fit finds (re-run build/bench/gpuplan_calibration
        // --write resources/catalog/calibration.json after a change of the time model or the runs).
        const CalibrationData& shipped = CalibrationData::shipped();
        const CalibrationData fitted = t.data();
        QCOMPARE(shipped.runs, fitted.runs);
        QVERIFY2(std::abs(shipped.shape.workHalf - fitted.shape.workHalf) <= 1,
                 qPrintable(QString::number(fitted.shape.workHalf)));
        QVERIFY2(std::abs(shipped.shape.expertHalf - fitted.shape.expertHalf) <= 1,
                 qPrintable(QString::number(fitted.shape.expertHalf)));
        QCOMPARE(shipped.factors.generations.keys(), fitted.factors.generations.keys());
        QCOMPARE(shipped.factors.stacks.keys(), fitted.factors.stacks.keys());
        for (const QString& k : fitted.factors.generations.keys())
            QVERIFY2(std::abs(shipped.factors.generations[k] - fitted.factors.generations[k]) < 1e-3,
                     qPrintable(k));
        for (const QString& k : fitted.factors.stacks.keys())
            QVERIFY2(std::abs(shipped.factors.stacks[k] - fitted.factors.stacks[k]) < 1e-3, qPrintable(k));
        QVERIFY(std::abs(shipped.factors.fp8 - fitted.factors.fp8) < 1e-3);
        QVERIFY(std::abs(shipped.factors.wholeRun - fitted.factors.wholeRun) < 1e-3);
        for (const auto& [a, b] :
             {std::pair{shipped.steady, fitted.steady},
              std::pair{shipped.steadyUnknown, fitted.steadyUnknown}, std::pair{shipped.whole, fitted.whole},
              std::pair{shipped.moe, fitted.moe}, std::pair{shipped.finetune, fitted.finetune}}) {
            QVERIFY(std::abs(a.low - b.low) < 0.001 && std::abs(a.high - b.high) < 0.001);
            QCOMPARE(a.runs, b.runs);
        }
        QCOMPARE(shipped.sources, t.sources);
        QVERIFY(std::abs(shipped.sourceMedianAbsError - t.sourceMedianAbsError) < 0.001);
        QVERIFY(std::abs(shipped.validation.value(QStringLiteral("steady")).bandCoverage -
                         steady.bandCoverage) < 0.001);
        // Not stated is the average stack: the named stacks' factors lie on both sides of 1.
        double lo = 10, hi = 0;
        for (double f : shipped.factors.stacks) {
            lo = std::min(lo, f);
            hi = std::max(hi, f);
        }
        QVERIFY(lo < 1 && hi > 1);
        QVERIFY(shipped.factors.wholeRun >= 1);
        // The software not stated has the wider band.
        QVERIFY(shipped.steadyUnknown.high / shipped.steadyUnknown.low >
                shipped.steady.high / shipped.steady.low);
    }

    // The 80 % prediction interval by hand. Split-conformal from 9 log ratios: ⌊10 × 0.1⌋ = 1st and ⌈10 ×
    // 0.9⌉ = 9th of the sorted nine. Student-t below 9: 4 values −0.1, 0, 0.1, 0.2: mean 0.05, s = 0.12910,
    // t(0.9, 3) = 1.638, half-width 1.638 × 0.12910 × √1.25 = 0.23643 → exp(0.05 ± 0.23643) = 0.8301–1.3315.
    void predictionBandByHand()
    {
        const UncertaintyBand c = predictionBand({0.3, -0.2, 0.1, 0.0, -0.05, 0.05, 0.2, -0.1, 0.15});
        QCOMPARE(c.runs, 9);
        QVERIFY(std::abs(c.low - std::exp(-0.2)) < 1e-12);
        QVERIFY(std::abs(c.high - std::exp(0.3)) < 1e-12);
        // 19 values 0.01 … 0.19 shifted by −0.1: ⌊20 × 0.1⌋ = 2nd, ⌈20 × 0.9⌉ = 18th.
        QList<double> d;
        for (int i = 1; i <= 19; ++i)
            d << 0.01 * i - 0.1;
        const UncertaintyBand b = predictionBand(d);
        QVERIFY(std::abs(b.low - std::exp(-0.08)) < 1e-12);
        QVERIFY(std::abs(b.high - std::exp(0.08)) < 1e-12);
        const UncertaintyBand t = predictionBand({-0.1, 0.0, 0.1, 0.2});
        QVERIFY2(std::abs(t.low - 0.8301) < 1e-3, qPrintable(QString::number(t.low)));
        QVERIFY2(std::abs(t.high - 1.3315) < 1e-3, qPrintable(QString::number(t.high)));
        // Always holds 1: all rows slower than estimated still give a band from 1 up.
        const UncertaintyBand up = predictionBand({0.2, 0.25, 0.3});
        QCOMPARE(up.low, 1.0);
        QVERIFY(up.high > std::exp(0.3));
        // A kind with three rows of its own keeps its own interval (the Student-t one above).
        const QList<double> parent{0.3, -0.2, 0.1, 0.0, -0.05, 0.05, 0.2, -0.1};
        const UncertaintyBand three = kindBand({-0.1, 0.0, 0.1}, parent);
        QCOMPARE(three.low, predictionBand({-0.1, 0.0, 0.1}).low);
        // With one row of its own, 0.42 (a fine-tune 1.52 × slower than estimated): pooled with the eight
        // parent rows, nine values, split-conformal 1st and 9th of the sorted nine = −0.2 and 0.42; widened
        // to hold 0.42 (already inside); runs counts its own row. With one row −0.6 instead: the pool's 1st
        // is −0.6, its 9th 0.3.
        const UncertaintyBand one = kindBand({0.42}, parent);
        QCOMPARE(one.runs, 1);
        QVERIFY(std::abs(one.low - std::exp(-0.2)) < 1e-12);
        QVERIFY(std::abs(one.high - std::exp(0.42)) < 1e-12);
        const UncertaintyBand low = kindBand({-0.6}, parent);
        QVERIFY(std::abs(low.low - std::exp(-0.6)) < 1e-12);
        QVERIFY(std::abs(low.high - std::exp(0.3)) < 1e-12);
        // With none of its own: the parent kind's band.
        QCOMPARE(kindBand({}, parent).runs, 0);
    }

    // The software stack: named on the command line or in a plan file by the names users know; its fitted
    // factor changes the efficiency; inference refuses it.
    void softwareStack()
    {
        QCOMPARE(stackFromName(QStringLiteral("NeMo")), std::optional(SoftwareStack::Megatron));
        QCOMPARE(stackFromName(QStringLiteral("torchtitan")), std::optional(SoftwareStack::Fsdp));
        QCOMPARE(stackFromName(QStringLiteral("xtuner")), std::optional(SoftwareStack::LlamaFactory));
        QCOMPARE(stackFromName(QStringLiteral("unknown")), std::optional(SoftwareStack::Unknown));
        QVERIFY(!stackFromName(QStringLiteral("jax")));
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Pretrain);
        TimeOptions o;
        o.factors.stacks = {{QStringLiteral("megatron"), 1.2}, {QStringLiteral("fsdp"), 0.9}};
        o.factors.generations = {{QStringLiteral("ampere"), 1.0}};
        const GpuModel& a100 = *gpu("a100-sxm-80g");
        const double base = TimeEstimator(w, o).computeEfficiency(a100);
        w.stack = SoftwareStack::Megatron;
        QVERIFY(std::abs(TimeEstimator(w, o).computeEfficiency(a100) - 1.2 * base) < 1e-12);
        w.stack = SoftwareStack::Fsdp;
        QVERIFY(std::abs(TimeEstimator(w, o).computeEfficiency(a100) - 0.9 * base) < 1e-12);
        w.stack = SoftwareStack::DeepSpeed; // no factor fitted: as not stated
        QVERIFY(std::abs(TimeEstimator(w, o).computeEfficiency(a100) - base) < 1e-12);
        // FP8 training where the GPU has FP8 tensor cores (H100): by Amdahl's law only the linear layers'
        // products, the share w = h ÷ (h + h½) × (1 − a) of the 16-bit time, run on the FP8 peak (r = 1,978.9
        // ÷ 989.4 TFLOPS, NVIDIA's H100 SXM datasheet, dense) at the FP8 factor k; the rest keeps its 16-bit
        // time. Time per FLOP at the FP8 peak: w ÷ (r·k·e₁₆) + (1 − w) ÷ e₁₆ in units of 1 ÷ P₁₆, so the
        // efficiency on the FP8 peak is e₁₆ ÷ (w ÷ k + r·(1 − w)). An A100 has none and runs the products in
        // bf16, so its efficiency stays as it was.
        const GpuModel& h100 = *gpu("h100-sxm-80g");
        const double hopperBase = TimeEstimator(w, o).computeEfficiency(h100);
        o.factors.fp8 = 0.8;
        w.precision = Precision::FP8;
        // The attention core stays in 16 bits: a = 12·L·d·s ÷ (6·N + 12·L·d·s), Llama 2 7B (L 32, d 4,096,
        // N 6.74B) at the default 2,048 tokens: 3.221e9 ÷ (40.44e9 + 3.221e9) = 0.0738; s = f(h) × (1 − a).
        const double attn = 12.0 * 32 * 4096 * w.seqLen;
        const double a = attn / (6 * w.model.activeParams + attn);
        QVERIFY(std::abs(w.model.activeParams / 6.74e9 - 1) < 0.01 && w.seqLen == 2048);
        QVERIFY(std::abs(a - 0.0738) < 0.002);
        // h½ grows with the GPU's balance (16-bit dense peak ÷ memory bandwidth, the datasheets): the H100's
        // 989.4 TFLOPS ÷ 3,350 GB/s = 295.3 FLOP per byte against the A100's 312 ÷ 2,039 = 153.0: × 1.930.
        QCOMPARE(o.shape.referenceBalance, 312000.0 / 2039.0);
        const double hopperHalf = o.shape.workHalf * (989400.0 / 3350.0) / (312000.0 / 2039.0);
        QVERIFY(std::abs(hopperHalf / o.shape.workHalf - 1.930) < 0.001);
        QVERIFY(std::abs(o.shape.halfFor(h100) / hopperHalf - 1) < 1e-9);
        QVERIFY(std::abs(o.shape.halfFor(a100) - o.shape.workHalf) < 1e-9);
        // torchtitan's H100s (llama3_h100_202412_torchtitan.md, "Hardware": 96 GB of HBM2e at 2.4 TB/s, 500
        // W) run on their own part: 989.4 ÷ 2,400 = 412.3 FLOP per byte, × 2.694 the A100's h½, the stated
        // memory; every other H100 row on the catalog's SXM.
        int grandTeton = 0;
        for (const MeasuredRun& m :
             measuredRuns(GpuCatalog::shipped()) + testedOnlyRuns(GpuCatalog::shipped())) {
            static const QStringList teton = {
                QStringLiteral("titan-llama3-8b-8"),    QStringLiteral("titan-llama3-8b-128"),
                QStringLiteral("titan-llama3-70b-256"), QStringLiteral("titan-llama3-8b-32k"),
                QStringLiteral("titan-llama3-8b-128k"), QStringLiteral("titan-llama3-8b-262k")};
            if (!teton.contains(m.id)) {
                QVERIFY2(!m.part, qPrintable(m.id));
                continue;
            }
            ++grandTeton;
            QVERIFY2(m.part && m.cluster.gpu == m.part.get(), qPrintable(m.id));
            QCOMPARE(m.cluster.gpu->memoryBandwidthGBs, 2400.0);
            QCOMPARE(m.cluster.gpu->memoryGb, 96.0);
            QCOMPARE(m.cluster.gpu->peakTflops(Precision::BF16), 989.4);
            QVERIFY(std::abs(o.shape.halfFor(*m.cluster.gpu) / o.shape.workHalf - 2.694) < 0.001);
        }
        QCOMPARE(grandTeton, 6); // P38, P39, P41 and P40's three long-context rows
        const double share = 4096.0 / (4096.0 + hopperHalf) * (1 - a); // h = 4,096
        QVERIFY(o.shape.workHalf > 100);
        const double r = 1978.9 / 989.4;
        const double fp8 = hopperBase / (share / 0.8 + r * (1 - share));
        QVERIFY2(
            std::abs(TimeEstimator(w, o).computeEfficiency(h100) / fp8 - 1) < 1e-3,
            qPrintable(QStringLiteral("%1 vs %2").arg(TimeEstimator(w, o).computeEfficiency(h100)).arg(fp8)));
        QVERIFY(std::abs(TimeEstimator(w, o).computeEfficiency(a100) - base) < 1e-12);
        // Without the width's dependence (h½ = 0) and at one token of context every FLOP is nearly a
        // product's (a = 3.9e-5): the factor alone.
        o.shape.workHalf = 0;
        w.seqLen = 1;
        const double flat = TimeEstimator(w, o).computeEfficiency(h100);
        w.precision = Precision::BF16;
        QVERIFY(std::abs(flat / (0.8 * TimeEstimator(w, o).computeEfficiency(h100)) - 1) < 1e-3);
    }

    // The bands the shipped model gives: published time ÷ the shipped model's estimate of each run within
    // [low, high] of its kind for at least 80 % of the runs (the fit's own errors are smaller than the
    // out-of-source ones the bands are built from).
    void bandHoldsThePublishedFigures()
    {
        const QList<CalibrationResult> results = calibrate(GpuCatalog::shipped());
        const CalibrationData& d = CalibrationData::shipped();
        QVERIFY(d.steady.low < 1 && d.steady.high > 1 && d.whole.low < 1 && d.whole.high > 1);
        int inside = 0;
        for (const CalibrationResult& r : results) {
            const UncertaintyBand& b = r.run.wholeRun                                   ? d.whole
                                       : r.run.workload.stack == SoftwareStack::Unknown ? d.steadyUnknown
                                                                                        : d.steady;
            if (r.timeRatio() >= b.low - 1e-9 && r.timeRatio() <= b.high + 1e-9)
                ++inside;
        }
        QVERIFY2(inside >= 0.8 * results.size(),
                 qPrintable(QStringLiteral("%1 of %2").arg(inside).arg(results.size())));
    }

    // The efficiency follows the hidden size: f(h) = h ÷ (h + h½), relative to LLaMA 65B's 8,192, where the
    // catalog's value (times the fitted factors) holds. With h½ = 819: a 7B (h 4,096) gets (4,096 ÷ 4,915) ÷
    // (8,192 ÷ 9,011) = 0.83337 ÷ 0.90911 = 0.91669.
    void efficiencyFollowsTheWorkSize()
    {
        EfficiencyShape shape;
        shape.workHalf = 819;
        QVERIFY(std::abs(shape.factor(8192) - 1) < 1e-12);
        QVERIFY2(std::abs(shape.factor(EfficiencyShape::work(4096)) - 0.91669) < 1e-4,
                 qPrintable(QString::number(shape.factor(4096))));
        QVERIFY(shape.factor(16384) > 1 && shape.factor(16384) < 1.05);
        // In the estimator: the catalog value × the factors × f(h).
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        TimeOptions o;
        o.shape = shape;
        o.factors = EfficiencyFactors{};
        const TimeEstimator te(w, o);
        QVERIFY(std::abs(te.computeEfficiency(*gpu("a100-sxm-80g")) - 0.607 * shape.factor(4096)) < 1e-9);
    }

    // What a whole run loses, by hand. 256 servers of 8 × A100 (2,048 GPUs) on a 720-hour steady run of a
    // 7B full fine-tune: λ = 419 ÷ (16,384 × 54 × 24) = 1.9733e-5 per GPU-hour (Llama 3) → λG = 0.040413 per
    // hour, MTBF 24.744 h. Checkpoint: bf16 weights 2 B + AdamW fp32 master and moments 12 B = 14 B × 6.74e9
    // = 94.36 GB, written at 1 GB/s by each of 256 servers: C = 94.36 ÷ 256 s = 0.36859 s = 1.0239e-4 h.
    // τ = √(2 × C × MTBF) = √(2 × 1.0239e-4 × 24.744) = 0.071184 h. Each interruption loses τ/2 and a restart
    // of 0.25 h: T = 720 × (1 + C/τ) ÷ (1 − λG × (τ/2 + 0.25)) = 720 × 1.0014384 ÷ (1 − 0.011541) = 729.46 h.
    void runLossesByHand()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        const Cluster c{gpu("a100-sxm-80g"), 8, 256, Network::Rdma, 200, 8};
        TimeOptions byHand; // the run-loss model alone: no whole-run factor on top
        byHand.factors.wholeRun = 1;
        TimeEstimator te(w, byHand);
        TimeEstimate t;
        t.wallHours = 720;
        t.gpuHours = 720 * 2048;
        te.addRunLosses(t, c);
        QVERIFY2(std::abs(t.checkpointIntervalHours - 0.071184) < 1e-5,
                 qPrintable(QString::number(t.checkpointIntervalHours, 'g', 8)));
        QVERIFY2(std::abs(t.wallHours - 729.46) < 0.02, qPrintable(QString::number(t.wallHours, 'f', 3)));
        QCOMPARE(t.steadyHours, 720.0);
        QVERIFY(std::abs(t.lostHours - (t.wallHours - 720)) < 1e-9);
        QVERIFY(std::abs(t.interruptions - 0.040413 * t.wallHours) < 0.01);
        QVERIFY(std::abs(t.checkpointingHours + t.recoveryHours + t.replacementHours - t.lostHours) < 1e-9);
        QCOMPARE(t.replacementHours, 0.0);
        QCOMPARE(t.gpuHours, t.wallHours * 2048);

        // A week on one server of 8: near zero (λG = 1.58e-4 per hour: 0.03 interruptions).
        TimeEstimate week;
        week.wallHours = 168;
        week.gpuHours = 168 * 8;
        te.addRunLosses(week, Cluster{gpu("a100-sxm-80g"), 8, 1, Network::Rdma});
        QVERIFY2(week.lostHours / 168 < 0.01, qPrintable(QString::number(week.lostHours)));
        QVERIFY(week.lostHours > 0);
        // The same month on 2,048 GPUs above is visible: 1.3 %.
        QVERIFY(t.lostHours / 720 > 0.01);

        // On a quote with a 48-hour replacement: one server waits for it at each hardware interruption:
        // 0.78 × 48 h × the interruptions (8 GPUs × 1.9733e-5 × T).
        TimeOptions q = byHand;
        q.losses.replacementHours = 48;
        TimeEstimate quoted;
        quoted.wallHours = 720;
        quoted.gpuHours = 720 * 8;
        TimeEstimator(w, q).addRunLosses(quoted, Cluster{gpu("a100-sxm-80g"), 8, 1, Network::Rdma});
        QVERIFY(std::abs(quoted.replacementHours - 0.78 * 48 * 8 * 1.9733e-5 * quoted.wallHours) < 1e-6);
        QVERIFY2(quoted.replacementHours > 4 && quoted.replacementHours < 4.5,
                 qPrintable(QString::number(quoted.replacementHours)));

        // Steady state: nothing added, the steady band.
        TimeOptions steady;
        steady.losses.count = false;
        TimeEstimate s;
        s.wallHours = 30;
        s.gpuHours = 240;
        TimeEstimator(w, steady).addRunLosses(s, Cluster{gpu("a100-sxm-80g"), 8, 1, Network::Rdma});
        QCOMPARE(s.wallHours, 30.0);
        QCOMPARE(s.lostHours, 0.0);
        // A fine-tune (w is a full fine-tune): the fine-tuning band, whatever the software. Pre-training's
        // steady state: software not stated, the wider band; named, the narrower one.
        auto bandHolds = [&](const Workload& job, const UncertaintyBand& band) {
            TimeEstimate e;
            e.wallHours = 30;
            e.gpuHours = 240;
            TimeEstimator(job, steady).addRunLosses(e, Cluster{gpu("a100-sxm-80g"), 8, 1, Network::Rdma});
            return std::abs(e.wallHoursLow - 30 * band.low) < 1e-9 &&
                   std::abs(e.wallHoursHigh - 30 * band.high) < 1e-9;
        };
        QVERIFY(bandHolds(w, CalibrationData::shipped().finetune));
        w.method = Method::Pretrain;
        QVERIFY(bandHolds(w, CalibrationData::shipped().steadyUnknown));
        w.stack = SoftwareStack::Megatron;
        QVERIFY(bandHolds(w, CalibrationData::shipped().steady));
        w.method = Method::Full;

        // The whole-run factor k multiplies what the run-loss model gives: 729.46 h × k, the extra as
        // otherHours.
        // On whole pre-training runs, the kind it was fitted on; a fine-tune keeps the run-loss model alone.
        TimeOptions withK = byHand;
        withK.factors.wholeRun = 1.2;
        TimeEstimate full;
        full.wallHours = 720;
        full.gpuHours = 720 * 2048;
        TimeEstimator(w, withK).addRunLosses(full, c);
        QCOMPARE(full.otherHours, 0.0);
        QVERIFY(std::abs(full.wallHours - 729.46) < 0.02);
        QVERIFY(std::abs(full.wallHoursHigh / full.wallHours - withK.finetuneBand.high) < 1e-9);
        Workload pre = w;
        pre.method = Method::Pretrain;
        TimeEstimate k;
        k.wallHours = 720;
        k.gpuHours = 720 * 2048;
        TimeEstimator(pre, withK).addRunLosses(k, c);
        QVERIFY(std::abs(k.wallHoursHigh / k.wallHours - withK.wholeBand.high) < 1e-9);
        QVERIFY2(std::abs(k.wallHours - 729.46 * 1.2) < 0.03, qPrintable(QString::number(k.wallHours)));
        QVERIFY(std::abs(k.otherHours - 729.46 * 0.2) < 0.01);
    }

    // Ring attention by hand: Llama 3.1 8B (32 layers, 8 KV heads × 128 = 1,024 KV width), sequences of
    // 131,072 tokens on cp = 4 GPUs of one server, micro-batch 1, one micro-batch per step (global batch 2 on
    // dp 2): per layer 3 passes × (cp − 1) = 9 blocks of 2 × 1,024 × 32,768 tokens × 2 B = 134,217,728 B, so
    // 32 × 9 × 134,217,728 = 38,654,705,664 B per step, over NVLink.
    void contextParallelRingByHand()
    {
        Workload w = Workload::defaultsFor(preset("llama-3.1-8b"), Method::Lora);
        w.seqLen = 131072;
        w.globalBatch = 2;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{1, 1, 2, 0, 1, 0, 4};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes(), 1, Recompute::Full);
        const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb, 1, Recompute::Full);
        QCOMPARE(t.microBatches, 1);
        const StepPart* ring = nullptr;
        for (const StepPart& part : t.communication)
            if (part.kind == CommKind::ContextParallel)
                ring = &part;
        QVERIFY(ring);
        QCOMPARE(ring->bytes, 38654705664.0);
        QVERIFY(!ring->link.crossesServers);
        // The tokens per step are the sequences', not divided: 2 × 131,072.
        QCOMPARE(t.tokensPerStep, 262144.0);
    }

    // MoE all-to-all by hand: Mixtral 8x7B (32 layers, h 4,096, 2 experts per token) on one server of 8 ×
    // H100, EP 8, micro-batch 1 of 4,096 tokens, one micro-batch per step: 4 all-to-alls per layer, each
    // sending 4,096 × 2 × 4,096 × 2 B × 7/8 = 58,720,256 B: 32 × 4 × 58,720,256 = 7,516,192,768 B per step.
    void expertParallelAllToAllByHand()
    {
        Workload w = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Full);
        w.seqLen = 4096;
        w.globalBatch = 8;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{1, 1, 8, 3, 1, 0, 1, 8};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes(), 1, Recompute::None);
        const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb, 1, Recompute::None);
        QCOMPARE(t.microBatches, 1);
        const StepPart* a2a = nullptr;
        for (const StepPart& part : t.communication)
            if (part.kind == CommKind::ExpertParallel)
                a2a = &part;
        QVERIFY(a2a);
        QCOMPARE(a2a->bytes, 7516192768.0);
        QCOMPARE(a2a->exposed, a2a->seconds); // on the critical path
    }

    // MoE parallel folding (Qwen3-235B-A22B, 256 H100, TP 2 · PP 8 · DP 16): at EP 32 the expert group folds
    // across the tensor-parallel ranks, whole experts on each GPU, so the MoE block needs no tensor-parallel
    // collectives: of a layer's 4 (2 forward, 2 backward, each an all-gather and a reduce-scatter under
    // sequence parallelism) the attention block's 2 remain. At EP 16 (from the 16 replicas, experts split by
    // TP) all 4. Per collective: micro-batch 1 × 4,096 tokens × h 4,096 × 2 B = 32 MiB; 94 ÷ 8 layers per
    // stage, 8,192 ÷ 16 = 512 micro-batches; (2 − 1) ÷ 2 of 2 × 32 MiB leaves each GPU per all-reduce.
    void foldedExpertsHalveTensorParallel()
    {
        Workload w = Workload::defaultsFor(preset("qwen3-235b-a22b"), Method::Pretrain);
        w.seqLen = 4096;
        w.globalBatch = 8192;
        const Cluster c{gpu("h100-sxm-80g"), 8, 32, Network::Rdma};
        auto tpBytes = [&](int ep, double* out) {
            const Parallelism p{2, 8, 16, 1, 1, 0, 1, ep};
            const MemoryBreakdown mb =
                MemoryEstimator(w).estimate(p, c.gpu->capacityBytes(), 1, Recompute::None);
            const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb, 1, Recompute::None);
            for (const StepPart& part : t.communication)
                if (part.kind == CommKind::TensorParallel)
                    *out = part.bytes;
        };
        double folded = 0, plain = 0;
        tpBytes(32, &folded);
        tpBytes(16, &plain);
        const double perCall = 1.0 * 4096 * 4096 * 2;
        const double calls = 512 * (94.0 / 8);
        QVERIFY2(std::abs(plain / (calls * 4 * perCall) - 1) < 1e-9, qPrintable(QString::number(plain)));
        QVERIFY2(std::abs(folded / (calls * 2 * perCall) - 1) < 1e-9, qPrintable(QString::number(folded)));
    }

    // What separates a whole run from its steady state, where a source publishes both (issue 39, deliver 3):
    // the whole-run factor is fitted on these ratios beyond the run-loss model, not on the model's own
    // steady-state error. The ratios by hand from the sources:
    // - Llama 3.1 405B: the card's 30.84M GPU-hours ÷ (15.6T tokens × 2.633e12 model FLOPs ÷ 400 TFLOPS, the
    //   paper's table 4 on 16,384 GPUs) = 30.84M ÷ 28.52M = 1.081;
    // - OPT-175B: 56 days on 992 GPUs ÷ "~33 days on 1024 A100s" (the logbook) = 1.644;
    // - BloombergGPT: 53 days ÷ (139,200 steps × 32.5 s) = 1.012.
    // Each modelled with its publication left out lies within 40 % (the spread of the three: +31 %, −38 %,
    // +25 %); Falcon-180B publishes no steady state and only tests.
    void wholeRunAgainstItsSteadyState()
    {
        const CalibrationTable t = calibrationTable(GpuCatalog::shipped());
        const QMap<QString, double> byHand{{QStringLiteral("llama31-405b-card"), 1.081},
                                           {QStringLiteral("opt-175b-logbook"), 1.644},
                                           {QStringLiteral("bloomberggpt"), 1.012}};
        QCOMPARE(t.wholeGaps.size(), byHand.size());
        QCOMPARE(t.fit.wholeRows, 3);
        double lo = 1e9, hi = 0;
        for (const WholeRunGap& g : t.wholeGaps) {
            QVERIFY2(byHand.contains(g.id), qPrintable(g.id));
            QVERIFY2(std::abs(g.published / byHand[g.id] - 1) < 0.002, qPrintable(g.id));
            QVERIFY2(g.losses >= 1 && g.losses < 1.2, qPrintable(g.id));
            QVERIFY2(std::abs(g.modelled / g.published - 1) <= 0.40, qPrintable(g.id));
            lo = std::min(lo, g.published / g.losses);
            hi = std::max(hi, g.published / g.losses);
        }
        // The factor is the geometric mean of published ÷ run losses, so it lies between their extremes.
        QVERIFY(t.fit.factors.wholeRun >= std::max(1.0, lo) && t.fit.factors.wholeRun <= hi);
    }

    // DeepSeek-V3 pre-training (DeepSeek-AI 2024, arXiv 2412.19437, table 1): 2,664K H800 GPU-hours for 14.8T
    // tokens on 2,048 H800 (8 per server, 8 × 400 Gb/s InfiniBand), PP 16, EP 64 over 8 servers, ZeRO-1
    // data parallelism, sequences of 4,096, batch 15,360, FP8 GEMMs, DualPipe hiding the all-to-all (90 %
    // taken). The 2.664M are 180K GPU-hours per trillion tokens × 14.8 (§1): the steady-state throughput,
    // without the run's interruptions, so the steady-state estimate is compared. Only tested, not fitted (no
    // MoE run in FP8 is in the fit): within 15 % (−13.5 % since stop 72, whose MoE factor is fitted on
    // AutoModel's rows with their published recomputation; +3 % before, on the old ZeRO count of the experts;
    // +27 % when the run's losses and the whole-run factor were added, before 2026-12-05).
    void deepSeekV3GpuHours()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("deepseek-v3")).value(), Method::Pretrain);
        w.tokens = 14.8e12;
        w.seqLen = 4096;
        w.globalBatch = 15360;
        w.precision = Precision::FP8; // FP8 mixed precision (§3.3): the GEMMs in FP8
        Scenario s;
        s.workload = w;
        s.timeOptions.expertOverlap = 0.9; // DualPipe: "near-zero all-to-all communication overhead" (§3.2.1)
        s.timeOptions.losses.count = false; // a steady-state figure
        s.gpu = gpu("h800-sxm-80g");
        s.gpus = 2048;
        s.gpusPerNode = 8;
        s.nicGbps = 400;
        s.nicsPerNode = 8;
        s.layout.pp = 16;
        s.layout.ep = 64;
        s.layout.zero = 1;
        auto e = estimateScenario(s, 2026);
        QVERIFY2(e.ok(), qPrintable(e.error().toString()));
        QVERIFY(e->fits);
        const double error = e->time.gpuHours / 2.664e6 - 1;
        QVERIFY2(std::abs(error) <= 0.15, qPrintable(QString::number(e->time.gpuHours)));
        QCOMPARE(e->parallel.ep, 64);
        QCOMPARE(e->parallel.dp, 128);
    }

    // P51 of measured-runs.md (NVIDIA NeMo 24.07 performance summary, grade A): LoRA of Llama 2 7B on 8 ×
    // H100, TP 1, global batch 32 of packed 4,096-token sequences, FP8: 25,206 tokens/s per GPU. LoRA with
    // FP8 compute was refused before (issue 39); now a fine-tuning row of the fit (and tested with its source
    // left out there); here the shipped model: within 25 %.
    void loraFp8NemoRow()
    {
        Workload w = Workload::defaultsFor(ModelCatalog::shipped().find(QStringLiteral("llama-2-7b")).value(),
                                           Method::Lora);
        w.precision = Precision::FP8;
        w.seqLen = 4096;
        w.globalBatch = 32;
        w.tokens = 1e9;
        w.stack = SoftwareStack::Megatron;
        Scenario s;
        s.workload = w;
        s.gpu = gpu("h100-sxm-80g");
        s.gpus = 8;
        s.gpusPerNode = 8;
        s.layout.tp = 1;
        s.timeOptions.losses.count = false; // a steady-state throughput
        auto e = estimateScenario(s, 2026);
        QVERIFY2(e.ok(), qPrintable(e.ok() ? QString() : e.error().toString()));
        QVERIFY(e->fits);
        const double perGpu = w.tokens / (e->time.wallHours * 3600) / 8;
        qInfo("P51 LoRA FP8: estimated %.0f tokens/s per GPU, published 25,206 (%+.1f %%)", perGpu,
              (perGpu / 25206 - 1) * 100);
        QVERIFY2(std::abs(perGpu / 25206 - 1) <= 0.25, qPrintable(QString::number(perGpu)));
    }

    // Llama 3's anchor: on 16,384 H100 GPUs the run kept more than 90 % effective training time (Llama Team
    // 2024, §3.3.4). The model, at its 15-minute restart, loses about a tenth there.
    void llama3EffectiveTrainingTime()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-3.1-405b")).value(), Method::Pretrain);
        TimeEstimate t;
        t.wallHours = 54 * 24;
        t.gpuHours = t.wallHours * 16384;
        TimeOptions interruptionsOnly; // what the paper counts: without the fitted whole-run factor
        interruptionsOnly.factors.wholeRun = 1;
        TimeEstimator(w, interruptionsOnly)
            .addRunLosses(t, Cluster{gpu("h100-sxm-80g"), 8, 2048, Network::Rdma, 400, 8});
        const double effective = t.steadyHours / t.wallHours;
        QVERIFY2(effective > 0.85 && effective < 0.95, qPrintable(QString::number(effective)));
        QVERIFY(t.interruptions > 300 && t.interruptions < 600); // 419 unexpected (and 466 in all) published
    }

    // Achievable link figures against published nccl-tests results (measured-runs.md,
    // acceptance-reference.md).
    void linksMatchPublishedBusBandwidth()
    {
        const LinkModel links;
        auto intra = [&](const char* id, int gpn) {
            return links.intraNode(Cluster{gpu(id), gpn, 1, Network::Rdma}, gpn);
        };
        // 8 × A100 SXM all-reduce busbw 200–233 GB/s; 8 × H100 SXM ring 365–370.
        QVERIFY(intra("a100-sxm-80g", 8).busGBs >= 200 && intra("a100-sxm-80g", 8).busGBs <= 240);
        QVERIFY(intra("h100-sxm-80g", 8).busGBs >= 340 && intra("h100-sxm-80g", 8).busGBs <= 380);
        // 8 × RTX 4090: no peer-to-peer, 14.5–15 GB/s through host memory.
        QVERIFY(intra("rtx-4090", 8).kind == LinkKind::PcieHost);
        QVERIFY(intra("rtx-4090", 8).busGBs >= 14.5 && intra("rtx-4090", 8).busGBs <= 15.0);
        // L40S (PCIe 4.0, peer-to-peer allowed): 20–25 GB/s.
        QVERIFY(intra("l40s", 8).kind == LinkKind::PcieP2p);
        QVERIFY(intra("l40s", 8).busGBs >= 20 && intra("l40s", 8).busGBs <= 25);
        // 2 × 8 A100 over 8 × HDR: busbw ≈ 192 GB/s; over 4 × HDR 86–100 GB/s.
        const Link eight = links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 8}, 16, 8);
        QVERIFY(eight.crossesServers);
        QVERIFY(std::abs(eight.busGBs / 192.0 - 1) < 0.1);
        const Link four = links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 4}, 16, 8);
        QVERIFY(four.busGBs >= 86 && four.busGBs <= 100);
        // One GPU per server in the group: its share of the NICs (200 Gb/s × 0.9 ÷ 8 bits).
        QCOMPARE(links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 8}, 2, 1).busGBs, 22.5);
        // Ring factors: all-reduce 2(n−1)/n, all-gather (n−1)/n.
        Link l;
        l.busGBs = 100;
        QCOMPARE(LinkModel::allReduce(8e9, 8, l), 2.0 * 7 / 8 * 8e9 / 100e9);
        QCOMPARE(LinkModel::allGather(8e9, 8, l), 7.0 / 8 * 8e9 / 100e9);
        QCOMPARE(LinkModel::allReduce(8e9, 1, l), 0.0);
    }

    // The layout search looks a cluster's links up once (ClusterLinks) and estimates every layout against
    // them: the answers must be LinkModel's for every group size, on every catalog GPU, in servers of 1 to 8
    // GPUs, one server or four, RDMA or Ethernet (the bridged pair is the only link whose kind follows the
    // group's size: A100 PCIe, two per server, bridged in pairs).
    void preparedClusterAnswersAsTheCluster()
    {
        const LinkModel links;
        int compared = 0;
        for (const GpuModel& g : GpuCatalog::shipped().gpus())
            for (int gpn : {1, 2, 4, 8})
                for (int nodes : {1, 4})
                    for (Network net : {Network::Rdma, Network::Ethernet}) {
                        const Cluster c{&g, gpn, nodes, net};
                        const ClusterLinks prepared(links, c);
                        for (int n = 1; n <= 8; ++n) {
                            const Link a = links.intraNode(c, n), b = prepared.intraNode(n);
                            QVERIFY2(a.kind == b.kind && a.busGBs == b.busGBs && a.latencySec == b.latencySec,
                                     qPrintable(g.id + QStringLiteral(" intra %1 of %2").arg(n).arg(gpn)));
                            for (int perNode = 1; perNode <= gpn; perNode *= 2) {
                                const Link x = links.group(c, n * nodes, perNode);
                                const Link y = prepared.group(n * nodes, perNode);
                                QVERIFY(x.kind == y.kind && x.busGBs == y.busGBs &&
                                        x.latencySec == y.latencySec &&
                                        x.crossesServers == y.crossesServers && x.nics == y.nics &&
                                        x.nicGbps == y.nicGbps);
                                ++compared;
                            }
                        }
                    }
        QVERIFY(compared > 1000);
        const Cluster pairs{gpu("a100-pcie-80g"), 2, 1, Network::Rdma};
        QCOMPARE(ClusterLinks(links, pairs).intraNode(2).kind, LinkKind::Bridge);
        const Cluster four{gpu("a100-pcie-80g"), 4, 1, Network::Rdma};
        QVERIFY(ClusterLinks(links, four).intraNode(4).kind != LinkKind::Bridge);
        // And a whole estimate from the prepared cluster is the estimate from the cluster.
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("mixtral-8x7b")).value(), Method::Pretrain);
        const TimeEstimator te(w);
        const MemoryEstimator mem(w);
        const Cluster c{gpu("h100-sxm-80g"), 8, 4, Network::Rdma};
        const Parallelism p{2, 2, 8, 1, 1, 0, 1, 4};
        const MemoryBreakdown m = mem.estimate(p, c.gpu->capacityBytes(), 1, Recompute::Selective);
        const TimeEstimate direct = te.estimate(c, p, m, 1, Recompute::Selective);
        const TimeEstimate viaPrepared = te.estimate(te.prepare(c), p, m, 1, Recompute::Selective);
        QCOMPARE(viaPrepared.wallHours, direct.wallHours);
        QCOMPARE(viaPrepared.communication.size(), 4); // tp, dp, pp, ep
        QVERIFY(direct.wallHours > 0);
    }

    void pipelineBubble()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        w.globalBatch = 128;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        Parallelism p{2, 4, 1, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        TimeEstimate t = TimeEstimator(w).estimate(c, p, mb);
        // Narayanan et al. 2021: (p − 1) / m with m = 128 micro-batches; with v interleaved stages ÷ v.
        QCOMPARE(t.microBatches, 128);
        QVERIFY(std::abs(t.pipelineBubble - 3.0 / 128) < 1e-12);
        p.interleave = 2;
        t = TimeEstimator(w).estimate(c, p, mb);
        QVERIFY(std::abs(t.pipelineBubble - 3.0 / 256) < 1e-12);
        QCOMPARE(t.communication.size(), 2); // tensor parallel and pipeline sends
        QCOMPARE(t.stageImbalance, 1.0);     // 80 layers over 4 × 2 chunks: 10 each

        // Uneven stages (issue 39): DeepSeek-V3's 61 layers over PP 8 with 2 chunks a stage (16 chunks) are
        // accepted; the heaviest chunk holds ⌈61 ÷ 16⌉ = 4 layers against 61 ÷ 16 = 3.8125 on average, so the
        // compute and the bubble take 4 × 16 ÷ 61 = 1.04918 × the even split's.
        Workload ds = Workload::defaultsFor(preset("deepseek-v3"), Method::Pretrain);
        Scenario sc;
        sc.workload = ds;
        sc.gpu = gpu("h800-sxm-80g");
        sc.gpus = 2048;
        sc.gpusPerNode = 8;
        sc.layout.pp = 8;
        sc.layout.interleave = 2;
        sc.layout.ep = 64;
        sc.layout.zero = 1;
        auto e = estimateScenario(sc, 2026);
        QVERIFY2(e.ok(), qPrintable(e.ok() ? QString() : e.error().toString()));
        QVERIFY(std::abs(e->time.stageImbalance - 64.0 / 61.0) < 1e-12);
        const TimeEstimate& u = e->time;
        const double even = double(u.microBatches) * e->workload.microBatch * e->workload.seqLen *
                            u.flopsPerToken /
                            (e->parallel.tp * e->parallel.pp * u.peakTflops * 1e12 * u.computeEfficiency);
        QVERIFY2(std::abs(u.computeSeconds / even - 64.0 / 61.0) < 1e-9,
                 qPrintable(QString::number(u.computeSeconds / even)));
        // A chunk needs a layer: 61 layers cannot make 8 × 8 = 64 chunks.
        sc.layout.interleave = 8;
        QVERIFY(!estimateScenario(sc, 2026).ok());
    }

    // One GPU: no communication; time = tokens × FLOPs per token ÷ (peak × efficiency), recomputation
    // counted once.
    void wallClockByHandOneGpu()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        w.tokens = 1e8;
        w.recompute = Recompute::Full;
        const Cluster c{gpu("h100-sxm-80g"), 1, 1, Network::Rdma};
        const Parallelism p{1, 1, 1, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        TimeOptions o;
        o.efficiencyOverride = 0.5;
        o.losses.count = false;
        const TimeEstimate t = TimeEstimator(w, o).estimate(c, p, mb);
        // LoRA with full recomputation: forward 2N + 4Lsd, backward (input gradients only) the same, one
        // recomputed forward: 6N + 12Lsd.
        const double flops = 6 * 6.74e9 + 12.0 * 32 * 2048 * 4096;
        const double seconds = 1e8 * flops / (989.4e12 * 0.5);
        QVERIFY(std::abs(t.wallHours / (seconds / 3600) - 1) < 1e-9);
        QCOMPARE(t.communication.size(), 0);
        QCOMPARE(t.bubbleSeconds, 0.0);
        // MFU counts model FLOPs without the recomputed pass: (4N + 8Lsd) ÷ (6N + 12Lsd) × 0.5.
        const double model = 4 * 6.74e9 + 8.0 * 32 * 2048 * 4096;
        QVERIFY(std::abs(t.mfu - 0.5 * model / flops) < 1e-9);
    }

    // Plain data parallelism on one 8 × H100 SXM server, written out by hand.
    void dataParallelByHand()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.tokens = 1e9;
        w.globalBatch = 64; // 8 micro-batches of 1 per GPU and step
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{1, 1, 8, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes(), 1, Recompute::None);
        TimeOptions o;
        o.efficiencyOverride = 0.5;
        o.losses.count = false;
        const TimeEstimate t = TimeEstimator(w, o).estimate(c, p, mb, 1, Recompute::None);
        const double flops = 6 * 6.74e9 + 12.0 * 32 * 2048 * 4096;
        const double perMicro = 2048 * flops / (989.4e12 * 0.5);
        QVERIFY(std::abs(t.computeSeconds - 8 * perMicro) < 1e-9);
        // Gradients 6.74e9 × 2 B, ring all-reduce over NVLink 4 at 0.78 × 900/2 = 351 GB/s, 10 µs.
        const double ar = 2.0 * 7 / 8 * 6.74e9 * 2 / 351e9 + 10e-6;
        QCOMPARE(t.communication.size(), 1);
        QVERIFY(std::abs(t.communication[0].seconds - ar) < 1e-12);
        // 20% always exposed; the rest hides under the last micro-batch's backward pass (2/3 of it).
        const double exposed = 0.2 * ar + std::max(0.0, 0.8 * ar - 2.0 / 3 * perMicro);
        QVERIFY(std::abs(t.exposedCommSeconds - exposed) < 1e-12);
        QVERIFY(std::abs(t.stepSeconds - (8 * perMicro + exposed)) < 1e-12);
        QVERIFY(std::abs(t.tokensPerSecond - 64 * 2048 / t.stepSeconds) < 1e-6);
    }

    // Seed 004's point: the same ZeRO-3 job over PCIe without peer-to-peer spends most of its time
    // gathering weights; over NVLink it does not.
    void zero3OverPcieIsSlow()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Lora);
        w.tokens = 5e8;
        const Parallelism p{1, 1, 8, 3};
        auto run = [&](const char* id) {
            const Cluster c{gpu(id), 8, 1, Network::Rdma};
            const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
            return TimeEstimator(w).estimate(c, p, mb);
        };
        const TimeEstimate geforce = run("rtx-4090");
        const TimeEstimate nvlink = run("a100-sxm-80g");
        // 3 gathers (forward, backward, recomputed forward) of 7/8 × 138 GB at 15 GB/s per micro-batch.
        QVERIFY(geforce.stepSeconds > 1.9 * geforce.computeSeconds); // communication about doubles the time
        QVERIFY(nvlink.exposedCommSeconds < geforce.exposedCommSeconds / 10);
    }

    void moeComputeFollowsActiveParameters()
    {
        Workload w = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Full);
        w.seqLen = 2048;
        const double expected = 6 * 12.9e9 + 12.0 * 32 * 2048 * 4096;
        QVERIFY(std::abs(TimeEstimator(w).flopsPerToken(Recompute::None) / expected - 1) < 1e-12);
    }

    // The MoE factor by hand on GPT-OSS 120B (36 layers, h 2,880, 4 of 128 experts of FFN 2,880, gated,
    // 5.13B active, 64 × 64 attention width): the active experts are 4 × 3 × 2,880 × 2,880 × 36 = 3.583B
    // parameters; a token's forward FLOPs 2 × 5.13B + 12 × 36 × 4,096 × 4,096 ÷ 3 = 12.676G, of which the
    // experts' 7.166G is e = 0.5653; the efficiency is the same model's without the factor × 1 ÷ (1 + e ×
    // f½ ÷ 2,880). A dense model is untouched.
    void moeFactorByHand()
    {
        Workload w = Workload::defaultsFor(preset("gpt-oss-120b"), Method::Pretrain);
        w.seqLen = 4096;
        TimeOptions with;
        with.shape.expertHalf = 2000;
        TimeOptions without = with;
        without.shape.expertHalf = 0;
        const GpuModel& h100 = *gpu("h100-sxm-80g");
        const double expertParams = 4.0 * 3 * 2880 * 2880 * 36;
        const double forward = 2 * 5.13e9 + 12.0 * 36 * 4096 * 4096 / 3;
        const double e = 2 * expertParams / forward;
        QVERIFY(std::abs(e - 0.5653) < 1e-4);
        const double ratio = TimeEstimator(w, with).computeEfficiency(h100) /
                             TimeEstimator(w, without).computeEfficiency(h100);
        QVERIFY2(std::abs(ratio - 1 / (1 + e * 2000 / 2880)) < 1e-9, qPrintable(QString::number(ratio)));
        const Workload dense = Workload::defaultsFor(preset("llama-3.1-70b"), Method::Pretrain);
        QCOMPARE(TimeEstimator(dense, with).computeEfficiency(h100),
                 TimeEstimator(dense, without).computeEfficiency(h100));
        // The software's factor (fitted on dense models) is a dense model's alone: Megatron-core at 1.3 moves
        // the dense model's efficiency by × 1.3 and leaves the MoE model's as with the software not stated.
        with.factors.stacks.insert(QStringLiteral("megatron"), 1.3);
        Workload moeMegatron = w;
        moeMegatron.stack = SoftwareStack::Megatron;
        QCOMPARE(TimeEstimator(moeMegatron, with).computeEfficiency(h100),
                 TimeEstimator(w, with).computeEfficiency(h100));
        Workload denseMegatron = dense;
        denseMegatron.stack = SoftwareStack::Megatron;
        QVERIFY(std::abs(TimeEstimator(denseMegatron, with).computeEfficiency(h100) /
                             TimeEstimator(dense, with).computeEfficiency(h100) -
                         1.3) < 1e-9);
        // A steady-state MoE estimate carries the MoE band; a dense one the steady-state band.
        with.losses.count = false;
        QCOMPARE(with.band(w).low, CalibrationData::shipped().moe.low);
        QCOMPARE(with.band(dense).low, CalibrationData::shipped().steadyUnknown.low);
        // Fine-tuning, dense or MoE, takes the fine-tuning band: built from the four published fine-tuning
        // runs, wider than the steady state's (the steady-state band held two of them).
        const Workload lora = Workload::defaultsFor(preset("llama-3.1-70b"), Method::Lora);
        QCOMPARE(with.band(lora).low, CalibrationData::shipped().finetune.low);
        QCOMPARE(CalibrationData::shipped().finetune.runs, 4);
        QVERIFY(CalibrationData::shipped().finetune.high > CalibrationData::shipped().steady.high);
    }

    // Decoding is bound by reading the weights: two pipeline stages hold half the weights each but a token
    // still passes both, so PP 2 decodes no faster than one GPU would, while TP 2 reads half the weights per
    // step on each GPU and nearly doubles the speed. Prefill is compute-bound: both layouts double it.
    void pipelineAndTensorParallelInference()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-13b"), Method::Inference);
        w.precision = Precision::FP16;
        w.concurrency = 1;
        const Cluster c{gpu("a100-sxm-80g"), 2, 1, Network::Rdma};
        const Cluster one{gpu("a100-sxm-80g"), 1, 1, Network::Rdma};
        auto run = [&](const Cluster& cl, const Parallelism& p) {
            const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, cl.gpu->capacityBytes());
            return TimeEstimator(w).estimate(cl, p, mb);
        };
        const TimeEstimate single = run(one, Parallelism{1, 1, 1, 0});
        const TimeEstimate pp2 = run(c, Parallelism{1, 2, 1, 0});
        const TimeEstimate tp2 = run(c, Parallelism{2, 1, 1, 0});
        QVERIFY(std::abs(pp2.decodeTokensPerSecond / single.decodeTokensPerSecond - 1) < 0.02);
        QVERIFY(tp2.decodeTokensPerSecond > 1.7 * single.decodeTokensPerSecond);
        QVERIFY(tp2.decodeTokensPerSecond < 2.0 * single.decodeTokensPerSecond); // all-reduces cost something
        QVERIFY(std::abs(pp2.prefillTokensPerSecond / single.prefillTokensPerSecond - 2) < 1e-9);
        QVERIFY(tp2.prefillTokensPerSecond > 1.8 * single.prefillTokensPerSecond);
        // Throughput against concurrency rises and so does latency; the curve stops at the KV-cache limit.
        const MemoryBreakdown mb =
            MemoryEstimator(w).estimate(Parallelism{2, 1, 1, 0}, c.gpu->capacityBytes());
        const QList<DecodePoint> curve = TimeEstimator(w).decodeCurve(c, Parallelism{2, 1, 1, 0}, mb);
        QVERIFY(curve.size() >= 5);
        for (int i = 1; i < curve.size(); ++i) {
            QVERIFY(curve[i].concurrency > curve[i - 1].concurrency);
            QVERIFY(curve[i].tokensPerSecond > curve[i - 1].tokensPerSecond);
            QVERIFY(curve[i].msPerToken >= curve[i - 1].msPerToken);
        }
        QCOMPARE(curve.last().concurrency, run(c, Parallelism{2, 1, 1, 0}).maxConcurrency);
    }

    void decodeIsBandwidthBound()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Inference);
        w.precision = Precision::FP16;
        w.concurrency = 1;
        const Cluster c{gpu("a100-sxm-80g"), 1, 1, Network::Rdma};
        const Parallelism p;
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb);
        QVERIFY(t.decodeMemoryBound);
        const double step = (mb.weights + mb.kvCache / 2) / (2039e9 * 0.8);
        QVERIFY(std::abs(t.decodeTokensPerSecondPerSequence * step - 1) < 1e-9);
        // ≈ 1/(13.5 GB / 1.63 TB/s) ≈ 120 tokens/s for one sequence.
        QVERIFY(t.decodeTokensPerSecond > 100 && t.decodeTokensPerSecond < 130);
        // Concurrency: what is left after weights and overhead, in sequences of 4,096 tokens (2 GiB each).
        QVERIFY(t.maxConcurrency > 25 && t.maxConcurrency < 35);
        // More sequences share each weight read, though each adds its own KV cache to read (2 GiB here).
        w.concurrency = 16;
        const MemoryBreakdown mb16 = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        const TimeEstimate t16 = TimeEstimator(w).estimate(c, p, mb16);
        QVERIFY(t16.decodeTokensPerSecond > 5 * t.decodeTokensPerSecond);
    }

    void layoutValidation()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        QVERIFY(validateLayout(w, c, Parallelism{8, 1, 1, 0}).ok());
        const Status tp3 = validateLayout(w, c, Parallelism{3, 1, 1, 0});
        QVERIFY(!tp3.ok());
        QCOMPARE(tp3.error().field, QStringLiteral("tp"));
        QVERIFY(tp3.error().message.contains(QStringLiteral("1, 2, 4, 8, 16, 32, 64")));
        QVERIFY(!validateLayout(w, Cluster{c.gpu, 4, 2, Network::Rdma}, Parallelism{8, 1, 1, 0})
                     .ok());                                          // TP across servers
        QVERIFY(!validateLayout(w, c, Parallelism{1, 1, 4, 0}).ok()); // 4 ≠ 8 GPUs
        Workload inf = Workload::defaultsFor(preset("llama-2-70b"), Method::Inference);
        QVERIFY(!validateLayout(inf, c, Parallelism{8, 1, 1, 2}).ok()); // ZeRO for inference
    }

    void workloadValidation()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.precision = Precision::INT4;
        QCOMPARE(w.validate().error().field, QStringLiteral("precision"));
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        w.precision = Precision::FP8; // FP8 compute on a bf16 base (issue 39)
        QVERIFY(w.validate().ok());
        w.precision = Precision::INT8; // an integer base is QLoRA's
        QCOMPARE(w.validate().error().field, QStringLiteral("precision"));
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.seqLen = 0;
        QCOMPARE(w.validate().error().field, QStringLiteral("seq"));
        QCOMPARE(w.validate().error().where, QStringLiteral("Sequence length")); // a label, not a CLI flag
        w.seqLen = 2048;
        w.tokens = -1;
        QCOMPARE(w.validate().error().field, QStringLiteral("tokens"));
        // Pre-training defaults to Chinchilla's 20 tokens per parameter.
        const Workload pre = Workload::defaultsFor(preset("llama-2-7b"), Method::Pretrain);
        QCOMPARE(pre.effectiveTokens(), 20 * 6.74e9);
    }
};

QTEST_GUILESS_MAIN(TestTime)
#include "tst_time.moc"
