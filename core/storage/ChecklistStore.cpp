#include "ChecklistStore.h"

#include "acceptance/Acceptance.h"
#include "catalog/GpuCatalog.h"
#include "checklist/ContractFit.h"
#include "util/Csv.h"
#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistStore)
};

QList<QStringList> resourceRows(const QString& path)
{
    QList<QStringList> rows;
    Csv::parse(DataFile::resource(path), QLatin1Char(','), [&](const Csv::Record& r) {
        if (!Csv::isComment(r))
            rows.append(r.fields);
        return true;
    });
    if (!rows.isEmpty())
        rows.removeFirst(); // header
    return rows;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}
} // namespace

namespace {
struct Template
{
    const char* code;
    const char* zh;
    const char* en;
};
const Template kTemplates[] = {{"contract", "合同核对清单", "Contract checklist"},
                               {"acceptance", "交付验收清单", "Acceptance tests on delivery"}};
const char kTemplatesResource[] = ":/gpuplan/checklists/templates.csv";

// What the shipped templates are: their names and items, hashed.
QString templatesHash()
{
    QByteArray all = DataFile::resource(QString::fromLatin1(kTemplatesResource)).toUtf8();
    for (const Template& t : kTemplates)
        all += QByteArray(t.code) + t.zh + t.en;
    return QString::fromLatin1(QCryptographicHash::hash(all, QCryptographicHash::Sha256).toHex());
}
} // namespace

bool ChecklistStore::templatesCurrent()
{
    return m_db.meta(QStringLiteral("templates_hash")) == templatesHash();
}

Status ChecklistStore::syncTemplates()
{
    const QString hash = templatesHash();
    if (m_db.meta(QStringLiteral("templates_hash")) == hash)
        return Status();
    const auto& templates = kTemplates;
    QSqlQuery q(m_db.sql());
    for (const Template& t : templates) {
        q.prepare(QStringLiteral(
            "INSERT INTO checklist_templates (code, name_zh, name_en) VALUES (?, ?, ?) "
            "ON CONFLICT (code) DO UPDATE SET name_zh = excluded.name_zh, name_en = excluded.name_en"));
        q.addBindValue(QString::fromLatin1(t.code));
        q.addBindValue(QString::fromUtf8(t.zh));
        q.addBindValue(QString::fromUtf8(t.en));
        if (!q.exec())
            return sqlError(q, QStringLiteral("checklist_templates"));
    }
    const QList<QStringList> rows = resourceRows(QString::fromLatin1(kTemplatesResource));
    for (int i = 0; i < rows.size(); ++i) {
        const QStringList& r = rows[i];
        q.prepare(QStringLiteral(
            "INSERT INTO checklist_template_items (template_id, position, code, category, text_zh, text_en, "
            "expected, expected_en) "
            "VALUES ((SELECT id FROM checklist_templates WHERE code = ?), ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (template_id, code) DO UPDATE SET position = excluded.position, category = "
            "excluded.category, text_zh = excluded.text_zh, text_en = excluded.text_en, "
            "expected = excluded.expected, expected_en = excluded.expected_en "
            "WHERE checklist_template_items.user_edited = 0")); // the user's edits stay
        q.addBindValue(r.value(0));
        q.addBindValue(i);
        for (int c = 1; c <= 6; ++c)
            q.addBindValue(text(r.value(c)));
        if (!q.exec())
            return sqlError(q, r.value(1));
    }
    return m_db.setMeta(QStringLiteral("templates_hash"), hash);
}

Result<QList<Checklist>> ChecklistStore::templates()
{
    QList<Checklist> out;
    QSqlQuery t(m_db.sql());
    if (!t.exec(QStringLiteral("SELECT id, code, name_zh, name_en FROM checklist_templates ORDER BY id")))
        return sqlError(t, QStringLiteral("checklist_templates"));
    while (t.next()) {
        Checklist c;
        c.id = t.value(0).toLongLong();
        c.templateCode = t.value(1).toString();
        c.nameZh = t.value(2).toString();
        c.nameEn = t.value(3).toString();
        QSqlQuery i(m_db.sql());
        i.prepare(
            QStringLiteral("SELECT id, code, category, text_zh, text_en, expected, expected_en, version, "
                           "updated_by, updated_at FROM checklist_template_items WHERE template_id = ? "
                           "ORDER BY position"));
        i.addBindValue(c.id);
        if (!i.exec())
            return sqlError(i, QStringLiteral("checklist_template_items"));
        while (i.next())
            c.items.append({i.value(0).toLongLong(),
                            i.value(1).toString(),
                            i.value(2).toString(),
                            i.value(3).toString(),
                            i.value(4).toString(),
                            i.value(5).toString(),
                            ItemStatus::Open,
                            QString(),
                            QDateTime(),
                            i.value(6).toString(),
                            {},
                            {},
                            {},
                            {},
                            i.value(7).toLongLong(),
                            i.value(8).toString(),
                            i.value(9).toString()});
        out.append(c);
    }
    return out;
}

