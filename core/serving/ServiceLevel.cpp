// The service a contract buys, as checklist items (issue 61 item 1) and as findings on them once a replica's
// benchmark has been judged. Words: each item is worded in the language in force when it is read, so that the
// checklist holds both languages from one computation.
#include "ServingBenchmark.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

QString n(double v, int decimals)
{
    return QLocale::system().toString(v, 'f', decimals);
}

QString pctText(double p)
{
    return QLocale(QLocale::C).toString(p, 'g', 4);
}

// "≤ 2,000 ms (the plan expects 149 ms, band 127–492)"
Words limitText(double limit, double expected, double low, double high, int decimals)
{
    return [=]() {
        const QString plan = Tr::tr("the plan expects %1 ms, band %2–%3")
                                 .arg(n(expected, decimals), n(low, decimals), n(high, decimals));
        return limit > 0 ? Tr::tr("≤ %1 ms (%2)").arg(n(limit, decimals), plan)
                         : Tr::tr("no limit (%1)").arg(plan);
    };
}
} // namespace

QList<ServiceLevelItem> serviceLevelItems(const ServingBenchmark& b, bool acceptance)
{
    const ServingEstimate& e = b.expected;
    const ServingRequest& r = b.request;
    const QString prefix = acceptance ? QStringLiteral("acc-svc-") : QStringLiteral("svc-");
    const double pct = r.targets.percentile;
    QList<ServiceLevelItem> items;
    if (!acceptance) {
        items.append({prefix + QStringLiteral("model"),
                      [] { return Tr::tr("Service: model, weights, KV cache and engine"); },
                      [model = e.workload.model.name, w = precisionName(e.workload.weights),
                       kv = precisionName(e.workload.kvCache), engine = engineLabel(r.engine)]() {
                          return Tr::tr("%1, %2 weights, %3 KV cache, %4").arg(model, w, kv, engine);
                      }});
        items.append(
            {prefix + QStringLiteral("load"),
             [] { return Tr::tr("Service: each replica, its load and lengths"); },
             [gpus = b.gpusPerReplica, gpu = e.replica.gpu->displayName(), rate = b.rate, c = b.concurrency,
              in = r.inputTokens, out = r.outputTokens, replicas = b.replicasNeeded]() {
                 const QString load = c > 0 ? Tr::tr("%1 requests at once").arg(n(std::ceil(c), 0))
                                            : Tr::tr("%1 requests/s").arg(n(rate, 3));
                 return Tr::tr("%1 replica(s) of %2 × %3 (tensor parallel %2), each %4; %5 input / %6 output "
                               "tokens")
                     .arg(replicas)
                     .arg(gpus)
                     .arg(gpu, load, n(in, 0), n(out, 0));
             }});
    }
    items.append(
        {prefix + QStringLiteral("ttft"),
         [pct]() { return Tr::tr("Service: time to first token at p%1").arg(pctText(pct)); },
         limitText(r.targets.ttftMs, e.point.ttftPercentileMs, e.point.ttftPercentileMs * e.ttftBand.low,
                   e.point.ttftPercentileMs * e.ttftBand.high, 0)});
    items.append(
        {prefix + QStringLiteral("tpot"),
         [pct]() { return Tr::tr("Service: time per output token at p%1").arg(pctText(pct)); },
         limitText(r.targets.tpotMs, e.point.tpotPercentileMs, e.point.tpotPercentileMs * e.tpotBand.low,
                   e.point.tpotPercentileMs * e.tpotBand.high, 1)});
    const bool closed = b.concurrency > 0;
    items.append({prefix + QStringLiteral("throughput"),
                  [] { return Tr::tr("Service: output tokens/s per replica"); },
                  [x = e.point.outputTokensPerSecond, low = e.throughputBand.low,
                   high = e.throughputBand.high, closed]() {
                      return closed ? Tr::tr("at least %1 (the plan expects %2, band %1–%3)")
                                          .arg(n(x * low, 0), n(x, 0), n(x * high, 0))
                                    : Tr::tr("%1, the load's").arg(n(x, 0));
                  }});
    if (acceptance)
        items.append({prefix + QStringLiteral("requests"),
                      [] { return Tr::tr("Service: every request of the benchmark answered"); },
                      [] {
                          return Tr::tr("0 failed");
                      }});
    return items;
}

QList<AcceptanceFinding> serviceFindings(const ServingBenchmark& b, const ServiceMeasurement& m,
                                         const ServiceJudgement& j)
{
    QList<AcceptanceFinding> out;
    if (j.verdict == ServiceVerdict::Mismatch)
        return out;
    const QString replica = j.replica.isEmpty() ? Tr::tr("the replica") : j.replica;
    for (const ServiceFigure& f : j.figures) {
        if (!f.judged)
            continue;
        AcceptanceFinding x;
        x.code = QStringLiteral("acc-svc-") +
                 (f.metric == QLatin1String("output_throughput") ? QStringLiteral("throughput") : f.metric);
        const bool ok = f.keepsLimit() && (!f.higherIsBetter || f.insideBand());
        x.status = ok ? ItemStatus::Confirmed : ItemStatus::Failed;
        const int d = f.metric == QLatin1String("tpot") ? 1 : 0;
        x.message =
            Tr::tr("%1: %2 measured on %3 with %4; plan %5 (%6–%7)%8")
                .arg(f.metricText(), n(f.measured, d), replica, m.toolName(), n(f.expected, d), n(f.low, d),
                     n(f.high, d), f.limit > 0 ? Tr::tr("; contract ≤ %1").arg(n(f.limit, d)) : QString());
        out << x;
    }
    AcceptanceFinding requests;
    requests.code = QStringLiteral("acc-svc-requests");
    const int failed = m.failedRequests();
    requests.status = failed > 0 ? ItemStatus::Failed : ItemStatus::Confirmed;
    requests.message = Tr::tr("%1 of %2 requests answered on %3, %4 failed")
                           .arg(m.completed.value_or(0))
                           .arg(m.prompts.value_or(m.completed.value_or(0) + failed))
                           .arg(replica)
                           .arg(failed);
    out << requests;
    (void)b;
    return out;
}

QList<ChecklistItem> serviceChecklistItems(const ServingBenchmark& b, bool acceptance)
{
    QList<ChecklistItem> out;
    const QList<ServiceLevelItem> items = serviceLevelItems(b, acceptance);
    for (const ServiceLevelItem& i : items) {
        ChecklistItem c;
        c.code = i.code;
        c.category = QStringLiteral("service");
        out << c;
    }
    for (const char* language : {"zh_CN", "en"}) {
        const Language::Scope scope(QString::fromLatin1(language));
        const bool zh = language[0] == 'z';
        for (int k = 0; k < items.size(); ++k) {
            (zh ? out[k].textZh : out[k].textEn) = items[k].text.text();
            (zh ? out[k].expected : out[k].expectedEn) = items[k].expected.text();
        }
    }
    return out;
}

} // namespace gpuplan
