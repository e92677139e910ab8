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

const char* kColumns = "number, quote_id, tender_id, vendor, start_date, term_months, gpu_id, servers, "
                       "gpus_per_server, currency, "
                       "unit_price_minor, price_unit, billing, vat_basis_points, vat_included, "
                       "setup_fee_minor, minimum_periods, "
                       "invoice_type, payment_terms, response_hours, replacement_hours, sla_tiers, "
                       "sla_cap_milli, status, version, "
                       "created_at, created_by";

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString isoTime(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

Error noContract(const QString& which)
{
    return Error(Tr::tr("there is no contract %1 ('gpuplan contract list' shows them)").arg(which),
                 QStringLiteral("--contract"), QStringLiteral("contract"));
}

Result<Contract> fromRow(const QSqlQuery& q)
{
    Contract c;
    int i = 0;
    c.id = q.value(i++).toLongLong();
    c.number = q.value(i++).toString();
    c.quoteId = q.value(i++).toLongLong();
    c.tenderId = q.value(i++).toLongLong();
    c.vendor = q.value(i++).toString();
    c.start = QDate::fromString(q.value(i++).toString(), Qt::ISODate);
    c.termMonths = q.value(i++).toInt();
    c.gpuId = q.value(i++).toString();
    c.servers = q.value(i++).toInt();
    c.gpusPerServer = q.value(i++).toInt();
    const Currency cur = currencyFromCode(q.value(i++).toString()).value_or(Currency::CNY);
    c.price.price = Money(q.value(i++).toLongLong(), cur);
    c.price.unit = priceUnitFromName(q.value(i++).toString()).value_or(PriceUnit::GpuHour);
    c.price.billing = billingFromName(q.value(i++).toString()).value_or(Billing::Hour);
    c.price.gpusPerServer = c.gpusPerServer;
    c.price.vatBasisPoints = q.value(i++).toInt();
    c.price.vatIncluded = q.value(i++).toInt() != 0;
    c.price.setupFee = Money(q.value(i++).toLongLong(), cur);
    c.price.minimumPeriods = q.value(i++).toInt();
    c.invoiceType = q.value(i++).toString();
    c.paymentTerms = q.value(i++).toString();
    c.responseHours = q.value(i++).toDouble();
    c.replacementHours = q.value(i++).toDouble();
    const QString tiers = q.value(i++).toString();
    const QString cap = QString::number(q.value(i++).toLongLong() / 1000.0, 'g', 8);
    if (!tiers.isEmpty()) {
        auto sla = SlaSchedule::parse(tiers, cap);
        if (!sla)
            return Error(Tr::tr("contract %1's stored SLA '%2' cannot be read: %3")
                             .arg(c.number, tiers, sla.error().message),
                         QString(), QStringLiteral("contract"));
        c.sla = sla.value();
    }
    c.status = q.value(i++).toString();
    c.version = q.value(i++).toInt();
    c.createdAt = q.value(i++).toString();
    c.createdBy = q.value(i++).toString();
    return c;
}
} // namespace

Result<qint64> ContractStore::create(const Contract& contract)
{
    if (Status s = contract.validate(); !s)
        return s.error();
    qint64 id = 0;
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery dup(m_db.sql());
        dup.prepare(QStringLiteral("SELECT id FROM contracts WHERE number = ?"));
        dup.addBindValue(contract.number);
        if (!dup.exec())
            return sqlError(dup, QStringLiteral("contracts"));
        if (dup.next())
            return Error(Tr::tr("contract %1 is already on record (id %2)")
                             .arg(contract.number)
                             .arg(dup.value(0).toLongLong()),
                         QStringLiteral("--number"), QStringLiteral("number"));
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral(
                      "INSERT INTO contracts (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                      .arg(QLatin1String(kColumns)));
        const PriceTerm& p = contract.price;
        for (const QVariant& v :
             {QVariant(contract.number),
              QVariant(contract.quoteId),
              contract.tenderId > 0 ? QVariant(contract.tenderId) : QVariant(QMetaType::fromType<qint64>()),
              QVariant(text(contract.vendor)),
              QVariant(contract.start.toString(Qt::ISODate)),
              QVariant(contract.termMonths),
              QVariant(text(contract.gpuId)),
              QVariant(contract.servers),
              QVariant(contract.gpusPerServer),
              QVariant(currencyCode(contract.currency())),
              QVariant(p.price.minor()),
              QVariant(priceUnitName(p.unit)),
              QVariant(billingName(p.billing)),
              QVariant(p.vatBasisPoints),
              QVariant(p.vatIncluded ? 1 : 0),
              QVariant(p.setupFee.minor()),
              QVariant(p.minimumPeriods),
              QVariant(text(contract.invoiceType)),
              QVariant(text(contract.paymentTerms)),
              QVariant(contract.responseHours),
              QVariant(contract.replacementHours),
              QVariant(text(contract.sla.tiersText())),
              QVariant(contract.sla.capMilli),
              QVariant(text(contract.status)),
              QVariant(1),
              QVariant(now()),
              QVariant(text(m_db.userName()))})
            q.addBindValue(v);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contracts"));
        id = q.lastInsertId().toLongLong();
        for (const ContractServer& server : contract.serverList) {
            QSqlQuery sq(m_db.sql());
            sq.prepare(QStringLiteral(
                "INSERT INTO contract_servers (contract_id, name, accepted_at) VALUES (?, ?, ?)"));
            sq.addBindValue(id);
            sq.addBindValue(server.name.trimmed());
            sq.addBindValue(text(isoTime(server.acceptedAt)));
            if (!sq.exec())
                return sqlError(sq, QStringLiteral("contract_servers"));
        }
        return m_db.audit(QStringLiteral("database"), id, contract.quoteId, QStringLiteral("contract"),
                          QString(), contract.number);
    });
    if (!s)
        return s.error();
    return id;
}

