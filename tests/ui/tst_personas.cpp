// The three users of ux-3, each driven by clicks and keys through the desktop, as they work: under the
// Chinese system locale (LANG=zh_CN.UTF-8, the program in Chinese) on a 1920 × 1080 projector at 150 % (an
// offscreen screen of 1280 × 720 device-independent pixels). Issue 20 item 8.
#include "Dialogs.h"
#include "MainWindow.h"
#include "UiTestSupport.h"
#include "checklists/ChecklistsPage.h"
#include "plan/PlanDocument.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "quotes/ImportPreviewDialog.h"
#include "quotes/QuoteJobEditor.h"
#include "quotes/QuoteTableModel.h"
#include "quotes/QuotesPage.h"
#include "report/PdfDocument.h"
#include "storage/AcceptanceStore.h"
#include "storage/Database.h"
#include "util/Language.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStringEncoder>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QWizard>

using namespace gpuplan;
using gpuplan::test::typeInto;

namespace {
QString pdfText(const QString& path, int lastPage = 0)
{
    QProcess p;
    QStringList args;
    if (lastPage > 0)
        args << QStringLiteral("-l") << QString::number(lastPage);
    p.start(QStringLiteral("pdftotext"), args << path << QStringLiteral("-"));
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

bool onScreen(const QWidget& w)
{
    const QRect available = w.screen()->availableGeometry();
    return available.contains(w.frameGeometry()) || available.contains(w.geometry());
}
} // namespace

class TestPersonas : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-tests"));
        QVERIFY2(Language::fromEnvironment().startsWith(QLatin1String("zh")), "run under LANG=zh_CN.UTF-8");
        Language::install(Language::fromEnvironment());
        Dialogs::setSilent(true);
    }

    // The buyer: five quotes from a GB18030 file as Chinese Excel writes it, one bad row among them; weighed
    // for a 70B LoRA job set on the quotes page; the comparison PDF names the vendor the page found cheapest.
    void buyerComparesFiveQuotes()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("buyer.sqlite")));
        w.show();
        QVERIFY(onScreen(w));
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        tabs->setCurrentWidget(w.quotesPage());
        QuotesPage* page = w.quotesPage();
        Dialogs::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("deleteDemoButton")), Qt::LeftButton);
        QCOMPARE(page->model()->rowCount(), 0);
        QStringEncoder gb("GB18030");
        const QByteArray bytes = gb.encode(QStringLiteral(
            "供应商,报价单号,报价日期,GPU型号,每台GPU数,台数,单价,币种,计价单位,是否含税,税率,发票类型\r\n"
            "华东算力,HD-01,2026年11月29日,h100,8,1,7万,CNY,元/台/月,是,6,专票\r\n"
            "北方智算,BF-02,2026-11-28,a800,8,1,9.5,CNY,元/卡/小时,是,6,专票\r\n"
            "西部租赁,XB-03,2026-11-27,h100,8,1,6.8万,CNY,元/台/月,是,6,普票\r\n"
            "南方云,NF-04,2026-11-26,a800,8,2,5.2万,CNY,元/台/月,是,6,专票\r\n"
            "坏行供应商,BAD-05,2026-11-25,h100,8,1,很多,CNY,元/台/月,是,6,专票\r\n"
            "中原算力,ZY-06,2026-11-24,h100,8,1,16.5,CNY,元/卡/小时,是,6,专票\r\n"));
        const QString csv = m_dir.filePath(QStringLiteral("报价.csv"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        f.close();
        QString summary;
        page->setImportDrivers(
            [&](ImportPreviewDialog& d) {
                summary = d.findChild<QLabel*>(QStringLiteral("importSummary"))->text();
                return true; // the import button: the valid rows
            },
            {});
        Dialogs::setNextFileName(csv);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("importButton")), Qt::LeftButton);
        // "已读取 6 行（GB18030）：5 行有效，1 处有问题。…"
        QVERIFY2(summary.contains(QStringLiteral("GB18030")) &&
                     summary.contains(QStringLiteral("5 行有效")) &&
                     summary.contains(QStringLiteral("1 处有问题")),
                 qPrintable(summary));
        QCOMPARE(page->model()->rowCount(), 5); // the bad row left out

        // The job, set here: Llama 2 70B, LoRA, 1亿 tokens, three weeks.
        auto* editor = page->jobEditor();
        auto* model = editor->findChild<QComboBox*>(QStringLiteral("jobModelCombo"));
        model->setCurrentIndex(model->findData(QStringLiteral("llama-2-70b")));
        auto* method = editor->findChild<QComboBox*>(QStringLiteral("jobMethodCombo"));
        method->setCurrentIndex(method->findData(int(Method::Lora)));
        typeInto(editor->findChild<QLineEdit*>(QStringLiteral("jobTokensEdit")), QStringLiteral("1亿"));
        typeInto(editor->findChild<QLineEdit*>(QStringLiteral("jobDeadlineEdit")), QStringLiteral("三周"));
        QTest::mouseClick(editor->findChild<QPushButton*>(QStringLiteral("jobWeighButton")), Qt::LeftButton);
        QCOMPARE(w.planPage()->document()->request().deadlineHours, 504.0);
        // What the buyer typed stays as typed after weighing (ux-4 P1-m8: "100M", "504h"); the Plan area,
        // which was typed nothing, gets the same job in Chinese words.
        QCOMPARE(editor->findChild<QLineEdit*>(QStringLiteral("jobTokensEdit"))->text(),
                 QStringLiteral("1亿"));
        QCOMPARE(editor->findChild<QLineEdit*>(QStringLiteral("jobDeadlineEdit"))->text(),
                 QStringLiteral("三周"));
        auto* planDeadline = w.planPage()->findChild<QLineEdit*>(QStringLiteral("deadlineEdit"));
        QVERIFY(planDeadline);
        QCOMPARE(planDeadline->text(), QStringLiteral("3周"));
        auto* job = page->findChild<QLabel*>(QStringLiteral("jobLabel"));
        QTRY_VERIFY(job->text().contains(QStringLiteral("采购成本最低的是")));
        // The cheapest vendor as the page names it.
        const QRegularExpression cheapest(QStringLiteral("采购成本最低的是(\\S+)，为"));
        const auto m = cheapest.match(job->text());
        QVERIFY2(m.hasMatch(), qPrintable(job->text()));
        const QString vendor = m.captured(1);
        QVERIFY(!vendor.isEmpty());

        // The comparison PDF for the customer: the vendor in its text.
        report::Options details;
        details.customer = QStringLiteral("华东智算");
        details.languages = report::Languages::Chinese;
        Dialogs::setNextDocument(details);
        const QString pdf = m_dir.filePath(QStringLiteral("比较.pdf"));
        Dialogs::setNextFileName(pdf);
        QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("comparePdfButton")), Qt::LeftButton);
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(vendor), qPrintable(Dialogs::lastMessage() + text.left(800)));
        QVERIFY(text.contains(QStringLiteral("华东智算")));
        QVERIFY(!text.contains(QStringLiteral("坏行供应商")));
    }

    // The sales engineer in a meeting: a new plan through the wizard (every page within the 1080-line
    // screen), presentation mode, one input changed, the PDF for the customer with the name on its cover,
    // saved and opened again.
    void salesEngineerPlansInAMeeting()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("sales.sqlite")));
        w.show();
        bool drove = false;
        w.setWizardDriver([&](PlanWizard& wizard) {
            for (int page = 0; page < 4 && wizard.currentPage() != nullptr; ++page) {
                if (!onScreen(wizard))
                    return false;
                if (wizard.currentPage()->objectName() == QLatin1String("wizardStagePage")) {
                    auto* model = wizard.findChild<QComboBox*>(QStringLiteral("planModelCombo"));
                    model->setCurrentIndex(model->findData(QStringLiteral("llama-2-70b")));
                }
                if (wizard.currentPage()->objectName() == QLatin1String("wizardResultsPage")) {
                    drove = true;
                    QTest::mouseClick(wizard.button(QWizard::FinishButton), Qt::LeftButton);
                    return true;
                }
                QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
            }
            return false;
        });
        w.findChild<QAction*>(QStringLiteral("actionNewPlan"))->trigger();
        QVERIFY(drove);
        QCOMPARE(w.planPage()->document()->request().modelId, QStringLiteral("llama-2-70b"));
        auto* presentation = w.findChild<QAction*>(QStringLiteral("actionPresentation"));
        presentation->trigger();
        QVERIFY(presentation->isChecked());
        QTRY_VERIFY(w.isFullScreen());
        // One input changed in front of the customer: 2亿 tokens.
        typeInto(w.planPage()->findChild<QLineEdit*>(QStringLiteral("planTokensEdit")),
                 QStringLiteral("2亿"));
        QTRY_COMPARE(w.planPage()->document()->request().tokens, 2e8);
        presentation->trigger();
        QTRY_VERIFY(!w.isFullScreen());
        report::Options details;
        details.customer = QStringLiteral("西湖大模型实验室");
        details.preparedBy = QStringLiteral("李四");
        Dialogs::setNextDocument(details);
        const QString pdf = m_dir.filePath(QStringLiteral("规划摘要.pdf"));
        Dialogs::setNextFileName(pdf);
        w.findChild<QAction*>(QStringLiteral("actionExportPdf"))->trigger();
        const QString cover = pdfText(pdf, 1);
        QVERIFY2(cover.contains(QStringLiteral("西湖大模型实验室")) && cover.contains(QStringLiteral("李四")),
                 qPrintable(Dialogs::lastMessage() + cover.left(600)));
        QVERIFY(cover.contains(QStringLiteral("2亿")));
        const QString saved = m_dir.filePath(QStringLiteral("会议.gpuplan.json"));
        Dialogs::setNextFileName(saved);
        QVERIFY(w.savePlan(true));
        MainWindow again(m_dir.filePath(QStringLiteral("sales.sqlite")));
        again.show();
        again.openFile(saved);
        QCOMPARE(again.planPage()->document()->request().tokens, 2e8);
        QCOMPARE(again.planPage()->document()->request().modelId, QStringLiteral("llama-2-70b"));
    }

    // The person receiving the servers: two reports for the two servers of one quote (2 × 8 A800, 128 cores
    // each); 算力节点-3 has 64 physical cores per socket × 2 = 128, 算力节点-4 24 × 2 = 48 with 96 threads —
    // it fails. Both kept; the verdict "2 台服务器中 1 台不符合（算力节点-4）".
    void receiverChecksTwoServers()
    {
        const QString dbPath = m_dir.filePath(QStringLiteral("receiver.sqlite"));
        MainWindow w(dbPath);
        w.show();
        auto* page = w.findChild<ChecklistsPage*>();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        auto* quote = page->findChild<QComboBox*>(QStringLiteral("checklistQuote"));
        quote->setCurrentIndex(quote->findData(2));
        auto* import = page->findChild<QPushButton*>(QStringLiteral("acceptanceReportButton"));
        for (const auto& [host, cores] :
             {std::pair{QStringLiteral("算力节点-3"), 64}, {QStringLiteral("算力节点-4"), 24}}) {
            const QString path = test::serverReport(QDir(m_dir.path()), host, cores);
            QVERIFY(!path.isEmpty());
            Dialogs::setNextFileName(path);
            QTest::mouseClick(import, Qt::LeftButton);
        }
        auto* verdict = page->findChild<QLabel*>(QStringLiteral("acceptanceVerdict"));
        QCOMPARE(verdict->text(), QStringLiteral("交付验收：2 台服务器中 1 台不符合（算力节点-4）。"));
        auto db = Database::open(dbPath);
        QCOMPARE(AcceptanceStore(**db).reports(2)->size(), 2);
        QVERIFY(onScreen(w));
    }
};

QTEST_MAIN(TestPersonas)
#include "tst_personas.moc"
