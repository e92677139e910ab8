#pragma once

#include "acceptance/ServerAcceptance.h"
#include "util/Result.h"

#include <QList>
#include <QString>

namespace gpuplan {

class Database;
struct Quote;

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
