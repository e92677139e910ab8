// Issue 40 (reliability-4), the record, on both back ends (tst_record on a file, tst_record_postgres on the
// private server): ids are never given twice (F8), a status and a text set by hand survive a withdrawn report
// and its re-import (F12), every change is on record — imports, deletions, reports, plans, templates, GPUs
// and copies (F14) — and the audit trail grows with the changes, not with the square of the servers (F6).
#include "TestDatabases.h"
#include "catalog/GpuCatalog.h"
#include "storage/AcceptanceStore.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/DatabaseCopy.h"
#include "storage/PlanStore.h"
#include "storage/QuoteStore.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

namespace {
QStringList fields(const QList<Database::AuditEntry>& entries)
{
    QStringList out;
    for (const Database::AuditEntry& e : entries)
        out << e.field;
    return out;
}

AcceptanceFinding finding(const QString& code, ItemStatus status, const QString& evidence)
{
    AcceptanceFinding f;
    f.code = code;
    f.status = status;
    f.message = f.messageEn = QStringLiteral("as the report says");
    f.messageZh = QStringLiteral("见报告");
    f.evidence = evidence;
    return f;
}

ChecklistItem itemOf(Database& db, qint64 quoteId, const QString& code)
{
    for (const Checklist& c : ChecklistStore(db).forQuote(quoteId).value())
        for (const ChecklistItem& i : c.items)
            if (i.code == code)
                return i;
    return ChecklistItem{};
}

qint64 auditText(Database& db)
{
    QSqlQuery q(db.sql());
    if (!q.exec(QStringLiteral(
            "SELECT COALESCE(SUM(LENGTH(old_value) + LENGTH(new_value)), 0) FROM audit_log")) ||
        !q.next())
        return -1;
    return q.value(0).toLongLong();
}
} // namespace

class TestRecord : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString database(const char* name)
    {
        return storagetest::database(QDir(m_dir.path()), QStringLiteral("trec_"), name);
    }

    static Quote another(const Quote& q, const QString& provider)
    {
        Quote n = q;
        n.id = 0;
        n.provider = provider;
        n.demo = false;
        return n;
    }

