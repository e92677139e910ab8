#include "RuleChecks.h"

#include "catalog/ExportControls.h"
#include "catalog/GpuCatalog.h"
#include "catalog/ModelCatalog.h"
#include "quotes/Quote.h"
#include "util/Quantity.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RuleChecks)
};

enum class Scale
{
    Small,
    Medium,
    Large
};

// Seed 000's stages: ≤7B (we allow up to 8.5B so that 8B models count), 13B–70B, and 100B and more.
Scale scaleOf(double params)
{
    if (params <= 8.5e9)
        return Scale::Small;
    if (params < 100e9)
        return Scale::Medium;
    return Scale::Large;
}

QString gib(double bytes)
{
    return QString::number(bytes / Quantity::kGiB, 'f', 1);
}
} // namespace

QString checkStatusName(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return QStringLiteral("pass");
    case CheckStatus::Info:
        return QStringLiteral("info");
    case CheckStatus::Warn:
        return QStringLiteral("warn");
    case CheckStatus::Fail:
        return QStringLiteral("fail");
    }
    return QString();
}

QString checkLabel(const QString& id)
{
    static const struct
    {
        const char* id;
        const char* label;
    } labels[] = {
        {"memory", QT_TRANSLATE_NOOP("RuleChecks", "memory")},
        {"stage", QT_TRANSLATE_NOOP("RuleChecks", "scale")},
        {"tier", QT_TRANSLATE_NOOP("RuleChecks", "tier")},
        {"cpu", QT_TRANSLATE_NOOP("RuleChecks", "CPU")},
        {"ram", QT_TRANSLATE_NOOP("RuleChecks", "RAM")},
        {"storage", QT_TRANSLATE_NOOP("RuleChecks", "storage")},
        {"fabric", QT_TRANSLATE_NOOP("RuleChecks", "GPU interconnect")},
        {"network", QT_TRANSLATE_NOOP("RuleChecks", "network")},
        {"generation", QT_TRANSLATE_NOOP("RuleChecks", "generation")},
        {"bandwidth", QT_TRANSLATE_NOOP("RuleChecks", "memory bandwidth")},
        {"context", QT_TRANSLATE_NOOP("RuleChecks", "context")},
        {"export-control", QT_TRANSLATE_NOOP("RuleChecks", "export rules")},
        {"precision", QT_TRANSLATE_NOOP("RuleChecks", "precision")},
    };
    for (const auto& l : labels)
        if (id == QLatin1String(l.id))
            return QCoreApplication::translate("RuleChecks", l.label);
    return id;
}

QString storageKindLabel(const QString& kind)
{
    const QString k = kind.trimmed().toLower();
    if (k == QLatin1String("nvme"))
        return QStringLiteral("NVMe SSD");
    if (k == QLatin1String("ssd"))
        return QStringLiteral("SATA/SAS SSD");
    if (k == QLatin1String("hdd"))
        return Tr::tr("hard disk");
    if (k.isEmpty())
        return Tr::tr("not stated");
    return kind;
}

QString configurationText(int servers, int gpusPerServer, const QString& gpuName)
{
    return Tr::tr("%n server(s) × %1 %2", nullptr, servers).arg(gpusPerServer).arg(gpuName);
}

QString serversByGpusText(int servers, int gpusPerServer)
{
    return Tr::tr("%n server(s) × %1 GPUs", nullptr, servers).arg(gpusPerServer);
}

QString serversByGpusHeader()
{
    return Tr::tr("Servers × GPUs per server");
}

QString serversText(const Quote& q, const QString& gpuName)
{
    const ServerSpec& s = q.server;
    QStringList parts;
    parts << (s.cpuCores > 0 ? Tr::tr("%n CPU core(s)", nullptr, s.cpuCores)
                             : Tr::tr("CPU cores not stated"));
    parts << (s.ramGb > 0 ? Tr::tr("%1 GB RAM").arg(s.ramGb) : Tr::tr("RAM not stated"));
    parts << (s.storageKind.isEmpty() ? Tr::tr("storage not stated")
                                      : Tr::tr("%1 storage").arg(storageKindLabel(s.storageKind)));
    if (s.networkKind.isEmpty())
        parts << Tr::tr("network not stated");
    else if (s.networkGbps > 0)
        parts << Tr::tr("%1 network at %2 Gb/s").arg(networkKindLabel(s.networkKind)).arg(s.networkGbps);
    else
        parts << Tr::tr("%1 network").arg(networkKindLabel(s.networkKind));
    return Tr::tr("%1; %2").arg(configurationText(q.servers, q.gpusPerServer, gpuName),
                                parts.join(Tr::tr(", ")));
}

