// `gpuplan contract amend` and `amendments`: a contract's terms changed after the signature (合同变更 /
// 补充协议) from the first day of a month, kept with what they replaced; bills are matched against the terms
// in force each month (core's applyAmendment, termsOn; ContractStore::amend).
#include "Cli.h"
#include "ContractCommands.h"
#include "Table.h"

#include "contract/Amendment.h"
#include "service/Workspace.h"
#include "storage/ContractStore.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QJsonObject amendmentJson(const ContractAmendment& a, const Contract& c)
{
    return QJsonObject{{QStringLiteral("id"), a.id},
                       {QStringLiteral("number"), a.number},
                       {QStringLiteral("effective"), a.effective.toString(Qt::ISODate)},
                       {QStringLiteral("after"), a.after.toJson()},
                       {QStringLiteral("before"), a.before.toJson()},
                       {QStringLiteral("changes"), amendmentText(a, c)},
                       {QStringLiteral("reason"), a.reason},
                       {QStringLiteral("recorded_at"), a.recordedAt},
                       {QStringLiteral("recorded_by"), a.recordedBy}};
}
} // namespace

int contractAmend(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    ContractAmendment a;
    a.number = p.value(QStringLiteral("number"));
    a.reason = p.value(QStringLiteral("reason"));
    a.effective = QDate::fromString(p.value(QStringLiteral("effective")), Qt::ISODate);
    if (!a.effective.isValid())
        return ctx.badInput(QStringLiteral("--effective"),
                            Tr::tr("give the first day the amendment applies, YYYY-MM-01, e.g. 2027-01-01"));
    if (p.isSet(QStringLiteral("price"))) {
        auto price = Money::parse(p.value(QStringLiteral("price")), QStringLiteral("--price"), c.currency());
        if (!price)
            return ctx.badInput(price.error());
        a.after.unitPrice = price.value();
    }
    const auto whole = [&](const char* option, std::optional<int>& into) {
        if (!p.isSet(QLatin1String(option)))
            return true;
        bool ok = false;
        into = p.value(QLatin1String(option)).toInt(&ok);
        return ok;
    };
    if (!whole("term", a.after.termMonths))
        return ctx.badInput(QStringLiteral("--term"), Tr::tr("give the whole term in months, e.g. 18"));
    if (!whole("server-count", a.after.servers))
        return ctx.badInput(QStringLiteral("--server-count"),
                            Tr::tr("give the number of servers the contract holds, e.g. 4"));
    if (p.isSet(QStringLiteral("payment")))
        a.after.paymentTerms = p.value(QStringLiteral("payment"));
    if (p.isSet(QStringLiteral("schedule"))) {
        auto sla = SlaSchedule::parse(p.value(QStringLiteral("schedule")), p.value(QStringLiteral("cap")));
        if (!sla)
            return ctx.badInput(sla.error());
        a.after.sla = sla.value();
    }
    auto kept = ws.contracts().store().amend(c.id, a);
    if (!kept)
        return kept.error().field == QLatin1String("storage") ? ctx.failure(kept.error())
                                                              : ctx.badInput(kept.error());
    if (ctx.json) {
        ctx.printJson(amendmentJson(kept.value(), c));
        return ExitOk;
    }
    ctx.out() << Tr::tr("Amendment %1 of contract %2, from %3: %4.")
                     .arg(kept->number, c.number, kept->effective.toString(Qt::ISODate),
                          amendmentText(*kept, c))
              << Qt::endl
              << Tr::tr("Bills from %1 on are matched against the new terms; earlier months against those "
                        "then in force.")
                     .arg(kept->effective.toString(QStringLiteral("yyyy-MM")))
              << Qt::endl;
    return ExitOk;
}

int contractAmendments(Context& ctx, Workspace& ws, const Contract& c)
{
    auto list = ws.contracts().store().amendments(c.id);
    if (!list)
        return ctx.failure(list.error());
    if (ctx.json) {
        ctx.printJsonList({}, QStringLiteral("amendments"), list->size(),
                          [&](qsizetype i) { return amendmentJson(list->at(i), c); });
        return ExitOk;
    }
    Table t(
        {Tr::tr("amendment"), Tr::tr("from"), Tr::tr("changes"), Tr::tr("reason"), Tr::tr("recorded by")});
    for (const ContractAmendment& a : list.value())
        t.addRow({a.number, a.effective.toString(Qt::ISODate), amendmentText(a, c), a.reason,
                  a.recordedBy + QStringLiteral(" · ") + a.recordedAt.left(10)});
    ctx.out() << Tr::tr("%n amendment(s) of contract %1.", nullptr, int(list->size())).arg(c.number)
              << Qt::endl
              << t.render();
    return ExitOk;
}

} // namespace gpuplan::cli
