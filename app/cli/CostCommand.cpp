#include "Cli.h"
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
} // namespace

int runCost(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
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
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) "
                                     "[--price MONEY --unit UNIT ...] [options]\n"));
        rc >= 0)
        return rc;
    auto has = [&](const char* n) {
        return p.isSet(optName(n));
    };
    auto val = [&](const char* n) {
        return p.value(optName(n));
    };

    Currency target = Currency::CNY;
    if (has("currency")) {
        auto c = currencyFromCode(val("currency"));
        if (!c)
            return ctx.badInput(QStringLiteral("--currency"),
                                Tr::tr("unknown currency '%1'; use CNY, USD or EUR").arg(val("currency")));
        target = *c;
    }
    // The planner's data with this run's --fx, --hours-per-month and --region (as plan reads them).
    auto data = readPlannerData(ctx, p);
    if (!data)
        return ctx.badInput(data.error());
    const PlanService service(data.value());
    const FxTable& fx = service.data().fx();
    const Conventions& conv = service.data().conventions();
    const QString& region = service.data().region();
    const std::optional<Money::Scale> scale =
        Money::scaleFromName(has("money-scale") ? val("money-scale") : Settings().moneyScale());
    if (!scale)
        return ctx.badInput(QStringLiteral("--money-scale"),
                            Tr::tr("'%1' is not a money scale; use exact or wan").arg(val("money-scale")));
    auto summary = [&](const Money& m) {
        return m.toSummaryString(*scale);
    };
    const PriceNormaliser normaliser(fx, conv);

    // The job: wall-clock hours from --hours, or estimated from the workload.
    const bool haveModel = has("model") || has("params");
    if (has("hours") && haveModel)
        return ctx.badInput(QStringLiteral("--hours"),
                            Tr::tr("give either --hours or a workload (--model/--params), not both"));
    // The job as the one question (a PlanRequest with its hardware fixed).
    auto request =
        readPlanRequest(p, service.data().catalog(), conv.hoursPerMonth, commandLineDefaults(), false);
    if (!request)
        return ctx.badInput(request.error());
    if (request->allowedGpuIds.size() != 1)
        return ctx.badInput(QStringLiteral("--gpu"), Tr::tr("give the GPU with --gpu, e.g. --gpu h100"));
    const GpuModel* gpu = service.data().catalog().byId(request->allowedGpuIds.first());
    int gpus = request->gpus > 0 ? request->gpus : 1;
    double wallHours = 0;
    QJsonObject jobJson;
    if (has("hours")) {
        auto h = Quantity::parseHours(val("hours"), QStringLiteral("--hours"), conv.hoursPerMonth);
        if (!h)
            return ctx.badInput(h.error());
        wallHours = h.value();
    } else if (haveModel) {
        auto answer = service.estimate(request.value());
        if (!answer)
            return ctx.badInput(answer.error());
        const ScenarioEstimate* estimate = &answer->estimate;
        const MemoryBreakdown& mb = estimate->memory;
        if (!mb.fits())
            return ctx.badInput(QStringLiteral("--gpus"),
                                Tr::tr("the job does not fit: it needs %1 GiB per GPU and the "
                                       "%2 has %3 GiB; try 'gpuplan plan'")
                                    .arg(gib(mb.total()), gpu->displayName(), gib(mb.capacity)));
        wallHours = estimate->time.wallHours;
        gpus = estimate->cluster.gpus();
        jobJson.insert(QStringLiteral("layout"), estimate->layoutText);
        jobJson.insert(QStringLiteral("workload"), workloadJson(answer->scenario.workload));
    } else {
        return ctx.badInput(QStringLiteral("--hours"),
                            Tr::tr("give the job's duration with --hours, or describe it "
                                   "with --model/--params and --tokens"));
    }
    jobJson.insert(QStringLiteral("gpu"), gpu->id);
    jobJson.insert(QStringLiteral("gpus"), gpus);
    jobJson.insert(QStringLiteral("wall_hours"), wallHours);

    // The offers: a quote from the options, or the GPU's reference prices.
    QList<TermOffer> offers;
    QStringList sources;
    if (has("price")) {
        auto q = quoteFromOptions(p, Currency::CNY);
        if (!q)
            return ctx.badInput(q.error());
        offers << q.value();
    }
    // The GPU's reference prices as the plan's chart takes them (one function: referenceOffers).
    const QList<TermOffer> reference = referenceOffers(service.data().prices(), gpu->id, region);
    BuyTerms buyDefaults;
    bool haveBuy = false;
    for (const TermOffer& o : reference) {
        if (has("price"))
            break;
        if (o.term != RentalTerm::Buy) {
            offers << o;
        } else if (o.buy) {
            buyDefaults = *o.buy;
            haveBuy = true;
        }
    }
    if (has("server-price"))
        haveBuy = true;
    if (haveBuy) {
        auto b = buyFromOptions(p, buyDefaults);
        if (!b)
            return ctx.badInput(b.error());
        offers << TermOffer{RentalTerm::Buy, PriceTerm(), b.value(), b->source};
    }
    if (offers.isEmpty())
        return ctx.badInput(
            QStringLiteral("--price"),
            Tr::tr("there is no reference price for %1; give a vendor's price with --price and --unit")
                .arg(gpu->id));

    // The question, read from the options; core answers it (CostQuestion).
    CostQuestion q;
    q.offers = offers;
    q.gpus = gpus;
    q.wallHours = wallHours;
    q.target = target;
    auto hoursOption = [&](const char* n, double* out) -> Status {
        if (!has(n))
            return Status();
        auto h = Quantity::parseHours(val(n), QStringLiteral("--") + QLatin1String(n), conv.hoursPerMonth);
        if (!h)
            return h.error();
        *out = h.value();
        return Status();
    };
    double horizonHours = 0, needHours = 0;
    if (Status s = hoursOption("horizon", &horizonHours); !s)
        return ctx.badInput(s.error());
    q.horizonMonths = horizonHours / conv.hoursPerMonth;
    if (has("usage")) {
        auto u = Quantity::parseNumber(val("usage"), QStringLiteral("--usage"), 0.01, 1.0);
        if (!u)
            return ctx.badInput(u.error());
        q.usage = u.value();
    }
    if (Status s = hoursOption("deadline", &q.deadlineHours); !s)
        return ctx.badInput(s.error());
    if (has("budget")) {
        auto b = Money::parse(val("budget"), QStringLiteral("--budget"));
        if (!b)
            return ctx.badInput(b.error());
        if (b->minor() <= 0)
            return ctx.badInput(QStringLiteral("--budget"), Tr::tr("the budget must be greater than zero"));
        auto converted = fx.convert(b.value(), target);
        if (!converted)
            return ctx.badInput(converted.error());
        q.budget = converted.value();
    }
    if (has("samples")) {
        auto s = Quantity::parseInt(val("samples"), QStringLiteral("--samples"), 2, 2000);
        if (!s)
            return ctx.badInput(s.error());
        q.samples = s.value();
    }
    if (Status s = hoursOption("need", &needHours); !s)
        return ctx.badInput(s.error());
    if (has("need"))
        q.needHours = needHours;
    auto answered = answerCost(q, normaliser, conv.hoursPerMonth);
    if (!answered)
        return ctx.badInput(answered.error());
    const CostAnswer& ans = answered.value();
    const double horizonMonths = ans.horizonMonths;
    const double usage = q.usage;
    const double deadline = q.deadlineHours;
    const std::optional<Money>& budget = q.budget;
    const std::optional<TermJobCost>& cheapest = ans.cheapestMeetingDeadline;
    const NeedStatement* need = &ans.need;
    const QList<CheapestRange>& ranges = ans.ranges;
    const QList<UsageThreshold>& thresholds = ans.thresholds;

    // Normalised figures.
    QJsonArray normalised;
    Table tn({Tr::tr("term"), Tr::tr("per GPU-hour, ex VAT"), Tr::tr("as quoted"), Tr::tr("source")});
    tn.setRightAligned(1);
    for (const OfferPrice& op : ans.prices) {
        const TermOffer& o = op.offer;
        QJsonObject n{{QStringLiteral("term"), rentalTermName(o.term)}, {QStringLiteral("source"), o.source}};
        n.insert(QStringLiteral("per_gpu_hour_ex_vat"), moneyJson(op.perGpuHourExVat));
        QString quoted;
        if (o.term == RentalTerm::Buy) {
            n.insert(QStringLiteral("explanation"), op.explanation);
            quoted = Tr::tr("%1 per server of %2 GPUs")
                         .arg(o.buy->serverPrice.toDisplayString())
                         .arg(o.buy->gpusPerServer);
        } else {
            n.insert(QStringLiteral("quoted"), moneyJson(o.price.price));
            n.insert(QStringLiteral("unit"), priceUnitName(o.price.unit));
            n.insert(QStringLiteral("vat_included"), o.price.vatIncluded);
            n.insert(QStringLiteral("vat_percent"), o.price.vatBasisPoints / 100.0);
            quoted = priceWithUnit(o.price.price, o.price.unit) +
                     (o.price.vatIncluded ? Tr::tr(", incl. %1% VAT").arg(o.price.vatBasisPoints / 100.0)
                                          : QString());
        }
        normalised.append(n);
        tn.addRow({rentalTermLabel(o.term), op.perGpuHourExVat.toDisplayString(), quoted, o.source});
        sources << o.source;
    }

    // The job under each term.
    QJsonArray jobArr;
    QStringList depositLines;
    Table tj(
        {Tr::tr("term"), Tr::tr("job cost, ex VAT"), Tr::tr("incl. VAT"), Tr::tr("run time"), Tr::tr("how")});
    tj.setRightAligned(1);
    tj.setRightAligned(2);
    for (const TermJobCost& jc : ans.jobCosts) {
        jobArr.append(QJsonObject{{QStringLiteral("term"), rentalTermName(jc.term)},
                                  {QStringLiteral("total_ex_vat"), moneyJson(jc.cost.totalExVat)},
                                  {QStringLiteral("total_inc_vat"), moneyJson(jc.cost.totalIncVat)},
                                  {QStringLiteral("billed_units"), jc.cost.billedUnits},
                                  {QStringLiteral("billed_periods"), jc.cost.billedPeriods},
                                  {QStringLiteral("billed_hours"), jc.cost.billedHours},
                                  {QStringLiteral("run_hours"), jc.cost.runHours},
                                  {QStringLiteral("minimum_applied"), jc.cost.minimumApplied},
                                  {QStringLiteral("discount_percent"), jc.cost.discountBasisPoints / 100.0},
                                  {QStringLiteral("meets_deadline"), jc.meetsDeadline},
                                  {QStringLiteral("deposit"), moneyJson(jc.cost.depositShown)},
                                  {QStringLiteral("explanation"), jc.cost.explanation}});
        // A price that states no VAT at all: the amount is taken as excluding VAT, and no total including VAT
        // is invented.
        bool vatStated = true;
        for (const OfferPrice& op : ans.prices)
            if (op.offer.term == jc.term && op.offer.term != RentalTerm::Buy)
                vatStated = op.vatStated;
        tj.addRow(
            {rentalTermLabel(jc.term), summary(jc.cost.totalExVat),
             vatStated ? summary(jc.cost.totalIncVat) : QStringLiteral("—"),
             hoursText(jc.cost.runHours) + (jc.meetsDeadline ? QString() : Tr::tr(" (misses the deadline)")),
             vatStated ? jc.cost.explanation
                       : jc.cost.explanation +
                             Tr::tr("; VAT rate not stated: the price is taken as excluding VAT")});
        if (jc.cost.depositShown.minor() > 0)
            depositLines << Tr::tr("%1: deposit %2 (refundable; not counted in the cost)")
                                .arg(rentalTermLabel(jc.term), jc.cost.depositShown.toDisplayString());
    }

    QJsonArray budgetArr;
    QStringList budgetLines;
    for (const BudgetRun& run : ans.budgetRuns) {
        budgetArr.append(
            QJsonObject{{QStringLiteral("term"), rentalTermName(run.term)},
                        {QStringLiteral("months"), run.months ? QJsonValue(*run.months) : QJsonValue()}});
        if (run.firstPayment)
            budgetLines << Tr::tr("%1: the first payment of %2 already exceeds the budget of %3")
                               .arg(rentalTermLabel(run.term), run.firstPayment->toDisplayString(),
                                    budget->toDisplayString());
        else
            budgetLines << (run.months ? Tr::tr("%1: the budget of %2 runs out after %3 months")
                                             .arg(rentalTermLabel(run.term), budget->toDisplayString())
                                             .arg(*run.months, 0, 'f', 1)
                                       : Tr::tr("%1: the budget lasts beyond the %2-month horizon")
                                             .arg(rentalTermLabel(run.term))
                                             .arg(horizonMonths, 0, 'f', 0));
    }

    if (ctx.json) {
        QJsonArray curveArr, needArr, rangeArr, thArr;
        for (const CostCurve& c : ans.curves) {
            QJsonArray pts;
            for (const CurvePoint& pt : c.points)
                pts.append(QJsonObject{{QStringLiteral("months"), pt.months},
                                       {QStringLiteral("cost"), moneyJson(pt.cost)}});
            curveArr.append(QJsonObject{{QStringLiteral("term"), rentalTermName(c.term)},
                                        {QStringLiteral("points"), pts}});
        }
        for (const NeedCost& c : need->costs)
            needArr.append(QJsonObject{{QStringLiteral("term"), rentalTermName(c.term)},
                                       {QStringLiteral("total_ex_vat"), moneyJson(c.total)}});
        for (const CheapestRange& r : ranges)
            rangeArr.append(QJsonObject{{QStringLiteral("from_months"), r.fromMonths},
                                        {QStringLiteral("to_months"), r.toMonths},
                                        {QStringLiteral("term"), rentalTermName(r.term)}});
        for (const UsageThreshold& u : thresholds)
            thArr.append(QJsonObject{{QStringLiteral("reserved"), rentalTermName(u.reserved)},
                                     {QStringLiteral("pay_per_use"), rentalTermName(u.payPerUse)},
                                     {QStringLiteral("hours_per_month"), u.hoursPerMonth},
                                     {QStringLiteral("statement"), u.statement}});
        QJsonArray fxArr;
        for (const FxRate& r : fx.rates())
            fxArr.append(QJsonObject{{QStringLiteral("currency"), currencyCode(r.currency)},
                                     {QStringLiteral("to_cny"), r.rateText},
                                     {QStringLiteral("date"), r.date.toString(Qt::ISODate)},
                                     {QStringLiteral("source"), r.source}});
        QJsonObject o{
            {QStringLiteral("job"), jobJson},
            {QStringLiteral("currency"), currencyCode(target)},
            {QStringLiteral("conventions"),
             QJsonObject{{QStringLiteral("hours_per_month"), conv.hoursPerMonth},
                         {QStringLiteral("hours_per_day"), 24},
                         {QStringLiteral("hours_per_year"), 8760}}},
            {QStringLiteral("fx"), fxArr},
            {QStringLiteral("normalised"), normalised},
            {QStringLiteral("job_costs"), jobArr},
            {QStringLiteral("cheapest_meeting_deadline"),
             cheapest ? QJsonValue(rentalTermName(cheapest->term)) : QJsonValue()},
            {QStringLiteral("usage"), usage},
            {QStringLiteral("horizon_months"), horizonMonths},
            {QStringLiteral("curves"), curveArr},
            {QStringLiteral("need"),
             QJsonObject{{QStringLiteral("months"), need->needMonths},
                         {QStringLiteral("costs"), needArr},
                         {QStringLiteral("cheapest"),
                          need->cheapest ? QJsonValue(rentalTermName(*need->cheapest)) : QJsonValue()},
                         {QStringLiteral("statement"), need->statement}}},
            {QStringLiteral("cheapest_by_need"), rangeArr},
            {QStringLiteral("cheapest_by_need_statement"), CostOverTime::rangesStatement(ranges)},
            {QStringLiteral("usage_thresholds"), thArr}};
        if (budget) {
            o.insert(QStringLiteral("budget"), moneyJson(*budget));
            o.insert(QStringLiteral("budget_runs_out"), budgetArr);
        }
        ctx.printJson(o);
        return ExitOk;
    }

    QTextStream& out = ctx.out();
    out << Tr::tr("%1 × %2 for %3").arg(gpus).arg(gpu->displayName(), hoursText(wallHours)) << Qt::endl
        << Qt::endl;
    out << Tr::tr("Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):")
               .arg(currencyCode(target))
               .arg(conv.hoursPerMonth)
        << Qt::endl
        << tn.render() << Qt::endl;
    out << Tr::tr("This job under each term:") << Qt::endl << tj.render();
    for (const QString& l : depositLines)
        out << l << Qt::endl;
    if (cheapest)
        out << Tr::tr("Cheapest%1: %2 at %3.")
                   .arg(deadline > 0 ? Tr::tr(" within the deadline of %1").arg(hoursText(deadline))
                                     : QString(),
                        rentalTermLabel(cheapest->term), summary(cheapest->cost.totalExVat))
            << Qt::endl;
    else
        out << Tr::tr("No term meets the deadline.") << Qt::endl;
    out << Qt::endl
        << Tr::tr("Keeping %1 GPU(s), used %2% of the time:").arg(gpus).arg(usage * 100, 0, 'f', 0)
        << Qt::endl;
    QStringList header{Tr::tr("term")};
    for (int m : ans.tableMonths)
        header << Tr::tr("%n month(s)", nullptr, m);
    Table tc(header);
    for (int i = 1; i < header.size(); ++i)
        tc.setRightAligned(i);
    for (int i = 0; i < ans.prices.size(); ++i) {
        QStringList row{rentalTermLabel(ans.prices[i].offer.term)};
        for (const std::optional<Money>& m : ans.cumulativeAtMonths.value(i))
            row << (m ? summary(*m) : QStringLiteral("—"));
        tc.addRow(row);
    }
    out << tc.render();
    for (const UsageThreshold& u : thresholds)
        out << QStringLiteral("  • ") << u.statement << Qt::endl;
    out << QStringLiteral("  • ") << need->statement << Qt::endl;
    if (const QString r = CostOverTime::rangesStatement(ranges); !r.isEmpty())
        out << QStringLiteral("  • ") << r << Qt::endl;
    for (const QString& l : budgetLines)
        out << QStringLiteral("  • ") << l << Qt::endl;
    QStringList rates;
    for (const FxRate& r : fx.rates())
        rates << Tr::tr("1 %1 = %2 CNY (%3, %4)")
                     .arg(currencyLabel(r.currency), r.rateText, r.date.toString(Qt::ISODate),
                          r.source.startsWith(QLatin1String("indicative"))
                              ? Tr::tr("indicative rate, unverified; set "
                                       "your own with --fx")
                              : r.source);
    out << Qt::endl << Tr::tr("Exchange rates: %1").arg(rates.join(Tr::tr("; "))) << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli
