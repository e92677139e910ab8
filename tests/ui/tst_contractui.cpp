// After the signature on the desktop (issue 62 item 6), as a buyer and a finance approver work it: the
// Chinese system locale on a projector at 150 %. Contracts (Ctrl+8): a signed quote becomes a contract
// through the dialog; the servers' acceptance set by hand; an outage file imported; the vendor's November
// bill (the Excel workbook of tests/fixtures/excel/bill-excel.xlsx, worked out by hand in
// tests/core/tst_bill.cpp) matched: nine differences, ¥255,848.38 payable, as the command line answers for
// the same database; the statement kept, refused approval by its preparer, approved by someone else in
// another window; exported as PDF.
#include "Dialogs.h"
#include "MainWindow.h"
#include "contracts/AmendmentDialog.h"
#include "contracts/ContractDialog.h"
#include "contracts/ContractsPage.h"
#include "contracts/OutageDialog.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Language.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

namespace {
void click(QWidget* page, const char* button)
{
    auto* b = page->findChild<QPushButton*>(QLatin1String(button));
    QVERIFY2(b, button);
    QVERIFY2(b->isEnabled(), button);
    QTest::mouseClick(b, Qt::LeftButton);
}

// The quote signed: 3 servers × 8 H100 at ¥22.00 per GPU-hour VAT excluded, 6 %, a special invoice, 4 h.
qint64 storeQuote(const QString& path)
{
    auto db = Database::open(path);
    if (!db)
        return 0;
    Quote q;
    q.provider = QStringLiteral("北京算力港科技有限公司");
    q.quoteNumber = QStringLiteral("Q-118");
    q.quoteDate = QDate(2026, 9, 20);
    q.gpuId = QStringLiteral("h100-sxm-80g");
    q.servers = 3;
    q.gpusPerServer = 8;
    q.price.price = Money(2200, Currency::CNY);
    q.price.unit = PriceUnit::GpuHour;
    q.price.billing = Billing::Hour;
    q.price.vatBasisPoints = 600;
    q.invoiceType = QStringLiteral("special");
    q.slaResponseHours = 0.5;
    q.slaReplacementHours = 4;
    auto id = QuoteStore(**db).add(q);
    // Another vendor's quote for the renewal: ¥20.00 per GPU-hour, a ¥30,000.00 setup fee, 4 × 8 H100.
    Quote other = q;
    other.provider = QStringLiteral("上海智算云");
    other.quoteNumber = QStringLiteral("Q-201");
    other.servers = 4;
    other.price.price = Money(2000, Currency::CNY);
    other.price.setupFee = Money(3000000, Currency::CNY);
    other.validUntil = QDate(2099, 12, 31);
    if (!QuoteStore(**db).add(other))
        return 0;
    return id ? id.value() : 0;
}
} // namespace

