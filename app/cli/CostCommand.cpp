#include "Cli.h"
#include "CommandSession.h"
#include "CostPrinters.h"
#include "MoneyOptions.h"
#include "PlanOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"
#include "planner/Planning.h"

#include "cost/CostOverTime.h"
#include "cost/ReferencePrices.h"
#include "planner/PlanSummary.h"
#include "service/CostQuestion.h"
#include "service/PlanService.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

#include <cmath>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

Result<int> percentBp(const QString& text, const QString& where, double max)
{
    QString t = text.trimmed();
    if (t.endsWith(QLatin1Char('%')))
        t.chop(1);
    auto v = Quantity::parseNumber(t, where, 0, max);
    if (!v)
        return v.error();
    return int(std::lround(v.value() * 100));
}

QString optName(const char* n)
{
    return QString::fromLatin1(n);
}

RentalTerm termForUnit(PriceUnit u)
{
    switch (naturalBilling(u)) {
    case Billing::Day:
        return RentalTerm::Daily;
    case Billing::Week:
        return RentalTerm::Weekly;
    case Billing::Month:
        return RentalTerm::Monthly;
    case Billing::Year:
        return RentalTerm::Yearly;
    default:
        return RentalTerm::Hourly;
    }
}

Result<TermOffer> quoteFromOptions(const QCommandLineParser& p, Currency defaultCurrency)
{
    auto has = [&](const char* n) {
        return p.isSet(optName(n));
    };
    auto val = [&](const char* n) {
        return p.value(optName(n));
    };
    TermOffer o;
    PriceTerm& t = o.price;
    auto price = Money::parse(val("price"), QStringLiteral("--price"), defaultCurrency);
    if (!price)
        return price.error();
    t.price = price.value();
    if (!has("unit"))
        return Result<TermOffer>::failure(
            QStringLiteral("--unit"),
            Tr::tr("a price needs its unit: gpu-hour, server-hour, gpu-day, server-day, "
                   "gpu-month, server-month, gpu-year or server-year"));
    auto unit = priceUnitFromName(val("unit"));
    if (!unit)
        return Result<TermOffer>::failure(
            QStringLiteral("--unit"), Tr::tr("'%1' is not one of gpu-hour, server-hour, gpu-day, server-day, "
                                             "gpu-month, server-month, gpu-year, server-year")
                                          .arg(val("unit")));
    t.unit = *unit;
    t.billing = naturalBilling(t.unit);
    if (has("gpus-per-server")) {
        auto g = Quantity::parseInt(val("gpus-per-server"), QStringLiteral("--gpus-per-server"), 1, 64);
        if (!g)
            return g.error();
        t.gpusPerServer = g.value();
    }
    if (has("vat")) {
        auto v = percentBp(val("vat"), QStringLiteral("--vat"), 99.99);
        if (!v)
            return Result<TermOffer>::failure(
                QStringLiteral("--vat"),
                Tr::tr("'%1': VAT must be at least 0% and below 100%").arg(val("vat")));
        t.vatBasisPoints = v.value();
    }
    t.vatIncluded = has("vat-included");
    if (t.vatIncluded && !has("vat"))
        return Result<TermOffer>::failure(QStringLiteral("--vat-included"),
                                          Tr::tr("give the VAT rate with --vat, e.g. 6"));
    for (const char* fee : {"setup-fee", "deposit"}) {
        if (!has(fee))
            continue;
        auto m = Money::parse(val(fee), QStringLiteral("--") + optName(fee), t.price.currency());
        if (!m)
            return m.error();
        (QLatin1String(fee) == QLatin1String("deposit") ? t.deposit : t.setupFee) = m.value();
    }
    if (has("min-term")) {
        auto m = Quantity::parseInt(val("min-term"), QStringLiteral("--min-term"), 0, 1000);
        if (!m)
            return m.error();
        t.minimumPeriods = m.value();
    }
    if (has("billing")) {
        auto b = billingFromName(val("billing"));
        if (!b)
            return Result<TermOffer>::failure(
                QStringLiteral("--billing"),
                Tr::tr("'%1' is not one of second, hour, day, month, year").arg(val("billing")));
        t.billing = *b;
    }
    for (const QString& d : p.values(optName("discount"))) {
        const QStringList parts = d.split(QLatin1Char(':'));
        bool ok = false;
        const int periods = parts.value(0).toInt(&ok);
        auto bp = percentBp(parts.value(1), QStringLiteral("--discount"), 99.99);
        if (parts.size() != 2 || !ok || periods < 0 || !bp)
            return Result<TermOffer>::failure(
                QStringLiteral("--discount"),
                Tr::tr("'%1' is not PERIODS:PERCENT, e.g. 12:10 for 10% off from 12 periods").arg(d));
        t.discounts.append({periods, bp.value()});
    }
    o.term = termForUnit(t.unit);
    if (has("spot")) {
        t.spot = true;
        o.term = RentalTerm::Spot;
    }
    if (has("spot-discount")) {
        auto v = percentBp(val("spot-discount"), QStringLiteral("--spot-discount"), 99.99);
        if (!v)
            return v.error();
        t.spotDiscountBasisPoints = v.value();
    }
    if (has("interruption")) {
        auto v = percentBp(val("interruption"), QStringLiteral("--interruption"), 500);
        if (!v)
            return v.error();
        t.interruptionOverheadBasisPoints = v.value();
    }
    if (Status s = t.validate(); !s)
        return Error{s.error().message,
                     QStringLiteral("--") +
                         QString(s.error().where).replace(QLatin1Char('_'), QLatin1Char('-'))};
    o.source = Tr::tr("quote given on the command line");
    return o;
}

