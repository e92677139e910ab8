#include "Cli.h"
#include "QtMessages.h"
#include "TerminalText.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char* argv[])
{
    // PDF reports need fonts, that is QtGui: only then is a (windowless) QGuiApplication made.
    bool pdf = false;
    for (int i = 1; i < argc; ++i)
        pdf |= std::strcmp(argv[i], "--pdf") == 0 || std::strncmp(argv[i], "--pdf=", 6) == 0;
    if (pdf && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    gpuplan::cli::installQtMessageFilter(); // Qt's warnings that the program says better itself
    std::unique_ptr<QCoreApplication> app =
        pdf ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-rental-planner"));
    // What the program prints, control characters of stored text made harmless (TerminalText).
    gpuplan::cli::TerminalText stdoutText(stdout), stderrText(stderr);
    QTextStream out(&stdoutText);
    QTextStream err(&stderrText);
    const int rc = gpuplan::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return rc;
}
