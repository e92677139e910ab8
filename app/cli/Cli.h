#pragma once

#include "HelpOptions.h"
#include "catalog/GpuCatalog.h"
#include "cost/ReferencePrices.h"
#include "quotes/Quote.h"
#include "report/PdfDocument.h"
#include "util/Result.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>

namespace gpuplan {
class Database;
struct ServiceMeasurement;
class PlannerData;
struct ServingBenchmark;
} // namespace gpuplan

namespace gpuplan::cli {

enum ExitCode
{
    ExitOk = 0,
    ExitFailure = 1,
    ExitBadInput = 2
};

// What every command gets: its arguments, the streams, and the global options.
class Context
{
public:
    Context(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    QTextStream& out() { return m_out; }
    QTextStream& err() { return m_err; }
    bool json = false;
    QString language = QStringLiteral("en");
    QString reportLanguages = QStringLiteral("both"); // PDF and Excel: zh, en or both (the default)
    QString databasePath;
    // Set only to describe the commands (Docs.cpp): parseCommand hands over the command's usage, description
    // and help text instead of parsing, and the command returns at once.
    std::function<void(const QString& usage, const QString& description, const QString& help)> describe;

    // Prints "gpuplan: <where>: <message>" and returns ExitBadInput.
    int badInput(const Error& e);
    int badInput(const QString& where, const QString& message)
    {
        return badInput(Error{message, where, QString()});
    }
    int failure(const QString& message);
    // A store's refusal: a change to a read-only database (a viewer's role, a file the user cannot write;
    // field "database") is bad input (exit 2), anything else a failure (exit 1).
    int failure(const Error& e);
    // A database that could not be opened: a wrong file name or another program's file is bad input
    // (exit 2); a locked or damaged file or a failed upgrade is a failure (exit 1).
    int openFailed(const Error& e);
    // A file that could not be written: a target that is not a file to write (a folder, a pipe or device, the
    // database; writeFileAtomically's field "output") is bad input (exit 2), named by `option` when one gave
    // it; a write that failed (a full disk) is a failure (exit 1).
    int writeRefused(const Status& s, const QString& option = QString());
    void printJson(const QJsonObject& o);
    // The same document as printJson(rest + {listKey: [item(0) … item(count − 1)]}), byte for byte, written
    // item by item: 100,000 quotes or a long history never make the whole document in memory (reliability-4
    // F26: `quotes list --json` took 3.6 GB; F6: `db history --json` aborted).
    void printJsonList(const QJsonObject& rest, const QString& listKey, qsizetype count,
                       const std::function<QJsonObject(qsizetype)>& item);

private:
    QTextStream& m_out;
    QTextStream& m_err;
};

// Adds --json, --lang, --database and --help to a command's parser, parses, and handles --help.
// Returns -1 to go on, or an exit code.
int parseCommand(Context& ctx, Parser& parser, const QStringList& args, const QString& usage);

// The program's help: its commands, one line each, and the global options.
QString mainHelp();

// Runs `gpuplan ARGS...`; the whole command line program, callable from tests and benchmarks.
int run(const QStringList& args, QTextStream& out, QTextStream& err);

int runGpus(Context& ctx, const QStringList& args);
int runModels(Context& ctx, const QStringList& args);
int runEstimate(Context& ctx, const QStringList& args);
int runPlan(Context& ctx, const QStringList& args);
int runCost(Context& ctx, const QStringList& args);
int runQuotes(Context& ctx, const QStringList& args);
int runDb(Context& ctx, const QStringList& args);
int runChecklist(Context& ctx, const QStringList& args);
int runTender(Context& ctx, const QStringList& args);
int runSettings(Context& ctx, const QStringList& args);
int runAcceptance(Context& ctx, const QStringList& args);
int runReport(Context& ctx, const QStringList& args); // needs a QGuiApplication for --pdf
int runMeasurements(Context& ctx, const QStringList& args);
int runContract(Context& ctx, const QStringList& args);
// The commands and their actions, one table for the dispatch (run) and the documentation (Docs.cpp).
struct CommandEntry
{
    QString name;
    int (*run)(Context&, const QStringList&) = nullptr;
    QStringList actions;
};
const QList<CommandEntry>& commandTable();
// `estimate`, `plan` and `quotes rank` with `--method serve`: the serving question (ServeCommand.cpp,
// ServeRankCommand.cpp). Returns -1 when the command line asks something else.
int runServing(Context& ctx, const QStringList& commandAndArgs);
int runServe(Context& ctx, const QStringList& args, bool plan);
int runServeRank(Context& ctx, const QStringList& args);
int runServeReport(Context& ctx, const QStringList& args); // report quotes --method serve

// --pdf, --xlsx, --paper, --customer, --prepared-by, --number; read into report options (languages from
// --lang: both unless one was asked for). writeOutputs writes the files asked for, atomically and never over
// `protect`, and says what it wrote.
void addOutputOptions(Parser& parser);
Result<report::Options> readOutputOptions(const Context& ctx, const QCommandLineParser& parser);
int writeOutputs(Context& ctx, const QCommandLineParser& p, const QStringList& protect,
                 const std::function<Result<QByteArray>(QString* glyphWarning)>& pdf,
                 const std::function<Status(const QString&)>& xlsx);

// The database of --database, or the user's own.
Result<std::unique_ptr<Database>> openDatabase(const Context& ctx);

// A stored quote with its database and the database's GPU catalog; on failure the message is printed and
// *exitCode set (2 for a wrong id or an unusable database, 1 otherwise).
struct OpenQuote
{
    std::unique_ptr<Database> db;
    Quote quote;
    GpuCatalog catalog;
};
std::optional<OpenQuote> openQuote(Context& ctx, qint64 id, int* exitCode);

// `acceptance check --service PLAN RESULT`: a serving benchmark's result (read, `bytes`) judged against the
// service of the plan file on the quote (ServiceCheck.cpp). Exit 0 when the contract is kept, 1 when it
// fails, 2 when the result is not of the contract's run.
// `record`: keep the judged run as a measurement (not a mismatch; a read-only database says so).
int checkService(Context& ctx, const QString& planPath, const OpenQuote& open, const QString& resultPath,
                 const ServiceMeasurement& measured, bool record);
// `acceptance service --quote ID --service PLAN`: the plan's service level on the quote's contract and
// acceptance checklists (created when missing), each item in both languages.
int putServiceOnChecklists(Context& ctx, const QString& planPath, const OpenQuote& open);
// The serving question of a plan file (`--service PLAN`) with the benchmark of one replica on the quote; it
// points into `data`'s catalogue, which must outlive it.
Result<ServingBenchmark> serviceBenchmark(const QString& planPath, const OpenQuote& open,
                                          const PlannerData& data, bool calibrate = true);

} // namespace gpuplan::cli
