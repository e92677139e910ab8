#pragma once

#include "Quote.h"
#include "util/Result.h"

#include <QHash>
#include <QList>
#include <QString>

namespace gpuplan {

class GpuCatalog;
class FxTable;
struct Conventions;

// One problem in an imported file: where (line, column), what was there, and why it is wrong.
struct ImportIssue
{
    int line = 0;   // line of the file (the header is line 1)
    QString column; // the column's header as written in the file
    QString value;
    QString reason;
    QString sheet; // the worksheet, for a workbook; then `line` is the row number Excel shows
    QString key;   // the column's canonical key ("price"); empty when the issue is the row's, not a cell's
    QString toString() const;
};

// A row with problems as it was read (key → text), so that its cells can be corrected and read again
// (QuoteCsv::fixRow) without the file.
struct BadRow
{
    int line = 0;
    QString sheet;
    QHash<QString, QString> fields;
};

struct ParsedQuotes
{
    QList<Quote> quotes;       // every row that is valid (in file order)
    QList<int> quoteLines;     // their lines
    QStringList quoteSheets;   // their worksheets (empty for a CSV file)
    QStringList quoteKeys;     // their dedupKey()s, made once (a hash each: 100,000 of them)
    QList<ImportIssue> issues; // at most kMaxIssues kept
    int issueCount = 0;        // all issues, kept or not
    QList<BadRow> badRows;     // the rows with problems (at most kMaxIssues kept)
    // Rows read as not quotes and passed over, each with why (its reason): the template's English key row
    // under the Chinese header (or the header again), and a note under the table (one cell, beginning 注,
    // 备注, 说明, Note …); blank rows are passed over without a word. At most kMaxIssues kept.
    QList<ImportIssue> ignored;
    int rows = 0;
    QString encoding;
    QChar delimiter;
    static constexpr int kMaxIssues = 1000;
};

// The documented CSV format for quotes (also read from .xlsx and .xls workbooks: Spreadsheet) (README, "Quote
// CSV"): English or Chinese headers, UTF-8 with or without BOM or GB18030, comma/semicolon/tab delimiters,
// thousands separators and decimal commas, common date forms.
class QuoteCsv
{
public:
    struct Column
    {
        const char* key; // English header, also the canonical name
        const char* zh;  // Chinese header, as exported
        bool required;
        const char* zhAlias = nullptr; // an older Chinese header, still read
    };
    static const QList<Column>& columns();
    // A column's name for people: its Chinese header in Chinese ("硬件更换时间（小时）"), else its English
    // name ("hardware replacement (hours)"); `language` empty = the one in force. The key itself when
    // unknown.
    static QString columnLabel(const QString& key, const QString& language = QString());
    // "provider (供应商), quote_date (报价日期), …": the columns, both names each; required ones only, or
    // all.
    static QString columnList(bool requiredOnly);
    // A file to fill in: every column (English or Chinese headers) and one example row that imports cleanly.
    static QByteArray templateFile(bool chineseHeaders);

    // Parses and validates the whole file; file-level problems (encoding, header, empty) are an Error.
    static Result<ParsedQuotes> parse(const QByteArray& bytes, const GpuCatalog& catalog, const FxTable& fx,
                                      const Conventions& conventions);

    // A quote's terms as write() writes them: column key → text.
    static QHash<QString, QString> fields(const Quote& quote);
    // One quote from its columns (key → text; keys are the English column names), read by parse() with an
    // import's rules and messages: the quote, or every issue found, each with its column. The desktop's quote
    // form and `gpuplan quotes edit` both read a quote this way.
    static Result<ParsedQuotes> readFields(const QHash<QString, QString>& fields, const GpuCatalog& catalog,
                                           const FxTable& fx, const Conventions& conventions);
    // A row with problems corrected in the import preview: its cell `key` set to `value` and the row read
    // again with an import's rules. When it now reads cleanly its issues go and its quote joins the valid
    // ones at its line; otherwise its issues are the new ones (the correction kept, to go on from). `parsed`
    // changes only on success; an unknown row or column is an error.
    static Result<ParsedQuotes> fixRow(const ParsedQuotes& parsed, int badRow, const QString& key,
                                       const QString& value, const GpuCatalog& catalog, const FxTable& fx,
                                       const Conventions& conventions);

    // A stored quote with some columns changed ({"price": "65000", "servers": "2"}), read back by parse() so
    // that the rules and messages are an import's; the error names the column. The id is kept. The exchange
    // rate stored with the quote stays while its currency does (an edit of the notes does not re-price it),
    // unless keepStoredRate is false (the user gave a rate: `fx` prices it).
    static Result<Quote> edited(const Quote& quote, const QHash<QString, QString>& changes,
                                const GpuCatalog& catalog, const FxTable& fx, const Conventions& conventions,
                                bool keepStoredRate = true);

    // Quotes as CSV (English headers unless chinese), UTF-8 with a BOM so that Excel opens it correctly.
    static QByteArray write(const QList<Quote>& quotes, bool chineseHeaders = false);

    static Result<QDate> parseDate(const QString& text);
    static std::optional<bool> parseBool(const QString& text);
    static Result<double> parseNumber(const QString& text);
};

// A quote column's name for people: its Chinese header in Chinese ("硬件更换时间（小时）"), else its English
// name ("hardware replacement (hours)"); `language` empty = the one in force. The key itself when unknown.
QString quoteColumnLabel(const QString& key, const QString& language = QString());

} // namespace gpuplan