private slots:
    // F8: the highest quote deleted, the next one takes a new id, and neither history mixes with the other;
    // the same for acceptance reports and saved plans.
    void idsAreNeverGivenTwice()
    {
        auto db = storagetest::open(database("ids"));
        QVERIFY(db.ok());
        QuoteStore quotes(**db);
        const Quote first = quotes.list()->first();
        auto top = quotes.add(another(first, QStringLiteral("Vendor Top")));
        QVERIFY2(top.ok(), top.ok() ? "" : qPrintable(top.error().toString()));
        QVERIFY(quotes.remove(top.value()).ok());
        auto next = quotes.add(another(first, QStringLiteral("Brand new vendor")));
        QVERIFY(next.ok());
        QVERIFY2(next.value() > top.value(),
                 qPrintable(QStringLiteral("%1 after %2").arg(next.value()).arg(top.value())));
        QCOMPARE(fields((*db)->history(top.value(), QStringLiteral("quote")).value()),
                 (QStringList{QStringLiteral("created"), QStringLiteral("deleted")}));
        QCOMPARE(fields((*db)->history(next.value(), QStringLiteral("quote")).value()),
                 QStringList{QStringLiteral("created")});

        Quote q = quotes.get(next.value()).value();
        QVERIFY(ChecklistStore(**db).create(q, GpuCatalog::shipped()).ok());
        AcceptanceStore reports(**db);
        const QList<AcceptanceFinding> found{finding(QStringLiteral("acc-smi"), ItemStatus::Confirmed, {})};
        auto r1 = reports.record(q, QStringLiteral("node-1"), QStringLiteral("a.txt"), found);
        QVERIFY(r1.ok());
        QVERIFY(reports.withdraw(q, r1.value()).ok());
        auto r2 = reports.record(q, QStringLiteral("node-1"), QStringLiteral("b.txt"), found);
        QVERIFY(r2.ok());
        QVERIFY(r2.value() > r1.value());

        PlanStore plans(**db);
        auto p1 = plans.save(SavedPlan{0, QStringLiteral("first"), {}, {}, {}, {}, {}});
        QVERIFY(p1.ok());
        QVERIFY(plans.remove(p1.value()).ok());
        auto p2 = plans.save(SavedPlan{0, QStringLiteral("second"), {}, {}, {}, {}, {}});
        QVERIFY(p2.ok());
        QVERIFY(p2.value() > p1.value());
    }

    // F8 across a copy: the copy carries a deleted quote's history, so its counter starts after that quote.
    void aCopyGivesNoIdOfItsHistory()
    {
        const QString from = database("copy_from");
        {
            auto db = storagetest::open(from);
            QVERIFY(db.ok());
            QuoteStore quotes(**db);
            auto top = quotes.add(another(quotes.list()->first(), QStringLiteral("Vendor Top")));
            QVERIFY(top.ok());
            QVERIFY(quotes.remove(top.value()).ok());
        }
        const QString to = m_dir.filePath(QStringLiteral("copy_to.sqlite"));
        QTemporaryDir scratch;
        auto ends = openCopyEnds(from, to, scratch.path());
        QVERIFY2(ends.ok(), ends.ok() ? "" : qPrintable(ends.error().toString()));
        QVERIFY(copyDatabase(*ends->from, *ends->to, QStringLiteral("team")).ok());
        Database& copy = *ends->to;
        qint64 deleted = 0;
        for (const Database::AuditEntry& e : copy.history(0).value())
            QVERIFY(e.entity == QLatin1String("database"));
        QSqlQuery q(copy.sql());
        QVERIFY(q.exec(QStringLiteral("SELECT MAX(quote_id) FROM audit_log WHERE field = 'deleted'")) &&
                q.next());
        deleted = q.value(0).toLongLong();
        QVERIFY(deleted > 0);
        QuoteStore quotes(copy);
        auto fresh = quotes.add(another(quotes.list()->first(), QStringLiteral("After the copy")));
        QVERIFY(fresh.ok());
        QVERIFY2(fresh.value() > deleted,
                 qPrintable(QStringLiteral("%1 vs %2").arg(fresh.value()).arg(deleted)));
        const auto events = copy.history(0).value();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().field, QStringLiteral("copied"));
        QCOMPARE(events.first().newValue, QStringLiteral("team"));
    }

    // The upgrade to schema 14 rebuilds SQLite's tables: every row stays, every reference holds.
    void upgradeKeepsEveryRow()
    {
        if (!qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN").isEmpty())
            QSKIP("the fixture is a file; the server's upgrade is tested by tst_teamdb");
        const QString path = m_dir.filePath(QStringLiteral("v1.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(GPUPLAN_FIXTURES "/db/schema_v1.sqlite"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QHash<QString, qint64> before;
        QList<qint64> ids;
        {
            Database::Options look;
            look.inspect = true;
            auto old = storagetest::open(path, look);
            QVERIFY(old.ok());
            for (const char* table : {"providers", "quotes", "gpus"}) {
                QSqlQuery q((*old)->sql());
                QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) &&
                        q.next());
                before.insert(QLatin1String(table), q.value(0).toLongLong());
            }
            QSqlQuery q((*old)->sql());
            QVERIFY(q.exec(QStringLiteral("SELECT id FROM quotes ORDER BY id")));
            while (q.next())
                ids << q.value(0).toLongLong();
        }
        QVERIFY(before.value(QStringLiteral("quotes")) > 0);
        auto db = storagetest::open(path);
        QVERIFY2(db.ok(), db.ok() ? "" : qPrintable(db.error().toString()));
        QCOMPARE((*db)->schemaVersion(), Database::latestVersion());
        // Every quote of the old file is there under its id (the demo quotes the upgrade adds come after).
        for (const qint64 id : ids)
            QVERIFY2(QuoteStore(**db).get(id).ok(), qPrintable(QString::number(id)));
        for (const char* table : {"providers", "quotes"}) {
            QSqlQuery q((*db)->sql());
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) && q.next());
            QVERIFY(q.value(0).toLongLong() >= before.value(QLatin1String(table)));
        }
        auto health = (*db)->check();
        QVERIFY(health.ok());
        QCOMPARE(health->foreignKeyViolations, 0);
        QCOMPARE(health->integrity, QStringLiteral("ok"));
        QSqlQuery seq((*db)->sql());
        QVERIFY(seq.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'quotes'")) &&
                seq.next());
        QVERIFY(seq.value(0).toString().contains(QStringLiteral("AUTOINCREMENT")));
    }

    // F12: a status and a text typed by hand; a report overrides the status and keeps the text below its
    // finding; withdrawn, the item is as the user left it (confirmed, the text); imported again, the text is
    // still kept below the new finding; withdrawn again, still the user's.
    void handWorkSurvivesAWithdrawnReport()
    {
        auto db = storagetest::open(database("hand"));
        QVERIFY(db.ok());
        const Quote q = QuoteStore(**db).list()->first();
        ChecklistStore lists(**db);
        if (itemOf(**db, q.id, QStringLiteral("acc-smi")).id == 0)
            QVERIFY(lists.create(q, GpuCatalog::shipped()).ok());
        const qint64 item = itemOf(**db, q.id, QStringLiteral("acc-smi")).id;
        const QString typed = QStringLiteral("typed by 张三");
        QVERIFY(lists.setItem(item, ItemStatus::Confirmed, typed).ok());
        AcceptanceStore reports(**db);
        const QList<AcceptanceFinding> failed{
            finding(QStringLiteral("acc-smi"), ItemStatus::Failed, QStringLiteral("7 GPUs"))};
        for (int round = 0; round < 2; ++round) {
            auto r = reports.record(q, QStringLiteral("gpu-node-01"), QStringLiteral("r.txt"), failed);
            QVERIFY(r.ok());
            ChecklistItem i = itemOf(**db, q.id, QStringLiteral("acc-smi"));
            QCOMPARE(i.status, ItemStatus::Failed);
            QVERIFY2(i.evidence.contains(typed), qPrintable(i.evidence));
            QVERIFY(reports.withdraw(q, r.value()).ok());
            i = itemOf(**db, q.id, QStringLiteral("acc-smi"));
            QCOMPARE(i.status, ItemStatus::Confirmed);
            QCOMPARE(i.evidence, typed);
        }
    }

    // F14: each kind of change is on record, by whom and what.
    void everyChangeIsOnRecord()
    {
        auto db = storagetest::open(database("events"));
        QVERIFY(db.ok());
        QuoteStore quotes(**db);
        const QByteArray csv = "provider,quote_date,gpu,gpus_per_server,servers,price,currency,price_unit\n"
                               "Imported vendor,2026-11-25,a800,8,1,9,CNY,gpu-hour\n";
        const auto catalog = CatalogStore(**db).loadCatalog().value();
        auto imported = quotes.importCsv(csv, catalog, FxTable::shipped(), Conventions{}, false,
                                         QStringLiteral("vendors.csv"));
        QVERIFY2(imported.ok() && imported->inserted == 1,
                 imported.ok() ? "" : qPrintable(imported.error().toString()));
        qint64 newId = 0;
        for (const Quote& q : quotes.list().value())
            if (q.provider == QLatin1String("Imported vendor"))
                newId = q.id;
        const auto created = (*db)->history(newId, QStringLiteral("quote")).value();
        QCOMPARE(fields(created), QStringList{QStringLiteral("created")});
        QVERIFY2(created.first().newValue.contains(QStringLiteral("vendors.csv")) &&
                     created.first().newValue.contains(QStringLiteral("Imported vendor")),
                 qPrintable(created.first().newValue));
        QVERIFY(!created.first().changedBy.isEmpty());

        const QList<Quote> demo = quotes.list().value();
        QVERIFY(quotes.removeDemo().ok());
        for (const Quote& q : demo)
            if (q.demo)
                QCOMPARE(fields((*db)->history(q.id, QStringLiteral("quote")).value()).last(),
                         QStringLiteral("deleted"));

        const Quote q = quotes.get(newId).value();
        QVERIFY(ChecklistStore(**db).create(q, GpuCatalog::shipped()).ok());
        AcceptanceStore reports(**db);
        auto r = reports.record(q, QStringLiteral("node-9"), QStringLiteral("/tmp/x/report.txt"),
                                {finding(QStringLiteral("acc-smi"), ItemStatus::Confirmed, {})});
        QVERIFY(r.ok());
        QVERIFY(reports.withdraw(q, r.value()).ok());
        const auto events = (*db)->history(newId, QStringLiteral("quote")).value();
        QCOMPARE(fields(events).count(QStringLiteral("acceptance_report")), 2);
        QCOMPARE(events.at(events.size() - 2).newValue,
                 QStringLiteral("#%1 node-9 report.txt").arg(r.value())); // the file's name, not its folder
        QCOMPARE(events.last().oldValue, QStringLiteral("#%1 node-9 report.txt").arg(r.value()));

        PlanStore plans(**db);
        auto plan = plans.save(SavedPlan{0, QStringLiteral("70B LoRA"), {}, {}, {}, {}, {}});
        QVERIFY(plan.ok());
        QVERIFY(plans.remove(plan.value()).ok());
        ChecklistStore lists(**db);
        ChecklistItem t = lists.templates()->first().items.first();
        const QString was = t.textEn;
        t.textEn = QStringLiteral("Checked by the buyer's engineer");
        QVERIFY(lists.saveTemplateItem(lists.templates()->first().templateCode, t).ok());
        QVERIFY(
            CatalogStore(**db).importUserCsv(GpuCatalog::shipped().toCsv(), QStringLiteral("gpus.csv")).ok());
        const auto other = (*db)->history(0).value();
        QStringList seen;
        for (const Database::AuditEntry& e : other)
            seen << e.entity + QLatin1Char(':') + e.field;
        QVERIFY2(seen.contains(QStringLiteral("plan:saved")) &&
                     seen.contains(QStringLiteral("plan:deleted")) &&
                     seen.contains(QStringLiteral("template_item:text_en")) &&
                     seen.contains(QStringLiteral("gpu:imported")),
                 qPrintable(seen.join(QLatin1Char(' '))));
        for (const Database::AuditEntry& e : other)
            if (e.field == QLatin1String("text_en")) {
                QCOMPARE(e.oldValue, was);
                QCOMPARE(e.newValue, t.textEn);
            }
    }

    // F6: 24 servers' reports of one quote. Each report adds its own findings to the record; the combined
    // evidence of every server is not written again on each import. By the square law of before, the
    // second twelve reports added about 2.8 times what the first twelve did (13…24 against 1…12 servers'
    // texts); by the changes, about the same.
    void recordGrowsWithTheChanges()
    {
        auto db = storagetest::open(database("growth"));
        QVERIFY(db.ok());
        Quote q = QuoteStore(**db).list()->first();
        q.servers = 24;
        QVERIFY(ChecklistStore(**db).create(q, GpuCatalog::shipped()).ok());
        QList<AcceptanceFinding> found;
        for (const char* code : {"acc-smi", "acc-product", "acc-memory", "acc-ecc", "acc-power", "acc-topo"})
            found << finding(
                QString::fromLatin1(code), ItemStatus::Confirmed,
                QStringLiteral("GPU 0: NVIDIA H100 80GB HBM3, 81559 MiB, 700 W, 0 errors; ").repeated(4));
        AcceptanceStore reports(**db);
        const qint64 start = auditText(**db);
        qint64 half = 0;
        for (int n = 1; n <= 24; ++n) {
            QVERIFY(reports
                        .record(q, QStringLiteral("node-%1").arg(n, 2, 10, QLatin1Char('0')),
                                QStringLiteral("r.txt"), found)
                        .ok());
            if (n == 12)
                half = auditText(**db);
        }
        const qint64 firstHalf = half - start, secondHalf = auditText(**db) - half;
        QVERIFY(firstHalf > 0);
        QVERIFY2(secondHalf <= firstHalf * 2,
                 qPrintable(QStringLiteral("reports 1-12 added %1 characters, 13-24 added %2")
                                .arg(firstHalf)
                                .arg(secondHalf)));
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
