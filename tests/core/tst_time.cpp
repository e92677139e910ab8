#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/TimeEstimator.h"

#include <QTest>

using namespace gpuplan;

namespace {
ModelSpec preset(const char* id)
{
    return ModelCatalog::shipped().find(QString::fromLatin1(id)).value();
}
const GpuModel* gpu(const char* id)
{
    return GpuCatalog::shipped().byId(QString::fromLatin1(id));
}
} // namespace

class TestTime : public QObject
{
    Q_OBJECT
private slots:
    void flopsPerToken_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("paramFactor");
        QTest::addColumn<double>("attnFactor");
        QTest::newRow("full, none: 6N + 12Lsd") << int(Method::Full) << int(Recompute::None) << 6.0 << 12.0;
        QTest::newRow("full, full recompute: 8N + 16Lsd")
            << int(Method::Full) << int(Recompute::Full) << 8.0 << 16.0;
        QTest::newRow("full, selective: 6N + 16Lsd")
            << int(Method::Full) << int(Recompute::Selective) << 6.0 << 16.0;
        QTest::newRow("lora, none: 4N + 8Lsd") << int(Method::Lora) << int(Recompute::None) << 4.0 << 8.0;
        QTest::newRow("lora, full: 6N + 12Lsd") << int(Method::Lora) << int(Recompute::Full) << 6.0 << 12.0;
    }
    void flopsPerToken()
    {
        QFETCH(int, method);
        QFETCH(int, recompute);
        QFETCH(double, paramFactor);
        QFETCH(double, attnFactor);
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method(method));
        w.seqLen = 2048;
        const TimeEstimator t(w);
        const double expected = paramFactor * 6.74e9 + attnFactor * 32 * 2048 * 4096;
        QVERIFY(std::abs(t.flopsPerToken(Recompute(recompute)) / expected - 1) < 1e-12);
    }

    // Touvron et al. 2023 (LLaMA), table 15: LLaMA 7B, 1.0T tokens, 82,432 A100-80GB GPU-hours.
    void llamaAnchor_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("zero");
        QTest::newRow("one 8-GPU server") << 8 << 1;
        QTest::newRow("2,048 GPUs over RDMA, as trained") << 2048 << 1;
    }
    void llamaAnchor()
    {
        QFETCH(int, gpus);
        QFETCH(int, zero);
        Workload w = Workload::defaultsFor(preset("llama-1-7b"), Method::Pretrain);
        w.tokens = 1.0e12;
        w.seqLen = 2048;
        const MemoryEstimator mem(w);
        const TimeEstimator time(w);
        const Cluster c{gpu("a100-sxm-80g"), 8, gpus / 8, Network::Rdma};
        const Parallelism p{1, 1, gpus, zero};
        const MemoryBreakdown mb = mem.estimate(p, c.gpu->capacityBytes());
        QVERIFY(mb.fits());
        const TimeEstimate t = time.estimate(c, p, mb);
        QVERIFY2(std::abs(t.gpuHours / 82432.0 - 1) <= 0.15, qPrintable(QString::number(t.gpuHours)));
    }

    void networkAndLinks()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-13b"), Method::Full);
        const TimeEstimator t(w);
        const Parallelism p8{1, 1, 8, 3};
        const Parallelism tp{4, 1, 2, 1};
        // Seed 000: ordinary Ethernet between servers leaves GPUs 30–40% used, RDMA 80%+.
        QCOMPARE(t.interNodeEfficiency(Cluster{gpu("h100-sxm-80g"), 8, 2, Network::Ethernet}), 0.35);
        QCOMPARE(t.interNodeEfficiency(Cluster{gpu("h100-sxm-80g"), 8, 2, Network::Rdma}), 0.9);
        QCOMPARE(t.interNodeEfficiency(Cluster{gpu("h100-sxm-80g"), 8, 1, Network::Ethernet}), 1.0);
        // Seed 004: 8 PCIe cards are bottlenecked, worse with tensor parallelism; SXM is not.
        QCOMPARE(t.intraNodeEfficiency(Cluster{gpu("h100-sxm-80g"), 8, 1, Network::Rdma}, p8), 1.0);
        QCOMPARE(t.intraNodeEfficiency(Cluster{gpu("l40s"), 8, 1, Network::Rdma}, p8), 0.8);
        QCOMPARE(t.intraNodeEfficiency(Cluster{gpu("l40s"), 8, 1, Network::Rdma}, tp), 0.55);
        QCOMPARE(t.intraNodeEfficiency(Cluster{gpu("a100-pcie-80g"), 2, 1, Network::Rdma},
                                       Parallelism{1, 1, 2, 0}),
                 0.95);
    }

    void pipelineBubble()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        w.globalBatch = 128;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{2, 4, 1, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb);
        // Narayanan et al. 2021: (p − 1) / m with m = 128 micro-batches.
        QCOMPARE(t.pipelineBubble, 3.0 / 128);
        QCOMPARE(t.effectiveUtilisation, 0.40 / (1 + 3.0 / 128));
    }

    void wallClockByHand()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.tokens = 1e9;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{1, 1, 8, 3};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        TimeOptions o;
        o.mfuOverride = 0.5;
        const TimeEstimate t = TimeEstimator(w, o).estimate(c, p, mb);
        const double flops = 6 * 6.74e9 + 12.0 * 32 * 2048 * 4096;
        const double seconds = 1e9 * flops / (8 * 989.4e12 * 0.5);
        QVERIFY(std::abs(t.wallHours / (seconds / 3600) - 1) < 1e-12);
        QVERIFY(std::abs(t.gpuHours - t.wallHours * 8) < 1e-9);
        QVERIFY(std::abs(t.tokensPerSecondPerGpu - 1e9 / seconds / 8) < 1e-6);
    }

    void moeComputeFollowsActiveParameters()
    {
        Workload w = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Full);
        w.seqLen = 2048;
        const double expected = 6 * 12.9e9 + 12.0 * 32 * 2048 * 4096;
        QVERIFY(std::abs(TimeEstimator(w).flopsPerToken(Recompute::None) / expected - 1) < 1e-12);
    }

    void decodeIsBandwidthBound()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Inference);
        w.precision = Precision::FP16;
        w.concurrency = 1;
        const Cluster c{gpu("a100-sxm-80g"), 1, 1, Network::Rdma};
        const Parallelism p;
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        const TimeEstimate t = TimeEstimator(w).estimate(c, p, mb);
        QVERIFY(t.decodeMemoryBound);
        const double step = (mb.weights + mb.kvCache / 2) / (2039e9 * 0.8);
        QVERIFY(std::abs(t.decodeTokensPerSecondPerSequence * step - 1) < 1e-9);
        // ≈ 1/(13.5 GB / 1.63 TB/s) ≈ 120 tokens/s for one sequence.
        QVERIFY(t.decodeTokensPerSecond > 100 && t.decodeTokensPerSecond < 130);
        // Concurrency: what is left after weights and overhead, in sequences of 4,096 tokens (2 GiB each).
        QVERIFY(t.maxConcurrency > 25 && t.maxConcurrency < 35);
        // More sequences share each weight read, though each adds its own KV cache to read (2 GiB here).
        w.concurrency = 16;
        const MemoryBreakdown mb16 = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        const TimeEstimate t16 = TimeEstimator(w).estimate(c, p, mb16);
        QVERIFY(t16.decodeTokensPerSecond > 5 * t.decodeTokensPerSecond);
    }

    void layoutValidation()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        QVERIFY(validateLayout(w, c, Parallelism{8, 1, 1, 0}).ok());
        const Status tp3 = validateLayout(w, c, Parallelism{3, 1, 1, 0});
        QVERIFY(!tp3.ok());
        QCOMPARE(tp3.error().where, QStringLiteral("--tp"));
        QVERIFY(tp3.error().message.contains(QStringLiteral("1, 2, 4, 8, 16, 32, 64")));
        QVERIFY(!validateLayout(w, Cluster{c.gpu, 4, 2, Network::Rdma}, Parallelism{8, 1, 1, 0})
                     .ok());                                          // TP across servers
        QVERIFY(!validateLayout(w, c, Parallelism{1, 1, 4, 0}).ok()); // 4 ≠ 8 GPUs
        Workload inf = Workload::defaultsFor(preset("llama-2-70b"), Method::Inference);
        QVERIFY(!validateLayout(inf, c, Parallelism{8, 1, 1, 2}).ok()); // ZeRO for inference
    }

    void workloadValidation()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.precision = Precision::INT4;
        QCOMPARE(w.validate().error().where, QStringLiteral("--precision"));
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        w.precision = Precision::FP8;
        QVERIFY(!w.validate().ok());
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.seqLen = 0;
        QCOMPARE(w.validate().error().where, QStringLiteral("--seq"));
        w.seqLen = 2048;
        w.tokens = -1;
        QCOMPARE(w.validate().error().where, QStringLiteral("--tokens"));
        // Pre-training defaults to Chinchilla's 20 tokens per parameter.
        const Workload pre = Workload::defaultsFor(preset("llama-2-7b"), Method::Pretrain);
        QCOMPARE(pre.effectiveTokens(), 20 * 6.74e9);
    }
};

QTEST_GUILESS_MAIN(TestTime)
#include "tst_time.moc"
