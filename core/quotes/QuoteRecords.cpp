// The quote file's records: CSV text, or the worksheets of a workbook with a row of quote column names.
#include "QuoteRecords.h"

#include "QuoteCsv.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace gpuplan::quotefile {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteCsv)
};
} // namespace

QString normaliseHeader(const QString& h)
{
    QString out;
    for (QChar c : h.trimmed().toLower())
        if (c.isLetterOrNumber())
            out.append(c);
    return out;
}

// A row that names the same columns as the header, cell by cell (in the other language): every non-empty cell
// is a column name, and the name of the header's column there.
namespace {
bool sameColumns(const QStringList& row, const QStringList& header, const QHash<QString, int>& byName)
{
    int named = 0;
    for (int i = 0; i < row.size(); ++i) {
        if (row[i].trimmed().isEmpty())
            continue;
        const int c = byName.value(normaliseHeader(row[i]), -1);
        if (c < 0 || c != byName.value(normaliseHeader(header.value(i)), -2))
            return false;
        ++named;
    }
    return named >= 3;
}

Result<QList<QuoteSheet>> quoteSheets(const QList<SheetTable>& tables, const QHash<QString, int>& byName)
{
    QList<QuoteSheet> out;
    for (const SheetTable& table : tables) {
        int header = 0;
        for (auto it = table.rows.cbegin(); it != table.rows.cend() && header == 0; ++it) {
            QSet<int> known;
            for (const QString& cell : it.value())
                if (const int c = byName.value(normaliseHeader(cell), -1); c >= 0)
                    known.insert(c);
            if (known.size() >= 3)
                header = it.key();
        }
        if (header == 0)
            continue;
        // A cell of the table the reader could not resolve refuses the file, named (reliability-5 G1: read as
        // empty, an optional column fell back to its default and an offer's price moved by 6 %).
        for (auto it = table.unreadable.lowerBound(header); it != table.unreadable.cend(); ++it) {
            const int column = it.value().firstKey();
            QString letters;
            for (int n = column + 1; n > 0; n = (n - 1) / 26)
                letters.prepend(QChar(u'A' + (n - 1) % 26));
            const QString name = table.rows.value(header).value(column).trimmed();
            int count = 0;
            for (const auto& cells : table.unreadable)
                count += int(cells.size());
            return Result<QList<QuoteSheet>>::failure(
                Tr::tr("sheet '%1', row %2, column %3")
                    .arg(table.name)
                    .arg(it.key())
                    .arg(name.isEmpty() ? letters : QStringLiteral("%1 (%2)").arg(letters, name)),
                Tr::tr("%1; %n cell(s) of the sheet cannot be read. Nothing was recorded", nullptr, count)
                    .arg(it.value().first()));
        }
        QuoteSheet sheet{table, {}};
        QStringList headerCells = table.rows.value(header);
        while (!headerCells.isEmpty() && headerCells.last().trimmed().isEmpty())
            headerCells.removeLast();
        sheet.records.append({headerCells, header});
        for (auto it = table.rows.upperBound(header); it != table.rows.cend(); ++it) {
            QStringList cells = it.value();
            while (cells.size() > headerCells.size() && cells.last().trimmed().isEmpty())
                cells.removeLast();
            while (cells.size() < headerCells.size())
                cells.append(QString());
            if (cells == headerCells || sameColumns(cells, headerCells, byName))
                continue; // the header again, or in the other language (the answer template's second row)
            sheet.records.append({cells, it.key()});
        }
        out.append(sheet);
    }
    if (out.isEmpty()) {
        // No header found because its cells cannot be read (the shared strings missing): say that.
        for (const SheetTable& table : tables)
            if (!table.unreadable.isEmpty())
                return Result<QList<QuoteSheet>>::failure(
                    Tr::tr("sheet '%1', row %2").arg(table.name).arg(table.unreadable.firstKey()),
                    table.unreadable.first().first());
        QString first;
        if (!tables.isEmpty() && !tables.first().rows.isEmpty())
            first = tables.first().rows.first().join(QStringLiteral(" | ")).left(120);
        return Result<QList<QuoteSheet>>::failure(
            Tr::tr("the file"),
            Tr::tr(
                "no sheet of the workbook has a row of quote column names (供应商, 报价日期, GPU型号, … or "
                "provider, quote_date, gpu, …); the first row of the first sheet reads: %1")
                .arg(first.isEmpty() ? Tr::tr("(nothing)") : first));
    }
    return out;
}

} // namespace

Result<QuoteRecords> openRecords(const QByteArray& bytes, const QHash<QString, int>& byName,
                                 QString* encoding)
{
    QuoteRecords out;
    if (Spreadsheet::detect(bytes) != Spreadsheet::Kind::NotSpreadsheet) {
        auto book = Spreadsheet::read(bytes);
        if (!book)
            return book.error();
        auto found = quoteSheets(book.value(), byName);
        if (!found)
            return found.error();
        out.sheets = std::move(found).value();
        QStringList names;
        for (const QuoteSheet& s : out.sheets)
            names << s.table.name;
        *encoding = Tr::tr("Excel workbook, sheet %1").arg(names.join(QStringLiteral(", ")));
        return out;
    }
    bool decoded = false;
    out.text = Csv::decode(bytes, encoding, &decoded);
    if (!decoded)
        return Result<QuoteRecords>::failure(
            Tr::tr("the file"),
            Tr::tr("the file is neither UTF-8 nor GB18030 text, nor an Excel workbook (.xlsx "
                   "or .xls); save it from Excel as \"CSV UTF-8\" or as .xlsx"));
    if (out.text.trimmed().isEmpty())
        return Result<QuoteRecords>::failure(
            Tr::tr("the file"), Tr::tr("the file is empty; it needs a header line and at least one quote"));
    out.delimiter = Csv::detectDelimiter(out.text);
    return out;
}

// Why a row under the header is not a quote: empty for a blank row (passed over without a word), a reason for
// the header again (the template's English key row under its Chinese one) or a note under the table; a null
// string for a row to read as a quote.
QString notAQuote(const QStringList& fields, const QList<int>& fieldToCol, const QHash<QString, int>& byName)
{
    QStringList filled;
    bool header = true;
    for (int i = 0; i < fields.size(); ++i) {
        const QString f = fields[i].trimmed();
        if (f.isEmpty())
            continue;
        filled << f;
        header = header && i < fieldToCol.size() && fieldToCol[i] >= 0 &&
                 byName.value(normaliseHeader(f), -2) == fieldToCol[i];
    }
    if (filled.isEmpty())
        return QLatin1String("");
    if (header && filled.size() >= 2)
        return Tr::tr("the column names again (the template's English row): not a quote, passed over");
    static const QRegularExpression note(
        QStringLiteral("^(注|备注|说明|附注|附：|附:|提示|note|notes|remark|remarks|n\\.b\\.|\\*|※)"),
        QRegularExpression::CaseInsensitiveOption);
    if (filled.size() == 1 && note.match(filled.first()).hasMatch())
        return Tr::tr("a note under the table: not a quote, passed over");
    return QString();
}

bool passOver(ParsedQuotes& out, const Csv::Record& r, const QString& why, const QString& sheet)
{
    if (!why.isEmpty() && out.ignored.size() < ParsedQuotes::kMaxIssues)
        out.ignored.append(
            {r.line,
             QString(),
             QString(),
             why + QStringLiteral(": ") + r.fields.join(QLatin1Char(' ')).simplified().left(60),
             sheet,
             {}});
    return true;
}

} // namespace gpuplan::quotefile
