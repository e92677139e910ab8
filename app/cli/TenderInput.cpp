// gpuplan tender create: the purchase as its options describe it (method, evaluation, weights, the job's
// plan file, the invited vendors and what every offer must meet). Core checks it against the method's law.
#include "Cli.h"

#include "planner/PlanRequest.h"
#include "quotes/QuoteCsv.h"
#include "tender/TenderEvents.h"
#include "tender/TenderRules.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// The dates, hours, invoice, subject and network of --deliver-by … --payment, into the purchase.
Status readRequirements(const QCommandLineParser& p, Tender& t)
{
    auto date = [&](const char* name, QDate* out) -> Status {
        if (!p.isSet(QLatin1String(name)))
            return Status();
        auto d = QuoteCsv::parseDate(p.value(QLatin1String(name)));
        if (!d)
            return Status(
                Error{d.error().message, QStringLiteral("--%1").arg(QLatin1String(name)), QString()});
        *out = d.value();
        return Status();
    };
    if (Status s = date("deliver-by", &t.requirements.deliverBy); !s)
        return s;
    if (Status s = date("offers-due", &t.offersDue); !s)
        return s;
    if (Status s = date("start", &t.requirements.startDate); !s)
        return s;
    auto number = [&](const char* name, double* out) -> Status {
        if (!p.isSet(QLatin1String(name)))
            return Status();
        bool ok = false;
        const double v = p.value(QLatin1String(name)).toDouble(&ok);
        if (!ok || v < 0)
            return Status(Error{Tr::tr("must be a number of zero or more"),
                                QStringLiteral("--%1").arg(QLatin1String(name)), QString()});
        *out = v;
        return Status();
    };
    double minGpus = 0;
    for (auto [name, field] : {std::pair{"max-response", &t.requirements.maxSlaResponseHours},
                               std::pair{"max-replacement", &t.requirements.maxSlaReplacementHours},
                               std::pair{"min-gpus", &minGpus}})
        if (Status s = number(name, field); !s)
            return s;
    t.requirements.minGpus = int(minGpus);
    // The words the help prints are taken too: 专票 / 增值税专用发票, 普票 / 增值税普通发票.
    const QString invoice = p.value(QStringLiteral("invoice")).trimmed();
    t.requirements.invoiceType =
        (invoice == QStringLiteral("专票") || invoice == QStringLiteral("增值税专用发票"))
            ? QStringLiteral("special")
        : (invoice == QStringLiteral("普票") || invoice == QStringLiteral("增值税普通发票"))
            ? QStringLiteral("ordinary")
            : invoice.toLower();
    if (!t.requirements.invoiceType.isEmpty() && t.requirements.invoiceType != QLatin1String("special") &&
        t.requirements.invoiceType != QLatin1String("ordinary"))
        return Status(Error{Tr::tr("must be special (专票) or ordinary (普票)"), QStringLiteral("--invoice"),
                            QStringLiteral("invoice")});
    if (p.isSet(QStringLiteral("subject"))) {
        auto subject = purchaseSubjectFromName(p.value(QStringLiteral("subject")));
        if (!subject)
            return Status(
                Error{Tr::tr("must be services (服务: renting servers) or goods (货物: buying them)"),
                      QStringLiteral("--subject"), QStringLiteral("subject")});
        t.requirements.subject = *subject;
    }
    t.requirements.networkKind = p.value(QStringLiteral("require-network"));
    t.requirements.paymentTerms = p.value(QStringLiteral("payment"));
    t.requirements.contact = p.value(QStringLiteral("contact")).trimmed();
    t.requirements.submitTime = p.value(QStringLiteral("submit-time")).trimmed();
    t.requirements.submitWay = p.value(QStringLiteral("submit-way")).trimmed();
    if (p.isSet(QStringLiteral("term-months"))) {
        bool ok = false;
        t.requirements.termMonths = p.value(QStringLiteral("term-months")).trimmed().toInt(&ok);
        if (!ok)
            return Status(Error{
                Tr::tr("'%1' is not a whole number of months").arg(p.value(QStringLiteral("term-months"))),
                QStringLiteral("--term-months"), QStringLiteral("term-months")});
    }
    if (p.isSet(QStringLiteral("validity-days"))) {
        bool ok = false;
        t.requirements.validityDays = p.value(QStringLiteral("validity-days")).trimmed().toInt(&ok);
        if (!ok)
            return Status(Error{
                Tr::tr("'%1' is not a whole number of days").arg(p.value(QStringLiteral("validity-days"))),
                QStringLiteral("--validity-days"), QStringLiteral("validity-days")});
    }
    return Status();
}

} // namespace

