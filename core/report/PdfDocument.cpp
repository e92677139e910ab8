#include "PdfDocument.h"
#include "ReportParts.h"

#include "util/Language.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <QRegularExpression>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>

namespace gpuplan::report {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// WenQuanYi Micro Hei under the names fontconfig gives it by locale (zh_CN: 文泉驿微米黑; zh_TW/HK:
// 文泉驛微米黑).
const QStringList kCjkNames{QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("文泉驿微米黑"),
                            QStringLiteral("文泉驛微米黑")};
constexpr int kDrawingFormat = QTextFormat::UserObject + 1;
constexpr int kDrawingId = QTextFormat::UserProperty + 1;
constexpr int kDrawingHeight = QTextFormat::UserProperty + 2;

} // namespace

// Paints the document's drawings with the PDF's own painter: vectors, not pictures.
class DrawingHandler : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    QList<std::function<void(QPainter&, const QRectF&)>> drawings;
    double textWidth = 0;
    double pixelsPerMm = 1;

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        return QSizeF(textWidth * 0.98, format.doubleProperty(kDrawingHeight) * pixelsPerMm);
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override
    {
        const int id = format.intProperty(kDrawingId);
        if (id >= 0 && id < drawings.size()) {
            painter->save();
            drawings[id](*painter, rect);
            painter->restore();
        }
    }
};

struct PdfDocument::Private
{
    Options options;
    QString title;
    QStringList html;
    QSet<int> keptTogether;               // html blocks that begin a new page rather than break over two
    QList<QPair<int, double>> drawingsAt; // html block index before which a drawing goes, height in mm
    QList<std::function<void(QPainter&, const QRectF&)>> drawings;
    QString glyphWarning; // of the last render
};

std::optional<Paper> paperFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("a4"))
        return Paper::A4;
    if (n == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QString suggestedFileName(DocumentKind kind, const Options& o, const QString& language, const QString& suffix)
{
    static const char* const names[] = {QT_TRANSLATE_NOOP("Report", "plan-summary"),
                                        QT_TRANSLATE_NOOP("Report", "quote-comparison"),
                                        QT_TRANSLATE_NOOP("Report", "checklists"),
                                        QT_TRANSLATE_NOOP("Report", "serving-plan"),
                                        QT_TRANSLATE_NOOP("Report", "request-for-quotation"),
                                        QT_TRANSLATE_NOOP("Report", "award-memo"),
                                        QT_TRANSLATE_NOOP("Report", "reconciliation-statement"),
                                        QT_TRANSLATE_NOOP("Report", "renewal-memo")};
    QStringList parts{Language::translate(language, "Report", names[int(kind)])};
    QString customer = withoutBidiControls(o.customer).simplified();
    customer.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]")), QStringLiteral("_"));
    if (!customer.isEmpty())
        parts << customer.left(60);
    parts << o.date.toString(Qt::ISODate);
    return parts.join(QLatin1Char('-')) + QLatin1Char('.') + suffix;
}

std::optional<Languages> languagesFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("both"))
        return Languages::Both;
    if (n == QLatin1String("zh") || n == QLatin1String("zh_cn"))
        return Languages::Chinese;
    if (n == QLatin1String("en"))
        return Languages::English;
    return std::nullopt;
}

QString label(const Options& o, const char* context, const char* source)
{
    const QString en = QString::fromUtf8(source);
    const QString zh = Language::translate(QStringLiteral("zh_CN"), context, source);
    switch (o.languages) {
    case Languages::Chinese:
        return zh;
    case Languages::English:
        return en;
    case Languages::Both:
        break;
    }
    return zh == en ? en : zh + QLatin1Char(' ') + en;
}

QString inLanguages(const Options& o, const std::function<QString(const QString& language)>& text)
{
    if (o.languages == Languages::Chinese)
        return text(QStringLiteral("zh_CN"));
    if (o.languages == Languages::English)
        return text(QStringLiteral("en"));
    const QString zh = text(QStringLiteral("zh_CN")), en = text(QStringLiteral("en"));
    return zh == en ? en : zh + QLatin1Char(' ') + en;
}

QString documentDate(const Options& o, const QDate& date, bool both)
{
    if (!date.isValid())
        return {};
    const QString iso = date.toString(Qt::ISODate);
    const QString zh = QStringLiteral("%1年%2月%3日").arg(date.year()).arg(date.month()).arg(date.day());
    if (o.languages == Languages::Chinese)
        return zh;
    if (o.languages == Languages::English || !both)
        return iso;
    return zh + QLatin1Char(' ') + iso;
}

