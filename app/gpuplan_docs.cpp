// Writes the man pages and shell completions from the programs' own option definitions (build step; not
// installed). Usage: gpuplan_docs bash|zsh|man-gpuplan|man-desktop [zh|en] OUTPUT
#include "Docs.h"

#include "util/Language.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-rental-planner"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: gpuplan_docs bash|zsh|man-gpuplan|man-desktop zh|en OUTPUT\n");
        return 2;
    }
    const QString what = args[1];
    if (!gpuplan::Language::install(args[2])) {
        std::fprintf(stderr, "gpuplan_docs: unknown language %s\n", qPrintable(args[2]));
        return 2;
    }
    QString text;
    if (what == QLatin1String("bash"))
        text = gpuplan::cli::bashCompletion();
    else if (what == QLatin1String("zsh"))
        text = gpuplan::cli::zshCompletion();
    else if (what == QLatin1String("man-gpuplan"))
        text = gpuplan::cli::manPage(QStringLiteral("gpuplan"), QStringLiteral(GPUPLAN_VERSION),
                                     QStringLiteral(GPUPLAN_RELEASE_DATE));
    else if (what == QLatin1String("man-desktop"))
        text = gpuplan::cli::manPage(QStringLiteral("gpu-rental-planner"), QStringLiteral(GPUPLAN_VERSION),
                                     QStringLiteral(GPUPLAN_RELEASE_DATE));
    else {
        std::fprintf(stderr, "gpuplan_docs: unknown output %s\n", qPrintable(what));
        return 2;
    }
    QSaveFile f(args[3]);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0 || !f.commit()) {
        std::fprintf(stderr, "gpuplan_docs: cannot write %s\n", qPrintable(args[3]));
        return 1;
    }
    return 0;
}