QString networkKindLabel(const QString& kind)
{
    const QString k = kind.trimmed().toLower();
    if (k == QLatin1String("ib") || k == QLatin1String("infiniband"))
        return Tr::tr("InfiniBand (IB)");
    if (k == QLatin1String("roce"))
        return QStringLiteral("RoCE");
    if (k == QLatin1String("ethernet"))
        return Tr::tr("Ethernet");
    if (k.isEmpty())
        return Tr::tr("not stated");
    return kind;
}

QString checkCitation(const Check& check)
{
    static const QRegularExpression cites(QStringLiteral("\\[[1-3]\\]"));
    return check.message.contains(cites) ? QString() : checkSourceLabel(check.source);
}

QString checkSourceLabel(const QString& source)
{
    QStringList parts;
    for (const QString& p : source.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
        if (p == QLatin1String("seed 000"))
            parts << Tr::tr("seed 000");
        else if (p == QLatin1String("seed 001"))
            parts << Tr::tr("seed 001");
        else if (p == QLatin1String("seed 004"))
            parts << Tr::tr("seed 004");
        else if (p == QLatin1String("estimator"))
            parts << Tr::tr("estimator");
        else
            parts << p;
    }
    //: How the sources of one check are joined: "seed 000, seed 001"; Chinese "[1][2]".
    return parts.join(Tr::tr(", ", "sources"));
}

QStringList seedArticleTitles()
{
    return {Tr::tr("seed 000: 《服务器租用：AI 大模型训练如何选 GPU 配置才不踩坑》"),
            Tr::tr("seed 001: 《大模型GPU服务器选购指南：算力成本与配置策略》"),
            Tr::tr("seed 004: 《山东GPU服务器租用做AI训练，显卡配置怎么匹配》")};
}

QString checkStatusLabel(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return Tr::tr("pass");
    case CheckStatus::Info:
        return Tr::tr("note");
    case CheckStatus::Warn:
        return Tr::tr("warning");
    case CheckStatus::Fail:
        return Tr::tr("fail");
    }
    return QString();
}

CheckStatus worstStatus(const QList<Check>& checks)
{
    CheckStatus worst = CheckStatus::Pass;
    for (const Check& c : checks)
        if (int(c.status) > int(worst) && c.status != CheckStatus::Info)
            worst = c.status;
    return worst;
}

