#include "Cli.h"
#include "Table.h"

#include "acceptance/Acceptance.h"
#include "acceptance/ServiceResult.h"
#include "files/InputFile.h"
#include "planner/PlannerData.h"
#include "service/AcceptanceImport.h"
#include "serving/ServingBenchmark.h"
#include "storage/AcceptanceStore.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/History.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cstdio>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString statusWord(ItemStatus s)
{
    switch (s) {
    case ItemStatus::Confirmed:
        return Tr::tr("confirmed");
    case ItemStatus::Failed:
        return Tr::tr("FAILED");
    case ItemStatus::NotApplicable:
        return Tr::tr("not applicable");
    case ItemStatus::Open:
        break;
    }
    return Tr::tr("not tested");
}
} // namespace

std::optional<OpenQuote> openQuote(Context& ctx, qint64 id, int* exitCode)
{
    auto db = openDatabase(ctx);
    if (!db) {
        *exitCode = ctx.openFailed(db.error());
        return std::nullopt;
    }
    auto quote = QuoteStore(**db).get(id);
    if (!quote) {
        *exitCode = ctx.badInput(quote.error());
        return std::nullopt;
    }
    auto catalog = CatalogStore(**db).loadCatalog();
    if (!catalog) {
        *exitCode = ctx.failure(catalog.error());
        return std::nullopt;
    }
    return OpenQuote{std::move(db.value()), quote.value(), std::move(catalog).value()};
}

namespace {
void addAcceptanceOptions(Parser& p)
{
    p.setApplicationDescription(Tr::tr(
        "Acceptance tests on delivery (seed 004).\n"
        "  script --quote ID [--out FILE]   a read-only bash script to run on each delivered server\n"
        "  script --quote ID --service PLAN the service of a serving plan file measured on one replica: the "
        "engine's\n"
        "                                   launch and its benchmark with the contract's lengths and load\n"
        "  check --quote ID --service PLAN RESULT\n"
        "                                   judge a serving benchmark's result (vllm bench serve, "
        "sglang.bench_serving)\n"
        "                                   against the plan's contract and figures for one replica\n"
        "  check --quote ID REPORT          read its report (or pasted command outputs; - reads "
        "standard input),\n"
        "                                   check it against the quote and record the findings on its "
        "checklists\n"
        "                                   (kept per server: --host NAME when the report does not name it)\n"
        "  service --quote ID --service PLAN put the plan's service level on the quote's contract and "
        "acceptance checklists\n"
        "  reports --quote ID               the quote's imported reports per server, newest first, and the "
        "verdict\n"
        "  withdraw --quote ID --report N   undo an import: the report goes, the checklists show the others\n"
        "Exit codes of check: 0 nothing failed (items may still be untested), 1 something failed, 2 bad "
        "input (with --service: a result not of the contract's run)."));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("script, check, reports or withdraw"));
    p.addOptions({
        {QStringLiteral("quote"), Tr::tr("The quote (contract) the server was delivered under."),
         QStringLiteral("ID")},
        {QStringLiteral("out"), Tr::tr("script: write the script to FILE instead of standard output."),
         QStringLiteral("FILE")},
        {QStringLiteral("service"),
         Tr::tr("script, check: the service of this serving plan file (plan --method serve --write-plan) "
                "instead of the hardware: the engine's launch and benchmark for one replica, and its result "
                "judged."),
         QStringLiteral("PLAN")},
        {QStringLiteral("dry-run"), Tr::tr("check: show the findings without recording them.")},
        {QStringLiteral("host"),
         Tr::tr("check: the server the report is of, when its report has no hostname line."),
         QStringLiteral("NAME")},
        {QStringLiteral("report"), Tr::tr("withdraw: the report's number, as 'acceptance reports' lists it."),
         QStringLiteral("N")},
    });
}

// The report of `acceptance check`, read before the database is touched: bad input changes nothing.
// A file, a named pipe or standard input ("-"), read to its end by the one bounded reader: never the first
// chunk of a pipe alone.
Result<QByteArray> readReport(const QString& path)
{
    return readImportFile(path, AcceptanceImport::kMaxReportBytes);
}

