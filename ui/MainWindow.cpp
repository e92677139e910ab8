#include "MainWindow.h"

#include "Dialogs.h"
#include "ScreenFit.h"
#include "Session.h"
#include "SettingsDialog.h"
#include "ShortcutsFirst.h"
#include "TeamPasswords.h"
#include "UiSettings.h"
#include "UserGuide.h"
#include "WheelGuard.h"
#include "catalog/CatalogPage.h"
#include "checklists/ChecklistsPage.h"
#include "contracts/ContractsPage.h"
#include "estimate/EstimatePage.h"
#include "files/DataSources.h"
#include "files/InputFile.h"
#include "plan/PlanDocument.h"
#include "plan/PlanInputs.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "planner/Planning.h"
#include "quotes/QuoteCsv.h"
#include "quotes/QuotesPage.h"
#include "report/PlanReport.h"
#include "serving/ServingPage.h"
#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "tenders/JobSource.h"
#include "tenders/TendersPage.h"
#include "util/AtomicFile.h"
#include "util/Language.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDate>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

#include <memory>

namespace gpuplan {

namespace {
// An action with the name tests and the accessibility tree find it by.
QAction* named(QAction* action, const char* name)
{
    action->setObjectName(QLatin1String(name));
    return action;
}
} // namespace

MainWindow::MainWindow(const QString& databasePath, QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_estimate(new EstimatePage(this)),
      m_quotes(new QuotesPage(this)), m_checklists(new ChecklistsPage(this)),
      m_catalog(new CatalogPage(this)), m_serving(new ServingPage(this)), m_tenders(new TendersPage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install(); // the wheel scrolls panels; it changes a field only when the field has the focus
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(m_quotes, QString());
    m_tabs->addTab(m_checklists, QString());
    m_tabs->addTab(m_catalog, QString());
    m_tabs->addTab(m_estimate, QString());
    m_tabs->addTab(m_serving, QString());
    m_tabs->addTab(m_tenders, QString());
    // An approved award puts a quote with its checklists on the desk: the quotes page reads it.
    connect(m_tenders, &TendersPage::quoteAwarded, this, [this] { m_quotes->reload(); });
    // The checklists page offers the quotes the quotes page has read (after an import, an edit, a deletion),
    // and reads the chosen quote's checklists again when shown (the command line may have changed them).
    connect(m_quotes, &QuotesPage::loaded, this,
            [this] { m_checklists->setQuotes(m_quotes->model()->quotes()); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_checklists)
            showChecklistsOfSelectedQuote();
    });
    setCentralWidget(m_tabs);

    m_fileMenu = menuBar()->addMenu(QString());
    m_newPlan = named(m_fileMenu->addAction(QString(), this, &MainWindow::newPlan), "actionNewPlan");
    m_newPlan->setShortcut(QKeySequence::New);
    m_newPlan->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    m_openPlan = named(m_fileMenu->addAction(QString(), this, [this] { openPlan(); }), "actionOpenPlan");
    m_openPlan->setShortcut(QKeySequence::Open);
    m_openPlan->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentPlansMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentPlans);
    m_savePlan = named(m_fileMenu->addAction(QString(), this, [this] { savePlan(false); }), "actionSavePlan");
    m_savePlan->setShortcut(QKeySequence::Save);
    m_savePlan->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_savePlanAs =
        named(m_fileMenu->addAction(QString(), this, [this] { savePlan(true); }), "actionSavePlanAs");
    m_savePlanAs->setShortcut(QKeySequence::SaveAs);
    m_duplicatePlan =
        named(m_fileMenu->addAction(QString(), this, &MainWindow::duplicatePlan), "actionDuplicatePlan");
    m_comparePlans =
        named(m_fileMenu->addAction(QString(), this, [this] { comparePlans(); }), "actionComparePlans");
    m_fileMenu->addSeparator();
    m_importQuotes = m_fileMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_quotes);
        m_quotes->importCsv();
    });
    m_importQuotes->setObjectName(QStringLiteral("actionImportQuotes"));
    m_importQuotes->setShortcut(QKeySequence(QStringLiteral("Ctrl+I")));
    m_quoteTemplate = m_fileMenu->addAction(QString(), this, &MainWindow::saveQuoteTemplate);
    addDatabaseActions();
    m_fileMenu->addSeparator();
    m_exportPdf = named(m_fileMenu->addAction(QString(), this, &MainWindow::exportPdf), "actionExportPdf");
    m_exportPdf->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    m_exportXlsx = named(m_fileMenu->addAction(QString(), this, &MainWindow::exportXlsx), "actionExportXlsx");
    m_print = named(m_fileMenu->addAction(QString(), this, &MainWindow::print), "actionPrint");
    m_print->setShortcut(QKeySequence::Print);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    m_editMenu = menuBar()->addMenu(QString());
    // Our own actions over the undo stack of the area shown — the plan's inputs on the plan area, the quotes
    // elsewhere — not QUndoGroup::createUndoAction, whose text is fixed in the language it was made in: their
    // text follows a language switch.
    m_undoGroup = new QUndoGroup(this);
    m_undoGroup->addStack(m_quotes->undoStack());
    m_undoGroup->setActiveStack(m_quotes->undoStack());
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setEnabled(m_undoGroup->canUndo());
    connect(m_undoAction, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setEnabled(m_undoGroup->canRedo());
    connect(m_redoAction, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_settingsAction = m_editMenu->addAction(QString(), this, &MainWindow::editSettings);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    auto* group = new QActionGroup(this);
    m_chinese = m_languageMenu->addAction(QStringLiteral("中文"));
    m_english = m_languageMenu->addAction(QStringLiteral("English"));
    for (QAction* a : {m_chinese, m_english}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    m_chinese->setObjectName(QStringLiteral("actionChinese"));
    m_english->setObjectName(QStringLiteral("actionEnglish"));
    (Language::current() == QLatin1String("zh_CN") ? m_chinese : m_english)->setChecked(true);
    connect(m_chinese, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("zh_CN")); });
    connect(m_english, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("en")); });
    // The areas, by keyboard: Ctrl+1 … Ctrl+8.
    for (int i = 0; i < 8; ++i) {
        QAction* area = m_viewMenu->addAction(QString(), this, [this, i] { m_tabs->setCurrentIndex(i); });
        area->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        area->setObjectName(QStringLiteral("actionArea%1").arg(i + 1));
        m_areaActions << area;
    }
    m_viewMenu->addSeparator();
    m_zoomIn = m_viewMenu->addAction(QString(), this, [this] { zoom(1); });
    m_zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(QStringLiteral("Ctrl+="))});
    m_zoomOut = m_viewMenu->addAction(QString(), this, [this] { zoom(-1); });
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_zoomReset = m_viewMenu->addAction(QString(), this, [this] { zoom(0); });
    m_zoomReset->setShortcut(QKeySequence(QStringLiteral("Ctrl+0")));
    m_presentationAction = m_viewMenu->addAction(QString(), this, &MainWindow::setPresentation);
    m_presentationAction->setObjectName(QStringLiteral("actionPresentation"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_helpMenu = menuBar()->addMenu(QString());
    m_guide = m_helpMenu->addAction(QString(), this, &MainWindow::showGuide);
    m_guide->setShortcut(QKeySequence::HelpContents);
    ShortcutsFirst::install(this, {m_exportPdf, m_importQuotes, m_presentationAction}); // over a field's keys
    m_about = m_helpMenu->addAction(QString(), this, [this] { Dialogs::aboutProgram(this); });
    m_about->setObjectName(QStringLiteral("actionAbout"));

    openSession(databasePath);
    // The quotes are weighed for the plan's job, and a comparison of quotes can price the plan.
    connectQuoteJob();
    connect(m_quotes, &QuotesPage::priceThePlan, this, [this](const QList<qint64>& ids) {
        auto request = m_plan->request();
        if (!request) {
            Dialogs::error(this, tr("Plan"), request.error().toString());
            return;
        }
        PlanRequest r = request.value();
        r.prices = PriceSource::Quotes;
        r.quoteIds = ids;
        m_plan->document()->edit(r); // undoable, like any input change
        emit m_plan->document()->requestChanged();
        m_tabs->setCurrentWidget(m_plan);
    });
    m_plan->document()->reset(m_plan->document()->request(), QString(), false); // the quotes page listens now
    connect(m_plan->document(), &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    m_undoGroup->addStack(m_plan->document()->undoStack());
    m_undoGroup->addStack(m_checklists->undoStack());
    auto followArea = [this] {
        m_undoGroup->setActiveStack(m_tabs->currentWidget() == m_plan ? m_plan->document()->undoStack()
                                    : m_tabs->currentWidget() == m_checklists ? m_checklists->undoStack()
                                                                              : m_quotes->undoStack());
        updateUndoTexts();
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, followArea);

    // Toolbar: the actions a meeting needs most.
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_exportPdf->setIcon(style()->standardIcon(QStyle::SP_FileDialogDetailedView));
    m_presentationAction->setIcon(style()->standardIcon(QStyle::SP_DesktopIcon));
    for (QAction* a : {m_newPlan, m_openPlan, m_savePlan})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    for (QAction* a : {m_exportPdf, m_print})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_presentationAction);
    m_databaseLabel = new QLabel(this);
    m_databaseLabel->setObjectName(QStringLiteral("databaseStatus"));
    m_languageLabel = new QLabel(this);
    m_languageLabel->setObjectName(QStringLiteral("languageStatus"));
    statusBar()->addPermanentWidget(m_databaseLabel);
    statusBar()->addPermanentWidget(m_languageLabel);
    retranslate();
    fitToScreen(this, QSize(1200, 760));
    // Where the user left the window (unless that was on a larger screen), and the type size.
    const UiSettings ui;
    if (restoreGeometry(ui.geometry()) && !isMaximized() && !isFullScreen() && !fitsScreen(this))
        fitToScreen(this, QSize(1200, 760));
    restoreState(ui.windowState());
    m_tabs->setCurrentIndex(ui.tab());
    m_baseFontSize = QApplication::font().pointSizeF();
    m_zoomSteps = ui.zoomSteps();
    applyFont();
}

void MainWindow::openSession(const QString& databasePath)
{
    // One session per window: the database (a file, or a team database without asking), its catalog and
    // prices with the user's settings. Every page asks it; a change read again reaches them all at once.
    auto db = TeamPasswords::openAny(databasePath);
    if (!db)
        statusBar()->showMessage(db.error().toString());
    m_session = new Session(db ? std::move(db).value() : nullptr, this);
    m_db = m_session->database();
    if (!m_session->problem().isEmpty())
        statusBar()->showMessage(m_session->problem());
    m_estimate->setSession(m_session);
    m_serving->setSession(m_session);
    if (m_db) {
        m_quotes->setSession(m_session);
        m_checklists->setSession(m_session);
        m_catalog->setSession(m_session);
        m_tenders->setSession(m_session);
        watchDatabase();
    }
    // Contracts after the signature: the last area, made with the session.
    m_contracts = new ContractsPage(m_session, this);
    m_tabs->addTab(m_contracts, QString());
    // The plan: the area users start in. It reads the session's catalog and prices.
    m_plan = new PlanPage(m_db, m_session->sharedPlans(), this);
    m_tabs->insertTab(0, m_plan, QString());
    // A new purchase buys for the plan or the service open in the window, whichever was shown last.
    buyForTheJobShown(m_tabs, m_plan, m_serving, m_tenders);
    // Every page shows the session's data: after a GPU is added or corrected (either way), a price or a
    // setting changed, each reads it again.
    connect(m_session, &Session::dataChanged, m_plan,
            [this] { m_plan->setService(m_session->sharedPlans()); });
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSavePlan()) {
        event->ignore();
        return;
    }
    UiSettings ui;
    ui.setWindow(saveGeometry(), saveState(), m_tabs->currentIndex());
    if (m_db)
        ui.setLastDatabase(m_db->path());
    QMainWindow::closeEvent(event);
}