QString inLanguages(const Options& o, const std::function<QString()>& text)
{
    return inLanguages(o, [&](const QString& language) {
        const Language::Scope scope(language);
        return text();
    });
}

QString htmlInLanguages(const Options& o, const std::function<QString()>& html)
{
    const auto in = [&](const char* language) {
        const Language::Scope scope(QString::fromLatin1(language));
        return html();
    };
    if (o.languages == Languages::Chinese)
        return in("zh_CN");
    if (o.languages == Languages::English)
        return in("en");
    const QString zh = in("zh_CN"), en = in("en");
    return zh == en ? en : zh + QStringLiteral("<br>") + en;
}

QString withoutBidiControls(const QString& text)
{
    // Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the direction marks: in a
    // vendor's name or a note they would reverse the text around them, the date in the page header included.
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F ||
            u == 0x061C)
            continue;
        out.append(c);
    }
    return out;
}

QString cut(const QString& text, int limit)
{
    if (limit < 0 || text.size() <= limit)
        return text;
    return text.left(limit > 0 && text.at(limit - 1).isHighSurrogate() ? limit - 1 : limit) +
           QCoreApplication::translate("Report", "… [cut: %1 characters in all]")
               .arg(QLocale().toString(text.size()));
}

QString esc(const QString& text, int limit)
{
    return cut(withoutBidiControls(text), limit)
        .toHtmlEscaped()
        .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString cjkFamily()
{
    // By what the font is, not by one spelling of its name: Qt lists each family once, under the name of the
    // system's locale. The family must draw Chinese (a Simplified Chinese writing system and the glyphs of a
    // test phrase).
    const QStringList families = QFontDatabase::families();
    for (const QString& name : kCjkNames) {
        for (const QString& family : families) {
            if (family.compare(name, Qt::CaseInsensitive) != 0)
                continue;
            const QRawFont raw = QRawFont::fromFont(QFont(family));
            if (QFontDatabase::writingSystems(family).contains(QFontDatabase::SimplifiedChinese) &&
                raw.isValid() && raw.supportsCharacter(QChar(0x663E)) && raw.supportsCharacter(QChar(0x5B58)))
                return family;
        }
    }
    return QString();
}

QString missingGlyphWarning(const QString& text)
{
    // Most characters are in DejaVu Sans or the CJK font; Qt draws the rest with another installed family
    // that has them, and a box where none has.
    const QRawFont latin = QRawFont::fromFont(QFont(QStringLiteral("DejaVu Sans")));
    const QRawFont cjk = QRawFont::fromFont(QFont(cjkFamily()));
    QList<QRawFont> others;
    QSet<char32_t> seen;
    QStringList missing;
    int count = 0;
    for (const char32_t u : text.toUcs4()) {
        if (u < 0x20 || u == 0x7F || u == 0xFFFC || QChar::isSpace(u) ||
            QChar::category(u) == QChar::Other_Format || QChar::category(u) == QChar::Mark_NonSpacing ||
            seen.contains(u))
            continue;
        seen.insert(u);
        if ((latin.isValid() && latin.supportsCharacter(u)) || (cjk.isValid() && cjk.supportsCharacter(u)))
            continue;
        // Qt falls back to any installed family that has the character.
        if (others.isEmpty())
            for (const QString& family : QFontDatabase::families())
                others << QRawFont::fromFont(QFont(family));
        bool drawn = false;
        for (const QRawFont& raw : std::as_const(others))
            drawn = drawn || (raw.isValid() && raw.supportsCharacter(u));
        if (drawn)
            continue;
        if (++count <= 5)
            missing << QStringLiteral("%1 U+%2").arg(
                QString::fromUcs4(&u, 1),
                QStringLiteral("%1").arg(uint(u), 4, 16, QLatin1Char('0')).toUpper());
    }
    if (count == 0)
        return QString();
    return Tr::tr("%n character(s) of this document cannot be drawn by the installed fonts and print as "
                  "empty boxes (%1); replace them in the text (a vendor name, a note) or install a font that "
                  "has them",
                  "", count)
        .arg(missing.join(QStringLiteral(", ")) + (count > 5 ? QStringLiteral(", …") : QString()));
}

Status checkFonts()
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return Status::failure(QStringLiteral("PDF"), Tr::tr("PDF output needs the graphical part of Qt"));
    if (cjkFamily().isEmpty())
        return Status::failure(
            QStringLiteral("PDF"),
            Tr::tr("the Chinese font WenQuanYi Micro Hei is not installed, so Chinese text would come out as "
                   "boxes; install it (Debian: apt-get install fonts-wqy-microhei)"));
    return Status();
}

