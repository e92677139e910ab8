// gpuplan db: the database file, its schema, backups and saved plans.
#include "Cli.h"
#include "DatabaseOptions.h"
#include "MoneyOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "planner/QuoteRanking.h"
#include "planner/RuleChecks.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/DatabaseCopy.h"
#include "storage/History.h"
#include "storage/PlanStore.h"
#include "storage/QuoteStore.h"
#include "storage/TeamRoles.h"
#include "tender/TenderRules.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>
#include <QTemporaryDir>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

namespace {
// gpuplan db history --quote ID | --checklist ID: the audit trail, oldest first; neither: the changes that
// belong to no quote (saved plans, template items, GPU imports, copies).
int printHistory(Context& ctx, const QCommandLineParser& p, const QString& path)
{
    const bool quote = p.isSet(QStringLiteral("quote")), checklist = p.isSet(QStringLiteral("checklist"));
    if (quote && checklist)
        return ctx.badInput(
            QStringLiteral("--quote"),
            Tr::tr("give --quote ID or --checklist ID (one of them), or neither for the changes "
                   "that belong to no quote"));
    const QString option = quote ? QStringLiteral("quote") : QStringLiteral("checklist");
    bool ok = true;
    const qint64 id = quote || checklist ? p.value(option).toLongLong(&ok) : 0;
    if (!ok || id < 0 || ((quote || checklist) && id == 0))
        return ctx.badInput(QStringLiteral("--") + option,
                            Tr::tr("give the quote id shown by 'quotes list'"));
    auto db = Database::open(path);
    if (!db)
        return ctx.openFailed(db.error());
    auto rows = quoteHistory(**db, id,
                             quote       ? QStringLiteral("quote")
                             : checklist ? QStringLiteral("checklist_item")
                                         : QString());
    if (!rows)
        return ctx.failure(rows.error());
    const QList<HistoryRow>& all = rows.value();
    if (ctx.json) { // row by row (printJsonList): a long history is never one document in memory
        ctx.printJsonList(
            QJsonObject{{QStringLiteral("quote_id"), id > 0 ? QJsonValue(double(id)) : QJsonValue()}},
            QStringLiteral("changes"), all.size(), [&](qsizetype i) {
                const HistoryRow& r = all[i];
                const Database::AuditEntry& e = r.entry;
                return QJsonObject{{QStringLiteral("changed_at"), e.changedAt},
                                   {QStringLiteral("changed_by"), e.changedBy},
                                   {QStringLiteral("entity"), e.entity},
                                   {QStringLiteral("entity_id"), double(e.entityId)},
                                   {QStringLiteral("field"), e.field},
                                   {QStringLiteral("what"), r.what},
                                   {QStringLiteral("old"), e.oldValue},
                                   {QStringLiteral("new"), e.newValue}};
            });
        return ExitOk;
    }
    Table t({Tr::tr("when"), Tr::tr("who"), Tr::tr("what"), Tr::tr("before"), Tr::tr("after")});
    const auto cut = [](const QString& s) {
        const QString line = s.section(QLatin1Char('\n'), 0, 0);
        return line.size() > 60 || s.contains(QLatin1Char('\n')) ? line.left(60) + QStringLiteral("…") : line;
    };
    for (const HistoryRow& r : all)
        t.addRow({historyTime(r.changedAt), r.changedBy, r.what, cut(r.before), cut(r.after)});
    if (all.isEmpty() && id == 0)
        ctx.out() << Tr::tr("No change outside the quotes is on record.") << Qt::endl;
    else if (all.isEmpty())
        ctx.out() << Tr::tr("No change of quote %1 is on record.").arg(id) << Qt::endl;
    else
        ctx.out() << t.render();
    return ExitOk;
}
// gpuplan db plans: the saved plans.
int printPlans(Context& ctx, Database& db)
{
    auto plans = PlanStore(db).list();
    if (!plans)
        return ctx.failure(plans.error());
    QJsonArray arr;
    Table t({Tr::tr("id"), Tr::tr("name"), Tr::tr("model"), Tr::tr("configuration"), Tr::tr("saved")});
    for (const SavedPlan& sp : plans.value()) {
        arr.append(QJsonObject{
            {QStringLiteral("id"), double(sp.id)},
            {QStringLiteral("name"), sp.name},
            {QStringLiteral("workload"), sp.workload},
            {QStringLiteral("constraints"), sp.constraints},
            {QStringLiteral("configuration"), sp.configuration},
            {QStringLiteral("created"), sp.created.toString(Qt::ISODate)},
            // The question as a plan file holds it (null for plans saved before schema 13).
            {QStringLiteral("request"), sp.request.isEmpty() ? QJsonValue() : QJsonValue(sp.request)}});
        t.addRow(
            {QString::number(sp.id), sp.name,
             sp.workload.value(QStringLiteral("model")).toObject().value(QStringLiteral("name")).toString(),
             // Servers first, with units, and the GPU's name (zh-review-4 D7); plans saved without the
             // counts per server keep the total.
             sp.configuration.contains(QStringLiteral("nodes"))
                 ? configurationText(sp.configuration.value(QStringLiteral("nodes")).toInt(),
                                     sp.configuration.value(QStringLiteral("gpus_per_node")).toInt(),
                                     sp.configuration.value(QStringLiteral("gpu_name")).toString())
                 : Tr::tr("%1 GPUs, %2")
                       .arg(sp.configuration.value(QStringLiteral("gpus")).toInt())
                       .arg(sp.configuration.value(QStringLiteral("gpu")).toString()),
             historyTime(sp.created.toLocalTime())});
    }
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("plans"), arr}});
    else
        ctx.out() << t.render();
    return ExitOk;
}

