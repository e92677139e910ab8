#include "MainWindow.h"

#include "checklists/ChecklistsPage.h"
#include "estimate/EstimatePage.h"
#include "quotes/QuotesPage.h"
#include "storage/Database.h"
#include "util/Language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QDate>
#include <QEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace gpuplan {

MainWindow::MainWindow(const QString& databasePath, QWidget* parent)
    : QMainWindow(parent), m_tabs(new QTabWidget(this)), m_estimate(new EstimatePage(this)),
      m_quotes(new QuotesPage(this)), m_checklists(new ChecklistsPage(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(m_estimate, QString());
    m_tabs->addTab(m_quotes, QString());
    m_tabs->addTab(m_checklists, QString());
    // The checklists page lists the quotes as they are now (after an import or a deletion).
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_checklists)
            m_checklists->reload();
    });
    setCentralWidget(m_tabs);

    m_fileMenu = menuBar()->addMenu(QString());
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
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
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About"));
    m_estimate->retranslate();
    m_quotes->retranslate();
    m_checklists->retranslate();
    if (m_db)
        statusBar()->showMessage(tr("Database: %1").arg(m_db->path()));
}

} // namespace gpuplan
