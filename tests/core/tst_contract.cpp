// After the signature (issue 62 item 3): outages, availability and SLA credits, with the amounts worked out
// by hand. November 2026 has 30 days = 2,592,000 s. The schedule is Alibaba Cloud's DataHub / Function
// Compute SLA (below 99.9 % → 20 %, below 99 % → 30 %, below 95 % → 50 %, at most 50 %), the fee 68,000.00
// CNY a server-month.
#include "contract/SlaCredit.h"

#include <QStringEncoder>
#include <QTest>

using namespace gpuplan;

namespace {
const char* kOutages =
    "server,start,end,cause,counted\n"
    // gpu-01: 14:00–16:00 and 15:00–17:00 overlap: 3 h = 10,800 s down
    "gpu-01,2026-11-03 14:00,2026-11-03 16:00,GPU fell off the bus (Xid 79),yes\n"
    "gpu-01,2026-11-03 15:00,2026-11-03 17:00,replacement,yes\n"
    // gpu-02: from October into November: 00:00–08:00 counts, 28,800 s; maintenance not counted
    "gpu-02,2026-10-31 20:00,2026-11-01 08:00,power,yes\n"
    "gpu-02,2026-11-10 01:00,2026-11-10 03:00,announced maintenance,no\n"
    // gpu-03: 36 h = 129,600 s: exactly 95 %, not below it
    "gpu-03,2026-11-20 00:00,2026-11-21 12:00,node down,yes\n"
    // gpu-04: 48 h = 172,800 s: 93.33 %
    "gpu-04,2026-11-25 00:00,2026-11-27 00:00,node down,yes\n"
    // gpu-05: 43 min 12 s = 2,592 s: exactly 99.9 %, no credit
    "gpu-05,2026-11-28 10:00:00,2026-11-28 10:43:12,network,yes\n";

const QStringList kServers{QStringLiteral("gpu-01"), QStringLiteral("gpu-02"), QStringLiteral("gpu-03"),
                           QStringLiteral("gpu-04"), QStringLiteral("gpu-05"), QStringLiteral("gpu-06")};
} // namespace

class TestContract : public QObject
{
    Q_OBJECT

private slots:
    void creditsByHand()
    {
        const auto outages = parseOutages(QByteArray(kOutages), QStringLiteral("outages.csv"));
        QVERIFY2(outages.ok(), qPrintable(outages.ok() ? QString() : outages.error().toString()));
        QCOMPARE(outages->size(), 7);
        const auto st = slaCredits(*outages, QDate(2026, 11, 1), kServers, Money(6800000, Currency::CNY),
                                   SlaSchedule::example());
        QVERIFY(st.ok());
        QCOMPARE(st->servers.size(), 6);
        const qint64 month = 30 * 86400;
        // server, seconds down, credit in thousandths of a percent, credit in fen
        const struct
        {
            qint64 down, milli, credit;
        } want[] = {{10800, 20000, 1360000},
                    {28800, 30000, 2040000},
                    {129600, 30000, 2040000},
                    {172800, 50000, 3400000},
                    {2592, 0, 0},
                    {0, 0, 0}};
        for (int i = 0; i < 6; ++i) {
            const ServerMonth& m = st->servers[i];
            QCOMPARE(m.secondsInMonth, month);
            QCOMPARE(m.secondsDown, want[i].down);
            QCOMPARE(m.creditMilli, want[i].milli);
            QCOMPARE(m.credit, Money(want[i].credit, Currency::CNY));
        }
        QCOMPARE(st->servers[1].secondsNotCounted, qint64(7200));
        QCOMPARE(st->totalFee, Money(6 * 6800000, Currency::CNY));
        QCOMPARE(st->totalCredit, Money(1360000 + 2040000 + 2040000 + 3400000, Currency::CNY)); // 88,400.00
        // A cap of 40 %: gpu-04's 50 % becomes 27,200.00.
        const auto capped = SlaSchedule::parse(QStringLiteral("99.9:20, 99:30, 95:50"), QStringLiteral("40"));
        QVERIFY(capped.ok());
        const auto st2 =
            slaCredits(*outages, QDate(2026, 11, 15), kServers, Money(6800000, Currency::CNY), *capped);
        QVERIFY(st2.ok());
        QCOMPARE(st2->servers[3].credit, Money(2720000, Currency::CNY));
        // October: only gpu-02's first four hours (20:00–24:00 China time) are in it; 31 days.
        const auto oct = slaCredits(*outages, QDate(2026, 10, 1), kServers, Money(6800000, Currency::CNY),
                                    SlaSchedule::example());
        QVERIFY(oct.ok());
        QCOMPARE(oct->servers[1].secondsInMonth, qint64(31 * 86400));
        QCOMPARE(oct->servers[1].secondsDown, qint64(4 * 3600));
        // 14,400 ÷ 2,678,400 = 0.54 % down: 99.46 %, below 99.9 %: 20 %.
        QCOMPARE(oct->servers[1].creditMilli, qint64(20000));
    }

