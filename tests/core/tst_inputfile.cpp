#include "acceptance/Acceptance.h"
#include "catalog/GpuCatalog.h"
#include "files/DataSources.h"
#include "files/InputFile.h"
#include "quotes/Quote.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestInputFile : public QObject
{
    Q_OBJECT

    static QByteArray fixture(const char* name)
    {
        QFile f(QStringLiteral(GPUPLAN_FIXTURES "/acceptance/") + QString::fromLatin1(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    // Imports read whole but bounded: more than the limit, a folder or a missing file is an error naming the
    // file, never an endless read (a pipe or /dev/zero).
    void importsAreReadBounded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0123456789A"); // 11 bytes
        f.close();
        QCOMPARE(readImportFile(path, 11).value(), QByteArray("0123456789A"));
        auto big = readImportFile(path, 10);
        QVERIFY(!big.ok());
        QCOMPARE(big.error().where, path);
        QVERIFY(!readImportFile(dir.path()).ok());
        QVERIFY(!readImportFile(dir.filePath(QStringLiteral("missing.csv"))).ok());
        auto zero = readImportFile(QStringLiteral("/dev/zero"), 1 << 20);
        QVERIFY(!zero.ok()); // stops after 1 MB + 1 byte
    }

    // A named pipe that trickles (a line every 200 ms, never silent for the 10 s rule) is given up at the
    // overall limit, naming it (reliability-4 F22: it was read until the 512 MB limit); one that ends is read
    // whole, its pause included.
    void tricklingPipeHasAnOverallLimit()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("slow.fifo"));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}), 0);
        QProcess writer;
        writer.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"),
             QStringLiteral("for i in $(seq 50); do echo line $i; sleep 0.2; done > '%1'").arg(fifo)});
        QVERIFY(writer.waitForStarted());
        QElapsedTimer t;
        t.start();
        auto cut = readImportFile(fifo, 1 << 20, 10000, 1500);
        QVERIFY(!cut.ok());
        QVERIFY2(cut.error().message.contains(QStringLiteral("still sending")),
                 qPrintable(cut.error().message));
        QVERIFY(t.elapsed() < 5000);
        writer.kill();
        writer.waitForFinished();
        writer.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"), QStringLiteral("{ echo first; sleep 1; echo second; } > '%1'").arg(fifo)});
        QVERIFY(writer.waitForStarted());
        auto whole = readImportFile(fifo, 1 << 20, 10000, 20000);
        QVERIFY2(whole.ok(), whole.ok() ? "" : qPrintable(whole.error().message));
        QCOMPARE(whole.value(), QByteArray("first\nsecond\n"));
        writer.waitForFinished();
    }

    void kinds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("kind");
        const int plan = int(InputFileKind::Plan), csv = int(InputFileKind::QuoteCsv),
                  report = int(InputFileKind::AcceptanceReport), unknown = int(InputFileKind::Unknown);
        QTest::newRow("plan by suffix") << "job.gpuplan" << QByteArray("{}") << plan;
        QTest::newRow("plan by content, any name")
            << "job.json" << QByteArray("\xEF\xBB\xBF  {\"format\": \"gpuplan-plan\", \"version\": 1}")
            << plan;
        QTest::newRow("quotes") << "vendor.CSV" << QByteArray("供应商,GPU型号\n") << csv;
        QTest::newRow("tab-separated quotes") << "vendor.tsv" << QByteArray("a\tb\n") << csv;
        QTest::newRow("quotes saved as .txt")
            << "vendor.txt" << QByteArray("provider,gpu,price\nA,h100,9\n") << csv;
        QTest::newRow("the script's report")
            << "acceptance-node1-20261201.txt" << QByteArray("\n===== gpuplan: host =====\nhostname: n1\n")
            << report;
        QTest::newRow("pasted nvidia-smi") << "paste.log" << fixture("h100-8x-sxm.txt") << report;
        QTest::newRow("a Chinese-locale report") << "a800.txt" << fixture("zh-locale-a800.txt") << report;
        QTest::newRow("notes") << "notes.md" << QByteArray("# meeting\nno figures\n") << unknown;
        QTest::newRow("empty") << "empty" << QByteArray() << unknown;
        QTest::newRow("prose .txt") << "readme.txt" << QByteArray("Just words, nothing else.\n") << unknown;
    }
    void kinds()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(int, kind);
        QCOMPARE(int(classifyInputFile(name, bytes).kind), kind);
    }

    // The acceptance script names its quote in the report; the reader takes it, and the file kind carries it.
    void reportNamesItsQuote()
    {
        const QByteArray report =
            "\n===== gpuplan: host =====\nhostname: n1\ngpuplan-quote: 42\n" + fixture("h100-8x-sxm.txt");
        QCOMPARE(parseDeliveryReport(QString::fromUtf8(report)).quoteId, qint64(42));
        QCOMPARE(classifyInputFile(QStringLiteral("r.txt"), report).quoteId, qint64(42));
        // Not a quote line: a number too long, text after it, another prefix.
        for (const char* bad : {"gpuplan-quote: 1234567890123456\n", "gpuplan-quote: 7 or 8\n", "quote: 7\n"})
            QCOMPARE(parseDeliveryReport(QString::fromLatin1(bad)).quoteId, qint64(0));
        // The script writes that line with the quote's id.
        Quote q;
        q.id = 17;
        q.provider = QStringLiteral("Acme");
        q.gpuId = QStringLiteral("h100-sxm5-80g");
        q.gpusPerServer = 8;
        q.servers = 1;
        QVERIFY(acceptanceScript(q, GpuCatalog::shipped())
                    .contains(QStringLiteral("printf 'gpuplan-quote: %s\\n' 17")));
    }

    // The data compiled in, as the About dialog and `gpuplan --version --json` list it: the entries counted
    // here from the shipped files themselves (rows that are not comments or the header).
    void dataSources()
    {
        auto rows = [](const QString& path) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                return -1;
            int n = -1; // the header
            for (const QByteArray& line : f.readAll().split('\n'))
                if (!line.trimmed().isEmpty() && !line.trimmed().startsWith('#'))
                    ++n;
            return n;
        };
        const QList<DataSource> sources = shippedDataSources();
        QCOMPARE(sources.size(), 3);
        QCOMPARE(sources[0].id, QStringLiteral("gpus"));
        QCOMPARE(sources[0].entries, rows(QStringLiteral(":/gpuplan/catalog/gpus.csv")));
        QCOMPARE(sources[1].entries, rows(QStringLiteral(":/gpuplan/prices/reference-prices.csv")));
        QCOMPARE(sources[2].entries, rows(QStringLiteral(":/gpuplan/prices/fx.csv")));
        for (const DataSource& s : sources) {
            QVERIFY2(s.entries > 0 && !s.firstDate.isEmpty() && s.firstDate <= s.lastDate, qPrintable(s.id));
            QVERIFY(s.lastDate <= QDate::currentDate().toString(Qt::ISODate));
            QVERIFY(!s.name.isEmpty() && !s.origin.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
