#pragma once

#include "planner/PlanRequest.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplan {

// The job the quotes are weighed for, shown and edited on the quotes page: model, method, tokens, deadline
// and budget. It is the plan's own job: "Weigh" hands the plan's request back with these five fields changed
// (the Plan area plans it, undoably, and the quotes follow). A value that does not read is said next to the
// row, naming the field, and nothing changes.
class QuoteJobEditor : public QWidget
{
    Q_OBJECT
public:
    explicit QuoteJobEditor(QWidget* parent = nullptr);

    // The plan's request as it stands (the fields show it); `hoursPerMonth` reads durations such as "2mo".
    void setRequest(const PlanRequest& request, double hoursPerMonth);
    // The request with the row's values, or what is wrong with one of them.
    Result<PlanRequest> edited() const;
    QString errorText() const;

signals:
    void edit(const PlanRequest& request);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void apply();

    PlanRequest m_request;
    double m_hoursPerMonth = 730;
    QLabel* m_title;
    QComboBox* m_model;
    QComboBox* m_method;
    QLabel* m_tokensLabel;
    QLineEdit* m_tokens;
    QLabel* m_deadlineLabel;
    QLineEdit* m_deadline;
    QLabel* m_budgetLabel;
    QLineEdit* m_budget;
    QPushButton* m_weigh;
    QLabel* m_error;
};

} // namespace gpuplan
