#include "Workload.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

template <typename E, size_t N> std::optional<E> fromName(const QString& name, const char* const (&names)[N])
{
    const QString n = name.trimmed().toLower();
    for (size_t i = 0; i < N; ++i)
        if (n == QLatin1String(names[i]))
            return static_cast<E>(i);
    return std::nullopt;
}

const char* const kMethods[] = {"inference", "lora", "qlora", "full", "pretrain"};
const char* const kOptimizers[] = {"adamw", "adamw8bit", "sgd", "adafactor"};
const char* const kRecompute[] = {"none", "selective", "full"};
const char* const kNetworks[] = {"rdma", "ethernet"};
const char* const kStacks[] = {"unknown", "megatron",      "fsdp",     "deepspeed",
                               "hf",      "llama-factory", "mindspeed"};

QString divisorsOf(int n)
{
    QStringList d;
    for (int i = 1; i <= n; ++i)
        if (n % i == 0)
            d << QString::number(i);
    return d.join(QStringLiteral(", "));
}
} // namespace

QString methodName(Method m)
{
    return QString::fromLatin1(kMethods[int(m)]);
}
std::optional<Method> methodFromName(const QString& name)
{
    return fromName<Method>(name, kMethods);
}
QString optimizerName(Optimizer o)
{
    return QString::fromLatin1(kOptimizers[int(o)]);
}
QString optimizerLabel(Optimizer o)
{
    static const char* const labels[] = {"AdamW", "8-bit AdamW", "SGD", "Adafactor"};
    return QString::fromLatin1(labels[int(o)]);
}
std::optional<Optimizer> optimizerFromName(const QString& name)
{
    if (name.trimmed().compare(QLatin1String("adam"), Qt::CaseInsensitive) == 0)
        return Optimizer::AdamW;
    if (name.trimmed().compare(QLatin1String("adamw-8bit"), Qt::CaseInsensitive) == 0)
        return Optimizer::AdamW8bit;
    return fromName<Optimizer>(name, kOptimizers);
}
QString recomputeName(Recompute r)
{
    return QString::fromLatin1(kRecompute[int(r)]);
}
std::optional<Recompute> recomputeFromName(const QString& name)
{
    return fromName<Recompute>(name, kRecompute);
}
QString networkName(Network n)
{
    return QString::fromLatin1(kNetworks[int(n)]);
}
QString stackName(SoftwareStack s)
{
    return QString::fromLatin1(kStacks[int(s)]);
}

std::optional<SoftwareStack> stackFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    // The names users know the stacks by.
    static const struct
    {
        const char* alias;
        SoftwareStack stack;
    } aliases[] = {{"nemo", SoftwareStack::Megatron},
                   {"megatron-core", SoftwareStack::Megatron},
                   {"megatron-lm", SoftwareStack::Megatron},
                   {"torchtitan", SoftwareStack::Fsdp},
                   {"fsdp2", SoftwareStack::Fsdp},
                   {"megatron-deepspeed", SoftwareStack::DeepSpeed},
                   {"gpt-neox", SoftwareStack::DeepSpeed},
                   {"accelerate", SoftwareStack::HfTrainer},
                   {"transformers", SoftwareStack::HfTrainer},
                   {"xtuner", SoftwareStack::LlamaFactory},
                   {"llamafactory", SoftwareStack::LlamaFactory},
                   {"modellink", SoftwareStack::MindSpeed},
                   {"", SoftwareStack::Unknown}};
    for (const auto& a : aliases)
        if (n == QLatin1String(a.alias))
            return a.stack;
    return fromName<SoftwareStack>(name, kStacks);
}

QString stackLabel(SoftwareStack s)
{
    switch (s) {
    case SoftwareStack::Megatron:
        return QStringLiteral("Megatron-core / NeMo");
    case SoftwareStack::Fsdp:
        return QStringLiteral("PyTorch FSDP / torchtitan");
    case SoftwareStack::DeepSpeed:
        return QStringLiteral("DeepSpeed / Megatron-DeepSpeed");
    case SoftwareStack::HfTrainer:
        return QStringLiteral("Hugging Face Trainer / Accelerate");
    case SoftwareStack::LlamaFactory:
        return QStringLiteral("LLaMA-Factory / XTuner");
    case SoftwareStack::MindSpeed:
        return QStringLiteral("MindSpeed (Ascend)");
    case SoftwareStack::Unknown:
        break;
    }
    return Tr::tr("not stated");
}

