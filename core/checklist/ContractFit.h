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

// What a purchase settled before the contract, where the checklist of its awarded quote starts from it
// instead of the template's general standard (ux-5 P2: the awarded quote failed ≤ 30 min / ≤ 4 h while the
// purchase required ≤ 4 h / ≤ 48 h and the evaluation found it compliant): the SLA times required, the
// payment terms required, and the award's amount (成交金额, incl. VAT, with its capitals) and what it is for.
struct ContractBasis
{
    QString purchase;               // the purchase's number and name, as the items cite it
    double maxSlaResponseHours = 0; // 0: the template's standard
    double maxSlaReplacementHours = 0;
    QString paymentTerms;         // empty: none required
    std::optional<Money> amount;  // the award's amount incl. VAT
    QString billingZh, billingEn; // how the job is billed, in each language
};

ItemStart startItem(const QString& code, const Quote& quote, const GpuCatalog& catalog,
                    const ContractBasis* basis = nullptr);

// The RAM the template asks of a server for this quote: twice its GPUs' memory, in GB (0 when the GPU is
// unknown).
double ramNeededGb(const Quote& quote, const GpuCatalog& catalog);

} // namespace gpuplan
