// MainWindow: the plan's life cycle — new (the wizard), open, save, duplicate, compare, recent plans, the
// question before unsaved changes go, and the plan summary the exports draw.
#include "MainWindow.h"

#include "Dialogs.h"
#include "ScreenFit.h"
#include "UiSettings.h"
#include "estimate/EstimatePage.h"
#include "plan/PlanDocument.h"
#include "plan/PlanPage.h"
#include "plan/PlanWizard.h"
#include "planner/Planning.h"
#include "quotes/QuoteJobEditor.h"
#include "quotes/QuotesPage.h"
#include "serving/ServingPage.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplan {

std::optional<PlanSummary> MainWindow::planSummary()
{
    const PlanService& service = m_plan->document()->service();
    if (m_tabs->currentWidget() != m_estimate) {
        // The plan page's answer, as shown (the configuration selected), with the stored quotes for its job.
        const auto& shown = m_plan->document()->answer();
        auto request = m_plan->request();
        if (!shown || !m_plan->summary() || !request || !m_db) {
            Dialogs::error(this, tr("Plan summary"),
                           !request ? request.error().toString()
                                    : (m_db ? m_plan->headline() : tr("No database is open.")));
            return std::nullopt;
        }
        PlanAnswer answer = *shown;
        if (Status st = service.attachQuotes(answer, *m_db); !st) {
            Dialogs::error(this, tr("Plan summary"), st.error().toString());
            return std::nullopt;
        }
        m_summaryAnswer = std::make_shared<PlanAnswer>(std::move(answer)); // keeps its catalog alive
        return m_summaryAnswer->summary;
    }
    // The quick estimate's workload, planned over the whole catalog with core's default constraints.
    auto request = m_estimate->request();
    if (!request || !m_db) {
        Dialogs::error(this, tr("Plan summary"),
                       request ? tr("No database is open.") : request.error().toString());
        return std::nullopt;
    }
    auto answer = service.planOverCatalog(request.value());
    if (answer)
        if (Status st = service.attachQuotes(answer.value(), *m_db); !st)
            answer = st.error();
    if (!answer) {
        Dialogs::error(this, tr("Plan summary"), answer.error().toString());
        return std::nullopt;
    }
    m_summaryAnswer = std::make_shared<PlanAnswer>(std::move(answer).value());
    return m_summaryAnswer->summary;
}

void MainWindow::updateTitle()
{
    const PlanDocument* doc = m_plan->document();
    const QString name =
        doc->path().isEmpty() ? tr("Untitled plan") : QFileInfo(doc->path()).completeBaseName();
    setWindowTitle(
        QStringLiteral("%1%2 — %3")
            .arg(name, doc->isModified() ? QStringLiteral(" *") : QString(), tr("GPU Rental Planner")));
}

QString MainWindow::planPath() const
{
    return m_plan->document()->path();
}

bool MainWindow::planModified() const
{
    return m_plan->document()->isModified();
}

