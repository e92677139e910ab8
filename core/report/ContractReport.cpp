// The reconciliation statement (对账单) of a month's bill: PDF and workbook from the one reconciliation.
#include "ContractReport.h"

#include "ReportParts.h"
#include "Workbook.h"
#include "quotes/Quote.h"
#include "util/Language.h"

#include <QLocale>

namespace gpuplan::report {

namespace {
#define L(source) label(o, "Report", source)

// "¥37,593.60", "−¥37,593.60" (not the accountant's parentheses, which a bilingual reader may miss)
QString amount(const Money& m)
{
    if (m.minor() < 0)
        return QStringLiteral("−") +
               Money(-m.minor(), m.currency()).toDisplayString(QLocale(QLocale::English));
    return m.toDisplayString(QLocale(QLocale::English));
}

QString hours(qint64 seconds)
{
    return QLocale(QLocale::English).toString(seconds / 3600.0, 'f', seconds % 3600 ? 2 : 0);
}

QString chinaTime(const QDateTime& t)
{
    return t.isValid() ? t.toTimeZone(contractTimeZone()).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                       : QStringLiteral("—");
}

// The summary as a finance approver reads it: label, amount.
QList<QPair<QString, Money>> summaryRows(const Options& o, const Reconciliation& r)
{
    return {{L(QT_TRANSLATE_NOOP("Report", "Billed, VAT excluded (as the bill states)")), r.billedExVat},
            {L(QT_TRANSLATE_NOOP("Report", "Billed VAT")), r.billedVat},
            {L(QT_TRANSLATE_NOOP("Report", "Billed total")), r.billedTotal},
            {L(QT_TRANSLATE_NOOP("Report", "Due under the contract, VAT excluded")), r.dueExVat},
            {L(QT_TRANSLATE_NOOP("Report", "SLA credit deducted")), Money(0, r.currency) - r.creditDue},
            {L(QT_TRANSLATE_NOOP("Report", "Payable, VAT excluded")), r.payableExVat},
            {L(QT_TRANSLATE_NOOP("Report", "Payable VAT at the contract's rate")), r.payableVat},
            {L(QT_TRANSLATE_NOOP("Report", "Payable total")), r.payableTotal},
            {L(QT_TRANSLATE_NOOP("Report", "Disputed (billed total less payable)")), r.disputed()}};
}

QStringList serverHeader(const Options& o)
{
    return {L(QT_TRANSLATE_NOOP("Report", "Server")),         L(QT_TRANSLATE_NOOP("Report", "Accepted")),
            L(QT_TRANSLATE_NOOP("Report", "Billable hours")), L(QT_TRANSLATE_NOOP("Report", "Allowed")),
            L(QT_TRANSLATE_NOOP("Report", "Billed")),         L(QT_TRANSLATE_NOOP("Report", "Fee due")),
            L(QT_TRANSLATE_NOOP("Report", "Down (h)")),       L(QT_TRANSLATE_NOOP("Report", "Credit"))};
}

QStringList serverRow(const ServerUsage& u)
{
    const QLocale en(QLocale::English);
    return {
        u.server,
        chinaTime(u.acceptedAt),
        hours(u.secondsBillable),
        en.toString(u.allowed.toDouble(), 'g', 10),
        en.toString(u.billed.toDouble(), 'g', 10),
        amount(u.allowedAmount),
        hours(u.secondsDown),
        u.creditMilli
            ? QStringLiteral("%1 % = %2").arg(en.toString(u.creditMilli / 1000.0, 'g', 6), amount(u.credit))
            : amount(u.credit)};
}

QStringList differenceHeader(const Options& o)
{
    return {L(QT_TRANSLATE_NOOP("Report", "Row")), L(QT_TRANSLATE_NOOP("Report", "Server")),
            L(QT_TRANSLATE_NOOP("Report", "Clause")), L(QT_TRANSLATE_NOOP("Report", "Difference")),
            L(QT_TRANSLATE_NOOP("Report", "Amount"))};
}

QStringList differenceRow(const Options& o, const BillDifference& d)
{
    return {inLanguages(o, [&] { return d.rowLabel(); }), d.server,
            inLanguages(o, [&] { return d.clause(); }), inLanguages(o, [&] { return d.text(); }),
            amount(d.amount)};
}

QList<QPair<QString, QString>> termsRows(const Options& o, const Contract& c, const Reconciliation& r,
                                         const StatementSigning& s)
{
    return {
        {L(QT_TRANSLATE_NOOP("Report", "Contract")), c.number},
        {L(QT_TRANSLATE_NOOP("Report", "Vendor")), c.vendor},
        {L(QT_TRANSLATE_NOOP("Report", "Billing month")), r.month.toString(QStringLiteral("yyyy-MM"))},
        {L(QT_TRANSLATE_NOOP("Report", "Bill")), r.file},
        {L(QT_TRANSLATE_NOOP("Report", "Contract term")),
         documentDate(o, c.start, true) + QStringLiteral(" – ") + documentDate(o, c.end().addDays(-1), true)},
        {L(QT_TRANSLATE_NOOP("Report", "Servers")),
         QStringLiteral("%1 × %2 %3").arg(c.servers).arg(c.gpusPerServer).arg(c.gpuId)},
        {L(QT_TRANSLATE_NOOP("Report", "Unit price")),
         inLanguages(o,
                     [&] {
                         return priceWithUnit(c.price.price, c.price.unit) + QStringLiteral(", ") +
                                billingLabel(c.price.billing);
                     })},
        {L(QT_TRANSLATE_NOOP("Report", "VAT and invoice")), inLanguages(o,
                                                                        [&](const QString& l) {
                                                                            Quote q;
                                                                            q.price = c.price;
                                                                            q.invoiceType = c.invoiceType;
                                                                            return vatTermsText(q, l);
                                                                        })},
        {L(QT_TRANSLATE_NOOP("Report", "SLA")),
         inLanguages(o, [&] { return c.sla.tiers.isEmpty() ? QString() : c.sla.describe(); })},
        {L(QT_TRANSLATE_NOOP("Report", "Prepared by")),
         s.preparedBy.isEmpty() ? QString() : s.preparedBy + QLatin1Char(' ') + s.preparedAt.left(10)},
        {L(QT_TRANSLATE_NOOP("Report", "Approved for payment by")),
         s.approvedBy.isEmpty() ? L(QT_TRANSLATE_NOOP("Report", "not yet approved"))
                                : s.approvedBy + QLatin1Char(' ') + s.approvedAt.left(10)}};
}

// The signature block of a document: each role's signature and date, one table kept on one page.
QString signatures(const Options& o, std::initializer_list<const char*> roles)
{
    QString sign = QStringLiteral("<h2>%1</h2><table width=100% border=1 cellspacing=0 cellpadding=6><tr><th "
                                  "width=30%>%2</th><th width=45%>%3</th><th width=25%>%4</th></tr>")
                       .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Signatures"))),
                            esc(L(QT_TRANSLATE_NOOP("Report", "Department"))),
                            esc(L(QT_TRANSLATE_NOOP("Report", "Signature"))),
                            esc(L(QT_TRANSLATE_NOOP("Report", "Date"))));
    for (const char* role : roles)
        sign += QStringLiteral("<tr><td><b>%1</b><br><br></td><td></td><td></td></tr>").arg(esc(L(role)));
    return sign + QStringLiteral("</table>");
}
} // namespace

