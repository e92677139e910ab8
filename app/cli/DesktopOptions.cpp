#include "Docs.h"

#include <QCoreApplication>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Docs)
};
} // namespace

QList<QCommandLineOption> desktopOptions()
{
    return {
        {QStringLiteral("database"),
         Tr::tr("Database: a SQLite file (default: the one used last) or a team database, "
                "postgresql://user@host:port/database."),
         QStringLiteral("PATH")},
        {QStringLiteral("lang"), Tr::tr("Language: zh or en."), QStringLiteral("zh|en")},
        {QStringLiteral("screenshot"), Tr::tr("Save a screenshot of the window and quit."),
         QStringLiteral("PNG")},
        {QStringLiteral("tab"),
         Tr::tr("Open on this area (0 plan, 1 quotes, 2 checklists, 3 GPU catalog, 4 quick estimate)."),
         QStringLiteral("N")},
    };
}

} // namespace gpuplan::cli
