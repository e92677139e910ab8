#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

namespace gpuplan::cli {

// An option's description wrapped for `--help` as a reader expects (zh-review-5 E20): at spaces, or between
// Chinese characters, never inside a word ("consulta⏎tion", "s⏎ingle-source"), within `columns` terminal
// columns (a Chinese character takes two). QCommandLineParser wraps by characters and breaks a word it
// cannot fit; it keeps the line breaks it is given, and a line this short is never broken again while the
// option names take at most 28 columns (tst_hardening helpWrapsAtWords checks every command).
constexpr int kHelpColumns = 48;
QString wrapHelp(const QString& text, int columns = kHelpColumns);

// The commands' parser: QCommandLineParser with every option's and argument's description wrapped so.
class Parser : public QCommandLineParser
{
public:
    bool addOption(QCommandLineOption option);
    bool addOptions(const QList<QCommandLineOption>& options);
    void addPositionalArgument(const QString& name, const QString& description,
                               const QString& syntax = QString());
};

} // namespace gpuplan::cli
