// A purchase run on the desktop by clicks, as procurement staff work it (ux-4 persona 1): the Chinese system
// locale on a projector at 150 %. The plan open in the window is the job; a company purchase (企业自行比价)
// with three vendors; their answers imported round by round (the template's Chinese columns), a final offer;
// the rounds' diff with what each does to this job's cost; the evaluation matrix with the best cell of each
// row marked, the expired offer refused; the award to the runner-up with its reason; the preparer's approval
// refused and another user's accepted, which puts the awarded offer on the quotes page with its checklists.
// What the page shows is what the command line answers for the same database.
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "quotes/ImportPreviewDialog.h"
#include "quotes/QuotesPage.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "tender/TenderRules.h"
#include "tenders/TenderDialog.h"
#include "tenders/TendersPage.h"
#include "util/Language.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QStringEncoder>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace gpuplan;

namespace {
QString fixture(const char* name)
{
    return QStringLiteral(GPUPLAN_FIXTURES "/tender/") + QLatin1String(name);
}
QJsonObject cliJson(const QStringList& args, const QString& db)
{
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_CLI_PATH),
            args + QStringList{QStringLiteral("--database"), db, QStringLiteral("--json")});
    p.waitForFinished(60000);
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}
void click(QWidget* page, const char* button)
{
    auto* b = page->findChild<QPushButton*>(QLatin1String(button));
    QVERIFY2(b, button);
    QVERIFY2(b->isEnabled(), button);
    QTest::mouseClick(b, Qt::LeftButton);
}
} // namespace

