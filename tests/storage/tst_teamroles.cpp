// A team database set up by its administrator with `gpuplan db roles` (issue 63 item 10), and the approval
// made by the server (issue 58 item 7), on a real PostgreSQL server (with_postgres.sh): the roles made once
// and said, nothing changed the second time; buyers, an approver and a viewer logging in as themselves; an
// award prepared by one buyer, refused to that buyer and to another buyer who is not an approver, approved by
// the approver; and every forgery a buyer could try with plain SQL refused or stamped by the server.
#include "storage/Database.h"
#include "storage/TeamRoles.h"
#include "storage/TenderStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestTeamRoles : public QObject
{
    Q_OBJECT
    QString m_host; // the private server's socket, as with_postgres.sh gives it
    QString m_admin;

    QString url(const QString& login) const
    {
        return QStringLiteral("postgresql://%1@%2/gpuplan_roles").arg(login, m_host);
    }
    struct Run
    {
        int code = -1;
        QString out, err;
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };
    Run cli(const QStringList& args, const QString& login)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPUPLAN_TODAY"), QStringLiteral("2026-12-10"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                args + QStringList{QStringLiteral("--database"), url(login)});
        p.waitForFinished(60000);
        return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                   QString::fromUtf8(p.readAllStandardError())};
    }
    // One statement as `login`, straight to the server (what a buyer could type into psql).
    static QSqlError sql(Database& db, const QString& statement)
    {
        QSqlQuery q(db.sql());
        q.exec(statement);
        return q.lastError();
    }
    static QString value(Database& db, const QString& select)
    {
        QSqlQuery q(db.sql());
        return q.exec(select) && q.next() ? q.value(0).toString() : QStringLiteral("<none>");
    }
    qint64 m_tender = 0;

