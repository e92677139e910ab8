#pragma once

#include "TenderScoring.h"
#include "catalog/GpuCatalog.h"

namespace gpuplan {

// The evaluation as the columnar comparison procurement staff read: vendors as columns (ranked first, in
// their order, then those that do not comply), criteria as rows, the best cell of each row marked. The
// desktop's evaluation matrix and its tests read this; nothing else decides what is best.
struct TenderMatrix
{
    struct Row
    {
        QString key;       // stable: "price", "evaluated", "score_total", …
        QString label;     // translated
        QStringList cells; // one per column, as shown
        QList<int> best;   // the columns holding the best value (several when equal); empty: no best
    };
    QList<int> offers;     // column → index into TenderEvaluation::offers
    QStringList vendors;   // column headers
    QList<bool> compliant; // per column
    QList<Row> rows;
};

// Only compliant offers can be best. Lower is better for prices, the evaluated price, the delivery date and
// the SLA hours; higher for GPUs offered and every score. A value not stated is never best.
// With a catalog, GPUs are named as the catalog names them ("H20 96GB"); without, by their ids.
TenderMatrix tenderMatrix(const Tender& tender, const TenderEvaluation& evaluation,
                          const GpuCatalog* catalog = nullptr);

} // namespace gpuplan
