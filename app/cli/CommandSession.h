#pragma once

#include "Cli.h"
#include "service/Workspace.h"

#include <QCommandLineParser>

namespace gpuplan::cli {

// What a command reads from its options over the settings.
struct Needs
{
    bool money = false;     // --fx, --hours-per-month, --region (addMoneyOptions)
    bool taxStatus = false; // --tax-status (addTaxStatusOption)
};

// The one way a command opens what the program knows: the database of --database, else the user's
// (Database::defaultPath), for the catalog, the reference prices AND the stored quotes alike, with this
// run's options over the user's settings. Every command that asks core a question starts here.
Result<std::unique_ptr<Workspace>> openSession(const Context& ctx, const QCommandLineParser* p = nullptr,
                                               Needs needs = {});
// openSession as a command starts: options that are wrong are bad input (exit 2), a database that cannot be
// opened a failure to open; either is printed and null returned with the exit code in `rc`.
std::unique_ptr<Workspace> startSession(Context& ctx, const QCommandLineParser& p, Needs needs, int* rc);
// The overrides the options name (nothing is opened): --fx rates over the shipped ones, dated today.
Result<Workspace::Overrides> readOverrides(const QCommandLineParser& p, Needs needs);

} // namespace gpuplan::cli
