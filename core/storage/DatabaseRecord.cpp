// The record: the audit trail (who changed what, when), and ids never given twice (reliability-4 F8):
// SQLite's AUTOINCREMENT from schema 14, and counters raised past the ids the audit trail names.
#include "Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};

// A table whose ids the audit trail names, with the entity it names them as.
struct Counted
{
    const char* table;
    const char* entity; // nullptr: not named by the audit trail
};

constexpr Counted kCounted[] = {
    {"providers", nullptr},           {"quotes", "quote"},
    {"checklist_templates", nullptr}, {"checklist_template_items", "template_item"},
    {"checklists", nullptr},          {"checklist_items", "checklist_item"},
    {"acceptance_reports", nullptr},  {"acceptance_findings", nullptr},
    {"saved_plans", "plan"},          {"audit_log", nullptr}};
} // namespace

Status Database::audit(const QString& entity, qint64 entityId, qint64 quoteId, const QString& field,
                       const QString& oldValue, const QString& newValue)
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO audit_log (changed_at, changed_by, entity, entity_id, quote_id, field, "
                       "old_value, new_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(userName());
    q.addBindValue(entity);
    q.addBindValue(entityId);
    q.addBindValue(quoteId);
    q.addBindValue(field);
    q.addBindValue(oldValue.isNull() ? QStringLiteral("") : oldValue);
    q.addBindValue(newValue.isNull() ? QStringLiteral("") : newValue);
    if (!q.exec())
        return sqlError(q, QStringLiteral("audit_log"));
    return Status();
}

Result<QList<Database::AuditEntry>> Database::history(qint64 quoteId, const QString& entity)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT changed_at, changed_by, entity, field, old_value, new_value, entity_id, "
                             "quote_id FROM audit_log WHERE quote_id = ?%1 ORDER BY id")
                  .arg(entity.isEmpty() ? QString() : QStringLiteral(" AND entity = ?")));
    q.addBindValue(quoteId);
    if (!entity.isEmpty())
        q.addBindValue(entity);
    if (!q.exec())
        return sqlError(q, QStringLiteral("audit_log"));
    QList<AuditEntry> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                    q.value(3).toString(), q.value(4).toString(), q.value(5).toString(),
                    q.value(6).toLongLong(), q.value(7).toLongLong()});
    return out;
}

Status Database::rebuildWithAutoincrement()
{
    // SQLite's way to change a table's definition: a new table with the new text, the rows copied, the old
    // one dropped and the new one renamed, its indexes made again (https://sqlite.org/lang_altertable.html,
    // "Making Other Kinds Of Table Schema Changes"). The caller has turned foreign keys off, so the drop
    // deletes nothing through ON DELETE CASCADE.
    QSqlQuery list(m_db);
    if (!list.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE "
                                  "'%id INTEGER PRIMARY KEY,%' ORDER BY name")))
        return sqlError(list, QStringLiteral("sqlite_master"));
    QList<QPair<QString, QString>> tables;
    while (list.next())
        tables.append({list.value(0).toString(), list.value(1).toString()});
    for (const auto& [name, createSql] : tables) {
        QString sql = createSql;
        sql.replace(QStringLiteral("id INTEGER PRIMARY KEY,"),
                    QStringLiteral("id INTEGER PRIMARY KEY AUTOINCREMENT,"));
        sql.replace(QRegularExpression(QStringLiteral("^CREATE TABLE \"?%1\"?").arg(name)),
                    QStringLiteral("CREATE TABLE %1_rebuilt").arg(name));
        if (name == QLatin1String("audit_log"))
            sql.replace(
                QStringLiteral("CHECK (entity IN ('quote', 'checklist_item', 'plan'))"),
                QStringLiteral("CHECK (entity IN ('quote', 'checklist_item', 'plan', 'template_item', "
                               "'gpu', 'database'))"));
        QSqlQuery idx(m_db);
        idx.prepare(QStringLiteral(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL"));
        idx.addBindValue(name);
        if (!idx.exec())
            return sqlError(idx, name);
        QStringList indexes;
        while (idx.next())
            indexes << idx.value(0).toString();
        for (const QString& step :
             QStringList{sql, QStringLiteral("INSERT INTO %1_rebuilt SELECT * FROM %1").arg(name),
                         QStringLiteral("DROP TABLE %1").arg(name),
                         QStringLiteral("ALTER TABLE %1_rebuilt RENAME TO %1").arg(name)} +
                 indexes)
            if (Status s = exec(step); !s)
                return s;
    }
    QSqlQuery fk(m_db);
    if (!fk.exec(QStringLiteral("PRAGMA foreign_key_check")))
        return sqlError(fk, QStringLiteral("foreign_key_check"));
    if (fk.next())
        return Error{
            Tr::tr("upgrading the database to schema 14 found a row of %1 whose reference is broken; "
                   "nothing was changed")
                .arg(fk.value(0).toString()),
            Tr::tr("database")};
    return raiseIdCounters();
}

Status Database::raiseIdCounters()
{
    for (const Counted& c : kCounted) {
        const QString table = QString::fromLatin1(c.table);
        // The highest id the table holds or the audit trail names for it.
        QString highest = QStringLiteral("SELECT COALESCE(MAX(id), 0) AS x FROM %1").arg(table);
        if (c.entity)
            highest =
                QStringLiteral("SELECT MAX(x) FROM (%1 UNION ALL SELECT COALESCE(MAX(entity_id), 0) FROM "
                               "audit_log WHERE entity = '%2'%3) AS h")
                    .arg(highest, QString::fromLatin1(c.entity),
                         table == QLatin1String("quotes")
                             ? QStringLiteral(" UNION ALL SELECT COALESCE(MAX(quote_id), 0) FROM audit_log")
                             : QString());
        QSqlQuery q(m_db);
        if (!q.exec(highest) || !q.next())
            return sqlError(q, table);
        const qint64 top = q.value(0).toLongLong();
        if (top <= 0)
            continue;
        QSqlQuery set(m_db);
        if (m_backend == SqlDialect::Backend::Postgres) {
            // The identity's sequence: moved on only, never back.
            QSqlQuery seq(m_db);
            if (!seq.exec(QStringLiteral("SELECT pg_get_serial_sequence('%1', 'id')").arg(table)) ||
                !seq.next())
                return sqlError(seq, table);
            const QString name = seq.value(0).toString();
            QSqlQuery at(m_db);
            if (!at.exec(QStringLiteral("SELECT last_value, is_called FROM %1").arg(name)) || !at.next())
                return sqlError(at, table);
            const qint64 given = at.value(0).toLongLong() - (at.value(1).toBool() ? 0 : 1);
            if (given >= top)
                continue;
            set.prepare(QStringLiteral("SELECT setval('%1', ?, true)").arg(name));
        } else {
            set.prepare(
                QStringLiteral("INSERT INTO sqlite_sequence (name, seq) SELECT '%1', 0 WHERE NOT EXISTS "
                               "(SELECT 1 FROM sqlite_sequence WHERE name = '%1')")
                    .arg(table));
            if (!set.exec())
                return sqlError(set, table);
            set.prepare(
                QStringLiteral("UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = '%1'").arg(table));
        }
        set.addBindValue(top);
        if (!set.exec())
            return sqlError(set, table);
    }
    return Status();
}

} // namespace gpuplan
