#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace gpuplan {

// One worksheet as text: every cell as the user sees it in Excel, with the row numbers Excel shows.
struct SheetTable
{
    QString name;
    QMap<int, QStringList>
        rows; // row number (1-based, as Excel shows it) → cells from column A; empty rows absent
    // Cells that hold something the reader cannot turn into its value (a formula without a saved result, a
    // shared string that does not exist), never read as empty (reliability-5 G1): row → column (0 = A) → why.
    QMap<int, QMap<int, QString>> unreadable;
};

// Vendors' answers as Excel and WPS write them: .xlsx (Office Open XML, read with QuaZip and
// QXmlStreamReader) and legacy .xls (BIFF8, read with FreeXL). Cells become the text a CSV export of the
// same sheet would hold, so that one importer reads all three:
// - shared and inline strings (rich text runs joined, phonetic runs dropped);
// - numbers in the shortest form that round-trips (65000, 1.1); a number formatted as a percentage as "6%";
// - dates stored as serial numbers, when their cell's format is a date format, as ISO dates (2026-12-01), in
// the
//   1900 system (with Excel's phantom 1900-02-29) or the 1904 one;
// - booleans as TRUE/FALSE, error values as Excel shows them (#N/A);
// - formulas by their cached value; one without (as openpyxl and pandas write them) is an unreadable cell, as
//   is a shared string that does not exist; the shared strings' part damaged is the file refused;
// - a merged range's value in every cell of the range (a title row across the sheet, a vendor's name merged
//   down over its rows).
class Spreadsheet
{
public:
    enum class Kind
    {
        NotSpreadsheet,
        Xlsx, // a ZIP file (PK\3\4)
        Xls,  // an OLE2 compound file (D0 CF 11 E0)
    };
    static Kind detect(const QByteArray& bytes);

    // Every worksheet, in the workbook's order; an Error for a file that is not a workbook (or is damaged,
    // encrypted, or larger than a quote sheet can be: more than kMaxCells cells or kMaxPartBytes in one
    // part).
    static Result<QList<SheetTable>> read(const QByteArray& bytes);

    static constexpr int kMaxCells = 2'000'000;
    static constexpr qint64 kMaxPartBytes = 64ll * 1024 * 1024;
    static constexpr int kMaxColumns = 1024;

    // Internals shared by the two readers, public for the tests.
    static QString serialDate(double serial, bool date1904);
    static QString numberText(double value);
    static bool isDateFormat(int builtinId, const QString& formatCode);
    static bool isPercentFormat(int builtinId, const QString& formatCode);
    static int columnIndex(QStringView cellReference); // "C5" → 2; -1 when not a reference
    // The merged range's value in each of its cells; false when the cells visited exceed `budget` (counted
    // down), which bounds the work of many, duplicate or overlapping merges.
    static bool fillMerged(SheetTable& sheet, int firstRow, int firstColumn, int lastRow, int lastColumn,
                           qint64* budget = nullptr);

private:
    static Result<QList<SheetTable>> readXlsx(const QByteArray& bytes);
    static Result<QList<SheetTable>> readXls(const QByteArray& bytes);
};

} // namespace gpuplan
