#include "Reports.h"

#include "Workbook.h"

#include "catalog/GpuCatalog.h"
#include "cost/PriceTerm.h"
#include "estimate/EstimateModel.h"
#include "planner/RuleChecks.h"
#include "util/AtomicFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <cmath>

namespace gpuplan::report {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// A report label in the report's language(s); the sources are marked for lupdate where they are used.
#define L(source) label(o, "Report", source)

const char* const kStatusSources[] = {
    QT_TRANSLATE_NOOP("Checklist", "open"), QT_TRANSLATE_NOOP("Checklist", "confirmed"),
    QT_TRANSLATE_NOOP("Checklist", "failed"), QT_TRANSLATE_NOOP("Checklist", "not applicable")};

QString statusText(const Options& o, ItemStatus s)
{
    return label(o, "Checklist", kStatusSources[int(s)]);
}

QString statusClass(ItemStatus s)
{
    switch (s) {
    case ItemStatus::Confirmed:
        return QStringLiteral("ok");
    case ItemStatus::Failed:
        return QStringLiteral("fail");
    case ItemStatus::NotApplicable:
        return QStringLiteral("muted");
    case ItemStatus::Open:
        break;
    }
    return QStringLiteral("open");
}

QString listName(const Options& o, const Checklist& c)
{
    switch (o.languages) {
    case Languages::Chinese:
        return c.nameZh;
    case Languages::English:
        return c.nameEn;
    case Languages::Both:
        break;
    }
    return c.nameZh + QLatin1Char(' ') + c.nameEn;
}

QString gpuName(const Quote& q, const GpuCatalog& catalog)
{
    const GpuModel* g = catalog.byId(q.gpuId);
    return g ? g->vendor + QLatin1Char(' ') + g->displayName() : q.gpuId;
}

QString documentNumber(const Options& o, const char* prefix, qint64 id)
{
    return o.documentNumber.isEmpty()
               ? QStringLiteral("%1-%2-%3")
                     .arg(QLatin1String(prefix), o.date.toString(QStringLiteral("yyyyMMdd")))
                     .arg(id)
               : o.documentNumber;
}

QString coverRows(const QList<QPair<QString, QString>>& rows)
{
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    for (const auto& r : rows)
        if (!r.second.isEmpty())
            html += QStringLiteral("<tr><td class=muted width=34%>%1</td><td>%2</td></tr>")
                        .arg(esc(r.first), esc(r.second));
    return html + QStringLiteral("</table>");
}
} // namespace

// An item's evidence in the report's languages: an acceptance finding in Chinese and English (the report's
// lines with it only when `withLines`), what the user had typed before it; or the user's own text.
QString evidenceText(const Options& o, const ChecklistItem& i, bool withLines)
{
    if (i.findingZh.isEmpty() && i.findingEn.isEmpty())
        return i.evidence;
    QStringList parts;
    if (o.languages != Languages::English)
        parts << i.findingZh;
    if (o.languages != Languages::Chinese && !(parts.contains(i.findingEn)))
        parts << i.findingEn;
    if (withLines && !i.reportLines.isEmpty())
        parts << i.reportLines;
    if (!i.typedEvidence.isEmpty())
        parts << L(QT_TRANSLATE_NOOP("Checklist", "Recorded by hand before: ")) + i.typedEvidence;
    return parts.join(QLatin1Char('\n'));
}

