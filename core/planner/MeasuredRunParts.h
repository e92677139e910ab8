#pragma once

// What the tables of published runs (MeasuredRuns.cpp, MeasuredMoeRuns.cpp, …) are written with: a row's
// common part, a model's shape, the layout a publication states. Internal to core/planner.
#include "Calibration.h"

#include <optional>

namespace gpuplan {

class GpuCatalog;

namespace measured {

// One row: what is common to every run; the layout and the cluster are set by the caller.
struct Row
{
    const char* id;
    const char* run;
    const char* source;
    const char* grade;
    const char* metric;
    double published;
    SoftwareStack stack;
};

// A dense model of this shape (parameters from the shape).
ModelSpec shape(const char* id, const char* name, int layers, int hidden, int heads, int kvHeads, int ffn,
                bool gated, int vocab);
// A model of the shipped catalog.
ModelSpec preset(const char* id);
MeasuredRun make(const Row& row, const ModelSpec& model, Method method, int seqLen, int globalBatch,
                 const Cluster& cluster, const QString& note);
LayoutRequest layout(int tp, int pp, std::optional<int> zero, std::optional<int> microBatch,
                     Recompute recompute, int interleave = 1, int cp = 1);
// The same with the recomputation left to the planner (not stated by the source).
LayoutRequest anyRecompute(LayoutRequest l);
MeasuredRun with(MeasuredRun r, const LayoutRequest& l, Precision precision = Precision::BF16);
// The run on torchtitan's Grand Teton H100s: 96 GB of HBM2e at 2.4 TB/s, capped at 500 W (its own part).
MeasuredRun grandTeton(MeasuredRun r);

// The MoE rows: steady-state throughput of NeMo AutoModel and Megatron-Bridge, DeepSeek-V3's pre-training.
void addMoeRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog);
// The whole runs: Llama 3.1 405B's model card, OPT-175B's logbook, BloombergGPT, Falcon-180B.
void addWholeRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog);
// torchtitan's long-context rows (P40): 32k, 128k and 262k tokens on one server.
void addLongContextRuns(QList<MeasuredRun>& runs, const GpuCatalog& catalog);

} // namespace measured
} // namespace gpuplan
