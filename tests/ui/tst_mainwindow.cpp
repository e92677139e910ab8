#include "Dialogs.h"
#include "MainWindow.h"
#include "estimate/EstimatePage.h"
#include "quotes/QuoteTableModel.h"
#include "quotes/QuotesPage.h"
#include "util/Language.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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
        Dialogs::setSilent(true);
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

    void importFilterExportAndDeleteDemo()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("ui4.sqlite")));
        QuotesPage* page = w.quotesPage();
        QuoteTableModel* model = page->model();
        const int demo = model->rowCount();
        const QString csv = m_dir.filePath(QStringLiteral("import.csv"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("供应商,报价日期,GPU型号,每台GPU数,台数,单价,币种,计价单位\n"
                "Acme 算力,2026-11-20,h100,8,1,65000,CNY,台月\n"
                "Acme 算力,2026-11-20,h100,8,2,abc,CNY,台月\n"
                "Beta Cloud,2026-11-21,a800,8,1,9.9,CNY,卡时\n");
        f.close();
        // One bad row: the user is asked, says no, and nothing is written.
        Dialogs::setNextFileName(csv);
        Dialogs::setNextAnswer(QMessageBox::No);
        page->importCsv();
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("line 3")),
                 qPrintable(Dialogs::lastMessage()));
        QCOMPARE(model->rowCount(), demo);
        // Asked again, says yes: the two valid rows are imported.
        Dialogs::setNextFileName(csv);
        Dialogs::setNextAnswer(QMessageBox::Yes);
        page->importCsv();
        QCOMPARE(model->rowCount(), demo + 2);
        // Filter by provider, in memory.
        auto* provider = w.findChild<QLineEdit*>(QStringLiteral("providerFilter"));
        provider->setText(QStringLiteral("acme"));
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->quoteAt(0).provider, QStringLiteral("Acme 算力"));
        provider->clear();
        auto* gpu = w.findChild<QComboBox*>(QStringLiteral("gpuFilter"));
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("a800-sxm-80g")));
        for (int r = 0; r < model->rowCount(); ++r)
            QCOMPARE(model->quoteAt(r).gpuId, QStringLiteral("a800-sxm-80g"));
        gpu->setCurrentIndex(0);
        // Export writes every quote.
        const QString out = m_dir.filePath(QStringLiteral("export.csv"));
        Dialogs::setNextFileName(out);
        page->exportCsv();
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QCOMPARE(exported.readAll().count('\n'), demo + 2 + 1);
        // Deleting the demo data leaves the user's quotes.
        Dialogs::setNextAnswer(QMessageBox::Yes);
        page->deleteDemo();
        QCOMPARE(model->rowCount(), 2);
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
