#pragma once
// The Quotes area's "Weigh the quotes for" row and the quotes weighed for the plan's job or for the Serving
// area's service (issue 37), private to the quotes page.

#include "planner/QuoteRanking.h"
#include "quotes/QuoteIndex.h"
#include "serving/ServingPlan.h"

#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;

namespace gpuplan {

class PlannerData;
class QuoteService;
class QuoteTableModel;

// The row: the label and the choice between the plan's job (0) and the Serving area's service (1).
QHBoxLayout* weighForRow(QLabel* label, QComboBox* choice);
void retranslateWeighFor(QLabel* label, QComboBox* choice);
// What the page's note says after weighing, and whether the quotes were weighed.
struct Weighed
{
    QString note;
    bool weighed = false;
    QString toolTip = QString(); // the note's: the question in full, where the note shortens it
};
// Every quote of `index` weighed for the job (core's rankQuotes, through the session's quote service) into
// the model's job columns: the note names the job and the cheapest for the buyer.
Weighed weighQuotesForJob(QuoteTableModel& model, const std::optional<QuoteJob>& job, bool fromPlan,
                          const QuoteIndex* index, const QuoteService& quotes);
// … or for the service (core's rankQuotesForServing) into the model's serving columns: the note gives the
// service in words and the recommendation.
Weighed weighQuotesForService(QuoteTableModel& model, const std::optional<ServingRequest>& service,
                              const QuoteIndex* index, const PlannerData& data);

} // namespace gpuplan
