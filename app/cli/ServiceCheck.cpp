// `gpuplan acceptance script|check --service PLAN`: the service a contract buys, as a benchmark of one
// replica on the quote's servers (core's servingBenchmark) and its result judged (core's judgeService).
#include "Cli.h"
#include "Table.h"

#include "planner/PlanRequest.h"
#include "planner/PlannerData.h"
#include "serving/ServingBenchmark.h"
#include "storage/ChecklistItems.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/MeasurementStore.h"
#include "util/Language.h"
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

// The judged run on the acceptance checklist's service items, each finding in both languages.
Result<int> recordServiceFindings(Database& db, const ServingBenchmark& b, const ServiceMeasurement& m,
                                  const ServiceJudgement& j)
{
    QList<AcceptanceFinding> findings = serviceFindings(b, m, j);
    for (const char* language : {"zh_CN", "en"}) {
        const Language::Scope scope(QString::fromLatin1(language));
        const QList<AcceptanceFinding> worded = serviceFindings(b, m, j);
        for (int k = 0; k < findings.size() && k < worded.size(); ++k)
            (language[0] == 'z' ? findings[k].messageZh : findings[k].messageEn) = worded[k].message;
    }
    return ChecklistStore(db).recordFindings(b.quote.id, findings);
}

struct Kept
{
    qint64 id = 0; // 0: not kept
    Measurement m;
    bool readOnly = false;
    bool again = false; // kept before
};

// The judged run kept as a measurement, beside the published fit's estimate of it (calibration off).
Result<Kept> keepMeasurement(const QString& planPath, const OpenQuote& open, const PlannerData& data,
                             const ServiceMeasurement& measured, const QString& resultPath)
{
    Kept k;
    if (open.db->readOnly()) {
        k.readOnly = true;
        return k;
    }
    auto fit = serviceBenchmark(planPath, open, data, false);
    if (!fit)
        return fit.error();
    k.m = measurementOf(fit.value(), measured, resultPath);
    // The same result checked again is the same measurement: kept once.
    auto before = MeasurementStore(*open.db).list();
    if (!before)
        return before.error();
    for (const Measurement& m : before.value())
        if (m.quoteId == k.m.quoteId && m.file == k.m.file && m.ttftMs == k.m.ttftMs &&
            m.tpotMs == k.m.tpotMs && m.gpuId == k.m.gpuId && m.engine == k.m.engine) {
            k.id = m.id;
            k.m = m;
            k.again = true;
            return k;
        }
    auto ids = MeasurementStore(*open.db).add({k.m});
    if (!ids)
        return ids.error();
    k.id = ids->value(0);
    return k;
}

void printKept(QTextStream& out, const Kept& k, const OpenQuote& open)
{
    if (k.readOnly) {
        out << Tr::tr("Not kept as a measurement: the database %1 is read-only.").arg(open.db->path())
            << Qt::endl;
        return;
    }
    if (k.id <= 0)
        return;
    if (k.again)
        out << Tr::tr("Kept before as measurement %1 ('gpuplan measurements list').").arg(k.id) << Qt::endl;
    else if (k.m.used)
        out << Tr::tr("Kept as measurement %1: later estimates for %2 with %3 are calibrated by it ('gpuplan "
                      "measurements list').")
                   .arg(k.id)
                   .arg(k.m.gpuId, k.m.engine)
            << Qt::endl;
    else
        out << Tr::tr(
                   "Kept as measurement %1 but set aside: TTFT %2 × and TPOT %3 × the published fit, far "
                   "outside its band. If the run was right, take it in with 'gpuplan measurements use %1'.")
                   .arg(k.id)
                   .arg(
                       QLocale::system().toString(k.m.ttftFitMs > 0 ? k.m.ttftMs / k.m.ttftFitMs : 0, 'f', 2),
                       QLocale::system().toString(k.m.tpotFitMs > 0 ? k.m.tpotMs / k.m.tpotFitMs : 0, 'f', 2))
            << Qt::endl;
}
} // namespace

