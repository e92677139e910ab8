#include "PlanCharts.h"
#include "ChartText.h"

#include "cost/MoneyAxis.h"

#include "util/AtomicFile.h"
#include "util/Quantity.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QCategoryAxis>
#include <QCursor>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gpuplan {

namespace {
// Legend clicks hide and show their series; the marker stays, dimmed.
void makeLegendToggle(QChart* chart)
{
    for (QLegendMarker* m : chart->legend()->markers()) {
        QObject::connect(m, &QLegendMarker::clicked, chart, [m] {
            QAbstractSeries* s = m->series();
            if (!s)
                return;
            s->setVisible(!s->isVisible());
            m->setVisible(true);
            QColor c = m->labelBrush().color();
            c.setAlphaF(s->isVisible() ? 1.0 : 0.4);
            m->setLabelBrush(c);
        });
    }
}
void applyFont(QChart* chart, const QFont& base)
{
    fitChartText(chart, base);
}
} // namespace

void MemoryChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFont(chart(), font());
}

void CostChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        if (m_steps > 0 && moneySteps() != m_steps)
            placeMoneyAxis();
        applyFont(chart(), font());
    }
}

void CostChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    if (m_steps > 0 && moneySteps() != m_steps) {
        placeMoneyAxis();
        applyFont(chart(), font());
    }
}

int CostChart::moneySteps() const
{
    // The plot is the chart less its title, legend and the months' axis (about six lines of text); a label
    // needs about two lines of height to stand clear of the next.
    const int line = QFontMetrics(font()).height();
    return std::clamp((height() - 6 * line) / (2 * line), 2, 10);
}

void CostChart::placeMoneyAxis()
{
    // The axis is changed in place, never replaced: an axis swapped inside a resize left its labels drawn at
    // the old size beside the new ones (seen on a real X server at 150 %).
    QChart* ch = chart();
    auto* y = qobject_cast<QCategoryAxis*>(ch->axes(Qt::Vertical).value(0));
    if (!y) {
        y = new QCategoryAxis;
        y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        ch->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries* series : ch->series())
            series->attachAxis(y);
    }
    m_steps = moneySteps();
    const MoneyAxis axis = moneyAxis(m_maxYuan, m_scale, QLocale().language() == QLocale::Chinese, m_steps);
    y->setTitleText(axis.title());
    for (const QString& label : y->categoriesLabels())
        y->remove(label);
    y->setStartValue(0);
    for (double v = 0; v <= axis.top + axis.step * 1e-6; v += axis.step)
        y->append(axis.label(v), v);
    y->setRange(0, axis.top);
}

MemoryChart::MemoryChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    chart()->legend()->setAlignment(Qt::AlignRight);
    showConfiguration(nullptr);
}

