#pragma once

#include "cost/Money.h"
#include "util/Result.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplan {

// After the signature (issue 62 item 3): outages per server, each month's availability as cloud SLAs in China
// define it, and the credit the contract's schedule gives. Availability = (seconds in the calendar month −
// seconds unavailable) ÷ seconds in the month, per server; outages of one server that overlap count once;
// outages marked as not counted (maintenance announced in advance, the customer's own doing, force majeure)
// are left out. The credit is a share of that server's month fee by the first tier the availability falls
// below, capped at a share of the fee; money exact (no binary floating point). Schedules are the contract's;
// the example is Alibaba Cloud's DataHub / Function Compute SLA (../shared/data/market-facts.md, 2026-12-05):
// below 99.9 % → 20 %, below 99 % → 30 %, below 95 % → 50 %, capped at 50 %.

// Percentages are kept in thousandths of a percent (99.9 % = 99900), so that a tier's edge is exact.
struct SlaTier
{
    qint64 belowMilli = 0;  // availability below this (in 1/1000 %) …
    qint64 creditMilli = 0; // … earns this share of the month's fee (in 1/1000 %)
};

struct SlaSchedule
{
    QList<SlaTier> tiers;         // highest edge first
    qint64 capMilli = 100 * 1000; // the credit at most this share of the month's fee
    // "99.9:20,99:30,95:50" (availability below : credit, in percent; order free); each edge in (0, 100],
    // each credit in [0, 100], edges distinct. The error names the part at fault.
    static Result<SlaSchedule> parse(const QString& text, const QString& cap = QString());
    static SlaSchedule example();
    QString tiersText() const; // "99.9:20,99:30,95:50", as parse() reads it, whatever the language
    QString describe() const;  // "< 99.9 % → 20 %, < 99 % → 30 %, < 95 % → 50 %; at most 50 %"
    qint64 creditMilli(qint64 secondsInMonth, qint64 secondsDown) const;
};

struct Outage
{
    QString server;
    QDateTime start, end; // UTC
    QString cause;
    bool counted = true; // false: not counted against the vendor
    int line = 0;        // of the file it came from
};

// Outages as a CSV (UTF-8 or GB18030, as Excel saves it): a header row naming server, start, end and
// optionally cause and counted (服务器, 开始, 结束, 原因, 计入 also), then one outage per row. Times as ISO
// 8601 or "2026-11-03 14:20" (local time of `zone`, China Standard Time by default). Each error names its
// line and column; nothing is read from a file with errors.
Result<QList<Outage>> parseOutages(const QByteArray& bytes, const QString& fileName = QString());

struct ServerMonth
{
    QString server;
    qint64 secondsInMonth = 0;
    qint64 secondsDown = 0; // counted
    qint64 secondsNotCounted = 0;
    int outages = 0;
    qint64 creditMilli = 0;
    Money fee, credit;
    double availabilityPercent() const; // for showing only; the tiers use exact integers
};

struct CreditStatement
{
    QDate month; // its first day
    SlaSchedule schedule;
    QList<ServerMonth> servers;
    Money totalFee, totalCredit;
};

// The month's statement for `servers` (outages of other servers are refused, naming them), each at
// `feePerServer` for the month. Outages are clipped to the month (Asia/Shanghai calendar).
Result<CreditStatement> slaCredits(const QList<Outage>& outages, const QDate& month,
                                   const QStringList& servers, const Money& feePerServer,
                                   const SlaSchedule& schedule);

} // namespace gpuplan