double MainWindow::zoomFactor() const
{
    return (1.0 + 0.1 * m_zoomSteps) * (m_presentation ? 1.4 : 1.0);
}

void MainWindow::applyFont()
{
    if (m_baseFontSize <= 0)
        return;
    QFont f = QApplication::font();
    f.setPointSizeF(m_baseFontSize * zoomFactor());
    QApplication::setFont(f);
}

void MainWindow::zoom(int steps)
{
    m_zoomSteps =
        steps == 0 ? 0 : std::clamp(m_zoomSteps + steps, UiSettings::kMinZoom, UiSettings::kMaxZoom);
    UiSettings().setZoomSteps(m_zoomSteps);
    applyFont();
}

void MainWindow::setPresentation(bool on)
{
    m_presentation = on;
    m_presentationAction->setChecked(on);
    m_quotes->setPresentation(on);
    if (m_plan)
        m_plan->setPresentation(on);
    m_serving->setPresentation(on);
    applyFont();
    if (on && !isFullScreen()) {
        m_wasMaximized = isMaximized();
        showFullScreen();
    } else if (!on && isFullScreen()) {
        m_wasMaximized ? showMaximized() : showNormal();
    }
}

MainWindow::~MainWindow()
{
    // The quotes' undo stack outlives this part of the window (it is deleted with the pages) and says "no
    // more undo text" as it goes: nothing of it may reach updateUndoTexts then.
    disconnect(m_undoGroup, nullptr, this, nullptr);
    disconnect(m_undoGroup, nullptr, m_undoAction, nullptr);
    disconnect(m_undoGroup, nullptr, m_redoAction, nullptr);
}

