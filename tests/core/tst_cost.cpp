#include "catalog/GpuCatalog.h"
#include "cost/CostOverTime.h"
#include "cost/ReferencePrices.h"

#include <QTest>

#include <cmath>

using namespace gpuplan;

namespace {
PriceTerm term(qint64 minor, Currency c, PriceUnit u, int vatBp = 0, bool included = false)
{
    PriceTerm t;
    t.price = Money(minor, c);
    t.unit = u;
    t.billing = naturalBilling(u);
    t.vatBasisPoints = vatBp;
    t.vatIncluded = included;
    return t;
}
} // namespace

class TestCost : public QObject
{
    Q_OBJECT
    FxTable m_fx;
    Conventions m_conv;

private slots:
    void init()
    {
        m_fx = FxTable::shipped();
        QVERIFY(m_fx.setRate(QStringLiteral("USD=7.10"), QDate(2026, 11, 1)).ok());
        m_conv = Conventions{};
    }

    // Each case computed by hand; one rounding to the fen at the end.
    void normalise_data()
    {
        QTest::addColumn<qint64>("priceMinor");
        QTest::addColumn<int>("currency");
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("vatBp");
        QTest::addColumn<bool>("included");
        QTest::addColumn<int>("hoursPerMonth");
        QTest::addColumn<qint64>("expectedFen");
        // 70,000 / 1.06 / 8 / 730 = 11.3078…
        QTest::newRow("server-month incl. 6% VAT")
            << qint64(7000000) << int(Currency::CNY) << int(PriceUnit::ServerMonth) << 600 << true << 730
            << qint64(1131);
        // Same with 30-day months: 70,000 / 1.06 / 8 / 720 = 11.4649…
        QTest::newRow("720-hour months") << qint64(7000000) << int(Currency::CNY)
                                         << int(PriceUnit::ServerMonth) << 600 << true << 720 << qint64(1146);
        // VAT excluded in the quote: nothing to remove. 70,000 / 8 / 730 = 11.9863…
        QTest::newRow("server-month ex VAT")
            << qint64(7000000) << int(Currency::CNY) << int(PriceUnit::ServerMonth) << 600 << false << 730
            << qint64(1199);
        // 2.35 USD × 7.10 = 16.685 → 16.69 (half away from zero).
        QTest::newRow("USD per GPU-hour") << qint64(235) << int(Currency::USD) << int(PriceUnit::GpuHour) << 0
                                          << false << 730 << qint64(1669);
        // AWS p5: 98.32 USD per 8-GPU server-hour → 12.29 USD → 87.259 CNY.
        QTest::newRow("USD per server-hour")
            << qint64(9832) << int(Currency::USD) << int(PriceUnit::ServerHour) << 0 << false << 730
            << qint64(8726);
        // 7,500 per card-year incl. 6%: 7,500 / 1.06 / 8,760 = 0.8077…
        QTest::newRow("GPU-year") << qint64(750000) << int(Currency::CNY) << int(PriceUnit::GpuYear) << 600
                                  << true << 730 << qint64(81);
        // 280 per GPU-day: 11.666…
        QTest::newRow("GPU-day") << qint64(28000) << int(Currency::CNY) << int(PriceUnit::GpuDay) << 0
                                 << false << 730 << qint64(1167);
        // 2,800 per 8-GPU server-day incl. 6%: 2,800 / 1.06 / 8 / 24 = 13.757…
        QTest::newRow("server-day") << qint64(280000) << int(Currency::CNY) << int(PriceUnit::ServerDay)
                                    << 600 << true << 730 << qint64(1376);
    }
    void normalise()
    {
        QFETCH(qint64, priceMinor);
        QFETCH(int, currency);
        QFETCH(int, unit);
        QFETCH(int, vatBp);
        QFETCH(bool, included);
        QFETCH(int, hoursPerMonth);
        QFETCH(qint64, expectedFen);
        m_conv.hoursPerMonth = hoursPerMonth;
        const PriceNormaliser n(m_fx, m_conv);
        auto r = n.perGpuHourExVat(term(priceMinor, Currency(currency), PriceUnit(unit), vatBp, included));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(r->minor(), expectedFen);
        QCOMPARE(r->currency(), Currency::CNY);
    }

