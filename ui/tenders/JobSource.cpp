#include "JobSource.h"

#include "TendersPage.h"
#include "plan/PlanPage.h"
#include "serving/ServingPage.h"

#include <QTabWidget>

#include <memory>

namespace gpuplan {

void buyForTheJobShown(QTabWidget* tabs, PlanPage* plan, ServingPage* serving, TendersPage* tenders)
{
    auto service = std::make_shared<bool>(false);
    QObject::connect(tabs, &QTabWidget::currentChanged, tenders, [tabs, plan, serving, service] {
        if (tabs->currentWidget() == serving || tabs->currentWidget() == plan)
            *service = tabs->currentWidget() == serving;
    });
    tenders->setPlanSource([plan, serving, service]() -> Result<PlanRequest> {
        if (!*service)
            return plan->request();
        auto request = serving->request();
        if (!request)
            return request.error();
        return servingPlanRequest(request.value());
    });
}

} // namespace gpuplan
