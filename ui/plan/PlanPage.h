#pragma once

#include "planner/PlanRequest.h"
#include "planner/QuoteRanking.h"
#include "report/PlanReport.h"

#include <QElapsedTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;

namespace gpuplan {

class ConfigurationModel;
class CostChart;
class Database;
class MemoryChart;
class PlanInputs;

// The plan: its inputs in a side panel, and core's answer — the configurations that can run the job (a
// sortable table with the seeds' checks and the Pareto marks), cost over time under every term with the
// budget and deadline, memory per GPU, and the details behind every figure, for the configuration selected.
// Any input change updates everything at once.
class PlanPage : public QWidget
{
    Q_OBJECT
public:
    // Without `inputsPanel` the page shows only the results (the wizard's last page).
    explicit PlanPage(Database* db, QWidget* parent = nullptr, bool inputsPanel = true);
    ~PlanPage() override;

    void setRequest(const PlanRequest& request); // shows it and plans it
    Result<PlanRequest> request();
    void recompute();
    void reloadCatalog(); // after the user added or corrected a GPU
    void retranslate();
    // The plan as core computed it for the configuration selected (nullopt while the inputs are invalid).
    const std::optional<report::PlanSummary>& summary() const { return m_summary; }
    const GpuCatalog& catalog() const { return *m_catalog; }
    int selectedConfiguration() const { return m_selected; } // in core's order
    void selectConfiguration(int index);
    double lastUpdateMs() const { return m_lastUpdateMs; }
    Status exportChart(const QString& path, const QStringList& protectedFiles = {});
    PlanInputs* inputs() const { return m_inputs; }
    CostChart* costChart() const { return m_costChart; }
    MemoryChart* memoryChart() const { return m_memoryChart; }
    QString headline() const;

signals:
    void planChanged();                // the inputs changed (the window marks the plan modified)
    void planned(const QuoteJob& job); // planned again: the quotes page weighs its quotes for this job

private:
    void showSelected();
    QString detailsHtml() const;

    Database* m_db;
    std::unique_ptr<GpuCatalog> m_catalog;
    std::unique_ptr<ReferencePrices> m_prices;
    FxTable m_fx;
    Conventions m_conventions;
    std::unique_ptr<PriceNormaliser> m_normaliser;
    PlanInputs* m_inputs;
    QTimer* m_debounce;
    QLabel* m_headline;
    QTableView* m_table;
    ConfigurationModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTabWidget* m_tabs;
    CostChart* m_costChart;
    QLabel* m_statements;
    QPushButton* m_exportChart;
    MemoryChart* m_memoryChart;
    QTextBrowser* m_details;
    QWidget* m_sectionBoxes[3];
    std::optional<PlanRequest> m_request;
    std::optional<Scenario> m_scenario;
    std::optional<MatchResult> m_result;
    std::optional<report::PlanSummary> m_summary;
    std::optional<Error> m_error;
    int m_selected = 0;
    double m_lastUpdateMs = 0;
};

} // namespace gpuplan
