#pragma once

#include "quotes/Quote.h"
#include "util/Result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace gpuplan {

// How the purchase is run; each method has its rule on offers (TenderRules). The Chinese names are the
// Government Procurement Law's (政府采购法 第二十六条) and the company's own.
enum class ProcurementMethod
{
    Inquiry, // 询价: one price per vendor that cannot be changed (政府采购法 第四十条)
    CompetitiveNegotiation,  // 竞争性谈判: rounds of negotiation, then a final offer (第三十八条)
    CompetitiveConsultation, // 竞争性磋商: rounds, then a final offer (财库〔2014〕214号)
    OpenTender, // 公开招标: bids fixed at the deadline; only clarifications (招标投标法 第三十九条)
    InvitedTender, // 邀请招标: as an open tender, among invited vendors
    SingleSource,  // 单一来源: one vendor, negotiated
    Company,       // 企业自行比价: the company's own rules (rounds allowed)
};
QString procurementMethodName(ProcurementMethod m); // "inquiry", "negotiation", …
std::optional<ProcurementMethod> procurementMethodFromName(const QString& name); // also 询价, 竞争性谈判 …
QString procurementMethodLabel(ProcurementMethod m, const QString& language = QString());

enum class TenderStatus
{
    Draft,      // being written
    Open,       // the request for quotation is out: offers come in
    Evaluating, // the deadline has passed: offers are weighed
    Awarded,    // a vendor is chosen (and, once approved, the purchase goes on)
    Cancelled,
};
QString tenderStatusName(TenderStatus s);
std::optional<TenderStatus> tenderStatusFromName(const QString& name);
QString tenderStatusLabel(TenderStatus s, const QString& language = QString());

enum class EvaluationMethod
{
    LowestPrice, // 最低评标价法: the lowest evaluated price among offers meeting every requirement
    Scoring,     // 综合评分法: price score by 87号令 第五十五条, other criteria weighted
};
QString evaluationMethodName(EvaluationMethod m);
std::optional<EvaluationMethod> evaluationMethodFromName(const QString& name);
QString evaluationMethodLabel(EvaluationMethod m, const QString& language = QString());

// What is bought: a service (renting GPU servers, the usual case) or goods (buying them); under scoring the
// law's price weights differ (财政部令第87号 第五十五条, 财库〔2014〕214号 第二十四条).
enum class PurchaseSubject
{
    Services,
    Goods,
};
QString purchaseSubjectName(PurchaseSubject s);                              // "services", "goods"
std::optional<PurchaseSubject> purchaseSubjectFromName(const QString& name); // also 服务, 货物
QString purchaseSubjectLabel(PurchaseSubject s, const QString& language = QString());

// What every offer must meet; unset (empty, 0, invalid) = no requirement.
struct TenderRequirements
{
    PurchaseSubject subject = PurchaseSubject::Services;
    QStringList gpuIds; // GPU kinds allowed (catalog ids)
    int minGpus = 0;    // GPUs in all, at least
    QDate deliverBy;    // the servers handed over by this day
    double maxSlaResponseHours = 0;
    double maxSlaReplacementHours = 0;
    QString invoiceType;  // "special" when the buyer needs a special VAT invoice
    QString networkKind;  // "ib", "roce", "ethernet"
    QString paymentTerms; // text for the request for quotation (e.g. 月结 30 天)
    // How vendors answer (the request for quotation states them): the buyer's contact, the time of day on the
    // deadline and the way offers are submitted, how long offers must stay valid after the deadline, the day
    // the rental starts.
    QString contact;      // name, telephone, e-mail
    QString submitTime;   // "17:00" on the deadline; empty: by the end of that day
    QString submitWay;    // e-mail address, portal, sealed envelope to an address
    int validityDays = 0; // offers valid at least this many days after the deadline (0: not required)
    QDate startDate;      // the rental starts (invalid: on delivery)
    // The term the vendor prices, in months (0: as long as the job runs; a service is then priced for
    // kServiceTermMonths). The request for quotation states it beside the GPUs.
    int termMonths = 0;
    static constexpr int kServiceTermMonths = 12;
    int serviceTermMonths() const { return termMonths > 0 ? termMonths : kServiceTermMonths; }
    QJsonObject toJson() const;
    static TenderRequirements fromJson(const QJsonObject& o);
};

