#pragma once

#include "catalog/GpuModel.h"
#include "catalog/ModelSpec.h"
#include "catalog/Precision.h"
#include "util/Result.h"

#include <QString>

#include <algorithm>

namespace gpuplan {

enum class Method
{
    Inference,
    Lora,
    Qlora,
    Full,
    Pretrain
};
enum class Optimizer
{
    AdamW,
    AdamW8bit,
    SgdMomentum,
    Adafactor
};
enum class Recompute
{
    None,
    Selective,
    Full
};
enum class Network
{
    Rdma,
    Ethernet
};
// The training software the job runs on: each reaches its own share of the GPU's peak on the same layout
// (fitted on its published runs, resources/catalog/calibration.json); Unknown takes the average of all
// stacks and the wider band.
enum class SoftwareStack
{
    Unknown,
    Megatron,     // Megatron-core (Megatron-LM since 2023), NeMo, Megatron-Bridge
    Fsdp,         // PyTorch FSDP / FSDP2, torchtitan
    DeepSpeed,    // DeepSpeed, Megatron-DeepSpeed, GPT-NeoX, and the Megatron-LM of 2019–22 they forked
    HfTrainer,    // Hugging Face Trainer / Accelerate
    LlamaFactory, // LLaMA-Factory, XTuner
    MindSpeed     // MindSpeed / ModelLink on Ascend
};

QString methodName(Method m); // "lora"
std::optional<Method> methodFromName(const QString& name);
QString methodLabel(Method m); // translated
QString optimizerName(Optimizer o);
QString optimizerLabel(Optimizer o); // as its papers write it: "AdamW", "8-bit AdamW", "SGD", "Adafactor"
std::optional<Optimizer> optimizerFromName(const QString& name);
QString recomputeName(Recompute r);
QString recomputeLabel(Recompute r); // translated: "none", "selective", "full"
std::optional<Recompute> recomputeFromName(const QString& name);
QString networkName(Network n);
QString stackName(SoftwareStack s); // "megatron", "fsdp", … "unknown"
std::optional<SoftwareStack> stackFromName(const QString& name);
QString stackLabel(SoftwareStack s); // as its projects write it: "Megatron-core / NeMo"; Unknown translated
QString stackNames();                // "unknown, megatron, fsdp, deepspeed, hf, llama-factory, mindspeed"
// Parallelism::offload by name: "none", "optimizer", "weights".
QString offloadName(int offload);
std::optional<int> offloadFromName(const QString& name);
std::optional<Network> networkFromName(const QString& name);

bool isTraining(Method m);

// What the user wants to run. Built by the wizard or the CLI, consumed by the estimators and the matcher.
struct Workload
{
    ModelSpec model;
    Method method = Method::Full;
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    int seqLen = 2048;
    int microBatch = 1;
    int globalBatch = 0; // sequences per optimiser step; 0 = method default (see defaultGlobalBatch)
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
    double tokens = 0;   // tokens to train on (or to generate, for inference); 0 = method default
    int loraRank = 16;   // LoRA/QLoRA adapters on every linear layer of every block
    int concurrency = 1; // inference: sequences served at once
    int contextLen = 0;  // inference: prompt + output tokens per sequence; 0 = seqLen
    SoftwareStack stack = SoftwareStack::Unknown; // training: the software it runs on

    // Sensible defaults for a method: gradient checkpointing for (Q)LoRA as in the QLoRA recipe, and so on.
    static Workload defaultsFor(const ModelSpec& model, Method method);

    int effectiveGlobalBatch() const;
    double effectiveTokens() const;
    bool tokensAreDefault() const { return tokens <= 0; }
    int effectiveContext() const { return contextLen > 0 ? contextLen : seqLen; }

    // Contradictions and impossible values; the error names the option.
    Status validate() const;
};

// How the GPUs are split: tensor × pipeline × data parallel, with a ZeRO/FSDP stage over the data-parallel
// group.
struct Parallelism
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int zero = 0;
    int interleave = 1; // virtual pipeline stages per GPU (Megatron's interleaved 1F1B schedule)
    // Host memory for what the GPUs cannot hold (DeepSpeed): 0 none; 1 the optimizer states, FP32 master
    // weights and gradients, updated by the CPU (ZeRO-Offload); 2 the 16-bit weights too, streamed in layer
    // by layer (ZeRO-Infinity, to CPU RAM).
    int offload = 0;
    // Context parallelism (Megatron-LM CP, ring attention): each sequence split over cp GPUs, which hold
    // 1/cp of its activations and pass keys and values around a ring. GPUs = tp × cp × pp × dp; ZeRO shards
    // over dp × cp.
    int cp = 1;
    // Expert parallelism (MoE): the experts sharded over ep GPUs drawn from the data-parallel ranks (each
    // holds experts ÷ ep; the dense layers stay replicated); tokens go to their experts and back by
    // all-to-all.
    //
    // MoE parallel folding (Liu et al. 2025, "MoE Parallel Folding", arXiv 2504.14960; Megatron-Core's
    // expert_tensor_parallel_size = 1): when ep does not divide the data-parallel ranks, the expert group is
    // drawn from the tensor × context × data parallel ranks together, and the experts are not split by tensor
    // parallelism (each GPU holds whole experts). Qwen3-235B on 256 H100: TP 2 · PP 8 · DP 16, EP 32 = 2
    // × 16.
    int ep = 1;
    int gpus() const { return tp * cp * pp * dp; }
    bool expertsFolded() const { return ep > 1 && dp % ep != 0; }
    // The tensor-parallel split of each expert: tp, or 1 when folded.
    int expertTp() const { return expertsFolded() ? 1 : tp; }
    // The GPUs that hold each expert's copies (ZeRO's group for the expert weights): tp·cp·dp ÷ (etp·ep).
    int expertReplicas() const { return std::max(1, tp * cp * dp / std::max(1, expertTp() * ep)); }
};

// The hardware a configuration runs on.
struct Cluster
{
    const GpuModel* gpu = nullptr;
    int gpusPerNode = 1;
    int nodes = 1;
    Network network = Network::Rdma;
    double nicGbps = 0;  // line rate of one NIC between servers, Gb/s; 0 = the default for the network kind
    int nicsPerNode = 0; // NICs per server for training traffic; 0 = the default (see Links.h)
    int gpus() const { return gpusPerNode * nodes; }
};

// Checks that a layout suits this model and cluster (TP divides heads and stays inside a server, ...).
Status validateLayout(const Workload& w, const Cluster& c, const Parallelism& p);

} // namespace gpuplan