void MemoryChart::showConfiguration(const Configuration* c)
{
    QChart* ch = chart();
    clearChart(ch);
    ch->setTitle(c ? tr("Memory per GPU — %1 × %2").arg(c->gpus()).arg(c->gpu->displayName())
                   : tr("Memory per GPU"));
    if (!c)
        return;
    const MemoryBreakdown& m = c->memory;
    auto* series = new QStackedBarSeries;
    const QList<QPair<QString, double>> parts{{tr("Weights"), m.weights},
                                              {tr("Gradients"), m.gradients},
                                              {tr("Optimizer states"), m.optimizer},
                                              {tr("Activations"), m.activations},
                                              {tr("KV cache"), m.kvCache},
                                              {tr("ZeRO-3 gathered layers"), m.gathered},
                                              {tr("Framework overhead"), m.overhead}};
    for (const auto& [name, bytes] : parts) {
        if (bytes <= 0)
            continue;
        auto* set = new QBarSet(name);
        *set << bytes / Quantity::kGiB << 0;
        series->append(set);
    }
    auto* capacity = new QBarSet(tr("GPU memory"));
    *capacity << 0 << m.capacity / Quantity::kGiB;
    capacity->setColor(QColor(0xB0, 0xB0, 0xB0));
    series->append(capacity);
    connect(series, &QStackedBarSeries::hovered, this, [](bool on, int, QBarSet* set) {
        if (on)
            QToolTip::showText(
                QCursor::pos(),
                tr("%1: %2 GiB").arg(set->label(), QLocale().toString(set->at(0) + set->at(1), 'f', 1)));
    });
    ch->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append({tr("Needed"), tr("Card")});
    auto* y = new QValueAxis;
    y->setTitleText(tr("GiB"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0, std::max(m.total(), m.capacity) / Quantity::kGiB * 1.1);
    y->applyNiceNumbers();
    ch->addAxis(x, Qt::AlignBottom);
    ch->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    makeLegendToggle(ch);
    applyFont(ch, font());
}

QList<QPair<QString, double>> MemoryChart::values() const
{
    QList<QPair<QString, double>> out;
    for (QAbstractSeries* s : chart()->series())
        if (auto* bars = qobject_cast<QStackedBarSeries*>(s))
            for (QBarSet* set : bars->barSets())
                out.append({set->label(), set->at(0) + set->at(1)});
    return out;
}

CostChart::CostChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("costChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(260);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    showSummary(nullptr);
}

namespace {
// When the job ends: the band of its time (the fast and the slow end the published runs allow).
void addRunBand(QChart* ch, const report::PlanSummary& s, double maxY)
{
    if (s.costOf >= 0 && s.costOf < s.result.configurations.size() && s.hoursPerMonth > 0) {
        const TimeEstimate& t = s.result.configurations[s.costOf].time;
        if (t.wallHoursLow > 0 && t.wallHoursHigh > t.wallHoursLow) {
            auto* upper = new QLineSeries(ch);
            auto* lower = new QLineSeries(ch);
            const double x0 = t.wallHoursLow / s.hoursPerMonth, x1 = t.wallHoursHigh / s.hoursPerMonth;
            upper->append(x0, maxY * 1.05);
            upper->append(x1, maxY * 1.05);
            lower->append(x0, 0);
            lower->append(x1, 0);
            auto* band = new QAreaSeries(upper, lower);
            upper->setParent(band); // the area series does not own its edges
            lower->setParent(band);
            band->setObjectName(QStringLiteral("runBandSeries"));
            band->setName(CostChart::tr("Job ends: %1")
                              .arg(durationWithBand(t.wallHours, t.wallHoursLow, t.wallHoursHigh)));
            band->setColor(QColor(0x15, 0x65, 0xC0, 60));
            band->setBorderColor(QColor(0x15, 0x65, 0xC0, 120));
            ch->addSeries(band);
        }
    }
}
} // namespace

void CostChart::showSummary(const report::PlanSummary* s)
{
    QChart* ch = chart();
    clearChart(ch);
    m_steps = 0;
    ch->setTitle(tr("Cumulative cost over time"));
    if (!s || s->curves.isEmpty())
        return;
    // The axis by core's rule for the money-scale setting (the PDF's too); the tooltips give exact yuan.
    double maxYuan = s->constraints.budget ? s->constraints.budget->toMajorDouble() * 1.1 : 0;
    for (const CostCurve& c : s->curves)
        for (const CurvePoint& p : c.points)
            maxYuan = std::max(maxYuan, p.cost.toMajorDouble());
    m_maxYuan = maxYuan;
    m_scale = s->moneyScale;
    m_unit = moneyAxis(maxYuan, s->moneyScale, QLocale().language() == QLocale::Chinese).unit;
    double maxY = 0;
    for (const CostCurve& c : s->curves) {
        auto* line = new QLineSeries;
        line->setName(rentalTermShortLabel(c.term));
        for (const CurvePoint& p : c.points) {
            line->append(p.months, p.cost.toMajorDouble() / m_unit);
            maxY = std::max(maxY, p.cost.toMajorDouble() / m_unit);
        }
        connect(line, &QLineSeries::hovered, this, [this, c](const QPointF& point, bool on) {
            if (!on)
                return;
            // The nearest computed point, shown with its exact amount from core.
            const CurvePoint* best = nullptr;
            for (const CurvePoint& p : c.points)
                if (!best || std::abs(p.months - point.x()) < std::abs(best->months - point.x()))
                    best = &p;
            if (best)
                QToolTip::showText(QCursor::pos(),
                                   tr("%1 · month %2: %3")
                                       .arg(rentalTermShortLabel(c.term))
                                       .arg(QLocale().toString(best->months, 'f', 1))
                                       .arg(best->cost.toDisplayString()),
                                   this);
        });
        ch->addSeries(line);
    }
    const double horizon = s->horizonMonths;
    if (s->constraints.budget) {
        auto* budget = new QLineSeries;
        budget->setObjectName(QStringLiteral("budgetSeries"));
        budget->setName(tr("Budget %1").arg(s->constraints.budget->toDisplayString()));
        const double y = s->constraints.budget->toMajorDouble() / m_unit;
        budget->append(0, y);
        budget->append(horizon, y);
        QPen pen(QColor(0xC6, 0x28, 0x28), 2, Qt::DashLine);
        budget->setPen(pen);
        maxY = std::max(maxY, y);
        ch->addSeries(budget);
    }
    addRunBand(ch, *s, maxY);
    if (s->constraints.deadlineHours > 0) {
        auto* deadline = new QLineSeries;
        deadline->setObjectName(QStringLiteral("deadlineSeries"));
        const double x = s->constraints.deadlineHours / s->hoursPerMonth;
        deadline->setName(
            tr("Deadline (%1 d)").arg(QLocale().toString(s->constraints.deadlineHours / 24, 'f', 0)));
        deadline->append(x, 0);
        deadline->append(x, maxY * 1.05);
        deadline->setPen(QPen(QColor(0x55, 0x55, 0x55), 2, Qt::DotLine));
        ch->addSeries(deadline);
    }
    auto* x = new QValueAxis;
    x->setTitleText(tr("Months"));
    x->setRange(0, horizon);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTickCount(std::min(13, int(horizon) + 1));
    ch->addAxis(x, Qt::AlignBottom);
    for (QAbstractSeries* series : ch->series())
        series->attachAxis(x);
    placeMoneyAxis();
    makeLegendToggle(ch);
    applyFont(ch, font());
}

Status CostChart::exportImage(const QString& path, const QStringList& protectedFiles)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size());
        svg.setViewBox(rect());
        svg.setTitle(chart()->title());
        QPainter painter(&svg);
        render(&painter);
        painter.end();
    } else if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        if (!grab().save(&buffer, "PNG"))
            return Status(Error(tr("the chart could not be drawn as PNG")));
    } else {
        return Status(Error(tr("give a file name ending in .png or .svg"), path));
    }
    return writeFileAtomically(path, bytes, protectedFiles);
}

} // namespace gpuplan
