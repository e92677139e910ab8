#pragma once

#include "report/Reports.h"

#include <QDialog>

class QChartView;
class QTableWidget;

namespace gpuplan {

class GpuCatalog;

// Several quotes side by side: their price per GPU-hour (VAT excluded, normalised by core) and this job's
// total under each as bar charts, and the seeds' checks of each quote in columns. "Price the plan with these
// quotes" hands their ids to the plan.
class QuoteCompareDialog : public QDialog
{
    Q_OBJECT
public:
    // The checks shown are the quotes page's and the comparison PDF's (checkQuote, for training on the
    // servers offered), so the three give one verdict per quote.
    QuoteCompareDialog(const report::QuoteComparison& comparison, const GpuCatalog& catalog,
                       QWidget* parent = nullptr);
    // The figures drawn, for tests: normalised price and job total (CNY, VAT excluded; 0 = cannot run).
    QList<double> normalisedBars() const;
    QList<double> totalBars() const;

signals:
    void priceThePlan(const QList<qint64>& quoteIds);

private:
    QChartView* m_prices;
    QChartView* m_totals;
    QTableWidget* m_checks;
};

} // namespace gpuplan
