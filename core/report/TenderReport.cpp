// A purchase's documents: the request for quotation, the answer template and the evaluation report
// (比价审批单 / 评标报告), in the report's languages.
#include "TenderReport.h"

#include "ReportParts.h"
#include "TenderParts.h"
#include "Workbook.h"
#include "quotes/QuoteCsv.h"
#include "tender/AwardStatement.h"
#include "tender/TenderEvents.h"
#include "tender/TenderRules.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <array>

namespace gpuplan::report {

namespace {
#define L(source) label(o, "Report", source)

// Names in a list as each language writes it: 西部智算、小卡云 / 西部智算, 小卡云 (zh-review-5 E19).
QString listText(const Options& o, const QStringList& items)
{
    return inLanguages(o, std::function<QString()>([&] { return Language::list(items); }));
}

// The memo's tax basis in its own words: no budget, no pointer to a setting (zh-review-5 E22).
QString memoTaxBasis(const Options& o, TaxStatus s)
{
    return inLanguages(o, std::function<QString()>([&] {
                           return QCoreApplication::translate("Report", "cost to you worked out as for a %1")
                               .arg(taxStatusLabel(s));
                       }));
}

QString cover(const QList<QPair<QString, QString>>& rows)
{
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    for (const auto& r : rows)
        if (!r.second.isEmpty())
            html += QStringLiteral("<tr><td class=muted width=30%>%1</td><td>%2</td></tr>")
                        .arg(esc(r.first), esc(r.second));
    return html + QStringLiteral("</table>");
}

QString number(const Options& o, const Tender& t, const char* prefix)
{
    if (!o.documentNumber.isEmpty())
        return o.documentNumber;
    if (!t.number.isEmpty())
        return t.number + QLatin1Char('-') + QLatin1String(prefix);
    return QStringLiteral("%1-%2-%3")
        .arg(QLatin1String(prefix), o.date.toString(QStringLiteral("yyyyMMdd")))
        .arg(t.id);
}

// The deadline with its time of day: "2026年12月12日 2026-12-12 17:00".
QString dueText(const Options& o, const Tender& t)
{
    if (!t.offersDue.isValid())
        return QString();
    const QString time = t.requirements.submitTime;
    return time.isEmpty() ? documentDate(o, t.offersDue, true)
                          : QStringLiteral("%1 %2").arg(documentDate(o, t.offersDue, true), time);
}

// "30 days after the deadline (until 2027-01-11)"; empty when not required.
QString validityText(const Options& o, const Tender& t)
{
    if (t.requirements.validityDays <= 0)
        return QString();
    const QDate until = t.offersDue.isValid() ? t.offersDue.addDays(t.requirements.validityDays) : QDate();
    return until.isValid() ? L(QT_TRANSLATE_NOOP("Report", "%1 days after the deadline (until %2)"))
                                 .arg(t.requirements.validityDays)
                                 .arg(documentDate(o, until, true))
                           : L(QT_TRANSLATE_NOOP("Report", "%1 days after the deadline"))
                                 .arg(t.requirements.validityDays);
}

// The signature block: each department's 意见, 签字 and 日期, with the seal; one table, kept on one page.
QString signatureBlock(const Options& o)
{
    QString sign = QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Signatures"))));
    sign += QStringLiteral("<table width=100% border=1 cellspacing=0 cellpadding=6><tr><th width=22%>%1</th>"
                           "<th width=44%>%2</th><th width=18%>%3</th><th width=16%>%4</th></tr>")
                .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Department"))),
                     esc(L(QT_TRANSLATE_NOOP("Report", "Opinion"))),
                     esc(L(QT_TRANSLATE_NOOP("Report", "Signature"))),
                     esc(L(QT_TRANSLATE_NOOP("Report", "Date"))));
    for (const char* role :
         {QT_TRANSLATE_NOOP("Report", "Requesting department"), QT_TRANSLATE_NOOP("Report", "Procurement"),
          QT_TRANSLATE_NOOP("Report", "Finance"), QT_TRANSLATE_NOOP("Report", "Legal"),
          QT_TRANSLATE_NOOP("Report", "Approval")})
        sign += QStringLiteral("<tr><td><b>%1</b><br><br><br></td><td></td><td></td><td></td></tr>")
                    .arg(esc(L(role)));
    return sign + QStringLiteral("</table><p>%1 ____________________</p>")
                      .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Company seal"))));
}
} // namespace

