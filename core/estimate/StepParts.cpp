#include "TimeEstimator.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TimeEstimator)
};
} // namespace

QString StepPart::id() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return QStringLiteral("tp");
    case CommKind::DataParallel:
        return QStringLiteral("dp");
    case CommKind::Zero3:
        return QStringLiteral("zero3");
    case CommKind::Pipeline:
        return QStringLiteral("pp");
    case CommKind::Offload:
        return QStringLiteral("offload");
    case CommKind::ContextParallel:
        return QStringLiteral("cp");
    case CommKind::ExpertParallel:
        return QStringLiteral("ep");
    }
    return QString();
}

QString StepPart::label() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return Tr::tr("tensor-parallel all-reduces");
    case CommKind::DataParallel:
        return zero == 0 ? Tr::tr("data-parallel gradient all-reduce")
                         : Tr::tr("ZeRO-%1 gradient reduce-scatter and weight all-gather").arg(zero);
    case CommKind::Zero3:
        return Tr::tr("ZeRO-3 parameter gathers and gradient reduce-scatters");
    case CommKind::Pipeline:
        return Tr::tr("pipeline sends between stages");
    case CommKind::ContextParallel:
        return Tr::tr("context-parallel ring attention (keys and values passed around the ring)");
    case CommKind::ExpertParallel:
        return Tr::tr("expert-parallel all-to-all (tokens to their experts and back)");
    case CommKind::Offload:
        return zero >= 2
                   ? Tr::tr("offloading: weights streamed from host RAM, gradients to it, the CPU's "
                            "optimizer step")
                   : Tr::tr("offloading: gradients to host RAM, updated weights back, the CPU's optimizer "
                            "step");
    }
    return QString();
}

QString StepPart::formula() const
{
    switch (kind) {
    case CommKind::TensorParallel:
        return Tr::tr("%1 per layer × layers ÷ pp × micro-batches × all-reduce of b·s·h·%2 B")
            .arg(perStep)
            .arg(elementBytes);
    case CommKind::DataParallel:
        return zero == 0 ? Tr::tr("all-reduce of the stage's gradients once per step")
                         : Tr::tr("reduce-scatter of the gradients + all-gather of the 16-bit weights, once "
                                  "per step");
    case CommKind::Zero3:
        return Tr::tr("micro-batches × (%1 all-gathers of the stage's weights + a reduce-scatter of its "
                      "gradients)")
            .arg(perStep);
    case CommKind::Pipeline:
        return Tr::tr("micro-batches × 2 × v × b·s·h·%1 B ÷ tp").arg(elementBytes);
    case CommKind::ExpertParallel:
        return Tr::tr("micro-batches × layers ÷ pp × %1 all-to-alls × tokens × experts per token × h × 2 B × "
                      "(ep − 1)/ep")
            .arg(perStep);
    case CommKind::ContextParallel:
        return Tr::tr("micro-batches × layers ÷ pp × 3 × (cp − 1) × keys and values of s/cp tokens (cp = %1)")
            .arg(perStep);
    case CommKind::Offload:
        return Tr::tr("2 B of gradients and 2 B of weights per parameter of the GPU's shard over PCIe (ZeRO-"
                      "Infinity: the weights again for every micro-batch's passes), + trained parameters ÷ "
                      "servers ÷ the CPU's optimizer rate; not overlapped");
    }
    return QString();
}

void TimeEstimator::tensorParallelPart(StepPart& part, const Prepared& k, const Parallelism& p,
                                       double microBatches, double tokens, Recompute r) const
{
    // `tokens`: one micro-batch's tokens on this GPU (its share of each sequence under context parallelism).
    part.kind = CommKind::TensorParallel;
    part.link = k.links.intraNode(p.tp);
    // Folded experts take the sequence-parallel tokens as they are: the attention block's half remains.
    const int perLayer = (r == Recompute::Full ? 6 : 4) / (p.expertsFolded() ? 2 : 1);
    const double bytes = tokens * m_workload.model.hidden * m_actBytes;
    const double calls = microBatches * (double(m_workload.model.layers) / p.pp) * perLayer;
    part.seconds = calls * LinkModel::allReduce(bytes, p.tp, part.link);
    part.bytes = calls * 2.0 * (p.tp - 1) / double(p.tp) * bytes;
    part.perStep = perLayer;
    part.elementBytes = m_actBytes;
    part.exposed = part.seconds;
}

