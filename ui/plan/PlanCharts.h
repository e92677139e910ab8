#pragma once

#include "report/PlanReport.h"

#include <QChartView>

namespace gpuplan {

// Memory per GPU of one configuration: the parts core computed, stacked, beside the card's memory.
class MemoryChart : public QChartView
{
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);
    void showConfiguration(const Configuration* c); // nullptr clears
    // The values shown, GiB, by part (tests compare them with core's breakdown).
    QList<QPair<QString, double>> values() const;

protected:
    void changeEvent(QEvent* event) override; // the text follows the font (zoom, presentation mode)
};

// Cumulative cost over calendar time under every rental term and for buying, for one configuration's GPUs;
// the budget as a line, the deadline marked. Values on hover; a legend click hides or shows a series.
class CostChart : public QChartView
{
    Q_OBJECT
public:
    explicit CostChart(QWidget* parent = nullptr);
    void showSummary(const report::PlanSummary* s); // nullptr clears
    // PNG or SVG by the file's suffix, written atomically.
    Status exportImage(const QString& path, const QStringList& protectedFiles = {});
    double unit() const { return m_unit; } // CNY per axis unit (MoneyAxis)

protected:
    void changeEvent(QEvent* event) override;       // the text follows the font (zoom, presentation mode)
    void resizeEvent(QResizeEvent* event) override; // the money axis takes the steps its height has room for

private:
    int moneySteps() const; // how many gridline labels the chart's height holds apart
    void placeMoneyAxis();  // core's money axis for the amounts shown, as many steps as there is room for

    double m_unit = 1000;
    double m_maxYuan = 0;
    Money::Scale m_scale = Money::Scale::Exact;
    int m_steps = 0; // of the axis shown; 0 = none
};

} // namespace gpuplan