void MainWindow::switchLanguage(const QString& locale)
{
    if (!Language::install(locale))
        return;
    (void)Settings().setLanguage(locale); // the user's setting, shared with the command line
    (locale == QLatin1String("zh_CN") ? m_chinese : m_english)->setChecked(true);
    // Installing translators posts LanguageChange to every widget; retranslate now too so that the switch is
    // visible at once (and testable without an event loop turn).
    retranslate();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateUndoTexts()
{
    const QString undo = m_undoGroup->activeStack() ? m_undoGroup->activeStack()->undoText() : QString();
    const QString redo = m_undoGroup->activeStack() ? m_undoGroup->activeStack()->redoText() : QString();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::saveQuoteTemplate()
{
    // The columns in the language of the moment (the importer reads both), one example row to replace.
    const bool chinese = Language::current() == QLatin1String("zh_CN");
    const QString path =
        Dialogs::saveFileName(this, tr("Save quote template"),
                              chinese ? QStringLiteral("报价模板.csv") : QStringLiteral("quote-template.csv"),
                              tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (Status s = writeFileAtomically(path, QuoteCsv::templateFile(chinese), databaseFiles(m_db->path()));
        !s) {
        Dialogs::error(this, tr("Save quote template"), s.error().toString());
        return;
    }
    statusBar()->showMessage(
        tr("Saved the quote template to %1: fill in one row per quote, then File → Import "
           "quotes. The columns: %2.")
            .arg(QDir::toNativeSeparators(path), QuoteCsv::columnList(false)),
        15000);
}

void MainWindow::showChecklistsOfSelectedQuote()
{
    // The checklists of the quote selected on the quotes page (ux-3: it opened on the cheapest one), read
    // again (the command line may have changed them).
    if (const QList<Quote> selected = m_quotes->selectedQuotes(); selected.size() == 1)
        m_checklists->selectQuote(selected.first().id);
    m_checklists->reload();
}

void MainWindow::showGuide()
{
    auto* guide = new UserGuide(this);
    guide->setAttribute(Qt::WA_DeleteOnClose);
    guide->show(); // beside the window, not modal: the user reads it while working
}

void MainWindow::editSettings()
{
    Settings settings;
    SettingsDialog dialog(settings, this);
    if (m_settingsDriver)
        m_settingsDriver(dialog);
    else if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.result() != QDialog::Accepted)
        return;
    // The planner's data is read again with the new settings; the plan is answered again and the quotes are
    // weighed again for its job (PlanPage::planned).
    if (Status s = m_session->reload(); !s) {
        Dialogs::error(this, tr("Settings"), s.error().toString());
        return;
    }
    statusBar()->showMessage(tr("Settings saved; the plan and the quotes follow them."), 5000);
}

void MainWindow::retranslate()
{
    updateUndoTexts();
    const QList<QWidget*> areas{m_plan,    m_estimate, m_quotes,  m_checklists,
                                m_catalog, m_serving,  m_tenders, m_contracts};
    const QStringList names{tr("Plan"),        tr("Quick estimate"), tr("Quotes"),    tr("Checklists"),
                            tr("GPU catalog"), tr("Serving"),        tr("Purchases"), tr("Contracts")};
    for (int i = 0; i < areas.size(); ++i)
        m_tabs->setTabText(m_tabs->indexOf(areas[i]), names[i]);
    m_fileMenu->setTitle(tr("&File"));
    m_newPlan->setText(tr("&New plan…"));
    m_newPlan->setToolTip(tr("Plan a job step by step: stage, workload, budget and term (Ctrl+N)"));
    m_openPlan->setText(tr("&Open plan…"));
    m_recentMenu->setTitle(tr("Recent &plans"));
    m_savePlan->setText(tr("&Save plan"));
    m_savePlanAs->setText(tr("Save plan &as…"));
    m_duplicatePlan->setText(tr("&Duplicate plan"));
    m_comparePlans->setText(tr("&Compare with another plan…"));
    m_importQuotes->setText(tr("&Import quotes…"));
    m_connectTeam->setText(tr("Connect to &team database…"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_quit->setText(tr("&Quit"));
    m_exportPdf->setText(tr("Export P&DF…"));
    m_exportXlsx->setText(tr("Export to &Excel…"));
    m_print->setText(tr("&Print…"));
    m_viewMenu->setTitle(tr("&View"));
    m_editMenu->setTitle(tr("&Edit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About"));
    m_settingsAction->setText(tr("&Settings…"));
    m_quoteTemplate->setText(tr("Save quote &template…"));
    m_guide->setText(tr("&User guide"));
    for (int i = 0; i < m_areaActions.size() && i < m_tabs->count(); ++i)
        m_areaActions[i]->setText(m_tabs->tabText(i));
    m_zoomIn->setText(tr("Zoom &in"));
    m_zoomOut->setText(tr("Zoom &out"));
    m_zoomReset->setText(tr("&Actual size"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_presentationAction->setToolTip(tr("Larger type for a projector; contacts and notes hidden"));
    m_estimate->retranslate();
    m_plan->retranslate(); // last: the quotes are weighed for the plan's job unless the estimate is edited
    m_quotes->retranslate();
    m_checklists->retranslate();
    m_catalog->retranslate();
    m_serving->retranslate();
    m_tenders->retranslate();
    m_contracts->retranslate();
    showDatabaseStatus();
    m_languageLabel->setText(Language::current() == QLatin1String("zh_CN") ? QStringLiteral("中文")
                                                                           : QStringLiteral("English"));
    updateTitle();
}

void MainWindow::exportPdf()
{
    if (m_tabs->currentWidget() == m_quotes)
        return m_quotes->exportComparisonPdf();
    if (m_tabs->currentWidget() == m_checklists)
        return m_checklists->exportPdf();
    if (m_tabs->currentWidget() == m_serving)
        return m_serving->exportPdf();
    auto summary = planSummary();
    if (!summary)
        return;
    const auto t = Dialogs::documentTarget(this, tr("Export PDF"), report::DocumentKind::PlanSummary,
                                           QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!t)
        return;
    QString glyphWarning;
    auto pdf = report::planPdf(summary.value(), t->options, nullptr, &glyphWarning);
    const Status s =
        pdf ? writeFileAtomically(t->path, pdf.value(), databaseFiles(m_db->path())) : Status(pdf.error());
    Dialogs::written(this, tr("Export PDF"), s, t->path, glyphWarning);
}

void MainWindow::exportXlsx()
{
    if (m_tabs->currentWidget() == m_quotes)
        return m_quotes->exportComparisonXlsx();
    if (m_tabs->currentWidget() == m_checklists)
        return m_checklists->exportXlsx();
    auto summary = planSummary();
    if (!summary)
        return;
    const auto t = Dialogs::documentTarget(this, tr("Export to Excel"), report::DocumentKind::PlanSummary,
                                           QStringLiteral("xlsx"), tr("Excel workbooks (*.xlsx)"));
    if (!t)
        return;
    const Status s = report::planXlsx(t->path, summary.value(), t->options, databaseFiles(m_db->path()));
    Dialogs::written(this, tr("Export to Excel"), s, t->path);
}

void MainWindow::print()
{
    if (m_tabs->currentWidget() == m_quotes)
        return m_quotes->printComparison();
    if (m_tabs->currentWidget() == m_checklists)
        return m_checklists->print();
    auto summary = planSummary();
    if (!summary)
        return;
    const auto doc = report::planDocument(summary.value(), report::Options{});
    Dialogs::printPreview(this, tr("Print the plan summary"), [&](QPrinter* printer) {
        printer->setPageLayout(doc->pageLayout());
        const Status s = doc->render(*printer);
        if (!s)
            Dialogs::error(this, tr("Print the plan summary"), s.error().toString());
        return s.ok();
    });
}

void MainWindow::openFile(const QString& path)
{
    QFile f(path);
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly)) {
        Dialogs::information(this, tr("Open"),
                             tr("Cannot read %1: %2")
                                 .arg(path, QFileInfo(path).isFile() ? f.errorString() : tr("not a file")));
        return;
    }
    const InputFile file = classifyInputFile(path, f.read(512 * 1024));
    f.close();
    switch (file.kind) {
    case InputFileKind::Plan:
        openPlan(path);
        return;
    case InputFileKind::QuoteCsv:
        m_tabs->setCurrentWidget(m_quotes);
        m_quotes->importCsvFile(path);
        return;
    case InputFileKind::AcceptanceReport:
        m_tabs->setCurrentWidget(m_checklists);
        if (const auto stored = m_session->quotes().count();
            m_quotes->model()->quotes().isEmpty() && stored && stored.value() > 0) {
            // The quotes are still loading in the background: check the report once they are there.
            auto once = std::make_shared<QMetaObject::Connection>();
            *once = connect(m_quotes, &QuotesPage::loaded, this, [this, path, once] {
                disconnect(*once);
                m_checklists->importReportFile(path, true);
            });
            return;
        }
        m_checklists->importReportFile(path, true);
        return;
    case InputFileKind::Unknown:
        break;
    }
    Dialogs::information(
        this, tr("Open"),
        tr("%1 is not a plan (.gpuplan), a quote CSV file or an acceptance report; nothing was "
           "opened.")
            .arg(QFileInfo(path).fileName()));
}

} // namespace gpuplan