void addChecklistTables(PdfDocument& doc, const QList<Checklist>& lists, const Options& o)
{
    const bool zh = o.languages != Languages::English;
    const bool en = o.languages != Languages::Chinese;
    for (const Checklist& c : lists) {
        doc.addHtml(
            QStringLiteral("<h2>%1</h2><p class=muted>%2</p>")
                .arg(esc(listName(o, c)))
                .arg(esc(L(QT_TRANSLATE_NOOP("Report", "%1 confirmed, %2 failed, %3 not applicable, %4 open"))
                             .arg(c.count(ItemStatus::Confirmed))
                             .arg(c.count(ItemStatus::Failed))
                             .arg(c.count(ItemStatus::NotApplicable))
                             .arg(c.count(ItemStatus::Open)))));
        QString t = QStringLiteral(
                        "<table width=100% border=0 cellspacing=0 cellpadding=3><thead><tr>"
                        "<th width=3%>#</th><th width=35%>%1</th><th width=15%>%2</th><th width=11%>%3</th>"
                        "<th width=23%>%4</th><th width=13%>%5</th></tr></thead>")
                        .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Check"))),
                             esc(L(QT_TRANSLATE_NOOP("Report", "Expected value"))),
                             esc(L(QT_TRANSLATE_NOOP("Report", "Status"))),
                             esc(L(QT_TRANSLATE_NOOP("Report", "Evidence"))),
                             esc(L(QT_TRANSLATE_NOOP("Report", "Date"))));
        int n = 0;
        for (const ChecklistItem& i : c.items) {
            QString text;
            if (zh)
                text += esc(i.textZh);
            if (zh && en && i.textEn != i.textZh)
                text += QStringLiteral("<br><span class=small>%1</span>").arg(esc(i.textEn));
            else if (!zh)
                text += esc(i.textEn);
            QString expected = esc(i.expectedIn(zh));
            if (zh && en && i.expectedIn(false) != i.expectedIn(true))
                expected += QStringLiteral("<br><span class=small>%1</span>").arg(esc(i.expectedIn(false)));
            // Rows banded in two shades rather than ruled: Qt's collapsed table borders took 1.5 s of a
            // 1,000-item checklist's 2.9 s. Small text starts after a zero-width space in the normal size, so
            // that every cell's first line is as tall as the others' and a row moves to the next page whole
            // (Qt breaks the cells of a row one by one: a short date line stayed behind).
            ++n;
            t += QLatin1String(n % 2 == 0 ? "<tr bgcolor=#eef2f6>" : "<tr>") +
                 QStringLiteral("<td>%1</td><td>%2</td><td>%3</td><td class=%4>%5</td>"
                                "<td>&#8203;<span class=small>%6</span></td>"
                                "<td nowrap>&#8203;<span class=small>%7</span></td></tr>")
                     .arg(n)
                     .arg(text, expected, statusClass(i.status), esc(statusText(o, i.status)),
                          esc(evidenceText(o, i, false)) +
                              (i.reportLines.isEmpty() ? QString()
                                                       : QStringLiteral(" (%1)").arg(esc(L(QT_TRANSLATE_NOOP(
                                                             "Report", "the report's lines: appendix"))))),
                          i.updated.isValid() ? i.updated.toLocalTime().date().toString(Qt::ISODate)
                                              : QString());
        }
        doc.addHtml(t + QStringLiteral("</table>"));
    }
    // The delivery report's own lines behind the findings, item by item, after the tables.
    QString appendix;
    for (const Checklist& c : lists)
        for (int k = 0; k < c.items.size(); ++k)
            if (!c.items[k].reportLines.isEmpty())
                appendix += QStringLiteral("<p class=small><b>%1 · %2</b></p><pre class=small>%3</pre>")
                                .arg(esc(listName(o, c)))
                                .arg(k + 1)
                                .arg(esc(c.items[k].reportLines));
    if (!appendix.isEmpty())
        doc.addHtml(QStringLiteral("<h2>%1</h2>")
                        .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Appendix: the delivery report's lines")))) +
                    appendix);
}

const QuoteEvaluation* evaluationOf(const QList<QuoteEvaluation>& evaluations, qint64 quoteId)
{
    for (const QuoteEvaluation& e : evaluations)
        if (e.quote.id == quoteId)
            return &e;
    return nullptr;
}

// A quote's seed checks that did not pass, in the language in force (Language::Scope), or "all pass".
QString checksCell(const Quote& q, const GpuCatalog& catalog, int currentYear)
{
    QStringList out;
    for (const Check& k : checkQuote(q, catalog, currentYear))
        if (k.status == CheckStatus::Fail || k.status == CheckStatus::Warn)
            out << QStringLiteral("<span class=%1>%2</span>: %3")
                       .arg(k.status == CheckStatus::Fail ? QStringLiteral("fail") : QStringLiteral("open"),
                            esc(checkStatusLabel(k.status)), esc(k.message));
    return out.isEmpty()
               ? QStringLiteral("<span class=ok>%1</span>")
                     .arg(esc(QCoreApplication::translate("Report", "all pass")))
               : QStringLiteral("<span class=small>%1</span>").arg(out.join(QStringLiteral("<br>")));
}

