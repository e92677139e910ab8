#include "MainWindow.h"

#include "Dialogs.h"
#include "WheelGuard.h"
#include "catalog/CatalogPage.h"
#include "checklists/ChecklistsPage.h"
#include "estimate/EstimatePage.h"
#include "files/DataSources.h"
#include "files/InputFile.h"
#include "plan/PlanInputs.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "planner/Planning.h"
#include "quotes/QuotesPage.h"
#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
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
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace gpuplan {

MainWindow::MainWindow(const QString& databasePath, QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_estimate(new EstimatePage(this)),
      m_quotes(new QuotesPage(this)), m_checklists(new ChecklistsPage(this)), m_catalog(new CatalogPage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    WheelGuard::install(); // the wheel scrolls panels; it changes a field only when the field has the focus
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(m_quotes, QString());
    m_tabs->addTab(m_checklists, QString());
    m_tabs->addTab(m_catalog, QString());
    m_tabs->addTab(m_estimate, QString());
    // The checklists page offers the quotes the quotes page has read (after an import, an edit, a deletion),
    // and reads the chosen quote's checklists again when shown (the command line may have changed them).
    connect(m_quotes, &QuotesPage::loaded, this,
            [this] { m_checklists->setQuotes(m_quotes->model()->quotes()); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_checklists)
            m_checklists->reload();
    });
    setCentralWidget(m_tabs);

    m_fileMenu = menuBar()->addMenu(QString());
    m_newPlan = m_fileMenu->addAction(QString(), this, &MainWindow::newPlan);
    m_newPlan->setObjectName(QStringLiteral("actionNewPlan"));
    m_newPlan->setShortcut(QKeySequence::New);
    m_newPlan->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    m_openPlan = m_fileMenu->addAction(QString(), this, [this] { openPlan(); });
    m_openPlan->setObjectName(QStringLiteral("actionOpenPlan"));
    m_openPlan->setShortcut(QKeySequence::Open);
    m_openPlan->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentPlansMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentPlans);
    m_savePlan = m_fileMenu->addAction(QString(), this, [this] { savePlan(false); });
    m_savePlan->setObjectName(QStringLiteral("actionSavePlan"));
    m_savePlan->setShortcut(QKeySequence::Save);
    m_savePlan->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_savePlanAs = m_fileMenu->addAction(QString(), this, [this] { savePlan(true); });
    m_savePlanAs->setObjectName(QStringLiteral("actionSavePlanAs"));
    m_savePlanAs->setShortcut(QKeySequence::SaveAs);
    m_duplicatePlan = m_fileMenu->addAction(QString(), this, &MainWindow::duplicatePlan);
    m_duplicatePlan->setObjectName(QStringLiteral("actionDuplicatePlan"));
    m_comparePlans = m_fileMenu->addAction(QString(), this, [this] { comparePlans(); });
    m_comparePlans->setObjectName(QStringLiteral("actionComparePlans"));
    m_fileMenu->addSeparator();
    m_importQuotes = m_fileMenu->addAction(QString(), this, [this] {
        m_tabs->setCurrentWidget(m_quotes);
        m_quotes->importCsv();
    });
    m_importQuotes->setObjectName(QStringLiteral("actionImportQuotes"));
    m_importQuotes->setShortcut(QKeySequence(QStringLiteral("Ctrl+I")));
    m_fileMenu->addSeparator();
    m_exportPdf = m_fileMenu->addAction(QString(), this, &MainWindow::exportPdf);
    m_exportPdf->setObjectName(QStringLiteral("actionExportPdf"));
    m_exportPdf->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    m_exportXlsx = m_fileMenu->addAction(QString(), this, &MainWindow::exportXlsx);
    m_exportXlsx->setObjectName(QStringLiteral("actionExportXlsx"));
    m_print = m_fileMenu->addAction(QString(), this, &MainWindow::print);
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_print->setShortcut(QKeySequence::Print);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    m_editMenu = menuBar()->addMenu(QString());
    // Our own actions over the quotes' undo stack (not QUndoStack::createUndoAction, whose text is fixed in
    // the language it was made in): their text follows a language switch.
    QUndoStack* stack = m_quotes->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setEnabled(stack->canUndo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
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
    // The areas, by keyboard: Ctrl+1 … Ctrl+5.
    for (int i = 0; i < 5; ++i) {
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
    m_about = m_helpMenu->addAction(QString(), this, [this] {
        QString sources;
        for (const DataSource& s : shippedDataSources())
            sources += tr("<li>%1: %n entries, dated %2 to %3 — %4</li>", nullptr, s.entries)
                           .arg(s.name.toHtmlEscaped(), s.firstDate, s.lastDate, s.origin.toHtmlEscaped());
        Dialogs::about(
            this, tr("About GPU Rental Planner"),
            tr("<p><b>GPU Rental Planner</b> %1 (%2)</p><p>Plans GPU rentals for large-model work: memory, "
               "configurations, time, cost and contract checklists.</p><p>Every figure can be traced to "
               "its formula and source: the details pane, <tt>gpuplan … --explain</tt> and the README.</p>"
               "<p>Data compiled into this version:</p><ul>%3</ul>"
               "<p>Licence: MIT. The data are facts from the sources named in each entry.</p>")
                .arg(QCoreApplication::applicationVersion(), QStringLiteral(GPUPLAN_RELEASE_DATE), sources));
    });
    m_about->setObjectName(QStringLiteral("actionAbout"));

    auto db = Database::open(databasePath);
    if (db) {
        m_db = std::move(db.value());
        m_quotes->setDatabase(m_db.get());
        m_checklists->setDatabase(m_db.get());
        m_catalog->setDatabase(m_db.get());
    } else {
        statusBar()->showMessage(db.error().toString());
    }
    // The plan: the area users start in. It reads the database's catalog and prices.
    m_plan = new PlanPage(m_db.get(), this);
    m_tabs->insertTab(0, m_plan, QString());
    // The quotes are weighed for the plan's job (or the quick estimate's, whichever changed last), and a
    // comparison of quotes can price the plan.
    connect(m_catalog, &CatalogPage::catalogChanged, m_plan, &PlanPage::reloadCatalog);
    connect(m_plan, &PlanPage::planned, this, [this](const QuoteJob& job) { m_quotes->setJob(job, true); });
    connect(m_quotes, &QuotesPage::priceThePlan, this, [this](const QList<qint64>& ids) {
        auto request = m_plan->request();
        if (!request) {
            Dialogs::information(this, tr("Plan"), request.error().toString());
            return;
        }
        PlanRequest r = request.value();
        r.prices = PriceSource::Quotes;
        r.quoteIds = ids;
        m_plan->setRequest(r);
        m_planModified = true;
        updateTitle();
        m_tabs->setCurrentWidget(m_plan);
    });
    m_plan->recompute(); // now that the quotes page listens
    connect(m_plan, &PlanPage::planChanged, this, [this] {
        m_planModified = true;
        updateTitle();
    });

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
    // The quotes are weighed for the job of the quick estimate.
    connect(m_estimate, &EstimatePage::estimated, this, [this] {
        if (auto s = m_estimate->scenario()) {
            QuoteJob job;
            job.workload = s->workload;
            job.timeOptions = s->timeOptions;
            job.currentYear = QDate::currentDate().year();
            m_quotes->setJob(job);
        }
    });
    retranslate();
    resize(1200, 760);
    // Where the user left the window, and the type size.
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("ui/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("ui/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("ui/tab"), 0).toInt());
    m_baseFontSize = QApplication::font().pointSizeF();
    m_zoomSteps = std::clamp(settings.value(QStringLiteral("ui/zoom"), 0).toInt(), -4, 8);
    applyFont();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("ui/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("ui/state"), saveState());
    settings.setValue(QStringLiteral("ui/tab"), m_tabs->currentIndex());
    if (m_db)
        settings.setValue(QStringLiteral("ui/lastDatabase"), m_db->path());
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
    m_zoomSteps = steps == 0 ? 0 : std::clamp(m_zoomSteps + steps, -4, 8);
    QSettings().setValue(QStringLiteral("ui/zoom"), m_zoomSteps);
    applyFont();
}

void MainWindow::setPresentation(bool on)
{
    m_presentation = on;
    m_presentationAction->setChecked(on);
    m_quotes->setPresentation(on);
    applyFont();
}

MainWindow::~MainWindow()
{
    // The quotes' undo stack outlives this part of the window (it is deleted with the pages) and says "no
    // more undo text" as it goes: nothing of it may reach updateUndoTexts then.
    disconnect(m_quotes->undoStack(), nullptr, this, nullptr);
}

void MainWindow::switchLanguage(const QString& locale)
{
    if (!Language::install(locale))
        return;
    QSettings().setValue(QStringLiteral("ui/language"), locale);
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
    const QUndoStack* stack = m_quotes->undoStack();
    m_undoAction->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redoAction->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

void MainWindow::retranslate()
{
    updateUndoTexts();
    m_tabs->setTabText(m_tabs->indexOf(m_plan), tr("Plan"));
    m_tabs->setTabText(m_tabs->indexOf(m_estimate), tr("Quick estimate"));
    m_tabs->setTabText(m_tabs->indexOf(m_quotes), tr("Quotes"));
    m_tabs->setTabText(m_tabs->indexOf(m_checklists), tr("Checklists"));
    m_tabs->setTabText(m_tabs->indexOf(m_catalog), tr("GPU catalog"));
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
    m_databaseLabel->setText(m_db ? tr("Database: %1").arg(QFileInfo(m_db->path()).fileName())
                                  : tr("No database"));
    m_databaseLabel->setToolTip(m_db ? m_db->path() : QString());
    m_languageLabel->setText(Language::current() == QLatin1String("zh_CN") ? QStringLiteral("中文")
                                                                           : QStringLiteral("English"));
    updateTitle();
}

std::optional<report::PlanSummary> MainWindow::planSummary()
{
    if (m_tabs->currentWidget() != m_estimate) {
        // The plan page's plan, as shown (the configuration selected), with the stored quotes for its job.
        const auto& shown = m_plan->summary();
        auto request = m_plan->request();
        if (!shown || !request || !m_db) {
            Dialogs::information(this, tr("Plan summary"),
                                 !request ? request.error().toString()
                                          : (m_db ? m_plan->headline() : tr("No database is open.")));
            return std::nullopt;
        }
        report::PlanSummary summary = *shown;
        Conventions conventions;
        conventions.hoursPerMonth = Settings().hoursPerMonth();
        const PriceNormaliser normaliser(FxTable::shipped(), conventions);
        if (Status st = report::attachQuotes(summary, *m_db, m_plan->catalog(), TimeOptions{}, normaliser,
                                             QDate::currentDate().year());
            !st) {
            Dialogs::information(this, tr("Plan summary"), st.error().toString());
            return std::nullopt;
        }
        return summary;
    }
    // The quick estimate's workload, planned over the whole catalog with core's default constraints.
    auto scenario = m_estimate->scenario();
    if (!scenario || !m_db) {
        Dialogs::information(this, tr("Plan summary"),
                             scenario ? tr("No database is open.") : scenario.error().toString());
        return std::nullopt;
    }
    Scenario s = scenario.value();
    s.gpu = nullptr;
    s.gpus = 0;
    s.gpusPerNode = 0;
    s.layout = LayoutRequest{};
    s.constraints.region = Settings().region();
    auto catalog = CatalogStore(*m_db).loadCatalog();
    auto prices = CatalogStore(*m_db).loadPrices();
    if (!catalog || !prices) {
        Dialogs::information(this, tr("Plan summary"),
                             (catalog ? prices.error() : catalog.error()).toString());
        return std::nullopt;
    }
    Conventions conventions;
    conventions.hoursPerMonth = Settings().hoursPerMonth();
    const PriceNormaliser normaliser(FxTable::shipped(), conventions);
    // The plan's configurations point into the catalog: it lives as long as the window.
    m_planCatalog = std::make_unique<GpuCatalog>(std::move(catalog).value());
    const Matcher matcher(*m_planCatalog, prices.value(), normaliser);
    auto plan = planScenario(s, matcher, QDate::currentDate().year());
    auto summary =
        plan ? report::summarisePlan(s.workload, s.constraints, plan.value(), prices.value(), normaliser)
             : Result<report::PlanSummary>(plan.error());
    if (summary)
        if (Status st = report::attachQuotes(summary.value(), *m_db, *m_planCatalog, s.timeOptions,
                                             normaliser, QDate::currentDate().year());
            !st)
            summary = st.error();
    if (!summary) {
        Dialogs::information(this, tr("Plan summary"), summary.error().toString());
        return std::nullopt;
    }
    return summary.value();
}

void MainWindow::exportPdf()
{
    if (m_tabs->currentWidget() == m_quotes)
        return m_quotes->exportComparisonPdf();
    if (m_tabs->currentWidget() == m_checklists)
        return m_checklists->exportPdf();
    auto summary = planSummary();
    if (!summary)
        return;
    const QString path =
        Dialogs::saveFileName(this, tr("Export PDF"), QStringLiteral("plan.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    auto pdf = report::planPdf(summary.value(), report::Options{});
    const Status s =
        pdf ? writeFileAtomically(path, pdf.value(), databaseFiles(m_db->path())) : Status(pdf.error());
    Dialogs::information(this, tr("Export PDF"), s ? tr("Wrote %1.").arg(path) : s.error().toString());
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
    const QString path = Dialogs::saveFileName(this, tr("Export to Excel"), QStringLiteral("plan.xlsx"),
                                               tr("Excel workbooks (*.xlsx)"));
    if (path.isEmpty())
        return;
    const Status s = report::planXlsx(path, summary.value(), report::Options{}, databaseFiles(m_db->path()));
    Dialogs::information(this, tr("Export to Excel"), s ? tr("Wrote %1.").arg(path) : s.error().toString());
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
            Dialogs::information(this, tr("Print the plan summary"), s.error().toString());
        return s.ok();
    });
}

void MainWindow::updateTitle()
{
    const QString name =
        m_planPath.isEmpty() ? tr("Untitled plan") : QFileInfo(m_planPath).completeBaseName();
    setWindowTitle(
        QStringLiteral("%1%2 — %3")
            .arg(name, m_planModified ? QStringLiteral(" *") : QString(), tr("GPU Rental Planner")));
}

void MainWindow::newPlan()
{
    auto start = m_plan->request();
    PlanWizard wizard(
        m_db.get(), start ? start.value() : PlanRequest::forStage(Stage::MidScale, m_plan->catalog()), this);
    m_wizard = &wizard;
    const bool accepted = Dialogs::isSilent() ? runWizardForTest(wizard) : wizard.exec() == QDialog::Accepted;
    m_wizard = nullptr;
    if (!accepted)
        return;
    auto request = wizard.request();
    if (!request)
        return;
    m_plan->setRequest(request.value());
    m_planPath.clear();
    m_planModified = true;
    updateTitle();
    m_tabs->setCurrentWidget(m_plan);
}

bool MainWindow::runWizardForTest(PlanWizard& wizard)
{
    // Tests: the wizard is shown without a nested event loop; the test drives it through m_wizardDriver.
    wizard.show();
    const bool accepted = m_wizardDriver ? m_wizardDriver(wizard) : false;
    wizard.hide();
    return accepted;
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
        if (const auto stored = m_db ? QuoteStore(*m_db).count() : Result<qint64>(qint64(0));
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

bool MainWindow::openPlan(const QString& givenPath)
{
    const QString path = givenPath.isEmpty() ? Dialogs::openFileName(this, tr("Open plan"),
                                                                     tr("Plans (*.gpuplan);;All files (*)"))
                                             : givenPath;
    if (path.isEmpty())
        return false;
    auto request = readPlanFile(path);
    if (!request) {
        Dialogs::information(this, tr("Open plan"), request.error().toString());
        return false;
    }
    m_plan->setRequest(request.value());
    m_planPath = path;
    m_planModified = false;
    rememberPlan(path);
    updateTitle();
    m_tabs->setCurrentWidget(m_plan);
    return true;
}

bool MainWindow::savePlan(bool askName)
{
    auto request = m_plan->request();
    if (!request) {
        Dialogs::information(this, tr("Save plan"), request.error().toString());
        return false;
    }
    QString path = m_planPath;
    if (askName || path.isEmpty()) {
        path =
            Dialogs::saveFileName(this, tr("Save plan"),
                                  m_planPath.isEmpty() ? tr("plan") + QStringLiteral(".gpuplan") : m_planPath,
                                  tr("Plans (*.gpuplan)"));
        if (path.isEmpty())
            return false;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".gpuplan");
    }
    const Status s = writePlanFile(path, request.value(), m_db ? databaseFiles(m_db->path()) : QStringList());
    if (!s) {
        Dialogs::information(this, tr("Save plan"), s.error().toString());
        return false;
    }
    m_planPath = path;
    m_planModified = false;
    rememberPlan(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(path), 5000);
    return true;
}

void MainWindow::duplicatePlan()
{
    // The same inputs as a new, unsaved plan: change it and compare it with the original.
    m_planPath.clear();
    m_planModified = true;
    updateTitle();
    statusBar()->showMessage(tr("This is now a copy; Save plan as… keeps it beside the original."), 5000);
}

QDialog* MainWindow::comparePlans(const QString& givenPath)
{
    const QString path = givenPath.isEmpty() ? Dialogs::openFileName(this, tr("Compare with another plan"),
                                                                     tr("Plans (*.gpuplan);;All files (*)"))
                                             : givenPath;
    if (path.isEmpty())
        return nullptr;
    auto other = readPlanFile(path);
    if (!other) {
        Dialogs::information(this, tr("Compare with another plan"), other.error().toString());
        return nullptr;
    }
    // The other plan is planned by the same page code, unseen.
    PlanPage otherPage(m_db.get(), nullptr, false);
    otherPage.setRequest(other.value());
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("comparePlansDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Compare plans"));
    auto* table = new QTableWidget(dialog);
    table->setObjectName(QStringLiteral("comparePlansTable"));
    const QStringList rows{tr("Model"),           tr("Method"),        tr("Tokens"), tr("Deadline"),
                           tr("Budget"),          tr("Recommended"),   tr("Time"),   tr("GPU-hours"),
                           tr("Cost, VAT excl."), tr("Configurations")};
    table->setRowCount(int(rows.size()));
    table->setColumnCount(2);
    table->setVerticalHeaderLabels(rows);
    table->setHorizontalHeaderLabels(
        {m_planPath.isEmpty() ? tr("This plan") : QFileInfo(m_planPath).completeBaseName(),
         QFileInfo(path).completeBaseName()});
    auto fill = [&](int column, const std::optional<report::PlanSummary>& s) {
        auto set = [&](int row, const QString& text) {
            table->setItem(row, column, new QTableWidgetItem(text));
        };
        if (!s) {
            set(0, tr("cannot be planned"));
            return;
        }
        const Workload& w = s->workload;
        const QLocale l;
        set(0, QStringLiteral("%1 (%2)").arg(w.model.name, Quantity::formatCount(w.model.params)));
        set(1, methodLabel(w.method) + QStringLiteral(" · ") + precisionName(w.precision).toUpper());
        set(2, Quantity::formatCount(w.effectiveTokens()));
        set(3, s->constraints.deadlineHours > 0
                   ? tr("%1 days").arg(l.toString(s->constraints.deadlineHours / 24, 'f', 1))
                   : tr("none"));
        set(4, s->constraints.budget ? s->constraints.budget->toDisplayString() : tr("none"));
        set(9, QString::number(s->result.configurations.size()));
        if (s->result.configurations.isEmpty()) {
            set(5, tr("no configuration fits"));
            return;
        }
        const Configuration& c = s->result.configurations.first();
        set(5, QStringLiteral("%1 × %2 · %3")
                   .arg(c.gpus())
                   .arg(c.gpu->displayName(), layoutText(c.parallel, c.microBatch, c.recompute)));
        set(6, tr("%1 days").arg(l.toString(c.time.wallHours / 24, 'f', 1)));
        set(7, l.toString(c.time.gpuHours, 'f', 0));
        set(8, c.cost ? tr("%1 (%2)", "cost and its term")
                            .arg(c.cost->toDisplayString(), rentalTermShortLabel(*c.costTerm))
                      : tr("no price"));
    };
    // Each plan's recommended configuration (the first), whatever is selected on the page.
    auto first = [](const PlanPage& p) {
        std::optional<report::PlanSummary> s = p.summary();
        return s;
    };
    fill(0, first(*m_plan));
    fill(1, first(otherPage));
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(860, 420);
    dialog->show();
    return dialog;
}

void MainWindow::rememberPlan(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("ui/recentPlans")).toStringList();
    recent.removeAll(QFileInfo(path).absoluteFilePath());
    recent.prepend(QFileInfo(path).absoluteFilePath());
    settings.setValue(QStringLiteral("ui/recentPlans"), QStringList(recent.mid(0, 8)));
}

QStringList MainWindow::recentPlans() const
{
    return QSettings().value(QStringLiteral("ui/recentPlans")).toStringList();
}

void MainWindow::fillRecentPlans()
{
    m_recentMenu->clear();
    const QStringList recent = recentPlans();
    for (const QString& path : recent) {
        QAction* a =
            m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openPlan(path); });
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent plans"))->setEnabled(false);
}

} // namespace gpuplan
