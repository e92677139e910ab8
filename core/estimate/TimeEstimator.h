#pragma once

#include "EstimateModel.h"
#include "Links.h"
#include "MemoryEstimator.h"
#include "Workload.h"

#include <QVarLengthArray>

#include <algorithm>

namespace gpuplan {

struct TimeOptions
{
    // 0 = the GPU's compute efficiency from the catalog: the fraction of dense peak its training kernels
    // reach when communication and the pipeline bubble are counted apart.
    double efficiencyOverride = 0;
    // How the efficiency follows the work's shape, and a scale on every GPU's catalog value (1 = as in the
    // catalog; the calibration's leave-one-out fits set it).
    EfficiencyShape shape = CalibrationData::shipped().shape;
    double efficiencyScale = 1;
    // The fitted scales per GPU generation, software stack and FP8, and the whole-run factor.
    EfficiencyFactors factors = CalibrationData::shipped().factors;
    // What a whole training run loses to interruptions and checkpoints (count = false: steady state).
    RunLossOptions losses = shippedLosses();
    // How far a time can be off (published ÷ estimated, 10th–90th percentile): steady state and whole runs.
    UncertaintyBand steadyBand = CalibrationData::shipped().steady;
    UncertaintyBand steadyUnknownBand = CalibrationData::shipped().steadyUnknown;
    UncertaintyBand wholeBand = CalibrationData::shipped().whole;
    UncertaintyBand moeBand = CalibrationData::shipped().moe;
    UncertaintyBand finetuneBand = CalibrationData::shipped().finetune;
    // Fraction of peak HBM bandwidth that decoding reaches (measured STREAM-like: A100 80G ≈1.6 of 2.0 TB/s,
    // H100 ≈2.9 of 3.35, H200 ≈4.0 of 4.8 — ../shared/data/market-facts.md).
    double memoryBandwidthEfficiency = 0.8;
    // Share of each kind of communication that can run under computation (the rest is always exposed:
    // launches, synchronisation, kernels competing for the GPU). Assumptions, stated in --explain:
    // bucketed data-parallel gradient reduction (PyTorch DDP, DeepSpeed) and ZeRO-3/FSDP prefetched
    // parameter gathers 0.8; Megatron tensor-parallel all-reduces and pipeline sends 0 (on the critical
    // path).
    double dataParallelOverlap = 0.8;
    double zero3Overlap = 0.8;
    // Offloading: the CPU's optimizer step, parameters per second per server. An assumption: DeepSpeed's
    // CPU-Adam is 5–7 × PyTorch's CPU Adam (DeepSpeed ZeRO-Offload tutorial); not measured here.
    double cpuAdamParamsPerSecond = 2e9;
    // Share of the MoE all-to-all hidden under computation: 0 (Megatron-LM and DeepSpeed-MoE run it on the
    // critical path; DeepSeek-V3's DualPipe overlaps nearly all of it).
    double expertOverlap = 0;
    LinkConstants links;

    static RunLossOptions shippedLosses();
    // Whether a job is of the kind the whole-run factor and band were fitted on: a whole pre-training run
    // (every published whole run is one). Fine-tuning and shorter jobs take the run-loss model alone and the
    // steady-state band.
    bool wholeRunKind(const Workload& w) const { return losses.count && w.method == Method::Pretrain; }
    // The band of a time: whole pre-training runs; fine-tuning; otherwise MoE models' steady state, or steady
    // state with the stack named or not.
    enum class BandKind
    {
        WholeRun,
        FineTuning,
        Moe,
        SteadyNamed,
        SteadyUnknown
    };
    BandKind bandKind(const Workload& w) const
    {
        if (wholeRunKind(w))
            return BandKind::WholeRun;
        if (w.method == Method::Full || w.method == Method::Lora || w.method == Method::Qlora)
            return BandKind::FineTuning;
        if (w.model.isMoe())
            return BandKind::Moe;
        return w.stack == SoftwareStack::Unknown ? BandKind::SteadyUnknown : BandKind::SteadyNamed;
    }
    const UncertaintyBand& band(const Workload& w) const
    {
        switch (bandKind(w)) {
        case BandKind::WholeRun:
            return wholeBand;
        case BandKind::FineTuning:
            return finetuneBand;
        case BandKind::Moe:
            return moeBand;
        case BandKind::SteadyNamed:
            return steadyBand;
        case BandKind::SteadyUnknown:
            break;
        }
        return steadyUnknownBand;
    }
};

// One kind of communication in a training step (or a decode step).
enum class CommKind
{
    TensorParallel,
    DataParallel, // plain all-reduce or ZeRO-1/2
    Zero3,
    Pipeline,
    ContextParallel, // ring attention's key/value blocks
    ExpertParallel,  // MoE all-to-all: tokens to their experts and back
    Offload // gradients to host RAM, updated weights back, the CPU's optimizer step (and ZeRO-Infinity's
            // weights)
};

struct StepPart
{
    CommKind kind = CommKind::TensorParallel;
    int zero = 0;    // data parallel: the ZeRO stage
    int perStep = 0; // collectives per layer (tp) or gathers per micro-batch (ZeRO-3)
    double elementBytes = 2;
    Link link;
    double bytes = 0;   // bytes sent per GPU per step
    double seconds = 0; // on the link
    double exposed = 0; // of which not hidden under computation
    double overlap = 0; // fraction that may overlap

