#pragma once

// Qt's own warnings that the program says better itself, kept off the terminal (reliability-5 F16): when the
// team database's server goes away mid-command, the PostgreSQL driver's "Unable to free statement" and
// QSqlQuery's "database not open" came before the program's one line ("the connection to the team database
// was lost …; nothing of this change was kept"); and Qt's note about XDG_RUNTIME_DIR on every PDF. Every
// other message passes; GPUPLAN_QT_WARNINGS=1 shows all of them (debugging).
#include <QString>

namespace gpuplan::cli {

bool isQtNoise(const QString& message);
// Installs the filter for the command line (the desktop speaks in dialogs; its stderr is for debugging).
void installQtMessageFilter();

} // namespace gpuplan::cli
