// judgeService: a serving benchmark's result against the contract's service and the plan's figures for the
// replica it ran on (issue 61 item 3). First whether it is the contract's run at all (model, quantized
// weights, lengths, load), then failed requests, then each figure: the contract's limit, the plan's
// estimate and band at the percentile measured.
#include "ServingBenchmark.h"

#include "ServingCalibration.h"
#include "estimate/ServingEstimator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

QString num(double v, int decimals)
{
    return QLocale(QLocale::C).toString(v, 'f', decimals);
}

QString pct(double p)
{
    return QLocale(QLocale::C).toString(p, 'g', 4);
}

// "Qwen/Qwen2.5-72B-Instruct", "/data/models/Qwen2.5-72B-Instruct/" → "qwen2572binstruct"
QString folded(const QString& name)
{
    QString base = name.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    base = base.mid(base.lastIndexOf(QLatin1Char('/')) + 1).toLower();
    base.remove(QRegularExpression(QStringLiteral("[^a-z0-9]")));
    return base;
}

// The weights' precision a checkpoint's name says (…-FP8, …-AWQ, …-GPTQ-Int4, …-W8A8), if any.
std::optional<Precision> namedQuantization(const QString& model)
{
    const QString n = model.mid(model.lastIndexOf(QLatin1Char('/')) + 1).toLower();
    static const QRegularExpression fp8(QStringLiteral("(^|[^a-z0-9])(fp8|w8a8)([^a-z0-9]|$)"));
    static const QRegularExpression int4(QStringLiteral("(^|[^a-z0-9])(awq|gptq|int4|w4a16)([^a-z0-9]|$)"));
    static const QRegularExpression int8(QStringLiteral("(^|[^a-z0-9])(int8|w8a16)([^a-z0-9]|$)"));
    if (fp8.match(n).hasMatch())
        return Precision::FP8;
    if (int4.match(n).hasMatch())
        return Precision::INT4;
    if (int8.match(n).hasMatch())
        return Precision::INT8;
    return std::nullopt;
}

void checkModel(const ServingBenchmark& b, const ServiceMeasurement& m, QList<Words>& out)
{
    if (m.model.isEmpty())
        return;
    const ModelSpec& model = b.expected.workload.model;
    if (!sameModel(m.model, model)) {
        out.append([run = m.model, name = model.name]() {
            return Tr::tr("the run asked for the model %1; the contract's is %2").arg(run, name);
        });
        return;
    }
    const Precision weights = b.expected.workload.weights;
    if (const auto q = namedQuantization(m.model); q && *q != weights)
        out.append([run = m.model, named = precisionName(*q), contract = precisionName(weights)]() {
            return Tr::tr("the checkpoint %1 holds %2 weights; the contract's are %3")
                .arg(run, named, contract);
        });
}

void checkLengths(const ServingBenchmark& b, const ServiceMeasurement& m, QList<Words>& out)
{
    const double in = b.request.inputTokens, outLen = b.request.outputTokens;
    if (m.randomInputLen && std::abs(*m.randomInputLen - in) > 0.01 * in)
        out.append([asked = *m.randomInputLen, in]() {
            return Tr::tr("the run's questions were %1 tokens long; the contract's are %2")
                .arg(num(asked, 0), num(in, 0));
        });
    else if (const auto mean = m.meanInputTokens(); mean && std::abs(*mean - in) > 0.1 * in)
        out.append([mean = *mean, in]() {
            return Tr::tr("the run's questions averaged %1 tokens; the contract's are %2")
                .arg(num(mean, 0), num(in, 0));
        });
    if (m.randomOutputLen && std::abs(*m.randomOutputLen - outLen) > 0.01 * outLen)
        out.append([asked = *m.randomOutputLen, outLen]() {
            return Tr::tr("the run's answers were %1 tokens long; the contract's are %2")
                .arg(num(asked, 0), num(outLen, 0));
        });
    else if (const auto mean = m.meanOutputTokens(); mean && *mean < 0.9 * outLen)
        out.append([mean = *mean, outLen]() {
            return Tr::tr("the run's answers averaged %1 tokens, shorter than the contract's %2: run the "
                          "benchmark with --ignore-eos (as the script does) so that every answer is whole")
                .arg(num(mean, 0), num(outLen, 0));
        });
}

