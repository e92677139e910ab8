#pragma once

#include "util/Csv.h"
#include "util/Result.h"
#include "util/Spreadsheet.h"

#include <QHash>

// What a quote file holds, found before its rows are read (QuoteCsv::parse): CSV text, or the worksheets of a
// workbook that hold quotes, each from its header row down. Internal to core/quotes.
namespace gpuplan {
struct ParsedQuotes;
}

namespace gpuplan::quotefile {

// A header as compared: lower case, letters and digits only ("GPU型号" and "gpu_型号 " alike).
QString normaliseHeader(const QString& h);
// Why a row under the header is not a quote: empty for a blank row (passed over without a word), a reason for
// the header again (the template's English key row under its Chinese one) or a note under the table (one
// cell beginning 注, 备注, 说明, Note …); a null string for a row to read as a quote. `byName`: normalised
// header → column; `fieldToCol`: the file's fields → column (-1 ignored).
QString notAQuote(const QStringList& fields, const QList<int>& fieldToCol, const QHash<QString, int>& byName);

// A row read as not a quote: kept in `out.ignored` with why (and the row's first 60 characters) for the user
// to see, unless blank. Returns true (the record is done).
bool passOver(ParsedQuotes& out, const Csv::Record& r, const QString& why, const QString& sheet);

// A worksheet that holds quotes: its header row is the first with at least three of the quote columns' names
// (rows above it, a title merged across the sheet, are skipped), and its records run from that header down,
// each padded to the header's width; a row that repeats the header (a header merged over two rows, or the
// answer template's second row in the other language) is skipped.
struct QuoteSheet
{
    SheetTable table;
    QList<Csv::Record> records;
};

struct QuoteRecords
{
    QString text;
    QChar delimiter;
    QList<QuoteSheet> sheets;
};

// `byName`: normalised column name → column. `encoding` is set to what was read ("GB18030", "Excel
// workbook, sheet 报价").
Result<QuoteRecords> openRecords(const QByteArray& bytes, const QHash<QString, int>& byName,
                                 QString* encoding);

} // namespace gpuplan::quotefile
