// Changes on record: a quote's update with its audit trail and version, a checklist item's change likewise
// (QuoteStore and ChecklistStore members kept apart from their reading and importing).
#include "ChecklistStore.h"
#include "QuoteStore.h"

#include "quotes/QuoteCsv.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

#include <tuple>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteStore)
};
} // namespace

Status QuoteStore::update(qint64 id, const Quote& quote)
{
    // In place, so that the quote keeps its id, its date of entry and its checklists: the new values are
    // inserted as a row of their own (the one way quotes are written and checked), copied onto the quote,
    // and that row removed — all in one transaction.
    static const char* const columns =
        "provider_id, quote_number, quote_date, valid_until, gpu_id, gpus_per_server, servers, cpu_cores, "
        "ram_gb, storage_kind, storage_tb, network_kind, network_gbps, interconnect, price_minor, currency, "
        "price_unit, vat_included, vat_bp, setup_fee_minor, deposit_minor, minimum_periods, billing, spot, "
        "notes, normalised_minor, fx_used, is_demo, sla_response_hours, sla_replacement_hours, "
        "region, contact, invoice_type, commitment_years, commitment_per_hour_minor, spot_protection_hours, "
        "spot_notice_minutes, billed_when_stopped, keeps_gpu_when_stopped, delivery_date";
    return m_db.transaction([&]() -> Status {
        auto before = get(id);
        if (!before)
            return before.error();
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE quotes SET dedup_key = 'editing:' || id WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("quotes"));
        if (q.numRowsAffected() == 0)
            return Status::failure(Tr::tr("quote id"),
                                   Tr::tr("there is no quote %1 in this database").arg(id));
        for (const QString& key : existingKeys().value())
            if (key == quote.dedupKey())
                return Status::failure(
                    Tr::tr("quote"),
                    Tr::tr("another stored quote has the same vendor, GPU, servers, price and "
                           "date; change one of them or delete that quote"));
        auto n = insert({quote});
        if (!n)
            return n.error();
        QSqlQuery copy(m_db.sql());
        const QString cols = QLatin1String(columns);
        copy.prepare(QStringLiteral("UPDATE quotes SET (%1) = (SELECT %1 FROM quotes WHERE id = "
                                    "(SELECT MAX(id) FROM quotes)) WHERE id = ?")
                         .arg(cols));
        copy.addBindValue(id);
        if (!copy.exec())
            return sqlError(copy, QStringLiteral("quotes"));
        QSqlQuery drop(m_db.sql());
        drop.prepare(
            QStringLiteral("DELETE FROM quotes WHERE id = (SELECT MAX(id) FROM quotes) AND id <> ?"));
        drop.addBindValue(id);
        if (!drop.exec())
            return sqlError(drop, QStringLiteral("quotes"));
        QSqlQuery key(m_db.sql());
        key.prepare(QStringLiteral("UPDATE quotes SET dedup_key = ? WHERE id = ?"));
        key.addBindValue(quote.dedupKey());
        key.addBindValue(id);
        if (!key.exec())
            return sqlError(key, QStringLiteral("quotes"));
        return recordChange(id, before.value());
    });
}

Status QuoteStore::recordChange(qint64 id, const Quote& before)
{
    // Each column that changed on record (as the CSV writes it), the version raised, who and when.
    auto after = get(id);
    if (!after)
        return after.error();
    const QHash<QString, QString> was = QuoteCsv::fields(before), now = QuoteCsv::fields(after.value());
    int changed = 0;
    for (const QuoteCsv::Column& c : QuoteCsv::columns()) {
        const QString key = QString::fromLatin1(c.key);
        if (was.value(key) == now.value(key))
            continue;
        ++changed;
        if (Status s = m_db.audit(QStringLiteral("quote"), id, id, key, was.value(key), now.value(key)); !s)
            return s;
    }
    if (changed == 0)
        return Status();
    QSqlQuery v(m_db.sql());
    v.prepare(QStringLiteral(
        "UPDATE quotes SET version = version + 1, updated_by = ?, updated_at = ? WHERE id = ?"));
    v.addBindValue(m_db.userName());
    v.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    v.addBindValue(id);
    if (!v.exec())
        return sqlError(v, QStringLiteral("quotes"));
    return Status();
}

qint64 QuoteStore::highestId()
{
    QSqlQuery q(m_db.sql());
    return q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM quotes")) && q.next()
               ? q.value(0).toLongLong()
               : 0;
}