Status ChecklistStore::saveTemplateItem(const QString& templateCode, const ChecklistItem& item)
{
    auto value = [](const QString& v) {
        return v.trimmed().isNull() ? QStringLiteral("") : v.trimmed();
    };
    auto bad = [](const QString& field, const QString& why) {
        return Status::failure(field, why);
    };
    if (item.textZh.trimmed().isEmpty() || item.textEn.trimmed().isEmpty())
        return bad(Tr::tr("check"), Tr::tr("give the check in Chinese and in English: the PDF shows both"));
    if (item.textZh.size() > 500 || item.textEn.size() > 500 || item.expected.size() > 200 ||
        item.expectedEn.size() > 200)
        return bad(Tr::tr("check"), Tr::tr("a check has at most 500 characters, its expected value 200"));
    if (!checklistCategories().contains(item.category))
        return bad(Tr::tr("category"),
                   Tr::tr("'%1' is not one of %2")
                       .arg(item.category, checklistCategories().join(QStringLiteral(", "))));
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        if (item.id > 0) {
            const std::optional<QStringList> before = templateTexts(item.id);
            // Written only at the version the editor read (0: whatever is stored, as the CLI's template-set).
            q.prepare(QStringLiteral(
                "UPDATE checklist_template_items SET category = ?, text_zh = ?, text_en = ?, expected = ?, "
                "expected_en = ?, user_edited = 1, version = version + 1, updated_by = ?, updated_at = ? "
                "WHERE "
                "id = ? AND (? = 0 OR version = ?)"));
            for (const QString& v : {item.category, item.textZh, item.textEn, item.expected, item.expectedEn})
                q.addBindValue(value(v));
            q.addBindValue(m_db.userName());
            q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            q.addBindValue(item.id);
            q.addBindValue(item.version);
            q.addBindValue(item.version);
            if (!q.exec())
                return sqlError(q, QStringLiteral("checklist_template_items"));
            if (q.numRowsAffected() > 0)
                return before ? recordTemplateChange(item.id, *before) : Status();
            QSqlQuery who(m_db.sql());
            who.prepare(
                QStringLiteral("SELECT updated_by, updated_at FROM checklist_template_items WHERE id = ?"));
            who.addBindValue(item.id);
            if (!who.exec() || !who.next())
                return bad(Tr::tr("check"), Tr::tr("there is no template item %1").arg(item.id));
            const QString by = who.value(0).toString(), at = who.value(1).toString();
            return bad(
                Tr::tr("template item %1").arg(item.id),
                Tr::tr("changed by %1 at %2 since you opened it; nothing was written: reload the templates "
                       "and edit it again")
                    .arg(by.isEmpty() ? Tr::tr("someone else") : by,
                         at.isEmpty() ? Tr::tr("an unknown time")
                                      : QDateTime::fromString(at, Qt::ISODate)
                                            .toLocalTime()
                                            .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
        }
        QSqlQuery t(m_db.sql());
        t.prepare(QStringLiteral(
            "SELECT id, (SELECT COALESCE(MAX(position), 0) + 1 FROM checklist_template_items "
            "WHERE template_id = checklist_templates.id), (SELECT COALESCE(MAX(CAST(SUBSTR(code, 6) AS "
            "INTEGER)), 0) FROM checklist_template_items WHERE code LIKE 'user-%') FROM "
            "checklist_templates WHERE code = ?"));
        t.addBindValue(templateCode);
        if (!t.exec())
            return sqlError(t, QStringLiteral("checklist_templates"));
        if (!t.next())
            return bad(Tr::tr("template"),
                       Tr::tr("'%1' is not one of contract, acceptance").arg(templateCode));
        q.prepare(QStringLiteral(
            "INSERT INTO checklist_template_items (template_id, position, code, category, "
            "text_zh, text_en, expected, expected_en, user_edited) VALUES (?,?,?,?,?,?,?,?,1)"));
        q.addBindValue(t.value(0));
        q.addBindValue(t.value(1));
        // The next number after the highest in use: numbers of deleted items are not reused for new ones.
        q.addBindValue(QStringLiteral("user-%1").arg(t.value(2).toLongLong() + 1));
        for (const QString& v : {item.category, item.textZh, item.textEn, item.expected, item.expectedEn})
            q.addBindValue(value(v));
        if (!q.exec())
            return sqlError(q, QStringLiteral("checklist_template_items"));
        return recordTemplateChange(q.lastInsertId().toLongLong(), {});
    });
}

