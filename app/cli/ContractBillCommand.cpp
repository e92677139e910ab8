// `gpuplan contract bill | bills | approve`: a vendor's monthly bill matched against the contract (core's
// ContractService::matchBill), its reconciliation statement shown, written (PDF, workbook), kept and approved
// for payment by someone else.
#include "CommandSession.h"
#include "ContractCommands.h"
#include "Table.h"

#include "contract/Statement.h"
#include "files/InputFile.h"
#include "report/ContractReport.h"
#include "service/Workspace.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString hours(qint64 seconds)
{
    return QLocale::system().toString(seconds / 3600.0, 'f', seconds % 3600 ? 2 : 0);
}

void printStatement(QTextStream& out, const Reconciliation& r)
{
    out << Tr::tr("Bill of contract %1 (%2) for %3, %4: %n line(s) matched.", nullptr, int(r.lines.size()))
               .arg(r.contractNumber, r.vendor, r.month.toString(QStringLiteral("yyyy-MM")), r.file)
        << Qt::endl
        << Qt::endl;
    Table servers({Tr::tr("server"), Tr::tr("accepted (China time)"), Tr::tr("billable h"), Tr::tr("allowed"),
                   Tr::tr("billed"), Tr::tr("fee due"), Tr::tr("down h"), Tr::tr("SLA credit")});
    for (int c : {2, 3, 4, 5, 6, 7})
        servers.setRightAligned(c);
    for (const ServerUsage& u : r.servers)
        servers.addRow(
            {u.server,
             u.acceptedAt.isValid()
                 ? u.acceptedAt.toTimeZone(contractTimeZone()).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                 : Tr::tr("not accepted"),
             hours(u.secondsBillable), QLocale::system().toString(u.allowed.toDouble(), 'g', 10),
             QLocale::system().toString(u.billed.toDouble(), 'g', 10), u.allowedAmount.toDisplayString(),
             hours(u.secondsDown), u.credit.toDisplayString()});
    out << servers.render() << Qt::endl;
    if (r.differences.isEmpty()) {
        out << Tr::tr("No differences: the bill asks what the contract allows.") << Qt::endl;
    } else {
        Table t({Tr::tr("row"), Tr::tr("server"), Tr::tr("clause"), Tr::tr("over the contract"),
                 Tr::tr("difference")});
        t.setRightAligned(3);
        for (const BillDifference& d : r.differences)
            t.addRow({d.rowLabel(), d.server, d.clause(), d.amount.toDisplayString(), d.text()});
        out << Tr::tr("%n difference(s):", nullptr, int(r.differences.size())) << Qt::endl
            << t.render() << Qt::endl;
    }
    out << Tr::tr("Billed: %1 VAT excluded + VAT %2 = %3 (as the bill states).")
               .arg(r.billedExVat.toDisplayString(), r.billedVat.toDisplayString(),
                    r.billedTotal.toDisplayString())
        << Qt::endl
        << Tr::tr("Due under the contract: %1 VAT excluded; SLA credit −%2.")
               .arg(r.dueExVat.toDisplayString(), r.creditDue.toDisplayString())
        << Qt::endl
        << Tr::tr("Payable: %1 + VAT %2% %3 = %4. Disputed: %5.")
               .arg(r.payableExVat.toDisplayString())
               .arg(r.vatBasisPoints / 100.0)
               .arg(r.payableVat.toDisplayString(), r.payableTotal.toDisplayString(),
                    r.disputed().toDisplayString())
        << Qt::endl;
}

Result<report::Options> outputOptions(const Context& ctx)
{
    report::Options o;
    auto langs = report::languagesFromName(ctx.reportLanguages);
    if (!langs)
        return Error(Tr::tr("'%1' is not zh, en or both").arg(ctx.reportLanguages), QStringLiteral("--lang"));
    o.languages = *langs;
    return o;
}
} // namespace

