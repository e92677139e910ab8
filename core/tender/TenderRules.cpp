#include "TenderRules.h"

#include "AwardStatement.h"

#include "util/Language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Tender)
};
QString inLanguage(const QString& language, const char* source)
{
    return language.isEmpty() ? QCoreApplication::translate("Tender", source)
                              : Language::translate(language, "Tender", source);
}

struct PhaseName
{
    TenderPhase phase;
    const char* name;
    const char* label;
};
constexpr PhaseName kPhases[] = {
    {TenderPhase::Draft, "draft", QT_TRANSLATE_NOOP("Tender", "draft")},
    {TenderPhase::Open, "open", QT_TRANSLATE_NOOP("Tender", "open for offers")},
    {TenderPhase::Evaluating, "evaluating", QT_TRANSLATE_NOOP("Tender", "evaluating")},
    {TenderPhase::Awarded, "awarded", QT_TRANSLATE_NOOP("Tender", "awarded, waiting for approval")},
    {TenderPhase::Approved, "approved", QT_TRANSLATE_NOOP("Tender", "approved")},
    {TenderPhase::Failed, "failed", QT_TRANSLATE_NOOP("Tender", "failed")},
    {TenderPhase::Cancelled, "cancelled", QT_TRANSLATE_NOOP("Tender", "cancelled")},
};

struct ActionName
{
    TenderAction action;
    const char* name;
    const char* label;
};
constexpr ActionName kActions[] = {
    {TenderAction::Open, "open", QT_TRANSLATE_NOOP("Tender", "start taking offers")},
    {TenderAction::Invite, "invite", QT_TRANSLATE_NOOP("Tender", "invite further vendors")},
    {TenderAction::Offer, "offer", QT_TRANSLATE_NOOP("Tender", "record an offer")},
    {TenderAction::Clarify, "clarify", QT_TRANSLATE_NOOP("Tender", "record a clarification")},
    {TenderAction::Close, "close", QT_TRANSLATE_NOOP("Tender", "close offers for evaluation")},
    {TenderAction::Reopen, "reopen", QT_TRANSLATE_NOOP("Tender", "reopen for a further round")},
    {TenderAction::Award, "award", QT_TRANSLATE_NOOP("Tender", "award")},
    {TenderAction::Approve, "approve", QT_TRANSLATE_NOOP("Tender", "approve the award")},
    {TenderAction::Cancel, "cancel", QT_TRANSLATE_NOOP("Tender", "cancel")},
    {TenderAction::DeclareFailed, "fail", QT_TRANSLATE_NOOP("Tender", "declare failed")},
};

// The step table: from each phase, the steps allowed and where they lead (the phase itself: no change).
struct Step
{
    TenderPhase from;
    TenderAction action;
    TenderPhase to;
};
constexpr Step kSteps[] = {
    {TenderPhase::Draft, TenderAction::Open, TenderPhase::Open},
    {TenderPhase::Draft, TenderAction::Invite, TenderPhase::Draft},
    {TenderPhase::Draft, TenderAction::Cancel, TenderPhase::Cancelled},
    {TenderPhase::Open, TenderAction::Invite, TenderPhase::Open},
    {TenderPhase::Open, TenderAction::Offer, TenderPhase::Open},
    {TenderPhase::Open, TenderAction::Clarify, TenderPhase::Open},
    {TenderPhase::Open, TenderAction::Close, TenderPhase::Evaluating},
    {TenderPhase::Open, TenderAction::Cancel, TenderPhase::Cancelled},
    {TenderPhase::Open, TenderAction::DeclareFailed, TenderPhase::Failed},
    {TenderPhase::Evaluating, TenderAction::Clarify, TenderPhase::Evaluating},
    {TenderPhase::Evaluating, TenderAction::Reopen, TenderPhase::Open},
    {TenderPhase::Evaluating, TenderAction::Award, TenderPhase::Awarded},
    {TenderPhase::Evaluating, TenderAction::Cancel, TenderPhase::Cancelled},
    {TenderPhase::Evaluating, TenderAction::DeclareFailed, TenderPhase::Failed},
    {TenderPhase::Awarded, TenderAction::Approve, TenderPhase::Approved},
    {TenderPhase::Awarded, TenderAction::Cancel, TenderPhase::Cancelled},
};

