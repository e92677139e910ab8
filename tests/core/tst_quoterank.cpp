#include "catalog/ModelCatalog.h"
#include "planner/QuoteRanking.h"
#include "util/Language.h"

#include <QTest>

#include <cmath>

using namespace gpuplan;

// Quotes weighed for one job. Times come from the planning model (tested in tst_time); every cost below is
// computed by hand from the run time the evaluation reports, with the quote's terms written out.
class TestQuoteRank : public QObject
{
    Q_OBJECT
    FxTable m_fx = FxTable::shipped(); // 1 USD = 7.10 CNY
    PriceNormaliser m_norm{m_fx, Conventions{}};

    static Quote quote(qint64 id, const char* gpu, int gpn, int servers, qint64 priceMinor, Currency c,
                       PriceUnit unit, bool vatIncluded, int vatBp, Billing billing)
    {
        Quote q;
        q.id = id;
        q.provider = QStringLiteral("P%1").arg(id);
        q.gpuId = QString::fromLatin1(gpu);
        q.gpusPerServer = gpn;
        q.servers = servers;
        q.price.price = Money(priceMinor, c);
        q.price.unit = unit;
        q.price.gpusPerServer = gpn;
        q.price.vatIncluded = vatIncluded;
        q.price.vatBasisPoints = vatBp;
        q.price.billing = billing;
        q.server.networkKind = QStringLiteral("ib");
        return q;
    }

    static QuoteJob job13bLora()
    {
        QuoteJob j;
        j.workload = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-13b")).value(), Method::Lora);
        j.workload.tokens = 2e8;
        j.deadlineHours = 21 * 24; // three weeks
        return j;
    }

    static const QuoteEvaluation& byId(const QList<QuoteEvaluation>& list, qint64 id)
    {
        for (const QuoteEvaluation& e : list)
            if (e.quote.id == id)
                return e;
        qFatal("quote %lld missing", id);
    }

