#include "DatabaseCopy.h"

#include "Database.h"
#include "SqlDialect.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};

// One value as text that SQLite and PostgreSQL agree on: integers and text as they are, reals with all their
// digits, NULL apart from the empty text.
QByteArray canonical(const QVariant& v)
{
    if (v.isNull())
        return QByteArrayLiteral("\\N");
    switch (v.metaType().id()) {
    case QMetaType::Double:
    case QMetaType::Float:
        return QByteArray::number(v.toDouble(), 'g', 17);
    default:
        return v.toString().toUtf8();
    }
}

QString keyOf(const QString& table)
{
    return table == QLatin1String("meta") ? QStringLiteral("key") : QStringLiteral("id");
}

// The rows a copy would write over, in those of its tables that exist (an older schema lacks some).
qint64 rowsIn(Database& db)
{
    qint64 rows = 0;
    for (const QString& table : copiedTables()) {
        QSqlQuery q(db.sql());
        const QString where =
            table == QLatin1String("meta") ? QStringLiteral(" WHERE key <> 'schema_version'") : QString();
        if (q.exec(QStringLiteral("SELECT count(*) FROM %1%2").arg(table, where)) && q.next())
            rows += q.value(0).toLongLong();
    }
    return rows;
}

Error at(const char* end, const Error& e)
{
    // A failure of the storage itself (a full disk, a lost server) stays one: exit 1, not bad input.
    if (e.field == QLatin1String("storage"))
        return Error{e.message, QStringLiteral("--") + QString::fromLatin1(end), e.field};
    return Error{e.message, QString(), QString::fromLatin1(end)};
}
} // namespace

Result<CopyEnds> openCopyEnds(const QString& fromPath, const QString& toPath, const QString& scratchFolder)
{
    const bool serverSource = SqlDialect::isServerUrl(fromPath);
    if (!serverSource && !QFileInfo(fromPath).isFile())
        return fieldError(QStringLiteral("from"),
                          Tr::tr("%1: no such database file (nothing was created); give the database to copy")
                              .arg(fromPath));
    Database::Options look; // identified only: no upgrade, no seed, not even a pragma
    look.inspect = true;
    Database::Options asIs; // prepared, without the shipped rows: the target gets the source's
    asIs.seed = false;
    auto source = Database::open(fromPath, look);
    if (!source)
        return at("from", source.error());
    const int version = (*source)->schemaVersion();
    const int latest = Database::latestVersion();
    if (version <= 0)
        return fieldError(QStringLiteral("from"),
                          Tr::tr("%1 holds no planner database; nothing to copy").arg((*source)->path()));
    if (version > latest)
        return fieldError(QStringLiteral("from"),
                          Tr::tr("%1 has schema version %2, newer than this program's %3; update the program")
                              .arg((*source)->path())
                              .arg(version)
                              .arg(latest));
    CopyEnds ends;
    if (version == latest) {
        ends.from = std::move(source).value();
    } else if (serverSource) {
        return fieldError(
            QStringLiteral("from"),
            Tr::tr("the team database %1 has schema %2, this program's is %3: a buyer opens it once "
                   "with this program to upgrade it, then copy it")
                .arg((*source)->path())
                .arg(version)
                .arg(latest));
    } else {
        const QString snapshot = QDir(scratchFolder).filePath(QStringLiteral("source-snapshot.sqlite"));
        QSqlQuery q((*source)->sql());
        if (!q.exec(QStringLiteral("VACUUM INTO '%1'")
                        .arg(QString(snapshot).replace(QLatin1Char('\''), QLatin1String("''")))))
            return at("from", sqlError(q, QStringLiteral("VACUUM INTO")));
        source.value().reset();
        auto upgraded = Database::open(snapshot, asIs);
        if (!upgraded)
            return at("from", upgraded.error());
        ends.from = std::move(upgraded).value();
    }
    {
        auto target = Database::open(toPath, look);
        if (!target)
            return at("to", target.error());
        if ((*target)->schemaVersion() > latest)
            return fieldError(QStringLiteral("to"),
                              Tr::tr("%1 has schema version %2, newer than this program's %3; update the "
                                     "program")
                                  .arg((*target)->path())
                                  .arg((*target)->schemaVersion())
                                  .arg(latest));
        if (rowsIn(**target) > 0)
            return fieldError(
                QStringLiteral("to"),
                Tr::tr("%1 is not empty; copy into a new file or an empty database, nothing was "
                       "changed")
                    .arg((*target)->path()));
    }
    auto target = Database::open(toPath, asIs);
    if (!target)
        return at("to", target.error());
    ends.to = std::move(target).value();
    return ends;
}

QStringList copiedTables()
{
    return {QStringLiteral("meta"),
            QStringLiteral("gpus"),
            QStringLiteral("reference_prices"),
            QStringLiteral("providers"),
            QStringLiteral("quotes"),
            QStringLiteral("checklist_templates"),
            QStringLiteral("checklist_template_items"),
            QStringLiteral("checklists"),
            QStringLiteral("checklist_items"),
            QStringLiteral("acceptance_reports"),
            QStringLiteral("acceptance_findings"),
            QStringLiteral("saved_plans"),
            QStringLiteral("tenders"),
            QStringLiteral("tender_offers"),
            QStringLiteral("tender_events"),
            QStringLiteral("measurements"),
            QStringLiteral("contracts"),
            QStringLiteral("contract_servers"),
            QStringLiteral("contract_outages"),
            QStringLiteral("contract_bills"),
            QStringLiteral("contract_amendments"),
            QStringLiteral("audit_log")};
}