// Each method's law. The articles: 《中华人民共和国政府采购法》(2014 修正);
// 《政府采购货物和服务招标投标管理办法》 (财政部令第87号);
// 《政府采购非招标采购方式管理办法》(财政部令第74号); 《政府采购竞争性磋商采购方式管理暂行办法》
// (财库〔2014〕214号). shared data: market-facts.md "Procurement"; docs/PROCUREMENT.md lists each with its
// text.
const MethodRules kRules[] = {
    {ProcurementMethod::Inquiry, true, false,
     "询价按照符合采购需求、质量和服务相等且报价最低的原则确定成交供应商（《政府采购法》第四十条第（四）项）",
     0, 0, 0, 0, "", 3, 0, "询价小组确定不少于三家的供应商（《政府采购法》第四十条第（二）项）", 3,
     "符合要求的供应商不足三家的，应终止询价，重新开展采购活动（财政部令第74号）", true,
     "采购人从成交候选人中按照报价由低到高的顺序确定成交供应商（财政部令第74号）", false, true},
    {ProcurementMethod::CompetitiveNegotiation, true, false,
     "竞争性谈判按照符合采购需求、质量和服务相等且报价最低的原则确定成交供应商（《政府采购法》第三十八条第（"
     "五）项）",
     0, 0, 0, 0, "", 3, 0, "谈判小组确定不少于三家的供应商参加谈判（《政府采购法》第三十八条第（三）项）", 3,
     "符合要求的供应商不足三家的，应终止竞争性谈判，重新开展采购活动（财政部令第74号 第三十七条）", true,
     "谈判小组按最后报价由低到高的顺序提出成交候选人，采购人据此确定成交供应商（财政部令第74号 "
     "第三十五条、第三十六条）",
     true, true},
    {ProcurementMethod::CompetitiveConsultation, false, true,
     "竞争性磋商采用综合评分法对最后报价进行评审（财库〔2014〕214号 第二十三条）", 10, 30, 30, 60,
     "磋商的价格分值占总分值的比重：货物项目 30% 至 60%，服务项目 10% 至 30%（财库〔2014〕214号 第二十四条）",
     3, 0, "邀请不少于三家符合相应资格条件的供应商参与磋商（财库〔2014〕214号 第六条）", 3,
     "符合要求的供应商不足三家的，应终止竞争性磋商，重新开展采购活动（财库〔2014〕214号）", true,
     "采购人从成交候选供应商中按照排序由高到低的原则确定成交供应商（财库〔2014〕214号 第二十八条）", true,
     true},
    {ProcurementMethod::OpenTender, true, true,
     "评标方法分为最低评标价法和综合评分法（财政部令第87号 第五十三条）", 10, 100, 30, 100,
     "综合评分法的价格分值占总分值的比重：货物项目不低于 30%，服务项目不低于 10%（财政部令第87号 "
     "第五十五条）",
     0, 0, "", 3,
     "对招标文件作实质响应的供应商不足三家的，应予废标；废标后应重新招标，或经批准采用其他方式采购（《政府采"
     "购法》"
     "第三十六条第一款第（一）项、第三十七条）",
     true, "采购人在评标报告推荐的中标候选人中按顺序确定中标人（财政部令第87号 第六十八条）", false, true},
    {ProcurementMethod::InvitedTender, true, true,
     "评标方法分为最低评标价法和综合评分法（财政部令第87号 第五十三条）", 10, 100, 30, 100,
     "综合评分法的价格分值占总分值的比重：货物项目不低于 30%，服务项目不低于 10%（财政部令第87号 "
     "第五十五条）",
     3, 0, "邀请招标应向三家以上供应商发出投标邀请书（《政府采购法》第三十四条）", 3,
     "对招标文件作实质响应的供应商不足三家的，应予废标；废标后应重新招标，或经批准采用其他方式采购（《政府采"
     "购法》"
     "第三十六条第一款第（一）项、第三十七条）",
     true, "采购人在评标报告推荐的中标候选人中按顺序确定中标人（财政部令第87号 第六十八条）", false, true},
    {ProcurementMethod::SingleSource, true, false,
     "单一来源只与一家供应商协商，在保证质量和双方商定合理价格的基础上采购，不评分（《政府采购法》第三十九条"
     "）",
     0, 0, 0, 0, "", 1, 1, "单一来源采购只向一家供应商采购（《政府采购法》第三十一条、第三十九条）", 1,
     "单一来源须有该供应商的报价", true, "单一来源只有一家供应商", true, true},
    {ProcurementMethod::Company, true, true, "", 0, 100, 0, 100, "", 0, 0, "", 1, "至少须有一家响应的报价",
     false, "企业自行比价：可不选排名第一的报价，但须书面记录理由", true, false},
};

