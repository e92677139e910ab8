#include "PlanReport.h"
#include "Workbook.h"

#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "cost/MoneyAxis.h"
#include "estimate/EstimateModel.h"
#include "planner/Planning.h"
#include "planner/QuoteRanking.h"
#include "planner/RuleChecks.h"
#include "util/AtomicFile.h"
#include "util/Language.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QFile>
#include <QPainter>
#include <QPainterPath>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <cmath>

namespace gpuplan::report {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};
#define L(source) label(o, "Report", source)

// "Llama 2 70B (69.0B parameters)" / "Llama 2 70B（690亿参数）"; and "¥327.85 (on demand)" /
// "¥327.85（按量）".
QString modelText(const Workload& w)
{
    if (w.model.custom)
        return modelDisplayName(w.model);
    return Tr::tr("%1 (%2 parameters)").arg(w.model.name, Quantity::formatCountWords(w.model.params));
}

QString costWithTerm(const Configuration& c)
{
    return Tr::tr("%1 (%2)", "amount (term)")
        .arg(c.cost->toDisplayString(), rentalTermShortLabel(*c.costTerm));
}

QString gibText(double bytes)
{
    return QString::number(bytes / double(1ull << 30), 'f', 1);
}

const QColor kSeries[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
                          QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                          QColor(0x7f, 0x7f, 0x7f)};

// Memory per GPU as one stacked bar against the card's memory, with a legend: vectors and text.
void drawMemory(QPainter& p, const QRectF& r, const MemoryBreakdown& m, const Options& o)
{
    const QList<QPair<QString, double>> parts{
        {L(QT_TRANSLATE_NOOP("Report", "weights")), m.weights},
        {L(QT_TRANSLATE_NOOP("Report", "gradients")), m.gradients},
        {L(QT_TRANSLATE_NOOP("Report", "optimizer states")), m.optimizer},
        {L(QT_TRANSLATE_NOOP("Report", "activations")), m.activations},
        {L(QT_TRANSLATE_NOOP("Report", "KV cache")), m.kvCache},
        {L(QT_TRANSLATE_NOOP("Report", "ZeRO-3 gathered layers")), m.gathered},
        {L(QT_TRANSLATE_NOOP("Report", "framework overhead")), m.overhead}};
    const double scale = std::max(m.capacity, m.total());
    if (scale <= 0)
        return;
    const double lineH = p.fontMetrics().height();
    const QRectF bar(r.left(), r.top() + lineH * 0.3, r.width() * 0.98, r.height() * 0.32);
    double x = bar.left();
    int i = 0;
    for (const auto& part : parts) {
        const double w = bar.width() * part.second / scale;
        if (w > 0) {
            p.fillRect(QRectF(x, bar.top(), w, bar.height()), kSeries[i % 7]);
            x += w;
        }
        ++i;
    }
    QPen cap(Qt::black);
    cap.setWidthF(lineH * 0.12);
    p.setPen(cap);
    const double capX = bar.left() + bar.width() * m.capacity / scale;
    p.drawLine(QPointF(capX, bar.top() - lineH * 0.2), QPointF(capX, bar.bottom() + lineH * 0.2));
    p.setPen(Qt::black);
    p.drawRect(bar);
    // Legend: two rows of swatches with names and GiB.
    const double swatch = lineH * 0.7;
    double lx = r.left(), ly = bar.bottom() + lineH * 0.6;
    i = 0;
    for (const auto& part : parts) {
        const QString text = QStringLiteral("%1 %2 GiB").arg(part.first, gibText(part.second));
        const double w = swatch * 1.4 + p.fontMetrics().horizontalAdvance(text) + lineH;
        if (lx + w > r.right()) {
            lx = r.left();
            ly += lineH * 1.3;
        }
        p.fillRect(QRectF(lx, ly + (lineH - swatch) / 2, swatch, swatch), kSeries[i % 7]);
        p.drawText(QPointF(lx + swatch * 1.4, ly + p.fontMetrics().ascent()), text);
        lx += w;
        ++i;
    }
    p.drawText(QPointF(r.left(), ly + lineH * 1.3 + p.fontMetrics().ascent()),
               L(QT_TRANSLATE_NOOP("Report", "total %1 GiB of %2 GiB (the black line)"))
                   .arg(gibText(m.total()), gibText(m.capacity)));
}

