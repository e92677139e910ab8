#pragma once

#include "TenderScoring.h"

#include <optional>

namespace gpuplan {

// An award in figures, as the memo (比价审批单 / 评标报告), the approval's question and the workbook state
// it: what is bought, what is paid (成交金额) incl. and ex VAT, the VAT and how much of it the buyer deducts,
// the premium over the first-ranked offer when the award is not first, who prepared and who approved it and
// on which day. One answer: the desktop's approval, `tender approve`, the PDF and the workbook draw it.
struct AwardStatement
{
    QString vendor;
    int round = 0;
    int rank = 0;       // among the responsive offers; 0: not ranked
    int responsive = 0; // responsive offers in the evaluation
    // What is bought: the offer's GPU kind, servers and GPUs, and how the job is billed (translated).
    QString gpuId;
    QString gpuName; // as the statement's language names it
    int servers = 0;
    int gpus = 0;
    QString billing;
    // 成交金额: the job's cost under the offer as the vendor invoices it (VAT included), the same VAT
    // excluded, the VAT, the input VAT the buyer deducts (zero when it cannot) and the cost to the buyer
    // (the evaluated price: incl. VAT, less what is deducted).
    std::optional<Money> incVat, exVat, vat, deductibleVat, cost;
    // When the award is not first: the first-ranked offer's vendor and cost, and how much more the award
    // costs (amount and percent of the first's cost).
    QString firstVendor;
    std::optional<Money> firstCost, premium;
    std::optional<double> premiumPercent;
    QString reason;
    QString preparedBy;
    QDate preparedOn;
    QString approvedBy; // empty until approved
    QDate approvedOn;
};

// The statement of the purchase's award under the evaluation `e`; none when nothing is awarded or the
// awarded offer is not in the evaluation.
std::optional<AwardStatement> awardStatement(const Tender& t, const TenderEvaluation& e);

// The amount a statement states as the award (成交金额): incl. VAT when known, else the cost to the buyer.
std::optional<Money> awardAmount(const AwardStatement& s);

} // namespace gpuplan
