// P40 of ../shared/data/measured-runs.md: torchtitan's long-context rows (Llama 3.1 8B on one server of 8
// H100, 96 GB parts at 500 W, full recomputation, torch.compile and Float8): the attention core, which FP8
// training leaves in 16 bits, takes most of a token's FLOPs at 128k–262k tokens.
#include "MeasuredRunParts.h"

#include "catalog/GpuCatalog.h"

namespace gpuplan::measured {

void addLongContextRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog)
{
    const GpuModel* h100 = catalog.byId(QStringLiteral("h100-sxm-80g"));
    if (!h100)
        return;
    const char* titan = "pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md";
    const Cluster server{h100, 8, 1, Network::Rdma, 400, 8};
    struct Long
    {
        const char* id;
        const char* run;
        int seq, cp;
        double published;
        const char* note;
    };
    const Long rows[] = {
        {"titan-llama3-8b-32k", "Llama 3.1 8B, 32,768 tokens, 8 × H100 (500 W), FSDP, FP8", 32768, 1, 3890,
         "as published (table 2): FSDP over 8, one sequence of 32,768 per GPU, full recomputation, Float8"},
        {"titan-llama3-8b-128k", "Llama 3.1 8B, 131,072 tokens, 8 × H100 (500 W), FSDP 2 × CP 4, FP8", 131072,
         4, 1071,
         "as published (table 2): FSDP over 2, CP 4, one sequence per CP group, full recomputation, Float8"},
        {"titan-llama3-8b-262k", "Llama 3.1 8B, 262,144 tokens, 8 × H100 (500 W), CP 8, FP8", 262144, 8, 548,
         "as published (table 2): CP 8 (FSDP over 1), one sequence, full recomputation, Float8"},
    };
    for (const Long& l : rows) {
        MeasuredRun r = make({l.id, l.run, titan, "A", "tokens/s per GPU", l.published, SoftwareStack::Fsdp},
                             preset("llama-3.1-8b"), Method::Pretrain, l.seq, 8 / l.cp, server,
                             QString::fromUtf8(l.note));
        runs << grandTeton(with(r, layout(1, 1, std::nullopt, 1, Recompute::Full, 1, l.cp), Precision::FP8));
    }
}

} // namespace gpuplan::measured
