#include "cost/Money.h"
#include "cost/PriceTerm.h"

#include <QTest>

using namespace gpuplan;

class TestMoney : public QObject
{
    Q_OBJECT
private slots:
    // Expected values: the People's Bank of China's examples in 《支付结算办法》附件一《正确填写票据和结算
    // 凭证的基本规定》 (rules 二 and 四: 整 after 元, 零 for zeros inside, 零 after 元 when 角 is zero and 分
    // is not; where the rule allows either form, the one without 零 after 元), and hand-written cases for
    // 万, 亿, 壹拾 and zero.
    void chineseCapitals_data()
    {
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<QString>("capitals");
        QTest::newRow("PBoC ¥1,409.50") << qint64(140950) << "人民币壹仟肆佰零玖元伍角整";
        QTest::newRow("PBoC ¥6,007.14") << qint64(600714) << "人民币陆仟零柒元壹角肆分";
        QTest::newRow("PBoC ¥1,680.32") << qint64(168032) << "人民币壹仟陆佰捌拾元叁角贰分";
        QTest::newRow("PBoC ¥107,000.53") << qint64(10700053) << "人民币壹拾万柒仟元伍角叁分";
        QTest::newRow("PBoC ¥16,409.02") << qint64(1640902) << "人民币壹万陆仟肆佰零玖元零贰分";
        QTest::newRow("PBoC ¥325.04") << qint64(32504) << "人民币叁佰贰拾伍元零肆分";
        QTest::newRow("whole yuan") << qint64(7000000) << "人民币柒万元整";
        QTest::newRow("ten") << qint64(1000) << "人民币壹拾元整";
        QTest::newRow("zero") << qint64(0) << "人民币零元整";
        QTest::newRow("fen only") << qint64(5) << "人民币伍分";
        QTest::newRow("zero inside a group of 万") << qint64(10070000) << "人民币壹拾万零柒佰元整";
        QTest::newRow("亿 and a zero group") << qint64(10005000000) << "人民币壹亿零伍万元整";
        QTest::newRow("亿 and two zero groups") << qint64(10000500000) << "人民币壹亿零伍仟元整";
        QTest::newRow("亿, 万 and more")
            << qint64(123456789012) << "人民币壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分";
        QTest::newRow("negative") << qint64(-1000) << "人民币负壹拾元整";
    }
    void chineseCapitals()
    {
        QFETCH(qint64, minor);
        QFETCH(QString, capitals);
        QCOMPARE(Money(minor, Currency::CNY).toChineseCapitals(), capitals);
    }

    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<QString>("currency");
        QTest::newRow("plain") << "70000" << qint64(7000000) << "CNY";
        QTest::newRow("code suffix") << "200000CNY" << qint64(20000000) << "CNY";
        QTest::newRow("code with space") << "2.35 USD" << qint64(235) << "USD";
        QTest::newRow("dollar sign") << "$98.32" << qint64(9832) << "USD";
        QTest::newRow("yuan sign, thousands") << "¥70,000.50" << qint64(7000050) << "CNY";
        QTest::newRow("fullwidth yuan") << "￥1,234" << qint64(123400) << "CNY";
        QTest::newRow("wan") << "7万" << qint64(7000000) << "CNY";
        QTest::newRow("yuan word") << "70000元" << qint64(7000000) << "CNY";
        QTest::newRow("decimal comma") << "2,35 EUR" << qint64(235) << "EUR";
        QTest::newRow("european thousands") << "1.234,56 EUR" << qint64(123456) << "EUR";
        QTest::newRow("RMB") << "12.5RMB" << qint64(1250) << "CNY";
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(qint64, minor);
        QFETCH(QString, currency);
        auto m = Money::parse(text, QStringLiteral("price"));
        QVERIFY2(m.ok(), qPrintable(m.error().toString()));
        QCOMPARE(m->minor(), minor);
        QCOMPARE(currencyCode(m->currency()), currency);
    }

    void parseRejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown currency") << "100 GBP"
                                          << "unknown currency 'GBP'";
        QTest::newRow("not a number") << "abc"
                                      << "unknown currency";
        QTest::newRow("three decimals") << "1.005"
                                        << "more than two decimal places";
        QTest::newRow("empty") << ""
                               << "not an amount";
    }
    void parseRejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        auto m = Money::parse(text, QStringLiteral("price"));
        QVERIFY(!m.ok());
        QCOMPARE(m.error().where, QStringLiteral("price"));
        QVERIFY2(m.error().message.contains(fragment), qPrintable(m.error().message));
    }

    void formatting()
    {
        QCOMPARE(Money(7000050, Currency::CNY).toString(), QStringLiteral("70000.50 CNY"));
        QCOMPARE(Money(-5, Currency::USD).toString(), QStringLiteral("-0.05 USD"));
        QCOMPARE(
            Money(123456789, Currency::CNY).toDisplayString(QLocale(QLocale::English, QLocale::UnitedStates)),
            QStringLiteral("¥1,234,567.89"));
        QCOMPARE(Money(235, Currency::USD).toDisplayString(QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("$2.35"));
    }

    void summaryScale()
    {
        // zh-review R12: 万元 with two decimals for summary tables; exact yuan otherwise.
        const QLocale zh(QLocale::Chinese, QLocale::China);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const Money m(356614642, Currency::CNY); // ¥3,566,146.42
        QCOMPARE(m.toSummaryString(Money::Scale::Wan, zh), QStringLiteral("356.61 万元"));
        QCOMPARE(m.toSummaryString(Money::Scale::Exact, zh), m.toDisplayString(zh));
        QCOMPARE(m.toSummaryString(Money::Scale::Wan, en), QStringLiteral("¥3,566.15k"));
        QCOMPARE(Money(1234567890000, Currency::CNY).toSummaryString(Money::Scale::Wan, zh),
                 QStringLiteral("1,234,567.89 万元")); // ¥12,345,678,900.00 ÷ 10,000
        QCOMPARE(Money(100000000, Currency::USD).toSummaryString(Money::Scale::Wan, zh),
                 QStringLiteral("100.00 万美元"));
        QCOMPARE(Money::scaleFromName(QStringLiteral("万元")), Money::Scale::Wan);
        QCOMPARE(Money::scaleFromName(QStringLiteral("EXACT")), Money::Scale::Exact);
        QVERIFY(!Money::scaleFromName(QStringLiteral("亿")));
    }

    void fractionRounding()
    {
        QCOMPARE(Fraction(5, 2).rounded(), qint64(3)); // half away from zero
        QCOMPARE(Fraction(-5, 2).rounded(), qint64(-3));
        QCOMPARE(Fraction(7, 3).rounded(), qint64(2));
        Fraction f;
        QVERIFY(Fraction::fromDecimal(QStringLiteral("7.1234"), &f));
        QCOMPARE(f, Fraction(71234, 10000));
        QVERIFY(!Fraction::fromDecimal(QStringLiteral("7.1.2"), &f));
        QVERIFY(!Fraction::fromDecimal(QStringLiteral("1e5"), &f));
        // 0.1 + 0.2 is exactly 0.3 here.
        Fraction a, b, c;
        Fraction::fromDecimal(QStringLiteral("0.1"), &a);
        Fraction::fromDecimal(QStringLiteral("0.2"), &b);
        Fraction::fromDecimal(QStringLiteral("0.3"), &c);
        QCOMPARE(a + b, c);
    }

    void exchangeRates()
    {
        FxTable fx = FxTable::shipped();
        QVERIFY(fx.rate(Currency::USD));
        QVERIFY(fx.rate(Currency::USD)->date.isValid());
        QVERIFY(!fx.rate(Currency::USD)->source.isEmpty());
        QVERIFY(fx.setRate(QStringLiteral("USD=7.20"), QDate(2026, 11, 30)).ok());
        QCOMPARE(fx.convert(Money(10000, Currency::USD), Currency::CNY)->minor(), qint64(72000));
        QCOMPARE(fx.convert(Money(72000, Currency::CNY), Currency::USD)->minor(), qint64(10000));
        QVERIFY(!fx.setRate(QStringLiteral("USD=-1"), QDate()).ok());
        QVERIFY(!fx.setRate(QStringLiteral("XYZ=7"), QDate()).ok());
        QVERIFY(!fx.setRate(QStringLiteral("USD"), QDate()).ok());
        auto empty = FxTable::fromCsv(QStringLiteral("currency,to,rate,date,source\n"), QStringLiteral("x"));
        QVERIFY(empty.ok());
        auto missing = empty->convert(Money(100, Currency::USD), Currency::CNY);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QStringLiteral("USD")));
        QCOMPARE(missing.error().field, QStringLiteral("fx"));
    }

    // Money is never narrowed silently: a job too large to compute exactly is an error, not a negative cost.
    void overflowIsAnError()
    {
        const FxTable fx = FxTable::shipped();
        const PriceNormaliser n(fx, Conventions{});
        PriceTerm t;
        t.price = Money(9000000000000000LL, Currency::CNY); // 90 trillion yuan per GPU-hour (in fen)
        t.unit = PriceUnit::GpuHour;
        auto c = n.jobCost(t, 100000, 1e6);
        QVERIFY(!c.ok());
        QVERIFY(c.error().message.contains(QStringLiteral("90 trillion")));
        // Just inside: 1,000 GPUs × 1,000 h × ¥10 = ¥10,000,000.
        t.price = Money(1000, Currency::CNY);
        QCOMPARE(n.jobCost(t, 1000, 1000)->totalExVat.minor(), qint64(1000000000));
        QVERIFY(!n.jobCost(t, 1, 1e12).ok()); // more hours than are priced
        QVERIFY(!Money::fromFraction(Fraction(Fraction::Int(1) << 100), Currency::CNY).ok());
        QVERIFY(!Money::parse(QStringLiteral("1e30"), QStringLiteral("--price")).ok());
        // Found by fuzz_numbers: a huge negative amount slipped past a check that looked at one sign only.
        QVERIFY(!Money::parse(QStringLiteral("-999999999999992"), QStringLiteral("--price")).ok());
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
