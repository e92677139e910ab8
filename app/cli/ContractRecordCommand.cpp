// `gpuplan contract create | list | show | server | outages | status`, and the dispatch of every `contract`
// action (issue 62): the contract as the buyer signed it, its servers' acceptance and its outages on record.
#include "CommandSession.h"
#include "ContractCommands.h"
#include "Table.h"

#include "acceptance/ReportOutage.h"
#include "contract/Statement.h"
#include "files/InputFile.h"
#include "service/Workspace.h"
#include "util/Clock.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString chinaTime(const QDateTime& t)
{
    return t.isValid() ? t.toTimeZone(contractTimeZone()).toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                       : Tr::tr("not accepted");
}

int refused(Context& ctx, const Error& e)
{
    return e.field == QLatin1String("storage") || e.field == QLatin1String("database") ? ctx.failure(e)
                                                                                       : ctx.badInput(e);
}

void printContract(QTextStream& out, const Contract& c)
{
    out << Tr::tr("Contract %1 (id %2) with %3, %4: from %5 to %6 (%7 months).")
               .arg(c.number)
               .arg(c.id)
               .arg(c.vendor, c.status == QLatin1String("active") ? Tr::tr("active") : Tr::tr("ended"),
                    c.start.toString(Qt::ISODate), c.end().addDays(-1).toString(Qt::ISODate))
               .arg(c.termMonths)
        << Qt::endl
        << Tr::tr("%1 servers × %2 %3 at %4, billed %5; %6; minimum term %7.")
               .arg(c.servers)
               .arg(c.gpusPerServer)
               .arg(c.gpuId, priceWithUnit(c.price.price, c.price.unit), billingLabel(c.price.billing),
                    (c.price.vatIncluded ? Tr::tr("VAT %1% included") : Tr::tr("VAT %1% excluded"))
                            .arg(c.price.vatBasisPoints / 100.0) +
                        QStringLiteral(", ") + invoiceTypeLabel(c.invoiceType))
               .arg(minimumTermText(c.price.unit, c.price.minimumPeriods))
        << Qt::endl
        << Tr::tr("SLA: response %1 h, replacement %2 h; credits %3.")
               .arg(c.responseHours)
               .arg(c.replacementHours)
               .arg(c.sla.tiers.isEmpty() ? Tr::tr("none agreed") : c.sla.describe())
        << Qt::endl;
    if (!c.paymentTerms.isEmpty())
        out << Tr::tr("Payment: %1").arg(c.paymentTerms) << Qt::endl;
    Table t({Tr::tr("server"), Tr::tr("accepted (China time)")});
    for (const ContractServer& s : c.serverList)
        t.addRow({s.name, chinaTime(s.acceptedAt)});
    for (int i = int(c.serverList.size()); i < c.servers; ++i)
        t.addRow({Tr::tr("(not named)"), Tr::tr("not accepted")});
    out << Qt::endl << t.render();
}

