#pragma once

#include "ServingPlan.h"
#include "planner/QuoteRanking.h"
#include "quotes/BuyerCost.h"
#include "quotes/Quote.h"

namespace gpuplan {

enum class ServingQuoteVerdict
{
    Serves,     // the quote's servers serve the peak with headroom
    TooSmall,   // the model fits, but the servers offered serve less than the peak needs
    CannotHold, // no replica layout on the quote's GPUs holds the model (or keeps the targets)
    Expired     // past its validity
};
QString servingQuoteVerdictName(ServingQuoteVerdict v);  // "serves", "too-small", "cannot-hold", "expired"
QString servingQuoteVerdictLabel(ServingQuoteVerdict v); // translated

// One stored quote weighed for a service: the replica layout its GPUs allow, how many replicas its servers
// hold (the quote's server count caps them), the servers a month of the service takes, and what that month
// costs this buyer (the quote's own terms; VAT as the buyer's status decides).
struct ServingQuoteEvaluation
{
    Quote quote;
    ServingQuoteVerdict verdict = ServingQuoteVerdict::CannotHold;
    QString reason;     // translated (servingQuoteReason, in the language of the ranking)
    QString modelName;  // the served model's, for the reason
    QString priceError; // the quote's terms could not price the month (translated), else empty
    int gpusPerReplica = 0;
    int replicasNeeded = 0;  // for the peak with headroom
    int replicasOffered = 0; // what the quote's servers hold
    int serversUsed = 0;
    double capacityRps = 0; // per replica, within the targets
    // A month of the servers used: the term of service under the quote's terms (minimum term, billing unit,
    // setup fee spread over it) ÷ its months (a year unless a purchase states its term).
    std::optional<JobCost> month;
    std::optional<BuyerCost> buyer;
    // The whole term (termMonths months), as a purchase weighs the offer.
    int termMonths = 12;
    std::optional<JobCost> term;
    std::optional<BuyerCost> termBuyer;
    double costPerMillionOutput =
        0; // the buyer's month ÷ the month's output tokens (millions) at the profile
};

// Why a quote stands where it does, worded again from its figures in the current language (a document says
// it in each of its languages): "valid until 2026-11-30", "its servers hold 1 replica(s) of 8 GPUs; the peak
// with headroom needs 3", or why its terms could not be priced. Empty for a quote that serves.
QString servingQuoteReason(const ServingQuoteEvaluation& e);
// The servers this service uses of the quote's, one form everywhere: "2 of 4" / "2 台（共 4 台）"; empty when
// it uses none.
QString servingServersUsedText(const ServingQuoteEvaluation& e);
// The verdict with its reason: "too few servers: its servers hold …" (the table cell of every front end).
QString servingQuoteVerdictText(const ServingQuoteEvaluation& e);

// Every quote weighed for the service, the best first: those that serve it by what a month costs the buyer,
// then those too small, those that cannot hold the model, the expired. Each is priced over `termMonths`
// months of service (1–120), the month being that term's cost ÷ its months.
Result<QList<ServingQuoteEvaluation>> rankQuotesForServing(const ServingRequest& request,
                                                           const QList<Quote>& quotes,
                                                           const PlannerData& data, int termMonths = 12);

// The service the quotes are weighed for, in words of the language in force: "Qwen2.5 72B · 200 users ÷ (…)
// = 3.3 requests/s · TTFT ≤ 2,000 ms, TPOT ≤ 50 ms at p90".
QString servingJobText(const ServingRequest& request, const PlannerData& data);
// The recommendation among quotes ranked for a service, in the language in force: the cheapest to the buyer
// among those whose servers serve the peak with headroom, with its month and cost per 1M output tokens; or
// that none does. The Quotes area's note and the comparison's recommendation.
QString servingQuotesRecommendation(const QList<ServingQuoteEvaluation>& ranked);
// A comparison of quotes (the Quotes area's PDF, Excel and print; `gpuplan report quotes --method serve`)
// weighed for a service instead of a job: each quote's replicas, servers used, month to the buyer, cost per
// 1M output tokens and verdict beside its terms, the recommendation, the service as the comparison's subject
// (in each language of a document). The quotes are those of the comparison; nothing else changes.
Status weighForServing(QuoteComparison& comparison, const ServingRequest& request, const PlannerData& data);

} // namespace gpuplan
