#pragma once

#include "checklist/Checklist.h"
#include "util/Result.h"

#include <QList>

namespace gpuplan {

class Database;

// Items a program adds to a quote's checklist by their code (the service level of issue 61 item 1): an item
// with the code is given the new text and expected value (its status and evidence kept); one without is added
// at the end. The quote's checklist of `templateCode` ("contract", "acceptance") must exist. One transaction.
// Returns how many items were added.
Result<int> putChecklistItems(Database& db, qint64 quoteId, const QString& templateCode,
                              const QList<ChecklistItem>& items);

} // namespace gpuplan
