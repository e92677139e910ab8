// Contracts (合同履约): what the user does — sign a quote, set a server's acceptance, import outages, match a
// bill, keep its statement, approve it, export it. Each is one call of core's ContractService.
#include "ContractDialog.h"
#include "ContractsPage.h"
#include "Dialogs.h"
#include "OutageDialog.h"
#include "PageParts.h"
#include "Session.h"

#include "files/InputFile.h"
#include "report/ContractReport.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Clock.h"

#include <QDateEdit>
#include <QFileInfo>
#include <QTableWidget>

namespace gpuplan {

bool ContractsPage::refusedReadOnly(const QString& title)
{
    return refusedWrite(this, m_session, m_readOnlyReason, title);
}

void ContractsPage::newContract()
{
    const QString title = tr("New contract");
    if (refusedReadOnly(title))
        return;
    auto quotes = m_session->quotes().list();
    if (!quotes || quotes->isEmpty()) {
        Dialogs::error(this, title, tr("No quote is stored: a contract is made from the quote signed."));
        return;
    }
    ContractDialog dialog(quotes.value(), Clock::today(), this);
    if (!(m_dialogDriver ? m_dialogDriver(dialog) : dialog.exec() == QDialog::Accepted))
        return;
    auto signing = dialog.signing();
    if (!signing) {
        Dialogs::error(this, title, signing.error().toString());
        return;
    }
    sign(signing.value());
}

bool ContractsPage::sign(const ContractService::Signing& signing)
{
    auto c = m_session->workspace().contracts().sign(signing);
    if (!c) {
        Dialogs::error(this, tr("New contract"), c.error().toString());
        return false;
    }
    reload();
    selectContract(c->id);
    return true;
}

bool ContractsPage::setAccepted(const QString& server, const QDateTime& at)
{
    const QString title = tr("Server accepted");
    if (refusedReadOnly(title) || currentContractId() == 0)
        return false;
    if (Status s = m_session->workspace().contracts().store().setServer(currentContractId(), server, at);
        !s) {
        Dialogs::error(this, title, s.error().toString());
        return false;
    }
    reload();
    return true;
}

void ContractsPage::importOutages()
{
    if (refusedReadOnly(tr("Import outages")) || currentContractId() == 0)
        return;
    const QString path = Dialogs::openFileName(this, tr("Import outages"), tr("Outages (*.csv *.txt)"));
    if (!path.isEmpty())
        importOutagesFile(path);
}

void ContractsPage::addOutage()
{
    const auto c = current();
    if (!c || refusedReadOnly(tr("Record an outage")))
        return;
    OutageDialog dialog(*c, this);
    if (m_outageDriver ? m_outageDriver(dialog) : dialog.exec() == QDialog::Accepted)
        recordOutage(dialog.entry());
}

bool ContractsPage::recordOutage(const ContractService::OutageEntry& entry)
{
    const auto c = current();
    if (!c)
        return false;
    auto o = m_session->workspace().contracts().recordOutage(*c, entry);
    if (!o) {
        Dialogs::error(this, tr("Record an outage"), o.error().toString());
        return false;
    }
    reload();
    return true;
}

bool ContractsPage::importOutagesFile(const QString& path)
{
    const QString title = tr("Import outages");
    auto bytes = readImportFile(path);
    auto outages = bytes ? parseOutages(bytes.value(), QFileInfo(path).fileName())
                         : Result<QList<Outage>>(bytes.error());
    auto added = outages ? m_session->workspace().contracts().store().addOutages(
                               currentContractId(), outages.value(), QFileInfo(path).fileName())
                         : Result<int>(outages.error());
    if (!added) {
        Dialogs::error(this, title, added.error().toString());
        return false;
    }
    reload();
    Dialogs::information(this, title, tr("%n outage(s) recorded.", nullptr, added.value()));
    return true;
}

void ContractsPage::matchBill()
{
    if (currentContractId() == 0)
        return;
    const QString path = Dialogs::openFileName(this, tr("Match a bill"),
                                               tr("Bills (*.xlsx *.xls *.csv *.txt);;All files (*)"));
    if (!path.isEmpty())
        matchBillFile(path, m_month->date());
}

bool ContractsPage::matchBillFile(const QString& path, const QDate& month)
{
    const auto c = current();
    if (!c)
        return false;
    auto bytes = readImportFile(path);
    auto r = bytes ? m_session->workspace().contracts().matchBill(*c, bytes.value(), path, month)
                   : Result<Reconciliation>(bytes.error());
    if (!r) {
        Dialogs::error(this, tr("Match a bill"), r.error().toString());
        return false;
    }
    m_statement = r.value();
    m_month->setDate(QDate(month.year(), month.month(), 1));
    m_tabs->setCurrentIndex(2);
    showStatement();
    return true;
}

void ContractsPage::keepStatement()
{
    const QString title = tr("Keep statement");
    const auto c = current();
    if (refusedReadOnly(title) || !c || !m_statement)
        return;
    bool acceptShown = false;
    if (!m_statement->problems.isEmpty()) {
        if (Dialogs::question(
                this, title,
                tr("%n row(s) of the bill could not be matched and are left out. Keep the statement "
                   "of the rows shown?",
                   nullptr, int(m_statement->problems.size())),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
            return;
        acceptShown = true;
    }
    auto id = m_session->workspace().contracts().recordBill(*c, *m_statement, acceptShown);
    if (!id) {
        Dialogs::error(this, title, id.error().toString());
        return;
    }
    reload();
    m_tabs->setCurrentIndex(3);
    Dialogs::information(this, title,
                         tr("Statement kept, prepared by %1. Someone else approves it for payment.")
                             .arg(m_session->database()->userName()));
}

void ContractsPage::approveStatement()
{
    const QString title = tr("Approve for payment");
    const int row = m_statements->currentRow();
    if (refusedReadOnly(title) || row < 0 || row >= m_kept.size())
        return;
    const BillRecord& b = m_kept[row];
    if (Dialogs::question(this, title,
                          tr("Approve the statement of %1 for payment: %2 payable?")
                              .arg(b.month, b.payableTotal.toDisplayString()),
                          QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (Status s = m_session->workspace().contracts().store().approveBill(b.id); !s) {
        Dialogs::error(this, title, s.error().toString());
        return;
    }
    reload();
}

bool ContractsPage::weighRenewal()
{
    const QString title = tr("Renewal");
    const auto c = current();
    if (!c)
        return false;
    m_renewalTerms.migrationDays = m_migrationDays->value();
    m_renewalTerms.price.reset();
    if (!m_renewPrice->text().trimmed().isEmpty()) {
        auto price = Money::parse(m_renewPrice->text(), tr("Renewal price"), c->currency());
        if (!price) {
            Dialogs::error(this, title, price.error().toString());
            return false;
        }
        m_renewalTerms.price = price.value();
    }
    auto a = m_session->workspace().contracts().renewal(*c, m_renewalTerms);
    if (!a) {
        Dialogs::error(this, title, a.error().toString());
        return false;
    }
    m_assessment = a.value();
    m_renewal->setRowCount(int(a->options.size()));
    for (int i = 0; i < a->options.size(); ++i) {
        const RenewalOption& o = a->options[i];
        const QString kind = o.kind == RenewalOption::Kind::Continue ? tr("Renew")
                             : o.kind == RenewalOption::Kind::Quote  ? tr("Quote %1").arg(o.quoteId)
                                                                     : tr("Market price");
        const QString saving =
            o.kind == RenewalOption::Kind::Continue ? QStringLiteral("—")
            : o.saving.minor() < 0
                ? QStringLiteral("−") + Money(-o.saving.minor(), o.saving.currency()).toDisplayString()
                : o.saving.toDisplayString();
        const QStringList cells{kind,
                                o.vendor,
                                priceWithUnit(o.price.price, o.price.unit),
                                o.rent.toDisplayString(),
                                o.switching.toDisplayString(),
                                o.total.toDisplayString(),
                                saving};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(o.explanation);
            m_renewal->setItem(i, col, item);
        }
    }
    m_renewal->resizeColumnsToContents();
    m_recommendation->setText(tr("%1 ends on %2 (%n day(s) left).", nullptr, a->daysLeft)
                                  .arg(c->number, a->termEnds.toString(Qt::ISODate)) +
                              QLatin1Char(' ') + a->recommendation());
    m_exportMemo->setEnabled(true);
    return true;
}

void ContractsPage::exportRenewalMemo()
{
    const QString title = tr("Renewal memo");
    const auto c = current();
    if (!c || !m_assessment)
        return;
    const auto target = Dialogs::documentTarget(this, title, report::DocumentKind::RenewalMemo,
                                                QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!target)
        return;
    const QString db = m_session->database() ? m_session->database()->path() : QString();
    QString warning;
    auto pdf = report::renewalMemoDocument(*c, *m_assessment, m_renewalTerms, target->options)
                   ->pdf(nullptr, &warning);
    Status s = pdf ? writeFileAtomically(target->path, pdf.value(), databaseFiles(db)) : Status(pdf.error());
    const QString xlsx = QFileInfo(target->path).path() + QLatin1Char('/') +
                         QFileInfo(target->path).completeBaseName() + QStringLiteral(".xlsx");
    if (s)
        s = report::renewalMemoXlsx(xlsx, *c, *m_assessment, target->options, {db});
    Dialogs::written(this, title, s, target->path + QStringLiteral(", ") + xlsx, warning);
}

void ContractsPage::exportStatement()
{
    const QString title = tr("Reconciliation statement");
    const auto c = current();
    if (!c || !m_statement)
        return;
    const auto target = Dialogs::documentTarget(this, title, report::DocumentKind::BillStatement,
                                                QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!target)
        return;
    report::StatementSigning signing;
    for (const BillRecord& b : std::as_const(m_kept))
        if (b.month == m_statement->month.toString(QStringLiteral("yyyy-MM")) && b.file == m_statement->file)
            signing = {b.preparedBy, b.preparedAt, b.approvedBy, b.approvedAt};
    const QString db = m_session->database() ? m_session->database()->path() : QString();
    QString warning;
    auto pdf =
        report::billStatementDocument(*c, *m_statement, signing, target->options)->pdf(nullptr, &warning);
    Status s = pdf ? writeFileAtomically(target->path, pdf.value(), databaseFiles(db)) : Status(pdf.error());
    const QString xlsx = QFileInfo(target->path).path() + QLatin1Char('/') +
                         QFileInfo(target->path).completeBaseName() + QStringLiteral(".xlsx");
    if (s)
        s = report::billStatementXlsx(xlsx, *c, *m_statement, signing, target->options, {db});
    Dialogs::written(this, title, s, target->path + QStringLiteral(", ") + xlsx, warning);
}

} // namespace gpuplan
