#pragma once

#include "contract/SlaCredit.h"
#include "cost/PriceTerm.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

namespace gpuplan {

struct Quote;

// After the signature (issue 62 item 1): the contract as the buyer signed it, made from the awarded quote (or
// a quote the buyer marks signed). It holds what every later check needs: the term, the servers and GPUs,
// the unit price with its unit and billing granularity, the minimum term, VAT and invoice type, the payment
// terms, the SLA (response and replacement hours, the credit schedule) and the servers accepted under it,
// each with the moment its acceptance passed. Bills, outages and credits are matched against it.
struct ContractServer
{
    QString name;
    QDateTime acceptedAt; // UTC; invalid = not accepted yet (nothing may be billed for it)
};

struct Contract
{
    qint64 id = 0;
    QString number; // 合同编号, as the parties wrote it; the bills name it
    qint64 quoteId = 0;
    qint64 tenderId = 0; // the purchase that awarded the quote; 0 = a quote marked signed
    QString vendor;
    QDate start;        // the first day of the term (China time)
    int termMonths = 0; // the term ends at the start of the same day termMonths later
    QString gpuId;
    int servers = 0;
    int gpusPerServer = 8;
    PriceTerm price;     // unit price, unit, billing granularity, VAT, setup fee, minimum term
    QString invoiceType; // "special" / "ordinary" / "" as on the quote
    QString paymentTerms;
    double responseHours = 0;    // 0 = not stated
    double replacementHours = 0; // an outage longer than this is not billed beyond it; 0 = none allowed
    SlaSchedule sla;
    QList<ContractServer> serverList;          // named so far, accepted or not
    QString status = QStringLiteral("active"); // "active" or "ended"
    QString createdAt, createdBy;
    int version = 0;

    QDate end() const { return start.addMonths(termMonths); } // exclusive
    int daysLeft(const QDate& today) const { return int(today.daysTo(end().addDays(-1))); }
    // An active contract within `warnDays` of its last day (or past it): time to weigh the renewal.
    bool renewalDue(const QDate& today, int warnDays) const
    {
        return status == QLatin1String("active") && daysLeft(today) <= warnDays;
    }
    Currency currency() const { return price.price.currency(); }
    const ContractServer* server(const QString& name) const;
    QStringList serverNames() const;
    // The servers, term, price and SLA make sense; each error names its field.
    Status validate() const;
};

// The contract a quote becomes when signed on `start` for `termMonths`: the quote's vendor, GPUs, servers,
// price and SLA hours; the credit schedule given (the quote holds none).
Result<Contract> contractFromQuote(const Quote& quote, const QDate& start, int termMonths,
                                   const QString& number, const SlaSchedule& sla);

// China Standard Time (UTC+8 all year): contracts, bills and outages count their days in it.
const QTimeZone& contractTimeZone();
// The first moment of a day in China time, as UTC.
QDateTime chinaDayStart(const QDate& day);
// "2026-11-03 14:30" (China time) or an ISO 8601 time with its offset.
std::optional<QDateTime> readChinaTime(const QString& text);

} // namespace gpuplan