class TestTenderUi : public QObject
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

    void negotiationByClicks()
    {
        const QString db = m_dir.filePath(QStringLiteral("tenders.sqlite"));
        qputenv("USER", "alice");
        qint64 tenderId = 0;
        QString runnerUp;
        {
            MainWindow w(db);
            w.resize(1280, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openPlan(fixture("job.gpuplan")));
            // Ctrl+7: the purchases.
            w.activateWindow();
            QTest::keyClick(&w, Qt::Key_7, Qt::ControlModifier);
            TendersPage* page = w.tendersPage();
            QTRY_VERIFY(page->isVisible());
            auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
            QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("采购项目"));
            QCOMPARE(page->tendersTable()->rowCount(), 0);

            // The new purchase, first without a name: refused, nothing stored.
            page->setDialogDriver([](TenderDialog& d) {
                d.nameEdit()->clear();
                return true;
            });
            click(page, "newTender");
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("名称")),
                     qPrintable(Dialogs::lastMessage()));
            QCOMPARE(page->tendersTable()->rowCount(), 0);
            int dialogHeight = 0;
            // Then as typed: 企业自行比价 (the runner-up may be awarded with a reason), 综合评分法 with the
            // 87号令 weights 60/15/15/10, delivery by 2026-12-15, the vendors separated by Chinese commas.
            page->setDialogDriver([&dialogHeight](TenderDialog& d) {
                // Chinese arrives through the input method, committed as text.
                QTest::keyClicks(d.nameEdit(), QStringLiteral("Llama 70B LoRA "));
                d.nameEdit()->insert(QStringLiteral("训练算力"));
                QTest::keyClicks(d.numberEdit(), QStringLiteral("CG-2026-118"));
                d.methodBox()->setCurrentIndex(d.methodBox()->findData(int(ProcurementMethod::Company)));
                d.evaluationBox()->setCurrentIndex(
                    d.evaluationBox()->findData(int(EvaluationMethod::Scoring)));
                d.vendorsEdit()->insert(QStringLiteral("华北算力，西部智算，华东云"));
                d.deliverByCheck()->setChecked(true);
                d.deliverByEdit()->setDate(QDate(2026, 12, 15));
                // The dialog fits the projector's 1280 × 720 (1920 × 1080 at 150 %) with all its fields.
                d.show();
                dialogHeight = std::max(d.minimumSizeHint().height(), d.height());
                d.contactEdit()->insert(QStringLiteral("王敏 010-12345678"));
                d.validityBox()->setValue(30);
                return true;
            });
            click(page, "newTender");
            QVERIFY2(dialogHeight > 0 && dialogHeight <= 720, qPrintable(QString::number(dialogHeight)));
            QCOMPARE(page->tendersTable()->rowCount(), 1);
            tenderId = page->currentTenderId();
            QVERIFY(tenderId > 0);
            QCOMPARE(page->tendersTable()->item(0, 2)->text(), QStringLiteral("企业自行比价"));
            QCOMPARE(page->tendersTable()->item(0, 5)->text(), QStringLiteral("华北算力, 西部智算, 华东云"));
            const QString requirements = page->requirementsView()->toPlainText();
            QVERIFY2(requirements.contains(QStringLiteral("2026年12月15日")) &&
                         requirements.contains(QStringLiteral("综合评分法")) &&
                         requirements.contains(QStringLiteral("截止日后 30 天")),
                     qPrintable(requirements));
            QCOMPARE(w.session()->workspace().tenders().get(tenderId)->requirements.contact,
                     QStringLiteral("王敏 010-12345678"));
            // A draft takes no offers; opened, it does.
            QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("importAnswer"))->isEnabled());
            click(page, "openTender");
            for (const char* round : {"round1.csv", "round2.csv"}) {
                Dialogs::setNextFileName(fixture(round));
                click(page, "importAnswer");
            }
            Dialogs::setNextFileName(fixture("round3.csv"));
            click(page, "importFinal");
            QCOMPARE(page->offersTable()->rowCount(), 6); // 3 + 2 + 1, none overwritten
            // 华北算力's rounds: 65,000 → 62,000 → 59,800 per server-month; the job's cost to the buyer
            // 65,000 ÷ 1.06 = 61,320.75 in round 1 and 59,800 ÷ 1.06 = 56,415.09 in the final offer (a
            // general taxpayer deducts the 6 % VAT on the special invoice; the job takes one server-month).
            auto* vendor = page->findChild<QComboBox*>(QStringLiteral("roundsVendor"));
            vendor->setCurrentText(QStringLiteral("华北算力"));
            QTableWidget* rounds = page->roundsTable();
            QCOMPARE(rounds->rowCount(), 3);
            QVERIFY2(rounds->item(0, 2)->text().contains(QStringLiteral("61,320.75")),
                     qPrintable(rounds->item(0, 2)->text()));
            QVERIFY2(rounds->item(2, 2)->text().contains(QStringLiteral("56,415.09")),
                     qPrintable(rounds->item(2, 2)->text()));
            QVERIFY2(rounds->item(1, 3)->text().contains(QStringLiteral("65000")) &&
                         rounds->item(1, 3)->text().contains(QStringLiteral("62000")),
                     qPrintable(rounds->item(1, 3)->text()));
            QCOMPARE(rounds->item(2, 1)->text(), QStringLiteral("最后报价"));

            // Offers closed: the evaluation matrix, vendors as columns, the best cell of each row marked.
            click(page, "closeOffers");
            QTableWidget* matrix = page->matrixTable();
            QVERIFY(page->matrix().has_value());
            const TenderMatrix& m = *page->matrix();
            QCOMPARE(matrix->columnCount(), 3);
            const QJsonObject e = cliJson(
                {QStringLiteral("tender"), QStringLiteral("evaluate"), QString::number(tenderId)}, db);
            const QString first = e.value(QStringLiteral("winner")).toString();
            QVERIFY(!first.isEmpty());
            QCOMPARE(m.vendors.first(), first); // the command line's first is the first column
            // 华东云's latest offer expired on 2025-01-31: not compliant, said in its header and cell.
            const int expired = int(m.vendors.indexOf(QStringLiteral("华东云")));
            QCOMPARE(expired, 2);
            QVERIFY(!m.compliant[expired]);
            QVERIFY(matrix->horizontalHeaderItem(expired)->text().contains(QStringLiteral("不响应")));
            int evaluatedRow = -1, complianceRow = -1;
            for (int r = 0; r < m.rows.size(); ++r) {
                if (m.rows[r].key == QLatin1String("evaluated"))
                    evaluatedRow = r;
                if (m.rows[r].key == QLatin1String("compliance"))
                    complianceRow = r;
            }
            QVERIFY(matrix->item(complianceRow, expired)->text().contains(QStringLiteral("2025-01-31")));
            // The lowest cost to the buyer among compliant offers is marked, and only there.
            QCOMPARE(m.rows[evaluatedRow].best.size(), 1);
            const int best = m.rows[evaluatedRow].best.first();
            QVERIFY(matrix->item(evaluatedRow, best)->text().startsWith(QStringLiteral("★")));
            QVERIFY(matrix->item(evaluatedRow, best)->font().bold());
            QVERIFY(!matrix->item(evaluatedRow, expired)->text().startsWith(QStringLiteral("★")));
            // The evaluated prices shown are the command line's.
            for (const QJsonValue& v : e.value(QStringLiteral("offers")).toArray()) {
                const QJsonObject o = v.toObject();
                if (!o.contains(QStringLiteral("evaluated_price")))
                    continue;
                const int c = int(m.vendors.indexOf(o.value(QStringLiteral("vendor")).toString()));
                const QString shown =
                    QLocale().toString(o.value(QStringLiteral("evaluated_price")).toDouble(), 'f', 2);
                QVERIFY2(matrix->item(evaluatedRow, c)->text().contains(shown),
                         qPrintable(matrix->item(evaluatedRow, c)->text() + QStringLiteral(" / ") + shown));
            }
            QVERIFY(page->evaluationSummary()->text().contains(first));

            // The expired offer cannot be awarded; the runner-up can, with a reason.
            matrix->setCurrentCell(0, expired);
            Dialogs::setNextText(QStringLiteral("随便"));
            click(page, "awardTender");
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("2025-01-31")),
                     qPrintable(Dialogs::lastMessage()));
            runnerUp = m.vendors.at(1);
            matrix->setCurrentCell(0, 1);
            Dialogs::setNextText(QStringLiteral("现有集群同一机房，迁移成本低"));
            click(page, "awardTender");
            QVERIFY2(Dialogs::lastMessage().contains(runnerUp), qPrintable(Dialogs::lastMessage()));
            // The preparer cannot approve (separation of duties).
            Dialogs::setNextAnswer(QMessageBox::Yes);
            click(page, "approveAward");
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("alice")),
                     qPrintable(Dialogs::lastMessage()));
            QVERIFY(page->requirementsView()->toPlainText().contains(QStringLiteral("现有集群同一机房")));
            // The award memo and the request for quotation, each with its Excel beside it.
            const QString memo = m_dir.filePath(QStringLiteral("比价审批单.pdf"));
            Dialogs::setNextFileName(memo);
            click(page, "exportReport");
            QVERIFY2(QFileInfo(memo).size() > 0, qPrintable(Dialogs::lastMessage()));
            QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("比价审批单.xlsx"))).size() > 0);
            QProcess text;
            text.start(QStringLiteral("pdftotext"), {memo, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(30000));
            const QString memoText = QString::fromUtf8(text.readAllStandardOutput());
            QVERIFY2(memoText.contains(QStringLiteral("比价审批单")) &&
                         memoText.contains(QStringLiteral("现有集群同一机房")),
                     qPrintable(memoText.left(400)));
            const QString rfq = m_dir.filePath(QStringLiteral("询价函.pdf"));
            Dialogs::setNextFileName(rfq);
            click(page, "exportRequest");
            QVERIFY(QFileInfo(rfq).size() > 0);
            QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("询价函.xlsx"))).size() > 0);
            // Every step is in the history, with who took it.
            QVERIFY(page->historyTable()->rowCount() >= 9);
            bool prepared = false;
            for (int r = 0; r < page->historyTable()->rowCount(); ++r)
                prepared =
                    prepared || (page->historyTable()->item(r, 2)->text() == QStringLiteral("拟定标") &&
                                 page->historyTable()->item(r, 1)->text() == QStringLiteral("alice"));
            QVERIFY2(prepared, "the award prepared by alice, in words");

            // The screenshot a user would see on the projector, for a person to read (kept when asked).
            if (const QByteArray out = qgetenv("GPUPLAN_SCREENSHOTS"); !out.isEmpty())
                w.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/tenders-evaluation-zh.png"));
        }
        // Bob opens the same database and approves: the awarded offer is on the quotes page with its
        // contract and acceptance checklists.
        qputenv("USER", "bob");
        MainWindow w(db);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TendersPage* page = w.tendersPage();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        page->selectTender(tenderId);
        // Asked first, with what is approved: the vendor and this job's cost under its offer.
        Dialogs::setNextAnswer(QMessageBox::No);
        click(page, "approveAward");
        QVERIFY2(Dialogs::lastMessage().contains(runnerUp) &&
                     Dialogs::lastMessage().contains(QStringLiteral("¥")),
                 qPrintable(Dialogs::lastMessage()));
        QVERIFY(cliJson({QStringLiteral("tender"), QStringLiteral("show"), QString::number(tenderId)}, db)
                    .value(QStringLiteral("approved_by"))
                    .toString()
                    .isEmpty());
        Dialogs::setNextAnswer(QMessageBox::Yes);
        click(page, "approveAward");
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("报价")), qPrintable(Dialogs::lastMessage()));
        const QJsonObject shown =
            cliJson({QStringLiteral("tender"), QStringLiteral("show"), QString::number(tenderId)}, db);
        QCOMPARE(shown.value(QStringLiteral("approved_by")).toString(), QStringLiteral("bob"));
        const qint64 quoteId = shown.value(QStringLiteral("award_quote_id")).toInteger();
        QVERIFY(quoteId > 0);
        QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("approveAward"))->isEnabled());
        // The buttons are core's step table: approved, nothing more (the command line refuses a cancel too).
        for (const char* name : {"openTender", "closeOffers", "cancelTender", "failTender", "importAnswer",
                                 "importFinal", "clarify", "awardTender", "approveAward"})
            QVERIFY2(!page->findChild<QPushButton*>(QLatin1String(name))->isEnabled(), name);
        QCOMPARE(page->tendersTable()->item(0, 3)->text(), QStringLiteral("已审批"));
        QuotesPage* quotes = w.quotesPage();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(quotes);
        quotes->reselect(quoteId);
        QCOMPARE(quotes->currentQuoteId(), quoteId);
        auto* details = quotes->findChild<QTextBrowser*>(QStringLiteral("quoteDetails"));
        QTRY_VERIFY2(details->toPlainText().contains(QStringLiteral("CG-2026-118")),
                     qPrintable(details->toPlainText()));
        QVERIFY(details->toPlainText().contains(QStringLiteral("bob")));
        bool listed = false;
        for (const Quote& q : quotes->model()->quotes())
            listed = listed || (q.id == quoteId && q.provider == runnerUp);
        QVERIFY(listed);
        auto opened = Database::open(db);
        QVERIFY(opened.ok());
        QCOMPARE(ChecklistStore(**opened).forQuote(quoteId)->size(), 2);
        qputenv("USER", "alice");
    }

    // The desktop's buttons are core's step table: at every phase a purchase passes through, each button is
    // enabled exactly when actionsFor allows its step, and the status column shows the phase (a negotiation
    // reopened for a further round, then declared failed for too few responsive offers, by clicks).
    void buttonsFollowTheStepTable()
    {
        const QString db = m_dir.filePath(QStringLiteral("steps.sqlite"));
        qputenv("USER", "alice");
        MainWindow w(db);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPlan(fixture("job.gpuplan")));
        TendersPage* page = w.tendersPage();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        page->setDialogDriver([](TenderDialog& d) {
            d.nameEdit()->insert(QStringLiteral("谈判"));
            d.methodBox()->setCurrentIndex(
                d.methodBox()->findData(int(ProcurementMethod::CompetitiveNegotiation)));
            d.evaluationBox()->setCurrentIndex(
                d.evaluationBox()->findData(int(EvaluationMethod::LowestPrice)));
            d.vendorsEdit()->insert(QStringLiteral("华北算力，西部智算，华东云"));
            return true;
        });
        click(page, "newTender");
        const qint64 id = page->currentTenderId();
        QVERIFY(id > 0);
        const struct
        {
            TenderAction action;
            const char* button;
        } buttons[] = {{TenderAction::Close, "closeOffers"},   {TenderAction::Invite, "inviteVendors"},
                       {TenderAction::Cancel, "cancelTender"}, {TenderAction::DeclareFailed, "failTender"},
                       {TenderAction::Offer, "importAnswer"},  {TenderAction::Approve, "approveAward"}};
        const auto agree = [&](const char* phaseLabel) {
            auto t = w.session()->workspace().tenders().get(id);
            QVERIFY(t.ok());
            const QList<TenderAction> allowed = actionsFor(t.value());
            for (const auto& b : buttons)
                QVERIFY2(page->findChild<QPushButton*>(QLatin1String(b.button))->isEnabled() ==
                             allowed.contains(b.action),
                         b.button);
            QCOMPARE(page->findChild<QPushButton*>(QStringLiteral("openTender"))->isEnabled(),
                     allowed.contains(TenderAction::Open) || allowed.contains(TenderAction::Reopen));
            QCOMPARE(page->tendersTable()->item(0, 3)->text(), QString::fromUtf8(phaseLabel));
        };
        agree("草稿");
        click(page, "openTender");
        agree("接收报价中");
        Dialogs::setNextFileName(fixture("round1.csv"));
        click(page, "importAnswer");
        click(page, "closeOffers");
        agree("评审中");
        // 谈判 has rounds: the Open button reopens.
        QCOMPARE(page->findChild<QPushButton*>(QStringLiteral("openTender"))->text(),
                 QStringLiteral("再开一轮报价"));
        click(page, "openTender");
        agree("接收报价中");
        click(page, "closeOffers");
        Dialogs::setNextAnswer(QMessageBox::Yes);
        Dialogs::setNextText(QString()); // no cause typed: the method's rule is the reason, when it applies
        click(page, "failTender");
        // All three respond in round 1, so a cause is needed: refused, still evaluating.
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("3")), qPrintable(Dialogs::lastMessage()));
        agree("评审中");
        Dialogs::setNextAnswer(QMessageBox::Yes);
        Dialogs::setNextText(QStringLiteral("出现影响采购公正的违规行为"));
        click(page, "failTender");
        agree("已废标/终止");
        QCOMPARE(cliJson({QStringLiteral("tender"), QStringLiteral("show"), QString::number(id)}, db)
                     .value(QStringLiteral("end_reason"))
                     .toString(),
                 QStringLiteral("出现影响采购公正的违规行为"));
    }

    // Issue 58 / 63 item 3: a new purchase buys for the job shown last — the Serving area's service after the
    // Serving area (Ctrl+6), the plan after the Plan area (Ctrl+1) — with the rental term typed in the
    // dialog.
    void purchaseForTheServiceShown()
    {
        const QString db = m_dir.filePath(QStringLiteral("service-purchase.sqlite"));
        qputenv("USER", "alice");
        MainWindow w(db);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPlan(fixture("job.gpuplan")));
        TendersPage* page = w.tendersPage();
        const auto buy = [&](Qt::Key area, const QString& name, int months) {
            w.activateWindow();
            QTest::keyClick(&w, area, Qt::ControlModifier);
            QTest::keyClick(&w, Qt::Key_7, Qt::ControlModifier);
            QTest::qWait(50);
            page->setDialogDriver([&](TenderDialog& d) {
                d.nameEdit()->insert(name);
                d.methodBox()->setCurrentIndex(d.methodBox()->findData(int(ProcurementMethod::Company)));
                d.findChild<QSpinBox*>(QStringLiteral("tenderTermMonths"))->setValue(months);
                if (const QByteArray out = qgetenv("GPUPLAN_SCREENSHOTS"); !out.isEmpty()) {
                    d.show();
                    d.grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/tender-dialog-term.png"));
                }
                return true;
            });
            click(page, "newTender");
            return cliJson(
                {QStringLiteral("tender"), QStringLiteral("show"), QString::number(page->currentTenderId())},
                db);
        };
        QJsonObject shown = buy(Qt::Key_6, QStringLiteral("推理服务"), 6);
        QCOMPARE(shown.value(QStringLiteral("job")).toString(), QStringLiteral("service"));
        QCOMPARE(shown.value(QStringLiteral("requirements"))
                     .toObject()
                     .value(QStringLiteral("term_months"))
                     .toInt(),
                 6);
        // The customer's question the Serving area starts from: Qwen2.5-72B.
        QVERIFY2(page->requirementsView()->toPlainText().contains(QStringLiteral("Qwen2.5 72B")),
                 qPrintable(page->requirementsView()->toPlainText()));
        shown = buy(Qt::Key_1, QStringLiteral("训练算力"), 0);
        QCOMPARE(shown.value(QStringLiteral("job")).toString(), QStringLiteral("plan"));
    }

    // Issue 58 item 5: a vendor's answer as ux-5's vendors sent it — Chinese Excel's GB18030 CSV of the
    // template, the full company name for an invited 华北算力, a date that does not exist, a vendor not
    // invited, a note under the table — imported without leaving the Purchases area: the preview shows every
    // row with the purchase's own refusals, the date is corrected in its cell, and only what the user accepts
    // is recorded.
    void answerPreviewedAndCorrected()
    {
        const QString db = m_dir.filePath(QStringLiteral("preview.sqlite"));
        MainWindow w(db);
        TendersPage* page = w.tendersPage();
        const QJsonObject made = cliJson(
            {QStringLiteral("tender"), QStringLiteral("create"), QStringLiteral("--name"),
             QStringLiteral("预览导入"), QStringLiteral("--procurement"), QStringLiteral("企业自行比价"),
             QStringLiteral("--vendors"), QStringLiteral("华北算力,西部智算,华东云"),
             QStringLiteral("--plan-file"), fixture("job.gpuplan")},
            db);
        const qint64 id = made.value(QStringLiteral("id")).toInteger();
        QVERIFY(id > 0);
        cliJson({QStringLiteral("tender"), QStringLiteral("open"), QString::number(id)}, db);
        QVERIFY(w.session()->reload().ok());
        page->selectTender(id);
        QCOMPARE(page->currentTenderId(), id);
        QStringEncoder gb("GB18030");
        const QByteArray bytes = gb.encode(QStringLiteral(
            "供应商,报价日期,有效期至,GPU型号,每台GPU数,台数,单价,币种,计价单位,是否含税,税率,发票类型\r\n"
            "华北算力科技有限公司,2026-11-20,2099-12-31,H800,8,2,65000,CNY,台月,是,6,专票\r\n"
            "西部智算,2026-11-21,2026-02-30,H20,8,2,48000,CNY,台月,是,6,专票\r\n"
            "南方智算,2026-11-22,2099-12-31,A800,8,2,52000,CNY,台月,是,6,专票\r\n"
            "注：以上报价含税，有效期以合同为准,,,,,,,,,,,\r\n"));
        const QString path = m_dir.filePath(QStringLiteral("vendor-answer.csv"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        bool shown = false;
        page->setPreviewDriver([&](ImportPreviewDialog& d) {
            shown = true;
            // Before: 华北算力 valid (its full name matched), 西部智算's date and the uninvited vendor
            // problems.
            QTableWidget* rows = d.rows();
            if (rows->rowCount() != 3 || d.report().valid != 1)
                return false;
            int dateRow = -1, uninvited = -1;
            for (int r = 0; r < rows->rowCount(); ++r) {
                if (rows->item(r, 3)->text() == QStringLiteral("2026-02-30"))
                    dateRow = r;
                if (rows->item(r, 3)->text() == QStringLiteral("南方智算"))
                    uninvited = r;
            }
            if (dateRow < 0 || uninvited < 0 ||
                !rows->item(uninvited, 5)->text().contains(QStringLiteral("南方智算")))
                return false;
            if (!d.summary().contains(QStringLiteral("注：以上报价含税")))
                return false;
            // The uninvited vendor's row cannot be corrected into an offer; the date can.
            if (d.correct(uninvited, QStringLiteral("华东云")))
                return false;
            if (!d.correct(dateRow, QStringLiteral("2026-12-31")))
                return false;
            return d.report().valid == 2 && d.report().issueCount == 1;
        });
        Dialogs::setNextFileName(path);
        click(page, "importAnswer");
        QVERIFY(shown);
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("2")), qPrintable(Dialogs::lastMessage()));
        const auto stored = w.session()->workspace().tenders().offers(id);
        QVERIFY(stored.ok());
        QStringList vendors;
        for (const TenderOffer& o : stored.value())
            vendors << o.vendor;
        vendors.sort();
        QCOMPARE(vendors, (QStringList{QStringLiteral("华北算力"), QStringLiteral("西部智算")}));
        // Cancelled in the preview: nothing recorded.
        page->setPreviewDriver([](ImportPreviewDialog&) { return false; });
        Dialogs::setNextFileName(path);
        click(page, "importAnswer");
        QCOMPARE(w.session()->workspace().tenders().offers(id)->size(), 2);
    }

    // Issue 59: a purchase created and moved on by the command line (another process, on the same file)
    // appears in the open window without a click; the window's status bar says why it read again.
    void changesFromAnotherProcessAppear()
    {
        const QString db = m_dir.filePath(QStringLiteral("elsewhere.sqlite"));
        MainWindow w(db);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TendersPage* page = w.tendersPage();
        const int before = page->tendersTable()->rowCount();
        const QJsonObject made = cliJson(
            {QStringLiteral("tender"), QStringLiteral("create"), QStringLiteral("--name"),
             QStringLiteral("命令行建的采购"), QStringLiteral("--procurement"), QStringLiteral("inquiry"),
             QStringLiteral("--vendors"), QStringLiteral("华北算力,西部智算,华东云"),
             QStringLiteral("--plan-file"), fixture("job.gpuplan")},
            db);
        const qint64 id = made.value(QStringLiteral("id")).toInteger();
        QVERIFY(id > 0);
        QElapsedTimer seen;
        seen.start();
        QTRY_COMPARE_WITH_TIMEOUT(page->tendersTable()->rowCount(), before + 1, 10000);
        qInfo("a purchase made by another process appeared after %lld ms", seen.elapsed());
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("另一个程序")));
        const auto phaseOf = [&] {
            for (int r = 0; r < page->tendersTable()->rowCount(); ++r)
                if (page->tendersTable()->item(r, 1)->text() == QStringLiteral("命令行建的采购"))
                    return page->tendersTable()->item(r, 3)->text();
            return QString();
        };
        QCOMPARE(phaseOf(), QStringLiteral("草稿"));
        cliJson({QStringLiteral("tender"), QStringLiteral("open"), QString::number(id)}, db);
        QTRY_COMPARE_WITH_TIMEOUT(phaseOf(), QStringLiteral("接收报价中"), 10000);
    }
};

QTEST_MAIN(TestTenderUi)
#include "tst_tenderui.moc"
