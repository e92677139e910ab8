// A contract's amendments (合同变更 / 补充协议) on both back ends: applied to the contract's row and kept, in
// one transaction, with the history.
#include "ContractStore.h"

#include "Database.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

QString json(const AmendedTerms& t)
{
    return QString::fromUtf8(QJsonDocument(t.toJson()).toJson(QJsonDocument::Compact));
}

AmendedTerms terms(const QVariant& v)
{
    return AmendedTerms::fromJson(QJsonDocument::fromJson(v.toString().toUtf8()).object());
}
} // namespace

Result<ContractAmendment> ContractStore::amend(qint64 contractId, ContractAmendment a)
{
    auto c = get(contractId);
    if (!c)
        return c.error();
    auto amended = applyAmendment(c.value(), a);
    if (!amended)
        return amended.error();
    auto kept = bills(contractId);
    if (!kept)
        return kept.error();
    const QString from = a.effective.toString(QStringLiteral("yyyy-MM"));
    for (const BillRecord& b : kept.value())
        if (b.month >= from)
            return Error(Tr::tr("the statement of %1 is kept, matched against the terms then in force: an "
                                "amendment may take effect from %2 at the earliest")
                             .arg(b.month)
                             .arg(QDate::fromString(b.month + QStringLiteral("-01"), Qt::ISODate)
                                      .addMonths(1)
                                      .toString(Qt::ISODate)),
                         Tr::tr("effective"), QStringLiteral("effective"));
    a.recordedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    a.recordedBy = m_db.userName();
    const Contract& n = amended.value();
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery dup(m_db.sql());
        dup.prepare(
            QStringLiteral("SELECT id FROM contract_amendments WHERE contract_id = ? AND number = ?"));
        dup.addBindValue(contractId);
        dup.addBindValue(a.number.trimmed());
        if (!dup.exec())
            return sqlError(dup, QStringLiteral("contract_amendments"));
        if (dup.next())
            return Error(Tr::tr("amendment %1 of contract %2 is already on record").arg(a.number, c->number),
                         Tr::tr("amendment number"), QStringLiteral("number"));
        // Only if no one changed the contract meanwhile (its version as read).
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("UPDATE contracts SET unit_price_minor = ?, term_months = ?, servers = ?, "
                           "payment_terms = ?, sla_tiers = ?, sla_cap_milli = ?, version = ? WHERE id = ? "
                           "AND version = ?"));
        for (const QVariant& v :
             {QVariant(n.price.price.minor()), QVariant(n.termMonths), QVariant(n.servers),
              QVariant(text(n.paymentTerms)), QVariant(text(n.sla.tiersText())), QVariant(n.sla.capMilli),
              QVariant(n.version), QVariant(contractId), QVariant(c->version)})
            q.addBindValue(v);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contracts"));
        if (q.numRowsAffected() != 1)
            return Error(Tr::tr("contract %1 was changed by someone else meanwhile: read it again and retry")
                             .arg(c->number),
                         QString(), QStringLiteral("contract"));
        QSqlQuery add(m_db.sql());
        add.prepare(
            QStringLiteral("INSERT INTO contract_amendments (contract_id, number, effective, "
                           "after_terms, before_terms, reason, recorded_at, recorded_by) VALUES (?, ?, "
                           "?, ?, ?, ?, ?, ?)"));
        for (const QVariant& v :
             {QVariant(contractId), QVariant(a.number.trimmed()), QVariant(a.effective.toString(Qt::ISODate)),
              QVariant(json(a.after)), QVariant(json(a.before)), QVariant(text(a.reason)),
              QVariant(a.recordedAt), QVariant(text(a.recordedBy))})
            add.addBindValue(v);
        if (!add.exec())
            return sqlError(add, QStringLiteral("contract_amendments"));
        a.id = add.lastInsertId().toLongLong();
        return m_db.audit(
            QStringLiteral("database"), contractId, c->quoteId, QStringLiteral("contract_amendment"),
            json(a.before),
            QStringLiteral("%1 %2 %3").arg(a.number, a.effective.toString(Qt::ISODate), json(a.after)));
    });
    if (!s)
        return s.error();
    return a;
}

Result<QList<ContractAmendment>> ContractStore::amendments(qint64 contractId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT id, number, effective, after_terms, before_terms, reason, recorded_at, "
                       "recorded_by FROM contract_amendments WHERE contract_id = ? ORDER BY effective, id"));
    q.addBindValue(contractId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contract_amendments"));
    QList<ContractAmendment> out;
    while (q.next()) {
        ContractAmendment a;
        a.id = q.value(0).toLongLong();
        a.contractId = contractId;
        a.number = q.value(1).toString();
        a.effective = QDate::fromString(q.value(2).toString(), Qt::ISODate);
        a.after = terms(q.value(3));
        a.before = terms(q.value(4));
        a.reason = q.value(5).toString();
        a.recordedAt = q.value(6).toString();
        a.recordedBy = q.value(7).toString();
        out.append(a);
    }
    return out;
}

} // namespace gpuplan