void addComparison(PdfDocument& doc, const QuoteComparison& c, const GpuCatalog& catalog, const Options& o)
{
    QHash<qint64, const QuoteEvaluation*> evals;
    for (const QuoteEvaluation& e : c.evaluations)
        evals.insert(e.quote.id, &e);

    // Side by side, at most five quotes per table so that columns stay readable on A4.
    constexpr int kPerTable = 5;
    for (int start = 0; start < c.quotes.size(); start += kPerTable) {
        const QList<Quote> part = c.quotes.mid(start, kPerTable);
        QString t =
            QStringLiteral("<table width=100% border=1 cellspacing=0 cellpadding=2 style=\"border-collapse: "
                           "collapse; border-color: #9aa5b1\"><thead><tr><th width=20%></th>");
        // Each quote as the vendor numbered and dated it (the program's own id beside it, for the CLI).
        for (const Quote& q : part)
            t += QStringLiteral("<th>%1<br><span class=small>%2</span></th>")
                     .arg(esc(q.provider), esc(QStringList{q.quoteNumber, q.quoteDate.toString(Qt::ISODate),
                                                           QStringLiteral("#%1").arg(q.id)}
                                                   .filter(QRegularExpression(QStringLiteral(".")))
                                                   .join(QStringLiteral(" · "))));
        t += QStringLiteral("</tr></thead>");
        auto row = [&](const QString& name, const std::function<QString(const Quote&)>& cell) {
            t += QStringLiteral("<tr><td class=muted>%1</td>").arg(esc(name));
            for (const Quote& q : part)
                t += QStringLiteral("<td>%1</td>").arg(cell(q));
            t += QStringLiteral("</tr>");
        };
        row(L(QT_TRANSLATE_NOOP("Report", "GPU")), [&](const Quote& q) {
            return esc(
                QStringLiteral("%1 × %2 × %3").arg(q.servers).arg(q.gpusPerServer).arg(gpuName(q, catalog)));
        });
        row(L(QT_TRANSLATE_NOOP("Report", "Price as quoted")), [&](const Quote& q) {
            return esc(inLanguages(o, [&] { return priceWithUnit(q.price.price, q.price.unit); }));
        });
        row(L(QT_TRANSLATE_NOOP("Report", "CNY per GPU-hour, VAT excluded")), [&](const Quote& q) {
            return q.normalised ? QStringLiteral("<b>%1</b>").arg(esc(q.normalised->toDisplayString()))
                                : QStringLiteral("—");
        });
        if (!c.evaluations.isEmpty()) {
            row(L(QT_TRANSLATE_NOOP("Report", "This job's total, VAT excluded")), [&](const Quote& q) {
                const QuoteEvaluation* e = evals.value(q.id);
                return e && e->cost ? esc(e->cost->totalExVat.toDisplayString()) : QStringLiteral("—");
            });
            // What the buyer pays: the order of the comparison (VAT as the buyer's tax status decides).
            row(L(QT_TRANSLATE_NOOP("Report", "Cost to you")), [&](const Quote& q) {
                const QuoteEvaluation* e = evals.value(q.id);
                if (!e || !e->buyer)
                    return QStringLiteral("—");
                return QStringLiteral("<b>%1</b>").arg(esc(inLanguages(o, [&](const QString& language) {
                    return buyerCostText(buyerCost(*e->cost, e->quote, e->buyer->status, language), language);
                })));
            });
            row(L(QT_TRANSLATE_NOOP("Report", "Can it run the job?")), [&](const Quote& q) {
                const QuoteEvaluation* e = evals.value(q.id);
                if (!e)
                    return QStringLiteral("—");
                const bool fits = e->verdict == QuoteVerdict::Fits;
                return QStringLiteral("<span class=%1>%2</span>%3")
                    .arg(fits ? QStringLiteral("ok") : QStringLiteral("fail"),
                         esc(fits ? L(QT_TRANSLATE_NOOP("Report", "yes"))
                                  : L(QT_TRANSLATE_NOOP("Report", "no"))),
                         e->reason.isEmpty()
                             ? QString()
                             : QStringLiteral("<br><span class=small>%1</span>").arg(esc(inLanguages(o, [&] {
                                   return evaluationOf(c.evaluationsNow(), q.id)->reason;
                               }))));
            });
        }
        row(L(QT_TRANSLATE_NOOP("Report", "VAT and invoice")),
            [&](const Quote& q) { return esc(inLanguages(o, [&] { return vatTermsText(q); })); });
        row(L(QT_TRANSLATE_NOOP("Report", "Minimum term")), [&](const Quote& q) {
            return q.price.minimumPeriods > 0
                       ? QStringLiteral("%1 <span class=small>%2</span>")
                             .arg(q.price.minimumPeriods)
                             .arg(esc(L(QT_TRANSLATE_NOOP("Report", "periods of the price unit"))))
                       : QStringLiteral("—");
        });
        row(L(QT_TRANSLATE_NOOP("Report", "Billing terms")), [&](const Quote& q) {
            return esc(
                inLanguages(o, [&](const QString& language) { return billingTermsText(q, language); }));
        });
        row(L(QT_TRANSLATE_NOOP("Report", "Support response / hardware replacement")), [&](const Quote& q) {
            auto h = [](double v) {
                return v > 0 ? durationText(v) : QStringLiteral("—");
            };
            return esc(inLanguages(
                o, [&] { return h(q.slaResponseHours) + QStringLiteral(" / ") + h(q.slaReplacementHours); }));
        });
        row(L(QT_TRANSLATE_NOOP("Report", "Valid until")), [&](const Quote& q) {
            return q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate)
                                          : esc(L(QT_TRANSLATE_NOOP("Report", "not stated")));
        });
        row(L(QT_TRANSLATE_NOOP("Report", "Seed checks")), [&](const Quote& q) {
            return htmlInLanguages(o, [&] { return checksCell(q, catalog, c.currentYear); });
        });
        doc.addHtml(t + QStringLiteral("</table><p></p>"));
    }

    // The recommendation: the cheapest total among quotes that run the job (rankQuotes orders them), else the
    // lowest normalised price among quotes without a failed check.
    QString rec;
    if (!c.evaluations.isEmpty()) {
        const QuoteEvaluation& best = c.evaluations.first();
        if (best.verdict == QuoteVerdict::Fits && best.buyer)
            rec = inLanguages(o, [&](const QString& language) {
                const BuyerCost cost = buyerCost(*best.cost, best.quote, best.buyer->status, language);
                const QList<QuoteEvaluation> worded = c.evaluationsIn.value(language, c.evaluations);
                return Language::translate(language, "Report",
                                           QT_TRANSLATE_NOOP("Report",
                                                             "%1 (quote %2): the lowest cost to you for "
                                                             "this job, %3 (%4), among the quotes that "
                                                             "can run it within the deadline and budget; "
                                                             "layout %5, %6 hours."))
                    .arg(best.quote.provider)
                    .arg(best.quote.id)
                    .arg(buyerCostText(cost, language), cost.basis, worded.first().layoutText)
                    .arg(best.runHours, 0, 'f', 1);
            });
        else
            rec = L(QT_TRANSLATE_NOOP(
                "Report", "None of these quotes can run the job within the deadline and budget."));
    } else {
        const Quote* best = nullptr;
        for (const Quote& q : c.quotes) {
            bool failed = false;
            for (const Check& k : checkQuote(q, catalog, c.currentYear))
                failed |= k.status == CheckStatus::Fail;
            if (!failed && q.normalised && (!best || *q.normalised < *best->normalised))
                best = &q;
        }
        rec = best ? L(QT_TRANSLATE_NOOP(
                           "Report",
                           "%1 (quote %2): the lowest price per GPU-hour (%3, VAT excluded) among the quotes "
                           "without a "
                           "failed check. Weigh a job to compare totals, which can rank them differently."))
                         .arg(best->provider)
                         .arg(best->id)
                         .arg(best->normalised->toDisplayString())
                   : L(QT_TRANSLATE_NOOP("Report", "Every quote fails a check; none is recommended."));
    }
    doc.addHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Recommendation"))), esc(rec)));
}

