#include "MainWindow.h"
#include "estimate/EstimatePage.h"
#include "quotes/QuoteTableModel.h"
#include "quotes/QuotesPage.h"
#include "util/Language.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestMainWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-tests"));
        Language::install(QStringLiteral("en"));
    }

    void estimateRecomputesOnEveryChange()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("ui.sqlite")));
        auto* model = w.findChild<QComboBox*>(QStringLiteral("modelCombo"));
        auto* method = w.findChild<QComboBox*>(QStringLiteral("methodCombo"));
        auto* gpu = w.findChild<QComboBox*>(QStringLiteral("gpuCombo"));
        auto* verdict = w.findChild<QLabel*>(QStringLiteral("verdictLabel"));
        auto* table = w.findChild<QTableWidget*>(QStringLiteral("memoryTable"));
        QVERIFY(model && method && gpu && verdict && table);
        // Seed 004: a 7B LoRA fits a 24 GB card, a full fine-tune does not.
        model->setCurrentIndex(model->findData(QStringLiteral("llama-2-7b")));
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("rtx-4090")));
        method->setCurrentIndex(int(Method::Lora));
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Fits")), qPrintable(verdict->text()));
        QCOMPARE(table->rowCount(), 8);
        method->setCurrentIndex(int(Method::Full));
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Does not fit")), qPrintable(verdict->text()));
        // Bad input is shown, not crashed on.
        auto* count = w.findChild<QSpinBox*>(QStringLiteral("gpuCountSpin"));
        count->setValue(12);
        QVERIFY(verdict->text().contains(QStringLiteral("multiple of 8")));
    }

    void quotesModelIsSound()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("ui2.sqlite")));
        QuoteTableModel* model = w.quotesPage()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->rowCount() >= 5); // the demo quotes
        QCOMPARE(model->columnCount(), int(QuoteTableModel::ColumnCount));
        bool sawFailure = false;
        for (int r = 0; r < model->rowCount(); ++r)
            sawFailure |=
                model->index(r, QuoteTableModel::Checks).data().toString().contains(QStringLiteral("failed"));
        QVERIFY(sawFailure); // the demo set includes servers that break the seeds' rules
    }

    void languageSwitchesAtRunTime()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("ui3.sqlite")));
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        QCOMPARE(w.windowTitle(), QStringLiteral("GPU Rental Planner"));
        w.switchLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(w.windowTitle(), QStringLiteral("GPU 租用规划"));
        QVERIFY(tabs->tabText(1).contains(QStringLiteral("报价")));
        auto* method = w.findChild<QComboBox*>(QStringLiteral("methodCombo"));
        QVERIFY(method->itemText(int(Method::Lora)).contains(QStringLiteral("LoRA")));
        QVERIFY(method->itemText(int(Method::Full)).contains(QStringLiteral("全参")));
        w.switchLanguage(QStringLiteral("en"));
        QCOMPARE(w.windowTitle(), QStringLiteral("GPU Rental Planner"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
