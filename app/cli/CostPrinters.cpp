#include "CostPrinters.h"

#include "Table.h"
#include "WorkloadOptions.h"

#include "catalog/GpuModel.h"
#include "cost/CostOverTime.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QJsonArray normalisedJson(const CostAnswer& ans)
{
    QJsonArray normalised;
    for (const OfferPrice& op : ans.prices) {
        const TermOffer& o = op.offer;
        QJsonObject n{{QStringLiteral("term"), rentalTermName(o.term)}, {QStringLiteral("source"), o.source}};
        n.insert(QStringLiteral("per_gpu_hour_ex_vat"), moneyJson(op.perGpuHourExVat));
        if (o.term == RentalTerm::Buy) {
            n.insert(QStringLiteral("explanation"), op.explanation);
        } else {
            n.insert(QStringLiteral("quoted"), moneyJson(o.price.price));
            n.insert(QStringLiteral("unit"), priceUnitName(o.price.unit));
            n.insert(QStringLiteral("vat_included"), o.price.vatIncluded);
            n.insert(QStringLiteral("vat_percent"), o.price.vatBasisPoints / 100.0);
        }
        normalised.append(n);
    }
    return normalised;
}

QJsonArray jobCostsJson(const CostAnswer& ans)
{
    QJsonArray jobArr;
    for (const TermJobCost& jc : ans.jobCosts)
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
    return jobArr;
}

QJsonArray curvesJson(const CostAnswer& ans)
{
    QJsonArray curveArr;
    for (const CostCurve& c : ans.curves) {
        QJsonArray pts;
        for (const CurvePoint& pt : c.points)
            pts.append(QJsonObject{{QStringLiteral("months"), pt.months},
                                   {QStringLiteral("cost"), moneyJson(pt.cost)}});
        curveArr.append(
            QJsonObject{{QStringLiteral("term"), rentalTermName(c.term)}, {QStringLiteral("points"), pts}});
    }
    return curveArr;
}

QJsonObject needJson(const NeedStatement& need)
{
    QJsonArray needArr;
    for (const NeedCost& c : need.costs)
        needArr.append(QJsonObject{{QStringLiteral("term"), rentalTermName(c.term)},
                                   {QStringLiteral("total_ex_vat"), moneyJson(c.total)}});
    return QJsonObject{{QStringLiteral("months"), need.needMonths},
                       {QStringLiteral("costs"), needArr},
                       {QStringLiteral("cheapest"),
                        need.cheapest ? QJsonValue(rentalTermName(*need.cheapest)) : QJsonValue()},
                       {QStringLiteral("statement"), need.statement}};
}

QJsonArray rangesJson(const QList<CheapestRange>& ranges)
{
    QJsonArray rangeArr;
    for (const CheapestRange& r : ranges)
        rangeArr.append(QJsonObject{{QStringLiteral("from_months"), r.fromMonths},
                                    {QStringLiteral("to_months"), r.toMonths},
                                    {QStringLiteral("term"), rentalTermName(r.term)}});
    return rangeArr;
}

QJsonArray thresholdsJson(const QList<UsageThreshold>& thresholds)
{
    QJsonArray thArr;
    for (const UsageThreshold& u : thresholds)
        thArr.append(QJsonObject{{QStringLiteral("reserved"), rentalTermName(u.reserved)},
                                 {QStringLiteral("pay_per_use"), rentalTermName(u.payPerUse)},
                                 {QStringLiteral("hours_per_month"), u.hoursPerMonth},
                                 {QStringLiteral("statement"), u.statement}});
    return thArr;
}

QJsonArray fxJson(const FxTable& fx)
{
    QJsonArray fxArr;
    for (const FxRate& r : fx.rates())
        fxArr.append(QJsonObject{{QStringLiteral("currency"), currencyCode(r.currency)},
                                 {QStringLiteral("to_cny"), r.rateText},
                                 {QStringLiteral("date"), r.date.toString(Qt::ISODate)},
                                 {QStringLiteral("source"), r.source}});
    return fxArr;
}

// Comparable price per term.
Table pricesTable(const CostAnswer& ans)
{
    Table tn({Tr::tr("term"), Tr::tr("per GPU-hour, ex VAT"), Tr::tr("as quoted"), Tr::tr("source")});
    tn.setRightAligned(1);
    for (const OfferPrice& op : ans.prices) {
        const TermOffer& o = op.offer;
        QString quoted;
        if (o.term == RentalTerm::Buy)
            quoted = Tr::tr("%1 per server of %2 GPUs")
                         .arg(o.buy->serverPrice.toDisplayString())
                         .arg(o.buy->gpusPerServer);
        else
            quoted = priceWithUnit(o.price.price, o.price.unit) +
                     (o.price.vatIncluded ? Tr::tr(", incl. %1% VAT").arg(o.price.vatBasisPoints / 100.0)
                                          : QString());
        tn.addRow({rentalTermLabel(o.term), op.perGpuHourExVat.toDisplayString(), quoted, o.source});
    }
    return tn;
}