// The quantity and term the vendor prices: the GPUs (the purchase's least, or the job's need) and the months.
QString quantityText(const Options& o, const Tender& t)
{
    const TenderRequirements& r = t.requirements;
    const char* needs = t.isService()
                            ? QT_TRANSLATE_NOOP("Report", "the servers that serve the job's peak with "
                                                          "its headroom on the GPU you offer")
                            : QT_TRANSLATE_NOOP("Report", "the GPUs the job needs on the GPU you offer");
    // Each language whole, the least GPUs inside it.
    return inLanguages(o, [&](const QString& l) {
        const QString need = Language::translate(l, "Report", needs);
        if (r.minGpus <= 0)
            return need;
        return Language::translate(l, "Report", QT_TRANSLATE_NOOP("Report", "at least %1 GPUs in all; %2"))
            .arg(r.minGpus)
            .arg(need);
    });
}

QString termText(const Options& o, const Tender& t)
{
    const TenderRequirements& r = t.requirements;
    if (r.termMonths > 0 || t.isService())
        return L(QT_TRANSLATE_NOOP("Report", "%1 months")).arg(r.serviceTermMonths());
    return L(QT_TRANSLATE_NOOP("Report", "as long as the job runs (your offer states the minimum term and "
                                         "the billing unit)"));
}

QString requirementsText(const Options& o, const Tender& t)
{
    const TenderRequirements& r = t.requirements;
    QStringList lines;
    // A Chinese document's colon is full-width (zh-review-5 E19); a bilingual one keeps the English.
    const QString sep = o.languages == Languages::Chinese ? QStringLiteral("：") : QStringLiteral(": ");
    if (!r.gpuIds.isEmpty())
        lines << L(QT_TRANSLATE_NOOP("Report", "GPU kinds allowed")) + sep + listText(o, r.gpuIds);
    if (r.minGpus > 0)
        lines << L(QT_TRANSLATE_NOOP("Report", "GPUs in all, at least")) + sep + QString::number(r.minGpus);
    if (r.deliverBy.isValid())
        lines << L(QT_TRANSLATE_NOOP("Report", "Delivered by")) + sep + documentDate(o, r.deliverBy, true);
    if (r.maxSlaResponseHours > 0)
        lines << L(QT_TRANSLATE_NOOP("Report", "Response time at most (hours)")) + sep +
                     QString::number(r.maxSlaResponseHours);
    if (r.maxSlaReplacementHours > 0)
        lines << L(QT_TRANSLATE_NOOP("Report", "Hardware replacement at most (hours)")) + sep +
                     QString::number(r.maxSlaReplacementHours);
    if (!r.invoiceType.isEmpty())
        lines << L(QT_TRANSLATE_NOOP("Report", "Invoice")) + sep +
                     inLanguages(o, [&](const QString& l) { return invoiceTypeLabel(r.invoiceType, l); });
    if (!r.networkKind.isEmpty())
        lines << L(QT_TRANSLATE_NOOP("Report", "Network")) + sep + r.networkKind;
    if (!r.paymentTerms.isEmpty())
        lines << L(QT_TRANSLATE_NOOP("Report", "Payment terms")) + sep + r.paymentTerms;
    if (r.validityDays > 0)
        lines << L(QT_TRANSLATE_NOOP("Report", "Offers valid at least")) + sep + validityText(o, t);
    return lines.join(QLatin1Char('\n'));
}

QString weightsText(const Options& o, const Tender& t)
{
    if (t.evaluation != EvaluationMethod::Scoring)
        return inLanguages(o, [&](const QString& l) { return evaluationMethodLabel(t.evaluation, l); });
    // Each language's sentence whole: the record's weight (履约评价) joins it when the purchase weighs it.
    const QString weights = inLanguages(o, [&](const QString& l) {
        const Language::Scope scope(l);
        QString text = QCoreApplication::translate("Report", "price %1, delivery %2, SLA %3, invoice %4")
                           .arg(t.weights.price)
                           .arg(t.weights.delivery)
                           .arg(t.weights.sla)
                           .arg(t.weights.invoice);
        if (t.weights.record > 0)
            text += QCoreApplication::translate("Report", ", record (履约评价) %1").arg(t.weights.record);
        return text;
    });
    return inLanguages(o, [&](const QString& l) { return evaluationMethodLabel(t.evaluation, l); }) +
           QStringLiteral(" · ") + weights;
}

