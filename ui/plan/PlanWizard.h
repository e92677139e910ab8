#pragma once

#include "planner/PlanRequest.h"
#include "service/PlanService.h"

#include <memory>

#include <QWizard>

namespace gpuplan {

class Database;
class PlanInputs;
class PlanPage;

// New plan: stage and model (with seed 000's advice), workload, budget and rental term, then the results.
// Back and Next keep what was entered; Next stays on a page while one of its fields is wrong, and says so
// next to the field. Finish hands the request to the plan page.
class PlanWizard : public QWizard
{
    Q_OBJECT
public:
    // The wizard edits a copy of `start` and plans it with `service`; Finish hands the copy over (request()).
    PlanWizard(Database* db, std::shared_ptr<const PlanService> service, const PlanRequest& start,
               QWidget* parent = nullptr);
    Result<PlanRequest> request();
    PlanInputs* inputs() const { return m_inputs; }
    PlanPage* results() const { return m_results; }
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    PlanInputs* m_inputs;
    PlanPage* m_results;
    QWizardPage* m_pages[4];
};

} // namespace gpuplan