std::unique_ptr<PdfDocument> billStatementDocument(const Contract& c, const Reconciliation& r,
                                                   const StatementSigning& s, const Options& options)
{
    Options o = options;
    if (o.documentNumber.isEmpty())
        o.documentNumber = c.number + QLatin1Char('-') + r.month.toString(QStringLiteral("yyyyMM"));
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Reconciliation statement"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    QString cover = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    for (const auto& [what, value] : termsRows(o, c, r, s))
        if (!value.isEmpty())
            cover += QStringLiteral("<tr><td class=muted width=30%>%1</td><td>%2</td></tr>")
                         .arg(esc(what), esc(value));
    doc->addHtml(cover + QStringLiteral("</table>"));

    QList<QStringList> summary{
        {L(QT_TRANSLATE_NOOP("Report", "Item")), L(QT_TRANSLATE_NOOP("Report", "Amount"))}};
    for (const auto& [what, m] : summaryRows(o, r))
        summary.append({what, amount(m)});
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Summary")))));
    doc->addHtml(htmlTable(summary));

    QList<QStringList> differences{differenceHeader(o)};
    for (const BillDifference& d : r.differences)
        differences.append(differenceRow(o, d));
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Differences")))));
    doc->addHtml(
        r.differences.isEmpty()
            ? QStringLiteral("<p>%1</p>")
                  .arg(esc(L(QT_TRANSLATE_NOOP("Report", "The bill asks what the contract allows."))))
            : htmlTable(differences));

    QList<QStringList> servers{serverHeader(o)};
    for (const ServerUsage& u : r.servers)
        servers.append(serverRow(u));
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p class=muted>%2</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Servers in the month"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Allowed and billed in the contract's unit; billable "
                                                   "hours from acceptance, less outage time beyond the "
                                                   "replacement time; China time.")))));
    doc->addHtml(htmlTable(servers));

    if (!r.problems.isEmpty()) {
        QList<QStringList> problems{
            {L(QT_TRANSLATE_NOOP("Report", "Where")), L(QT_TRANSLATE_NOOP("Report", "Why"))}};
        for (const Error& e : r.problems)
            problems.append({e.where, e.message});
        doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Rows left out")))));
        doc->addHtml(htmlTable(problems));
    }
    doc->addKeptTogether(signatures(o, {QT_TRANSLATE_NOOP("Report", "Prepared by (procurement)"),
                                        QT_TRANSLATE_NOOP("Report", "Checked (finance)"),
                                        QT_TRANSLATE_NOOP("Report", "Approved for payment")}));
    return doc;
}