std::unique_ptr<PdfDocument> rfqDocument(const Tender& t, const QHash<QString, QString>& jobIn,
                                         const Options& options)
{
    Options o = options;
    o.documentNumber = number(options, t, "RFQ");
    const QString title = L(QT_TRANSLATE_NOOP("Report", "Request for quotation"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    doc->addHtml(
        cover({{L(QT_TRANSLATE_NOOP("Report", "Purchase")), t.name},
               {L(QT_TRANSLATE_NOOP("Report", "Purchase number")), t.number},
               {L(QT_TRANSLATE_NOOP("Report", "Procurement method")),
                inLanguages(o, [&](const QString& l) { return procurementMethodLabel(t.method, l); })},
               {L(QT_TRANSLATE_NOOP("Report", "Job")),
                inLanguages(o, [&](const QString& l) { return jobIn.value(l); })},
               {L(QT_TRANSLATE_NOOP("Report", "Offers due")), dueText(o, t)},
               {L(QT_TRANSLATE_NOOP("Report", "How to submit")), t.requirements.submitWay},
               {L(QT_TRANSLATE_NOOP("Report", "Contact")), t.requirements.contact},
               {L(QT_TRANSLATE_NOOP("Report", "Offers valid at least")), validityText(o, t)},
               {L(QT_TRANSLATE_NOOP("Report", "Rental starts")),
                t.requirements.startDate.isValid() ? documentDate(o, t.requirements.startDate, true)
                                                   : L(QT_TRANSLATE_NOOP("Report", "on delivery"))},
               {L(QT_TRANSLATE_NOOP("Report", "Quantity to price")), quantityText(o, t)},
               {L(QT_TRANSLATE_NOOP("Report", "Rental term")), termText(o, t)},
               {L(QT_TRANSLATE_NOOP("Report", "Invited vendors")), listText(o, t.vendors)},
               {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy},
               {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
               {L(QT_TRANSLATE_NOOP("Report", "Date")), documentDate(o, o.date, true)}}));
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Requirements")))));
    const QString req = requirementsText(o, t);
    doc->addHtml(QStringLiteral("<p>%1</p>")
                     .arg(req.isEmpty()
                              ? esc(L(QT_TRANSLATE_NOOP("Report", "No requirement beyond running the job.")))
                              : esc(req).replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "How offers are weighed"))), esc(weightsText(o, t))));
    // How each criterion is scored, as scoreOffers scores it, in each language.
    QString rules;
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        if ((language == QLatin1String("en") && o.languages == Languages::Chinese) ||
            (language != QLatin1String("en") && o.languages == Languages::English))
            continue;
        Language::Scope scope(language);
        for (const QString& line : scoringRules(t))
            rules += QStringLiteral("<li>%1</li>").arg(esc(line));
    }
    doc->addHtml(QStringLiteral("<ul>%1</ul>").arg(rules));
    doc->addHtml(QStringLiteral("<p>%1</p>")
                     .arg(esc(L(QT_TRANSLATE_NOOP("Report",
                                                  "Each offer is weighed by what this job costs the buyer "
                                                  "under it: its price, unit, minimum term, "
                                                  "billing granularity, setup fee, VAT and invoice, and its "
                                                  "delivery date, not by its unit price "
                                                  "alone. An offer past its validity cannot be awarded.")))));
    QList<QStringList> columns{{L(QT_TRANSLATE_NOOP("Report", "Column")), QStringLiteral("English"),
                                L(QT_TRANSLATE_NOOP("Report", "Required"))}};
    for (const QuoteCsv::Column& c : QuoteCsv::columns())
        columns.append({QString::fromUtf8(c.zh), QString::fromLatin1(c.key),
                        c.required ? L(QT_TRANSLATE_NOOP("Report", "yes")) : QString()});
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "How to answer"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Answer in the attached template (.xlsx), one row per "
                                                   "offer; CSV in the same columns is also accepted.")))));
    doc->addHtml(htmlTable(columns));
    return doc;
}