void TimeEstimator::expertPart(StepPart& part, const Prepared& k, const Parallelism& p, double microBatches,
                               double tokens, Recompute r) const
{
    const Cluster& c = k.cluster;
    // MoE all-to-all (GShard, Lepikhin et al. 2020; DeepSpeed-MoE): per layer a dispatch and a combine in the
    // forward pass, backward and a recomputed forward, each tokens × experts per token × h × 2 B, (ep − 1)/ep
    // of it over the link the expert group spans. Not overlapped: generic frameworks do not (DeepSeek-V3's
    // DualPipe is the exception, stated in its calibration).
    const ModelSpec& m = m_workload.model;
    part.kind = CommKind::ExpertParallel;
    part.perStep = r == Recompute::Full ? 6 : 4;
    const int gpn = std::max(1, c.gpusPerNode);
    // The expert group: every tp·cp-th rank (from the data-parallel ranks), or consecutive ones when folded.
    const int stride = p.expertsFolded() ? p.expertTp() : p.tp * std::max(1, p.cp);
    const int perNode = std::max(1, std::min(p.ep, gpn / std::max(1, stride)));
    part.link = k.links.group(p.ep, perNode);
    const double perCall = tokens * std::max(1, m.expertsActive) * m.hidden * 2.0 * (p.ep - 1) / p.ep;
    const double calls = microBatches * (double(m.layers) / p.pp) * part.perStep;
    part.bytes = calls * perCall;
    part.seconds = part.bytes / (part.link.busGBs * 1e9) + calls * part.link.latencySec;
    part.overlap = m_options.expertOverlap;
    part.exposed = (1.0 - part.overlap) * part.seconds;
}

void TimeEstimator::contextPart(StepPart& part, const Prepared& k, const Parallelism& p, int microBatches,
                                int mb, double perMicro) const
{
    const Cluster& c = k.cluster;
    // Ring attention (Liu et al. 2023; Megatron-LM context parallelism): in every layer each of the cp ranks
    // passes its block of keys and values on cp − 1 times in the forward pass, and keys, values and their
    // gradients in the backward pass (3 × in all), 2·kv width·s/cp·b elements of 2 B each time, over the
    // server's link when the ring stays inside it. The transfers run under the blockwise attention: 80 %
    // may overlap the micro-batch's compute.
    const ModelSpec& m = m_workload.model;
    part.kind = CommKind::ContextParallel;
    part.perStep = p.cp;
    const int gpn = std::max(1, c.gpusPerNode);
    part.link = p.tp * p.cp <= gpn ? k.links.intraNode(p.cp) : k.links.group(p.cp, std::max(1, gpn / p.tp));
    const double kv = 2.0 * double(m.kvDim()) / std::max(1, p.tp);
    const double block = kv * double(m_workload.seqLen) / p.cp * mb * 2.0;
    const double perLayer = 3.0 * (p.cp - 1) * block;
    const double layers = double(m.layers) / p.pp;
    part.bytes = microBatches * layers * perLayer;
    part.seconds = part.bytes / (part.link.busGBs * 1e9) +
                   microBatches * layers * 3.0 * (p.cp - 1) * part.link.latencySec;
    part.overlap = m_options.dataParallelOverlap;
    part.exposed = microBatches * exposedPart(part.seconds / microBatches, part.overlap, perMicro);
}

void TimeEstimator::offloadPart(StepPart& part, const Prepared& k, const Parallelism& p, int microBatches,
                                Recompute r) const
{
    const Cluster& c = k.cluster;
    // Each GPU sends its shard's 16-bit gradients to host RAM and receives its updated 16-bit weights, over
    // its PCIe link (PCI-SIG x16: 16 / 32 / 63 GB/s each way for gen 3 / 4 / 5; 80 % of it achieved); under
    // ZeRO-Infinity its shard of the weights also comes in for every forward and backward pass. The CPU steps
    // the optimizer for its server's parameters. Nothing of it overlaps (DeepSpeed's one-step delayed update
    // is left out).
    part.kind = CommKind::Offload;
    part.zero = p.offload;
    const int gen = c.gpu->pcieGen > 0 ? c.gpu->pcieGen : 4;
    const double pcie = 0.8 * (gen <= 3 ? 16.0 : gen == 4 ? 32.0 : 63.0);
    part.link.kind = LinkKind::PcieHost;
    part.link.gpu = c.gpu;
    part.link.busGBs = pcie;
    part.link.latencySec = 10e-6;
    const double ranks = double(p.dp) * std::max(1, p.cp);
    const double shard = m_trainable / (double(p.tp) * p.pp * ranks);
    double bytes = 2.0 * shard * 2.0;
    if (p.offload >= 2)
        bytes +=
            microBatches * (r == Recompute::Full ? 3.0 : 2.0) * m_weightBytes / (double(p.tp) * p.pp * ranks);
    const double cpuStep = m_trainable / std::max(1, c.nodes) / m_options.cpuAdamParamsPerSecond;
    part.bytes = bytes;
    part.seconds = bytes / (pcie * 1e9) + cpuStep;
    part.exposed = part.seconds;
}

} // namespace gpuplan
