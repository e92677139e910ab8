#include "QuoteCompareDialog.h"

#include "ChartText.h"
#include "ScreenFit.h"
#include "catalog/GpuCatalog.h"
#include "planner/RuleChecks.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QCursor>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gpuplan {

namespace {
QChartView* barChart(const QString& title, const QStringList& categories, const QList<double>& values,
                     const QStringList& tips, const QColor& colour)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->legend()->hide();
    auto* set = new QBarSet(title);
    set->setColor(colour);
    for (double v : values)
        *set << v;
    auto* series = new QBarSeries;
    series->append(set);
    // The figure on each bar, not only in the tooltip: read from a projector, without a mouse (ux-3).
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(6);
    // Above the bar, on the chart's background: in the text's colour (the default is white, ux-4 P1-M5).
    set->setLabelColor(chart->titleBrush().color().isValid() && chart->titleBrush().style() != Qt::NoBrush
                           ? chart->titleBrush().color()
                           : QColor(0x1F, 0x29, 0x33));
    QObject::connect(series, &QBarSeries::hovered, chart, [tips](bool on, int index, QBarSet*) {
        if (on && index >= 0 && index < tips.size())
            QToolTip::showText(QCursor::pos(), tips[index]);
    });
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    double max = 0;
    for (double v : values)
        max = std::max(max, v);
    y->setRange(0, max > 0 ? max * 1.1 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    fitChartText(chart, QFont()); // figures and names whole, never "#4 北…" (ux-4 P1-M5)
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(240);
    return view;
}
} // namespace

QuoteCompareDialog::QuoteCompareDialog(const report::QuoteComparison& c, const GpuCatalog& catalog,
                                       QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("quoteCompareDialog"));
    setWindowTitle(tr("Compare %n quote(s)", nullptr, int(c.quotes.size())));
    QStringList categories, priceTips, totalTips;
    QList<double> prices, totals;
    for (const Quote& q : c.quotes) {
        categories << tr("#%1 %2").arg(q.id).arg(q.provider.left(14));
        prices << (q.normalised ? q.normalised->toMajorDouble() : 0);
        priceTips << tr("%1: %2 per GPU-hour, VAT excluded (quoted %3)")
                         .arg(q.provider, q.normalised ? q.normalised->toDisplayString() : tr("no figure"),
                              priceWithUnit(q.price.price, q.price.unit));
        const QuoteEvaluation* e = nullptr;
        for (const QuoteEvaluation& ev : c.evaluations)
            if (ev.quote.id == q.id)
                e = &ev;
        const bool runs = e && e->cost && e->verdict != QuoteVerdict::CannotRun;
        totals << (runs ? e->buyer->amount.toMajorDouble() : 0);
        totalTips << (runs ? tr("%1: %2 for the job (%3); %4")
                                 .arg(q.provider, buyerCostText(*e->buyer), e->buyer->basis,
                                      e->cost->explanation)
                           : tr("%1: %2").arg(q.provider, e ? e->reason : tr("no job to weigh")));
    }
    m_prices = barChart(tr("Price per GPU-hour, CNY, VAT excl."), categories, prices, priceTips,
                        QColor(0x20, 0x9F, 0xDF));
    m_prices->setObjectName(QStringLiteral("comparePricesChart"));
    m_totals = barChart(c.job.isEmpty() ? tr("The job's total (no job weighed)")
                                        : tr("Cost to you for %1, CNY").arg(c.job),
                        categories, totals, totalTips, QColor(0x99, 0xCA, 0x53));
    m_totals->setObjectName(QStringLiteral("compareTotalsChart"));

    // The checks of each quote, side by side: one row per check, one column per quote.
    QStringList checkIds;
    QList<QList<Check>> checks;
    for (const Quote& q : c.quotes) {
        const QList<Check> list = comparisonChecks(c, q, catalog);
        checks << list;
        for (const Check& k : list)
            if (!checkIds.contains(k.id))
                checkIds << k.id;
    }
    m_checks = new QTableWidget(int(checkIds.size()), int(c.quotes.size()), this);
    m_checks->setObjectName(QStringLiteral("compareChecksTable"));
    m_checks->setHorizontalHeaderLabels(categories);
    QStringList rowLabels;
    for (const QString& id : checkIds)
        rowLabels << checkLabel(id);
    m_checks->setVerticalHeaderLabels(rowLabels);
    m_checks->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int col = 0; col < checks.size(); ++col)
        for (const Check& k : checks[col]) {
            auto* item = new QTableWidgetItem(checkStatusLabel(k.status));
            item->setToolTip(k.message);
            if (k.status == CheckStatus::Fail)
                item->setForeground(QColor(0xB0, 0x00, 0x20));
            else if (k.status == CheckStatus::Warn)
                item->setForeground(QColor(0x9A, 0x6A, 0x00));
            m_checks->setItem(int(checkIds.indexOf(k.id)), col, item);
        }
    m_checks->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* price =
        buttons->addButton(tr("Price the plan with these quotes"), QDialogButtonBox::ActionRole);
    price->setObjectName(QStringLiteral("priceThePlanButton"));
    QList<qint64> ids;
    for (const Quote& q : c.quotes)
        ids << q.id;
    connect(price, &QPushButton::clicked, this, [this, ids] {
        emit priceThePlan(ids);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_prices);
    charts->addWidget(m_totals);
    auto* layout = new QVBoxLayout(this);
    if (c.evaluations.isEmpty())
        layout->addWidget(
            new QLabel(tr("Make a plan or an estimate to see each quote's total for the job."), this));
    layout->addLayout(charts);
    auto* checksTitle = new QLabel(comparisonChecksTitle(c), this);
    checksTitle->setObjectName(QStringLiteral("compareChecksTitle"));
    layout->addWidget(checksTitle);
    layout->addWidget(m_checks);
    layout->addWidget(buttons);
    fitToScreen(this, QSize(1100, 700));
}

QList<double> QuoteCompareDialog::normalisedBars() const
{
    QList<double> out;
    for (QAbstractSeries* s : m_prices->chart()->series())
        for (QBarSet* set : static_cast<QBarSeries*>(s)->barSets())
            for (int i = 0; i < set->count(); ++i)
                out << set->at(i);
    return out;
}

QList<double> QuoteCompareDialog::totalBars() const
{
    QList<double> out;
    for (QAbstractSeries* s : m_totals->chart()->series())
        for (QBarSet* set : static_cast<QBarSeries*>(s)->barSets())
            for (int i = 0; i < set->count(); ++i)
                out << set->at(i);
    return out;
}

} // namespace gpuplan