int contractBill(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 2)
        return ctx.badInput(
            QStringLiteral("contract bill"),
            Tr::tr("give the bill's file: gpuplan contract bill FILE --contract C --month YYYY-MM"));
    const QDate month =
        QDate::fromString(p.value(QStringLiteral("month")) + QStringLiteral("-01"), Qt::ISODate);
    if (!month.isValid())
        return ctx.badInput(QStringLiteral("--month"),
                            Tr::tr("give the bill's month as YYYY-MM, e.g. 2026-11"));
    QList<Outage> extra;
    if (p.isSet(QStringLiteral("outages"))) {
        auto bytes = readImportFile(p.value(QStringLiteral("outages")));
        if (!bytes)
            return ctx.badInput(bytes.error());
        auto parsed = parseOutages(bytes.value(), p.value(QStringLiteral("outages")));
        if (!parsed)
            return ctx.badInput(parsed.error());
        extra = parsed.value();
    }
    auto bytes = readImportFile(pos[1]);
    if (!bytes)
        return ctx.badInput(bytes.error());
    const ContractService contracts = ws.contracts();
    auto r = contracts.matchBill(c, bytes.value(), pos[1], month, extra);
    if (!r)
        return ctx.badInput(r.error());
    for (const Error& e : r->problems)
        ctx.err() << QStringLiteral("gpuplan: ") << e.toString() << Qt::endl;
    if (ctx.json)
        ctx.printJson(reconciliationJson(r.value()));
    else
        printStatement(ctx.out(), r.value());
    report::StatementSigning signing;
    if (p.isSet(QStringLiteral("record"))) {
        auto id = contracts.recordBill(c, r.value(), p.isSet(QStringLiteral("accept-shown")));
        if (!id)
            return id.error().field == QLatin1String("storage")
                       ? ctx.failure(id.error())
                       : ctx.badInput(Error(id.error().message, id.error().where));
        signing.preparedBy = ws.database()->userName();
        signing.preparedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        if (!ctx.json)
            ctx.out() << Tr::tr("Kept as statement %1, prepared by %2; someone else approves it for payment: "
                                "gpuplan contract approve --bill %1")
                             .arg(id.value())
                             .arg(signing.preparedBy)
                      << Qt::endl;
    }
    if (p.isSet(QStringLiteral("pdf")) || p.isSet(QStringLiteral("xlsx"))) {
        auto o = outputOptions(ctx);
        if (!o)
            return ctx.badInput(o.error());
        const QStringList protect{ws.database() ? ws.database()->path() : QString()};
        const Reconciliation rec = r.value();
        if (int rc = writeOutputs(
                ctx, p, protect,
                [&](QString* warning) {
                    return report::billStatementDocument(c, rec, signing, o.value())->pdf(nullptr, warning);
                },
                [&](const QString& path) {
                    return report::billStatementXlsx(path, c, rec, signing, o.value(), protect);
                });
            rc != ExitOk)
            return rc;
    }
    return r->problems.isEmpty() || p.isSet(QStringLiteral("accept-shown")) ? ExitOk : ExitBadInput;
}

int contractBills(Context& ctx, Workspace& ws, const Contract& c)
{
    auto bills = ws.contracts().store().bills(c.id);
    if (!bills)
        return ctx.failure(bills.error());
    if (ctx.json) {
        ctx.printJsonList({{QStringLiteral("contract"), c.number}}, QStringLiteral("bills"), bills->size(),
                          [&](qsizetype i) {
                              const BillRecord& b = bills->at(i);
                              QJsonObject o = b.statement;
                              o.insert(QStringLiteral("id"), double(b.id));
                              o.insert(QStringLiteral("prepared_by"), b.preparedBy);
                              o.insert(QStringLiteral("prepared_at"), b.preparedAt);
                              o.insert(QStringLiteral("approved_by"), b.approvedBy);
                              o.insert(QStringLiteral("approved_at"), b.approvedAt);
                              return o;
                          });
        return ExitOk;
    }
    Table t({Tr::tr("id"), Tr::tr("month"), Tr::tr("lines"), Tr::tr("differences"), Tr::tr("billed"),
             Tr::tr("payable"), Tr::tr("SLA credit"), Tr::tr("prepared by"), Tr::tr("approved by")});
    for (int col : {2, 3, 4, 5, 6})
        t.setRightAligned(col);
    for (const BillRecord& b : bills.value())
        t.addRow({QString::number(b.id), b.month, QString::number(b.lines), QString::number(b.differences),
                  b.billedTotal.toDisplayString(), b.payableTotal.toDisplayString(),
                  b.creditDue.toDisplayString(), b.preparedBy + QLatin1Char(' ') + b.preparedAt.left(10),
                  b.approvedBy.isEmpty() ? Tr::tr("not yet")
                                         : b.approvedBy + QLatin1Char(' ') + b.approvedAt.left(10)});
    ctx.out() << Tr::tr("Statements of contract %1:").arg(c.number) << Qt::endl << t.render();
    return ExitOk;
}

