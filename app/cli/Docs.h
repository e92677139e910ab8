#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplan::cli {

// The command line described from its own option definitions: every command's parser is built exactly as
// when it runs (Context::describe stops it before parsing), so the man pages and shell completions made from
// this cannot drift from the program.
struct CommandDoc
{
    QString name;        // "estimate", "quotes rank", "report checklist"
    QString summary;     // one line
    QString usage;       // "Usage: gpuplan …" as --help prints it
    QString description; // the parser's description (several lines)
    QStringList actions; // first positional words: "import", "list", …
    QList<QCommandLineOption> options;
};

QList<CommandDoc> describeCommands();

// The desktop program's options (app/desktop_main.cpp parses exactly these).
QList<QCommandLineOption> desktopOptions();

// Values an option takes when they are a fixed set ("--sort" → fastest fewest cheapest); empty otherwise.
QStringList optionValues(const QString& command, const QString& option);
// Whether an option's value is a file name (completed as one).
bool optionTakesFile(const QCommandLineOption& option);

QString bashCompletion();
QString zshCompletion();
// A man page (troff, UTF-8) in the language installed (Language::install): "gpuplan" or "gpu-rental-planner".
QString manPage(const QString& program, const QString& version, const QString& date);

} // namespace gpuplan::cli