namespace {
// The compliance and evaluation section: the scores, each vendor's record where weighed, the base price.
QString evaluationHtml(const Options& o, const TenderDossier& d, const TenderEvaluation& e)
{
    QString html;
    const QList<QStringList> scores = scoresTable(o, d, e);
    html +=
        (QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Compliance and evaluation")))));
    // Rank and figures narrow, the vendor and the compliance text wide (zh-review-5 E17: "Vend or").
    const qsizetype columns = scores.first().size();
    html += (htmlTable(scores, columns == 11   ? QList<int>{6, 10, 10, 10, 7, 9, 5, 8, 8, 6, 21}
                               : columns == 10 ? QList<int>{6, 11, 10, 10, 7, 9, 5, 8, 7, 27}
                                               : QList<int>{6, 20, 15, 15, 44}));
    // 履约评价: what each vendor's record points rest on, in each language.
    for (int i : offerOrder(e))
        if (!e.offers[i].recordBasis.isEmpty())
            html += (QStringLiteral("<p class=small>%1</p>").arg(esc(inLanguages(o, [&](const QString& l) {
                const Language::Scope scope(l);
                return QCoreApplication::translate("Report", "Record of %1: %2")
                    .arg(e.offers[i].offer.vendor, d.evaluationIn.value(l).offers.value(i).recordBasis);
            }))));
    if (e.base)
        html += (QStringLiteral("<p class=small>%1</p>")
                     .arg(esc(L(QT_TRANSLATE_NOOP(
                                  "Report", "Base price (评标基准价): the lowest evaluated price of the "
                                            "compliant offers, %1. Price score = base price ÷ "
                                            "evaluated price × price weight (财政部令第87号 第五十五条).")))
                              .arg(amount(e.base))));
    return html;
}

// The purchase's history as the workbook's last sheet.
void historySheet(Workbook& book, const Options& o, const TenderDossier& d)
{
    lxw_worksheet* history =
        book.sheet(L(QT_TRANSLATE_NOOP("Report", "History")),
                   {L(QT_TRANSLATE_NOOP("Report", "When")), L(QT_TRANSLATE_NOOP("Report", "Who")),
                    L(QT_TRANSLATE_NOOP("Report", "Event")), L(QT_TRANSLATE_NOOP("Report", "Detail"))},
                   {20, 14, 14, 60});
    int row = 1;
    for (const TenderEvent& ev : d.events) {
        Workbook::text(history, row, 0, QString(ev.at).left(16).replace(QLatin1Char('T'), QLatin1Char(' ')));
        Workbook::text(history, row, 1, ev.by);
        Workbook::text(history, row, 2,
                       inLanguages(o, [&](const QString& l) { return tenderEventLabel(ev.event, l); }));
        Workbook::text(history, row, 3,
                       inLanguages(o, [&](const QString& l) { return tenderRecordText(ev.detail, l); }));
        ++row;
    }
}
} // namespace

std::unique_ptr<PdfDocument> tenderReportDocument(const TenderDossier& d, const Options& options)
{
    Options o = options;
    const Tender& t = d.tender;
    o.documentNumber = number(options, t, isTender(t) ? "ER" : "AM");
    const QString title = isTender(t) ? L(QT_TRANSLATE_NOOP("Report", "Evaluation report"))
                                      : L(QT_TRANSLATE_NOOP("Report", "Award memo"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    const TenderEvaluation& e = d.evaluationIn.value(QStringLiteral("en"));
    QStringList answering;
    for (const OfferAssessment& a : e.offers)
        answering << a.offer.vendor;
    doc->addHtml(cover(
        {{L(QT_TRANSLATE_NOOP("Report", "Purchase")), t.name},
         {L(QT_TRANSLATE_NOOP("Report", "Purchase number")), t.number},
         {L(QT_TRANSLATE_NOOP("Report", "Job")),
          inLanguages(o, [&](const QString& l) { return d.jobIn.value(l); })},
         {L(QT_TRANSLATE_NOOP("Report", "Procurement method")),
          inLanguages(o, [&](const QString& l) { return procurementMethodLabel(t.method, l); })},
         {L(QT_TRANSLATE_NOOP("Report", "Evaluation method")), weightsText(o, t)},
         {L(QT_TRANSLATE_NOOP("Report", "Tax basis")), memoTaxBasis(o, d.taxStatus)},
         {L(QT_TRANSLATE_NOOP("Report", "Invited vendors")), listText(o, t.vendors)},
         {L(QT_TRANSLATE_NOOP("Report", "Answering vendors")), listText(o, answering)},
         {L(QT_TRANSLATE_NOOP("Report", "Requirements")), requirementsText(o, t)},
         {L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy.isEmpty() ? t.awardedBy : o.preparedBy},
         {L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber},
         {L(QT_TRANSLATE_NOOP("Report", "Date")), documentDate(o, o.date, true)}}));

    // Rounds and what changed.
    QList<QStringList> rounds{
        {L(QT_TRANSLATE_NOOP("Report", "Vendor")), L(QT_TRANSLATE_NOOP("Report", "Round")),
         L(QT_TRANSLATE_NOOP("Report", "Offer")), L(QT_TRANSLATE_NOOP("Report", "Price as quoted")),
         L(QT_TRANSLATE_NOOP("Report", "Cost to you")), L(QT_TRANSLATE_NOOP("Report", "Changes"))}};
    const QList<TenderRound> roundList = d.roundsIn.value(QStringLiteral("en"));
    for (const TenderRound& r : roundList) {
        QStringList changes;
        for (const OfferChange& c : r.changes)
            changes << QStringLiteral("%1: %2 → %3")
                           .arg(
                               inLanguages(o, [&](const QString& l) { return quoteColumnLabel(c.field, l); }),
                               c.before.isEmpty() ? QStringLiteral("—") : c.before,
                               c.after.isEmpty() ? QStringLiteral("—") : c.after);
        rounds.append({r.offer.vendor, QString::number(r.offer.round),
                       inLanguages(o, [&](const QString& l) { return offerKindLabel(r.offer.kind, l); }),
                       priceWithUnit(r.offer.quote.price.price, r.offer.quote.price.unit),
                       amount(r.evaluatedPrice), changes.join(QLatin1Char('\n'))});
    }
    for (const TenderOffer& c : d.offers)
        if (c.kind == OfferKind::Clarification)
            rounds.append({c.vendor, QString::number(c.round),
                           L(QT_TRANSLATE_NOOP("Report", "clarification")), QString(), QString(), c.note});
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Offers by round")))));
    doc->addHtml(htmlTable(rounds));

    doc->addHtml(evaluationHtml(o, d, e));

    // Recommendation, award, deviations.
    QString recommendation =
        e.winner >= 0 ? e.offers[e.winner].offer.vendor : L(QT_TRANSLATE_NOOP("Report", "none"));
    doc->addHtml(
        QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "Recommendation and award")))));
    QList<QPair<QString, QString>> award{
        {L(QT_TRANSLATE_NOOP("Report", "First in the evaluation")), recommendation},
        {L(QT_TRANSLATE_NOOP("Report", "Sensitivity")),
         inLanguages(o, [&](const QString& l) { return d.evaluationIn.value(l).sensitivityText; })}};
    award += awardRows(o, d);
    doc->addHtml(cover(award));

    // Signatures: each department's opinion, signature and date, kept whole on one page.
    doc->addKeptTogether(signatureBlock(o));

    // The history (the last 40 events).
    QList<QStringList> history{{L(QT_TRANSLATE_NOOP("Report", "When")), L(QT_TRANSLATE_NOOP("Report", "Who")),
                                L(QT_TRANSLATE_NOOP("Report", "Event")),
                                L(QT_TRANSLATE_NOOP("Report", "Detail"))}};
    for (qsizetype i = std::max<qsizetype>(0, d.events.size() - 40); i < d.events.size(); ++i) {
        const TenderEvent& ev = d.events[i];
        history.append({ev.at.left(16).replace(QLatin1Char('T'), QLatin1Char(' ')), ev.by,
                        inLanguages(o, [&](const QString& l) { return tenderEventLabel(ev.event, l); }),
                        inLanguages(o, [&](const QString& l) { return tenderRecordText(ev.detail, l); })});
    }
    doc->addHtml(QStringLiteral("<h2>%1</h2>").arg(esc(L(QT_TRANSLATE_NOOP("Report", "History")))));
    doc->addHtml(htmlTable(history));
    return doc;
}

