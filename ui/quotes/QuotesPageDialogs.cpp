// The quotes page's comparison: the dialog of the selected quotes, and the shown quotes as PDF, workbook or
// print.
#include "QuotesPage.h"

#include "Dialogs.h"
#include "QuoteCompareDialog.h"
#include "QuoteTableModel.h"
#include "Session.h"
#include "history/HistoryDialog.h"
#include "service/QuoteComparisonBuilder.h"
#include "serving/ServingQuotes.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"

#include <QPrinter>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace gpuplan {

void QuotesPage::compareSelected()
{
    const QList<Quote> selected = selectedQuotes();
    if (selected.size() < 2) {
        Dialogs::information(this, tr("Compare quotes"),
                             tr("Select two or more quotes (Ctrl+click or Shift+click) to compare them."));
        return;
    }
    auto c = comparison(&selected);
    if (!c || !m_catalog) {
        Dialogs::error(this, tr("Compare quotes"),
                       c ? tr("the GPU catalog is not loaded") : c.error().toString());
        return;
    }
    QuoteCompareDialog dialog(c.value(), *m_catalog, this);
    connect(&dialog, &QuoteCompareDialog::priceThePlan, this, &QuotesPage::priceThePlan);
    if (m_compareDriver)
        m_compareDriver(dialog);
    else
        dialog.exec();
}

Result<report::QuoteComparison> QuotesPage::comparison(const QList<Quote>* only) const
{
    QList<Quote> quotes;
    if (only)
        quotes = *only;
    else
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            quotes << m_model->quoteAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    if (quotes.isEmpty() || !m_catalog)
        return Result<report::QuoteComparison>::failure(tr("Quotes"), tr("no quotes are shown"));
    if (!weighsForService())
        return m_session->quotes().compare(quotes, m_job);
    if (!m_service)
        return Result<report::QuoteComparison>::failure(
            tr("Serving"), tr("the Serving area has no question to weigh the quotes for"));
    auto c = m_session->quotes().compare(quotes, std::nullopt);
    if (c)
        if (Status s = weighForServing(c.value(), *m_service, m_session->data()); !s)
            return s.error();
    return c;
}

void QuotesPage::exportComparisonPdf()
{
    if (!m_db)
        return;
    auto c = comparison();
    if (!c) {
        Dialogs::error(this, tr("Compare as PDF"), c.error().toString());
        return;
    }
    if (Status s = QuoteComparisonBuilder::checkPrintable(c.value()); !s) {
        Dialogs::error(this, tr("Compare as PDF"), s.error().message);
        return;
    }
    const auto t = Dialogs::documentTarget(this, tr("Compare as PDF"), report::DocumentKind::QuoteComparison,
                                           QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!t)
        return;
    QString glyphWarning;
    auto pdf = report::quoteComparisonPdf(c.value(), *m_catalog, t->options, nullptr, &glyphWarning);
    const Status s =
        pdf ? writeFileAtomically(t->path, pdf.value(), databaseFiles(m_db->path())) : Status(pdf.error());
    Dialogs::written(this, tr("Compare as PDF"), s, t->path, glyphWarning);
}

void QuotesPage::exportComparisonXlsx()
{
    if (!m_db)
        return;
    auto c = comparison();
    if (!c) {
        Dialogs::error(this, tr("Compare in Excel"), c.error().toString());
        return;
    }
    const auto t =
        Dialogs::documentTarget(this, tr("Compare in Excel"), report::DocumentKind::QuoteComparison,
                                QStringLiteral("xlsx"), tr("Excel workbooks (*.xlsx)"));
    if (!t)
        return;
    const Status s =
        report::quotesXlsx(t->path, c.value(), *m_catalog, t->options, databaseFiles(m_db->path()));
    Dialogs::written(this, tr("Compare in Excel"), s, t->path);
}

void QuotesPage::printComparison()
{
    auto c = comparison();
    if (!c) {
        Dialogs::error(this, tr("Print"), c.error().toString());
        return;
    }
    if (Status s = QuoteComparisonBuilder::checkPrintable(c.value()); !s) {
        Dialogs::error(this, tr("Print"), s.error().message);
        return;
    }
    const auto doc = report::quoteComparisonDocument(c.value(), *m_catalog, report::Options{});
    Dialogs::printPreview(this, tr("Print the quote comparison"), [&](QPrinter* printer) {
        printer->setPageLayout(doc->pageLayout());
        const Status s = doc->render(*printer);
        if (!s)
            Dialogs::error(this, tr("Print"), s.error().toString());
        return s.ok();
    });
}

void QuotesPage::showHistory()
{
    const QList<Quote> selected = selectedQuotes();
    if (!m_db || selected.size() != 1) {
        Dialogs::information(this, tr("History"), tr("Select one quote to see who changed it, and when."));
        return;
    }
    const Quote& q = selected.first();
    HistoryDialog dialog(*m_db, q.id, tr("quote %1 of %2").arg(q.quoteNumber, q.provider),
                         HistoryDialog::Show::Quote, this);
    if (m_historyDriver)
        m_historyDriver(dialog);
    else
        dialog.exec();
}

bool QuotesPage::refusedReadOnly(const QString& title)
{
    // A viewer (or a file that cannot be written) is told before any form opens, not after filling it in
    // (ux-4: the edit form opened and refused only at OK). Double-click and Enter come here as well as the
    // disabled buttons.
    QString reason = m_session ? m_session->readOnlyReason() : QString();
    if (reason.isEmpty())
        return false;
    reason[0] = reason[0].toUpper();
    Dialogs::information(this, title, reason);
    return true;
}

} // namespace gpuplan