QString phaseList(const QList<TenderAction>& actions)
{
    QStringList names;
    for (TenderAction a : actions)
        names << tenderActionLabel(a);
    return names.join(Tr::tr(", "));
}

QString cite(const char* text)
{
    return QString::fromUtf8(text);
}
} // namespace

QString tenderPhaseName(TenderPhase p)
{
    for (const PhaseName& n : kPhases)
        if (n.phase == p)
            return QString::fromLatin1(n.name);
    return QString();
}

QString tenderPhaseLabel(TenderPhase p, const QString& language)
{
    for (const PhaseName& n : kPhases)
        if (n.phase == p)
            return inLanguage(language, n.label);
    return QString();
}

TenderPhase tenderPhase(const Tender& t)
{
    switch (t.status) {
    case TenderStatus::Draft:
        return TenderPhase::Draft;
    case TenderStatus::Open:
        return TenderPhase::Open;
    case TenderStatus::Evaluating:
        return TenderPhase::Evaluating;
    case TenderStatus::Awarded:
        return t.approvedBy.isEmpty() ? TenderPhase::Awarded : TenderPhase::Approved;
    case TenderStatus::Cancelled:
        break;
    }
    return t.failed ? TenderPhase::Failed : TenderPhase::Cancelled;
}

QString tenderActionName(TenderAction a)
{
    for (const ActionName& n : kActions)
        if (n.action == a)
            return QString::fromLatin1(n.name);
    return QString();
}

std::optional<TenderAction> tenderActionFromName(const QString& name)
{
    for (const ActionName& n : kActions)
        if (name == QLatin1String(n.name))
            return n.action;
    return std::nullopt;
}

QString tenderActionLabel(TenderAction a, const QString& language)
{
    for (const ActionName& n : kActions)
        if (n.action == a)
            return inLanguage(language, n.label);
    return QString();
}

std::optional<TenderPhase> phaseAfter(TenderPhase from, TenderAction a)
{
    for (const Step& s : kSteps)
        if (s.from == from && s.action == a)
            return s.to;
    return std::nullopt;
}

Status checkAction(const Tender& t, TenderAction a)
{
    const TenderPhase phase = tenderPhase(t);
    const QString where = Tr::tr("purchase %1").arg(t.id);
    if (!phaseAfter(phase, a)) {
        if (phase == TenderPhase::Approved && a == TenderAction::Cancel)
            return Status::failure(where,
                                   Tr::tr("the award was approved and quote %1 is on the desk with its "
                                          "checklists; an approved award is ended under its contract, "
                                          "not by cancelling the purchase")
                                       .arg(t.awardQuoteId));
        QList<TenderAction> allowed;
        for (const Step& s : kSteps)
            if (s.from == phase && (s.action != TenderAction::Reopen || methodRules(t.method).rounds))
                allowed << s.action;
        return Status::failure(
            where, allowed.isEmpty()
                       ? Tr::tr("the purchase is %1; nothing more can be done with it (%2 is not possible)")
                             .arg(tenderPhaseLabel(phase), tenderActionLabel(a))
                       : Tr::tr("the purchase is %1: %2 is not possible; what can be done: %3")
                             .arg(tenderPhaseLabel(phase), tenderActionLabel(a), phaseList(allowed)));
    }
    if (a == TenderAction::Reopen && !methodRules(t.method).rounds)
        return Status::failure(
            where,
            Tr::tr("a %1 has no further rounds: %2")
                .arg(procurementMethodLabel(t.method),
                     t.method == ProcurementMethod::Inquiry
                         ? cite("询价小组要求被询价的供应商一次报出不得更改的价格（《政府采购法》第四十条第（"
                                "三）项）")
                         : cite("投标截止后投标文件不得补充、修改，只可澄清（财政部令第87号 第五十一条）")));
    return Status();
}

QList<TenderAction> actionsFor(const Tender& t)
{
    QList<TenderAction> out;
    for (TenderAction a : kTenderActions)
        if (checkAction(t, a))
            out << a;
    return out;
}

QString purchaseSubjectName(PurchaseSubject s)
{
    return s == PurchaseSubject::Goods ? QStringLiteral("goods") : QStringLiteral("services");
}

