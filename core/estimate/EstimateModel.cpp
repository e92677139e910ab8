#include "EstimateModel.h"

#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

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
    d.a100Reference = e.value(QLatin1String("a100_reference")).toDouble();
    auto band = [&](const char* key, UncertaintyBand& b) {
        const QJsonObject j = o.value(QLatin1String("bands")).toObject().value(QLatin1String(key)).toObject();
        b.low = j.value(QLatin1String("low")).toDouble(1);
        b.high = j.value(QLatin1String("high")).toDouble(1);
        b.runs = j.value(QLatin1String("runs")).toInt();
    };
    band("steady_state", d.steady);
    band("whole_run", d.whole);
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
    const bool sane = d.shape.referenceWork > 0 && d.shape.workHalf >= 0 && d.steady.low > 0 &&
                      d.steady.low <= 1 && d.steady.high >= 1 && d.whole.low > 0 && d.whole.low <= 1 &&
                      d.whole.high >= 1 && d.failuresPerGpuHour >= 0 && d.failuresPerGpuHour < 0.01 &&
                      d.hardwareShare >= 0 && d.hardwareShare <= 1 && d.checkpointWriteGBs > 0;
    if (!sane)
        return Result<CalibrationData>::failure(
            sourceName,
            Tr::tr("a value is out of range: a work size ≥ 0, bands with low ≤ 1 ≤ high, a failure "
                   "rate below 0.01 per GPU-hour, a hardware share from 0 to 1"));
    return d;
}

QByteArray CalibrationData::toJson() const
{
    auto band = [](const UncertaintyBand& b) {
        return QJsonObject{{QStringLiteral("low"), std::round(b.low * 1000) / 1000},
                           {QStringLiteral("high"), std::round(b.high * 1000) / 1000},
                           {QStringLiteral("runs"), b.runs}};
    };
    QJsonObject o{
        {QStringLiteral("about"),
         QStringLiteral(
             "The time model's constants fitted on the published runs of ../shared/data/measured-runs.md "
             "by build/bench/gpuplan_calibration --write. efficiency: the GPU catalog's default_mfu is "
             "the value at the reference size; the training kernels reach default_mfu x f(X) / "
             "f(reference), f = X/(X + work_half), X = tokens of a micro-batch x hidden^2 / tensor-"
             "parallel degree (one GPU's projection). bands: published / estimated, 10th and 90th percentile "
             "over "
             "the runs, each with the run left out of the fit.")},
        {QStringLiteral("fitted"), fitted},
        {QStringLiteral("runs"), QJsonArray::fromStringList(runs)},
        {QStringLiteral("efficiency"),
         QJsonObject{{QStringLiteral("reference_work"), shape.referenceWork},
                     {QStringLiteral("work_half"), std::round(shape.workHalf / 1e6) * 1e6},
                     {QStringLiteral("a100_reference"), std::round(a100Reference * 10000) / 10000}}},
        {QStringLiteral("bands"), QJsonObject{{QStringLiteral("steady_state"), band(steady)},
                                              {QStringLiteral("whole_run"), band(whole)}}},
        {QStringLiteral("failures"), QJsonObject{{QStringLiteral("per_gpu_hour"), failuresPerGpuHour},
                                                 {QStringLiteral("hardware_share"), hardwareShare},
                                                 {QStringLiteral("source"), failureSource}}},
        {QStringLiteral("checkpoints"),
         QJsonObject{{QStringLiteral("write_gb_per_s_per_server"), checkpointWriteGBs},
                     {QStringLiteral("source"), checkpointSource}}},
        // How the fit holds on publications it has not seen: each source's runs estimated with all of them
        // left out of the fit (gpuplan_calibration prints the table).
        {QStringLiteral("validation"), QJsonObject{{QStringLiteral("sources"), sources},
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
