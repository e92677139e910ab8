#pragma once

#include "acceptance/Acceptance.h"
#include "util/Result.h"

#include <QList>
#include <QString>

namespace gpuplan {

class Database;
struct Quote;

// One delivery report as imported: which server, the file, when (ISO 8601, UTC) and by whom, and its
// findings.
struct AcceptanceReportRecord
{
    qint64 id = 0;
    qint64 quoteId = 0;
    QString host; // the report's hostname (or the name the user gave); empty: the quote's only server
    QString file;
    QString importedAt, importedBy;
    QList<AcceptanceFinding> findings;
    bool latest = false; // the server's newest report: the one its checklist items show
    int count(ItemStatus s) const;
};

// The quote's acceptance over its servers: each server's newest report; a server failed when one of its
// findings failed.
struct AcceptanceVerdict
{
    int contracted = 0; // servers in the quote
    QList<AcceptanceReportRecord> servers;
    int failedServers() const;
    QString text() const; // "1 of 2 servers failed (gpu-node-02)", "all 2 servers passed", …; translated
};

// The findings of every server combined per checklist item: failed if a server failed it, confirmed when each
// contracted server confirmed it (or found it not applicable), open otherwise; worded per server in both
// languages ("gpu-node-02（不符合）：…" / "gpu-node-02 (failed): …"). One server's own wording when the quote
// has one server. An item whose findings are all "not tested" is left out.
QList<AcceptanceFinding> combineFindings(const QList<AcceptanceReportRecord>& latest, int contractedServers);

// Delivery reports per server, with their history, on the quote's checklists.
class AcceptanceStore
{
public:
    explicit AcceptanceStore(Database& db) : m_db(db) {}

    // Keeps the report and shows every server's newest findings on the quote's checklist items (one
    // transaction). Returns the report's id.
    Result<qint64> record(const Quote& quote, const QString& host, const QString& file,
                          const QList<AcceptanceFinding>& findings);
    // Undoes an import: the report goes, and the items show what the remaining reports say (or what they were
    // before any report).
    Status withdraw(const Quote& quote, qint64 reportId);
    // Every report of the quote, newest first, the servers' newest marked.
    Result<QList<AcceptanceReportRecord>> reports(qint64 quoteId);
    Result<AcceptanceVerdict> verdict(const Quote& quote);

private:
    Status refresh(const Quote& quote, const QStringList& codes);
    Database& m_db;
};

} // namespace gpuplan
