// Issue 40 (reliability-4), through the program as users and scripts run it: a long name never empties a PDF
// (F7); a NUL byte is a cell's problem, not the import's (F10); concurrent template edits of different fields
// all land (F18); absurd billing terms are refused (F21); '-' is not a file, a no-op edit says so, and dates
// are ISO (F24).
#include "CliRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {
using clitest::Run;
using clitest::runCli;

const QByteArray kHeader = "provider,quote_date,gpu,gpus_per_server,servers,price,currency,price_unit";

int pdfPages(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray pdf = f.readAll();
    return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") + pdf.count("/Type /Page/") +
               pdf.count("/Type /Page>"));
}
} // namespace

class TestRefusals : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString database(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        if (runCli({QStringLiteral("quotes"), QStringLiteral("list"), QStringLiteral("--database"), path})
                .code != 0)
            qFatal("cannot make a database");
        return path;
    }

    QString file(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    // F7: a vendor's name of 5,000 characters is refused by the import (200 at most); one stored before that
    // rule is cut with a note in the comparison, which keeps all its pages (it was one blank page, exit 0).
    void longNamesNeverEmptyAPdf()
    {
        const QString db = database(QStringLiteral("long.sqlite"));
        const QString plain = m_dir.filePath(QStringLiteral("plain.pdf"));
        QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--pdf"), plain,
                         QStringLiteral("--database"), db})
                     .code,
                 0);
        const QString csv = file(QStringLiteral("long.csv"), kHeader + "\nV" + QByteArray(5000, 'b') +
                                                                 ",2026-11-20,h100,8,1,11,CNY,gpu-hour\n");
        const Run refused = runCli(
            {QStringLiteral("quotes"), QStringLiteral("import"), csv, QStringLiteral("--database"), db});
        QCOMPARE(refused.code, 2);
        QVERIFY2((refused.out + refused.err)
                     .contains(QStringLiteral("has 5,001 characters; this column holds at most 200")),
                 qPrintable(refused.out + refused.err));
        {
            // As a database written before the rule holds it.
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("long"));
            sql.setDatabaseName(db);
            QVERIFY(sql.open());
            QSqlQuery q(sql);
            QVERIFY(q.exec(
                QStringLiteral("UPDATE providers SET name = 'V' || replace(hex(zeroblob(2500)), '0', 'b') "
                               "WHERE id = (SELECT MIN(id) FROM providers)")));
            sql.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("long"));
        const QString pdf = m_dir.filePath(QStringLiteral("long.pdf"));
        const Run r = runCli({QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--pdf"),
                              pdf, QStringLiteral("--database"), db});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const int pages = pdfPages(pdf), before = pdfPages(plain);
        QVERIFY2(
            before >= 2 && pages >= before,
            qPrintable(QStringLiteral("%1 pages with the long name, %2 without").arg(pages).arg(before)));
        QVERIFY(QFileInfo(pdf).size() > QFileInfo(plain).size() / 2);
    }

    // F10: the row with a NUL byte is named (line, column) and left out; --valid-only keeps the other.
    void nulByteIsTheCellsProblem()
    {
        const QString db = database(QStringLiteral("nul.sqlite"));
        const QString csv =
            file(QStringLiteral("nul.csv"), kHeader +
                                                ",notes\nGood,2026-11-20,h100,8,1,10,CNY,gpu-hour,fine\n"
                                                "Nul,2026-11-20,h100,8,1,10,CNY,gpu-hour,a" +
                                                QByteArray(1, '\0') + "b\n");
        const Run all = runCli(
            {QStringLiteral("quotes"), QStringLiteral("import"), csv, QStringLiteral("--database"), db});
        QCOMPARE(all.code, 2);
        QVERIFY2((all.out + all.err).contains(QStringLiteral("line 3, column notes")) &&
                     (all.out + all.err).contains(QStringLiteral("NUL character")),
                 qPrintable(all.out + all.err));
        const Run valid = runCli({QStringLiteral("quotes"), QStringLiteral("import"), csv,
                                  QStringLiteral("--valid-only"), QStringLiteral("--database"), db});
        QVERIFY2(valid.code == 0 && valid.out.contains(QStringLiteral("Imported 1 quote")),
                 qPrintable(valid.out));
    }

    // F21: a delivery in 9999, before the quote, a commitment 'yy1yy', a spot notice on a quote that is not
    // spot: each refused with its column; '3年' and '1 year' are commitments.
    void absurdBillingTermsAreRefused()
    {
        const QString db = database(QStringLiteral("terms.sqlite"));
        const QByteArray head = kHeader + ",delivery_date,commitment_years,spot_notice_minutes\n";
        const struct
        {
            QByteArray tail;
            const char* column;
        } bad[] = {{",9999-12-31,,", "delivery_date"},
                   {",2026-11-01,,", "delivery_date"},
                   {",,yy1yy,", "commitment_years"},
                   {",,,30", "spot_notice_minutes"}};
        for (const auto& b : bad) {
            const QString csv = file(QStringLiteral("bad.csv"),
                                     head + "A,2026-11-20,h100,8,1,10,CNY,gpu-hour" + b.tail + "\n");
            const Run r = runCli(
                {QStringLiteral("quotes"), QStringLiteral("import"), csv, QStringLiteral("--database"), db});
            QCOMPARE(r.code, 2);
            QVERIFY2((r.out + r.err).contains(QStringLiteral("column %1").arg(QLatin1String(b.column))),
                     qPrintable(r.out + r.err));
        }
        const QString good =
            file(QStringLiteral("good.csv"), head + "A,2026-11-20,h100,8,1,10,CNY,gpu-hour,2026-12-20,3年,\n"
                                                    "B,2026-11-20,h100,8,1,10,CNY,gpu-hour,,1 year,\n");
        const Run r = runCli(
            {QStringLiteral("quotes"), QStringLiteral("import"), good, QStringLiteral("--database"), db});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    }

    // F18: three processes change three fields of one template item at once, ten times: every one succeeds
    // and the last values are all there. R15: --template naming the other template is refused; the same text
    // again changes nothing and says so.
    void concurrentTemplateEditsAllLand()
    {
        const QString db = database(QStringLiteral("templates.sqlite"));
        const QStringList base{QStringLiteral("checklist"), QStringLiteral("template-set"),
                               QStringLiteral("4"), QStringLiteral("--database"), db};
        for (int round = 0; round < 10; ++round) {
            QList<QProcess*> running;
            for (const char* option : {"--en", "--zh", "--expected-en"}) {
                auto* p = new QProcess(this);
                p->start(QStringLiteral(GPUPLAN_CLI_PATH),
                         QStringList(base)
                             << QString::fromLatin1(option)
                             << QStringLiteral("%1 round %2").arg(QLatin1String(option)).arg(round));
                running << p;
            }
            for (QProcess* p : running) {
                QVERIFY(p->waitForFinished(60000));
                QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
                delete p;
            }
        }
        const Run shown = runCli({QStringLiteral("checklist"), QStringLiteral("templates"),
                                  QStringLiteral("--json"), QStringLiteral("--database"), db});
        for (const char* text : {"--en round 9", "--zh round 9", "--expected-en round 9"})
            QVERIFY2(shown.out.contains(QLatin1String(text)), text);
        const Run wrong =
            runCli(QStringList(base) << QStringLiteral("--template") << QStringLiteral("acceptance")
                                     << QStringLiteral("--en") << QStringLiteral("x"));
        QCOMPARE(wrong.code, 2);
        QVERIFY2(wrong.err.contains(QStringLiteral("belongs to the contract template")),
                 qPrintable(wrong.err));
        const Run same =
            runCli(QStringList(base) << QStringLiteral("--en") << QStringLiteral("--en round 9"));
        QCOMPARE(same.code, 0);
        QVERIFY2(same.out.contains(QStringLiteral("nothing was changed")), qPrintable(same.out));
    }

    // F24: '-' is refused as an output file (it made a file named '-'); a no-op edit says nothing changed;
    // db plans prints ISO dates.
    void oddOutputsAreClear()
    {
        const QString db = database(QStringLiteral("odd.sqlite"));
        const QString here = QDir::currentPath();
        QDir::setCurrent(m_dir.path());
        const Run dash = runCli({QStringLiteral("quotes"), QStringLiteral("export"), QStringLiteral("-"),
                                 QStringLiteral("--database"), db});
        QDir::setCurrent(here);
        QCOMPARE(dash.code, 2);
        QVERIFY2(dash.err.contains(QStringLiteral("standard output")), qPrintable(dash.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("-"))));
        const QStringList edit{QStringLiteral("quotes"),
                               QStringLiteral("edit"),
                               QStringLiteral("1"),
                               QStringLiteral("--set"),
                               QStringLiteral("notes=same"),
                               QStringLiteral("--database"),
                               db};
        const Run first = runCli(edit);
        QVERIFY2(first.out.contains(QStringLiteral("Quote 1 changed")), qPrintable(first.out));
        const Run again = runCli(edit);
        QCOMPARE(again.code, 0);
        QVERIFY2(again.out.contains(QStringLiteral("nothing was changed")), qPrintable(again.out));
        QCOMPARE(runCli({QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                         QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--tokens"),
                         QStringLiteral("1M"), QStringLiteral("--save"), QStringLiteral("dated"),
                         QStringLiteral("--database"), db})
                     .code,
                 0);
        const Run plans =
            runCli({QStringLiteral("db"), QStringLiteral("plans"), QStringLiteral("--database"), db});
        QVERIFY2(plans.out.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"))),
                 qPrintable(plans.out));
        const Run history =
            runCli({QStringLiteral("db"), QStringLiteral("history"), QStringLiteral("--database"), db});
        QVERIFY2(history.code == 0 && history.out.contains(QStringLiteral("saved plan")),
                 qPrintable(history.out));
    }

    // F25, F24: a plan file with a key twice is refused naming the key; one saved as UTF-16 (with its mark)
    // is read; a saved plan's name is one line; a refused value of 100,000 characters is not echoed whole.
    void planFilesAndNamesAreStrict()
    {
        const QString db = database(QStringLiteral("strict.sqlite"));
        const QByteArray plan =
            R"({"format": "gpuplan-plan", "version": 1, "model": "llama-2-7b", "method": "lora", )"
            R"("tokens": 1e9%1})";
        const QString twice =
            file(QStringLiteral("twice.gpuplan"), QByteArray(plan).replace("%1", R"(, "tokens": 1000)"));
        const Run dup = runCli(
            {QStringLiteral("plan"), QStringLiteral("--plan-file"), twice, QStringLiteral("--database"), db});
        QCOMPARE(dup.code, 2);
        QVERIFY2(dup.err.contains(QStringLiteral("\"tokens\" is written twice")), qPrintable(dup.err));
        const QString once = QString::fromUtf8(QByteArray(plan).replace("%1", ""));
        QByteArray utf16("\xFF\xFE");
        utf16.append(reinterpret_cast<const char*>(once.utf16()), once.size() * 2);
        const Run wide = runCli({QStringLiteral("plan"), QStringLiteral("--plan-file"),
                                 file(QStringLiteral("wide.gpuplan"), utf16), QStringLiteral("--json"),
                                 QStringLiteral("--database"), db});
        QVERIFY2(wide.code == 0, qPrintable(wide.err));
        const Run lines =
            runCli({QStringLiteral("plan"), QStringLiteral("--plan-file"),
                    file(QStringLiteral("once.gpuplan"), once.toUtf8()), QStringLiteral("--save"),
                    QStringLiteral("two\nlines"), QStringLiteral("--database"), db});
        QCOMPARE(lines.code, 2);
        QVERIFY2(lines.err.contains(QStringLiteral("one line")), qPrintable(lines.err));
        const Run echoed = runCli(
            {QStringLiteral("quotes"), QStringLiteral("edit"), QStringLiteral("1"), QStringLiteral("--set"),
             QStringLiteral("gpu=") + QString(100000, QLatin1Char('x')), QStringLiteral("--database"), db});
        QCOMPARE(echoed.code, 2);
        QVERIFY2(echoed.err.size() < 10000, qPrintable(QString::number(echoed.err.size())));
    }

    // F21, R21, R13: `quotes edit --set` takes the CSV's Chinese headers and refuses a column given twice; a
    // plan file's bad deadline names its key, deadline_hours.
    void editsAndKeysAsTheFileWritesThem()
    {
        const QString db = database(QStringLiteral("keys.sqlite"));
        const Run zh = runCli({QStringLiteral("quotes"), QStringLiteral("edit"), QStringLiteral("2"),
                               QStringLiteral("--set"), QStringLiteral("备注=中文列名"),
                               QStringLiteral("--json"), QStringLiteral("--database"), db});
        QVERIFY2(zh.code == 0 && zh.out.contains(QStringLiteral("中文列名")), qPrintable(zh.out + zh.err));
        const Run twice =
            runCli({QStringLiteral("quotes"), QStringLiteral("edit"), QStringLiteral("2"),
                    QStringLiteral("--set"), QStringLiteral("price=60000"), QStringLiteral("--set"),
                    QStringLiteral("price=70000"), QStringLiteral("--database"), db});
        QCOMPARE(twice.code, 2);
        QVERIFY2(twice.err.contains(QStringLiteral("price is given twice")), qPrintable(twice.err));
        const QString plan = file(QStringLiteral("deadline.gpuplan"),
                                  R"({"format": "gpuplan-plan", "version": 1, "model": "llama-2-7b", )"
                                  R"("method": "lora", "tokens": 1e9, "deadline_hours": -5})");
        const Run bad = runCli(
            {QStringLiteral("plan"), QStringLiteral("--plan-file"), plan, QStringLiteral("--database"), db});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("key \"deadline_hours\"")), qPrintable(bad.err));
    }

    // F21, F24: a spot quote with a minimum term of months is refused; --fx with an edit prices the quote at
    // the rate given (it was ignored for the stored one); a plan file's "gpus" takes what --gpu takes
    // ("h100").
    void termsRatesAndSpellings()
    {
        const QString db = database(QStringLiteral("terms2.sqlite"));
        const QString spot = file(QStringLiteral("spot.csv"),
                                  kHeader + ",spot,minimum_term\n"
                                            "S,2026-11-20,h100,8,1,60000,CNY,server-month,yes,12\n");
        const Run refused = runCli(
            {QStringLiteral("quotes"), QStringLiteral("import"), spot, QStringLiteral("--database"), db});
        QCOMPARE(refused.code, 2);
        QVERIFY2((refused.out + refused.err).contains(QStringLiteral("column minimum_term")),
                 qPrintable(refused.out + refused.err));
        const QString usd =
            file(QStringLiteral("usd.csv"), kHeader + "\nDollar,2026-11-20,h100,8,1,2,USD,gpu-hour\n");
        QCOMPARE(runCli({QStringLiteral("quotes"), QStringLiteral("import"), usd,
                         QStringLiteral("--database"), db})
                     .code,
                 0);
        const Run listed = runCli({QStringLiteral("quotes"), QStringLiteral("list"), QStringLiteral("--json"),
                                   QStringLiteral("--database"), db});
        qint64 id = 0;
        for (const QJsonValue& q : listed.json().value(QStringLiteral("quotes")).toArray())
            if (q.toObject().value(QStringLiteral("provider")).toString() == QLatin1String("Dollar"))
                id = q.toObject().value(QStringLiteral("id")).toInteger();
        QVERIFY(id > 0);
        const Run repriced =
            runCli({QStringLiteral("quotes"), QStringLiteral("edit"), QString::number(id),
                    QStringLiteral("--set"), QStringLiteral("notes=at 8"), QStringLiteral("--fx"),
                    QStringLiteral("USD=8"), QStringLiteral("--json"), QStringLiteral("--database"), db});
        QVERIFY2(repriced.code == 0, qPrintable(repriced.err));
        QVERIFY2(repriced.out.contains(QStringLiteral("USD=8")), qPrintable(repriced.out));
        const QString plan = file(QStringLiteral("alias.gpuplan"),
                                  R"({"format": "gpuplan-plan", "version": 1, "model": "llama-2-7b", )"
                                  R"("method": "lora", "tokens": 1e9, "gpus": ["h100"]})");
        const Run alias = runCli({QStringLiteral("plan"), QStringLiteral("--plan-file"), plan,
                                  QStringLiteral("--json"), QStringLiteral("--database"), db});
        QVERIFY2(alias.code == 0, qPrintable(alias.err));
    }

    // R20/F26: the scratch folder a killed workbook writer left (its process gone) is removed by the next
    // one.
    void abandonedScratchIsRemoved()
    {
        const QString db = database(QStringLiteral("scratch.sqlite"));
        const QString left =
            QDir(QDir::tempPath()).filePath(QStringLiteral("gpu-rental-planner-4194303-abcdef"));
        QVERIFY(QDir().mkpath(left));
        QFile book(left + QStringLiteral("/book.xlsx"));
        QVERIFY(book.open(QIODevice::WriteOnly));
        book.write(QByteArray(1000, 'x'));
        book.close();
        const Run r = runCli({QStringLiteral("report"), QStringLiteral("quotes"), QStringLiteral("--xlsx"),
                              m_dir.filePath(QStringLiteral("q.xlsx")), QStringLiteral("--database"), db});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(left));
    }
};

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
