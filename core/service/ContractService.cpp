#include "ContractService.h"

#include "acceptance/ReportOutage.h"
#include "contract/Statement.h"
#include "quotes/Quote.h"
#include "quotes/QuoteFilter.h"
#include "storage/AcceptanceStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "storage/TenderStore.h"
#include "util/Clock.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <QFileInfo>
#include <algorithm>
#include <climits>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

Error noDatabase()
{
    return Error(Tr::tr("contracts are kept in a database: give --database"), QStringLiteral("--database"),
                 QStringLiteral("database"));
}
} // namespace

Result<RenewalAssessment> ContractService::renewal(const Contract& c, const RenewalTerms& terms) const
{
    if (!m_db)
        return noDatabase();
    Q_ASSERT(m_data);
    QuoteFilter real;
    real.includeDemo = false;
    real.gpuId = c.gpuId;
    auto quotes = QuoteStore(*m_db).list(real);
    if (!quotes)
        return quotes.error();
    const PriceNormaliser normaliser(m_data->fx(), m_data->conventions());
    return assessRenewal(c, quotes.value(), m_data->prices(), normaliser, terms, Clock::today(),
                         m_data->region());
}

ContractStore ContractService::store() const
{
    Q_ASSERT(m_db);
    return ContractStore(*m_db);
}

ContractService::Signing ContractService::proposal(const Quote& quote, const QDate& today)
{
    Signing s;
    s.quoteId = quote.id;
    s.number = quote.quoteNumber;
    s.start = quote.deliveryDate.isValid() ? quote.deliveryDate : today;
    const bool months = quote.price.unit == PriceUnit::GpuMonth || quote.price.unit == PriceUnit::ServerMonth;
    const bool years = quote.price.unit == PriceUnit::GpuYear || quote.price.unit == PriceUnit::ServerYear;
    s.termMonths = quote.price.minimumPeriods > 0 && (months || years)
                       ? quote.price.minimumPeriods * (years ? 12 : 1)
                       : 12;
    s.sla = SlaSchedule::example();
    return s;
}

Result<Contract> ContractService::sign(const Signing& s) const
{
    if (!m_db)
        return noDatabase();
    auto quote = QuoteStore(*m_db).get(s.quoteId);
    if (!quote)
        return quote.error();
    auto contract = contractFromQuote(quote.value(), s.start, s.termMonths, s.number, s.sla);
    if (!contract)
        return contract;
    Contract c = contract.value();
    c.paymentTerms = s.paymentTerms.trimmed();
    if (auto tender = TenderStore(*m_db).awardedAs(s.quoteId); tender && tender->has_value())
        c.tenderId = (*tender)->id;
    auto reports = AcceptanceStore(*m_db).reports(s.quoteId);
    if (!reports)
        return reports.error();
    QStringList names = s.servers;
    for (const AcceptanceReportRecord& r : reports.value()) // newest first
        if (s.servers.isEmpty() && r.latest && !r.host.isEmpty() && !names.contains(r.host))
            names << r.host;
    for (const QString& name : names) {
        ContractServer server{name.trimmed(), {}};
        for (const AcceptanceReportRecord& r : reports.value())
            if (r.latest && r.host.compare(server.name, Qt::CaseInsensitive) == 0 &&
                r.count(ItemStatus::Failed) == 0)
                server.acceptedAt = QDateTime::fromString(r.importedAt, Qt::ISODate).toUTC();
        c.serverList << server;
    }
    if (Status v = c.validate(); !v)
        return v.error();
    auto id = ContractStore(*m_db).create(c);
    if (!id)
        return id.error();
    return ContractStore(*m_db).get(id.value());
}

Result<Reconciliation> ContractService::matchBill(const Contract& c, const QByteArray& file,
                                                  const QString& fileName, const QDate& month,
                                                  const QList<Outage>& extra) const
{
    auto bill = readBill(file, QFileInfo(fileName).fileName());
    if (!bill)
        return bill.error();
    QList<Outage> outages = extra;
    Contract inForce = c; // the terms of that month: amendments that take effect later undone
    if (m_db && c.id > 0) {
        auto stored = ContractStore(*m_db).outages(c.id);
        if (!stored)
            return stored.error();
        outages += stored.value();
        auto amendments = ContractStore(*m_db).amendments(c.id);
        if (!amendments)
            return amendments.error();
        inForce = termsOn(c, amendments.value(), QDate(month.year(), month.month(), 1));
    }
    for (const Outage& o : extra)
        if (!c.server(o.server))
            return Error(Tr::tr("the outage of line %1 names %2, which contract %3 does not hold (%4)")
                             .arg(o.line)
                             .arg(o.server, c.number, c.serverNames().join(QStringLiteral(", "))),
                         QStringLiteral("--outages"), QStringLiteral("outages"));
    return reconcile(inForce, bill.value(), month, outages);
}

