// An award in figures: what is bought and paid, the premium over the first-ranked offer, who prepared and
// approved it.
#include "AwardStatement.h"

#include "TenderRules.h"

namespace gpuplan {

namespace {
QDate dayOf(const QString& at)
{
    return QDate::fromString(at.left(10), Qt::ISODate);
}
} // namespace

std::optional<AwardStatement> awardStatement(const Tender& t, const TenderEvaluation& e)
{
    if (t.awardOfferId == 0)
        return std::nullopt;
    int index = -1;
    for (int i = 0; i < e.offers.size(); ++i)
        if (e.offers[i].offer.id == t.awardOfferId)
            index = i;
    if (index < 0)
        return std::nullopt;
    const OfferAssessment& a = e.offers[index];
    AwardStatement s;
    s.vendor = a.offer.vendor;
    s.round = a.offer.round;
    for (const OfferScore& x : e.scores)
        if (x.offer == index)
            s.rank = x.rank;
    s.responsive = responsiveOffers(e);
    const Quote& q = a.offer.quote;
    s.gpuId = q.gpuId;
    s.gpuName = a.gpuName.isEmpty() ? q.gpuId : a.gpuName;
    s.servers = q.servers;
    s.gpus = q.gpus();
    s.billing = a.billing;
    s.incVat = a.incVat;
    s.exVat = a.exVat;
    s.cost = a.evaluatedPrice;
    if (a.incVat && a.exVat) {
        s.vat = *a.incVat - *a.exVat;
        s.deductibleVat = a.vatDeductible ? *s.vat : Money(0, s.vat->currency());
    }
    if (e.winner >= 0 && e.winner != index && s.rank != 1) {
        const OfferAssessment& first = e.offers[e.winner];
        s.firstVendor = first.offer.vendor;
        s.firstCost = first.evaluatedPrice;
        if (s.cost && s.firstCost && s.cost->currency() == s.firstCost->currency()) {
            s.premium = *s.cost - *s.firstCost;
            if (!s.firstCost->isZero())
                s.premiumPercent = 100.0 * double(s.premium->minor()) / double(s.firstCost->minor());
        }
    }
    s.reason = t.awardReason;
    s.preparedBy = t.awardedBy;
    s.preparedOn = dayOf(t.awardedAt);
    s.approvedBy = t.approvedBy;
    s.approvedOn = dayOf(t.approvedAt);
    return s;
}

std::optional<Money> awardAmount(const AwardStatement& s)
{
    return s.incVat ? s.incVat : s.cost;
}

} // namespace gpuplan