std::optional<PurchaseSubject> purchaseSubjectFromName(const QString& name)
{
    const QString t = name.trimmed().toLower();
    if (t == QLatin1String("services") || t == QLatin1String("service") || t == QStringLiteral("服务"))
        return PurchaseSubject::Services;
    if (t == QLatin1String("goods") || t == QStringLiteral("货物"))
        return PurchaseSubject::Goods;
    return std::nullopt;
}

QString purchaseSubjectLabel(PurchaseSubject s, const QString& language)
{
    return s == PurchaseSubject::Goods
               ? inLanguage(language, QT_TRANSLATE_NOOP("Tender", "goods (buying servers)"))
               : inLanguage(language, QT_TRANSLATE_NOOP("Tender", "services (renting)"));
}

const MethodRules& methodRules(ProcurementMethod m)
{
    for (const MethodRules& r : kRules)
        if (r.method == m)
            return r;
    return kRules[std::size(kRules) - 1];
}

Status checkVendorList(const Tender& t)
{
    const MethodRules& r = methodRules(t.method);
    const QString method = procurementMethodLabel(t.method);
    QSet<QString> seen;
    for (const QString& v : t.vendors) {
        const QString name = v.trimmed();
        if (name.isEmpty() || name.size() > kMaxVendorNameLength)
            return Status(Error{Tr::tr("a vendor's name has 1 to %1 characters; '%2' has %3")
                                    .arg(kMaxVendorNameLength)
                                    .arg(name.left(20))
                                    .arg(name.size()),
                                Tr::tr("invited vendors"), QStringLiteral("vendors")});
        if (seen.contains(normalisedVendorName(name)))
            return Status(Error{Tr::tr("%1 is invited twice (names are compared without spaces, case and "
                                       "company-form suffixes)")
                                    .arg(name),
                                Tr::tr("invited vendors"), QStringLiteral("vendors")});
        seen.insert(normalisedVendorName(name));
    }
    const int n = int(t.vendors.size());
    if (n > kMaxInvitedVendors)
        return Status(Error{Tr::tr("%1 vendors are invited; at most %2").arg(n).arg(kMaxInvitedVendors),
                            Tr::tr("invited vendors"), QStringLiteral("vendors")});
    if (r.minVendors > 0 && n < r.minVendors)
        return Status(Error{Tr::tr("a %1 invites at least %2 vendor(s); %3 are named: %4")
                                .arg(method)
                                .arg(r.minVendors)
                                .arg(n)
                                .arg(cite(r.vendorCite)),
                            Tr::tr("invited vendors"), QStringLiteral("vendors")});
    if (r.maxVendors > 0 && n > r.maxVendors)
        return Status(Error{Tr::tr("a %1 names exactly %2 vendor; %3 are named: %4")
                                .arg(method)
                                .arg(r.maxVendors)
                                .arg(n)
                                .arg(cite(r.vendorCite)),
                            Tr::tr("invited vendors"), QStringLiteral("vendors")});
    return Status();
}

Status checkAnswerTerms(const TenderRequirements& r)
{
    static const QRegularExpression time(QStringLiteral("^([01]?[0-9]|2[0-3]):[0-5][0-9]$"));
    if (!r.submitTime.isEmpty() && !time.match(r.submitTime).hasMatch())
        return Status(Error{Tr::tr("'%1' is not a time of day; write it as 17:00").arg(r.submitTime),
                            Tr::tr("submission time"), QStringLiteral("submit-time")});
    if (r.validityDays < 0 || r.validityDays > 365)
        return Status(Error{Tr::tr("offers stay valid from 0 to 365 days after the deadline; %1 was given")
                                .arg(r.validityDays),
                            Tr::tr("validity of offers"), QStringLiteral("validity-days")});
    if (r.termMonths < 0 || r.termMonths > 120)
        return Status(
            Error{Tr::tr("the rental term is 1 to 120 months (0: as long as the job runs); %1 was given")
                      .arg(r.termMonths),
                  Tr::tr("rental term"), QStringLiteral("term-months")});
    for (const auto& [text, name, field] : {std::tuple{r.contact, Tr::tr("contact"), "contact"},
                                            std::tuple{r.submitWay, Tr::tr("submission"), "submit-way"},
                                            std::tuple{r.paymentTerms, Tr::tr("payment terms"), "payment"}})
        if (text.size() > 200)
            return Status(Error{Tr::tr("at most 200 characters; %1 were given").arg(text.size()), name,
                                QLatin1String(field)});
    return Status();
}