bool MainWindow::maybeSavePlan()
{
    if (!planModified())
        return true;
    const QString name = planPath().isEmpty() ? tr("Untitled plan") : QFileInfo(planPath()).fileName();
    const auto answer = Dialogs::question(
        this, tr("Save changes"), tr("Save the changes to the plan “%1”? Otherwise they are lost.").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return savePlan(false);
    return answer == QMessageBox::Discard;
}

void MainWindow::newPlan()
{
    if (!maybeSavePlan())
        return;
    // A fresh plan: the stage's defaults, not the last customer's values.
    PlanWizard wizard(m_db, m_plan->document()->sharedService(),
                      PlanRequest::forStage(Stage::MidScale, m_plan->catalog()), this);
    m_wizard = &wizard;
    const bool accepted = Dialogs::isSilent() ? runWizardForTest(wizard) : wizard.exec() == QDialog::Accepted;
    m_wizard = nullptr;
    if (!accepted)
        return;
    auto request = wizard.request();
    if (!request)
        return;
    if (request->stage == Stage::Serving) { // a served model: the Serving area, with the model chosen
        m_serving->startFrom(request->modelId);
        m_tabs->setCurrentWidget(m_serving);
        return;
    }
    // The wizard's results are the plan's: handed over, not planned a second time.
    m_plan->setRequest(request.value(), QString(), wizard.results()->document()->answer());
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

bool MainWindow::openPlan(const QString& givenPath)
{
    if (!maybeSavePlan())
        return false;
    const QString path = givenPath.isEmpty() ? Dialogs::openFileName(this, tr("Open plan"),
                                                                     tr("Plans (*.gpuplan);;All files (*)"))
                                             : givenPath;
    if (path.isEmpty())
        return false;
    auto request = readPlanFile(path);
    if (!request) {
        Dialogs::error(this, tr("Open plan"), request.error().toString());
        return false;
    }
    const bool serving = !request->serving.isEmpty(); // a served model: the Serving area
    if (serving ? !m_serving->openPlan(request.value(), path)
                : (m_plan->setRequest(request.value(), path), false))
        return false;
    rememberPlan(path);
    updateTitle();
    m_tabs->setCurrentWidget(serving ? static_cast<QWidget*>(m_serving) : m_plan);
    return true;
}

bool MainWindow::savePlan(bool askName)
{
    if (m_tabs->currentWidget() == m_serving) // the serving question, as its own plan file
        return m_serving->savePlan(askName) && (rememberPlan(m_serving->planPath()), true);
    auto request = m_plan->request();
    if (!request) {
        Dialogs::error(this, tr("Save plan"), request.error().toString());
        return false;
    }
    m_plan->recompute(); // the form's last keystrokes are part of the plan saved
    const QString path = Dialogs::planFileName(this, planPath(), tr("plan"), askName);
    if (path.isEmpty())
        return false;
    const Status s = writePlanFile(path, m_plan->document()->request(),
                                   m_db ? databaseFiles(m_db->path()) : QStringList());
    if (!s) {
        Dialogs::error(this, tr("Save plan"), s.error().toString());
        return false;
    }
    m_plan->document()->markSaved(path);
    rememberPlan(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(path), 5000);
    return true;
}

void MainWindow::duplicatePlan()
{
    // The same inputs as a new, unsaved plan: change it and compare it with the original.
    m_plan->setRequest(m_plan->document()->request());
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
        Dialogs::error(this, tr("Compare with another plan"), other.error().toString());
        return nullptr;
    }
    // Both plans answered by the same service, with the same data and settings.
    const auto& mine = m_plan->document()->answer();
    const auto theirs = m_plan->document()->service().plan(other.value(), m_db);
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
        {planPath().isEmpty() ? tr("This plan") : QFileInfo(planPath()).completeBaseName(),
         QFileInfo(path).completeBaseName()});
    auto fill = [&](int column, const PlanSummary* s) {
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
        set(2, Quantity::formatCountWords(w.effectiveTokens()));
        set(3, s->constraints.deadlineHours > 0
                   ? tr("%1 days").arg(l.toString(s->constraints.deadlineHours / 24, 'f', 1))
                   : tr("none"));
        set(4, s->constraints.budget ? s->constraints.budget->toDisplayString() : tr("none"));
        set(9, QString::number(s->result.configurations.size()));
        if (s->result.configurations.isEmpty()) {
            set(5, tr("no configuration fits"));
            return;
        }
        // Each plan's recommended configuration (the first), whatever is selected on the page.
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
    fill(0, mine && m_plan->summary() ? &mine->summary : nullptr);
    fill(1, theirs ? &theirs->summary : nullptr);
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    fitToScreen(dialog, QSize(860, 420));
    dialog->show();
    return dialog;
}

void MainWindow::rememberPlan(const QString& path)
{
    UiSettings().rememberPlan(path);
}

QStringList MainWindow::recentPlans() const
{
    return UiSettings().recentPlans();
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

void MainWindow::connectQuoteJob()
{
    // The quotes are weighed for the plan's job; the quotes page's job row shows that job and edits it (an
    // edit of the plan, undone with the plan's other edits), so the two areas never weigh different jobs.
    PlanDocument* doc = m_plan->document();
    auto show = [this, doc] {
        m_quotes->jobEditor()->setRequest(doc->request(), doc->service().data().hoursPerMonth());
    };
    connect(doc, &PlanDocument::answerChanged, this, show);
    connect(doc, &PlanDocument::requestChanged, this, show);
    connect(m_quotes->jobEditor(), &QuoteJobEditor::edit, this,
            [this](const PlanRequest& r) { m_plan->document()->editAndShow(r); });
    connect(m_plan, &PlanPage::planned, this, [this](const QuoteJob& job) { m_quotes->setJob(job, true); });
    // … or for the Serving area's service, when the quotes page is set to weigh for it.
    connect(m_serving, &ServingPage::questionChanged, m_quotes, &QuotesPage::setService);
    show();
}

} // namespace gpuplan
