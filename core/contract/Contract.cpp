#include "Contract.h"

#include "quotes/Quote.h"

#include <QCoreApplication>
#include <QSet>
#include <QTimeZone>

#include <cmath>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};
} // namespace

const QTimeZone& contractTimeZone()
{
    static const QTimeZone zone(8 * 3600);
    return zone;
}

QDateTime chinaDayStart(const QDate& day)
{
    return QDateTime(day, QTime(0, 0), contractTimeZone()).toUTC();
}

std::optional<QDateTime> readChinaTime(const QString& text)
{
    const QString t = text.trimmed();
    QDateTime d = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (d.isValid() &&
        (t.endsWith(QLatin1Char('Z')) || t.contains(QLatin1Char('+')) || t.lastIndexOf(QLatin1Char('-')) > 9))
        return d.toUTC();
    for (const char* f : {"yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy/M/d H:mm:ss", "yyyy/M/d H:mm",
                          "yyyy-MM-ddTHH:mm:ss", "yyyy-MM-ddTHH:mm"}) {
        QDateTime local = QDateTime::fromString(t, QString::fromLatin1(f));
        if (local.isValid()) {
            local.setTimeZone(contractTimeZone());
            return local.toUTC();
        }
    }
    for (const char* f : {"yyyy-MM-dd", "yyyy/M/d"}) {
        const QDate day = QDate::fromString(t, QString::fromLatin1(f));
        if (day.isValid())
            return chinaDayStart(day);
    }
    return std::nullopt;
}

const ContractServer* Contract::server(const QString& name) const
{
    for (const ContractServer& s : serverList)
        if (s.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return &s;
    return nullptr;
}

QStringList Contract::serverNames() const
{
    QStringList out;
    for (const ContractServer& s : serverList)
        out << s.name;
    return out;
}

Status Contract::validate() const
{
    if (!start.isValid())
        return Status::failure(QStringLiteral("start"),
                               Tr::tr("give the first day of the term, e.g. 2026-11-01"));
    if (termMonths < 1 || termMonths > 120)
        return Status::failure(QStringLiteral("term"), Tr::tr("the term must be from 1 to 120 months"));
    if (servers < 1 || servers > 10000)
        return Status::failure(QStringLiteral("servers"),
                               Tr::tr("the contract must hold 1 to 10,000 servers"));
    if (gpusPerServer < 1 || gpusPerServer > 64)
        return Status::failure(QStringLiteral("gpus_per_server"), Tr::tr("a server holds 1 to 64 GPUs"));
    if (Status s = price.validate(); !s)
        return s;
    if (price.spot)
        return Status::failure(QStringLiteral("price"),
                               Tr::tr("a spot quote cannot become a contract: its servers may be reclaimed"));
    for (double h : {responseHours, replacementHours})
        if (!(h >= 0 && h <= 720))
            return Status::failure(QStringLiteral("sla"),
                                   Tr::tr("response and replacement times must be from 0 to 720 hours"));
    if (serverList.size() > servers)
        return Status::failure(
            QStringLiteral("servers"),
            Tr::tr("%1 servers are named, the contract holds %2").arg(serverList.size()).arg(servers));
    QSet<QString> seen; // names compared with case ignored, in one pass (a contract of 10,000 servers)
    for (const ContractServer& s : serverList) {
        if (s.name.trimmed().isEmpty())
            return Status::failure(QStringLiteral("server"), Tr::tr("a server needs a name"));
        const QString key = s.name.trimmed().toLower();
        if (seen.contains(key))
            return Status::failure(QStringLiteral("server"),
                                   Tr::tr("the server %1 is named twice").arg(s.name));
        seen.insert(key);
    }
    return Status();
}

Result<Contract> contractFromQuote(const Quote& quote, const QDate& start, int termMonths,
                                   const QString& number, const SlaSchedule& sla)
{
    Contract c;
    c.number = number.trimmed();
    c.quoteId = quote.id;
    c.vendor = quote.provider;
    c.start = start;
    c.termMonths = termMonths;
    c.gpuId = quote.gpuId;
    c.servers = quote.servers;
    c.gpusPerServer = quote.gpusPerServer;
    c.price = quote.price;
    c.invoiceType = quote.invoiceType;
    c.responseHours = quote.slaResponseHours;
    c.replacementHours = quote.slaReplacementHours;
    c.sla = sla;
    if (c.number.isEmpty())
        return Error(
            Tr::tr("give the contract's number as the parties wrote it (合同编号): the vendor's bills "
                   "name it"),
            QStringLiteral("--number"), QStringLiteral("number"));
    if (Status s = c.validate(); !s)
        return s.error();
    return c;
}

} // namespace gpuplan
