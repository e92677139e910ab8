#pragma once

#include "Workload.h"

#include <QString>

namespace gpuplan {

// The links a collective runs over, as achievable bus bandwidth (nccl-tests' "busbw": bytes × 2(n−1)/n ÷ time
// for an all-reduce) and a per-collective latency. Figures and sources: ../shared/data/measured-runs.md,
// acceptance-reference.md; every constant is listed in linkAssumptions().
enum class LinkKind
{
    Fabric,   // NVLink/NVSwitch, Infinity Fabric, HCCS: the catalog's interconnect
    Bridge,   // two cards joined by a bridge
    PcieP2p,  // PCIe peer-to-peer
    PcieHost, // PCIe through host memory (no peer-to-peer)
    Rdma,     // InfiniBand or RoCE between servers
    Ethernet  // TCP between servers
};

struct Link
{
    LinkKind kind = LinkKind::Fabric;
    const GpuModel* gpu = nullptr;
    double nicGbps = 0;    // network links
    int nics = 0;          // network links: NICs per server
    double busGBs = 0;     // achievable bus bandwidth per GPU taking part, GB/s
    double latencySec = 0; // per collective call
    bool crossesServers = false;

    QString describe() const; // "NVLink 3", "PCIe 4.0 through host memory", "RDMA 8 × 200 Gb/s per server"
};

// Achievable bus bandwidth of each link kind. Calibrated on published nccl-tests figures; see the README's
// "Time model".
struct LinkConstants
{
    // NVLink/NVSwitch and other switched fabrics: fraction of the one-way per-GPU bandwidth that a ring
    // all-reduce reaches. A100: ≈230 of 300 GB/s (0.77); H100: 365–370 of 450 with the ring algorithm (0.82).
    double switchedFraction = 0.78;
    // Two cards joined by a bridge: same fraction of the bridge's one-way bandwidth.
    double bridgeFraction = 0.8;
    // PCIe peer-to-peer, GB/s per GPU: 4.0 x16 ≈ 20–25 measured, 5.0 x16 ≈ 50–56 measured; 3.0 taken as half
    // of 4.0.
    double pcieP2pGBs[3] = {11.0, 22.0, 50.0}; // gen 3, 4, 5
    // Cards whose driver disables peer-to-peer (GeForce RTX 4090/5090): copies go through host memory.
    // 8 × RTX 4090 all-reduce busbw ≈ 14.5–15 GB/s; RTX 5090 (5.0) ≈ 24 GB/s one way.
    double pcieHostGBs[3] = {8.0, 15.0, 24.0};
    // Network: achievable fraction of the NICs' line rate. InfiniBand ≈ 90% (2 × 8 A100 over 8 × HDR:
    // all-reduce busbw ≈ 192 GB/s against 200 GB/s of NICs). RoCE when lossless ≈ IB (seed 000/004). TCP
    // Ethernet through NCCL's socket transport: 50% (assumption; seed 000 reports 30–40% GPU utilisation in
    // multi-server training on ordinary Ethernet, which this reproduces for 70B-class jobs).
    double rdmaFraction = 0.9;
    double ethernetFraction = 0.5;
    // Latency per collective (small-message all-reduce): switched fabric 10 µs, PCIe P2P 15 µs, through host
    // memory 30 µs (measured 14 µs per copy against 0.5 µs with P2P), RDMA 20 µs, TCP 60 µs.
    double switchedLatency = 10e-6;
    double pcieP2pLatency = 15e-6;
    double pcieHostLatency = 30e-6;
    double rdmaLatency = 20e-6;
    double ethernetLatency = 60e-6;
};

// Default NICs when neither the quote nor the user says: RDMA one 200 Gb/s NIC per GPU (seed 001: "200Gbps
// 以上"; the DGX A100 layout), Ethernet two 25 Gb/s ports per server.
double defaultNicGbps(Network n);
int defaultNicsPerNode(Network n, int gpusPerNode);

// Whether the card can copy to another card directly over PCIe. NVIDIA's driver disables it on GeForce
// cards without an NVLink bridge (RTX 4090, 4090D, 5090).
bool hasPeerToPeer(const GpuModel& gpu);

class LinkModel
{
public:
    explicit LinkModel(const LinkConstants& k = {}) : m_k(k) {}

    // The link inside one server for a group of `groupGpus` GPUs.
    Link intraNode(const Cluster& c, int groupGpus) const;
    // A group that spans servers with `perNode` of its GPUs in each server: the busier of the server's link
    // and the group's share of the NICs (hierarchical collectives: NCCL's bus bandwidth across servers is
    // the server's total NIC bandwidth when all its GPUs take part).
    Link group(const Cluster& c, int groupGpus, int perNode) const;
    // Line rate of a server's NICs, bytes per second, and the achievable share.
    double serverNetworkGBs(const Cluster& c) const;
    const LinkConstants& constants() const { return m_k; }

    // Seconds for one collective: all-reduce moves 2(n−1)/n × bytes per GPU, all-gather and reduce-scatter
    // (n−1)/n (ring; Thakur et al. 2005, as nccl-tests counts bus bandwidth).
    static double allReduce(double bytes, int n, const Link& l)
    {
        if (n <= 1 || bytes <= 0)
            return 0;
        return 2.0 * (n - 1) / n * bytes / (l.busGBs * 1e9) + l.latencySec;
    }
    static double allGather(double bytes, int n, const Link& l) // also reduce-scatter
    {
        if (n <= 1 || bytes <= 0)
            return 0;
        return double(n - 1) / n * bytes / (l.busGBs * 1e9) + l.latencySec;
    }

private:
    LinkConstants m_k;
};

// One cluster's links, looked up once: the same answers as LinkModel's intraNode and group, without the
// catalog and default lookups on every call (a layout search asks for them thousands of times on one
// cluster).
class ClusterLinks
{
public:
    ClusterLinks(const LinkModel& model, const Cluster& c);

    // LinkModel::intraNode(c, groupGpus): the kind depends on the group's size only for a bridged pair.
    const Link& intraNode(int groupGpus) const { return groupGpus <= 2 ? m_pair : m_wide; }
    // LinkModel::group(c, groupGpus, perNode).
    Link group(int groupGpus, int perNode) const;

private:
    Link m_pair, m_wide;
    Link m_network;          // the link between servers, its bus bandwidth still to set
    double m_networkGBs = 0; // LinkModel::serverNetworkGBs(c)
    int m_gpusPerNode = 1;
    int m_nodes = 1;
};

} // namespace gpuplan
