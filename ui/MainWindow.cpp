#include "MainWindow.h"

#include "Dialogs.h"
#include "catalog/CatalogPage.h"
#include "checklists/ChecklistsPage.h"
#include "estimate/EstimatePage.h"
#include "planner/Planning.h"
#include "quotes/QuotesPage.h"
#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDate>
#include <QEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace gpuplan {

MainWindow::MainWindow(const QString& databasePath, QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_estimate(new EstimatePage(this)),
      m_quotes(new QuotesPage(this)), m_checklists(new ChecklistsPage(this)), m_catalog(new CatalogPage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(m_estimate, QString());
    m_tabs->addTab(m_quotes, QString());
    m_tabs->addTab(m_checklists, QString());
    m_tabs->addTab(m_catalog, QString());
    // The checklists page lists the quotes as they are now (after an import or a deletion).
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_checklists)
            m_checklists->reload();
    });
    setCentralWidget(m_tabs);

    m_fileMenu = menuBar()->addMenu(QString());
    m_exportPdf = m_fileMenu->addAction(QString(), this, &MainWindow::exportPdf);
    m_exportPdf->setObjectName(QStringLiteral("actionExportPdf"));
    m_exportXlsx = m_fileMenu->addAction(QString(), this, &MainWindow::exportXlsx);
    m_exportXlsx->setObjectName(QStringLiteral("actionExportXlsx"));
    m_print = m_fileMenu->addAction(QString(), this, &MainWindow::print);
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_print->setShortcut(QKeySequence::Print);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_quotes->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_redoAction = m_quotes->undoStack()->createRedoAction(this);
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
        QMessageBox::about(
            this, tr("About GPU Rental Planner"),
            tr("<p><b>GPU Rental Planner</b> %1</p><p>Plans GPU rentals for large-model work: memory, "
               "configurations, time, cost and contract checklists.</p><p>Every figure can be traced to "
               "its formula and source; see the README.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });

    auto db = Database::open(databasePath);
    if (db) {
        m_db = std::move(db.value());
        m_quotes->setDatabase(m_db.get());
        m_checklists->setDatabase(m_db.get());
        m_catalog->setDatabase(m_db.get());
    } else {
        statusBar()->showMessage(db.error().toString());
    }
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

MainWindow::~MainWindow() = default;

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

void MainWindow::retranslate()
{
    setWindowTitle(tr("GPU Rental Planner"));
    m_tabs->setTabText(0, tr("Quick estimate"));
    m_tabs->setTabText(1, tr("Quotes"));
    m_tabs->setTabText(2, tr("Checklists"));
    m_tabs->setTabText(3, tr("GPU catalog"));
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_exportPdf->setText(tr("Export P&DF…"));
    m_exportXlsx->setText(tr("Export to &Excel…"));
    m_print->setText(tr("&Print…"));
    m_viewMenu->setTitle(tr("&View"));
    m_editMenu->setTitle(tr("&Edit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About"));
    m_zoomIn->setText(tr("Zoom &in"));
    m_zoomOut->setText(tr("Zoom &out"));
    m_zoomReset->setText(tr("&Actual size"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_presentationAction->setToolTip(tr("Larger type for a projector; contacts and notes hidden"));
    m_estimate->retranslate();
    m_quotes->retranslate();
    m_checklists->retranslate();
    m_catalog->retranslate();
    if (m_db)
        statusBar()->showMessage(tr("Database: %1").arg(m_db->path()));
}

std::optional<report::PlanSummary> MainWindow::planSummary()
{
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

} // namespace gpuplan