int writeScript(Context& ctx, const QCommandLineParser& p, const OpenQuote& open)
{
    QString script;
    if (p.isSet(QStringLiteral("service"))) {
        auto data = PlannerData::load(open.db.get(), Settings());
        if (!data)
            return ctx.failure(data.error());
        auto service = serviceBenchmark(p.value(QStringLiteral("service")), open, data.value());
        if (!service)
            return ctx.badInput(service.error());
        script = service->script;
    } else {
        script = acceptanceScript(open.quote, open.catalog);
    }
    if (!p.isSet(QStringLiteral("out"))) {
        ctx.out() << script;
        return ExitOk;
    }
    if (Status s = writeFileAtomically(p.value(QStringLiteral("out")), script.toUtf8(),
                                       databaseFiles(open.db->path()));
        !s)
        return ctx.writeRefused(s, QStringLiteral("--out"));
    if (!ctx.json)
        ctx.out() << Tr::tr("Wrote the acceptance script for quote %1 to %2.")
                         .arg(open.quote.id)
                         .arg(p.value(QStringLiteral("out")))
                  << Qt::endl;
    return ExitOk;
}

QJsonObject findingsJson(qint64 id, const AcceptanceResult& result, int recorded)
{
    QJsonArray arr;
    for (const AcceptanceFinding& f : result.findings)
        arr.append(
            QJsonObject{{QStringLiteral("code"), f.code},
                        {QStringLiteral("status"), f.status == ItemStatus::Open ? QStringLiteral("not_tested")
                                                                                : itemStatusName(f.status)},
                        {QStringLiteral("message"), f.message},
                        {QStringLiteral("evidence"), f.evidence}});
    return QJsonObject{{QStringLiteral("quote"), double(id)},
                       {QStringLiteral("confirmed"), result.count(ItemStatus::Confirmed)},
                       {QStringLiteral("failed"), result.count(ItemStatus::Failed)},
                       {QStringLiteral("not_tested"), result.count(ItemStatus::Open)},
                       {QStringLiteral("recorded"), recorded},
                       {QStringLiteral("findings"), arr}};
}

void printFindings(QTextStream& out, qint64 id, const AcceptanceResult& result, int recorded)
{
    Table t({Tr::tr("item"), Tr::tr("result"), Tr::tr("finding")});
    for (const AcceptanceFinding& f : result.findings)
        t.addRow({f.code, statusWord(f.status), f.message});
    out << t.render();
    for (const AcceptanceFinding& f : result.findings)
        if (f.status == ItemStatus::Failed && !f.evidence.isEmpty())
            out << Qt::endl << Tr::tr("Evidence for %1:").arg(f.code) << Qt::endl << f.evidence << Qt::endl;
    out << Qt::endl
        << Tr::tr("%1 confirmed, %2 failed, %3 not tested.")
               .arg(result.count(ItemStatus::Confirmed))
               .arg(result.count(ItemStatus::Failed))
               .arg(result.count(ItemStatus::Open));
    if (recorded > 0)
        out << QLatin1Char(' ')
            << Tr::tr("Recorded on %n checklist item(s) of quote %1 (gpuplan checklist show %1).", nullptr,
                      recorded)
                   .arg(id);
    out << Qt::endl;
}
// `acceptance reports`: every import of the quote, newest first (the servers' newest marked), and the
// verdict.
int listReports(Context& ctx, const OpenQuote& open)
{
    AcceptanceStore store(*open.db);
    auto all = store.reports(open.quote.id);
    auto verdict = store.verdict(open.quote);
    if (!all || !verdict)
        return ctx.failure(all ? verdict.error() : all.error());
    if (ctx.json) {
        QJsonArray arr;
        for (const AcceptanceReportRecord& r : all.value())
            arr.append(QJsonObject{{QStringLiteral("report"), double(r.id)},
                                   {QStringLiteral("host"), r.host},
                                   {QStringLiteral("file"), r.file},
                                   {QStringLiteral("imported_at"), r.importedAt},
                                   {QStringLiteral("imported_by"), r.importedBy},
                                   {QStringLiteral("latest"), r.latest},
                                   {QStringLiteral("confirmed"), r.count(ItemStatus::Confirmed)},
                                   {QStringLiteral("failed"), r.count(ItemStatus::Failed)}});
        ctx.printJson(QJsonObject{{QStringLiteral("quote"), double(open.quote.id)},
                                  {QStringLiteral("servers"), open.quote.servers},
                                  {QStringLiteral("failed_servers"), verdict->failedServers()},
                                  {QStringLiteral("verdict"), verdict->text()},
                                  {QStringLiteral("reports"), arr}});
        return ExitOk;
    }
    Table t({Tr::tr("report"), Tr::tr("server"), Tr::tr("imported"), Tr::tr("by"), Tr::tr("result"),
             Tr::tr("file")});
    for (const AcceptanceReportRecord& r : all.value())
        t.addRow({QString::number(r.id) + (r.latest ? QString() : Tr::tr(" (earlier)")), r.host,
                  historyTime(QDateTime::fromString(r.importedAt, Qt::ISODate).toLocalTime()), r.importedBy,
                  Tr::tr("%1 confirmed, %2 failed")
                      .arg(r.count(ItemStatus::Confirmed))
                      .arg(r.count(ItemStatus::Failed)),
                  r.file});
    ctx.out() << t.render() << Tr::tr("Acceptance of quote %1: %2.").arg(open.quote.id).arg(verdict->text())
              << Qt::endl;
    return ExitOk;
}

