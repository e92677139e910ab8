#include "Tender.h"
#include "TenderEvents.h"
#include "TenderRules.h"
#include "util/Csv.h"

#include "quotes/QuoteCsv.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QSet>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Tender)
};
QString trIn(const QString& language, const char* source)
{
    return language.isEmpty() ? QCoreApplication::translate("Tender", source)
                              : Language::translate(language, "Tender", source);
}

struct MethodName
{
    ProcurementMethod method;
    const char* name;
    const char* zh;
    const char* label;
};
constexpr MethodName kMethods[] = {
    {ProcurementMethod::Inquiry, "inquiry", "询价",
     QT_TRANSLATE_NOOP("Tender", "request for quotation (询价)")},
    {ProcurementMethod::CompetitiveNegotiation, "negotiation", "竞争性谈判",
     QT_TRANSLATE_NOOP("Tender", "competitive negotiation")},
    {ProcurementMethod::CompetitiveConsultation, "consultation", "竞争性磋商",
     QT_TRANSLATE_NOOP("Tender", "competitive consultation")},
    {ProcurementMethod::OpenTender, "open-tender", "公开招标", QT_TRANSLATE_NOOP("Tender", "open tender")},
    {ProcurementMethod::InvitedTender, "invited-tender", "邀请招标",
     QT_TRANSLATE_NOOP("Tender", "invited tender")},
    {ProcurementMethod::SingleSource, "single-source", "单一来源",
     QT_TRANSLATE_NOOP("Tender", "single source")},
    {ProcurementMethod::Company, "company", "企业自行比价",
     QT_TRANSLATE_NOOP("Tender", "the company's own comparison")},
};

struct StatusName
{
    TenderStatus status;
    const char* name;
    const char* label;
};
constexpr StatusName kStatuses[] = {
    {TenderStatus::Draft, "draft", QT_TRANSLATE_NOOP("Tender", "draft")},
    {TenderStatus::Open, "open", QT_TRANSLATE_NOOP("Tender", "open for offers")},
    {TenderStatus::Evaluating, "evaluating", QT_TRANSLATE_NOOP("Tender", "evaluating")},
    {TenderStatus::Awarded, "awarded", QT_TRANSLATE_NOOP("Tender", "awarded")},
    {TenderStatus::Cancelled, "cancelled", QT_TRANSLATE_NOOP("Tender", "cancelled")},
};

bool isTender(ProcurementMethod m)
{
    return m == ProcurementMethod::OpenTender || m == ProcurementMethod::InvitedTender;
}
bool hasRounds(ProcurementMethod m)
{
    return m == ProcurementMethod::CompetitiveNegotiation ||
           m == ProcurementMethod::CompetitiveConsultation || m == ProcurementMethod::SingleSource ||
           m == ProcurementMethod::Company;
}
} // namespace

QString procurementMethodName(ProcurementMethod m)
{
    for (const MethodName& n : kMethods)
        if (n.method == m)
            return QString::fromLatin1(n.name);
    return QString();
}

std::optional<ProcurementMethod> procurementMethodFromName(const QString& name)
{
    const QString t = name.trimmed().toLower();
    for (const MethodName& n : kMethods)
        if (t == QLatin1String(n.name) || t == QString::fromUtf8(n.zh))
            return n.method;
    return std::nullopt;
}

QString procurementMethodLabel(ProcurementMethod m, const QString& language)
{
    for (const MethodName& n : kMethods)
        if (n.method == m)
            return trIn(language, n.label);
    return QString();
}

QString tenderStatusName(TenderStatus s)
{
    for (const StatusName& n : kStatuses)
        if (n.status == s)
            return QString::fromLatin1(n.name);
    return QString();
}

std::optional<TenderStatus> tenderStatusFromName(const QString& name)
{
    for (const StatusName& n : kStatuses)
        if (name == QLatin1String(n.name))
            return n.status;
    return std::nullopt;
}

QString tenderStatusLabel(TenderStatus s, const QString& language)
{
    for (const StatusName& n : kStatuses)
        if (n.status == s)
            return trIn(language, n.label);
    return QString();
}

QString evaluationMethodName(EvaluationMethod m)
{
    return m == EvaluationMethod::Scoring ? QStringLiteral("scoring") : QStringLiteral("lowest-price");
}

