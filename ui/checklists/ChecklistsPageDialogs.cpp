// The checklists page's exports (CSV, PDF, workbook, print), its templates, the quote's history, and its
// read-only mode.
#include "ChecklistsPage.h"

#include "Dialogs.h"
#include "TemplatesDialog.h"
#include "history/HistoryDialog.h"
#include "report/Reports.h"
#include "storage/AcceptanceStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"
#include "util/Language.h"

#include <QPrinter>
#include <QPushButton>
#include <QTreeView>

namespace gpuplan {

void ChecklistsPage::exportCsv()
{
    const qint64 id = currentQuoteId();
    if (!m_db || id <= 0)
        return;
    const QString path =
        Dialogs::saveFileName(this, tr("Export checklists"),
                              QStringLiteral("checklists-quote-%1.csv").arg(id), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    auto bytes = ChecklistStore(*m_db).exportCsv(id, Language::isChinese());
    const Status s =
        bytes ? writeFileAtomically(path, bytes.value(), databaseFiles(m_db->path())) : Status(bytes.error());
    Dialogs::outcome(this, tr("Export checklists"), s.ok(),
                     s ? tr("Wrote the checklists of quote %1 to %2.").arg(id).arg(path)
                       : s.error().toString());
}

void ChecklistsPage::exportPdf()
{
    const qint64 id = currentQuoteId();
    if (!m_db || !m_catalog || id <= 0 || m_lists.isEmpty())
        return;
    const auto t = Dialogs::documentTarget(this, tr("Export PDF"), report::DocumentKind::Checklists,
                                           QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!t)
        return;
    for (const Quote& q : std::as_const(m_quotes)) {
        if (q.id != id)
            continue;
        QString glyphWarning;
        const auto acceptance = AcceptanceStore(*m_db).verdict(q);
        auto pdf = report::checklistPdf(q, m_lists, *m_catalog, t->options, nullptr, &glyphWarning,
                                        acceptance ? &acceptance.value() : nullptr);
        const Status s = pdf ? writeFileAtomically(t->path, pdf.value(), databaseFiles(m_db->path()))
                             : Status(pdf.error());
        Dialogs::written(this, tr("Export PDF"), s, t->path, glyphWarning);
    }
}

void ChecklistsPage::exportXlsx()
{
    const qint64 id = currentQuoteId();
    if (!m_db || id <= 0 || m_lists.isEmpty())
        return;
    const auto t = Dialogs::documentTarget(this, tr("Export to Excel"), report::DocumentKind::Checklists,
                                           QStringLiteral("xlsx"), tr("Excel workbooks (*.xlsx)"));
    if (!t)
        return;
    for (const Quote& q : std::as_const(m_quotes)) {
        if (q.id != id)
            continue;
        const Status s = report::checklistXlsx(t->path, q, m_lists, t->options, databaseFiles(m_db->path()));
        Dialogs::written(this, tr("Export to Excel"), s, t->path);
    }
}

void ChecklistsPage::print()
{
    const qint64 id = currentQuoteId();
    if (!m_db || !m_catalog || id <= 0 || m_lists.isEmpty())
        return;
    for (const Quote& q : std::as_const(m_quotes)) {
        if (q.id != id)
            continue;
        const auto acceptance = AcceptanceStore(*m_db).verdict(q);
        const auto doc = report::checklistDocument(q, m_lists, *m_catalog, report::Options{},
                                                   acceptance ? &acceptance.value() : nullptr);
        Dialogs::printPreview(this, tr("Print checklists"), [&](QPrinter* printer) {
            printer->setPageLayout(doc->pageLayout());
            const Status s = doc->render(*printer);
            if (!s)
                Dialogs::error(this, tr("Print checklists"), s.error().toString());
            return s.ok();
        });
    }
}

void ChecklistsPage::editTemplates()
{
    if (!m_db)
        return;
    TemplatesDialog dialog(*m_db, this);
    if (m_templatesDriver)
        m_templatesDriver(dialog);
    else
        dialog.exec();
}

void ChecklistsPage::showHistory()
{
    const qint64 id = currentQuoteId();
    if (!m_db || id <= 0)
        return;
    QString name = tr("quote %1").arg(id);
    for (const Quote& q : std::as_const(m_quotes))
        if (q.id == id)
            name = tr("quote %1 of %2").arg(q.quoteNumber, q.provider);
    HistoryDialog dialog(*m_db, id, name, HistoryDialog::Show::Checklists, this);
    if (m_historyDriver)
        m_historyDriver(dialog);
    else
        dialog.exec();
}

void ChecklistsPage::setReadOnly(const QString& reason)
{
    m_readOnlyReason = reason;
    m_view->setEditTriggers(reason.isEmpty()
                                ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                      QAbstractItemView::SelectedClicked
                                : QAbstractItemView::NoEditTriggers);
    for (QPushButton* b : {m_create, m_add, m_import, m_templates})
        b->setToolTip(reason.isEmpty() ? b->toolTip() : reason);
    showChecklists();
}

} // namespace gpuplan
