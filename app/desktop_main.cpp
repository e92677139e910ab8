#include "MainWindow.h"

#include "storage/Database.h"
#include "util/Language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-rental-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Rental Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(
        {QStringLiteral("database"), QStringLiteral("SQLite database file."), QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language: zh or en."), QStringLiteral("LANG")});
    parser.addOption({QStringLiteral("screenshot"),
                      QStringLiteral("Save a screenshot of the window and quit."), QStringLiteral("PNG")});
    parser.addOption(
        {QStringLiteral("tab"),
         QStringLiteral("Open on this area (0 plan, 1 quotes, 2 checklists, 3 GPU catalog, 4 quick "
                        "estimate)."),
         QStringLiteral("N")});
    parser.addPositionalArgument(QStringLiteral("plan"), QStringLiteral("A plan file (.gpuplan) to open."),
                                 QStringLiteral("[PLAN]"));
    parser.process(app);

    QString language = parser.value(QStringLiteral("lang"));
    if (language.isEmpty())
        language =
            QSettings().value(QStringLiteral("ui/language"), gpuplan::Language::fromEnvironment()).toString();
    if (!gpuplan::Language::install(language))
        gpuplan::Language::install(QStringLiteral("en"));

    // The database given, else the one used last (remembered by the window), else the user's default one.
    QString db = parser.value(QStringLiteral("database"));
    if (db.isEmpty())
        db = QSettings().value(QStringLiteral("ui/lastDatabase")).toString();
    if (db.isEmpty() || (!parser.isSet(QStringLiteral("database")) && !QFileInfo::exists(db)))
        db = gpuplan::Database::defaultPath();
    gpuplan::MainWindow window(db);
    // A plan file given (a double-click on a .gpuplan file): opened, or the reason it cannot be, in a
    // message.
    if (!parser.positionalArguments().isEmpty())
        window.openPlan(parser.positionalArguments().first());
    if (parser.isSet(QStringLiteral("tab")))
        window.findChild<QTabWidget*>(QStringLiteral("mainTabs"))
            ->setCurrentIndex(parser.value(QStringLiteral("tab")).toInt());
    window.show();
    if (parser.isSet(QStringLiteral("screenshot"))) {
        QTimer::singleShot(300, &window, [&] {
            window.grab().save(parser.value(QStringLiteral("screenshot")));
            app.quit();
        });
    }
    return app.exec();
}