    void spotDiscount()
    {
        PriceTerm t = term(1000, Currency::CNY, PriceUnit::GpuHour);
        t.spot = true;
        t.spotDiscountBasisPoints = 4000;
        QCOMPARE(PriceNormaliser(m_fx, m_conv).perGpuHourExVat(t)->minor(), qint64(600));
    }

    void jobCosts_data()
    {
        QTest::addColumn<int>("caseId");
        QTest::addColumn<qint64>("exVatFen");
        QTest::addColumn<double>("billedPeriods");
        QTest::addColumn<bool>("minimum");
        QTest::newRow("minimum term: 2 servers × 3 months") << 0 << qint64(39622642) << 3.0 << true;
        QTest::newRow("hourly, rounded up to whole hours") << 1 << qint64(1370551) << 101.0 << false;
        QTest::newRow("per-second billing in USD") << 2 << qint64(4452) << 1.5 << false;
        QTest::newRow("12-month term discount") << 3 << qint64(7560000) << 12.0 << false;
        QTest::newRow("setup fee, two months") << 4 << qint64(14500000) << 2.0 << false;
        QTest::newRow("monthly price billed daily") << 5 << qint64(2301370) << 240.0 / 730 << false;
        QTest::newRow("spot with interruptions") << 6 << qint64(69000) << 115.0 << false;
    }
    void jobCosts()
    {
        QFETCH(int, caseId);
        QFETCH(qint64, exVatFen);
        QFETCH(double, billedPeriods);
        QFETCH(bool, minimum);
        PriceTerm t;
        int gpus = 8;
        double hours = 0;
        switch (caseId) {
        case 0: // 70,000 incl. 6% per server-month, minimum 3 months; 12 GPUs = 2 servers, 500 h
            t = term(7000000, Currency::CNY, PriceUnit::ServerMonth, 600, true);
            t.minimumPeriods = 3;
            gpus = 12;
            hours = 500; // 6 × 70,000 / 1.06 = 396,226.415…
            break;
        case 1: // 17.98 incl. 6% per GPU-hour, 8 GPUs, 100.2 h → 101 h: 14,527.84 / 1.06
            t = term(1798, Currency::CNY, PriceUnit::GpuHour, 600, true);
            hours = 100.2;
            break;
        case 2: // 4.18 USD per GPU-hour per second, 1 GPU, 1.5 h: 6.27 USD × 7.10 = 44.517
            t = term(418, Currency::USD, PriceUnit::GpuHour);
            t.billing = Billing::Second;
            gpus = 1;
            hours = 1.5;
            break;
        case 3: // 7,000 per GPU-month ex VAT, 10% off from 12 months, 1 GPU for 8,760 h
            t = term(700000, Currency::CNY, PriceUnit::GpuMonth);
            t.discounts = {{6, 500}, {12, 1000}};
            gpus = 1;
            hours = 8760;
            break;
        case 4: // 70,000 per server-month + 5,000 setup, 1,000 h → 2 months
            t = term(7000000, Currency::CNY, PriceUnit::ServerMonth);
            t.setupFee = Money(500000, Currency::CNY);
            hours = 1000;
            break;
        case 5: // 70,000 per server-month billed by the day, 10 days: 70,000 × 240 / 730
            t = term(7000000, Currency::CNY, PriceUnit::ServerMonth);
            t.billing = Billing::Day;
            hours = 240;
            break;
        case 6: // 10 per GPU-hour, spot 40% off, 15% interruption overhead, 100 h → 115 h × 6.00
            t = term(1000, Currency::CNY, PriceUnit::GpuHour);
            t.spot = true;
            t.spotDiscountBasisPoints = 4000;
            t.interruptionOverheadBasisPoints = 1500;
            gpus = 1;
            hours = 100;
            break;
        }
        auto c = PriceNormaliser(m_fx, m_conv).jobCost(t, gpus, hours);
        QVERIFY2(c.ok(), qPrintable(c.error().toString()));
        QCOMPARE(c->totalExVat.minor(), exVatFen);
        QVERIFY(std::abs(c->billedPeriods - billedPeriods) < 1e-9);
        QCOMPARE(c->minimumApplied, minimum);
        QVERIFY(!c->explanation.isEmpty());
        if (caseId == 0)
            QCOMPARE(c->totalIncVat.minor(), qint64(42000000));
        if (caseId == 3)
            QCOMPARE(c->discountBasisPoints, 1000);
    }