    QString id() const;      // "tp", "dp", "zero3", "pp"
    QString label() const;   // translated: "tensor-parallel all-reduces"
    QString formula() const; // how the bytes are counted
};

struct DecodePoint
{
    int concurrency = 0;
    double tokensPerSecond = 0; // all sequences together
    double tokensPerSecondPerGpu = 0;
    double msPerToken = 0; // latency of one sequence's next token
    bool memoryBound = true;
};

struct TimeEstimate
{
    // training
    double flopsPerToken = 0;      // counted work, recomputation included
    double modelFlopsPerToken = 0; // 6·N + attention, without recomputation (the basis of MFU)
    double totalFlops = 0;
    double peakTflops = 0; // dense peak of the precision actually used, per GPU
    Precision peakPrecision = Precision::BF16;
    double computeEfficiency = 0; // fraction of peak reached by the kernels
    int microBatches = 1;         // per pipeline per step
    double tokensPerStep = 0;
    double stepSeconds = 0;
    double computeSeconds = 0;
    double bubbleSeconds = 0;
    double pipelineBubble = 0; // bubble ÷ compute = (pp − 1) / (m · v)
    double stageImbalance = 1; // the heaviest pipeline chunk's layers ÷ the average (uneven stages)
    QVarLengthArray<StepPart, 6> communication; // no heap allocation in the matcher's inner loop
    double exposedCommSeconds = 0;
    double mfu = 0;                  // achieved model-FLOPs utilisation
    double effectiveUtilisation = 0; // achieved hardware-FLOPs utilisation (recomputation counted)
    double tokensPerSecond = 0;      // whole cluster
    double tokensPerSecondPerGpu = 0;
    double wallHours = 0; // steady state + what the run loses
    double gpuHours = 0;
    // What a whole run loses (zero in steady state and for inference).
    double steadyHours = 0;             // at steady-state speed
    double lostHours = 0;               // wallHours − steadyHours
    double interruptions = 0;           // expected over the run
    double checkpointHours = 0;         // to write one checkpoint
    double checkpointIntervalHours = 0; // the best interval (Young 1974): √(2 × write time × MTBF)
    double checkpointingHours = 0;      // all checkpoints together
    double recoveryHours = 0;           // lost work and restarts after the interruptions
    double replacementHours = 0;        // waiting for replaced servers (a quote's replacement time)
    double otherHours = 0; // what published whole runs take beyond the above (evaluation, data stalls, slower
                           // early software, restarts by hand): the fitted whole-run factor
    bool stalled = false;  // interruptions come faster than the run can recover
    // The band: how long it can take (published ÷ estimated, 10th–90th percentile of the calibration).
    double wallHoursLow = 0, wallHoursHigh = 0;
    double gpuHoursLow = 0, gpuHoursHigh = 0;
    // inference
    double prefillTokensPerSecond = 0;
    double decodeTokensPerSecond = 0; // all sequences together
    double decodeTokensPerSecondPerSequence = 0;
    double decodeMsPerToken = 0;
    int maxConcurrency = 0; // sequences that fit in the KV cache, whole cluster
    bool decodeMemoryBound = true;
};

// What a whole run loses, in words (or that a steady-state estimate leaves it out), in the language asked
// ("zh…"/"en"; empty: the program's).
QString runLossText(const TimeEstimate& t, const QString& language = QString());

// Wall-clock time of a workload on a cluster and layout: time per optimizer step from compute and from each
// kind of communication over the link it really uses.
class TimeEstimator
{
public:
    TimeEstimator(const Workload& workload, const TimeOptions& options = {});

    // What an estimate needs of a cluster that no layout changes, looked up once: the matcher and the layout
    // search estimate thousands of layouts on one cluster. The answers are those of estimate(Cluster, …).
    struct Prepared
    {
        Cluster cluster;
        ClusterLinks links;
        double peakTflops = 0; // dense peak of the precision the products run in
        Precision peakPrecision = Precision::BF16;
        double efficiency = 0;              // computeEfficiency(GPU)
        double flopsPerSecond = 0;          // achievable per GPU: peak × efficiency
        double clusterPeakFlops = 0;        // G × peak, FLOP/s (what MFU divides by)
        double checkpointHours = 0;         // run losses: one checkpoint written by all servers
        double checkpointIntervalHours = 0; // and the best interval (Young 1974)
    };
    Prepared prepare(const Cluster& c) const;

