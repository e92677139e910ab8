#pragma once

// Pieces the report files share (not part of the report API).

#include "planner/QuoteRanking.h"
#include "quotes/Quote.h"

#include <QList>
#include <QString>

namespace gpuplan {
class GpuCatalog;
}

namespace gpuplan::report {

// "NVIDIA H100 SXM5 80GB", or the quote's GPU id when the catalog does not know it.
QString gpuName(const Quote& q, const GpuCatalog& catalog);
const QuoteEvaluation* evaluationOf(const QList<QuoteEvaluation>& evaluations, qint64 quoteId);

} // namespace gpuplan::report