Result<Tender> tenderFromOptions(const QCommandLineParser& p)
{
    Tender t;
    t.name = p.value(QStringLiteral("name"));
    t.number = p.value(QStringLiteral("number"));
    if (p.isSet(QStringLiteral("procurement"))) {
        auto m = procurementMethodFromName(p.value(QStringLiteral("procurement")));
        if (!m)
            return Error{
                Tr::tr("must be inquiry (询价), negotiation (竞争性谈判), consultation (竞争性磋商), "
                       "open-tender (公开招标), invited-tender (邀请招标), single-source (单一来源) or "
                       "company"),
                QStringLiteral("--procurement"), QStringLiteral("procurement")};
        t.method = *m;
    }
    if (p.isSet(QStringLiteral("evaluation"))) {
        auto e = evaluationMethodFromName(p.value(QStringLiteral("evaluation")));
        if (!e)
            return Error{Tr::tr("must be lowest-price (最低评标价法) or scoring (综合评分法)"),
                         QStringLiteral("--evaluation"), QStringLiteral("evaluation")};
        t.evaluation = *e;
    }
    if (p.isSet(QStringLiteral("weights"))) {
        const QStringList w = p.value(QStringLiteral("weights")).split(QLatin1Char(','));
        QList<double> v;
        for (const QString& s : w) {
            bool ok = false;
            v.append(s.trimmed().toDouble(&ok));
            if (!ok)
                v.clear();
            if (!ok)
                break;
        }
        if (v.size() != 4 && v.size() != 5)
            return Error{Tr::tr("give four numbers: price, delivery, SLA and invoice, e.g. 60,15,15,10, or "
                                "five with the vendor's record (履约评价), e.g. 60,10,10,10,10"),
                         QStringLiteral("--weights"), QStringLiteral("weights")};
        t.weights = TenderWeights{v[0], v[1], v[2], v[3], v.value(4, 0.0)};
    }
    const QString planFile = p.value(QStringLiteral("plan-file"));
    if (planFile.isEmpty())
        return Error{
            Tr::tr("give the job the purchase is for: a plan file (.gpuplan) written by plan --write-plan "
                   "(training or serving) or saved from the desktop (File → Save plan)"),
            QStringLiteral("--plan-file"), QStringLiteral("plan-file")};
    auto request = readPlanFile(planFile);
    if (!request)
        return request.error();
    t.request = request->toJson();
    auto splitList = [&](const char* name) {
        QStringList out;
        for (const QString& s : p.value(QLatin1String(name)).split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << s.trimmed();
        return out;
    };
    t.vendors = vendorList(p.value(QStringLiteral("vendors")));
    t.requirements.gpuIds = splitList("gpus");
    if (Status s = readRequirements(p, t); !s)
        return s.error();
    return t;
}

// A purchase as `tender show --json` and `tender list --json` give it, with the steps core allows now.
QJsonObject tenderJson(const Tender& t)
{
    QJsonArray actions;
    for (TenderAction a : actionsFor(t))
        actions.append(tenderActionName(a));
    return QJsonObject{
        {QStringLiteral("id"), t.id},
        {QStringLiteral("actions"), actions},
        {QStringLiteral("number"), t.number},
        {QStringLiteral("name"), t.name},
        {QStringLiteral("method"), procurementMethodName(t.method)},
        {QStringLiteral("status"), tenderStatusName(t.status)},
        {QStringLiteral("phase"), tenderPhaseName(tenderPhase(t))},
        {QStringLiteral("subject"), purchaseSubjectName(t.requirements.subject)},
        {QStringLiteral("job"), t.isService() ? QStringLiteral("service") : QStringLiteral("plan")},
        {QStringLiteral("end_reason"), tenderRecordText(t.endReason)},
        {QStringLiteral("evaluation"), evaluationMethodName(t.evaluation)},
        {QStringLiteral("weights"), t.weights.toJson()},
        {QStringLiteral("requirements"), t.requirements.toJson()},
        {QStringLiteral("vendors"), QJsonArray::fromStringList(t.vendors)},
        {QStringLiteral("offers_due"), t.offersDue.toString(Qt::ISODate)},
        {QStringLiteral("created_by"), t.createdBy},
        {QStringLiteral("award_offer_id"), t.awardOfferId},
        {QStringLiteral("award_reason"), t.awardReason},
        {QStringLiteral("awarded_by"), t.awardedBy},
        {QStringLiteral("approved_by"), t.approvedBy},
        {QStringLiteral("award_quote_id"), t.awardQuoteId}};
}

} // namespace gpuplan::cli