int create(Context& ctx, const QCommandLineParser& p, Workspace& ws)
{
    ContractService::Signing s;
    bool ok = false;
    s.quoteId = p.value(QStringLiteral("quote")).toLongLong(&ok);
    if (!ok || s.quoteId <= 0)
        return ctx.badInput(QStringLiteral("--quote"), Tr::tr("give the quote signed, by its id"));
    s.number = p.value(QStringLiteral("number"));
    s.start = QDate::fromString(p.value(QStringLiteral("start")), Qt::ISODate);
    if (!s.start.isValid())
        return ctx.badInput(QStringLiteral("--start"),
                            Tr::tr("give the first day of the term as YYYY-MM-DD"));
    s.termMonths = p.value(QStringLiteral("term")).toInt(&ok);
    if (!ok)
        return ctx.badInput(QStringLiteral("--term"), Tr::tr("give the term in months, e.g. 12"));
    if (p.isSet(QStringLiteral("schedule"))) {
        auto sla = SlaSchedule::parse(p.value(QStringLiteral("schedule")), p.value(QStringLiteral("cap")));
        if (!sla)
            return ctx.badInput(sla.error());
        s.sla = sla.value();
    }
    s.paymentTerms = p.value(QStringLiteral("payment"));
    for (const QString& name : p.value(QStringLiteral("servers")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        s.servers << name.trimmed();
    auto c = ws.contracts().sign(s);
    if (!c)
        return refused(ctx, c.error());
    if (ctx.json) {
        ctx.printJson(contractJson(c.value()));
        return ExitOk;
    }
    printContract(ctx.out(), c.value());
    if (!p.isSet(QStringLiteral("schedule")))
        ctx.out() << Tr::tr("No SLA credit schedule was given (--schedule): outages will earn no credit.")
                  << Qt::endl;
    return ExitOk;
}

int list(Context& ctx, Workspace& ws)
{
    auto all = ws.contracts().store().list();
    if (!all)
        return ctx.failure(all.error());
    if (ctx.json) {
        ctx.printJsonList({}, QStringLiteral("contracts"), all->size(),
                          [&](qsizetype i) { return contractJson(all->at(i)); });
        return ExitOk;
    }
    if (all->isEmpty()) {
        ctx.out() << Tr::tr("No contracts yet: 'gpuplan contract create --quote ID --number N --start DATE "
                            "--term MONTHS' makes one from the signed quote.")
                  << Qt::endl;
        return ExitOk;
    }
    Table t({Tr::tr("id"), Tr::tr("number"), Tr::tr("vendor"), Tr::tr("term"), Tr::tr("servers"),
             Tr::tr("unit price"), Tr::tr("status")});
    for (const Contract& c : all.value())
        t.addRow({QString::number(c.id), c.number, c.vendor,
                  c.start.toString(Qt::ISODate) + QStringLiteral(" – ") +
                      c.end().addDays(-1).toString(Qt::ISODate),
                  QStringLiteral("%1 × %2").arg(c.servers).arg(c.gpusPerServer),
                  priceWithUnit(c.price.price, c.price.unit), c.status});
    ctx.out() << t.render();
    for (const Contract& c : all.value())
        if (c.renewalDue(Clock::today(), RenewalTerms{}.warnDays))
            ctx.out()
                << Tr::tr("Contract %1 ends on %2 (%n day(s) left): weigh the renewal with 'gpuplan contract "
                          "renewal --contract %1'.",
                          nullptr, c.daysLeft(Clock::today()))
                       .arg(c.number, c.end().addDays(-1).toString(Qt::ISODate))
                << Qt::endl;
    return ExitOk;
}

// Each vendor's record after the signature (履约评价), from the contracts kept.
int vendors(Context& ctx, Workspace& ws)
{
    auto records = ws.contracts().vendorRecords();
    if (!records)
        return ctx.failure(records.error());
    const auto json = [](const VendorRecord& v) {
        return QJsonObject{{QStringLiteral("vendor"), v.vendor},
                           {QStringLiteral("contracts"), v.contracts},
                           {QStringLiteral("statements"), v.statements},
                           {QStringLiteral("disputed_statements"), v.disputedStatements},
                           {QStringLiteral("billed"), v.billed.toString()},
                           {QStringLiteral("disputed"), v.disputed.toString()},
                           {QStringLiteral("differences"), v.differences},
                           {QStringLiteral("outages"), v.outages},
                           {QStringLiteral("outage_hours"), v.outageHours},
                           {QStringLiteral("sla_breaches"), v.slaBreaches},
                           {QStringLiteral("credits"), v.credits.toString()},
                           {QStringLiteral("acceptance_failures"), v.acceptanceFailures},
                           {QStringLiteral("late_servers"), v.lateServers},
                           {QStringLiteral("most_days_late"), v.lateDays},
                           {QStringLiteral("server_months"), v.serverMonths},
                           {QStringLiteral("delivery_reports"), v.deliveryReports},
                           {QStringLiteral("servers_accepted"), v.serversAccepted},
                           // 履约评价 as a purchase weighs it: the share of the criterion's weight it earns
                           {QStringLiteral("record_share"), recordScore(&v).share},
                           {QStringLiteral("record_basis"), recordScore(&v).basis}};
    };
    if (ctx.json) {
        ctx.printJsonList({}, QStringLiteral("vendors"), records->size(),
                          [&](qsizetype i) { return json(records->at(i)); });
        return ExitOk;
    }
    Table t({Tr::tr("vendor"), Tr::tr("contracts"), Tr::tr("statements (disputed)"), Tr::tr("disputed"),
             Tr::tr("outages (h)"), Tr::tr("SLA breaches"), Tr::tr("acceptance failures"),
             Tr::tr("late servers (most days)"), Tr::tr("record score")});
    for (int col = 1; col < 9; ++col)
        t.setRightAligned(col);
    const QLocale l = QLocale::system();
    for (const VendorRecord& v : records.value())
        t.addRow({v.vendor, QString::number(v.contracts),
                  QStringLiteral("%1 (%2)").arg(v.statements).arg(v.disputedStatements),
                  v.disputed.toDisplayString(),
                  QStringLiteral("%1 (%2)").arg(v.outages).arg(l.toString(v.outageHours, 'f', 1)),
                  QString::number(v.slaBreaches), QString::number(v.acceptanceFailures),
                  QStringLiteral("%1 (%2)").arg(v.lateServers).arg(l.toString(v.lateDays, 'f', 1)),
                  l.toString(100 * recordScore(&v).share, 'f', 0) + QStringLiteral(" %")});
    ctx.out() << Tr::tr(
                     "Each vendor's record after the signature (履约评价), from the contracts, statements, "
                     "outages and delivery reports kept:")
              << Qt::endl
              << t.render();
    for (const VendorRecord& v : records.value())
        ctx.out() << Tr::tr("%1, record score %2 %: %3")
                         .arg(v.vendor, l.toString(100 * recordScore(&v).share, 'f', 0),
                              recordScore(&v).basis)
                  << Qt::endl;
    ctx.out() << Tr::tr("A purchase weighs the record score when its weights give the record a share "
                        "(tender create --weights price,delivery,SLA,invoice,record).")
              << Qt::endl;
    return ExitOk;
}

// The contract as it stands, with the amendments its terms include.
int show(Context& ctx, Workspace& ws, const Contract& c)
{
    auto amendments = ws.contracts().store().amendments(c.id);
    if (!amendments)
        return ctx.failure(amendments.error());
    if (ctx.json) {
        QJsonObject o = contractJson(c);
        QJsonArray numbers; // the amendments its terms include, in the order they take effect
        for (const ContractAmendment& a : amendments.value())
            numbers.append(a.number);
        o.insert(QStringLiteral("amendments"), numbers);
        ctx.printJson(o);
        return ExitOk;
    }
    printContract(ctx.out(), c);
    for (const ContractAmendment& a : amendments.value())
        ctx.out() << Tr::tr("Amended by %1 from %2: %3.")
                         .arg(a.number, a.effective.toString(Qt::ISODate), amendmentText(a, c))
                  << Qt::endl;
    return ExitOk;
}

// One outage, by hand (--server --from --until --cause) or from a report (--report --from --until).
int oneOutageRecorded(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    ContractService::OutageEntry e;
    QDateTime* at[2] = {&e.start, &e.end};
    const char* names[2] = {"from", "until"};
    for (int i = 0; i < 2; ++i)
        if (p.isSet(QString::fromLatin1(names[i]))) {
            const auto t = readChinaTime(p.value(QString::fromLatin1(names[i])));
            if (!t)
                return ctx.badInput(QStringLiteral("--") + QString::fromLatin1(names[i]),
                                    Tr::tr("'%1' is not a time: write 2026-11-05 14:30 (China time)")
                                        .arg(p.value(QString::fromLatin1(names[i]))));
            *at[i] = *t;
        }
    e.server = p.value(QStringLiteral("server"));
    e.cause = p.value(QStringLiteral("cause"));
    e.counted = !p.isSet(QStringLiteral("not-counted"));
    if (p.isSet(QStringLiteral("report"))) {
        const QString file = p.value(QStringLiteral("report"));
        auto bytes = readImportFile(file);
        if (!bytes)
            return ctx.badInput(bytes.error());
        e.report = bytes.value();
        e.reportName = QFileInfo(file).fileName();
    }
    auto o = ContractService::outage(c, e);
    if (!o)
        return ctx.badInput(o.error());
    auto recorded = ws.contracts().recordOutage(c, e);
    if (!recorded)
        return refused(ctx, recorded.error());
    ctx.out() << Tr::tr("Outage recorded for contract %1: %2, %3 – %4 (China time), %5.")
                     .arg(c.number, recorded->server, chinaTime(recorded->start), chinaTime(recorded->end),
                          recorded->cause)
              << Qt::endl;
    return ExitOk;
}

int outages(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    const bool oneOutage = p.isSet(QStringLiteral("report")) || p.isSet(QStringLiteral("server")) ||
                           p.isSet(QStringLiteral("from")) || p.isSet(QStringLiteral("cause"));
    if (!p.isSet(QStringLiteral("outages")) && !oneOutage) {
        auto stored = ws.contracts().store().outages(c.id);
        if (!stored)
            return ctx.failure(stored.error());
        Table t({Tr::tr("server"), Tr::tr("start (China time)"), Tr::tr("end"), Tr::tr("counted"),
                 Tr::tr("cause")});
        for (const Outage& o : stored.value())
            t.addRow({o.server, chinaTime(o.start), chinaTime(o.end),
                      o.counted ? Tr::tr("yes") : Tr::tr("no"), o.cause});
        ctx.out()
            << Tr::tr("%n outage(s) on record for contract %1.", nullptr, int(stored->size())).arg(c.number)
            << Qt::endl
            << t.render();
        return ExitOk;
    }
    if (oneOutage) // by hand, or from a server's report: core's one outage, checked against the contract
        return oneOutageRecorded(ctx, p, ws, c);
    const QString file = p.value(QStringLiteral("outages"));
    auto bytes = readImportFile(file);
    if (!bytes)
        return ctx.badInput(bytes.error());
    auto parsed = parseOutages(bytes.value(), file);
    if (!parsed)
        return ctx.badInput(parsed.error());
    auto added = ws.contracts().store().addOutages(c.id, parsed.value(), file);
    if (!added)
        return refused(ctx, added.error());
    ctx.out() << Tr::tr("%n outage(s) recorded for contract %1.", nullptr, added.value()).arg(c.number)
              << Qt::endl;
    return ExitOk;
}

int server(Context& ctx, const QCommandLineParser& p, Workspace& ws, const Contract& c)
{
    QDateTime at;
    if (p.isSet(QStringLiteral("accepted"))) {
        const auto t = readChinaTime(p.value(QStringLiteral("accepted")));
        if (!t)
            return ctx.badInput(QStringLiteral("--accepted"),
                                Tr::tr("'%1' is not a time: write 2026-11-05 14:30 (China time)")
                                    .arg(p.value(QStringLiteral("accepted"))));
        at = *t;
    }
    if (Status s = ws.contracts().store().setServer(c.id, p.value(QStringLiteral("server")), at); !s)
        return refused(ctx, s.error());
    ctx.out() << (at.isValid()
                      ? Tr::tr("%1 of contract %2: accepted %3 (China time).")
                            .arg(p.value(QStringLiteral("server")).trimmed(), c.number, chinaTime(at))
                      : Tr::tr("%1 of contract %2: not accepted yet.")
                            .arg(p.value(QStringLiteral("server")).trimmed(), c.number))
              << Qt::endl;
    return ExitOk;
}

void addContractOptions(Parser& p)
{
    p.addPositionalArgument(
        QStringLiteral("action"),
        Tr::tr("create, list, show, status, server, outages, bill, bills, approve or credits"));
    p.addOptions(
        {{QStringLiteral("contract"), Tr::tr("The contract, by id or number."), QStringLiteral("C")},
         {QStringLiteral("quote"), Tr::tr("The signed quote (create), or the contract's quote (credits)."),
          QStringLiteral("ID")},
         {QStringLiteral("number"),
          Tr::tr("The contract's number as the parties wrote it (合同编号); amend: the amendment's "
                 "(补充协议编号)."),
          QStringLiteral("N")},
         {QStringLiteral("effective"), Tr::tr("amend: the first day the amendment applies, YYYY-MM-01."),
          QStringLiteral("DATE")},
         {QStringLiteral("server-count"),
          Tr::tr("amend: the number of servers the contract holds from then on."), QStringLiteral("N")},
         {QStringLiteral("reason"), Tr::tr("amend: why the contract changes."), QStringLiteral("TEXT")},
         {QStringLiteral("start"), Tr::tr("The first day of the term, YYYY-MM-DD."), QStringLiteral("DATE")},
         {QStringLiteral("term"), Tr::tr("The term in months (amend: the whole term from the start)."),
          QStringLiteral("MONTHS")},
         {QStringLiteral("payment"), Tr::tr("The payment terms, in words."), QStringLiteral("TEXT")},
         {QStringLiteral("server"), Tr::tr("A server of the contract, by name."), QStringLiteral("NAME")},
         {QStringLiteral("accepted"), Tr::tr("When its acceptance passed (China time)."),
          QStringLiteral("TIME")},
         {QStringLiteral("status"), Tr::tr("active or ended."), QStringLiteral("STATUS")},
         {QStringLiteral("month"), Tr::tr("The billing month, YYYY-MM."), QStringLiteral("YYYY-MM")},
         {QStringLiteral("outages"), Tr::tr("The outages, a CSV file."), QStringLiteral("FILE")},
         {QStringLiteral("report"),
          Tr::tr("A health or acceptance report of a server in service that shows a GPU missing or a "
                 "hardware Xid: one outage."),
          QStringLiteral("FILE")},
         {QStringLiteral("from"), Tr::tr("When the outage began (China time)."), QStringLiteral("TIME")},
         {QStringLiteral("until"), Tr::tr("When it ended (China time)."), QStringLiteral("TIME")},
         {QStringLiteral("cause"), Tr::tr("What happened, for an outage entered by hand."),
          QStringLiteral("TEXT")},
         {QStringLiteral("not-counted"),
          Tr::tr("The outage is not counted against the vendor (e.g. maintenance the contract allows).")},
         {QStringLiteral("record"), Tr::tr("Keep the bill's statement, prepared by you.")},
         {QStringLiteral("accept-shown"), Tr::tr("Keep it although some rows were left out (as shown).")},
         {QStringLiteral("bill"), Tr::tr("A kept statement, by id ('contract bills')."),
          QStringLiteral("ID")},
         {QStringLiteral("xlsx"), Tr::tr("Write the statement as a workbook."), QStringLiteral("FILE")},
         {QStringLiteral("pdf"), Tr::tr("Write the statement as a PDF in both languages."),
          QStringLiteral("FILE")},
         {QStringLiteral("months"), Tr::tr("The renewal term in months (default: the contract's)."),
          QStringLiteral("N")},
         {QStringLiteral("price"),
          Tr::tr("renewal: the price the vendor offers; amend: the new unit price; per the contract's unit."),
          QStringLiteral("AMOUNT")},
         {QStringLiteral("migration-days"),
          Tr::tr("Days of both running while moving to another vendor (3)."), QStringLiteral("DAYS")},
         {QStringLiteral("warn-days"), Tr::tr("Warn this many days before the term ends (60)."),
          QStringLiteral("DAYS")},
         {QStringLiteral("fee"), Tr::tr("The fee of one server for the month (else the quote's)."),
          QStringLiteral("AMOUNT")},
         {QStringLiteral("servers"), Tr::tr("The contract's servers by name, comma-separated."),
          QStringLiteral("LIST")},
         {QStringLiteral("schedule"),
          Tr::tr("The contract's credit tiers: availability below : credit, in percent (e.g. "
                 "99.9:20,99:30,95:50)."),
          QStringLiteral("TIERS")},
         {QStringLiteral("cap"), Tr::tr("The credit at most this share of the month's fee, in percent."),
          QStringLiteral("PERCENT")}});
}

} // namespace

int runContract(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "After the signature.\n"
        "  create --quote ID --number N --start YYYY-MM-DD --term MONTHS [--servers LIST] [--schedule TIERS "
        "--cap PERCENT] [--payment TEXT]\n"
        "        the signed quote as a contract; servers and their acceptance from the delivery reports\n"
        "  list | vendors | show --contract C | status --contract C --status active|ended\n"
        "  server --contract C --server NAME [--accepted TIME]   name a server, or set when it passed "
        "acceptance\n"
        "  outages --contract C [--outages FILE]   record outages from a CSV (server, start, end, cause, "
        "counted), or list them\n"
        "  outages --contract C --report FILE --from TIME --until TIME [--server NAME]\n"
        "        one outage from a server's health report (a GPU missing, a hardware Xid)\n"
        "  outages --contract C --server NAME --from TIME --until TIME --cause TEXT [--not-counted]\n"
        "        one outage by hand\n"
        "  bill FILE --contract C --month YYYY-MM [--outages FILE] [--record [--accept-shown]] [--xlsx F] "
        "[--pdf F]\n"
        "        the vendor's bill (.xlsx, .xls, CSV) matched against the contract: the reconciliation "
        "statement\n"
        "  bills --contract C | approve --bill ID   the statements kept; approved for payment by someone "
        "else\n"
        "  amend --contract C --number N --effective YYYY-MM-01 [--price AMOUNT] [--term MONTHS] "
        "[--server-count N] [--payment TEXT] [--schedule TIERS --cap PERCENT] [--reason TEXT]\n"
        "        an amendment (补充协议) from the first day of a month; amendments --contract C lists them\n"
        "  renewal --contract C [--months N] [--price AMOUNT] [--migration-days D]\n"
        "        continuing weighed against the stored quotes and market prices for the same GPUs\n"
        "  credits --month YYYY-MM --outages FILE (--quote ID | --fee AMOUNT --servers LIST)\n"
        "        each server's availability in the month and the SLA credit due"));
    addContractOptions(p);
    if (int rc = parseCommand(ctx, p, args, Tr::tr("Usage: gpuplan contract ACTION [options]\n")); rc >= 0)
        return rc;
    const QString action = p.positionalArguments().value(0);
    if (action == QLatin1String("credits"))
        return contractCredits(ctx, p);
    static const QStringList actions = {
        QStringLiteral("create"),    QStringLiteral("list"),    QStringLiteral("show"),
        QStringLiteral("status"),    QStringLiteral("server"),  QStringLiteral("outages"),
        QStringLiteral("bill"),      QStringLiteral("bills"),   QStringLiteral("approve"),
        QStringLiteral("renewal"),   QStringLiteral("vendors"), QStringLiteral("amend"),
        QStringLiteral("amendments")};
    if (!actions.contains(action))
        return ctx.badInput(
            QStringLiteral("contract"),
            Tr::tr("'%1' is not one of %2, credits").arg(action, actions.join(QStringLiteral(", "))));
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{}, &rc);
    if (!ws)
        return rc;
    if (action == QLatin1String("create"))
        return create(ctx, p, *ws);
    if (action == QLatin1String("list"))
        return list(ctx, *ws);
    if (action == QLatin1String("vendors"))
        return vendors(ctx, *ws);
    if (action == QLatin1String("approve"))
        return contractApprove(ctx, p, *ws);
    if (!p.isSet(QStringLiteral("contract")))
        return ctx.badInput(QStringLiteral("--contract"), Tr::tr("name the contract, by id or number"));
    auto c = ws->contracts().store().find(p.value(QStringLiteral("contract")));
    if (!c)
        return refused(ctx, c.error());
    if (action == QLatin1String("show"))
        return show(ctx, *ws, c.value());
    if (action == QLatin1String("status")) {
        if (Status s = ws->contracts().store().setStatus(c->id, p.value(QStringLiteral("status"))); !s)
            return refused(ctx, s.error());
        return ExitOk;
    }
    if (action == QLatin1String("server"))
        return server(ctx, p, *ws, c.value());
    if (action == QLatin1String("outages"))
        return outages(ctx, p, *ws, c.value());
    if (action == QLatin1String("bills"))
        return contractBills(ctx, *ws, c.value());
    if (action == QLatin1String("renewal"))
        return contractRenewal(ctx, p, *ws, c.value());
    if (action == QLatin1String("amend"))
        return contractAmend(ctx, p, *ws, c.value());
    if (action == QLatin1String("amendments"))
        return contractAmendments(ctx, *ws, c.value());
    return contractBill(ctx, p, *ws, c.value());
}

} // namespace gpuplan::cli
