#include "ChecklistItems.h"

#include "Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistStore)
};
} // namespace

Result<int> putChecklistItems(Database& db, qint64 quoteId, const QString& templateCode,
                              const QList<ChecklistItem>& items)
{
    int added = 0;
    const Status s = db.transaction([&]() -> Status {
        QSqlQuery c(db.sql());
        c.prepare(
            QStringLiteral("SELECT c.id FROM checklists c JOIN checklist_templates t ON t.id = c.template_id "
                           "WHERE c.quote_id = ? AND t.code = ?"));
        c.addBindValue(quoteId);
        c.addBindValue(templateCode);
        if (!c.exec())
            return sqlError(c, QStringLiteral("checklists"));
        if (!c.next())
            return Status::failure(
                Tr::tr("checklist"),
                Tr::tr("quote %1 has no %2 checklist ('gpuplan checklist create --quote %1')")
                    .arg(quoteId)
                    .arg(templateCode));
        const qint64 list = c.value(0).toLongLong();
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        for (const ChecklistItem& item : items) {
            QSqlQuery u(db.sql());
            u.prepare(QStringLiteral(
                "UPDATE checklist_items SET category = ?, text_zh = ?, text_en = ?, expected = ?, "
                "expected_en = ?, updated_at = ? WHERE checklist_id = ? AND code = ?"));
            for (const QVariant& v : {QVariant(item.category), QVariant(item.textZh), QVariant(item.textEn),
                                      QVariant(text(item.expected)), QVariant(text(item.expectedEn)),
                                      QVariant(now), QVariant(list), QVariant(item.code)})
                u.addBindValue(v);
            if (!u.exec())
                return sqlError(u, QStringLiteral("checklist_items"));
            if (u.numRowsAffected() > 0)
                continue;
            QSqlQuery a(db.sql());
            a.prepare(QStringLiteral(
                "INSERT INTO checklist_items (checklist_id, position, code, category, text_zh, "
                "text_en, expected, status, evidence, updated_at, expected_en) SELECT ?, "
                "COALESCE(MAX(position), -1) + 1, ?, ?, ?, ?, ?, 'open', '', ?, ? FROM "
                "checklist_items WHERE checklist_id = ?"));
            for (const QVariant& v :
                 {QVariant(list), QVariant(item.code), QVariant(item.category), QVariant(item.textZh),
                  QVariant(item.textEn), QVariant(text(item.expected)), QVariant(now),
                  QVariant(text(item.expectedEn)), QVariant(list)})
                a.addBindValue(v);
            if (!a.exec())
                return sqlError(a, QStringLiteral("checklist_items"));
            ++added;
        }
        return Status();
    });
    if (!s)
        return s.error();
    return added;
}

} // namespace gpuplan