Result<BuyTerms> buyFromOptions(const QCommandLineParser& p, BuyTerms b)
{
    auto has = [&](const char* n) {
        return p.isSet(optName(n));
    };
    auto val = [&](const char* n) {
        return p.value(optName(n));
    };
    if (has("server-price")) {
        auto m = Money::parse(val("server-price"), QStringLiteral("--server-price"));
        if (!m)
            return m.error();
        b.serverPrice = m.value();
        b.vatIncluded = false;
        b.vatBasisPoints = 0;
        b.source = Tr::tr("server price given on the command line");
    }
    struct Num
    {
        const char* name;
        double* field;
        double min, max;
    } nums[] = {{"power-kw", &b.powerKw, 0, 200},
                {"pue", &b.pue, 1.0, 3.0},
                {"years", &b.depreciationYears, 0.1, 20},
                {"utilisation", &b.utilisation, 0.01, 1.0}};
    for (const Num& n : nums) {
        if (!has(n.name))
            continue;
        auto v = Quantity::parseNumber(val(n.name), QStringLiteral("--") + optName(n.name), n.min, n.max);
        if (!v)
            return v.error();
        *n.field = v.value();
    }
    if (has("gpus-per-server")) {
        auto g = Quantity::parseInt(val("gpus-per-server"), QStringLiteral("--gpus-per-server"), 1, 64);
        if (!g)
            return g.error();
        b.gpusPerServer = g.value();
    }
    if (has("residual")) {
        auto v = percentBp(val("residual"), QStringLiteral("--residual"), 99.99);
        if (!v)
            return v.error();
        b.residualBasisPoints = v.value();
    }
    if (has("electricity")) {
        auto m = Money::parse(val("electricity"), QStringLiteral("--electricity"));
        if (!m)
            return m.error();
        b.electricityPerKwh = m.value();
    }
    if (has("ops")) {
        auto m = Money::parse(val("ops"), QStringLiteral("--ops"));
        if (!m)
            return m.error();
        b.opsPerServerMonth = m.value();
    }
    if (has("capital-rate")) {
        auto v = percentBp(val("capital-rate"), QStringLiteral("--capital-rate"), 50);
        if (!v)
            return v.error();
        b.capitalRateBasisPoints = v.value();
    }
    if (Status s = b.validate(); !s)
        return s.error();
    return b;
}

