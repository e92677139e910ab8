#include "ServingPlan.h"

#include "catalog/ModelCatalog.h"
#include "cost/ReferencePrices.h"
#include "planner/PlannerData.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Serving)
};

// Money from a fractional number of minor units (fen), rounded half away from zero.
Money moneyOf(double minor, Currency c)
{
    return Money(qint64(std::llround(minor)), c);
}

const RentalTerm kTerms[] = {RentalTerm::Hourly,  RentalTerm::Daily,  RentalTerm::Weekly,
                             RentalTerm::Monthly, RentalTerm::Yearly, RentalTerm::SavingsPlan,
                             RentalTerm::Spot};
bool isReserved(RentalTerm t)
{
    return t == RentalTerm::Monthly || t == RentalTerm::Yearly || t == RentalTerm::SavingsPlan;
}
} // namespace

ServingRequest ServingRequest::forCustomer()
{
    ServingRequest r;
    r.modelId = QStringLiteral("qwen2.5-72b");
    r.load = LoadKind::Users;
    r.users = 200;
    return r;
}

Result<ModelSpec> ServingRequest::model() const
{
    if (customModel)
        return *customModel;
    auto m = ModelCatalog::shipped().find(modelId);
    if (!m)
        return Error(m.error().message, m.error().where, QStringLiteral("model"));
    return m;
}

Status ServingRequest::validate() const
{
    if (Status s = ServingWorkload::checkSpeculative(draftTokens, acceptanceLength); !s)
        return s;
    if (modelId.trimmed().isEmpty() && !customModel)
        return fieldError(QStringLiteral("model"),
                          Tr::tr("name the model to serve, e.g. --model qwen2.5-72b"));
    switch (load) {
    case LoadKind::Rate:
        if (!(rate > servingLimits::kRate.low && rate <= servingLimits::kRate.high))
            return fieldError(
                QStringLiteral("rate"),
                Tr::tr("the peak request rate must be more than 0 and at most 1,000,000 per second"));
        break;
    case LoadKind::Users:
        if (!servingLimits::kUsers.holds(users))
            return fieldError(QStringLiteral("users"),
                              Tr::tr("concurrent users must be from 1 to 100,000,000"));
        if (!servingLimits::kThinkSeconds.holds(thinkSeconds))
            return fieldError(QStringLiteral("think-time"),
                              Tr::tr("the think time must be from 0 to 86,400 seconds"));
        break;
    case LoadKind::Concurrency:
        if (!servingLimits::kConcurrency.holds(concurrency))
            return fieldError(QStringLiteral("concurrency"),
                              Tr::tr("concurrent requests must be from 1 to 10,000,000"));
        break;
    }
    if (!servingLimits::kTtftMs.holds(targets.ttftMs) || !servingLimits::kTpotMs.holds(targets.tpotMs))
        return fieldError(
            QStringLiteral("ttft"),
            Tr::tr("latency targets must be 0 (none) or positive: TTFT up to an hour, TPOT up to "
                   "60,000 ms"));
    if (!servingLimits::kPercentile.holds(targets.percentile))
        return fieldError(QStringLiteral("percentile"), Tr::tr("the percentile must be from 50 to 99.9"));
    if (!servingLimits::kHeadroom.holds(headroom))
        return fieldError(QStringLiteral("headroom"), Tr::tr("the headroom must be from 0 to 200 %"));
    if (gpusPerReplica != 0 && !servingLimits::kGpusPerReplica.holds(gpusPerReplica))
        return fieldError(QStringLiteral("gpus"), Tr::tr("GPUs per replica must be from 1 to 64"));
    if (totalGpus != 0 && !servingLimits::kMaxGpus.holds(totalGpus))
        return fieldError(QStringLiteral("gpus"), Tr::tr("the GPUs must be from 1 to 100,000"));
    if (!servingLimits::kMaxGpus.holds(maxGpus))
        return fieldError(QStringLiteral("max-gpus"), Tr::tr("the most GPUs must be from 1 to 100,000"));
    ServingWorkload w;
    w.model.params = 1;
    w.model.layers = 1;
    w.model.hidden = 1;
    w.weights = weights;
    w.kvCache = kvCache.value_or(Precision::BF16);
    w.inputTokens = inputTokens;
    w.outputTokens = outputTokens;
    w.prefixCacheShare = prefixCacheShare;
    w.inputSpread = inputSpread;
    return w.validate();
}