Result<ServingBenchmark> serviceBenchmark(const QString& path, const OpenQuote& open, const PlannerData& data,
                                          bool calibrate)
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
    ServingRequest r = request.value();
    r.calibrate = calibrate;
    return servingBenchmark(r, open.quote, data);
}

int checkService(Context& ctx, const QString& planPath, const OpenQuote& open, const QString& resultPath,
                 const ServiceMeasurement& measured, bool record)
{
    auto data = PlannerData::load(open.db.get(), Settings());
    if (!data)
        return ctx.failure(data.error());
    auto bench = serviceBenchmark(planPath, open, data.value());
    if (!bench)
        return ctx.badInput(bench.error());
    const ServiceJudgement j = judgeService(bench.value(), measured, resultPath);
    Kept kept;
    int onChecklists = 0;
    if (record && j.verdict != ServiceVerdict::Mismatch) {
        auto k = keepMeasurement(planPath, open, data.value(), measured, resultPath);
        if (!k)
            return ctx.failure(k.error());
        kept = k.value();
        if (!kept.readOnly) {
            auto n = recordServiceFindings(*open.db, bench.value(), measured, j);
            if (!n)
                return ctx.failure(n.error());
            onChecklists = n.value();
        }
    }
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
                                  {QStringLiteral("sentence"), j.sentence.text()},
                                  {QStringLiteral("measurement"), double(kept.id)},
                                  {QStringLiteral("measurement_used"), kept.id > 0 && kept.m.used},
                                  {QStringLiteral("recorded_on_checklist"), onChecklists}});
    } else {
        printJudgement(ctx.out(), bench.value(), measured, j, resultPath);
        printKept(ctx.out(), kept, open);
        if (onChecklists > 0)
            ctx.out() << Tr::tr("Recorded on %n service item(s) of quote %1's acceptance checklist.", nullptr,
                                onChecklists)
                             .arg(open.quote.id)
                      << Qt::endl;
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

int putServiceOnChecklists(Context& ctx, const QString& planPath, const OpenQuote& open)
{
    auto data = PlannerData::load(open.db.get(), Settings());
    if (!data)
        return ctx.failure(data.error());
    auto bench = serviceBenchmark(planPath, open, data.value());
    if (!bench)
        return ctx.badInput(bench.error());
    if (open.db->readOnly())
        return ctx.badInput(QStringLiteral("database"), Tr::tr("%1 is read-only: nothing can be put on the "
                                                               "checklists")
                                                            .arg(open.db->path()));
    if (auto made = ChecklistStore(*open.db).create(open.quote, open.catalog); !made)
        return ctx.failure(made.error());
    int added = 0;
    for (bool acceptance : {false, true}) {
        auto n = putChecklistItems(*open.db, open.quote.id,
                                   acceptance ? QStringLiteral("acceptance") : QStringLiteral("contract"),
                                   serviceChecklistItems(bench.value(), acceptance));
        if (!n)
            return ctx.failure(n.error());
        added += n.value();
    }
    if (ctx.json) {
        ctx.printJson(
            QJsonObject{{QStringLiteral("quote"), double(open.quote.id)}, {QStringLiteral("added"), added}});
        return ExitOk;
    }
    Table t({Tr::tr("item"), Tr::tr("check"), Tr::tr("expected")});
    for (bool acceptance : {false, true})
        for (const ServiceLevelItem& i : serviceLevelItems(bench.value(), acceptance))
            t.addRow({i.code, i.text.text(), i.expected.text()});
    ctx.out() << t.render()
              << Tr::tr("The service is on quote %1's contract and acceptance checklists (%2 new item(s)); "
                        "'acceptance check --service' records the delivered replica on them.")
                     .arg(open.quote.id)
                     .arg(added)
              << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli
