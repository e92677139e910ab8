#include "AcceptanceStore.h"

#include "ChecklistStore.h"
#include "Database.h"
#include "quotes/Quote.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSet>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AcceptanceStore)
};
// A report as the history names it: its number, server and file ("#12 node-4 report.txt").
QString reportLabel(qint64 id, const QString& host, const QString& file)
{
    QStringList parts{QStringLiteral("#%1").arg(id)};
    if (!host.trimmed().isEmpty())
        parts << host.trimmed();
    if (!file.isEmpty())
        parts << file;
    return parts.join(QLatin1Char(' '));
}
} // namespace

Result<QList<AcceptanceReportRecord>> AcceptanceStore::reports(qint64 quoteId)
{
    QList<AcceptanceReportRecord> out;
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT id, host, file, imported_at, imported_by FROM acceptance_reports WHERE "
                             "quote_id = ? ORDER BY id DESC"));
    q.addBindValue(quoteId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("acceptance_reports"));
    QSet<QString> seen;
    while (q.next()) {
        AcceptanceReportRecord r;
        r.id = q.value(0).toLongLong();
        r.quoteId = quoteId;
        r.host = q.value(1).toString();
        r.file = q.value(2).toString();
        r.importedAt = q.value(3).toString();
        r.importedBy = q.value(4).toString();
        r.latest = !seen.contains(r.host);
        seen.insert(r.host);
        out << r;
    }
    QSqlQuery f(m_db.sql());
    f.prepare(
        QStringLiteral("SELECT code, status, finding_zh, finding_en, report_lines FROM acceptance_findings "
                       "WHERE report_id = ? ORDER BY id"));
    for (AcceptanceReportRecord& r : out) {
        f.addBindValue(r.id);
        if (!f.exec())
            return sqlError(f, QStringLiteral("acceptance_findings"));
        while (f.next()) {
            AcceptanceFinding x;
            x.code = f.value(0).toString();
            x.status = itemStatusFromName(f.value(1).toString()).value_or(ItemStatus::Open);
            x.messageZh = f.value(2).toString();
            x.messageEn = f.value(3).toString();
            x.message = Language::isChinese() ? x.messageZh : x.messageEn;
            x.evidence = f.value(4).toString();
            r.findings << x;
        }
    }
    return out;
}

Result<AcceptanceVerdict> AcceptanceStore::verdict(const Quote& quote)
{
    auto all = reports(quote.id);
    if (!all)
        return all.error();
    AcceptanceVerdict v;
    v.contracted = quote.servers;
    for (const AcceptanceReportRecord& r : all.value()) {
        if (r.latest)
            v.servers.prepend(r); // oldest server first
        v.runs.prepend(r);
    }
    return v;
}

Status AcceptanceStore::refresh(const Quote& quote, const QStringList& codes)
{
    auto v = verdict(quote);
    if (!v)
        return v.error();
    QList<AcceptanceFinding> combined = combineFindings(v->servers, quote.servers);
    // Items a withdrawn report had set and no remaining report speaks for: back to before any report.
    for (const QString& code : codes) {
        bool kept = false;
        for (const AcceptanceFinding& f : std::as_const(combined))
            kept = kept || f.code == code;
        if (!kept)
            combined << AcceptanceFinding{code, ItemStatus::Open, {}, {}, {}, {}};
    }
    auto n = ChecklistStore(m_db).recordFindings(quote.id, combined, true);
    return n ? Status() : Status(n.error());
}

Result<qint64> AcceptanceStore::record(const Quote& quote, const QString& host, const QString& file,
                                       const QList<AcceptanceFinding>& findings)
{
    qint64 id = 0;
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("INSERT INTO acceptance_reports (quote_id, host, file, imported_at, imported_by) "
                           "VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(quote.id);
        q.addBindValue(text(host.trimmed()));
        q.addBindValue(text(file));
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        q.addBindValue(text(m_db.userName()));
        if (!q.exec())
            return sqlError(q, QStringLiteral("acceptance_reports"));
        id = q.lastInsertId().toLongLong();
        QSqlQuery f(m_db.sql());
        f.prepare(QStringLiteral(
            "INSERT INTO acceptance_findings (report_id, code, status, finding_zh, finding_en, "
            "report_lines) VALUES (?, ?, ?, ?, ?, ?)"));
        for (const AcceptanceFinding& x : findings) {
            f.addBindValue(id);
            f.addBindValue(x.code);
            f.addBindValue(itemStatusName(x.status));
            f.addBindValue(text(x.messageZh.isEmpty() ? x.message : x.messageZh));
            f.addBindValue(text(x.messageEn.isEmpty() ? x.message : x.messageEn));
            f.addBindValue(text(x.evidence));
            if (!f.exec())
                return sqlError(f, QStringLiteral("acceptance_findings"));
        }
        // The import as an event of the quote; the items' statuses follow from refresh().
        if (Status a =
                m_db.audit(QStringLiteral("quote"), quote.id, quote.id, QStringLiteral("acceptance_report"),
                           QString(), reportLabel(id, host, QFileInfo(file).fileName()));
            !a)
            return a;
        return refresh(quote, {});
    });
    if (!s)
        return s.error();
    return id;
}

Status AcceptanceStore::withdraw(const Quote& quote, qint64 reportId)
{
    return m_db.transaction([&]() -> Status {
        QStringList codes;
        QSqlQuery c(m_db.sql());
        c.prepare(
            QStringLiteral("SELECT f.code FROM acceptance_findings f JOIN acceptance_reports r ON r.id = "
                           "f.report_id WHERE r.id = ? AND r.quote_id = ?"));
        c.addBindValue(reportId);
        c.addBindValue(quote.id);
        if (!c.exec())
            return sqlError(c, QStringLiteral("acceptance_findings"));
        while (c.next())
            codes << c.value(0).toString();
        QSqlQuery r(m_db.sql());
        r.prepare(QStringLiteral("SELECT host, file FROM acceptance_reports WHERE id = ? AND quote_id = ?"));
        r.addBindValue(reportId);
        r.addBindValue(quote.id);
        if (!r.exec())
            return sqlError(r, QStringLiteral("acceptance_reports"));
        const QString label = r.next() ? reportLabel(reportId, r.value(0).toString(),
                                                     QFileInfo(r.value(1).toString()).fileName())
                                       : QString();
        QSqlQuery d(m_db.sql());
        d.prepare(QStringLiteral("DELETE FROM acceptance_findings WHERE report_id = ?"));
        d.addBindValue(reportId);
        if (!d.exec())
            return sqlError(d, QStringLiteral("acceptance_findings"));
        d.prepare(QStringLiteral("DELETE FROM acceptance_reports WHERE id = ? AND quote_id = ?"));
        d.addBindValue(reportId);
        d.addBindValue(quote.id);
        if (!d.exec())
            return sqlError(d, QStringLiteral("acceptance_reports"));
        if (d.numRowsAffected() == 0)
            return Status(Error(Tr::tr("quote %1 has no acceptance report %2").arg(quote.id).arg(reportId),
                                Tr::tr("report"), QStringLiteral("report")));
        if (Status a = m_db.audit(QStringLiteral("quote"), quote.id, quote.id,
                                  QStringLiteral("acceptance_report"), label, QString());
            !a)
            return a;
        return refresh(quote, codes);
    });
}

} // namespace gpuplan
