#pragma once

// Pieces the report files share (not part of the report API).

#include "acceptance/ServerAcceptance.h"
#include "planner/QuoteRanking.h"
#include "quotes/Quote.h"

#include <QList>
#include <QString>

namespace gpuplan {
class GpuCatalog;
}

namespace gpuplan::report {

// "NVIDIA H100 SXM5 80GB", or the quote's GPU id when the catalog does not know it.
QString gpuName(const Quote& q, const GpuCatalog& catalog);
const QuoteEvaluation* evaluationOf(const QList<QuoteEvaluation>& evaluations, qint64 quoteId);

// An HTML table of rows, the first row its header (repeated on every page); every cell escaped and cut at
// kTextCellLimit, amounts never broken across lines. `widths`, in percent, one per column, give the columns
// of free text the room the figures do not need (left out: as the text falls).
QString htmlTable(const QList<QStringList>& rows, const QList<int>& widths = {});

struct Options;
class PdfDocument;
// Every acceptance report of the quote as a table, oldest first: its date, server, file, what failed (or
// none), and whether it stands or a later report of the same server (a retest) replaced it.
void addAcceptanceRuns(PdfDocument& doc, const AcceptanceVerdict& verdict, const Options& o);

} // namespace gpuplan::report
