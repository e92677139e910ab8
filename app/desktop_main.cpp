#include "Docs.h"
#include "HelpOptions.h"
#include "MainWindow.h"
#include "UiSettings.h"
#include "storage/SqlDialect.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>
#include <cstring>

int main(int argc, char* argv[])
{
    // --version answers without a display (scripts, package checks over ssh), as `gpuplan --version` does.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("gpu-rental-planner %s\n", GPUPLAN_VERSION);
            return 0;
        }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-rental-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Rental Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    // The menu entry (packaging/): Wayland and the task bar match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("net.gpurentalplanner.GpuRentalPlanner"));
    QIcon icon(QStringLiteral(":/gpuplan/icons/app.svg"));
    icon.addFile(QStringLiteral(":/gpuplan/icons/app-256.png"));
    QApplication::setWindowIcon(icon);

    // The language first (--lang, else the setting, else the environment), so that --help and every message
    // of the parser read in it (zh-review-4 D14: `gpu-rental-planner --help` was English under zh_CN).
    QString language;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            language = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            language = args[i].mid(7);
    }
    if (language.isEmpty())
        language = gpuplan::Settings().language(); // empty: from the environment
    if (language.isEmpty())
        language = gpuplan::Language::fromEnvironment();
    if (!gpuplan::Language::install(language))
        gpuplan::Language::install(QStringLiteral("en"));

    gpuplan::cli::Parser parser;
    // Qt's own words for these options, reworded in our translation (Qt's Chinese is a calque:
    // "在命令行选项上 显示帮助", zh-review-5 E24).
    static const char* const qtWords[] = {
        QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
        QT_TRANSLATE_NOOP("QCommandLineParser", "Displays version information.")};
    Q_UNUSED(qtWords);
    parser.addHelpOption();
    parser.addVersionOption();
    // The options the man page and the shell completions are made from (app/cli/DesktopOptions.cpp).
    parser.addOptions(gpuplan::cli::desktopOptions());
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("Desktop", "Plan files (.gpuplan) to open, quote CSV files to import or "
                                               "acceptance reports to check."),
        QStringLiteral("[FILE…]"));
    parser.process(app);

    // The database given, else the one used last (remembered by the window), else the user's default one.
    QString db = parser.value(QStringLiteral("database"));
    if (db.isEmpty())
        db = gpuplan::UiSettings().lastDatabase();
    if (db.isEmpty() || (!parser.isSet(QStringLiteral("database")) && !gpuplan::SqlDialect::isServerUrl(db) &&
                         !QFileInfo::exists(db)))
        db = gpuplan::Database::defaultPath();
    gpuplan::MainWindow window(db);
    // Files given (a double-click in the file manager): each opened for what it is, or the reason it cannot
    // be, in a message.
    for (const QString& file : parser.positionalArguments())
        window.openFile(file);
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
