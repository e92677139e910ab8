#include "ServingReport.h"
#include "catalog/ModelCatalog.h"

#include "catalog/GpuCatalog.h"
#include "planner/PlannerData.h"
#include "quotes/BuyerCost.h"
#include "serving/ServingQuotes.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>

namespace gpuplan {

using report::esc;
using report::inLanguages;
using report::label;

#define L(source) label(o, "ServingReport", source)

namespace {

QString num(double v, int decimals)
{
    return QLocale(QLocale::C).toString(v, 'f', decimals);
}

// Replicas hour by hour, the reserved base and the pay-as-you-go part stacked, as vectors.
void drawDay(QPainter& p, const QRectF& r, const ServingMix& mix, const report::Options& o)
{
    const double lineH = p.fontMetrics().height();
    int most = 1;
    for (int n : mix.replicasByHour)
        most = std::max(most, n);
    const QRectF plot(r.left() + lineH * 2, r.top() + lineH * 0.5, r.width() - lineH * 2.5,
                      r.height() - lineH * 3.2);
    const double slot = plot.width() / 24.0;
    const QColor reserved(0x2b, 0x6c, 0xb0), pay(0x8b, 0xc3, 0x4a);
    for (int h = 0; h < 24; ++h) {
        const int n = mix.replicasByHour[size_t(h)];
        const int base = mix.priced ? std::min(n, mix.reservedReplicas) : n;
        const double x = plot.left() + h * slot + slot * 0.15;
        const double unit = plot.height() / (most + 0.5);
        p.fillRect(QRectF(x, plot.bottom() - base * unit, slot * 0.7, base * unit), reserved);
        p.fillRect(QRectF(x, plot.bottom() - n * unit, slot * 0.7, (n - base) * unit), pay);
        if (h % 3 == 0)
            p.drawText(QPointF(x, plot.bottom() + p.fontMetrics().ascent() + lineH * 0.1),
                       QString::number(h));
    }
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    for (int k = 0; k <= most; ++k) {
        const double y = plot.bottom() - k * plot.height() / (most + 0.5);
        p.drawText(QPointF(r.left(), y + p.fontMetrics().ascent() / 2), QString::number(k));
    }
    const double swatch = lineH * 0.7;
    double lx = plot.left();
    const double ly = plot.bottom() + lineH * 1.4;
    const QList<QPair<QString, QColor>> legend = {
        {L(QT_TRANSLATE_NOOP("ServingReport", "reserved base")), reserved},
        {L(QT_TRANSLATE_NOOP("ServingReport", "pay-as-you-go")), pay},
        {L(QT_TRANSLATE_NOOP("ServingReport", "hour of the day → replicas each hour")), Qt::transparent}};
    for (const auto& [text, colour] : legend) {
        if (colour != Qt::transparent)
            p.fillRect(QRectF(lx, ly + (lineH - swatch) / 2, swatch, swatch), colour);
        p.drawText(QPointF(lx + swatch * 1.4, ly + p.fontMetrics().ascent()), text);
        lx += swatch * 1.4 + p.fontMetrics().horizontalAdvance(text) + lineH;
    }
}

// A sentence of the answer in each of the document's languages (the answer is computed once; its Words are
// worded per language).
QString worded(const report::Options& o, const Words& words)
{
    return inLanguages(o, [&] { return words.text(); });
}

void addQuestion(report::PdfDocument& doc, const ServingAnswer& a, const report::Options& o)
{
    const ServingRequest& r = a.request;
    QString job = QStringLiteral("<h2>%1</h2><table cellspacing=0 cellpadding=2>")
                      .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport", "The service"))));
    const auto row = [&](const QString& k, const QString& v) {
        job += QStringLiteral("<tr><td class=muted width=34%>%1</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Model")),
        QStringLiteral("%1 · %2 · %3")
            .arg(a.workload.model.name, precisionName(a.workload.weights), engineLabel(a.workload.engine)));
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Tokens per request (input / output)")),
        QStringLiteral("%1 / %2").arg(num(r.inputTokens, 0), num(r.outputTokens, 0)) +
            (r.inputSpread > 0
                 ? QStringLiteral(" · ") + L(QT_TRANSLATE_NOOP("ServingReport", "question lengths vary by")) +
                       QStringLiteral(" ± %1 %").arg(num(r.inputSpread * 100, 0))
                 : QString()));
    if (a.workload.model.custom) // a model that is no preset: its size, counted from its config.json
        row(L(QT_TRANSLATE_NOOP("ServingReport", "Model size")),
            inLanguages(o, [&] { return ModelCatalog::describe(a.workload.model); }));
    if (r.draftTokens > 0)
        row(L(QT_TRANSLATE_NOOP("ServingReport", "Speculative decoding (draft tokens / tokens kept a step)")),
            QStringLiteral("%1 / %2").arg(r.draftTokens).arg(num(r.acceptanceLength, 2)));
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Load at the peak")), worded(o, a.peakBasis));
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Latency targets")),
        inLanguages(o, [&] { return r.targets.describe(true); }));
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Busy hours and headroom")),
        inLanguages(o, [&] { return r.profile.label(); }) + QStringLiteral(" · ") + num(r.headroom * 100, 0) +
            QStringLiteral("%"));
    // Counted as each language counts: "about 1.74M", "约 174万" (zh-review-5 E21).
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Requests a day")), inLanguages(o, [&] {
            return QCoreApplication::translate("ServingReport", "about %1", "a count")
                .arg(Quantity::formatCountWords(a.dailyRequests));
        }));
    doc.addHtml(job + QStringLiteral("</table>"));
}