class TestContractUi : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-tests"));
        Language::install(QStringLiteral("zh_CN"));
        Dialogs::setSilent(true);
    }

    void billMatchedByClicks()
    {
        const QString db = m_dir.filePath(QStringLiteral("contracts.sqlite"));
        qputenv("USER", "zhang.san");
        const qint64 quote = storeQuote(db);
        QVERIFY(quote > 0);
        {
            MainWindow w(db); // it fits the screen it opens on
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.activateWindow();
            QTest::keyClick(&w, Qt::Key_8, Qt::ControlModifier);
            ContractsPage* page = w.contractsPage();
            QTRY_VERIFY(page->isVisible());
            auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
            QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("合同履约"));
            QCOMPARE(page->contractsTable()->rowCount(), 0);

            // The dialog proposes the quote's terms; the buyer types the contract's.
            page->setDialogDriver([quote](ContractDialog& d) {
                d.quoteBox()->setCurrentIndex(d.quoteBox()->findData(quote));
                d.numberEdit()->setText(QStringLiteral("HT-2026-118"));
                d.startEdit()->setDate(QDate(2026, 10, 1));
                d.termBox()->setValue(12);
                d.tiersEdit()->setText(QStringLiteral("99.9：20，99：30，95：50")); // Chinese punctuation
                d.capEdit()->setText(QStringLiteral("50"));
                d.paymentEdit()->setText(QStringLiteral("月结，收到发票后 30 日内付款"));
                d.serversEdit()->setText(QStringLiteral("node-01，node-02，node-03"));
                return true;
            });
            click(page, "newContractButton");
            QCOMPARE(page->contractsTable()->rowCount(), 1);
            QCOMPARE(page->serversTable()->rowCount(), 3);
            QCOMPARE(page->serversTable()->item(1, 1)->text(), QStringLiteral("未验收合格"));

            // Each server's acceptance (China time).
            auto* name = page->findChild<QLineEdit*>(QStringLiteral("serverNameEdit"));
            auto* at = page->findChild<QDateTimeEdit*>(QStringLiteral("acceptedAtEdit"));
            for (const auto& [server, when] :
                 {std::pair{"node-01", "2026-09-28 10:00"}, std::pair{"node-02", "2026-11-05 00:00"},
                  std::pair{"node-03", "2026-11-20 15:00"}}) {
                name->setText(QLatin1String(server));
                at->setDateTime(
                    QDateTime::fromString(QLatin1String(when), QStringLiteral("yyyy-MM-dd HH:mm")));
                click(page, "setAcceptedButton");
            }
            QCOMPARE(page->serversTable()->item(1, 1)->text(), QStringLiteral("2026-11-05 00:00"));
            // A fourth server is refused: the contract holds three.
            name->setText(QStringLiteral("node-04"));
            click(page, "setAcceptedButton");
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("共 3 台服务器")),
                     qPrintable(Dialogs::lastMessage()));

            const QString outages = m_dir.filePath(QStringLiteral("停机记录.csv"));
            QFile f(outages);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("服务器,开始,结束,原因,计入\nnode-01,2026-11-10 08:00,2026-11-10 20:00,GPU 掉卡 (Xid "
                    "79),是\n");
            f.close();
            page->tabs()->setCurrentIndex(1);
            Dialogs::setNextFileName(outages);
            click(page, "importOutagesButton");
            QCOMPARE(page->outagesTable()->rowCount(), 1);

            // One outage by hand (December: the November bill is not touched). Below the fields, core's
            // answer: refused while nothing says what happened, then the outage as it will be kept.
            QString refused, shown, fromReport, wrongHost;
            bool okWhileEmpty = true;
            page->setOutageDriver([&](OutageDialog& d) {
                d.serverBox()->setCurrentIndex(d.serverBox()->findData(QStringLiteral("node-02")));
                d.startEdit()->setDateTime(QDateTime(QDate(2026, 12, 2), QTime(9, 41)));
                d.endEdit()->setDateTime(QDateTime(QDate(2026, 12, 2), QTime(15, 0)));
                refused = d.previewLabel()->text();
                okWhileEmpty = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
                d.causeEdit()->setText(QStringLiteral("GPU 5 掉卡（Xid 79），已更换"));
                shown = d.previewLabel()->text();
                return true;
            });
            page->tabs()->setCurrentIndex(1);
            click(page, "addOutageButton");
            QVERIFY(!okWhileEmpty);
            QVERIFY2(refused.contains(QStringLiteral("原因")), qPrintable(refused));
            QVERIFY2(shown.contains(QStringLiteral("node-02，2026-12-02 09:41 – 2026-12-02 15:00")),
                     qPrintable(shown));
            QCOMPARE(page->outagesTable()->rowCount(), 2);
            QCOMPARE(page->outagesTable()->item(1, 1)->text(), QStringLiteral("2026-12-02 09:41"));
            // From a server's health report (the acceptance fixture of gpu-node-01, hardware Xid 48 and 79):
            // its host is not the contract's, so the buyer names the server.
            page->setOutageDriver([&](OutageDialog& d) {
                if (!d.loadReport(QStringLiteral(GPUPLAN_FIXTURES "/acceptance/h100-xid.txt")))
                    return false;
                d.serverBox()->setCurrentIndex(0); // as the report names it
                d.startEdit()->setDateTime(QDateTime(QDate(2026, 12, 3), QTime(8, 0)));
                d.endEdit()->setDateTime(QDateTime(QDate(2026, 12, 3), QTime(12, 0)));
                wrongHost = d.previewLabel()->text();
                d.serverBox()->setCurrentIndex(d.serverBox()->findData(QStringLiteral("node-03")));
                fromReport = d.previewLabel()->text();
                if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS")) {
                    d.show();
                    d.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                                  QStringLiteral("/outage-dialog-zh.png"));
                }
                return true;
            });
            click(page, "addOutageButton");
            QVERIFY2(wrongHost.contains(QStringLiteral("gpu-node-01")), qPrintable(wrongHost));
            QVERIFY2(fromReport.contains(QStringLiteral("Xid 48, 79")) &&
                         fromReport.contains(QStringLiteral("h100-xid.txt")),
                     qPrintable(fromReport));
            QCOMPARE(page->outagesTable()->rowCount(), 3);
            QCOMPARE(page->outagesTable()->item(2, 0)->text(), QStringLiteral("node-03"));

            // The November bill, as the vendor's Excel sends it.
            page->tabs()->setCurrentIndex(2);
            page->findChild<QDateEdit*>(QStringLiteral("billMonthEdit"))->setDate(QDate(2026, 11, 1));
            const QString bill = QStringLiteral(GPUPLAN_FIXTURES "/excel/bill-excel.xlsx");
            Dialogs::setNextFileName(bill);
            click(page, "matchBillButton");
            QVERIFY(page->statement().has_value());
            QCOMPARE(page->differencesTable()->rowCount(), 9);
            QCOMPARE(page->differencesTable()->item(0, 0)->text(), QStringLiteral("账单 第 3 行"));
            const QString summary = page->summaryLabel()->text();
            for (const char* expected : {"¥255,848.38", "¥85,313.66", "¥37,593.60"})
                QVERIFY2(summary.contains(QString::fromUtf8(expected)), qPrintable(summary));
            // One answer: the command line says the same for this database and file.
            QProcess cli;
            cli.start(QStringLiteral(GPUPLAN_CLI_PATH),
                      {QStringLiteral("contract"), QStringLiteral("bill"), bill, QStringLiteral("--contract"),
                       QStringLiteral("HT-2026-118"), QStringLiteral("--month"), QStringLiteral("2026-11"),
                       QStringLiteral("--database"), db, QStringLiteral("--json")});
            QVERIFY(cli.waitForFinished(60000));
            const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
            QCOMPARE(json.value(QStringLiteral("payable_total")).toString(),
                     page->statement()->payableTotal.toString());
            QCOMPARE(json.value(QStringLiteral("differences")).toArray().size(),
                     page->differencesTable()->rowCount());

            QTest::qWait(200);
            if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS"))
                w.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                              QStringLiteral("/contracts-zh.png"));
            QVERIFY(w.frameGeometry().width() <= w.screen()->availableGeometry().width() + 1);

            // Kept by zhang.san, who may not approve it.
            click(page, "keepStatementButton");
            QCOMPARE(page->statementsTable()->rowCount(), 1);
            QCOMPARE(page->statementsTable()->item(0, 7)->text(), QStringLiteral("尚未审批"));
            // The vendor's record (履约评价) with the statement kept, a quarter each: bills 1 − 1/1 = 0;
            // service 1 − 1/3 server-months with a credit; no delivery report: 1; dates 1 − 2/3 servers
            // accepted late (node-02 and node-03 after the term began on 10-01) → (0 + 2/3 + 1 + 1/3) ÷ 4 =
            // 50 %.
            QCOMPARE(page->vendorsTable()->rowCount(), 1);
            QCOMPARE(page->vendorsTable()->item(0, 0)->text(), QStringLiteral("北京算力港科技有限公司"));
            QCOMPARE(page->vendorsTable()->item(0, 6)->text(), QStringLiteral("50 %"));
            if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS")) {
                page->tabs()->setCurrentIndex(5);
                QTest::qWait(100);
                w.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                              QStringLiteral("/vendors-zh.png"));
                page->tabs()->setCurrentIndex(3);
            }
            QVERIFY2(page->vendorsTable()->item(0, 7)->text().contains(
                         QStringLiteral("3 台服务器中 2 台验收延迟")),
                     qPrintable(page->vendorsTable()->item(0, 7)->text()));
            page->statementsTable()->selectRow(0);
            Dialogs::setNextAnswer(QMessageBox::Yes);
            click(page, "approveStatementButton");
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("经办与审批分离")),
                     qPrintable(Dialogs::lastMessage()));
            QCOMPARE(page->statementsTable()->item(0, 7)->text(), QStringLiteral("尚未审批"));

            // The statement as a PDF for finance.
            report::Options details;
            details.languages = report::Languages::Both;
            Dialogs::setNextDocument(details);
            const QString pdf = m_dir.filePath(QStringLiteral("对账单.pdf"));
            Dialogs::setNextFileName(pdf);
            page->tabs()->setCurrentIndex(2);
            click(page, "exportStatementButton");
            QProcess text;
            text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput());
            for (const char* expected : {"对账单", "Reconciliation statement", "¥255,848.38", "zhang.san"})
                QVERIFY2(words.contains(QString::fromUtf8(expected)), expected);
            QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("对账单.xlsx"))));
        }
        // li.si, in a window of her own, approves it.
        qputenv("USER", "li.si");
        MainWindow w(db);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QTest::keyClick(&w, Qt::Key_8, Qt::ControlModifier);
        ContractsPage* page = w.contractsPage();
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(page->statementsTable()->rowCount(), 1);
        page->statementsTable()->selectRow(0);
        Dialogs::setNextAnswer(QMessageBox::Yes);
        page->tabs()->setCurrentIndex(3);
        click(page, "approveStatementButton");
        QVERIFY2(page->statementsTable()->item(0, 7)->text().startsWith(QStringLiteral("li.si")),
                 qPrintable(page->statementsTable()->item(0, 7)->text()));

        // The renewal: the same 24 GPUs for 12 more months of 730 h. Continuing: 24 × 8,760 × 22 =
        // ¥4,625,280.00; 上海智算云: 24 × 8,760 × 20 + 30,000 + 3 days both running (72 × 24 × 22 = 38,016)
        // = ¥4,272,816.00 (tst_bill renewalByHand works the same by hand).
        page->tabs()->setCurrentIndex(4);
        QTest::qWait(50); // laid out as the user sees it
        click(page, "weighRenewalButton");
        QTableWidget* renewal = page->renewalTable();
        QVERIFY2(renewal->rowCount() >= 2, qPrintable(Dialogs::lastMessage()));
        QCOMPARE(renewal->item(0, 0)->text(), QStringLiteral("续约"));
        QCOMPARE(renewal->item(0, 5)->text(), QStringLiteral("¥4,625,280.00"));
        bool seen = false;
        for (int r = 1; r < renewal->rowCount(); ++r)
            if (renewal->item(r, 1)->text() == QStringLiteral("上海智算云")) {
                seen = true;
                QCOMPARE(renewal->item(r, 5)->text(), QStringLiteral("¥4,272,816.00"));
                QCOMPARE(renewal->item(r, 6)->text(), QStringLiteral("¥352,464.00"));
            }
        QVERIFY(seen);
        QVERIFY2(page->recommendationLabel()->text().contains(QStringLiteral("¥20.32")),
                 qPrintable(page->recommendationLabel()->text()));
        // The vendor offers ¥19.50 to renew: 24 × 8,760 × 19.5 = ¥4,099,680.00.
        page->renewalPriceEdit()->setText(QStringLiteral("19.5"));
        click(page, "weighRenewalButton");
        QCOMPARE(renewal->item(0, 5)->text(), QStringLiteral("¥4,099,680.00"));
        report::Options details;
        Dialogs::setNextDocument(details);
        const QString memo = m_dir.filePath(QStringLiteral("续约评估.pdf"));
        Dialogs::setNextFileName(memo);
        click(page, "exportRenewalMemoButton");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {memo, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString words = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(words.contains(QStringLiteral("续约评估")) &&
                     words.contains(QStringLiteral("¥4,099,680.00")),
                 qPrintable(words.left(600)));
        // An amendment (补充协议) from December, ¥22.00 → ¥20.00 per GPU-hour; one from November is
        // refused: its statement is kept, matched against the terms then in force.
        const auto amendment = [&](const char* number, QDate from, const char* price) {
            page->setAmendmentDriver([=](AmendmentDialog& d) {
                d.numberEdit()->setText(QLatin1String(number));
                d.effectiveEdit()->setDate(from);
                d.priceEdit()->setText(QLatin1String(price));
                d.reasonEdit()->setText(QStringLiteral("续期降价"));
                if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS")) {
                    d.show();
                    d.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                                  QStringLiteral("/amendment-zh.png"));
                }
                return true;
            });
            click(page, "amendButton");
        };
        page->tabs()->setCurrentIndex(6);
        amendment("HT-2026-118-BC-01", QDate(2026, 12, 1), "20");
        QCOMPARE(page->amendmentsTable()->rowCount(), 1);
        QVERIFY2(page->amendmentsTable()->item(0, 2)->text().contains(QStringLiteral("¥20.00")),
                 qPrintable(page->amendmentsTable()->item(0, 2)->text()));
        QCOMPARE(page->amendmentsTable()->item(0, 1)->text(), QStringLiteral("2026-12"));
        amendment("HT-2026-118-BC-02", QDate(2026, 11, 1), "19");
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("2026-11")),
                 qPrintable(Dialogs::lastMessage()));
        QCOMPARE(page->amendmentsTable()->rowCount(), 1);
        qputenv("USER", "zhang.san");
    }
};

QTEST_MAIN(TestContractUi)
#include "tst_contractui.moc"