void checkLoad(const ServingBenchmark& b, const ServiceMeasurement& m, QList<Words>& out, QList<Words>& notes)
{
    if (b.concurrency > 0) {
        const int want = int(std::ceil(b.concurrency));
        if (!m.maxConcurrency)
            notes.append([want]() {
                return Tr::tr(
                           "the output does not say how many requests were in flight; judged as if %1, the "
                           "script's")
                    .arg(want);
            });
        else if (*m.maxConcurrency != want)
            out.append([got = *m.maxConcurrency, want]() {
                return got == 0
                           ? Tr::tr("the run set no limit on the requests in flight; the contract's "
                                    "replica takes %1 at once")
                                 .arg(want)
                           : Tr::tr("the run kept %1 requests in flight; the contract's replica takes %2")
                                 .arg(got)
                                 .arg(want);
            });
        return;
    }
    if (!m.requestRate) {
        notes.append([rate = b.rate]() {
            return Tr::tr(
                       "the output does not say the request rate; judged as if %1 requests/s, the script's")
                .arg(num(rate, 3));
        });
        return;
    }
    if (!std::isfinite(*m.requestRate) || std::abs(*m.requestRate - b.rate) > 0.02 * b.rate + 5e-4)
        out.append([got = *m.requestRate, rate = b.rate]() {
            return std::isfinite(got)
                       ? Tr::tr("the run sent %1 requests/s; the contract's replica takes %2")
                             .arg(num(got, 3), num(rate, 3))
                       : Tr::tr(
                             "the run sent every request at once; the contract's replica takes %1 requests/s")
                             .arg(num(rate, 3));
        });
    else if (m.maxConcurrency && *m.maxConcurrency > 0)
        out.append([cap = *m.maxConcurrency]() {
            return Tr::tr("the run capped the requests in flight at %1, which the contract's load does not")
                .arg(cap);
        });
}

// The plan's estimate for this replica at the percentile measured.
ServingPoint expectedAt(const ServingBenchmark& b, double percentile)
{
    if (std::abs(percentile - b.request.targets.percentile) < 1e-9)
        return b.expected.point;
    const ServingEstimator est(b.expected.workload);
    return b.concurrency > 0 ? est.atConcurrency(b.expected.replica, b.concurrency, percentile)
                             : est.atRate(b.expected.replica, b.rate, percentile);
}

std::optional<ServiceFigure> latency(const ServingBenchmark& b, const LatencyStats& s, bool ttft,
                                     QList<Words>& mismatches, QList<Words>& notes)
{
    const double want = b.request.targets.percentile;
    const auto at = s.atOrAbove(want);
    if (!at) {
        mismatches.append([want, ttft]() {
            return Tr::tr("the result has no p%1 %2 or above: run the benchmark with --metric-percentiles "
                          "50,%1,99 (as the script does)")
                .arg(pct(want), ttft ? QStringLiteral("TTFT") : QStringLiteral("TPOT"));
        });
        return std::nullopt;
    }
    if (ttft && at->first > want + 1e-9) // said once, for both latencies
        notes.append([want, used = at->first]() {
            return Tr::tr("judged at p%1, the nearest percentile the run reports above the contract's p%2: "
                          "a stricter test")
                .arg(pct(used), pct(want));
        });
    const ServingPoint p = expectedAt(b, at->first);
    const UncertaintyBand& band = ttft ? b.expected.ttftBand : b.expected.tpotBand;
    ServiceFigure f;
    f.metric = ttft ? QStringLiteral("ttft") : QStringLiteral("tpot");
    f.percentile = at->first;
    f.measured = at->second;
    f.expected = ttft ? p.ttftPercentileMs : p.tpotPercentileMs;
    f.low = f.expected * band.low;
    f.high = f.expected * band.high;
    f.limit = ttft ? b.request.targets.ttftMs : b.request.targets.tpotMs;
    return f;
}

ServiceFigure throughput(const ServingBenchmark& b, const ServiceMeasurement& m)
{
    ServiceFigure f;
    f.metric = QStringLiteral("output_throughput");
    f.higherIsBetter = true;
    f.measured = m.outputThroughput.value_or(0);
    f.expected = b.expected.point.outputTokensPerSecond;
    f.low = f.expected * (b.concurrency > 0 ? b.expected.throughputBand.low : 1.0);
    f.high = f.expected * (b.concurrency > 0 ? b.expected.throughputBand.high : 1.0);
    f.judged = b.concurrency > 0 && m.outputThroughput.has_value(); // under a rate it is the load's
    return f;
}

QString replicaOf(const QString& fileName)
{
    static const QRegularExpression script(QStringLiteral("^service-(.+)-[0-9]{8}-[0-9]{6}\\.json$"));
    const QRegularExpressionMatch x = script.match(QFileInfo(fileName).fileName());
    return x.hasMatch() ? x.captured(1) : QString();
}
} // namespace

bool sameModel(const QString& run, const ModelSpec& model)
{
    const QString asked = folded(run);
    return asked.contains(folded(model.id)) || asked.contains(folded(model.name));
}

bool ServiceFigure::keepsLimit() const
{
    return limit <= 0 || (higherIsBetter ? measured >= limit : measured <= limit);
}

bool ServiceFigure::asPlanned() const
{
    return higherIsBetter ? measured >= expected : measured <= expected;
}

bool ServiceFigure::insideBand() const
{
    return higherIsBetter ? measured >= low : measured <= high;
}

QString ServiceFigure::metricText() const
{
    if (metric == QLatin1String("ttft"))
        return Tr::tr("time to first token p%1 (ms)").arg(pct(percentile));
    if (metric == QLatin1String("tpot"))
        return Tr::tr("time per output token p%1 (ms)").arg(pct(percentile));
    return Tr::tr("output tokens/s");
}