    // As Chinese Excel saves it: GB18030, Chinese headers, 是/否.
    void chineseExcelFile()
    {
        QStringEncoder gb("GB18030");
        if (!gb.isValid())
            QSKIP("this Qt has no GB18030 encoder");
        const QByteArray bytes = gb(QStringLiteral("服务器,开始,结束,原因,计入\r\n"
                                                   "gpu-01,2026/11/3 14:00,2026/11/3 17:00,掉卡,是\r\n"
                                                   "gpu-02,2026/11/10 1:00,2026/11/10 3:00,例行维护,否\r\n"));
        const auto o = parseOutages(bytes, QStringLiteral("停机记录.csv"));
        QVERIFY2(o.ok(), qPrintable(o.ok() ? QString() : o.error().toString()));
        QCOMPARE(o->size(), 2);
        QCOMPARE(o->at(0).cause, QStringLiteral("掉卡"));
        QCOMPARE(o->at(0).start.secsTo(o->at(0).end), qint64(3 * 3600));
        QVERIFY(!o->at(1).counted);
    }

    void badInput()
    {
        const auto late = parseOutages("server,start,end\ngpu-01,2026-11-03 16:00,2026-11-03 14:00\n",
                                       QStringLiteral("o.csv"));
        QVERIFY(!late.ok());
        QCOMPARE(late.error().where, QStringLiteral("o.csv, line 2, column end"));
        const auto time =
            parseOutages("server,start,end\ngpu-01,yesterday,2026-11-03 14:00\n", QStringLiteral("o.csv"));
        QVERIFY(!time.ok());
        QVERIFY(time.error().message.contains(QStringLiteral("'yesterday' is not a time")));
        QCOMPARE(time.error().where, QStringLiteral("o.csv, line 2, column start"));
        QVERIFY(!parseOutages("host,when\n", QStringLiteral("o.csv")).ok()); // no start or end column
        const auto counted =
            parseOutages("server,start,end,counted\ngpu-01,2026-11-03 14:00,2026-11-03 15:00,maybe\n",
                         QStringLiteral("o.csv"));
        QVERIFY(!counted.ok());
        QCOMPARE(counted.error().where, QStringLiteral("o.csv, line 2, column counted"));
        const auto other = parseOutages("server,start,end\ngpu-99,2026-11-03 14:00,2026-11-03 15:00\n",
                                        QStringLiteral("o.csv"));
        QVERIFY(other.ok());
        const auto refused = slaCredits(*other, QDate(2026, 11, 1), kServers, Money(6800000, Currency::CNY),
                                        SlaSchedule::example());
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QStringLiteral("gpu-99")));
        for (const char* bad : {"99.9", "99.9:20,99.9:30", "101:20", "99:120", "abc:1", ""})
            QVERIFY2(!SlaSchedule::parse(QString::fromLatin1(bad)).ok(), bad);
        QVERIFY(!SlaSchedule::parse(QStringLiteral("99:20"), QStringLiteral("150")).ok());
        const auto s = SlaSchedule::parse(QStringLiteral("95:50，99.9：20；99:30"));
        QVERIFY(s.ok()); // Chinese punctuation, any order
        QCOMPARE(s->tiers.first().belowMilli, qint64(99900));
    }
};

QTEST_GUILESS_MAIN(TestContract)
#include "tst_contract.moc"