// gpuplan db copy --from A --to B
int copy(Context& ctx, const QCommandLineParser& p)
{
    for (const char* option : {"from", "to"})
        if (p.value(QString::fromLatin1(option)).trimmed().isEmpty())
            return ctx.badInput(QStringLiteral("--") + QString::fromLatin1(option),
                                Tr::tr("give --from A --to B: database files or postgresql:// addresses"));
    if (p.value(QStringLiteral("from")) == p.value(QStringLiteral("to")))
        return ctx.badInput(QStringLiteral("--to"),
                            Tr::tr("the target is the source; give another database"));
    // The source only read (never created, never upgraded in place), a target with rows refused before
    // anything is written to it (core openCopyEnds).
    // A target file this command creates is removed again when the copy fails (reliability-4 F26: a full disk
    // left a partly made file behind); one that existed is never removed.
    const QString target = p.value(QStringLiteral("to"));
    const bool made = !SqlDialect::isServerUrl(target) && !QFileInfo::exists(target);
    const auto removeMade = [&] {
        if (made)
            for (const char* suffix : {"", "-wal", "-shm", "-journal"})
                QFile::remove(target + QLatin1String(suffix));
    };
    QTemporaryDir scratch;
    auto ends = openCopyEnds(p.value(QStringLiteral("from")), target, scratch.path());
    if (!ends) {
        removeMade();
        return ctx.openFailed(ends.error());
    }
    auto copied = copyDatabase(*ends->from, *ends->to, p.value(QStringLiteral("from")));
    if (!copied) {
        ends.value().to.reset();
        ends.value().from.reset();
        removeMade();
        return ctx.openFailed(copied.error());
    }
    const QString from = SqlDialect::displayUrl(p.value(QStringLiteral("from")));
    const QString to = ends->to->path();
    QJsonArray tables;
    Table t({Tr::tr("table"), Tr::tr("rows"), Tr::tr("SHA-256 of the rows, the same on both sides")});
    for (const TableCopy& c : copied.value()) {
        tables.append(QJsonObject{{QStringLiteral("table"), c.table},
                                  {QStringLiteral("rows"), double(c.rows)},
                                  {QStringLiteral("checksum"), c.checksum}});
        t.addRow({c.table, QString::number(c.rows), c.checksum.left(16)});
    }
    if (ctx.json)
        ctx.printJson(QJsonObject{
            {QStringLiteral("from"), from}, {QStringLiteral("to"), to}, {QStringLiteral("tables"), tables}});
    else
        ctx.out() << t.render() << Tr::tr("Copied %1 to %2; every table verified.").arg(from, to) << Qt::endl;
    return ExitOk;
}
// gpuplan db roles --buyers A,B --approvers C --viewers D (the administrator's postgresql:// address): the
// team's roles, rights and the server's approval guards, idempotently; what it did, a line each.
int roles(Context& ctx, const QCommandLineParser& p, const QString& path)
{
    if (!SqlDialect::isServerUrl(path))
        return ctx.badInput(
            QStringLiteral("--database"),
            Tr::tr("db roles sets up a team database: give its postgresql:// address with the "
                   "administrator's login (a file has no roles; its permissions decide)"));
    TeamRoles::Members members;
    members.buyers = vendorList(p.value(QStringLiteral("buyers")));
    members.approvers = vendorList(p.value(QStringLiteral("approvers")));
    members.viewers = vendorList(p.value(QStringLiteral("viewers")));
    if (Status s = TeamRoles::checkMembers(members); !s)
        return ctx.badInput(s.error());
    // The schema brought up to date first, by the administrator, so that the tables handed over are the
    // whole of them.
    auto db = Database::open(path);
    if (!db)
        return ctx.openFailed(db.error());
    auto steps = TeamRoles::setUp(**db, members);
    if (!steps)
        return ctx.failure(steps.error());
    QJsonArray done;
    int changed = 0;
    for (const TeamRoles::Step& s : steps.value()) {
        done.append(QJsonObject{{QStringLiteral("what"), s.what}, {QStringLiteral("changed"), s.changed}});
        changed += s.changed ? 1 : 0;
        if (!ctx.json)
            ctx.out() << (s.changed ? QStringLiteral("+ ") : QStringLiteral("= ")) << s.what << Qt::endl;
    }
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("database"), SqlDialect::displayUrl(path)},
                                  {QStringLiteral("steps"), done},
                                  {QStringLiteral("changed"), changed}});
    else
        ctx.out() << (changed
                          ? Tr::tr("%n change(s) made; members log in with their own login and act by their "
                                   "group's rights.",
                                   nullptr, changed)
                          : Tr::tr("Nothing to change: the team was already set up so."))
                  << Qt::endl;
    return ExitOk;
}
} // namespace

