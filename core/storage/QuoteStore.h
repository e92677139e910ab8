#pragma once

#include "Database.h"
#include "quotes/Quote.h"
#include "quotes/QuoteCsv.h"
#include "quotes/QuoteFilter.h"

#include <QList>
#include <QSet>
#include <QVariantList>

#include <functional>
#include <limits>

namespace gpuplan {

struct ImportReport
{
    int rows = 0;
    int valid = 0;
    int inserted = 0;
    bool written = false; // false: the file had errors and nothing was written
    QString encoding;
    QList<ImportIssue> issues;
    int issueCount = 0;
    QList<Quote> fresh;         // the valid rows not yet in the database: what write() stores
    QStringList freshKeys;      // their dedupKey()s, as the parse made them
    QList<int> freshLines;      // their lines in the file
    QString source;             // the file's name, for the history ("imported from …")
    QList<BadRow> badRows;      // the rows with problems as read, to be corrected in the preview
    QList<ImportIssue> ignored; // rows passed over as not quotes (the template's key row, notes), with why
    // A file's reading as a report: its counts, problems and passed-over rows; no valid row taken yet.
    static ImportReport of(const ParsedQuotes& parsed);
};

// A deleted quote as it was stored — its row, its provider's row, its checklists and their items with status,
// evidence and dates — so that undoing the delete puts back exactly what was there.
struct RemovedQuote
{
    struct Rows
    {
        QStringList columns;
        QList<QVariantList> values;
    };
    qint64 id = 0;
    Rows quote;
    Rows provider;
    Rows checklists;
    Rows items;
    Rows reports;  // its servers' acceptance reports (schema 12)
    Rows findings; // and their findings
};

class QuoteStore
{
public:
    explicit QuoteStore(Database& db) : m_db(db) {}

    // Inserts quotes in one transaction; providers are created by name as needed. All or nothing.
    // In one transaction; `progress` (if given) is told the rows written every kProgressStep rows (on a team
    // database, after each batch of 1,000 that passes such a step) and may return false to cancel, which
    // rolls everything back.
    // `keys`: the quotes' dedupKey()s when already made (else each is made here).
    Result<int> insert(const QList<Quote>& quotes, const std::function<bool(int)>& progress = {},
                       const QStringList& keys = {});
    static constexpr int kProgressStep = 500;
    // One quote; returns its id. `how` is how it came (on record; "entered by hand" when empty).
    Result<qint64> add(const Quote& quote, const QString& how = QString());
    // After an update of quote `id` (inside its transaction): the changed fields in the audit trail, the
    // version raised, who and when.
    Status recordChange(qint64 id, const Quote& before);
    // Quotes' arrivals and departures on record (reliability-4 F14), inside the change's transaction: every
    // quote with an id above `afterId` as created (`how`: imported from a file, entered by hand, restored),
    // and the quotes `where` names (a condition on quotes q, with `bound`) as deleted, before they go.
    Status recordCreated(qint64 afterId, const QString& how,
                         qint64 upTo = std::numeric_limits<qint64>::max());
    Status recordDeleted(const QString& where, const QVariant& bound);
    qint64 highestId();
    Result<QList<Quote>> list(const QuoteFilter& filter = {});
    Result<Quote> get(qint64 id);
    Result<qint64> count();
    Result<int> remove(qint64 id);
    // Deletes a quote like remove(), returning everything the delete took with it; restore() writes it back
    // under the same ids (a new id where another row took it since), in one transaction, and returns the
    // quote's id.
    Result<RemovedQuote> removeForUndo(qint64 id);
    Result<qint64> restore(const RemovedQuote& removed);
    // Replaces a stored quote's terms, keeping its id, entry date and checklists; the values are checked as
    // an added quote's are. Nothing changes on any error.
    Status update(qint64 id, const Quote& quote);
    Result<int> removeDemo();
    Result<QSet<QString>> existingKeys();

    // Quotes keep their normalised price (CNY per GPU-hour ex VAT) for sorting and filtering in SQL. It
    // follows the quote's own terms and the conventions in force (hours per month, exchange rates): when
    // those differ from the ones the stored figures were computed with, every quote is recomputed, in one
    // transaction. Returns the number of quotes updated (0 when nothing changed).
    Result<int> renormalise(const FxTable& fx, const Conventions& conventions);

    // Validates the whole file, reports every problem, checks duplicates against the database, and writes all
    // rows in one transaction — or, with validOnly, the valid rows only. Nothing is written otherwise.
    Result<ImportReport> importCsv(const QByteArray& bytes, const GpuCatalog& catalog, const FxTable& fx,
                                   const Conventions& conventions, bool validOnly,
                                   const QString& source = QString());
    // The same in two steps, for a preview: what a parsed file would add (duplicates of stored quotes are
    // issues), written by write() — with progress and cancel, all or nothing.
    // By value: an import hands its parsed quotes over (moved, not copied: 100,000 of them).
    Result<ImportReport> preview(ParsedQuotes parsed);
    Result<ImportReport> write(ImportReport report, const std::function<bool(int)>& progress = {});

private:
    // The SQL types of the inserted columns on a team database, in insertion order.
    Result<QStringList> serverColumnTypes();
    Database& m_db;
};

} // namespace gpuplan
