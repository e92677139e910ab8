#include "Cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-rental-planner"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = gpuplan::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return rc;
}