Status billStatementXlsx(const QString& path, const Contract& c, const Reconciliation& r,
                         const StatementSigning& s, const Options& o, const QStringList& protectedFiles)
{
    Workbook book(path);
    lxw_worksheet* sum = book.sheet(
        L(QT_TRANSLATE_NOOP("Report", "Summary")),
        {L(QT_TRANSLATE_NOOP("Report", "Item")), L(QT_TRANSLATE_NOOP("Report", "Value"))}, {44, 60});
    int row = 1;
    for (const auto& [what, value] : termsRows(o, c, r, s)) {
        Workbook::text(sum, row, 0, what);
        Workbook::text(sum, row++, 1, value, book.wrap);
    }
    for (const auto& [what, m] : summaryRows(o, r)) {
        Workbook::text(sum, row, 0, what);
        Workbook::number(sum, row++, 1, double(m.minor()) / 100.0, book.money);
    }
    QStringList header = differenceHeader(o);
    lxw_worksheet* diff =
        book.sheet(L(QT_TRANSLATE_NOOP("Report", "Differences")), header, {10, 14, 30, 80, 16});
    row = 1;
    for (const BillDifference& d : r.differences) {
        const QStringList cells = differenceRow(o, d);
        for (int i = 0; i < 4; ++i)
            Workbook::text(diff, row, i, cells[i], i == 3 ? book.wrap : nullptr);
        Workbook::number(diff, row++, 4, double(d.amount.minor()) / 100.0, book.money);
    }
    lxw_worksheet* servers = book.sheet(L(QT_TRANSLATE_NOOP("Report", "Servers in the month")),
                                        serverHeader(o), {14, 18, 12, 12, 12, 16, 10, 20});
    row = 1;
    for (const ServerUsage& u : r.servers) {
        const QStringList cells = serverRow(u);
        Workbook::text(servers, row, 0, cells[0]);
        Workbook::text(servers, row, 1, cells[1]);
        Workbook::number(servers, row, 2, u.secondsBillable / 3600.0, book.fixed2);
        Workbook::number(servers, row, 3, u.allowed.toDouble());
        Workbook::number(servers, row, 4, u.billed.toDouble());
        Workbook::number(servers, row, 5, double(u.allowedAmount.minor()) / 100.0, book.money);
        Workbook::number(servers, row, 6, u.secondsDown / 3600.0, book.fixed2);
        Workbook::number(servers, row++, 7, double(u.credit.minor()) / 100.0, book.money);
    }
    if (!r.problems.isEmpty()) {
        lxw_worksheet* left = book.sheet(
            L(QT_TRANSLATE_NOOP("Report", "Rows left out")),
            {L(QT_TRANSLATE_NOOP("Report", "Where")), L(QT_TRANSLATE_NOOP("Report", "Why"))}, {50, 80});
        row = 1;
        for (const Error& e : r.problems) {
            Workbook::text(left, row, 0, e.where);
            Workbook::text(left, row++, 1, e.message, book.wrap);
        }
    }
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report

namespace gpuplan::report {

namespace {
QString optionLabel(const Options& o, const RenewalOption& r)
{
    switch (r.kind) {
    case RenewalOption::Kind::Continue:
        return L(QT_TRANSLATE_NOOP("Report", "Renew"));
    case RenewalOption::Kind::Quote:
        return L(QT_TRANSLATE_NOOP("Report", "Quote %1")).arg(r.quoteId);
    case RenewalOption::Kind::Reference:
        return L(QT_TRANSLATE_NOOP("Report", "Market price"));
    }
    return {};
}

// A vendor's name as it is; a market reference's source in the document's languages.
QString vendorText(const Options& o, const RenewalOption& r)
{
    if (r.kind != RenewalOption::Kind::Reference || r.sourceEn.isEmpty())
        return r.vendor;
    return inLanguages(o, [&](const QString& language) {
        return language.startsWith(QLatin1String("zh")) ? r.sourceZh : r.sourceEn;
    });
}

QStringList optionHeader(const Options& o)
{
    return {L(QT_TRANSLATE_NOOP("Report", "Option")),     L(QT_TRANSLATE_NOOP("Report", "Vendor or source")),
            L(QT_TRANSLATE_NOOP("Report", "Date")),       L(QT_TRANSLATE_NOOP("Report", "Unit price")),
            L(QT_TRANSLATE_NOOP("Report", "Rent")),       L(QT_TRANSLATE_NOOP("Report", "Switching")),
            L(QT_TRANSLATE_NOOP("Report", "Total cost")), L(QT_TRANSLATE_NOOP("Report", "Against renewing"))};
}
} // namespace

std::unique_ptr<PdfDocument> renewalMemoDocument(const Contract& c, const RenewalAssessment& a,
                                                 const RenewalTerms& terms, const Options& options)
{
    Options o = options;
    if (o.documentNumber.isEmpty())
        o.documentNumber = c.number + QStringLiteral("-R");
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Renewal memo"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    const QList<QPair<QString, QString>> cover{
        {L(QT_TRANSLATE_NOOP("Report", "Contract")), c.number},
        {L(QT_TRANSLATE_NOOP("Report", "Vendor")), c.vendor},
        {L(QT_TRANSLATE_NOOP("Report", "Term ends")),
         documentDate(o, a.termEnds, true) + QStringLiteral(" (") +
             L(QT_TRANSLATE_NOOP("Report", "%1 days left")).arg(a.daysLeft) + QLatin1Char(')')},
        {L(QT_TRANSLATE_NOOP("Report", "Compared")),
         L(QT_TRANSLATE_NOOP("Report",
                             "%1 GPUs (%2) for %3 months of %4 h, VAT excluded; switching adds %5 days of "
                             "both running at the contract's price"))
             .arg(a.gpus)
             .arg(c.gpuId)
             .arg(a.months)
             .arg(QLocale(QLocale::English).toString(a.hours, 'f', 0))
             .arg(terms.migrationDays)}};
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    for (const auto& [what, value] : cover)
        html += QStringLiteral("<tr><td class=muted width=30%>%1</td><td>%2</td></tr>")
                    .arg(esc(what), esc(value));
    doc->addHtml(html + QStringLiteral("</table>"));
    QList<QStringList> rows{optionHeader(o)};
    for (const RenewalOption& r : a.options)
        rows.append({optionLabel(o, r), vendorText(o, r), r.date,
                     inLanguages(o, [&] { return priceWithUnit(r.price.price, r.price.unit); }),
                     amount(r.rent), amount(r.switching), amount(r.total),
                     r.kind == RenewalOption::Kind::Continue ? QStringLiteral("—") : amount(r.saving)});
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Options")))));
    doc->addHtml(htmlTable(rows));
    doc->addHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                     .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Recommendation"))),
                          esc(inLanguages(o, [&] {
                              return a.recommendation();
                          })).replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    doc->addKeptTogether(signatures(o, {QT_TRANSLATE_NOOP("Report", "Prepared by (procurement)"),
                                        QT_TRANSLATE_NOOP("Report", "Checked (finance)"),
                                        QT_TRANSLATE_NOOP("Report", "Approval")}));
    return doc;
}

Status renewalMemoXlsx(const QString& path, const Contract& c, const RenewalAssessment& a, const Options& o,
                       const QStringList& protectedFiles)
{
    Workbook book(path);
    lxw_worksheet* ws = book.sheet(L(QT_TRANSLATE_NOOP("Report", "Options")), optionHeader(o),
                                   {14, 30, 12, 22, 16, 14, 16, 16});
    int row = 1;
    for (const RenewalOption& r : a.options) {
        Workbook::text(ws, row, 0, optionLabel(o, r));
        Workbook::text(ws, row, 1, vendorText(o, r));
        Workbook::text(ws, row, 2, r.date);
        Workbook::text(ws, row, 3, priceWithUnit(r.price.price, r.price.unit));
        int col = 4;
        for (const Money& m : {r.rent, r.switching, r.total, r.saving})
            Workbook::number(ws, row, col++, double(m.minor()) / 100.0, book.money);
        ++row;
    }
    Workbook::text(ws, row + 1, 0, c.number);
    Workbook::text(ws, row + 1, 1, inLanguages(o, [&] { return a.recommendation(); }), book.wrap);
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
