#include "Links.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Links)
};

int genIndex(int gen)
{
    return std::clamp(gen, 3, 5) - 3;
}
} // namespace

double defaultNicGbps(Network n)
{
    return n == Network::Rdma ? 200.0 : 25.0;
}

int defaultNicsPerNode(Network n, int gpusPerNode)
{
    return n == Network::Rdma ? std::max(1, gpusPerNode) : 2;
}

bool hasPeerToPeer(const GpuModel& gpu)
{
    return !(gpu.variant.contains(QLatin1String("GeForce")) && gpu.interconnectGBs <= 0);
}

QString Link::describe() const
{
    const int gen = gpu ? std::clamp(gpu->pcieGen, 3, 5) : 4;
    switch (kind) {
    case LinkKind::Fabric:
    case LinkKind::Bridge:
        return gpu ? gpu->interconnect : QString();
    case LinkKind::PcieP2p:
        return Tr::tr("PCIe %1.0 peer-to-peer").arg(gen);
    case LinkKind::PcieHost:
        return Tr::tr("PCIe %1.0 through host memory (no peer-to-peer)").arg(gen);
    case LinkKind::Rdma:
        return Tr::tr("RDMA %1 × %2 Gb/s per server").arg(nics).arg(nicGbps);
    case LinkKind::Ethernet:
        return Tr::tr("Ethernet (TCP) %1 × %2 Gb/s per server").arg(nics).arg(nicGbps);
    }
    return QString();
}

Link LinkModel::intraNode(const Cluster& c, int groupGpus) const
{
    const GpuModel& g = *c.gpu;
    Link l;
    l.gpu = c.gpu;
    if (g.hasSwitchedFabric() && g.interconnectGBs > 0) {
        l.kind = LinkKind::Fabric;
        l.busGBs = m_k.switchedFraction * g.interconnectGBs / 2.0;
        l.latencySec = m_k.switchedLatency;
    } else if (groupGpus <= 2 && c.gpusPerNode <= 2 && g.interconnectGBs > 0) {
        l.kind = LinkKind::Bridge;
        l.busGBs = m_k.bridgeFraction * g.interconnectGBs / 2.0;
        l.latencySec = m_k.switchedLatency;
    } else if (hasPeerToPeer(g)) {
        l.kind = LinkKind::PcieP2p;
        l.busGBs = m_k.pcieP2pGBs[genIndex(g.pcieGen)];
        l.latencySec = m_k.pcieP2pLatency;
    } else {
        l.kind = LinkKind::PcieHost;
        l.busGBs = m_k.pcieHostGBs[genIndex(g.pcieGen)];
        l.latencySec = m_k.pcieHostLatency;
    }
    return l;
}

double LinkModel::serverNetworkGBs(const Cluster& c) const
{
    const double gbps = c.nicGbps > 0 ? c.nicGbps : defaultNicGbps(c.network);
    const int nics = c.nicsPerNode > 0 ? c.nicsPerNode : defaultNicsPerNode(c.network, c.gpusPerNode);
    const double fraction = c.network == Network::Rdma ? m_k.rdmaFraction : m_k.ethernetFraction;
    return nics * gbps / 8.0 * fraction;
}

Link LinkModel::group(const Cluster& c, int groupGpus, int perNode) const
{
    Link intra = intraNode(c, std::max(1, perNode));
    if (groupGpus <= perNode || c.nodes <= 1)
        return intra;
    const double share = serverNetworkGBs(c) * double(std::max(1, perNode)) / std::max(1, c.gpusPerNode);
    Link l;
    const double gbps = c.nicGbps > 0 ? c.nicGbps : defaultNicGbps(c.network);
    const int nics = c.nicsPerNode > 0 ? c.nicsPerNode : defaultNicsPerNode(c.network, c.gpusPerNode);
    l.gpu = c.gpu;
    l.kind = c.network == Network::Rdma ? LinkKind::Rdma : LinkKind::Ethernet;
    l.nicGbps = gbps;
    l.nics = nics;
    l.busGBs = perNode > 1 ? std::min(intra.busGBs, share) : share;
    l.latencySec = c.network == Network::Rdma ? m_k.rdmaLatency : m_k.ethernetLatency;
    l.crossesServers = true;
    return l;
}

double LinkModel::allReduce(double bytes, int n, const Link& l)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return 2.0 * (n - 1) / n * bytes / (l.busGBs * 1e9) + l.latencySec;
}

double LinkModel::allGather(double bytes, int n, const Link& l)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    return double(n - 1) / n * bytes / (l.busGBs * 1e9) + l.latencySec;
}

} // namespace gpuplan
