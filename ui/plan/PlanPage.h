#pragma once

#include "planner/PlanRequest.h"
#include "planner/QuoteRanking.h"
#include "service/PlanService.h"

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
class PlanDocument;
class PlanInputs;

// The plan: its inputs in a side panel, and core's answer — the configurations that can run the job (a
// sortable table with the seeds' checks and the Pareto marks), cost over time under every term with the
// budget and deadline, memory per GPU, and the details behind every figure, for the configuration selected.
// Any input change updates everything at once.
class PlanPage : public QWidget
{
    Q_OBJECT
public:
    // The service is the window's Session's (its catalog, prices and settings); `db` gives the stored quotes.
    // Without `inputsPanel` the page shows only the results (the wizard's last page).
    PlanPage(Database* db, std::shared_ptr<const PlanService> service, QWidget* parent = nullptr,
             bool inputsPanel = true);
    ~PlanPage() override;

    PlanDocument* document() const { return m_document; }
    // A new or opened plan (path empty: an untitled plan, unsaved work): shown, planned, its history started
    // afresh.
    void setRequest(const PlanRequest& request, const QString& path = QString(),
                    const std::optional<PlanAnswer>& answer = std::nullopt);
    // The request as the form shows it, or the form's problem.
    Result<PlanRequest> request();
    void recompute(); // reads the form: an edit of the plan (undoable), planned at once
    // The session read its data again (a GPU added or corrected, a price, a setting): planned again with it.
    void setService(std::shared_ptr<const PlanService> service);
    void retranslate();
    // The plan as core computed it for the configuration selected (null while the inputs are invalid).
    const PlanSummary* summary() const;
    const GpuCatalog& catalog() const;
    int selectedConfiguration() const; // in core's order
    void selectConfiguration(int index);
    double lastUpdateMs() const { return m_lastUpdateMs; }
    Status exportChart(const QString& path, const QStringList& protectedFiles = {});
    PlanInputs* inputs() const { return m_inputs; }
    CostChart* costChart() const { return m_costChart; }
    MemoryChart* memoryChart() const { return m_memoryChart; }
    QString headline() const;
    // Presentation mode (projector): the table keeps the columns a customer asks first — GPU, GPUs, memory
    // per GPU, time and cost — so they stay on screen (ux-4 P2-M5); the others come back when it ends.
    void setPresentation(bool on);

signals:
    void planned(const QuoteJob& job); // planned again: the quotes page weighs its quotes for this job

private:
    void showAnswer();
    QString detailsHtml() const;

    Database* m_db;
    PlanDocument* m_document;
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
    std::optional<Error> m_formError; // the form's problem, while it has one
    int m_shownGeneration = -1;       // the document's plan the table shows
    bool m_shownSummary = false;
    double m_lastUpdateMs = 0;
};

} // namespace gpuplan
