#pragma once

#include "PdfDocument.h"
#include "tender/TenderScoring.h"

#include <memory>

namespace gpuplan::report {

// What offers must meet, a line each, and how they are weighed (the method, and 综合评分法's weights), in
// the options' languages: the request for quotation, the report and the desktop say the same.
QString requirementsText(const Options& options, const Tender& tender);
// What the vendor prices: the quantity (the least GPUs, and what the job needs on the GPU offered) and the
// rental term, in the options' languages (the request for quotation's cover and the desktop).
QString quantityText(const Options& options, const Tender& tender);
QString termText(const Options& options, const Tender& tender);
QString weightsText(const Options& options, const Tender& tender);

// The request for quotation (询价函) of a purchase: the job, what offers must meet, the method and how offers
// are weighed, the deadline, and how to answer (the answer template's columns).
std::unique_ptr<PdfDocument> rfqDocument(const Tender& tender, const QHash<QString, QString>& jobIn,
                                         const Options& options);
// The answer template: a sheet "报价" with the quote columns (Chinese headers, the English ones on the row
// below, which the importer skips), drop-down lists of the allowed values (the GPU kinds allowed, currency,
// price unit, VAT, invoice type, network) and a "说明 Notes" sheet with each column's meaning, unit and an
// example row. Read back by the quote importer as it is.
Status answerTemplateXlsx(const QString& path, const Tender& tender, const Options& options,
                          const QStringList& protectedFiles = {});

// The evaluation report (比价审批单, or 评标报告 for a tender): purpose and job, method, invited and
// answering vendors, every round with what changed, compliance, scores, evaluated prices incl. and ex VAT,
// the recommendation and its sensitivity, the award and its reason, deviations, the signature block and the
// history.
std::unique_ptr<PdfDocument> tenderReportDocument(const TenderDossier& dossier, const Options& options);
Status tenderReportXlsx(const QString& path, const TenderDossier& dossier, const Options& options,
                        const QStringList& protectedFiles = {});

} // namespace gpuplan::report
