#pragma once

#include "PdfDocument.h"
#include "Reports.h"
#include "planner/PlanSummary.h"

namespace gpuplan::report {

using gpuplan::PlanSummary;

// The plan summary: cover, workload and constraints, memory per GPU (a vector stacked bar), the recommended
// configurations, cost over time (a vector chart with the budget line and the deadline) with the buyer's
// statements, and the assumptions and data sources.
Result<QByteArray> planPdf(const PlanSummary& s, const Options& options, int* pages = nullptr,
                           QString* glyphWarning = nullptr);
std::unique_ptr<PdfDocument> planDocument(const PlanSummary& s, const Options& options); // to print
// The configurations and the cumulative cost table, one sheet each.
Status planXlsx(const QString& path, const PlanSummary& s, const Options& options,
                const QStringList& protectedFiles = {});

} // namespace gpuplan::report