QString stackNames()
{
    QStringList names;
    for (const char* n : kStacks)
        names << QString::fromLatin1(n);
    return names.join(QStringLiteral(", "));
}

QString offloadName(int offload)
{
    return offload <= 0   ? QStringLiteral("none")
           : offload == 1 ? QStringLiteral("optimizer")
                          : QStringLiteral("weights");
}

std::optional<int> offloadFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i <= 2; ++i)
        if (n == offloadName(i))
            return i;
    return std::nullopt;
}

std::optional<Network> networkFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("ib") || n == QLatin1String("infiniband") || n == QLatin1String("roce"))
        return Network::Rdma;
    if (n == QLatin1String("eth") || n == QLatin1String("tcp"))
        return Network::Ethernet;
    return fromName<Network>(name, kNetworks);
}

QString methodLabel(Method m)
{
    switch (m) {
    case Method::Inference:
        return Tr::tr("inference");
    case Method::Lora:
        return Tr::tr("LoRA fine-tuning");
    case Method::Qlora:
        return Tr::tr("QLoRA fine-tuning");
    case Method::Full:
        return Tr::tr("full fine-tuning");
    case Method::Pretrain:
        return Tr::tr("pre-training");
    }
    return QString();
}

QString recomputeLabel(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return Tr::tr("none", "recomputation");
    case Recompute::Selective:
        return Tr::tr("selective", "recomputation");
    case Recompute::Full:
        return Tr::tr("full", "recomputation");
    }
    return QString();
}

bool isTraining(Method m)
{
    return m != Method::Inference;
}

Workload Workload::defaultsFor(const ModelSpec& model, Method method)
{
    Workload w;
    w.model = model;
    w.method = method;
    w.precision = Precision::BF16;
    w.seqLen = std::min(model.context > 0 ? model.context : 2048, method == Method::Inference ? 4096 : 2048);
    w.recompute = (method == Method::Lora || method == Method::Qlora) ? Recompute::Full : Recompute::None;
    return w;
}

int Workload::effectiveGlobalBatch() const
{
    if (globalBatch > 0)
        return globalBatch;
    // Pre-training: 1,024 sequences (≈2M tokens at 2,048), the order of Llama/GPT-3 batch sizes;
    // fine-tuning: 128 sequences.
    return method == Method::Pretrain ? 1024 : 128;
}

double Workload::effectiveTokens() const
{
    if (tokens > 0)
        return tokens;
    switch (method) {
    case Method::Pretrain:
        // Compute-optimal data: ≈20 tokens per parameter (Hoffmann et al. 2022, "Chinchilla").
        return 20.0 * model.params;
    case Method::Inference:
        return 1e6;
    default:
        return 1e8; // a fine-tuning set of ≈50,000 examples of 2,000 tokens
    }
}

Status Workload::validate() const
{
    auto fail = [](const char* field, const QString& why) {
        return Status(fieldError(QLatin1String(field), why));
    };
    if (seqLen <= 0)
        return fail("seq", Tr::tr("the sequence length must be at least 1"));
    if (microBatch <= 0)
        return fail("micro-batch", Tr::tr("the micro-batch must be at least 1"));
    if (globalBatch < 0)
        return fail("global-batch", Tr::tr("the global batch must be at least 1"));
    if (concurrency <= 0)
        return fail("concurrency", Tr::tr("concurrency must be at least 1"));
    if (tokens < 0 || tokens != tokens || (tokens > 0 && tokens < 1))
        return fail("tokens", Tr::tr("the token count must be at least 1"));
    if (loraRank <= 0 || loraRank > 4096)
        return fail("lora-rank", Tr::tr("the LoRA rank must be between 1 and 4096"));
    if (contextLen < 0)
        return fail("context", Tr::tr("the context must be at least 1 token"));
    // A preset's maximum context (its config.json): fine-tuning and serving beyond it need a model extended
    // for it; pre-training chooses its own.
    if (model.context > 0 && method != Method::Pretrain && effectiveContext() > model.context)
        return fail(contextLen > 0 ? "context" : "seq",
                    Tr::tr("%1 reads at most %2 tokens; %3 needs a version of the model extended to that "
                           "context")
                        .arg(model.name)
                        .arg(model.context)
                        .arg(effectiveContext()));
    switch (method) {
    case Method::Full:
    case Method::Pretrain:
        if (precision == Precision::INT8 || precision == Precision::INT4)
            return fail("precision",
                        Tr::tr("%1 needs fp32, tf32, bf16, fp16 or fp8; integer formats cannot be "
                               "trained directly (for a 4-bit base, choose QLoRA)")
                            .arg(methodLabel(method)));
        break;
    case Method::Lora:
        // fp8 is FP8 compute (Transformer Engine: the base and adapters kept in bf16, the GEMMs run in FP8),
        // as for full fine-tuning and pre-training; an integer base is QLoRA's.
        if (precision == Precision::INT8 || precision == Precision::INT4)
            return fail("precision",
                        Tr::tr("LoRA keeps the base model in fp32, bf16 or fp16 (fp8: bf16 weights, FP8 "
                               "compute); for a 4-bit base choose QLoRA"));
        break;
    case Method::Qlora:
        if (precision != Precision::BF16 && precision != Precision::FP16 && precision != Precision::INT4)
            return fail("precision",
                        Tr::tr("QLoRA stores the base in 4-bit NF4 and computes in bf16 or fp16; "
                               "choose bf16 or fp16"));
        break;
    case Method::Inference:
        if (precision == Precision::TF32)
            return fail("precision", Tr::tr("tf32 is a compute mode, not a storage format; use fp32, bf16, "
                                            "fp16, fp8, int8 or int4"));
        break;
    }
    return Status();
}