Status checkTenderSetup(const Tender& t, QDate today)
{
    if (t.name.trimmed().isEmpty())
        return Status(fieldError(QStringLiteral("name"), Tr::tr("a purchase needs a name")));
    const MethodRules& r = methodRules(t.method);
    const QString method = procurementMethodLabel(t.method);
    const bool scoring = t.evaluation == EvaluationMethod::Scoring;
    if ((scoring && !r.scoring) || (!scoring && !r.lowestPrice))
        return Status(Error{Tr::tr("a %1 cannot be decided by %2: %3")
                                .arg(method, evaluationMethodLabel(t.evaluation), cite(r.evaluationCite)),
                            Tr::tr("evaluation method"), QStringLiteral("evaluation")});
    if (scoring) {
        if (Status w = checkWeights(t.weights); !w)
            return w;
        const bool goods = t.requirements.subject == PurchaseSubject::Goods;
        const double from = goods ? r.goodsFrom : r.servicesFrom, to = goods ? r.goodsTo : r.servicesTo;
        if (t.weights.price < from - 1e-9 || t.weights.price > to + 1e-9)
            return Status(Error{Tr::tr("the price weight is %1; for %2 under a %3 it is from %4 to %5: %6")
                                    .arg(t.weights.price)
                                    .arg(purchaseSubjectLabel(t.requirements.subject), method)
                                    .arg(from)
                                    .arg(to)
                                    .arg(cite(r.weightCite)),
                                Tr::tr("weights"), QStringLiteral("weights")});
    }
    if (Status vendors = checkVendorList(t); !vendors)
        return vendors;
    if (Status answer = checkAnswerTerms(t.requirements); !answer)
        return answer;
    if (t.offersDue.isValid() && today.isValid() && t.offersDue < today)
        return Status(Error{Tr::tr("the deadline for offers, %1, is in the past (today is %2)")
                                .arg(tenderDayText(t.offersDue), tenderDayText(today)),
                            Tr::tr("deadline for offers"), QStringLiteral("offers-due")});
    return Status();
}

bool isTenderMethod(ProcurementMethod m)
{
    return m == ProcurementMethod::OpenTender || m == ProcurementMethod::InvitedTender;
}

QString evaluatedPriceLabel(ProcurementMethod m)
{
    return isTenderMethod(m) ? Tr::tr("Evaluated bid price (cost to you)")
                             : Tr::tr("Evaluated price (cost to you)");
}

QString basePriceText(ProcurementMethod m)
{
    return isTenderMethod(m) ? Tr::tr("Base price (the lowest evaluated bid price that complies): %1")
                             : Tr::tr("Base price (the lowest evaluated price that complies): %1");
}

ResponsiveRule responsiveRule(const Tender& t)
{
    if (t.method == ProcurementMethod::CompetitiveConsultation &&
        t.requirements.subject == PurchaseSubject::Services)
        return {2,
                cite("采用竞争性磋商采购方式采购的政府购买服务项目，在采购过程中符合要求的供应商只有2家的，"
                     "竞争性磋商采购活动可以继续进行；只有1家的，应当终止竞争性磋商采购活动（财库〔2015〕124"
                     "号）")};
    const MethodRules& r = methodRules(t.method);
    return {r.minResponsive, cite(r.responsiveCite)};
}

int responsiveOffers(const TenderEvaluation& e)
{
    int n = 0;
    for (const OfferAssessment& a : e.offers)
        n += a.compliant() ? 1 : 0;
    return n;
}