PdfDocument::PdfDocument(const Options& options, const QString& title) : d(std::make_unique<Private>())
{
    d->options = options;
    d->title = withoutBidiControls(title);
}

PdfDocument::~PdfDocument() = default;

void PdfDocument::addHtml(const QString& html)
{
    d->html << html;
}

void PdfDocument::addKeptTogether(const QString& html)
{
    d->keptTogether.insert(int(d->html.size()));
    d->html << html;
}

void PdfDocument::addDrawing(double heightMm, std::function<void(QPainter&, const QRectF&)> draw)
{
    d->drawingsAt << qMakePair(int(d->html.size()), heightMm);
    d->drawings << std::move(draw);
}

QPageLayout PdfDocument::pageLayout() const
{
    return QPageLayout(QPageSize(d->options.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4),
                       QPageLayout::Portrait, QMarginsF(15, 18, 15, 18), QPageLayout::Millimeter);
}

QString PdfDocument::glyphWarning() const
{
    return d->glyphWarning;
}

Result<QByteArray> PdfDocument::pdf(int* pageCount, QString* glyphWarning)
{
    if (Status s = checkFonts(); !s)
        return s.error();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    writer.setTitle(d->title);
    // The PDF says which Chinese font it was made with (pdfinfo: Creator).
    writer.setCreator(QStringLiteral("GPU Rental Planner (%1)").arg(cjkFamily()));
    writer.setPageLayout(pageLayout());
    if (Status s = render(writer, pageCount); !s)
        return s.error();
    if (glyphWarning)
        *glyphWarning = d->glyphWarning;
    return bytes;
}

namespace {
// A block kept together that would break over two pages begins the next one (a signature block whole on one
// page), in order: each move shifts what follows. `kept`: the positions where each begins and ends.
void keepTogether(QTextDocument& doc, const QList<QPair<int, int>>& kept)
{
    const double pageHeight = doc.pageSize().height();
    for (const auto& [from, to] : kept) {
        const QTextBlock first = doc.findBlock(from), last = doc.findBlock(to);
        const QRectF top = doc.documentLayout()->blockBoundingRect(first);
        const QRectF bottom = doc.documentLayout()->blockBoundingRect(last);
        if (bottom.bottom() - top.top() < pageHeight &&
            int(top.top() / pageHeight) != int((bottom.bottom() - 1) / pageHeight)) {
            QTextBlockFormat f;
            f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(first).mergeBlockFormat(f);
        }
    }
}

// A drawing's place in the text: an object of its own block, painted by the DrawingHandler.
void insertDrawing(QTextCursor& cursor, int id, double heightMm)
{
    QTextCharFormat f;
    f.setObjectType(kDrawingFormat);
    f.setProperty(kDrawingId, id);
    f.setProperty(kDrawingHeight, heightMm);
    cursor.insertBlock();
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), f);
    cursor.insertBlock();
}
} // namespace

