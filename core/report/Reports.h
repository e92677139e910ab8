#pragma once

#include "acceptance/ServerAcceptance.h"

#include "PdfDocument.h"
#include "checklist/Checklist.h"
#include "planner/QuoteRanking.h"
#include "quotes/Quote.h"

namespace gpuplan {
class GpuCatalog;
}

namespace gpuplan::report {

// A quote's contract and acceptance checklists, to attach to a contract: every item, its status, evidence
// and date, the counts, and signature and date lines for both parties.
// With `acceptance`, the cover states the acceptance over the quote's servers ("1 of 2 servers failed (…)").
Result<QByteArray> checklistPdf(const Quote& quote, const QList<Checklist>& lists, const GpuCatalog& catalog,
                                const Options& options, int* pages = nullptr, QString* glyphWarning = nullptr,
                                const AcceptanceVerdict* acceptance = nullptr);

// The same as documents, to print or preview.
std::unique_ptr<PdfDocument> checklistDocument(const Quote& quote, const QList<Checklist>& lists,
                                               const GpuCatalog& catalog, const Options& options,
                                               const AcceptanceVerdict* acceptance = nullptr);

// The chosen quotes side by side for procurement: price as quoted and normalised, this job's total under
// each (when a job is given), terms (VAT and invoice, minimum term, billing, SLA, validity), the seeds'
// checks, and the recommendation with its reasons.
using gpuplan::QuoteComparison;
Result<QByteArray> quoteComparisonPdf(const QuoteComparison& c, const GpuCatalog& catalog,
                                      const Options& options, int* pages = nullptr,
                                      QString* glyphWarning = nullptr);
std::unique_ptr<PdfDocument> quoteComparisonDocument(const QuoteComparison& c, const GpuCatalog& catalog,
                                                     const Options& options);

// The parts, for documents that include them (the plan summary): the checklists' tables with statuses; the
// quotes side by side with the recommendation.
void addChecklistTables(PdfDocument& doc, const QList<Checklist>& lists, const Options& options);
void addComparison(PdfDocument& doc, const QuoteComparison& c, const GpuCatalog& catalog,
                   const Options& options);

// Excel workbooks (libxlsxwriter): numbers and money as numeric cells with number formats, dates as dates, a
// frozen header row, an autofilter and column widths; text cells are written as text (never formulas).
// Written atomically; never over one of protectedFiles (the database).
Status checklistXlsx(const QString& path, const Quote& quote, const QList<Checklist>& lists,
                     const Options& options, const QStringList& protectedFiles = {});
Status quotesXlsx(const QString& path, const QuoteComparison& c, const GpuCatalog& catalog,
                  const Options& options, const QStringList& protectedFiles = {});

} // namespace gpuplan::report
