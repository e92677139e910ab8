// The storage layer on a real PostgreSQL server (run by ctest under tests/storage/with_postgres.sh, which
// sets GPUPLAN_TEST_POSTGRES): the stores as on a file, the same conflict with who and when, the audit trail,
// a viewer's read-only connection, and another client's change announced by LISTEN/NOTIFY.
#include "catalog/GpuCatalog.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestTeamDatabase : public QObject
{
    Q_OBJECT
    QString m_url = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES");
    QString m_viewer = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_VIEWER");

private slots:
    void initTestCase()
    {
        // Fails, never skips, without a server: the team database is part of the product.
        QVERIFY2(!m_url.isEmpty(),
                 "GPUPLAN_TEST_POSTGRES is not set: run under tests/storage/with_postgres.sh");
        auto db = Database::open(m_url);
        QVERIFY2(db.ok(), db.ok() ? "" : qPrintable(db.error().toString()));
        QCOMPARE((*db)->backend(), SqlDialect::Backend::Postgres);
        QCOMPARE((*db)->schemaVersion(), Database::latestVersion());
        QVERIFY((*db)->check()->ok());
        // A team database starts with the shipped catalog and no demo quotes (ux-4: every member saw the
        // demo quotes of a shared database and had to delete them); a file of one's own has them.
        QCOMPARE(QuoteStore(**db).list()->size(), 0);
        QVERIFY((*db)->meta(QStringLiteral("demo_seeded")).isEmpty());
        // These tests then work on the demo set, seeded on request as a team would for training.
        Database::Options demo;
        demo.seedDemo = true;
        auto seeded = Database::open(m_url, demo);
        QVERIFY(seeded.ok());
        QCOMPARE(QuoteStore(**seeded).list()->size(), 5);
    }

    void storesWorkAsOnAFile()
    {
        auto db = Database::open(m_url);
        QuoteStore store(**db);
        const QList<Quote> demo = store.list().value();
        QCOMPARE(demo.size(), 5); // the demo set, seeded once however many clients open it
        Quote q = demo.first();
        q.id = 0;
        q.quoteNumber = QStringLiteral("PG-1");
        q.price.price = Money(123456789012, Currency::CNY); // ¥1,234,567,890.12: beyond 32 bits of fen
        auto id = store.add(q);
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().toString()));
        QVERIFY(id.value() > demo.first().id);
        QCOMPARE(store.get(id.value())->price.price.minor(), qint64(123456789012));
        QCOMPARE(store.get(id.value())->server.ramGb, q.server.ramGb);
        ChecklistStore lists(**db);
        QVERIFY(lists.create(store.get(id.value()).value(), GpuCatalog::shipped()).ok());
        QCOMPARE(lists.forQuote(id.value())->size(), 2);
    }

    // Many rows per statement on the server (arrays of 1,000): every kind of text and number reads back as it
    // was written, the same as from a file, across whole and partial batches.
    void bulkInsertKeepsEveryValue()
    {
        auto db = Database::open(m_url);
        QTemporaryDir dir;
        auto file = Database::open(dir.filePath(QStringLiteral("same.sqlite")));
        QVERIFY(file.ok());
        const Quote base = QuoteStore(**db).list()->first();
        const QStringList texts{QStringLiteral("plain"),
                                QStringLiteral("quote \" and backslash \\ and '单引号'"),
                                QStringLiteral("{braces},commas,NULL"),
                                QStringLiteral("NULL"),
                                QStringLiteral("two\nlines\tand a tab"),
                                QStringLiteral("含税 ¥7.5万/台/月 — E'x' $$ \\N"),
                                QString()};
        QList<Quote> quotes;
        for (int i = 0; i < 1205; ++i) {
            Quote q = base;
            q.id = 0;
            q.provider = QStringLiteral("Bulk %1").arg(i % 3);
            q.quoteNumber = QStringLiteral("BULK-%1").arg(i);
            q.notes = texts[i % texts.size()];
            q.contact = texts[(i + 1) % texts.size()];
            q.server.ramGb = i % 2 ? 0.1 * i : 0; // 0 is stored as NULL
            q.price.price = Money(qint64(1) << 40 | i, Currency::CNY);
            q.slaResponseHours = i % 5 ? 1e-7 * i : 0;
            q.billedWhenStopped = i % 3 == 0 ? std::optional<bool>() : std::optional<bool>(i % 3 == 1);
            quotes << q;
        }
        auto n = QuoteStore(**db).insert(quotes);
        QVERIFY2(n.ok(), n.ok() ? "" : qPrintable(n.error().toString()));
        QCOMPARE(n.value(), 1205);
        QVERIFY(QuoteStore(**file).insert(quotes).ok());
        QuoteFilter f;
        f.provider = QStringLiteral("Bulk ");
        const QList<Quote> server = QuoteStore(**db).list(f).value();
        const QList<Quote> local = QuoteStore(**file).list(f).value();
        QCOMPARE(server.size(), 1205);
        QCOMPARE(local.size(), 1205);
        QHash<QString, Quote> byNumber;
        for (const Quote& q : server)
            byNumber.insert(q.quoteNumber, q);
        for (const Quote& written : quotes) {
            const Quote& read = byNumber.value(written.quoteNumber);
            QCOMPARE(read.notes, written.notes);
            QCOMPARE(read.contact, written.contact);
            QCOMPARE(read.provider, written.provider);
            QCOMPARE(read.server.ramGb, written.server.ramGb);
            QCOMPARE(read.price.price.minor(), written.price.price.minor());
            QCOMPARE(read.slaResponseHours, written.slaResponseHours);
            QCOMPARE(read.billedWhenStopped, written.billedWhenStopped);
        }
        for (const Quote& q : local) {
            const Quote& read = byNumber.value(q.quoteNumber);
            QCOMPARE(read.notes, q.notes);
            QCOMPARE(read.server.ramGb, q.server.ramGb);
            QCOMPARE(read.slaResponseHours, q.slaResponseHours);
        }
    }

    void conflictsNameWhoAndWhen()
    {
        auto mine = Database::open(m_url);
        auto theirs = Database::open(m_url);
        const Quote seen = QuoteStore(**mine).list()->first();
        Quote other = seen;
        other.notes = QStringLiteral("by a colleague");
        QVERIFY(QuoteStore(**theirs).update(seen.id, other).ok());
        Quote edit = seen;
        edit.contact = QStringLiteral("张三");
        const Status refused = replaceStoredQuote(**mine, seen.id, seen, edit);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("changed by buyer at ")),
                 qPrintable(refused.error().message));
        auto history = (*mine)->history(seen.id, QStringLiteral("quote"));
        QVERIFY(history.ok());
        QVERIFY(!history->isEmpty());
        QCOMPARE(history->last().changedBy, QStringLiteral("buyer"));
        QCOMPARE(history->last().newValue, QStringLiteral("by a colleague"));
    }

    void viewersReadOnly()
    {
        auto viewer = Database::open(m_viewer);
        QVERIFY2(viewer.ok(), viewer.ok() ? "" : qPrintable(viewer.error().toString()));
        QVERIFY((*viewer)->readOnly());
        QVERIFY(!QuoteStore(**viewer).list()->isEmpty());
        const auto removed = QuoteStore(**viewer).removeDemo();
        QVERIFY(!removed.ok());
        QVERIFY(removed.error().message.contains(QStringLiteral("viewer")));
    }

    void othersChangesAreAnnounced()
    {
        auto watcher = Database::open(m_url);
        auto writer = Database::open(m_url);
        int heard = 0;
        QVERIFY((*watcher)->watchChanges(this, [&] { ++heard; }));
        Quote q = QuoteStore(**writer).list()->first();
        q.notes = QStringLiteral("announced");
        QVERIFY(QuoteStore(**writer).update(q.id, q).ok());
        QTRY_VERIFY_WITH_TIMEOUT(heard >= 1, 10000);
        // Its own changes are not announced back to a client.
        const int before = heard;
        q.notes = QStringLiteral("my own");
        QVERIFY(QuoteStore(**watcher).update(q.id, q).ok());
        QTest::qWait(300);
        QCOMPARE(heard, before);
        // Another client opening the database (and writing the shipped data, as every client does) is not a
        // change to announce: the desktop's reader would open again, and every window would reload for ever.
        for (int i = 0; i < 3; ++i)
            QVERIFY(Database::open(m_url).ok());
        QTest::qWait(300);
        QCOMPARE(heard, before);
    }

    // The server drops the connection (a restart, a network cut): the client notices, connects again, listens
    // again and says so, so that the desktop reads everything again; then it hears the team's changes again.
    void reconnectsAndListensAgain()
    {
        auto watcher = Database::open(m_url);
        auto writer = Database::open(m_url);
        auto admin = Database::open(qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN"));
        QVERIFY(watcher.ok() && writer.ok() && admin.ok());
        int heard = 0;
        QVERIFY((*watcher)->watchChanges(this, [&] { ++heard; }));
        QCOMPARE((*watcher)->ensureConnected().value(), false); // alive: nothing to do
        QSqlQuery pid((*watcher)->sql());
        QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
        const qint64 backend = pid.value(0).toLongLong();
        pid.finish();
        QSqlQuery kill((*admin)->sql());
        QVERIFY(kill.exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(backend)));
        QTest::qWait(200);
        auto again = (*watcher)->ensureConnected();
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().toString()));
        QCOMPARE(again.value(), true);
        QVERIFY(!QuoteStore(**watcher).list()->isEmpty()); // it reads
        Quote q = QuoteStore(**writer).list()->first();
        q.notes = QStringLiteral("after the reconnect");
        QVERIFY(QuoteStore(**writer).update(q.id, q).ok());
        QTRY_VERIFY_WITH_TIMEOUT(heard >= 1, 10000);
        q.notes = QStringLiteral("written by the reconnected client");
        QVERIFY(QuoteStore(**watcher).update(q.id, q).ok()); // and writes
    }

    // A role that must give a password: none found names where to put one; the caller's (the desktop's, from
    // the keyring) is used for that connection only; libpq's password file works as well.
    void passwordsFromThePasswordFileOrTheCaller()
    {
        const QString url = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_SECRET");
        const QString password = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_SECRET_PASSWORD");
        QVERIFY(!url.isEmpty() && !password.isEmpty());
        QTemporaryDir dir;
        const QString passFile = dir.filePath(QStringLiteral("pgpass"));
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", passFile.toUtf8()); // none yet
        auto none = Database::open(url);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().field, QStringLiteral("password"));
        QVERIFY2(none.error().message.contains(QStringLiteral("~/.pgpass")) &&
                     none.error().message.contains(QStringLiteral("keyring")),
                 qPrintable(none.error().message));
        QVERIFY(!none.error().message.contains(password));
        Database::Options wrong;
        wrong.password = QStringLiteral("not-it");
        auto refused = Database::open(url, wrong);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("refused the password")),
                 qPrintable(refused.error().message));
        QVERIFY(!refused.error().message.contains(QStringLiteral("not-it")));
        Database::Options given;
        given.password = password;
        auto withIt = Database::open(url, given);
        QVERIFY2(withIt.ok(), withIt.ok() ? "" : qPrintable(withIt.error().toString()));
        QCOMPARE((*withIt)->userName(), QStringLiteral("secret"));
        QVERIFY(!(*withIt)->readOnly()); // a buyer's rights through its role
        QFile file(passFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("*:*:*:secret:" + password.toUtf8() + "\n");
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner); // libpq ignores a readable one
        auto fromFile = Database::open(url);
        QVERIFY2(fromFile.ok(), fromFile.ok() ? "" : qPrintable(fromFile.error().toString()));
        qunsetenv("PGPASSFILE");
    }
};

QTEST_MAIN(TestTeamDatabase)
#include "tst_teamdb.moc"
