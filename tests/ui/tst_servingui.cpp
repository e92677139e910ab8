// The serving area as a sales engineer uses it on a projector (zh_CN, 1920 × 1080 at 150 %): Ctrl+6, the
// users typed in, the answer shown is core's answer to the page's question and the command line's to the same
// options; bad input said in the summary; the charts drawn.
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "plan/PlanWizard.h"
#include "quotes/QuoteJobEditor.h"
#include "quotes/QuoteTableModel.h"
#include "quotes/QuotesPage.h"
#include "serving/ServingPage.h"
#include "serving/ServingQuotesTable.h"
#include "util/Language.h"
#include <QAbstractButton>
#include <QAction>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QWizard>

#include "../cli/CliRun.h"

#include <QAbstractSpinBox>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMouseEvent>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace gpuplan;

class TestServingUi : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // The window shown on its screen, on the Serving area (Ctrl+6) once its first answer is there; null when
    // it is not within the wait.
    static ServingPage* openServing(MainWindow& w)
    {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return nullptr;
        QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
        auto* page = w.findChild<ServingPage*>(QStringLiteral("servingPage"));
        const bool ready =
            page && QTest::qWaitFor([&] { return page->isVisible() && page->answer().has_value(); });
        return ready ? page : nullptr;
    }

    static void typeNumber(QAbstractSpinBox* box, const QString& text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClick(box, Qt::Key_Backspace);
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Tab);
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-tests"));
        Language::install(QStringLiteral("zh_CN"));
        Dialogs::setSilent(true);
    }

    // New plan → the serving stage: the wizard ends on its first page with a note, and Finish opens the
    // Serving area with the model chosen there (ux-4 persona 2: the serving stage answered a batch job).
    void wizardServingStageOpensTheServingArea()
    {
        MainWindow w(m_dir.filePath(QStringLiteral("wizard.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        bool finished = false;
        w.setWizardDriver([&](PlanWizard& wizard) {
            auto* stage = wizard.findChild<QComboBox*>(QStringLiteral("stageCombo"));
            auto* model = wizard.findChild<QComboBox*>(QStringLiteral("planModelCombo"));
            if (!stage || !model)
                return false;
            stage->setCurrentIndex(stage->findData(int(Stage::Serving)));
            model->setCurrentIndex(model->findData(QStringLiteral("llama-3.3-70b")));
            auto* note = wizard.findChild<QLabel*>(QStringLiteral("wizardServingNote"));
            if (!note || !note->isVisible() || !wizard.currentPage()->isFinalPage())
                return false;
            // Finish shows, Next does not (ux-5 P1-M5: the page said Finish, only a Next that did nothing
            // showed); back to training, Next again.
            if (!wizard.button(QWizard::FinishButton)->isVisible() ||
                wizard.button(QWizard::NextButton)->isVisible())
                return false;
            stage->setCurrentIndex(stage->findData(int(Stage::MidScale)));
            if (!wizard.button(QWizard::NextButton)->isVisible() || note->isVisible())
                return false;
            stage->setCurrentIndex(stage->findData(int(Stage::Serving)));
            if (!wizard.button(QWizard::FinishButton)->isVisible())
                return false;
            model->setCurrentIndex(model->findData(QStringLiteral("llama-3.3-70b")));
            finished = true;
            QTest::mouseClick(wizard.button(QWizard::FinishButton), Qt::LeftButton);
            return true;
        });
        w.findChild<QAction*>(QStringLiteral("actionNewPlan"))->trigger();
        QVERIFY(finished);
        auto* page = w.findChild<ServingPage*>(QStringLiteral("servingPage"));
        QTRY_VERIFY(page->isVisible());
        QTRY_VERIFY(page->answer().has_value());
        QCOMPARE(page->answer()->request.modelId, QStringLiteral("llama-3.3-70b"));
    }

    // Save plan (Ctrl+S) on the Serving area keeps the question as a plan file; Open plan brings it back
    // there, and the command line plans the same file to the same recommendation.
    void servingPlanSavedAndOpened()
    {
        const QString db = m_dir.filePath(QStringLiteral("files.sqlite"));
        MainWindow w(db);
        ServingPage* page = openServing(w);
        QVERIFY(page);
        auto* load = page->findChild<QDoubleSpinBox*>(QStringLiteral("servingLoad"));
        typeNumber(load, QStringLiteral("321"));
        QTRY_VERIFY(page->answer() && page->answer()->request.users == 321);
        // Questions whose lengths vary by ± 50 %: the request says it, and the plan file keeps it.
        auto* spread = page->findChild<QSpinBox*>(QStringLiteral("servingSpread"));
        QVERIFY(spread);
        typeNumber(spread, QStringLiteral("50"));
        QTRY_VERIFY(page->answer() && page->answer()->request.inputSpread == 0.5);
        // An older engine generation: chosen in the form, said under the answer, kept in the plan file.
        auto* engine = page->findChild<QComboBox*>(QStringLiteral("servingEngine"));
        QVERIFY(engine);
        engine->setCurrentIndex(engine->findData(QStringLiteral("vllm@0.7")));
        QTRY_VERIFY(page->answer() && page->answer()->request.engineVersion == QLatin1String("0.7"));
        auto* summary = page->findChild<QLabel*>(QStringLiteral("servingSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("V0")), qPrintable(summary->text()));
        const QString file = m_dir.filePath(QStringLiteral("served.gpuplan"));
        Dialogs::setNextFileName(file);
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(QFileInfo::exists(file));
        QCOMPARE(page->planPath(), file);
        typeNumber(load, QStringLiteral("50"));
        QTRY_VERIFY(page->answer() && page->answer()->request.users == 50);
        w.findChild<QTabWidget*>()->setCurrentIndex(0); // from another area: Open plan goes to Serving
        QVERIFY(w.openPlan(file));
        QTRY_VERIFY(page->isVisible());
        QTRY_VERIFY(page->answer() && page->answer()->request.users == 321);
        QCOMPARE(load->value(), 321.0);
        QCOMPARE(spread->value(), 50);
        QCOMPARE(engine->currentData().toString(), QStringLiteral("vllm@0.7"));
        const clitest::Run cli =
            clitest::runCli({QStringLiteral("plan"), QStringLiteral("--plan-file"), file,
                             QStringLiteral("--database"), db, QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        const QJsonObject first =
            cli.json().value(QStringLiteral("configurations")).toArray().first().toObject();
        const ServingOption& shown = page->answer()->options.first();
        QCOMPARE(first.value(QStringLiteral("gpu")).toString(), shown.replica.gpu->id);
        QCOMPARE(first.value(QStringLiteral("replicas")).toInt(), shown.replicas);
        QCOMPARE(first.value(QStringLiteral("monthly_cost")).toString(), shown.monthlyCost.toString());
    }

    // A model that is no preset, from its config.json, with one MTP token of speculative decoding: chosen
    // in the form, served (the answer's model is the file's), kept in the plan file and shown again when it
    // is opened; the CLI plans the same file alike. A config.json without a key is refused, saying the key,
    // and the model chosen before stays.
    void customModelAndSpeculativeDecoding()
    {
        const QString db = m_dir.filePath(QStringLiteral("custom.sqlite"));
        MainWindow w(db);
        ServingPage* page = openServing(w);
        QVERIFY(page);
        auto* model = page->findChild<QComboBox*>(QStringLiteral("servingModel"));
        const int before = model->currentIndex();
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("config.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"hidden_size": 4096, "num_attention_heads": 32})");
        f.close();
        Dialogs::setNextFileName(bad);
        model->setCurrentIndex(model->findData(QStringLiteral("config")));
        QCOMPARE(model->currentIndex(), before);
        QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("num_hidden_layers")),
                 qPrintable(Dialogs::lastMessage()));
        Dialogs::setNextFileName(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/hf/mixtral-8x7b.json"));
        model->setCurrentIndex(model->findData(QStringLiteral("config")));
        QCOMPARE(model->currentData().toString(), QStringLiteral("custom"));
        QTRY_VERIFY(page->answer() && page->answer()->request.customModel.has_value());
        QCOMPARE(page->answer()->workload.model.experts, 8);
        auto* draft = page->findChild<QSpinBox*>(QStringLiteral("servingDraft"));
        QVERIFY(draft);
        draft->setValue(1);
        QTRY_VERIFY(page->answer() && page->answer()->request.draftTokens == 1);
        QCOMPARE(page->answer()->request.acceptanceLength, 1.85);
        const QString file = m_dir.filePath(QStringLiteral("mixtral.gpuplan"));
        Dialogs::setNextFileName(file);
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(QFileInfo::exists(file));
        draft->setValue(0);
        model->setCurrentIndex(0);
        QTRY_VERIFY(page->answer() && !page->answer()->request.customModel);
        QVERIFY(w.openPlan(file));
        QTRY_VERIFY(page->answer() && page->answer()->request.customModel.has_value());
        QCOMPARE(model->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(draft->value(), 1);
        const clitest::Run cli =
            clitest::runCli({QStringLiteral("plan"), QStringLiteral("--plan-file"), file,
                             QStringLiteral("--database"), db, QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        const QJsonObject first =
            cli.json().value(QStringLiteral("configurations")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("replicas")).toInt(), page->answer()->options.first().replicas);
        QCOMPARE(first.value(QStringLiteral("gpu")).toString(),
                 page->answer()->options.first().replica.gpu->id);
    }

    // ux-5 P1-M2: "show me H20 vs L20 vs A800 vs 4090 side by side". The GPUs compared are ticked in the
    // menu of one button (a tick keeps the menu open); the by-GPU table then lists only those, and the
    // answer is the command line's to --gpu with the same cards. "Every GPU offered" clears the choice.
    void gpuFilterComparesTheCardsNamed()
    {
        const QString db = m_dir.filePath(QStringLiteral("filter.sqlite"));
        MainWindow w(db);
        ServingPage* page = openServing(w);
        QVERIFY(page);
        auto* table = page->findChild<QTableWidget*>(QStringLiteral("servingByGpu"));
        QVERIFY(table->rowCount() > 4);
        auto* button = page->findChild<QToolButton*>(QStringLiteral("servingGpuFilter"));
        QVERIFY(button);
        QCOMPARE(button->text(), QStringLiteral("所有在售 GPU"));
        QMenu* menu = button->menu();
        emit menu->aboutToShow(); // what opening it does: the catalog's GPUs, ticked as chosen
        const QStringList ids{QStringLiteral("h20-96g"), QStringLiteral("l20"),
                              QStringLiteral("a800-sxm-80g"), QStringLiteral("rtx-4090")};
        for (const QString& id : ids) {
            auto* a = menu->findChild<QAction*>(QStringLiteral("gpuFilter-") + id);
            QVERIFY2(a, qPrintable(id));
            // A click on the ticked item: the button's event filter ticks it and keeps the menu open.
            menu->setActiveAction(a);
            QMouseEvent release(QEvent::MouseButtonRelease, QPointF(1, 1), QPointF(1, 1), Qt::LeftButton,
                                Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(menu, &release);
            QVERIFY(a->isChecked());
        }
        QTRY_COMPARE(page->request().value().allowedGpuIds, ids);
        QTRY_VERIFY(page->answer() && page->answer()->request.allowedGpuIds == ids);
        QVERIFY2(button->text().contains(QStringLiteral("、")), qPrintable(button->text()));
        QVERIFY(table->rowCount() >= 1 && table->rowCount() <= 4);
        QSet<QString> allowed;
        const Session* session = w.findChild<Session*>();
        for (const QString& id : ids)
            allowed << session->data().catalog().byId(id)->displayName();
        for (int r = 0; r < table->rowCount(); ++r)
            QVERIFY2(allowed.contains(table->item(r, 0)->text()), qPrintable(table->item(r, 0)->text()));
        // The command line with the same cards answers the same first option.
        const clitest::Run cli =
            clitest::runCli({QStringLiteral("plan"), QStringLiteral("--method"), QStringLiteral("serve"),
                             QStringLiteral("--model"), page->answer()->request.modelId,
                             QStringLiteral("--users"), QStringLiteral("200"), QStringLiteral("--gpu"),
                             ids.join(QLatin1Char(',')), QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        const QJsonObject first =
            cli.json().value(QStringLiteral("configurations")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("gpu")).toString(),
                 page->answer()->options.first().replica.gpu->id);
        // Every GPU again.
        emit menu->aboutToShow();
        menu->findChild<QAction*>(QStringLiteral("gpuFilterEvery"))->trigger();
        QTRY_VERIFY(page->answer() && page->answer()->request.allowedGpuIds.isEmpty());
        QTRY_VERIFY(table->rowCount() > 4);
    }

    // ux-5 P1-M3: presentation mode cut the month to "¥16,8…". Now the table keeps the columns a customer
    // reads, each as wide as its text in the larger type: the month and the cost per 1M output tokens whole.
    void presentationShowsTheMoneyWhole()
    {
        const QString db = m_dir.filePath(QStringLiteral("present.sqlite"));
        MainWindow w(db);
        w.resize(1280, 800);
        ServingPage* page = openServing(w);
        QVERIFY(page);
        auto* table = page->findChild<QTableWidget*>(QStringLiteral("servingByGpu"));
        w.setPresentation(true);
        QTRY_VERIFY(table->isColumnHidden(1) && table->isColumnHidden(8) && table->isColumnHidden(9));
        for (int c : {0, 2, 3, 6, 7}) {
            QVERIFY(!table->isColumnHidden(c));
            for (int r = 0; r < table->rowCount(); ++r) {
                const QString text = table->item(r, c)->text();
                QVERIFY2(table->columnWidth(c) >= QFontMetrics(table->font()).horizontalAdvance(text),
                         qPrintable(QStringLiteral("column %1 row %2: %3").arg(c).arg(r).arg(text)));
            }
        }
        w.setPresentation(false);
        QTRY_VERIFY(!table->isColumnHidden(1) && !table->isColumnHidden(9));
    }

    void servingByKeyboard()
    {
        const QString db = m_dir.filePath(QStringLiteral("serving.sqlite"));
        MainWindow w(db);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
        auto* page = w.findChild<ServingPage*>(QStringLiteral("servingPage"));
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        QTRY_VERIFY(page->answer().has_value());
        auto* load = page->findChild<QDoubleSpinBox*>(QStringLiteral("servingLoad"));
        QVERIFY(load);
        typeNumber(load, QStringLiteral("400"));
        QTRY_VERIFY(page->answer() && page->answer()->request.users == 400);

        // The page's answer is core's answer to the page's question.
        const auto request = page->request();
        QVERIFY(request.ok());
        const auto core = planServing(request.value(), w.findChild<Session*>()->data());
        QVERIFY(core.ok());
        const ServingOption& shown = page->answer()->options.first();
        QCOMPARE(shown.replica.gpu->id, core->options.first().replica.gpu->id);
        QCOMPARE(shown.replicas, core->options.first().replicas);
        QCOMPARE(shown.monthlyCost, core->options.first().monthlyCost);
        auto* table = page->findChild<QTableWidget*>(QStringLiteral("servingByGpu"));
        QVERIFY(table && table->rowCount() >= 3);
        QCOMPARE(table->item(0, 0)->text(), shown.replica.gpu->displayName());
        auto* summary = page->findChild<QLabel*>(QStringLiteral("servingSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("副本")), qPrintable(summary->text()));
        // View → Language → English: the answer's sentences are worded again in English from the same
        // answer, nothing planned again (ux-5 P1-m6: the headline, the load and the mix stayed Chinese).
        const int plans = planServingRuns();
        w.switchLanguage(QStringLiteral("en"));
        QVERIFY2(summary->text().contains(QStringLiteral("replica")) &&
                     summary->text().contains(QStringLiteral("requests/s")) &&
                     !summary->text().contains(QStringLiteral("副本")),
                 qPrintable(summary->text()));
        QCOMPARE(planServingRuns(), plans);
        w.switchLanguage(QStringLiteral("zh_CN"));
        QVERIFY(summary->text().contains(QStringLiteral("副本")));

        // The command line, asked the same with the same database and the same words (the model and 400
        // users; every other field as it comes), recommends the same: the defaults are core's, not a front
        // end's (ux-5 P1-M1: fp8 on the desktop, bf16 on the command line).
        const clitest::Run cli = clitest::runCli(
            {QStringLiteral("plan"), QStringLiteral("--method"), QStringLiteral("serve"),
             QStringLiteral("--model"), QStringLiteral("qwen2.5-72b"), QStringLiteral("--users"),
             QStringLiteral("400"), QStringLiteral("--database"), db, QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        const QJsonObject first =
            cli.json().value(QStringLiteral("configurations")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("gpu")).toString(), shown.replica.gpu->id);
        QCOMPARE(first.value(QStringLiteral("replicas")).toInt(), shown.replicas);
        QCOMPARE(first.value(QStringLiteral("monthly_cost")).toString(), shown.monthlyCost.toString());

        // The charts: curves with the target line; a day of 24 hours, reserved and pay-as-you-go.
        auto* curve = page->findChild<QChartView*>(QStringLiteral("servingCurve"));
        auto* day = page->findChild<QChartView*>(QStringLiteral("servingDay"));
        QVERIFY(curve->chart()->series().size() >= 2);
        auto* bars = qobject_cast<QStackedBarSeries*>(day->chart()->series().value(0));
        QVERIFY(bars && bars->barSets().size() == 2 && bars->barSets().first()->count() == 24);
        // Cost per 1M output tokens against load: core's 40 points, the planned load marked.
        auto* loadCost = page->findChild<QChartView*>(QStringLiteral("servingLoadCost"));
        QVERIFY(loadCost);
        auto* costLine = qobject_cast<QLineSeries*>(loadCost->chart()->series().value(0));
        QVERIFY(costLine && costLine->count() == 40);
        QCOMPARE(loadCost->chart()->series().size(), 2);
        // Choosing another GPU model's row shows its day.
        table->setCurrentCell(1, 0);
        QCOMPARE(page->selectedOption(), page->answer()->bestPerGpu.value(1));

        QTest::qWait(300); // the charts lay themselves out in the event loop
        if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS"))
            w.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") + QStringLiteral("/serving-zh.png"));

        // The window fits the projector's screen, the inputs shown whole.
        for (QWidget* input :
             {static_cast<QWidget*>(load),
              static_cast<QWidget*>(page->findChild<QComboBox*>(QStringLiteral("servingLoadKind")))})
            QVERIFY2(input->width() >= input->sizeHint().width(), qPrintable(input->objectName()));
        QVERIFY(w.frameGeometry().width() <= w.screen()->availableGeometry().width() + 1);
        // File → Export PDF on this area writes the serving plan, with the recommendation shown.
        const QString pdf = m_dir.filePath(QStringLiteral("serving-ui.pdf"));
        Dialogs::setNextFileName(pdf);
        page->exportPdf();
        QVERIFY(QFileInfo(pdf).size() > 1000);
        // The message offers to open the file or its folder (ux-5 P1-m5), in the user's language.
        QVERIFY(Dialogs::lastMessage().contains(pdf));
        QCOMPARE(Dialogs::lastActions(),
                 QStringList({QStringLiteral("打开文件"), QStringLiteral("打开所在文件夹")}));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        QString flat = QString::fromUtf8(text.readAllStandardOutput());
        flat.remove(QRegularExpression(QStringLiteral("\\s")));
        QVERIFY2(
            flat.contains(
                shown.monthlyCost.toDisplayString(QLocale(QLocale::Chinese)).remove(QLatin1Char(' '))) ||
                flat.contains(QLocale(QLocale::English).toString(shown.monthlyCost.toMajorDouble(), 'f', 2)),
            qPrintable(flat.left(1500)));
        QVERIFY(flat.contains(shown.replica.gpu->displayName().remove(QLatin1Char(' '))));

        // The stored quotes, weighed for the same service (issue 37): the tab shows core's ranking of the
        // session's quotes, the command line's `quotes rank --method serve` gives the same order and the same
        // month to this buyer, and the PDF lists them.
        auto* tables = page->findChild<QTabWidget*>(QStringLiteral("servingTables"));
        auto* quotes = page->findChild<ServingQuotesTable*>(QStringLiteral("servingQuotes"));
        QVERIFY(tables && quotes);
        tables->setCurrentIndex(1);
        QTRY_VERIFY(quotes->isVisible() && quotes->rowCount() > 0);
        const clitest::Run rank = clitest::runCli(
            {QStringLiteral("quotes"), QStringLiteral("rank"), QStringLiteral("--method"),
             QStringLiteral("serve"), QStringLiteral("--model"), QStringLiteral("qwen2.5-72b"),
             QStringLiteral("--users"), QStringLiteral("400"), QStringLiteral("--tax-status"),
             QStringLiteral("general"), QStringLiteral("--database"), db, QStringLiteral("--json")});
        QCOMPARE(rank.code, 0);
        const QJsonArray ranked = rank.json().value(QStringLiteral("quotes")).toArray();
        QCOMPARE(quotes->rowCount(), int(ranked.size()));
        for (int row = 0; row < quotes->rowCount(); ++row)
            QCOMPARE(quotes->item(row, 1)->data(Qt::UserRole).toLongLong(),
                     ranked[row].toObject().value(QStringLiteral("id")).toInteger());
        const ServingQuoteEvaluation& cheapest = quotes->evaluations().first();
        QVERIFY(cheapest.verdict == ServingQuoteVerdict::Serves && cheapest.buyer);
        QCOMPARE(ranked[0].toObject().value(QStringLiteral("monthly_cost")).toString(),
                 cheapest.buyer->amount.toString());
        if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS"))
            w.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                          QStringLiteral("/serving-quotes-zh.png"));
        auto* note = page->findChild<QLabel*>(QStringLiteral("servingQuotesNote"));
        QVERIFY2(note->text().contains(cheapest.quote.provider), qPrintable(note->text()));
        // The PDF exported before is for the customer: the session holds only the demo set, and a customer's
        // document never lists demo quotes (ux-5 P1-M4), so it has no quotes section at all.
        QVERIFY(cheapest.quote.demo);
        for (const QString& s :
             {QStringLiteral("按本服务比较的已存报价"), QStringLiteral("Storedquotesweighedforthisservice"),
              QString(cheapest.quote.provider).remove(QRegularExpression(QStringLiteral("\\s")))})
            QVERIFY2(!flat.contains(s), qPrintable(s));

        // Bad input: a question longer than the model's context is said, naming it; nothing is shown as an
        // answer.
        auto* question = page->findChildren<QSpinBox*>().value(0);
        QVERIFY(question);
        question->setValue(200000);
        QTRY_VERIFY(!page->answer().has_value());
        QVERIFY2(summary->text().contains(QStringLiteral("上下文")), qPrintable(summary->text()));
        QCOMPARE(table->rowCount(), 0);
    }

    // The Quotes area weighed for the Serving area's service (issue 37), by keyboard: "Weigh the quotes
    // for" set to the service, the job's two columns show a month of the service and the verdict, in the
    // order and with the months of `quotes rank --method serve`; the note names the cheapest; the comparison
    // PDF is weighed for the service in both languages, and the Excel beside it; back on the plan's job, the
    // columns are the job's again.
    void quotesAreaWeighsForTheService()
    {
        const QString db = m_dir.filePath(QStringLiteral("serving-quotes.sqlite"));
        MainWindow w(db);
        ServingPage* serving = openServing(w);
        QVERIFY(serving);
        typeNumber(serving->findChild<QDoubleSpinBox*>(QStringLiteral("servingLoad")), QStringLiteral("400"));
        QTRY_VERIFY(serving->answer() && serving->answer()->request.users == 400);
        const auto request = serving->request();
        QVERIFY(request.ok());

        QuotesPage* page = w.quotesPage();
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        QTRY_VERIFY(page->isVisible());
        auto* weighFor = page->findChild<QComboBox*>(QStringLiteral("weighForCombo"));
        QVERIFY(weighFor);
        weighFor->setFocus();
        QTest::keyClick(weighFor, Qt::Key_Down);
        QVERIFY(page->weighsForService());
        QVERIFY(!page->jobEditor()->isVisible()); // the job's five fields mean nothing for a service

        const clitest::Run rank = clitest::runCli(
            {QStringLiteral("quotes"), QStringLiteral("rank"), QStringLiteral("--method"),
             QStringLiteral("serve"), QStringLiteral("--model"), QStringLiteral("qwen2.5-72b"),
             QStringLiteral("--users"), QStringLiteral("400"), QStringLiteral("--tax-status"),
             QStringLiteral("general"), QStringLiteral("--database"), db, QStringLiteral("--json")});
        QCOMPARE(rank.code, 0);
        const QJsonArray ranked = rank.json().value(QStringLiteral("quotes")).toArray();
        auto* view = page->findChild<QTableView*>(QStringLiteral("quotesView"));
        QuoteTableModel* model = page->model();
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(view->model());
        QVERIFY(proxy);
        QCOMPARE(proxy->rowCount(), int(ranked.size()));
        QCOMPARE(model->headerData(QuoteTableModel::JobTotal, Qt::Horizontal).toString(),
                 QStringLiteral("本推理服务每月采购成本"));
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const int source = proxy->mapToSource(proxy->index(row, 0)).row();
            const QJsonObject cli = ranked[row].toObject();
            QCOMPARE(model->quoteAt(source).id, cli.value(QStringLiteral("id")).toInteger());
            const ServingQuoteEvaluation* e = model->servingEvaluationAt(source);
            QVERIFY(e);
            QCOMPARE(servingQuoteVerdictName(e->verdict), cli.value(QStringLiteral("verdict")).toString());
            if (e->buyer)
                QCOMPARE(e->buyer->amount.toString(), cli.value(QStringLiteral("monthly_cost")).toString());
            QCOMPARE(model->index(source, QuoteTableModel::JobVerdict).data().toString(),
                     servingQuoteVerdictText(*e));
        }
        const QJsonObject cheapest = ranked[0].toObject();
        QCOMPARE(cheapest.value(QStringLiteral("verdict")).toString(), QStringLiteral("serves"));
        auto* note = page->findChild<QLabel*>(QStringLiteral("jobLabel"));
        QVERIFY2(note->text().contains(cheapest.value(QStringLiteral("provider")).toString()) &&
                     note->text().contains(QStringLiteral("采购成本最低")),
                 qPrintable(note->text()));
        if (qEnvironmentVariableIsSet("GPUPLAN_SCREENSHOTS"))
            w.grab().save(qEnvironmentVariable("GPUPLAN_SCREENSHOTS") +
                          QStringLiteral("/quotes-service-zh.png"));

        // The comparison as a PDF: weighed for the service, the cheapest first, in both languages.
        const QString pdf = m_dir.filePath(QStringLiteral("quotes-service.pdf"));
        Dialogs::setNextFileName(pdf);
        page->findChild<QPushButton*>(QStringLiteral("comparePdfButton"))->click();
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        QString flat = QString::fromUtf8(text.readAllStandardOutput());
        flat.remove(QRegularExpression(QStringLiteral("\\s")));
        const QString month = QLocale(QLocale::English)
                                  .toString(cheapest.value(QStringLiteral("monthly_cost"))
                                                .toString()
                                                .section(QLatin1Char(' '), 0, 0)
                                                .toDouble(),
                                            'f', 2);
        for (const QString& s :
             {QStringLiteral("本推理服务每月采购成本"), QStringLiteral("Thisservice,amonth"),
              QStringLiteral("(quote%1):thelowestcosttoyouforthisservice")
                  .arg(cheapest.value(QStringLiteral("id")).toInt()),
              QStringLiteral("（报价%1）").arg(cheapest.value(QStringLiteral("id")).toInt()), month})
            QVERIFY2(flat.contains(s), qPrintable(s + QStringLiteral(" in ") + flat.left(1500)));
        const QString xlsx = m_dir.filePath(QStringLiteral("quotes-service.xlsx"));
        Dialogs::setNextFileName(xlsx);
        page->findChild<QPushButton*>(QStringLiteral("compareXlsxButton"))->click();
        QVERIFY2(QFileInfo(xlsx).size() > 1000, qPrintable(Dialogs::lastMessage()));

        // Back on the plan's job: the job's columns again, and its five fields.
        QTest::keyClick(weighFor, Qt::Key_Up);
        QVERIFY(!page->weighsForService());
        QVERIFY(page->jobEditor()->isVisible());
        QCOMPARE(model->headerData(QuoteTableModel::JobTotal, Qt::Horizontal).toString(),
                 QStringLiteral("本任务采购成本"));
        QVERIFY(!model->servingEvaluationAt(0));

        // Bad input on the Serving area: the quotes page says it has no question, and weighs nothing.
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(serving);
        serving->findChildren<QSpinBox*>().value(0)->setValue(200000);
        QTRY_VERIFY(!serving->answer().has_value());
        w.findChild<QTabWidget*>(QStringLiteral("mainTabs"))->setCurrentWidget(page);
        QTest::keyClick(weighFor, Qt::Key_Down);
        QTRY_VERIFY2(note->text().contains(QStringLiteral("推理服务页还没有")), qPrintable(note->text()));
        QVERIFY(!model->servingEvaluationAt(0));
    }
};

QTEST_MAIN(TestServingUi)
#include "tst_servingui.moc"
