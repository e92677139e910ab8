#pragma once

#include "Cli.h"
#include "planner/PlanRequest.h"
#include "planner/QuoteRanking.h"

#include <QCommandLineParser>

namespace gpuplan {
class PlanService;
}

namespace gpuplan::cli {

// The options read into the one question, a PlanRequest: over `base` (a plan file, or the command line's
// defaults), each option given replaces one field. The combinations only the command line can get wrong
// (--model with --params, --optimizer for inference …) are refused here; every rule of the request itself is
// core's (PlanRequest::scenario, the planner). Errors name the option.
// A deadline in months counts `hoursPerMonth` hours a month.
Result<PlanRequest> readPlanRequest(const QCommandLineParser& p, const GpuCatalog& catalog, int hoursPerMonth,
                                    PlanRequest base, bool needModel);

// The job the stored quotes are weighed for (quotes rank, report quotes): the workload options with
// --deadline and --budget, read as a plan's.
Result<QuoteJob> readQuoteJob(const QCommandLineParser& p, const PlanService& service);

} // namespace gpuplan::cli