Result<TableCopy> tableChecksum(Database& db, const QString& table)
{
    QSqlQuery q(db.sql());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, keyOf(table))))
        return sqlError(q, table);
    // Columns by name, sorted: the two back ends may order them differently after migrations.
    const QSqlRecord rec = q.record();
    QStringList names;
    for (int i = 0; i < rec.count(); ++i)
        names << rec.fieldName(i);
    QStringList sorted = names;
    sorted.sort();
    // Each row hashed, the row hashes sorted: the back ends sort text keys by different collations.
    QList<QByteArray> rows;
    while (q.next()) {
        QCryptographicHash row(QCryptographicHash::Sha256);
        for (const QString& n : std::as_const(sorted)) {
            row.addData(canonical(q.value(int(names.indexOf(n)))));
            row.addData(QByteArrayView("\x1f", 1));
        }
        rows << row.result();
    }
    std::sort(rows.begin(), rows.end());
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QByteArray& r : std::as_const(rows))
        hash.addData(r);
    return TableCopy{table, qint64(rows.size()), QString::fromLatin1(hash.result().toHex())};
}

Result<QList<TableCopy>> copyDatabase(Database& from, Database& to, const QString& sourceName)
{
    if (from.schemaVersion() != Database::latestVersion() || to.schemaVersion() != Database::latestVersion())
        return fieldError(QStringLiteral("to"),
                          Tr::tr("both databases must be at schema %1 (the source has %2, "
                                 "the target %3)")
                              .arg(Database::latestVersion())
                              .arg(from.schemaVersion())
                              .arg(to.schemaVersion()));
    for (const QString& table : copiedTables()) {
        QSqlQuery q(to.sql());
        const QString where =
            table == QLatin1String("meta") ? QStringLiteral(" WHERE key <> 'schema_version'") : QString();
        if (!q.exec(QStringLiteral("SELECT count(*) FROM %1%2").arg(table, where)) || !q.next())
            return sqlError(q, table);
        if (q.value(0).toLongLong() > 0)
            return fieldError(
                QStringLiteral("to"),
                Tr::tr("%1 is not empty (its table %2 has rows); copy into a new file or an empty "
                       "database, nothing was changed")
                    .arg(to.path(), table));
    }
    QList<TableCopy> out;
    const Status s = to.transaction([&]() -> Status {
        QSqlQuery clear(to.sql());
        if (!clear.exec(QStringLiteral("DELETE FROM meta")))
            return sqlError(clear, QStringLiteral("meta"));
        for (const QString& table : copiedTables()) {
            QSqlQuery read(from.sql());
            read.setForwardOnly(true);
            if (!read.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, keyOf(table))))
                return sqlError(read, table);
            const QSqlRecord rec = read.record();
            QStringList names, marks;
            for (int i = 0; i < rec.count(); ++i) {
                names << rec.fieldName(i);
                marks << QStringLiteral("?");
            }
            QSqlQuery write(to.sql());
            write.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                    .arg(table, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
            while (read.next()) {
                for (int i = 0; i < rec.count(); ++i)
                    write.addBindValue(read.value(i));
                if (!write.exec())
                    return sqlError(write, table);
            }
            // A server's identity counter continues after the copied ids.
            if (to.backend() == SqlDialect::Backend::Postgres && keyOf(table) == QLatin1String("id") &&
                table != QLatin1String("gpus")) {
                QSqlQuery seq(to.sql());
                if (!seq.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), "
                                             "COALESCE(MAX(id), 0) + 1, false) FROM %1")
                                  .arg(table)))
                    return sqlError(seq, table);
            }
        }
        // Verified before the commit, on both sides: the same rows, the same checksums; else nothing is kept.
        for (const QString& table : copiedTables()) {
            auto a = tableChecksum(from, table);
            auto b = tableChecksum(to, table);
            if (!a)
                return a.error();
            if (!b)
                return b.error();
            if (a->rows != b->rows || a->checksum != b->checksum)
                return Error{
                    Tr::tr("the copy of table %1 differs from the source (%2 rows, %3 copied); nothing "
                           "was kept")
                        .arg(table)
                        .arg(a->rows)
                        .arg(b->rows),
                    Tr::tr("database")};
            out << a.value();
        }
        // Ids continue after every id the copied history names (reliability-4 F8), and the copy is itself on
        // record in the target (F14); both after the checksums, which compare the source's rows.
        if (Status r = to.raiseIdCounters(); !r)
            return r;
        return to.audit(QStringLiteral("database"), 0, 0, QStringLiteral("copied"), QString(),
                        SqlDialect::displayUrl(sourceName.isEmpty() ? from.path() : sourceName));
    });
    if (!s)
        return s.error();
    return out;
}

} // namespace gpuplan
