// The evaluation report's shared parts (TenderParts.h).
#include "TenderParts.h"

#include "tender/AwardStatement.h"
#include "tender/TenderRules.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuplan::report {

#define L(source) label(o, "Report", source)

QString amount(const std::optional<Money>& m)
{
    return m ? m->toDisplayString(QLocale(QLocale::English)) : QStringLiteral("—");
}

bool isTender(const Tender& t)
{
    return isTenderMethod(t.method);
}

// The offers in the documents' order: the ranked ones first, in their order, then those that do not comply.
QList<int> offerOrder(const TenderEvaluation& e)
{
    QList<int> order;
    for (const OfferScore& x : e.scores)
        order << x.offer;
    for (int i = 0; i < e.offers.size(); ++i)
        if (!order.contains(i))
            order << i;
    return order;
}

const OfferScore* scoreOf(const TenderEvaluation& e, int offer)
{
    for (const OfferScore& x : e.scores)
        if (x.offer == offer)
            return &x;
    return nullptr;
}

// Whether offer `i` complies, or why not, and whether it is abnormally low (after `separator`).
QString complianceText(const Options& o, const TenderDossier& d, int i, const QString& separator)
{
    const TenderEvaluation& e = d.evaluationIn.value(QStringLiteral("en"));
    QString text =
        e.offers[i].compliant()
            ? L(QT_TRANSLATE_NOOP("Report", "compliant"))
            : inLanguages(o, [&](const QString& l) {
                  return d.evaluationIn.value(l).offers.value(i).nonCompliance.join(QStringLiteral("; "));
              });
    if (const OfferScore* s = scoreOf(e, i); s && s->abnormallyLow)
        text += separator + inLanguages(o, std::function<QString()>([&] { return abnormallyLowText(e); }));
    return text;
}

// The compliance and scores table.
QList<QStringList> scoresTable(const Options& o, const TenderDossier& d, const TenderEvaluation& e)
{
    const Tender& t = d.tender;
    QList<QStringList> scores{{L(QT_TRANSLATE_NOOP("Report", "Rank")),
                               L(QT_TRANSLATE_NOOP("Report", "Vendor")),
                               isTender(t) ? L(QT_TRANSLATE_NOOP("Report", "Evaluated bid price"))
                                           : L(QT_TRANSLATE_NOOP("Report", "Evaluated price")),
                               L(QT_TRANSLATE_NOOP("Report", "Excluding VAT"))}};
    const bool scoring = t.evaluation == EvaluationMethod::Scoring;
    if (scoring)
        scores[0] << L(QT_TRANSLATE_NOOP("Report", "Price score"))
                  << L(QT_TRANSLATE_NOOP("Report", "Delivery")) << QStringLiteral("SLA")
                  << L(QT_TRANSLATE_NOOP("Report", "Invoice"));
    const bool record = scoring && t.weights.record > 0;
    if (record)
        scores[0] << L(QT_TRANSLATE_NOOP("Report", "Record"));
    if (scoring)
        scores[0] << L(QT_TRANSLATE_NOOP("Report", "Total"));
    scores[0] << L(QT_TRANSLATE_NOOP("Report", "Compliance"));
    for (int i : offerOrder(e)) {
        const OfferAssessment& a = e.offers[i];
        const OfferScore* s = scoreOf(e, i);
        QStringList row{s ? QString::number(s->rank) : QStringLiteral("—"), a.offer.vendor,
                        amount(a.evaluatedPrice), amount(a.exVat)};
        if (scoring)
            for (double v : {s ? s->price : 0, s ? s->delivery : 0, s ? s->sla : 0, s ? s->invoice : 0})
                row << (s ? QString::number(v, 'f', 2) : QString());
        if (record)
            row << (s ? QString::number(s->record, 'f', 2) : QString());
        if (scoring)
            row << (s ? QString::number(s->total, 'f', 2) : QString());
        row << complianceText(o, d, i, QStringLiteral("\n"));
        scores.append(row);
    }
    return scores;
}

