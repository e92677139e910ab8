#include "ServerAcceptance.h"

#include "util/Language.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AcceptanceStore)
};

const char* const kNotReported = QT_TRANSLATE_NOOP("AcceptanceStore", "%1 more server(s) not reported yet");

QString statusIn(const QString& language, ItemStatus s)
{
    static const char* const labels[] = {QT_TRANSLATE_NOOP("AcceptanceStore", "not tested"),
                                         QT_TRANSLATE_NOOP("AcceptanceStore", "confirmed"),
                                         QT_TRANSLATE_NOOP("AcceptanceStore", "failed"),
                                         QT_TRANSLATE_NOOP("AcceptanceStore", "not applicable")};
    return Language::translate(language, "AcceptanceStore", labels[int(s)]);
}

QString hostIn(const QString& language, const QString& host)
{
    return host.isEmpty() ? Language::translate(language, "AcceptanceStore",
                                                QT_TRANSLATE_NOOP("AcceptanceStore", "the server"))
                          : host;
}
} // namespace

int AcceptanceReportRecord::count(ItemStatus s) const
{
    int n = 0;
    for (const AcceptanceFinding& f : findings)
        n += f.status == s;
    return n;
}

int AcceptanceVerdict::failedServers() const
{
    int n = 0;
    for (const AcceptanceReportRecord& r : servers)
        n += r.count(ItemStatus::Failed) > 0;
    return n;
}

QString AcceptanceVerdict::text() const
{
    const int reported = int(servers.size()), failed = failedServers();
    const int of = std::max(contracted, reported);
    if (reported == 0)
        return Tr::tr("no acceptance report imported yet (%n server(s) contracted)", nullptr, of);
    if (failed > 0) {
        QStringList hosts;
        for (const AcceptanceReportRecord& r : servers)
            if (r.count(ItemStatus::Failed) > 0)
                hosts << hostIn(Language::current(), r.host);
        return Tr::tr("%1 of %2 servers failed (%3)").arg(failed).arg(of).arg(hosts.join(Tr::tr(", ")));
    }
    if (reported < of)
        return Tr::tr("%1 of %2 servers reported, none failed so far").arg(reported).arg(of);
    return Tr::tr("all %n server(s) passed", nullptr, of);
}

QList<AcceptanceFinding> combineFindings(const QList<AcceptanceReportRecord>& latest, int contractedServers)
{
    QStringList codes; // in the reports' order
    for (const AcceptanceReportRecord& r : latest)
        for (const AcceptanceFinding& f : r.findings)
            if (!codes.contains(f.code))
                codes << f.code;
    const int servers = std::max(contractedServers, int(latest.size()));
    QList<AcceptanceFinding> out;
    for (const QString& code : std::as_const(codes)) {
        QList<QPair<const AcceptanceReportRecord*, const AcceptanceFinding*>> per;
        bool tested = false;
        for (const AcceptanceReportRecord& r : latest) {
            const AcceptanceFinding* found = nullptr;
            for (const AcceptanceFinding& f : r.findings)
                if (f.code == code)
                    found = &f;
            per.append({&r, found});
            tested = tested || (found && found->status != ItemStatus::Open);
        }
        if (!tested)
            continue;
        AcceptanceFinding c;
        c.code = code;
        int confirmed = 0, failed = 0, na = 0;
        for (const auto& [r, f] : per) {
            const ItemStatus s = f ? f->status : ItemStatus::Open;
            confirmed += s == ItemStatus::Confirmed;
            failed += s == ItemStatus::Failed;
            na += s == ItemStatus::NotApplicable;
        }
        c.status = failed > 0                  ? ItemStatus::Failed
                   : na == servers             ? ItemStatus::NotApplicable
                   : confirmed + na == servers ? ItemStatus::Confirmed
                                               : ItemStatus::Open;
        if (servers == 1 && per.size() == 1 && per.first().second) { // one server: its own words
            const AcceptanceFinding& f = *per.first().second;
            c.message = f.message;
            c.messageZh = f.messageZh;
            c.messageEn = f.messageEn;
            c.evidence = f.evidence;
            out << c;
            continue;
        }
        QStringList zh, en, lines;
        for (const auto& [r, f] : per) {
            const ItemStatus s = f ? f->status : ItemStatus::Open;
            zh << QStringLiteral("%1（%2）：%3")
                      .arg(hostIn(QStringLiteral("zh_CN"), r->host), statusIn(QStringLiteral("zh_CN"), s),
                           f ? f->messageZh : QString());
            en << QStringLiteral("%1 (%2): %3")
                      .arg(hostIn(QStringLiteral("en"), r->host), statusIn(QStringLiteral("en"), s),
                           f ? f->messageEn : QString());
            if (f && !f->evidence.isEmpty())
                lines << QStringLiteral("[%1]\n%2").arg(hostIn(QStringLiteral("en"), r->host), f->evidence);
        }
        if (const int missing = servers - int(per.size()); missing > 0) {
            zh << Language::translate(QStringLiteral("zh_CN"), "AcceptanceStore",
                                      "%1 more server(s) not reported yet")
                      .arg(missing);
            en << Language::translate(QStringLiteral("en"), "AcceptanceStore",
                                      "%1 more server(s) not reported yet")
                      .arg(missing);
        }
        c.messageZh = zh.join(QLatin1Char('\n'));
        c.messageEn = en.join(QLatin1Char('\n'));
        c.message = Language::isChinese() ? c.messageZh : c.messageEn;
        c.evidence = lines.join(QLatin1Char('\n'));
        out << c;
    }
    return out;
}

} // namespace gpuplan