void addByGpu(report::PdfDocument& doc, const ServingAnswer& a, const report::Options& o)
{
    const QString pct = num(a.request.targets.percentile, 0);
    QString t =
        QStringLiteral("<h2>%1</h2><table width=100% cellspacing=0 cellpadding=2 border=1><thead><tr>")
            .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport", "The best configuration of each GPU model"))));
    const QStringList heads = {
        L(QT_TRANSLATE_NOOP("ServingReport", "GPU")),
        L(QT_TRANSLATE_NOOP("ServingReport", "GPUs per replica × replicas (band)")),
        L(QT_TRANSLATE_NOOP("ServingReport", "TTFT / TPOT at the peak, ms")) +
            QStringLiteral(" (P%1)").arg(pct),
        L(QT_TRANSLATE_NOOP("ServingReport", "A month, VAT excluded")),
        L(QT_TRANSLATE_NOOP("ServingReport", "Per 1M output / input tokens (CNY, VAT excluded)"))};
    for (const QString& h : heads)
        t += QStringLiteral("<th>%1</th>").arg(esc(h));
    t += QStringLiteral("</tr></thead>");
    for (int i : a.bestPerGpu) {
        const ServingOption& x = a.options[i];
        // Why a GPU model cannot serve, in each of the document's languages.
        const QString why = worded(o, x.why);
        const bool serves = x.capacityRps > 0;
        const bool peak = serves && !x.atPeak.saturated;
        if (!serves) { // the reason across the row, not wrapped down a narrow column (zh-review-5 E17)
            t += QStringLiteral("<tr><td>%1</td><td colspan=4>%2</td></tr>")
                     .arg(esc(x.replica.gpu->displayName()), esc(why));
            continue;
        }
        t += QStringLiteral(
                 "<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td><td align=right>%4</td>"
                 "<td align=right>%5</td></tr>")
                 .arg(esc(x.replica.gpu->displayName()),
                      QStringLiteral("%1 × %2 (%3–%4)")
                          .arg(x.replica.gpus)
                          .arg(x.replicas)
                          .arg(x.replicasLow)
                          .arg(x.replicasHigh),
                      peak ? QStringLiteral("%1 / %2").arg(num(x.atPeak.ttftPercentileMs, 0),
                                                           num(x.atPeak.tpotPercentileMs, 1))
                           : QStringLiteral("—"),
                      serves && x.offered ? esc(x.monthlyCost.toDisplayString()) : QStringLiteral("—"),
                      serves && x.offered ? QStringLiteral("%1 / %2").arg(num(x.costPerMillionOutput, 2),
                                                                          num(x.costPerMillionInput, 2))
                                          : QStringLiteral("—"));
    }
    doc.addHtml(t + QStringLiteral("</table>"));
}

