#include "ServingEstimator.h"
#include "ServingPhysics.h"

#include "estimate/Links.h"

#include <QCoreApplication>

#include <cmath>
#include <tuple>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
} // namespace

ServingEstimator::ServingEstimator(const ServingWorkload& workload, const ServingConstants& constants)
    : m_w(workload), m_k(constants)
{}

ServingEstimator::Physics ServingEstimator::physics(const Replica& r) const
{
    Physics f;
    const ModelSpec& m = m_w.model;
    const GpuModel& g = *r.gpu;
    f.n = std::max(1, r.gpus);
    const double n = f.n;
    // Weight-only formats (int4) compute in 16 bits; fp8 falls back to bf16 where the GPU has no fp8.
    const Precision computeIn = m_w.weights == Precision::INT4 ? Precision::BF16 : m_w.weights;
    const int gen = int(constantsOf(m_w.release().generation()));
    const double moe = (m.isMoe() ? m_k.moeScale : 1.0) * m_k.generationSpeed[gen];
    f.flops = g.peakTflops(computeIn) * 1e12 * g.defaultMfu * m_k.decodeComputeScale * moe;
    f.prefillFlops = g.peakTflops(computeIn) * 1e12 * g.defaultMfu * m_k.prefillComputeScale * moe;
    f.bandwidth = g.memoryBandwidthGBs * 1e9 * m_k.memoryEfficiency * m_k.generationSpeed[gen];
    const double wb = weightBytes(m_w.weights);
    f.weightBytes = m.params * wb / n;
    if (m.isMoe() && m.experts > m.expertsActive) {
        const double perExpert = (m.params - m.activeParams) / double(m.experts - m.expertsActive);
        const double shared = m.activeParams - m.expertsActive * perExpert;
        f.sharedBytes = shared * wb / n;
        f.expertBytes = m.experts * perExpert * wb / n;
        f.routedShare = double(m.expertsActive) / m.experts;
    }
    const double kvSplit = m.mlaKvDim > 0 ? 1.0 : std::min<double>(n, std::max(1, m.kvHeads));
    f.kvPerToken = m.layers * m.kvElementsPerTokenLayer() * weightBytes(m_w.kvCache) / kvSplit;
    f.context = m_w.inputTokens + m_w.outputTokens / 2.0;
    f.flopsPerToken = 2.0 * m.activeParams;
    f.batchHalf = m_k.decodeBatchHalf;
    f.attnPerCtx =
        4.0 * m.layers * double(m.heads) * (m.headDim > 0 ? m.headDim : m.hidden / std::max(1, m.heads));
    f.layers = m.layers;
    f.hidden = m.hidden;
    f.collectivesPerLayer = m.isMoe() ? 4 : 2;
    Cluster c;
    c.gpu = r.gpu;
    c.gpusPerNode = std::min(f.n, r.gpusPerServer);
    c.nodes = r.servers();
    c.network = r.network;
    const LinkModel links;
    const Link link = c.nodes > 1 ? links.group(c, f.n, c.gpusPerNode) : links.intraNode(c, f.n);
    f.linkLatency = link.latencySec;
    f.linkBytesPerSec = std::max(1.0, link.busGBs) * 1e9;
    f.overhead = m_k.generationOverheadSec[gen] + m.layers * m_k.layerOverheadSec;
    f.layerOverhead = m_k.layerOverheadSec;
    if (m_w.draftTokens > 0 && m_w.acceptanceLength > 1) // speculative decoding (validated: 1 < L ≤ N + 1)
        std::tie(f.specTokens, f.acceptance, f.draftPasses) =
            std::tuple(m_w.draftTokens + 1.0, m_w.acceptanceLength, double(m_w.draftTokens));
    f.prefillTokens = m_w.inputTokens * (1.0 - m_w.prefixCacheShare);
    f.tokenBudget = m_w.tokenBudget > 0 ? m_w.tokenBudget : prefillTokenBudget(m_w.engine, g);
    f.mixesPrefill = mixesPrefillWithDecode(m_w.engine);
    for (const ServingWorkload::GpuScale& c : m_w.calibration)
        if (c.gpu == r.gpu) {
            f.prefillScale = c.prefill;
            f.decodeScale = c.decode;
        }
    f.capacity = g.capacityBytes();
    f.reserve = f.capacity * (1.0 - m_k.memoryUtilisation) + m_k.workspaceGiB * kGiB;
    f.kvBudget = f.capacity - f.reserve - f.weightBytes;
    const double perSequence = f.kvPerToken * (m_w.inputTokens + m_w.outputTokens);
    Precision used = m_w.weights;
    g.peakTflops(m_w.weights, &used);
    // fp8 weights run on fp8 tensor cores, or on NVIDIA Ampere and later as weight-only fp8 (vLLM's Marlin
    // kernels); older GPUs and other vendors' without fp8 cannot load them.
    const bool fp8Ok = used == Precision::FP8 || (g.vendor == QLatin1String("NVIDIA") && g.year >= 2020);
    // Why a replica cannot hold the model, worded when it is read (Words): the figures by value.
    if (m_w.weights == Precision::FP8 && !fp8Ok) {
        f.precisionUnsupported = true;
        f.whyNot = [name = g.displayName()] {
            return Tr::tr("%1 cannot run fp8 weights (no fp8 support); use bf16, int8 or int4").arg(name);
        };
    } else if (const int kv = m.mlaKvDim > 0 ? m.heads : std::max(1, m.kvHeads);
               m.heads % f.n != 0 || (kv >= f.n ? kv % f.n : f.n % kv) != 0) {
        // Tensor parallelism splits the attention heads over the GPUs (KV heads fewer than the GPUs are
        // copied): vLLM, SGLang and TensorRT-LLM refuse a layout where they do not divide.
        f.whyNot = [heads = m.heads, kv, n = f.n] {
            return Tr::tr("its %1 attention heads (%2 KV heads) do not split evenly over %3 GPUs of tensor "
                          "parallelism; the engines refuse such a layout")
                .arg(heads)
                .arg(kv)
                .arg(n);
        };
    } else if (f.kvBudget <= 0) {
        f.whyNot = [weights = f.weightBytes / kGiB, capacity = f.capacity / kGiB] {
            return Tr::tr("the weights (%1 GiB per GPU) leave no room for the KV cache in %2 GiB")
                .arg(weights, 0, 'f', 1)
                .arg(capacity, 0, 'f', 0);
        };
    } else if (f.kvBudget < perSequence) {
        f.whyNot = [tokens = m_w.inputTokens + m_w.outputTokens, need = perSequence / kGiB,
                    left = f.kvBudget / kGiB] {
            return Tr::tr("one request of %1 tokens needs %2 GiB of KV cache per GPU; %3 GiB is left")
                .arg(tokens, 0, 'f', 0)
                .arg(need, 0, 'f', 2)
                .arg(left, 0, 'f', 2);
        };
    }
    f.maxSequences = f.whyNot.isEmpty() ? int(std::min(1e9, std::floor(f.kvBudget / perSequence))) : 0;
    f.maxBatch = std::min(f.maxSequences, m_k.engineMaxBatch[int(m_w.engine)]);
    return f;
}

