#include "PlanService.h"

#include "quotes/QuoteSelection.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"

#include <QCoreApplication>

namespace gpuplan {

const Configuration* PlanAnswer::selectedConfiguration() const
{
    const auto& configs = summary.result.configurations;
    return summary.costOf >= 0 && summary.costOf < configs.size() ? &configs[summary.costOf] : nullptr;
}

PlanService::PlanService(const PlannerData& data)
    : m_data(data), m_normaliser(m_data.fx(), m_data.conventions())
{}

Result<PlanAnswer> PlanService::plan(const PlanRequest& request, Database* db, int selected) const
{
    auto scenario = request.scenario(m_data.catalog(), m_data.hoursPerMonth(), m_data.region());
    if (!scenario)
        return scenario.error();
    auto a = planScenario(scenario.value(), db, selected, request.rentalMonths);
    if (a)
        a.value().request = request;
    return a;
}

Result<PlanAnswer> PlanService::planOverCatalog(const PlanRequest& request, Database* db) const
{
    PlanRequest r = request;
    r.allowedGpuIds.clear();
    r.gpus = 0;
    r.gpusPerServer = 0;
    r.layout = LayoutRequest{};
    r.region.clear(); // the settings' region
    return plan(r, db);
}

Result<PlanAnswer> PlanService::planScenario(const Scenario& scenario, Database* db, int selected,
                                             double horizonMonths) const
{
    PlanAnswer a;
    a.catalog = m_data.sharedCatalog();
    a.scenario = scenario;
    a.scenario.timeOptions.losses.restartHours = m_data.conventions().spot.restartHours;
    MatchConstraints& c = a.scenario.constraints;
    if (c.region.isEmpty())
        c.region = m_data.region();
    c.memoryHeadroom = m_data.memoryHeadroom();
    if (c.prices != PriceSource::Reference) {
        if (!db)
            return fieldError(QStringLiteral("prices"),
                              QCoreApplication::translate(
                                  "PlanService", "pricing with stored quotes needs a database of quotes"));
        // The stored quotes valid today; the request's quote ids, if any, choose among them (the matcher).
        QuoteFilter f;
        f.validOn = m_data.today();
        auto quotes = QuoteStore(*db).list(f);
        if (!quotes)
            return quotes.error();
        // Ids asked for must be among them: an unknown id would price nothing and say nothing.
        if (auto chosen = chooseQuotes(quotes.value(), c.quoteIds, QStringLiteral("quote-ids")); !chosen)
            return Error(chosen.error().message + QCoreApplication::translate(
                                                      "PlanService", " (only quotes valid today are used)"),
                         QString(), QStringLiteral("quote-ids"));
        c.quotes = quotes.value();
    }
    const Matcher matcher(m_data.catalog(), m_data.prices(), m_normaliser);
    auto result = gpuplan::planScenario(a.scenario, matcher, m_data.currentYear());
    if (!result)
        return result.error();
    a.job = jobFor(a.scenario);
    a.horizonAsked = horizonMonths;
    a.summary.workload = a.scenario.workload;
    a.summary.constraints = a.scenario.constraints;
    a.summary.result = result.value();
    if (Status s = select(a, selected); !s)
        return s.error();
    return a;
}

Status PlanService::select(PlanAnswer& a, int configuration) const
{
    const auto& configs = a.summary.result.configurations;
    if (configuration < 0 || configuration >= configs.size())
        configuration = 0;
    const double asked = a.horizonAsked;
    auto summary = summarisePlan(a.scenario.workload, a.scenario.constraints, a.summary.result,
                                 m_data.prices(), m_normaliser, configuration, asked);
    if (!summary)
        return summary.error();
    // The quotes weighed for the job stay: they do not depend on the configuration.
    PlanSummary fresh = std::move(summary).value();
    fresh.quotes = a.summary.quotes;
    fresh.quotesCatalog = a.summary.quotesCatalog;
    fresh.checklistQuote = a.summary.checklistQuote;
    fresh.checklists = a.summary.checklists;
    a.summary = std::move(fresh);
    a.summary.moneyScale = m_data.moneyScale();
    a.summary.costOf = configs.isEmpty() ? 0 : configuration;
    a.selectedEstimate.reset();
    if (const Configuration* c = a.selectedConfiguration())
        if (auto e = estimateConfiguration(a.scenario, *c))
            a.selectedEstimate = e.value();
    return Status();
}

Result<PlanService::Estimate> PlanService::estimate(const PlanRequest& request) const
{
    auto scenario = request.scenario(m_data.catalog(), m_data.hoursPerMonth(), m_data.region());
    if (!scenario)
        return scenario.error();
    if (request.allowedGpuIds.size() != 1)
        return fieldError(QStringLiteral("gpu"),
                          QCoreApplication::translate(
                              "PlanService", "an estimate is for one GPU model; a plan compares several"));
    Estimate e;
    e.scenario = scenario.value();
    e.scenario.timeOptions.losses.restartHours = m_data.conventions().spot.restartHours;
    e.scenario.gpu = m_data.catalog().byId(request.allowedGpuIds.first());
    auto estimated = estimateScenario(e.scenario, m_data.currentYear());
    if (!estimated)
        return estimated.error();
    e.estimate = estimated.value();
    return e;
}

Result<ScenarioEstimate> PlanService::estimateConfiguration(const Scenario& scenario,
                                                            const Configuration& c) const
{
    Scenario s = scenario;
    s.gpu = c.gpu;
    s.gpus = c.gpus();
    s.gpusPerNode = c.gpusPerNode;
    s.network = c.network;
    s.layout.tp = c.parallel.tp;
    s.layout.pp = c.parallel.pp;
    s.layout.zero = c.parallel.zero;
    s.layout.interleave = c.parallel.interleave;
    s.layout.microBatch = c.microBatch;
    s.layout.recompute = c.recompute;
    return estimateScenario(s, m_data.currentYear());
}

QuoteJob PlanService::jobFor(const Scenario& scenario) const
{
    QuoteJob job;
    job.workload = scenario.workload;
    job.timeOptions = scenario.timeOptions;
    job.deadlineHours = scenario.constraints.deadlineHours;
    job.budget = scenario.constraints.budget;
    job.currentYear = m_data.currentYear();
    job.today = m_data.today();
    job.taxStatus = m_data.taxStatus();
    return job;
}

Status PlanService::attachQuotes(PlanAnswer& a, Database& db) const
{
    PlanSummary& s = a.summary;
    s.quotes = QuoteComparison();
    s.quotes.currentYear = m_data.currentYear();
    s.quotesCatalog = nullptr;
    s.checklistQuote.reset();
    s.checklists.clear();
    QuoteFilter f;
    f.validOn = m_data.today();
    f.includeDemo = false; // a document for a customer never carries the demo data
    auto stored = QuoteStore(db).list(f);
    if (!stored)
        return stored.error();
    if (stored->isEmpty() || stored->size() > kMaxQuotesWeighed)
        return Status();
    auto ranked = rankQuotes(a.job, stored.value(), m_data.catalog(), m_normaliser);
    if (!ranked)
        return ranked.error();
    s.quotesCatalog = a.catalog.get();
    for (const QuoteEvaluation& e : ranked->mid(0, kQuotesInSummary)) {
        s.quotes.quotes << e.quote;
        s.quotes.evaluations << e;
    }
    if (!ranked->isEmpty() && ranked->first().verdict == QuoteVerdict::Fits) {
        auto lists = ChecklistStore(db).forQuote(ranked->first().quote.id);
        if (!lists)
            return lists.error();
        for (const Checklist& c : lists.value())
            if (c.templateCode == QLatin1String("contract"))
                s.checklists << c;
        if (!s.checklists.isEmpty())
            s.checklistQuote = ranked->first().quote;
    }
    return Status();
}

} // namespace gpuplan
