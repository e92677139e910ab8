// `gpuplan acceptance script|check --service PLAN`: the service a contract buys, as a benchmark of one
// replica on the quote's servers (core's servingBenchmark) and its result judged (core's judgeService).
#include "Cli.h"
#include "Table.h"

#include "planner/PlanRequest.h"
#include "service/PlannerData.h"
#include "serving/ServingBenchmark.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString figure(double v, bool ms)
{
    return QLocale::system().toString(v, 'f', ms && v < 100 ? 1 : 0);
}

QString judged(const ServiceFigure& f)
{
    if (!f.judged)
        return Tr::tr("the load's (not judged)");
    if (!f.keepsLimit())
        return Tr::tr("FAILS the contract");
    if (!f.insideBand())
        return f.higherIsBetter ? Tr::tr("FAILS: below the plan's band")
                                : Tr::tr("kept, beyond the plan's band");
    return f.asPlanned() ? Tr::tr("kept, as planned") : Tr::tr("kept, below the plan (inside its band)");
}

QJsonObject figureJson(const ServiceFigure& f)
{
    QJsonObject o{{QStringLiteral("metric"), f.metric},
                  {QStringLiteral("measured"), f.measured},
                  {QStringLiteral("expected"), f.expected},
                  {QStringLiteral("band_low"), f.low},
                  {QStringLiteral("band_high"), f.high},
                  {QStringLiteral("judged"), f.judged},
                  {QStringLiteral("keeps_limit"), f.keepsLimit()},
                  {QStringLiteral("as_planned"), f.asPlanned()},
                  {QStringLiteral("inside_band"), f.insideBand()}};
    if (f.percentile > 0)
        o.insert(QStringLiteral("percentile"), f.percentile);
    if (f.limit > 0)
        o.insert(QStringLiteral("limit"), f.limit);
    return o;
}

QJsonArray wordsJson(const QList<Words>& words)
{
    QJsonArray a;
    for (const Words& w : words)
        a.append(w.text());
    return a;
}

void printJudgement(QTextStream& out, const ServingBenchmark& b, const ServiceMeasurement& m,
                    const ServiceJudgement& j, const QString& file)
{
    const ServingWorkload& w = b.expected.workload;
    out << Tr::tr("Service of quote %1 (%2): %3, %4 weights, %5; %6 input / %7 output tokens; one replica of "
                  "%8 × %9 at %10.")
               .arg(b.quote.id)
               .arg(b.quote.provider, w.model.name, precisionName(w.weights), engineLabel(b.request.engine))
               .arg(b.request.inputTokens)
               .arg(b.request.outputTokens)
               .arg(b.gpusPerReplica)
               .arg(b.expected.replica.gpu->displayName(),
                    b.concurrency > 0
                        ? Tr::tr("%1 requests at once").arg(std::ceil(b.concurrency))
                        : Tr::tr("%1 requests/s").arg(QLocale::system().toString(b.rate, 'f', 3)))
        << Qt::endl
        << Tr::tr("Result: %1, %2 (%3): %4 answered, %5 failed.")
               .arg(m.toolName(), m.formText(), QFileInfo(file).fileName())
               .arg(m.completed.value_or(0))
               .arg(m.failedRequests());
    if (m.results > 1)
        out << QLatin1Char(' ') << Tr::tr("The file holds %1 results; the last was read.").arg(m.results);
    out << Qt::endl << Qt::endl;
    Table t(
        {Tr::tr("figure"), Tr::tr("measured"), Tr::tr("contract"), Tr::tr("plan (band)"), Tr::tr("verdict")});
    for (const ServiceFigure& f : j.figures) {
        const bool ms = f.metric != QLatin1String("output_throughput");
        t.addRow(
            {f.metricText(), figure(f.measured, ms),
             f.limit > 0 ? QStringLiteral("≤ ") + figure(f.limit, ms) : QStringLiteral("—"),
             f.judged || f.low != f.high
                 ? Tr::tr("%1 (%2–%3)").arg(figure(f.expected, ms), figure(f.low, ms), figure(f.high, ms))
                 : figure(f.expected, ms),
             j.verdict == ServiceVerdict::Mismatch ? QStringLiteral("—") : judged(f)});
    }
    for (int c : {1, 2})
        t.setRightAligned(c);
    out << t.render() << Qt::endl << j.sentence.text() << Qt::endl;
    for (const Words& w : j.mismatches)
        out << QStringLiteral("  ≠ ") << w.text() << Qt::endl;
    for (const Words& w : j.findings)
        out << QStringLiteral("  · ") << w.text() << Qt::endl;
}
} // namespace

Result<ServingBenchmark> serviceBenchmark(const QString& path, const OpenQuote& open, const PlannerData& data)
{
    auto plan = readPlanFile(path);
    if (!plan)
        return Error(plan.error().message, QStringLiteral("--service, ") + plan.error().where,
                     QStringLiteral("service"));
    auto request = servingOfPlan(plan.value());
    if (!request)
        return Error(
            request.error().message,
            Tr::tr("--service, %1, key \"%2\"").arg(QFileInfo(path).fileName(), request.error().where),
            QStringLiteral("service"));
    return servingBenchmark(request.value(), open.quote, data);
}

int checkService(Context& ctx, const QString& planPath, const OpenQuote& open, const QString& resultPath,
                 const ServiceMeasurement& measured)
{
    auto data = PlannerData::load(open.db.get(), Settings());
    if (!data)
        return ctx.failure(data.error());
    auto bench = serviceBenchmark(planPath, open, data.value());
    if (!bench)
        return ctx.badInput(bench.error());
    const ServiceJudgement j = judgeService(bench.value(), measured, resultPath);
    if (ctx.json) {
        QJsonArray figures;
        for (const ServiceFigure& f : j.figures)
            figures.append(figureJson(f));
        ctx.printJson(QJsonObject{{QStringLiteral("quote"), double(open.quote.id)},
                                  {QStringLiteral("verdict"), serviceVerdictKey(j.verdict)},
                                  {QStringLiteral("replica"), j.replica},
                                  {QStringLiteral("tool"), measured.toolName()},
                                  {QStringLiteral("form"), measured.form},
                                  {QStringLiteral("answered"), measured.completed.value_or(0)},
                                  {QStringLiteral("failed"), measured.failedRequests()},
                                  {QStringLiteral("figures"), figures},
                                  {QStringLiteral("mismatches"), wordsJson(j.mismatches)},
                                  {QStringLiteral("findings"), wordsJson(j.findings)},
                                  {QStringLiteral("sentence"), j.sentence.text()}});
    } else {
        printJudgement(ctx.out(), bench.value(), measured, j, resultPath);
    }
    switch (j.verdict) {
    case ServiceVerdict::Meets:
    case ServiceVerdict::BelowPlan:
        return ExitOk;
    case ServiceVerdict::Fails:
        return ExitFailure;
    case ServiceVerdict::Mismatch:
        break;
    }
    return ExitBadInput;
}

} // namespace gpuplan::cli
