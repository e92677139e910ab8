#include "Reports.h"

#include "ReportParts.h"

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

QString gpuName(const Quote& q, const GpuCatalog& catalog)
{
    const GpuModel* g = catalog.byId(q.gpuId);
    return g ? g->vendor + QLatin1Char(' ') + g->displayName() : q.gpuId;
}

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
                              (i.reportLines.isEmpty()
                                   ? QString()
                                   : esc(L(QT_TRANSLATE_NOOP("Report", " (the report's lines: appendix)")))),
                          i.updated.isValid() ? documentDate(o, i.updated.toLocalTime().date()) : QString());
        }
        doc.addHtml(t + QStringLiteral("</table>"));
    }
    // The delivery report's own lines behind the findings, item by item, after the tables.
    QString appendix;
    for (const Checklist& c : lists)
        for (int k = 0; k < c.items.size(); ++k)
            if (!c.items[k].reportLines.isEmpty())
                // pre-wrap: a long nvidia-smi row wraps at the margin instead of running off the page.
                appendix +=
                    QStringLiteral(
                        "<p class=small><b>%1 · %2</b></p>"
                        "<p class=small style=\"white-space: pre-wrap; font-family: monospace\">%3</p>")
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
QString checksCell(const QuoteComparison& c, const Quote& q, const GpuCatalog& catalog)
{
    QStringList out;
    for (const Check& k : comparisonChecks(c, q, catalog))
        if (k.status == CheckStatus::Fail || k.status == CheckStatus::Warn)
            out << QStringLiteral("<span class=%1>%2</span>%3%4")
                       .arg(k.status == CheckStatus::Fail ? QStringLiteral("fail") : QStringLiteral("open"),
                            esc(checkStatusLabel(k.status)),
                            Language::isChinese() ? QStringLiteral("：") : QStringLiteral(": "),
                            esc(k.message));
    return out.isEmpty()
               ? QStringLiteral("<span class=ok>%1</span>")
                     .arg(esc(QCoreApplication::translate("Report", "all pass")))
               : QStringLiteral("<span class=small>%1</span>").arg(out.join(QStringLiteral("<br>")));
}

