#pragma once

#include "contract/Bill.h"

#include <QJsonObject>

namespace gpuplan {

// The contract and a month's reconciliation as JSON: what `--json` prints and what the database keeps of a
// bill. Amounts as "126720.00 CNY" (exact), each difference worded in both languages ("text_zh", "text_en").
QJsonObject contractJson(const Contract& c);
QJsonObject reconciliationJson(const Reconciliation& r);

} // namespace gpuplan
