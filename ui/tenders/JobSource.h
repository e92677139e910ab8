#pragma once

class QTabWidget;

namespace gpuplan {

class PlanPage;
class ServingPage;
class TendersPage;

// A new purchase buys for the job open in the window: the Serving area's service when that area was shown
// after the plan (a serving plan, as `plan --method serve --write-plan` writes it), else the plan's job.
void buyForTheJobShown(QTabWidget* tabs, PlanPage* plan, ServingPage* serving, TendersPage* tenders);

} // namespace gpuplan
