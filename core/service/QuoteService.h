#pragma once

#include "planner/PlannerData.h"
#include "planner/QuoteRanking.h"
#include "quotes/QuoteCsv.h"
#include "quotes/QuoteFilter.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"

#include <memory>
#include <optional>

namespace gpuplan {

class Database;

// The stored quotes, as every front end asks about them: read, weighed for a job, compared, typed in or
// imported, all against the one PlannerData of the Workspace (its catalog with the user's GPUs, its rates,
// its hours per month, its today). A light value: copies share the data and may be handed to a worker
// thread for what does not touch the database (parsing a file). Made by Workspace::quotes().
class QuoteService
{
public:
    QuoteService(Database* db, std::shared_ptr<const PlannerData> data);

    Database* database() const { return m_db; }
    const PlannerData& data() const { return *m_data; }
    const GpuCatalog& catalog() const { return m_data->catalog(); }

    // The stored quotes (filtered). Their normalised prices follow the hours per month in force: the
    // Workspace renormalises them whenever it is opened or reloaded, so no caller has to remember to.
    Result<QList<Quote>> list(const QuoteFilter& filter = {}) const;
    // The stored quotes valid today (the Workspace's today).
    Result<QList<Quote>> validToday(bool includeDemo = true) const;
    Result<qint64> count() const;
    // What a job costs under each quote, the buyer's cost first.
    Result<QList<QuoteEvaluation>> rank(const QuoteJob& job, const QList<Quote>& quotes) const;
    // Quotes side by side, weighed for the job when one is given.
    Result<QuoteComparison> compare(const QList<Quote>& quotes, const std::optional<QuoteJob>& job) const;
    // A vendor's file read and checked row by row (nothing is written: QuoteStore::preview/write do that).
    Result<ParsedQuotes> parseCsv(const QByteArray& bytes) const;
    // A quote typed into the form, checked as an imported row would be.
    Result<ParsedQuotes> readFields(const QHash<QString, QString>& fields) const;
    // A row with problems corrected in the import preview (QuoteCsv::fixRow with this workspace's data).
    Result<ParsedQuotes> fixRow(const ParsedQuotes& parsed, int badRow, const QString& key,
                                const QString& value) const;
    // "Apply mine" after an edit conflict: my change made again on what is stored now.
    Result<Quote> reapplyEdit(const Quote& before, const Quote& after, const Quote& theirs) const;
    // The seeds' checks of a quote's servers, judged in today's year.
    QList<Check> checks(const Quote& quote) const;

    // One stored quote.
    Result<Quote> get(qint64 id) const;
    // The writes (QuoteServiceWrites.cpp). Each is refused before it starts where the database cannot be
    // written, with readOnlyReason()'s words (field "database"), and none without a database: the front ends
    // write through here, never through the store.
    Result<qint64> add(const Quote& quote, const QString& how = QString()) const;
    Result<int> remove(qint64 id) const;
    Result<RemovedQuote> removeForUndo(qint64 id) const; // what the delete took, for restore()
    Result<qint64> restore(const RemovedQuote& removed) const;
    Result<int> removeDemo() const;
    // Quote `id` read, changed by `change` and written in one transaction (`gpuplan quotes edit`).
    Result<Quote> edit(qint64 id, const std::function<Result<Quote>(const Quote&)>& change) const;
    // An edit written only over the terms it started from (`before`); another writer's change since is a
    // conflict, described in `conflict`, never overwritten.
    Status replace(qint64 id, const Quote& before, const Quote& after,
                   QuoteConflict* conflict = nullptr) const;
    // An import in two steps: what a parsed file would add (duplicates of stored quotes are issues), then
    // written all or nothing, with progress and cancel.
    Result<ImportReport> preview(ParsedQuotes parsed) const;
    Result<ImportReport> write(ImportReport report, const std::function<bool(int)>& progress = {}) const;
    // A vendor's file in one step: checked whole, written whole (or its valid rows with `validOnly`).
    Result<ImportReport> importCsv(const QByteArray& bytes, bool validOnly,
                                   const QString& source = QString()) const;

    // Why changes are refused (empty when the database can be written, or there is none): one wording for
    // the desktop and the command line.
    QString readOnlyReason() const;
    static QString readOnlyReason(const Database* db);

private:
    Database* m_db;
    std::shared_ptr<const PlannerData> m_data;
};

} // namespace gpuplan
