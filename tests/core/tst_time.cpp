#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/TimeEstimator.h"
#include "planner/Calibration.h"

#include <algorithm>
#include <cmath>

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

    // Published runs (../shared/data/measured-runs.md) through the planning model. The A100 compute
    // efficiency was fitted on LLaMA 65B; every other run is a test. Tolerances can fail: median ≤ 10%, none
    // > 25%.
    void measuredRuns()
    {
        const QList<CalibrationResult> results = calibrate(GpuCatalog::shipped());
        QCOMPARE(results.size(), 7);
        QList<double> errors;
        int fitted = 0;
        for (const CalibrationResult& r : results) {
            QVERIFY2(std::isfinite(r.error), qPrintable(r.run.id + QLatin1Char(' ') + r.layout));
            QVERIFY2(r.fits, qPrintable(r.run.id));
            if (r.run.role == QLatin1String("fit")) {
                ++fitted;
                // The catalog holds the fitted constant (re-run build/bench/gpuplan_calibration after a
                // change of the time model and update gpus.csv).
                QVERIFY2(std::abs(fitComputeEfficiency(r.run) - r.run.cluster.gpu->defaultMfu) < 0.002,
                         qPrintable(QString::number(fitComputeEfficiency(r.run))));
                continue;
            }
            QVERIFY2(std::abs(r.error) <= 0.25, qPrintable(QStringLiteral("%1: published %2, estimated %3")
                                                               .arg(r.run.id)
                                                               .arg(r.run.published)
                                                               .arg(r.estimated)));
            errors << std::abs(r.error);
        }
        QCOMPARE(fitted, 1);
        QCOMPARE(errors.size(), 6);
        std::sort(errors.begin(), errors.end());
        const double median = 0.5 * (errors[2] + errors[3]);
        QVERIFY2(median <= 0.10, qPrintable(QString::number(median)));
    }

    // Achievable link figures against published nccl-tests results (measured-runs.md,
    // acceptance-reference.md).
    void linksMatchPublishedBusBandwidth()
    {
        const LinkModel links;
        auto intra = [&](const char* id, int gpn) {
            return links.intraNode(Cluster{gpu(id), gpn, 1, Network::Rdma}, gpn);
        };
        // 8 × A100 SXM all-reduce busbw 200–233 GB/s; 8 × H100 SXM ring 365–370.
        QVERIFY(intra("a100-sxm-80g", 8).busGBs >= 200 && intra("a100-sxm-80g", 8).busGBs <= 240);
        QVERIFY(intra("h100-sxm-80g", 8).busGBs >= 340 && intra("h100-sxm-80g", 8).busGBs <= 380);
        // 8 × RTX 4090: no peer-to-peer, 14.5–15 GB/s through host memory.
        QVERIFY(intra("rtx-4090", 8).kind == LinkKind::PcieHost);
        QVERIFY(intra("rtx-4090", 8).busGBs >= 14.5 && intra("rtx-4090", 8).busGBs <= 15.0);
        // L40S (PCIe 4.0, peer-to-peer allowed): 20–25 GB/s.
        QVERIFY(intra("l40s", 8).kind == LinkKind::PcieP2p);
        QVERIFY(intra("l40s", 8).busGBs >= 20 && intra("l40s", 8).busGBs <= 25);
        // 2 × 8 A100 over 8 × HDR: busbw ≈ 192 GB/s; over 4 × HDR 86–100 GB/s.
        const Link eight = links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 8}, 16, 8);
        QVERIFY(eight.crossesServers);
        QVERIFY(std::abs(eight.busGBs / 192.0 - 1) < 0.1);
        const Link four = links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 4}, 16, 8);
        QVERIFY(four.busGBs >= 86 && four.busGBs <= 100);
        // One GPU per server in the group: its share of the NICs (200 Gb/s × 0.9 ÷ 8 bits).
        QCOMPARE(links.group(Cluster{gpu("a100-sxm-80g"), 8, 2, Network::Rdma, 200, 8}, 2, 1).busGBs, 22.5);
        // Ring factors: all-reduce 2(n−1)/n, all-gather (n−1)/n.
        Link l;
        l.busGBs = 100;
        QCOMPARE(LinkModel::allReduce(8e9, 8, l), 2.0 * 7 / 8 * 8e9 / 100e9);
        QCOMPARE(LinkModel::allGather(8e9, 8, l), 7.0 / 8 * 8e9 / 100e9);
        QCOMPARE(LinkModel::allReduce(8e9, 1, l), 0.0);
    }

    void pipelineBubble()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        w.globalBatch = 128;
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        Parallelism p{2, 4, 1, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        TimeEstimate t = TimeEstimator(w).estimate(c, p, mb);
        // Narayanan et al. 2021: (p − 1) / m with m = 128 micro-batches; with v interleaved stages ÷ v.
        QCOMPARE(t.microBatches, 128);
        QVERIFY(std::abs(t.pipelineBubble - 3.0 / 128) < 1e-12);
        p.interleave = 2;
        t = TimeEstimator(w).estimate(c, p, mb);
        QVERIFY(std::abs(t.pipelineBubble - 3.0 / 256) < 1e-12);
        QCOMPARE(t.communication.size(), 2); // tensor parallel and pipeline sends
    }

    // One GPU: no communication; time = tokens × FLOPs per token ÷ (peak × efficiency), recomputation
    // counted once.
    void wallClockByHandOneGpu()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        w.tokens = 1e8;
        w.recompute = Recompute::Full;
        const Cluster c{gpu("h100-sxm-80g"), 1, 1, Network::Rdma};
        const Parallelism p{1, 1, 1, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
        TimeOptions o;
        o.efficiencyOverride = 0.5;
        const TimeEstimate t = TimeEstimator(w, o).estimate(c, p, mb);
        // LoRA with full recomputation: forward 2N + 4Lsd, backward (input gradients only) the same, one
        // recomputed forward: 6N + 12Lsd.
        const double flops = 6 * 6.74e9 + 12.0 * 32 * 2048 * 4096;
        const double seconds = 1e8 * flops / (989.4e12 * 0.5);
        QVERIFY(std::abs(t.wallHours / (seconds / 3600) - 1) < 1e-9);
        QCOMPARE(t.communication.size(), 0);
        QCOMPARE(t.bubbleSeconds, 0.0);
        // MFU counts model FLOPs without the recomputed pass: (4N + 8Lsd) ÷ (6N + 12Lsd) × 0.5.
        const double model = 4 * 6.74e9 + 8.0 * 32 * 2048 * 4096;
        QVERIFY(std::abs(t.mfu - 0.5 * model / flops) < 1e-9);
    }

    // Plain data parallelism on one 8 × H100 SXM server, written out by hand.
    void dataParallelByHand()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.tokens = 1e9;
        w.globalBatch = 64; // 8 micro-batches of 1 per GPU and step
        const Cluster c{gpu("h100-sxm-80g"), 8, 1, Network::Rdma};
        const Parallelism p{1, 1, 8, 0};
        const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes(), 1, Recompute::None);
        TimeOptions o;
        o.efficiencyOverride = 0.5;
        const TimeEstimate t = TimeEstimator(w, o).estimate(c, p, mb, 1, Recompute::None);
        const double flops = 6 * 6.74e9 + 12.0 * 32 * 2048 * 4096;
        const double perMicro = 2048 * flops / (989.4e12 * 0.5);
        QVERIFY(std::abs(t.computeSeconds - 8 * perMicro) < 1e-9);
        // Gradients 6.74e9 × 2 B, ring all-reduce over NVLink 4 at 0.78 × 900/2 = 351 GB/s, 10 µs.
        const double ar = 2.0 * 7 / 8 * 6.74e9 * 2 / 351e9 + 10e-6;
        QCOMPARE(t.communication.size(), 1);
        QVERIFY(std::abs(t.communication[0].seconds - ar) < 1e-12);
        // 20% always exposed; the rest hides under the last micro-batch's backward pass (2/3 of it).
        const double exposed = 0.2 * ar + std::max(0.0, 0.8 * ar - 2.0 / 3 * perMicro);
        QVERIFY(std::abs(t.exposedCommSeconds - exposed) < 1e-12);
        QVERIFY(std::abs(t.stepSeconds - (8 * perMicro + exposed)) < 1e-12);
        QVERIFY(std::abs(t.tokensPerSecond - 64 * 2048 / t.stepSeconds) < 1e-6);
    }

    // Seed 004's point: the same ZeRO-3 job over PCIe without peer-to-peer spends most of its time
    // gathering weights; over NVLink it does not.
    void zero3OverPcieIsSlow()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Lora);
        w.tokens = 5e8;
        const Parallelism p{1, 1, 8, 3};
        auto run = [&](const char* id) {
            const Cluster c{gpu(id), 8, 1, Network::Rdma};
            const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, c.gpu->capacityBytes());
            return TimeEstimator(w).estimate(c, p, mb);
        };
        const TimeEstimate geforce = run("rtx-4090");
        const TimeEstimate nvlink = run("a100-sxm-80g");
        // 3 gathers (forward, backward, recomputed forward) of 7/8 × 138 GB at 15 GB/s per micro-batch.
        QVERIFY(geforce.stepSeconds > 1.9 * geforce.computeSeconds); // communication about doubles the time
        QVERIFY(nvlink.exposedCommSeconds < geforce.exposedCommSeconds / 10);
    }

    void moeComputeFollowsActiveParameters()
    {
        Workload w = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Full);
        w.seqLen = 2048;
        const double expected = 6 * 12.9e9 + 12.0 * 32 * 2048 * 4096;
        QVERIFY(std::abs(TimeEstimator(w).flopsPerToken(Recompute::None) / expected - 1) < 1e-12);
    }

    // Decoding is bound by reading the weights: two pipeline stages hold half the weights each but a token
    // still passes both, so PP 2 decodes no faster than one GPU would, while TP 2 reads half the weights per
    // step on each GPU and nearly doubles the speed. Prefill is compute-bound: both layouts double it.
    void pipelineAndTensorParallelInference()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-13b"), Method::Inference);
        w.precision = Precision::FP16;
        w.concurrency = 1;
        const Cluster c{gpu("a100-sxm-80g"), 2, 1, Network::Rdma};
        const Cluster one{gpu("a100-sxm-80g"), 1, 1, Network::Rdma};
        auto run = [&](const Cluster& cl, const Parallelism& p) {
            const MemoryBreakdown mb = MemoryEstimator(w).estimate(p, cl.gpu->capacityBytes());
            return TimeEstimator(w).estimate(cl, p, mb);
        };
        const TimeEstimate single = run(one, Parallelism{1, 1, 1, 0});
        const TimeEstimate pp2 = run(c, Parallelism{1, 2, 1, 0});
        const TimeEstimate tp2 = run(c, Parallelism{2, 1, 1, 0});
        QVERIFY(std::abs(pp2.decodeTokensPerSecond / single.decodeTokensPerSecond - 1) < 0.02);
        QVERIFY(tp2.decodeTokensPerSecond > 1.7 * single.decodeTokensPerSecond);
        QVERIFY(tp2.decodeTokensPerSecond < 2.0 * single.decodeTokensPerSecond); // all-reduces cost something
        QVERIFY(std::abs(pp2.prefillTokensPerSecond / single.prefillTokensPerSecond - 2) < 1e-9);
        QVERIFY(tp2.prefillTokensPerSecond > 1.8 * single.prefillTokensPerSecond);
        // Throughput against concurrency rises and so does latency; the curve stops at the KV-cache limit.
        const MemoryBreakdown mb =
            MemoryEstimator(w).estimate(Parallelism{2, 1, 1, 0}, c.gpu->capacityBytes());
        const QList<DecodePoint> curve = TimeEstimator(w).decodeCurve(c, Parallelism{2, 1, 1, 0}, mb);
        QVERIFY(curve.size() >= 5);
        for (int i = 1; i < curve.size(); ++i) {
            QVERIFY(curve[i].concurrency > curve[i - 1].concurrency);
            QVERIFY(curve[i].tokensPerSecond > curve[i - 1].tokensPerSecond);
            QVERIFY(curve[i].msPerToken >= curve[i - 1].msPerToken);
        }
        QCOMPARE(curve.last().concurrency, run(c, Parallelism{2, 1, 1, 0}).maxConcurrency);
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
        QCOMPARE(tp3.error().field, QStringLiteral("tp"));
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
        QCOMPARE(w.validate().error().field, QStringLiteral("precision"));
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        w.precision = Precision::FP8;
        QVERIFY(!w.validate().ok());
        w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.seqLen = 0;
        QCOMPARE(w.validate().error().field, QStringLiteral("seq"));
        QCOMPARE(w.validate().error().where, QStringLiteral("Sequence length")); // a label, not a CLI flag
        w.seqLen = 2048;
        w.tokens = -1;
        QCOMPARE(w.validate().error().field, QStringLiteral("tokens"));
        // Pre-training defaults to Chinchilla's 20 tokens per parameter.
        const Workload pre = Workload::defaultsFor(preset("llama-2-7b"), Method::Pretrain);
        QCOMPARE(pre.effectiveTokens(), 20 * 6.74e9);
    }
};

QTEST_GUILESS_MAIN(TestTime)
#include "tst_time.moc"
