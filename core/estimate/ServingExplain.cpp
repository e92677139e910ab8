#include "ServingEstimator.h"
#include "ServingPhysics.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
} // namespace

QList<Explanation> ServingEstimator::explain(const Replica& r, const ServingPoint& p) const
{
    const Physics f = physics(r);
    const ModelSpec& m = m_w.model;
    const GpuModel& g = *r.gpu;
    const double b = std::max(1.0, p.batch);
    const QString rows = ServingConstants::fittedOn();
    QList<Explanation> out;
    out << Explanation{
        Tr::tr("weights per GPU"), Tr::tr("parameters × bytes per parameter ÷ GPUs"),
        Tr::tr("%1 × %2 B ÷ %3").arg(m.params, 0, 'g', 4).arg(weightBytes(m_w.weights)).arg(f.n),
        f.weightBytes / kGiB, m.sourceText()};
    out << Explanation{
        Tr::tr("KV cache per token per GPU"),
        Tr::tr("layers × cached elements per token and layer × bytes ÷ GPUs sharing the heads"),
        Tr::tr("%1 × %2 × %3 B").arg(m.layers).arg(m.kvElementsPerTokenLayer()).arg(weightBytes(m_w.kvCache)),
        f.kvPerToken, m.sourceText()};
    out << Explanation{
        Tr::tr("requests the KV cache holds"),
        Tr::tr("(memory × %1 − workspace %2 GiB − weights) ÷ (KV per token × (input + output))")
            .arg(m_k.memoryUtilisation)
            .arg(m_k.workspaceGiB),
        Tr::tr("%1 GiB, %2 tokens per request")
            .arg(f.capacity / kGiB, 0, 'f', 0)
            .arg(m_w.inputTokens + m_w.outputTokens, 0, 'f', 0),
        double(f.maxSequences), Tr::tr("vLLM gpu_memory_utilization default 0.9")};
    out << Explanation{
        Tr::tr("prefill of one request (ms)"),
        Tr::tr("(input × 2 × active parameters + attention) ÷ (GPUs × peak × efficiency) + "
               "all-reduces + step overhead"),
        Tr::tr("%1 tokens, %2 TFLOPS × %3 per GPU")
            .arg(f.prefillTokens, 0, 'f', 0)
            .arg(g.peakTflops(m_w.weights == Precision::INT4 ? Precision::BF16 : m_w.weights))
            .arg(f.prefillFlops /
                     (g.peakTflops(m_w.weights == Precision::INT4 ? Precision::BF16 : m_w.weights) * 1e12),
                 0, 'f', 3),
        f.prefill() * 1000.0, rows};
    out << Explanation{
        Tr::tr("decode step (ms)"),
        Tr::tr("max(weights read + KV read ÷ bandwidth, (batch + %1) × FLOPs ÷ compute) + all-reduces "
               "+ overhead")
            .arg(m_k.decodeBatchHalf),
        Tr::tr("batch %1; memory %2 ms, compute %3 ms, links %4 ms, overhead %5 ms; %6 GB/s × %7")
            .arg(b, 0, 'g', 4) // a whole batch without ".0" (zh-review-5 E21)
            .arg(f.memoryTime(b) * 1000, 0, 'f', 2)
            .arg(f.computeTime(b) * 1000, 0, 'f', 2)
            .arg(f.comm(b) * 1000, 0, 'f', 2)
            .arg(f.overhead * 1000, 0, 'f', 2)
            .arg(g.memoryBandwidthGBs)
            .arg(m_k.memoryEfficiency),
        f.step(b) * 1000.0, rows};
    if (f.acceptance > 1)
        out << Explanation{
            Tr::tr("speculative decoding (decode step per output token, ms)"),
            Tr::tr("(a step verifying draft + 1 tokens of each sequence + draft passes of about one layer "
                   "each) ÷ the tokens a step keeps"),
            Tr::tr("%1 draft tokens, %2 tokens kept a step; a step %3 ms")
                .arg(f.draftPasses, 0, 'f', 0)
                .arg(f.acceptance, 0, 'f', 2)
                .arg(f.rawStep(b) * 1000, 0, 'f', 2),
            f.step(b) * 1000.0,
            Tr::tr("DeepSeek-V3 technical report (arXiv 2412.19437) §5.4.3: the second token accepted "
                   "85–90 % of the time with one MTP token")};
    if (p.prefillGroup <= 0) {
        out << Explanation{Tr::tr("time per output token (ms)"),
                           Tr::tr("decode step ÷ (1 − share of time prefilling)"),
                           Tr::tr("prefill share %1").arg(p.prefillShare, 0, 'f', 3), p.tpotMs, rows};
        out << Explanation{
            Tr::tr("time to first token (ms)"),
            Tr::tr("the rest of the step under way + the wait for the prompts ahead (M/D/1) + the step "
                   "that gives the first token (the prompt alone, or beside the sequences decoding)"),
            Tr::tr("%1 requests/s").arg(p.requestsPerSecond, 0, 'f', 3), p.ttftMs,
            Tr::tr("queueing: Kingman's approximation")};
        return out;
    }
    // A fixed concurrency: how the engine schedules the prompts decides the latencies.
    const QString group = Tr::tr("g = %1 prompts a step (the engine's token budget %2 ÷ %3 prompt tokens), "
                                 "batch %4")
                              .arg(p.prefillGroup, 0, 'f', 0)
                              .arg(prefillTokenBudget(m_w.engine, g))
                              .arg(m_w.inputTokens * (1.0 - m_w.prefixCacheShare), 0, 'f', 0)
                              .arg(b, 0, 'f', 0);
    const QString budgets = Tr::tr("the engines' default token budgets (vLLM, SGLang, TensorRT-LLM)");
    const QString tpot =
        p.prefillsFirst
            ? Tr::tr("decode step (the engine prefills every waiting prompt before it decodes, "
                     "so the batch moves in step)")
            : Tr::tr("decode step + (batch − g) ÷ g × (a step with g prompts − decode step) ÷ (output "
                     "tokens − 1): while a request decodes, the others are replaced, g at a time, "
                     "within the decode steps");
    const QString ttft =
        p.prefillsFirst ? Tr::tr("a step of g prompts × (batch ÷ g + 1) ÷ 2: the prompts are prefilled g "
                                 "a step, one group after another")
                        : Tr::tr("half a step under way + the step that prefills the prompt's group beside "
                                 "the sequences decoding");
    out << Explanation{Tr::tr("time per output token (ms)"), tpot, group, p.tpotMs, rows};
    out << Explanation{Tr::tr("time to first token (ms)"), ttft, group, p.ttftMs, budgets};
    return out;
}

} // namespace gpuplan