Status ChecklistStore::removeTemplateItem(qint64 id)
{
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("SELECT code FROM checklist_template_items WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("checklist_template_items"));
        if (!q.next())
            return Status::failure(Tr::tr("check"), Tr::tr("there is no template item %1").arg(id));
        if (!q.value(0).toString().startsWith(QLatin1String("user-")))
            return Status::failure(Tr::tr("check"),
                                   Tr::tr("the shipped checks cannot be deleted; edit them, or mark them not "
                                          "applicable in a quote's checklist"));
        const std::optional<QStringList> before = templateTexts(id);
        QSqlQuery d(m_db.sql());
        d.prepare(QStringLiteral("DELETE FROM checklist_template_items WHERE id = ?"));
        d.addBindValue(id);
        if (!d.exec())
            return sqlError(d, QStringLiteral("checklist_template_items"));
        return m_db.audit(QStringLiteral("template_item"), id, 0, QStringLiteral("deleted"),
                          before ? before->value(1) : QString(), QString());
    });
}

QStringList ChecklistStore::checklistCategories()
{
    // The categories of templates.csv, each with its label (checklistCategoryLabel).
    return {QStringLiteral("hardware"),  QStringLiteral("interconnect"), QStringLiteral("network"),
            QStringLiteral("storage"),   QStringLiteral("software"),     QStringLiteral("price"),
            QStringLiteral("terms"),     QStringLiteral("service"),      QStringLiteral("scaling"),
            QStringLiteral("stability"), QStringLiteral("data"),         QStringLiteral("inventory")};
}

Result<QList<qint64>> ChecklistStore::create(const Quote& quote, const GpuCatalog& catalog,
                                             const QString& templateCode, const ContractBasis* basis)
{
    auto tpls = templates();
    if (!tpls)
        return tpls.error();
    if (!templateCode.isEmpty()) {
        bool known = false;
        for (const Checklist& t : tpls.value())
            known |= t.templateCode == templateCode;
        if (!known)
            return fieldError(QStringLiteral("template"),
                              Tr::tr("'%1' is not one of contract, acceptance").arg(templateCode));
    }
    QList<qint64> ids;
    Status s = m_db.transaction([&]() -> Status {
        for (const Checklist& t : tpls.value()) {
            if (!templateCode.isEmpty() && t.templateCode != templateCode)
                continue;
            QSqlQuery exists(m_db.sql());
            exists.prepare(
                QStringLiteral("SELECT id FROM checklists WHERE quote_id = ? AND template_id = ?"));
            exists.addBindValue(quote.id);
            exists.addBindValue(t.id);
            if (!exists.exec())
                return sqlError(exists, QStringLiteral("checklists"));
            if (exists.next()) {
                ids << exists.value(0).toLongLong();
                continue;
            }
            QSqlQuery add(m_db.sql());
            add.prepare(QStringLiteral(
                "INSERT INTO checklists (quote_id, template_id, created_at) VALUES (?, ?, ?)"));
            add.addBindValue(quote.id);
            add.addBindValue(t.id);
            add.addBindValue(now());
            if (!add.exec())
                return sqlError(add, QStringLiteral("checklists"));
            const qint64 id = add.lastInsertId().toLongLong();
            ids << id;
            QSqlQuery item(m_db.sql());
            item.prepare(QStringLiteral(
                "INSERT INTO checklist_items (checklist_id, position, code, category, text_zh, "
                "text_en, expected, status, evidence, updated_at, expected_en) VALUES "
                "(?,?,?,?,?,?,?,?,?,?,?)"));
            for (int i = 0; i < t.items.size(); ++i) {
                const ChecklistItem& it = t.items[i];
                // Where the quote states a figure, the item starts from it (and fails where it falls short).
                const ItemStart start = startItem(it.code, quote, catalog, basis);
                item.addBindValue(id);
                item.addBindValue(i);
                item.addBindValue(text(it.code));
                item.addBindValue(text(it.category));
                item.addBindValue(text(it.textZh));
                item.addBindValue(text(it.textEn));
                item.addBindValue(text(start.expectedZh.isEmpty() ? fillExpected(it.expected, quote, catalog,
                                                                                 QStringLiteral("zh_CN"))
                                                                  : start.expectedZh));
                item.addBindValue(itemStatusName(start.status));
                item.addBindValue(QStringLiteral(""));
                item.addBindValue(now());
                item.addBindValue(text(start.expectedEn.isEmpty()
                                           ? fillExpected(it.expectedEn, quote, catalog, QStringLiteral("en"))
                                           : start.expectedEn));
                if (!item.exec())
                    return sqlError(item, it.code);
            }
        }
        return Status();
    });
    if (!s)
        return s.error();
    return ids;
}