namespace {
Check ramCheck(const GpuModel& gpu, const Cluster& c, const MemoryBreakdown& memory, const CheckContext& ctx,
               bool training, Scale scale)
{
    Check k{QStringLiteral("ram"), CheckStatus::Info, QString(), QStringLiteral("seed 000, seed 001")};
    const double vram = gpu.memoryGb * c.gpusPerNode;
    double need = 2.0 * vram;
    // The reason for the figure: twice the GPU memory (seed 000), unless seed 001's floor is higher.
    QString why = Tr::tr("twice the %1 GB of GPU memory").arg(vram);
    if (training && scale == Scale::Large && need < 1024.0) {
        need = 1024.0;
        why = Tr::tr("seed 001 asks 1 TB or more for 100B+ models; twice the GPU memory would be %1 GB")
                  .arg(2 * vram);
    } else if (training && scale == Scale::Medium && need < 512.0) {
        need = 512.0;
        why = Tr::tr("seed 001 asks 512 GB or more for large-model training; twice the GPU memory would "
                     "be %1 GB")
                  .arg(2 * vram);
    }
    // Offloading keeps the optimizer states (and weights) in host RAM: that is a need, not a rule of thumb.
    const double offloadGb =
        memory.hostBytes > 0 ? std::ceil(memory.hostBytes / std::max(1, c.nodes) / 1e9) : 0;
    if (offloadGb > 0 && ctx.server && ctx.server->ramGb > 0 && ctx.server->ramGb < offloadGb) {
        k.status = CheckStatus::Fail;
        k.message = Tr::tr("%1 GB of RAM per server cannot hold the %2 GB of offloaded optimizer states "
                           "(DeepSpeed's estimate, × 1.5 for buffers)")
                        .arg(ctx.server->ramGb)
                        .arg(offloadGb);
        k.source = QStringLiteral("DeepSpeed ZeRO-Offload");
    } else if (offloadGb > 0 && !(ctx.server && ctx.server->ramGb > 0)) {
        k.status = CheckStatus::Warn;
        k.message = Tr::tr("the offloaded optimizer states need %1 GB of RAM per server (DeepSpeed's "
                           "estimate, × 1.5 for buffers); ask for at least %2 GB")
                        .arg(offloadGb)
                        .arg(std::max(need, offloadGb));
        k.source = QStringLiteral("DeepSpeed ZeRO-Offload");
    } else if (ctx.server && ctx.server->ramGb > 0) {
        if (offloadGb > 0)
            why = Tr::tr("%1; %2 GB of it for the offloaded optimizer states").arg(why).arg(offloadGb);
        need = std::max(need, offloadGb);
        // A rule of thumb that standard servers often miss: a warning, since the planned job keeps
        // neither weights nor optimizer state in host memory (no offloading); the data pipeline is what
        // uses it.
        const bool ok = ctx.server->ramGb >= need;
        k.status = ok ? CheckStatus::Pass : CheckStatus::Warn;
        k.message = ok ? Tr::tr("%1 GB of RAM per server; needs at least %2 GB (%3)")
                             .arg(ctx.server->ramGb)
                             .arg(need)
                             .arg(why)
                       : Tr::tr("%1 GB of RAM per server, less than the %2 GB the seeds ask (%3); a rule of "
                                "thumb: this job keeps nothing in host memory, so check the data pipeline's "
                                "needs with the vendor")
                             .arg(ctx.server->ramGb)
                             .arg(need)
                             .arg(why);
    } else {
        k.message = Tr::tr("ask for at least %1 GB of RAM per server (%2)").arg(need).arg(why);
    }
    return k;
}
// 6. NVMe storage (seed 000; seed 004 for >10 TB datasets).
Check storageCheck(const CheckContext& ctx, bool training)
{
    Check k{QStringLiteral("storage"), CheckStatus::Info, QString(), QStringLiteral("seed 000, seed 004")};
    const QString kind = ctx.server ? ctx.server->storageKind.toLower() : QString();
    if (!kind.isEmpty()) {
        if (kind == QLatin1String("nvme")) {
            k.status = CheckStatus::Pass;
            k.message = Tr::tr("NVMe SSD storage");
        } else if (!training) {
            k.status = CheckStatus::Info;
            k.message = Tr::tr("%1 storage: serving reads the model from it only when it starts (a slower "
                               "start), not while it answers")
                            .arg(storageKindLabel(kind));
        } else {
            k.status = kind == QLatin1String("hdd") ? CheckStatus::Fail : CheckStatus::Warn;
            k.message = Tr::tr("%1 storage: training reads data continuously; seed 000 requires NVMe SSDs, "
                               "slower disks starve the GPUs")
                            .arg(storageKindLabel(kind));
        }
    } else {
        k.message = Tr::tr("ask for NVMe SSD storage; for datasets over 10 TB, local NVMe disks rather than "
                           "network storage");
    }
    return k;
}

// 7. SXM/NVLink for 4 or more GPUs (seed 004).
Check fabricCheck(const GpuModel& gpu, const Cluster& c, const Parallelism& p, bool training)
{
    Check k{QStringLiteral("fabric"), CheckStatus::Pass, QString(), QStringLiteral("seed 004")};
    const bool parallelInside = c.gpusPerNode > 1 && (training || p.tp > 1);
    if (!parallelInside) {
        k.message = c.gpusPerNode > 1 ? Tr::tr("independent replicas: no traffic between the GPUs")
                                      : Tr::tr("one GPU per server: no GPU-to-GPU traffic inside the server");
    } else if (gpu.hasSwitchedFabric()) {
        k.message = Tr::tr("%1 with %2 (%3 GB/s per GPU) between the %4 GPUs of a server")
                        .arg(formFactorName(gpu.formFactor), gpu.interconnectLabel())
                        .arg(gpu.interconnectGBs)
                        .arg(c.gpusPerNode);
    } else if (c.gpusPerNode <= 2) {
        k.status = CheckStatus::Info;
        k.message = Tr::tr("two PCIe cards are acceptable (seed 004); a bridge between them helps");
    } else if (!training && p.tp <= 2) {
        k.status = CheckStatus::Info;
        k.message = Tr::tr("PCIe GPUs serving replicas of %n GPU(s): little traffic", nullptr, p.tp);
    } else {
        k.status = CheckStatus::Warn;
        k.message = training ? Tr::tr("%1 PCIe GPUs training in parallel: PCIe 4.0 carries ≈64 GB/s against "
                                      "≈600 GB/s over NVLink, so communication becomes the bottleneck; seed "
                                      "004 requires SXM with NVLink for 4 or more GPUs")
                                   .arg(c.gpusPerNode)
                             : Tr::tr("replicas tensor parallel over %1 PCIe GPUs: every output token waits "
                                      "on PCIe (≈64 GB/s against ≈600 GB/s over NVLink), so they answer "
                                      "slower than SXM GPUs would")
                                   .arg(p.tp);
    }
    return k;
}

// FP8 asked of a GPU without FP8 tensor cores (A100, V100, the 910B): its matrix products run in the next
// format it has, at that format's peak, and the time is estimated so (TimeEstimator applies the FP8 factor
// only where FP8 runs natively).
std::optional<Check> precisionCheck(const Workload& w, const GpuModel& gpu)
{
    if (w.precision != Precision::FP8 || w.method == Method::Qlora)
        return std::nullopt;
    Precision used = Precision::FP8;
    gpu.peakTflops(Precision::FP8, &used);
    if (used == Precision::FP8)
        return std::nullopt;
    return Check{
        QStringLiteral("precision"), CheckStatus::Warn,
        Tr::tr("the %1 has no FP8 tensor cores: the matrix products run in %2 at its %2 peak, and the "
               "time is estimated so")
            .arg(gpu.name, precisionName(used)),
        Tr::tr("datasheet")};
}
} // namespace

