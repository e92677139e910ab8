#include "Cli.h"
#include "Table.h"

#include "acceptance/Acceptance.h"
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
        *exitCode = ctx.badInput(db.error());
        return std::nullopt;
    }
    auto quote = QuoteStore(**db).get(id);
    if (!quote) {
        *exitCode = ctx.badInput(quote.error());
        return std::nullopt;
    }
    auto catalog = CatalogStore(**db).loadCatalog();
    if (!catalog) {
        *exitCode = ctx.failure(catalog.error().toString());
        return std::nullopt;
    }
    return OpenQuote{std::move(db.value()), quote.value(), std::move(catalog).value()};
}

int runAcceptance(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Acceptance tests on delivery (seed 004).\n"
               "  script --quote ID [--out FILE]   a read-only bash script to run on each delivered server\n"
               "  check --quote ID REPORT          read its report (or pasted command outputs; - reads "
               "standard input),\n"
               "                                   check it against the quote and record the findings on its "
               "checklists\n"
               "Exit codes of check: 0 nothing failed, 1 something failed, 2 bad input."));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("script or check"));
    p.addOptions({
        {QStringLiteral("quote"), Tr::tr("The quote (contract) the server was delivered under."),
         QStringLiteral("ID")},
        {QStringLiteral("out"), Tr::tr("script: write the script to FILE instead of standard output."),
         QStringLiteral("FILE")},
        {QStringLiteral("dry-run"), Tr::tr("check: show the findings without recording them.")},
    });
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

    // Read the report before touching the database: bad input changes nothing.
    QByteArray text;
    if (action == QLatin1String("check")) {
        QFile f;
        const bool stdinput = pos[1] == QLatin1String("-");
        const bool opened = stdinput ? f.open(stdin, QIODevice::ReadOnly)
                                     : (f.setFileName(pos[1]), f.open(QIODevice::ReadOnly));
        if (!opened)
            return ctx.badInput(pos[1], Tr::tr("cannot read the report: %1").arg(f.errorString()));
        auto bytes = AcceptanceImport::read(f);
        if (!bytes)
            return ctx.badInput(pos[1], bytes.error().message);
        text = bytes.value();
    }

    int rc = ExitOk;
    auto open = openQuote(ctx, id, &rc);
    if (!open)
        return rc;
    const auto& db = open->db;
    const std::optional<Quote> quote = open->quote;
    const std::optional<GpuCatalog> catalog = open->catalog;

    if (action == QLatin1String("script")) {
        const QString script = acceptanceScript(quote.value(), catalog.value());
        if (p.isSet(QStringLiteral("out"))) {
            if (Status s = writeFileAtomically(p.value(QStringLiteral("out")), script.toUtf8(),
                                               databaseFiles(db->path()));
                !s)
                return ctx.failure(s.error().toString());
            if (!ctx.json)
                ctx.out() << Tr::tr("Wrote the acceptance script for quote %1 to %2.")
                                 .arg(id)
                                 .arg(p.value(QStringLiteral("out")))
                          << Qt::endl;
        } else {
            ctx.out() << script;
        }
        return ExitOk;
    }

    auto report = AcceptanceImport::parse(text);
    if (!report)
        return ctx.badInput(pos[1], report.error().message);
    auto outcome = AcceptanceImport::check(*db, quote.value(), catalog.value(), report.value(),
                                           !p.isSet(QStringLiteral("dry-run")) && !db->readOnly());
    if (!outcome)
        return ctx.failure(outcome.error().toString());
    const AcceptanceResult& result = outcome->result;
    const int recorded = outcome->recorded;
    if (ctx.json) {
        QJsonArray arr;
        for (const AcceptanceFinding& f : result.findings)
            arr.append(QJsonObject{{QStringLiteral("code"), f.code},
                                   {QStringLiteral("status"), f.status == ItemStatus::Open
                                                                  ? QStringLiteral("not_tested")
                                                                  : itemStatusName(f.status)},
                                   {QStringLiteral("message"), f.message},
                                   {QStringLiteral("evidence"), f.evidence}});
        ctx.printJson(QJsonObject{{QStringLiteral("quote"), double(id)},
                                  {QStringLiteral("confirmed"), result.count(ItemStatus::Confirmed)},
                                  {QStringLiteral("failed"), result.count(ItemStatus::Failed)},
                                  {QStringLiteral("not_tested"), result.count(ItemStatus::Open)},
                                  {QStringLiteral("recorded"), recorded},
                                  {QStringLiteral("findings"), arr}});
    } else {
        Table t({Tr::tr("item"), Tr::tr("result"), Tr::tr("finding")});
        for (const AcceptanceFinding& f : result.findings)
            t.addRow({f.code, statusWord(f.status), f.message});
        ctx.out() << t.render();
        for (const AcceptanceFinding& f : result.findings)
            if (f.status == ItemStatus::Failed && !f.evidence.isEmpty())
                ctx.out() << Qt::endl
                          << Tr::tr("Evidence for %1:").arg(f.code) << Qt::endl
                          << f.evidence << Qt::endl;
        ctx.out() << Qt::endl
                  << Tr::tr("%1 confirmed, %2 failed, %3 not tested.")
                         .arg(result.count(ItemStatus::Confirmed))
                         .arg(result.count(ItemStatus::Failed))
                         .arg(result.count(ItemStatus::Open));
        if (recorded > 0)
            ctx.out() << QLatin1Char(' ')
                      << Tr::tr("Recorded on %n checklist item(s) of quote %1 (gpuplan checklist show %1).",
                                nullptr, recorded)
                             .arg(id);
        ctx.out() << Qt::endl;
    }
    return result.failed() ? ExitFailure : ExitOk;
}

} // namespace gpuplan::cli