std::unique_ptr<PdfDocument> checklistDocument(const Quote& q, const QList<Checklist>& lists,
                                               const GpuCatalog& catalog, const Options& options)
{
    Options o = options;
    o.documentNumber = documentNumber(options, "CL", q.id);
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Contract and acceptance checklists"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    doc->addHtml(coverRows(
        {{L(QT_TRANSLATE_NOOP("Report", "Provider")), q.provider},
         {L(QT_TRANSLATE_NOOP("Report", "Quote number")), q.quoteNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Quote date")), q.quoteDate.toString(Qt::ISODate)},
         {L(QT_TRANSLATE_NOOP("Report", "Servers")),
          QStringLiteral("%1 × %2 × %3").arg(q.servers).arg(q.gpusPerServer).arg(gpuName(q, catalog))},
         {L(QT_TRANSLATE_NOOP("Report", "Customer or project")), o.customer},
         {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy},
         {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Date")), o.date.toString(Qt::ISODate)}}));
    addChecklistTables(*doc, lists, o);
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Signatures"))),
                 esc(L(QT_TRANSLATE_NOOP(
                     "Report",
                     "Both parties confirm the statuses and evidence above as of the date signed.")))));
    // Each party with its name as the document knows it (the customer given at export, the quote's vendor),
    // the signatory, the signature, the company seal (盖章) and the date.
    const auto party = [&](const char* role, const QString& name) {
        QString cell = QStringLiteral("<b>%1</b>").arg(esc(L(role)));
        if (!name.trimmed().isEmpty())
            cell += QStringLiteral("<br>%1").arg(esc(name));
        for (const char* line :
             {QT_TRANSLATE_NOOP("Report", "Name and title"), QT_TRANSLATE_NOOP("Report", "Signature"),
              QT_TRANSLATE_NOOP("Report", "Company seal"), QT_TRANSLATE_NOOP("Report", "Date")})
            cell += QStringLiteral("<br><br>%1 ____________________").arg(esc(L(line)));
        return cell;
    };
    doc->addHtml(
        QStringLiteral("<table width=100% cellpadding=6><tr><td width=50%>%1</td><td width=50%>%2</td></tr>"
                       "</table>")
            .arg(party(QT_TRANSLATE_NOOP("Report", "Party A (customer)"), o.customer),
                 party(QT_TRANSLATE_NOOP("Report", "Party B (provider)"), q.provider)));
    return doc;
}

Result<QByteArray> checklistPdf(const Quote& q, const QList<Checklist>& lists, const GpuCatalog& catalog,
                                const Options& options, int* pages, QString* glyphWarning)
{
    return checklistDocument(q, lists, catalog, options)->pdf(pages, glyphWarning);
}

std::unique_ptr<PdfDocument> quoteComparisonDocument(const QuoteComparison& c, const GpuCatalog& catalog,
                                                     const Options& options)
{
    Options o = options;
    o.documentNumber = documentNumber(options, "QC", c.quotes.isEmpty() ? 0 : c.quotes.first().id);
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Quote comparison"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    doc->addHtml(
        coverRows({{L(QT_TRANSLATE_NOOP("Report", "Customer or project")), o.customer},
                   {L(QT_TRANSLATE_NOOP("Report", "Job")), inLanguages(o, [&] { return c.jobNow(); })},
                   {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy},
                   {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
                   {L(QT_TRANSLATE_NOOP("Report", "Date")), o.date.toString(Qt::ISODate)}}));
    addComparison(*doc, c, catalog, o);
    doc->addHtml(
        QStringLiteral("<p class=small>%1</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP(
                "Report", "Prices per GPU-hour are normalised to CNY without VAT at the exchange rates and "
                          "hours per month in the settings; a job's total follows each quote's own unit, "
                          "minimum term, billing granularity and setup fee. Checks: the seed articles' rules "
                          "(README).")))));
    return doc;
}

