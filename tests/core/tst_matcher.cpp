#include "catalog/ModelCatalog.h"
#include "planner/Matcher.h"

#include <QTest>

using namespace gpuplan;

// The year the tests judge in: a fixed date, never the clock, so that the newest-generation check is stable.
constexpr int kYear = 2026;

class TestMatcher : public QObject
{
    Q_OBJECT
    FxTable m_fx = FxTable::shipped();
    PriceNormaliser m_norm{m_fx, Conventions{}};
    Matcher m_matcher{GpuCatalog::shipped(), ReferencePrices::shipped(), m_norm};

    Workload seventyFull()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Full);
        w.tokens = 1e9;
        return w;
    }

private slots:
    void wholeCatalogSearch()
    {
        MatchConstraints c;
        c.top = 1000;
        c.sort = SortOrder::Fastest;
        auto r = m_matcher.match(seventyFull(), c, {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(r->considered > 50000);
        QVERIFY(r->feasible > 0);
        QVERIFY(!r->configurations.isEmpty());
        QCOMPARE(r->configurations.size(), r->paretoSize);
        double last = 0;
        for (const Configuration& cfg : r->configurations) {
            QVERIFY(cfg.memory.fits());
            QVERIFY(cfg.gpus() <= 64);
            QCOMPARE(cfg.parallel.gpus(), cfg.gpus());
            QVERIFY(cfg.time.wallHours >= last); // sorted fastest first
            last = cfg.time.wallHours;
            QVERIFY(!cfg.checks.isEmpty());
        }
        // Pareto: no returned configuration is faster, smaller and cheaper than another.
        for (const Configuration& a : r->configurations)
            for (const Configuration& b : r->configurations) {
                if (&a == &b || !a.cost || !b.cost)
                    continue;
                const bool dominates = a.time.wallHours < b.time.wallHours && a.gpus() <= b.gpus() &&
                                       a.cost->minor() <= b.cost->minor();
                QVERIFY(!dominates);
            }
        // A 70B full fine-tune fits one GPU only with offloading (the weights too, unless the GPU holds their
        // 138 GB: H200).
        for (const Configuration& cfg : r->configurations)
            QVERIFY(cfg.gpus() > 1 || cfg.parallel.offload == 2 ||
                    (cfg.parallel.offload == 1 && cfg.gpu->memoryGb > 138));
    }

    void constraintsAreHonoured()
    {
        MatchConstraints c;
        c.allowedGpuIds = {QStringLiteral("a100-sxm-80g")};
        c.deadlineHours = 100;
        c.top = 100;
        c.sort = SortOrder::FewestGpus;
        auto r = m_matcher.match(seventyFull(), c, {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(!r->configurations.isEmpty());
        int lastGpus = 0;
        for (const Configuration& cfg : r->configurations) {
            QCOMPARE(cfg.gpu->id, QStringLiteral("a100-sxm-80g"));
            QVERIFY(cfg.time.wallHours <= 100);
            QVERIFY(cfg.gpus() >= lastGpus);
            lastGpus = cfg.gpus();
        }
        c.deadlineHours = 0.01;
        auto none = m_matcher.match(seventyFull(), c, {}, kYear);
        QVERIFY(none.ok());
        QVERIFY(none->configurations.isEmpty());
    }

    void budgetAndTerm()
    {
        MatchConstraints c;
        c.budget = Money::fromMajor(200000, Currency::CNY);
        c.term = RentalTerm::Monthly;
        c.sort = SortOrder::Cheapest;
        c.top = 100;
        Workload w = seventyFull();
        auto r = m_matcher.match(w, c, {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(!r->configurations.isEmpty());
        qint64 last = 0;
        for (const Configuration& cfg : r->configurations) {
            QVERIFY(cfg.cost.has_value());
            QCOMPARE(*cfg.costTerm, RentalTerm::Monthly);
            QVERIFY(cfg.cost->minor() <= c.budget->minor());
            QVERIFY(cfg.cost->minor() >= last);
            last = cfg.cost->minor();
            QVERIFY(!cfg.costSource.isEmpty());
        }
        c.budget = Money::fromMajor(1, Currency::CNY);
        auto poor = m_matcher.match(w, c, {}, kYear);
        QVERIFY(poor->configurations.isEmpty());
        QVERIFY(poor->overBudget > 0);
    }

    void fixedLayout()
    {
        MatchConstraints c;
        c.layout.tp = 8;
        c.layout.pp = 1;
        c.layout.zero = 3;
        c.top = 100;
        auto r = m_matcher.match(seventyFull(), c, {}, kYear);
        QVERIFY(r.ok());
        for (const Configuration& cfg : r->configurations) {
            QCOMPARE(cfg.parallel.tp, 8);
            QCOMPARE(cfg.parallel.zero, 3);
        }
    }

    // The layout a practitioner would choose: no tensor parallelism for a 7B model that fits without it.
    void practitionersLayout()
    {
        Workload w = Workload::defaultsFor(ModelCatalog::shipped().find(QStringLiteral("llama-2-7b")).value(),
                                           Method::Full);
        w.tokens = 1e9;
        MatchConstraints c;
        c.allowedGpuIds = {QStringLiteral("h100-sxm-80g")};
        c.minGpus = 8;
        c.maxGpus = 8;
        auto r = m_matcher.match(w, c, {}, kYear);
        QVERIFY(r.ok());
        QCOMPARE(r->configurations.size(), 1);
        const Configuration& cfg = r->configurations.first();
        QCOMPARE(cfg.parallel.tp, 1);
        QCOMPARE(cfg.parallel.pp, 1);
        QVERIFY(cfg.parallel.zero < 3); // 8 × 80 GB hold a 7B model's states with ZeRO-1/2
    }

    // The README's 70B LoRA example used to rank 8 × RTX 4090 with ZeRO-3 first: every step gathers the
    // 138 GB of frozen weights over PCIe without peer-to-peer. Now that costs its time.
    void zero3OverPcieIsNotRecommended()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Lora);
        w.tokens = 5e8;
        MatchConstraints c;
        c.deadlineHours = 21 * 24;
        c.top = 100;
        auto r = m_matcher.match(w, c, {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(!r->configurations.isEmpty());
        for (const Configuration& cfg : r->configurations) {
            if (cfg.gpu->id.startsWith(QLatin1String("rtx-4090")) && cfg.parallel.zero == 3) {
                QVERIFY(cfg.time.exposedCommSeconds > cfg.time.computeSeconds);
                QVERIFY(cfg.time.wallHours > r->configurations.first().time.wallHours * 5);
            }
        }
        QVERIFY(!r->configurations.first().gpu->id.startsWith(QLatin1String("rtx-")));
    }

    void inference()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("qwen2.5-72b")).value(), Method::Inference);
        w.concurrency = 32;
        MatchConstraints c;
        c.maxGpus = 8;
        auto r = m_matcher.match(w, c, {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(!r->configurations.isEmpty());
        for (const Configuration& cfg : r->configurations) {
            QCOMPARE(cfg.parallel.zero, 0);
            QVERIFY(cfg.time.decodeTokensPerSecond > 0);
        }
    }

    // A buyer in mainland China (issue 19): the 70B LoRA fine-tune in three weeks, as the wizard asks it.
    static Workload seventyLora()
    {
        Workload w = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Lora);
        w.tokens = 5e8;
        return w;
    }
    static MatchConstraints china()
    {
        MatchConstraints c;
        c.region = QStringLiteral("China");
        c.deadlineHours = 21 * 24;
        c.top = 1000;
        return c;
    }

    void onlyGpusOfferedInTheRegion()
    {
        // The GPUs with a mainland rent price in resources/prices/reference-prices.csv (gathered 2026-11 from
        // ../shared/data/rental-prices.csv), listed by hand: no MI300X, B200, GB200, H100 PCIe or L4.
        const QStringList mainland =
            QStringLiteral("a10 a100-pcie-40g a100-sxm-40g a100-sxm-80g a30 a40 a800-pcie-80g "
                           "a800-sxm-80g ascend-910b h100-sxm-80g h20-96g h200-sxm-141g h800-sxm-80g "
                           "l20 l40 l40s rtx-3090 rtx-4090 rtx-4090d rtx-5090 rtx-a6000 t4 "
                           "v100-sxm2-16g v100-sxm2-32g")
                .split(QLatin1Char(' '));
        auto r = m_matcher.match(seventyLora(), china(), {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(!r->configurations.isEmpty());
        QVERIFY(r->unofferedGpus > 0);
        for (const Configuration& cfg : r->configurations) {
            QVERIFY2(mainland.contains(cfg.gpu->id), qPrintable(cfg.gpu->id));
            QVERIFY(cfg.offeredInRegion);
        }
        // With the switch on, the others come back, each saying that it has no offer in the region.
        MatchConstraints all = china();
        all.includeUnoffered = true;
        auto wide = m_matcher.match(seventyLora(), all, {}, kYear);
        QVERIFY(wide.ok());
        QCOMPARE(wide->unofferedGpus, 0);
        bool sawOther = false;
        for (const Configuration& cfg : wide->configurations) {
            if (mainland.contains(cfg.gpu->id))
                continue;
            sawOther = true;
            QVERIFY(!cfg.offeredInRegion);
            QCOMPARE(cfg.checks.first().id, QStringLiteral("offer"));
            QCOMPARE(cfg.checks.first().status, CheckStatus::Warn);
        }
        QVERIFY(sawOther);
        // Never recommended: the first row is one offered in the region.
        QVERIFY(mainland.contains(wide->configurations.first().gpu->id));
        // A plan of GPUs none of which is offered says so.
        MatchConstraints mi = china();
        mi.allowedGpuIds = {QStringLiteral("mi300x")};
        auto none = m_matcher.match(seventyLora(), mi, {}, kYear);
        QVERIFY(none.ok());
        QVERIFY(none->configurations.isEmpty());
        QVERIFY2(none->noLayoutReason.contains(QStringLiteral("known offer")),
                 qPrintable(none->noLayoutReason));
    }

    // Spot capacity is not guaranteed: it prices a plan only when asked for.
    void spotOnlyWhenAsked()
    {
        auto r = m_matcher.match(seventyLora(), china(), {}, kYear);
        QVERIFY(r.ok());
        for (const Configuration& cfg : r->configurations)
            if (cfg.costTerm)
                QVERIFY2(*cfg.costTerm != RentalTerm::Spot, qPrintable(cfg.gpu->id));
        MatchConstraints spot = china();
        spot.term = RentalTerm::Spot;
        auto s = m_matcher.match(seventyLora(), spot, {}, kYear);
        QVERIFY(s.ok());
        bool priced = false;
        for (const Configuration& cfg : s->configurations)
            if (cfg.costTerm) {
                QCOMPARE(*cfg.costTerm, RentalTerm::Spot);
                priced = true;
            }
        QVERIFY(priced);
    }

    // The recommendation: the cheapest priced configuration with 10 % of GPU memory free and no failing
    // check; anything cheaper shown after it lacks one of these.
    void recommendationLeavesMemoryFree()
    {
        auto r = m_matcher.match(seventyLora(), china(), {}, kYear);
        QVERIFY(r.ok());
        QVERIFY(r->recommended);
        const Configuration& first = r->configurations.first();
        QVERIFY(first.cost.has_value());
        QVERIFY(first.memoryFree() >= 0.10);
        QVERIFY(worstStatus(first.checks) != CheckStatus::Fail);
        QVERIFY(first.time.wallHours <= 21 * 24);
        for (const Configuration& cfg : r->configurations)
            if (cfg.cost && cfg.cost->minor() < first.cost->minor())
                QVERIFY(cfg.memoryFree() < 0.10 || worstStatus(cfg.checks) == CheckStatus::Fail);
        QVERIFY2(r->recommendation.contains(QStringLiteral("cheapest")) &&
                     r->recommendation.contains(QStringLiteral("21.0 days")),
                 qPrintable(r->recommendation));
        // A stricter headroom moves the recommendation to a configuration that has it.
        MatchConstraints strict = china();
        strict.memoryHeadroom = first.memoryFree() + 0.01;
        auto s = m_matcher.match(seventyLora(), strict, {}, kYear);
        QVERIFY(s.ok());
        if (s->recommended)
            QVERIFY(s->configurations.first().memoryFree() >= strict.memoryHeadroom);
        else
            QVERIFY(s->recommendation.startsWith(QStringLiteral("No configuration")));
    }

    void badConstraints()
    {
        MatchConstraints c;
        c.maxGpus = 0;
        QVERIFY(!m_matcher.match(seventyFull(), c, {}, kYear).ok());
        c.maxGpus = 8;
        c.minGpus = 16;
        QVERIFY(!m_matcher.match(seventyFull(), c, {}, kYear).ok());
    }
};

QTEST_GUILESS_MAIN(TestMatcher)
#include "tst_matcher.moc"