std::optional<EvaluationMethod> evaluationMethodFromName(const QString& name)
{
    const QString t = name.trimmed().toLower();
    if (t == QLatin1String("scoring") || t == QStringLiteral("综合评分法"))
        return EvaluationMethod::Scoring;
    if (t == QLatin1String("lowest-price") || t == QStringLiteral("最低评标价法"))
        return EvaluationMethod::LowestPrice;
    return std::nullopt;
}

QString evaluationMethodLabel(EvaluationMethod m, const QString& language)
{
    return m == EvaluationMethod::Scoring
               ? trIn(language, QT_TRANSLATE_NOOP("Tender", "scoring (price and criteria weighted)"))
               : trIn(language, QT_TRANSLATE_NOOP("Tender", "lowest evaluated price"));
}

QString offerKindName(OfferKind k)
{
    switch (k) {
    case OfferKind::FinalOffer:
        return QStringLiteral("final");
    case OfferKind::Clarification:
        return QStringLiteral("clarification");
    case OfferKind::Offer:
        break;
    }
    return QStringLiteral("offer");
}

std::optional<OfferKind> offerKindFromName(const QString& name)
{
    for (OfferKind k : {OfferKind::Offer, OfferKind::FinalOffer, OfferKind::Clarification})
        if (name == offerKindName(k))
            return k;
    return std::nullopt;
}

QString offerKindLabel(OfferKind k, const QString& language)
{
    switch (k) {
    case OfferKind::FinalOffer:
        return trIn(language, QT_TRANSLATE_NOOP("Tender", "final offer"));
    case OfferKind::Clarification:
        return trIn(language, QT_TRANSLATE_NOOP("Tender", "clarification"));
    case OfferKind::Offer:
        break;
    }
    return trIn(language, QT_TRANSLATE_NOOP("Tender", "offer"));
}

QJsonObject TenderRequirements::toJson() const
{
    return QJsonObject{
        {QStringLiteral("gpus"), QJsonArray::fromStringList(gpuIds)},
        {QStringLiteral("min_gpus"), minGpus},
        {QStringLiteral("deliver_by"), deliverBy.isValid() ? deliverBy.toString(Qt::ISODate) : QString()},
        {QStringLiteral("max_sla_response_hours"), maxSlaResponseHours},
        {QStringLiteral("max_sla_replacement_hours"), maxSlaReplacementHours},
        {QStringLiteral("invoice_type"), invoiceType},
        {QStringLiteral("network_kind"), networkKind},
        {QStringLiteral("payment_terms"), paymentTerms},
        {QStringLiteral("contact"), contact},
        {QStringLiteral("submit_time"), submitTime},
        {QStringLiteral("submit_way"), submitWay},
        {QStringLiteral("validity_days"), validityDays},
        {QStringLiteral("term_months"), termMonths},
        {QStringLiteral("start_date"), startDate.isValid() ? startDate.toString(Qt::ISODate) : QString()},
        {QStringLiteral("subject"), purchaseSubjectName(subject)}};
}

TenderRequirements TenderRequirements::fromJson(const QJsonObject& o)
{
    TenderRequirements r;
    for (const QJsonValue& v : o.value(QStringLiteral("gpus")).toArray())
        r.gpuIds << v.toString();
    r.minGpus = o.value(QStringLiteral("min_gpus")).toInt();
    r.deliverBy = QDate::fromString(o.value(QStringLiteral("deliver_by")).toString(), Qt::ISODate);
    r.maxSlaResponseHours = o.value(QStringLiteral("max_sla_response_hours")).toDouble();
    r.maxSlaReplacementHours = o.value(QStringLiteral("max_sla_replacement_hours")).toDouble();
    r.invoiceType = o.value(QStringLiteral("invoice_type")).toString();
    r.networkKind = o.value(QStringLiteral("network_kind")).toString();
    r.paymentTerms = o.value(QStringLiteral("payment_terms")).toString();
    r.contact = o.value(QStringLiteral("contact")).toString();
    r.submitTime = o.value(QStringLiteral("submit_time")).toString();
    r.submitWay = o.value(QStringLiteral("submit_way")).toString();
    r.validityDays = o.value(QStringLiteral("validity_days")).toInt();
    r.termMonths = o.value(QStringLiteral("term_months")).toInt();
    r.startDate = QDate::fromString(o.value(QStringLiteral("start_date")).toString(), Qt::ISODate);
    r.subject = purchaseSubjectFromName(o.value(QStringLiteral("subject")).toString())
                    .value_or(PurchaseSubject::Services);
    return r;
}

QJsonObject TenderWeights::toJson() const
{
    QJsonObject o{{QStringLiteral("price"), price},
                  {QStringLiteral("delivery"), delivery},
                  {QStringLiteral("sla"), sla},
                  {QStringLiteral("invoice"), invoice}};
    if (record > 0) // written only when asked for: purchases kept before it read the same
        o.insert(QStringLiteral("record"), record);
    return o;
}

TenderWeights TenderWeights::fromJson(const QJsonObject& o)
{
    TenderWeights w;
    w.price = o.value(QStringLiteral("price")).toDouble(w.price);
    w.delivery = o.value(QStringLiteral("delivery")).toDouble(w.delivery);
    w.sla = o.value(QStringLiteral("sla")).toDouble(w.sla);
    w.invoice = o.value(QStringLiteral("invoice")).toDouble(w.invoice);
    w.record = o.value(QStringLiteral("record")).toDouble(w.record);
    return w;
}

QList<OfferChange> offerChanges(const Quote& before, const Quote& after)
{
    // The quote's columns as a quote file writes them: one comparison for every term, in the columns' order.
    const QHash<QString, QString> a = QuoteCsv::fields(before);
    const QHash<QString, QString> b = QuoteCsv::fields(after);
    static const QSet<QString> ignored{QStringLiteral("provider"), QStringLiteral("quote_number"),
                                       QStringLiteral("quote_date"), QStringLiteral("notes"),
                                       QStringLiteral("contact")};
    QList<OfferChange> out;
    for (const QuoteCsv::Column& c : QuoteCsv::columns()) {
        const QString key = QString::fromLatin1(c.key);
        if (ignored.contains(key) || a.value(key) == b.value(key))
            continue;
        out.append({key, quoteColumnLabel(key), a.value(key), b.value(key)});
    }
    return out;
}

Status checkNewOffer(const Tender& tender, const QList<TenderOffer>& existing, TenderOffer& offer,
                     QDate today)
{
    offer.vendor = offer.vendor.trimmed();
    QString where = Tr::tr("vendor %1").arg(offer.vendor);
    // Evaluators ask for clarifications (财政部令第87号 第五十一条): taken while evaluating too.
    const bool clarification = offer.kind == OfferKind::Clarification;
    if (Status phase = checkAction(tender, clarification ? TenderAction::Clarify : TenderAction::Offer);
        !phase)
        return Status::failure(where, phase.error().message);
    if (!tender.vendors.isEmpty() && !tender.vendors.contains(offer.vendor) &&
        tender.method != ProcurementMethod::OpenTender) {
        if (auto invited = matchInvitedVendor(tender.vendors, offer.vendor)) {
            offer.vendor = *invited; // the invited name, as the purchase knows the vendor
            where = Tr::tr("vendor %1").arg(offer.vendor);
        } else {
            QStringList normalised;
            for (const QString& v : tender.vendors)
                normalised << normalisedVendorName(v);
            const int near =
                int(normalised.indexOf(Csv::closestMatch(normalisedVendorName(offer.vendor), normalised)));
            return Status::failure(
                where, near >= 0
                           ? Tr::tr("%1 was not invited; did you mean %2? The invited vendors are %3 "
                                    "(further vendors can be invited while the purchase is open)")
                                 .arg(offer.vendor, tender.vendors[near], tender.vendors.join(Tr::tr(", ")))
                           : Tr::tr("%1 was not invited; the invited vendors are %2")
                                 .arg(offer.vendor, tender.vendors.join(Tr::tr(", "))));
        }
    }
    QList<TenderOffer> mine;
    for (const TenderOffer& o : existing)
        if (o.vendor == offer.vendor)
            mine.append(o);
    int lastRound = 0;
    bool finalGiven = false;
    bool anyOffer = false;
    for (const TenderOffer& o : mine) {
        lastRound = std::max(lastRound, o.round);
        finalGiven = finalGiven || o.kind == OfferKind::FinalOffer;
        anyOffer = anyOffer || o.kind != OfferKind::Clarification;
    }
    if (clarification) {
        if (!anyOffer)
            return Status::failure(
                where, Tr::tr("a clarification stands beside an offer; %1 has made none").arg(offer.vendor));
        if (offer.note.trimmed().isEmpty())
            return Status::failure(where, Tr::tr("a clarification needs its text"));
        offer.round = lastRound; // recorded beside the offer it clarifies; its price and terms are not read
        return Status();
    }
    if (!anyOffer && tender.offersDue.isValid() && today.isValid() && today > tender.offersDue)
        return Status::failure(where,
                               Tr::tr("offers were due by %1 and %2 made none by then (today is %3); "
                                      "a late offer is not taken")
                                   .arg(tenderDayText(tender.offersDue), offer.vendor, tenderDayText(today)));
    if (anyOffer && tender.method == ProcurementMethod::Inquiry)
        return Status::failure(where,
                               Tr::tr("under a request for quotation (询价) each vendor gives one price "
                                      "that cannot be changed (政府采购法 第四十条); %1 has given its "
                                      "price in round %2")
                                   .arg(offer.vendor)
                                   .arg(lastRound));
    if (anyOffer && isTender(tender.method))
        return Status::failure(where, Tr::tr("a bid cannot be changed once submitted, only clarified "
                                             "(招标投标法 第三十九条); record a clarification instead"));
    if (finalGiven)
        return Status::failure(
            where, Tr::tr("%1 has made its final offer; no later offer can be taken").arg(offer.vendor));
    if (offer.kind == OfferKind::FinalOffer && !hasRounds(tender.method))
        return Status::failure(where, Tr::tr("a final offer belongs to negotiation and consultation"));
    offer.round = lastRound + 1;
    return Status();
}