// Cumulative cost per term over the months, the budget as a dashed line, the deadline marked.
void drawCost(QPainter& p, const QRectF& r, const PlanSummary& s, const Options& o)
{
    const double lineH = p.fontMetrics().height();
    const QRectF plot(r.left() + lineH * 5.5, r.top() + lineH * 1.6, r.width() - lineH * 6.5,
                      r.height() - lineH * 5.3);
    double maxY = 0;
    for (const CostCurve& c : s.curves)
        for (const CurvePoint& pt : c.points)
            maxY = std::max(maxY, pt.cost.toMajorDouble());
    if (s.constraints.budget)
        maxY = std::max(maxY, s.constraints.budget->toMajorDouble() * 1.1);
    if (maxY <= 0)
        return;
    // The desktop chart's rule (the money-scale setting); Chinese units unless the document is English only.
    const MoneyAxis axis = moneyAxis(maxY, s.moneyScale, o.languages != Languages::English);
    const double niceStep = axis.step * axis.unit;
    maxY = axis.top * axis.unit;
    const QLocale numbers(QLocale::English); // grouping the same in both languages: 1,200
    p.drawText(QPointF(r.left(), r.top() + p.fontMetrics().ascent()),
               label(o, "MoneyAxis", axis.titleSource));
    auto X = [&](double months) {
        return plot.left() + plot.width() * months / s.horizonMonths;
    };
    auto Y = [&](double yuan) {
        return plot.bottom() - plot.height() * yuan / maxY;
    };
    QPen grid(QColor(0xdd, 0xdd, 0xdd));
    grid.setWidthF(lineH * 0.04);
    for (double y = 0; y <= maxY + 1e-9; y += niceStep) {
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), Y(y)), QPointF(plot.right(), Y(y)));
        p.setPen(Qt::black);
        p.drawText(QRectF(r.left(), Y(y) - lineH / 2, lineH * 5.2, lineH), Qt::AlignRight | Qt::AlignVCenter,
                   axis.label(y / axis.unit, numbers));
    }
    for (int m = 0; m <= int(s.horizonMonths); m += s.horizonMonths > 12 ? 3 : 1) {
        p.setPen(grid);
        p.drawLine(QPointF(X(m), plot.top()), QPointF(X(m), plot.bottom()));
        p.setPen(Qt::black);
        p.drawText(QRectF(X(m) - lineH * 1.5, plot.bottom() + lineH * 0.2, lineH * 3, lineH), Qt::AlignCenter,
                   QString::number(m));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + lineH * 1.1, plot.width(), lineH), Qt::AlignCenter,
               L(QT_TRANSLATE_NOOP("Report", "months of use; cumulative cost in CNY, VAT excluded")));
    p.setPen(Qt::black);
    p.drawRect(plot);
    int i = 0;
    for (const CostCurve& c : s.curves) {
        QPainterPath path;
        for (int k = 0; k < c.points.size(); ++k) {
            const QPointF pt(X(c.points[k].months), Y(c.points[k].cost.toMajorDouble()));
            if (k == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        QPen pen(kSeries[i % 7]);
        pen.setWidthF(lineH * 0.12);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        ++i;
    }
    if (s.constraints.budget) {
        QPen pen(QColor(0xb0, 0x1c, 0x1c));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(lineH * 0.08);
        p.setPen(pen);
        const double y = Y(s.constraints.budget->toMajorDouble());
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.drawText(QPointF(plot.left() + lineH * 0.3, y - lineH * 0.2),
                   L(QT_TRANSLATE_NOOP("Report", "budget %1")).arg(s.constraints.budget->toDisplayString()));
    }
    if (s.constraints.deadlineHours > 0) {
        const double months = s.constraints.deadlineHours / s.hoursPerMonth;
        if (months <= s.horizonMonths) {
            QPen pen(QColor(0x55, 0x55, 0x55));
            pen.setStyle(Qt::DotLine);
            pen.setWidthF(lineH * 0.08);
            p.setPen(pen);
            p.drawLine(QPointF(X(months), plot.top()), QPointF(X(months), plot.bottom()));
            p.drawText(QPointF(X(months) + lineH * 0.2, plot.top() + lineH),
                       L(QT_TRANSLATE_NOOP("Report", "deadline")));
        }
    }
    // Legend
    double lx = plot.left();
    const double ly = plot.bottom() + lineH * 2.3;
    i = 0;
    for (const CostCurve& c : s.curves) {
        const QString text = inLanguages(o, [&] { return rentalTermShortLabel(c.term); });
        QPen pen(kSeries[i % 7]);
        pen.setWidthF(lineH * 0.15);
        p.setPen(pen);
        p.drawLine(QPointF(lx, ly + lineH / 2), QPointF(lx + lineH * 1.2, ly + lineH / 2));
        p.setPen(Qt::black);
        p.drawText(QPointF(lx + lineH * 1.5, ly + p.fontMetrics().ascent()), text);
        lx += lineH * 2.5 + p.fontMetrics().horizontalAdvance(text);
        ++i;
    }
}
// Why the first row is the recommendation: core's rule, in each language of the document.
QString recommendationHtml(const PlanSummary& s, const Options& o)
{
    if (s.constraints.sort != SortOrder::Recommended || s.result.configurations.isEmpty())
        return QString();
    QStringList why;
    if (o.languages != Languages::English)
        why << recommendationText(s.result.configurations.first(), s.constraints, QStringLiteral("zh_CN"))
                   .toHtmlEscaped();
    if (o.languages != Languages::Chinese)
        why << recommendationText(s.result.configurations.first(), s.constraints, QStringLiteral("en"))
                   .toHtmlEscaped();
    return QStringLiteral("<p class=small>%1</p>").arg(why.join(QStringLiteral("<br>")));
}
// A configuration's time with its band, in the report's languages.
QString timeCell(const Configuration& c, const Options& o)
{
    return esc(inLanguages(o, [&](const QString& lang) {
        return durationWithBand(c.time.wallHours, c.time.wallHoursLow, c.time.wallHoursHigh, lang);
    }));
}

// What the recommended configuration's whole run loses, and what the brackets mean.
QString lossHtml(const Configuration& best, const Options& o)
{
    return QStringLiteral("<p class=small>%1</p>").arg(esc(inLanguages(o, [&](const QString& lang) {
        // Chinese sentences follow each other without a space (zh-review-4 D17).
        return runLossText(best.time, lang) +
               (lang.startsWith(QLatin1String("zh")) ? QString() : QStringLiteral(" ")) +
               Language::translate(lang, "Report",
                                   QT_TRANSLATE_NOOP("Report",
                                                     "Times in brackets: the range the published runs "
                                                     "allow (each left out of the fit)."));
    })));
}
} // namespace