// The job under each term.
Table jobCostsTable(const CostReport& r)
{
    const CostAnswer& ans = r.answer;
    Table tj(
        {Tr::tr("term"), Tr::tr("job cost, ex VAT"), Tr::tr("incl. VAT"), Tr::tr("run time"), Tr::tr("how")});
    tj.setRightAligned(1);
    tj.setRightAligned(2);
    for (const TermJobCost& jc : ans.jobCosts) {
        // A price that states no VAT at all: the amount is taken as excluding VAT, and no total including VAT
        // is invented.
        bool vatStated = true;
        for (const OfferPrice& op : ans.prices)
            if (op.offer.term == jc.term && op.offer.term != RentalTerm::Buy)
                vatStated = op.vatStated;
        tj.addRow(
            {rentalTermLabel(jc.term), jc.cost.totalExVat.toSummaryString(r.scale),
             vatStated ? jc.cost.totalIncVat.toSummaryString(r.scale) : QStringLiteral("—"),
             hoursText(jc.cost.runHours) + (jc.meetsDeadline ? QString() : Tr::tr(" (misses the deadline)")),
             vatStated ? jc.cost.explanation
                       : jc.cost.explanation +
                             Tr::tr("; VAT rate not stated: the price is taken as excluding VAT")});
    }
    return tj;
}

// Cumulative cost at the table's months, per term.
Table cumulativeTable(const CostReport& r)
{
    QStringList header{Tr::tr("term")};
    for (int m : r.answer.tableMonths)
        header << Tr::tr("%n month(s)", nullptr, m);
    Table tc(header);
    for (int i = 1; i < header.size(); ++i)
        tc.setRightAligned(i);
    for (int i = 0; i < r.answer.prices.size(); ++i) {
        QStringList row{rentalTermLabel(r.answer.prices[i].offer.term)};
        for (const std::optional<Money>& m : r.answer.cumulativeAtMonths.value(i))
            row << (m ? m->toSummaryString(r.scale) : QStringLiteral("—"));
        tc.addRow(row);
    }
    return tc;
}

QStringList budgetLines(const CostReport& r)
{
    QStringList lines;
    const Money& budget = *r.question.budget;
    for (const BudgetRun& run : r.answer.budgetRuns) {
        if (run.firstPayment)
            lines << Tr::tr("%1: the first payment of %2 already exceeds the budget of %3")
                         .arg(rentalTermLabel(run.term), run.firstPayment->toDisplayString(),
                              budget.toDisplayString());
        else
            lines << (run.months ? Tr::tr("%1: the budget of %2 runs out after %3 months")
                                       .arg(rentalTermLabel(run.term), budget.toDisplayString())
                                       .arg(*run.months, 0, 'f', 1)
                                 : Tr::tr("%1: the budget lasts beyond the %2-month horizon")
                                       .arg(rentalTermLabel(run.term))
                                       .arg(r.answer.horizonMonths, 0, 'f', 0));
    }
    return lines;
}

QString ratesLine(const FxTable& fx)
{
    QStringList rates;
    for (const FxRate& r : fx.rates())
        rates << Tr::tr("1 %1 = %2 CNY (%3, %4)")
                     .arg(currencyLabel(r.currency), r.rateText, r.date.toString(Qt::ISODate),
                          r.source.startsWith(QLatin1String("indicative"))
                              ? Tr::tr("indicative rate, unverified; set "
                                       "your own with --fx")
                              : r.source);
    return Tr::tr("Exchange rates: %1").arg(rates.join(Tr::tr("; ")));
}
} // namespace