    static qint64 cents(double v) { return qint64(std::llround(v * 100)); }

private slots:
    // zh-review-4 D1: a quote that states no VAT rate is neither "incl." nor "ex VAT" — the same ¥6,240.51
    // was shown as 不含税 in one column and （含税） in the next. Its cost to the buyer is the price as
    // quoted, and says so in both languages; a stated rate keeps its basis.
    void unstatedVatRateIsAsQuoted()
    {
        JobCost cost;
        cost.totalExVat = Money(624051, Currency::CNY);
        cost.totalIncVat = Money(624051, Currency::CNY);
        Quote q;
        q.invoiceType = QStringLiteral("special");
        for (TaxStatus status : {TaxStatus::General, TaxStatus::SmallScale, TaxStatus::Outside}) {
            const BuyerCost b = buyerCost(cost, q, status, QStringLiteral("en"));
            QVERIFY(!b.rateStated);
            const QString text = buyerCostText(b, QStringLiteral("en"));
            QVERIFY2(text.contains(QStringLiteral("as quoted")) &&
                         !text.contains(QStringLiteral("incl. VAT")) &&
                         !text.contains(QStringLiteral("ex VAT")),
                     qPrintable(text));
            QVERIFY2(b.basis.startsWith(QStringLiteral("As quoted")), qPrintable(b.basis));
            const QString zh =
                buyerCostText(buyerCost(cost, q, status, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
            QVERIFY2(zh.contains(QStringLiteral("按报价原额")) && !zh.contains(QStringLiteral("含税")),
                     qPrintable(zh));
        }
        // The rate stated: a general taxpayer with a special invoice deducts it (ex VAT).
        q.price.vatBasisPoints = 600;
        const BuyerCost stated = buyerCost(cost, q, TaxStatus::General, QStringLiteral("en"));
        QVERIFY(stated.rateStated);
        QVERIFY(!stated.vatIncluded);
        QVERIFY(buyerCostText(stated, QStringLiteral("en")).contains(QStringLiteral("ex VAT")));
    }

    void termsAndRanking()
    {
        QList<Quote> quotes;
        // 1. A yearly quote for a three-week job: 8 × RTX 4090 at ¥7,500 per GPU-year incl. 6% VAT — the
        // whole
        //    year is billed: 8 × 7,500 ÷ 1.06 = ¥56,603.77.
        quotes << quote(1, "rtx-4090", 8, 1, 750000, Currency::CNY, PriceUnit::GpuYear, true, 600,
                        Billing::Year);
        // 2. A monthly quote with a 3-month minimum: one 8 × H100 server at ¥68,000 per server-month incl. 6%
        //    VAT: 3 × 68,000 ÷ 1.06 = ¥192,452.83.
        Quote monthly = quote(2, "h100-sxm-80g", 8, 1, 6800000, Currency::CNY, PriceUnit::ServerMonth, true,
                              600, Billing::Month);
        monthly.price.minimumPeriods = 3;
        monthly.price.deposit = Money(2000000, Currency::CNY);
        quotes << monthly;
        // 3. An hourly quote billed per started hour: 8 × A800 at ¥9.50 per GPU-hour incl. 6% VAT, 2 servers
        //    offered.
        quotes << quote(3, "a800-sxm-80g", 8, 2, 950, Currency::CNY, PriceUnit::GpuHour, true, 600,
                        Billing::Hour);
        // 4. A spot quote: 8 × A100 at ¥6.00 per GPU-hour ex VAT, 15% more run time for pre-emptions.
        Quote spot =
            quote(4, "a100-sxm-80g", 8, 1, 600, Currency::CNY, PriceUnit::GpuHour, false, 0, Billing::Hour);
        spot.price.spot = true;
        quotes << spot;
        // 5. A USD quote: 8 × H100 at $2.50 per GPU-hour ex VAT, billed per second, at 7.10 CNY per USD.
        quotes << quote(5, "h100-sxm-80g", 8, 1, 250, Currency::USD, PriceUnit::GpuHour, false, 0,
                        Billing::Second);
        // 6. GPUs too small: one T4 (16 GB) cannot hold a 13B model's 16-bit weights.
        quotes << quote(6, "t4", 1, 1, 100, Currency::CNY, PriceUnit::GpuHour, false, 0, Billing::Hour);
        // 7. Two RTX 4090 in one server, at ¥1.98 per GPU-hour incl. VAT: slow, but within three weeks.
        quotes << quote(7, "rtx-4090", 2, 1, 198, Currency::CNY, PriceUnit::GpuHour, true, 600,
                        Billing::Hour);

        auto r = rankQuotes(job13bLora(), quotes, GpuCatalog::shipped(), m_norm);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        const QList<QuoteEvaluation>& list = r.value();
        QCOMPARE(list.size(), 7);

        const QuoteEvaluation& yearly = byId(list, 1);
        QCOMPARE(yearly.verdict, QuoteVerdict::Fits);
        QCOMPARE(yearly.cost->totalExVat.minor(), cents(8 * 7500 / 1.06));
        QVERIFY(yearly.runHours < 21 * 24);

        const QuoteEvaluation& m = byId(list, 2);
        QCOMPARE(m.verdict, QuoteVerdict::Fits);
        QVERIFY(m.cost->minimumApplied);
        QCOMPARE(m.cost->totalExVat.minor(), cents(3 * 68000 / 1.06));
        QCOMPARE(m.cost->depositShown.minor(), qint64(2000000)); // shown apart, not in the total
        QVERIFY(m.reason.contains(QStringLiteral("20,000.00")));

        const QuoteEvaluation& hourly = byId(list, 3);
        QCOMPARE(hourly.verdict, QuoteVerdict::Fits);
        QCOMPARE(hourly.serversUsed, 1); // one of the two servers is cheaper and in time
        QVERIFY(hourly.partial);
        QCOMPARE(hourly.cost->totalExVat.minor(), cents(std::ceil(hourly.runHours) * 8 * 9.50 / 1.06));

        const QuoteEvaluation& s = byId(list, 4);
        QCOMPARE(s.verdict, QuoteVerdict::Fits);
        // The expected spot run, by hand: one server pre-empted at the default 20 % a month, a rate of
        // λ = −ln(0.8) / 730 h; no protection and no notice, so each pre-emption loses half the 1 h
        // checkpoint interval and 0.25 h of restart. A life of the job makes 1/λ − 0.5 h of progress.
        const double life = 730 / -std::log(0.8) - 0.5; // 3,270.94 h
        const double expected = s.time.wallHours + s.time.wallHours / life * 0.75;
        QVERIFY2(std::abs(s.runHours - expected) < 1e-9, qPrintable(QString::number(s.runHours)));
        QVERIFY(s.runHours > s.time.wallHours);
        QCOMPARE(s.cost->totalExVat.minor(), cents(std::ceil(s.runHours) * 8 * 6.00));

        const QuoteEvaluation& usd = byId(list, 5);
        QCOMPARE(usd.verdict, QuoteVerdict::Fits);
        const double usdTotal = std::ceil(usd.runHours * 3600) / 3600 * 8 * 2.50 * 7.10;
        QVERIFY2(std::abs(usd.cost->totalExVat.minor() - cents(usdTotal)) <= 1,
                 qPrintable(QString::number(usd.cost->totalExVat.minor()) + QLatin1Char(' ') +
                            QString::number(usdTotal)));

        const QuoteEvaluation& t4 = byId(list, 6);
        QCOMPARE(t4.verdict, QuoteVerdict::CannotRun);
        QVERIFY(!t4.cost);
        QVERIFY2(t4.reason.contains(QStringLiteral("GiB short")), qPrintable(t4.reason));

        // The ranking: runnable quotes by what the buyer pays (after the input VAT it can credit), then those
        // that miss the deadline, then those that cannot run.
        for (int i = 1; i < list.size(); ++i) {
            QVERIFY(int(list[i - 1].verdict) <= int(list[i].verdict));
            if (list[i - 1].verdict == list[i].verdict && list[i - 1].buyer && list[i].buyer)
                QVERIFY(list[i - 1].buyer->amount.minor() <= list[i].buyer->amount.minor());
        }
        QCOMPARE(list.last().quote.id, qint64(6));
        const QuoteEvaluation& two = byId(list, 7);
        QCOMPARE(two.verdict, QuoteVerdict::Fits);
        QCOMPARE(two.cost->totalExVat.minor(), cents(std::ceil(two.runHours) * 2 * 1.98 / 1.06));
        // The cheap-looking yearly 4090 quote (¥0.81 per GPU-hour normalised) is not the cheapest for this
        // job.
        QVERIFY(list.first().quote.id != 1);
    }

    // Too few GPUs for the deadline: two RTX 4090 need more than the 10 hours allowed.
    void deadline()
    {
        QuoteJob j = job13bLora();
        j.deadlineHours = 10;
        const QList<Quote> quotes{
            quote(7, "rtx-4090", 2, 1, 198, Currency::CNY, PriceUnit::GpuHour, true, 600, Billing::Hour)};
        auto r = rankQuotes(j, quotes, GpuCatalog::shipped(), m_norm);
        QVERIFY(r.ok());
        const QuoteEvaluation& e = r->first();
        QCOMPARE(e.verdict, QuoteVerdict::MissesDeadline);
        QVERIFY(e.runHours > j.deadlineHours);
        const QString days = QString::number((e.runHours - j.deadlineHours) / 24.0, 'f', 1);
        QVERIFY2(e.reason.contains(days), qPrintable(e.reason + QStringLiteral(" / ") + days));
        // Without a deadline it fits.
        j.deadlineHours = 0;
        QCOMPARE(rankQuotes(j, quotes, GpuCatalog::shipped(), m_norm)->first().verdict, QuoteVerdict::Fits);
    }

    // A quote whose servers arrive later than the job can wait (issue 19): the job starts on delivery. The
    // same 8 × H100 monthly quote, one delivered today and one in 25 days, for a job with a three-week
    // deadline that runs well under three weeks: the second misses it by 25 + run days − 21.
    void deliveryDateAgainstTheDeadline()
    {
        QuoteJob j = job13bLora();
        j.today = QDate(2026, 12, 1);
        Quote now = quote(1, "h100-sxm-80g", 8, 1, 6800000, Currency::CNY, PriceUnit::ServerMonth, false, 0,
                          Billing::Month);
        Quote late = now;
        late.id = 2;
        late.deliveryDate = QDate(2026, 12, 26);
        Quote soon = now;
        soon.id = 3;
        soon.deliveryDate = QDate(2026, 12, 3);
        auto r = rankQuotes(j, {now, late, soon}, GpuCatalog::shipped(), m_norm);
        QVERIFY(r.ok());
        const QuoteEvaluation& a = byId(*r, 1);
        const QuoteEvaluation& b = byId(*r, 2);
        const QuoteEvaluation& c = byId(*r, 3);
        QCOMPARE(a.verdict, QuoteVerdict::Fits);
        QVERIFY(a.runHours < 21 * 24 && a.runHours > 0);
        QCOMPARE(b.verdict, QuoteVerdict::MissesDeadline);
        const QString late_by = QString::number((25 * 24 + b.runHours - 21 * 24) / 24.0, 'f', 1);
        QVERIFY2(b.reason.contains(QStringLiteral("2026-12-26")) && b.reason.contains(late_by),
                 qPrintable(b.reason + QStringLiteral(" / ") + late_by));
        QCOMPARE(c.verdict, QuoteVerdict::Fits);
        QVERIFY2(c.reason.contains(QStringLiteral("2026-12-03")), qPrintable(c.reason));
        {
            // A date inside a Chinese sentence is written as Chinese writes it (zh-review-5 E23: "交付日期
            // 2026-12-14，距今 9 天" in a table cell).
            const Language::Scope zh(QStringLiteral("zh_CN"));
            auto inChinese = rankQuotes(j, {soon}, GpuCatalog::shipped(), m_norm);
            QVERIFY2(inChinese->first().reason.contains(QStringLiteral("交付日期 2026年12月3日，距今 2 天")),
                     qPrintable(inChinese->first().reason));
        }
        // The late one is ranked after both that meet the deadline.
        QCOMPARE(r->last().quote.id, qint64(2));
        // Without a deadline it fits, the date still said.
        j.deadlineHours = 0;
        QCOMPARE(byId(*rankQuotes(j, {late}, GpuCatalog::shipped(), m_norm), 2).verdict, QuoteVerdict::Fits);
    }

    // An offer past its validity binds no one (ux-4: a quote valid until 2026-11-30, weighed on 2026-12-02,
    // was "can finish on time and within budget"): expired, ranked after every quote that is still on offer,
    // even a dearer one that misses the deadline; a quote valid until today is still on offer.
    void expiredQuotesAreNeverViable()
    {
        QuoteJob j = job13bLora();
        j.today = QDate(2026, 12, 2);
        Quote expired = quote(1, "h100-sxm-80g", 8, 1, 6800000, Currency::CNY, PriceUnit::ServerMonth, false,
                              0, Billing::Month);
        expired.validUntil = QDate(2026, 11, 30);
        Quote today = expired;
        today.id = 2;
        today.validUntil = QDate(2026, 12, 2);
        Quote late = expired;
        late.id = 3;
        late.validUntil = QDate();
        late.deliveryDate = QDate(2026, 12, 30); // misses the three-week deadline
        auto r = rankQuotes(j, {expired, today, late}, GpuCatalog::shipped(), m_norm);
        QVERIFY(r.ok());
        QCOMPARE(byId(*r, 1).verdict, QuoteVerdict::Expired);
        QVERIFY2(byId(*r, 1).reason.contains(QStringLiteral("2026-11-30")), qPrintable(byId(*r, 1).reason));
        QCOMPARE(byId(*r, 2).verdict, QuoteVerdict::Fits);
        QCOMPARE(byId(*r, 3).verdict, QuoteVerdict::MissesDeadline);
        QCOMPARE(r->at(0).quote.id, qint64(2));
        QCOMPARE(r->at(1).quote.id, qint64(3));
        QCOMPARE(r->at(2).quote.id, qint64(1));
        QCOMPARE(quoteVerdictName(QuoteVerdict::Expired), QStringLiteral("expired"));
    }

    // A weekly quote for a job of about ten days pays whole weeks, and a savings plan its whole commitment
    // (issue 19): both computed by hand from the run time the evaluation reports.
    void weeklyAndSavingsPlanQuotes()
    {
        QuoteJob j = job13bLora();
        Quote weekly =
            quote(1, "rtx-4090", 8, 1, 120000, Currency::CNY, PriceUnit::ServerWeek, false, 0, Billing::Week);
        Quote plan =
            quote(2, "rtx-4090", 8, 1, 150, Currency::CNY, PriceUnit::GpuHour, false, 0, Billing::Hour);
        plan.price.commitmentYears = 1;
        auto r = rankQuotes(j, {weekly, plan}, GpuCatalog::shipped(), m_norm);
        QVERIFY(r.ok());
        const QuoteEvaluation& w = byId(*r, 1);
        const QuoteEvaluation& p = byId(*r, 2);
        QCOMPARE(quoteTerm(w.quote), RentalTerm::Weekly);
        QCOMPARE(quoteTerm(p.quote), RentalTerm::SavingsPlan);
        const double weeks = std::ceil(w.runHours / 168 - 1e-9);
        QCOMPARE(w.cost->totalExVat.minor(), qint64(weeks * 120000));
        // 8 GPUs × ¥1.50 × 8,760 h = ¥105,120.00, whatever the run.
        QVERIFY(p.cost->commitmentApplied);
        QCOMPARE(p.cost->totalExVat.minor(), qint64(10512000));
        QVERIFY2(p.reason.contains(QStringLiteral("savings plan")), qPrintable(p.reason));
    }

    // What a quote really costs the buyer (issue 19; the rule is in ../shared/data/market-facts.md, "VAT:
    // what a buyer in China can deduct"): two quotes at the same ¥70,000 per 8-GPU server-month including 6 %
    // VAT, one with a special VAT invoice (专票), one with an ordinary invoice (普票). The job fits in one
    // month on one server, billed one month: ¥70,000 including VAT, 70,000 / 1.06 = ¥66,037.74 excluding it.
    void vatAsTheBuyerPaysIt()
    {
        Quote special = quote(1, "h100-sxm-80g", 8, 1, 7000000, Currency::CNY, PriceUnit::ServerMonth, true,
                              600, Billing::Month);
        special.invoiceType = QStringLiteral("special");
        Quote ordinary = special;
        ordinary.id = 2;
        ordinary.provider = QStringLiteral("P2");
        ordinary.invoiceType = QStringLiteral("ordinary");
        Quote unstated = special;
        unstated.id = 3;
        unstated.provider = QStringLiteral("P3");
        unstated.invoiceType.clear();
        const QList<Quote> quotes{ordinary, unstated, special};

        // A general taxpayer deducts the special invoice's VAT: that quote is ¥3,962.26 cheaper and first.
        QuoteJob general = job13bLora();
        auto g = rankQuotes(general, quotes, GpuCatalog::shipped(), m_norm);
        QVERIFY(g.ok());
        QCOMPARE(g->first().quote.id, qint64(1));
        QCOMPARE(byId(*g, 1).buyer->amount.minor(), cents(66037.74));
        QVERIFY(!byId(*g, 1).buyer->vatIncluded);
        QCOMPARE(byId(*g, 2).buyer->amount.minor(), cents(70000.00));
        QVERIFY(byId(*g, 2).buyer->vatIncluded);
        QCOMPARE(byId(*g, 2).buyer->amount.minor() - byId(*g, 1).buyer->amount.minor(), cents(3962.26));
        // An invoice type not stated is taken as not deductible, and the basis says so.
        QCOMPARE(byId(*g, 3).buyer->amount.minor(), cents(70000.00));
        QVERIFY(byId(*g, 3).buyer->basis.contains(QStringLiteral("not stated")));
        // Both figures stay: the price without VAT is the same for all three.
        for (const QuoteEvaluation& e : *g)
            QCOMPARE(e.cost->totalExVat.minor(), cents(66037.74));

        // A small-scale taxpayer deducts nothing: all three cost ¥70,000.00.
        QuoteJob small = job13bLora();
        small.taxStatus = TaxStatus::SmallScale;
        auto sm = rankQuotes(small, quotes, GpuCatalog::shipped(), m_norm);
        QVERIFY(sm.ok());
        for (const QuoteEvaluation& e : *sm) {
            QCOMPARE(e.buyer->amount.minor(), cents(70000.00));
            QVERIFY(e.buyer->basis.contains(QStringLiteral("small-scale")));
        }
        QCOMPARE(taxStatusFromName(QStringLiteral("小规模纳税人")),
                 std::optional<TaxStatus>(TaxStatus::SmallScale));
        QVERIFY(!taxStatusFromName(QStringLiteral("individual")));
    }

    void budget()
    {
        QuoteJob j = job13bLora();
        j.budget = Money::fromMajor(10000, Currency::CNY);
        QList<Quote> quotes{
            quote(1, "rtx-4090", 8, 1, 750000, Currency::CNY, PriceUnit::GpuYear, true, 600, Billing::Year)};
        quotes[0].invoiceType = QStringLiteral("special"); // a general taxpayer deducts its VAT
        const QuoteEvaluation e = rankQuotes(j, quotes, GpuCatalog::shipped(), m_norm)->first();
        QCOMPARE(e.verdict, QuoteVerdict::OverBudget);
        // 8 × 7,500 ÷ 1.06 = 56,603.77; 56,603.77 − 10,000 = 46,603.77 over.
        QVERIFY2(e.reason.contains(QStringLiteral("46,603.77")), qPrintable(e.reason));

        // zh-review-4 D4: the budget is held against the cost to the buyer, the money the ranking orders by.
        // The same quote on an ordinary invoice costs a general taxpayer the VAT too: 8 × 7,500 = ¥60,000.00,
        // over a ¥58,000 budget by ¥2,000.00, although its ex-VAT total (¥56,603.77) is under it.
        j.budget = Money::fromMajor(58000, Currency::CNY);
        quotes[0].invoiceType = QStringLiteral("ordinary");
        const QuoteEvaluation ordinary = rankQuotes(j, quotes, GpuCatalog::shipped(), m_norm)->first();
        QCOMPARE(ordinary.buyer->amount.minor(), cents(60000.00));
        QCOMPARE(ordinary.verdict, QuoteVerdict::OverBudget);
        // (The currency sign's place follows the test's locale; the figures do not.)
        QVERIFY2(ordinary.reason.contains(QStringLiteral("60,000.00")) &&
                     ordinary.reason.contains(QStringLiteral("by ")) &&
                     ordinary.reason.contains(QStringLiteral("2,000.00")),
                 qPrintable(ordinary.reason));
        quotes[0].invoiceType = QStringLiteral("special");
        QCOMPARE(rankQuotes(j, quotes, GpuCatalog::shipped(), m_norm)->first().verdict, QuoteVerdict::Fits);
    }

    void badInput()
    {
        QuoteJob j = job13bLora();
        j.deadlineHours = -1;
        QVERIFY(!rankQuotes(j, {}, GpuCatalog::shipped(), m_norm).ok());
        j.deadlineHours = 0;
        Quote unknown =
            quote(9, "no-such-gpu", 8, 1, 100, Currency::CNY, PriceUnit::GpuHour, false, 0, Billing::Hour);
        const QuoteEvaluation e = rankQuotes(j, {unknown}, GpuCatalog::shipped(), m_norm)->first();
        QCOMPARE(e.verdict, QuoteVerdict::CannotRun);
        QVERIFY(e.reason.contains(QStringLiteral("no-such-gpu")));
    }
};

QTEST_GUILESS_MAIN(TestQuoteRank)
#include "tst_quoterank.moc"
