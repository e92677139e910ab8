#include "TenderScoring.h"
#include "TenderRules.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Tender)
};

double ratio(qint64 best, qint64 mine)
{
    return mine > 0 ? double(best) / double(mine) : 0;
}

// The non-price points of an offer as a share (0–1) of the non-price weights, and its price share (0–1).
struct Shares
{
    double price = 0;
    double other = 0; // weighted share of the non-price criteria
};
} // namespace

Status checkWeights(const TenderWeights& w)
{
    for (double v : {w.price, w.delivery, w.sla, w.invoice, w.record})
        if (!(v >= 0 && v <= 100))
            return Status::failure(Tr::tr("weights"), Tr::tr("each weight is from 0 to 100"));
    if (std::fabs(w.sum() - 100) > 1e-9)
        return Status::failure(Tr::tr("weights"),
                               Tr::tr("the weights add up to %1; they must add up to 100").arg(w.sum()));
    return Status(); // the price weight's range is the method's law (checkTenderSetup)
}

namespace {
// Abnormally low: below 80 % of the mean of the other compliant offers, on like terms: the price per GPU-hour
// ex VAT (billing unit, granularity and minimum term taken out) when every compliant offer has one — a weekly
// price is not abnormal beside whole months for a job of three weeks (ux-5 P2) — else the job's cost.
void flagAbnormallyLow(TenderEvaluation& e, const QList<int>& compliant)
{
    e.abnormalOnUnitPrice = std::all_of(compliant.cbegin(), compliant.cend(), [&](int i) {
        return e.offers[i].offer.quote.normalised.has_value();
    });
    const auto compared = [&](int i) {
        return double(e.abnormalOnUnitPrice ? e.offers[i].offer.quote.normalised->minor()
                                            : e.offers[i].evaluatedPrice->minor());
    };
    for (OfferScore& s : e.scores) {
        if (compliant.size() < 2)
            break;
        double sum = 0;
        for (int i : compliant)
            if (i != s.offer)
                sum += compared(i);
        s.abnormallyLow = compared(s.offer) < 0.8 * sum / double(compliant.size() - 1);
    }
}
} // namespace

TenderEvaluation scoreOffers(const Tender& tender, QList<OfferAssessment> offers, TaxStatus buyer)
{
    TenderEvaluation e;
    e.method = tender.evaluation;
    e.offers = std::move(offers);
    const TenderWeights& w = tender.weights;
    QList<int> compliant;
    for (int i = 0; i < e.offers.size(); ++i)
        if (e.offers[i].compliant())
            compliant.append(i);
    if (compliant.isEmpty()) {
        e.sensitivityText = Tr::tr("No offer meets every requirement: there is nothing to award.");
        return e;
    }
    qint64 base = e.offers[compliant.first()].evaluatedPrice->minor();
    double bestResponse = 0, bestReplacement = 0;
    for (int i : compliant) {
        base = std::min(base, e.offers[i].evaluatedPrice->minor());
        const Quote& q = e.offers[i].offer.quote;
        if (q.slaResponseHours > 0)
            bestResponse =
                bestResponse == 0 ? q.slaResponseHours : std::min(bestResponse, q.slaResponseHours);
        if (q.slaReplacementHours > 0)
            bestReplacement = bestReplacement == 0 ? q.slaReplacementHours
                                                   : std::min(bestReplacement, q.slaReplacementHours);
    }
    e.base = Money(base, e.offers[compliant.first()].evaluatedPrice->currency());
    QList<Shares> shares;
    for (int i : compliant) {
        const OfferAssessment& a = e.offers[i];
        const Quote& q = a.offer.quote;
        OfferScore s;
        s.offer = i;
        const double priceShare = ratio(base, a.evaluatedPrice->minor());
        const bool delivered =
            tender.requirements.deliverBy.isValid()
                ? q.deliveryDate.isValid() && q.deliveryDate <= tender.requirements.deliverBy
                : q.deliveryDate.isValid();
        const double slaShare =
            0.5 * (q.slaResponseHours > 0 ? bestResponse / q.slaResponseHours : 0) +
            0.5 * (q.slaReplacementHours > 0 ? bestReplacement / q.slaReplacementHours : 0);
        const bool invoiceCounts = buyer != TaxStatus::General || q.invoiceType == QLatin1String("special");
        if (e.method == EvaluationMethod::Scoring) {
            s.price = priceShare * w.price;
            s.delivery = delivered ? w.delivery : 0;
            s.sla = slaShare * w.sla;
            s.invoice = invoiceCounts ? w.invoice : 0;
            s.record = std::clamp(a.recordShare, 0.0, 1.0) * w.record;
            s.total = s.price + s.delivery + s.sla + s.invoice + s.record;
        }
        shares.append({priceShare, w.sum() > w.price ? (s.total - s.price) / (w.sum() - w.price) : 0});
        e.scores.append(s);
    }
    flagAbnormallyLow(e, compliant);
    auto price = [&](const OfferScore& s) {
        return e.offers[s.offer].evaluatedPrice->minor();
    };
    QList<int> order(e.scores.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    const bool scoring = e.method == EvaluationMethod::Scoring;
    auto ahead = [&](const OfferScore& x, const OfferScore& y) {
        if (scoring && std::fabs(x.total - y.total) > 1e-9)
            return x.total > y.total;
        return price(x) < price(y);
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return ahead(e.scores[a], e.scores[b]); });
    QList<OfferScore> sorted;
    QList<Shares> sortedShares;
    for (int i : order) {
        sorted.append(e.scores[i]);
        sortedShares.append(shares[i]);
    }
    e.scores = sorted;
    for (int i = 0; i < e.scores.size(); ++i) {
        const bool equal =
            i > 0 && !ahead(e.scores[i - 1], e.scores[i]) && !ahead(e.scores[i], e.scores[i - 1]);
        e.scores[i].rank = equal ? e.scores[i - 1].rank : i + 1;
    }
    e.winner = e.scores.first().offer;
    e.tied = e.scores.size() > 1 && e.scores[1].rank == 1;
    if (e.scores.size() > 1)
        e.runnerUpGapPercent =
            100.0 * double(price(e.scores[1]) - price(e.scores[0])) / double(price(e.scores[0]));
    if (scoring && e.scores.size() > 1) {
        // Each total is W·p + (100 − W)·q (p, q: the shares above); the winner changes where two lines cross.
        const double others = w.sum() - w.price;
        std::optional<double> nearest;
        const Shares& top = sortedShares.first();
        for (int i = 1; i < sortedShares.size() && others > 0; ++i) {
            const Shares& s = sortedShares[i];
            const double slope = (top.price - top.other) - (s.price - s.other);
            if (std::fabs(slope) < 1e-12)
                continue;
            const double cross = 100.0 * (s.other - top.other) / slope;
            if (cross < 0 || cross > 100)
                continue;
            const double move = std::fabs(cross - w.price);
            if (!nearest || move < *nearest)
                nearest = move;
        }
        e.priceWeightToChange = nearest;
        e.sensitivityText =
            nearest ? Tr::tr("The winner changes if the price weight moves by %1 points (from %2), the other "
                             "weights scaled to keep the sum at 100.")
                          .arg(*nearest, 0, 'f', 1)
                          .arg(w.price, 0, 'f', 0)
                    : Tr::tr("No price weight from 0 to 100 changes the winner.");
    } else if (e.runnerUpGapPercent) {
        e.sensitivityText = Tr::tr("The runner-up's evaluated price is %1% above the winner's.")
                                .arg(*e.runnerUpGapPercent, 0, 'f', 1);
    } else {
        e.sensitivityText = Tr::tr("Only one offer meets every requirement.");
    }
    return e;
}