std::unique_ptr<PdfDocument> planDocument(const PlanSummary& s, const Options& options)
{
    Options o = options;
    if (o.documentNumber.isEmpty())
        o.documentNumber = QStringLiteral("PL-%1").arg(o.date.toString(QStringLiteral("yyyyMMdd")));
    const QString title = L(QT_TRANSLATE_NOOP("Report", "GPU rental plan"));
    auto doc = std::make_unique<PdfDocument>(o, title);
    const Workload& w = s.workload;
    doc->addHtml(QStringLiteral("<h1>%1</h1>").arg(esc(title)));
    QString cover = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    auto row = [&](const QString& k, const QString& v) {
        if (!v.isEmpty())
            cover +=
                QStringLiteral("<tr><td class=muted width=34%>%1</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    row(L(QT_TRANSLATE_NOOP("Report", "Customer or project")), o.customer);
    row(L(QT_TRANSLATE_NOOP("Report", "Prepared by")), o.preparedBy);
    row(L(QT_TRANSLATE_NOOP("Report", "Document number")), o.documentNumber);
    row(L(QT_TRANSLATE_NOOP("Report", "Date")), documentDate(o, o.date, true));
    doc->addHtml(cover + QStringLiteral("</table>"));

    // Workload and constraints
    QString job = QStringLiteral("<h2>%1</h2><table cellspacing=0 cellpadding=2>")
                      .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Workload"))));
    auto jrow = [&](const QString& k, const QString& v) {
        job += QStringLiteral("<tr><td class=muted width=34%>%1</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    jrow(L(QT_TRANSLATE_NOOP("Report", "Model")), inLanguages(o, [&] { return modelText(w); }));
    jrow(L(QT_TRANSLATE_NOOP("Report", "Method and precision")), inLanguages(o, [&] {
             return QStringLiteral("%1 · %2").arg(methodLabel(w.method), precisionName(w.precision));
         }));
    if (isTraining(w.method))
        jrow(L(QT_TRANSLATE_NOOP("Report", "Training software")),
             inLanguages(o, [&] { return stackLabel(w.stack); }));
    jrow(L(QT_TRANSLATE_NOOP("Report", "Tokens")),
         inLanguages(o, [&] { return Quantity::formatCountWords(w.effectiveTokens()); }));
    jrow(L(QT_TRANSLATE_NOOP("Report", "Sequence length and global batch")),
         QStringLiteral("%1 · %2").arg(w.seqLen).arg(w.effectiveGlobalBatch()));
    if (s.constraints.deadlineHours > 0)
        jrow(L(QT_TRANSLATE_NOOP("Report", "Deadline")),
             inLanguages(o, [&] { return durationText(s.constraints.deadlineHours); }));
    if (s.constraints.budget)
        jrow(L(QT_TRANSLATE_NOOP("Report", "Budget, VAT excluded")), s.constraints.budget->toDisplayString());
    jrow(L(QT_TRANSLATE_NOOP("Report", "GPUs at most")), QString::number(s.constraints.maxGpus));
    doc->addHtml(job + QStringLiteral("</table>"));

    const QList<Configuration>& configs = s.result.configurations;
    if (configs.isEmpty()) {
        doc->addHtml(
            QStringLiteral("<p class=fail>%1</p>")
                .arg(esc(L(QT_TRANSLATE_NOOP("Report", "No configuration can run this job under these "
                                                       "constraints.")) +
                         (s.result.noLayoutReason.isEmpty() ? QString()
                                                            : QLatin1Char(' ') + s.result.noLayoutReason))));
        return doc;
    }
    const Configuration& best = configs[std::clamp(s.costOf, 0, int(configs.size()) - 1)];

    // Memory
    doc->addHtml(
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Memory required per GPU"))), esc(inLanguages(o, [&] {
                     return QStringLiteral("%1 · %2").arg(
                         configurationText(best.nodes, best.gpusPerNode, best.gpu->displayName()),
                         layoutText(best.parallel, best.microBatch, best.recompute));
                 }))));
    const MemoryBreakdown memory = best.memory;
    doc->addDrawing(30, [memory, o](QPainter& p, const QRectF& r) { drawMemory(p, r, memory, o); });

    // Configurations
    QString t = QStringLiteral("<h2>%1</h2><table width=100% border=1 cellspacing=0 cellpadding=2 "
                               "style=\"border-collapse: collapse; border-color: #9aa5b1\"><thead><tr>"
                               "<th width=3%>#</th><th width=14%>%2</th><th width=12%>%3</th><th "
                               "width=21%>%4</th><th width=7%>%5</th>"
                               "<th width=15%>%6</th><th width=7%>%7</th><th width=21%>%8</th></tr></thead>")
                    .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Recommended configurations"))),
                         esc(L(QT_TRANSLATE_NOOP("Report", "GPU"))),
                         esc(inLanguages(o, [] { return serversByGpusHeader(); })),
                         esc(L(QT_TRANSLATE_NOOP("Report", "Layout"))),
                         esc(L(QT_TRANSLATE_NOOP("Report", "GiB per GPU"))),
                         esc(L(QT_TRANSLATE_NOOP("Report", "Time"))),
                         esc(L(QT_TRANSLATE_NOOP("Report", "GPU-hours"))),
                         esc(L(QT_TRANSLATE_NOOP("Report", "Cost, VAT excluded"))));
    int n = 0;
    for (const Configuration& c : configs) {
        t += QStringLiteral(
                 "<tr><td>%1</td><td>%2</td><td class=num>%3</td><td class=small>%4</td>"
                 "<td class=num>%5</td><td class=num>%6</td><td class=num>%7</td><td class=num>%8</td></tr>")
                 .arg(++n)
                 .arg(esc(c.gpu->displayName()))
                 .arg(esc(inLanguages(o, [&] { return serversByGpusText(c.nodes, c.gpusPerNode); })))
                 .arg(esc(inLanguages(o, [&] { return layoutText(c.parallel, c.microBatch, c.recompute); })))
                 .arg(c.tight
                          ? gibText(c.memory.total()) + QStringLiteral(" <span class=small>%1</span>")
                                                            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "tight"))))
                          : gibText(c.memory.total()))
                 .arg(timeCell(c, o))
                 .arg(c.time.gpuHours, 0, 'f', 0)
                 .arg(c.cost ? esc(inLanguages(o, [&] { return costWithTerm(c); })) : esc(c.noPriceReason));
    }
    doc->addHtml(t + QStringLiteral("</table>") + recommendationHtml(s, o) + lossHtml(best, o));

    // Cost over time
    if (s.curves.isEmpty())
        doc->addHtml(
            QStringLiteral("<h2>%1</h2><p>%2</p>")
                .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Cost over time"))),
                     esc(L(QT_TRANSLATE_NOOP("Report", "There is no reference price for %1, so the cost "
                                                       "over time is not drawn; price it with quotes."))
                             .arg(best.gpu->displayName()))));
    if (!s.curves.isEmpty()) {
        doc->addHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                         .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Cost over time"))),
                              esc(L(QT_TRANSLATE_NOOP(
                                        "Report", "%1 × %2 kept all month, reference prices of each rental "
                                                  "term, VAT excluded."))
                                      .arg(best.gpus())
                                      .arg(best.gpu->displayName()))));
        const PlanSummary copy = s;
        doc->addDrawing(70, [copy, o](QPainter& p, const QRectF& r) { drawCost(p, r, copy, o); });
        // Each statement in the report's languages, the Chinese first.
        QString statements = QStringLiteral("<ul>");
        for (int i = 0; i < s.wordsNow().statements.size(); ++i)
            statements += QStringLiteral("<li>%1</li>").arg(htmlInLanguages(o, [&] {
                return esc(s.wordsNow().statements.value(i));
            }));
        doc->addHtml(statements + QStringLiteral("</ul>"));
    }

    // The stored quotes for this job, and the contract checklist of the best one.
    if (!s.quotes.quotes.isEmpty() && s.quotesCatalog) {
        doc->addHtml(
            QStringLiteral("<h2>%1</h2><p>%2</p>")
                .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Quote comparison"))),
                     esc(L(QT_TRANSLATE_NOOP("Report", "The stored quotes valid today, weighed for this "
                                                       "job; the best five.")))));
        addComparison(*doc, s.quotes, *s.quotesCatalog, o);
    }
    if (s.checklistQuote && !s.checklists.isEmpty()) {
        doc->addHtml(QStringLiteral("<h2>%1</h2><p>%2</p>")
                         .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Checklists of the best quote"))),
                              esc(QStringLiteral("%1 · %2").arg(cut(s.checklistQuote->provider),
                                                                cut(s.checklistQuote->quoteNumber)))));
        addChecklistTables(*doc, s.checklists, o);
    }

    // Assumptions and sources
    QString src = QStringLiteral("<h2>%1</h2><ul>")
                      .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Assumptions and data sources"))));
    src += QStringLiteral("<li>%1</li>")
               .arg(esc(
                   L(QT_TRANSLATE_NOOP("Report", "Memory: weights, gradients, optimizer states, activations "
                                                 "(Korthikanti et al. 2022) and framework overhead; time: "
                                                 "compute at the GPU catalog's efficiency plus the "
                                                 "communication not hidden (gpuplan estimate --explain)."))));
    src += QStringLiteral("<li>%1</li>")
               .arg(esc(L(QT_TRANSLATE_NOOP("Report", "A month is %1 hours; amounts are in CNY without VAT."))
                            .arg(s.hoursPerMonth)));
    for (int i = 0; i < s.wordsNow().sources.size(); ++i)
        src += QStringLiteral("<li class=small>%1</li>").arg(htmlInLanguages(o, [&] {
            return esc(s.wordsNow().sources.value(i));
        }));
    doc->addHtml(src + QStringLiteral("</ul>"));
    return doc;
}