Result<qint64> ContractService::recordBill(const Contract& c, const Reconciliation& r, bool acceptShown) const
{
    if (!m_db)
        return noDatabase();
    if (!r.problems.isEmpty() && !acceptShown)
        return Error(
            Tr::tr("%n row(s) of the bill could not be matched (listed above); nothing was kept. Correct "
                   "the file, or keep the rows shown with --accept-shown",
                   nullptr, int(r.problems.size())),
            QStringLiteral("--accept-shown"), QStringLiteral("bill"));
    return ContractStore(*m_db).recordBill(c.id, r, reconciliationJson(r));
}

} // namespace gpuplan

namespace gpuplan {

namespace {
// The statement's money ("1234.56 CNY") as kept.
Money keptMoney(const QJsonObject& statement, const char* key)
{
    auto m = Money::parse(statement.value(QLatin1String(key)).toString(), QString());
    return m ? m.value() : Money();
}

void addContract(VendorRecord& v, const Contract& c, const QList<BillRecord>& bills,
                 const QList<Outage>& outages, const QList<AcceptanceReportRecord>& reports,
                 const QDate& delivery)
{
    ++v.contracts;
    for (const BillRecord& b : bills) {
        ++v.statements;
        v.serverMonths += int(b.statement.value(QStringLiteral("servers")).toArray().size());
        v.billed = v.billed + b.billedTotal;
        const Money disputed = keptMoney(b.statement, "disputed");
        if (disputed.minor() > 0) {
            ++v.disputedStatements;
            v.disputed = v.disputed + disputed;
        }
        v.differences += b.differences;
        v.credits = v.credits + b.creditDue;
        for (const QJsonValue& s : b.statement.value(QStringLiteral("servers")).toArray())
            v.slaBreaches += s.toObject().value(QStringLiteral("credit_percent")).toDouble() > 0 ? 1 : 0;
    }
    QHash<QString, QList<QPair<qint64, qint64>>> spans;
    for (const Outage& o : outages)
        if (o.counted) {
            ++v.outages;
            spans[o.server].append({o.start.toSecsSinceEpoch(), o.end.toSecsSinceEpoch()});
        }
    for (auto& list : spans) {
        std::sort(list.begin(), list.end());
        qint64 reach = LLONG_MIN;
        for (const auto& [a, b] : list) {
            if (b > std::max(a, reach))
                v.outageHours += (b - std::max(a, reach)) / 3600.0;
            reach = std::max(reach, b);
        }
    }
    v.deliveryReports += int(reports.size());
    for (const AcceptanceReportRecord& r : reports)
        v.acceptanceFailures += r.count(ItemStatus::Failed) > 0 ? 1 : 0;
    // Late: accepted after the later of the term's first day and the delivery the quote promised.
    const QDate due = delivery.isValid() && delivery > c.start ? delivery : c.start;
    for (const ContractServer& s : c.serverList)
        v.serversAccepted += s.acceptedAt.isValid() ? 1 : 0;
    for (const ContractServer& s : c.serverList)
        if (s.acceptedAt.isValid() && chinaDayStart(due.addDays(1)) <= s.acceptedAt) {
            ++v.lateServers;
            v.lateDays = std::max(v.lateDays, chinaDayStart(due).secsTo(s.acceptedAt) / 86400.0);
        }
}
} // namespace

Result<QList<VendorRecord>> ContractService::vendorRecords() const
{
    if (!m_db)
        return noDatabase();
    ContractStore store(*m_db);
    auto contracts = store.list();
    if (!contracts)
        return contracts.error();
    QMap<QString, VendorRecord> by;
    for (const Contract& c : contracts.value()) {
        VendorRecord& v = by[c.vendor];
        if (v.vendor.isEmpty()) {
            v.vendor = c.vendor;
            for (Money* m : {&v.billed, &v.disputed, &v.credits})
                *m = Money(0, c.currency());
        }
        auto bills = store.bills(c.id);
        auto outages = store.outages(c.id);
        auto reports = AcceptanceStore(*m_db).reports(c.quoteId);
        auto quote = QuoteStore(*m_db).get(c.quoteId);
        for (const Status& s : {Status(bills ? Status() : Status(bills.error())),
                                Status(outages ? Status() : Status(outages.error())),
                                Status(reports ? Status() : Status(reports.error()))})
            if (!s)
                return s.error();
        addContract(v, c, bills.value(), outages.value(), reports.value(),
                    quote ? quote->deliveryDate : QDate());
    }
    return by.values();
}

Result<Outage> ContractService::outage(const Contract& c, const OutageEntry& e)
{
    const QString server = e.server.trimmed();
    Outage o;
    if (!e.report.isEmpty()) {
        auto r = outageFromReport(e.report, e.reportName, c.gpusPerServer, server, e.start, e.end);
        if (!r)
            return r.error();
        o = r.value();
        if (!c.server(o.server))
            return Error(Tr::tr("the report is of %1, which contract %2 does not hold (%3): name the server")
                             .arg(o.server, c.number, c.serverNames().join(QStringLiteral(", "))),
                         Tr::tr("server"), QStringLiteral("server"));
    } else {
        if (!c.server(server))
            return Error(server.isEmpty()
                             ? Tr::tr("name the server that was down, one of %1")
                                   .arg(c.serverNames().join(QStringLiteral(", ")))
                             : Tr::tr("contract %1 holds no server %2 (it holds %3)")
                                   .arg(c.number, server, c.serverNames().join(QStringLiteral(", "))),
                         Tr::tr("server"), QStringLiteral("server"));
        if (!e.start.isValid() || !e.end.isValid())
            return Error(Tr::tr("give when the outage began and ended, e.g. 2026-11-03 14:20 (China time)"),
                         e.start.isValid() ? Tr::tr("end") : Tr::tr("start"),
                         e.start.isValid() ? QStringLiteral("until") : QStringLiteral("from"));
        if (e.end <= e.start)
            return Error(Tr::tr("the outage ends before it starts"), Tr::tr("end"), QStringLiteral("until"));
        if (e.cause.trimmed().isEmpty())
            return Error(Tr::tr("say what happened (the cause), e.g. GPU 3 fell off the bus, replaced"),
                         Tr::tr("cause"), QStringLiteral("cause"));
        o.server = c.server(server)->name;
        o.start = e.start.toUTC();
        o.end = e.end.toUTC();
        o.cause = e.cause.trimmed();
    }
    o.counted = e.counted;
    return o;
}

Result<Outage> ContractService::recordOutage(const Contract& c, const OutageEntry& e) const
{
    if (!m_db)
        return noDatabase();
    auto o = outage(c, e);
    if (!o)
        return o.error();
    auto added =
        store().addOutages(c.id, {o.value()}, e.report.isEmpty() ? QStringLiteral("by hand") : e.reportName);
    if (!added)
        return added.error();
    return o;
}

RecordScore recordScore(const VendorRecord* v)
{
    if (!v)
        return {1, Tr::tr("no contract with this buyer on record: the whole weight")};
    const struct
    {
        int wanting, of;
        QString text, none;
    } parts[] = {
        {v->disputedStatements, v->statements,
         Tr::tr("%1 of %2 monthly statements disputed").arg(v->disputedStatements).arg(v->statements),
         Tr::tr("no monthly statement kept")},
        {v->slaBreaches, v->serverMonths,
         Tr::tr("%1 of %2 server-months with an SLA credit").arg(v->slaBreaches).arg(v->serverMonths),
         Tr::tr("no server-month billed")},
        {v->acceptanceFailures, v->deliveryReports,
         Tr::tr("%1 of %2 delivery reports with a failed item")
             .arg(v->acceptanceFailures)
             .arg(v->deliveryReports),
         Tr::tr("no delivery report")},
        {v->lateServers, v->serversAccepted,
         Tr::tr("%1 of %2 servers accepted late").arg(v->lateServers).arg(v->serversAccepted),
         Tr::tr("no server accepted")},
    };
    RecordScore s{0, {}};
    QStringList basis;
    for (const auto& p : parts) {
        s.share += 0.25 * (p.of > 0 ? 1.0 - double(std::min(p.wanting, p.of)) / p.of : 1.0);
        basis << (p.of > 0 ? p.text : p.none);
    }
    s.basis = basis.join(Language::isChinese() ? QStringLiteral("；") : QStringLiteral("; "));
    return s;
}

} // namespace gpuplan
