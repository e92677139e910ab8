#pragma once

#include "TenderScoring.h"

namespace gpuplan {

// The one table of a purchase's steps and of each method's law. The store, the service, the desktop's buttons
// and the command line all ask it; nothing else decides whether a step may be taken.

// Where a purchase stands, as the buyer names it. Stored as a status plus what ended it: "approved" is an
// awarded purchase whose award was approved, "failed" one ended for too few responsive offers (废标/终止).
enum class TenderPhase
{
    Draft,
    Open,
    Evaluating,
    Awarded,
    Approved,
    Failed,
    Cancelled,
};
QString tenderPhaseName(TenderPhase p); // "draft", "open", "evaluating", "awarded", "approved", "failed", …
QString tenderPhaseLabel(TenderPhase p, const QString& language = QString());
TenderPhase tenderPhase(const Tender& t);

enum class TenderAction
{
    Open,          // draft → open for offers
    Invite,        // add vendors to the invited list (draft or open: a vendor's full name, one forgotten)
    Offer,         // record a vendor's offer (open only, before the deadline)
    Clarify,       // record a clarification beside an offer (open or evaluating: evaluators ask for them)
    Close,         // open → evaluating
    Reopen,        // evaluating → open: a further round (methods with rounds only)
    Award,         // evaluating → awarded
    Approve,       // awarded → approved, by someone other than who prepared it
    Cancel,        // draft, open, evaluating or awarded (not yet approved) → cancelled
    DeclareFailed, // open or evaluating → failed (too few responsive offers, recorded with the reason)
};
QString tenderActionName(TenderAction a); // "open", "offer", "clarify", "close", "reopen", "award", …
std::optional<TenderAction> tenderActionFromName(const QString& name);
QString tenderActionLabel(TenderAction a, const QString& language = QString());
constexpr TenderAction kTenderActions[] = {
    TenderAction::Open,   TenderAction::Invite,       TenderAction::Offer, TenderAction::Clarify,
    TenderAction::Close,  TenderAction::Reopen,       TenderAction::Award, TenderAction::Approve,
    TenderAction::Cancel, TenderAction::DeclareFailed};

// Whether the step may be taken now, by the purchase's phase and method. The refusal names the phase, what
// can be done instead and, where the law decides it, the article.
Status checkAction(const Tender& t, TenderAction a);
// The steps that may be taken now (what the desktop enables).
QList<TenderAction> actionsFor(const Tender& t);
// The phase a step leads to (none: the step does not change the phase, or is not allowed from here).
std::optional<TenderPhase> phaseAfter(TenderPhase from, TenderAction a);

// One method's law. Citations are in Chinese, as the law is.
struct MethodRules
{
    ProcurementMethod method;
    bool lowestPrice;           // 最低评标价法 (or the lowest final offer) allowed
    bool scoring;               // 综合评分法 allowed
    const char* evaluationCite; // why only those
    // The price weight under scoring, in points of 100 (from, to), for services and for goods.
    double servicesFrom, servicesTo, goodsFrom, goodsTo;
    const char* weightCite;
    int minVendors; // invited vendors, at least (0: no list needed — an open tender announces)
    int maxVendors; // at most (0: no bound but the general one)
    const char* vendorCite;
    int minResponsive;          // offers that substantially respond, at least, for an award
    const char* responsiveCite; // and what happens below it
    bool awardInOrder; // only the first-ranked may be awarded; else any compliant offer with a reason
    const char* awardCite;
    bool rounds;     // further rounds (reopening) allowed
    bool government; // a government procurement method (its words: 评审/成交, 评标/中标)
};
const MethodRules& methodRules(ProcurementMethod m);

// The most vendors one purchase invites, and the longest name (any method).
constexpr int kMaxInvitedVendors = 50;
constexpr int kMaxVendorNameLength = 100;

// A purchase as set up, checked against its method's law: the evaluation method, the weights' range for the
// subject, the invited vendors (count, unique, bounded), the deadline not in the past (`today`).
Status checkTenderSetup(const Tender& t, QDate today);
// The invited list alone: names of 1 to kMaxVendorNameLength characters, none twice (as normalised), at most
// kMaxInvitedVendors, and the method's count.
Status checkVendorList(const Tender& t);
// How vendors answer: the submission time as 17:00, the validity from 0 to 365 days, texts of at most 200
// characters.
Status checkAnswerTerms(const TenderRequirements& r);

// An award of `vendor`'s latest offer, checked against the evaluation: it complies, enough offers respond
// (below the method's minimum the purchase fails: declare it failed), the method's award order, a reason
// when it is not first (a company purchase only).
Status checkAward(const Tender& t, const TenderEvaluation& e, const QString& vendor, const QString& reason);
// What an approver approves, in one paragraph (the language in force): the vendor, its round, this job's cost
// to the buyer under the offer (incl. and ex VAT), its rank among the responsive offers, the reason when not
// first, who prepared it and when. Empty when nothing is awarded.
QString awardSummary(const Tender& t, const TenderEvaluation& e);
// A day as the documents write it: 2026年12月5日 in Chinese, 5 December 2026 otherwise (no weekday).
QString tenderDayText(QDate day);
// The words of a method (glossary C2): a tender's evaluated bid price (评标价) and its base (评标基准价), the
// evaluated price (评审价) and base (评审基准价) of the other methods; each the job's cost to the buyer.
QString evaluatedPriceLabel(ProcurementMethod m); // "Evaluated bid price (cost to you)" …
QString basePriceText(ProcurementMethod m);       // "Base price (the lowest evaluated bid price …): %1"
bool isTenderMethod(ProcurementMethod m);         // 公开招标, 邀请招标

// The fewest responsive offers an award needs, and the rule that says so: the method's, except a 竞争性磋商
// for services, which goes on with two (财库〔2015〕124号: a government purchase of services whose compliant
// vendors are only two may continue; with one it ends).
struct ResponsiveRule
{
    int minimum = 1;
    QString cite;
};
ResponsiveRule responsiveRule(const Tender& t);

// How many offers of the evaluation substantially respond.
int responsiveOffers(const TenderEvaluation& e);

// A vendor's name as it is written in a file, matched to the invited list: equal after normalisation
// (spaces, full-width forms, case, and the company-form suffixes 有限公司, 股份有限公司, 有限责任公司, 科技,
// Co., Ltd., Inc.), or the one invited name the given one starts with or is the start of. None: no match,
// or more than one.
// Vendors' names as a list is typed: separated by commas (，、 as Chinese users type them too) or semicolons,
// each trimmed, the empty ones dropped.
QStringList vendorList(const QString& text);

std::optional<QString> matchInvitedVendor(const QStringList& invited, const QString& given);
QString normalisedVendorName(const QString& name);

} // namespace gpuplan
