// The published MoE training runs (../shared/data/measured-runs.md P53–P56 and row 12): steady-state
// throughput on H100 from NeMo AutoModel (DeepSeek-V3, Kimi K2) and Megatron-Bridge (Qwen3-30B-A3B,
// GPT-OSS 120B), and DeepSeek-V3's pre-training on H800. Both benchmark tables force-balance the
// routing (every expert gets its share of the tokens), as the planner assumes.
#include "MeasuredRunParts.h"

#include "catalog/GpuCatalog.h"

namespace gpuplan::measured {

namespace {
// What fits the MoE factor: the 16-bit steady-state rows; the others test it.
MeasuredRun fitsMoe(MeasuredRun r)
{
    r.fitted = QStringLiteral("f½ of the MoE factor, on the 16-bit MoE steady-state rows alone; X½ and the "
                              "factors come from the dense rows");
    return r;
}

// AutoModel's benchmark configs (examples/benchmark/configs/deepseek_v3_te_deepep_1024.yaml,
// kimi_k2_te_deepep.yaml) build the model from its config and step torch.optim.Adam on it: the moments kept
// in the parameters' 16-bit type, with no FP32 master copy (8 B of states per parameter where the model
// counts 16 B for mixed precision). With every state sharded over all the GPUs (FSDP, EP folded into it)
// the published layout then holds on 80 GB where the model counts more; the time is estimated on it anyway.
MeasuredRun autoModelStates(MeasuredRun r)
{
    r.memoryAsPublished = false;
    return r;
}

MeasuredRun testsMoe(MeasuredRun r)
{
    r.role = QStringLiteral("test");
    r.fitted.clear();
    return r;
}
} // namespace

void addMoeRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog)
{
    const GpuModel* h100 = catalog.byId(QStringLiteral("h100-sxm-80g"));
    const GpuModel* h800 = catalog.byId(QStringLiteral("h800-sxm-80g"));
    if (!h100 || !h800)
        return;
    auto dgx = [&](int nodes) {
        return Cluster{h100, 8, nodes, Network::Rdma, 400, 8};
    };
    const char* tps = "tokens/s per GPU";
    const char* automodel = "NVIDIA-NeMo/Automodel docs/performance-summary.md (2025-10-02)";
    const char* bridge =
        "NVIDIA-NeMo/Megatron-Bridge performance summaries, docs/performance-summary-archive.md (26.02)";
    auto ep = [](LayoutRequest l, int degree) {
        l.ep = degree;
        return l;
    };

    // P53: DeepSeek-V3 on 1,024 H100, AutoModel (PyTorch FSDP2 with TE and DeepEP): PP 4 · 8 virtual stages ·
    // EP 64, FSDP over the 256 data-parallel ranks, batch 8,192 × 4,096, bf16. "LBS 8" is not a micro-batch
    // the layout can hold on 80 GB; the micro-batch is left to the planner.
    runs << with(
        fitsMoe(make({"automodel-deepseek-v3", "DeepSeek-V3, 1,024 × H100, PP 4 · EP 64, FSDP", automodel,
                      "A", tps, 865, SoftwareStack::Fsdp},
                     preset("deepseek-v3"), Method::Pretrain, 4096, 8192, dgx(128),
                     QStringLiteral("as published: TP 1, PP 4, 8 virtual stages, EP 64, FSDP (ZeRO-3), "
                                    "micro-batch 1, activation checkpointing (full recomputation)"))),
        ep(layout(1, 4, 3, 1, Recompute::Full, 8), 64));
    runs.last() = autoModelStates(runs.last());
    // P54: Kimi K2 on 256 H100, AutoModel: PP 8 · 4 virtual stages · EP 32, FSDP over 32, batch 512 × 4,096.
    runs << with(
        fitsMoe(make({"automodel-kimi-k2", "Kimi K2, 256 × H100, PP 8 · EP 32, FSDP", automodel, "A", tps,
                      924, SoftwareStack::Fsdp},
                     preset("kimi-k2"), Method::Pretrain, 4096, 512, dgx(32),
                     QStringLiteral("as published: TP 1, PP 8, 4 virtual stages, EP 32, FSDP (ZeRO-3), "
                                    "micro-batch 1, activation checkpointing (full recomputation)"))),
        ep(layout(1, 8, 3, 1, Recompute::Full, 4), 32));
    runs.last() = autoModelStates(runs.last());
    // P55: Qwen3-30B-A3B on 16 H100, Megatron-Bridge 26.02: TP 1 · PP 2 · 12 virtual stages · EP 8,
    // micro-batch 1, batch 1,024 × 4,096, FP8.
    runs << with(
        testsMoe(make({"bridge-qwen3-30b-a3b", "Qwen3-30B-A3B, 16 × H100, PP 2 · EP 8, FP8", bridge, "A", tps,
                       5113, SoftwareStack::Megatron},
                      preset("qwen3-30b-a3b"), Method::Pretrain, 4096, 1024, dgx(2),
                      QStringLiteral("as published: TP 1, PP 2, 12 virtual stages, EP 8, micro-batch 1, "
                                     "FP8; recomputation not stated"))),
        ep(anyRecompute(layout(1, 2, std::nullopt, 1, Recompute::None, 12)), 8), Precision::FP8);
    // Qwen3-235B-A22B on 256 H100, Megatron-Bridge 26.02: TP 2 · PP 8 · 4 virtual stages · EP 32, micro-batch
    // 1, batch 8,192 × 4,096, FP8 (current scaling): 1,633 tokens/s per GPU. EP 32 is more than the 16
    // data-parallel replicas: the expert group is folded across tensor × data parallel (MoE parallel folding;
    // the recipe sets expert_tensor_parallel_size = 1).
    runs << with(
        testsMoe(make({"bridge-qwen3-235b-a22b", "Qwen3-235B-A22B, 256 × H100, TP 2 · PP 8 · EP 32, FP8",
                       bridge, "A", tps, 1633, SoftwareStack::Megatron},
                      preset("qwen3-235b-a22b"), Method::Pretrain, 4096, 8192, dgx(32),
                      QStringLiteral("as published: TP 2, PP 8, 4 virtual stages, EP 32 folded across "
                                     "tensor and data parallel, micro-batch 1, FP8; recomputation "
                                     "not stated"))),
        ep(anyRecompute(layout(2, 8, std::nullopt, 1, Recompute::None, 4)), 32), Precision::FP8);
    // P56: GPT-OSS 120B on 64 H100, Megatron-Bridge 26.02: TP 1 · PP 4 · EP 8, micro-batch 1, batch 1,280 ×
    // 4,096, bf16.
    runs << with(
        fitsMoe(make({"bridge-gpt-oss-120b", "GPT-OSS 120B, 64 × H100, PP 4 · EP 8", bridge, "A", tps, 5993,
                      SoftwareStack::Megatron},
                     preset("gpt-oss-120b"), Method::Pretrain, 4096, 1280, dgx(8),
                     QStringLiteral("as published: TP 1, PP 4, EP 8, micro-batch 1, bf16; recomputation "
                                    "not stated"))),
        ep(anyRecompute(layout(1, 4, std::nullopt, 1, Recompute::None)), 8));

    // Row 12: DeepSeek-V3's pre-training, 2.664M H800 GPU-hours for 14.8T tokens on 2,048 H800 (8 per
    // server, one 400 Gb/s InfiniBand card per GPU): PP 16, EP 64, ZeRO-1, FP8, sequences of 4,096, batch
    // 15,360 (after the ramp), its own HAI-LLM framework with DualPipe. The GPU-hours are the steady-state
    // throughput times the tokens ("180K H800 GPU hours" per trillion tokens × 14.8, §1 and table 1), not the
    // run's elapsed hours: a steady-state figure.
    MeasuredRun r = make(
        {"deepseek-v3-report", "DeepSeek-V3 pre-training, 14.8T tokens, 2,048 × H800",
         "DeepSeek-AI 2024, DeepSeek-V3 Technical Report (arXiv 2412.19437), table 1 and §3", "A",
         "GPU-hours", 2.664e6, SoftwareStack::Unknown},
        preset("deepseek-v3"), Method::Pretrain, 4096, 15360, Cluster{h800, 8, 256, Network::Rdma, 400, 8},
        QStringLiteral("as published: TP 1, PP 16, EP 64, ZeRO-1, FP8, DualPipe (90 % of the all-to-all "
                       "hidden); micro-batch and recomputation chosen by the planner"));
    r = testsMoe(r);
    r.workload.tokens = 14.8e12;
    // DualPipe: "near-zero all-to-all communication overhead" (§3.2.1), taken as 90 % hidden (as tst_time)
    r.expertOverlap = 0.9;
    runs << with(r, ep(anyRecompute(layout(1, 16, 1, std::nullopt, Recompute::None)), 64), Precision::FP8);
}

} // namespace gpuplan::measured
