#pragma once

#include "Workload.h"

#include <QList>

#include <QString>
#include <algorithm>

namespace gpuplan {

// Memory of one GPU (the busiest: pipeline stage 0), in bytes.
struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double gathered = 0; // ZeRO-3: full layers gathered at once (current + prefetched) and their gradients
    double overhead = 0;
    // Offloading: host RAM for the offloaded states of the whole job (all servers together; not GPU memory).
    double hostBytes = 0;
    double capacity = 0;

    double total() const
    {
        return weights + gradients + optimizer + activations + kvCache + gathered + overhead;
    }
    bool fits() const { return total() <= capacity; }
    double headroom() const { return capacity - total(); }
};

// How a figure was computed: the formula, its inputs, and where the formula comes from.
struct Explanation
{
    QString item;    // "weights"
    QString formula; // "P × 2 B / (tp × pp)"
    QString inputs;  // "P = 6.74B, tp = 1, pp = 1"
    double value = 0;
    QString source; // citation
};

// Per-GPU memory of a workload under a parallel layout. Built once per workload, it precomputes every
// quantity that does not depend on the layout, so that one estimate costs a few dozen multiplications
// (the matcher evaluates hundreds of thousands of layouts).
class MemoryEstimator
{
public:
    explicit MemoryEstimator(const Workload& workload);

    MemoryBreakdown estimate(const Parallelism& p, double capacityBytes) const
    {
        return estimate(p, capacityBytes, m_workload.microBatch, m_workload.recompute);
    }
    MemoryBreakdown estimate(const Parallelism& p, double capacityBytes, int microBatch, Recompute r) const;

    QList<Explanation> explain(const Parallelism& p, double capacityBytes) const;

    double trainableParams() const { return m_trainable; }
    double totalWeightBytes() const { return m_baseBytes + m_adapterBytes; }
    // KV cache of one sequence at the workload's context, before tensor/pipeline splitting.
    double kvBytesPerSequence() const { return m_kvPerSequence; }
    double gradientBytesPerParam() const { return m_gradBytesPerParam; }
    // What a training checkpoint saves: the trained weights (LoRA: the adapters only) and the optimizer
    // states.
    double checkpointBytes() const
    {
        const bool lora = m_workload.method == Method::Lora || m_workload.method == Method::Qlora;
        return (lora ? m_adapterBytes : totalWeightBytes()) + m_trainable * m_optBytesPerParam +
               m_optExtraBytes;
    }
    double activationElementBytes() const { return 2.0 * m_actScale; }
    // The largest unit ZeRO-3 gathers at once: one transformer layer, or the embedding matrix if larger.
    // Under expert parallelism a GPU gathers only the experts it holds (1/ep of them) with the dense part.
    // expertSplit: what divides the experts beyond tensor parallelism (ep, or etp·ep ÷ tp when folded).
    double largestGatherUnitBytes(double expertSplit = 1) const;
    // The layers the heaviest pipeline stage holds: L ÷ pp when they divide evenly, else v chunks of
    // ⌈L ÷ (pp·v)⌉ (v interleaved stages per GPU).
    double stageLayers(const Parallelism& p) const;
    QString layoutInputs(const Parallelism& p) const;
    const Workload& workload() const { return m_workload; }

    static constexpr double kContextOverheadBytes = 1.0 * 1024 * 1024 * 1024;
    static constexpr double kFragmentation = 0.05;
    // DeepSpeed's estimators multiply the offloaded states by 1.5 for pinned buffers and fragmentation
    // (deepspeed.runtime.zero: estimate_zero2/zero3_model_states_mem_needs, additional_buffer_factor).
    static constexpr double kHostBufferFactor = 1.5;
    // Whether offloading applies: training with the full weights trained (not LoRA, not inference).
    bool canOffload() const;
    // MoE: the share of the weights in the routed experts (what expert parallelism divides).
    double expertShare() const { return m_expertShare; }
    // What divides the experts beyond tensor parallelism: ep, or etp·ep ÷ tp when the expert group is folded
    // across the tensor-parallel ranks (whole experts on each GPU).
    static double expertSplit(const Parallelism& p)
    {
        return double(p.expertTp()) * std::max(1, p.ep) / std::max(1, p.tp);
    }
    // A GPU's share of the model's states against a dense model's (÷ tp·pp ÷ its ZeRO group when sharded):
    // the dense part (1 − e) over the data × context parallel ranks, the experts e ÷ expertSplit over each
    // expert's replicas (tp·cp·dp ÷ etp·ep). Fully sharded, MoE or not, a GPU holds 1 ÷ (tp·pp·dp·cp).
    double stateShare(const Parallelism& p, bool sharded) const;

private:
    double activationsPerGpu(const Parallelism& p, int microBatch, Recompute r) const;

    Workload m_workload;
    double m_baseBytes = 0;    // model weights (trained or frozen) before sharding
    double m_adapterBytes = 0; // LoRA adapters
    double m_trainable = 0;    // parameters with gradients and optimiser state
    double m_gradBytesPerParam = 0;
    double m_optBytesPerParam = 0; // per trainable parameter
    double m_optExtraBytes = 0;    // Adafactor's factored second moments, absolute
    double m_actScale = 1;         // 16-bit activations = 1; fp32 = 2
    double m_sbhCoefficient = 0;   // per-layer activation bytes / (s·b·h), without the attention-score term
    double m_kvPerSequence = 0;
    double m_actFfn = 0;      // effective FFN width per token (MoE: experts used × expert FFN)
    double m_expertShare = 0; // MoE: the experts' share of the parameters
};

} // namespace gpuplan
