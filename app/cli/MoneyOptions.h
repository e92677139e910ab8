#pragma once

#include "Cli.h"
#include "cost/Money.h"
#include "cost/PriceTerm.h"

#include <QCommandLineParser>

namespace gpuplan {
class Database;
class PlannerData;
} // namespace gpuplan

namespace gpuplan::cli {

// --fx, --hours-per-month and --region, shared by the commands that price.
void addMoneyOptions(QCommandLineParser& p);
// The user's hours per month, overridden by --hours-per-month; --fx rates over the shipped ones.
Status readMoneyOptions(const QCommandLineParser& p, FxTable* fx, Conventions* conv);
// The planner's data for one run: the catalog and prices of --database (else the shipped ones), the user's
// settings, and this run's --fx, --hours-per-month and --region over them.
// Commands without the money options (estimate) pass moneyOptions = false.
Result<PlannerData> readPlannerData(const Context& ctx, const QCommandLineParser& p,
                                    bool moneyOptions = true);
// --tax-status, for the commands that weigh quotes (quotes rank, report quotes): the buyer's VAT position.
void addTaxStatusOption(QCommandLineParser& p);
Status readTaxStatusOption(const QCommandLineParser& p, PlannerData& data);
// The same over an open database (null: the shipped data), with this run's money options.
Result<PlannerData> readPlannerData(Database* db, const QCommandLineParser& p);

} // namespace gpuplan::cli
