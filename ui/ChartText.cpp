#include "ChartText.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>

#include <algorithm>

namespace gpuplan {

void fitChartText(QChart* chart, const QFont& base, double labelScale)
{
    QFont title = base;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(base);
    QFont labels = base;
    labels.setPointSizeF(std::max(6.0, base.pointSizeF() * labelScale));
    for (QAbstractAxis* a : chart->axes()) {
        a->setLabelsFont(labels);
        a->setTitleFont(base);
        a->setTruncateLabels(false);
    }
    // The legend and the axes measured again at the new size, not at the one they were first laid out with
    // (ux-4: the legend cut to "预…" until the plan was reopened).
    if (chart->layout())
        chart->layout()->invalidate();
}

void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    // removeAxis hands the axis back without deleting it, and its labels, grid lines and shades stayed in
    // the scene: a plan page edited 100 times painted 7,000 stale items, 200 ms a repaint.
    for (QAbstractAxis* a : chart->axes()) {
        chart->removeAxis(a);
        delete a;
    }
}

} // namespace gpuplan