Result<QList<Checklist>> ChecklistStore::forQuote(qint64 quoteId)
{
    QList<Checklist> out;
    QSqlQuery c(m_db.sql());
    c.prepare(QStringLiteral(
        "SELECT c.id, t.code, t.name_zh, t.name_en FROM checklists c JOIN checklist_templates t ON "
        "t.id = c.template_id WHERE c.quote_id = ? ORDER BY t.id"));
    c.addBindValue(quoteId);
    if (!c.exec())
        return sqlError(c, QStringLiteral("checklists"));
    while (c.next()) {
        Checklist cl;
        cl.id = c.value(0).toLongLong();
        cl.quoteId = quoteId;
        cl.templateCode = c.value(1).toString();
        cl.nameZh = c.value(2).toString();
        cl.nameEn = c.value(3).toString();
        QSqlQuery i(m_db.sql());
        i.prepare(QStringLiteral(
            "SELECT id, code, category, text_zh, text_en, expected, status, evidence, updated_at, "
            "expected_en, finding_zh, finding_en, report_lines, typed_evidence FROM checklist_items WHERE "
            "checklist_id = ? ORDER BY position"));
        i.addBindValue(cl.id);
        if (!i.exec())
            return sqlError(i, QStringLiteral("checklist_items"));
        while (i.next()) {
            ChecklistItem item{i.value(0).toLongLong(),
                               i.value(1).toString(),
                               i.value(2).toString(),
                               i.value(3).toString(),
                               i.value(4).toString(),
                               i.value(5).toString(),
                               itemStatusFromName(i.value(6).toString()).value_or(ItemStatus::Open),
                               i.value(7).toString(),
                               QDateTime::fromString(i.value(8).toString(), Qt::ISODate),
                               i.value(9).toString(),
                               i.value(10).toString(),
                               i.value(11).toString(),
                               i.value(12).toString(),
                               i.value(13).toString(),
                               0,
                               {},
                               {}};
            cl.items.append(item);
        }
        out.append(cl);
    }
    return out;
}

