#include "EstimateModel.h"

#include "Workload.h"
#include "catalog/GpuModel.h"

#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <utility>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(EstimateModel)
};

double shapeOf(double v, double half)
{
    return half > 0 && v > 0 ? v / (v + half) : 1.0;
}
} // namespace

double EfficiencyShape::factor(double work) const
{
    return shapeOf(work, workHalf) / shapeOf(referenceWork, workHalf);
}

double EfficiencyShape::halfFor(const GpuModel& gpu) const
{
    if (referenceBalance <= 0 || gpu.memoryBandwidthGBs <= 0)
        return workHalf;
    const double balance = gpu.peakTflops(Precision::BF16) * 1000.0 / gpu.memoryBandwidthGBs;
    return balance > 0 ? workHalf * balance / referenceBalance : workHalf;
}

double EfficiencyShape::factor(double work, const GpuModel& gpu) const
{
    const double half = halfFor(gpu);
    return shapeOf(work, half) / shapeOf(referenceWork, half);
}

double EfficiencyShape::share(double work, const GpuModel& gpu) const
{
    return shapeOf(work, halfFor(gpu));
}

double EfficiencyShape::expertFactor(double expertFlopShare, double expertWidth) const
{
    return expertHalf > 0 && expertWidth > 0 && expertFlopShare > 0
               ? 1.0 / (1.0 + expertFlopShare * expertHalf / expertWidth)
               : 1.0;
}

int generationIndex(const GpuModel& gpu)
{
    // NVIDIA's data-centre architectures by the model's name (H100, H800, H20, H200; B200, GB200), so that a
    // GPU a user adds under an id of their own follows its family; every other NVIDIA GPU follows the Ampere
    // scale, as the catalog relates it to the A100.
    if (gpu.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) != 0)
        return 3;
    const QString& name = gpu.name;
    qsizetype i = 0;
    while (i < name.size() && name.at(i).isSpace())
        ++i;
    const QChar c = i < name.size() ? name.at(i).toUpper() : QChar();
    const QChar d = i + 1 < name.size() ? name.at(i + 1).toUpper() : QChar();
    if (c == QLatin1Char('H'))
        return 1;
    if ((c == QLatin1Char('B') && d == QLatin1Char('2')) || (c == QLatin1Char('G') && d == QLatin1Char('B')))
        return 2;
    return 0;
}

QString generationOf(const GpuModel& gpu)
{
    static const char* const names[] = {"ampere", "hopper", "blackwell", "other"};
    return QString::fromLatin1(names[generationIndex(gpu)]);
}

QString generationLabel(const QString& generation)
{
    if (generation == QLatin1String("other"))
        return Tr::tr("other");
    return generation.left(1).toUpper() + generation.mid(1); // Ampere, Hopper, Blackwell: NVIDIA's names
}

double EfficiencyFactors::generation(const GpuModel& gpu) const
{
    return generations.value(generationOf(gpu), generations.value(QStringLiteral("ampere"), 1.0));
}

double EfficiencyFactors::stack(SoftwareStack s) const
{
    return stacks.value(stackName(s), 1.0);
}

double EfficiencyFactors::of(const GpuModel& gpu, SoftwareStack s, bool fp8Compute) const
{
    return generation(gpu) * stack(s) * (fp8Compute ? fp8 : 1.0);
}