Result<QByteArray> planPdf(const PlanSummary& s, const Options& options, int* pages, QString* glyphWarning)
{
    return planDocument(s, options)->pdf(pages, glyphWarning);
}

Status planXlsx(const QString& path, const PlanSummary& s, const Options& o,
                const QStringList& protectedFiles)
{
    QTemporaryDir dir(scratchTemplate());
    const QString tmp = dir.filePath(QStringLiteral("plan.xlsx"));
    QByteArray tmpDir = dir.path().toLocal8Bit();
    lxw_workbook_options opts = {LXW_FALSE, tmpDir.data(), LXW_FALSE};
    lxw_workbook* book = workbook_new_opt(tmp.toLocal8Bit().constData(), &opts);
    lxw_format* money = workbook_add_format(book);
    format_set_num_format(money, "#,##0.00");
    lxw_format* header = workbook_add_format(book);
    format_set_bold(header);
    format_set_bg_color(header, 0xE8EDF3);
    auto text = [](lxw_worksheet* ws, int r, int c, const QString& v, lxw_format* f = nullptr) {
        worksheet_write_string(ws, lxw_row_t(r), lxw_col_t(c), v.toUtf8().constData(), f);
    };
    lxw_worksheet* ws = workbook_add_worksheet(
        book, L(QT_TRANSLATE_NOOP("Report", "Configurations")).left(31).toUtf8().constData());
    const QStringList h{L(QT_TRANSLATE_NOOP("Report", "#")),
                        L(QT_TRANSLATE_NOOP("Report", "GPU")),
                        L(QT_TRANSLATE_NOOP("Report", "GPUs per server")),
                        L(QT_TRANSLATE_NOOP("Report", "Servers")),
                        L(QT_TRANSLATE_NOOP("Report", "Layout")),
                        L(QT_TRANSLATE_NOOP("Report", "GiB per GPU")),
                        L(QT_TRANSLATE_NOOP("Report", "Time")) + QStringLiteral(" (h)"),
                        L(QT_TRANSLATE_NOOP("Report", "GPU-hours")),
                        L(QT_TRANSLATE_NOOP("Report", "Cost, VAT excluded")),
                        L(QT_TRANSLATE_NOOP("Report", "Term"))};
    const double widths[] = {5, 24, 10, 9, 44, 10, 10, 10, 16, 12};
    for (int c = 0; c < h.size(); ++c) {
        text(ws, 0, c, h[c], header);
        worksheet_set_column(ws, lxw_col_t(c), lxw_col_t(c), widths[c], nullptr);
    }
    int r = 1;
    for (const Configuration& c : s.result.configurations) {
        worksheet_write_number(ws, lxw_row_t(r), 0, r, nullptr);
        text(ws, r, 1, c.gpu->displayName());
        worksheet_write_number(ws, lxw_row_t(r), 2, c.gpusPerNode, nullptr);
        worksheet_write_number(ws, lxw_row_t(r), 3, c.nodes, nullptr);
        text(ws, r, 4, inLanguages(o, [&] { return layoutText(c.parallel, c.microBatch, c.recompute); }));
        worksheet_write_number(ws, lxw_row_t(r), 5,
                               std::round(c.memory.total() / double(1ull << 30) * 10) / 10, nullptr);
        worksheet_write_number(ws, lxw_row_t(r), 6, std::round(c.time.wallHours * 10) / 10, nullptr);
        worksheet_write_number(ws, lxw_row_t(r), 7, std::round(c.time.gpuHours), nullptr);
        if (c.cost)
            worksheet_write_number(ws, lxw_row_t(r), 8, c.cost->minor() / 100.0, money);
        if (c.costTerm)
            text(ws, r, 9, inLanguages(o, [&] { return rentalTermShortLabel(*c.costTerm); }));
        ++r;
    }
    worksheet_freeze_panes(ws, 1, 0);
    worksheet_autofilter(ws, 0, 0, lxw_row_t(std::max(1, r - 1)), lxw_col_t(h.size() - 1));
    if (!s.curves.isEmpty()) {
        lxw_worksheet* cs = workbook_add_worksheet(
            book, L(QT_TRANSLATE_NOOP("Report", "Cost over time")).left(31).toUtf8().constData());
        text(cs, 0, 0, L(QT_TRANSLATE_NOOP("Report", "Months")), header);
        worksheet_set_column(cs, 0, 0, 10, nullptr);
        for (int c = 0; c < s.curves.size(); ++c) {
            text(cs, 0, c + 1, inLanguages(o, [&] { return rentalTermShortLabel(s.curves[c].term); }),
                 header);
            worksheet_set_column(cs, lxw_col_t(c + 1), lxw_col_t(c + 1), 16, nullptr);
        }
        const int points = int(s.curves.first().points.size());
        for (int k = 0; k < points; ++k) {
            worksheet_write_number(cs, lxw_row_t(k + 1), 0, s.curves.first().points[k].months, nullptr);
            for (int c = 0; c < s.curves.size(); ++c)
                if (k < s.curves[c].points.size())
                    worksheet_write_number(cs, lxw_row_t(k + 1), lxw_col_t(c + 1),
                                           s.curves[c].points[k].cost.minor() / 100.0, money);
        }
        worksheet_freeze_panes(cs, 1, 1);
        worksheet_autofilter(cs, 0, 0, lxw_row_t(points), lxw_col_t(s.curves.size()));
    }
    const lxw_error e = workbook_close(book);
    if (e != LXW_NO_ERROR)
        return Status::failure(
            path, Tr::tr("cannot write the workbook: %1").arg(QString::fromUtf8(lxw_strerror(e))));
    QFile f(tmp);
    if (!f.open(QIODevice::ReadOnly))
        return Status::failure(path, f.errorString());
    return writeFileAtomically(path, f.readAll(), protectedFiles);
}

} // namespace gpuplan::report
