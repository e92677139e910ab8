// The Tenders page's actions: a new purchase on the plan, its steps (open, close, cancel), vendors' answers
// and clarifications, the award and its approval, and the documents. Each asks core's TenderService, which
// checks and records; the page says what it answered.
#include "TendersPage.h"

#include "Dialogs.h"
#include "Session.h"
#include "TenderAnswerImport.h"
#include "TenderDialog.h"
#include "report/TenderReport.h"
#include "storage/Database.h"
#include "tender/TenderRules.h"
#include "util/AtomicFile.h"

#include <QFileInfo>
#include <QTableWidget>

namespace gpuplan {

void TendersPage::newTender()
{
    const QString title = tr("New purchase");
    if (refusedReadOnly(title))
        return;
    if (!m_planSource) {
        Dialogs::error(this, title, tr("Open or make a plan first: a purchase buys for a plan's job."));
        return;
    }
    auto request = m_planSource();
    if (!request) {
        Dialogs::error(this, title,
                       tr("The plan open in this window cannot be read: %1").arg(request.error().toString()));
        return;
    }
    TenderDialog dialog(m_session->data().catalog(), this);
    bool ok = false;
    for (;;) {
        ok = m_dialogDriver ? m_dialogDriver(dialog) : dialog.exec() == QDialog::Accepted;
        if (!ok)
            return;
        Tender t = dialog.tender();
        t.request = request->toJson();
        auto id = m_session->workspace().tenders().create(t);
        if (id) {
            reload();
            selectTender(id.value());
            return;
        }
        Dialogs::error(this, title, id.error().toString());
        if (m_dialogDriver)
            return; // a test's answer is not asked again
    }
}

void TendersPage::openForOffers()
{
    const QString title = tr("Open for offers");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    const TenderService tenders = m_session->workspace().tenders();
    auto t = tenders.get(currentTenderId());
    const TenderAction step =
        t && actionsFor(t.value()).contains(TenderAction::Reopen) ? TenderAction::Reopen : TenderAction::Open;
    if (Status s = tenders.step(currentTenderId(), step); !s)
        Dialogs::error(this, title, s.error().toString());
    reload();
}

void TendersPage::closeOffers()
{
    const QString title = tr("Close offers");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    if (Status s = m_session->workspace().tenders().step(currentTenderId(), TenderAction::Close); !s)
        Dialogs::error(this, title, s.error().toString());
    reload();
    m_tabs->setCurrentIndex(2);
}

void TendersPage::cancelTender()
{
    const QString title = tr("Cancel purchase");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    if (Dialogs::question(
            this, title,
            tr("Cancel this purchase? Its offers and history are kept; no offer can be added or "
               "awarded afterwards."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (Status s = m_session->workspace().tenders().step(currentTenderId(), TenderAction::Cancel); !s)
        Dialogs::error(this, title, s.error().toString());
    reload();
}

void TendersPage::declareFailed()
{
    const QString title = tr("Declare failed");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    if (Dialogs::question(
            this, title,
            tr("End this purchase as failed (废标 / 终止)? Its offers and history are kept; it is "
               "run again as a new purchase."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    const QString reason = Dialogs::text(
        this, title,
        tr("The cause (leave empty when too few offers respond: the method's rule is recorded):"));
    auto recorded = m_session->workspace().tenders().declareFailed(currentTenderId(), reason);
    if (recorded)
        Dialogs::information(this, title, tr("The purchase is failed. Recorded: %1").arg(recorded.value()));
    else
        Dialogs::error(this, title, recorded.error().toString());
    reload();
}

void TendersPage::inviteVendors()
{
    const QString title = tr("Invite vendors");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    const QString names = Dialogs::text(this, title, tr("Vendors to invite, separated by commas:"));
    if (names.trimmed().isEmpty())
        return;
    if (Status s = m_session->workspace().tenders().invite(currentTenderId(), vendorList(names)); !s)
        Dialogs::error(this, title, tr("%1\n\nNothing was changed.").arg(s.error().toString()));
    reload();
}

void TendersPage::importAnswer()
{
    const QString path =
        Dialogs::openFileName(this, tr("Import offers"), tr("Vendor answers (*.xlsx *.xls *.csv)"));
    if (!path.isEmpty())
        importAnswerFile(path, false);
}

void TendersPage::importAnswerFile(const QString& path, bool final_)
{
    const QString title = final_ ? tr("Import a final offer") : tr("Import offers");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    if (importVendorAnswer(this, title, *m_session, currentTenderId(), path, final_, m_previewDriver)) {
        reload();
        m_tabs->setCurrentIndex(1);
    }
}

void TendersPage::addClarification()
{
    const QString title = tr("Clarification");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    const int row = m_offers->currentRow();
    if (row < 0 || !m_offers->item(row, 0)) {
        Dialogs::error(this, title, tr("Choose the vendor's offer the clarification belongs to."));
        return;
    }
    const QString vendor = m_offers->item(row, 0)->text();
    const QString text = Dialogs::text(
        this, title, tr("What %1 clarified (the price and terms stay as offered):").arg(vendor));
    if (text.trimmed().isEmpty())
        return;
    if (auto id = m_session->workspace().tenders().addClarification(currentTenderId(), vendor, text); !id)
        Dialogs::error(this, title, id.error().toString());
    reload();
}

QString TendersPage::awardVendor() const
{
    if (!m_shownMatrix || m_shownMatrix->vendors.isEmpty())
        return QString();
    const int column = m_matrix->currentColumn();
    return column >= 0 && column < m_shownMatrix->vendors.size() ? m_shownMatrix->vendors[column]
                                                                 : m_firstVendor;
}

void TendersPage::award()
{
    const QString title = tr("Award");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    const QString vendor = awardVendor();
    if (vendor.isEmpty()) {
        Dialogs::error(this, title, tr("Choose the vendor's column in the evaluation."));
        return;
    }
    QString reason;
    if (vendor != m_firstVendor) {
        reason =
            Dialogs::text(this, title,
                          tr("%1 is not first in the evaluation (%2 is). Why is it chosen? The reason goes "
                             "into the award memo.")
                              .arg(vendor, m_firstVendor));
        if (reason.trimmed().isEmpty())
            return;
    } else if (Dialogs::question(
                   this, title,
                   tr("Award the purchase to %1, first in the evaluation? Someone other than you "
                      "approves it.")
                       .arg(vendor),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) != QMessageBox::Yes) {
        return;
    }
    if (Status s = m_session->workspace().tenders().award(currentTenderId(), vendor, reason); !s)
        Dialogs::error(this, title, s.error().toString());
    else
        Dialogs::information(this, title,
                             tr("Awarded to %1; it waits for approval by someone else.").arg(vendor));
    reload();
}

void TendersPage::approve()
{
    const QString title = tr("Approve award");
    if (refusedReadOnly(title) || currentTenderId() == 0)
        return;
    // The approver sees what is approved (core's words) and confirms it.
    auto summary = m_session->workspace().tenders().awardSummary(currentTenderId());
    if (Dialogs::question(this, title,
                          tr("Approve this award?\n\n%1").arg(summary ? summary.value() : QString()),
                          QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    auto quote = m_session->workspace().tenders().approve(currentTenderId());
    if (!quote) {
        Dialogs::error(this, title, quote.error().toString());
        return;
    }
    Dialogs::information(
        this, title,
        tr("Award approved. The awarded offer is quote %1 on the quotes page, with its contract "
           "and acceptance checklists.")
            .arg(quote.value()));
    reload();
    emit quoteAwarded(quote.value());
}

void TendersPage::exportDocuments(const QString& title, bool request)
{
    if (!m_session || currentTenderId() == 0)
        return;
    auto dossier = m_session->workspace().tenders().dossier(currentTenderId());
    if (!dossier) {
        Dialogs::error(this, title, dossier.error().toString());
        return;
    }
    const auto target = Dialogs::documentTarget(
        this, title, request ? report::DocumentKind::TenderRequest : report::DocumentKind::TenderReport,
        QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!target)
        return;
    const QStringList protect{m_session->database() ? m_session->database()->path() : QString()};
    const TenderDossier& d = dossier.value();
    QString warning;
    auto pdf = (request ? report::rfqDocument(d.tender, d.jobIn, target->options)
                        : report::tenderReportDocument(d, target->options))
                   ->pdf(nullptr, &warning);
    Status s = pdf ? writeFileAtomically(target->path, pdf.value(), databaseFiles(protect.first()))
                   : Status(pdf.error());
    // The Excel beside it: the answer template the vendors fill in, or the memo's workbook.
    const QString xlsx = QFileInfo(target->path).path() + QLatin1Char('/') +
                         QFileInfo(target->path).completeBaseName() + QStringLiteral(".xlsx");
    if (s)
        s = request ? report::answerTemplateXlsx(xlsx, d.tender, target->options, protect)
                    : report::tenderReportXlsx(xlsx, d, target->options, protect);
    Dialogs::written(this, title, s, target->path + QStringLiteral(", ") + xlsx, warning);
}

void TendersPage::exportRequest()
{
    exportDocuments(tr("Request for quotation"), true);
}

void TendersPage::exportReport()
{
    exportDocuments(tr("Award memo"), false);
}

} // namespace gpuplan
