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
    return ClusterLinks(*this, c).group(groupGpus, perNode);
}

ClusterLinks::ClusterLinks(const LinkModel& model, const Cluster& c)
    : m_pair(model.intraNode(c, 2)), m_wide(model.intraNode(c, 3)), m_networkGBs(model.serverNetworkGBs(c)),
      m_gpusPerNode(c.gpusPerNode), m_nodes(c.nodes)
{
    const LinkConstants& k = model.constants();
    m_network.gpu = c.gpu;
    m_network.kind = c.network == Network::Rdma ? LinkKind::Rdma : LinkKind::Ethernet;
    m_network.nicGbps = c.nicGbps > 0 ? c.nicGbps : defaultNicGbps(c.network);
    m_network.nics = c.nicsPerNode > 0 ? c.nicsPerNode : defaultNicsPerNode(c.network, c.gpusPerNode);
    m_network.latencySec = c.network == Network::Rdma ? k.rdmaLatency : k.ethernetLatency;
    m_network.crossesServers = true;
}

Link ClusterLinks::group(int groupGpus, int perNode) const
{
    const Link& intra = intraNode(std::max(1, perNode));
    if (groupGpus <= perNode || m_nodes <= 1)
        return intra;
    const double share = m_networkGBs * double(std::max(1, perNode)) / std::max(1, m_gpusPerNode);
    Link l = m_network;
    l.busGBs = perNode > 1 ? std::min(intra.busGBs, share) : share;
    return l;
}

} // namespace gpuplan