ServingWorkload ServingRequest::workload(const ModelSpec& model) const
{
    ServingWorkload w;
    w.model = model;
    w.weights = weights;
    w.kvCache = kvCache.value_or(weights == Precision::FP8 ? Precision::FP8 : Precision::BF16);
    w.inputTokens = inputTokens;
    w.outputTokens = outputTokens;
    w.prefixCacheShare = prefixCacheShare;
    w.inputSpread = inputSpread;
    w.engine = engine;
    w.engineVersion = engineVersion;
    w.draftTokens = draftTokens;
    w.acceptanceLength = acceptanceLength;
    return w;
}

namespace {

// Prices of one GPU under every term the reference table has, in the region.
QList<ServingTermCost> termCosts(const GpuModel& gpu, int gpus, const PlannerData& data,
                                 const QString& region)
{
    QList<ServingTermCost> out;
    const PriceNormaliser normaliser = data.normaliser();
    for (RentalTerm t : kTerms) {
        const ReferencePrice* p = data.prices().find(gpu.id, t, region);
        if (!p || (!region.isEmpty() && p->region != region))
            continue;
        auto perHour = normaliser.perGpuHourExVat(p->price);
        if (!perHour)
            continue;
        ServingTermCost c;
        c.term = t;
        c.perGpuHour = perHour.value();
        c.monthly = c.perGpuHour * (qint64(gpus) * data.hoursPerMonth());
        c.source = p->sourceText();
        out << c;
    }
    return out;
}

// The peak load and a replica's capacity are in one unit: requests/s, or requests in flight under a
// concurrency load.
ServingMix planMix(const QList<ServingTermCost>& terms, const ServingOption& o, double peakLoad,
                   double capacity, const ServingRequest& r, int hoursPerMonth)
{
    ServingMix mix;
    const ServingTermCost* reserved = nullptr;
    const ServingTermCost* pay = nullptr;
    for (const ServingTermCost& t : terms) {
        if (isReserved(t.term) && (!reserved || t.perGpuHour < reserved->perGpuHour))
            reserved = &t;
        if (t.term == RentalTerm::Hourly)
            pay = &t;
    }
    for (int h = 0; h < 24; ++h) {
        const double load = peakLoad * r.profile.relative(h) * (1.0 + r.headroom);
        mix.replicasByHour[size_t(h)] = replicasFor(load, capacity);
    }
    if (!reserved && !pay)
        return mix;
    const double days = hoursPerMonth / 24.0;
    const double gpusPer = o.replica.gpus;
    const double reservedMonth =
        reserved ? double(reserved->perGpuHour.minor()) * gpusPer * hoursPerMonth : 0;
    const double payHour = pay ? double(pay->perGpuHour.minor()) * gpusPer : 0;
    const Currency cur = (reserved ? reserved->perGpuHour : pay->perGpuHour).currency();
    const int most = *std::max_element(mix.replicasByHour.begin(), mix.replicasByHour.end());
    double best = -1;
    for (int base = reserved ? 0 : 0; base <= most; ++base) {
        if (!reserved && base > 0)
            break;
        double payHours = 0;
        for (int n : mix.replicasByHour)
            payHours += std::max(0, n - base);
        if (!pay && payHours > 0)
            continue;
        const double cost = base * reservedMonth + payHours * days * payHour;
        if (best < 0 || cost < best - 1e-6) {
            best = cost;
            mix.reservedReplicas = base;
            mix.payReplicaHoursPerDay = payHours;
        }
    }
    mix.priced = best >= 0;
    mix.monthly = moneyOf(best, cur);
    mix.allReserved = moneyOf(most * (reserved ? reservedMonth : payHour * hoursPerMonth), cur);
    if (reserved)
        mix.reservedTerm = reserved->term;
    mix.payTerm = RentalTerm::Hourly;
    if (reserved && pay && payHour > 0) {
        mix.breakEvenHoursPerDay = reservedMonth / (payHour * days);
        const double breakEven = mix.breakEvenHoursPerDay;
        const QString payPrice = pay->perGpuHour.toDisplayString(),
                      reservedPrice = reserved->perGpuHour.toDisplayString();
        const RentalTerm term = reserved->term;
        const int base = mix.reservedReplicas;
        const bool noPeak = base >= most;
        mix.sentence = [=] {
            if (breakEven >= 24)
                return Tr::tr(
                           "Pay-as-you-go costs less than reserving even around the clock: %1 per GPU-hour "
                           "against %2 reserved.")
                    .arg(payPrice, reservedPrice);
            // One load all day long (or a base that is the peak): nothing to rent by the hour.
            if (noPeak)
                return Tr::tr(
                           "Reserve %n replica(s) on the %1 term around the clock: the load leaves no peak "
                           "worth renting by the hour.",
                           nullptr, base)
                    .arg(rentalTermLabel(term));
            return Tr::tr(
                       "A replica busy fewer than %1 h a day costs less on the %2 term than on the %3 term: "
                       "reserve %4 replica(s) for the base load and rent the rest by the hour for the "
                       "peaks.")
                .arg(QLocale().toString(breakEven, 'f', 1), rentalTermLabel(RentalTerm::Hourly),
                     rentalTermLabel(term))
                .arg(base);
        };
    }
    return mix;
}

} // namespace

