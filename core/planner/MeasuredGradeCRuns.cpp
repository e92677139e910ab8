// The grade C rows of ../shared/data/measured-runs.md that can be set up as the planner's inputs: a partial
// configuration or a secondary source, so they test the shipped model and are never fitted (issue 39: "grade
// C rows tested but not fitted"). Each row's note says what was published and what was assumed. Left out:
// rows whose hardware, model size or tokens are not known (P19, P23–P26, P61–P65, P68, P69).
#include "MeasuredRunParts.h"

#include "catalog/GpuCatalog.h"

namespace gpuplan {

namespace {
MeasuredRun tests(MeasuredRun r)
{
    r.role = QStringLiteral("test");
    r.fitted.clear();
    return r;
}
} // namespace

QList<MeasuredRun> testedOnlyRuns(const GpuCatalog& catalog)
{
    using namespace measured;
    QList<MeasuredRun> runs;
    const GpuModel* ascend = catalog.byId(QStringLiteral("ascend-910b"));
    const GpuModel* h100 = catalog.byId(QStringLiteral("h100-sxm-80g"));
    const GpuModel* a100 = catalog.byId(QStringLiteral("a100-sxm-80g"));
    const GpuModel* rtx4090 = catalog.byId(QStringLiteral("rtx-4090"));
    if (!ascend || !h100 || !a100 || !rtx4090)
        return runs;
    const char* tps = "tokens/s per GPU";

    // P28: LLaMA 2 70B on 64 Ascend NPUs (8 servers), ModelLink: the script's TP 8 · PP 8 with 5 layers a
    // virtual stage (2 a GPU), micro-batch 2, batch 1,024 × 4,096: 350 tokens/s per NPU. The script may not
    // be the run behind the figure.
    runs << tests(
        with(make({"modellink-llama2-70b", "LLaMA 2 70B, 64 × Ascend 910B, TP 8 · PP 8 (ModelLink)",
                   "gitee ascend/ModelLink examples/llama2/README_en.md, Performance-2", "C", tps, 350,
                   SoftwareStack::MindSpeed},
                  preset("llama-2-70b"), Method::Pretrain, 4096, 1024,
                  Cluster{ascend, 8, 8, Network::Rdma, 200, 8},
                  QStringLiteral("as the script states: TP 8, PP 8, 2 virtual stages, micro-batch 2; "
                                 "recomputation chosen by the planner")),
             anyRecompute(layout(8, 8, 1, 2, Recompute::None, 2))));
    // P67: a Llama-style 1B on 8 GPUs (H100 presumed), nanotron DP 2 · TP 1 · PP 4, micro-batch 4, batch
    // about 1,024 × 4,096: 23,800 tokens/s per GPU (iterations 2–12). The shape taken as Llama 3.2 1B's.
    runs << tests(with(
        make({"nanotron-llama-1b", "Llama-style 1B, 8 × H100, DP 2 · PP 4 (nanotron)",
              "huggingface.co/nanotron/old_bench llama-1B/8_GPUS/dp-2_tp-1_pp-4_mbz-4/log_metrics.csv", "C",
              tps, 23800, SoftwareStack::Unknown},
             shape("llama-1b", "Llama-style 1B", 16, 2048, 32, 8, 8192, true, 128256), Method::Pretrain, 4096,
             1024, Cluster{h100, 8, 1, Network::Rdma, 400, 8},
             QStringLiteral("as published: DP 2, TP 1, PP 4, micro-batch 4; the model's shape taken as Llama "
                            "3.2 1B's, recomputation chosen by the planner")),
        anyRecompute(layout(1, 4, std::nullopt, 4, Recompute::None))));
    // P66: nanoGPT's GPT-2 124M on one RTX 4090, batch 12 × 1,024 with 40 accumulation steps: "29 % MFU"
    // against the A100's 312 TFLOPS, about 90 model TFLOPS.
    runs << tests(with(make({"nanogpt-4090", "GPT-2 124M, 1 × RTX 4090 (nanoGPT)",
                             "karpathy/nanoGPT issue #182, comment of 2023-03-02", "C",
                             "model TFLOPS per GPU", 90, SoftwareStack::Unknown},
                            shape("gpt2-124m", "GPT-2 124M", 12, 768, 12, 12, 3072, false, 50304),
                            Method::Pretrain, 1024, 480, Cluster{rtx4090, 1, 1, Network::Ethernet, 25, 1},
                            QStringLiteral("as published: one GPU, micro-batch 12, 40 accumulation steps, no "
                                           "recomputation")),
                       layout(1, 1, 0, 12, Recompute::None)));
    // P59: Llama 2 70B full fine-tuning on 16 A100-80GB (2 servers, 4 × 100 Gb/s EFA each), Accelerate FSDP
    // full shard, recomputation, micro-batch 1, batch 16 × 2,048 packed, 500 steps (16.4M tokens) in about
    // 13.5 h with evaluation every 100 steps and full checkpoints: 216 GPU-hours.
    MeasuredRun ft =
        make({"accelerate-llama2-70b-ft", "Llama 2 70B full fine-tuning, 16 × A100, FSDP (whole job)",
              "huggingface/blog ram-efficient-pytorch-fsdp.md", "C", "GPU-hours", 216, SoftwareStack::Fsdp},
             preset("llama-2-70b"), Method::Full, 2048, 16, Cluster{a100, 8, 2, Network::Rdma, 100, 4},
             QStringLiteral("as published: FSDP full shard over 16, full recomputation, micro-batch "
                            "1, 500 steps of 16 × 2,048 tokens; evaluation and checkpoints in the "
                            "published hours"));
    ft.wholeRun = true;
    ft.workload.tokens = 500.0 * 16 * 2048;
    runs << tests(with(ft, layout(1, 1, 3, 1, Recompute::Full)));
    QList<MeasuredRun> longContext;
    addLongContextRuns(longContext, catalog);
    for (const MeasuredRun& r : std::as_const(longContext))
        runs << tests(r);
    return runs;
}

} // namespace gpuplan