int runDb(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(
        Tr::tr("The database.\n"
               "  check   integrity, foreign keys, schema version and row counts\n"
               "  path    where the database is\n"
               "  plans   the saved plans\n"
               "  history who changed what of a quote (--quote ID) or of its checklists "
               "(--checklist ID), when; neither: saved plans, template items, GPU imports and copies\n"
               "  copy    the whole database --from A --to B (files or postgresql:// addresses), all or "
               "nothing, verified table by table\n"
               "  roles   a team database's roles for --buyers, --approvers and --viewers, and the approval "
               "made by the server (run with the administrator's login; again after an upgrade)"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("check, path, plans, history, copy or roles"));
    p.addOptions(
        {{QStringLiteral("quote"), Tr::tr("history: the quote's own fields."), QStringLiteral("ID")},
         {QStringLiteral("checklist"), Tr::tr("history: the checklist items of this quote."),
          QStringLiteral("ID")},
         {QStringLiteral("from"), Tr::tr("copy: the database to copy."), QStringLiteral("A")},
         {QStringLiteral("to"), Tr::tr("copy: a new file or an empty database."), QStringLiteral("B")},
         {QStringLiteral("buyers"), Tr::tr("roles: logins that read and write (comma-separated)."),
          QStringLiteral("NAMES")},
         {QStringLiteral("approvers"), Tr::tr("roles: logins that may also approve awards."),
          QStringLiteral("NAMES")},
         {QStringLiteral("viewers"), Tr::tr("roles: logins that only read."), QStringLiteral("NAMES")}});
    if (int rc =
            parseCommand(ctx, p, args,
                         Tr::tr("Usage: gpuplan db check|path|plans|history|copy|roles [--quote ID | "
                                "--checklist ID] [--from A --to B] [--buyers A,B --approvers C --viewers D] "
                                "[--database PATH] [--json]\n"));
        rc >= 0)
        return rc;
    const QString action = p.positionalArguments().value(0);
    const QString path = ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath;
    if (action == QLatin1String("path")) {
        ctx.out() << path << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("history"))
        return printHistory(ctx, p, path);
    if (action == QLatin1String("copy"))
        return copy(ctx, p);
    if (action == QLatin1String("roles"))
        return roles(ctx, p, path);
    if (action != QLatin1String("check") && action != QLatin1String("plans"))
        return ctx.badInput(
            QStringLiteral("db"),
            Tr::tr("'%1' is not one of check, path, plans, history, copy, roles").arg(action));
    auto db = Database::open(path);
    if (!db && action == QLatin1String("check") && db.error().field.isEmpty()) {
        // A damaged file cannot be upgraded or seeded; it is still examined, and changes nothing.
        ctx.err() << QStringLiteral("gpuplan: ") << db.error().toString() << Qt::endl;
        Database::Options inspect;
        inspect.inspect = true;
        db = Database::open(path, inspect);
    }
    if (!db)
        return ctx.openFailed(db.error());
    if (action == QLatin1String("plans"))
        return printPlans(ctx, **db);
    auto h = (*db)->check();
    if (!h)
        return ctx.failure(h.error());
    if (ctx.json) {
        QJsonObject counts;
        for (const auto& c : h->counts)
            counts.insert(c.first, double(c.second));
        ctx.printJson(QJsonObject{{QStringLiteral("path"), path},
                                  {QStringLiteral("integrity"), h->integrity},
                                  {QStringLiteral("foreign_key_violations"), h->foreignKeyViolations},
                                  {QStringLiteral("schema_version"), h->schemaVersion},
                                  {QStringLiteral("latest_version"), h->latestVersion},
                                  {QStringLiteral("ok"), h->ok()},
                                  {QStringLiteral("counts"), counts}});
    } else {
        ctx.out() << Tr::tr("Database: %1").arg(path) << Qt::endl
                  << Tr::tr("Integrity: %1; foreign-key violations: %2; schema version %3 of %4")
                         .arg(h->integrity == QLatin1String("ok") ? Tr::tr("ok", "integrity") : h->integrity)
                         .arg(h->foreignKeyViolations)
                         .arg(h->schemaVersion)
                         .arg(h->latestVersion)
                  << Qt::endl;
        for (const auto& c : h->counts)
            ctx.out() << QStringLiteral("  %1: %2").arg(c.first).arg(c.second) << Qt::endl;
    }
    return h->ok() ? ExitOk : ExitFailure;
}

} // namespace gpuplan::cli