int withdrawReport(Context& ctx, const QCommandLineParser& p, const OpenQuote& open)
{
    bool ok = false;
    const qint64 report = p.value(QStringLiteral("report")).toLongLong(&ok);
    if (!ok || report <= 0)
        return ctx.badInput(QStringLiteral("--report"),
                            Tr::tr("give the report's number, as 'gpuplan acceptance reports' lists it"));
    if (Status s = AcceptanceStore(*open.db).withdraw(open.quote, report); !s) // a report it lacks: bad input
        return s.error().field == QLatin1String("report") ? ctx.badInput(s.error()) : ctx.failure(s.error());
    auto verdict = AcceptanceStore(*open.db).verdict(open.quote);
    if (!ctx.json)
        ctx.out() << Tr::tr("Withdrew report %1 of quote %2; acceptance: %3.")
                         .arg(report)
                         .arg(open.quote.id)
                         .arg(verdict ? verdict->text() : QString())
                  << Qt::endl;
    return ExitOk;
}
// `check --service PLAN RESULT`: the result is read before the database is opened (half a result judges
// nothing and opens nothing), then judged against the plan's service on the quote.
int checkServiceResult(Context& ctx, const QCommandLineParser& p, qint64 id, const QString& path,
                       const QByteArray& text)
{
    auto measured = parseServiceResult(text);
    if (!measured)
        return ctx.badInput(path, measured.error().message);
    int rc = ExitOk;
    auto open = openQuote(ctx, id, &rc);
    if (!open)
        return rc;
    return checkService(ctx, p.value(QStringLiteral("service")), *open, path, measured.value(),
                        !p.isSet(QStringLiteral("dry-run")));
}
} // namespace

