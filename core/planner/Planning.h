#pragma once

#include "LayoutSearch.h"
#include "Matcher.h"
#include "RuleChecks.h"

namespace gpuplan {

// One question put to the planner, as the desktop and the command line both build it: the workload, the
// hardware (fixed for an estimate, searched for a plan), the parts of the layout the user fixed, and the
// constraints, terms and prices of a plan. Everything left unset gets core's default here, nowhere else.
struct Scenario
{
    Workload workload;
    TimeOptions timeOptions;
    // Hardware. An estimate needs a GPU; gpus 0 = 1; gpusPerNode 0 = up to 8 per server.
    const GpuModel* gpu = nullptr;
    int gpus = 0;
    int gpusPerNode = 0;
    Network network = Network::Rdma;
    double nicGbps = 0;  // 0 = the network kind's default
    int nicsPerNode = 0; // 0 = the default
    LayoutRequest layout;
    // A plan's constraints, terms and prices (MatchConstraints' hardware fields are taken from above).
    MatchConstraints constraints;
};

// The estimate of one configuration, with the layout it assumed and why.
struct ScenarioEstimate
{
    Workload workload; // the micro-batch and recomputation in force
    Cluster cluster;
    Parallelism parallel;
    MemoryBreakdown memory;
    TimeEstimate time;
    QList<Check> checks;
    QList<Explanation> memoryExplanations;
    QList<Explanation> timeExplanations;
    double trainableParams = 0;
    bool layoutChosen = false; // the planner chose some or all of the layout
    bool fits = false;
    QString layoutText; // "TP 1 · PP 1 · DP 8 · ZeRO 1 · micro-batch 4 · recomputation none"
    QString layoutNote; // translated: how the layout was arrived at
};

QString layoutText(const Parallelism& p, int microBatch, Recompute r);
// What offloading keeps in host RAM, per server, in a sentence that follows another (with its separator;
// empty without offloading).
QString offloadText(const Parallelism& p, const MemoryBreakdown& memory, int nodes);

// Fills in the defaults (GPU count, servers, network, and every part of the layout not given: the fastest
// layout that fits; if none fits, the one needing the least memory) and estimates memory, time and the
// seeds' checks.
Result<ScenarioEstimate> estimateScenario(const Scenario& s, int currentYear);

// Every configuration that can run the scenario's workload under its constraints (the matcher), with the
// same defaults.
Result<MatchResult> planScenario(const Scenario& s, const Matcher& matcher, int currentYear);

} // namespace gpuplan