Status PdfDocument::render(QPagedPaintDevice& writer, int* pageCount)
{
    if (Status s = checkFonts(); !s)
        return s;
    const QRectF paint = writer.pageLayout().paintRectPixels(writer.logicalDpiX());
    const double mm = writer.logicalDpiX() / 25.4;
    const double headerH = 9 * mm, footerH = 8 * mm;

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    QFont font(QStringList{QStringLiteral("DejaVu Sans"), cjkFamily()});
    font.setPointSizeF(8.5);
    // No ligatures ("fi" as one glyph): text must extract and search exactly as written.
    font.setStyleStrategy(QFont::PreferNoShaping);
    doc.setDefaultFont(font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // very long words without spaces
    doc.setDefaultTextOption(wrap);
    doc.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 15pt; margin-bottom: 4px; } h2 { font-size: 11.5pt; margin-top: 12px; } "
        "h3 { font-size: 9.5pt; margin-top: 8px; } "
        "th { background-color: #e8edf3; text-align: left; } td, th { padding: 2px; } "
        ".num { text-align: right; } .muted { color: #555555; } .fail { color: #b01c1c; } "
        ".ok { color: #1b7f3b; } .open { color: #8a5a00; } .small { font-size: 7.5pt; }"));
    doc.setPageSize(QSizeF(paint.width(), paint.height() - headerH - footerH));
    doc.setDocumentMargin(0);

    auto* handler = new DrawingHandler;
    handler->setParent(&doc);
    handler->drawings = d->drawings;
    handler->textWidth = paint.width();
    handler->pixelsPerMm = mm;
    doc.documentLayout()->registerHandler(kDrawingFormat, handler);

    QTextCursor cursor(&doc);
    QList<QPair<int, int>> kept; // positions where a block kept together begins and ends
    int drawing = 0;
    for (int i = 0; i <= d->html.size(); ++i) {
        for (; drawing < d->drawingsAt.size() && d->drawingsAt[drawing].first == i; ++drawing)
            insertDrawing(cursor, drawing, d->drawingsAt[drawing].second);
        if (i < d->html.size()) {
            if (i > 0)
                cursor.insertBlock(QTextBlockFormat(),
                                   QTextCharFormat()); // not part of the list or table before
            const int from = cursor.position();
            cursor.insertHtml(d->html[i]);
            if (d->keptTogether.contains(i))
                kept << qMakePair(from, cursor.position());
        }
    }
    keepTogether(doc, kept);

    const int pages = doc.pageCount();
    d->glyphWarning = missingGlyphWarning(d->title + d->options.documentNumber + doc.toPlainText());

    if (pageCount)
        *pageCount = pages;
    QPainter painter;
    if (!painter.begin(&writer))
        return Status::failure(QStringLiteral("PDF"), Tr::tr("cannot start the PDF"));
    const double pageH = doc.pageSize().height();
    QFont small(font);
    small.setPointSizeF(7);
    const QString number = withoutBidiControls(d->options.documentNumber);
    const QString date = documentDate(d->options, d->options.date);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        painter.setFont(small);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF header(0, 0, paint.width(), headerH * 0.7);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, d->title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
                         number.isEmpty() ? date : number + QStringLiteral("  ") + date);
        painter.drawLine(QPointF(0, headerH * 0.8), QPointF(paint.width(), headerH * 0.8));
        const QRectF footer(0, paint.height() - footerH * 0.8, paint.width(), footerH * 0.8);
        painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
                         label(d->options, "Report", QT_TRANSLATE_NOOP("Report", "GPU Rental Planner")));
        const QString pageText = label(d->options, "Report", QT_TRANSLATE_NOOP("Report", "Page %1 of %2"))
                                     .arg(page + 1)
                                     .arg(pages);
        painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, pageText);
        painter.save();
        painter.translate(0, headerH - page * pageH);
        QAbstractTextDocumentLayout::PaintContext ctx;
        // Less one device pixel (1/600 inch): the layout rounds a page's top to 1/64 pixel, and the first
        // line of the next page, drawn clipped at this page's foot, would be extracted with this page's text.
        ctx.clip = QRectF(0, page * pageH, paint.width(), pageH - 1);
        ctx.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(ctx.clip);
        doc.documentLayout()->draw(&painter, ctx);
        painter.restore();
    }
    painter.end();
    return Status();
}

// The table rows of a list of rows, the first row a header; every cell escaped.
QString htmlTable(const QList<QStringList>& rows, const QList<int>& widths)
{
    QString html = QStringLiteral("<table width=100% border=1 cellspacing=0 cellpadding=3><thead><tr>");
    const QStringList header = rows.value(0);
    for (qsizetype i = 0; i < header.size(); ++i)
        html += (widths.size() == header.size() ? QStringLiteral("<th width=%1%>%2</th>").arg(widths[i])
                                                : QStringLiteral("<th>%2</th>"))
                    .arg(esc(header[i]));
    html += QStringLiteral("</tr></thead>");
    for (int i = 1; i < rows.size(); ++i) {
        html += QStringLiteral("<tr>");
        for (const QString& c : rows[i]) {
            // An amount or a score is never broken across lines ("¥45,283.0" over "2").
            static const QRegularExpression figure(QStringLiteral("^[¥$€]?[0-9][0-9,.]*$"));
            html += (figure.match(c).hasMatch() ? QStringLiteral("<td style=\"white-space:nowrap\">%1</td>")
                                                : QStringLiteral("<td>%1</td>"))
                        .arg(esc(c, kTextCellLimit).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace gpuplan::report

#include "PdfDocument.moc"
