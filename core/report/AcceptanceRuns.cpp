// The acceptance reports of a quote in its checklist PDF, every run with its date (ux-5 P3-m3).
#include "PdfDocument.h"
#include "ReportParts.h"

#include <QDateTime>

namespace gpuplan::report {

#define L(source) label(o, "Report", source)

void addAcceptanceRuns(PdfDocument& doc, const AcceptanceVerdict& verdict, const Options& o)
{
    const bool zh = o.languages != Languages::English;
    const bool en = o.languages != Languages::Chinese;
    QString t =
        QStringLiteral("<h2>%1</h2><table width=100% border=0 cellspacing=0 cellpadding=3><thead><tr>"
                       "<th width=14%>%2</th><th width=16%>%3</th><th width=16%>%4</th>"
                       "<th width=38%>%5</th><th width=16%>%6</th></tr></thead>")
            .arg(esc(L(QT_TRANSLATE_NOOP("Report", "Acceptance reports, retests included"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Imported"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Server"))), esc(L(QT_TRANSLATE_NOOP("Report", "File"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Failed"))),
                 esc(L(QT_TRANSLATE_NOOP("Report", "Standing"))));
    for (const AcceptanceReportRecord& r : verdict.runs) {
        QStringList failed;
        for (const AcceptanceFinding& f : r.findings) {
            if (f.status != ItemStatus::Failed)
                continue;
            QStringList words;
            if (zh)
                words << (f.messageZh.isEmpty() ? f.message : f.messageZh);
            if (en)
                words << (f.messageEn.isEmpty() ? f.message : f.messageEn);
            failed << esc(f.code + QStringLiteral(": ") + cut(words.join(QStringLiteral(" / "))));
        }
        const QDateTime when = QDateTime::fromString(r.importedAt, Qt::ISODate);
        t += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                 .arg(esc(when.isValid() ? documentDate(o, when.date()) + QStringLiteral(" ") +
                                               when.time().toString(QStringLiteral("HH:mm"))
                                         : r.importedAt),
                      esc(cut(r.host.isEmpty() ? L(QT_TRANSLATE_NOOP("Report", "the quote's server"))
                                               : r.host)),
                      esc(cut(r.file)),
                      failed.isEmpty() ? esc(L(QT_TRANSLATE_NOOP("Report", "nothing failed")))
                                       : failed.join(QStringLiteral("<br>")),
                      esc(r.latest
                              ? L(QT_TRANSLATE_NOOP("Report", "stands"))
                              : L(QT_TRANSLATE_NOOP("Report", "replaced by a later report of this server"))));
    }
    doc.addHtml(t + QStringLiteral("</table>"));
}

} // namespace gpuplan::report