Status ContractStore::loadServers(Contract& c)
{
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT name, accepted_at FROM contract_servers WHERE contract_id = ? ORDER BY id"));
    q.addBindValue(c.id);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contract_servers"));
    while (q.next())
        c.serverList.append(
            {q.value(0).toString(), QDateTime::fromString(q.value(1).toString(), Qt::ISODate).toUTC()});
    return Status();
}

Result<QList<Contract>> ContractStore::list()
{
    QSqlQuery q(m_db.sql());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, %1 FROM contracts ORDER BY id").arg(QLatin1String(kColumns))))
        return sqlError(q, QStringLiteral("contracts"));
    QList<Contract> out;
    while (q.next()) {
        auto c = fromRow(q);
        if (!c)
            return c.error();
        out << c.value();
    }
    for (Contract& c : out)
        if (Status s = loadServers(c); !s)
            return s.error();
    return out;
}

Result<Contract> ContractStore::get(qint64 id)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT id, %1 FROM contracts WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contracts"));
    if (!q.next())
        return noContract(QString::number(id));
    auto c = fromRow(q);
    if (!c)
        return c;
    Contract out = c.value();
    if (Status s = loadServers(out); !s)
        return s.error();
    return out;
}

Result<Contract> ContractStore::find(const QString& idOrNumber)
{
    const QString key = idOrNumber.trimmed();
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT id FROM contracts WHERE number = ?"));
    q.addBindValue(key);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contracts"));
    if (q.next())
        return get(q.value(0).toLongLong());
    bool isId = false;
    const qint64 id = key.toLongLong(&isId);
    if (!isId || id <= 0)
        return noContract(key);
    return get(id);
}

Status ContractStore::setServer(qint64 contractId, const QString& name, const QDateTime& acceptedAt)
{
    auto c = get(contractId);
    if (!c)
        return c.error();
    const QString server = name.trimmed();
    if (server.isEmpty())
        return Error(Tr::tr("give the server's name"), QStringLiteral("--server"), QStringLiteral("server"));
    const ContractServer* known = c->server(server);
    if (!known && c->serverList.size() >= c->servers)
        return Error(Tr::tr("contract %1 holds %2 servers, all named (%3)")
                         .arg(c->number)
                         .arg(c->servers)
                         .arg(c->serverNames().join(QStringLiteral(", "))),
                     QStringLiteral("--server"), QStringLiteral("server"));
    if (acceptedAt.isValid() && chinaDayStart(c->end()) <= acceptedAt)
        return Error(
            Tr::tr("the acceptance falls after the term ends (%1)").arg(c->end().toString(Qt::ISODate)),
            QStringLiteral("--accepted"), QStringLiteral("accepted"));
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(
            known ? QStringLiteral("UPDATE contract_servers SET accepted_at = ? WHERE contract_id = ? AND "
                                   "name = ?")
                  : QStringLiteral("INSERT INTO contract_servers (accepted_at, contract_id, name) VALUES "
                                   "(?, ?, ?)"));
        q.addBindValue(text(isoTime(acceptedAt)));
        q.addBindValue(contractId);
        q.addBindValue(known ? known->name : server);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contract_servers"));
        return m_db.audit(QStringLiteral("database"), contractId, c->quoteId,
                          QStringLiteral("contract_server"),
                          known ? known->name + QLatin1Char(' ') + isoTime(known->acceptedAt) : QString(),
                          (known ? known->name : server) + QLatin1Char(' ') + isoTime(acceptedAt));
    });
}

