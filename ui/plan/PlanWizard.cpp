#include "PlanWizard.h"

#include "PlanInputs.h"
#include "PlanPage.h"
#include "ScreenFit.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
// A page holding one section of the inputs; Next checks that section's fields.
class SectionPage : public QWizardPage
{
public:
    SectionPage(PlanInputs* inputs, PlanInputs::Section section) : m_inputs(inputs), m_section(section)
    {
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(inputs->section(section));
    }
    bool validatePage() override { return m_inputs->validSection(m_section); }

private:
    PlanInputs* m_inputs;
    PlanInputs::Section m_section;
};

// The first page: a served model is planned in the Serving area (users, latency targets, cost per million
// tokens), so with the serving stage chosen the wizard ends here and Finish opens that area with the model.
class StagePage : public SectionPage
{
public:
    StagePage(PlanInputs* inputs) : SectionPage(inputs, PlanInputs::StageSection), m_note(new QLabel)
    {
        m_stage =
            inputs->section(PlanInputs::StageSection)->findChild<QComboBox*>(QStringLiteral("stageCombo"));
        m_note->setWordWrap(true);
        m_note->setObjectName(QStringLiteral("wizardServingNote"));
        layout()->addWidget(m_note);
        if (m_stage)
            connect(m_stage, &QComboBox::currentIndexChanged, this, [this] {
                m_note->setVisible(serving());
                // QWizard decides Next or Finish when it enters a page, not on completeChanged (ux-5 P1-M5:
                // Finish never appeared, Next did nothing): enter this first page again. It holds no
                // registered field, so nothing is reset.
                if (wizard() && wizard()->currentPage() == this &&
                    wizard()->currentId() == wizard()->startId())
                    wizard()->restart();
                emit completeChanged();
            });
        m_note->setVisible(serving());
    }
    bool serving() const { return m_stage && Stage(m_stage->currentData().toInt()) == Stage::Serving; }
    int nextId() const override { return serving() ? -1 : SectionPage::nextId(); }
    void retranslate()
    {
        m_note->setText(QCoreApplication::translate(
            "gpuplan::PlanWizard", "A model served to users is planned in the Serving area: concurrent "
                                   "users, the time to the first word and the reading speed, replicas, and "
                                   "the cost per million tokens. Finish opens it with this model."));
    }

private:
    QComboBox* m_stage = nullptr;
    QLabel* m_note;
};

class ResultsPage : public QWizardPage
{
public:
    ResultsPage(PlanInputs* inputs, PlanPage* results) : m_inputs(inputs), m_results(results)
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(results);
    }
    void initializePage() override
    {
        if (auto r = m_inputs->request())
            m_results->setRequest(r.value());
    }

private:
    PlanInputs* m_inputs;
    PlanPage* m_results;
};
} // namespace

PlanWizard::PlanWizard(Database* db, std::shared_ptr<const PlanService> service, const PlanRequest& start,
                       QWidget* parent)
    : QWizard(parent), m_results(new PlanPage(db, service, nullptr, false))
{
    setObjectName(QStringLiteral("planWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    m_inputs = new PlanInputs(service->data(), this);
    m_inputs->setRequest(start);
    m_pages[0] = new StagePage(m_inputs);
    m_pages[1] = new SectionPage(m_inputs, PlanInputs::WorkloadSection);
    m_pages[2] = new SectionPage(m_inputs, PlanInputs::BudgetSection);
    m_pages[3] = new ResultsPage(m_inputs, m_results);
    const char* names[] = {"wizardStagePage", "wizardWorkloadPage", "wizardBudgetPage", "wizardResultsPage"};
    for (int i = 0; i < 4; ++i) {
        m_pages[i]->setObjectName(QLatin1String(names[i]));
        addPage(m_pages[i]);
    }
    fitToScreen(this, QSize(1100, 760));
    retranslate();
}

Result<PlanRequest> PlanWizard::request()
{
    return m_inputs->request();
}

void PlanWizard::retranslate()
{
    setWindowTitle(tr("New plan"));
    m_pages[0]->setTitle(tr("Stage and model"));
    m_pages[0]->setSubTitle(tr("What are you doing with which model? The stage brings its usual defaults."));
    m_pages[1]->setTitle(tr("Workload"));
    m_pages[1]->setSubTitle(tr("How much training (or serving), and by when. Empty fields take the method's "
                               "defaults."));
    m_pages[2]->setTitle(tr("Budget and rental term"));
    m_pages[2]->setSubTitle(tr("What you can spend, how you rent, and which GPUs to consider."));
    m_pages[3]->setTitle(tr("Results"));
    m_pages[3]->setSubTitle(
        tr("The configurations that can run the job. Finish opens the plan, where every input "
           "stays editable."));
    m_inputs->retranslate();
    static_cast<StagePage*>(m_pages[0])->retranslate();
}

void PlanWizard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

} // namespace gpuplan
