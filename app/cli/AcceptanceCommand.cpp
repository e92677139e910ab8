#include "Cli.h"
#include "Table.h"

#include "acceptance/Acceptance.h"
#include "files/InputFile.h"
#include "service/AcceptanceImport.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
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
void addAcceptanceOptions(QCommandLineParser& p)
{
    p.setApplicationDescription(Tr::tr(
        "Acceptance tests on delivery (seed 004).\n"
        "  script --quote ID [--out FILE]   a read-only bash script to run on each delivered server\n"
        "  check --quote ID REPORT          read its report (or pasted command outputs; - reads "
        "standard input),\n"
        "                                   check it against the quote and record the findings on its "
        "checklists\n"
        "Exit codes of check: 0 nothing failed (items may still be untested), 1 something failed, 2 bad "
        "input."));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("script or check"));
    p.addOptions({
        {QStringLiteral("quote"), Tr::tr("The quote (contract) the server was delivered under."),
         QStringLiteral("ID")},
        {QStringLiteral("out"), Tr::tr("script: write the script to FILE instead of standard output."),
         QStringLiteral("FILE")},
        {QStringLiteral("dry-run"), Tr::tr("check: show the findings without recording them.")},
    });
}

// The report of `acceptance check`, read before the database is touched: bad input changes nothing.
Result<QByteArray> readReport(const QString& path)
{
    if (path != QLatin1String("-")) // a file or a named pipe: bounded, and never waited on for ever
        return readImportFile(path, AcceptanceImport::kMaxReportBytes);
    QFile f;
    if (!f.open(stdin, QIODevice::ReadOnly))
        return Error{Tr::tr("cannot read the report: %1").arg(f.errorString()), path};
    auto bytes = AcceptanceImport::read(f);
    if (!bytes)
        return Error{bytes.error().message, path};
    return bytes;
}

int writeScript(Context& ctx, const QCommandLineParser& p, const OpenQuote& open)
{
    const QString script = acceptanceScript(open.quote, open.catalog);
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
} // namespace

int runAcceptance(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    addAcceptanceOptions(p);
    if (int rc = parseCommand(
            ctx, p, args, Tr::tr("Usage: gpuplan acceptance script|check --quote ID [REPORT] [options]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0);
    if (action != QLatin1String("script") && action != QLatin1String("check"))
        return ctx.badInput(QStringLiteral("acceptance"),
                            Tr::tr("'%1' is not one of script, check").arg(action));
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
    int rc = ExitOk;
    auto open = openQuote(ctx, id, &rc);
    if (!open)
        return rc;
    if (action == QLatin1String("script"))
        return writeScript(ctx, p, *open);
    auto report = AcceptanceImport::parse(text);
    if (!report)
        return ctx.badInput(pos[1], report.error().message);
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
    auto outcome = AcceptanceImport::check(*open->db, open->quote, open->catalog, report.value(), !dryRun);
    if (!outcome)
        return ctx.failure(outcome.error());
    if (ctx.json)
        ctx.printJson(findingsJson(id, outcome->result, outcome->recorded));
    else
        printFindings(ctx.out(), id, outcome->result, outcome->recorded);
    return outcome->result.failed() ? ExitFailure : ExitOk;
}

} // namespace gpuplan::cli
