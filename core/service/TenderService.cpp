#include "TenderService.h"

#include "ContractService.h"
#include "QuoteComparisonBuilder.h"
#include "checklist/ContractFit.h"
#include "serving/ServingBenchmark.h"
#include "serving/ServingQuotes.h"
#include "storage/ChecklistItems.h"
#include "storage/ChecklistStore.h"
#include "storage/QuoteStore.h"
#include "storage/TeamRoles.h"
#include "tender/AwardStatement.h"
#include "tender/TenderEvents.h"
#include "util/Language.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TenderService)
};
Status noDatabase()
{
    return Status::failure(Tr::tr("database"), Tr::tr("no database is open"));
}
} // namespace

TenderService::TenderService(Database* db, std::shared_ptr<const PlannerData> data,
                             std::shared_ptr<const PlanService> plans)
    : m_db(db), m_data(std::move(data)), m_plans(std::move(plans))
{}

Result<qint64> TenderService::create(const Tender& tender) const
{
    if (!m_db)
        return noDatabase().error();
    if (auto job = this->job(tender); !job)
        return job.error();
    if (Status law = checkTenderSetup(tender, m_data->today()); !law)
        return law.error();
    for (const QString& gpu : tender.requirements.gpuIds)
        if (!m_data->catalog().find(gpu))
            return Error{Tr::tr("unknown GPU '%1'").arg(gpu), Tr::tr("GPU kinds allowed"),
                         QStringLiteral("gpus")};
    return TenderStore(*m_db).create(tender);
}

Result<Tender> TenderService::get(qint64 id) const
{
    if (!m_db)
        return noDatabase().error();
    return TenderStore(*m_db).get(id);
}

Result<QList<Tender>> TenderService::list() const
{
    if (!m_db)
        return noDatabase().error();
    return TenderStore(*m_db).list();
}

Status TenderService::invite(qint64 id, const QStringList& vendors) const
{
    if (!m_db)
        return noDatabase();
    return TenderStore(*m_db).invite(id, vendors);
}

Status TenderService::step(qint64 id, TenderAction action, const QString& reason) const
{
    if (!m_db)
        return noDatabase();
    if (action == TenderAction::DeclareFailed) {
        auto failed = declareFailed(id, reason);
        return failed ? Status() : Status(failed.error());
    }
    return TenderStore(*m_db).step(id, action, reason);
}

Result<QString> TenderService::declareFailed(qint64 id, const QString& reason) const
{
    if (!m_db)
        return noDatabase().error();
    auto t = get(id);
    if (!t)
        return t.error();
    if (Status allowed = checkAction(t.value(), TenderAction::DeclareFailed); !allowed)
        return allowed.error();
    QString recorded = reason.trimmed();
    if (recorded.isEmpty()) {
        auto e = evaluate(id);
        if (!e)
            return e.error();
        const ResponsiveRule least = responsiveRule(t.value());
        const int responsive = responsiveOffers(e.value());
        if (responsive >= least.minimum)
            return Error{Tr::tr("%n offer(s) substantially respond, as many as a %1 needs; name the cause of "
                                "the failure",
                                nullptr, responsive)
                             .arg(procurementMethodLabel(t->method)),
                         Tr::tr("reason"), QStringLiteral("reason")};
        recorded = tenderRecord::tooFewResponsive(responsive, least.minimum, least.cite);
    }
    if (Status s = TenderStore(*m_db).step(id, TenderAction::DeclareFailed, recorded); !s)
        return s.error();
    return tenderRecordText(recorded);
}

Result<QList<TenderOffer>> TenderService::offers(qint64 id) const
{
    if (!m_db)
        return noDatabase().error();
    auto stored = TenderStore(*m_db).offers(id);
    if (!stored)
        return stored.error();
    QuoteService quotes(m_db, m_data);
    QList<TenderOffer> out;
    for (const StoredOffer& s : stored.value()) {
        TenderOffer o = s.offer;
        if (o.kind != OfferKind::Clarification) {
            auto read = quotes.readFields(s.quoteFields);
            if (read && !read->quotes.isEmpty())
                o.quote = read->quotes.first();
            else
                o.quote.provider = o.vendor; // a GPU since removed from the catalog: shown, never priced
        }
        out.append(o);
    }
    return out;
}