void addMoney(report::PdfDocument& doc, const ServingAnswer& a, const report::Options& o)
{
    const ServingOption& best = a.options.first();
    if (!best.offered || !best.mix.priced)
        return;
    doc.addHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport", "The cheapest way to pay"))),
                 esc(L(QT_TRANSLATE_NOOP("ServingReport", "A month with the mix below, VAT excluded")) +
                     QStringLiteral(": ") + best.mix.monthly.toDisplayString() + QStringLiteral(" · ") +
                     L(QT_TRANSLATE_NOOP("ServingReport", "all reserved for the peak")) +
                     QStringLiteral(": ") + best.mix.allReserved.toDisplayString()),
                 esc(worded(o, best.mix.sentence))));
    const ServingMix mix = best.mix;
    doc.addDrawing(45, [mix, o](QPainter& p, const QRectF& r) { drawDay(p, r, mix, o); });
    doc.addHtml(QStringLiteral("<p>%1: %2 / %3</p>")
                    .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport",
                                                 "At full use of the capacity, per 1M output / input tokens "
                                                 "(CNY, VAT excluded)"))),
                         num(best.costPerMillionOutputFullUse, 2), num(best.costPerMillionInputFullUse, 2)));
}

// The stored quotes weighed for the service, the best first (issue 37): the table `gpuplan quotes rank
// --method serve` prints and the Serving area shows, its verdicts and costs worded in each language.
void addQuotes(report::PdfDocument& doc, const QList<ServingQuoteEvaluation>& ranked, const PlannerData& data,
               const report::Options& o)
{
    if (ranked.isEmpty())
        return;
    QString t =
        QStringLiteral("<h2>%1</h2><p class=small>%2</p>"
                       "<table width=100% cellspacing=0 cellpadding=2 border=1><thead><tr>")
            .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport", "Stored quotes weighed for this service"))),
                 esc(L(QT_TRANSLATE_NOOP("ServingReport",
                                         "A quote's servers cap its replicas. A month is a year of service "
                                         "under the quote's own terms (minimum term, billing unit, setup "
                                         "fee) divided by 12, as this buyer pays it:")) +
                     QStringLiteral(" ") + inLanguages(o, [&](const QString& language) {
                         return taxBasisText(data.taxStatus(), language);
                     })));
    const QStringList heads = {
        QStringLiteral("#"),
        L(QT_TRANSLATE_NOOP("ServingReport", "Vendor and quote")),
        L(QT_TRANSLATE_NOOP("ServingReport", "GPU")),
        L(QT_TRANSLATE_NOOP("ServingReport", "GPUs per replica × replicas needed / held")),
        L(QT_TRANSLATE_NOOP("ServingReport", "Servers used")),
        L(QT_TRANSLATE_NOOP("ServingReport", "A month, to you")),
        L(QT_TRANSLATE_NOOP("ServingReport", "Per 1M output tokens (CNY)")),
        L(QT_TRANSLATE_NOOP("ServingReport", "Verdict"))};
    // The verdict's reason is the longest cell, in two languages: it gets the room.
    const int widths[] = {3, 14, 11, 12, 8, 16, 9, 27};
    for (int c = 0; c < heads.size(); ++c)
        t += QStringLiteral("<th width=%1%>%2</th>").arg(widths[c]).arg(esc(heads[c]));
    t += QStringLiteral("</tr></thead>");
    const QString none = QStringLiteral("—");
    const int shown = std::min(int(ranked.size()), kServingPdfQuotes);
    for (int i = 0; i < shown; ++i) {
        const ServingQuoteEvaluation& e = ranked.at(i);
        auto gpu = data.catalog().find(e.quote.gpuId);
        const QStringList cells = {
            QString::number(i + 1),
            QStringLiteral("%1 (#%2)").arg(e.quote.provider).arg(e.quote.id),
            gpu ? gpu.value()->displayName() : e.quote.gpuId,
            e.gpusPerReplica ? QStringLiteral("%1 × %2 / %3")
                                   .arg(e.gpusPerReplica)
                                   .arg(e.replicasNeeded)
                                   .arg(e.replicasOffered)
                             : none,
            e.serversUsed ? QStringLiteral("%1 / %2").arg(e.serversUsed).arg(e.quote.servers) : none,
            e.buyer
                ? inLanguages(o, [&](const QString& language) { return buyerCostText(*e.buyer, language); })
                : none,
            e.costPerMillionOutput > 0 ? num(e.costPerMillionOutput, 2) : none,
            inLanguages(o, [&] { return servingQuoteVerdictText(e); })};
        t += QStringLiteral("<tr>");
        for (int c = 0; c < cells.size(); ++c)
            t += QStringLiteral("<td%1>%2</td>")
                     .arg(c == 0 || (c >= 3 && c <= 6) ? QStringLiteral(" align=right") : QString(),
                          c == 7 && e.verdict == ServingQuoteVerdict::Serves
                              ? QStringLiteral("<b>%1</b>").arg(esc(cells[c]))
                              : esc(cells[c]));
        t += QStringLiteral("</tr>");
    }
    t += QStringLiteral("</table>");
    if (ranked.size() > shown)
        t += QStringLiteral("<p class=small>%1</p>").arg(esc(inLanguages(o, [&] {
            return QCoreApplication::translate("ServingReport", "%n more quote(s) not listed.", nullptr,
                                               int(ranked.size() - shown));
        })));
    doc.addHtml(t);
}

} // namespace

