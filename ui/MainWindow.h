#pragma once

#include <QMainWindow>

#include "service/PlanService.h"

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QDialog;
class QLabel;
class QTabWidget;
class QToolBar;
class QUndoGroup;

namespace gpuplan {

class Database;
class Session;
class EstimatePage;
class QuotesPage;
class ChecklistsPage;
class CatalogPage;
class ServingPage;
class TendersPage;
class ContractsPage;
class PlanPage;
class SettingsDialog;
class PlanWizard;

// The main window: the plan (its inputs, configurations, cost over time), a quick estimate, the quotes on
// the desk, each quote's contract and acceptance checklists, and the GPU catalog; the plan's file life cycle
// is in MainWindowPlans.cpp.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const QString& databasePath, QWidget* parent = nullptr);
    ~MainWindow() override;

    void switchLanguage(const QString& locale); // "zh_CN" or "en"
    // File → Connect to team database…: asks for a postgresql:// address (or takes `address`), tries it, and
    // opens a window on it in place of this one (remembered as the database used last); a wrong address or an
    // unreachable server leaves this window as it is, with the reason.
    void connectTeamDatabase(const QString& address = QString());
    // File → Export PDF… / Export to Excel… / Print…: the current page's document — the plan summary of the
    // quick estimate's workload, the quotes shown side by side, or the quote's checklists.
    void exportPdf();
    void exportXlsx();
    void print();
    // View: zoom (Ctrl++, Ctrl+−, Ctrl+0; remembered) and presentation mode (larger type, internal fields
    // hidden; F11; full screen, the whole screen being the slide, and the window restored as it was after).
    void zoom(int steps); // 0 resets
    void setPresentation(bool on);
    double zoomFactor() const;
    // File: plans. New plan opens the wizard; plans are files (.gpuplan) the CLI reads too.
    void newPlan();
    // Edit → Settings…: region, hours per month, money scale, tax status; the plan and quotes follow.
    void editSettings();
    // File → Save quote template…: a CSV with every column and an example row, to fill in and import.
    void saveQuoteTemplate();
    // Help → User guide (F1), in the language of the moment.
    void showGuide();
    void showChecklistsOfSelectedQuote();
    void setSettingsDriver(std::function<void(SettingsDialog&)> driver)
    {
        m_settingsDriver = std::move(driver);
    }
    bool openPlan(const QString& path = QString());
    // A file handed to the program (the file manager, `gpu-rental-planner FILE`): a plan is opened, a quote
    // CSV previewed for import, an acceptance report checked against its quote (core's classifyInputFile
    // decides).
    void openFile(const QString& path);
    bool savePlan(bool askName);
    void duplicatePlan();
    QDialog* comparePlans(const QString& path = QString()); // the two plans side by side
    QStringList recentPlans() const;
    QString planPath() const;
    bool planModified() const;
    // Before unsaved changes to the plan would go (quit, New plan, Open): Save / Discard / Cancel. Returns
    // whether to go on.
    bool maybeSavePlan();
    // Tests: drives the wizard New plan opens (no nested event loop); returns whether it was finished.
    void setWizardDriver(std::function<bool(PlanWizard&)> driver) { m_wizardDriver = std::move(driver); }
    PlanPage* planPage() const { return m_plan; }
    EstimatePage* estimatePage() const { return m_estimate; }
    QuotesPage* quotesPage() const { return m_quotes; }
    ChecklistsPage* checklistsPage() const { return m_checklists; }
    CatalogPage* catalogPage() const { return m_catalog; }
    ServingPage* servingPage() const { return m_serving; }
    TendersPage* tendersPage() const { return m_tenders; }
    ContractsPage* contractsPage() const { return m_contracts; }
    Session* session() const { return m_session; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void addDatabaseActions();
    void openSession(const QString& databasePath); // the window's Session, handed to every page
    void showDatabaseStatus();                     // the status bar: which database, read-only and why
    void watchDatabase();                          // others' changes read again (file or team database)
    void retranslate();
    void updateTitle();
    void rememberPlan(const QString& path);
    void fillRecentPlans();
    void connectQuoteJob(); // one job for the plan and the quotes, shown and edited on both pages
    bool runWizardForTest(PlanWizard& wizard);
    std::optional<PlanSummary> planSummary();

    Session* m_session = nullptr; // what this window knows: its database, catalog, prices, settings
    Database* m_db = nullptr;     // the session's database (null when none could be opened)
    std::shared_ptr<PlanAnswer> m_summaryAnswer; // the last plan summary's answer (its catalog with it)
    QUndoGroup* m_undoGroup = nullptr;           // the plan's inputs and the quotes: the current area's
    QTabWidget* m_tabs;
    PlanPage* m_plan = nullptr;
    PlanWizard* m_wizard = nullptr;
    std::function<bool(PlanWizard&)> m_wizardDriver;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_databaseLabel = nullptr;
    QLabel* m_languageLabel = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_newPlan = nullptr;
    QAction* m_openPlan = nullptr;
    QAction* m_savePlan = nullptr;
    QAction* m_savePlanAs = nullptr;
    QAction* m_duplicatePlan = nullptr;
    QAction* m_comparePlans = nullptr;
    QAction* m_connectTeam = nullptr;
    QAction* m_importQuotes = nullptr;
    QList<QAction*> m_areaActions;
    EstimatePage* m_estimate;
    QuotesPage* m_quotes;
    ChecklistsPage* m_checklists;
    CatalogPage* m_catalog;
    ServingPage* m_serving;
    TendersPage* m_tenders;
    ContractsPage* m_contracts = nullptr; // made with the session (issue 59: pages take it when made)
    QMenu* m_fileMenu;
    QMenu* m_viewMenu;
    QMenu* m_editMenu;
    void updateUndoTexts(); // Edit → Undo/Redo in the language of the moment
    QAction* m_undoAction;
    QAction* m_redoAction;
    QMenu* m_languageMenu;
    QMenu* m_helpMenu;
    QAction* m_quit;
    QAction* m_exportPdf;
    QAction* m_exportXlsx;
    QAction* m_print;
    QAction* m_chinese;
    QAction* m_english;
    QAction* m_about;
    QAction* m_settingsAction = nullptr;
    QAction* m_quoteTemplate = nullptr;
    QAction* m_guide = nullptr;
    bool m_wasMaximized = false; // before presentation mode
    std::function<void(SettingsDialog&)> m_settingsDriver;
    QAction* m_zoomIn;
    QAction* m_zoomOut;
    QAction* m_zoomReset;
    QAction* m_presentationAction;
    int m_zoomSteps = 0;
    bool m_presentation = false;
    double m_baseFontSize = 0;
    void applyFont();
};

} // namespace gpuplan
