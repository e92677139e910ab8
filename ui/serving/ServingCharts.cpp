// The Serving area's charts of one option: what 1M output tokens cost as the load changes, and the replicas
// of each hour of the day.
#include "ServingPage.h"

#include "ChartText.h"
#include "Session.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChartView>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace gpuplan {

// What 1M output tokens cost as the load changes, the planned load marked: the price of spare capacity at
// low load, and where another replica is needed (issue 37).
void ServingPage::showLoadCost(int option)
{
    QChart* chart = m_loadCost->chart();
    const ServingOption& o = m_answer->options[option];
    // The configuration is the one selected in the table; the title stays short enough for a projector.
    chart->setTitle(tr("Cost per 1M tokens by load"));
    chart->setToolTip(tr("%1 × %2").arg(o.replica.gpus).arg(o.replica.gpu->displayName()));
    chart->legend()->hide(); // one line, and the planned load dashed, as the axis says
    const QList<ServingLoadCost> points = servingCostByLoad(*m_answer, option, m_session->data());
    if (points.isEmpty())
        return;
    auto* cost = new QLineSeries;
    cost->setName(tr("cost per 1M output tokens"));
    double most = 0;
    for (const ServingLoadCost& p : points) {
        cost->append(p.loadShare * 100, p.costPerMillionOutput);
        most = std::max(most, p.costPerMillionOutput);
    }
    chart->addSeries(cost);
    auto* planned = new QLineSeries;
    planned->setName(tr("the planned load"));
    planned->append(100, 0);
    planned->append(100, most * 1.1);
    planned->setPen(QPen(Qt::darkGray, 1.5, Qt::DashLine));
    chart->addSeries(planned);
    auto* x = new QValueAxis;
    x->setTitleText(tr("% of the planned load"));
    x->setRange(0, 200);
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto* y = new QValueAxis;
    y->setTitleText(tr("CNY per 1M tokens"));
    y->setRange(0, most > 0 ? most * 1.1 : 1);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    fitChartText(chart, font(), 1.0);
}

// A day of the option: replicas each hour, the reserved base and the pay-as-you-go part stacked.
void ServingPage::showDay(const ServingOption& o)
{
    QChart* day = m_day->chart();
    day->setTitle(tr("Replicas hour by hour: %1 × %2").arg(o.replica.gpus).arg(o.replica.gpu->name));
    auto* reserved = new QBarSet(tr("reserved base"));
    auto* pay = new QBarSet(tr("pay-as-you-go"));
    int most = 1;
    for (int h = 0; h < 24; ++h) {
        const int n = o.mix.replicasByHour[size_t(h)];
        const int base = o.mix.priced ? std::min(n, o.mix.reservedReplicas) : n;
        *reserved << base;
        *pay << (n - base);
        most = std::max(most, n);
    }
    auto* bars = new QStackedBarSeries;
    bars->append(reserved);
    bars->append(pay);
    day->addSeries(bars);
    // Hours as values (bars stand at 0 … 23), named every six hours.
    auto* hx = new QCategoryAxis;
    hx->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int h : {0, 6, 12, 18, 23})
        hx->append(QString::number(h), h);
    hx->setRange(-0.5, 23.5);

    auto* hy = new QValueAxis;
    hy->setRange(0, most + 1);
    hy->setLabelFormat(QStringLiteral("%d"));
    hy->setTickType(QValueAxis::TicksDynamic); // whole replicas
    hy->setTickAnchor(0);
    hy->setTickInterval(std::max(1, (most + 1) / 6));
    hy->setTitleText(tr("replicas"));
    day->addAxis(hx, Qt::AlignBottom);
    day->addAxis(hy, Qt::AlignLeft);
    bars->attachAxis(hx);
    bars->attachAxis(hy);
    fitChartText(day, font(), 1.0);
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    hx->setLabelsFont(small);
}

} // namespace gpuplan
