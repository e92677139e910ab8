// `gpuplan contract credits`: a month's outages per server turned into the availability and the SLA credit
// the contract's schedule gives (issue 62 item 3; core's slaCredits).
#include "Cli.h"
#include "ContractCommands.h"
#include "Table.h"

#include "contract/SlaCredit.h"
#include "files/InputFile.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"

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
    return QStringLiteral("%1:%2").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

// The fee of one server for a month as the quote prices it (per server-month, or per GPU-month × GPUs).
std::optional<Money> monthFee(const Quote& q)
{
    if (q.price.unit == PriceUnit::ServerMonth)
        return q.price.price;
    if (q.price.unit == PriceUnit::GpuMonth && q.gpusPerServer > 0)
        return q.price.price * q.gpusPerServer;
    return std::nullopt;
}

void print(QTextStream& out, const CreditStatement& st, bool example)
{
    Table t({Tr::tr("server"), Tr::tr("outages"), Tr::tr("down (h:mm)"), Tr::tr("not counted"),
             Tr::tr("availability"), Tr::tr("credit"), Tr::tr("amount")});
    for (int c : {1, 2, 3, 4, 5, 6})
        t.setRightAligned(c);
    for (const ServerMonth& m : st.servers)
        t.addRow({m.server, QString::number(m.outages), hours(m.secondsDown), hours(m.secondsNotCounted),
                  QLocale::system().toString(m.availabilityPercent(), 'f', 3) + QStringLiteral(" %"),
                  QLocale::system().toString(m.creditMilli / 1000.0, 'g', 6) + QStringLiteral(" %"),
                  m.credit.toDisplayString()});
    out << Tr::tr("SLA credits for %1 (China time), per server: availability = (time in the month − time "
                  "down) ÷ time in the month.")
               .arg(st.month.toString(QStringLiteral("yyyy-MM")))
        << Qt::endl
        << Tr::tr("Schedule: %1%2")
               .arg(st.schedule.describe(),
                    example ? Tr::tr(" (an example: Alibaba Cloud's published SLA; give the "
                                     "contract's with --schedule and --cap)")
                            : QString())
        << Qt::endl
        << Qt::endl
        << t.render()
        << Tr::tr("Fees %1, credit due %2.")
               .arg(st.totalFee.toDisplayString(), st.totalCredit.toDisplayString())
        << Qt::endl;
}
QJsonObject statementJson(const CreditStatement& st)
{
    QJsonArray rows;
    for (const ServerMonth& m : st.servers)
        rows.append(QJsonObject{{QStringLiteral("server"), m.server},
                                {QStringLiteral("outages"), m.outages},
                                {QStringLiteral("seconds_in_month"), double(m.secondsInMonth)},
                                {QStringLiteral("seconds_down"), double(m.secondsDown)},
                                {QStringLiteral("seconds_not_counted"), double(m.secondsNotCounted)},
                                {QStringLiteral("availability_percent"), m.availabilityPercent()},
                                {QStringLiteral("credit_percent"), m.creditMilli / 1000.0},
                                {QStringLiteral("fee"), m.fee.toString()},
                                {QStringLiteral("credit"), m.credit.toString()}});
    return QJsonObject{{QStringLiteral("month"), st.month.toString(QStringLiteral("yyyy-MM"))},
                       {QStringLiteral("schedule"), st.schedule.describe()},
                       {QStringLiteral("servers"), rows},
                       {QStringLiteral("total_fee"), st.totalFee.toString()},
                       {QStringLiteral("total_credit"), st.totalCredit.toString()}};
}

} // namespace

int contractCredits(Context& ctx, const QCommandLineParser& p)
{
    const QDate month =
        QDate::fromString(p.value(QStringLiteral("month")) + QStringLiteral("-01"), Qt::ISODate);
    if (!month.isValid())
        return ctx.badInput(QStringLiteral("--month"), Tr::tr("give the month as YYYY-MM, e.g. 2026-11"));
    const bool example = !p.isSet(QStringLiteral("schedule"));
    auto schedule =
        example ? Result<SlaSchedule>(SlaSchedule::example())
                : SlaSchedule::parse(p.value(QStringLiteral("schedule")), p.value(QStringLiteral("cap")));
    if (!schedule)
        return ctx.badInput(schedule.error());
    auto bytes = readImportFile(p.value(QStringLiteral("outages")));
    if (!bytes)
        return ctx.badInput(bytes.error());
    auto outages = parseOutages(bytes.value(), p.value(QStringLiteral("outages")));
    if (!outages)
        return ctx.badInput(outages.error());
    QStringList servers = p.value(QStringLiteral("servers")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& s : servers)
        s = s.trimmed();
    std::optional<Money> fee;
    if (p.isSet(QStringLiteral("fee"))) {
        auto f = Money::parse(p.value(QStringLiteral("fee")), QStringLiteral("--fee"));
        if (!f)
            return ctx.badInput(f.error());
        fee = f.value();
    }
    if (p.isSet(QStringLiteral("quote"))) {
        auto db = openDatabase(ctx);
        if (!db)
            return ctx.openFailed(db.error());
        auto q = QuoteStore(**db).get(p.value(QStringLiteral("quote")).toLongLong());
        if (!q)
            return ctx.badInput(q.error());
        if (!fee)
            fee = monthFee(q.value());
        // The file's servers, then unnamed ones up to the quote's count.
        for (const Outage& o : outages.value())
            if (servers.size() < q->servers && !servers.contains(o.server))
                servers << o.server;
        for (int i = int(servers.size()); i < q->servers; ++i)
            servers << Tr::tr("server %1").arg(i + 1);
    }
    if (!fee)
        return ctx.badInput(QStringLiteral("--fee"),
                            Tr::tr("give the fee of one server for the month, or a --quote "
                                   "that prices servers by the month"));
    if (servers.isEmpty())
        return ctx.badInput(QStringLiteral("--servers"),
                            Tr::tr("name the contract's servers, or give --quote"));
    auto st = slaCredits(outages.value(), month, servers, *fee, schedule.value());
    if (!st)
        return ctx.badInput(st.error());
    if (ctx.json) {
        ctx.printJson(statementJson(st.value()));
        return ExitOk;
    }
    print(ctx.out(), st.value(), example);
    return ExitOk;
}

} // namespace gpuplan::cli
