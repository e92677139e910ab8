#pragma once

#include "Cli.h"
#include "CommandSession.h"
#include "planner/RuleChecks.h"
#include "storage/Database.h"

#include <QJsonObject>

namespace gpuplan::cli {

// The command's workspace (CommandSession) with its database and GPU catalog (shipped GPUs plus the user's),
// which quotes are read against; the stored quotes' normalised prices follow the hours per month in force.
struct OpenDatabase
{
    std::unique_ptr<Workspace> workspace;
    Database* db = nullptr;
    GpuCatalog catalog;
};
Result<OpenDatabase> openWithCatalog(const Context& ctx, const QCommandLineParser* p = nullptr,
                                     Needs needs = {});

// A stored quote as JSON, with the seeds' checks of its servers.
QJsonObject quoteJson(const Quote& q, const QList<Check>& checks);
// The stored quotes `--ids 1,4,7` names, in that order (all of `all` without the option); errors name --ids.
Result<QList<Quote>> quotesOfIdsOption(const QCommandLineParser& p, const QList<Quote>& all);
// The one quote id of `quotes show 7`; the error names `what`.
Result<qint64> idArgument(const QStringList& pos, const QString& what);

// gpuplan quotes rank (QuotesRankCommand.cpp), dispatched by runQuotes.
int quotesRank(Context& ctx, const QStringList& args);

} // namespace gpuplan::cli
