#pragma once

#include "contract/Amendment.h"
#include "contract/Bill.h"
#include "contract/Contract.h"
#include "util/Result.h"

#include <QJsonObject>
#include <QList>

namespace gpuplan {

class Database;

// A month's bill as matched and kept: who prepared it, who approved it for payment (someone else), and the
// statement as it was shown.
struct BillRecord
{
    qint64 id = 0;
    qint64 contractId = 0;
    QString month; // "2026-11"
    QString file;
    int lines = 0;
    int differences = 0;
    Money billedTotal, payableTotal, creditDue;
    QJsonObject statement;
    QString preparedAt, preparedBy, approvedAt, approvedBy;
};

// Contracts on both back ends (schema 19), each change in one transaction and on record in the history
// (entity "database", fields contract, contract_server, contract_outages, contract_bill …, with the
// contract's quote).
class ContractStore
{
public:
    explicit ContractStore(Database& db) : m_db(db) {}

    // A new contract; its number must be new. Returns its id.
    Result<qint64> create(const Contract& contract);
    Result<Contract> get(qint64 id);
    // By id ("3") or number ("HT-2026-118").
    Result<Contract> find(const QString& idOrNumber);
    Result<QList<Contract>> list();
    // Names a server of the contract, or sets when its acceptance passed (invalid: not accepted).
    Status setServer(qint64 contractId, const QString& name, const QDateTime& acceptedAt);
    Status setStatus(qint64 contractId, const QString& status);

    // Outages of the contract's servers, all or none; `source` says where they came from (a file, "by hand").
    Result<int> addOutages(qint64 contractId, const QList<Outage>& outages, const QString& source);
    Result<QList<Outage>> outages(qint64 contractId);

    // The month's bill as matched, prepared by this database's user. A month already approved is refused; one
    // prepared and not approved is replaced (the history keeps both).
    Result<qint64> recordBill(qint64 contractId, const Reconciliation& r, const QJsonObject& statement);
    Result<QList<BillRecord>> bills(qint64 contractId);
    // Approved for payment by this database's user, who must not be the one who prepared it.
    Status approveBill(qint64 billId);

    // An amendment (合同变更 / 补充协议) applied to the contract's terms and kept, recorded by this
    // database's user: core's applyAmendment, and not before a month whose statement is kept (it was matched
    // against the terms then in force). Refused when the contract changed meanwhile. Returns it as kept.
    Result<ContractAmendment> amend(qint64 contractId, ContractAmendment amendment);
    Result<QList<ContractAmendment>> amendments(qint64 contractId); // by the day they take effect

private:
    Status loadServers(Contract& c);
    Database& m_db;
};

} // namespace gpuplan