private slots:
    void initTestCase()
    {
        const QString admin = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN");
        QVERIFY2(!admin.isEmpty(), "run under tests/storage/with_postgres.sh");
        m_host = admin.section(QLatin1Char('@'), 1).section(QLatin1Char('/'), 0, 0);
        m_admin = admin.section(QLatin1Char('@'), 0, 0).section(QLatin1String("//"), 1);
        auto db = Database::open(admin);
        QVERIFY(db.ok());
        QSqlQuery q((*db)->sql());
        QVERIFY2(q.exec(QStringLiteral("CREATE DATABASE gpuplan_roles")), qPrintable(q.lastError().text()));
    }

    void setUpOnceAndSaidSo()
    {
        Run r =
            cli({QStringLiteral("db"), QStringLiteral("roles"), QStringLiteral("--buyers"),
                 QStringLiteral("li_si，wang_wu"), QStringLiteral("--approvers"), QStringLiteral("zhao_liu"),
                 QStringLiteral("--viewers"), QStringLiteral("qian_qi"), QStringLiteral("--json")},
                m_admin);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QStringList said;
        for (const QJsonValue& s : r.json().value(QStringLiteral("steps")).toArray())
            said << s.toObject().value(QStringLiteral("what")).toString();
        for (const char* expected :
             {"created role gpuplan_owner", "created role gpuplan_buyer", "created role gpuplan_approver",
              "created role gpuplan_viewer", "created login li_si", "granted gpuplan_buyer to wang_wu",
              "granted gpuplan_approver to zhao_liu", "granted gpuplan_viewer to qian_qi"})
            QVERIFY2(said.filter(QLatin1String(expected)).size() == 1, expected);
        QVERIFY(r.json().value(QStringLiteral("changed")).toInt() >= 12);
        // Again: nothing to change, and said so.
        r = cli({QStringLiteral("db"), QStringLiteral("roles"), QStringLiteral("--buyers"),
                 QStringLiteral("li_si,wang_wu"), QStringLiteral("--approvers"), QStringLiteral("zhao_liu"),
                 QStringLiteral("--viewers"), QStringLiteral("qian_qi")},
                m_admin);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Nothing to change")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("= li_si was already a member of gpuplan_buyer")));
        QVERIFY(!r.out.contains(QStringLiteral("+ ")));
    }

    void badInputChangesNothing()
    {
        const struct
        {
            QStringList args;
            const char* login;
            int code;
            const char* says;
        } rows[] = {
            {{QStringLiteral("--buyers"), QStringLiteral("pg_monitor")}, "postgres", 2, "reserved"},
            {{QStringLiteral("--buyers"), QStringLiteral("sun_ba"), QStringLiteral("--viewers"),
              QStringLiteral("sun_ba")},
             "postgres",
             2,
             "named twice"},
            {{QStringLiteral("--buyers"), QStringLiteral("sun\u0001ba")}, "postgres", 2, "not a login name"},
            {{QStringLiteral("--buyers"), QString(64, QLatin1Char('x'))}, "postgres", 2, "63 bytes"},
            // A buyer cannot make roles: refused before anything is written.
            {{QStringLiteral("--buyers"), QStringLiteral("sun_ba")}, "li_si", 2, "cannot create roles"},
        };
        for (const auto& row : rows) {
            const QString login =
                QLatin1String(row.login) == QLatin1String("postgres") ? m_admin : QLatin1String(row.login);
            const Run r = cli(QStringList{QStringLiteral("db"), QStringLiteral("roles")} + row.args, login);
            QVERIFY2(r.code == row.code, qPrintable(QString::number(r.code) + r.err));
            QVERIFY2(r.err.contains(QLatin1String(row.says)), qPrintable(r.err));
        }
        auto db = Database::open(url(m_admin));
        QCOMPARE(value(**db, QStringLiteral("SELECT COUNT(*) FROM pg_roles WHERE rolname = 'sun_ba'")),
                 QStringLiteral("0"));
        // A file has no roles.
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                {QStringLiteral("db"), QStringLiteral("roles"), QStringLiteral("--buyers"),
                 QStringLiteral("li_si"), QStringLiteral("--database"),
                 QStringLiteral("/tmp/gpuplan-roles.sqlite")});
        p.waitForFinished(60000);
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("postgresql://")));
    }

    // The award prepared by li_si through the program; approved only by zhao_liu.
    void approvalMadeByTheServer()
    {
        const QString fixtures = QStringLiteral(GPUPLAN_FIXTURES "/tender/");
        Run r = cli({QStringLiteral("tender"), QStringLiteral("create"), QStringLiteral("--name"),
                     QStringLiteral("推理算力"), QStringLiteral("--procurement"),
                     QStringLiteral("企业自行比价"), QStringLiteral("--plan-file"),
                     fixtures + QStringLiteral("job.gpuplan"), QStringLiteral("--vendors"),
                     QStringLiteral("华北算力,西部智算,华东云"), QStringLiteral("--json")},
                    QStringLiteral("li_si"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        m_tender = r.json().value(QStringLiteral("id")).toInteger();
        const QString id = QString::number(m_tender);
        QCOMPARE(cli({QStringLiteral("tender"), QStringLiteral("open"), id}, QStringLiteral("li_si")).code,
                 0);
        r = cli(
            {QStringLiteral("tender"), QStringLiteral("offer"), id, fixtures + QStringLiteral("round1.csv")},
            QStringLiteral("li_si"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("tender"), QStringLiteral("close"), id}, QStringLiteral("li_si")).code,
                 0);
        r = cli({QStringLiteral("tender"), QStringLiteral("evaluate"), id, QStringLiteral("--json")},
                QStringLiteral("li_si"));
        const QString winner = r.json().value(QStringLiteral("winner")).toString();
        QVERIFY2(!winner.isEmpty(), qPrintable(r.out + r.err));
        r = cli({QStringLiteral("tender"), QStringLiteral("award"), id, QStringLiteral("--vendor"), winner},
                QStringLiteral("li_si"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // The preparer: refused by the program (and by the server, below).
        r = cli({QStringLiteral("tender"), QStringLiteral("approve"), id}, QStringLiteral("li_si"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("li_si")), qPrintable(r.err));
        // Another buyer who is not an approver: refused, with who makes approvers.
        r = cli({QStringLiteral("tender"), QStringLiteral("approve"), id}, QStringLiteral("wang_wu"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("wang_wu is not an approver")) &&
                     r.err.contains(QStringLiteral("gpuplan db roles --approvers wang_wu")),
                 qPrintable(r.err));
        // The approver.
        r = cli({QStringLiteral("tender"), QStringLiteral("approve"), id, QStringLiteral("--json")},
                QStringLiteral("zhao_liu"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        auto db = Database::open(url(QStringLiteral("li_si")));
        QVERIFY(db.ok());
        QCOMPARE(value(**db, QStringLiteral("SELECT approved_by FROM tenders WHERE id = %1").arg(id)),
                 QStringLiteral("zhao_liu"));
        QCOMPARE(value(**db, QStringLiteral("SELECT awarded_by FROM tenders WHERE id = %1").arg(id)),
                 QStringLiteral("li_si"));
        QCOMPARE(value(**db, QStringLiteral("SELECT happened_by FROM tender_events WHERE tender_id = %1 AND "
                                            "event = 'approved'")
                                 .arg(id)),
                 QStringLiteral("zhao_liu"));
        // The memo says how the approver is known: stamped by the server.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("memo.pdf"));
        r = cli({QStringLiteral("tender"), QStringLiteral("report"), id, QStringLiteral("--pdf"), pdf},
                QStringLiteral("wang_wu"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString memo = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(memo.contains(QStringLiteral("stamped by the server")) &&
                     memo.contains(QStringLiteral("由服务器")),
                 qPrintable(memo));
    }

    // What a buyer could type into psql instead of using the program.
    void forgeriesRefusedOrStamped()
    {
        QVERIFY(m_tender > 0);
        const QString id = QString::number(m_tender);
        auto li = Database::open(url(QStringLiteral("li_si")));
        auto wang = Database::open(url(QStringLiteral("wang_wu")));
        auto qian = Database::open(url(QStringLiteral("qian_qi")));
        QVERIFY(li.ok() && wang.ok() && qian.ok());
        // An approval is final: not cleared, not re-awarded, not given to another name.
        for (const QString& change :
             {QStringLiteral("approved_by = ''"), QStringLiteral("approved_by = 'li_si'"),
              QStringLiteral("award_offer_id = award_offer_id + 1"),
              QStringLiteral("awarded_by = 'zhao_liu'")}) {
            const QSqlError e =
                sql(**li, QStringLiteral("UPDATE tenders SET %1 WHERE id = %2").arg(change, id));
            QVERIFY2(e.nativeErrorCode() == QLatin1String("GPA01"), qPrintable(change + e.text()));
            QVERIFY(e.databaseText().contains(QStringLiteral("approved by zhao_liu")));
        }
        // A purchase made by hand: its maker is the login, and it cannot start awarded or approved.
        QVERIFY(
            !sql(**wang, QStringLiteral("INSERT INTO tenders (name, method, status, evaluation, created_by) "
                                        "VALUES ('手写', 'company', 'evaluating', 'lowest', 'zhao_liu')"))
                 .isValid());
        QCOMPARE(value(**wang, QStringLiteral("SELECT created_by FROM tenders WHERE name = '手写'")),
                 QStringLiteral("wang_wu"));
        QCOMPARE(
            sql(**wang, QStringLiteral("INSERT INTO tenders (name, method, status, evaluation, approved_by) "
                                       "VALUES ('已批', 'company', 'awarded', 'lowest', 'zhao_liu')"))
                .nativeErrorCode(),
            QStringLiteral("GPA01"));
        // Awarded by hand with another's name: the name is the login's; approving one's own: refused.
        const QString hand = value(**wang, QStringLiteral("SELECT id FROM tenders WHERE name = '手写'"));
        QVERIFY(!sql(**wang, QStringLiteral("UPDATE tenders SET status = 'awarded', award_offer_id = 1, "
                                            "awarded_by = 'li_si', awarded_at = '2026-12-10' WHERE id = %1")
                                 .arg(hand))
                     .isValid());
        QCOMPARE(value(**wang, QStringLiteral("SELECT awarded_by FROM tenders WHERE id = %1").arg(hand)),
                 QStringLiteral("wang_wu"));
        QSqlError e = sql(
            **wang, QStringLiteral("UPDATE tenders SET approved_by = 'zhao_liu' WHERE id = %1").arg(hand));
        QCOMPARE(e.nativeErrorCode(), QStringLiteral("GPA01"));
        QVERIFY2(e.databaseText().contains(QStringLiteral("wang_wu prepared the award")),
                 qPrintable(e.text()));
        // Another buyer, not an approver.
        e = sql(**li, QStringLiteral("UPDATE tenders SET approved_by = 'zhao_liu' WHERE id = %1").arg(hand));
        QVERIFY2(e.databaseText().contains(QStringLiteral("li_si is not an approver")), qPrintable(e.text()));
        // The program says the server's refusal in the user's words.
        auto refused = TenderStore(**li).approve(hand.toLongLong());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("not an approver")),
                 qPrintable(refused.error().message));
        // The record only grows, and names who wrote it.
        QCOMPARE(sql(**li, QStringLiteral("DELETE FROM tender_events WHERE tender_id = %1").arg(id))
                     .nativeErrorCode(),
                 QStringLiteral("42501"));
        QCOMPARE(sql(**li, QStringLiteral("UPDATE audit_log SET changed_by = 'zhao_liu'")).nativeErrorCode(),
                 QStringLiteral("42501"));
        QVERIFY(!sql(**li,
                     QStringLiteral("INSERT INTO tender_events (tender_id, happened_at, happened_by, event) "
                                    "VALUES (%1, '2026-12-10', 'zhao_liu', 'approved')")
                         .arg(id))
                     .isValid());
        QCOMPARE(
            value(**li, QStringLiteral("SELECT happened_by FROM tender_events ORDER BY id DESC LIMIT 1")),
            QStringLiteral("li_si"));
        // The guards cannot be dropped, nor the tables altered, by a buyer.
        QCOMPARE(sql(**li, QStringLiteral("DROP TRIGGER gpuplan_guard_tender ON tenders")).nativeErrorCode(),
                 QStringLiteral("42501"));
        QCOMPARE(sql(**li, QStringLiteral("ALTER TABLE tenders DISABLE TRIGGER ALL")).nativeErrorCode(),
                 QStringLiteral("42501"));
        // A viewer reads and writes nothing.
        QCOMPARE(value(**qian, QStringLiteral("SELECT approved_by FROM tenders WHERE id = %1").arg(id)),
                 QStringLiteral("zhao_liu"));
        QCOMPARE(sql(**qian, QStringLiteral("UPDATE tenders SET name = 'x'")).nativeErrorCode(),
                 QStringLiteral("42501"));
    }
};

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_teamroles.moc"
