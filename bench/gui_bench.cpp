// Desktop speed (issue 8): start to the first painted main window with the demo database and with 100,000
// quotes; the plan's results updated after an input change. Prints medians; never pass/fail.
// Run: QT_QPA_PLATFORM=offscreen build/bench/gpuplan_gui_bench (… plan: the plan's update alone, 200 edits);
// on a team database:
// QT_QPA_PLATFORM=offscreen tests/storage/with_postgres.sh build/bench/gpuplan_gui_bench team
#include "MainWindow.h"
#include "QuoteFiles.h"
#include "checklists/ChecklistsPage.h"
#include "plan/PlanPage.h"
#include "quotes/QuotesPage.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Language.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace gpuplan;

namespace {
class PaintWatch : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint || e->type() == QEvent::UpdateRequest)
            painted = true;
        return false;
    }
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// Construct the window on the database, show it and wait for its first paint.
double startMs(const QString& db, double* loadedMs = nullptr, double* applyMs = nullptr)
{
    QElapsedTimer t;
    t.start();
    MainWindow w(db);
    PaintWatch watch;
    w.installEventFilter(&watch);
    QSignalSpy loaded(w.quotesPage(), &QuotesPage::loaded);
    w.show();
    while (!watch.painted)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const double painted = double(t.nsecsElapsed()) / 1e6;
    if (loadedMs) {
        while (loaded.isEmpty())
            loaded.wait(50);
        *loadedMs = double(t.nsecsElapsed()) / 1e6;
        if (applyMs)
            *applyMs = w.quotesPage()->lastApplyMs();
    }
    return painted;
}
// The plan page's results after an input change, n times: the plan page plans again (matcher, summary,
// table, both charts, details) and paints.
void planUpdates(const QString& db, int n, QList<double>& updates, QList<double>& computes)
{
    MainWindow w(db);
    w.resize(1280, 800);
    w.show();
    auto* tokens = w.planPage()->findChild<QLineEdit*>(QStringLiteral("planTokensEdit"));
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        tokens->setText(QStringLiteral("%1M").arg(100 + 10 * (i % 40)));
        w.planPage()->recompute();
        computes << w.planPage()->lastUpdateMs();
        QCoreApplication::processEvents(); // paint
        updates << double(t.nsecsElapsed()) / 1e6;
        // What the charts let go of (deleteLater) goes as it would in the running event loop.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

int teamDatabase(const QString& url)
{
    {
        Database::Options o;
        o.seedDemo = false;
        auto db = Database::open(url, o);
        if (!db) {
            std::fprintf(stderr, "cannot open the team database: %s\n", qPrintable(db.error().toString()));
            return 1;
        }
        QSqlQuery empty((*db)->sql());
        for (const char* table : {"audit_log", "checklist_items", "checklists", "quotes", "providers"})
            empty.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)));
        auto r = QuoteStore(**db).importCsv(testdata::file(100000), GpuCatalog::shipped(), FxTable::shipped(),
                                            Conventions{}, false);
        if (!r || r->inserted != 100000) {
            std::fprintf(stderr, "could not fill the team database with 100,000 quotes\n");
            return 1;
        }
    }
    startMs(url); // warm-up
    QList<double> runs, loadedRuns, applyRuns;
    for (int i = 0; i < 5; ++i) {
        double loaded = 0, apply = 0;
        runs << startMs(url, &loaded, &apply);
        loadedRuns << loaded;
        applyRuns << apply;
    }
    std::printf(
        "start to first painted window, team database (PostgreSQL) of 100,000 quotes: %.0f ms (median "
        "of %lld; target < 500 ms)\n",
        median(runs), qint64(runs.size()));
    std::printf(
        "  100,000 quotes in the table (read in the background): %.0f ms, of which the window was busy "
        "%.0f ms\n",
        median(loadedRuns), median(applyRuns));
    return 0;
}
} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("gpuplan-bench"));
    Language::install(QStringLiteral("en"));
    // gpuplan_gui_bench team [postgresql://…]: the first window on a team database of 100,000 quotes
    // (tests/storage/with_postgres.sh sets GPUPLAN_TEST_POSTGRES).
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("team"))
        return teamDatabase(args.size() > 2 ? args[2] : qEnvironmentVariable("GPUPLAN_TEST_POSTGRES"));
    QTemporaryDir dir;
    // gpuplan_gui_bench plan: only the plan's update after an input change, 200 times (for a profiler).
    if (args.value(1) == QLatin1String("plan")) {
        const QString demo = dir.filePath(QStringLiteral("demo.sqlite"));
        QList<double> updates, computes;
        planUpdates(demo, 200, updates, computes);
        std::printf("plan results updated after an input change: %.1f ms with painting, %.1f ms computing "
                    "(median of %lld)\n",
                    median(updates), median(computes), qint64(updates.size()));
        // The first edit, then one in twenty: a time that grows with the edits is something left behind.
        for (int i = 0; i < updates.size(); i += 20)
            std::printf("  edit %d: %.1f ms\n", i + 1, updates[i]);
        return 0;
    }
    const QString demo = dir.filePath(QStringLiteral("demo.sqlite"));
    const QString big = dir.filePath(QStringLiteral("big.sqlite"));
    {
        auto d = Database::open(demo);
        auto b = Database::open(big);
        if (!d || !b)
            return 1;
        auto r = QuoteStore(**b).importCsv(testdata::file(100000), GpuCatalog::shipped(), FxTable::shipped(),
                                           Conventions{}, false);
        if (!r || r->inserted != 100000) {
            std::fprintf(stderr, "could not build the 100,000-quote database\n");
            return 1;
        }
    }
    startMs(demo); // warm-up: fonts, plugins, translations
    QList<double> demoRuns, bigRuns, bigLoaded, bigApply;
    for (int i = 0; i < 7; ++i)
        demoRuns << startMs(demo);
    for (int i = 0; i < 3; ++i) {
        double loaded = 0, apply = 0;
        bigRuns << startMs(big, &loaded, &apply);
        bigLoaded << loaded;
        bigApply << apply;
    }
    // The checklists page shown for the first time with 100,000 quotes: its quote chooser listed.
    QList<double> checklistFirst;
    for (int i = 0; i < 3; ++i) {
        MainWindow w(big);
        w.show();
        QSignalSpy loaded(w.quotesPage(), &QuotesPage::loaded);
        while (loaded.isEmpty())
            loaded.wait(50);
        auto* chooser = w.findChild<QComboBox*>(QStringLiteral("checklistQuote"));
        QElapsedTimer t;
        t.start();
        w.findChild<QTabWidget*>()->setCurrentWidget(w.findChild<ChecklistsPage*>());
        QCoreApplication::processEvents();
        checklistFirst << double(t.nsecsElapsed()) / 1e6;
        if (chooser->count() < 100000) {
            std::fprintf(stderr, "the checklists page lists %d quotes, fewer than 100,000\n",
                         chooser->count());
            return 1;
        }
    }
    // Results after an input change: the plan page plans again (matcher, summary, table, both charts,
    // details).
    QList<double> updates, computes;
    planUpdates(demo, 21, updates, computes);
    std::printf("start to first painted window, demo database: %.0f ms (median of %lld; target < 300 ms)\n",
                median(demoRuns), qint64(demoRuns.size()));
    std::printf("start to first painted window, 100,000 quotes: %.0f ms (median of %lld; target < 500 ms)\n",
                median(bigRuns), qint64(bigRuns.size()));
    std::printf(
        "  100,000 quotes in the table (read in the background): %.0f ms, of which the window was busy "
        "%.0f ms\n",
        median(bigLoaded), median(bigApply));
    std::printf("checklists page first shown, 100,000 quotes in its chooser: %.0f ms (median of %lld)\n",
                median(checklistFirst), qint64(checklistFirst.size()));
    std::printf(
        "plan results updated after an input change: %.1f ms with painting, %.1f ms computing (median "
        "of %lld; target < 50 ms)\n",
        median(updates), median(computes), qint64(updates.size()));
    return 0;
}
