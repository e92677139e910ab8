#pragma once

#include "checklist/Checklist.h"
#include "quotes/Quote.h"

namespace gpuplan {

class GpuCatalog;

// A checklist item as it starts for one quote. The template states a standard (support within 30 minutes,
// twice the GPU memory in RAM, RDMA between servers …); the quote states what the vendor offers. Where the
// quote states a figure, the expected value names it beside the standard; where it falls short of the
// standard, the item starts failed and its expected value says by how much, so that it is settled before
// signing; where the item cannot apply to the contract (RDMA on one server), it starts not applicable, saying
// why. Each in both languages, as the checklist stores its expected values.
struct ItemStart
{
    ItemStatus status = ItemStatus::Open;
    QString expectedZh, expectedEn; // empty: the template's
};

ItemStart startItem(const QString& code, const Quote& quote, const GpuCatalog& catalog);

// The RAM the template asks of a server for this quote: twice its GPUs' memory, in GB (0 when the GPU is
// unknown).
double ramNeededGb(const Quote& quote, const GpuCatalog& catalog);

} // namespace gpuplan
