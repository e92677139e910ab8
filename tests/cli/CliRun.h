#pragma once

// The gpuplan program run as a user or a script runs it: its exit code, standard output and standard error.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run
{
    int code = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

inline Run runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_CLI_PATH), args);
    p.waitForFinished(60000);
    return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
               QString::fromUtf8(p.readAllStandardError())};
}

} // namespace clitest