Status tenderReportXlsx(const QString& path, const TenderDossier& d, const Options& o,
                        const QStringList& protectedFiles)
{
    Workbook book(path);
    const TenderEvaluation& e = d.evaluationIn.value(QStringLiteral("en"));
    const bool record = d.tender.evaluation == EvaluationMethod::Scoring && d.tender.weights.record > 0;
    QStringList header{L(QT_TRANSLATE_NOOP("Report", "Rank")),
                       L(QT_TRANSLATE_NOOP("Report", "Vendor")),
                       L(QT_TRANSLATE_NOOP("Report", "Round")),
                       isTender(d.tender) ? L(QT_TRANSLATE_NOOP("Report", "Evaluated bid price"))
                                          : L(QT_TRANSLATE_NOOP("Report", "Evaluated price")),
                       L(QT_TRANSLATE_NOOP("Report", "Excluding VAT")),
                       L(QT_TRANSLATE_NOOP("Report", "Price score")),
                       L(QT_TRANSLATE_NOOP("Report", "Delivery")),
                       QStringLiteral("SLA"),
                       L(QT_TRANSLATE_NOOP("Report", "Invoice")),
                       L(QT_TRANSLATE_NOOP("Report", "Total")),
                       L(QT_TRANSLATE_NOOP("Report", "Compliance"))};
    QList<double> widths{8, 18, 8, 16, 16, 10, 10, 10, 10, 10, 50};
    if (record) { // the record's points and what they rest on, after the compliance
        header << L(QT_TRANSLATE_NOOP("Report", "Record")) << L(QT_TRANSLATE_NOOP("Report", "Record basis"));
        widths << 10 << 60;
    }
    lxw_worksheet* ws = book.sheet(L(QT_TRANSLATE_NOOP("Report", "Evaluation results")), header, widths);
    // The ranked offers first, in their order, then those that do not comply: as the PDF lists them.
    const QList<int> order = offerOrder(e);
    lxw_format* points = book.fixed2;
    for (int n = 0; n < order.size(); ++n) {
        const int i = order[n];
        const OfferAssessment& a = e.offers[i];
        const int row = n + 1;
        const OfferScore* s = scoreOf(e, i);
        if (s)
            Workbook::number(ws, row, 0, s->rank);
        Workbook::text(ws, row, 1, a.offer.vendor);
        Workbook::number(ws, row, 2, a.offer.round);
        if (a.evaluatedPrice)
            Workbook::number(ws, row, 3, double(a.evaluatedPrice->minor()) / 100.0, book.money);
        if (a.exVat)
            Workbook::number(ws, row, 4, double(a.exVat->minor()) / 100.0, book.money);
        if (s && d.tender.evaluation == EvaluationMethod::Scoring)
            for (int c = 0; c < 5; ++c)
                Workbook::number(
                    ws, row, 5 + c,
                    std::array<double, 5>{s->price, s->delivery, s->sla, s->invoice, s->total}[c], points);
        Workbook::text(ws, row, 10, complianceText(o, d, i, QStringLiteral("; ")));
        if (record && s)
            Workbook::number(ws, row, 11, s->record, points);
        if (record)
            Workbook::text(ws, row, 12, inLanguages(o, [&](const QString& l) {
                               return d.evaluationIn.value(l).offers.value(i).recordBasis;
                           }));
    }
    // The award, as the PDF states it.
    lxw_worksheet* award = book.sheet(
        L(QT_TRANSLATE_NOOP("Report", "Award")),
        {L(QT_TRANSLATE_NOOP("Report", "Item")), L(QT_TRANSLATE_NOOP("Report", "Value"))}, {30, 90});
    int line = 1;
    for (const auto& [what, value] : awardRows(o, d)) {
        Workbook::text(award, line, 0, what);
        Workbook::text(award, line, 1, value, book.wrap);
        ++line;
    }
    lxw_worksheet* rounds = book.sheet(
        L(QT_TRANSLATE_NOOP("Report", "Offers by round")),
        {L(QT_TRANSLATE_NOOP("Report", "Vendor")), L(QT_TRANSLATE_NOOP("Report", "Round")),
         L(QT_TRANSLATE_NOOP("Report", "Offer")), L(QT_TRANSLATE_NOOP("Report", "Price as quoted")),
         L(QT_TRANSLATE_NOOP("Report", "Cost to you")), L(QT_TRANSLATE_NOOP("Report", "Changes"))},
        {18, 8, 12, 28, 16, 60});
    int row = 1;
    for (const TenderRound& r : d.roundsIn.value(QStringLiteral("en"))) {
        QStringList changes;
        for (const OfferChange& c : r.changes)
            changes << QStringLiteral("%1: %2 → %3")
                           .arg(
                               inLanguages(o, [&](const QString& l) { return quoteColumnLabel(c.field, l); }),
                               c.before, c.after);
        Workbook::text(rounds, row, 0, r.offer.vendor);
        Workbook::number(rounds, row, 1, r.offer.round);
        Workbook::text(rounds, row, 2,
                       inLanguages(o, [&](const QString& l) { return offerKindLabel(r.offer.kind, l); }));
        Workbook::text(rounds, row, 3, priceWithUnit(r.offer.quote.price.price, r.offer.quote.price.unit));
        if (r.evaluatedPrice)
            Workbook::number(rounds, row, 4, double(r.evaluatedPrice->minor()) / 100.0, book.money);
        Workbook::text(rounds, row, 5, changes.join(QStringLiteral("; ")));
        ++row;
    }
    historySheet(book, o, d);
    return book.finish(protectedFiles);
}

} // namespace gpuplan::report