    TimeEstimate estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory) const
    {
        return estimate(c, p, memory, m_workload.microBatch, m_workload.recompute);
    }
    TimeEstimate estimate(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory,
                          int microBatch, Recompute r) const
    {
        return estimate(prepare(c), p, memory, microBatch, r);
    }
    TimeEstimate estimate(const Prepared& k, const Parallelism& p, const MemoryBreakdown& memory,
                          int microBatch, Recompute r) const;

    QList<Explanation> explain(const Cluster& c, const Parallelism& p, const MemoryBreakdown& memory) const;

    // Decode throughput and latency against concurrency, 1, 2, 4, … up to what the KV cache allows.
    QList<DecodePoint> decodeCurve(const Cluster& c, const Parallelism& p,
                                   const MemoryBreakdown& memory) const;

    // Training FLOPs per token: 6·N (+ attention 12·L·s·d) and one more forward pass under full
    // recomputation; LoRA skips weight gradients of the frozen base (4·N).
    double flopsPerToken(Recompute r) const;
    double computeEfficiency(const GpuModel& gpu) const;
    // The share of the 16-bit compute time FP8 training runs in FP8: f(h) on the GPU × (1 − a).
    double productShare(const GpuModel& gpu) const
    {
        return m_options.shape.share(EfficiencyShape::work(m_workload.model.hidden), gpu) *
               (1.0 - m_attnShare);
    }
    // How the compute efficiency is made up, for explain().
    Explanation efficiencyExplanation(const GpuModel& gpu, const TimeEstimate& t) const;
    // Adds what a whole run loses to a steady-state estimate, then the band.
    void addRunLosses(TimeEstimate& t, const Cluster& c) const { addRunLosses(t, prepare(c)); }
    void addRunLosses(TimeEstimate& t, const Prepared& k) const;
    const TimeOptions& options() const { return m_options; }
    const LinkModel& links() const { return m_links; }

private:
    QList<Explanation> lossExplanations(const Cluster& c, const TimeEstimate& t) const;
    // Communication that may hide under `window` seconds of computation: a fraction (1 − overlap) is always
    // exposed, the rest only where it outlasts the window.
    static double exposedPart(double seconds, double overlap, double window)
    {
        return (1.0 - overlap) * seconds + std::max(0.0, overlap * seconds - window);
    }
    void tensorParallelPart(StepPart& part, const Prepared& k, const Parallelism& p, double microBatches,
                            double tokens, Recompute r) const;
    void expertPart(StepPart& part, const Prepared& k, const Parallelism& p, double microBatches,
                    double tokens, Recompute r) const;
    void contextPart(StepPart& part, const Prepared& k, const Parallelism& p, int microBatches, int mb,
                     double perMicro) const;
    void offloadPart(StepPart& part, const Prepared& k, const Parallelism& p, int microBatches,
                     Recompute r) const;
    DecodePoint decodeAt(const Prepared& k, const Parallelism& p, const MemoryBreakdown& memory,
                         int sequences, double peakFlops) const;

    Workload m_workload;
    TimeOptions m_options;
    // The fitted factors that do not depend on the GPU, and the generation scales by generation: looked up
    // once, not per layout (the matcher evaluates millions).
    double m_fixedFactor = 1;
    bool m_fp8 = false;     // FP8 training: the products on the FP8 peak (a GPU with FP8 tensor cores)
    double m_fp8Factor = 1; // FP8 training's fitted factor on the products
    double m_attnShare = 0; // the attention core's share of a token's FLOPs (6·N + attention)
    double m_generationScale[4] = {1, 1, 1, 1}; // ampere, hopper, blackwell, other
    LinkModel m_links;
    double m_attnFlops = 0;   // 12·L·s·d: attention score and value FLOPs per token (forward + backward)
    double m_weightBytes = 0; // the model's weights as stored (what ZeRO-3 gathers)
    double m_trainable = 0;
    double m_gradBytes = 2; // per trainable parameter
    double m_actBytes = 2;  // per activation element
    double m_kvPerSequence = 0;
    double m_checkpointBytes = 0; // weights + the trainable parameters' gradients and optimizer states
    bool m_canOffload = false;
    double m_expertShare = 0;     // MoE: the experts' share of the parameters
    double m_expertFlopShare = 0; // MoE: the active experts' share of a token's FLOPs
    double m_moeFactor = 1;       // MoE: EfficiencyShape::expertFactor
    bool m_training = false;
    double m_tokens = 0;                   // Workload::effectiveTokens
    qint64 m_globalBatch = 1;              // Workload::effectiveGlobalBatch
    double m_flopsPerToken[3] = {0, 0, 0}; // flopsPerToken(r), by Recompute
};

} // namespace gpuplan