Status ContractStore::setStatus(qint64 contractId, const QString& status)
{
    if (status != QLatin1String("active") && status != QLatin1String("ended"))
        return Error(Tr::tr("'%1' is not a contract status: active or ended").arg(status),
                     QStringLiteral("--status"), QStringLiteral("status"));
    auto c = get(contractId);
    if (!c)
        return c.error();
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE contracts SET status = ?, version = version + 1 WHERE id = ?"));
        q.addBindValue(status);
        q.addBindValue(contractId);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contracts"));
        return m_db.audit(QStringLiteral("database"), contractId, c->quoteId,
                          QStringLiteral("contract_status"), c->status, status);
    });
}

Result<int> ContractStore::addOutages(qint64 contractId, const QList<Outage>& outages, const QString& source)
{
    auto c = get(contractId);
    if (!c)
        return c.error();
    for (const Outage& o : outages)
        if (!c->server(o.server))
            return Error(Tr::tr("the outage of line %1 names %2, which contract %3 does not hold (%4)")
                             .arg(o.line)
                             .arg(o.server, c->number, c->serverNames().join(QStringLiteral(", "))),
                         QStringLiteral("--outages"), QStringLiteral("outages"));
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("INSERT INTO contract_outages (contract_id, server, start_at, end_at, cause, "
                           "counted, source, recorded_at, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const Outage& o : outages) {
            for (const QVariant& v :
                 {QVariant(contractId), QVariant(c->server(o.server)->name), QVariant(isoTime(o.start)),
                  QVariant(isoTime(o.end)), QVariant(text(o.cause)), QVariant(o.counted ? 1 : 0),
                  QVariant(text(source)), QVariant(now()), QVariant(text(m_db.userName()))})
                q.addBindValue(v);
            if (!q.exec())
                return sqlError(q, QStringLiteral("contract_outages"));
        }
        return m_db.audit(QStringLiteral("database"), contractId, c->quoteId,
                          QStringLiteral("contract_outages"), QString(),
                          QStringLiteral("%1 (%2)").arg(outages.size()).arg(source));
    });
    if (!s)
        return s.error();
    return int(outages.size());
}

Result<QList<Outage>> ContractStore::outages(qint64 contractId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT server, start_at, end_at, cause, counted FROM contract_outages WHERE "
                             "contract_id = ? ORDER BY start_at, id"));
    q.addBindValue(contractId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contract_outages"));
    QList<Outage> out;
    while (q.next()) {
        Outage o;
        o.server = q.value(0).toString();
        o.start = QDateTime::fromString(q.value(1).toString(), Qt::ISODate).toUTC();
        o.end = QDateTime::fromString(q.value(2).toString(), Qt::ISODate).toUTC();
        o.cause = q.value(3).toString();
        o.counted = q.value(4).toInt() != 0;
        out << o;
    }
    return out;
}