// Without a job: the lowest price per GPU-hour as this buyer pays it (VAT added back where it is not
// deductible, zh-review-4 D6) among the quotes without a failed check.
static QString priceOnlyRecommendation(const QuoteComparison& c, const GpuCatalog& catalog, const Options& o)
{
    // The lowest price per GPU-hour as this buyer pays it (VAT added back where it is not deductible).
    const Quote* best = nullptr;
    qint64 bestMinor = 0;
    for (const Quote& q : c.quotes) {
        bool failed = false;
        for (const Check& k : checkQuote(q, catalog, c.currentYear))
            failed |= k.status == CheckStatus::Fail;
        const auto price = buyerPricePerGpuHour(q, c.taxStatus);
        if (!failed && price && (!best || price->amount.minor() < bestMinor)) {
            best = &q;
            bestMinor = price->amount.minor();
        }
    }
    return best ? inLanguages(o,
                              [&](const QString& language) {
                                  const BuyerCost price = *buyerPricePerGpuHour(*best, c.taxStatus, language);
                                  return Language::translate(
                                             language, "Report",
                                             QT_TRANSLATE_NOOP("Report",
                                                               "%1 (quote %2): the lowest price per GPU-hour "
                                                               "to you (%3; %4) among the quotes without a "
                                                               "failed check. Weigh a job to compare totals, "
                                                               "which can rank them differently."))
                                             .arg(cut(best->provider))
                                             .arg(best->id)
                                             .arg(buyerCostText(price, language), price.basis) +
                                         spotNotice(*best, language);
                              })
                : L(QT_TRANSLATE_NOOP("Report", "Every quote fails a check; none is recommended."));
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
                     .arg(esc(q.provider, kCellLimit),
                          esc(QStringList{q.quoteNumber, documentDate(o, q.quoteDate),
                                          L(QT_TRANSLATE_NOOP("Report", "quote %1")).arg(q.id)}
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
            return esc(inLanguages(
                o, [&] { return configurationText(q.servers, q.gpusPerServer, gpuName(q, catalog)); }));
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
            row(L(QT_TRANSLATE_NOOP("Report", "Within the deadline and budget?")), [&](const Quote& q) {
                const QuoteEvaluation* e = evals.value(q.id);
                if (!e)
                    return QStringLiteral("—");
                const bool fits = e->verdict == QuoteVerdict::Fits;
                return QStringLiteral("<span class=%1>%2</span>%3")
                    .arg(fits ? QStringLiteral("ok") : QStringLiteral("fail"),
                         esc(label(o, "QuoteRanking", quoteVerdictSource(e->verdict))),
                         e->reason.isEmpty()
                             ? QString()
                             : QStringLiteral("<br><span class=small>%1</span>").arg(esc(inLanguages(o, [&] {
                                   return evaluationOf(c.evaluationsNow(), q.id)->reason;
                               }))));
            });
        }
        if (c.weighing) // a service's figures beside each quote (core/serving), worded per language
            for (const ComparisonWeighing::Row& w : c.weighing->rows)
                row(inLanguages(o, w.header), [&](const Quote& q) {
                    const QString text = inLanguages(o, [&] { return w.cell(q.id); });
                    if (text.isEmpty())
                        return QStringLiteral("—");
                    return w.strong ? QStringLiteral("<b>%1</b>").arg(esc(text)) : esc(text);
                });
        row(L(QT_TRANSLATE_NOOP("Report", "VAT and invoice")),
            [&](const Quote& q) { return esc(inLanguages(o, [&] { return vatTermsText(q); })); });
        row(L(QT_TRANSLATE_NOOP("Report", "Minimum term")), [&](const Quote& q) {
            return q.price.minimumPeriods > 0
                       ? esc(inLanguages(
                             o, [&] { return minimumTermText(q.price.unit, q.price.minimumPeriods); }))
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
            return q.validUntil.isValid() ? documentDate(o, q.validUntil)
                                          : esc(L(QT_TRANSLATE_NOOP("Report", "not stated")));
        });
        row(inLanguages(o, std::function<QString()>([&] { return comparisonChecksTitle(c); })),
            [&](const Quote& q) { return htmlInLanguages(o, [&] { return checksCell(c, q, catalog); }); });
        doc.addHtml(t + QStringLiteral("</table><p></p>"));
    }

    // The recommendation: the cheapest total among quotes that run the job (rankQuotes orders them), else the
    // lowest normalised price among quotes without a failed check.
    QString rec;
    if (c.weighing) {
        rec = inLanguages(o, c.weighing->recommendation);
    } else if (!c.evaluations.isEmpty()) {
        const QuoteEvaluation& best = c.evaluations.first();
        if (best.verdict == QuoteVerdict::Fits && best.buyer)
            rec = inLanguages(o, [&](const QString& language) {
                const BuyerCost cost = buyerCost(*best.cost, best.quote, best.buyer->status, language);
                const QList<QuoteEvaluation> worded = c.evaluationsIn.value(language, c.evaluations);
                return Language::translate(language, "Report",
                                           QT_TRANSLATE_NOOP("Report",
                                                             "%1 (quote %2): the lowest cost to you for "
                                                             "this job, %3, among the quotes that can run "
                                                             "it within the deadline and budget; %4; "
                                                             "layout %5, an estimated %6 hours."))
                           .arg(cut(best.quote.provider))
                           .arg(best.quote.id)
                           .arg(buyerCostText(cost, language), cost.basis, worded.first().layoutText)
                           .arg(best.runHours, 0, 'f', 1) +
                       spotNotice(best.quote, language);
            });
        else
            rec = L(QT_TRANSLATE_NOOP(
                "Report", "None of these quotes can run the job within the deadline and budget."));
    } else {
        rec = priceOnlyRecommendation(c, catalog, o);
    }
    doc.addHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Recommendation"))), esc(rec)));
}

std::unique_ptr<PdfDocument> checklistDocument(const Quote& q, const QList<Checklist>& lists,
                                               const GpuCatalog& catalog, const Options& options,
                                               const AcceptanceVerdict* acceptance)
{
    Options o = options;
    o.documentNumber = documentNumber(options, "CL", q.id);
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Contract and acceptance checklists"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    doc->addHtml(coverRows(
        {{L(QT_TRANSLATE_NOOP("Report", "Provider")), cut(q.provider)},
         {L(QT_TRANSLATE_NOOP("Report", "Quote number")), q.quoteNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Quote date")), documentDate(o, q.quoteDate, true)},
         {L(QT_TRANSLATE_NOOP("Report", "Configuration")),
          inLanguages(o, [&] { return configurationText(q.servers, q.gpusPerServer, gpuName(q, catalog)); })},
         {L(QT_TRANSLATE_NOOP("Report", "Customer or project")), o.customer},
         {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy},
         {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Date")), documentDate(o, o.date, true)},
         {L(QT_TRANSLATE_NOOP("Report", "Acceptance on delivery")),
          acceptance ? inLanguages(o, [&] { return acceptance->text(); }) : QString()}}));
    if (acceptance && !acceptance->runs.isEmpty())
        addAcceptanceRuns(*doc, *acceptance, o);
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
                 party(QT_TRANSLATE_NOOP("Report", "Party B (provider)"), cut(q.provider))));
    return doc;
}

Result<QByteArray> checklistPdf(const Quote& q, const QList<Checklist>& lists, const GpuCatalog& catalog,
                                const Options& options, int* pages, QString* glyphWarning,
                                const AcceptanceVerdict* acceptance)
{
    return checklistDocument(q, lists, catalog, options, acceptance)->pdf(pages, glyphWarning);
}

