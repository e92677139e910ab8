#include "cost/Money.h"
#include "util/AtomicFile.h"
#include "util/Csv.h"
#include "util/Dates.h"
#include "util/Language.h"
#include "util/Quantity.h"

#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

using namespace gpuplan;

class TestCsv : public QObject
{
    Q_OBJECT
private slots:
    void isoDatesAsWrittenByHand()
    {
        QCOMPARE(isoDate(QDate(2026, 12, 2)), QStringLiteral("2026-12-02"));
        QCOMPARE(isoDate(QDate(999, 1, 5)), QStringLiteral("0999-01-05"));
        QCOMPARE(isoDate(QDate(2024, 2, 29)), QStringLiteral("2024-02-29"));
        QCOMPARE(isoDate(QDate()), QString());
        // Every day of 1999–2031 as Qt writes it.
        for (QDate d(1999, 1, 1); d.year() < 2032; d = d.addDays(1))
            QCOMPARE(isoDate(d), d.toString(Qt::ISODate));
    }
    void quotedFields()
    {
        const QString text = QStringLiteral("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n1,,3\n");
        const auto rows = Csv::parseAll(text);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[1], QStringList({QStringLiteral("x, y"), QStringLiteral("say \"hi\""),
                                       QStringLiteral("two\nlines")}));
        QCOMPARE(rows[2], QStringList({QStringLiteral("1"), QString(), QStringLiteral("3")}));
    }

    void lineNumbersCountEmbeddedNewlines()
    {
        QList<int> lines;
        Csv::parse(QStringLiteral("h\n\"a\nb\"\nc\n"), QLatin1Char(','), [&](const Csv::Record& r) {
            lines << r.line;
            return true;
        });
        QCOMPARE(lines, QList<int>({1, 2, 4}));
    }

    void unterminatedQuote()
    {
        int line = 0;
        QVERIFY(!Csv::parse(
            QStringLiteral("a\nb\n\"open,x\n"), QLatin1Char(','), [](const Csv::Record&) { return true; },
            &line));
        QCOMPARE(line, 3);
    }

    void roundTrip()
    {
        const QStringList fields{QStringLiteral("semi;colon"), QStringLiteral("quote\""),
                                 QStringLiteral("new\nline"), QStringLiteral("'; DROP TABLE quotes; --"),
                                 QStringLiteral("中文")};
        const QString row = Csv::joinRow(fields);
        QCOMPARE(Csv::parseAll(row).first(), fields);
        const QString semi = Csv::joinRow(fields, QLatin1Char(';'));
        QCOMPARE(Csv::parseAll(semi, QLatin1Char(';')).first(), fields);
    }

    void delimiterDetection()
    {
        QCOMPARE(Csv::detectDelimiter(u"a;b;c\n1;2;3"), QLatin1Char(';'));
        QCOMPARE(Csv::detectDelimiter(u"a\tb\tc"), QLatin1Char('\t'));
        QCOMPARE(Csv::detectDelimiter(u"a,b,\"c;d\""), QLatin1Char(','));
    }

    void encodings()
    {
        const QString text = QStringLiteral("供应商,单价\n华东云,70000\n");
        QString used;
        bool ok = false;
        QCOMPARE(Csv::decode(text.toUtf8(), &used, &ok), text);
        QVERIFY(ok);
        QCOMPARE(used, QStringLiteral("UTF-8"));
        QCOMPARE(Csv::decode(QByteArray("\xEF\xBB\xBF") + text.toUtf8(), &used), text);
        QCOMPARE(used, QStringLiteral("UTF-8 (BOM)"));
        QStringEncoder gb("GB18030");
        QVERIFY(gb.isValid());
        const QByteArray gbBytes = gb.encode(text);
        QCOMPARE(Csv::decode(gbBytes, &used, &ok), text);
        QVERIFY(ok);
        QCOMPARE(used, QStringLiteral("GB18030"));
    }

    void quantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("70B") << "70B" << 70e9;
        QTest::newRow("1T") << "1T" << 1e12;
        QTest::newRow("1.5t") << "1.5t" << 1.5e12;
        QTest::newRow("500M") << "500M" << 500e6;
        QTest::newRow("13b") << "13b" << 13e9;
        QTest::newRow("200k") << "200k" << 200e3;
        QTest::newRow("plain") << "2048" << 2048.0;
    }
    void quantities()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        QCOMPARE(Quantity::parseCount(text, QStringLiteral("--x")).value(), value);
    }

    void quantitiesRejected()
    {
        for (const char* bad : {"0", "-7B", "nan", "inf", "abc", "", "7X"}) {
            auto r = Quantity::parseCount(QString::fromLatin1(bad), QStringLiteral("--params"));
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().where, QStringLiteral("--params"));
        }
        QCOMPARE(Quantity::parseHours(QStringLiteral("3w"), QString(), 730).value(), 504.0);
        QCOMPARE(Quantity::parseHours(QStringLiteral("6mo"), QString(), 730).value(), 4380.0);
        // With 30-day months (the setting at 720): 6 × 720 = 4,320 h; a year stays 8,760 h.
        QCOMPARE(Quantity::parseHours(QStringLiteral("6mo"), QString(), 720).value(), 4320.0);
        QCOMPARE(Quantity::parseHours(QStringLiteral("6个月"), QString(), 720).value(), 4320.0);
        QCOMPARE(Quantity::parseHours(QStringLiteral("1y"), QString(), 720).value(), 8760.0);
        QVERIFY(!Quantity::parseHours(QStringLiteral("-1d"), QString(), 730).ok());
    }

    // Durations as Chinese buyers write them (issue 20: "三周"/"3周" were refused while "20万" was accepted).
    // Expected hours by hand: a week 7 × 24 = 168 h, a day 24 h, a month 730 h (8760 / 12), a year 8760 h.
    void chineseDurations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("hours");
        QTest::newRow("三周") << QStringLiteral("三周") << 504.0;
        QTest::newRow("3周") << QStringLiteral("3周") << 504.0;
        QTest::newRow("3 周") << QStringLiteral("3 周") << 504.0;
        QTest::newRow("两个星期") << QStringLiteral("两个星期") << 336.0;
        QTest::newRow("2星期") << QStringLiteral("2星期") << 336.0;
        QTest::newRow("10天") << QStringLiteral("10天") << 240.0;
        QTest::newRow("十天") << QStringLiteral("十天") << 240.0;
        QTest::newRow("二十一天") << QStringLiteral("二十一天") << 504.0;
        QTest::newRow("十五日") << QStringLiteral("十五日") << 360.0;
        QTest::newRow("500小时") << QStringLiteral("500小时") << 500.0;
        QTest::newRow("36个小时") << QStringLiteral("36个小时") << 36.0;
        QTest::newRow("6个月") << QStringLiteral("6个月") << 4380.0;
        QTest::newRow("三个月") << QStringLiteral("三个月") << 2190.0;
        QTest::newRow("半年") << QStringLiteral("半年") << 4380.0;
        QTest::newRow("1年") << QStringLiteral("1年") << 8760.0;
        QTest::newRow("1.5周") << QStringLiteral("1.5周") << 252.0;
    }
    void chineseDurations()
    {
        QFETCH(QString, text);
        QFETCH(double, hours);
        const auto r = Quantity::parseHours(text, QStringLiteral("--deadline"), 730);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r.value(), hours);
    }
    // Short times (latency targets, think times): hand conversions, 1 s = 1,000 ms, 1 min = 60,000 ms.
    void shortTimes()
    {
        const struct
        {
            const char* text;
            const char* bare;
            double ms;
        } ok[] = {{"2s", "ms", 2000},     {"2 s", "ms", 2000},    {"2秒", "ms", 2000},
                  {"2 秒钟", "ms", 2000}, {"1.5sec", "ms", 1500}, {"50ms", "ms", 50},
                  {"50 毫秒", "ms", 50},  {"1500", "ms", 1500},   {"30", "s", 30000},
                  {"1min", "s", 60000},   {"1 分钟", "s", 60000}, {"2 minutes", "s", 120000},
                  {"0", "ms", 0},         {"0.05S", "ms", 50}};
        for (const auto& c : ok) {
            const auto r = Quantity::parseMilliseconds(QString::fromUtf8(c.text), QStringLiteral("ttft"),
                                                       QString::fromLatin1(c.bare), 0, 3.6e6);
            QVERIFY2(r.ok(), c.text);
            QCOMPARE(r.value(), c.ms);
        }
        for (const char* bad : {"2h", "abc", "s", "", "2 天", "nan", "inf", "-1s", "1e9"}) {
            const auto r = Quantity::parseMilliseconds(QString::fromUtf8(bad), QStringLiteral("ttft"),
                                                       QStringLiteral("ms"), 0, 3.6e6);
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().where, QStringLiteral("ttft"));
            QVERIFY2(r.error().message.contains(QStringLiteral("3,600,000 ms")),
                     qPrintable(r.error().message));
        }
    }

    void chineseDurationsRejected()
    {
        for (const char* bad : {"周", "零周", "一百天", "十十天", "三四周", "-3周", "abc天", "三", "半"}) {
            const auto r = Quantity::parseHours(QString::fromUtf8(bad), QStringLiteral("--deadline"), 730);
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().where, QStringLiteral("--deadline"));
            QVERIFY(r.error().message.contains(QStringLiteral("3周")));
        }
    }

    // Suffixes are applied before the range check: a finite number never becomes infinity.
    // ux-4 P1-m8 / P2-m6: a field written back from a request speaks the user's words, exactly: 2亿, 三周 →
    // 3周, 20万 → 20万元 in Chinese (200M, 3w in English), and each reads back to the value it was written
    // from.
    void inputWordsReadBack()
    {
        {
            const Language::Scope zh(QStringLiteral("zh_CN"));
            QCOMPARE(Quantity::formatCountInput(2e8), QStringLiteral("2亿"));
            QCOMPARE(Quantity::formatCountInput(1.5e8), QStringLiteral("1.5亿"));
            QCOMPARE(Quantity::formatCountInput(2e5), QStringLiteral("20万"));
            QCOMPARE(Quantity::formatCountInput(1e9), QStringLiteral("10亿"));
            QCOMPARE(Quantity::formatCountInput(123456789), QStringLiteral("123456789")); // no unit is exact
            QCOMPARE(Quantity::formatHoursInput(504), QStringLiteral("3周"));
            QCOMPARE(Quantity::formatHoursInput(48), QStringLiteral("2天"));
            QCOMPARE(Quantity::formatHoursInput(500), QStringLiteral("500小时"));
            QCOMPARE(Money::fromMajor(200000, Currency::CNY).toInputString(), QStringLiteral("20万元"));
            QCOMPARE(Money::fromMajor(125000, Currency::CNY).toInputString(), QStringLiteral("12.5万元"));
            QCOMPARE(Money::fromMajor(123400, Currency::CNY).toInputString(), QStringLiteral("12.34万元"));
            QCOMPARE(Money(12345678, Currency::CNY).toInputString(), QStringLiteral("123456.78 CNY"));
            QCOMPARE(Money::fromMajor(200000, Currency::USD).toInputString(),
                     QStringLiteral("200000.00 USD"));
            for (double v : {2e8, 1.5e8, 2e5, 1e9, 123456789.0})
                QCOMPARE(Quantity::parseCount(Quantity::formatCountInput(v), QString()).value(), v);
            for (double h : {504.0, 48.0, 500.0, 1.5})
                QCOMPARE(Quantity::parseHours(Quantity::formatHoursInput(h), QString(), 730).value(), h);
            for (const Money& m :
                 {Money::fromMajor(200000, Currency::CNY), Money::fromMajor(125000, Currency::CNY),
                  Money::fromMajor(123400, Currency::CNY), Money(12345678, Currency::CNY)})
                QCOMPARE(Money::parse(m.toInputString(), QString()).value(), m);
        }
        const Language::Scope en(QStringLiteral("en"));
        QCOMPARE(Quantity::formatCountInput(2e8), QStringLiteral("200M"));
        QCOMPARE(Quantity::formatCountInput(1.5e9), QStringLiteral("1.5B"));
        QCOMPARE(Quantity::formatHoursInput(504), QStringLiteral("3w"));
        QCOMPARE(Money::fromMajor(200000, Currency::CNY).toInputString(), QStringLiteral("200000.00 CNY"));
    }

    void suffixesCannotOverflow()
    {
        for (const char* big : {"1e308T", "1.7e308K", "1e300亿", "2e18"}) {
            auto r = Quantity::parseCount(QString::fromUtf8(big), QStringLiteral("--tokens"));
            QVERIFY2(!r.ok(), big);
            QVERIFY(r.error().message.contains(QStringLiteral("too large")));
        }
        QVERIFY(!Quantity::parseHours(QStringLiteral("1e307y"), QStringLiteral("--horizon"), 730).ok());
        QVERIFY(!Quantity::parseHours(QStringLiteral("1e16"), QStringLiteral("--horizon"), 730).ok());
        // Chinese number words: 1亿 = 100 million, 5千万 = 50 million, 7万 = 70 thousand.
        QCOMPARE(Quantity::parseCount(QStringLiteral("1亿"), QString()).value(), 1e8);
        QCOMPARE(Quantity::parseCount(QStringLiteral("5千万"), QString()).value(), 5e7);
        QCOMPARE(Quantity::parseCount(QStringLiteral("3千"), QString()).value(), 3e3);
        QCOMPARE(Quantity::parseCount(QStringLiteral("7万"), QString()).value(), 7e4);
        QCOMPARE(Quantity::parseCount(QStringLiteral("1.4万亿"), QString()).value(), 1.4e12);
    }

    // Classic Mac OS line ends (CR only) are record ends, not part of a field: two quotes stay two, with
    // their names whole (a CR-only file used to import one quote with providers "eta" and "amma").
    void lineEnds()
    {
        const QStringList expected{QStringLiteral("provider,gpu"), QStringLiteral("Beta,h100"),
                                   QStringLiteral("Gamma,a100")};
        for (const char* eol : {"\n", "\r\n", "\r"}) {
            const QString text = expected.join(QString::fromLatin1(eol)) + QString::fromLatin1(eol);
            const auto rows = Csv::parseAll(text);
            QCOMPARE(rows.size(), 3);
            QCOMPARE(rows[1], QStringList({QStringLiteral("Beta"), QStringLiteral("h100")}));
            QCOMPARE(rows[2], QStringList({QStringLiteral("Gamma"), QStringLiteral("a100")}));
        }
        // Mixed, with a quoted CR kept inside its field, and line numbers counted for every kind.
        QList<int> lines;
        QStringList firsts;
        Csv::parse(QStringLiteral("a\rb\n\"x\ry\"\r\nc\r"), QLatin1Char(','), [&](const Csv::Record& r) {
            lines << r.line;
            firsts << r.fields.first();
            return true;
        });
        QCOMPARE(firsts, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("x\ry"),
                                      QStringLiteral("c")}));
        QCOMPARE(lines, QList<int>({1, 2, 3, 5}));
        QCOMPARE(Csv::detectDelimiter(u"a;b\rc,d,e,f"), QLatin1Char(';'));
    }

    // Text that a spreadsheet would run is written as text, and read back as it was.
    void formulaNeutralisation()
    {
        for (const char* f : {"=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"}) {
            const QString text = QString::fromLatin1(f);
            const QString safe = Csv::neutraliseFormula(text);
            QCOMPARE(safe, QLatin1Char('\'') + text);
            QCOMPARE(Csv::restoreFormula(safe), text);
        }
        for (const char* plain : {"华东云", "A-1", "'quoted'", ""}) {
            QCOMPARE(Csv::neutraliseFormula(QString::fromUtf8(plain)), QString::fromUtf8(plain));
            QCOMPARE(Csv::restoreFormula(QString::fromUtf8(plain)), QString::fromUtf8(plain));
        }
    }

    // Outputs replace only regular files (issue 25): a FIFO, a device or a folder as the target is refused
    // and left as it was; a regular file and a new name are written.
    void outputsReplaceOnlyRegularFiles()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        Status s = writeFileAtomically(fifo, "data");
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(QStringLiteral("not a regular file")),
                 qPrintable(s.error().message));
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode)); // still the pipe
        QVERIFY(!writeFileAtomically(QStringLiteral("/dev/null"), "data").ok());
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QVERIFY(!writeFileAtomically(dir.path(), "data").ok());
        // A link to the pipe is the pipe.
        const QString link = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(fifo, link));
        QVERIFY(!writeFileAtomically(link, "data").ok());
        // A regular file and a new name are written.
        const QString file = dir.filePath(QStringLiteral("out.csv"));
        QVERIFY(writeFileAtomically(file, "one").ok());
        QVERIFY(writeFileAtomically(file, "two").ok());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("two"));
        // A database's journal, WAL and shared memory are not documents (reliability-5 G7: a memo written as
        // m.sqlite-journal was deleted when m.sqlite was next opened); beside a file that is not a database,
        // the same names are written.
        const QString db = dir.filePath(QStringLiteral("m.sqlite"));
        QVERIFY(writeFileAtomically(db + QStringLiteral(".txt"), QByteArray("SQLite format 3\0", 16)).ok());
        QVERIFY(QFile::rename(db + QStringLiteral(".txt"), db));
        for (const char* suffix : {"-journal", "-wal", "-shm"}) {
            const Status refused = writeFileAtomically(db + QLatin1String(suffix), "memo");
            QVERIFY2(!refused.ok() && refused.error().message.contains(QStringLiteral("working file")),
                     suffix);
            QVERIFY(!QFile::exists(db + QLatin1String(suffix)));
        }
        QVERIFY(writeFileAtomically(file + QStringLiteral("-journal"), "notes").ok());
    }

    void didYouMean()
    {
        const QStringList known{QStringLiteral("quote_number"), QStringLiteral("notes"),
                                QStringLiteral("region")};
        QCOMPARE(Csv::closestMatch(QStringLiteral("quote_numbr"), known), QStringLiteral("quote_number"));
        QCOMPARE(Csv::closestMatch(QStringLiteral("nots"), known), QStringLiteral("notes"));
        QCOMPARE(Csv::closestMatch(QStringLiteral("colour"), known), QString());
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