Status validateLayout(const Workload& w, const Cluster& c, const Parallelism& p)
{
    const ModelSpec& m = w.model;
    if (p.tp <= 0 || p.pp <= 0 || p.dp <= 0)
        return Status(fieldError(QStringLiteral("tp"), Tr::tr("parallel degrees must be at least 1")));
    if (m.heads % p.tp != 0)
        return Status(
            fieldError(QStringLiteral("tp"),
                       Tr::tr("tensor parallel degree %1 does not divide the %2 attention heads of %3; "
                              "allowed: %4")
                           .arg(p.tp)
                           .arg(m.heads)
                           .arg(m.name, divisorsOf(m.heads))));
    if (p.tp > c.gpusPerNode)
        return Status(
            fieldError(QStringLiteral("tp"),
                       Tr::tr("tensor parallel degree %1 is larger than the %2 GPUs of one server; tensor "
                              "parallelism stays inside a server")
                           .arg(p.tp)
                           .arg(c.gpusPerNode)));
    if (p.pp > m.layers)
        return Status(fieldError(QStringLiteral("pp"),
                                 Tr::tr("pipeline parallel degree %1 exceeds the %2 layers of the model")
                                     .arg(p.pp)
                                     .arg(m.layers)));
    if (p.zero < 0 || p.zero > 3)
        return Status(fieldError(QStringLiteral("zero"), Tr::tr("the ZeRO stage must be 0, 1, 2 or 3")));
    if (p.ep > 1 && !m.isMoe())
        return Status(
            fieldError(QStringLiteral("ep"),
                       Tr::tr("expert parallelism shards the experts of a mixture-of-experts model; %1 "
                              "has none")
                           .arg(m.name)));
    // The expert group comes from the data-parallel ranks, or (folded) from the tensor × context × data
    // parallel ranks together.
    if (p.ep > 1 && (m.experts % p.ep != 0 || (p.tp * std::max(1, p.cp) * p.dp) % p.ep != 0))
        return Status(fieldError(QStringLiteral("ep"),
                                 Tr::tr("an expert-parallel degree divides both the %1 experts and the %2 "
                                        "tensor × context × data parallel GPUs of a pipeline stage; %3 does "
                                        "not")
                                     .arg(m.experts)
                                     .arg(p.tp * std::max(1, p.cp) * p.dp)
                                     .arg(p.ep)));
    if (p.zero > 0 && !isTraining(w.method))
        return Status(fieldError(QStringLiteral("zero"),
                                 Tr::tr("ZeRO shards training state; it has no meaning for inference")));
    if (p.gpus() != c.gpus())
        return Status(
            fieldError(QStringLiteral("gpus"),
                       Tr::tr("%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the "
                              "GPU count must be a multiple of %4")
                           .arg(c.gpus())
                           .arg(p.tp)
                           .arg(p.pp)
                           .arg(p.tp * p.pp)));
    return Status();
}

} // namespace gpuplan