ReplicaFigures ServingEstimator::replica(const Replica& r) const
{
    ReplicaFigures out;
    const Physics f = physics(r);
    out.capacityGiB = f.capacity / kGiB;
    out.weightsGiB = f.weightBytes / kGiB;
    out.reserveGiB = f.reserve / kGiB;
    out.kvBudgetGiB = std::max(0.0, f.kvBudget / kGiB);
    out.kvBytesPerToken = f.kvPerToken;
    out.maxSequences = f.maxSequences;
    out.maxBatch = f.maxBatch;
    out.fits = f.maxSequences >= 1;
    out.whyNot = f.whyNot;
    out.precisionUnsupported = f.precisionUnsupported;
    out.prefillMs = f.prefill() * 1000.0;
    out.singleStreamTpotMs = f.step(1) * 1000.0;
    if (out.fits) {
        const double perRequest = f.offlineRequestTime(m_w.outputTokens);
        out.maxOutputTokensPerSecond = m_w.outputTokens / perRequest;
        // Under random arrivals the most it serves is the highest rate any batch up to the limit keeps:
        // the largest of rateFor(B) (atRate finds no steady batch above it), and never past the offline
        // maximum.
        const double decodeSteps = std::max(0.0, m_w.outputTokens - 1.0);
        double most = decodeSteps > 0 ? 0.0 : 1.0 / f.promptCost(0);
        for (int i = 0; i <= 96 && decodeSteps > 0; ++i)
            most = std::max(most, f.rateFor(f.maxBatch * std::pow(1e-4, 1.0 - i / 96.0), decodeSteps));
        out.saturationRequestsPerSecond = std::min(most, 1.0 / perRequest);
    }
    return out;
}

