#include "PlanStore.h"

#include "util/JsonText.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PlanStore)
};
} // namespace

Result<qint64> PlanStore::save(const SavedPlan& plan)
{
    if (plan.name.trimmed().isEmpty())
        return fieldError(QStringLiteral("save"), Tr::tr("a saved plan needs a name"));
    // Reliability-4 F25: a name is one line a list can show.
    if (plan.name.size() > 200)
        return fieldError(
            QStringLiteral("save"),
            Tr::tr("a saved plan's name has at most 200 characters (this one has %1)").arg(plan.name.size()));
    for (const QChar c : plan.name)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line ||
            c.category() == QChar::Separator_Paragraph)
            return fieldError(QStringLiteral("save"),
                              Tr::tr("a saved plan's name is one line, without control characters"));
    qint64 id = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral(
            "INSERT INTO saved_plans (name, workload_json, constraints_json, configuration_json, "
            "created_at, request_json) VALUES (?, ?, ?, ?, ?, ?)"));
        q.addBindValue(plan.name.trimmed());
        q.addBindValue(jsonText(plan.workload));
        q.addBindValue(jsonText(plan.constraints));
        q.addBindValue(jsonText(plan.configuration));
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        q.addBindValue(plan.request.isEmpty() ? QStringLiteral("")
                                              : jsonText(plan.request)); // NOT NULL: never a null string
        if (!q.exec())
            return sqlError(q, QStringLiteral("saved_plans"));
        id = q.lastInsertId().toLongLong();
        return m_db.audit(QStringLiteral("plan"), id, 0, QStringLiteral("saved"), QString(),
                          plan.name.trimmed());
    });
    if (!s)
        return s.error();
    return id;
}

Result<QList<SavedPlan>> PlanStore::list()
{
    QSqlQuery q(m_db.sql());
    if (!q.exec(QStringLiteral(
            "SELECT id, name, workload_json, constraints_json, configuration_json, created_at, request_json "
            "FROM saved_plans ORDER BY id")))
        return sqlError(q, QStringLiteral("saved_plans"));
    QList<SavedPlan> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toString(), jsonObject(q.value(2).toString()),
                    jsonObject(q.value(3).toString()), jsonObject(q.value(4).toString()),
                    QDateTime::fromString(q.value(5).toString(), Qt::ISODate),
                    q.value(6).toString().isEmpty() ? QJsonObject() : jsonObject(q.value(6).toString())});
    return out;
}

Result<int> PlanStore::remove(qint64 id)
{
    int n = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery name(m_db.sql());
        name.prepare(QStringLiteral("SELECT name FROM saved_plans WHERE id = ?"));
        name.addBindValue(id);
        if (!name.exec())
            return sqlError(name, QStringLiteral("saved_plans"));
        const QString was = name.next() ? name.value(0).toString() : QString();
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("DELETE FROM saved_plans WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("saved_plans"));
        n = q.numRowsAffected();
        return n > 0 ? m_db.audit(QStringLiteral("plan"), id, 0, QStringLiteral("deleted"), was, QString())
                     : Status();
    });
    if (!s)
        return s.error();
    if (n == 0)
        return Result<int>::failure(Tr::tr("plan id"),
                                    Tr::tr("there is no saved plan %1 in this database").arg(id));
    return n;
}

} // namespace gpuplan
