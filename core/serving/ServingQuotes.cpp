#include "ServingQuotes.h"

#include "catalog/ModelCatalog.h"
#include "planner/PlannerData.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

struct Layout
{
    int gpus = 0;        // per replica; 0 = none holds the model within the targets
    double capacity = 0; // requests/s per replica
    int offered = 0;     // replicas the quote's servers hold
    int needed = 0;      // replicas for the peak with headroom
};

// The replica layout on one quote's hardware: the fewest GPUs for the peak among the sizes whose replicas its
// servers hold; else (too small) the one that serves the most. A replica stays inside a server, or spans
// whole servers.
Layout bestLayout(const Quote& q, const GpuModel& gpu, const ServingEstimator& est, const LatencyTargets& tg,
                  double need)
{
    Layout best, most;
    for (int n : {1, 2, 4, 8, 16}) {
        if (n > q.gpus() || (n > q.gpusPerServer && n % q.gpusPerServer != 0))
            continue;
        Replica r;
        r.gpu = &gpu;
        r.gpus = n;
        r.gpusPerServer = std::min(n, q.gpusPerServer);
        if (!est.replica(r).fits)
            continue;
        const double cap = est.capacity(r, tg);
        if (cap <= 0)
            continue;
        Layout l;
        l.gpus = n;
        l.capacity = cap;
        l.offered = n <= q.gpusPerServer ? q.gpusPerServer / n * q.servers : q.gpus() / n;
        l.needed = replicasFor(need, cap);
        if (l.needed <= l.offered && (!best.gpus || l.needed * l.gpus < best.needed * best.gpus))
            best = l;
        if (!most.gpus || l.offered * l.capacity > most.offered * most.capacity)
            most = l;
    }
    return best.gpus ? best : most;
}

int order(ServingQuoteVerdict v)
{
    return int(v);
}
} // namespace

QString servingQuoteVerdictName(ServingQuoteVerdict v)
{
    switch (v) {
    case ServingQuoteVerdict::Serves:
        return QStringLiteral("serves");
    case ServingQuoteVerdict::TooSmall:
        return QStringLiteral("too-small");
    case ServingQuoteVerdict::CannotHold:
        return QStringLiteral("cannot-hold");
    case ServingQuoteVerdict::Expired:
        return QStringLiteral("expired");
    }
    return {};
}

QString servingQuoteVerdictLabel(ServingQuoteVerdict v)
{
    switch (v) {
    case ServingQuoteVerdict::Serves:
        return Tr::tr("serves the peak");
    case ServingQuoteVerdict::TooSmall:
        return Tr::tr("too few servers");
    case ServingQuoteVerdict::CannotHold:
        return Tr::tr("cannot serve it");
    case ServingQuoteVerdict::Expired:
        return Tr::tr("expired");
    }
    return {};
}

QString servingServersUsedText(const ServingQuoteEvaluation& e)
{
    return e.serversUsed ? Tr::tr("%1 of %2", "servers used of the servers offered")
                               .arg(e.serversUsed)
                               .arg(e.quote.servers)
                         : QString();
}

QString servingQuoteReason(const ServingQuoteEvaluation& e)
{
    if (!e.priceError.isEmpty())
        return e.priceError;
    switch (e.verdict) {
    case ServingQuoteVerdict::Expired:
        return Tr::tr("valid until %1").arg(e.quote.validUntil.toString(Qt::ISODate));
    case ServingQuoteVerdict::CannotHold:
        return Tr::tr("no replica of 1 to 16 of its %1 GPUs holds %2 within the targets")
            .arg(e.quote.gpus())
            .arg(e.modelName);
    case ServingQuoteVerdict::TooSmall:
        return Tr::tr("its servers hold %1 replica(s) of %2 GPUs; the peak with headroom needs %3")
            .arg(e.replicasOffered)
            .arg(e.gpusPerReplica)
            .arg(e.replicasNeeded);
    case ServingQuoteVerdict::Serves:
        break;
    }
    return {};
}

QString servingQuoteVerdictText(const ServingQuoteEvaluation& e)
{
    const QString reason = servingQuoteReason(e);
    return reason.isEmpty() ? servingQuoteVerdictLabel(e.verdict)
                            : Tr::tr("%1: %2").arg(servingQuoteVerdictLabel(e.verdict), reason);
}