Result<QByteArray> quoteComparisonPdf(const QuoteComparison& c, const GpuCatalog& catalog,
                                      const Options& options, int* pages, QString* glyphWarning)
{
    return quoteComparisonDocument(c, catalog, options)->pdf(pages, glyphWarning);
}

Status checklistXlsx(const QString& path, const Quote& q, const QList<Checklist>& lists, const Options& o,
                     const QStringList& protectedFiles)
{
    Workbook book(path);
    for (const Checklist& c : lists) {
        lxw_worksheet* ws = book.sheet(
            o.languages == Languages::English ? c.nameEn : c.nameZh,
            {L(QT_TRANSLATE_NOOP("Report", "#")), L(QT_TRANSLATE_NOOP("Report", "Code")),
             L(QT_TRANSLATE_NOOP("Report", "Category")),
             L(QT_TRANSLATE_NOOP("Report", "Check")) + QStringLiteral(" (中文)"),
             L(QT_TRANSLATE_NOOP("Report", "Check")) + QStringLiteral(" (English)"),
             L(QT_TRANSLATE_NOOP("Report", "Expected value")), L(QT_TRANSLATE_NOOP("Report", "Status")),
             L(QT_TRANSLATE_NOOP("Report", "Evidence")), L(QT_TRANSLATE_NOOP("Report", "Date"))},
            {5, 14, 12, 50, 50, 26, 12, 50, 12});
        int row = 1;
        for (const ChecklistItem& i : c.items) {
            Workbook::number(ws, row, 0, row);
            Workbook::text(ws, row, 1, i.code);
            Workbook::text(ws, row, 2, label(o, "Checklist", i.category.toUtf8().constData()));
            Workbook::text(ws, row, 3, i.textZh, book.wrap);
            Workbook::text(ws, row, 4, i.textEn, book.wrap);
            Workbook::text(ws, row, 5, i.expectedIn(o.languages != Languages::English));
            Workbook::text(ws, row, 6, statusText(o, i.status));
            Workbook::text(ws, row, 7, evidenceText(o, i, true), book.wrap);
            book.day(ws, row, 8, i.updated.toLocalTime().date());
            ++row;
        }
        worksheet_autofilter(ws, 0, 0, lxw_row_t(std::max(1, row - 1)), 8);
    }
    if (lists.isEmpty())
        return Status::failure(QStringLiteral("checklist"),
                               Tr::tr("quote %1 has no checklists yet; create them first").arg(q.id));
    return book.finish(protectedFiles);
}