void addCostOptions(Parser& p)
{
    p.setApplicationDescription(Tr::tr(
        "Price a job or a configuration under every rental term: one comparable figure per term (CNY per "
        "GPU-hour, VAT excluded), the job's total cost, cumulative cost curves, the cost of a need of N "
        "months "
        "under each term and the cheapest term by need, usage thresholds, when a "
        "budget runs out, and the cheapest term that meets a deadline. Without --price, the reference prices "
        "of the GPU are used."));
    addWorkloadOptions(p);
    addClusterOptions(p);
    addMoneyOptions(p);
    p.addOptions({
        {optName("hours"),
         Tr::tr("The job's wall-clock time (500, 500h, 21d); default: estimated from the workload."),
         optName("T")},
        {optName("price"), Tr::tr("A vendor's price, e.g. 70000CNY or 2.35USD."), optName("MONEY")},
        {optName("unit"), Tr::tr("Unit of --price: gpu-hour, server-hour, gpu-day, ..., server-year."),
         optName("UNIT")},
        {optName("gpus-per-server"), Tr::tr("GPUs in one server of the quote (default 8)."), optName("N")},
        {optName("vat"), Tr::tr("VAT rate in percent, e.g. 6."), optName("PCT")},
        {optName("vat-included"), Tr::tr("The price includes VAT.")},
        {optName("setup-fee"), Tr::tr("One-off setup fee."), optName("MONEY")},
        {optName("deposit"), Tr::tr("Refundable deposit (shown, not counted)."), optName("MONEY")},
        {optName("min-term"), Tr::tr("Minimum term in periods of the unit."), optName("N")},
        {optName("billing"),
         Tr::tr("Billing granularity: second, hour, day, month or year (default: the unit's)."),
         optName("B")},
        {optName("discount"), Tr::tr("Term discount PERIODS:PERCENT, e.g. 12:10 (repeatable)."),
         optName("N:PCT")},
        {optName("spot"), Tr::tr("The price is for spot (pre-emptible) capacity.")},
        {optName("spot-discount"), Tr::tr("Spot discount on --price in percent."), optName("PCT")},
        {optName("interruption"), Tr::tr("Extra run time on spot from pre-emptions, percent (default 15)."),
         optName("PCT")},
        {optName("server-price"), Tr::tr("Buying: price of one server."), optName("MONEY")},
        {optName("power-kw"), Tr::tr("Buying: server power in kW (default 10.2)."), optName("KW")},
        {optName("pue"), Tr::tr("Buying: data-centre PUE (default 1.3)."), optName("X")},
        {optName("electricity"), Tr::tr("Buying: electricity per kWh (default 0.63CNY)."), optName("MONEY")},
        {optName("ops"),
         Tr::tr("Buying: operations per server-month: rack space, support, staff (default 3000CNY)."),
         optName("MONEY")},
        {optName("capital-rate"),
         Tr::tr("Buying: cost of capital per year on the money tied up (default 5%)."), optName("PCT")},
        {optName("years"), Tr::tr("Buying: depreciation years (default 5)."), optName("Y")},
        {optName("residual"), Tr::tr("Buying: residual value in percent (default 10)."), optName("PCT")},
        {optName("utilisation"), Tr::tr("Buying: share of hours in paid use, 0–1 (default 0.7)."),
         optName("X")},
        {optName("horizon"), Tr::tr("Horizon of the curves (default: twice the job, 12 to 36 months)."),
         optName("T")},
        {optName("need"),
         Tr::tr("How long you need the GPUs, e.g. 3mo or 500h (default: the job's run time), for the "
                "total under each term."),
         optName("T")},
        {optName("usage"),
         Tr::tr("Share of the calendar the GPUs are used, 0–1, for the curves (default 1)."), optName("X")},
        {optName("budget"), Tr::tr("A budget: when does each term run out?"), optName("MONEY")},
        {optName("deadline"), Tr::tr("A deadline: the cheapest term that meets it."), optName("T")},
        {optName("currency"), Tr::tr("Currency of the results: CNY (default), USD or EUR."), optName("CUR")},
        {optName("samples"), Tr::tr("Points per curve (default: two a month, at least 24)."), optName("N")},
        {optName("money-scale"),
         Tr::tr("Totals and cumulative cost: exact (default) or wan (356.61 万元 in Chinese, thousands in "
                "English); the setting money-scale sets the default."),
         optName("SCALE")},
    });
}

