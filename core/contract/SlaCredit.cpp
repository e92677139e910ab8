#include "SlaCredit.h"

#include "cost/Fraction.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <climits>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

// China Standard Time: UTC+8 all year (no daylight saving since 1991).
const QTimeZone& chinaTime()
{
    static const QTimeZone zone(8 * 3600);
    return zone;
}

// "99.9" → 99900 (thousandths of a percent); false beyond three decimals or not a number.
bool milli(const QString& text, qint64* out)
{
    Fraction f;
    if (!Fraction::fromDecimal(text.trimmed().remove(QLatin1Char('%')), &f))
        return false;
    const Fraction m = f * Fraction(1000);
    const double d = m.toDouble();
    if (!(d >= 0) || d > 1e9 || !(m == Fraction(qint64(d + 0.5))))
        return false;
    *out = qint64(d + 0.5);
    return true;
}

QString percent(qint64 milli)
{
    return QLocale::system().toString(milli / 1000.0, 'g', 6) + QStringLiteral(" %");
}

std::optional<QDateTime> readTime(const QString& text)
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
            local.setTimeZone(chinaTime());
            return local.toUTC();
        }
    }
    return std::nullopt;
}

int column(const QStringList& header, std::initializer_list<const char*> names)
{
    for (int i = 0; i < header.size(); ++i)
        for (const char* n : names)
            if (header[i].trimmed().compare(QString::fromUtf8(n), Qt::CaseInsensitive) == 0)
                return i;
    return -1;
}
} // namespace

Result<SlaSchedule> SlaSchedule::parse(const QString& text, const QString& cap)
{
    SlaSchedule s;
    for (const QString& part :
         text.split(QRegularExpression(QStringLiteral("[,，;；]")), Qt::SkipEmptyParts)) {
        const QStringList two = part.split(QRegularExpression(QStringLiteral("[:：]")));
        SlaTier t;
        if (two.size() != 2 || !milli(two[0], &t.belowMilli) || !milli(two[1], &t.creditMilli) ||
            t.belowMilli <= 0 || t.belowMilli > 100000 || t.creditMilli > 100000)
            return Error(Tr::tr("'%1' is not a tier: write availability below : credit, in percent, e.g. "
                                "99.9:20,99:30,95:50")
                             .arg(part.trimmed()),
                         QStringLiteral("--schedule"), QStringLiteral("schedule"));
        for (const SlaTier& o : s.tiers)
            if (o.belowMilli == t.belowMilli)
                return Error(Tr::tr("two tiers below %1").arg(percent(t.belowMilli)),
                             QStringLiteral("--schedule"), QStringLiteral("schedule"));
        s.tiers << t;
    }
    if (s.tiers.isEmpty())
        return Error(Tr::tr("give the credit tiers, e.g. 99.9:20,99:30,95:50"), QStringLiteral("--schedule"),
                     QStringLiteral("schedule"));
    std::sort(s.tiers.begin(), s.tiers.end(),
              [](const SlaTier& a, const SlaTier& b) { return a.belowMilli > b.belowMilli; });
    if (!cap.isEmpty() && (!milli(cap, &s.capMilli) || s.capMilli > 100000))
        return Error(Tr::tr("'%1' is not a share of the month's fee: give a percent from 0 to 100").arg(cap),
                     QStringLiteral("--cap"), QStringLiteral("cap"));
    return s;
}

SlaSchedule SlaSchedule::example()
{
    SlaSchedule s;
    s.tiers = {{99900, 20000}, {99000, 30000}, {95000, 50000}};
    s.capMilli = 50000;
    return s;
}

QString SlaSchedule::tiersText() const
{
    QStringList parts;
    for (const SlaTier& t : tiers)
        parts << QStringLiteral("%1:%2").arg(QString::number(t.belowMilli / 1000.0, 'g', 8),
                                             QString::number(t.creditMilli / 1000.0, 'g', 8));
    return parts.join(QLatin1Char(','));
}

QString SlaSchedule::describe() const
{
    QStringList parts;
    for (const SlaTier& t : tiers)
        parts << QStringLiteral("< %1 → %2").arg(percent(t.belowMilli), percent(t.creditMilli));
    return Tr::tr("%1; at most %2 of the month's fee")
        .arg(parts.join(QStringLiteral(", ")), percent(capMilli));
}

qint64 SlaSchedule::creditMilli(qint64 secondsInMonth, qint64 secondsDown) const
{
    // availability < edge ⟺ (M − D) × 100,000 < edge × M, in integers (M ≤ 2,678,400 s: no overflow)
    qint64 credit = 0;
    for (const SlaTier& t : tiers)
        if ((secondsInMonth - secondsDown) * 100000 < t.belowMilli * secondsInMonth)
            credit = t.creditMilli; // the lowest edge it falls below, its credit
    return std::min(credit, capMilli);
}

double ServerMonth::availabilityPercent() const
{
    return secondsInMonth > 0 ? 100.0 * double(secondsInMonth - secondsDown) / double(secondsInMonth) : 0;
}