Status checkApproval(const Tender& tender, const QString& approver)
{
    if (!tender.approvedBy.isEmpty())
        return Status::failure(Tr::tr("approval"),
                               Tr::tr("the award was approved by %1 on %2")
                                   .arg(tender.approvedBy, Language::sentenceDate(tender.approvedAt)));
    if (Status step = checkAction(tender, TenderAction::Approve); !step)
        return Status::failure(Tr::tr("approval"), step.error().message);
    if (approver.trimmed().isEmpty() || approver.trimmed() == tender.awardedBy.trimmed())
        return Status::failure(Tr::tr("approval"), Tr::tr("the award was prepared by %1; someone else must "
                                                          "approve it (separation of duties)")
                                                       .arg(tender.awardedBy));
    return Status();
}

QList<TenderOffer> latestOffers(const QList<TenderOffer>& offers)
{
    QList<TenderOffer> out;
    for (const TenderOffer& o : offers) {
        if (o.kind == OfferKind::Clarification)
            continue;
        auto it =
            std::find_if(out.begin(), out.end(), [&](const TenderOffer& x) { return x.vendor == o.vendor; });
        if (it == out.end())
            out.append(o);
        else if (o.round > it->round || (o.round == it->round && o.id > it->id))
            *it = o;
    }
    return out;
}

QString tenderEventLabel(const QString& event, const QString& language)
{
    static const struct
    {
        const char* event;
        const char* label;
    } labels[] = {
        {"created", QT_TRANSLATE_NOOP("Tender", "purchase created")},
        {"draft", QT_TRANSLATE_NOOP("Tender", "back to draft")},
        {"open", QT_TRANSLATE_NOOP("Tender", "opened for offers")},
        {"invited", QT_TRANSLATE_NOOP("Tender", "vendors invited")},
        {"offer", QT_TRANSLATE_NOOP("Tender", "offer recorded")},
        {"final", QT_TRANSLATE_NOOP("Tender", "final offer recorded")},
        {"clarification", QT_TRANSLATE_NOOP("Tender", "clarification recorded")},
        {"evaluating", QT_TRANSLATE_NOOP("Tender", "offers closed for evaluation")},
        {"awarded", QT_TRANSLATE_NOOP("Tender", "award prepared")},
        {"approved", QT_TRANSLATE_NOOP("Tender", "award approved")},
        {"contract", QT_TRANSLATE_NOOP("Tender", "awarded offer put on the quotes page with its checklists")},
        {"cancelled", QT_TRANSLATE_NOOP("Tender", "purchase cancelled")},
        {"failed", QT_TRANSLATE_NOOP("Tender", "purchase declared failed")},
        {"reopened", QT_TRANSLATE_NOOP("Tender", "reopened for a further round")},
    };
    for (const auto& l : labels)
        if (event == QLatin1String(l.event))
            return trIn(language, l.label);
    return event;
}

} // namespace gpuplan