    void badInput_data()
    {
        QTest::addColumn<int>("caseId");
        QTest::addColumn<QString>("field");
        QTest::newRow("zero price") << 0 << "price";
        QTest::newRow("negative price") << 1 << "price";
        QTest::newRow("VAT of 100%") << 2 << "vat";
        QTest::newRow("missing FX rate") << 3 << "fx"; // a field of the planner (the CLI shows it as --fx)
        QTest::newRow("negative setup fee") << 4 << "setup_fee";
    }
    void badInput()
    {
        QFETCH(int, caseId);
        QFETCH(QString, field);
        PriceTerm t = term(1000, Currency::CNY, PriceUnit::GpuHour);
        FxTable fx = m_fx;
        switch (caseId) {
        case 0:
            t.price = Money(0, Currency::CNY);
            break;
        case 1:
            t.price = Money(-100, Currency::CNY);
            break;
        case 2:
            t.vatBasisPoints = 10000;
            t.vatIncluded = true;
            break;
        case 3:
            t.price = Money(100, Currency::USD);
            fx = FxTable::fromCsv(QStringLiteral("currency,to,rate,date,source\n"), QStringLiteral("x"))
                     .value();
            break;
        case 4:
            t.setupFee = Money(-1, Currency::CNY);
            break;
        }
        const PriceNormaliser n(fx, m_conv);
        auto r = n.perGpuHourExVat(t);
        QVERIFY(!r.ok());
        // Price terms name their quote column; the exchange rate is a field (core names no option).
        QCOMPARE(r.error().field.isEmpty() ? r.error().where : r.error().field, field);
        QVERIFY(!n.jobCost(t, 8, 10).ok());
    }

    void jobNeedsGpusAndTime()
    {
        const PriceNormaliser n(m_fx, m_conv);
        const PriceTerm t = term(1000, Currency::CNY, PriceUnit::GpuHour);
        QVERIFY(!n.jobCost(t, 0, 10).ok());
        QVERIFY(!n.jobCost(t, 8, 0).ok());
        QVERIFY(!n.jobCost(t, 8, std::nan("")).ok());
    }

