#pragma once

#include "util/Clock.h"
#include "util/Result.h"

#include <QDate>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QPageLayout;
class QPagedPaintDevice;
class QPainter;
class QRectF;
class QTextDocument;

namespace gpuplan::report {

// Reports need QtGui (fonts, QPdfWriter, QTextDocument) — never Widgets — and a QGuiApplication (the CLI
// makes one, offscreen, for PDF commands).

enum class Paper
{
    A4,
    Letter
};
enum class Languages
{
    Both, // "显存需求 Memory required"
    Chinese,
    English
};

struct Options
{
    Paper paper = Paper::A4;
    Languages languages = Languages::Both;
    QString customer; // customer or project
    QString preparedBy;
    QString documentNumber;      // printed in the header; generated from the date when empty
    QDate date = Clock::today(); // the program's clock (GPUPLAN_TODAY), as every answer's
};
std::optional<Paper> paperFromName(const QString& name); // "a4", "letter"
// The documents a user saves, for their default file names.
enum class DocumentKind
{
    PlanSummary,
    QuoteComparison,
    Checklists,
    ServingPlan,
    TenderRequest, // a purchase's request for quotation (询价函) and its answer template
    TenderReport,  // a purchase's evaluation report (比价审批单)
    BillStatement, // a month's reconciliation statement (对账单)
    RenewalMemo    // a contract's renewal memo (续约评估)
};
// "规划摘要-华东智算-2026-12-01.pdf" / "plan-summary-ACME-2026-12-01.pdf": the document, the customer when
// one is given and the date, in `language` ("zh…" or "en"); characters a file system refuses are replaced.
QString suggestedFileName(DocumentKind kind, const Options& o, const QString& language,
                          const QString& suffix);
std::optional<Languages> languagesFromName(const QString& name); // "zh", "en", "both"

// A text of the given translation context in the report's language(s): both joined ("显存需求 Memory
// required"), or one. Sources are English and are translated in translations/ like every other string.
QString label(const Options& o, const char* context, const char* source);
// A value core words in a given language ("zh_CN" or "en": buyerCostText, recommendationText …) in the
// report's language(s): Chinese, then English.
QString inLanguages(const Options& o, const std::function<QString(const QString& language)>& text);
// The same for any of core's words: `text` runs once per language with tr() answering in it
// (Language::Scope).
QString inLanguages(const Options& o, const std::function<QString()>& text);
// A date as the document's reader writes it (glossary E): "2027年1月31日" in a Chinese document, ISO 8601
// ("2027-01-31") in an English one; a bilingual one gives both where there is room (`both`), else ISO. Empty
// for an invalid date.
QString documentDate(const Options& o, const QDate& date, bool both = false);
// HTML the same way, the English below the Chinese (a table cell of several lines).
QString htmlInLanguages(const Options& o, const std::function<QString()>& html);

// The CJK font that extracts exactly from Qt 6.4 PDFs (../shared/TOOLCHAIN.md): WenQuanYi Micro Hei. An error
// naming the package when it is missing (instead of boxes in the PDF).
Status checkFonts();
// That font's family as this system names it ("WenQuanYi Micro Hei", or "文泉驿微米黑" under a Chinese
// locale); empty when it is not installed or cannot draw Chinese.
QString cjkFamily();
// The warning for the characters of `text` that no installed font can draw (they print as boxes); empty when
// there are none.
QString missingGlyphWarning(const QString& text);

// A paginated document: HTML blocks and vector drawings, laid out on A4 or Letter with a header (title,
// document number, date) and a footer (page X of Y) on every page. Tables repeat their header row (<thead>)
// on every page; long words wrap anywhere.
class PdfDocument
{
public:
    PdfDocument(const Options& options, const QString& title);
    ~PdfDocument();

    void addHtml(const QString& html);
    // HTML kept whole on one page (a signature block): where it would break over two, it begins the next.
    void addKeptTogether(const QString& html);
    // A drawing (a chart) painted straight into the PDF as vectors; width is the text width, height in mm.
    void addDrawing(double heightMm, std::function<void(QPainter&, const QRectF&)> draw);

    // glyphWarning: a sentence naming the characters no installed font can draw (they print as boxes), or
    // empty; the PDF is made all the same.
    Result<QByteArray> pdf(int* pageCount = nullptr, QString* glyphWarning = nullptr);
    // The same pages on any paged device (a printer); set the device's page layout to pageLayout() first.
    Status render(QPagedPaintDevice& device, int* pageCount = nullptr);
    QPageLayout pageLayout() const;
    QString glyphWarning() const; // of the last pdf() or render()

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// A user's text for a table cell, cut at `limit` characters with a note of its whole length ("… [cut: 5,001
// characters in all]"): a cell taller than a page empties or truncates Qt's layout (reliability-4 F7), and
// the narrowest column (six quotes side by side) holds 200 characters in a fifth of a page. Imports refuse
// longer names; this keeps documents whole for names stored before.
constexpr int kCellLimit = 200;
// A cell of the program's own words in both languages (why an offer does not comply, with the law's clause):
// kept whole up to this, still bounded.
constexpr int kTextCellLimit = 800;
constexpr int kWhole = -1;
QString cut(const QString& text, int limit = kCellLimit);
// HTML escaping for user text (vendor names, notes): <b>, &, line breaks; bidirectional controls removed; cut
// as cut() when a limit is given.
QString esc(const QString& text, int limit = kWhole);
// User text without bidirectional embeddings, overrides, isolates and marks (they would reverse what
// follows).
QString withoutBidiControls(const QString& text);

} // namespace gpuplan::report