Result<int> ChecklistStore::recordFindings(qint64 quoteId, const QList<AcceptanceFinding>& findings,
                                           bool withOpen)
{
    int changed = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        // The finding replaces the last import's; what the user typed stays below it.
        q.prepare(QStringLiteral(
            "UPDATE checklist_items SET status = ?, evidence = ? || CASE WHEN typed_evidence = '' THEN '' "
            "ELSE ? || typed_evidence END, finding_zh = ?, finding_en = ?, report_lines = ?, updated_at = ? "
            "WHERE code = ? AND checklist_id IN (SELECT id FROM checklists WHERE quote_id = ?)"));
        QSqlQuery ids(m_db.sql());
        ids.prepare(
            QStringLiteral("SELECT i.id FROM checklist_items i JOIN checklists c ON c.id = i.checklist_id "
                           "WHERE i.code = ? AND c.quote_id = ?"));
        QSqlQuery cleared(m_db.sql());
        cleared.prepare(QStringLiteral(
            "UPDATE checklist_items SET status = CASE WHEN typed_status = '' THEN 'open' ELSE typed_status "
            "END, "
            "evidence = typed_evidence, finding_zh = '', finding_en = '', report_lines = '', updated_at = ? "
            "WHERE code = ? AND "
            "finding_en <> '' "
            "AND checklist_id IN (SELECT id FROM checklists WHERE quote_id = ?)"));
        for (const AcceptanceFinding& f : findings) {
            if (f.status == ItemStatus::Open && !withOpen)
                continue;
            // The items this finding lands on, as they were (for the audit trail).
            QList<QPair<qint64, ItemState>> before;
            ids.addBindValue(f.code);
            ids.addBindValue(quoteId);
            if (!ids.exec())
                return sqlError(ids, QStringLiteral("checklist_items"));
            while (ids.next())
                if (const auto state = itemState(ids.value(0).toLongLong()))
                    before.append({ids.value(0).toLongLong(), *state});
            if (f.message.isEmpty()) { // no report left behind it
                cleared.addBindValue(now());
                cleared.addBindValue(f.code);
                cleared.addBindValue(quoteId);
                if (!cleared.exec())
                    return sqlError(cleared, QStringLiteral("checklist_items"));
                changed += cleared.numRowsAffected();
                for (const auto& [itemId, state] : before)
                    if (Status s = recordItemChange(itemId, state, false); !s)
                        return s;
                continue;
            }
            q.addBindValue(itemStatusName(f.status));
            q.addBindValue(f.evidence.isEmpty() ? f.message : f.message + QLatin1Char('\n') + f.evidence);
            q.addBindValue(QStringLiteral("\n\n") + Tr::tr("Recorded by hand before: "));
            q.addBindValue(text(f.messageZh.isEmpty() ? f.message : f.messageZh));
            q.addBindValue(text(f.messageEn.isEmpty() ? f.message : f.messageEn));
            q.addBindValue(text(f.evidence));
            q.addBindValue(now());
            q.addBindValue(f.code);
            q.addBindValue(quoteId);
            if (!q.exec())
                return sqlError(q, QStringLiteral("checklist_items"));
            changed += q.numRowsAffected();
            for (const auto& [itemId, state] : before)
                if (Status s = recordItemChange(itemId, state, false); !s)
                    return s;
        }
        return Status();
    });
    if (!s)
        return s.error();
    return changed;
}

Result<qint64> ChecklistStore::addItem(qint64 checklistId, const QString& category, const QString& textZh,
                                       const QString& textEn, const QString& expected)
{
    const QString zh = textZh.trimmed().isEmpty() ? textEn.trimmed() : textZh.trimmed();
    const QString en = textEn.trimmed().isEmpty() ? textZh.trimmed() : textEn.trimmed();
    if (zh.isEmpty())
        return Result<qint64>::failure(Tr::tr("item"), Tr::tr("an item needs a text"));
    if (zh.size() > 2000)
        return Result<qint64>::failure(Tr::tr("item"),
                                       Tr::tr("an item's text is limited to 2,000 characters"));
    qint64 id = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("SELECT COALESCE(MAX(position), -1) + 1, COUNT(*) FROM checklist_items WHERE "
                           "checklist_id = ?"));
        q.addBindValue(checklistId);
        if (!q.exec() || !q.next())
            return sqlError(q, QStringLiteral("checklist_items"));
        QSqlQuery exists(m_db.sql());
        exists.prepare(QStringLiteral("SELECT 1 FROM checklists WHERE id = ?"));
        exists.addBindValue(checklistId);
        if (!exists.exec())
            return sqlError(exists, QStringLiteral("checklists"));
        if (!exists.next())
            return Status::failure(Tr::tr("checklist"), Tr::tr("there is no checklist %1").arg(checklistId));
        const int position = q.value(0).toInt();
        QSqlQuery add(m_db.sql());
        add.prepare(
            QStringLiteral("INSERT INTO checklist_items (checklist_id, position, code, category, text_zh, "
                           "text_en, expected, "
                           "status, evidence, updated_at, expected_en) VALUES (?,?,?,?,?,?,?,?,?,?,?)"));
        add.addBindValue(checklistId);
        add.addBindValue(position);
        add.addBindValue(QStringLiteral("custom-%1").arg(position));
        add.addBindValue(category.isEmpty() ? QStringLiteral("terms") : category);
        add.addBindValue(zh);
        add.addBindValue(en);
        add.addBindValue(text(expected));
        add.addBindValue(itemStatusName(ItemStatus::Open));
        add.addBindValue(QStringLiteral(""));
        add.addBindValue(now());
        add.addBindValue(text(expected));
        if (!add.exec())
            return sqlError(add, QStringLiteral("checklist_items"));
        id = add.lastInsertId().toLongLong();
        return Status();
    });
    if (!s)
        return s.error();
    return id;
}