// The job: wall-clock hours from --hours, or estimated from the workload (the same question as `gpuplan
// estimate`, a PlanRequest with its hardware fixed).
Result<CostJob> readCostJob(const QCommandLineParser& p, const PlanService& service)
{
    const int hoursPerMonth = service.data().conventions().hoursPerMonth;
    const bool haveModel = p.isSet(optName("model")) || p.isSet(optName("params"));
    if (p.isSet(optName("hours")) && haveModel)
        return Error{Tr::tr("give either --hours or a workload (--model/--params), not both"),
                     QStringLiteral("--hours")};
    auto request = readPlanRequest(p, service.data().catalog(), hoursPerMonth, PlanRequest::bare(), false);
    if (!request)
        return request.error();
    if (request->allowedGpuIds.size() != 1)
        return Error{Tr::tr("give the GPU with --gpu, e.g. --gpu h100"), QStringLiteral("--gpu")};
    CostJob job;
    job.gpu = service.data().catalog().byId(request->allowedGpuIds.first());
    job.gpus = request->gpus > 0 ? request->gpus : 1;
    if (p.isSet(optName("hours"))) {
        auto h = Quantity::parseHours(p.value(optName("hours")), QStringLiteral("--hours"), hoursPerMonth);
        if (!h)
            return h.error();
        job.wallHours = h.value();
    } else if (haveModel) {
        auto answer = service.estimate(request.value());
        if (!answer)
            return answer.error();
        const ScenarioEstimate& estimate = answer->estimate;
        const MemoryBreakdown& mb = estimate.memory;
        if (!mb.fits())
            return Error{Tr::tr("the job does not fit: it needs %1 GiB per GPU and the "
                                "%2 has %3 GiB; try 'gpuplan plan'")
                             .arg(gib(mb.total()), job.gpu->displayName(), gib(mb.capacity)),
                         QStringLiteral("--gpus")};
        job.wallHours = estimate.time.wallHours;
        job.gpus = estimate.cluster.gpus();
        job.json.insert(QStringLiteral("layout"), estimate.layoutText);
        job.json.insert(QStringLiteral("workload"), workloadJson(answer->scenario.workload));
    } else {
        return Error{Tr::tr("give the job's duration with --hours, or describe it "
                            "with --model/--params and --tokens"),
                     QStringLiteral("--hours")};
    }
    job.json.insert(QStringLiteral("gpu"), job.gpu->id);
    job.json.insert(QStringLiteral("gpus"), job.gpus);
    job.json.insert(QStringLiteral("wall_hours"), job.wallHours);
    return job;
}

// The offers: a quote from the options, or the GPU's reference prices as the plan's chart takes them (one
// function: referenceOffers); buying from the reference or --server-price.
Result<QList<TermOffer>> readCostOffers(const QCommandLineParser& p, const PlannerData& data,
                                        const GpuModel& gpu)
{
    QList<TermOffer> offers;
    const bool havePrice = p.isSet(optName("price"));
    if (havePrice) {
        auto q = quoteFromOptions(p, Currency::CNY);
        if (!q)
            return q.error();
        offers << q.value();
    }
    BuyTerms buyDefaults;
    bool haveBuy = false;
    for (const TermOffer& o : referenceOffers(data.prices(), gpu.id, data.region())) {
        if (havePrice)
            break;
        if (o.term != RentalTerm::Buy) {
            offers << o;
        } else if (o.buy) {
            buyDefaults = *o.buy;
            haveBuy = true;
        }
    }
    if (p.isSet(optName("server-price")))
        haveBuy = true;
    if (haveBuy) {
        auto b = buyFromOptions(p, buyDefaults);
        if (!b)
            return b.error();
        offers << TermOffer{RentalTerm::Buy, PriceTerm(), b.value(), b->source};
    }
    if (offers.isEmpty())
        return Error{
            Tr::tr("there is no reference price for %1; give a vendor's price with --price and --unit")
                .arg(gpu.id),
            QStringLiteral("--price")};
    return offers;
}