namespace {

// The GPU models to compare: those named, else every one offered in the region.
Result<QList<const GpuModel*>> candidateGpus(const ServingRequest& r, const PlannerData& data,
                                             const QString& region)
{
    QList<const GpuModel*> gpus;
    if (r.allowedGpuIds.isEmpty()) {
        for (const GpuModel& g : data.catalog().gpus())
            if (r.includeUnoffered || data.prices().rentedIn(g.id, region))
                gpus << &g;
        return gpus;
    }
    for (const QString& id : r.allowedGpuIds) {
        auto g = data.catalog().find(id);
        if (!g)
            return Error(g.error().message, g.error().where, QStringLiteral("gpu"));
        gpus << g.value();
    }
    return gpus;
}

// Replicas for the peak with headroom, the band's ends, the costs, cost per 1M tokens.
void sizeOption(ServingOption& o, const ServingAnswer& a, const ServingEstimator& est,
                const PlannerData& data)
{
    const ServingRequest& r = a.request;
    const ServingConstants& k = est.constants();
    // A concurrency is sized in requests at once, at the latencies of the answer: each replica holds
    // concurrency ÷ replicas in flight. A rate (or users turned into one) in requests per second.
    const bool atOnce = r.load == LoadKind::Concurrency && o.capacityConcurrency > 0;
    const double load = atOnce ? r.concurrency : a.peakRps;
    const double capacity = atOnce ? o.capacityConcurrency : o.capacityRps;
    const double need = load * (1.0 + r.headroom);
    o.replicas = replicasFor(need, capacity);
    const UncertaintyBand band = k.bandsFor(a.workload.release()).throughput;
    o.replicasLow = replicasFor(need, capacity * band.high);
    o.replicasHigh = replicasFor(need, capacity * band.low);
    o.gpus = o.replicas * o.replica.gpus;
    o.servers = o.replica.gpus >= 8 ? o.replicas * o.replica.servers() : int(std::ceil(o.gpus / 8.0 - 1e-9));
    o.atPeak = atOnce ? est.atConcurrency(o.replica, std::max(1.0, load / o.replicas), r.targets.percentile)
                      : est.atRate(o.replica, a.peakRps / o.replicas, r.targets.percentile);
    o.meetsTargets = o.gpus <= r.maxGpus;
    o.holdsAtSlowEnd = load <= o.replicas * capacity * band.low;
    // The day's requests follow the rate the replicas deliver at the peak (under a concurrency, the
    // answer's own; the targets' response time only estimated it).
    const double peakRps = atOnce ? o.atPeak.requestsPerSecond * o.replicas : a.peakRps;
    const double dailyRequests = a.peakRps > 0 ? a.dailyRequests * peakRps / a.peakRps : 0;
    o.prefillShare = o.atPeak.prefillShare;
    if (!o.meetsTargets)
        o.why = [gpus = o.gpus, most = r.maxGpus] {
            return Tr::tr("needs %1 GPUs, more than the %2 allowed").arg(gpus).arg(most);
        };
    if (!o.offered)
        return;
    o.mix = planMix(o.terms, o, load, capacity, r, data.hoursPerMonth());
    o.monthlyCost = o.mix.priced ? o.mix.monthly : o.terms.first().monthly;
    for (const ServingTermCost& t : o.terms)
        if (!o.mix.priced && t.monthly < o.monthlyCost)
            o.monthlyCost = t.monthly;
    const double perReplica = o.monthlyCost.toMajorDouble() / o.replicas;
    o.monthlyCostLow = perReplica * o.replicasLow;
    o.monthlyCostHigh = perReplica * o.replicasHigh;
    const double monthlyRequests = dailyRequests * data.hoursPerMonth() / 24.0;
    const double cost = o.monthlyCost.toMajorDouble();
    if (monthlyRequests > 0) {
        o.costPerMillionOutput = cost * (1.0 - o.prefillShare) / (monthlyRequests * r.outputTokens / 1e6);
        o.costPerMillionInput = cost * o.prefillShare / (monthlyRequests * r.inputTokens / 1e6);
    }
    // Full use: every replica at its capacity around the clock, all reserved.
    const ServingPoint full = est.atRate(o.replica, o.capacityRps, r.targets.percentile);
    const double fullRequests = o.capacityRps * o.replicas * data.hoursPerMonth() * 3600.0;
    const double fullCost = o.mix.priced ? o.mix.allReserved.toMajorDouble() : cost;
    o.costPerMillionOutputFullUse =
        fullCost * (1.0 - full.prefillShare) / (fullRequests * r.outputTokens / 1e6);
    o.costPerMillionInputFullUse = fullCost * full.prefillShare / (fullRequests * r.inputTokens / 1e6);
}

// Every layout of one GPU model: those that hold the model, sized; a named GPU that holds it in none is
// listed with the reason, so that the by-GPU view answers for every card named.
void optionsOf(const GpuModel* g, ServingAnswer& a, const ServingEstimator& est, const PlannerData& data,
               const QString& region)
{
    const ServingRequest& r = a.request;
    const QList<int> sizes = r.gpusPerReplica > 0 ? QList<int>{r.gpusPerReplica} : QList<int>{1, 2, 4, 8, 16};
    std::optional<ServingOption> cannot;
    bool anyFits = false;
    for (int n : sizes) {
        if (n > r.maxGpus)
            continue;
        ServingOption o;
        o.replica.gpu = g;
        o.replica.gpus = n;
        o.replica.gpusPerServer = std::min(8, n);
        o.figures = est.replica(o.replica);
        if (!o.figures.fits) {
            o.why = o.figures.whyNot;
            o.offered = data.prices().rentedIn(g->id, region);
            cannot = o;
            continue;
        }
        anyFits = true;
        o.capacityRps = est.capacity(o.replica, r.targets);
        if (r.load == LoadKind::Concurrency && o.capacityRps > 0) {
            o.capacityConcurrency = est.concurrencyCapacity(o.replica, r.targets);
            if (o.capacityConcurrency <= 0)
                o.capacityRps = 0; // not even one request at a time keeps the targets in a closed loop
        }
        o.terms = termCosts(*g, n, data, region);
        o.offered = !o.terms.isEmpty();
        if (o.capacityRps <= 0) {
            const ServingPoint one =
                est.atRate(o.replica, o.figures.saturationRequestsPerSecond * 1e-4, r.targets.percentile);
            o.why = [ttft = one.ttftPercentileMs, tpot = one.tpotPercentileMs, pct = r.targets.percentile] {
                const QLocale l;
                return Tr::tr(
                           "cannot keep the targets even with one request at a time (TTFT %1 ms, TPOT %2 ms "
                           "at p%3)")
                    .arg(l.toString(ttft, 'f', 0), l.toString(tpot, 'f', 1), l.toString(pct, 'g', 3));
            };
        } else {
            sizeOption(o, a, est, data);
        }
        a.options << o;
    }
    // A GPU that cannot hold the model is listed with the reason when it was named, or when it cannot run the
    // weights' precision at all (the Ascend 910B under fp8: absent without a word, the user would not know).
    if (!anyFits && cannot && (!r.allowedGpuIds.isEmpty() || cannot->figures.precisionUnsupported))
        a.options << *cannot;
}

// The recommendation rule: the cheapest that meets the targets (in the GPU limit) and holds the model, priced
// in the region, then fewer GPUs; the best of each GPU model; the sentence.
void rank(ServingAnswer& a)
{
    std::stable_sort(a.options.begin(), a.options.end(), [](const ServingOption& x, const ServingOption& y) {
        const bool okX = x.meetsTargets && x.capacityRps > 0, okY = y.meetsTargets && y.capacityRps > 0;
        if (okX != okY)
            return okX;
        if (x.figures.fits != y.figures.fits)
            return x.figures.fits;
        if (x.offered != y.offered)
            return x.offered;
        if (x.offered && x.monthlyCost != y.monthlyCost)
            return x.monthlyCost < y.monthlyCost;
        if (x.gpus != y.gpus)
            return x.gpus < y.gpus;
        return x.replica.gpus < y.replica.gpus;
    });
    QStringList seen;
    for (int i = 0; i < a.options.size(); ++i) {
        const QString id = a.options[i].replica.gpu->id;
        if (!seen.contains(id)) {
            seen << id;
            a.bestPerGpu << i;
        }
    }
    const ServingOption& best = a.options.first();
    const LatencyTargets tg = a.request.targets;
    if (best.meetsTargets && best.capacityRps > 0) {
        a.recommendation = [tg, replicas = best.replicas, per = best.replica.gpus,
                            gpu = best.replica.gpu->displayName(), gpus = best.gpus, peak = a.peakRps,
                            headroom = a.request.headroom, holds = best.holdsAtSlowEnd,
                            high = best.replicasHigh, weights = a.workload.weights] {
            const QLocale l;
            return Tr::tr("%1 replica(s) of %2 × %3 (%4 GPUs), %9 weights: the cheapest that keeps %5 at the "
                          "peak of %6 requests/s with %7 % headroom%8.")
                .arg(replicas)
                .arg(per)
                .arg(gpu)
                .arg(gpus)
                .arg(tg.describe(), l.toString(peak, 'f', 2), l.toString(headroom * 100, 'f', 0),
                     holds ? Tr::tr("; it still holds at the slow end of the band")
                           : Tr::tr("; at the slow end of the band it needs %1 replica(s)").arg(high),
                     precisionName(weights));
        };
    } else {
        a.recommendation = [tg, why = best.why] {
            return Tr::tr("No configuration keeps %1: %2").arg(tg.describe(), why.text());
        };
    }
}

} // namespace

