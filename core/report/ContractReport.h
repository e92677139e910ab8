#pragma once

#include "PdfDocument.h"
#include "contract/Bill.h"
#include "contract/Renewal.h"

#include <memory>

namespace gpuplan::report {

// The reconciliation statement (对账单) of a month's bill, as a finance approver reads it: the contract's
// terms, what the bill asks and what the contract allows, the SLA credit, what is payable and what is
// disputed, each difference with its row, server, clause and amount, each server's month, the rows left out,
// and who prepared and approved it. One answer (core's reconcile), worded in the options' languages.
struct StatementSigning
{
    QString preparedBy, preparedAt, approvedBy, approvedAt;
};
std::unique_ptr<PdfDocument> billStatementDocument(const Contract& c, const Reconciliation& r,
                                                   const StatementSigning& signing, const Options& options);
Status billStatementXlsx(const QString& path, const Contract& c, const Reconciliation& r,
                         const StatementSigning& signing, const Options& options,
                         const QStringList& protectedFiles = {});

// The renewal memo (续约评估): the contract and its term's end, every option for the same GPUs over the renewal
// term (rent, switching, total, against renewing), the break-even price, the recommendation and the signatures;
// core's assessment worded in the options' languages. The workbook holds the options.
std::unique_ptr<PdfDocument> renewalMemoDocument(const Contract& c, const RenewalAssessment& a,
                                                 const RenewalTerms& terms, const Options& options);
Status renewalMemoXlsx(const QString& path, const Contract& c, const RenewalAssessment& a, const Options& options,
                       const QStringList& protectedFiles = {});

} // namespace gpuplan::report
