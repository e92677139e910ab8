#pragma once

#include <QDate>
#include <QString>

namespace gpuplan {

// Which stored quotes to list, and in which order: a value shared by the store, the index and the front
// ends.
struct QuoteFilter
{
    enum class Sort
    {
        NormalisedPrice,
        Date,
        Provider,
        Gpu
    };
    QString gpuId;
    QString provider;              // substring, case-insensitive
    qint64 maxNormalisedMinor = 0; // 0 = no limit
    QDate validOn;                 // invalid = any
    bool includeDemo = true;
    Sort sort = Sort::NormalisedPrice;
    bool descending = false;
    int limit = 0; // 0 = all
};

} // namespace gpuplan