Result<qint64> ContractStore::recordBill(qint64 contractId, const Reconciliation& r,
                                         const QJsonObject& statement)
{
    auto c = get(contractId);
    if (!c)
        return c.error();
    const QString month = r.month.toString(QStringLiteral("yyyy-MM"));
    qint64 id = 0;
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery old(m_db.sql());
        old.prepare(
            QStringLiteral("SELECT id, approved_by FROM contract_bills WHERE contract_id = ? AND month = ?"));
        old.addBindValue(contractId);
        old.addBindValue(month);
        if (!old.exec())
            return sqlError(old, QStringLiteral("contract_bills"));
        if (old.next()) {
            if (!old.value(1).toString().isEmpty())
                return Error(Tr::tr("the bill of %1 was approved for payment by %2; it is not replaced")
                                 .arg(month, old.value(1).toString()),
                             QStringLiteral("--month"), QStringLiteral("month"));
            QSqlQuery drop(m_db.sql());
            drop.prepare(QStringLiteral("DELETE FROM contract_bills WHERE id = ?"));
            drop.addBindValue(old.value(0).toLongLong());
            if (!drop.exec())
                return sqlError(drop, QStringLiteral("contract_bills"));
        }
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("INSERT INTO contract_bills (contract_id, month, file, lines, differences, "
                           "billed_total_minor, payable_total_minor, credit_minor, statement, prepared_at, "
                           "prepared_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const QVariant& v :
             {QVariant(contractId), QVariant(month), QVariant(text(r.file)), QVariant(int(r.lines.size())),
              QVariant(int(r.differences.size())), QVariant(r.billedTotal.minor()),
              QVariant(r.payableTotal.minor()), QVariant(r.creditDue.minor()),
              QVariant(QString::fromUtf8(QJsonDocument(statement).toJson(QJsonDocument::Compact))),
              QVariant(now()), QVariant(text(m_db.userName()))})
            q.addBindValue(v);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contract_bills"));
        id = q.lastInsertId().toLongLong();
        return m_db.audit(QStringLiteral("database"), contractId, c->quoteId, QStringLiteral("contract_bill"),
                          QString(),
                          QStringLiteral("%1 %2 #%3 billed %4, payable %5, %6 differences")
                              .arg(c->number, month)
                              .arg(id)
                              .arg(r.billedTotal.toString(), r.payableTotal.toString())
                              .arg(r.differences.size()));
    });
    if (!s)
        return s.error();
    return id;
}

Result<QList<BillRecord>> ContractStore::bills(qint64 contractId)
{
    auto c = get(contractId);
    if (!c)
        return c.error();
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT id, month, file, lines, differences, billed_total_minor, payable_total_minor, "
                       "credit_minor, statement, prepared_at, prepared_by, approved_at, approved_by FROM "
                       "contract_bills WHERE contract_id = ? ORDER BY month"));
    q.addBindValue(contractId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("contract_bills"));
    QList<BillRecord> out;
    while (q.next()) {
        BillRecord b;
        int i = 0;
        b.id = q.value(i++).toLongLong();
        b.contractId = contractId;
        b.month = q.value(i++).toString();
        b.file = q.value(i++).toString();
        b.lines = q.value(i++).toInt();
        b.differences = q.value(i++).toInt();
        for (Money* m : {&b.billedTotal, &b.payableTotal, &b.creditDue})
            *m = Money(q.value(i++).toLongLong(), c->currency());
        b.statement = QJsonDocument::fromJson(q.value(i++).toString().toUtf8()).object();
        for (QString* s : {&b.preparedAt, &b.preparedBy, &b.approvedAt, &b.approvedBy})
            *s = q.value(i++).toString();
        out << b;
    }
    return out;
}

Status ContractStore::approveBill(qint64 billId)
{
    const QString me = m_db.userName();
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("SELECT b.contract_id, b.month, b.prepared_by, b.approved_by, b.approved_at, "
                           "c.quote_id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE "
                           "b.id = ?"));
        q.addBindValue(billId);
        if (!q.exec())
            return sqlError(q, QStringLiteral("contract_bills"));
        if (!q.next())
            return Error(Tr::tr("there is no bill %1 ('gpuplan contract bills' lists them)").arg(billId),
                         QStringLiteral("--bill"), QStringLiteral("bill"));
        const QString preparedBy = q.value(2).toString();
        if (!q.value(3).toString().isEmpty())
            return Error(Tr::tr("the bill was approved for payment by %1 on %2")
                             .arg(q.value(3).toString(), q.value(4).toString().left(10)),
                         QStringLiteral("--bill"), QStringLiteral("bill"));
        if (me.trimmed() == preparedBy.trimmed())
            return Error(Tr::tr("the bill was prepared by %1; someone else must approve it for payment "
                                "(separation of duties)")
                             .arg(preparedBy),
                         QStringLiteral("--bill"), QStringLiteral("bill"));
        const qint64 contract = q.value(0).toLongLong(), quote = q.value(5).toLongLong();
        const QString month = q.value(1).toString();
        QSqlQuery u(m_db.sql());
        u.prepare(QStringLiteral("UPDATE contract_bills SET approved_by = ?, approved_at = ? WHERE id = ?"));
        u.addBindValue(me);
        u.addBindValue(now());
        u.addBindValue(billId);
        if (!u.exec())
            return sqlError(u, QStringLiteral("contract_bills"));
        return m_db.audit(QStringLiteral("database"), contract, quote,
                          QStringLiteral("contract_bill_approved"), QString(),
                          QStringLiteral("#%1 %2 %3").arg(billId).arg(month, me));
    });
}

} // namespace gpuplan