Result<QList<ServingQuoteEvaluation>> rankQuotesForServing(const ServingRequest& request,
                                                           const QList<Quote>& quotes,
                                                           const PlannerData& data, int termMonths)
{
    if (Status s = request.validate(); !s)
        return s.error();
    if (termMonths < 1 || termMonths > 120)
        return Error{Tr::tr("the term must be 1 to 120 months, not %1").arg(termMonths), Tr::tr("term"),
                     QStringLiteral("term")};
    auto model = request.model();
    if (!model)
        return model.error();
    ServingWorkload w = request.workload(model.value());
    calibrateWorkload(w, request, data);
    if (Status s = w.validate(); !s)
        return s.error();
    const ServingEstimator est(w);
    double daily = 0;
    const double peak = servingPeak(request, nullptr, &daily);
    const double need = peak * (1.0 + request.headroom);
    const double monthTokens = daily * data.hoursPerMonth() / 24.0 * request.outputTokens / 1e6;
    const PriceNormaliser normaliser = data.normaliser();
    QList<ServingQuoteEvaluation> out;
    QHash<QString, Layout> layouts; // by GPU, GPUs per server and servers
    for (const Quote& q : quotes) {
        ServingQuoteEvaluation e;
        e.quote = q;
        e.modelName = w.model.name;
        if (!q.isValidOn(data.today())) {
            e.verdict = ServingQuoteVerdict::Expired;
            e.reason = servingQuoteReason(e);
            out << e;
            continue;
        }
        // Quotes on the desk share a few server shapes: each shape's layout is searched once (a search
        // bisects each replica size's capacity; 15,000 quotes took 9 s without this).
        const QString shape = QStringLiteral("%1|%2|%3").arg(q.gpuId).arg(q.gpusPerServer).arg(q.servers);
        auto known = layouts.constFind(shape);
        if (known == layouts.constEnd()) {
            auto gpu = data.catalog().find(q.gpuId);
            known = layouts.insert(shape,
                                   gpu ? bestLayout(q, *gpu.value(), est, request.targets, need) : Layout{});
        }
        const Layout l = known.value();
        e.gpusPerReplica = l.gpus;
        e.capacityRps = l.capacity;
        e.replicasOffered = l.offered;
        e.replicasNeeded = l.needed;
        if (!l.gpus) {
            e.verdict = ServingQuoteVerdict::CannotHold;
            e.reason = servingQuoteReason(e);
            out << e;
            continue;
        }
        const bool serves = l.needed <= l.offered;
        e.verdict = serves ? ServingQuoteVerdict::Serves : ServingQuoteVerdict::TooSmall;
        e.serversUsed =
            serves ? std::min(q.servers, int(std::ceil(double(l.needed * l.gpus) / q.gpusPerServer - 1e-9)))
                   : q.servers;
        // The term of service under the quote's terms (its minimum term, billing unit and setup fee spread
        // over it), then a month of it.
        e.termMonths = termMonths;
        auto year = normaliser.jobCost(q.price, e.serversUsed * q.gpusPerServer,
                                       double(termMonths) * data.hoursPerMonth());
        if (!year) {
            e.priceError = year.error().message;
        } else {
            const BuyerCost yearly = buyerCost(year.value(), q, data.taxStatus());
            e.term = year.value();
            e.termBuyer = yearly;
            const auto perMonth = [termMonths](const Money& m) {
                return Money(qint64(std::llround(double(m.minor()) / termMonths)), m.currency());
            };
            JobCost month = year.value();
            month.totalExVat = perMonth(month.totalExVat);
            month.totalIncVat = perMonth(month.totalIncVat);
            e.month = month;
            BuyerCost b = yearly;
            b.amount = perMonth(yearly.amount);
            e.buyer = b;
            if (serves && monthTokens > 0)
                e.costPerMillionOutput = e.buyer->amount.toMajorDouble() / monthTokens;
        }
        e.reason = servingQuoteReason(e);
        out << e;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const ServingQuoteEvaluation& a, const ServingQuoteEvaluation& b) {
                         if (a.verdict != b.verdict)
                             return order(a.verdict) < order(b.verdict);
                         if (a.buyer.has_value() != b.buyer.has_value())
                             return a.buyer.has_value();
                         if (a.buyer && b.buyer && a.buyer->amount != b.buyer->amount)
                             return a.buyer->amount < b.buyer->amount;
                         return a.quote.id < b.quote.id;
                     });
    return out;
}

QString servingJobText(const ServingRequest& request, const PlannerData& data)
{
    Q_UNUSED(data);
    auto model = request.model();
    Words basis;
    servingPeak(request, &basis);
    return Tr::tr("%1 · %2 · %3")
        .arg(model ? model.value().name : request.modelId, basis.text(), request.targets.describe(true));
}

