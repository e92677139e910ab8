// The published whole training runs (../shared/data/measured-runs.md P5, P10, P12, P14): GPU-hours of a
// whole run as elapsed (days × GPUs or a model card's training time), each with its steady state where the
// source publishes one (what the whole-run factor is fitted on).
#include "MeasuredRunParts.h"

#include "catalog/GpuCatalog.h"

namespace gpuplan::measured {

void addWholeRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog)
{
    const GpuModel* h100 = catalog.byId(QStringLiteral("h100-sxm-80g"));
    const GpuModel* a100 = catalog.byId(QStringLiteral("a100-sxm-80g"));
    const GpuModel* a100s = catalog.byId(QStringLiteral("a100-sxm-40g"));
    if (!h100 || !a100 || !a100s)
        return;
    // P5: Llama 3.1 405B, 30.84M H100 GPU-hours for 15.6T tokens (model card); the layout of table 4 (TP 8,
    // PP 16, 16,384 GPUs), sequences of 8,192.
    MeasuredRun r = make(
        {"llama31-405b-card", "Llama 3.1 405B whole pre-training, 15.6T tokens, H100",
         "meta-llama/llama-models models/llama3_1/MODEL_CARD.md, Training Time (GPU hours)", "B", "GPU-hours",
         30.84e6, SoftwareStack::Unknown},
        preset("llama-3.1-405b"), Method::Pretrain, 8192, 2048, Cluster{h100, 8, 2048, Network::Rdma, 400, 8},
        QStringLiteral("the layout of the paper's table 4 (TP 8, PP 16, 16,384 GPUs, 8 chunks a stage as "
                       "in the steady-state rows); the rest chosen by the planner"));
    r.wholeRun = true;
    r.workload.tokens = 15.6e12;
    // Its steady state as published: 400 model TFLOPS per GPU on 16,384 GPUs (paper, table 4); a token's
    // model FLOPs 6·N + 12·L·h·s = 6 × 405e9 + 12 × 126 × 16,384 × 8,192 = 2.633e12, × 15.6T tokens =
    // 4.107e25, ÷ 400e12 ÷ 3,600 = 28.52M GPU-hours (the card's 30.84M are 1.081 × that).
    r.steadyGpuHours = 28.52e6;
    r.workload.model.layers = 128;
    LayoutRequest l;
    l.tp = 8;
    l.pp = 16;
    l.microBatch = 1;
    l.interleave = 8;
    runs << with(r, l);

    // P14 OPT-175B: run 12.xx from 11 Nov 2021 to 6 Jan 2022, 56 days on about 992 A100-80GB (124 servers),
    // 300B tokens, Megatron TP 8 inside FSDP, batch 2M tokens; the days include about 90 restarts.
    r = make({"opt-175b-logbook", "OPT-175B whole run, 300B tokens, 992 × A100-80GB",
              "facebookresearch/metaseq projects/OPT/chronicles, the OPT-175B logbook", "B", "GPU-hours",
              992.0 * 56 * 24, SoftwareStack::Fsdp},
             shape("opt-175b", "OPT-175B", 96, 12288, 96, 96, 49152, false, 50272), Method::Pretrain, 2048,
             1024, Cluster{a100, 8, 124, Network::Rdma, 200, 8},
             QStringLiteral("as published: TP 8 inside FSDP; micro-batch and recomputation chosen by the "
                            "planner; GPU-hours as days × GPUs"));
    r.wholeRun = true;
    r.workload.tokens = 300e9;
    // Its steady state as the logbook states it: the run "would take ~33 days on 1024 A100s" at full speed
    // (final_update.md): 33 × 24 × 1,024 = 811,008 GPU-hours (the 56 days on 992 are 1.644 × that).
    r.steadyGpuHours = 33.0 * 24 * 1024;
    LayoutRequest o;
    o.tp = 8;
    o.pp = 1;
    o.zero = 3;
    runs << with(r, o);

    // P12 BloombergGPT 50.6B: about 53 days on 512 A100-40GB (64 AWS p4d, 4 × 100 Gb/s EFA each), 569B
    // tokens, ZeRO-3-style sharding, recomputation, seq 2,048.
    r = make(
        {"bloomberggpt", "BloombergGPT 50.6B whole run, 569B tokens, 512 × A100-40GB",
         "Wu et al. 2023, BloombergGPT (arXiv 2303.17564) table 4 and p. 16", "A", "GPU-hours",
         512.0 * 53 * 24, SoftwareStack::Unknown},
        shape("bloomberggpt", "BloombergGPT", 70, 7680, 40, 40, 30720, false, 131072), Method::Pretrain, 2048,
        1024, Cluster{a100s, 8, 64, Network::Rdma, 100, 4},
        QStringLiteral("as published: ZeRO-3 sharding, full recomputation; TP 1; micro-batch chosen by the "
                       "planner; GPU-hours as days × GPUs"));
    r.wholeRun = true;
    r.workload.tokens = 569e9;
    // Its steady state as published: 139,200 steps at 32.5 s a step on 512 GPUs (p. 16): 643,413 GPU-hours
    // (the 53 days are 1.012 × that).
    r.steadyGpuHours = 139200.0 * 32.5 * 512 / 3600;
    runs << with(r, layout(1, 1, 3, std::nullopt, Recompute::Full));

    // P10 Falcon-180B: about 7M A100-40GB GPU-hours (one significant figure) for 3.5T tokens on up to 4,096
    // GPUs (AWS p4d), TP 8 · PP 8 · DP 64, batch 2,048 × 2,048; 80 layers, h 14,848, 232 heads with 8
    // key/value groups, 4h GELU FFN.
    r = make(
        {"falcon-180b", "Falcon-180B whole run, 3.5T tokens, 4,096 × A100-40GB",
         "Hugging Face blog falcon-180b and tiiuae/falcon-180B model card", "B", "GPU-hours", 7.0e6,
         SoftwareStack::Unknown},
        shape("falcon-180b", "Falcon-180B", 80, 14848, 232, 8, 59392, false, 65024), Method::Pretrain, 2048,
        2048, Cluster{a100s, 8, 512, Network::Rdma, 100, 4},
        QStringLiteral("as published: TP 8, PP 8, DP 64 with ZeRO; micro-batch and recomputation chosen by "
                       "the planner"));
    r.wholeRun = true;
    r.workload.tokens = 3.5e12;
    LayoutRequest f;
    f.tp = 8;
    f.pp = 8;
    f.zero = 1;
    runs << with(r, f);
}

} // namespace gpuplan::measured