// 综合评分法's weights, summing to 100: the price and the criteria scored by rule.
struct TenderWeights
{
    double price = 60;    // at least 10 for services, 30 for goods (87号令 第五十五条)
    double delivery = 15; // delivered by the day required
    double sla = 15;      // response and replacement times against the requirement
    double invoice = 10;  // a special VAT invoice where the buyer can deduct it
    // 履约评价: the vendor's record after earlier signatures with this buyer (bills disputed, SLA credits,
    // failed deliveries, late servers; ContractService::recordScore). 0 unless the purchase asks for it.
    double record = 0;
    double sum() const { return price + delivery + sla + invoice + record; }
    QJsonObject toJson() const;
    static TenderWeights fromJson(const QJsonObject& o);
};

// A purchase (采购项目): the job it buys for, what offers must meet, who is asked and how they are weighed.
struct Tender
{
    qint64 id = 0;
    QString number; // the company's project number (采购编号)
    QString name;
    ProcurementMethod method = ProcurementMethod::Inquiry;
    TenderStatus status = TenderStatus::Draft;
    QJsonObject request; // the job: a plan request (PlanRequest::toJson), as a plan file holds it
    // The job is a service (a serving plan: its question under "serving"), priced for the term.
    bool isService() const { return request.contains(QStringLiteral("serving")); }
    TenderRequirements requirements;
    QDate offersDue;     // deadline for offers
    QStringList vendors; // invited
    EvaluationMethod evaluation = EvaluationMethod::LowestPrice;
    TenderWeights weights;
    QString createdBy;
    QString createdAt;
    // The award: the offer chosen, why, who prepared it and who approved it.
    qint64 awardOfferId = 0;
    QString awardReason;
    QString awardedBy;
    QString awardedAt;
    QString approvedBy;
    QString approvedAt;
    qint64 awardQuoteId = 0; // the quote the approved award put on the desk, with its checklists (0: none)
    // How a cancelled purchase ended: failed (废标 / 终止: too few responsive offers, or another cause the
    // law names) or cancelled, and why.
    bool failed = false;
    QString endReason;
};

enum class OfferKind
{
    Offer,         // a round's offer
    FinalOffer,    // 最后报价 (谈判, 磋商)
    Clarification, // 澄清: beside a fixed bid, changes nothing of its price or terms
};
QString offerKindName(OfferKind k);
std::optional<OfferKind> offerKindFromName(const QString& name);
QString offerKindLabel(OfferKind k, const QString& language = QString());

// One vendor's offer in one round: its terms as a quote (price, unit, VAT, SLA, delivery, validity), kept as
// a version, never overwritten.
struct TenderOffer
{
    qint64 id = 0;
    qint64 tenderId = 0;
    QString vendor;
    int round = 1;
    OfferKind kind = OfferKind::Offer;
    Quote quote;
    QString note; // a clarification's text, or the vendor's remarks
    QString submittedBy;
    QString submittedAt;
};

// One term that changed between two of a vendor's offers.
struct OfferChange
{
    QString field;  // the quote column's key ("price", "delivery_date")
    QString label;  // its name in the language in force
    QString before; // as the quote file writes it
    QString after;
};
// What changed from one offer to the next: price, unit, VAT, fees, terms, SLA, delivery, validity, servers.
QList<OfferChange> offerChanges(const Quote& before, const Quote& after);

// The rule of the method on a new offer, with the article it cites: a second price under 询价 is refused, a
// bid under 招标 is fixed once in (a clarification is recorded beside it), a final offer closes a vendor's
// rounds under 谈判 and 磋商, only invited vendors answer (a name written differently from the invited one,
// 北京算力港科技有限公司 for 北京算力港, is taken as the invited name; see matchInvitedVendor), offers only
// while open and a vendor's first offer only by the deadline (`today`: the program's clock), clarifications
// while open or evaluating. `existing` are the tender's offers so far. On success the offer's round and
// vendor are the ones it takes (set in `offer`).
Status checkNewOffer(const Tender& tender, const QList<TenderOffer>& existing, TenderOffer& offer,
                     QDate today);

// The rule on the approval of an award: someone other than the person who prepared it.
Status checkApproval(const Tender& tender, const QString& approver);

// The latest offer of each vendor (clarifications left aside): what is evaluated.
QList<TenderOffer> latestOffers(const QList<TenderOffer>& offers);

} // namespace gpuplan