const CalibrationData& CalibrationData::shipped()
{
    static const CalibrationData data = [] {
        auto parsed =
            fromJson(DataFile::resource(QStringLiteral(":/gpuplan/catalog/calibration.json")).toUtf8(),
                     QStringLiteral("calibration.json"));
        if (!parsed)
            qFatal("Shipped calibration is invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return data;
}

Result<CalibrationData> CalibrationData::fromJson(const QByteArray& json, const QString& sourceName)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (!doc.isObject())
        return Result<CalibrationData>::failure(sourceName,
                                                Tr::tr("not a JSON object: %1").arg(err.errorString()));
    const QJsonObject o = doc.object();
    CalibrationData d;
    d.fitted = o.value(QLatin1String("fitted")).toString();
    for (const QJsonValue& v : o.value(QLatin1String("runs")).toArray())
        d.runs << v.toString();
    const QJsonObject e = o.value(QLatin1String("efficiency")).toObject();
    d.shape.referenceWork = e.value(QLatin1String("reference_work")).toDouble(d.shape.referenceWork);
    d.shape.workHalf = e.value(QLatin1String("work_half")).toDouble();
    d.shape.referenceBalance = e.value(QLatin1String("reference_balance")).toDouble();
    d.shape.expertHalf = e.value(QLatin1String("expert_half")).toDouble();
    auto band = [&](const char* key, UncertaintyBand& b) {
        const QJsonObject j = o.value(QLatin1String("bands")).toObject().value(QLatin1String(key)).toObject();
        b.low = j.value(QLatin1String("low")).toDouble(1);
        b.high = j.value(QLatin1String("high")).toDouble(1);
        b.runs = j.value(QLatin1String("runs")).toInt();
    };
    band("steady_state", d.steady);
    band("steady_state_stack_not_stated", d.steadyUnknown);
    band("whole_run", d.whole);
    band("steady_state_moe", d.moe);
    band("finetune", d.finetune);
    if (d.steadyUnknown.runs == 0)
        d.steadyUnknown = d.steady;
    if (d.moe.runs == 0)
        d.moe = d.steadyUnknown;
    if (d.finetune.runs == 0)
        d.finetune = d.steadyUnknown;
    const QJsonObject fa = o.value(QLatin1String("factors")).toObject();
    const QJsonObject gens = fa.value(QLatin1String("generations")).toObject();
    for (auto it = gens.begin(); it != gens.end(); ++it)
        d.factors.generations.insert(it.key(), it.value().toDouble(1));
    const QJsonObject stacks = fa.value(QLatin1String("stacks")).toObject();
    for (auto it = stacks.begin(); it != stacks.end(); ++it)
        d.factors.stacks.insert(it.key(), it.value().toObject().value(QLatin1String("factor")).toDouble(1));
    d.factors.fp8 = fa.value(QLatin1String("fp8")).toObject().value(QLatin1String("factor")).toDouble(1);
    d.factors.wholeRun =
        fa.value(QLatin1String("whole_run")).toObject().value(QLatin1String("factor")).toDouble(1);
    bool factorsSane =
        d.factors.fp8 > 0.2 && d.factors.fp8 <= 2 && d.factors.wholeRun >= 1 && d.factors.wholeRun < 5;
    for (double g : std::as_const(d.factors.generations))
        factorsSane = factorsSane && g > 0.2 && g < 5;
    for (double f : std::as_const(d.factors.stacks))
        factorsSane = factorsSane && f > 0.2 && f < 5;
    const QJsonObject f = o.value(QLatin1String("failures")).toObject();
    d.failuresPerGpuHour = f.value(QLatin1String("per_gpu_hour")).toDouble();
    d.hardwareShare = f.value(QLatin1String("hardware_share")).toDouble();
    d.failureSource = f.value(QLatin1String("source")).toString();
    const QJsonObject c = o.value(QLatin1String("checkpoints")).toObject();
    d.checkpointWriteGBs = c.value(QLatin1String("write_gb_per_s_per_server")).toDouble(1.0);
    d.checkpointSource = c.value(QLatin1String("source")).toString();
    const QJsonObject v = o.value(QLatin1String("validation")).toObject();
    d.sourceMedianAbsError = v.value(QLatin1String("leave_one_source_out_median_abs_error")).toDouble();
    d.sourceLargestAbsError = v.value(QLatin1String("leave_one_source_out_largest_abs_error")).toDouble();
    d.sources = v.value(QLatin1String("sources")).toInt();
    const QJsonObject kinds = v.value(QLatin1String("kinds")).toObject();
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        const QJsonObject k = it.value().toObject();
        Validation val;
        val.rows = k.value(QLatin1String("rows")).toInt();
        val.medianAbsError = k.value(QLatin1String("median_abs_error")).toDouble();
        val.largestAbsError = k.value(QLatin1String("largest_abs_error")).toDouble();
        val.bandCoverage = k.value(QLatin1String("band_coverage")).toDouble();
        d.validation.insert(it.key(), val);
    }
    const bool sane = factorsSane && d.steadyUnknown.low > 0 && d.steadyUnknown.low <= 1 &&
                      d.steadyUnknown.high >= 1 && d.shape.referenceWork > 0 && d.shape.workHalf >= 0 &&
                      d.shape.expertHalf >= 0 && d.moe.low > 0 && d.moe.low <= 1 && d.moe.high >= 1 &&
                      d.finetune.low > 0 && d.finetune.low <= 1 && d.finetune.high >= 1 && d.steady.low > 0 &&
                      d.steady.low <= 1 && d.steady.high >= 1 && d.whole.low > 0 && d.whole.low <= 1 &&
                      d.whole.high >= 1 && d.failuresPerGpuHour >= 0 && d.failuresPerGpuHour < 0.01 &&
                      d.hardwareShare >= 0 && d.hardwareShare <= 1 && d.checkpointWriteGBs > 0;
    if (!sane)
        return Result<CalibrationData>::failure(
            sourceName,
            Tr::tr("a value is out of range: a work size ≥ 0, bands with low ≤ 1 ≤ high, a failure "
                   "rate below 0.01 per GPU-hour, a hardware share from 0 to 1, factors from 0.2 to 5 (the "
                   "whole-run factor at least 1)"));
    return d;
}