QList<Check> checkConfiguration(const Workload& w, const Cluster& c, const Parallelism& p,
                                const MemoryBreakdown& memory, const CheckContext& ctx)
{
    QList<Check> out;
    const GpuModel& gpu = *c.gpu;
    const int G = c.gpus();
    const Scale scale = scaleOf(w.model.params);
    const QString size = Quantity::formatCount(w.model.params);
    const bool training = isTraining(w.method);

    // 1. Memory.
    {
        Check k{QStringLiteral("memory"), CheckStatus::Pass, QString(), Tr::tr("estimator")};
        const double used = memory.total(), cap = memory.capacity;
        const double headroom = cap > 0 ? (cap - used) / cap * 100.0 : 0;
        if (used > cap) {
            k.status = CheckStatus::Fail;
            k.message = Tr::tr("needs %1 GiB per GPU but the %2 has %3 GiB")
                            .arg(gib(used), gpu.displayName(), gib(cap));
        } else {
            k.status = headroom < 10 ? CheckStatus::Warn : CheckStatus::Pass;
            k.message = Tr::tr("uses %1 of %2 GiB per GPU (%3% free)")
                            .arg(gib(used), gib(cap))
                            .arg(headroom, 0, 'f', 0);
            if (headroom < 10)
                k.message +=
                    Tr::tr("; less than 10% free leaves no room for longer sequences or allocator spikes");
        }
        out << k;
    }

    // 2. Stage guidance (seed 000, first point).
    {
        Check k{QStringLiteral("stage"), CheckStatus::Pass, QString(), QStringLiteral("seed 000")};
        switch (scale) {
        case Scale::Small:
            if (w.method == Method::Pretrain || G == 1) {
                k.message = Tr::tr("a %1 model: one card is enough for fine-tuning and inference").arg(size);
            } else {
                k.status = CheckStatus::Info;
                k.message =
                    Tr::tr("a %1 model: seed 000 says one card is enough for fine-tuning and inference; "
                           "%2 GPUs only buy speed")
                        .arg(size)
                        .arg(G);
            }
            break;
        case Scale::Medium:
            if (G >= 4 && G <= 8 && c.nodes == 1) {
                k.message = Tr::tr("a %1 model on %2 GPUs in one server, as seed 000 recommends for 13B–70B")
                                .arg(size)
                                .arg(G);
            } else {
                k.status = CheckStatus::Info;
                k.message =
                    Tr::tr(
                        "seed 000 recommends 4–8 GPUs in one server for 13B–70B models; this uses %1 GPU(s) "
                        "in %2 server(s)")
                        .arg(G)
                        .arg(c.nodes);
            }
            break;
        case Scale::Large:
            if (w.method != Method::Pretrain || G >= 16) {
                k.message = Tr::tr("a %1 model on %2 GPUs").arg(size).arg(G);
            } else {
                k.status = CheckStatus::Warn;
                k.message =
                    Tr::tr("full pre-training of a model of 100B or more needs a cluster of tens to hundreds "
                           "of GPUs (seed 000); this uses %1")
                        .arg(G);
            }
            break;
        }
        out << k;
    }

    // 3. Tier (seed 000, second point).
    {
        Check k{QStringLiteral("tier"), CheckStatus::Pass, QString(), QStringLiteral("seed 000")};
        const QString tier = tierLabel(gpu.tier);
        if (scale == Scale::Small && gpu.tier == Tier::Flagship && w.method != Method::Pretrain) {
            k.status = CheckStatus::Info;
            k.message =
                Tr::tr("a %1 card for a %2 model: entry cards (16–24 GB) suffice for ≤7B work, flagships are "
                       "for 100B+ pre-training")
                    .arg(tier, size);
        } else if (scale != Scale::Small && gpu.tier == Tier::Entry && training) {
            k.status = CheckStatus::Warn;
            k.message = Tr::tr("an %1 card for a %2 model: seed 000 recommends advanced (32–48 GB) cards for "
                               "13B–70B and flagships for larger models")
                            .arg(tier, size);
        } else {
            k.message = Tr::tr("%1 card for a %2 model").arg(tier, size);
        }
        out << k;
    }

    // 4. CPU cores ≥ GPUs (seed 000, third point).
    {
        Check k{QStringLiteral("cpu"), CheckStatus::Info, QString(), QStringLiteral("seed 000")};
        if (ctx.server && ctx.server->cpuCores > 0) {
            const bool ok = ctx.server->cpuCores >= c.gpusPerNode;
            k.status = ok ? CheckStatus::Pass : CheckStatus::Fail;
            k.message =
                Tr::tr("%1 CPU cores for %2 GPUs per server; at least one core per GPU is needed for data "
                       "loading and scheduling")
                    .arg(ctx.server->cpuCores)
                    .arg(c.gpusPerNode);
        } else {
            k.message = Tr::tr("ask for at least %1 CPU cores per server (one per GPU, more for heavy data "
                               "preprocessing)")
                            .arg(c.gpusPerNode);
        }
        out << k;
    }

    // 5. RAM ≥ 2 × VRAM (seed 000), ≥ 512 GB and 1 TB for 100B+ (seed 001); offloaded states.
    out << ramCheck(gpu, c, memory, ctx, training, scale);

    out << storageCheck(ctx, training);
    out << fabricCheck(gpu, c, p, training);

    // 8. RDMA between servers (seeds 000, 001, 004).
    {
        Check k{QStringLiteral("network"), CheckStatus::Pass, QString(),
                QStringLiteral("seed 000, seed 001, seed 004")};
        if (c.nodes <= 1) {
            k.message = isTraining(w.method)
                            ? Tr::tr("one server: no network between servers in the training loop")
                            : Tr::tr("one server: no network traffic between servers");
        } else if (!isTraining(w.method) && p.tp * p.pp <= c.gpusPerNode) {
            k.message = Tr::tr("each replica inside one server: no traffic between servers while serving");
        } else {
            QString kind = ctx.server ? ctx.server->networkKind.toLower() : QString();
            const double gbps = ctx.server ? ctx.server->networkGbps : 0;
            const bool ethernet = (!kind.isEmpty() && kind == QLatin1String("ethernet")) ||
                                  (kind.isEmpty() && c.network == Network::Ethernet);
            if (ethernet) {
                k.status = CheckStatus::Fail;
                k.message =
                    Tr::tr("%1 servers over ordinary Ethernet: GPUs stay 30–40% utilised (seed 000); ask for "
                           "RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more")
                        .arg(c.nodes);
            } else if (gbps > 0 && gbps < 100) {
                k.status = CheckStatus::Warn;
                k.message =
                    Tr::tr("%1 Gb/s between servers: below the 100 Gb/s that multi-server training needs "
                           "(seed 004: 10 GbE is a bottleneck)")
                        .arg(gbps);
            } else if (kind.isEmpty()) {
                k.status = CheckStatus::Info;
                k.message =
                    Tr::tr("%1 servers: require RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more per server "
                           "in the contract, with a test report (seeds 001, 004)")
                        .arg(c.nodes);
            } else {
                k.message = Tr::tr("%1 at %2 Gb/s between %3 servers")
                                .arg(networkKindLabel(kind))
                                .arg(gbps)
                                .arg(c.nodes);
            }
        }
        out << k;
    }

    // 9. Newest-generation premium (seed 000, first pitfall). Without the year, no judgement (never a guess).
    if (ctx.currentYear > 0) {
        Check k{QStringLiteral("generation"), CheckStatus::Pass, QString(), QStringLiteral("seed 000")};
        if (gpu.year >= ctx.currentYear - 1) {
            k.status = CheckStatus::Info;
            k.message =
                Tr::tr("%1 came out in %2: newest cards cost 20–30% more and their software ecosystem is "
                       "less mature; the previous generation often trains nearly as fast for less")
                    .arg(gpu.name)
                    .arg(gpu.year);
        } else {
            k.message = Tr::tr("%1 (%2): a mature generation").arg(gpu.name).arg(gpu.year);
        }
        out << k;
    }

    // 10. Memory bandwidth (seeds 000 and 004).
    {
        Check k{QStringLiteral("bandwidth"), CheckStatus::Pass, QString(),
                QStringLiteral("seed 000, seed 004")};
        const bool sensitive = w.method == Method::Inference || scale != Scale::Small;
        if (sensitive && gpu.memoryBandwidthGBs < 1000) {
            k.status = CheckStatus::Warn;
            k.message = Tr::tr("%1 GB/s of memory bandwidth: bandwidth decides large-model speed as much as "
                               "capacity; HBM cards reach 2,000–4,800 GB/s")
                            .arg(gpu.memoryBandwidthGBs);
        } else {
            k.message =
                Tr::tr("%1 GB/s of memory bandwidth (%2)").arg(gpu.memoryBandwidthGBs).arg(gpu.memoryType);
        }
        out << k;
    }

    // 11. Sequence length against the model's context.
    if (w.model.context > 0 && std::max(w.seqLen, w.effectiveContext()) > w.model.context) {
        out << Check{QStringLiteral("context"), CheckStatus::Warn,
                     Tr::tr("sequences of %1 tokens exceed the model's %2-token context")
                         .arg(std::max(w.seqLen, w.effectiveContext()))
                         .arg(w.model.context),
                     Tr::tr("model card")};
    }

    // 11b. FP8 on a GPU without FP8 tensor cores runs as bf16: said, and estimated so.
    if (auto k = precisionCheck(w, gpu))
        out << *k;

    // 12. Published export rules that name the GPU, for a buyer in mainland China: information, no verdict.
    if (ctx.mainlandChina)
        for (const ExportControlNote* n : ExportControls::shipped().forGpu(gpu.id))
            out << Check{
                QStringLiteral("export-control"), CheckStatus::Info,
                Tr::tr("%1: a supply and compliance risk to cover in the contract, not a ban on renting")
                    .arg(exportControlText(*n)),
                n->source};
    return out;
}

