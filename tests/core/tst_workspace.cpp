// Issue 36: one owner of what the program knows. The Workspace reads the database's catalog, prices and the
// settings once, every question is asked against it, and the command line opens the same database for the
// catalog, the prices and the quotes. Each test here failed on the code before the Workspace (review
// architecture-4 §6.1): the expected values are the ones the user typed in, not the program's output.
#include "../cli/CliRun.h"

#include "catalog/GpuCatalog.h"
#include "service/Workspace.h"
#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Clock.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;
using clitest::runCli;

namespace {
// The shipped H100 SXM line as a user's own GPU "my-h100x" with another name and efficiency: a GPU the
// shipped catalog does not know.
QString myGpuCsv(const QString& efficiency)
{
    const QStringList lines = GpuCatalog::shipped().toCsv().split(QLatin1Char('\n'));
    QString csv = lines.first() + QLatin1Char('\n');
    for (const QString& l : lines)
        if (l.startsWith(QLatin1String("h100-sxm-80g,"))) {
            QStringList f = l.split(QLatin1Char(','));
            f[0] = QStringLiteral("my-h100x");
            f[2] = QStringLiteral("H100X");
            QString line = f.join(QLatin1Char(','));
            line.replace(QStringLiteral(",0.636,"), QLatin1Char(',') + efficiency + QLatin1Char(','));
            line.replace(QStringLiteral("h100|h100-80g|h100-sxm|h100-80g-sxm"), QStringLiteral("my-h100x"));
            csv += line + QLatin1Char('\n');
        }
    return csv;
}
} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase()
    {
        // The user's data folder of this run alone (the command line's default database lives there).
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    }

    // A GPU stored after the workspace was opened is known to every question once it is read again, and the
    // revision that views compare says so.
    void reloadReachesEveryQuestion()
    {
        const QString path = m_dir.filePath(QStringLiteral("ws.sqlite"));
        auto db = Database::open(path);
        QVERIFY(db.ok());
        auto ws = Workspace::open(std::move(db).value());
        QVERIFY2(ws.ok(), qPrintable(ws.ok() ? QString() : ws.error().toString()));
        Workspace& w = *ws.value();
        const quint64 first = w.revision();
        QVERIFY(!w.data().catalog().byId(QStringLiteral("my-h100x")));
        auto stored =
            CatalogStore(*w.database()).importUserCsv(myGpuCsv(QStringLiteral("0.5")), QStringLiteral("t"));
        QVERIFY(stored.ok());
        QCOMPARE(stored.value(), 1);
        QVERIFY(w.reload().ok());
        QVERIFY(w.revision() > first);
        const GpuModel* g = w.data().catalog().byId(QStringLiteral("my-h100x"));
        QVERIFY(g);
        QCOMPARE(g->defaultMfu, 0.5); // as typed in the CSV
        // The plan service and the quotes are the reloaded ones.
        QVERIFY(w.plans().data().catalog().byId(QStringLiteral("my-h100x")));
        QVERIFY(w.quotes().catalog().byId(QStringLiteral("my-h100x")));
        PlanRequest r = PlanRequest::bare();
        r.modelId = QStringLiteral("llama-2-7b");
        r.method = Method::Lora;
        r.allowedGpuIds = {QStringLiteral("my-h100x")};
        r.gpus = 8;
        auto e = w.plans().estimate(r);
        QVERIFY2(e.ok(), qPrintable(e.ok() ? QString() : e.error().toString()));
        QCOMPARE(e->scenario.gpu->id, QStringLiteral("my-h100x"));
        QVERIFY(w.readOnlyReason().isEmpty()); // a file we may write
    }

    // The one clock: a fixed today decides which stored quotes are valid.
    void theClockDecidesValidity()
    {
        auto db = Database::open(m_dir.filePath(QStringLiteral("clock.sqlite")));
        QVERIFY(db.ok());
        const QByteArray csv =
            "provider,gpu,gpus_per_server,servers,price,currency,price_unit,quote_date,valid_until\n"
            "Old,h100-sxm-80g,8,1,20,CNY,gpu_hour,2026-11-01,2026-11-30\n"
            "New,h100-sxm-80g,8,1,21,CNY,gpu_hour,2026-11-01,2026-12-31\n";
        auto ws = Workspace::open(std::move(db).value());
        QVERIFY(ws.ok());
        auto parsed = ws.value()->quotes().parseCsv(csv);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        QuoteStore store(*ws.value()->database());
        auto preview = store.preview(parsed.value());
        QVERIFY(preview.ok());
        QVERIFY(store.write(preview.value()).ok());
        Clock::setToday(QDate(2026, 12, 2));
        QVERIFY(ws.value()->reload().ok());
        QCOMPARE(ws.value()->data().today(), QDate(2026, 12, 2));
        auto valid = ws.value()->quotes().validToday();
        QVERIFY(valid.ok());
        QStringList providers;
        for (const Quote& q : valid.value())
            if (!q.demo)
                providers << q.provider;
        QCOMPARE(providers, QStringList{QStringLiteral("New")}); // "Old" ended on 30 November
        Clock::setToday(QDate(2026, 11, 15));
        QVERIFY(ws.value()->reload().ok());
        valid = ws.value()->quotes().validToday();
        providers.clear();
        for (const Quote& q : valid.value())
            if (!q.demo)
                providers << q.provider;
        providers.sort();
        QCOMPARE(providers, (QStringList{QStringLiteral("New"), QStringLiteral("Old")}));
        Clock::setToday(QDate());
    }

    // The command line: without --database every command reads the user's database for the catalog, the
    // prices and the quotes alike. Before, `estimate` and `plan` took the shipped catalog, so a GPU the user
    // stored was "unknown" to them while `quotes` commands knew it.
    void commandsShareTheUsersDatabase()
    {
        const QString gpus = write(QStringLiteral("my-gpu.csv"), myGpuCsv(QStringLiteral("0.5")).toUtf8());
        auto stored = runCli({QStringLiteral("gpus"), QStringLiteral("import"), gpus});
        QVERIFY2(stored.code == 0, qPrintable(stored.err));
        auto listed = runCli({QStringLiteral("gpus"), QStringLiteral("--json")});
        QVERIFY2(listed.out.contains(QStringLiteral("my-h100x")), qPrintable(listed.err));
        auto estimate = runCli({QStringLiteral("estimate"), QStringLiteral("--model"),
                                QStringLiteral("llama-2-7b"), QStringLiteral("--method"),
                                QStringLiteral("lora"), QStringLiteral("--gpu"), QStringLiteral("my-h100x"),
                                QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--json")});
        QVERIFY2(estimate.code == 0, qPrintable(estimate.err));
        // The same question on the shipped H100 differs only by the efficiency typed in: 0.5 against 0.636,
        // so the stored GPU's run takes 0.636 / 0.5 = 1.27 times as long (the compute-bound time).
        auto shipped =
            runCli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                    QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
                    QStringLiteral("h100-sxm-80g"), QStringLiteral("--gpus"), QStringLiteral("8"),
                    QStringLiteral("--json")});
        QVERIFY2(shipped.code == 0, qPrintable(shipped.err));
        const double mine =
            estimate.json()[QStringLiteral("time")][QStringLiteral("tokens_per_second")].toDouble();
        const double theirs =
            shipped.json()[QStringLiteral("time")][QStringLiteral("tokens_per_second")].toDouble();
        QVERIFY(mine > 0 && theirs > 0);
        QVERIFY2(std::abs(theirs / mine - 0.636 / 0.5) < 0.02,
                 qPrintable(QStringLiteral("%1 against %2").arg(mine).arg(theirs)));
        // A quote for that GPU, stored in the same (the user's) database, prices the plan.
        const QString quotes =
            write(QStringLiteral("q.csv"),
                  "provider,gpu,gpus_per_server,servers,price,currency,price_unit,quote_date,"
                  "valid_until\nMy vendor,my-h100x,8,1,19.5,CNY,gpu_hour,2026-11-01,2099-12-31\n");
        auto imported = runCli({QStringLiteral("quotes"), QStringLiteral("import"), quotes});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        auto plan = runCli({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                            QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
                            QStringLiteral("my-h100x"), QStringLiteral("--prices"), QStringLiteral("quotes"),
                            QStringLiteral("--json")});
        QVERIFY2(plan.code == 0, qPrintable(plan.err + plan.out));
        QVERIFY2(plan.out.contains(QStringLiteral("My vendor")), qPrintable(plan.out.left(2000)));
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
