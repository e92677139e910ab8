#pragma once

#include "report/PdfDocument.h"
#include "serving/ServingPlan.h"
#include "serving/ServingQuotes.h"

namespace gpuplan {

// The serving plan as a bilingual document for the customer: the question (model, lengths, load, targets,
// busy hours, headroom, engine), the recommendation with the band's slow end, the best configuration of each
// GPU model side by side with TTFT/TPOT, replicas, monthly cost and cost per 1M tokens, the cheapest way to
// pay (reserved base and pay-as-you-go peaks, hour by hour), full-use costs, and how the figures are made and
// how far they can be off (the shipped constants' leave-one-source-out errors, as tst_serving checks them).
// It draws the answer already computed (planServing): nothing is planned again; the answer's sentences are
// worded in each of the document's languages. With `ranked`, the stored quotes weighed for the service
// (rankQuotesForServing, the best first): what a month costs the buyer under each quote's own terms, the
// replicas its servers hold, and why the others fall short. A customer's document leaves demo quotes out
// (the caller ranks the quotes it means to show).
std::unique_ptr<report::PdfDocument> servingDocument(const ServingAnswer& answer, const PlannerData& data,
                                                     const report::Options& options,
                                                     const QList<ServingQuoteEvaluation>& ranked = {});
Result<QByteArray> servingPdf(const ServingAnswer& answer, const PlannerData& data,
                              const report::Options& options, int* pages = nullptr,
                              QString* glyphWarning = nullptr,
                              const QList<ServingQuoteEvaluation>& ranked = {});
// The most quotes the document lists (the rest are counted below the table).
constexpr int kServingPdfQuotes = 15;

} // namespace gpuplan
