#include "Calibration.h"

#include "catalog/ModelCatalog.h"
#include "planner/LayoutSearch.h"
#include "planner/Planning.h"

#include <QDate>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gpuplan {

namespace {

double figureOf(const MeasuredRun& r, const ScenarioEstimate& e)
{
    if (r.metric == QLatin1String("GPU-hours"))
        return e.time.gpuHours;
    if (r.metric == QLatin1String("tokens/s per GPU"))
        return e.time.tokensPerSecondPerGpu;
    if (r.metric == QLatin1String("model TFLOPS per GPU")) // 6·N + attention, as Llama 3 reports MFU
        return e.time.mfu * e.time.peakTflops;
    // TFLOPS per GPU counting the recomputed forward pass, as Megatron-LM reports it
    return e.time.effectiveUtilisation * e.time.peakTflops;
}

Result<ScenarioEstimate> run(const MeasuredRun& r, const TimeOptions& options)
{
    Scenario s;
    s.workload = r.workload;
    s.timeOptions = options;
    s.timeOptions.losses.count = r.wholeRun;
    s.timeOptions.expertOverlap = r.expertOverlap;
    s.gpu = r.cluster.gpu;
    s.gpus = r.cluster.gpus();
    s.gpusPerNode = r.cluster.gpusPerNode;
    s.network = r.cluster.network;
    s.nicGbps = r.cluster.nicGbps;
    s.nicsPerNode = r.cluster.nicsPerNode;
    s.layout = r.layout;
    return estimateScenario(s, 2026);
}

CalibrationResult evaluate(const MeasuredRun& r, const TimeOptions& options)
{
    CalibrationResult c;
    c.run = r;
    c.hidden = r.workload.model.hidden;
    auto e = run(r, options);
    if (!e) {
        c.layout = e.error().toString();
        c.error = std::nan("");
        return c;
    }
    c.estimated = figureOf(r, e.value());
    c.error = c.estimated / r.published - 1.0;
    c.layout = e->layoutText;
    c.fits = e->fits;
    c.efficiency = e->time.computeEfficiency;
    c.tokens = double(e->workload.microBatch) * e->workload.seqLen / e->parallel.tp;
    return c;
}
} // namespace

QList<CalibrationResult> calibrate(const GpuCatalog& catalog, const TimeOptions& options)
{
    QList<CalibrationResult> out;
    for (const MeasuredRun& r : measuredRuns(catalog))
        out << evaluate(r, options);
    return out;
}