Status checkAward(const Tender& t, const TenderEvaluation& e, const QString& vendor, const QString& reason)
{
    if (Status step = checkAction(t, TenderAction::Award); !step)
        return step;
    const MethodRules& r = methodRules(t.method);
    const OfferAssessment* chosen = nullptr;
    int index = -1;
    for (int i = 0; i < e.offers.size(); ++i)
        if (e.offers[i].offer.vendor == vendor) {
            chosen = &e.offers[i];
            index = i;
        }
    const QString where = Tr::tr("vendor %1").arg(vendor);
    if (!chosen)
        return Status::failure(where, Tr::tr("this vendor has made no offer"));
    if (!chosen->compliant())
        return Status::failure(
            where, Tr::tr("the offer cannot be awarded: %1").arg(chosen->nonCompliance.join(Tr::tr("; "))));
    const int responsive = responsiveOffers(e);
    if (const ResponsiveRule least = responsiveRule(t); responsive < least.minimum)
        return Status::failure(
            Tr::tr("purchase %1").arg(t.id),
            Tr::tr("%n offer(s) substantially respond; a %1 needs at least %2 before an award: %3. Declare "
                   "the purchase failed (gpuplan tender fail) and run it again",
                   nullptr, responsive)
                .arg(procurementMethodLabel(t.method))
                .arg(least.minimum)
                .arg(least.cite));
    int rank = 0;
    for (const OfferScore& s : e.scores)
        if (s.offer == index)
            rank = s.rank;
    if (rank == 1)
        return Status();
    const QString first = e.winner >= 0 ? e.offers[e.winner].offer.vendor : QString();
    if (r.awardInOrder)
        return Status::failure(where,
                               Tr::tr("%1 is ranked %2 and %3 is first; a %4 awards in the order of the "
                                      "ranking, whatever the reason: %5")
                                   .arg(vendor)
                                   .arg(rank)
                                   .arg(first, procurementMethodLabel(t.method), cite(r.awardCite)));
    if (reason.trimmed().isEmpty())
        return Status::failure(Tr::tr("reason"),
                               Tr::tr("%1 is not first in the evaluation (%2 is); the award "
                                      "needs a written reason")
                                   .arg(vendor, first));
    return Status();
}

QString tenderDayText(QDate day)
{
    // In the language in force (a document's Language::Scope), whatever the system's locale.
    return Language::isChinese() ? QLocale(QLocale::Chinese).toString(day, QStringLiteral("yyyy年M月d日"))
                                 : QLocale(QLocale::English).toString(day, QStringLiteral("d MMMM yyyy"));
}

QString awardSummary(const Tender& t, const TenderEvaluation& e)
{
    const auto s = awardStatement(t, e);
    if (!s)
        return QString();
    const auto money = [](const std::optional<Money>& m) {
        return m ? m->toDisplayString() : QStringLiteral("—");
    };
    QString text = Tr::tr("%1, round %2: this job costs you %3 (%4 ex VAT) under the offer; ranked %5 of %6 "
                          "responsive offer(s). Prepared by %7 on %8.")
                       .arg(s->vendor)
                       .arg(s->round)
                       .arg(money(s->cost), money(s->exVat))
                       .arg(s->rank)
                       .arg(s->responsive)
                       .arg(s->preparedBy, tenderDayText(s->preparedOn));
    if (s->premium)
        text += QLatin1Char(' ') +
                Tr::tr("It costs %1 (%2 %) more than the first-ranked offer of %3.")
                    .arg(money(s->premium), QLocale().toString(*s->premiumPercent, 'f', 1), s->firstVendor);
    if (!s->reason.isEmpty())
        text += QLatin1Char(' ') + Tr::tr("Reason: %1").arg(s->reason);
    return text;
}

QString normalisedVendorName(const QString& name)
{
    QString s = name.normalized(QString::NormalizationForm_KC).toLower();
    s.remove(QRegularExpression(QStringLiteral("[\\s\\p{P}]")));
    static const char* const suffixes[] = {"股份有限公司", "有限责任公司", "有限公司", "集团",
                                           "科技",         "公司",         "coltd",    "co",
                                           "ltd",          "inc",          "limited"};
    bool changed = true;
    while (changed) {
        changed = false;
        for (const char* suffix : suffixes) {
            const QString x = QString::fromUtf8(suffix);
            if (s.size() > x.size() && s.endsWith(x)) {
                s.chop(x.size());
                changed = true;
            }
        }
    }
    return s;
}

QStringList vendorList(const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[,，、;；]"));
    QStringList out;
    for (const QString& s : text.split(separators, Qt::SkipEmptyParts))
        if (!s.trimmed().isEmpty())
            out << s.trimmed();
    return out;
}

std::optional<QString> matchInvitedVendor(const QStringList& invited, const QString& given)
{
    const QString g = normalisedVendorName(given);
    if (g.isEmpty())
        return std::nullopt;
    QStringList equal, prefix;
    for (const QString& v : invited) {
        const QString n = normalisedVendorName(v);
        if (n == g)
            equal << v;
        else if (!n.isEmpty() && (g.startsWith(n) || n.startsWith(g)))
            prefix << v;
    }
    if (equal.size() == 1)
        return equal.first();
    if (equal.isEmpty() && prefix.size() == 1)
        return prefix.first();
    return std::nullopt;
}

} // namespace gpuplan
