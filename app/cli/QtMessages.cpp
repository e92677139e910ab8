#include "QtMessages.h"

#include <QtGlobal>

#include <cstdio>

namespace gpuplan::cli {

bool isQtNoise(const QString& message)
{
    static const char* const noise[] = {
        "QStandardPaths: XDG_RUNTIME_DIR",      // Qt's guess of a runtime folder the program never uses
        "Unable to free statement",             // QPSQL, each prepared query after the connection was lost
        "QSqlQuery::exec: database not open",   // each query after it: the program's error says why
        "QSqlQuery::prepare: database not open" //
    };
    for (const char* n : noise)
        if (message.startsWith(QLatin1String(n)))
            return true;
    return false;
}

void installQtMessageFilter()
{
    if (qEnvironmentVariableIntValue("GPUPLAN_QT_WARNINGS") == 1)
        return;
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtDebugMsg || isQtNoise(message))
            return;
        fprintf(stderr, "%s\n", qPrintable(message));
        if (type == QtFatalMsg)
            abort();
    });
}

} // namespace gpuplan::cli