QString serviceVerdictKey(ServiceVerdict v)
{
    switch (v) {
    case ServiceVerdict::Meets:
        return QStringLiteral("meets");
    case ServiceVerdict::BelowPlan:
        return QStringLiteral("below_plan");
    case ServiceVerdict::Fails:
        return QStringLiteral("fails");
    case ServiceVerdict::Mismatch:
        break;
    }
    return QStringLiteral("mismatch");
}

QString serviceVerdictText(ServiceVerdict v)
{
    switch (v) {
    case ServiceVerdict::Meets:
        return Tr::tr("meets the contract, as planned");
    case ServiceVerdict::BelowPlan:
        return Tr::tr("meets the contract, below the plan");
    case ServiceVerdict::Fails:
        return Tr::tr("FAILS the contract");
    case ServiceVerdict::Mismatch:
        break;
    }
    return Tr::tr("not the contract's run: not judged");
}

ServiceJudgement judgeService(const ServingBenchmark& b, const ServiceMeasurement& m, const QString& fileName)
{
    ServiceJudgement j;
    j.replica = replicaOf(fileName);
    checkModel(b, m, j.mismatches);
    checkLengths(b, m, j.mismatches);
    checkLoad(b, m, j.mismatches, j.findings);
    const auto ttft = latency(b, m.ttft, true, j.mismatches, j.findings);
    const auto tpot = latency(b, m.tpot, false, j.mismatches, j.findings);
    for (const auto& f : {ttft, tpot})
        if (f)
            j.figures.append(*f);
    j.figures.append(throughput(b, m));
    if (!j.mismatches.isEmpty()) {
        j.verdict = ServiceVerdict::Mismatch;
        j.sentence = [n = int(j.mismatches.size())]() {
            return Tr::tr("Not judged: the result is not of the contract's run (%n difference(s) below). Run "
                          "the acceptance script's bench command on the replica as it is.",
                          nullptr, n);
        };
        return j;
    }
    bool fails = false, below = false;
    if (const int failed = m.failedRequests(); failed > 0) {
        fails = true;
        j.findings.append([failed, of = m.prompts.value_or(failed + m.completed.value_or(0))]() {
            return Tr::tr("%1 of %2 requests failed: the service must answer every request")
                .arg(failed)
                .arg(of);
        });
    }
    if (m.prompts && *m.prompts < b.prompts)
        j.findings.append([sent = *m.prompts, want = b.prompts]() {
            return Tr::tr(
                       "the run sent %1 requests, fewer than the script's %2: its percentiles rest on fewer")
                .arg(sent)
                .arg(want);
        });
    for (const ServiceFigure& f : std::as_const(j.figures)) {
        if (!f.judged)
            continue;
        if (!f.keepsLimit() || (f.higherIsBetter && !f.insideBand()))
            fails = true;
        else if (!f.asPlanned())
            below = true;
    }
    j.verdict = fails ? ServiceVerdict::Fails : below ? ServiceVerdict::BelowPlan : ServiceVerdict::Meets;
    j.sentence = [v = j.verdict, replica = j.replica]() {
        return replica.isEmpty() ? Tr::tr("The replica %1.").arg(serviceVerdictText(v))
                                 : Tr::tr("The replica on %1 %2.").arg(replica, serviceVerdictText(v));
    };
    return j;
}

Measurement measurementOf(const ServingBenchmark& fit, const ServiceMeasurement& measured,
                          const QString& fileName)
{
    const ServiceJudgement j = judgeService(fit, measured, fileName);
    const ServingRequest& r = fit.request;
    Measurement m;
    m.gpuId = fit.quote.gpuId;
    m.gpus = fit.gpusPerReplica;
    m.engine = engineName(r.engine);
    m.modelId = r.modelId;
    m.weights = precisionName(fit.expected.workload.weights);
    m.inputTokens = r.inputTokens;
    m.outputTokens = r.outputTokens;
    m.loadKind = fit.concurrency > 0 ? QStringLiteral("concurrency") : QStringLiteral("rate");
    m.load = fit.concurrency > 0 ? std::ceil(fit.concurrency) : fit.rate;
    m.quoteId = fit.quote.id;
    m.vendor = fit.quote.provider;
    m.host = j.replica;
    m.tool = measured.toolName();
    m.file = QFileInfo(fileName).fileName();
    m.outputTps = measured.outputThroughput.value_or(0);
    m.outputTpsFit = fit.expected.point.outputTokensPerSecond;
    const ServingConstants& k = ServingConstants::shipped();
    for (const ServiceFigure& f : j.figures) {
        if (f.metric == QLatin1String("ttft")) {
            m.percentile = f.percentile;
            m.ttftMs = f.measured;
            m.ttftFitMs = f.expected;
        } else if (f.metric == QLatin1String("tpot")) {
            m.tpotMs = f.measured;
            m.tpotFitMs = f.expected;
        }
    }
    m.used = !outsidePublishedBand(m.ttftMs, m.ttftFitMs, k.ttft) &&
             !outsidePublishedBand(m.tpotMs, m.tpotFitMs, k.tpot);
    return m;
}

} // namespace gpuplan
