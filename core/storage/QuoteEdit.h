#pragma once

#include "quotes/Quote.h"
#include "util/Result.h"

#include <functional>

namespace gpuplan {

class Database;

// Edits of a stored quote that never lose another program's change (two buyers, or the desktop and a script,
// on one database). The read and the write are one transaction (BEGIN IMMEDIATE: writers queue).

// Reads quote `id`, applies `change` to what is stored now, writes the result: `gpuplan quotes edit`.
Result<Quote> editStoredQuote(Database& db, qint64 id,
                              const std::function<Result<Quote>(const Quote&)>& change);

// Replaces quote `id` by `after` provided it is still `before` (as the user saw it when the edit began, or as
// an undo expects it); when it has changed since, nothing is written and the error names the columns that
// changed: the desktop's Edit… and its undo.
Status replaceStoredQuote(Database& db, qint64 id, const Quote& before, const Quote& after);

} // namespace gpuplan
