#pragma once

#include "Quote.h"

#include <QList>

namespace gpuplan {

struct QuoteFilter;

// The quotes held in memory (as the desktop table holds them), filtered and sorted without going back to the
// database. Same semantics as QuoteStore::list.
class QuoteIndex
{
public:
    explicit QuoteIndex(QList<Quote> quotes) : m_quotes(std::move(quotes)) {}
    QList<const Quote*> query(const QuoteFilter& filter) const;
    int size() const { return int(m_quotes.size()); }

private:
    QList<Quote> m_quotes;
};

} // namespace gpuplan
