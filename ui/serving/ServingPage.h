#pragma once

#include "serving/ServingPlan.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QScrollArea;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace gpuplan {

class Session;
class ServingQuotesTable;

// The serving question in a customer's words (users, "the answer starts within 2 s", "reads at 20 tokens
// a second", question and answer lengths, busy hours) and core's answer: the recommendation, the best
// configuration of each GPU model side by side, throughput against each user's reading speed, and a day of
// load with reserved and pay-as-you-go replicas. Recomputed on every change; core's planServing answers.
class ServingPage : public QWidget
{
    Q_OBJECT
public:
    explicit ServingPage(QWidget* parent = nullptr);
    void setSession(Session* session);
    void retranslate();
    void recompute();
    // The customer's question with this model (the plan wizard's serving stage hands it over).
    void startFrom(const QString& modelId);
    // File → Export PDF on this area: the serving plan for the customer (core's servingPdf), with the stored
    // quotes weighed for the service.
    void exportPdf();
    // File → Save plan on this area: the question as a plan file (.gpuplan) that Open plan and
    // `gpuplan plan --plan-file` read back; asks a name the first time or when `askName`.
    bool savePlan(bool askName);
    // Open plan with a served model's file: its question on the page (what the form has no field for — the
    // KV cache, GPUs, a day's profile of its own — is kept as the file has it). False, said, if it is wrong.
    bool openPlan(const PlanRequest& plan, const QString& path);
    const QString& planPath() const { return m_path; }
    // The question the page puts to core, from its inputs (the test of desktop/CLI agreement reads it).
    Result<ServingRequest> request() const;
    const std::optional<ServingAnswer>& answer() const { return m_answer; }
    // The option whose charts are shown (an index into answer()->options), -1 none.
    int selectedOption() const { return m_selected; }

    // Presentation mode (projector, ux-5 P1-M3): the by-GPU table keeps what a customer reads — the GPU, the
    // replicas, the GPUs, the latencies, a month and per 1M output tokens — each column as wide as its text,
    // so that the money is never cut.
    void setPresentation(bool on);

signals:
    // The question as it stands after each change (none while a field is wrong): the Quotes area can weigh
    // the stored quotes for it.
    void questionChanged(const std::optional<gpuplan::ServingRequest>& request);

protected:
    void changeEvent(QEvent* event) override; // the panel and the charts follow the font (zoom, presentation)

private:
    void fitInputs();
    QWidget* makeTables();
    void connectInputs();
    void fillFromRequest(const ServingRequest& r);
    void showAnswer();
    void showOption(int option);
    void showDay(const ServingOption& o);
    void showLoadCost(int option);
    void applyPreset();

    QFormLayout* m_form = nullptr;
    QScrollArea* m_scroll = nullptr;
    QList<QLabel*> m_labels;
    QComboBox* m_model;
    QComboBox* m_precision;
    class GpuFilterButton* m_gpus;
    QComboBox* m_loadKind;
    QDoubleSpinBox* m_load;
    QDoubleSpinBox* m_think;
    QSpinBox* m_input;
    QSpinBox* m_spread; // how much the questions' lengths vary, % of the mean
    QSpinBox* m_output;
    QComboBox* m_targets;
    QDoubleSpinBox* m_ttft;
    QDoubleSpinBox* m_readSpeed;
    QComboBox* m_percentile;
    QComboBox* m_profile;
    QSpinBox* m_headroom;
    QComboBox* m_engine;
    QSpinBox* m_draft;                 // speculative decoding: tokens drafted a step (0 = off)
    QDoubleSpinBox* m_acceptance;      // tokens a step keeps
    std::optional<ModelSpec> m_custom; // a model read from its config.json
    int m_lastModel = 0;
    QLabel* m_summary;
    QTableWidget* m_byGpu;
    QTabWidget* m_tables;
    ServingQuotesTable* m_quotes;
    QLabel* m_quotesNote;
    QChartView* m_curve;
    QChartView* m_day;
    QChartView* m_loadCost;
    Session* m_session = nullptr;
    ServingRequest m_base = ServingRequest::forCustomer(); // the question the form's fields are laid over
    QString m_path;                                        // the plan file last opened or saved
    std::optional<ServingAnswer> m_answer;
    int m_selected = -1;
    bool m_filling = false;
};

} // namespace gpuplan
