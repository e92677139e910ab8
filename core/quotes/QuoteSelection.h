#pragma once

#include "quotes/Quote.h"
#include "util/Result.h"

namespace gpuplan {

// Quote ids as a user types them: "1,4,7", spaces allowed. An error (field `field`) names the first part
// that is not an id, or says that there is none.
Result<QList<qint64>> parseQuoteIds(const QString& text, const QString& field);

// The quotes with these ids, in the order given (each once); all of them when `ids` is empty. An error
// (field `field`) names the first id that is not among the quotes.
Result<QList<Quote>> chooseQuotes(const QList<Quote>& quotes, const QList<qint64>& ids, const QString& field);

} // namespace gpuplan