QString servingQuotesRecommendation(const QList<ServingQuoteEvaluation>& ranked)
{
    if (ranked.isEmpty() || ranked.first().verdict != ServingQuoteVerdict::Serves || !ranked.first().buyer)
        return Tr::tr("None of these quotes serves the peak with headroom: too few servers, a model their "
                      "GPUs cannot hold within the targets, or past their validity (each quote's verdict "
                      "says which).");
    const ServingQuoteEvaluation& best = ranked.first();
    const QLocale l;
    return Tr::tr("%1 (quote %2): the lowest cost to you for this service, %3 a month (%4 CNY per 1M output "
                  "tokens), among the quotes whose servers serve the peak with headroom; %5 GPUs per "
                  "replica, %6 replica(s) on %7 of its %8 server(s).")
        .arg(best.quote.provider)
        .arg(best.quote.id)
        .arg(buyerCostText(*best.buyer), l.toString(best.costPerMillionOutput, 'f', 2))
        .arg(best.gpusPerReplica)
        .arg(best.replicasNeeded)
        .arg(best.serversUsed)
        .arg(best.quote.servers);
}

Status weighForServing(QuoteComparison& c, const ServingRequest& request, const PlannerData& data)
{
    auto ranked = rankQuotesForServing(request, c.quotes, data);
    if (!ranked)
        return ranked.error();
    // Shared by the rows' texts, which a document calls once per language.
    auto byId = std::make_shared<QHash<qint64, ServingQuoteEvaluation>>();
    for (const ServingQuoteEvaluation& e : ranked.value())
        byId->insert(e.quote.id, e);
    auto list = std::make_shared<QList<ServingQuoteEvaluation>>(ranked.value());
    const auto find = [byId](qint64 id) -> const ServingQuoteEvaluation* {
        const auto it = byId->constFind(id);
        return it == byId->constEnd() ? nullptr : &it.value();
    };
    ComparisonWeighing w;
    w.replicaGpus = [find](qint64 id) {
        const ServingQuoteEvaluation* e = find(id);
        return e ? e->gpusPerReplica : 0;
    };
    w.rows << ComparisonWeighing::Row{[] { return Tr::tr("GPUs per replica × replicas needed / held"); },
                                      [find](qint64 id) {
                                          const ServingQuoteEvaluation* e = find(id);
                                          return e && e->gpusPerReplica ? Tr::tr("%1 × %2 / %3")
                                                                              .arg(e->gpusPerReplica)
                                                                              .arg(e->replicasNeeded)
                                                                              .arg(e->replicasOffered)
                                                                        : QString();
                                      },
                                      {},
                                      false};
    w.rows << ComparisonWeighing::Row{[] { return Tr::tr("Servers used"); },
                                      [find](qint64 id) {
                                          const ServingQuoteEvaluation* e = find(id);
                                          return e ? servingServersUsedText(*e) : QString();
                                      },
                                      {},
                                      false};
    w.rows << ComparisonWeighing::Row{[] { return Tr::tr("This service, a month to you"); },
                                      [find](qint64 id) {
                                          const ServingQuoteEvaluation* e = find(id);
                                          return e && e->buyer ? buyerCostText(*e->buyer) : QString();
                                      },
                                      [find](qint64 id) -> std::optional<double> {
                                          const ServingQuoteEvaluation* e = find(id);
                                          if (!e || !e->buyer)
                                              return std::nullopt;
                                          return e->buyer->amount.toMajorDouble();
                                      },
                                      true};
    w.rows << ComparisonWeighing::Row{[] { return Tr::tr("Per 1M output tokens (CNY)"); },
                                      [find](qint64 id) {
                                          const ServingQuoteEvaluation* e = find(id);
                                          return e && e->costPerMillionOutput > 0
                                                     ? QLocale().toString(e->costPerMillionOutput, 'f', 2)
                                                     : QString();
                                      },
                                      [find](qint64 id) -> std::optional<double> {
                                          const ServingQuoteEvaluation* e = find(id);
                                          if (!e || e->costPerMillionOutput <= 0)
                                              return std::nullopt;
                                          return e->costPerMillionOutput;
                                      },
                                      false};
    w.rows << ComparisonWeighing::Row{[] { return Tr::tr("For this service"); },
                                      [find](qint64 id) {
                                          const ServingQuoteEvaluation* e = find(id);
                                          return e ? servingQuoteVerdictText(*e) : QString();
                                      },
                                      {},
                                      false};
    w.recommendation = [list] {
        return servingQuotesRecommendation(*list);
    };
    // Side by side in the ranking's order: the recommended quote first, as a buyer files it.
    c.quotes.clear();
    for (const ServingQuoteEvaluation& e : ranked.value())
        c.quotes << e.quote;
    c.weighing = w;
    c.evaluations.clear();
    c.evaluationsIn.clear();
    c.taxStatus = data.taxStatus();
    c.job = servingJobText(request, data);
    c.jobIn.clear();
    for (const char* language : {"zh_CN", "en"}) {
        const Language::Scope scope(QString::fromLatin1(language));
        c.jobIn.insert(QString::fromLatin1(language), servingJobText(request, data));
    }
    return {};
}

} // namespace gpuplan
