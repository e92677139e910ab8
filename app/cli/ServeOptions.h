#pragma once

// The serving question's options, shared by estimate, plan and quotes rank --method serve.
#include "HelpOptions.h"
#include "serving/ServingPlan.h"

#include <QCommandLineParser>

namespace gpuplan {
class Workspace;
namespace cli {
class Context;
}
} // namespace gpuplan

namespace gpuplan::cli {

enum class ServeMode
{
    Estimate, // one GPU model, one replica layout
    Plan,     // GPU models compared, daily profile, headroom, money, --pdf
    Rank      // the stored quotes' hardware: daily profile, headroom, money, tax status, --ids, --no-demo
};

void addServeOptions(Parser& p, ServeMode mode);
// The request from the options; each error names its option.
Result<ServingRequest> readServeRequest(const QCommandLineParser& p, ServeMode mode);

} // namespace gpuplan::cli

namespace gpuplan::cli {

// Plan files of a served model (ServePlanFile.cpp): `plan --plan-file F` plans the serving question F keeps,
// `plan --method serve … --write-plan F` writes one (the desktop opens it).
bool namesServingPlanFile(const QStringList& args); // --plan-file names a readable plan with "serving"
void addServePlanFileOptions(Parser& p);
// The question of --plan-file; an option of the question given too is refused (the file or the options).
Result<ServingRequest> readServePlanFile(const QCommandLineParser& p);
// --write-plan: the question written atomically, never over the database's files.
Status writeServePlanFile(const QCommandLineParser& p, const ServingRequest& r, const QStringList& protect);
// --pdf: the serving plan for the customer, with the stored quotes weighed for it unless --no-quotes.
int writeServingPdf(Context& ctx, const QCommandLineParser& p, const ServingAnswer& a, const Workspace& ws);

} // namespace gpuplan::cli