namespace {
// A quote in one line for the record: vendor, GPU, servers × GPUs, price as stored (minor units and its
// unit).
QString quoteSummarySql()
{
    return QStringLiteral(
        "p.name || ', ' || q.gpu_id || ', ' || q.servers || ' × ' || q.gpus_per_server || ', ' "
        "|| q.currency || ' ' || (q.price_minor / 100.0) || ' ' || q.price_unit");
}
} // namespace

Status QuoteStore::recordCreated(qint64 afterId, const QString& how, qint64 upTo)
{
    // One statement for a whole import: each new quote's arrival, with where it came from and what it is.
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("INSERT INTO audit_log (changed_at, changed_by, entity, entity_id, quote_id, field, "
                       "old_value, new_value) SELECT ?, ?, 'quote', q.id, q.id, 'created', '', ? || ': ' || "
                       "%1 FROM quotes q JOIN providers p ON p.id = q.provider_id WHERE q.id > ? AND q.id <= "
                       "? ORDER BY q.id")
            .arg(quoteSummarySql()));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(m_db.userName());
    q.addBindValue(how);
    q.addBindValue(afterId);
    q.addBindValue(upTo);
    if (!q.exec())
        return sqlError(q, QStringLiteral("audit_log"));
    return Status();
}

Status QuoteStore::recordDeleted(const QString& where, const QVariant& bound)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral(
                  "INSERT INTO audit_log (changed_at, changed_by, entity, entity_id, quote_id, field, "
                  "old_value, new_value) SELECT ?, ?, 'quote', q.id, q.id, 'deleted', %1, '' FROM quotes "
                  "q JOIN providers p ON p.id = q.provider_id WHERE %2 ORDER BY q.id")
                  .arg(quoteSummarySql(), where));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    q.addBindValue(m_db.userName());
    q.addBindValue(bound);
    if (!q.exec())
        return sqlError(q, QStringLiteral("audit_log"));
    return Status();
}

std::optional<QStringList> ChecklistStore::templateTexts(qint64 id)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT category, text_zh, text_en, expected, expected_en FROM "
                             "checklist_template_items WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QStringList out;
    for (int i = 0; i < 5; ++i)
        out << q.value(i).toString();
    return out;
}

Status ChecklistStore::recordTemplateChange(qint64 id, const QStringList& before)
{
    const auto after = templateTexts(id);
    if (!after)
        return Status();
    if (before.isEmpty())
        return m_db.audit(QStringLiteral("template_item"), id, 0, QStringLiteral("created"), QString(),
                          after->value(1));
    static const char* const fields[] = {"category", "text_zh", "text_en", "expected", "expected_en"};
    for (int i = 0; i < 5; ++i)
        if (before.value(i) != after->value(i))
            if (Status s = m_db.audit(QStringLiteral("template_item"), id, 0, QString::fromLatin1(fields[i]),
                                      before.value(i), after->value(i));
                !s)
                return s;
    return Status();
}

std::optional<ChecklistStore::ItemState> ChecklistStore::itemState(qint64 itemId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT i.status, i.evidence, c.quote_id FROM checklist_items i JOIN checklists c ON "
                       "c.id = i.checklist_id WHERE i.id = ?"));
    q.addBindValue(itemId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return ItemState{q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong()};
}

Status ChecklistStore::recordItemChange(qint64 itemId, const ItemState& before, bool withEvidence)
{
    const auto after = itemState(itemId);
    if (!after)
        return Status();
    int changed = 0;
    for (const auto& [field, was, now] :
         {std::tuple{QStringLiteral("status"), before.status, after->status},
          std::tuple{QStringLiteral("evidence"), before.evidence, after->evidence}}) {
        if (was == now)
            continue;
        ++changed;
        // An import's evidence is its report's findings, kept once in acceptance_findings and named by the
        // report's own entry: the item's combined text of every server is not written again (reliability-4
        // F6: that grew with the square of the servers).
        if (field == QLatin1String("evidence") && !withEvidence)
            continue;
        if (Status s = m_db.audit(QStringLiteral("checklist_item"), itemId, before.quoteId, field, was, now);
            !s)
            return s;
    }
    if (changed == 0)
        return Status();
    QSqlQuery v(m_db.sql());
    v.prepare(
        QStringLiteral("UPDATE checklist_items SET version = version + 1, updated_by = ? WHERE id = ?"));
    v.addBindValue(m_db.userName());
    v.addBindValue(itemId);
    if (!v.exec())
        return sqlError(v, QStringLiteral("checklist_items"));
    return Status();
}

} // namespace gpuplan