Result<qint64> TenderService::addClarification(qint64 id, const QString& vendor, const QString& text) const
{
    if (!m_db)
        return noDatabase().error();
    TenderOffer offer;
    offer.tenderId = id;
    offer.vendor = vendor;
    offer.kind = OfferKind::Clarification;
    offer.note = text.trimmed();
    return TenderStore(*m_db).addOffer(offer, {}, m_data->today());
}

namespace {
// Each offer's cost to the buyer for a service run for the purchase's term (a serving plan as the job): the
// replicas its servers hold for the peak with headroom, priced under its own terms (rankQuotesForServing).
QList<Quote> quotesOf(const QList<TenderOffer>& offers)
{
    QList<Quote> quotes;
    for (const TenderOffer& o : offers)
        quotes.append(o.quote);
    return quotes;
}

// A ranking sorts: an offer's evaluation is found by its quote (a vendor offers once per round).
template <class Evaluation> const Evaluation* evaluationOf(const QList<Evaluation>& ranked, const Quote& q)
{
    const Evaluation* e = nullptr;
    for (const Evaluation& x : ranked)
        if (x.quote.provider == q.provider && x.quote.dedupKey() == q.dedupKey())
            e = &x;
    return e;
}

Result<QList<OfferAssessment>> priceForService(const ServingRequest& service, const Tender& tender,
                                               const QList<TenderOffer>& offers, const PlannerData& data)
{
    const int months = tender.requirements.serviceTermMonths();
    auto ranked = rankQuotesForServing(service, quotesOf(offers), data, months);
    if (!ranked)
        return ranked.error();
    QList<OfferAssessment> out;
    for (const TenderOffer& offer : offers) {
        OfferAssessment a;
        a.offer = offer;
        a.gpuName = data.catalog().displayName(offer.quote.gpuId);
        const ServingQuoteEvaluation* e = evaluationOf(ranked.value(), offer.quote);
        if (e && e->verdict == ServingQuoteVerdict::Serves && e->term && e->termBuyer) {
            a.evaluatedPrice = e->termBuyer->amount;
            a.vatDeductible = !e->termBuyer->vatIncluded && e->termBuyer->rateStated;
            a.exVat = e->term->totalExVat;
            a.incVat = e->term->totalIncVat;
            a.billing =
                Tr::tr("%n replica(s) of %1 GPUs on %2 server(s) for the peak with headroom, %3 months: "
                       "%4",
                       nullptr, e->replicasNeeded)
                    .arg(e->gpusPerReplica)
                    .arg(e->serversUsed)
                    .arg(months)
                    .arg(e->term->explanation);
        } else if (e && e->verdict == ServingQuoteVerdict::Expired) {
            // said below with the other requirements
        } else {
            a.nonCompliance << (e ? (e->priceError.isEmpty() ? servingQuoteVerdictText(*e) : e->priceError)
                                  : Tr::tr("the service cannot run on the servers offered"));
        }
        out.append(a);
    }
    return out;
}
} // namespace

Result<TenderService::Job> TenderService::job(const Tender& tender) const
{
    auto request = PlanRequest::fromJson(tender.request);
    if (!request)
        return Error{request.error().message, Tr::tr("the job: %1").arg(request.error().where),
                     QStringLiteral("plan")};
    Job job;
    if (!request->serving.isEmpty()) {
        auto service = servingOfPlan(request.value());
        if (!service)
            return Error{service.error().message, Tr::tr("the job: %1").arg(service.error().where),
                         QStringLiteral("plan")};
        if (Status s = service->validate(); !s)
            return Error{s.error().message, Tr::tr("the job: %1").arg(s.error().where),
                         QStringLiteral("plan")};
        job.service = service.value();
        return job;
    }
    auto scenario = request->scenario(m_data->catalog(), m_data->hoursPerMonth(), m_data->region());
    if (!scenario)
        return scenario.error();
    job.scenario = scenario.value();
    return job;
}

QString TenderService::jobText(const Job& job) const
{
    return job.service ? servingJobText(*job.service, *m_data)
                       : QuoteComparisonBuilder::jobText(job.scenario->workload);
}

