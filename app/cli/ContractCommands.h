#pragma once
// `gpuplan contract …`: the actions share one option parser (ContractRecordCommand.cpp) and core's
// ContractService.

#include "Cli.h"

#include <QCommandLineParser>

namespace gpuplan {
class Workspace;
struct Contract;
} // namespace gpuplan

namespace gpuplan::cli {

int contractCredits(Context& ctx, const QCommandLineParser& p);
int contractBill(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c);
int contractBills(Context& ctx, Workspace& ws, const Contract& c);
int contractRenewal(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c);
int contractApprove(Context& ctx, const QCommandLineParser& p, Workspace& ws);
int contractAmend(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c);
int contractAmendments(Context& ctx, Workspace& ws, const Contract& c);

} // namespace gpuplan::cli