int replicasFor(double load, double capacity)
{
    if (!(capacity > 0) || !std::isfinite(load))
        return 1000000;
    return int(std::clamp(std::ceil(load / capacity - 1e-9), 1.0, 1e6));
}

double servingPeak(const ServingRequest& r, Words* basis, double* dailyRequests)
{
    const LatencyTargets& tg = r.targets;
    // A request's time in the service at the targets (2 s and 50 ms a token when none are set).
    const double response = (tg.ttftMs > 0 ? tg.ttftMs : 2000.0) / 1000.0 +
                            std::max(0.0, r.outputTokens - 1) * (tg.tpotMs > 0 ? tg.tpotMs : 50.0) / 1000.0;
    double peak = 0;
    Words words;
    switch (r.load) {
    case LoadKind::Rate:
        peak = r.rate;
        words = [rate = r.rate] {
            return Tr::tr("peak of %1 requests/s as given").arg(QLocale().toString(rate, 'g', 4));
        };
        break;
    case LoadKind::Users:
        peak = r.users / (r.thinkSeconds + response);
        words = [users = r.users, think = r.thinkSeconds, response, peak] {
            const QLocale l;
            return Tr::tr("%1 users ÷ (%2 s thinking + %3 s per answer at the targets) = %4 requests/s")
                .arg(l.toString(users, 'g', 6), l.toString(think, 'g', 4), l.toString(response, 'f', 1),
                     l.toString(peak, 'f', 2));
        };
        break;
    case LoadKind::Concurrency:
        peak = r.concurrency / response;
        words = [concurrency = r.concurrency, response, peak] {
            const QLocale l;
            return Tr::tr("%1 requests at once ÷ %2 s per answer at the targets = %3 requests/s")
                .arg(l.toString(concurrency, 'g', 6), l.toString(response, 'f', 1), l.toString(peak, 'f', 2));
        };
        break;
    }
    if (basis)
        *basis = words;
    if (dailyRequests) {
        double dayShare = 0;
        for (int h = 0; h < 24; ++h)
            dayShare += r.profile.relative(h);
        *dailyRequests = peak * 3600.0 * dayShare;
    }
    return peak;
}