int contractApprove(Context& ctx, const QCommandLineParser& p, Workspace& ws)
{
    bool ok = false;
    const qint64 id = p.value(QStringLiteral("bill")).toLongLong(&ok);
    if (!ok || id <= 0)
        return ctx.badInput(QStringLiteral("--bill"),
                            Tr::tr("give the statement's id, as 'gpuplan contract bills' shows it"));
    if (Status s = ws.contracts().store().approveBill(id); !s)
        return s.error().field == QLatin1String("storage") ? ctx.failure(s.error()) : ctx.badInput(s.error());
    ctx.out() << Tr::tr("Statement %1 approved for payment by %2.").arg(id).arg(ws.database()->userName())
              << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli

namespace gpuplan::cli {

namespace {
// "−¥173,136.00": a minus sign, not the accountant's parentheses.
QString signedMoney(const Money& m)
{
    return m.minor() < 0 ? QStringLiteral("−") + Money(-m.minor(), m.currency()).toDisplayString()
                         : m.toDisplayString();
}

QString kindLabel(const RenewalOption& o)
{
    switch (o.kind) {
    case RenewalOption::Kind::Continue:
        return Tr::tr("renew");
    case RenewalOption::Kind::Quote:
        return Tr::tr("quote %1").arg(o.quoteId);
    case RenewalOption::Kind::Reference:
        return Tr::tr("market price");
    }
    return {};
}

QJsonObject renewalJson(const Contract& c, const RenewalAssessment& a)
{
    QJsonArray options;
    for (const RenewalOption& o : a.options)
        options.append(QJsonObject{
            {QStringLiteral("kind"), o.kind == RenewalOption::Kind::Continue ? QStringLiteral("renew")
                                     : o.kind == RenewalOption::Kind::Quote  ? QStringLiteral("quote")
                                                                             : QStringLiteral("reference")},
            {QStringLiteral("quote_id"), double(o.quoteId)},
            {QStringLiteral("vendor"), o.vendor},
            {QStringLiteral("date"), o.date},
            {QStringLiteral("unit_price"), o.price.price.toString()},
            {QStringLiteral("price_unit"), priceUnitName(o.price.unit)},
            {QStringLiteral("rent"), o.rent.toString()},
            {QStringLiteral("switching"), o.switching.toString()},
            {QStringLiteral("total"), o.total.toString()},
            {QStringLiteral("saving"), o.saving.toString()},
            {QStringLiteral("deposit"), o.deposit.toString()},
            {QStringLiteral("explanation"), o.explanation}});
    return QJsonObject{{QStringLiteral("contract"), c.number},
                       {QStringLiteral("term_ends"), a.termEnds.toString(Qt::ISODate)},
                       {QStringLiteral("days_left"), a.daysLeft},
                       {QStringLiteral("due"), a.due},
                       {QStringLiteral("months"), a.months},
                       {QStringLiteral("gpus"), a.gpus},
                       {QStringLiteral("hours"), a.hours},
                       {QStringLiteral("options"), options},
                       {QStringLiteral("break_even"), a.breakEven ? a.breakEven->toString() : QString()},
                       {QStringLiteral("recommendation"), a.recommendation()}};
}
} // namespace

int contractRenewal(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    RenewalTerms terms;
    bool ok = true;
    for (const auto& [option, target] :
         {std::pair{"months", &terms.months}, std::pair{"migration-days", &terms.migrationDays},
          std::pair{"warn-days", &terms.warnDays}})
        if (p.isSet(QLatin1String(option)) && ((*target = p.value(QLatin1String(option)).toInt(&ok)), !ok))
            return ctx.badInput(QStringLiteral("--") + QLatin1String(option), Tr::tr("give a whole number"));
    if (p.isSet(QStringLiteral("price"))) {
        auto price = Money::parse(p.value(QStringLiteral("price")), QStringLiteral("--price"), c.currency());
        if (!price)
            return ctx.badInput(price.error());
        terms.price = price.value();
    }
    auto a = ws.contracts().renewal(c, terms);
    if (!a)
        return ctx.badInput(a.error());
    if (p.isSet(QStringLiteral("pdf")) || p.isSet(QStringLiteral("xlsx"))) {
        auto o = outputOptions(ctx);
        if (!o)
            return ctx.badInput(o.error());
        const QStringList protect{ws.database() ? ws.database()->path() : QString()};
        const RenewalAssessment assessed = a.value();
        if (int rc = writeOutputs(
                ctx, p, protect,
                [&](QString* warning) {
                    return report::renewalMemoDocument(c, assessed, terms, o.value())->pdf(nullptr, warning);
                },
                [&](const QString& path) {
                    return report::renewalMemoXlsx(path, c, assessed, o.value(), protect);
                });
            rc != ExitOk)
            return rc;
    }
    if (ctx.json) {
        ctx.printJson(renewalJson(c, a.value()));
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << (a->due ? Tr::tr("Contract %1 ends on %2: %n day(s) left. Weigh the renewal now.", nullptr,
                            a->daysLeft)
                   : Tr::tr("Contract %1 ends on %2: %n day(s) left.", nullptr, a->daysLeft))
               .arg(c.number, a->termEnds.toString(Qt::ISODate))
        << Qt::endl
        << Tr::tr("The same %1 GPUs for %2 more months (%3 h), VAT excluded; switching adds %4 day(s) of "
                  "both running.")
               .arg(a->gpus)
               .arg(a->months)
               .arg(QLocale::system().toString(a->hours, 'f', 0))
               .arg(terms.migrationDays)
        << Qt::endl
        << Qt::endl;
    Table t({Tr::tr("option"), Tr::tr("vendor or source"), Tr::tr("price"), Tr::tr("rent"),
             Tr::tr("switching"), Tr::tr("total"), Tr::tr("vs renewing")});
    for (int col : {3, 4, 5, 6})
        t.setRightAligned(col);
    for (const RenewalOption& o : a->options)
        t.addRow({kindLabel(o), o.vendor, priceWithUnit(o.price.price, o.price.unit),
                  o.rent.toDisplayString(), o.switching.toDisplayString(), o.total.toDisplayString(),
                  o.kind == RenewalOption::Kind::Continue ? QStringLiteral("—") : signedMoney(o.saving)});
    out << t.render() << Qt::endl << a->recommendation() << Qt::endl;
    return ExitOk;
}

} // namespace gpuplan::cli
