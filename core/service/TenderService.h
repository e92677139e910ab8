#pragma once

#include "PlanService.h"
#include "QuoteService.h"
#include "serving/ServingPlan.h"
#include "storage/TenderStore.h"
#include "tender/TenderScoring.h"

#include <optional>

namespace gpuplan {

// A purchase as one answer for the desktop and the command line: its offers read back as quotes, the rounds
// and what changed, the evaluation (each offer's evaluated price is the job's cost to the buyer under it,
// from rankQuotes: the one place that prices a job under a quote; for a service, rankQuotesForServing over
// the purchase's term), the award and its approval.
class TenderService
{
public:
    TenderService(Database* db, std::shared_ptr<const PlannerData> data,
                  std::shared_ptr<const PlanService> plans);

    // The job a purchase buys for: a service (a serving plan file) or a training or fine-tuning job.
    struct Job
    {
        std::optional<ServingRequest> service;
        std::optional<Scenario> scenario;
    };
    // The purchase's plan read back (an error names the plan's field under "the job").
    Result<Job> job(const Tender& tender) const;
    // The job in words of the language in force (the request for quotation's and the report's "Job").
    QString jobText(const Job& job) const;

    // Checked before it is stored: a name, the job (a plan request that reads), and the method's law
    // (checkTenderSetup: evaluation method, weights for the subject, invited vendors, the deadline).
    Result<qint64> create(const Tender& tender) const;
    Result<Tender> get(qint64 id) const;
    Result<QList<Tender>> list() const;
    // Open, close, reopen or cancel (with an optional reason), by core's step table.
    Status step(qint64 id, TenderAction action, const QString& reason = QString()) const;
    Status invite(qint64 id, const QStringList& vendors) const; // vendors added while draft or open
    // Ends the purchase as failed (废标 / 终止). Without a reason, only when fewer offers respond than the
    // method needs, and the method's rule is the reason recorded; with one, for the cause the buyer names.
    // Returns the reason recorded.
    Result<QString> declareFailed(qint64 id, const QString& reason) const;

    // Every offer, its quote read back (a clarification has none).
    Result<QList<TenderOffer>> offers(qint64 id) const;
    // Offers from a vendor's answer (quote file: .xlsx, .xls or CSV): one offer per row, the row's provider
    // as the vendor (matched to the invited names); all or nothing — a row with a problem, two rows of one
    // vendor, or an offer the method refuses (a late one included) writes none.
    // `ignored`, when given, receives the rows passed over as not offers (the template's key row, notes).
    Result<QList<qint64>> addOffers(qint64 id, const QByteArray& file, OfferKind kind,
                                    QList<ImportIssue>* ignored = nullptr) const;
    // The Purchases import's preview of a vendor's answer (read with QuoteService::parseCsv, corrected with
    // its fixRow): every row, the valid ones that this purchase would take as offers (`fresh`), and as a
    // problem of its line each row the purchase refuses — a vendor not invited (with the nearest invited
    // name), a second row of one vendor, an offer the method or the deadline refuses. Nothing is written.
    Result<ImportReport> previewOffers(qint64 id, const ParsedQuotes& parsed, OfferKind kind) const;
    // The rows the user accepted in the preview, as offers: all of them or none (the same rules again).
    Result<QList<qint64>> addOffers(qint64 id, const QList<Quote>& quotes, OfferKind kind) const;
    Result<qint64> addClarification(qint64 id, const QString& vendor, const QString& text) const;

    // A vendor's rounds and what changed from each to the next, with the job's cost under each.
    using Round = TenderRound;
    Result<QList<Round>> rounds(qint64 id, const QString& vendor) const;

    // The latest offer of every vendor weighed by the tender's method for its job, on the Workspace's today.
    Result<TenderEvaluation> evaluate(qint64 id) const;
    // The award of a vendor's latest offer, by core's checkAward: it complies and is valid today, enough
    // offers respond for the method, the method's award order (a reason when not first, a company's only).
    Status award(qint64 id, const QString& vendor, const QString& reason) const;
    // The approval, by someone other than who prepared the award, in one transaction with what follows
    // from it: the awarded offer put on the desk as a quote (its notes name the purchase) with its contract
    // and acceptance checklists (for a service, its level as well: serviceLevelItems). Returns that quote's
    // id.
    Result<qint64> approve(qint64 id) const;
    // What the approver is asked to approve (awardSummary on today's evaluation).
    Result<QString> awardSummary(qint64 id) const;
    // The purchase whose approved award put this quote on the desk (none: no purchase did).
    Result<std::optional<Tender>> awardedAs(qint64 quoteId) const;
    Result<QList<TenderEvent>> events(qint64 id) const;
    // What the evaluation report says, in Chinese and English: the job, every round of every vendor, the
    // evaluation, the award and the history.
    Result<TenderDossier> dossier(qint64 id) const;

private:
    // Each offer's cost to the buyer for the job (or why the job cannot run on it).
    Result<QList<OfferAssessment>> price(const Tender& tender, const QList<TenderOffer>& offers) const;
    // A service's level (model, load, TTFT/TPOT at the percentile, throughput, with the plan's figures) put
    // on the awarded quote's contract and acceptance checklists; nothing for a training job.
    Status putServiceLevel(const Tender& tender, const Quote& quote) const;
    Result<QList<OfferAssessment>> assess(const Tender& tender, const QList<TenderOffer>& offers) const;
    Database* m_db;
    std::shared_ptr<const PlannerData> m_data;
    std::shared_ptr<const PlanService> m_plans;
};

} // namespace gpuplan
