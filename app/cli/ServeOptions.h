#pragma once

// The serving question's options, shared by estimate, plan and quotes rank --method serve.
#include "serving/ServingPlan.h"

#include <QCommandLineParser>

namespace gpuplan::cli {

enum class ServeMode
{
    Estimate, // one GPU model, one replica layout
    Plan,     // GPU models compared, daily profile, headroom, money, --pdf
    Rank      // the stored quotes' hardware: daily profile, headroom, money, tax status, --ids, --no-demo
};

void addServeOptions(QCommandLineParser& p, ServeMode mode);
// The request from the options; each error names its option.
Result<ServingRequest> readServeRequest(const QCommandLineParser& p, ServeMode mode);

} // namespace gpuplan::cli
