#pragma once

#include "catalog/GpuCatalog.h"
#include "planner/QuoteRanking.h"
#include "quotes/QuoteIndex.h"
#include "quotes/QuoteTableModel.h"
#include "report/Reports.h"
#include "serving/ServingPlan.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;
class QUndoStack;

namespace gpuplan {

class Database;
class Session;
class QuoteDialog;
class QuoteJobEditor;
class ImportPreviewDialog;
class QuoteCompareDialog;

// The quotes on the desk: filter (in memory), sort, the checks of the selected quote; CSV import and export;
// deleting the demo set.
class QuotesPage : public QWidget
{
    Q_OBJECT
public:
    explicit QuotesPage(QWidget* parent = nullptr);
    ~QuotesPage() override;
    // The window's session: its database, catalog and settings; the page reads again when they change.
    void setSession(Session* session);
    Session* session() const { return m_session; }
    void reload();
    void retranslate();
    QuoteTableModel* model() const { return m_model; }

    void importCsv();                        // asks for the file
    void importCsvFile(const QString& path); // previews the file's quotes; nothing is written unless accepted
    void exportCsv();
    void deleteDemo();
    // The quotes shown (filtered, in the table's order) side by side, weighed for the job when there is one.
    void exportComparisonPdf();
    void exportComparisonXlsx();
    void printComparison();
    // Presentation mode (a projector in a customer meeting): internal fields — contacts, notes — are hidden.
    void setPresentation(bool on);
    // Add (a dialog checked like an import) and delete (with confirmation), both undoable.
    void addQuote();
    void deleteSelected();
    // Edit the selected quote in the add dialog (double-click or Enter); undoable.
    void editSelected();
    void editQuoteNow(const Quote& before, const Quote& after);
    // Tests: answers the quote dialog instead of a user (returns whether OK was pressed).
    // Tests: answers the import preview (returns whether Import was pressed), and cancels the import's
    // progress when `cancel(rowsWritten)` returns true.
    void setImportDrivers(std::function<bool(ImportPreviewDialog&)> preview, std::function<bool(int)> cancel)
    {
        m_previewDriver = std::move(preview);
        m_importCancel = std::move(cancel);
    }
    void setDialogDriver(std::function<bool(QuoteDialog&)> driver) { m_dialogDriver = std::move(driver); }
    void addQuoteNow(const Quote& quote); // what the dialog's OK does
    QUndoStack* undoStack() const { return m_undo; }

    // The job to weigh the quotes for (the quick estimate's): each quote's total under its own terms and
    // whether it can run the job, from core's rankQuotes. Weighed when the page is shown.
    void setJob(const QuoteJob& job, bool fromPlan = false); // the plan's job or the quick estimate's
    // The Serving area's question (none while one of its fields is wrong). With "Weigh for" on the service,
    // the job's columns show a month of the service under each quote and its verdict (core's
    // rankQuotesForServing), and the comparison (PDF, Excel, print) is weighed for it (weighForServing).
    void setService(const std::optional<ServingRequest>& request);
    void setWeighForService(bool on);
    bool weighsForService() const;
    QuoteJobEditor* jobEditor() const { return m_jobEditor; } // the job's five fields, shown and edited here
    double lastApplyMs() const { return m_lastApplyMs; }      // the GUI thread's share of the last load
    static constexpr int kLoadInBackgroundAbove = 5000;       // quotes; fewer load at once

    // The quotes selected (several with Ctrl/Shift+click), compared in a dialog with charts.
    QList<Quote> selectedQuotes() const;
    qint64 currentQuoteId() const;              // the quote of the current row (0: none)
    bool refusedReadOnly(const QString& title); // says why changes are refused; true when they are
    void reselect(qint64 id);                   // that quote selected again, else the first row
    void compareSelected();
    void showHistory(); // of the selected quote: its terms (and, on request, its checklist items)
    void setHistoryDriver(std::function<void(class HistoryDialog&)> driver)
    {
        m_historyDriver = std::move(driver);
    }
    void setCompareDriver(std::function<void(QuoteCompareDialog&)> driver)
    {
        m_compareDriver = std::move(driver);
    }

signals:
    void priceThePlan(const QList<qint64>& quoteIds); // from the comparison: price the plan with these
    void loaded(); // the quotes are in the table (at once, or after a background load)

protected:
    void showEvent(QShowEvent* event) override;

private:
    void weigh();
    void applyFilter();
    void showDetails();

    Database* m_db = nullptr;
    Session* m_session = nullptr;
    std::shared_ptr<const GpuCatalog> m_catalog; // the session's, as last read
    std::unique_ptr<QuoteIndex> m_index;
    QuoteTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_details;
    QLabel* m_summary;
    QLabel* m_jobLabel;
    QuoteJobEditor* m_jobEditor;
    QLabel* m_weighForLabel;
    QComboBox* m_weighFor; // the plan's job or the Serving area's service
    std::optional<ServingRequest> m_service;
    std::optional<QuoteJob> m_job;
    bool m_jobDirty = false;
    QComboBox* m_gpuFilter;
    QLineEdit* m_providerFilter;
    QCheckBox* m_validToday;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_deleteDemo;
    QPushButton* m_comparePdf;
    QPushButton* m_compareXlsx;
    QPushButton* m_printCompare;
    bool m_presentation = false;
    QUndoStack* m_undo;
    QProgressBar* m_loading;
    QPushButton* m_compareSelected;
    int m_loadGeneration = 0;
    double m_lastApplyMs = 0;
    void apply(std::shared_ptr<const GpuCatalog> catalog, QList<Quote> quotes);
    QPushButton* m_add;
    QPushButton* m_delete;
    QPushButton* m_edit;
    QPushButton* m_history;
    std::function<bool(QuoteDialog&)> m_dialogDriver;
    std::function<bool(ImportPreviewDialog&)> m_previewDriver;
    std::function<bool(int)> m_importCancel;
    std::function<void(QuoteCompareDialog&)> m_compareDriver;
    std::function<void(class HistoryDialog&)> m_historyDriver;
    bool m_jobFromPlan = false;
    Result<report::QuoteComparison> comparison(const QList<Quote>* only = nullptr) const;
};

} // namespace gpuplan
