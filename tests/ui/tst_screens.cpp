// The windows on the screens the users have: run twice by ctest, as a laptop (1280 × 800 at 100 %) and as a
// projector (1920 × 1080 at 150 %, i.e. 1280 × 720 device-independent pixels), each an offscreen screen of
// that size (tests/ui/screen-*.json). GPUPLAN_TEST_SCREEN names the screen expected, so that a test run on
// another screen fails instead of passing vacuously.
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "SettingsDialog.h"
#include "UiSettings.h"
#include "catalog/GpuDialog.h"
#include "checklists/TemplatesDialog.h"
#include "history/HistoryDialog.h"
#include "plan/ConfigurationModel.h"
#include "plan/PlanCharts.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "quotes/QuoteDialog.h"
#include "storage/Database.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QScreen>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestScreens : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // The whole window, frame included, on the screen's available area.
    static bool onScreen(const QWidget* w, QString* why)
    {
        const QRect area = w->screen()->availableGeometry();
        const QRect frame = w->frameGeometry();
        *why = QStringLiteral("%1 %2×%3 at %4,%5 on a %6×%7 area")
                   .arg(QLatin1String(w->metaObject()->className()))
                   .arg(frame.width())
                   .arg(frame.height())
                   .arg(frame.x())
                   .arg(frame.y())
                   .arg(area.width())
                   .arg(area.height());
        return area.contains(frame);
    }

    // A button the user must reach (Next, Finish) lies on the screen.
    static bool reachable(const QAbstractButton* b)
    {
        const QRect area = b->screen()->availableGeometry();
        return area.contains(QRect(b->mapToGlobal(QPoint(0, 0)), b->size()));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-tests"));
        Language::install(QStringLiteral("en"));
        Dialogs::setSilent(true);
        // The screen is the one this run is for (device-independent pixels).
        const QString expected = qEnvironmentVariable("GPUPLAN_TEST_SCREEN");
        QVERIFY2(!expected.isEmpty(), "GPUPLAN_TEST_SCREEN is not set (see tests/CMakeLists.txt)");
        const QSize s = QGuiApplication::primaryScreen()->geometry().size();
        QCOMPARE(QStringLiteral("%1x%2").arg(s.width()).arg(s.height()), expected);
    }

    void mainWindowFits()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("main.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString why;
        QVERIFY2(onScreen(&w, &why), qPrintable(why));
        // Not a postage stamp either: the window takes most of the screen it has.
        const QRect area = w.screen()->availableGeometry();
        QVERIFY2(w.width() >= area.width() * 0.8, qPrintable(why));
    }

    // A window saved on a larger screen (or at 100 % before the projector's 150 %) opens on this one.
    void savedGeometryFromALargerScreenFits()
    {
        {
            MainWindow big(m_dir.filePath(QStringLiteral("big.sqlite")));
            big.setGeometry(0, 0, 2400, 1500);
            UiSettings().setWindow(big.saveGeometry(), big.saveState(), 0);
        }
        MainWindow w(m_dir.filePath(QStringLiteral("big.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString why;
        QVERIFY2(onScreen(&w, &why), qPrintable(why));
        UiSettings().setWindow(QByteArray(), QByteArray(), 0);
    }

    // Presentation mode (F11) on this screen: the plan's table keeps GPU, GPUs, memory per GPU, time and cost
    // in view without scrolling (ux-4 P2-M5), and no chart axis cuts its figures to "…" (P2-M4).
    void presentationKeepsTheFiguresInView()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("present.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        PlanPage* page = w.planPage();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        page->recompute();
        w.setPresentation(true);
        QApplication::processEvents();
        auto* table = page->findChild<QTableView*>(QStringLiteral("configurationTable"));
        QVERIFY(table->model()->rowCount() > 0);
        for (int c : {ConfigurationModel::Gpu, ConfigurationModel::Gpus, ConfigurationModel::MemoryPerGpu,
                      ConfigurationModel::Time, ConfigurationModel::Cost}) {
            QVERIFY(!table->isColumnHidden(c));
            const int right = table->columnViewportPosition(c) + table->columnWidth(c);
            QVERIFY2(table->columnViewportPosition(c) >= 0 && right <= table->viewport()->width() + 1,
                     qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                                    .arg(c)
                                    .arg(right)
                                    .arg(table->viewport()->width())));
        }
        for (QChartView* chart :
             {static_cast<QChartView*>(page->costChart()), static_cast<QChartView*>(page->memoryChart())})
            for (QAbstractAxis* a : chart->chart()->axes())
                QVERIFY2(!a->truncateLabels(), qPrintable(chart->objectName()));
        w.setPresentation(false);
        QVERIFY(!table->isColumnHidden(ConfigurationModel::Layout)); // back as it was
    }

    // New plan: the wizard, its Next and Finish buttons on the screen.
    void wizardFits()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("wizard.sqlite")));
        w.show();
        bool drove = false;
        w.setWizardDriver([&](PlanWizard& wizard) {
            [&] {
                QVERIFY(QTest::qWaitForWindowExposed(&wizard));
                QString why;
                QVERIFY2(onScreen(&wizard, &why), qPrintable(why));
                QVERIFY(reachable(wizard.button(QWizard::NextButton)));
                QVERIFY(reachable(wizard.button(QWizard::CancelButton)));
                drove = true;
            }();
            return false;
        });
        w.newPlan();
        QVERIFY(drove);
    }

    void dialogsFit()
    {
        auto db = Database::open(m_dir.filePath(QStringLiteral("dialogs.sqlite")));
        QVERIFY(db.ok());
        MainWindow w(m_dir.filePath(QStringLiteral("dialogs2.sqlite")));
        w.show();
        GpuDialog gpu(&w);
        TemplatesDialog templates(**db, &w);
        QuoteDialog quote(w.session()->quotes(), &w);
        Settings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        SettingsDialog settingsDialog(settings, &w);
        // A quote's history with one change on record.
        Quote changed = QuoteStore(**db).list()->first();
        const Quote was = changed;
        changed.notes =
            QStringLiteral("交付前须确认 NVLink 拓扑 / NVLink topology to be confirmed before delivery");
        QVERIFY(replaceStoredQuote(**db, changed.id, was, changed).ok());
        HistoryDialog history(**db, changed.id, changed.quoteNumber, HistoryDialog::Show::Both, &w);
        QCOMPARE(history.rows().size(), 1);
        // GPUPLAN_SCREENSHOTS=DIR keeps a picture of each, to be read as the user sees it.
        const QString shots = qEnvironmentVariable("GPUPLAN_SCREENSHOTS");
        int n = 0;
        for (QDialog* d :
             {static_cast<QDialog*>(&gpu), static_cast<QDialog*>(&templates), static_cast<QDialog*>(&quote),
              static_cast<QDialog*>(&settingsDialog), static_cast<QDialog*>(&history)}) {
            d->show();
            QVERIFY(QTest::qWaitForWindowExposed(d));
            QString why;
            QVERIFY2(onScreen(d, &why), qPrintable(why));
            if (!shots.isEmpty())
                d->grab().save(QStringLiteral("%1/%2-%3.png")
                                   .arg(shots, qEnvironmentVariable("GPUPLAN_TEST_SCREEN"))
                                   .arg(++n));
            d->hide();
        }
        // The quote form's second tab, with every billing term, reachable on this screen too.
        quote.findChild<QTabWidget*>(QStringLiteral("quoteDialogTabs"))->setCurrentIndex(1);
        quote.show();
        QVERIFY(QTest::qWaitForWindowExposed(&quote));
        QString why;
        QVERIFY2(onScreen(&quote, &why), qPrintable(why));
        if (!shots.isEmpty())
            quote.grab().save(QStringLiteral("%1/%2-quote-terms.png")
                                  .arg(shots, qEnvironmentVariable("GPUPLAN_TEST_SCREEN")));
    }
};

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