QList<ServingLoadCost> servingCostByLoad(const ServingAnswer& answer, int option, const PlannerData& data,
                                         int samples)
{
    QList<ServingLoadCost> out;
    if (option < 0 || option >= answer.options.size() || samples < 2 || !answer.options[option].offered ||
        answer.options[option].capacityRps <= 0)
        return out;
    const ServingEstimator est(answer.workload);
    ServingAnswer scaled;
    scaled.request = answer.request;
    for (int i = 0; i < samples; ++i) {
        const double share = 0.1 + (2.0 - 0.1) * i / (samples - 1);
        scaled.request.concurrency = answer.request.concurrency * share;
        scaled.peakRps = answer.peakRps * share;
        scaled.dailyRequests = answer.dailyRequests * share;
        ServingOption o = answer.options[option];
        sizeOption(o, scaled, est, data);
        out << ServingLoadCost{
            share,         scaled.peakRps, o.replicas, o.monthlyCost.toMajorDouble(), o.costPerMillionOutput,
            o.prefillShare};
    }
    return out;
}

namespace {
std::atomic<int> g_planServingRuns{0};
}

int planServingRuns()
{
    return g_planServingRuns.load();
}

Result<ServingAnswer> planServing(const ServingRequest& request, const PlannerData& data)
{
    ++g_planServingRuns;
    if (Status s = request.validate(); !s)
        return s.error();
    auto model = request.model();
    if (!model)
        return model.error();
    ServingAnswer a;
    a.request = request;
    a.workload = request.workload(model.value());
    a.engineNote = a.workload.release().generationNote();
    a.bands = ServingConstants::shipped().bandsFor(a.workload.release());
    calibrateWorkload(a.workload, request, data);
    if (request.calibrate) {
        QList<Words> said;
        for (const ServingCalibration& c : servingCalibrations(data.measurements(), request.engine)) {
            auto gpu = data.catalog().find(c.gpuId);
            a.calibrations << *servingCalibration(data.measurements(), c.gpuId, request.engine,
                                                  gpu ? gpu.value()->displayName() : c.gpuId);
            said << a.calibrations.last().sentence;
        }
        if (!said.isEmpty())
            a.calibrationSentence = [said]() {
                QStringList s;
                for (const Words& w : said)
                    s << w.text();
                return s.join(QLatin1Char(' '));
            };
    }
    if (Status s = a.workload.validate(); !s)
        return s.error();
    const QString region = request.region.isEmpty() ? data.region() : request.region;
    a.peakRps = servingPeak(request, &a.peakBasis, &a.dailyRequests);
    auto gpus = candidateGpus(request, data, region);
    if (!gpus)
        return gpus.error();
    const ServingEstimator est(a.workload);
    for (const GpuModel* g : gpus.value())
        optionsOf(g, a, est, data, region);
    bool anyServes = false;
    for (const ServingOption& o : std::as_const(a.options))
        anyServes = anyServes || o.figures.fits;
    // One GPU named: its own reason (fp8 on a card without it is not "try fp8").
    if (!anyServes && gpus->size() == 1 && !a.options.isEmpty())
        return fieldError(a.options.first().figures.precisionUnsupported ? QStringLiteral("precision")
                                                                         : QStringLiteral("gpu"),
                          a.options.first().why.text());
    if (!anyServes)
        return Error(
            Tr::tr("no GPU of the catalog holds %1 with a request of %2 tokens; try int4 or fp8 weights, "
                   "shorter requests or more GPUs per replica")
                .arg(a.workload.model.name)
                .arg(request.inputTokens + request.outputTokens, 0, 'f', 0),
            QString(), QStringLiteral("model"));
    rank(a);
    return a;
}

} // namespace gpuplan