QString abnormallyLowText(const TenderEvaluation& e)
{
    return e.abnormalOnUnitPrice
               ? Tr::tr(
                     "abnormally low: below 80 % of the other compliant offers' mean price per GPU-hour ex "
                     "VAT; ask for a written justification (财政部令第87号 第六十条)")
               : Tr::tr(
                     "abnormally low: below 80 % of the other compliant offers' mean cost for this job; ask "
                     "for a written justification (财政部令第87号 第六十条)");
}

QStringList scoringRules(const Tender& t)
{
    if (t.evaluation != EvaluationMethod::Scoring)
        return {
            Tr::tr("The compliant offer with the lowest evaluated price (this job's cost to the buyer under "
                   "it) is ranked first; equal prices are tied.")};
    const TenderWeights& w = t.weights;
    const QString by =
        t.requirements.deliverBy.isValid()
            ? Tr::tr("when the servers are handed over by %1").arg(tenderDayText(t.requirements.deliverBy))
            : Tr::tr("when the offer states its delivery date");
    QStringList rules{
        Tr::tr("Price (%1 points): the base price ÷ the offer's evaluated price × %1, the base being the "
               "lowest evaluated price among the compliant offers (财政部令第87号 第五十五条).")
            .arg(w.price),
        Tr::tr("Delivery (%1 points): all %1 %2, else none.").arg(w.delivery).arg(by),
        Tr::tr("SLA (%1 points): half for the response time and half for the hardware replacement time, "
               "each the best offered ÷ the offer's time × its half; a time above the one required does "
               "not comply.")
            .arg(w.sla),
        Tr::tr("Invoice (%1 points): all %1 for a special VAT invoice when the buyer deducts VAT (a "
               "general taxpayer), for any invoice otherwise.")
            .arg(w.invoice)};
    if (w.record > 0)
        rules
            << Tr::tr(
                   "Record (履约评价, %1 points): a quarter each for the bills, the service, the deliveries "
                   "and the delivery dates of the vendor's earlier contracts with this buyer: the share of "
                   "the "
                   "statements not disputed, of the server-months without an SLA credit, of the delivery "
                   "reports without a failed item and of the servers accepted on time. A quarter with "
                   "nothing on record earns its whole part: a vendor new to the buyer is not scored below "
                   "one that served it (政府采购法实施条例 第二十条).")
                   .arg(w.record);
    rules << Tr::tr("Ties: the higher total, then the lower evaluated price.");
    return rules;
}

} // namespace gpuplan