QJsonObject costJson(const CostReport& r)
{
    const CostAnswer& ans = r.answer;
    const std::optional<TermJobCost>& cheapest = ans.cheapestMeetingDeadline;
    QJsonObject o{
        {QStringLiteral("job"), r.job.json},
        {QStringLiteral("currency"), currencyCode(r.question.target)},
        {QStringLiteral("conventions"), QJsonObject{{QStringLiteral("hours_per_month"), r.hoursPerMonth},
                                                    {QStringLiteral("hours_per_day"), 24},
                                                    {QStringLiteral("hours_per_year"), 8760}}},
        {QStringLiteral("fx"), fxJson(r.fx)},
        {QStringLiteral("normalised"), normalisedJson(ans)},
        {QStringLiteral("job_costs"), jobCostsJson(ans)},
        {QStringLiteral("cheapest_meeting_deadline"),
         cheapest ? QJsonValue(rentalTermName(cheapest->term)) : QJsonValue()},
        {QStringLiteral("usage"), r.question.usage},
        {QStringLiteral("horizon_months"), ans.horizonMonths},
        {QStringLiteral("curves"), curvesJson(ans)},
        {QStringLiteral("need"), needJson(ans.need)},
        {QStringLiteral("cheapest_by_need"), rangesJson(ans.ranges)},
        {QStringLiteral("cheapest_by_need_statement"), CostOverTime::rangesStatement(ans.ranges)},
        {QStringLiteral("usage_thresholds"), thresholdsJson(ans.thresholds)}};
    if (r.question.budget) {
        QJsonArray budgetArr;
        for (const BudgetRun& run : ans.budgetRuns)
            budgetArr.append(
                QJsonObject{{QStringLiteral("term"), rentalTermName(run.term)},
                            {QStringLiteral("months"), run.months ? QJsonValue(*run.months) : QJsonValue()}});
        o.insert(QStringLiteral("budget"), moneyJson(*r.question.budget));
        o.insert(QStringLiteral("budget_runs_out"), budgetArr);
    }
    return o;
}

void printCostText(QTextStream& out, const CostReport& r)
{
    const CostAnswer& ans = r.answer;
    out << Tr::tr("%1 × %2 for %3").arg(r.job.gpus).arg(r.job.gpu->displayName(), hoursText(r.job.wallHours))
        << Qt::endl
        << Qt::endl;
    out << (r.question.target == Currency::CNY
                ? Tr::tr("Comparable price (CNY per GPU-hour, VAT excluded; a month is %1 hours):")
                      .arg(r.hoursPerMonth)
                : Tr::tr("Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):")
                      .arg(currencyLabel(r.question.target))
                      .arg(r.hoursPerMonth))
        << Qt::endl
        << pricesTable(ans).render() << Qt::endl;
    out << Tr::tr("This job under each term:") << Qt::endl << jobCostsTable(r).render();
    for (const TermJobCost& jc : ans.jobCosts)
        if (jc.cost.depositShown.minor() > 0)
            out << Tr::tr("%1: deposit %2 (refundable; not counted in the cost)")
                       .arg(rentalTermLabel(jc.term), jc.cost.depositShown.toDisplayString())
                << Qt::endl;
    if (const std::optional<TermJobCost>& cheapest = ans.cheapestMeetingDeadline)
        out << Tr::tr("Cheapest rental term%1 (buying excluded): %2 at %3.")
                   .arg(r.question.deadlineHours > 0
                            ? Tr::tr(" within the deadline of %1").arg(hoursText(r.question.deadlineHours))
                            : QString(),
                        rentalTermLabel(cheapest->term), cheapest->cost.totalExVat.toSummaryString(r.scale))
            << Qt::endl;
    else
        out << Tr::tr("No term meets the deadline.") << Qt::endl;
    out << Qt::endl
        << Tr::tr("Keeping %1 GPU(s), used %2% of the time:")
               .arg(r.job.gpus)
               .arg(r.question.usage * 100, 0, 'f', 0)
        << Qt::endl;
    out << cumulativeTable(r).render();
    // Buying appears twice with different figures: the job's table charges its hours' share of the servers
    // (amortised), the months table and the statements below what is paid out (the servers, then running
    // them).
    const bool buys = std::any_of(ans.prices.cbegin(), ans.prices.cend(),
                                  [](const OfferPrice& p) { return p.offer.term == RentalTerm::Buy; });
    if (buys)
        out << Tr::tr(
                   "Buying here is cash paid out: the servers' price, then power and upkeep; the job's table "
                   "above charges only its hours' share of the servers (amortised).")
            << Qt::endl;
    for (const UsageThreshold& u : ans.thresholds)
        out << QStringLiteral("  • ") << u.statement << Qt::endl;
    if (!ans.need.statement.isEmpty())
        out << QStringLiteral("  • ") << ans.need.statement << Qt::endl;
    if (const QString s = CostOverTime::rangesStatement(ans.ranges); !s.isEmpty())
        out << QStringLiteral("  • ") << s << Qt::endl;
    if (r.question.budget)
        for (const QString& l : budgetLines(r))
            out << QStringLiteral("  • ") << l << Qt::endl;
    out << Qt::endl << ratesLine(r.fx) << Qt::endl;
}

} // namespace gpuplan::cli