// The quotes sheet's column headers and widths; the job's columns when one was weighed.
static QStringList quoteSheetHeaders(const Options& o, bool withJob, QList<double>* widthsOut)
{
    QStringList headers{L(QT_TRANSLATE_NOOP("Report", "Quote")),
                        L(QT_TRANSLATE_NOOP("Report", "Provider")),
                        L(QT_TRANSLATE_NOOP("Report", "Region")),
                        L(QT_TRANSLATE_NOOP("Report", "Quote number")),
                        L(QT_TRANSLATE_NOOP("Report", "Quote date")),
                        L(QT_TRANSLATE_NOOP("Report", "Valid until")),
                        L(QT_TRANSLATE_NOOP("Report", "GPU")),
                        L(QT_TRANSLATE_NOOP("Report", "GPUs per server")),
                        L(QT_TRANSLATE_NOOP("Report", "Servers")),
                        L(QT_TRANSLATE_NOOP("Report", "Price")),
                        L(QT_TRANSLATE_NOOP("Report", "Currency")),
                        L(QT_TRANSLATE_NOOP("Report", "Unit")),
                        L(QT_TRANSLATE_NOOP("Report", "VAT %")),
                        L(QT_TRANSLATE_NOOP("Report", "VAT included")),
                        L(QT_TRANSLATE_NOOP("Report", "Invoice type")),
                        L(QT_TRANSLATE_NOOP("Report", "CNY per GPU-hour, VAT excluded")),
                        L(QT_TRANSLATE_NOOP("Report", "Setup fee")),
                        L(QT_TRANSLATE_NOOP("Report", "Deposit")),
                        L(QT_TRANSLATE_NOOP("Report", "Minimum term")),
                        L(QT_TRANSLATE_NOOP("Report", "Billing terms")),
                        L(QT_TRANSLATE_NOOP("Report", "Support response (h)")),
                        L(QT_TRANSLATE_NOOP("Report", "Hardware replacement (h)")),
                        L(QT_TRANSLATE_NOOP("Report", "Notes"))};
    QList<double> widths{8, 24, 12, 14, 12, 12, 24, 10, 9,  14, 9, 12,
                         8, 10, 12, 16, 12, 12, 10, 40, 10, 10, 40};
    if (withJob) {
        headers << L(QT_TRANSLATE_NOOP("Report", "This job's total, VAT excluded"))
                << L(QT_TRANSLATE_NOOP("Report", "Cost to you"))
                << L(QT_TRANSLATE_NOOP("Report", "VAT basis"))
                << L(QT_TRANSLATE_NOOP("Report", "Can it run the job?"))
                << L(QT_TRANSLATE_NOOP("Report", "Why"));
        widths << 18 << 18 << 40 << 10 << 50;
    }
    *widthsOut = widths;
    return headers;
}

