#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "estimate/MemoryEstimator.h"

#include <QTest>

#include <cmath>

using namespace gpuplan;

namespace {
ModelSpec preset(const char* id)
{
    return ModelCatalog::shipped().find(QString::fromLatin1(id)).value();
}
double capacityOf(const char* id)
{
    return GpuCatalog::shipped().byId(QString::fromLatin1(id))->capacityBytes();
}
double modelStates(const MemoryBreakdown& m)
{
    return m.weights + m.gradients + m.optimizer;
}
} // namespace

class TestMemory : public QObject
{
    Q_OBJECT
private slots:
    // Expert parallelism: Mixtral 8x7B's 46.7B parameters, 12.9B active with 2 of 8 experts: the routed
    // experts are (46.7 − 12.9) ÷ 6 × 8 = 45.07B, 96.5 %; EP 8 leaves each GPU 3.5 % + 96.5 % ÷ 8 of the
    // weights. A dense model has no experts to shard.
    void expertParallelShardsTheExperts()
    {
        const Workload w = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Full);
        const MemoryEstimator mem(w);
        const double e = (46.7e9 - 12.9e9) / 6 * 8 / 46.7e9;
        QVERIFY(std::abs(mem.expertShare() - e) < 1e-9);
        QVERIFY(std::abs(e - 0.9650) < 1e-4);
        const double cap = capacityOf("h100-sxm-80g");
        const MemoryBreakdown one =
            mem.estimate(Parallelism{1, 1, 8, 0, 1, 0, 1, 1}, cap, 1, Recompute::None);
        const MemoryBreakdown eight =
            mem.estimate(Parallelism{1, 1, 8, 0, 1, 0, 1, 8}, cap, 1, Recompute::None);
        QVERIFY(std::abs(eight.weights / one.weights - (1 - e + e / 8)) < 1e-12);
        QVERIFY(std::abs(eight.optimizer / one.optimizer - (1 - e + e / 8)) < 1e-12);
        QCOMPARE(MemoryEstimator(Workload::defaultsFor(preset("llama-2-7b"), Method::Full)).expertShare(),
                 0.0);
    }

    // ZeRO-3 under expert parallelism gathers a layer's dense part and only the GPU's own experts. Kimi K2
    // (1.04T, 32.6B active, 384 experts with 9 active, 61 layers, h 7,168, vocabulary 163,840 untied): the
    // experts are min(0.99, (1.04T − 32.6B) ÷ 375 × 384 ÷ 1.04T) = 0.99 of the parameters, all in the
    // layers: 0.99 × 1.04T ÷ (1.04T − 2 × 163,840 × 7,168) = 0.99224 of a layer; a layer is (1.04T −
    // 2.349B) ÷ 61 × 2 B = 31.68 GiB, at EP 32 (1 − 0.99224 + 0.99224 ÷ 32) of it = 1.228 GiB; now the
    // largest unit is the input embedding, 163,840 × 7,168 × 2 B = 2.188 GiB, and the gathered set is it
    // twice (in use, prefetched) plus its 16-bit gradients: 6.56 GiB. Before, the whole layer was counted
    // (95 GiB).
    //
    // Sharded states: ZeRO shards each expert over its own replicas (dp ÷ ep = 1 here), so with every state
    // sharded a GPU holds 1 ÷ (tp·dp·cp) of its stage's states whatever ep is: PP 8 × 4 virtual stages =
    // 32 chunks of ⌈61 ÷ 32⌉ = 2 layers, 8 of 61 layers on a GPU; weights 2 B × 1.04T × 8/61 ÷ 32 = 7.94 GiB,
    // the same 16-bit gradients, 12 B of FP32 master weights and moments = 47.6 GiB. Until this stop the
    // experts were divided by ep and again by the 32 replicas (0.3 GiB of optimizer states, where 47.6 are):
    // a full fine-tune of an MoE model under ZeRO "fitted" on a fraction of the memory it needs. With
    // mixed-precision Adam's 16 B per parameter the published layout (P54, AutoModel, which keeps Adam's
    // moments in 16 bits) does not fit 80 GB: 81.9 GiB counted.
    void zero3GathersOnlyTheGpusExperts()
    {
        Workload w = Workload::defaultsFor(preset("kimi-k2"), Method::Pretrain);
        w.seqLen = 4096;
        const MemoryEstimator mem(w);
        const double P = 1.04e12, E = 163840.0 * 7168 * 2;
        const double layerExperts = 0.99 * P / (P - E);
        const double layer = (P - E) / 61 * 2;
        QVERIFY(std::abs(mem.largestGatherUnitBytes(1) / layer - 1) < 1e-9);
        const double unit32 = layer * (1 - layerExperts + layerExperts / 32);
        QVERIFY(std::abs(unit32 / (1024.0 * 1024 * 1024) - 1.228) < 0.001);
        Parallelism p;
        p.pp = 8;
        p.dp = 32;
        p.zero = 3;
        p.interleave = 4;
        p.ep = 32;
        const MemoryBreakdown m = mem.estimate(p, capacityOf("h100-sxm-80g"), 1, Recompute::Full);
        const double embedding = 163840.0 * 7168 * 2;
        QVERIFY(embedding > unit32);
        QVERIFY2(std::abs(m.gathered / (3 * embedding) - 1) < 1e-9, qPrintable(QString::number(m.gathered)));
        const double GiB = 1024.0 * 1024 * 1024;
        const double stageWeights = 2.0 * 1.04e12 * 8 / 61 / 32;
        QVERIFY2(std::abs(m.weights / stageWeights - 1) < 1e-9, qPrintable(QString::number(m.weights / GiB)));
        QVERIFY(std::abs(m.gradients / stageWeights - 1) < 1e-9);
        QVERIFY(std::abs(m.optimizer / (6 * stageWeights) - 1) < 1e-9);
        QVERIFY(std::abs(m.optimizer / GiB - 47.63) < 0.01);
        QVERIFY(!m.fits());
        p.ep = 1;
        QVERIFY(
            std::abs(mem.estimate(p, capacityOf("h100-sxm-80g"), 1, Recompute::Full).gathered / (3 * layer) -
                     1) < 1e-9);
    }

    // MoE parallel folding (Liu et al. 2025, arXiv 2504.14960): Qwen3-235B-A22B on 256 H100 as
    // Megatron-Bridge publishes it, TP 2 · PP 8 · DP 16 · EP 32. 32 does not divide the 16 replicas: the
    // expert group is the 2 × 16 tensor × data parallel GPUs of a stage, and each GPU holds 128 ÷ 32 = 4
    // whole experts (expert tensor parallel 1). Unsharded, a GPU's weights are its stage's (1 − e) ÷ tp + e ÷
    // 32 (not e ÷ (tp·32) as when the experts are also split by TP); ZeRO-1 shards the moments of each expert
    // over its 256 ÷ (8 · 32) = 1 replica and the dense part over 16. The tensor-parallel collectives halve
    // (the MoE block takes its sequence-parallel tokens as they are). An EP of 64 is more than the stage's 32
    // GPUs: refused.
    void expertsFoldedAcrossTensorParallel()
    {
        Workload w = Workload::defaultsFor(preset("qwen3-235b-a22b"), Method::Pretrain);
        w.seqLen = 4096;
        const MemoryEstimator mem(w);
        const double e = mem.expertShare();
        // Qwen3-235B-A22B: (235B − 22B) ÷ (128 − 8) × 128 ÷ 235B = 0.967 of the parameters in the experts.
        QVERIFY(std::abs(e - (235.0 - 22.0) / 120 * 128 / 235.0) < 0.005);
        Parallelism folded{2, 8, 16, 0, 1, 0, 1, 32};
        QVERIFY(folded.expertsFolded());
        QCOMPARE(folded.expertTp(), 1);
        QCOMPARE(folded.expertReplicas(), 1);
        Parallelism plain{2, 8, 16, 0, 1, 0, 1, 16};
        QVERIFY(!plain.expertsFolded());
        QCOMPARE(plain.expertTp(), 2);
        QCOMPARE(plain.expertReplicas(), 1); // each expert split over 2, 16 groups: the stage once
        const double cap = capacityOf("h100-sxm-80g");
        const MemoryBreakdown f = mem.estimate(folded, cap, 1, Recompute::Full);
        const MemoryBreakdown dense =
            mem.estimate(Parallelism{2, 8, 16, 0, 1, 0, 1, 1}, cap, 1, Recompute::Full);
        // dense (ep 1): the stage's weights ÷ 2; folded: (1 − e) ÷ 2 + e ÷ 32 of the stage.
        QVERIFY(std::abs(f.weights / dense.weights - ((1 - e) / 2 + e / 32) / 0.5) < 1e-9);
        const MemoryBreakdown p16 = mem.estimate(plain, cap, 1, Recompute::Full);
        QVERIFY(std::abs(p16.weights / dense.weights - ((1 - e) / 2 + e / 32) / 0.5) < 1e-9); // 2·16 = 32 too
        // ZeRO-1: the dense part's states over 16 replicas, each expert's over its one replica.
        folded.zero = 1;
        const MemoryBreakdown z = mem.estimate(folded, cap, 1, Recompute::Full);
        QVERIFY(std::abs(z.optimizer / f.optimizer - ((1 - e) / 2 / 16 + e / 32) / ((1 - e) / 2 + e / 32)) <
                1e-9);
        const Cluster c{GpuCatalog::shipped().byId(QStringLiteral("h100-sxm-80g")), 8, 32, Network::Rdma};
        QVERIFY(validateLayout(w, c, Parallelism{2, 8, 16, 0, 1, 0, 1, 32}).ok());
        const Status tooMany = validateLayout(w, c, Parallelism{2, 8, 16, 0, 1, 0, 1, 64});
        QVERIFY(!tooMany.ok());
        QVERIFY2(
            tooMany.error().toString().contains(QStringLiteral("32 tensor × context × data parallel GPUs")),
            qPrintable(tooMany.error().toString()));
    }

    // Pipeline stages that do not divide the layers: the heaviest stage holds v chunks of ⌈L ÷ (pp·v)⌉
    // layers and its share of the model's states. Llama 3.1 70B's 80 layers over PP 3: 27 of 80 (not a
    // third); over PP 4 with 5 interleaved chunks: 20 exactly; DeepSeek-V3's 61 over PP 16: 4 of 61; over
    // PP 8 with 4 chunks each (32 chunks of ⌈61 ÷ 32⌉ = 2): 8 of 61.
    void unevenStagesHoldTheHeaviest()
    {
        const Workload w = Workload::defaultsFor(preset("llama-3.1-70b"), Method::Full);
        const MemoryEstimator mem(w);
        const double cap = capacityOf("h100-sxm-80g");
        Parallelism one;
        Parallelism three;
        three.pp = 3;
        Parallelism four;
        four.pp = 4;
        four.interleave = 5;
        QCOMPARE(mem.stageLayers(three), 27.0);
        QCOMPARE(mem.stageLayers(four), 20.0);
        const MemoryBreakdown m1 = mem.estimate(one, cap, 1, Recompute::None);
        const MemoryBreakdown m3 = mem.estimate(three, cap, 1, Recompute::None);
        const MemoryBreakdown m4 = mem.estimate(four, cap, 1, Recompute::None);
        QVERIFY(std::abs(m3.weights / m1.weights - 27.0 / 80) < 1e-12);
        QVERIFY(std::abs(m3.optimizer / m1.optimizer - 27.0 / 80) < 1e-12);
        QVERIFY(std::abs(m4.weights / m1.weights - 0.25) < 1e-12);
        Workload d = Workload::defaultsFor(preset("deepseek-v3"), Method::Pretrain);
        const MemoryEstimator ds(d);
        Parallelism p16;
        p16.pp = 16;
        Parallelism p8;
        p8.pp = 8;
        p8.interleave = 4;
        QCOMPARE(ds.stageLayers(p16), 4.0);
        QCOMPARE(ds.stageLayers(p8), 8.0);
        const double w1 = ds.estimate(one, cap, 1, Recompute::None).weights;
        QVERIFY(std::abs(ds.estimate(p16, cap, 1, Recompute::None).weights / w1 - 4.0 / 61) < 1e-12);
        QVERIFY(mem.explain(three, cap).first().inputs.contains(QLatin1String("27")));
    }

    // Context parallelism splits every sequence over cp GPUs: with FlashAttention every activation term is
    // proportional to the tokens held (Korthikanti et al. 2022: s·b·h·34 per layer, the logits 4·s·b·v), so
    // cp = 4 holds exactly a quarter; ZeRO shards over data × context parallel ranks (Megatron's distributed
    // optimizer): ZeRO-1 over dp 2 × cp 4 divides the optimizer states by 8.
    void contextParallelDividesActivations()
    {
        Workload w = Workload::defaultsFor(preset("llama-3.1-8b"), Method::Full);
        w.seqLen = 131072;
        const MemoryEstimator mem(w);
        const double cap = capacityOf("h100-sxm-80g");
        const MemoryBreakdown one = mem.estimate(Parallelism{1, 1, 2, 1, 1, 0, 1}, cap, 1, Recompute::Full);
        const MemoryBreakdown four = mem.estimate(Parallelism{1, 1, 2, 1, 1, 0, 4}, cap, 1, Recompute::Full);
        QVERIFY(std::abs(four.activations * 4 / one.activations - 1) < 1e-12);
        QVERIFY(std::abs(four.optimizer * 4 / one.optimizer - 1) < 1e-12);
        QVERIFY(std::abs(one.optimizer - mem.trainableParams() * 12.0 / 2) < 1);
        QCOMPARE(four.weights, one.weights); // replicated, as in data parallelism
    }

    // DeepSpeed's published memory estimate for bigscience/T0_3B (2,851M parameters) on one GPU, ZeRO-2 with
    // offload_optimizer=cpu (DeepSpeed "Memory Requirements",
    // estimate_zero2_model_states_mem_needs_all_live): 63.71 GB per CPU (GiB: 2,851M × 16 B × 1.5) and 5.31
    // GB per GPU (the 16-bit weights, 2,851M × 2 B).
    void offloadMatchesDeepSpeedsEstimate()
    {
        ModelSpec m = ModelCatalog::fromParameterCount(2.851e9);
        Workload w = Workload::defaultsFor(m, Method::Full);
        const MemoryEstimator mem(w);
        QVERIFY(std::abs(mem.trainableParams() / 2.851e9 - 1) < 1e-9);
        Parallelism p{1, 1, 1, 2, 1, 1};
        const MemoryBreakdown mb = mem.estimate(p, capacityOf("a100-sxm-80g"));
        // (DeepSpeed counts the exact parameters; "2851M" is rounded: within 0.05 GiB.)
        QVERIFY2(std::abs(mb.hostBytes / (1024.0 * 1024 * 1024) - 63.71) < 0.05,
                 qPrintable(QString::number(mb.hostBytes / (1024.0 * 1024 * 1024))));
        QVERIFY(std::abs(modelStates(mb) / (1024.0 * 1024 * 1024) - 5.31) < 0.01);
        // ZeRO-Infinity (the weights too): DeepSpeed's 18 B per parameter × 1.5 in host RAM, no weights held.
        p.zero = 3;
        p.offload = 2;
        const MemoryBreakdown inf = mem.estimate(p, capacityOf("a100-sxm-80g"));
        QVERIFY(std::abs(inf.hostBytes - 2.851e9 * 18 * 1.5) < 1e3);
        QCOMPARE(inf.weights, 0.0);
        QVERIFY(inf.gathered > 0); // the layers being computed
        // Nothing to offload for LoRA.
        const MemoryEstimator lora(Workload::defaultsFor(m, Method::Lora));
        QVERIFY(!lora.canOffload());
        QCOMPARE(lora.estimate(Parallelism{1, 1, 1, 0, 1, 1}, capacityOf("a100-sxm-80g")).hostBytes, 0.0);
    }

    // Rajbhandari et al. 2020 (ZeRO), figure 1: 7.5B parameters, mixed-precision Adam (K = 12), 64 GPUs.
    void zeroPaper_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("exactBytes");
        QTest::addColumn<double>("paperGb");
        QTest::newRow("baseline") << 0 << 120e9 << 120.0;
        QTest::newRow("stage 1 (Pos)") << 1 << 7.5e9 * (4 + 12.0 / 64) << 31.4;
        QTest::newRow("stage 2 (Pos+g)") << 2 << 7.5e9 * (2 + 14.0 / 64) << 16.6;
        QTest::newRow("stage 3 (Pos+g+p)") << 3 << 7.5e9 * 16.0 / 64 << 1.9;
    }
    void zeroPaper()
    {
        QFETCH(int, stage);
        QFETCH(double, exactBytes);
        QFETCH(double, paperGb);
        Workload w = Workload::defaultsFor(ModelCatalog::fromParameterCount(7.5e9), Method::Full);
        const MemoryEstimator est(w);
        const MemoryBreakdown m = est.estimate(Parallelism{1, 1, 64, stage}, 80 * 1e9);
        QCOMPARE(modelStates(m), exactBytes);
        QVERIFY(std::abs(modelStates(m) / 1e9 - paperGb) < 0.05);
    }

    // Korthikanti et al. 2022, §4: s·b·h·(34 + 5·a·s/h) bytes per layer; GPT-3 175B shape.
    void activationsFollowKorthikanti_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<bool>("flash");
        QTest::newRow("none, tp1") << 1 << int(Recompute::None) << false;
        QTest::newRow("none, tp8") << 8 << int(Recompute::None) << false;
        QTest::newRow("flash, tp1") << 1 << int(Recompute::None) << true;
        QTest::newRow("selective, tp8") << 8 << int(Recompute::Selective) << false;
        QTest::newRow("full, tp8") << 8 << int(Recompute::Full) << false;
    }
    void activationsFollowKorthikanti()
    {
        QFETCH(int, tp);
        QFETCH(int, recompute);
        QFETCH(bool, flash);
        Workload w = Workload::defaultsFor(preset("gpt-3-175b"), Method::Pretrain);
        w.seqLen = 2048;
        w.microBatch = 1;
        w.flashAttention = flash;
        w.recompute = Recompute(recompute);
        const double s = 2048, b = 1, h = 12288, a = 96, L = 96, v = 50257;
        const double sbh = s * b * h;
        const double full = sbh * 34 + 5 * a * s * s * b;
        double expected = 0;
        if (w.recompute == Recompute::Full)
            expected = (L * 2 * sbh + full) / tp;
        else if (w.recompute == Recompute::Selective || flash)
            expected = L * sbh * 34 / tp;
        else
            expected = L * full / tp;
        expected += (2 * sbh + 4 * s * b * v) / tp;
        const MemoryBreakdown m = MemoryEstimator(w).estimate(Parallelism{tp, 1, 1, 0}, 80e9);
        QVERIFY2(std::abs(m.activations / expected - 1) < 1e-9,
                 qPrintable(QStringLiteral("%1 vs %2").arg(m.activations).arg(expected)));
    }

    void kvCacheByHand()
    {
        // Llama 2 70B: 2 · 80 layers · 8 KV heads · 128 · 4,096 tokens · 2 bytes per sequence.
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Inference);
        w.seqLen = 4096;
        w.concurrency = 1;
        const MemoryEstimator est(w);
        QCOMPARE(est.kvBytesPerSequence(), 2.0 * 80 * 8 * 128 * 4096 * 2);
        const MemoryBreakdown m1 = est.estimate(Parallelism{1, 1, 1, 0}, 1e12);
        QCOMPARE(m1.kvCache, 1342177280.0);
        // Eight KV heads over TP 8: each GPU keeps one head's cache.
        const MemoryBreakdown m8 = est.estimate(Parallelism{8, 1, 1, 0}, 1e12);
        QCOMPARE(m8.kvCache, 1342177280.0 / 8);
        QCOMPARE(m8.weights, 68.98e9 * 2 / 8);
        // DeepSeek-V3's MLA caches 576 elements per token and layer instead of 2 · 128 · 128.
        Workload ds = Workload::defaultsFor(preset("deepseek-v3"), Method::Inference);
        ds.seqLen = 4096;
        QCOMPARE(MemoryEstimator(ds).kvBytesPerSequence(), 61.0 * 576 * 4096 * 2);
    }

    void quantisedInferenceWeights()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Inference);
        w.precision = Precision::INT4;
        const double E = 2.0 * 32000 * 4096; // untied embeddings stay 16-bit
        const MemoryBreakdown m = MemoryEstimator(w).estimate(Parallelism{}, 1e12);
        QCOMPARE(m.weights, (6.74e9 - E) * (0.5 + 4.0 / 128) + E * 2);
        w.precision = Precision::FP16;
        QCOMPARE(MemoryEstimator(w).estimate(Parallelism{}, 1e12).weights, 6.74e9 * 2);
        // MoE: memory follows the total parameters.
        Workload moe = Workload::defaultsFor(preset("mixtral-8x7b"), Method::Inference);
        QCOMPARE(MemoryEstimator(moe).estimate(Parallelism{}, 1e12).weights, 46.7e9 * 2);
    }

    void optimizerStates_data()
    {
        QTest::addColumn<int>("optimizer");
        QTest::addColumn<int>("precision");
        QTest::addColumn<double>("weightBytes");
        QTest::addColumn<double>("gradBytes");
        QTest::addColumn<double>("optBytes");
        QTest::newRow("adamw mixed") << int(Optimizer::AdamW) << int(Precision::BF16) << 2.0 << 2.0 << 12.0;
        QTest::newRow("adamw fp32") << int(Optimizer::AdamW) << int(Precision::FP32) << 4.0 << 4.0 << 8.0;
        QTest::newRow("adamw 8-bit mixed")
            << int(Optimizer::AdamW8bit) << int(Precision::BF16) << 2.0 << 2.0 << 6.0;
        QTest::newRow("sgd momentum mixed")
            << int(Optimizer::SgdMomentum) << int(Precision::FP16) << 2.0 << 2.0 << 8.0;
    }
    void optimizerStates()
    {
        QFETCH(int, optimizer);
        QFETCH(int, precision);
        QFETCH(double, weightBytes);
        QFETCH(double, gradBytes);
        QFETCH(double, optBytes);
        Workload w = Workload::defaultsFor(ModelCatalog::fromParameterCount(1e9), Method::Full);
        w.optimizer = Optimizer(optimizer);
        w.precision = Precision(precision);
        const MemoryBreakdown m = MemoryEstimator(w).estimate(Parallelism{}, 1e12);
        QCOMPARE(m.weights, 1e9 * weightBytes);
        QCOMPARE(m.gradients, 1e9 * gradBytes);
        QCOMPARE(m.optimizer, 1e9 * optBytes);
    }

    void adafactorIsFactored()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        w.optimizer = Optimizer::Adafactor;
        const MemoryBreakdown m = MemoryEstimator(w).estimate(Parallelism{}, 1e12);
        // FP32 master weights (4 B) plus row/column statistics: far below Adam's 12 B.
        QVERIFY(m.optimizer > 6.74e9 * 4);
        QVERIFY(m.optimizer < 6.74e9 * 4.01);
    }

    // Seed 004: a 7B full fine-tune in BF16 with AdamW does not fit a 24 GB card; LoRA does.
    void sevenBillionOn24Gb()
    {
        const double cap = capacityOf("rtx-4090");
        Workload full = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        const MemoryBreakdown f = MemoryEstimator(full).estimate(Parallelism{}, cap);
        QVERIFY(!f.fits());
        QCOMPARE(modelStates(f), 6.74e9 * 16); // the rigorous 16 B/param, not the seed's 8
        Workload lora = Workload::defaultsFor(preset("llama-2-7b"), Method::Lora);
        const MemoryEstimator loraEst(lora);
        const MemoryBreakdown l = loraEst.estimate(Parallelism{}, cap);
        QVERIFY2(l.fits(), qPrintable(QString::number(l.total() / 1073741824.0)));
        // LoRA r = 16 on all linear layers of Llama 2 7B: 16 · 32 · (4·(4096+4096) + 3·(4096+11008)).
        QCOMPARE(loraEst.trainableParams(), 16.0 * 32 * (4 * 8192 + 3 * (4096 + 11008)));
    }

    // Dettmers et al. 2023: QLoRA fine-tunes a 65B model on one 48 GB GPU; 16-bit LoRA cannot.
    void qloraFitsSixtyFiveBillionOn48Gb()
    {
        const double cap = capacityOf("a40");
        Workload q = Workload::defaultsFor(preset("llama-1-65b"), Method::Qlora);
        const MemoryBreakdown m = MemoryEstimator(q).estimate(Parallelism{}, cap);
        QVERIFY2(m.fits(), qPrintable(QString::number(m.total() / 1073741824.0)));
        QVERIFY(m.weights > 65.2e9 * 0.5); // 4-bit base plus constants and 16-bit embeddings
        Workload l = Workload::defaultsFor(preset("llama-1-65b"), Method::Lora);
        QVERIFY(!MemoryEstimator(l).estimate(Parallelism{}, cap).fits());
    }

    void parallelismDividesState()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-70b"), Method::Full);
        const MemoryEstimator est(w);
        const MemoryBreakdown one = est.estimate(Parallelism{1, 1, 1, 0}, 1e12);
        const MemoryBreakdown tp8 = est.estimate(Parallelism{8, 1, 1, 0}, 1e12);
        const MemoryBreakdown tp4pp2 = est.estimate(Parallelism{4, 2, 1, 0}, 1e12);
        QCOMPARE(tp8.weights, one.weights / 8);
        QCOMPARE(tp4pp2.weights, one.weights / 8);
        QCOMPARE(tp8.optimizer, one.optimizer / 8);
        QVERIFY(tp8.activations < one.activations);
    }

    void overheadIsReserved()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Inference);
        const MemoryBreakdown m = MemoryEstimator(w).estimate(Parallelism{}, 1e12);
        const double rest = m.weights + m.activations + m.kvCache;
        QCOMPARE(m.overhead, MemoryEstimator::kContextOverheadBytes + 0.05 * rest);
    }

    void explanationsCoverEveryComponent()
    {
        Workload w = Workload::defaultsFor(preset("llama-2-7b"), Method::Full);
        const MemoryEstimator est(w);
        const auto ex = est.explain(Parallelism{}, 80e9);
        QCOMPARE(ex.size(), 5);
        const MemoryBreakdown m = est.estimate(Parallelism{}, 80e9);
        QCOMPARE(ex[0].value, m.weights);
        QCOMPARE(ex[2].value, m.optimizer);
        for (const Explanation& e : ex) {
            QVERIFY(!e.formula.isEmpty());
            QVERIFY(!e.source.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
