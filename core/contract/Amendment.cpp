#include "Amendment.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

void set(Contract& c, const AmendedTerms& t)
{
    if (t.unitPrice)
        c.price.price = *t.unitPrice;
    if (t.termMonths)
        c.termMonths = *t.termMonths;
    if (t.servers)
        c.servers = *t.servers;
    if (t.paymentTerms)
        c.paymentTerms = *t.paymentTerms;
    if (t.sla)
        c.sla = *t.sla;
}

bool sameSla(const SlaSchedule& a, const SlaSchedule& b)
{
    return a.tiersText() == b.tiersText() && a.capMilli == b.capMilli;
}
} // namespace

QJsonObject AmendedTerms::toJson() const
{
    QJsonObject o;
    if (unitPrice)
        o.insert(QStringLiteral("unit_price"), unitPrice->toString()); // "20.00 CNY": exact
    if (termMonths)
        o.insert(QStringLiteral("term_months"), *termMonths);
    if (servers)
        o.insert(QStringLiteral("servers"), *servers);
    if (paymentTerms)
        o.insert(QStringLiteral("payment_terms"), *paymentTerms);
    if (sla) {
        o.insert(QStringLiteral("sla_tiers"), sla->tiersText());
        o.insert(QStringLiteral("sla_cap_milli"), sla->capMilli);
    }
    return o;
}

AmendedTerms AmendedTerms::fromJson(const QJsonObject& o)
{
    AmendedTerms t;
    if (o.contains(QStringLiteral("unit_price")))
        if (auto m = Money::parse(o.value(QStringLiteral("unit_price")).toString(), QString()))
            t.unitPrice = m.value();
    if (o.contains(QStringLiteral("term_months")))
        t.termMonths = o.value(QStringLiteral("term_months")).toInt();
    if (o.contains(QStringLiteral("servers")))
        t.servers = o.value(QStringLiteral("servers")).toInt();
    if (o.contains(QStringLiteral("payment_terms")))
        t.paymentTerms = o.value(QStringLiteral("payment_terms")).toString();
    if (o.contains(QStringLiteral("sla_tiers"))) {
        const QString cap =
            QString::number(o.value(QStringLiteral("sla_cap_milli")).toInteger(100000) / 1000.0, 'g', 8);
        if (auto s = SlaSchedule::parse(o.value(QStringLiteral("sla_tiers")).toString(), cap))
            t.sla = s.value();
    }
    return t;
}

Result<Contract> applyAmendment(const Contract& c, ContractAmendment& a)
{
    if (a.number.trimmed().isEmpty())
        return Error(Tr::tr("give the amendment's number as the parties wrote it, e.g. BC-2026-118-01"),
                     Tr::tr("amendment number"), QStringLiteral("number"));
    if (!a.effective.isValid() || a.effective.day() != 1)
        return Error(Tr::tr("an amendment takes effect on the first day of a month (bills are matched month "
                            "by month), e.g. 2027-01-01"),
                     Tr::tr("effective"), QStringLiteral("effective"));
    if (a.effective <= c.start || a.effective >= c.end())
        return Error(Tr::tr("the amendment must take effect after the term starts (%1) and before it ends "
                            "(%2)")
                         .arg(c.start.toString(Qt::ISODate), c.end().toString(Qt::ISODate)),
                     Tr::tr("effective"), QStringLiteral("effective"));
    // Only what differs from the terms in force is a change.
    AmendedTerms changed, before;
    const AmendedTerms& t = a.after;
    if (t.unitPrice && *t.unitPrice != c.price.price) {
        if (t.unitPrice->currency() != c.currency())
            return Error(Tr::tr("the contract is priced in %1").arg(currencyCode(c.currency())),
                         Tr::tr("unit price"), QStringLiteral("price"));
        changed.unitPrice = t.unitPrice;
        before.unitPrice = c.price.price;
    }
    if (t.termMonths && *t.termMonths != c.termMonths) {
        changed.termMonths = t.termMonths;
        before.termMonths = c.termMonths;
    }
    if (t.servers && *t.servers != c.servers) {
        changed.servers = t.servers;
        before.servers = c.servers;
    }
    if (t.paymentTerms && t.paymentTerms->trimmed() != c.paymentTerms) {
        changed.paymentTerms = t.paymentTerms->trimmed();
        before.paymentTerms = c.paymentTerms;
    }
    if (t.sla && !sameSla(*t.sla, c.sla)) {
        changed.sla = t.sla;
        before.sla = c.sla;
    }
    if (changed.isEmpty())
        return Error(Tr::tr("the amendment changes nothing: give a new unit price, term, number of servers, "
                            "payment terms or SLA"),
                     Tr::tr("amendment"), QStringLiteral("amendment"));
    Contract amended = c;
    set(amended, changed);
    if (Status s = amended.validate(); !s)
        return s.error();
    if (changed.termMonths && amended.end() <= a.effective)
        return Error(Tr::tr("a term of %1 months ends on %2, before the amendment takes effect")
                         .arg(*changed.termMonths)
                         .arg(amended.end().toString(Qt::ISODate)),
                     Tr::tr("term"), QStringLiteral("term"));
    a.after = changed;
    a.before = before;
    a.contractId = c.id;
    ++amended.version;
    return amended;
}

Contract termsOn(const Contract& latest, const QList<ContractAmendment>& amendments, const QDate& day)
{
    QList<ContractAmendment> later;
    for (const ContractAmendment& a : amendments)
        if (a.effective > day)
            later.append(a);
    std::sort(later.begin(), later.end(), [](const ContractAmendment& x, const ContractAmendment& y) {
        return x.effective != y.effective ? x.effective > y.effective : x.id > y.id;
    });
    Contract c = latest;
    for (const ContractAmendment& a : later)
        set(c, a.before);
    return c;
}

QString amendmentText(const ContractAmendment& a, const Contract& c)
{
    QStringList parts;
    if (a.after.unitPrice)
        parts << Tr::tr("unit price %1 → %2")
                     .arg(priceWithUnit(a.before.unitPrice.value_or(c.price.price), c.price.unit),
                          priceWithUnit(*a.after.unitPrice, c.price.unit));
    if (a.after.termMonths)
        parts << Tr::tr("term %1 → %2 months").arg(a.before.termMonths.value_or(0)).arg(*a.after.termMonths);
    if (a.after.servers)
        parts << Tr::tr("servers %1 → %2").arg(a.before.servers.value_or(0)).arg(*a.after.servers);
    if (a.after.paymentTerms)
        parts << Tr::tr("payment terms “%1” → “%2”")
                     .arg(a.before.paymentTerms.value_or(QString()), *a.after.paymentTerms);
    if (a.after.sla)
        parts << Tr::tr("SLA %1 → %2")
                     .arg(a.before.sla ? a.before.sla->describe() : QString(), a.after.sla->describe());
    return parts.join(Tr::tr("; "));
}

} // namespace gpuplan