Status ChecklistStore::setItem(qint64 itemId, ItemStatus status, const std::optional<QString>& newEvidence)
{
    int changed = 0;
    Status s = m_db.transaction([&]() -> Status {
        const auto before = itemState(itemId);
        QSqlQuery q(m_db.sql());
        if (!newEvidence) {
            // The status alone: the evidence, findings and typed text stay (reliability-4 F11).
            q.prepare(QStringLiteral(
                "UPDATE checklist_items SET status = ?, typed_status = ?, updated_at = ? WHERE id = ?"));
            q.addBindValue(itemStatusName(status));
            q.addBindValue(itemStatusName(status));
        } else {
            // The user's text replaces the finding in both languages; the evidence as stored, unchanged (a
            // new status only), keeps it.
            q.prepare(
                QStringLiteral("UPDATE checklist_items SET status = ?, typed_status = ?, "
                               "finding_zh = CASE WHEN evidence = ? THEN finding_zh ELSE '' END, "
                               "finding_en = CASE WHEN evidence = ? THEN finding_en ELSE '' END, "
                               "report_lines = CASE WHEN evidence = ? THEN report_lines ELSE '' END, "
                               "typed_evidence = CASE WHEN evidence = ? THEN typed_evidence ELSE ? END, "
                               "evidence = ?, updated_at = ? WHERE id = ?"));
            q.addBindValue(itemStatusName(status));
            q.addBindValue(itemStatusName(status));
            for (int k = 0; k < 6; ++k)
                q.addBindValue(text(*newEvidence));
        }
        q.addBindValue(now());
        q.addBindValue(itemId);
        if (!q.exec())
            return sqlError(q, QStringLiteral("checklist_items"));
        changed = q.numRowsAffected();
        return changed > 0 && before ? recordItemChange(itemId, *before) : Status();
    });
    if (!s)
        return s;
    if (changed == 0)
        return Status::failure(Tr::tr("item id"),
                               Tr::tr("there is no checklist item %1 in this database").arg(itemId));
    return Status();
}

Result<QByteArray> ChecklistStore::exportCsv(qint64 quoteId, bool chineseHeaders)
{
    auto lists = forQuote(quoteId);
    if (!lists)
        return lists.error();
    // Both languages' texts in every row; the headers, the status and the category in the language asked for.
    const QString language = chineseHeaders ? QStringLiteral("zh_CN") : QStringLiteral("en");
    auto inLanguage = [&](const char* source) {
        return Language::translate(language, "Checklist", source);
    };
    static const char* const headersEn[] = {"checklist",   "checklist_zh", "item_id",  "code",
                                            "category",    "item_en",      "item_zh",  "expected_en",
                                            "expected_zh", "status",       "evidence", "updated_at"};
    static const char* const headersZh[] = {"清单（英文）", "清单",           "条目编号", "代码",
                                            "类别",         "核对项（英文）", "核对项",   "要求值（英文）",
                                            "要求值",       "状态",           "核对依据", "更新时间"};
    QStringList header;
    for (int c = 0; c < 12; ++c)
        header << QString::fromUtf8(chineseHeaders ? headersZh[c] : headersEn[c]);
    QString out = Csv::joinRow(header) + QStringLiteral("\r\n");
    static const char* const statusNames[] = {
        QT_TRANSLATE_NOOP("Checklist", "open"), QT_TRANSLATE_NOOP("Checklist", "confirmed"),
        QT_TRANSLATE_NOOP("Checklist", "failed"), QT_TRANSLATE_NOOP("Checklist", "not applicable")};
    for (const Checklist& c : lists.value())
        for (const ChecklistItem& i : c.items)
            out +=
                Csv::joinRow(
                    {c.nameEn, c.nameZh, QString::number(i.id), i.code,
                     chineseHeaders
                         ? Language::translate(language, "Checklist", i.category.toUtf8().constData())
                         : i.category,
                     Csv::neutraliseFormula(i.textEn), Csv::neutraliseFormula(i.textZh),
                     Csv::neutraliseFormula(i.expectedIn(false)), Csv::neutraliseFormula(i.expectedIn(true)),
                     chineseHeaders ? inLanguage(statusNames[int(i.status)]) : itemStatusName(i.status),
                     Csv::neutraliseFormula(i.evidence), i.updated.toString(Qt::ISODate)}) +
                QStringLiteral("\r\n");
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

} // namespace gpuplan