// The rest of the question: horizon, usage, deadline, budget, samples and need.
Status readCostTerms(const QCommandLineParser& p, const PlannerData& data, CostQuestion& q)
{
    const int hoursPerMonth = data.conventions().hoursPerMonth;
    auto hoursOption = [&](const char* n, double* out) -> Status {
        if (!p.isSet(optName(n)))
            return Status();
        auto h =
            Quantity::parseHours(p.value(optName(n)), QStringLiteral("--") + QLatin1String(n), hoursPerMonth);
        if (!h)
            return h.error();
        *out = h.value();
        return Status();
    };
    double horizonHours = 0, needHours = 0;
    if (Status s = hoursOption("horizon", &horizonHours); !s)
        return s;
    q.horizonMonths = horizonHours / hoursPerMonth;
    if (p.isSet(optName("usage"))) {
        auto u = Quantity::parseNumber(p.value(optName("usage")), QStringLiteral("--usage"), 0.01, 1.0);
        if (!u)
            return u.error();
        q.usage = u.value();
    }
    if (Status s = hoursOption("deadline", &q.deadlineHours); !s)
        return s;
    if (p.isSet(optName("budget"))) {
        auto b = Money::parse(p.value(optName("budget")), QStringLiteral("--budget"));
        if (!b)
            return b.error();
        if (b->minor() <= 0)
            return Status(Error{Tr::tr("the budget must be greater than zero"), QStringLiteral("--budget")});
        auto converted = data.fx().convert(b.value(), q.target);
        if (!converted)
            return converted.error();
        q.budget = converted.value();
    }
    if (p.isSet(optName("samples"))) {
        auto s = Quantity::parseInt(p.value(optName("samples")), QStringLiteral("--samples"), 2, 2000);
        if (!s)
            return s.error();
        q.samples = s.value();
    }
    if (Status s = hoursOption("need", &needHours); !s)
        return s;
    if (p.isSet(optName("need")))
        q.needHours = needHours;
    return Status();
}
} // namespace

int runCost(Context& ctx, const QStringList& args)
{
    Parser p;
    addCostOptions(p);
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) "
                                     "[--price MONEY --unit UNIT ...] [options]\n"));
        rc >= 0)
        return rc;
    CostQuestion q;
    if (p.isSet(optName("currency"))) {
        auto c = currencyFromCode(p.value(optName("currency")));
        if (!c)
            return ctx.badInput(
                QStringLiteral("--currency"),
                Tr::tr("unknown currency '%1'; use CNY, USD or EUR").arg(p.value(optName("currency"))));
        q.target = *c;
    }
    // The planner's data with this run's --fx, --hours-per-month and --region (as plan reads them).
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{true, false}, &rc);
    if (!ws)
        return rc;
    const PlanService& service = ws->plans();
    const std::optional<Money::Scale> scale = p.isSet(optName("money-scale"))
                                                  ? Money::scaleFromName(p.value(optName("money-scale")))
                                                  : std::optional(service.data().moneyScale());
    if (!scale)
        return ctx.badInput(
            QStringLiteral("--money-scale"),
            Tr::tr("'%1' is not a money scale; use exact or wan").arg(p.value(optName("money-scale"))));
    auto job = readCostJob(p, service);
    if (!job)
        return ctx.badInput(job.error());
    auto offers = readCostOffers(p, service.data(), *job->gpu);
    if (!offers)
        return ctx.badInput(offers.error());
    q.offers = offers.value();
    q.gpus = job->gpus;
    q.wallHours = job->wallHours;
    if (Status s = readCostTerms(p, service.data(), q); !s)
        return ctx.badInput(s.error());
    // Core answers the question (CostQuestion); this command only prints it.
    const int hoursPerMonth = service.data().conventions().hoursPerMonth;
    auto answer =
        answerCost(q, PriceNormaliser(service.data().fx(), service.data().conventions()), hoursPerMonth);
    if (!answer)
        return ctx.badInput(answer.error());
    const CostReport report{job.value(), q, answer.value(), service.data().fx(), hoursPerMonth, *scale};
    if (ctx.json)
        ctx.printJson(costJson(report));
    else
        printCostText(ctx.out(), report);
    return ExitOk;
}

} // namespace gpuplan::cli