double ServingEstimator::normalQuantile(double p)
{
    p = std::clamp(p, 1e-9, 1 - 1e-9);
    double lo = -12, hi = 12;
    for (int i = 0; i < 100; ++i) {
        const double mid = (lo + hi) / 2;
        (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

ServingPoint ServingEstimator::atConcurrency(const Replica& r, double concurrency, double percentile) const
{
    // Closed loop, as benchmarks run it: a finished request is replaced at once. A step's token budget holds
    // g = budget ÷ prompt tokens prompts, so the requests start in groups of g.
    // - An engine that prefills first (SGLang, MindIE) prefills every waiting group before it decodes: the
    //   batch moves in step, a cycle = B ÷ g group steps + output × step(B); a group step = g prompts'
    //   work + the step's fixed costs; the k-th group's first token comes after k group steps (mean over
    //   the groups: (B ÷ g + 1) ÷ 2); TPOT is the step.
    // - An engine that mixes prefills into decode steps (vLLM, TensorRT-LLM) keeps the groups staggered: a
    //   request waits for the step under way (half a step; none when it is alone), then the step that
    //   prefills its group beside the B − g sequences decoding gives its first token. While it decodes its
    //   output − 1 tokens the other (B − g) ÷ g groups are replaced in such steps, so TPOT = step(B) +
    //   (B − g) ÷ g × (that step − step(B)) ÷ (output − 1). A prompt costs the GPU only its work: the
    //   decode step pays the fixed costs.
    ServingPoint s;
    s.percentile = percentile;
    const Physics f = physics(r);
    if (f.maxSequences < 1 || concurrency < 1) {
        s.saturated = true;
        return s;
    }
    if (m_w.oneBatch && f.mixesPrefill)
        return oneBatchMixed(f, concurrency, percentile);
    // One batch on an engine that prefills first runs as the closed loop's first cycle.
    const double b = std::min<double>(concurrency, f.maxBatch);
    const double st = f.step(b);
    const double g = f.group(b);
    const double tw = f.prefillWork(f.prefillTokens);
    const double cycle = b * f.prefillCost(b) + m_w.outputTokens * st;
    s.concurrency = concurrency;
    s.batch = b;
    s.requestsPerSecond = b / cycle;
    s.outputTokensPerSecond = s.requestsPerSecond * m_w.outputTokens;
    s.inputTokensPerSecond = s.requestsPerSecond * m_w.inputTokens;
    // Requests beyond what the batch holds wait whole cycles for a place.
    const double waiting = concurrency > b ? (concurrency - b) / b * cycle : 0.0;
    // The percentile's own prompt, when the lengths vary, in place of a mean one.
    const double longer = f.prefillWork(m_w.inputAt(percentile) * (1.0 - m_w.prefixCacheShare)) - tw;
    if (f.mixesPrefill) {
        // The step that carries a group's prompts (b − g decoding besides), after the rest of the step under
        // way when the request comes (none when it is alone).
        const double p = std::max(1.0, f.prefillTokens);
        const double own = f.mixedStep(b - g, g, p);
        const double raw = f.rawStep(b); // a step of the engine (st is per output token)
        const double underWay = b > 1 ? raw / 2.0 : 0.0;
        s.ttftMs = (underWay + own + waiting) * 1000.0;
        s.ttftPercentileMs = (2.0 * underWay + own + longer + waiting) * 1000.0;
        // Of a request's output − 1 decode steps, (b − g) ÷ g carry another group's prompts.
        s.tpotMs =
            (st + (m_w.outputTokens > 1 ? (b - g) / g * std::max(0.0, own - raw) / (m_w.outputTokens - 1.0)
                                        : 0.0)) *
            1000.0;
    } else {
        const double groups = std::ceil(b / g);
        const double tg = f.prefillGroupTime(g);
        s.ttftMs = (tg * (b / g + 1.0) / 2.0 + waiting) * 1000.0;
        const double groupAt = std::clamp(std::ceil(percentile / 100.0 * groups), 1.0, groups);
        s.ttftPercentileMs = (groupAt * tg + longer + waiting) * 1000.0;
        s.tpotMs = st * 1000.0;
    }
    s.tpotPercentileMs = s.tpotMs;
    s.prefillShare = b * f.prefillCost(b) / cycle;
    s.prefillGroup = g;
    s.prefillsFirst = !f.mixesPrefill;
    return s;
}

ServingPoint ServingEstimator::oneBatchMixed(const Physics& f, double batch, double percentile) const
{
    // One batch started together on an engine that mixes prefills into decode steps, step by step: the
    // sequences decoding take one token each of the step's budget, prompt chunks fill the rest (vLLM's
    // scheduler puts decodes first); a sequence whose prompt is done decodes its other output − 1 tokens in
    // the steps after. A step: max(memory, decode + prefill compute) + the links + the overhead.
    ServingPoint s;
    s.percentile = percentile;
    const double b = std::min<double>(batch, f.maxBatch);
    const double p = std::max(1.0, f.prefillTokens);
    // A sequence's steps: its first token, then output − 1 more at the tokens a step keeps (speculative
    // decoding keeps more than one).
    const int tokens = std::max(1, int(std::lround(m_w.outputTokens)));
    const int out = 1 + int(std::lround((tokens - 1) / f.acceptance));
    QList<double> admitted, ends; // sequences whose prompt ends in each step; when each step ends
    double waiting = b * p, done = 0, decoding = 0, t = 0, ttftSum = 0, tpotSum = 0, ttftAt = 0;
    for (int j = 0; j < 10'000'000; ++j) {
        // Decoding in step j: those whose prompt ended in steps j − out + 1 … j − 1.
        if (j >= 1)
            decoding += admitted[j - 1];
        if (j - out >= 0)
            decoding -= admitted[j - out];
        if (waiting <= 0 && decoding <= 1e-9)
            break;
        const double chunk = std::min(waiting, std::max(0.0, f.tokenBudget - decoding * f.specTokens));
        waiting -= chunk;
        t += f.mixedStep(decoding, chunk / p, p);
        admitted << chunk / p;
        ends << t;
        ttftSum += chunk / p * t;
        if (done < percentile / 100.0 * b && done + chunk / p >= percentile / 100.0 * b - 1e-9)
            ttftAt = t;
        done += chunk / p;
        // Those whose prompt ended in step j − out + 1 produce their last token now.
        if (j - out + 1 >= 0)
            tpotSum += admitted[j - out + 1] * (t - ends[j - out + 1]);
    }
    s.concurrency = batch;
    s.batch = b;
    s.requestsPerSecond = b / t;
    s.outputTokensPerSecond = s.requestsPerSecond * m_w.outputTokens;
    s.inputTokensPerSecond = s.requestsPerSecond * m_w.inputTokens;
    s.ttftMs = ttftSum / b * 1000.0;
    s.ttftPercentileMs = ttftAt * 1000.0;
    s.tpotMs = tokens > 1 ? tpotSum / b / (tokens - 1.0) * 1000.0 : 0.0;
    s.tpotPercentileMs = s.tpotMs;
    s.prefillShare = b * f.prefillWork(p) / t;
    s.prefillGroup = f.group(b);
    s.prefillsFirst = false;
    return s;
}

ServingPoint ServingEstimator::atRate(const Replica& r, double rate, double percentile) const
{
    // Poisson arrivals. Each prompt takes GPU time c from decoding, so decoding runs in the time the prompts
    // leave: ρ = rate × c; TPOT = step(B) ÷ (1 − ρ); Little's law gives the sequences decoding:
    // B = rate × (output − 1) × TPOT. With B decoding, none is decoding a share e^−B of the time (the count
    // is Poisson). A prompt that comes when none decodes is prefilled alone (c = prefill). Otherwise, an
    // engine that mixes prompts into decode steps (vLLM, TensorRT-LLM) adds it to a decode step (c = that
    // step − step(B)); one that prefills first (SGLang, MindIE) runs it alone (c = prefill). TTFT = the rest
    // of the step under way (half a step, when one is) + the prompts ahead (M/D/1: ρ × c ÷ 2(1 − ρ)) + the
    // step that gives its first token (the prompt alone, or beside the batch).
    ServingPoint s;
    s.percentile = percentile;
    const Physics f = physics(r);
    s.requestsPerSecond = rate;
    s.outputTokensPerSecond = rate * m_w.outputTokens;
    s.inputTokensPerSecond = rate * m_w.inputTokens;
    const double p = f.prefillTokens;
    const auto saturated = [&] {
        s.saturated = true;
        return s;
    };
    // Past the offline maximum the waiting prompts are grouped as there, and no more is served.
    if (f.maxSequences < 1 || rate * f.offlineRequestTime(m_w.outputTokens) >= 1.0)
        return saturated();
    const double decodeSteps = std::max(0.0, m_w.outputTokens - 1.0);
    double b = std::max(1e-6, rate * decodeSteps * f.step(1));
    bool converged = decodeSteps <= 0;
    for (int i = 0; i < 400 && !converged; ++i) {
        const double load = rate * f.promptCost(b);
        if (load >= 1.0)
            return saturated();
        const double next = rate * decodeSteps * f.step(std::max(1.0, b)) / (1.0 - load);
        if (next > f.maxBatch)
            break;
        converged = std::abs(next - b) < 1e-9 * std::max(1.0, b);
        b = next;
    }
    if (!converged)
        return saturated();
    const double c = f.promptCost(b);
    const double rho = rate * c;
    if (rho >= 1.0)
        return saturated();
    const double st = f.step(std::max(1.0, b));
    const double busy = 1.0 - std::exp(-b); // a step is under way
    const auto own = [&](double batch, double tokens) {
        const double alone = f.prefillOf(tokens);
        if (!f.mixesPrefill)
            return alone;
        const double idle = std::exp(-batch);
        return idle * alone + (1.0 - idle) * f.mixedStep(batch, 1, tokens);
    };
    s.batch = b;
    s.tpotMs = st / (1.0 - rho) * 1000.0;
    const double meanQueue = rho * c / (2.0 * (1.0 - rho));
    s.ttftMs = (busy * f.rawStep(std::max(1.0, b)) / 2.0 + meanQueue + own(b, p)) * 1000.0;
    // The percentile: the decoding count varies as a Poisson count (B + z√B); the wait for prefills has an
    // exponential tail (Kingman): P(W > t) ≈ ρ·exp(−t·ρ ÷ W̄); the step under way is a whole step.
    const double q = percentile / 100.0;
    const double z = normalQuantile(q);
    const double bp = std::min<double>(f.maxBatch, b + std::max(0.0, z) * std::sqrt(b));
    const double stp = f.step(std::max(1.0, bp));
    s.tpotPercentileMs = stp / (1.0 - rho) * 1000.0;
    const double queueP = rho > 1.0 - q && rho > 0 ? meanQueue / rho * std::log(rho / (1.0 - q)) : 0.0;
    // The percentile's own question is the percentile's length when lengths vary.
    const double pP = m_w.inputAt(percentile) * (1.0 - m_w.prefixCacheShare);
    s.ttftPercentileMs = (busy * f.rawStep(std::max(1.0, bp)) + queueP + own(bp, pP)) * 1000.0;
    s.concurrency = rate * (s.ttftMs + decodeSteps * s.tpotMs) / 1000.0;
    // GPU time split: prefill takes ρ of the time; decoding the rest of the busy time.
    const double busyDecode = rate * decodeSteps * st / std::max(1.0, b);
    s.prefillShare = rho / (rho + busyDecode);
    return s;
}

ServingPoint ServingEstimator::atUsers(const Replica& r, double users, double thinkSeconds,
                                       double percentile) const
{
    // Each user asks, reads the answer and thinks: rate = users ÷ (think + response time(rate)).
    const ReplicaFigures fig = replica(r);
    if (!fig.fits || users <= 0) {
        ServingPoint s;
        s.saturated = true;
        return s;
    }
    const auto response = [&](const ServingPoint& s) {
        return (s.ttftMs + std::max(0.0, m_w.outputTokens - 1.0) * s.tpotMs) / 1000.0;
    };
    // The most the replica serves under random arrivals, then the rate at which the users' demand is met.
    double lo = 0, hi = fig.saturationRequestsPerSecond;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (atRate(r, mid, percentile).saturated ? hi : lo) = mid;
    }
    const ServingPoint top = atRate(r, lo, percentile);
    if (top.saturated || lo * (thinkSeconds + response(top)) < users) {
        // Demand not met even at the replica's limit: more users than it can serve.
        ServingPoint s = atRate(r, users / (thinkSeconds + std::max(0.001, response(top))), percentile);
        s.saturated = true;
        return s;
    }
    hi = lo;
    lo = 0;
    for (int i = 0; i < 80; ++i) {
        const double mid = (lo + hi) / 2;
        const ServingPoint s = atRate(r, mid, percentile);
        if (!s.saturated && mid * (thinkSeconds + response(s)) < users)
            lo = mid;
        else
            hi = mid;
    }
    return atRate(r, lo, percentile);
}

double ServingEstimator::capacity(const Replica& r, const LatencyTargets& targets) const
{
    const ReplicaFigures fig = replica(r);
    if (!fig.fits)
        return 0;
    const auto within = [&](double rate) {
        const ServingPoint s = atRate(r, rate, targets.percentile);
        if (s.saturated)
            return false;
        if (targets.ttftMs > 0 && s.ttftPercentileMs > targets.ttftMs)
            return false;
        if (targets.tpotMs > 0 && s.tpotPercentileMs > targets.tpotMs)
            return false;
        return true;
    };
    double lo = 0, hi = fig.saturationRequestsPerSecond;
    if (!within(hi * 1e-4))
        return 0;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (within(mid) ? lo : hi) = mid;
    }
    return lo;
}

double ServingEstimator::concurrencyCapacity(const Replica& r, const LatencyTargets& targets) const
{
    const ReplicaFigures fig = replica(r);
    if (!fig.fits || fig.maxBatch < 1)
        return 0;
    const auto within = [&](double concurrency) {
        const ServingPoint s = atConcurrency(r, concurrency, targets.percentile);
        return !s.saturated && (targets.ttftMs <= 0 || s.ttftPercentileMs <= targets.ttftMs) &&
               (targets.tpotMs <= 0 || s.tpotPercentileMs <= targets.tpotMs);
    };
    double lo = 1, hi = fig.maxBatch;
    if (!within(lo))
        return 0;
    if (within(hi))
        return hi;
    for (int i = 0; i < 40; ++i) {
        const double mid = (lo + hi) / 2;
        (within(mid) ? lo : hi) = mid;
    }
    return lo;
}

QList<ServingCurvePoint> ServingEstimator::curve(const Replica& r, double percentile, int points) const
{
    QList<ServingCurvePoint> out;
    const ReplicaFigures fig = replica(r);
    if (!fig.fits || points < 2)
        return out;
    double lo = 0, hi = fig.saturationRequestsPerSecond;
    for (int i = 0; i < 50; ++i) {
        const double mid = (lo + hi) / 2;
        (atRate(r, mid, percentile).saturated ? hi : lo) = mid;
    }
    for (int i = 1; i <= points; ++i) {
        const double rate = lo * 0.98 * i / points;
        const ServingPoint p = atRate(r, rate, percentile);
        if (p.saturated)
            break;
        out << ServingCurvePoint{rate, p.outputTokensPerSecond / std::max(1, r.gpus), 1000.0 / p.tpotMs,
                                 p.ttftPercentileMs, p.tpotPercentileMs};
    }
    return out;
}

} // namespace gpuplan