    void breakEvenAndThresholds()
    {
        const PriceNormaliser n(m_fx, m_conv);
        const CostOverTime cot(n);
        const QList<TermOffer> offers{
            {RentalTerm::Hourly, term(1000, Currency::CNY, PriceUnit::GpuHour), {}, {}},
            {RentalTerm::Monthly, term(400000, Currency::CNY, PriceUnit::GpuMonth), {}, {}}};
        // Monthly 4,000 against 10 per hour: monthly wins above 400 hours of use a month.
        const auto th = cot.usageThresholds(offers);
        QCOMPARE(th.size(), 1);
        QVERIFY(std::abs(th[0].hoursPerMonth - 400) < 1e-9);
        QVERIFY(th[0].statement.contains(QStringLiteral("400")));
        // A need of 1 month used all the time: hourly 730 × 10 = 7,300 against monthly 4,000.
        auto need = cot.forNeed(offers, 1, 1.0, 1.0);
        QVERIFY(need.ok());
        QCOMPARE(*need->cheapest, RentalTerm::Monthly);
        QCOMPARE(need->costs[0].total.minor(), qint64(730000));
        QCOMPARE(need->costs[1].total.minor(), qint64(400000));
        QVERIFY(need->statement.contains(QStringLiteral("4,000.00")));
        // Used 30% of the time (219 h a month): hourly 2,190 stays cheaper.
        QCOMPARE(*cot.forNeed(offers, 1, 1.0, 0.3)->cheapest, RentalTerm::Hourly);
        // Half a month's need still pays a whole month on the monthly term: 365 h × 10 = 3,650 < 4,000.
        QCOMPARE(*cot.forNeed(offers, 1, 0.5, 1.0)->cheapest, RentalTerm::Hourly);
        QVERIFY(!cot.forNeed(offers, 1, 0, 1.0).ok());
        // The statement is whole sentences (zh-review-3): the cheapest guaranteed term, the others, spot on
        // its own; no empty or nested brackets. Spot at 6 per hour: 730 × 6 = 4,380 for the month.
        QList<TermOffer> withSpot = offers;
        withSpot.append({RentalTerm::Spot, term(600, Currency::CNY, PriceUnit::GpuHour), {}, {}});
        const QString text = cot.forNeed(withSpot, 1, 1.0, 1.0)->statement;
        // (The currency sign's place follows the test's locale; the figures do not.)
        for (const char* part : {"monthly is the cheapest guaranteed way to pay, at ", "4,000.00",
                                 "The other terms: hourly (pay as you go) ", "7,300.00",
                                 "Spot capacity would cost ", "4,380.00", ", but it is not guaranteed."})
            QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("()")) && !text.contains(QStringLiteral("((")));
        // Only monthly: no list of others at all.
        QVERIFY(!cot.forNeed({offers[1]}, 1, 1.0, 1.0)->statement.contains(QStringLiteral("other")));
        // Only spot: said so, never an empty statement.
        QVERIFY(cot.forNeed({withSpot[2]}, 1, 1.0, 1.0)
                    ->statement.contains(QStringLiteral("only spot capacity")));
        // 8 GPUs at 10 per hour = 80 per hour: 100,000 lasts 1,250 hours.
        const auto out = cot.budgetRunsOut(offers[0], 8, 1.0, Money::fromMajor(100000, Currency::CNY), 36);
        QVERIFY(out.has_value());
        QVERIFY(std::abs(*out - 1251.0 / 730) < 1e-9);
        QVERIFY(
            !cot.budgetRunsOut(offers[0], 1, 0.1, Money::fromMajor(100000, Currency::CNY), 12).has_value());
        // Curves are cumulative: never decreasing.
        const auto curves = cot.curves(offers, 8, 0.5, 24, 48);
        QVERIFY(curves.ok());
        for (const CostCurve& c : curves.value()) {
            QCOMPARE(c.points.size(), 49);
            for (int i = 1; i < c.points.size(); ++i)
                QVERIFY(c.points[i - 1].cost.minor() <= c.points[i].cost.minor());
        }
    }

    // Monthly 4,000 against yearly 40,000 per GPU, billed in whole periods, need by need: monthly for 1–10
    // months (10 months tie at 40,000 and the first offer is kept), yearly for 11–12, monthly again for 13–20
    // (52,000–80,000 against two years, 80,000), yearly for 21–24. No horizon enters the answer.
    void cheapestByNeed()
    {
        const PriceNormaliser n(m_fx, m_conv);
        const CostOverTime cot(n);
        const QList<TermOffer> offers{
            {RentalTerm::Monthly, term(400000, Currency::CNY, PriceUnit::GpuMonth), {}, {}},
            {RentalTerm::Yearly, term(4000000, Currency::CNY, PriceUnit::GpuYear), {}, {}}};
        const auto ranges = cot.cheapestByNeed(offers, 1, 1.0, 24);
        QCOMPARE(ranges.size(), 4);
        QCOMPARE(ranges[0].term, RentalTerm::Monthly);
        QCOMPARE(ranges[0].fromMonths, 1);
        QCOMPARE(ranges[0].toMonths, 10);
        QCOMPARE(ranges[1].term, RentalTerm::Yearly);
        QCOMPARE(ranges[1].fromMonths, 11);
        QCOMPARE(ranges[1].toMonths, 12);
        QCOMPARE(ranges[2].term, RentalTerm::Monthly);
        QCOMPARE(ranges[2].toMonths, 20);
        QCOMPARE(ranges[3].term, RentalTerm::Yearly);
        QCOMPARE(ranges[3].toMonths, 24);
        // The same needs give the same answer whatever the longest need asked about.
        const auto longer = cot.cheapestByNeed(offers, 1, 1.0, 60);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(longer[i].term, ranges[i].term);
            QCOMPARE(longer[i].toMonths, ranges[i].toMonths);
        }
        QVERIFY(CostOverTime::rangesStatement(ranges, 24).contains(QStringLiteral("11–12")));
    }

    // Research-based prices are consistent: per GPU-hour (VAT excluded) a reserved term is never dearer than
    // pay-as-you-go, spot never dearer than on-demand; every GPU with a market has hourly and monthly prices.
    // Units as Chinese quotes write them (review R19).
    void chineseUnits()
    {
        const struct
        {
            const char* text;
            PriceUnit unit;
        } cases[] = {{"卡时", PriceUnit::GpuHour},       {"元/卡时", PriceUnit::GpuHour},
                     {"元/卡/小时", PriceUnit::GpuHour}, {"元/台/月", PriceUnit::ServerMonth},
                     {"台/月", PriceUnit::ServerMonth},  {"/台/月", PriceUnit::ServerMonth},
                     {"卡/月", PriceUnit::GpuMonth},     {"元/台/天", PriceUnit::ServerDay},
                     {"台/日", PriceUnit::ServerDay},    {"元/卡/年", PriceUnit::GpuYear}};
        for (const auto& c : cases) {
            const auto u = priceUnitFromName(QString::fromUtf8(c.text));
            QVERIFY2(u && *u == c.unit, c.text);
        }
        QVERIFY(!priceUnitFromName(QString::fromUtf8("元/个")).has_value());
    }

    void referencePricesAreConsistent()
    {
        const ReferencePrices& r = ReferencePrices::shipped();
        const PriceNormaliser n(m_fx, m_conv);
        int checked = 0;
        for (const GpuModel& g : GpuCatalog::shipped().gpus()) {
            for (const QString& region : {QStringLiteral("China"), QStringLiteral("global")}) {
                auto exact = [&](RentalTerm t) -> std::optional<double> {
                    for (const ReferencePrice& p : r.prices())
                        if (p.gpuId == g.id && p.term == t && p.region == region)
                            return n.perGpuHourExVatExact(p.price, Currency::CNY)->toDouble();
                    return std::nullopt;
                };
                const auto hourly = exact(RentalTerm::Hourly);
                if (!hourly)
                    continue;
                ++checked;
                const auto monthly = exact(RentalTerm::Monthly);
                QVERIFY2(monthly, qPrintable(g.id + QLatin1Char(' ') + region));
                QVERIFY2(*monthly <= *hourly + 1e-9, qPrintable(g.id + QLatin1Char(' ') + region));
                if (const auto yearly = exact(RentalTerm::Yearly))
                    QVERIFY2(*yearly <= *monthly + 1e-9, qPrintable(g.id + QLatin1Char(' ') + region));
                if (const auto spot = exact(RentalTerm::Spot))
                    QVERIFY2(*spot <= *hourly + 1e-9, qPrintable(g.id + QLatin1Char(' ') + region));
            }
        }
        QVERIFY(checked >= 40);
        // The GPUs that had no price before: H200, B200, H20, L20.
        for (const char* id : {"h200-sxm-141g", "b200-180g", "h20-96g", "l20"}) {
            QVERIFY2(r.find(QString::fromLatin1(id), RentalTerm::Hourly), id);
            QVERIFY2(r.find(QString::fromLatin1(id), RentalTerm::Monthly), id);
        }
    }

    void deadlineAndCheapestTerm()
    {
        const PriceNormaliser n(m_fx, m_conv);
        const CostOverTime cot(n);
        PriceTerm spot = term(1000, Currency::CNY, PriceUnit::GpuHour);
        spot.spot = true;
        spot.spotDiscountBasisPoints = 4000;
        spot.interruptionOverheadBasisPoints = 1500; // as stated by the user (cost --interruption 15)
        const QList<TermOffer> offers{
            {RentalTerm::Hourly, term(1000, Currency::CNY, PriceUnit::GpuHour), {}, {}},
            {RentalTerm::Spot, spot, {}, {}}};
        const auto relaxed = cot.jobCosts(offers, 8, 100, 200);
        QCOMPARE(relaxed.size(), 2);
        QVERIFY(relaxed[1].meetsDeadline);
        QVERIFY(relaxed[1].cost.totalExVat < relaxed[0].cost.totalExVat);
        const auto tight = cot.jobCosts(offers, 8, 100, 110); // spot needs 115 h
        QVERIFY(tight[0].meetsDeadline);
        QVERIFY(!tight[1].meetsDeadline);
    }

    // China's billing terms (market-facts.md, "China's billing terms"), each total by hand.
    void weeklyPaysWholeWeeks()
    {
        const PriceNormaliser n(m_fx, m_conv);
        // 包周: one 8-GPU server at ¥12,000 per server-week, no VAT. A 10-day job (240 h) spans 240 / 168 =
        // 1.43 weeks and pays two: 2 × ¥12,000 = ¥24,000.
        PriceTerm t = term(1200000, Currency::CNY, PriceUnit::ServerWeek);
        QCOMPARE(t.billing, Billing::Week);
        auto c = n.jobCost(t, 8, 240);
        QVERIFY(c.ok());
        QCOMPARE(c->billedPeriods, 2.0);
        QCOMPARE(c->totalExVat.minor(), qint64(2400000));
        QVERIFY2(c->explanation.contains(QStringLiteral("2 week")), qPrintable(c->explanation));
        // Per GPU-hour: ¥12,000 / 8 / 168 = ¥8.928… → ¥8.93.
        QCOMPARE(n.perGpuHourExVat(t)->minor(), qint64(893));
        // Read as a Chinese quote writes it.
        QCOMPARE(priceUnitFromName(QStringLiteral("元/台/周")), std::optional(PriceUnit::ServerWeek));
        QCOMPARE(billingFromName(QStringLiteral("按周")), std::optional(Billing::Week));
    }

    void perMinuteDeduction()
    {
        const PriceNormaliser n(m_fx, m_conv);
        // ¥6.00 per GPU-hour deducted per minute: 10 h 0.5 min = 601 billed minutes for each of 2 GPUs:
        // 2 × 601 / 60 × ¥6.00 = ¥120.20. Per hour it would be 11 h: ¥132.00; per second ¥120.10.
        PriceTerm t = term(600, Currency::CNY, PriceUnit::GpuHour);
        t.billing = Billing::Minute;
        QCOMPARE(n.jobCost(t, 2, 10 + 0.5 / 60)->totalExVat.minor(), qint64(12020));
        t.billing = Billing::Hour;
        QCOMPARE(n.jobCost(t, 2, 10 + 0.5 / 60)->totalExVat.minor(), qint64(13200));
        t.billing = Billing::Second;
        QCOMPARE(n.jobCost(t, 2, 10 + 0.5 / 60)->totalExVat.minor(), qint64(12010));
        QCOMPARE(billingFromName(QStringLiteral("按分钟")), std::optional(Billing::Minute));
    }

    void savingsPlanBillsItsCommitment()
    {
        const PriceNormaliser n(m_fx, m_conv);
        // 节省计划: ¥5.00 per GPU-hour for 8 GPUs, committed for one year: 8 × ¥5.00 × 8,760 h = ¥350,400.00
        // whether the job runs 500 h (8 × 500 × ¥5 = ¥20,000 of use) or not.
        PriceTerm t = term(500, Currency::CNY, PriceUnit::GpuHour);
        t.commitmentYears = 1;
        auto c = n.jobCost(t, 8, 500);
        QVERIFY(c.ok());
        QVERIFY(c->commitmentApplied);
        QCOMPARE(c->totalExVat.minor(), qint64(35040000));
        QVERIFY2(c->explanation.contains(QStringLiteral("8,760")), qPrintable(c->explanation));
        // An explicit commitment of ¥30.00 an hour for three years: 30 × 26,280 = ¥788,400.00.
        t.commitmentYears = 3;
        t.commitmentPerHour = Money(3000, Currency::CNY);
        QCOMPARE(n.jobCost(t, 8, 500)->totalExVat.minor(), qint64(78840000));
        // Longer than the commitment's worth of use: the use is billed (8 × 9,000 h × ¥5 = ¥360,000 >
        // ¥350,400).
        t.commitmentYears = 1;
        t.commitmentPerHour = Money();
        auto longer = n.jobCost(t, 8, 9000);
        QVERIFY(!longer->commitmentApplied);
        QCOMPARE(longer->totalExVat.minor(), qint64(36000000));
        // Bad terms: two years; a commitment on spot; an amount without its term.
        t.commitmentYears = 2;
        QCOMPARE(t.validate().error().where, QStringLiteral("commitment_years"));
        t.commitmentYears = 1;
        t.spot = true;
        QCOMPARE(t.validate().error().where, QStringLiteral("commitment_years"));
        t.spot = false;
        t.commitmentYears = 0;
        t.commitmentPerHour = Money(3000, Currency::CNY);
        QCOMPARE(t.validate().error().where, QStringLiteral("commitment_years"));
    }

    // The expected spot run (PriceTerm.h, spotRun), by hand for one case: 4 servers of 8 GPUs, 200 h of work,
    // 20 % of servers pre-empted a month (λ₁ = −ln 0.8 / 730 h = 3.0568e-4 per hour, λ = 4 λ₁ = 1.22272e-3),
    // 1 h protection (阿里云's default), no notice: each life of the job makes 1 + 1/λ − 0.5 = 818.35 h of
    // progress, so n = 200 / 818.35 = 0.24439 pre-emptions, each costing 0.5 h lost + 0.25 h restart:
    // 200.1833 h.
    void spotExpectedRun()
    {
        PriceTerm t = term(300, Currency::CNY, PriceUnit::GpuHour);
        t.spot = true;
        t.spotProtectionHours = 1;
        auto r = spotRun(t, 200, 4, m_conv);
        QVERIFY(r.ok());
        QVERIFY2(std::abs(r->interruptions - 0.24439) < 1e-4, qPrintable(QString::number(r->interruptions)));
        QVERIFY2(std::abs(r->runHours - 200.1833) < 1e-3, qPrintable(QString::number(r->runHours)));
        QVERIFY(r->basis.contains(QStringLiteral("no notice")));
        // With 火山引擎's 5-minute notice a checkpoint is written first: only the restart is lost.
        t.spotNoticeMinutes = 5;
        auto noticed = spotRun(t, 200, 4, m_conv);
        const double life = 1 + 730 / (4 * -std::log(0.8));
        QVERIFY(std::abs(noticed->runHours - (200 + 200 / life * 0.25)) < 1e-9);
        // A job shorter than the protection period is never pre-empted.
        t.spotProtectionHours = 300;
        QCOMPARE(spotRun(t, 200, 4, m_conv)->runHours, 200.0);
        // A stated overhead wins: 15 % more.
        t.interruptionOverheadBasisPoints = 1500;
        QCOMPARE(spotRun(t, 200, 4, m_conv)->runHours, 230.0);
        // So many servers that the job never holds long enough: refused, not priced.
        t.interruptionOverheadBasisPoints.reset();
        t.spotProtectionHours = 0;
        t.spotNoticeMinutes = 0;
        Conventions risky = m_conv;
        risky.spot.monthlyInterruptionShare = 0.999;
        auto never = spotRun(t, 200, 2000, risky);
        QVERIFY(!never.ok());
        QCOMPARE(never.error().field, QStringLiteral("spot"));
        // The job cost bills the expected run: 4 servers × 8 GPUs × ceil(200.1833) = 201 h × ¥3.00.
        t.spotProtectionHours = 1;
        const PriceNormaliser n(m_fx, m_conv);
        auto c = n.jobCost(t, 32, 200);
        QCOMPARE(c->totalExVat.minor(), qint64(32 * 201 * 300));
        QCOMPARE(c->interruptions, 0);
        QVERIFY(!c->spotBasis.isEmpty());
    }

    void buying()
    {
        BuyTerms b;
        b.serverPrice = Money::fromMajor(1500000, Currency::CNY);
        b.vatIncluded = true;
        b.vatBasisPoints = 1300;
        b.gpusPerServer = 8;
        b.powerKw = 10.2;
        b.pue = 1.3;
        b.electricityPerKwh = Money(63, Currency::CNY);
        b.opsPerServerMonth = Money::fromMajor(3000, Currency::CNY);
        b.depreciationYears = 5;
        b.residualBasisPoints = 1000;
        b.capitalRateBasisPoints = 0; // first without the cost of capital
        const PriceNormaliser n(m_fx, m_conv);
        const BuyModel model(b, n);
        // (1,500,000 / 1.13 × 0.9) / (5 × 8,760 × 0.7) / 8 + 10.2 × 1.3 × 0.63 / 8 + 3,000 / (730 × 0.7) / 8
        // = 6.6488
        QCOMPARE(model.perGpuHour(0.7)->minor(), qint64(665));
        // One server, one month fully used: 1,327,433.628 + 3,000 + 10.2 × 1.3 × 730 h × 0.63 (6,098.274).
        QCOMPARE(model.cumulative(1, 730, 730)->minor(), qint64(133653190));
        QVERIFY(!model.perGpuHour(0).ok());
        // With a 5% cost of capital on the average money tied up: (1,327,433.63 + 132,743.36) ÷ 2 × 0.05 =
        // 36,504.42 a year ÷ (8,760 × 0.7 = 6,132 h) ÷ 8 = 0.7441 more per GPU-hour: 6.6488 + 0.7441
        // = 7.3929.
        BuyTerms withCapital = b;
        withCapital.capitalRateBasisPoints = 500;
        QCOMPARE(BuyModel(withCapital, n).perGpuHour(0.7)->minor(), qint64(739));
        // The formula names the month in force: 730 h by default, 720 h with 30-day months.
        QVERIFY(model.explanation(0.7).contains(QStringLiteral("(730 h × 0.7)")));
        Conventions thirty = m_conv;
        thirty.hoursPerMonth = 720;
        const PriceNormaliser n720(m_fx, thirty);
        QVERIFY2(BuyModel(b, n720).explanation(0.7).contains(QStringLiteral("(720 h × 0.7)")),
                 qPrintable(BuyModel(b, n720).explanation(0.7)));
        // The defaults are visible and not zero: buying is never free to run.
        QCOMPARE(BuyTerms().opsPerServerMonth.minor(), qint64(300000));
        QCOMPARE(BuyTerms().capitalRateBasisPoints, 500);
        BuyTerms bad = b;
        bad.pue = 0.5;
        QCOMPARE(BuyModel(bad, n).perGpuHour(0.7).error().field, QStringLiteral("pue"));
        // Buying against a yearly rental of 714,000 a server-year: for one year's need renting is cheaper;
        // for five years (3.16M of rent against 1.33M + 5 years of running costs) buying is.
        const QList<TermOffer> offers{
            {RentalTerm::Yearly, term(71400000, Currency::CNY, PriceUnit::ServerYear, 600, true), {}, {}},
            {RentalTerm::Buy, PriceTerm(), b, {}}};
        QCOMPARE(*CostOverTime(n).forNeed(offers, 8, 12, 1.0)->cheapest, RentalTerm::Yearly);
        QCOMPARE(*CostOverTime(n).forNeed(offers, 8, 60, 1.0)->cheapest, RentalTerm::Buy);
        // When renting wins, buying is not named among "the other terms" as a way to rent: its figure is the
        // cash paid out, and it says so (zh-review-4 D16).
        const QString oneYear = CostOverTime(n).forNeed(offers, 8, 12, 1.0)->statement;
        QVERIFY2(oneYear.contains(QStringLiteral("buying the servers (cash outlay) ")), qPrintable(oneYear));
        QVERIFY2(!oneYear.contains(rentalTermLabel(RentalTerm::Buy)), qPrintable(oneYear));
    }

    void referencePrices()
    {
        const ReferencePrices& r = ReferencePrices::shipped();
        QVERIFY(r.prices().size() >= 20);
        for (const ReferencePrice& p : r.prices()) {
            QVERIFY2(!p.source.isEmpty() && !p.date.isEmpty() && !p.verification.isEmpty(),
                     qPrintable(p.gpuId));
            if (p.term != RentalTerm::Buy)
                QVERIFY(p.price.validate().ok());
        }
        // MIT Technology Review (2025): an 8 × H100 server rents for ¥75,000 a month in China = ¥9,375 a
        // card.
        const ReferencePrice* h100 = r.find(QStringLiteral("h100-sxm-80g"), RentalTerm::Monthly);
        QVERIFY(h100);
        QCOMPARE(h100->price.price.minor(), qint64(937500));
        QCOMPARE(h100->region, QStringLiteral("China"));
        // AutoDL lists the A100-SXM at ¥7.03 per card-hour (2026-09): the 2023 level of ¥10 is gone.
        QCOMPARE(r.find(QStringLiteral("a100-sxm-80g"), RentalTerm::Hourly, QStringLiteral("China"))
                     ->price.price.minor(),
                 qint64(703));
        const ReferencePrice* global =
            r.find(QStringLiteral("h100-sxm-80g"), RentalTerm::Hourly, QStringLiteral("global"));
        QCOMPARE(global->price.price.currency(), Currency::USD);
        QVERIFY(r.find(QStringLiteral("h200-sxm-141g"), RentalTerm::Buy));
        auto bad = ReferencePrices::fromCsv(
            QStringLiteral("gpu_id,term,price,currency,unit,gpus_per_server,vat_included,"
                           "vat_percent,billing,region,server_kw,source,date,verification,note,source_zh\n"
                           "x,monthly,-5,CNY,gpu-month,8,no,0,month,China,,s,2026,u,,\n"),
            QStringLiteral("p.csv"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().where, QStringLiteral("p.csv line 2, column 3 (price)"));
    }
};

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
