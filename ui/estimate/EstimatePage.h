#pragma once

#include "planner/PlanRequest.h"
#include "planner/Planning.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace gpuplan {

class Session;

// Quick estimate: model, method, precision, GPU and count in; memory per GPU, time and the seeds' checks out.
// Recomputes on every change (an estimate takes microseconds).
class EstimatePage : public QWidget
{
    Q_OBJECT
public:
    explicit EstimatePage(QWidget* parent = nullptr);
    // The window's session: its catalog (the user's GPUs included) and settings; the page follows changes.
    void setSession(Session* session);
    void retranslate();
    void recompute();
    // The question the page puts to core (PlanService::estimate), from its inputs; the test of desktop/CLI
    // agreement reads it.
    Result<PlanRequest> request() const;
    // The figures shown, as core returned them (empty before the first valid input).
    const std::optional<ScenarioEstimate>& lastEstimate() const { return m_last; }

signals:
    // A valid estimate was made (the quotes page weighs the quotes for the same job).
    void estimated();

private:
    QFormLayout* m_form;
    QComboBox* m_model;
    QComboBox* m_method;
    QComboBox* m_precision;
    QComboBox* m_gpu;
    QSpinBox* m_gpus;
    QLineEdit* m_tokens;
    QTableWidget* m_memory;
    QLabel* m_verdict;
    QTextBrowser* m_details;
    QLabel* m_layout;
    QList<QLabel*> m_labels; // the form's labels, created once and retranslated in place
    std::optional<ScenarioEstimate> m_last;
    Session* m_session = nullptr;
};

} // namespace gpuplan