Result<QList<OfferAssessment>> TenderService::price(const Tender& tender,
                                                    const QList<TenderOffer>& offers) const
{
    auto job = this->job(tender);
    if (!job)
        return job.error();
    if (job->service)
        return priceForService(*job->service, tender, offers, *m_data);
    QuoteJob quoteJob = m_plans->jobFor(*job->scenario);
    quoteJob.budget.reset(); // the tender weighs every offer; the budget is the approval's question
    auto ranked = QuoteService(m_db, m_data).rank(quoteJob, quotesOf(offers));
    if (!ranked)
        return ranked.error();
    QList<OfferAssessment> out;
    for (const TenderOffer& offer : offers) {
        OfferAssessment a;
        a.offer = offer;
        a.gpuName = m_data->catalog().displayName(offer.quote.gpuId);
        const QuoteEvaluation* e = evaluationOf(ranked.value(), offer.quote);
        if (e && e->buyer && e->verdict != QuoteVerdict::CannotRun) {
            a.evaluatedPrice = e->buyer->amount;
            a.vatDeductible = !e->buyer->vatIncluded && e->buyer->rateStated;
            if (e->cost) {
                a.exVat = e->cost->totalExVat;
                a.incVat = e->cost->totalIncVat;
                a.billing = e->cost->explanation;
            }
        } else {
            a.nonCompliance << (e && !e->reason.isEmpty()
                                    ? e->reason
                                    : Tr::tr("the job cannot run on the servers offered"));
        }
        out.append(a);
    }
    return out;
}

Result<QList<OfferAssessment>> TenderService::assess(const Tender& tender,
                                                     const QList<TenderOffer>& offers) const
{
    auto priced = price(tender, offers);
    if (!priced)
        return priced.error();
    const TenderRequirements& r = tender.requirements;
    const QDate today = m_data->today();
    QList<OfferAssessment> out;
    for (OfferAssessment a : priced.value()) {
        const Quote& q = a.offer.quote;
        if (!q.isValidOn(today))
            a.nonCompliance << Tr::tr("the offer expired on %1; it cannot be awarded")
                                   .arg(q.validUntil.toString(Qt::ISODate));
        // Valid long enough after the deadline, as the request for quotation asked.
        if (r.validityDays > 0 && tender.offersDue.isValid()) {
            const QDate until = tender.offersDue.addDays(r.validityDays);
            if (!q.validUntil.isValid() || q.validUntil < until)
                a.nonCompliance << Tr::tr(
                                       "valid until %1; offers must stay valid until %2 (%3 days after the "
                                       "deadline)")
                                       .arg(q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate)
                                                                   : Tr::tr("not stated"),
                                            until.toString(Qt::ISODate))
                                       .arg(r.validityDays);
        }
        if (!r.gpuIds.isEmpty() && !r.gpuIds.contains(q.gpuId))
            a.nonCompliance << Tr::tr("%1 is not among the GPU kinds allowed (%2)")
                                   .arg(q.gpuId, r.gpuIds.join(QStringLiteral(", ")));
        if (r.minGpus > 0 && q.gpus() < r.minGpus)
            a.nonCompliance
                << Tr::tr("%1 GPUs offered; at least %2 are required").arg(q.gpus()).arg(r.minGpus);
        if (r.deliverBy.isValid() && (!q.deliveryDate.isValid() || q.deliveryDate > r.deliverBy))
            a.nonCompliance << (q.deliveryDate.isValid()
                                    ? Tr::tr("delivers on %1, after the %2 required")
                                          .arg(q.deliveryDate.toString(Qt::ISODate),
                                               r.deliverBy.toString(Qt::ISODate))
                                    : Tr::tr("no delivery date is stated; delivery by %1 is required")
                                          .arg(r.deliverBy.toString(Qt::ISODate)));
        // An SLA time above the most allowed, or not stated when one is required.
        const auto sla = [&](double offered, double most, const QString& text) {
            if (most > 0 && (offered <= 0 || offered > most))
                a.nonCompliance << text.arg(offered > 0 ? QStringLiteral("%1 h").arg(offered)
                                                        : Tr::tr("not stated"))
                                       .arg(most);
        };
        sla(q.slaResponseHours, r.maxSlaResponseHours, Tr::tr("response time %1; at most %2 h is required"));
        sla(q.slaReplacementHours, r.maxSlaReplacementHours,
            Tr::tr("hardware replacement time %1; at most %2 h is required"));
        if (!r.invoiceType.isEmpty() && q.invoiceType != r.invoiceType)
            a.nonCompliance << Tr::tr("%1; a %2 is required")
                                   .arg(invoiceTypeLabel(q.invoiceType), invoiceTypeLabel(r.invoiceType));
        if (!r.networkKind.isEmpty() && q.server.networkKind != r.networkKind)
            a.nonCompliance << Tr::tr("network %1; %2 is required")
                                   .arg(q.server.networkKind.isEmpty() ? Tr::tr("not stated")
                                                                       : q.server.networkKind,
                                        r.networkKind);
        out.append(a);
    }
    return out;
}

