#pragma once

#include "planner/PlanRequest.h"
#include "planner/PlanSummary.h"
#include "planner/PlannerData.h"
#include "planner/QuoteRanking.h"

#include <memory>

namespace gpuplan {

class Database;

// Core's answer to a plan request, as every front end shows it: the question as the planner took it (every
// default filled in once), the configurations with the recommendation first, for the configuration selected
// its cost over time under every term with the buyer's statements, its estimate alone (the formulas behind
// each figure), and the job that the stored quotes are weighed for. It keeps the catalog its configurations
// point into alive.
struct PlanAnswer
{
    PlanRequest request;
    Scenario scenario;
    PlanSummary summary; // summary.result: the configurations; summary.costOf: the one selected
    std::optional<ScenarioEstimate> selectedEstimate;
    QuoteJob job;
    double horizonAsked = 0; // months of the cost chart asked for (the rental time); 0 = the rule
    std::shared_ptr<const GpuCatalog> catalog;

    const MatchResult& result() const { return summary.result; }
    int selected() const { return summary.costOf; }
    const Configuration* selectedConfiguration() const;
};

// The plan question, answered once for the desktop, the command line and the reports. It assembles what the
// answer needs (the data, the stored quotes valid today when the request prices with them, the month's hours
// and the region of the settings), calls the planner and never prints or shows anything.
class PlanService
{
public:
    explicit PlanService(const PlannerData& data);
    PlanService(const PlanService&) = delete;
    PlanService& operator=(const PlanService&) = delete;

    const PlannerData& data() const { return m_data; }

    // `db` gives the stored quotes when the request prices with them (may be null otherwise); `selected` is
    // the configuration whose cost and estimate are worked out (0 = the recommended one).
    Result<PlanAnswer> plan(const PlanRequest& request, Database* db, int selected = 0) const;
    // The same for a question already in the planner's terms (the quick estimate's workload over the whole
    // catalog, the command line's options): a scenario without a region takes the settings'; the stored
    // quotes valid today are read from `db` when its constraints price with them; `horizonMonths` 0 = the
    // cost chart's rule.
    Result<PlanAnswer> planScenario(const Scenario& scenario, Database* db = nullptr, int selected = 0,
                                    double horizonMonths = 0) const;
    // The request's workload over the whole catalog with core's default constraints: its GPU, count, servers,
    // layout and region are left to the planner (the quick estimate's "plan this job" and its summary).
    Result<PlanAnswer> planOverCatalog(const PlanRequest& request, Database* db = nullptr) const;
    // Another configuration of the same answer: its cost over time and estimate (the plan is not re-run).
    Status select(PlanAnswer& answer, int configuration) const;
    // Weighs the database's quotes valid today for the answer's job and keeps the best five, with the
    // contract checklist of the best one that can run the job, for the summary's documents. The demo quotes
    // are left out: the summary goes to customers.
    Status attachQuotes(PlanAnswer& answer, Database& db) const;

    // One configuration: the request's one GPU (its allowed GPUs must name exactly one), with its count,
    // servers and layout as given, everything else filled in by the planning model. The same question as a
    // plan, with the hardware fixed.
    struct Estimate
    {
        Scenario scenario;
        ScenarioEstimate estimate;
    };
    Result<Estimate> estimate(const PlanRequest& request) const;

    // Exactly this configuration of the scenario, its layout fixed: the figures and their formulas.
    Result<ScenarioEstimate> estimateConfiguration(const Scenario& scenario, const Configuration& c) const;
    // The job a scenario's quotes are weighed for.
    QuoteJob jobFor(const Scenario& scenario) const;

    // At most this many stored quotes are weighed for a job; more are left to `gpuplan quotes rank`.
    static constexpr int kMaxQuotesWeighed = 20000;
    // The best this many are shown in a plan's summary.
    static constexpr int kQuotesInSummary = 5;

private:
    PlannerData m_data;
    PriceNormaliser m_normaliser;
};

} // namespace gpuplan