Status quotesXlsx(const QString& path, const QuoteComparison& c, const GpuCatalog& catalog, const Options& o,
                  const QStringList& protectedFiles)
{
    Workbook book(path);
    QHash<qint64, const QuoteEvaluation*> evals;
    for (const QuoteEvaluation& e : c.evaluations)
        evals.insert(e.quote.id, &e);
    QList<double> widths;
    const QStringList headers = quoteSheetHeaders(o, !c.evaluations.isEmpty(), &widths);
    lxw_worksheet* ws = book.sheet(L(QT_TRANSLATE_NOOP("Report", "Quotes")), headers, widths);
    int row = 1;
    for (const Quote& q : c.quotes) {
        int col = 0;
        Workbook::number(ws, row, col++, double(q.id));
        Workbook::text(ws, row, col++, q.provider);
        Workbook::text(ws, row, col++, q.region);
        Workbook::text(ws, row, col++, q.quoteNumber);
        book.day(ws, row, col++, q.quoteDate);
        book.day(ws, row, col++, q.validUntil);
        Workbook::text(ws, row, col++, gpuName(q, catalog));
        Workbook::number(ws, row, col++, q.gpusPerServer);
        Workbook::number(ws, row, col++, q.servers);
        Workbook::number(ws, row, col++, q.price.price.minor() / 100.0, book.money);
        Workbook::text(ws, row, col++, currencyCode(q.price.price.currency()));
        Workbook::text(ws, row, col++,
                       o.languages == Languages::English ? priceUnitName(q.price.unit)
                                                         : priceUnitNameZh(q.price.unit));
        Workbook::number(ws, row, col++, q.price.vatBasisPoints / 100.0);
        Workbook::text(ws, row, col++,
                       q.price.vatIncluded ? L(QT_TRANSLATE_NOOP("Report", "yes"))
                                           : L(QT_TRANSLATE_NOOP("Report", "no")));
        Workbook::text(ws, row, col++, inLanguages(o, [&] { return invoiceTypeLabel(q.invoiceType); }));
        if (q.normalised)
            Workbook::number(ws, row, col, q.normalised->minor() / 100.0, book.money);
        ++col;
        Workbook::number(ws, row, col++, q.price.setupFee.minor() / 100.0, book.money);
        Workbook::number(ws, row, col++, q.price.deposit.minor() / 100.0, book.money);
        Workbook::number(ws, row, col++, q.price.minimumPeriods);
        Workbook::text(ws, row, col++,
                       inLanguages(o, [&](const QString& l) { return billingTermsText(q, l); }));
        if (q.slaResponseHours > 0)
            Workbook::number(ws, row, col, q.slaResponseHours);
        ++col;
        if (q.slaReplacementHours > 0)
            Workbook::number(ws, row, col, q.slaReplacementHours);
        ++col;
        Workbook::text(ws, row, col++, q.notes);
        if (!c.evaluations.isEmpty()) {
            const QuoteEvaluation* e = evals.value(q.id);
            if (e && e->cost)
                Workbook::number(ws, row, col, e->cost->totalExVat.minor() / 100.0, book.money);
            ++col;
            if (e && e->buyer)
                Workbook::number(ws, row, col, e->buyer->amount.minor() / 100.0, book.money);
            ++col;
            Workbook::text(
                ws, row, col++,
                e && e->buyer
                    ? inLanguages(o,
                                  [&](const QString& language) {
                                      return buyerCost(*e->cost, e->quote, e->buyer->status, language).basis;
                                  })
                    : QString());
            Workbook::text(ws, row, col++,
                           e ? (e->verdict == QuoteVerdict::Fits ? L(QT_TRANSLATE_NOOP("Report", "yes"))
                                                                 : L(QT_TRANSLATE_NOOP("Report", "no")))
                             : QString());
            Workbook::text(ws, row, col++,
                           e ? inLanguages(o, [&] { return evaluationOf(c.evaluationsNow(), q.id)->reason; })
                             : QString());
        }
        ++row;
    }
    worksheet_autofilter(ws, 0, 0, lxw_row_t(std::max(1, row - 1)), lxw_col_t(headers.size() - 1));
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