Result<QList<TenderService::Round>> TenderService::rounds(qint64 id, const QString& vendor) const
{
    auto t = get(id);
    if (!t)
        return t.error();
    auto all = offers(id);
    if (!all)
        return all.error();
    QList<TenderOffer> mine;
    for (const TenderOffer& o : all.value())
        if (o.vendor == vendor && o.kind != OfferKind::Clarification)
            mine.append(o);
    if (mine.isEmpty())
        return Result<QList<Round>>::failure(Tr::tr("vendor %1").arg(vendor),
                                             Tr::tr("this vendor has made no offer"));
    auto assessed = assess(t.value(), mine);
    if (!assessed)
        return assessed.error();
    QList<Round> out;
    for (int i = 0; i < mine.size(); ++i)
        out.append({mine[i], assessed->at(i).evaluatedPrice,
                    i > 0 ? offerChanges(mine[i - 1].quote, mine[i].quote) : QList<OfferChange>()});
    return out;
}

Result<TenderEvaluation> TenderService::evaluate(qint64 id) const
{
    auto t = get(id);
    if (!t)
        return t.error();
    auto all = offers(id);
    if (!all)
        return all.error();
    auto assessed = assess(t.value(), latestOffers(all.value()));
    if (!assessed)
        return assessed.error();
    if (t->evaluation == EvaluationMethod::Scoring && t->weights.record > 0) {
        // 履约评价: each vendor's record from the contracts kept, found under the name the offer gives.
        auto records = ContractService(m_db, m_data).vendorRecords();
        if (!records)
            return records.error();
        QStringList names;
        for (const VendorRecord& v : records.value())
            names << v.vendor;
        for (OfferAssessment& a : assessed.value()) {
            const std::optional<QString> name = matchInvitedVendor(names, a.offer.vendor);
            const RecordScore r = recordScore(name ? &records->at(names.indexOf(*name)) : nullptr);
            a.recordShare = r.share;
            a.recordBasis = r.basis;
        }
    }
    return scoreOffers(t.value(), assessed.value(), m_data->taxStatus());
}

Status TenderService::award(qint64 id, const QString& vendor, const QString& reason) const
{
    auto e = evaluate(id);
    if (!e)
        return e.error();
    auto t = get(id);
    if (!t)
        return t.error();
    if (Status rule = checkAward(t.value(), e.value(), vendor, reason); !rule)
        return rule;
    const auto chosen = std::find_if(e->offers.cbegin(), e->offers.cend(),
                                     [&](const OfferAssessment& a) { return a.offer.vendor == vendor; });
    return TenderStore(*m_db).award(id, chosen->offer.id, vendor, reason.trimmed());
}

