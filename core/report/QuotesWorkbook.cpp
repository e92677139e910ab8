#include "Reports.h"

#include "ReportParts.h"
#include "Workbook.h"

#include "catalog/GpuCatalog.h"
#include "cost/PriceTerm.h"
#include "planner/RuleChecks.h"
#include "util/Language.h"

#include <QCoreApplication>

#include <xlsxwriter.h>

// The quote comparison as a workbook: one row per quote, the job's columns when one was weighed.

namespace gpuplan::report {

#define L(source) label(o, "Report", source)

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
                << L(QT_TRANSLATE_NOOP("Report", "Within the deadline and budget?"))
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
    QStringList headers = quoteSheetHeaders(o, !c.evaluations.isEmpty(), &widths);
    if (c.weighing) // a service's columns (core/serving), worded in the document's languages
        for (const ComparisonWeighing::Row& w : c.weighing->rows) {
            headers << inLanguages(o, w.header);
            widths << (w.amount ? 18 : 40);
        }
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
        // A rate the quote does not state stays empty: 0 is a real rate (zh-review-4 D12); the CSV export
        // agrees.
        if (q.price.vatIncluded || q.price.vatBasisPoints > 0)
            Workbook::number(ws, row, col, q.price.vatBasisPoints / 100.0);
        ++col;
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
                           e ? label(o, "QuoteRanking", quoteVerdictSource(e->verdict)) : QString());
            Workbook::text(ws, row, col++,
                           e ? inLanguages(o, [&] { return evaluationOf(c.evaluationsNow(), q.id)->reason; })
                             : QString());
        }
        if (c.weighing)
            for (const ComparisonWeighing::Row& w : c.weighing->rows) {
                if (const std::optional<double> amount = w.amount ? w.amount(q.id) : std::nullopt)
                    Workbook::number(ws, row, col, *amount, book.money);
                else if (!w.amount)
                    Workbook::text(ws, row, col, inLanguages(o, [&] { return w.cell(q.id); }));
                ++col;
            }
        ++row;
    }
    worksheet_autofilter(ws, 0, 0, lxw_row_t(std::max(1, row - 1)), lxw_col_t(headers.size() - 1));
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