QByteArray CalibrationData::toJson() const
{
    auto band = [](const UncertaintyBand& b) {
        return QJsonObject{{QStringLiteral("low"), std::round(b.low * 1000) / 1000},
                           {QStringLiteral("high"), std::round(b.high * 1000) / 1000},
                           {QStringLiteral("runs"), b.runs}};
    };
    auto r4 = [](double v) {
        return std::round(v * 10000) / 10000;
    };
    QJsonObject gens;
    for (auto it = factors.generations.cbegin(); it != factors.generations.cend(); ++it)
        gens.insert(it.key(), r4(*it));
    QJsonObject stackFactors;
    for (auto it = factors.stacks.cbegin(); it != factors.stacks.cend(); ++it)
        stackFactors.insert(it.key(), QJsonObject{{QStringLiteral("factor"), r4(*it)}});
    QJsonObject kinds;
    for (auto it = validation.cbegin(); it != validation.cend(); ++it)
        kinds.insert(
            it.key(),
            QJsonObject{{QStringLiteral("rows"), it->rows},
                        {QStringLiteral("median_abs_error"), std::round(it->medianAbsError * 1000) / 1000},
                        {QStringLiteral("largest_abs_error"), std::round(it->largestAbsError * 1000) / 1000},
                        {QStringLiteral("band_coverage"), std::round(it->bandCoverage * 1000) / 1000}});
    QJsonObject o{
        {QStringLiteral("about"),
         QStringLiteral(
             "The time model's constants fitted on the published runs of ../shared/data/measured-runs.md "
             "by build/bench/gpuplan_calibration --write. efficiency: the GPU catalog's default_mfu is "
             "the value at the reference width; the training kernels reach default_mfu x factors x f(h) / "
             "f(reference), f = h/(h + work_half), h = the model's hidden size; MoE models also x 1/(1 + e x "
             "expert_half / "
             "f_e), e the experts' share of the FLOPs and f_e one expert's FFN width, expert_half fitted on "
             "the MoE rows alone; factors: a scale per GPU "
             "generation, per software "
             "stack (unknown = 1), multiplied in, and for FP8 compute on the matrix products alone (their "
             "share "
             "f(h) of the 16-bit time runs at the FP8 peak x the factor, the rest at 16 bits: Amdahl's law); "
             "whole_run: what a whole run takes "
             "beyond its steady state and the run-loss model, fitted on the whole runs that publish their "
             "steady state too. bands: published / estimated time, an 80% "
             "split-conformal interval per kind over the rows' errors with their source left out of the "
             "fit (the floor((n+1)/10)-th and ceil((n+1)*9/10)-th of n; with fewer than 9 rows a Student-t "
             "interval); steady_state_moe for MoE models, finetune for fine-tuning. validation: per kind, "
             "median and largest |error| "
             "with each source left out, and the "
             "share of rows the band of their kind holds when built without their source.")},
        {QStringLiteral("fitted"), fitted},
        {QStringLiteral("runs"), QJsonArray::fromStringList(runs)},
        {QStringLiteral("efficiency"),
         QJsonObject{{QStringLiteral("reference_work"), shape.referenceWork},
                     {QStringLiteral("work_half"), std::round(shape.workHalf)},
                     {QStringLiteral("reference_balance"), shape.referenceBalance},
                     {QStringLiteral("expert_half"), std::round(shape.expertHalf)}}},
        {QStringLiteral("factors"),
         QJsonObject{
             {QStringLiteral("generations"), gens},
             {QStringLiteral("stacks"), stackFactors},
             {QStringLiteral("fp8"), QJsonObject{{QStringLiteral("factor"), r4(factors.fp8)}}},
             {QStringLiteral("whole_run"), QJsonObject{{QStringLiteral("factor"), r4(factors.wholeRun)}}}}},
        {QStringLiteral("bands"),
         QJsonObject{{QStringLiteral("steady_state"), band(steady)},
                     {QStringLiteral("steady_state_stack_not_stated"), band(steadyUnknown)},
                     {QStringLiteral("whole_run"), band(whole)},
                     {QStringLiteral("steady_state_moe"), band(moe)},
                     {QStringLiteral("finetune"), band(finetune)}}},
        {QStringLiteral("failures"), QJsonObject{{QStringLiteral("per_gpu_hour"), failuresPerGpuHour},
                                                 {QStringLiteral("hardware_share"), hardwareShare},
                                                 {QStringLiteral("source"), failureSource}}},
        {QStringLiteral("checkpoints"),
         QJsonObject{{QStringLiteral("write_gb_per_s_per_server"), checkpointWriteGBs},
                     {QStringLiteral("source"), checkpointSource}}},
        // How the fit holds on publications it has not seen: each source's runs estimated with all of them
        // left out of the fit (gpuplan_calibration prints the table).
        {QStringLiteral("validation"), QJsonObject{{QStringLiteral("sources"), sources},
                                                   {QStringLiteral("kinds"), kinds},
                                                   {QStringLiteral("leave_one_source_out_median_abs_error"),
                                                    std::round(sourceMedianAbsError * 1000) / 1000},
                                                   {QStringLiteral("leave_one_source_out_largest_abs_error"),
                                                    std::round(sourceLargestAbsError * 1000) / 1000}}}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

namespace {
QString say(const QString& language, const char* source)
{
    return language.isEmpty() ? QCoreApplication::translate("EstimateModel", source)
                              : Language::translate(language, "EstimateModel", source);
}

QString figure(double v, int decimals)
{
    return QLocale(QLocale::English).toString(v, 'f', decimals);
}

int decimalsFor(double v)
{
    return v < 10 ? 1 : 0;
}
} // namespace

QString durationText(double hours, const QString& language)
{
    return durationWithBand(hours, 0, 0, language);
}

QString durationWithBand(double hours, double low, double high, const QString& language)
{
    const bool band = high > 0 && low > 0 && high > low;
    if (hours < 1.0 / 60) {
        const double sec = hours * 3600;
        return band ? say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 s (%2–%3 s)"))
                          .arg(figure(sec, decimalsFor(sec)), figure(low * 3600, decimalsFor(low * 3600)),
                               figure(high * 3600, decimalsFor(high * 3600)))
                    : say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 s"))
                          .arg(figure(sec, decimalsFor(sec)));
    }
    if (hours < 1) {
        const double m = hours * 60;
        return band ? say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 min (%2–%3 min)"))
                          .arg(figure(m, decimalsFor(m)), figure(low * 60, decimalsFor(low * 60)),
                               figure(high * 60, decimalsFor(high * 60)))
                    : say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 min"))
                          .arg(figure(m, decimalsFor(m)));
    }
    if (hours < 48)
        return band ? say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 h (%2–%3 h)"))
                          .arg(figure(hours, 1), figure(low, decimalsFor(low)),
                               figure(high, decimalsFor(high)))
                    : say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 h")).arg(figure(hours, 1));
    const double d = hours / 24;
    return band ? say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 days (%2–%3 days)"))
                      .arg(figure(d, 1), figure(low / 24, 1), figure(high / 24, 1))
                : say(language, QT_TRANSLATE_NOOP("EstimateModel", "%1 days")).arg(figure(d, 1));
}

} // namespace gpuplan
