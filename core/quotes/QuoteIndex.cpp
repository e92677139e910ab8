#include "QuoteIndex.h"

#include "QuoteFilter.h"

#include <algorithm>
#include <limits>

namespace gpuplan {

QList<const Quote*> QuoteIndex::query(const QuoteFilter& f) const
{
    QList<const Quote*> out;
    out.reserve(m_quotes.size());
    const QString provider = f.provider.toLower();
    for (const Quote& q : m_quotes) {
        if (!f.gpuId.isEmpty() && q.gpuId != f.gpuId)
            continue;
        if (!f.includeDemo && q.demo)
            continue;
        if (f.maxNormalisedMinor > 0 && (!q.normalised || q.normalised->minor() > f.maxNormalisedMinor))
            continue;
        if (f.validOn.isValid() && !q.isValidOn(f.validOn))
            continue;
        if (!provider.isEmpty() && !q.provider.toLower().contains(provider))
            continue;
        out.append(&q);
    }
    auto key = [&](const Quote* q) -> qint64 {
        switch (f.sort) {
        case QuoteFilter::Sort::NormalisedPrice:
            return q->normalised ? q->normalised->minor()
                                 : std::numeric_limits<qint64>::min(); // NULLs first, as SQL
        case QuoteFilter::Sort::Date:
            return q->quoteDate.toJulianDay();
        default:
            return 0;
        }
    };
    const bool textual = f.sort == QuoteFilter::Sort::Provider || f.sort == QuoteFilter::Sort::Gpu;
    std::stable_sort(out.begin(), out.end(), [&](const Quote* a, const Quote* b) {
        int c = 0;
        if (textual) {
            const QString& ta = f.sort == QuoteFilter::Sort::Provider ? a->provider : a->gpuId;
            const QString& tb = f.sort == QuoteFilter::Sort::Provider ? b->provider : b->gpuId;
            c = QString::compare(ta, tb);
        } else {
            const qint64 ka = key(a), kb = key(b);
            c = ka < kb ? -1 : (ka > kb ? 1 : 0);
        }
        if (f.descending)
            c = -c;
        return c != 0 ? c < 0 : a->id < b->id;
    });
    if (f.limit > 0 && out.size() > f.limit)
        out.resize(f.limit);
    return out;
}

} // namespace gpuplan
