#pragma once

#include "planner/PlanRequest.h"
#include "planner/PlannerData.h"

#include <QHash>
#include <QObject>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTreeWidget;
class QWidget;

namespace gpuplan {

// The inputs of a plan, in three sections — stage and model, workload, budget and term — that the wizard
// shows one per page and the plan page's side panel all at once. Edits a PlanRequest; checks it with core
// (PlanRequest::scenario) and shows each problem next to its field. Holds no defaults of its own: they come
// from PlanRequest::forStage.
class PlanInputs : public QObject
{
    Q_OBJECT
public:
    enum Section
    {
        StageSection,
        WorkloadSection,
        BudgetSection
    };
    PlanInputs(const PlannerData& data, QWidget* parent);
    QWidget* section(Section s) const;
    // The planner's data changed (the user added or corrected a GPU): the GPU list follows; the entries stay.
    void setData(const PlannerData& data);

    void setRequest(const PlanRequest& r);
    // The request as entered; on a problem, the error (also shown next to the field).
    Result<PlanRequest> request();
    // Problems of the fields of one section only (the wizard's page validation); true if none.
    bool validSection(Section s);
    void retranslate();
    QString lastError() const { return m_lastError; }

signals:
    void changed();

private:
    void addRow(QFormLayout* form, const QString& key, QWidget* field);
    void stageChosen();
    QString adviceText(Stage s) const;
    void methodChanged();
    void modelChosen(); // shows the fields of a custom size or a custom architecture
    static constexpr const char* kArchitecture = "#architecture"; // the model choice "Custom architecture…"
    void showError(const Error& e);
    QStringList allowedGpus() const; // the checked GPUs' ids; {""} when every one is checked
    void clearErrors();
    void showDoubts(const PlanRequest& r);
    void fillCombos();
    void fillGpus();
    void retranslateRegions();
    void showQuoteIds();

    PlannerData m_data;
    QWidget* m_sections[3];
    QFormLayout* m_forms[3];
    QHash<QString, QLabel*> m_labels; // field key → its label
    QHash<QString, QLabel*> m_errors; // field key → the problem shown under it
    QHash<QString, Section> m_sectionOf;
    QLabel* m_advice;
    QComboBox* m_stage;
    QComboBox* m_model;
    QLineEdit* m_params;
    // A custom model's architecture: layers, hidden, heads, KV heads, FFN, vocabulary (field keys as core's).
    QList<QPair<QString, QSpinBox*>> m_shape;
    QCheckBox* m_gatedFfn = nullptr;
    ModelShape formShape() const; // the custom architecture's fields // a custom architecture's FFN: gated
                                  // (SwiGLU) or plain (GELU)
    QComboBox* m_method;
    QComboBox* m_precision;
    QComboBox* m_optimizer;
    QSpinBox* m_seq;
    QSpinBox* m_globalBatch;
    QLineEdit* m_tokens;
    QLineEdit* m_dataset;
    QDoubleSpinBox* m_epochs;
    QComboBox* m_recompute;
    QComboBox* m_stack;
    QLineEdit* m_deadline;
    QSpinBox* m_concurrency;
    QSpinBox* m_context;
    QLineEdit* m_throughput;
    QLineEdit* m_budget;
    QComboBox* m_term;
    QDoubleSpinBox* m_months;
    QComboBox* m_prices;
    QComboBox* m_sort;
    QLabel* m_quoteIdsLabel;
    QList<qint64> m_quoteIds; // priced with these quotes only (from a comparison); empty = all
    QTreeWidget* m_gpus;
    QSpinBox* m_maxGpus;
    QSpinBox* m_maxServers;
    QComboBox* m_region;
    QCheckBox* m_unoffered;
    QComboBox* m_network;
    QCheckBox* m_steady; // steady-state speed only (PlanRequest::steadyState)
    bool m_filling = false;
    QString m_lastError;
    QString m_lastPreset =
        QStringLiteral("llama-2-70b"); // the preset chosen last: a custom architecture starts from it
};

} // namespace gpuplan