QList<Check> checkQuote(const Quote& q, const GpuCatalog& catalog, int currentYear, int replicaGpus)
{
    const GpuModel* gpu = catalog.byId(q.gpuId);
    if (!gpu)
        return {};
    GpuModel effective = *gpu;
    if (q.interconnect == QLatin1String("pcie"))
        effective.formFactor = FormFactor::Pcie;
    else if (q.interconnect == QLatin1String("sxm") || q.interconnect == QLatin1String("hccs"))
        effective.formFactor = FormFactor::Sxm;
    // For training a 13B–70B model (the seeds' main case) or serving replicas (TP in a server, PP across).
    const bool serving = replicaGpus > 0;
    const Workload w = Workload::defaultsFor(ModelCatalog::fromParameterCount(13e9),
                                             serving ? Method::Inference : Method::Full);
    const Cluster c{&effective, q.gpusPerServer, q.servers, Network::Rdma};
    const int perServer = std::max(1, q.gpusPerServer);
    const int tp = serving ? std::min(replicaGpus, perServer) : 1;
    const int pp = serving ? (replicaGpus + perServer - 1) / perServer : 1;
    const Parallelism p{tp, pp, std::max(1, q.gpus() / (tp * pp)), serving ? 0 : 3};
    CheckContext ctx;
    ctx.server = &q.server;
    ctx.currentYear = currentYear;
    ctx.mainlandChina = true; // the quotes on a buyer's desk are for mainland China
    QList<Check> out;
    for (const Check& k : checkConfiguration(w, c, p, MemoryBreakdown{}, ctx))
        if (k.id != QLatin1String("memory") && k.id != QLatin1String("stage") &&
            k.id != QLatin1String("tier"))
            out << k;
    return out;
}

} // namespace gpuplan
