// The stored quotes' writes, behind one rule: nothing is tried on a database that cannot be written, and its
// reason is said in one wording (issue 36: the front ends wrote through the store and each said it its way).
#include "QuoteService.h"

#include "storage/Database.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
Error noDatabase()
{
    return Error(QCoreApplication::translate("QuoteService", "no database of quotes is open"), QString(),
                 QStringLiteral("database"));
}

// Why nothing may be written to `db` (none open, or read-only), else nothing.
Status writable(Database* db)
{
    if (!db)
        return noDatabase();
    if (const QString why = QuoteService::readOnlyReason(db); !why.isEmpty())
        return Error(why, QCoreApplication::translate("QuoteService", "database"),
                     QStringLiteral("database"));
    return Status();
}
} // namespace

Result<Quote> QuoteService::get(qint64 id) const
{
    if (!m_db)
        return noDatabase();
    return QuoteStore(*m_db).get(id);
}

Result<qint64> QuoteService::add(const Quote& quote, const QString& how) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).add(quote, how);
}

Result<int> QuoteService::remove(qint64 id) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).remove(id);
}

Result<RemovedQuote> QuoteService::removeForUndo(qint64 id) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).removeForUndo(id);
}

Result<qint64> QuoteService::restore(const RemovedQuote& removed) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).restore(removed);
}

Result<int> QuoteService::removeDemo() const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).removeDemo();
}

Result<Quote> QuoteService::edit(qint64 id, const std::function<Result<Quote>(const Quote&)>& change) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return editStoredQuote(*m_db, id, change);
}

Status QuoteService::replace(qint64 id, const Quote& before, const Quote& after,
                             QuoteConflict* conflict) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return replaceStoredQuote(*m_db, id, before, after, conflict);
}

Result<ImportReport> QuoteService::preview(ParsedQuotes parsed) const
{
    if (!m_db)
        return noDatabase();
    return QuoteStore(*m_db).preview(std::move(parsed));
}

Result<ImportReport> QuoteService::write(ImportReport report, const std::function<bool(int)>& progress) const
{
    if (Status s = writable(m_db); !s)
        return s.error();
    return QuoteStore(*m_db).write(std::move(report), progress);
}

Result<ImportReport> QuoteService::importCsv(const QByteArray& bytes, bool validOnly,
                                             const QString& source) const
{
    // A file with problems writes nothing without `validOnly`: its report is given even where the database
    // cannot be written.
    auto parsed = parseCsv(bytes);
    if (!parsed)
        return parsed.error();
    auto report = preview(std::move(parsed).value());
    if (!report)
        return report.error();
    report.value().source = source;
    if (report->issueCount > 0 && !validOnly)
        return report;
    return write(std::move(report).value());
}

} // namespace gpuplan