int runAcceptance(Context& ctx, const QStringList& args)
{
    Parser p;
    addAcceptanceOptions(p);
    if (int rc = parseCommand(
            ctx, p, args, Tr::tr("Usage: gpuplan acceptance script|check --quote ID [REPORT] [options]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0);
    if (!QStringList{QStringLiteral("script"), QStringLiteral("check"), QStringLiteral("reports"),
                     QStringLiteral("withdraw"), QStringLiteral("service")}
             .contains(action))
        return ctx.badInput(
            QStringLiteral("acceptance"),
            Tr::tr("'%1' is not one of script, check, service, reports, withdraw").arg(action));
    bool ok = false;
    const qint64 id = p.value(QStringLiteral("quote")).toLongLong(&ok);
    if (!ok || id <= 0)
        return ctx.badInput(QStringLiteral("--quote"), Tr::tr("give the quote id shown by 'quotes list'"));
    if (action == QLatin1String("check") && pos.size() != 2)
        return ctx.badInput(QStringLiteral("acceptance check"),
                            Tr::tr("give the report file (or - for standard input)"));
    QByteArray text;
    if (action == QLatin1String("check")) {
        auto bytes = readReport(pos[1]);
        if (!bytes)
            return ctx.badInput(bytes.error());
        text = bytes.value();
    }
    if (action == QLatin1String("check") && p.isSet(QStringLiteral("service")))
        return checkServiceResult(ctx, p, id, pos[1], text);
    int rc = ExitOk;
    auto open = openQuote(ctx, id, &rc);
    if (!open)
        return rc;
    if (action == QLatin1String("script"))
        return writeScript(ctx, p, *open);
    if (action == QLatin1String("reports"))
        return listReports(ctx, *open);
    if (action == QLatin1String("withdraw"))
        return withdrawReport(ctx, p, *open);
    if (action == QLatin1String("service"))
        return putServiceOnChecklists(ctx, p.value(QStringLiteral("service")), *open);
    auto report = AcceptanceImport::parse(text);
    if (!report)
        return ctx.badInput(pos[1], report.error().message);
    // The script names the quote it was written for (reliability-4 F9): a report of another contract is never
    // recorded on this one.
    if (report->quoteId > 0 && report->quoteId != id)
        return ctx.badInput(
            QStringLiteral("--quote"),
            Tr::tr("the report was made by the acceptance script of quote %1 (its line 'gpuplan-quote: %1'), "
                   "not of quote %2; nothing was recorded. Check it against --quote %1, or, if this server "
                   "really was delivered under quote %2, remove that line")
                .arg(report->quoteId)
                .arg(id));
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    // A database that cannot be written records nothing: say so rather than report success.
    if (!dryRun && open->db->readOnly())
        return ctx.badInput(
            Error{open->db->backend() == SqlDialect::Backend::Postgres
                      ? Tr::tr("your role on the team database %1 may read but not change it (a viewer): the "
                               "findings cannot be recorded on the checklists; give --dry-run to see them "
                               "without recording")
                            .arg(open->db->path())
                      : Tr::tr("%1 is read-only: the findings cannot be recorded on the checklists; give "
                               "--dry-run to see them without recording")
                            .arg(open->db->path()),
                  QString(), QStringLiteral("database")});
    auto outcome = AcceptanceImport::check(*open->db, open->quote, open->catalog, report.value(), !dryRun,
                                           p.value(QStringLiteral("host")), QFileInfo(pos[1]).fileName());
    if (!outcome) // a report of a server the quote does not have room for, or unnamed: bad input
        return outcome.error().field == QLatin1String("host") ? ctx.badInput(outcome.error())
                                                              : ctx.failure(outcome.error());
    const auto verdict = dryRun ? Result<AcceptanceVerdict>(AcceptanceVerdict{})
                                : AcceptanceStore(*open->db).verdict(open->quote);
    if (ctx.json) {
        QJsonObject o = findingsJson(id, outcome->result, outcome->recorded);
        if (outcome->reportId > 0) {
            o.insert(QStringLiteral("report"), double(outcome->reportId));
            o.insert(QStringLiteral("verdict"), verdict ? verdict->text() : QString());
        }
        ctx.printJson(o);
    } else {
        printFindings(ctx.out(), id, outcome->result, outcome->recorded);
        if (!outcome->otherHardware.isEmpty())
            ctx.out() << Tr::tr("Note: the report's GPUs (%1) are not the contract's; check that this is the "
                                "right quote.")
                             .arg(outcome->otherHardware)
                      << Qt::endl;
        if (outcome->reportId > 0 && verdict)
            ctx.out() << Tr::tr("Kept as report %1 (withdraw it with 'gpuplan acceptance withdraw --quote %2 "
                                "--report %1'); acceptance: %3.")
                             .arg(outcome->reportId)
                             .arg(id)
                             .arg(verdict->text())
                      << Qt::endl;
    }
    return outcome->result.failed() ? ExitFailure : ExitOk;
}

} // namespace gpuplan::cli
