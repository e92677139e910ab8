#pragma once

#include "ServingPlan.h"
#include "quotes/Quote.h"

namespace gpuplan {

// The service a contract buys, measured on the delivered servers (issue 61 item 2): one replica of the
// layout the quote's servers hold for the service (rankQuotesForServing), launched with the engine as the
// plan assumed it (tensor parallel size, precision, KV cache type, batch limit), then the engine's own
// benchmark run with the contract's parameters at one replica's share of the peak: random prompts of the
// request's lengths, the rate or the requests at once, enough prompts for the percentile, the result saved.
// What the plan expects of that replica (TTFT and TPOT at the percentile, output tokens/s, with their bands)
// and what the contract requires (the targets) are stated beside it, so that the saved result can be judged.
struct ServingBenchmark
{
    Quote quote;
    ServingRequest request;
    int gpusPerReplica = 0;
    int replicasNeeded = 0;   // for the peak with headroom, on this quote's GPUs
    double rate = 0;          // one replica's share of the peak, requests/s (0 under a concurrency)
    double concurrency = 0;   // one replica's share of the requests at once (0 under a rate)
    int prompts = 0;          // requests the benchmark sends
    ServingEstimate expected; // one replica at that share
    QString script;           // bash: `launch` starts the engine, `bench` runs the benchmark
};

// Refused (with the field named) when the quote cannot hold the model for the service, when its GPUs are not
// in the catalogue, or when the request is invalid. Nothing is started or stored.
Result<ServingBenchmark> servingBenchmark(const ServingRequest& request, const Quote& quote,
                                          const PlannerData& data);

} // namespace gpuplan
