#pragma once

#include "Tender.h"
#include "cost/Money.h"
#include "quotes/BuyerCost.h"

#include <QHash>

namespace gpuplan {

// One vendor's latest offer as the evaluation sees it: the job's cost to the buyer under it (the evaluated
// price: the planner's job cost with the offer's billing terms, minimum term, VAT basis and delivery date,
// not its unit price) and every requirement it misses.
struct OfferAssessment
{
    TenderOffer offer;
    std::optional<Money> evaluatedPrice; // the cost to the buyer; none when the job cannot run on the offer
    std::optional<Money> exVat;          // the same VAT excluded (for the report's two columns)
    std::optional<Money> incVat;         // the same VAT included: what the vendor invoices
    bool vatDeductible = false;          // the buyer deducts the VAT (evaluatedPrice is exVat)
    QString billing; // translated: how the job is billed ("2 servers × 3 months × ¥70,000.00 …")
    QString
        gpuName; // the offer's GPU as the reader's language names it (昇腾 910B 64GB 模组); the id if unknown
    QStringList nonCompliance; // translated reasons; empty = meets every requirement
    // 履约评价 (when the purchase weighs it): the share (0–1) of the record's weight the vendor's record
    // earns, and how (translated: "1 of 4 statements disputed; …"; ContractService::recordScore).
    double recordShare = 1;
    QString recordBasis;
    bool compliant() const { return evaluatedPrice.has_value() && nonCompliance.isEmpty(); }
};

// The offer's points by criterion (综合评分法), or only its rank (最低评标价法).
struct OfferScore
{
    int offer = -1; // index into TenderEvaluation::offers
    double price = 0, delivery = 0, sla = 0, invoice = 0, record = 0;
    double total = 0;
    int rank = 0; // 1 = first; equal ranks are tied; 0 = not ranked (non-compliant)
    bool abnormallyLow =
        false; // far below the others: a written justification is asked for (87号令 第六十条)
};

struct TenderEvaluation
{
    EvaluationMethod method = EvaluationMethod::LowestPrice;
    QList<OfferAssessment> offers;
    QList<OfferScore> scores;  // the compliant offers, best first
    std::optional<Money> base; // 评标基准价: the lowest evaluated price among compliant offers
    // Abnormally low was judged on the price per GPU-hour ex VAT (like terms), not on the job's cost.
    bool abnormalOnUnitPrice = false;
    int winner = -1;   // index into offers; -1 when no offer complies
    bool tied = false; // the first two are equal in every respect
    // How far the price weight would have to move (in points, either way) for another offer to come first,
    // the weights of the other criteria scaled to keep the sum at 100; none when no weight from 0 to 100
    // changes the winner. For the lowest price: the runner-up's price above the winner's, in percent.
    std::optional<double> priceWeightToChange;
    std::optional<double> runnerUpGapPercent;
    QString sensitivityText; // translated, one sentence
};

// One of a vendor's offers among its rounds: the job's cost under it and what changed from the round before.
struct TenderRound
{
    TenderOffer offer;
    std::optional<Money> evaluatedPrice;
    QList<OfferChange> changes; // empty for the first
};

// One change of a purchase, on record: who, when, what.
struct TenderEvent
{
    QString at; // ISO 8601, UTC
    QString by;
    QString
        event; // "created", "open", "offer", "final", "clarification", "evaluating", "awarded", "approved"
    QString detail; // what changed, in words the history shows
};

// Everything the evaluation report (比价审批单 / 评标报告) says, in each language it is written in.
struct TenderDossier
{
    Tender tender;
    QHash<QString, QString> jobIn;                 // "zh_CN", "en" → the job in words
    QList<TenderOffer> offers;                     // every offer and clarification, in order
    QHash<QString, QList<TenderRound>> roundsIn;   // language → every vendor's rounds, vendor by vendor
    QHash<QString, TenderEvaluation> evaluationIn; // language → the evaluation (its reasons in it)
    QList<TenderEvent> events;
    TaxStatus taxStatus = TaxStatus::General;
    QString awardedVendor; // empty when not awarded
    // Who approved is the team database's login (PostgreSQL), or the operating-system user the program ran
    // as on a local file, which nothing verifies.
    bool approverByLogin = false;
    // …and the server itself stamped the approver and refused the preparer and non-approvers (a team set
    // up with `gpuplan db roles`).
    bool approvalByServer = false;
};

// Weighs the assessed offers by the tender's method. 综合评分法 (87号令 第五十五条): the price score is
// 评标基准价 ÷ evaluated price × the price weight, the base being the lowest evaluated price of the compliant
// offers; delivery earns its weight when the offer delivers by the day required (or states a date when none
// is required); the SLA earns half its weight for each of response and replacement, scaled as the price is
// (the best offered ÷ this offer's); the invoice earns its weight for a special VAT invoice when the buyer
// deducts VAT (a general taxpayer), for any invoice otherwise; the record (履约评价) earns its weight × the
// assessment's recordShare. Ties: the higher score, then the lower
// evaluated price; equal in both, tied (87号令 第五十五条). 最低评标价法 (第五十四条): the compliant offers
// by evaluated price. An offer below 80 % of the mean of the other compliant offers, on like terms (the price
// per GPU-hour ex VAT when every compliant offer has one, else the evaluated price), is flagged abnormally
// low (the company's threshold; 87号令 第六十条 asks for a written justification, and sets none).
TenderEvaluation scoreOffers(const Tender& tender, QList<OfferAssessment> offers, TaxStatus buyer);
// Why an offer is flagged abnormally low, on which basis, and what to do (the language in force): "abnormally
// low: below 80 % of the other compliant offers' mean price per GPU-hour ex VAT; ask for a written
// justification (财政部令第87号 第六十条)".
QString abnormallyLowText(const TenderEvaluation& e);

// How each criterion is scored, a line each (the language in force), as the request for quotation tells
// vendors and scoreOffers scores them.
QStringList scoringRules(const Tender& t);

// The weights checked: each from 0 to 100, summing to 100. The price weight's range is the method's
// (TenderRules: checkTenderSetup, methodRules).
Status checkWeights(const TenderWeights& weights);

} // namespace gpuplan