std::unique_ptr<PdfDocument> quoteComparisonDocument(const QuoteComparison& c, const GpuCatalog& catalog,
                                                     const Options& options)
{
    Options o = options;
    o.documentNumber = documentNumber(options, "QC", c.quotes.isEmpty() ? 0 : c.quotes.first().id);
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Quote comparison"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    doc->addHtml(coverRows(
        {{L(QT_TRANSLATE_NOOP("Report", "Customer or project")), o.customer},
         {c.weighing ? L(QT_TRANSLATE_NOOP("Report", "Service")) : L(QT_TRANSLATE_NOOP("Report", "Job")),
          inLanguages(o, [&] { return c.jobNow(); })},
         // The basis the quotes are costed and the budget held on: the same PDF under another
         // tax status ranks differently (zh-review-4 D3).
         {L(QT_TRANSLATE_NOOP("Report", "Tax basis")),
          c.weighing
              ? inLanguages(o, [&](const QString& language) { return taxBasisText(c.taxStatus, language); })
          : c.evaluations.isEmpty() || !c.evaluations.first().buyer
              ? QString()
              : inLanguages(o,
                            [&](const QString& language) {
                                return taxBasisText(c.evaluations.first().buyer->status, language);
                            })},
         {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy},
         {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Date")), documentDate(o, o.date, true)}}));
    addComparison(*doc, c, catalog, o);
    doc->addHtml(
        QStringLiteral("<p class=small>%1</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP(
                "Report",
                "Prices per GPU-hour are normalised to CNY without VAT at the exchange rates and "
                "hours per month in the settings; a job's total follows each quote's own unit, "
                "minimum term, billing granularity and setup fee. Checks: the rules of the reference "
                "articles that come with the program.")))));
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
    // The item and its expected value in the document's languages: one column each, or Chinese and English
    // side by side in a bilingual workbook.
    const bool zh = o.languages != Languages::English, en = o.languages != Languages::Chinese;
    struct Column
    {
        QString header;
        double width;
        std::function<QString(const ChecklistItem&)> value;
    };
    QList<Column> columns{{L(QT_TRANSLATE_NOOP("Report", "Code")), 14,
                           [](const ChecklistItem& i) {
                               return i.code;
                           }},
                          {L(QT_TRANSLATE_NOOP("Report", "Category")), 12, [&](const ChecklistItem& i) {
                               return label(o, "Checklist", i.category.toUtf8().constData());
                           }}};
    const QString check = L(QT_TRANSLATE_NOOP("Report", "Check")),
                  expected = L(QT_TRANSLATE_NOOP("Report", "Expected value"));
    if (zh)
        columns << Column{en ? check + QStringLiteral(" (中文)") : check, 50, [](const ChecklistItem& i) {
                              return i.textZh;
                          }};
    if (en)
        columns << Column{zh ? check + QStringLiteral(" (English)") : check, 50, [](const ChecklistItem& i) {
                              return i.textEn;
                          }};
    if (zh)
        columns << Column{en ? expected + QStringLiteral(" (中文)") : expected, 26,
                          [](const ChecklistItem& i) {
                              return i.expectedIn(true);
                          }};
    if (en)
        columns << Column{zh ? expected + QStringLiteral(" (English)") : expected, 26,
                          [](const ChecklistItem& i) {
                              return i.expectedIn(false);
                          }};
    columns << Column{L(QT_TRANSLATE_NOOP("Report", "Status")), 12,
                      [&](const ChecklistItem& i) {
                          return statusText(o, i.status);
                      }}
            << Column{L(QT_TRANSLATE_NOOP("Report", "Evidence")), 50, [&](const ChecklistItem& i) {
                          return evidenceText(o, i, true);
                      }};
    QStringList headers{L(QT_TRANSLATE_NOOP("Report", "#"))};
    QList<double> widths{5};
    for (const Column& c : std::as_const(columns)) {
        headers << c.header;
        widths << c.width;
    }
    headers << L(QT_TRANSLATE_NOOP("Report", "Date"));
    widths << 12;
    for (const Checklist& c : lists) {
        lxw_worksheet* ws =
            book.sheet(o.languages == Languages::English ? c.nameEn : c.nameZh, headers, widths);
        int row = 1;
        for (const ChecklistItem& i : c.items) {
            Workbook::number(ws, row, 0, row);
            for (int k = 0; k < columns.size(); ++k)
                Workbook::text(ws, row, int(k + 1), columns[k].value(i), book.wrap);
            book.day(ws, row, int(columns.size() + 1), i.updated.toLocalTime().date());
            ++row;
        }
        worksheet_autofilter(ws, 0, 0, lxw_row_t(std::max(1, row - 1)), lxw_col_t(columns.size() + 1));
    }
    if (lists.isEmpty())
        return Status::failure(QStringLiteral("checklist"),
                               Tr::tr("quote %1 has no checklists yet; create them first").arg(q.id));
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
