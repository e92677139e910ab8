#pragma once

#include "Cli.h"
#include "HelpOptions.h"
#include "cost/Money.h"
#include "cost/PriceTerm.h"

#include <QCommandLineParser>

namespace gpuplan {
class Database;
class PlannerData;
} // namespace gpuplan

namespace gpuplan::cli {

// --fx, --hours-per-month and --region, shared by the commands that price; read by openSession
// (CommandSession.h) over the user's settings.
void addMoneyOptions(Parser& p);
// --tax-status, for the commands that weigh quotes (quotes rank): the buyer's VAT position.
void addTaxStatusOption(Parser& p);

} // namespace gpuplan::cli
