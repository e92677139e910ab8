// The plan question as core answers it for every front end: PlanRequest (the stage defaults of seed 000, the
// plan file's JSON round trip, an error for each field), PlanService (defaults filled in once, the settings'
// region and month honoured, a selection re-costs without re-planning), the cost chart's horizon and the
// money axis. Expected values are worked out by hand in the comments.
#include "catalog/ModelCatalog.h"
#include "cost/MoneyAxis.h"
#include "service/AcceptanceImport.h"
#include "service/CostQuestion.h"
#include "service/PlanService.h"
#include "service/QuoteComparisonBuilder.h"
#include "util/Language.h"
#include "util/Settings.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gpuplan;

class TestPlanService : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    PlannerData data(int hours, const QString& region)
    {
        PlannerData d = PlannerData::shipped(Settings(m_dir.filePath(QStringLiteral("settings.ini"))));
        d.setHoursPerMonth(hours);
        d.setRegion(region);
        d.setToday(QDate(2026, 12, 1));
        return d;
    }

private slots:
    void initTestCase() { Language::install(QStringLiteral("en")); }

    // A 70B LoRA fine-tune at 32k tokens (Llama 3.1 70B reads 131,072) on one server of 8 × H100: it fits,
    // with its sequences split (context parallelism) or its layers (tensor parallelism), in sensible time: at
    // least what the FLOPs need at full peak (6·N + 12·L·s·d per token, LoRA 4·N + 8·L·s·d).
    void longContextFineTune()
    {
        const PlanService service(data(730, QStringLiteral("China")));
        PlanRequest r;
        r.modelId = QStringLiteral("llama-3.1-70b");
        r.method = Method::Lora;
        r.seqLen = 32768;
        r.tokens = 1e8;
        r.allowedGpuIds = {QStringLiteral("h100-sxm-80g")};
        r.gpus = 8;
        auto e = service.estimate(r);
        QVERIFY2(e.ok(), qPrintable(e.error().toString()));
        QVERIFY(e->estimate.fits);
        QVERIFY(e->estimate.parallel.cp > 1 || e->estimate.parallel.tp > 1);
        const double flops = 4 * 70.55e9 + 8.0 * 80 * 32768 * 8192;
        const double floorHours = 1e8 * flops / (8 * 989.4e12) / 3600;
        QVERIFY2(e->estimate.time.steadyHours > floorHours && e->estimate.time.steadyHours < 4 * floorHours,
                 qPrintable(QString::number(e->estimate.time.steadyHours)));
        // Expert parallelism is for MoE models, and divides the experts.
        PlanRequest moe = r;
        moe.seqLen = 4096;
        moe.layout.ep = 2;
        QVERIFY2(service.estimate(moe).error().field == QStringLiteral("ep"),
                 qPrintable(service.estimate(moe).error().toString()));
        moe.modelId = QStringLiteral("mixtral-8x7b");
        moe.layout.ep = 3;
        QCOMPARE(service.estimate(moe).error().field, QStringLiteral("ep"));
        moe.layout.ep = 8;
        auto mixtral = service.estimate(moe);
        QVERIFY2(mixtral.ok(), qPrintable(mixtral.error().toString()));
        QCOMPARE(mixtral->estimate.parallel.ep, 8);
        // Bad input: a split that does not divide the sequence, context parallelism for inference, and a
        // sequence beyond the model's context.
        r.layout.cp = 3;
        QCOMPARE(service.estimate(r).error().field, QStringLiteral("cp"));
        r.layout.cp.reset();
        r.seqLen = 262144;
        const auto tooLong = service.estimate(r);
        QCOMPARE(tooLong.error().field, QStringLiteral("seq"));
        QVERIFY2(tooLong.error().message.contains(QStringLiteral("131072")),
                 qPrintable(tooLong.error().message));
    }

    // A 13B full fine-tune on one server of 8 × RTX 4090 (24 GB): nothing fits on the GPUs, so the planner
    // offloads the optimizer (ZeRO-Offload), and the server needs DeepSpeed's estimate of host RAM for it:
    // estimate_zero3_model_states_mem_needs with offload_optimizer = 13.02B × 16 B × 1.5 = 312.5 GB. A quote
    // of 256 GB per server cannot hold it (a failing check); 512 GB can.
    void fullFineTuneOffloadsOnConsumerCards()
    {
        const PlanService service(data(730, QStringLiteral("China")));
        PlanRequest r;
        r.modelId = QStringLiteral("llama-2-13b");
        r.method = Method::Full;
        r.tokens = 1e8;
        r.allowedGpuIds = {QStringLiteral("rtx-4090")};
        r.gpus = 8;
        auto e = service.estimate(r);
        QVERIFY2(e.ok(), qPrintable(e.error().toString()));
        const ScenarioEstimate& est = e->estimate;
        QVERIFY(est.fits);
        QVERIFY(est.parallel.offload >= 1);
        QVERIFY(est.layoutText.contains(QStringLiteral("offloaded")));
        QVERIFY2(std::abs(est.memory.hostBytes / est.cluster.nodes / 312.5e9 - 1) < 0.01,
                 qPrintable(QString::number(est.memory.hostBytes)));
        // The time pays the PCIe transfers and the CPU's step.
        QVERIFY(std::any_of(est.time.communication.begin(), est.time.communication.end(),
                            [](const StepPart& p) { return p.kind == CommKind::Offload && p.seconds > 0; }));
        // Without offloading nothing fits.
        r.layout.offload = 0;
        auto without = service.estimate(r);
        QVERIFY(without.ok());
        QVERIFY(!without->estimate.fits);
        // Against a quote's RAM.
        ServerSpec small;
        small.ramGb = 256;
        CheckContext ctx;
        ctx.server = &small;
        auto ram = [&](const ServerSpec& server) {
            CheckContext c = ctx;
            c.server = &server;
            for (const Check& k : checkConfiguration(est.workload, est.cluster, est.parallel, est.memory, c))
                if (k.id == QLatin1String("ram"))
                    return k;
            return Check{};
        };
        QCOMPARE(ram(small).status, CheckStatus::Fail);
        QVERIFY2(ram(small).message.contains(QStringLiteral("313 GB")), qPrintable(ram(small).message));
        ServerSpec big;
        big.ramGb = 512;
        QCOMPARE(ram(big).status, CheckStatus::Pass);
        // Bad input: a name that is not one, and offloading LoRA.
        r.layout.offload = 3;
        QCOMPARE(service.estimate(r).error().field, QStringLiteral("offload"));
        r.layout.offload = 1;
        r.method = Method::Lora;
        QVERIFY(service.estimate(r).error().message.contains(QStringLiteral("LoRA")));
    }

    // Seed 000: models of 7B and below run on one GPU with an entry or advanced card; 13B–70B on 4–8 GPUs;
    // 100B+ pre-training on clusters of tens to hundreds; serving is sized by concurrency and context.
    void stageDefaultsFollowSeed000()
    {
        const GpuCatalog& catalog = GpuCatalog::shipped();
        const PlanRequest small = PlanRequest::forStage(Stage::SmallModel, catalog);
        QCOMPARE(small.maxGpus, 1);
        QVERIFY(ModelCatalog::shipped().find(small.modelId)->params <= 8e9);
        for (const QString& id : small.allowedGpuIds)
            QVERIFY(catalog.byId(id)->tier != Tier::Flagship);
        const PlanRequest mid = PlanRequest::forStage(Stage::MidScale, catalog);
        QCOMPARE(mid.maxGpus, 8);
        const double midParams = ModelCatalog::shipped().find(mid.modelId)->params;
        QVERIFY(midParams >= 13e9 && midParams <= 71e9);
        const PlanRequest pre = PlanRequest::forStage(Stage::Pretraining, catalog);
        QCOMPARE(pre.method, Method::Pretrain);
        QVERIFY(pre.maxGpus >= 100);
        QVERIFY(ModelCatalog::shipped().find(pre.modelId)->params >= 100e9);
        const PlanRequest serving = PlanRequest::forStage(Stage::Serving, catalog);
        QCOMPARE(serving.method, Method::Inference);
        QVERIFY(serving.concurrency > 0 && serving.contextLen > 0 && serving.targetTokensPerSecond > 0);
        // None names a region: the user's setting applies.
        for (const PlanRequest& r : {small, mid, pre, serving})
            QVERIFY(r.region.isEmpty());
    }

    void planFileRoundTrip()
    {
        PlanRequest r = PlanRequest::forStage(Stage::MidScale, GpuCatalog::shipped());
        r.tokens = 5e8;
        r.deadlineHours = 504;
        r.budget = Money::parse(QStringLiteral("200000CNY"), QString()).value();
        r.term = RentalTerm::Monthly;
        r.rentalMonths = 2;
        r.maxServers = 2;
        r.region = QStringLiteral("global");
        r.network = Network::Ethernet;
        r.prices = PriceSource::Both;
        r.quoteIds = {3, 7};
        r.recompute = Recompute::Selective;
        r.sort = SortOrder::FewestGpus;
        // What the command line can fix besides.
        r.top = 5;
        r.gpus = 16;
        r.gpusPerServer = 8;
        r.layout.tp = 4;
        r.layout.pp = 2;
        r.layout.zero = 1;
        r.layout.microBatch = 2;
        r.nicGbps = 400;
        r.nicsPerServer = 8;
        r.loraRank = 64;
        r.flashAttention = false;
        r.efficiency = 0.4;
        r.customShape.layers = 40; // parts of the preset's architecture
        const QJsonObject json = r.toJson();
        auto back = PlanRequest::fromJson(json);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toString()));
        QCOMPARE(back->toJson(), json);
        QCOMPARE(back->quoteIds, (QList<qint64>{3, 7}));
        QCOMPARE(back->budget->minor(), qint64(20000000));
        QCOMPARE(back->layout.tp, std::optional<int>(4));
        QCOMPARE(back->flashAttention, std::optional<bool>(false));
        QCOMPARE(back->customShape.layers, 40);
        QCOMPARE(back->modelId, QStringLiteral("llama-2-70b"));
        // The desktop's plans write none of them: its files stay as they were.
        const QJsonObject plain = PlanRequest::forStage(Stage::MidScale, GpuCatalog::shipped()).toJson();
        for (const char* key :
             {"layout", "gpus_fixed", "top", "lora_rank", "flash_attention", "architecture"})
            QVERIFY2(!plain.contains(QLatin1String(key)), key);
    }

    // Each wrong field of a plan file is refused naming that field as the desktop's form names it.
    void planFileFieldErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("model") << QByteArray(R"({"model": "gpt-9"})") << QStringLiteral("model");
        QTest::newRow("method") << QByteArray(R"({"method": "magic"})") << QStringLiteral("method");
        QTest::newRow("max gpus") << QByteArray(R"({"max_gpus": -3})") << QStringLiteral("max-gpus");
        QTest::newRow("max servers") << QByteArray(R"({"max_servers": 1.5})")
                                     << QStringLiteral("max-servers");
        QTest::newRow("deadline") << QByteArray(R"({"deadline_hours": -1})") << QStringLiteral("deadline");
        QTest::newRow("rental months")
            << QByteArray(R"({"rental_months": 5000})") << QStringLiteral("rental-months");
        QTest::newRow("gpus") << QByteArray(R"({"gpus": [1]})") << QStringLiteral("gpu");
        QTest::newRow("term buy") << QByteArray(R"({"term": "buy"})") << QStringLiteral("term");
        QTest::newRow("quote ids") << QByteArray(R"({"quote_ids": [1.5]})") << QStringLiteral("prices");
        QTest::newRow("budget") << QByteArray(R"({"budget": "lots"})") << QStringLiteral("budget");
        QTest::newRow("layout tp 0") << QByteArray(R"({"layout": {"tp": 0}})") << QStringLiteral("tp");
        QTest::newRow("micro-batch") << QByteArray(R"({"layout": {"micro_batch": 1.5}})")
                                     << QStringLiteral("micro-batch");
        QTest::newRow("lora rank") << QByteArray(R"({"lora_rank": 9000})") << QStringLiteral("lora-rank");
        QTest::newRow("flash attention")
            << QByteArray(R"({"flash_attention": "yes"})") << QStringLiteral("flash-attention");
    }
    void planFileFieldErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QJsonObject o = QJsonDocument::fromJson(json).object();
        o.insert(QStringLiteral("format"), QStringLiteral("gpuplan-plan"));
        o.insert(QStringLiteral("version"), 1);
        if (!o.contains(QStringLiteral("model")))
            o.insert(QStringLiteral("model"), QStringLiteral("llama-2-70b"));
        auto r = PlanRequest::fromJson(o);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, field);
        QVERIFY(!r.error().message.isEmpty());
    }

    // The rules core owns are checked once, by the request's scenario, with their field.
    void scenarioRules_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("dataset without epochs") << QStringLiteral("tokens");
        QTest::newRow("unknown gpu") << QStringLiteral("gpu");
        QTest::newRow("zero budget") << QStringLiteral("budget");
    }
    void scenarioRules()
    {
        QFETCH(QString, field);
        PlanRequest r = PlanRequest::forStage(Stage::MidScale, GpuCatalog::shipped());
        if (field == QLatin1String("tokens"))
            r.datasetTokens = 1e8;
        else if (field == QLatin1String("gpu"))
            r.allowedGpuIds = {QStringLiteral("no-such-gpu")};
        else
            r.budget = Money();
        const PlanService service(data(730, QStringLiteral("China")));
        auto a = service.plan(r, nullptr);
        QVERIFY(!a.ok());
        QCOMPARE(a.error().field, field);
    }

    // Serving 1,000 tokens/s for one month (seed 000's serving stage): 1,000 × 3,600 × 730 = 2.628 × 10^9
    // tokens in the default month and 1,000 × 3,600 × 720 = 2.592 × 10^9 in a 30-day one; the month's hours
    // are the deadline; the region of the settings prices the chart.
    void settingsAreHonoured_data()
    {
        QTest::addColumn<int>("hours");
        QTest::addColumn<QString>("region");
        QTest::addColumn<double>("tokens");
        QTest::newRow("730 h, China") << 730 << QStringLiteral("China") << 2.628e9;
        QTest::newRow("720 h, global") << 720 << QStringLiteral("global") << 2.592e9;
    }
    void settingsAreHonoured()
    {
        QFETCH(int, hours);
        QFETCH(QString, region);
        QFETCH(double, tokens);
        const PlanService service(data(hours, region));
        const PlanRequest r = PlanRequest::forStage(Stage::Serving, GpuCatalog::shipped());
        auto a = service.plan(r, nullptr);
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().toString()));
        QCOMPARE(a->scenario.workload.tokens, tokens);
        QCOMPARE(a->scenario.constraints.deadlineHours, double(hours));
        QCOMPARE(a->scenario.constraints.region, region);
        QCOMPARE(a->summary.hoursPerMonth, hours);
        QVERIFY(!a->result().configurations.isEmpty());
        QVERIFY(a->selectedEstimate.has_value());
        for (const TermOffer& o : a->summary.offers) {
            const ReferencePrice* p =
                ReferencePrices::shipped().find(a->selectedConfiguration()->gpu->id, o.term, region);
            QVERIFY(p);
            QVERIFY(o.source.startsWith(p->sourceText()));
        }
        // A request naming its region keeps it over the setting.
        PlanRequest china = r;
        china.region = QStringLiteral("China");
        QCOMPARE(service.plan(china, nullptr)->scenario.constraints.region, QStringLiteral("China"));
    }

    // The rules of a fixed layout are core's, the same for a plan as for an estimate (the CLI had its copy):
    // TP 3 does not divide Llama 2 70B's 64 heads; ZeRO shards training state, not inference.
    void layoutRulesOnceForPlanAndEstimate_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("zero");
        QTest::addColumn<QString>("field");
        QTest::newRow("tp 3 of 64 heads") << QStringLiteral("lora") << 3 << -1 << QStringLiteral("tp");
        QTest::newRow("ZeRO for inference")
            << QStringLiteral("inference") << -1 << 2 << QStringLiteral("zero");
    }
    void layoutRulesOnceForPlanAndEstimate()
    {
        QFETCH(QString, method);
        QFETCH(int, tp);
        QFETCH(int, zero);
        QFETCH(QString, field);
        Scenario s;
        s.workload =
            Workload::defaultsFor(ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(),
                                  methodFromName(method).value());
        if (tp > 0)
            s.layout.tp = tp;
        if (zero >= 0)
            s.layout.zero = zero;
        const PlanService service(data(730, QStringLiteral("China")));
        auto planned = service.planScenario(s);
        QVERIFY(!planned.ok());
        QCOMPARE(planned.error().field, field);
        s.gpu = GpuCatalog::shipped().byId(QStringLiteral("h100-sxm-80g"));
        s.gpus = tp > 0 ? 6 : 8; // servers TP 3 fits in, so that the heads are the reason
        auto estimated = estimateScenario(s, 2026);
        QVERIFY(!estimated.ok());
        QCOMPARE(estimated.error().field, field);
    }

    void storedQuotesNeedADatabase()
    {
        PlanRequest r = PlanRequest::forStage(Stage::MidScale, GpuCatalog::shipped());
        r.prices = PriceSource::Quotes;
        auto a = PlanService(data(730, QStringLiteral("China"))).plan(r, nullptr);
        QVERIFY(!a.ok());
        QCOMPARE(a.error().field, QStringLiteral("prices"));
    }

    // Selecting another configuration costs it and estimates it alone; the configurations stay as planned.
    void selectionReCostsWithoutReplanning()
    {
        const PlanService service(data(730, QStringLiteral("China")));
        PlanRequest r = PlanRequest::forStage(Stage::MidScale, GpuCatalog::shipped());
        r.tokens = 5e8;
        auto a = service.plan(r, nullptr);
        QVERIFY(a.ok());
        PlanAnswer answer = a.value();
        if (answer.result().configurations.size() < 2)
            QSKIP("one configuration only");
        const double searchMs = answer.result().searchMs;
        QVERIFY(service.select(answer, 1).ok());
        QCOMPARE(answer.selected(), 1);
        QCOMPARE(answer.result().searchMs, searchMs);
        const Configuration& c = *answer.selectedConfiguration();
        QCOMPARE(answer.selectedEstimate->cluster.gpus(), c.gpus());
        QCOMPARE(answer.selectedEstimate->time.wallHours, c.time.wallHours);
        QVERIFY(!service.select(answer, 99).ok() || answer.selected() == 0); // out of range: the first
    }

    // The chart's months: twice the job's need, at least 12 and at most 36; a rental time asked for wins.
    void costHorizonRule_data()
    {
        QTest::addColumn<double>("need");
        QTest::addColumn<double>("asked");
        QTest::addColumn<double>("months");
        QTest::newRow("3-month job") << 3.0 << 0.0 << 12.0;   // 2 × 3 = 6 → at least 12
        QTest::newRow("10-month job") << 10.0 << 0.0 << 20.0; // 2 × 10 = 20
        QTest::newRow("30-month job") << 30.0 << 0.0 << 36.0; // 2 × 30 = 60 → at most 36
        QTest::newRow("rented 6 months") << 3.0 << 6.0 << 6.0;
    }
    void costHorizonRule()
    {
        QFETCH(double, need);
        QFETCH(double, asked);
        QFETCH(double, months);
        QCOMPARE(costHorizonMonths(need, asked), months);
        QCOMPARE(costSamples(months), std::clamp(int(months) * 2, 24, 240));
    }

    // ¥1,234,567 at the top: exact yuan steps of 200,000 (1,234,567 / 4 = 308,642 → 10^5, ratio 12.3 → × 2)
    // up to 1,400,000; in 万 (Chinese, "wan"): 123.5 → steps of 20 up to 140; in thousands (English, "wan"):
    // 1,234.6 → steps of 200 up to 1,400.
    void moneyAxisRule()
    {
        const MoneyAxis exact = moneyAxis(1234567, Money::Scale::Exact, true);
        QCOMPARE(exact.unit, 1.0);
        QCOMPARE(exact.step, 200000.0);
        QCOMPARE(exact.top, 1400000.0);
        QCOMPARE(exact.label(1400000, QLocale(QLocale::English)), QStringLiteral("1,400,000"));
        QCOMPARE(QString::fromLatin1(exact.titleSource), QStringLiteral("CNY, VAT excluded"));
        const MoneyAxis wan = moneyAxis(1234567, Money::Scale::Wan, true);
        QCOMPARE(wan.unit, 10000.0);
        QCOMPARE(wan.step, 20.0);
        QCOMPARE(wan.top, 140.0);
        const MoneyAxis thousands = moneyAxis(1234567, Money::Scale::Wan, false);
        QCOMPARE(thousands.unit, 1000.0);
        QCOMPARE(thousands.step, 200.0);
        QCOMPARE(thousands.top, 1400.0);
        const MoneyAxis small = moneyAxis(3.6, Money::Scale::Exact, false); // 0.9 → 10^-1, ratio 36 → × 5
        QCOMPARE(small.step, 0.5);
        QCOMPARE(small.top, 4.0);
        QCOMPARE(small.label(3.5, QLocale(QLocale::English)), QStringLiteral("3.5"));
        // Little room: at most 3 steps. 1,234,567 in steps of 200,000 is 7; of 500,000, 3 (top 1,500,000);
        // at most 1 step: 2,000,000 (the next round step after 1,000,000, which would take 2).
        const MoneyAxis three = moneyAxis(1234567, Money::Scale::Exact, true, 3);
        QCOMPARE(three.step, 500000.0);
        QCOMPARE(three.top, 1500000.0);
        const MoneyAxis one = moneyAxis(1234567, Money::Scale::Exact, true, 1);
        QCOMPARE(one.step, 2000000.0);
        QCOMPARE(one.top, 2000000.0);
        // Room for the usual steps: the same axis as without a limit.
        QCOMPARE(moneyAxis(1234567, Money::Scale::Exact, true, 7).step, 200000.0);
        // 3.6 in steps of 0.5 is 8; at most 4: steps of 1 (top 4).
        QCOMPARE(moneyAxis(3.6, Money::Scale::Exact, false, 4).step, 1.0);
    }

    // The comparison the desktop and `gpuplan report quotes` build: none is an error naming the quotes; with
    // a job each quote is weighed; more than 60 do not go on paper (the desktop refused at 60, the CLI did
    // not).
    void quoteComparison()
    {
        const PlannerData d = data(730, QStringLiteral("China"));
        const PriceNormaliser n = d.normaliser();
        auto none = QuoteComparisonBuilder::build({}, std::nullopt, d.catalog(), n, 2026);
        QVERIFY(!none.ok());
        QCOMPARE(none.error().field, QStringLiteral("quotes"));
        QList<Quote> quotes;
        for (int i = 0; i < 61; ++i) {
            Quote q;
            q.id = i + 1;
            q.provider = QStringLiteral("P%1").arg(i);
            q.gpuId = QStringLiteral("h100-sxm-80g");
            q.gpusPerServer = 8;
            q.servers = 1;
            q.price.price = Money::fromMajor(20 + i, Currency::CNY);
            q.price.unit = PriceUnit::GpuHour;
            quotes << q;
        }
        QuoteJob job;
        job.workload = Workload::defaultsFor(
            ModelCatalog::shipped().find(QStringLiteral("llama-2-70b")).value(), Method::Lora);
        job.workload.tokens = 5e8;
        auto all = QuoteComparisonBuilder::build(quotes, job, d.catalog(), n, 2026);
        QVERIFY(all.ok());
        QCOMPARE(int(all->evaluations.size()), 61);
        QCOMPARE(all->currentYear, 2026);
        QVERIFY(all->job.contains(QStringLiteral("Llama 2 70B")));
        // The same hardware at ¥20 to ¥80 per GPU-hour: the cheapest first.
        QCOMPARE(all->evaluations.first().quote.id, qint64(1));
        QVERIFY(!QuoteComparisonBuilder::checkPrintable(all.value()).ok());
        quotes.removeLast();
        auto sixty = QuoteComparisonBuilder::build(quotes, std::nullopt, d.catalog(), n, 2026);
        QVERIFY(sixty->evaluations.isEmpty()); // no job: nothing weighed
        QVERIFY(QuoteComparisonBuilder::checkPrintable(sixty.value()).ok());
    }

    // The acceptance import both front ends use: at most 64 MB is read (a pipe or a whole log is refused
    // without reading on), and a file without any of the script's outputs is refused, naming the report.
    void acceptanceImportBounds()
    {
        QByteArray big(AcceptanceImport::kMaxReportBytes + 1, 'x');
        QBuffer buffer(&big);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        auto read = AcceptanceImport::read(buffer);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().field, QStringLiteral("report"));
        QCOMPARE(buffer.pos(), AcceptanceImport::kMaxReportBytes + 1); // not a byte further
        big.clear();
        auto junk = AcceptanceImport::parse(QByteArrayLiteral("hello\nworld\n"));
        QVERIFY(!junk.ok());
        QCOMPARE(junk.error().field, QStringLiteral("report"));
        QFile fixture(QStringLiteral(GPUPLAN_FIXTURES "/acceptance/h100-8x-sxm.txt"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        auto good = AcceptanceImport::read(fixture);
        QVERIFY(good.ok());
        auto parsed = AcceptanceImport::parse(good.value());
        QVERIFY(parsed.ok());
        // Files that are not reports (reliability-3 R8), though each holds a line a report could: another
        // program's NAME="…" lines, a document quoting an Xid line, a bare "False", one nvidia-smi error
        // line.
        for (const char* text :
             {"PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nID=debian\n",
              "# Notes\nA report such as\n[Sat Nov 28 09:41:09 2026] NVRM: Xid (PCI:0000:ab:00): 79, pid=1, "
              "GPU has "
              "fallen off the bus.\nmeans a fault.\nDriver Version: 550.54\n",
              "False\n", "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n"}) {
            auto r = AcceptanceImport::parse(QByteArray(text));
            QVERIFY2(!r.ok(), text);
            QCOMPARE(r.error().field, QStringLiteral("report"));
        }
        // The script's own report of a broken server is one: its sections say so.
        QVERIFY(AcceptanceImport::parse("\n===== gpuplan: nvidia-smi =====\nNVIDIA-SMI has failed because it "
                                        "couldn't communicate with the NVIDIA driver.\n")
                    .ok());
        // The same report as PowerShell's ">" writes it (UTF-16LE with a mark), as UTF-16 without one, and as
        // UTF-16BE: read the same as the UTF-8 file.
        const QString text = QString::fromUtf8(good.value());
        QStringEncoder le(QStringConverter::Utf16LE), be(QStringConverter::Utf16BE);
        const QByteArray utf16le = le.encode(text);
        for (const QByteArray& bytes : {QByteArray("\xFF\xFE") + utf16le, utf16le,
                                        QByteArray("\xFE\xFF") + QByteArray(be.encode(text))}) {
            auto other = AcceptanceImport::parse(bytes);
            QVERIFY(other.ok());
            QCOMPARE(other->gpus.size(), parsed->gpus.size());
            QCOMPARE(other->ncclPeakBusbw, parsed->ncclPeakBusbw);
            QCOMPARE(other->driverVersion, parsed->driverVersion);
        }
    }

    // The cost question answered by core (gpuplan cost prints it). One GPU for a 100-hour job, ¥10 per
    // GPU-hour or ¥5,000 per GPU-month, both without VAT: the job costs 100 × 10 = ¥1,000.00 by the hour and
    // one whole month, ¥5,000.00, monthly; the hour is cheaper; monthly beats hourly above 5,000 / 10 = 500
    // hours of use a month; a ¥2,000 budget is exceeded by the monthly term's first payment of ¥5,000. The
    // chart covers twice the job, at least 12 months, two points a month.
    void costQuestion()
    {
        auto offer = [](RentalTerm term, qint64 yuan, PriceUnit unit) {
            TermOffer o;
            o.term = term;
            o.price.price = Money::fromMajor(yuan, Currency::CNY);
            o.price.unit = unit;
            o.price.billing = term == RentalTerm::Monthly ? Billing::Month : Billing::Hour;
            o.source = QStringLiteral("test");
            return o;
        };
        CostQuestion q;
        q.offers = {offer(RentalTerm::Hourly, 10, PriceUnit::GpuHour),
                    offer(RentalTerm::Monthly, 5000, PriceUnit::GpuMonth)};
        q.gpus = 1;
        q.wallHours = 100;
        q.budget = Money::fromMajor(2000, Currency::CNY);
        const PlannerData d = data(730, QStringLiteral("China"));
        auto a = answerCost(q, d.normaliser(), 730);
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().toString()));
        QCOMPARE(a->prices[0].perGpuHourExVat.minor(), qint64(1000));
        QCOMPARE(a->jobCosts.size(), 2);
        QCOMPARE(a->jobCosts[0].cost.totalExVat.minor(), qint64(100000));
        QCOMPARE(a->jobCosts[1].cost.totalExVat.minor(), qint64(500000));
        QCOMPARE(a->cheapestMeetingDeadline->term, RentalTerm::Hourly);
        QCOMPARE(a->thresholds.size(), 1);
        QCOMPARE(a->thresholds[0].hoursPerMonth, 500.0);
        QCOMPARE(a->horizonMonths, 12.0);
        QCOMPARE(a->samples, 24);
        QCOMPARE(a->budgetRuns.size(), 2);
        QVERIFY(a->budgetRuns[1].firstPayment.has_value());
        QCOMPARE(a->budgetRuns[1].firstPayment->minor(), qint64(500000));
        QCOMPARE(a->tableMonths, (QList<int>{1, 3, 6, 12}));
        // A horizon beyond 100 years is refused, naming the field.
        q.horizonMonths = 5000;
        auto tooLong = answerCost(q, d.normaliser(), 730);
        QVERIFY(!tooLong.ok());
        QCOMPARE(tooLong.error().field, QStringLiteral("horizon"));
    }
};

QTEST_GUILESS_MAIN(TestPlanService)
#include "tst_planservice.moc"
