#pragma once

#include "contract/Bill.h"
#include "contract/Contract.h"
#include "contract/Renewal.h"
#include "planner/PlannerData.h"
#include "storage/ContractStore.h"

#include <QByteArray>

namespace gpuplan {

class Database;
struct Quote;

// After the signature, as one answer for the command line and the desktop: a contract made from the awarded
// quote with the servers' acceptance taken from the delivery reports, a month's bill matched against it with
// the outages on record, kept, and approved for payment by someone else.
// A vendor's record after the signature (履约评价, issue 62 item 5), from what the program keeps: its
// contracts, the statements kept (bills matched, the amounts disputed, the months with an SLA credit), the
// outages on record, the delivery reports that failed, and servers accepted after the term began or after the
// quote's delivery date.
struct VendorRecord
{
    QString vendor;
    int contracts = 0;
    int statements = 0;         // months matched and kept
    int disputedStatements = 0; // … that asked more than the contract allows
    Money billed, disputed;     // as the statements say (VAT included)
    int differences = 0;
    int outages = 0;        // counted ones
    double outageHours = 0; // counted, merged per server
    int slaBreaches = 0;    // server-months with an SLA credit
    Money credits;
    int acceptanceFailures = 0; // delivery reports with a failed item
    int lateServers = 0;        // accepted after the term began or the quote's delivery date
    double lateDays = 0;        // the most days late
    // What the shares above are taken of.
    int serverMonths = 0;    // servers on the statements kept, month by month
    int deliveryReports = 0; // delivery reports kept
    int serversAccepted = 0;
};

// A vendor's record as 履约评价 points, a share (0–1) of the criterion's weight: a quarter each for the
// bills (statements not disputed ÷ statements kept), the service (server-months without an SLA credit ÷
// server-months billed), the deliveries (reports without a failed item ÷ reports) and the delivery dates
// (servers accepted on time ÷ servers accepted). A quarter with nothing on record earns its whole part, and a
// vendor without a record earns the whole weight: the criterion takes points off for a poor record and gives
// none for having served this buyer before (政府采购法实施条例 第二十条 forbids past work as a bonus).
struct RecordScore
{
    double share = 1;
    QString basis; // translated: "1 of 4 statements disputed; 0 of 12 server-months with an SLA credit; …"
};
RecordScore recordScore(const VendorRecord* record); // null: no record with this buyer

class ContractService
{
public:
    explicit ContractService(Database* db, std::shared_ptr<const PlannerData> data = nullptr)
        : m_db(db), m_data(std::move(data))
    {}

    struct Signing
    {
        qint64 quoteId = 0;
        QString number;
        QDate start;
        int termMonths = 0;
        SlaSchedule sla;
        QString paymentTerms;
        QStringList servers; // names; empty = the hosts of the quote's acceptance reports
    };
    // What the desktop offers when a quote is signed: the term from the delivery date (else `today`) for the
    // quote's minimum term when it counts months or years (else 12 months), the example SLA tiers (Alibaba
    // Cloud's, to be replaced by the contract's), the quote's number as a starting point for the contract's.
    static Signing proposal(const Quote& quote, const QDate& today);
    // The quote becomes a contract: its terms, the purchase that awarded it (if one did), and each named
    // server's acceptance: when its newest delivery report passed (no item failed). Returns the stored
    // contract.
    Result<Contract> sign(const Signing& s) const;

    // The bill file (.xlsx, .xls, CSV) read and matched for `month` against the terms in force that month
    // (the amendments that take effect later undone) with the contract's outages on record and `extra` ones
    // (not recorded). Bad rows are problems of the answer; nothing is written.
    Result<Reconciliation> matchBill(const Contract& c, const QByteArray& file, const QString& fileName,
                                     const QDate& month, const QList<Outage>& extra = {}) const;
    // Keeps the month's statement, prepared by this user. A statement with problems (rows left out) is kept
    // only when `acceptShown`: the user accepted the rows shown.
    Result<qint64> recordBill(const Contract& c, const Reconciliation& r, bool acceptShown) const;

    // Continuing weighed against switching for the renewal term: the stored quotes (demo ones left out) and
    // the market's reference prices for the region, as of the program's clock.
    Result<RenewalAssessment> renewal(const Contract& c, const RenewalTerms& terms) const;

    // Every vendor with a contract, by name.
    Result<QList<VendorRecord>> vendorRecords() const;

    // One outage as the buyer enters it: by hand (server, start, end, cause), or from a server's health or
    // acceptance report (`report` given: the cause, and the server unless one is named, come from the report;
    // core's outageFromReport). Checked against the contract: a server it holds, both times, the end after
    // the start, a cause; each refusal names its field (--server, --from, --until, --cause).
    struct OutageEntry
    {
        QString server;
        QDateTime start, end; // any zone; kept as UTC
        QString cause;        // by hand
        bool counted = true;  // false: not counted against the vendor (planned maintenance agreed, …)
        QByteArray report;    // a report's bytes
        QString reportName;   // its file name, kept as the outage's source
    };
    static Result<Outage> outage(const Contract& c, const OutageEntry& e);
    // …and recorded with its source (the report's file name, or "by hand"); nothing recorded when refused.
    Result<Outage> recordOutage(const Contract& c, const OutageEntry& e) const;

    ContractStore store() const;
    bool hasDatabase() const { return m_db != nullptr; }

private:
    Database* m_db;
    std::shared_ptr<const PlannerData> m_data;
};

} // namespace gpuplan
