// Delivery reports brought into the checklists: each kept as its server's report (the host name from the
// report, or asked), the quote's verdict over its servers shown, an import undone by withdrawing its report.
#include "ChecklistsPage.h"

#include "Dialogs.h"
#include "files/InputFile.h"
#include "service/AcceptanceImport.h"
#include "storage/AcceptanceStore.h"
#include "storage/Database.h"
#include "storage/History.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLabel>
#include <QUndoStack>

namespace gpuplan {

namespace {
// An import of one server's report: undo withdraws the report, redo keeps it again (as a new report).
class ImportReport : public QUndoCommand
{
public:
    ImportReport(ChecklistsPage* page, Database* db, const Quote& quote, qint64 reportId, const QString& host,
                 const QString& file, const QList<AcceptanceFinding>& findings)
        : m_page(page), m_db(db), m_quote(quote), m_reportId(reportId), m_host(host), m_file(file),
          m_findings(findings)
    {
        setText(QCoreApplication::translate("ChecklistsPage", "import of %1").arg(file));
    }
    void undo() override
    {
        if (Status s = AcceptanceStore(*m_db).withdraw(m_quote, m_reportId); !s)
            Dialogs::error(m_page, QCoreApplication::translate("ChecklistsPage", "Undo"),
                           s.error().toString());
        m_page->reload();
    }
    void redo() override
    {
        if (m_first) { // pushed after the import: already recorded
            m_first = false;
            return;
        }
        auto id = AcceptanceStore(*m_db).record(m_quote, m_host, m_file, m_findings);
        if (!id)
            Dialogs::error(m_page, QCoreApplication::translate("ChecklistsPage", "Redo"),
                           id.error().toString());
        else
            m_reportId = id.value();
        m_page->reload();
    }

private:
    ChecklistsPage* m_page;
    Database* m_db;
    Quote m_quote;
    qint64 m_reportId;
    QString m_host, m_file;
    QList<AcceptanceFinding> m_findings;
    bool m_first = true;
};
} // namespace

void ChecklistsPage::showAcceptance()
{
    const qint64 id = currentQuoteId();
    const Quote* quote = nullptr;
    for (const Quote& q : std::as_const(m_quotes))
        if (q.id == id)
            quote = &q;
    if (!m_db || !quote) {
        m_acceptance->clear();
        return;
    }
    auto all = AcceptanceStore(*m_db).reports(id);
    auto verdict = AcceptanceStore(*m_db).verdict(*quote);
    if (!all || !verdict) {
        m_acceptance->setText(all ? verdict.error().toString() : all.error().toString());
        return;
    }
    m_acceptance->setText(tr("Acceptance on delivery: %1.").arg(verdict->text()));
    // Each report, newest first: the server, when, who, the file and its result; earlier ones are history.
    QStringList lines;
    for (const AcceptanceReportRecord& r : all.value())
        lines << tr("%1%2: %3 confirmed, %4 failed — %5, %6, %7")
                     .arg(r.host.isEmpty() ? tr("the server") : r.host,
                          r.latest ? QString() : tr(" (earlier report)"))
                     .arg(r.count(ItemStatus::Confirmed))
                     .arg(r.count(ItemStatus::Failed))
                     .arg(historyTime(QDateTime::fromString(r.importedAt, Qt::ISODate).toLocalTime()),
                          r.importedBy, r.file);
    m_acceptance->setToolTip(lines.join(QLatin1Char('\n')));
}

void ChecklistsPage::importReportFile(const QString& path, bool fromOutside)
{
    if (!m_db || !m_catalog)
        return;
    // Read (bounded; a pipe nobody writes to is given up) and parsed by core, as `gpuplan acceptance check`
    // does; a problem names the file.
    auto bytes = readImportFile(path, AcceptanceImport::kMaxReportBytes);
    auto parsed = bytes ? AcceptanceImport::parse(bytes.value()) : Result<DeliveryReport>(bytes.error());
    if (!parsed) {
        Dialogs::error(this, tr("Import acceptance report"),
                       QStringLiteral("%1: %2").arg(path, parsed.error().message));
        return;
    }
    const DeliveryReport& report = parsed.value();
    // The quote: the one the script was written for when it is stored here (a file opened from outside
    // selects it), else the one selected — after asking, where the user did not choose it for this report.
    const bool named = report.quoteId > 0 && m_quote->findData(report.quoteId) >= 0;
    if (named && fromOutside)
        selectQuote(report.quoteId);
    if (currentQuoteId() <= 0) {
        Dialogs::information(
            this, tr("Import acceptance report"),
            tr("%1: choose the quote the servers were delivered under, then import the report "
               "again.")
                .arg(QFileInfo(path).fileName()));
        return;
    }
    if (report.quoteId != currentQuoteId() && (fromOutside || report.quoteId > 0)) {
        const QString reason =
            named ? tr("The report was written for quote %1, not for the selected one.").arg(report.quoteId)
            : report.quoteId > 0 ? tr("The report was written for quote %1, which is not in this database.")
                                       .arg(report.quoteId)
                                 : tr("The report does not name its quote.");
        if (Dialogs::question(this, tr("Import acceptance report"),
                              reason + QLatin1Char('\n') +
                                  tr("Check it against the selected quote, %1?").arg(m_quote->currentText()),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
            return;
    }
    const qint64 id = currentQuoteId();
    for (const Quote& q : std::as_const(m_quotes)) {
        if (q.id != id)
            continue;
        // Other hardware than the contract's: perhaps the wrong quote — asked before anything is kept.
        auto preview = AcceptanceImport::check(*m_db, q, *m_catalog, report, false);
        if (preview && !preview->otherHardware.isEmpty() &&
            Dialogs::question(
                this, tr("Import acceptance report"),
                tr("The report shows %1, but quote %2 is for %3. Record it on this quote anyway "
                   "(as failed on the GPU model)?")
                    .arg(preview->otherHardware)
                    .arg(q.id)
                    .arg(m_quote->currentText()),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
            return;
        // Which server: the report's own hostname, else asked when the quote has several.
        QString host = report.host;
        if (host.isEmpty() && q.servers > 1) {
            host = Dialogs::text(this, tr("Import acceptance report"),
                                 tr("The report does not name its server. Which of the %n server(s) is it?",
                                    nullptr, q.servers))
                       .trimmed();
            if (host.isEmpty())
                return;
        }
        const QString file = QFileInfo(path).fileName();
        auto outcome = AcceptanceImport::check(*m_db, q, *m_catalog, report, true, host, file);
        if (!outcome) {
            Dialogs::error(this, tr("Import acceptance report"), outcome.error().toString());
            return;
        }
        m_undo->push(new ImportReport(this, m_db, q, outcome->reportId, host.isEmpty() ? report.host : host,
                                      file, outcome->result.findings));
        const AcceptanceResult& result = outcome->result;
        QStringList failed;
        for (const AcceptanceFinding& finding : result.findings)
            if (finding.status == ItemStatus::Failed)
                failed << QStringLiteral("• ") + finding.message;
        QString text =
            tr("%1 confirmed, %2 failed, %3 not tested; recorded on %n item(s).", nullptr, outcome->recorded)
                .arg(result.count(ItemStatus::Confirmed))
                .arg(result.count(ItemStatus::Failed))
                .arg(result.count(ItemStatus::Open));
        if (!failed.isEmpty())
            text += QStringLiteral("\n\n") + failed.join(QLatin1Char('\n'));
        showChecklists();
        Dialogs::information(this, tr("Import acceptance report"), text);
    }
}

} // namespace gpuplan