std::unique_ptr<report::PdfDocument> servingDocument(const ServingAnswer& a, const PlannerData& data,
                                                     const report::Options& options,
                                                     const QList<ServingQuoteEvaluation>& ranked)
{
    report::Options o = options;
    if (o.documentNumber.isEmpty())
        o.documentNumber = QStringLiteral("SV-%1").arg(o.date.toString(QStringLiteral("yyyyMMdd")));
    const QString title = L(QT_TRANSLATE_NOOP("ServingReport", "Serving plan"));
    auto doc = std::make_unique<report::PdfDocument>(o, title);
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    QString cover = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    const auto row = [&](const QString& k, const QString& v) {
        if (!v.isEmpty())
            cover +=
                QStringLiteral("<tr><td class=muted width=34%>%1</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Customer or project")), o.customer);
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Prepared by")), o.preparedBy);
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Document number")), o.documentNumber);
    row(L(QT_TRANSLATE_NOOP("ServingReport", "Date")), report::documentDate(o, o.date, true));
    doc->addHtml(cover + QStringLiteral("</table>"));
    addQuestion(*doc, a, o);
    doc->addHtml(QStringLiteral("<h2>%1</h2><p><b>%2</b></p>")
                     .arg(esc(L(QT_TRANSLATE_NOOP("ServingReport", "Recommendation"))),
                          esc(worded(o, a.recommendation))));
    if (!a.calibrationSentence.isEmpty())
        doc->addHtml(QStringLiteral("<p class=small>%1</p>").arg(esc(worded(o, a.calibrationSentence))));
    doc->addHtml(QStringLiteral("<p class=small>%1</p>").arg(esc(inLanguages(o, [&] {
        return QCoreApplication::translate("ServingReport", "Engine: %1.").arg(a.engineNote.text());
    }))));
    addByGpu(*doc, a, o);
    addMoney(*doc, a, o);
    addQuotes(*doc, ranked, data, o);
    const ServingConstants& k = ServingConstants::shipped();
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p class=small>%2</p>")
            .arg(
                esc(L(QT_TRANSLATE_NOOP("ServingReport", "How the figures are made"))),
                esc(L(QT_TRANSLATE_NOOP(
                          "ServingReport",
                          "Memory, prefill and decode step times from each GPU's compute, memory bandwidth "
                          "and "
                          "links; arrivals at random with prefills first; capacity is the highest load whose "
                          "latencies stay within the targets. The constants are fitted on published serving "
                          "benchmarks; with each source left out, throughput was off by a median of %1 %, "
                          "time to first token by %2 % and time per output token by %3 %. Published ÷ "
                          "estimated, 10th–90th percentile:"))
                        .arg(num(k.throughputError.medianPercent, 1), num(k.ttftError.medianPercent, 1),
                             num(k.tpotError.medianPercent, 1)) +
                    QStringLiteral(" %1–%2 · %3–%4 · %5–%6. ")
                        .arg(num(a.bands.throughput.low, 2), num(a.bands.throughput.high, 2),
                             num(a.bands.ttft.low, 2), num(a.bands.ttft.high, 2), num(a.bands.tpot.low, 2),
                             num(a.bands.tpot.high, 2)) +
                    inLanguages(o, std::function<QString()>([] { return ServingConstants::fittedOn(); })))));
    return doc;
}

Result<QByteArray> servingPdf(const ServingAnswer& answer, const PlannerData& data,
                              const report::Options& options, int* pages, QString* glyphWarning,
                              const QList<ServingQuoteEvaluation>& ranked)
{
    return servingDocument(answer, data, options, ranked)->pdf(pages, glyphWarning);
}

} // namespace gpuplan