Result<QList<Outage>> parseOutages(const QByteArray& bytes, const QString& fileName)
{
    const QString text = Csv::decode(bytes);
    QList<Csv::Record> records;
    int bad = 0;
    if (!Csv::parse(
            text, Csv::detectDelimiter(text),
            [&](const Csv::Record& r) {
                if (!Csv::isComment(r) && !(r.fields.size() == 1 && r.fields[0].trimmed().isEmpty()))
                    records << r;
                return true;
            },
            &bad))
        return Error(Tr::tr("a quoted field is not closed"), Tr::tr("%1, line %2").arg(fileName).arg(bad),
                     QStringLiteral("outages"));
    if (records.isEmpty())
        return Error(
            Tr::tr("the file holds no outages: a header row (server, start, end, cause) and a row per "
                   "outage"),
            fileName, QStringLiteral("outages"));
    const QStringList header = records.first().fields;
    const int server = column(header, {"server", "host", "服务器", "主机"});
    const int start = column(header, {"start", "开始", "开始时间"});
    const int end = column(header, {"end", "结束", "结束时间"});
    const int cause = column(header, {"cause", "原因"});
    const int counted = column(header, {"counted", "计入"});
    if (server < 0 || start < 0 || end < 0)
        return Error(
            Tr::tr("the header row must name the columns server, start and end (服务器, 开始, 结束)"),
            Tr::tr("%1, line %2").arg(fileName).arg(records.first().line), QStringLiteral("outages"));
    QList<Outage> out;
    for (qsizetype i = 1; i < records.size(); ++i) {
        const Csv::Record& r = records[i];
        const auto where = [&](int col) {
            return Tr::tr("%1, line %2, column %3").arg(fileName).arg(r.line).arg(header.value(col));
        };
        Outage o;
        o.line = r.line;
        o.server = r.fields.value(server).trimmed();
        if (o.server.isEmpty())
            return Error(Tr::tr("the server is missing"), where(server), QStringLiteral("outages"));
        const auto s = readTime(r.fields.value(start)), e = readTime(r.fields.value(end));
        if (!s || !e)
            return Error(Tr::tr("'%1' is not a time: write 2026-11-03 14:20 (China time) or ISO 8601")
                             .arg(r.fields.value(s ? end : start).trimmed()),
                         where(s ? end : start), QStringLiteral("outages"));
        if (!(*s < *e))
            return Error(Tr::tr("the outage ends before it starts"), where(end), QStringLiteral("outages"));
        o.start = *s;
        o.end = *e;
        o.cause = r.fields.value(cause).trimmed();
        if (counted >= 0) {
            const QString c = r.fields.value(counted).trimmed().toLower();
            if (QStringList{QStringLiteral("no"), QStringLiteral("false"), QStringLiteral("0"),
                            QStringLiteral("否"), QStringLiteral("不计入")}
                    .contains(c))
                o.counted = false;
            else if (!c.isEmpty() &&
                     !QStringList{QStringLiteral("yes"), QStringLiteral("true"), QStringLiteral("1"),
                                  QStringLiteral("是"), QStringLiteral("计入")}
                          .contains(c))
                return Error(Tr::tr("'%1' is not yes or no (是/否)").arg(c), where(counted),
                             QStringLiteral("outages"));
        }
        out << o;
    }
    return out;
}

Result<CreditStatement> slaCredits(const QList<Outage>& outages, const QDate& month,
                                   const QStringList& servers, const Money& feePerServer,
                                   const SlaSchedule& schedule)
{
    CreditStatement st;
    st.month = QDate(month.year(), month.month(), 1);
    st.schedule = schedule;
    const QDateTime from = QDateTime(st.month, QTime(0, 0), chinaTime()).toUTC();
    const QDateTime to = QDateTime(st.month.addMonths(1), QTime(0, 0), chinaTime()).toUTC();
    for (const Outage& o : outages)
        if (!servers.contains(o.server))
            return Error(Tr::tr("the outage of line %1 names %2, which the contract does not hold (%3)")
                             .arg(o.line)
                             .arg(o.server, servers.join(QStringLiteral(", "))),
                         QStringLiteral("--outages"), QStringLiteral("outages"));
    st.totalFee = Money(0, feePerServer.currency());
    st.totalCredit = Money(0, feePerServer.currency());
    for (const QString& name : servers) {
        ServerMonth m;
        m.server = name;
        m.secondsInMonth = from.secsTo(to);
        // The server's outages clipped to the month, overlaps merged: counted first, then the rest.
        for (bool counted : {true, false}) {
            QList<QPair<qint64, qint64>> spans;
            for (const Outage& o : outages)
                if (o.server == name && o.counted == counted && o.end > from && o.start < to) {
                    spans.append(
                        {std::max(o.start, from).toSecsSinceEpoch(), std::min(o.end, to).toSecsSinceEpoch()});
                    m.outages += counted ? 1 : 0;
                }
            std::sort(spans.begin(), spans.end());
            qint64 total = 0, reach = LLONG_MIN;
            for (const auto& [a, b] : spans) {
                const qint64 start = std::max(a, reach);
                if (b > start)
                    total += b - start;
                reach = std::max(reach, b);
            }
            (counted ? m.secondsDown : m.secondsNotCounted) = total;
        }
        m.creditMilli = schedule.creditMilli(m.secondsInMonth, m.secondsDown);
        m.fee = feePerServer;
        auto credit = Money::fromFraction(feePerServer.asFraction() * Fraction(m.creditMilli, 100000),
                                          feePerServer.currency());
        if (!credit)
            return credit.error();
        m.credit = credit.value();
        st.totalFee = st.totalFee + m.fee;
        st.totalCredit = st.totalCredit + m.credit;
        st.servers << m;
    }
    return st;
}

} // namespace gpuplan
