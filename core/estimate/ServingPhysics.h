// The physics of one serving replica, shared by the estimator's parts (ServingEstimator.cpp, its
// explanations in ServingExplain.cpp); not part of the core's interface.
#pragma once

#include "ServingEstimator.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace gpuplan {

// Everything a replica's step times need, worked out once.
struct ServingEstimator::Physics
{
    int n = 1;
    double flops = 0;         // per GPU, FLOP/s at the efficiency reached
    double prefillFlops = 0;  // the same for prefill
    double bandwidth = 0;     // bytes/s reached
    double weightBytes = 0;   // per GPU
    double sharedBytes = 0;   // MoE: what every token reads (attention, shared experts, embeddings), per GPU
    double expertBytes = 0;   // MoE: all routed experts, per GPU
    double routedShare = 0;   // MoE: a token's share of the routed experts
    double kvPerToken = 0;    // bytes per GPU
    double context = 0;       // mean tokens in a decoding sequence's cache
    double flopsPerToken = 0; // 2 × active parameters
    double batchHalf = 0;     // the decode batch at which the GEMMs reach half their efficiency
    double attnPerCtx = 0; // decode attention FLOPs per token per cached token: 4 × L × heads × head dim
    double linkLatency = 0;
    double linkBytesPerSec = 0;
    int collectivesPerLayer = 0; // 2 all-reduces (+ 2 all-to-alls for MoE)
    double layers = 0;
    double hidden = 0;
    double overhead = 0; // seconds per step
    double kvBudget = 0; // bytes per GPU
    double capacity = 0;
    double reserve = 0;
    int maxSequences = 0;
    int maxBatch = 0;
    double prefillTokens = 0;
    double tokenBudget = 0;    // prompt tokens the engine prefills in one step
    bool mixesPrefill = false; // the engine puts prefills into decode steps
    // Speculative decoding (MTP, EAGLE): each step verifies specTokens = draft + 1 tokens of every decoding
    // sequence and keeps `acceptance` of them on average, after `draftPasses` passes of a one-layer draft
    // head; without it 1, 1 and 0.
    double specTokens = 1;
    double acceptance = 1;
    double draftPasses = 0;
    double layerOverhead = 0; // seconds per layer's launches
    double decodeScale = 1;   // the buyer's measurements of this GPU and engine (ServingCalibration)
    double prefillScale = 1;
    Words whyNot;
    bool precisionUnsupported = false;

    // The all-reduces (and all-to-alls) of a step: their latencies, paid once a step, and their bytes.
    double commFixed() const { return n <= 1 ? 0.0 : layers * collectivesPerLayer * linkLatency; }
    double commBytes(double tokens) const
    {
        if (n <= 1)
            return 0;
        return layers * collectivesPerLayer * 2.0 * (n - 1) / n * tokens * hidden * 2.0 / linkBytesPerSec;
    }
    double comm(double tokens) const { return commFixed() + commBytes(tokens); }
    double weightsRead(double batch) const
    {
        if (routedShare <= 0)
            return weightBytes;
        // Distinct experts a batch touches: each token picks its share of them at random.
        return sharedBytes + expertBytes * (1.0 - std::pow(1.0 - routedShare, std::max(1.0, batch)));
    }
    double memoryTime(double batch) const
    {
        return (weightsRead(batch) + batch * context * kvPerToken) / bandwidth;
    }
    double computeTime(double batch) const
    {
        // The decode GEMMs' efficiency rises with the tokens they carry: batch ÷ (batch + half).
        return batch > 0 ? (batch + batchHalf) * (flopsPerToken + attnPerCtx * context) / (n * flops) : 0.0;
    }
    // The time per output token of a sequence decoding in a batch: a step's time ÷ the tokens it keeps.
    double step(double batch) const { return rawStep(batch) / acceptance; }
    // One step of the engine, decoding `batch` sequences.
    double rawStep(double batch) const { return mixedStep(batch, 0, 0); }
    // A step that decodes `batch` sequences and prefills `prompts` prompts of `tokens` tokens with them; with
    // speculative decoding it verifies specTokens of each sequence, after the draft head's passes (each
    // about one layer: 1/layers of the step's memory or compute, and one layer's launches).
    double mixedStep(double batch, double prompts, double tokens) const
    {
        const double draft =
            draftPasses > 0
                ? draftPasses * (std::max(memoryTime(batch), computeTime(batch)) / std::max(1.0, layers) +
                                 layerOverhead)
                : 0.0;
        return decodeScale * (std::max(memoryTime(batch),
                                       computeTime(batch * specTokens) + prompts * prefillCompute(tokens)) +
                              comm(batch * specTokens + prompts * tokens) + overhead + draft);
    }
    // The work of prefilling a prompt of `p` tokens (those not in the prefix cache): 2·N per token plus
    // causal attention (2 × L × p² × heads × head dim), and the bytes its all-reduces carry; what a step
    // pays once (link latencies, the engine's overhead) is not in it.
    double prefillCompute(double p) const
    {
        return prefillScale * (p * flopsPerToken + attnPerCtx / 2.0 * p * p) / (n * prefillFlops);
    }
    double prefillWork(double p) const { return prefillCompute(p) + commBytes(p); }
    // A prompt prefilled alone, in a step of its own.
    double prefillOf(double p) const { return prefillWork(p) + commFixed() + overhead; }
    double prefill() const { return prefillOf(prefillTokens); }
    // The prompts one step prefills: the engine's token budget ÷ the prompt, at least 1, at most the batch.
    double group(double batch) const
    {
        return std::clamp(std::floor(tokenBudget / std::max(1.0, prefillTokens)), 1.0, std::max(1.0, batch));
    }
    // g prompts prefilled together in a step of their own.
    double prefillGroupTime(double g) const
    {
        return g * prefillWork(prefillTokens) + commFixed() + overhead;
    }
    // A prompt's share of the GPUs' time with `batch` sequences decoding: an engine that mixes prefills into
    // decode steps pays what g prompts add to a decode step (their work, less what hides under the step's
    // memory time; the step's fixed costs are paid by the decode step); one that prefills first shares a
    // step's fixed costs among the g prompts of the step.
    double prefillCost(double batch) const
    {
        const double g = group(batch);
        if (mixesPrefill)
            return (mixedStep(batch, g, prefillTokens) - rawStep(batch)) / g;
        return prefillGroupTime(g) / g;
    }
    // Under random arrivals prompts come one by one. With `batch` decoding, none is decoding a share e^−batch
    // of the time (the count is Poisson): a prompt that comes then is prefilled alone. Otherwise an engine
    // that mixes prompts into decode steps adds it to a decode step; one that prefills first runs it alone.
    double promptCost(double batch) const
    {
        if (!mixesPrefill)
            return prefill();
        const double idle = std::exp(-batch);
        return idle * prefill() + (1.0 - idle) * (mixedStep(batch, 1, prefillTokens) - rawStep(batch));
    }
    // A request's share of the GPUs' time with the batch full and the prompts filling each step's budget (the
    // offline maximum): no schedule serves more, for waiting prompts are grouped so.
    double offlineRequestTime(double outputTokens) const
    {
        const double b = std::max(1, maxBatch);
        return prefillCost(b) + outputTokens * step(b) / b;
    }
    // The arrival rate that keeps `batch` sequences decoding (Little's law with TPOT = step ÷ (1 − ρ)):
    // batch ÷ (decode steps × step + batch × prompt cost).
    double rateFor(double batch, double decodeSteps) const
    {
        return batch / (decodeSteps * step(std::max(1.0, batch)) + batch * promptCost(batch));
    }
};

} // namespace gpuplan
