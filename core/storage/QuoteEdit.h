#pragma once

#include "quotes/Quote.h"
#include "util/Result.h"

#include <functional>

namespace gpuplan {

class Database;
class FxTable;
class GpuCatalog;
struct Conventions;

// Edits of a stored quote that never lose another program's change (two buyers, or the desktop and a script,
// on one database). The read and the write are one transaction (BEGIN IMMEDIATE: writers queue).

// Reads quote `id`, applies `change` to what is stored now, writes the result: `gpuplan quotes edit`.
Result<Quote> editStoredQuote(Database& db, qint64 id,
                              const std::function<Result<Quote>(const Quote&)>& change);

// Replaces quote `id` by `after` provided it is still `before` (as the user saw it when the edit began, or as
// an undo expects it); when it has changed since, nothing is written and the error names the columns that
// changed: the desktop's Edit… and its undo.
// `conflict`, if given, is filled when the write is refused: the quote as stored now, who changed it and
// when, and each column that you or they changed with its three values.
struct QuoteConflict
{
    Quote theirs;
    QString changedBy, changedAt; // the last writer, the local time
    struct Field
    {
        QString column, label; // the CSV's name, and as the user reads it (current language)
        QString before, theirs, yours;
    };
    QList<Field> fields;
};
Status replaceStoredQuote(Database& db, qint64 id, const Quote& before, const Quote& after,
                          QuoteConflict* conflict = nullptr);

// Your edit (the columns you changed from `before` to `after`) made again on what is stored now (`theirs`):
// the other writer's changes to other columns are kept, yours win where both changed one. The desktop's
// "Apply mine" after a conflict; write the result with replaceStoredQuote(db, id, theirs, result).
Result<Quote> reapplyEdit(const Quote& before, const Quote& after, const Quote& theirs,
                          const GpuCatalog& catalog, const FxTable& fx, const Conventions& conventions);

} // namespace gpuplan