double fitComputeEfficiency(const MeasuredRun& r, const TimeOptions& options)
{
    double lo = 0.05, hi = 1.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        TimeOptions o = options;
        o.efficiencyOverride = mid;
        auto e = run(r, o);
        if (!e)
            return 0;
        // GPU-hours fall as efficiency rises; throughput figures rise.
        const bool decreasing = r.metric == QLatin1String("GPU-hours");
        if ((figureOf(r, e.value()) < r.published) != decreasing)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

double CalibrationResult::timeRatio() const
{
    // GPU-hours: published ÷ estimated; a speed: estimated ÷ published (time runs inversely).
    return run.metric == QLatin1String("GPU-hours") ? 1.0 / (1.0 + error) : 1.0 + error;
}

double CalibrationResult::timeRatioStackUnknown() const
{
    return run.metric == QLatin1String("GPU-hours") ? 1.0 / (1.0 + errorStackUnknown)
                                                    : 1.0 + errorStackUnknown;
}

namespace {
TimeOptions optionsOf(const EfficiencyShape& shape, const EfficiencyFactors& factors)
{
    TimeOptions o;
    o.shape = shape;
    o.factors = factors;
    return o;
}

// log(published time ÷ estimated time) of a run; NaN when it cannot be estimated.
double logRatio(const MeasuredRun& r, const TimeOptions& options)
{
    const CalibrationResult c = evaluate(r, options);
    return std::isfinite(c.error) && c.error > -1 ? std::log(c.timeRatio()) : std::nan("");
}

bool isFp8(const MeasuredRun& r)
{
    return r.workload.precision == Precision::FP8;
}

bool isMoe(const MeasuredRun& r)
{
    return r.workload.model.isMoe();
}

// The additive model of the log ratios d (published ÷ estimated time, positive = slower than estimated) of
// the steady-state and fine-tuning rows: d ≈ g(generation) + s(stack) + f·[FP8]; each term fitted in turn on
// what the others leave (ten rounds); s shrunk toward 0 by n ÷ (n + 2) and 0 for a stack not stated (the
// average of the stacks). The whole-run factor is fitted apart (wholeRunGapLog).
struct Effects
{
    QMap<QString, double> generation, stack;
    double fp8 = 0;
    double of(const MeasuredRun& r) const
    {
        return generation.value(generationOf(*r.cluster.gpu)) + stack.value(stackName(r.workload.stack)) +
               (isFp8(r) ? fp8 : 0.0);
    }
};

// `rows`: steady-state and fine-tuning rows only (fitEfficiency keeps the whole runs apart).
Effects fitEffects(const QList<MeasuredRun>& runs, const QList<int>& rows, const QList<double>& d)
{
    Effects e;
    for (int round = 0; round < 10; ++round) {
        QMap<QString, QPair<double, int>> g, st;
        QPair<double, int> f{0, 0};
        for (int k = 0; k < rows.size(); ++k) {
            const MeasuredRun& r = runs[rows[k]];
            auto& a = g[generationOf(*r.cluster.gpu)];
            a.first += d[k] - (e.of(r) - e.generation.value(generationOf(*r.cluster.gpu)));
            ++a.second;
        }
        for (auto it = g.cbegin(); it != g.cend(); ++it)
            e.generation[it.key()] = it->first / it->second;
        for (int k = 0; k < rows.size(); ++k) {
            const MeasuredRun& r = runs[rows[k]];
            if (r.workload.stack == SoftwareStack::Unknown)
                continue;
            auto& a = st[stackName(r.workload.stack)];
            a.first += d[k] - (e.of(r) - e.stack.value(stackName(r.workload.stack)));
            ++a.second;
        }
        // Shrunk toward the average, then centred on it (weighted by rows): a stack not stated is the
        // average stack, and the generation's scale holds for it.
        double sum = 0;
        int n = 0;
        for (auto it = st.cbegin(); it != st.cend(); ++it) {
            e.stack[it.key()] = it->first / (it->second + 2.0);
            sum += e.stack[it.key()] * it->second;
            n += it->second;
        }
        for (auto it = e.stack.begin(); it != e.stack.end(); ++it)
            *it -= n ? sum / n : 0.0;
        for (int k = 0; k < rows.size(); ++k) {
            const MeasuredRun& r = runs[rows[k]];
            if (isFp8(r)) {
                f.first += d[k] - (e.of(r) - e.fp8);
                ++f.second;
            }
        }
        e.fp8 = f.second ? f.first / f.second : 0.0;
    }
    return e;
}

// Effects on the time as factors on the efficiency (a factor x on the efficiency shortens the compute by
// 1/x) and on the whole run's time.
void applyEffects(const Effects& e, EfficiencyFactors& f)
{
    for (auto it = e.generation.cbegin(); it != e.generation.cend(); ++it)
        f.generations[it.key()] = f.generations.value(it.key(), 1.0) * std::exp(-*it);
    for (auto it = e.stack.cbegin(); it != e.stack.cend(); ++it)
        f.stacks[it.key()] = f.stacks.value(it.key(), 1.0) * std::exp(-*it);
    f.fp8 *= std::exp(-e.fp8);
}

// log(published whole-run GPU-hours ÷ published steady-state GPU-hours) beyond what the run-loss model
// explains (its wall time ÷ steady time, the whole-run factor at 1); NaN without a published steady state.
double wholeRunGapLog(const MeasuredRun& r, const TimeOptions& options, double* losses = nullptr)
{
    if (!r.wholeRun || r.steadyGpuHours <= 0)
        return std::nan("");
    TimeOptions o = options;
    o.factors.wholeRun = 1;
    auto e = run(r, o);
    if (!e || e->time.steadyHours <= 0)
        return std::nan("");
    const double modelled = e->time.wallHours / e->time.steadyHours;
    if (losses)
        *losses = modelled;
    return std::log(r.published / r.steadyGpuHours) - std::log(modelled);
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
} // namespace

namespace {
// f½ of the MoE factor over a grid from 0 and 100 to 20,000 (least squares on the log ratios of the MoE
// rows, the dense model as fitted).
void fitExpertHalf(const QList<MeasuredRun>& runs, const QList<int>& moeRows, EfficiencyFit& fit)
{
    if (moeRows.isEmpty())
        return;
    double bestSum = std::numeric_limits<double>::infinity();
    double bestHalf = 0;
    for (int k = -1; k <= 46; ++k) {
        EfficiencyShape shape = fit.shape;
        shape.expertHalf = k < 0 ? 0.0 : 100.0 * std::pow(10.0, 0.05 * k);
        double sum2 = 0;
        int n = 0;
        for (int i : moeRows)
            if (const double x = logRatio(runs[i], optionsOf(shape, fit.factors)); std::isfinite(x)) {
                sum2 += x * x;
                ++n;
            }
        if (n > 0 && sum2 < bestSum - 1e-12) {
            bestSum = sum2;
            bestHalf = shape.expertHalf;
        }
    }
    fit.shape.expertHalf = bestHalf;
    fit.moeRows = int(moeRows.size());
}
} // namespace

EfficiencyFit fitEfficiency(const QList<MeasuredRun>& runs, const QSet<int>& skip)
{
    // Over a grid of X½, each run through the planner with every factor at 1: the effects (in log time) are
    // fitted on the log ratios and what they leave unexplained is the X½'s spread. Keep the X½ with the
    // least spread, then refine the factors through the planner (the efficiency shortens only the compute,
    // not the communication, so the log ratios are not exactly additive): three rounds of fitting the
    // effects on what the factors so far leave.
    // The dense steady-state rows fit X½ and the factors; the MoE rows' 16-bit steady state then fits f½
    // alone, with the dense model fixed. MoE rows in FP8 only test: the FP8 factor is the dense models'
    // (products 4–20 × wider than an expert's), and the stacks that published FP8 MoE runs disagree by 4 ×
    // (Megatron-Bridge's Qwen3-30B-A3B 2.2 × slower than estimated, DeepSeek's own run faster). The whole
    // runs fit only the whole-run factor, and only those that publish their steady state.
    QList<int> rows, moeRows, wholeRows;
    for (int i = 0; i < runs.size(); ++i) {
        if (skip.contains(i))
            continue;
        if (runs[i].wholeRun)
            wholeRows << i;
        else if (!isMoe(runs[i]))
            rows << i;
        else if (!isFp8(runs[i]))
            moeRows << i;
    }
    EfficiencyFit best;
    best.rmsLogError = std::numeric_limits<double>::infinity();
    auto residuals = [&](const EfficiencyShape& shape, const EfficiencyFactors& factors, QList<int>& used) {
        QList<double> d;
        used.clear();
        for (int i : rows)
            if (const double x = logRatio(runs[i], optionsOf(shape, factors)); std::isfinite(x)) {
                d << x;
                used << i;
            }
        return d;
    };
    for (int k = -1; k <= 40; ++k) {
        EfficiencyShape shape;
        shape.workHalf = k < 0 ? 0.0 : shape.referenceWork * std::pow(10.0, -3.0 + 0.1 * k);
        shape.referenceBalance = EfficiencyShape::a100Balance;
        QList<int> used;
        const QList<double> d = residuals(shape, EfficiencyFactors{}, used);
        if (d.isEmpty())
            continue;
        const Effects e = fitEffects(runs, used, d);
        double sum2 = 0;
        for (int j = 0; j < used.size(); ++j)
            sum2 += std::pow(d[j] - e.of(runs[used[j]]), 2);
        const double rms = std::sqrt(sum2 / used.size());
        if (rms < best.rmsLogError - 1e-9) {
            best.shape = shape;
            best.rmsLogError = rms;
            best.factors = EfficiencyFactors{};
            applyEffects(e, best.factors);
        }
    }
    for (int round = 0; round < 3; ++round) {
        QList<int> used;
        const QList<double> d = residuals(best.shape, best.factors, used);
        const Effects e = fitEffects(runs, used, d);
        applyEffects(e, best.factors);
        double sum2 = 0;
        for (int j = 0; j < used.size(); ++j)
            sum2 += std::pow(d[j] - e.of(runs[used[j]]), 2);
        best.rmsLogError = used.isEmpty() ? 0 : std::sqrt(sum2 / used.size());
        best.rows = int(used.size());
    }
    fitExpertHalf(runs, moeRows, best);
    // What separates a whole run from its steady state, on the runs that publish both (the steady state as
    // published, so the model's steady-state error does not enter the factor).
    double sum = 0;
    for (int i : wholeRows)
        if (const double x = wholeRunGapLog(runs[i], optionsOf(best.shape, best.factors)); std::isfinite(x)) {
            sum += x;
            ++best.wholeRows;
        }
    best.factors.wholeRun = best.wholeRows ? std::max(1.0, std::exp(sum / best.wholeRows)) : 1.0;
    return best;
}

UncertaintyBand predictionBand(QList<double> d)
{
    UncertaintyBand b;
    b.runs = int(d.size());
    if (d.isEmpty())
        return b;
    std::sort(d.begin(), d.end());
    const qsizetype n = d.size();
    double lo = 0, hi = 0;
    if (n >= 9) {
        // Split-conformal (Vovk et al. 2005; Lei et al. 2018): with n exchangeable scores, the interval
        // between these order statistics holds a new one with probability ≥ 80 %.
        const qsizetype kLo = (n + 1) / 10;           // ⌊(n + 1) · 0.1⌋
        const qsizetype kHi = ((n + 1) * 9 + 9) / 10; // ⌈(n + 1) · 0.9⌉
        lo = d[std::max<qsizetype>(1, kLo) - 1];
        hi = d[std::min(n, kHi) - 1];
    } else {
        // Student-t: the 90th percentile of t with n − 1 degrees of freedom (n = 1: the spread of 1 is
        // unknown; take ±0.3 in log time, about ±35 %).
        static const double t90[] = {0, 3.078, 1.886, 1.638, 1.533, 1.476, 1.440, 1.415, 1.397};
        const double mean = std::accumulate(d.cbegin(), d.cend(), 0.0) / double(n);
        double ss = 0;
        for (double x : d)
            ss += (x - mean) * (x - mean);
        const double half =
            n > 1 ? t90[n - 1] * std::sqrt(ss / double(n - 1)) * std::sqrt(1.0 + 1.0 / n) : 0.3;
        lo = mean - half;
        hi = mean + half;
    }
    b.low = std::min(1.0, std::exp(lo));
    b.high = std::max(1.0, std::exp(hi));
    return b;
}

UncertaintyBand kindBand(const QList<double>& own, const QList<double>& parent)
{
    if (own.size() >= 3)
        return predictionBand(own);
    UncertaintyBand b = predictionBand(own + parent);
    for (double x : own) {
        b.low = std::min(b.low, std::exp(x));
        b.high = std::max(b.high, std::exp(x));
    }
    b.runs = int(own.size());
    return b;
}

namespace {
// log(published ÷ estimated time) of the out-of-source results keep() accepts, except one source's.
template <class Keep>
QList<double> logRatiosOf(const QList<CalibrationResult>& results, Keep keep, bool stackUnknown,
                          const QString& except)
{
    QList<double> d;
    for (const CalibrationResult& r : results) {
        if (!keep(r) || sourceKey(r.run.source) == except)
            continue;
        const double ratio = stackUnknown ? r.timeRatioStackUnknown() : r.timeRatio();
        if (std::isfinite(ratio) && ratio > 0)
            d << std::log(ratio);
    }
    return d;
}

bool inside(const UncertaintyBand& b, double ratio)
{
    return ratio >= b.low - 1e-9 && ratio <= b.high + 1e-9;
}
} // namespace

namespace {
// Each source's runs estimated with all of them left out of the fit, each also with its stack taken as not
// stated (for the wider band).
QList<CalibrationResult> leaveOneSourceOut(const QList<MeasuredRun>& runs, const QList<double>& exact,
                                           int* sources)
{
    QMap<QString, QSet<int>> bySource;
    for (int i = 0; i < runs.size(); ++i)
        bySource[sourceKey(runs[i].source)].insert(i);
    QList<CalibrationResult> out;
    for (auto it = bySource.cbegin(); it != bySource.cend(); ++it) {
        const EfficiencyFit without = fitEfficiency(runs, it.value());
        QList<int> members = it.value().values();
        std::sort(members.begin(), members.end());
        for (int i : members) {
            CalibrationResult r = evaluate(runs[i], optionsOf(without.shape, without.factors));
            MeasuredRun unknown = runs[i];
            unknown.workload.stack = SoftwareStack::Unknown;
            r.errorStackUnknown = evaluate(unknown, optionsOf(without.shape, without.factors)).error;
            r.exactEfficiency = exact[i];
            out << r;
        }
    }
    *sources = int(bySource.size());
    return out;
}

// The whole runs against their own published steady state, the whole-run factor fitted without each run's
// publication.
QList<WholeRunGap> wholeRunGaps(const QList<MeasuredRun>& runs)
{
    QList<WholeRunGap> out;
    for (int i = 0; i < runs.size(); ++i) {
        if (!runs[i].wholeRun || runs[i].steadyGpuHours <= 0)
            continue;
        QSet<int> same;
        for (int j = 0; j < runs.size(); ++j)
            if (sourceKey(runs[j].source) == sourceKey(runs[i].source))
                same.insert(j);
        const EfficiencyFit without = fitEfficiency(runs, same);
        WholeRunGap g;
        g.id = runs[i].id;
        g.run = runs[i].run;
        g.published = runs[i].published / runs[i].steadyGpuHours;
        wholeRunGapLog(runs[i], optionsOf(without.shape, without.factors), &g.losses);
        g.modelled = g.losses * without.factors.wholeRun;
        out << g;
    }
    return out;
}
} // namespace

CalibrationTable calibrationTable(const GpuCatalog& catalog)
{
    CalibrationTable t;
    const QList<MeasuredRun> runs = measuredRuns(catalog);
    QList<double> exact;
    for (const MeasuredRun& r : runs) {
        TimeOptions flat;
        flat.shape = EfficiencyShape{};
        flat.factors = EfficiencyFactors{};
        exact << fitComputeEfficiency(r, flat);
    }
    t.fit = fitEfficiency(runs);
    for (int i = 0; i < runs.size(); ++i) {
        CalibrationResult in = evaluate(runs[i], optionsOf(t.fit.shape, t.fit.factors));
        in.exactEfficiency = exact[i];
        t.inSample << in;
    }
    for (const MeasuredRun& r : testedOnlyRuns(catalog))
        t.testedOnly << evaluate(r, optionsOf(t.fit.shape, t.fit.factors));
    // Leave-one-source-out: runs of one publication share its cluster, its software and its bias, so each
    // source's runs are estimated with all of them out of the fit.
    t.leaveOneSourceOut = leaveOneSourceOut(runs, exact, &t.sources);
    t.wholeGaps = wholeRunGaps(runs);

    // Bands per kind from the out-of-source errors: dense models' steady state (pre-training and fine-tuning)
    // with the stack named, the same with the stack not stated, whole runs, MoE models' steady state, and
    // fine-tuning alone.
    auto logRatios = [&](auto keep, bool stackUnknown, const QString& except) {
        return logRatiosOf(t.leaveOneSourceOut, keep, stackUnknown, except);
    };
    auto fineTuning = [](const CalibrationResult& r) {
        return r.run.kind() == QLatin1String("finetune");
    };
    // The steady-state bands keep the fine-tuning rows' errors too (wider, as before they had a band of their
    // own); a fine-tuning estimate takes the fine-tuning band.
    auto steadyNamed = [](const CalibrationResult& r) {
        return !r.run.wholeRun && !isMoe(r.run) && r.run.workload.stack != SoftwareStack::Unknown;
    };
    auto steadyAny = [](const CalibrationResult& r) {
        return !r.run.wholeRun && !isMoe(r.run);
    };
    auto moeSteady = [](const CalibrationResult& r) {
        return r.run.kind() == QLatin1String("moe");
    };
    auto whole = [](const CalibrationResult& r) {
        return r.run.wholeRun;
    };
    // MoE and fine-tuning rest on few rows (fewer than three once their main publication is left out).
    auto smallKind = [&](auto keep, const QString& except) {
        return kindBand(logRatios(keep, false, except), logRatios(steadyNamed, false, except));
    };
    t.steady = predictionBand(logRatios(steadyNamed, false, QString()));
    t.steadyUnknown = predictionBand(logRatios(steadyAny, true, QString()));
    t.whole = predictionBand(logRatios(whole, false, QString()));
    t.moe = smallKind(moeSteady, QString());
    t.finetune = smallKind(fineTuning, QString());

    // Per kind: errors, and the band's coverage with each row's source out of the band too (the band of its
    // kind built from the other sources' out-of-source errors).
    QMap<QString, QList<double>> errors;
    QMap<QString, QPair<int, int>> covered;
    for (const CalibrationResult& r : std::as_const(t.leaveOneSourceOut)) {
        const QString kind = r.run.kind();
        const double err = std::isfinite(r.error) ? std::abs(r.error) : 1e9;
        errors[kind] << err;
        errors[QStringLiteral("all")] << err;
        const QString source = sourceKey(r.run.source);
        UncertaintyBand b;
        double ratio = r.timeRatio();
        if (r.run.wholeRun) {
            b = predictionBand(logRatios(whole, false, source));
        } else if (fineTuning(r)) {
            b = smallKind(fineTuning, source);
        } else if (isMoe(r.run)) {
            b = smallKind(moeSteady, source);
        } else if (r.run.workload.stack != SoftwareStack::Unknown) {
            b = predictionBand(logRatios(steadyNamed, false, source));
        } else {
            b = predictionBand(logRatios(steadyAny, true, source));
            ratio = r.timeRatioStackUnknown();
        }
        const bool in = std::isfinite(ratio) && inside(b, ratio);
        for (const QString& k : {kind, QStringLiteral("all")}) {
            covered[k].first += in ? 1 : 0;
            ++covered[k].second;
        }
    }
    for (auto it = errors.cbegin(); it != errors.cend(); ++it) {
        KindValidation v;
        v.rows = int(it->size());
        v.medianAbsError = median(*it);
        v.largestAbsError = *std::max_element(it->cbegin(), it->cend());
        v.bandCoverage = double(covered[it.key()].first) / std::max(1, covered[it.key()].second);
        t.validation[it.key()] = v;
    }
    t.sourceMedianAbsError = t.validation.value(QStringLiteral("all")).medianAbsError;
    t.sourceLargestAbsError = t.validation.value(QStringLiteral("all")).largestAbsError;
    return t;
}

QString sourceKey(const QString& source)
{
    // "Touvron et al. 2023, LLaMA (arXiv …), table 15" → "Touvron et al. 2023": the publication. A
    // document's versions are one publication: "…/performance-summary.md (2025-10-02)" → "…/performance-
    // summary.md" (the same team, software and cluster).
    static const QRegularExpression version(QStringLiteral("\\s*\\([^()]*\\)$"));
    return source.section(QLatin1Char(','), 0, 0).trimmed().remove(version);
}

CalibrationData CalibrationTable::data() const
{
    CalibrationData d = CalibrationData::shipped();
    d.fitted = QDate::currentDate().toString(Qt::ISODate);
    d.runs.clear();
    for (const CalibrationResult& r : inSample)
        d.runs << r.run.id;
    d.shape = fit.shape;
    d.factors = fit.factors;
    d.steady = steady;
    d.steadyUnknown = steadyUnknown;
    d.whole = whole;
    d.moe = moe;
    d.finetune = finetune;
    d.validation.clear();
    for (auto it = validation.cbegin(); it != validation.cend(); ++it)
        d.validation.insert(it.key(), CalibrationData::Validation{it->rows, it->medianAbsError,
                                                                  it->largestAbsError, it->bandCoverage});
    d.sourceMedianAbsError = sourceMedianAbsError;
    d.sourceLargestAbsError = sourceLargestAbsError;
    d.sources = sources;
    return d;
}

} // namespace gpuplan