Result<qint64> TenderService::approve(qint64 id) const
{
    if (!m_db)
        return noDatabase().error();
    TenderStore store(*m_db);
    qint64 quoteId = 0;
    Status s = m_db->transaction([&]() -> Status {
        if (Status a = store.approve(id); !a)
            return a;
        auto t = store.get(id);
        if (!t)
            return t.error();
        auto all = offers(id);
        if (!all)
            return all.error();
        const auto awarded = std::find_if(all->cbegin(), all->cend(),
                                          [&](const TenderOffer& o) { return o.id == t->awardOfferId; });
        if (awarded == all->cend() || !m_data->catalog().find(awarded->quote.gpuId))
            return Status::failure(Tr::tr("purchase %1").arg(id),
                                   Tr::tr("the awarded offer can no longer be read; nothing was approved"));
        // The awarded offer on the desk: a quote of its own, its notes saying which purchase chose it, and
        // the contract and acceptance checklists its terms fill in.
        Quote q = awarded->quote;
        q.id = 0;
        const QString mark = QStringLiteral("【定标 awarded】%1 %2").arg(t->number, t->name).simplified();
        q.notes = q.notes.isEmpty() ? mark : mark + QStringLiteral(" · ") + q.notes;
        // The same offer may already be on the desk (imported there, or awarded in an earlier purchase that
        // was run again): the award's copy is told apart by the purchase it was awarded in.
        auto keys = QuoteStore(*m_db).existingKeys();
        if (!keys)
            return keys.error();
        if (keys->contains(q.dedupKey()))
            q.quoteNumber =
                QStringList{q.quoteNumber, QStringLiteral("定标 %1 #%2").arg(t->number).arg(id).simplified()}
                    .join(QLatin1Char(' '))
                    .trimmed();
        auto added = QuoteStore(*m_db).add(
            q,
            Tr::tr("awarded in purchase %1 (%2 round %3)").arg(t->name, awarded->vendor).arg(awarded->round));
        if (!added)
            return added.error();
        q.id = added.value();
        // The checklists start from what the purchase required and the award's amount, not the template's
        // general standard.
        ContractBasis basis;
        basis.purchase = QStringLiteral("%1 %2").arg(t->number, t->name).simplified();
        basis.maxSlaResponseHours = t->requirements.maxSlaResponseHours;
        basis.maxSlaReplacementHours = t->requirements.maxSlaReplacementHours;
        basis.paymentTerms = t->requirements.paymentTerms;
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            Language::Scope scope(language);
            auto e = evaluate(id);
            const auto statement = e ? awardStatement(t.value(), e.value()) : std::nullopt;
            if (!statement)
                continue;
            basis.amount = awardAmount(*statement);
            (language == QLatin1String("en") ? basis.billingEn : basis.billingZh) = statement->billing;
        }
        if (auto lists = ChecklistStore(*m_db).create(q, m_data->catalog(), QString(), &basis); !lists)
            return lists.error();
        if (Status service = putServiceLevel(t.value(), q); !service)
            return service;
        quoteId = q.id;
        return store.setAwardQuote(id, quoteId);
    });
    if (!s)
        return s.error();
    return quoteId;
}

Status TenderService::putServiceLevel(const Tender& tender, const Quote& quote) const
{
    if (!tender.isService())
        return Status();
    auto job = this->job(tender);
    if (!job)
        return job.error();
    auto bench = servingBenchmark(*job->service, quote, *m_data);
    if (!bench)
        return bench.error();
    for (bool acceptance : {false, true}) {
        auto n = putChecklistItems(*m_db, quote.id,
                                   acceptance ? QStringLiteral("acceptance") : QStringLiteral("contract"),
                                   serviceChecklistItems(bench.value(), acceptance));
        if (!n)
            return n.error();
    }
    return Status();
}

Result<QString> TenderService::awardSummary(qint64 id) const
{
    auto t = get(id);
    if (!t)
        return t.error();
    auto e = evaluate(id);
    if (!e)
        return e.error();
    return gpuplan::awardSummary(t.value(), e.value());
}

Result<std::optional<Tender>> TenderService::awardedAs(qint64 quoteId) const
{
    if (!m_db)
        return noDatabase().error();
    return TenderStore(*m_db).awardedAs(quoteId);
}

Result<QList<TenderEvent>> TenderService::events(qint64 id) const
{
    if (!m_db)
        return noDatabase().error();
    return TenderStore(*m_db).events(id);
}

Result<TenderDossier> TenderService::dossier(qint64 id) const
{
    TenderDossier d;
    auto t = get(id);
    if (!t)
        return t.error();
    d.tender = t.value();
    d.taxStatus = m_data->taxStatus();
    d.approverByLogin = m_db && m_db->backend() == SqlDialect::Backend::Postgres;
    d.approvalByServer = d.approverByLogin && TeamRoles::guarded(*m_db);
    auto offers = this->offers(id);
    if (!offers)
        return offers.error();
    d.offers = offers.value();
    auto events = this->events(id);
    if (!events)
        return events.error();
    d.events = events.value();
    auto job = this->job(d.tender);
    if (!job)
        return job.error();
    QStringList vendors;
    for (const TenderOffer& o : d.offers)
        if (o.kind != OfferKind::Clarification && !vendors.contains(o.vendor))
            vendors << o.vendor;
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        Language::Scope scope(language);
        d.jobIn.insert(language, jobText(job.value()));
        QList<TenderRound> rounds;
        for (const QString& vendor : vendors) {
            auto mine = this->rounds(id, vendor);
            if (!mine)
                return mine.error();
            rounds += mine.value();
        }
        d.roundsIn.insert(language, rounds);
        auto e = evaluate(id);
        if (!e)
            return e.error();
        d.evaluationIn.insert(language, e.value());
    }
    for (const TenderOffer& o : d.offers)
        if (o.id == d.tender.awardOfferId)
            d.awardedVendor = o.vendor;
    return d;
}

} // namespace gpuplan