// The award's rows (what, the premium, who prepared and approved it), core's statement; none when no award.
QList<QPair<QString, QString>> awardRows(const Options& o, const TenderDossier& d)
{
    const Tender& t = d.tender;
    QHash<QString, AwardStatement> in;
    for (const QString& l : {QStringLiteral("zh_CN"), QStringLiteral("en")})
        if (auto s = awardStatement(t, d.evaluationIn.value(l)))
            in.insert(l, *s);
    if (in.isEmpty())
        return {
            {L(QT_TRANSLATE_NOOP("Report", "Awarded to")), L(QT_TRANSLATE_NOOP("Report", "not awarded"))}};
    const AwardStatement& s = in.value(QStringLiteral("en"));
    const bool tender = isTender(t);
    QList<QPair<QString, QString>> rows;
    rows.append({tender ? L(QT_TRANSLATE_NOOP("Report", "Winning bidder"))
                        : L(QT_TRANSLATE_NOOP("Report", "Awarded to")),
                 L(QT_TRANSLATE_NOOP("Report", "%1, round %2, ranked %3 of %4 responsive offer(s)"))
                     .arg(s.vendor)
                     .arg(s.round)
                     .arg(s.rank)
                     .arg(s.responsive)});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "What is bought")),
                 inLanguages(o,
                             [&](const QString& l) {
                                 const Language::Scope scope(l);
                                 const AwardStatement& x = in.contains(l) ? in[l] : s;
                                 return QCoreApplication::translate(
                                            "Report", "GPU %1; offered: %2 server(s) with %3 GPUs in all")
                                     .arg(x.gpuName)
                                     .arg(x.servers)
                                     .arg(x.gpus);
                             }) +
                     QLatin1Char('\n') +
                     inLanguages(o, [&](const QString& l) { return in.value(l).billing; })});
    const std::optional<Money> paid = awardAmount(s);
    rows.append({tender ? L(QT_TRANSLATE_NOOP("Report", "Winning bid amount (incl. VAT)"))
                        : L(QT_TRANSLATE_NOOP("Report", "Award amount (incl. VAT)")),
                 amount(paid)});
    if (paid && o.languages != Languages::English)
        rows.append({L(QT_TRANSLATE_NOOP("Report", "In words")), paid->toChineseCapitals()});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Excluding VAT")), amount(s.exVat)});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "VAT")), amount(s.vat)});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Input VAT deducted")),
                 s.deductibleVat && !s.deductibleVat->isZero()
                     ? amount(s.deductibleVat)
                     : L(QT_TRANSLATE_NOOP("Report", "none: the VAT is a cost to the buyer"))});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Cost to you")), amount(s.cost)});
    if (s.premium)
        rows.append({L(QT_TRANSLATE_NOOP("Report", "Above the first-ranked offer")),
                     L(QT_TRANSLATE_NOOP("Report", "%1 (%2 %) more than %3 at %4"))
                         .arg(amount(s.premium), QString::number(*s.premiumPercent, 'f', 1), s.firstVendor,
                              amount(s.firstCost))});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Reason for the award")), s.reason});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Award prepared by")),
                 s.preparedBy + QStringLiteral(" · ") + documentDate(o, s.preparedOn, true)});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "Award approved by")),
                 s.approvedBy.isEmpty()
                     ? L(QT_TRANSLATE_NOOP("Report", "not yet approved"))
                     : s.approvedBy + QStringLiteral(" · ") + documentDate(o, s.approvedOn, true)});
    rows.append({L(QT_TRANSLATE_NOOP("Report", "How the approver is known")),
                 d.approvalByServer
                     ? L(QT_TRANSLATE_NOOP("Report", "the team database's login that approved it, stamped by "
                                                     "the server, which refuses the award's preparer and "
                                                     "anyone who is not an approver"))
                 : d.approverByLogin
                     ? L(QT_TRANSLATE_NOOP("Report", "the team database's login that approved it"))
                     : L(QT_TRANSLATE_NOOP("Report", "the operating-system user of the computer that "
                                                     "approved it, as that system names it; not verified "
                                                     "(a local database file)"))});
    if (s.rank != 1)
        rows.append({L(QT_TRANSLATE_NOOP("Report", "Deviation")),
                     L(QT_TRANSLATE_NOOP("Report",
                                         "The award does not follow the evaluation's ranking; its reason is "
                                         "under \"Reason for the award\"."))});
    return rows;
}

} // namespace gpuplan::report
