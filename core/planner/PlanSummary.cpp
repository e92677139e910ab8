#include "PlanSummary.h"

#include "util/Language.h"

#include "catalog/GpuCatalog.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

double costHorizonMonths(double needMonths, double asked)
{
    if (asked > 0)
        return std::min(asked, CostOverTime::kMaxHorizonMonths);
    return std::clamp(std::ceil(needMonths * 2), 12.0, 36.0);
}

int costSamples(double horizonMonths)
{
    return std::clamp(int(horizonMonths) * 2, 24, 240);
}

QList<TermOffer> referenceOffers(const ReferencePrices& prices, const QString& gpuId, const QString& region)
{
    QList<TermOffer> offers;
    for (const ReferencePrice* r : prices.forGpu(gpuId, region)) {
        const QString source =
            QCoreApplication::translate("PlanSummary", "%1 (%2, %3)", "source, date, verification")
                .arg(r->sourceText(), r->dateText(), verificationLabel(r->verification));
        if (r->term == RentalTerm::Buy) {
            BuyTerms b = r->buy;
            b.source = source;
            offers << TermOffer{RentalTerm::Buy, PriceTerm(), b, source};
        } else {
            offers << TermOffer{r->term, r->price, std::nullopt, source};
        }
    }
    return offers;
}

namespace {
QStringList sourceLines(const QList<TermOffer>& offers, const Configuration& best)
{
    QStringList lines;
    for (const TermOffer& o : offers)
        lines << QStringLiteral("%1 · %2: %3")
                         .arg(best.gpu->displayName(), rentalTermShortLabel(o.term),
                              o.term == RentalTerm::Buy ? o.buy->serverPrice.toDisplayString()
                                                        : priceWithUnit(o.price.price, o.price.unit)) +
                     QStringLiteral(" — ") + o.source;
    return lines;
}
} // namespace

Result<PlanSummary> summarisePlan(const Workload& workload, const MatchConstraints& constraints,
                                  const MatchResult& result, const ReferencePrices& prices,
                                  const PriceNormaliser& normaliser, int costOf, double horizonMonths)
{
    PlanSummary s;
    s.workload = workload;
    s.constraints = constraints;
    s.result = result;
    s.hoursPerMonth = normaliser.conventions().hoursPerMonth;
    if (result.configurations.isEmpty())
        return s;
    if (costOf < 0 || costOf >= result.configurations.size())
        costOf = 0;
    s.costOf = costOf;
    const Configuration& best = result.configurations[costOf];
    s.offers = referenceOffers(prices, best.gpu->id, constraints.region);
    if (s.offers.isEmpty())
        return s;
    const CostOverTime cot(normaliser);
    const double needMonths = std::max(best.time.wallHours, 1.0) / s.hoursPerMonth;
    s.horizonMonths = costHorizonMonths(needMonths, horizonMonths);
    auto curves = cot.curves(s.offers, best.gpus(), 1.0, s.horizonMonths, costSamples(s.horizonMonths));
    if (!curves)
        return curves.error();
    s.curves = curves.value();
    s.thresholds = cot.usageThresholds(s.offers);
    if (auto need = cot.forNeed(s.offers, best.gpus(), needMonths, 1.0))
        s.need = need.value();
    s.rangesStatement = CostOverTime::rangesStatement(cot.cheapestByNeed(s.offers, best.gpus(), 1.0));
    s.sources = sourceLines(s.offers, best);
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        const Language::Scope scope(language);
        PlanWords words;
        const QList<TermOffer> offers = referenceOffers(prices, best.gpu->id, constraints.region);
        for (const UsageThreshold& u : cot.usageThresholds(offers))
            words.statements << u.statement;
        if (auto need = cot.forNeed(offers, best.gpus(), needMonths, 1.0))
            words.statements << need->statement;
        if (const QString ranges =
                CostOverTime::rangesStatement(cot.cheapestByNeed(offers, best.gpus(), 1.0));
            !ranges.isEmpty())
            words.statements << ranges;
        words.sources = sourceLines(offers, best);
        s.wordsIn.insert(language, words);
    }
    return s;
}

PlanWords PlanSummary::wordsNow() const
{
    if (const auto it = wordsIn.constFind(Language::current()); it != wordsIn.constEnd())
        return *it;
    PlanWords words;
    for (const UsageThreshold& u : thresholds)
        words.statements << u.statement;
    if (need)
        words.statements << need->statement;
    if (!rangesStatement.isEmpty())
        words.statements << rangesStatement;
    words.sources = sources;
    return words;
}

} // namespace gpuplan
