#include "QuotesPage.h"

#include "Dialogs.h"
#include "ImportPreviewDialog.h"
#include "QuoteDialog.h"
#include "QuoteJobEditor.h"
#include "QuoteUndoCommands.h"
#include "QuotesPageWeighing.h"
#include "Session.h"
#include "files/InputFile.h"
#include "service/QuoteComparisonBuilder.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Language.h"
#include "util/Quantity.h"

#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSet>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplan {

namespace {
// Sorts text with the locale's collation (pinyin order for Chinese), numbers as numbers.
class CollatingProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    // The filter: GPU, vendor (part of the name, any case), valid on a date. The model keeps every quote;
    // only the proxy's view of it changes as the user types.
    void setCriteria(const QString& gpuId, const QString& provider, const QDate& validOn)
    {
        m_gpuId = gpuId;
        m_provider = provider;
        m_validOn = validOn;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (parent.isValid())
            return false;
        const Quote& q = static_cast<const QuoteTableModel*>(sourceModel())->quoteAt(row);
        if (!m_gpuId.isEmpty() && q.gpuId != m_gpuId)
            return false;
        if (!m_provider.isEmpty() && !q.provider.contains(m_provider, Qt::CaseInsensitive))
            return false;
        if (m_validOn.isValid() && !q.isValidOn(m_validOn))
            return false;
        return true;
    }

    bool lessThan(const QModelIndex& a, const QModelIndex& b) const override
    {
        const QVariant va = a.data(QuoteTableModel::SortRole), vb = b.data(QuoteTableModel::SortRole);
        if (va.typeId() == QMetaType::QString)
            return m_collator.compare(va.toString(), vb.toString()) < 0;
        return QVariant::compare(va, vb) == QPartialOrdering::Less;
    }

private:
    QCollator m_collator;
    QString m_gpuId;
    QString m_provider;
    QDate m_validOn;
};
} // namespace

QuotesPage::QuotesPage(QWidget* parent)
    : QWidget(parent), m_model(new QuoteTableModel(this)), m_proxy(new CollatingProxy(this)),
      m_view(new QTableView(this)), m_details(new QTextBrowser(this)), m_summary(new QLabel(this)),
      m_jobLabel(new QLabel(this)), m_jobEditor(new QuoteJobEditor(this)), m_weighForLabel(new QLabel(this)),
      m_weighFor(new QComboBox(this)), m_gpuFilter(new QComboBox(this)),
      m_providerFilter(new QLineEdit(this)), m_validToday(new QCheckBox(this)),
      m_import(new QPushButton(this)), m_export(new QPushButton(this)), m_deleteDemo(new QPushButton(this)),
      m_comparePdf(new QPushButton(this)), m_compareXlsx(new QPushButton(this)),
      m_printCompare(new QPushButton(this)), m_undo(new QUndoStack(this)), m_loading(new QProgressBar(this)),
      m_compareSelected(new QPushButton(this)), m_add(new QPushButton(this)), m_delete(new QPushButton(this)),
      m_edit(new QPushButton(this)), m_history(new QPushButton(this))
{
    m_history->setObjectName(QStringLiteral("quoteHistoryButton"));
    m_add->setObjectName(QStringLiteral("addQuoteButton"));
    m_delete->setObjectName(QStringLiteral("deleteQuoteButton"));
    m_edit->setObjectName(QStringLiteral("editQuoteButton"));
    m_compareSelected->setObjectName(QStringLiteral("compareSelectedButton"));
    m_printCompare->setObjectName(QStringLiteral("printComparisonButton"));
    m_comparePdf->setObjectName(QStringLiteral("comparePdfButton"));
    m_compareXlsx->setObjectName(QStringLiteral("compareXlsxButton"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(QuoteTableModel::SortRole);
    m_view->setObjectName(QStringLiteral("quotesView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(QuoteTableModel::Normalised, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // several, to compare them
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setResizeContentsPrecision(200); // widths from the first rows, not 100,000
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_loading->setObjectName(QStringLiteral("quotesLoading"));
    m_loading->hide();
    m_details->setObjectName(QStringLiteral("quoteDetails"));
    m_summary->setObjectName(QStringLiteral("quotesSummary"));
    m_summary->setWordWrap(true);
    m_jobLabel->setObjectName(QStringLiteral("jobLabel"));
    m_jobLabel->setWordWrap(true);
    m_jobLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_gpuFilter->setObjectName(QStringLiteral("gpuFilter"));
    m_providerFilter->setObjectName(QStringLiteral("providerFilter"));
    m_providerFilter->setClearButtonEnabled(true);
    m_validToday->setObjectName(QStringLiteral("validTodayCheck"));
    m_import->setObjectName(QStringLiteral("importButton"));
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_deleteDemo->setObjectName(QStringLiteral("deleteDemoButton"));

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_gpuFilter);
    filters->addWidget(m_providerFilter, 1);
    filters->addWidget(m_validToday);
    // Actions on a second row, so that both languages fit at 1280 pixels and with larger type.
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_add);
    actions->addWidget(m_edit);
    actions->addWidget(m_history);
    actions->addWidget(m_delete);
    actions->addWidget(m_import);
    actions->addWidget(m_export);
    actions->addWidget(m_deleteDemo);
    actions->addStretch();
    actions->addWidget(m_compareSelected);
    actions->addWidget(m_comparePdf);
    actions->addWidget(m_compareXlsx);
    actions->addWidget(m_printCompare);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addLayout(actions);
    layout->addWidget(m_summary);
    layout->addWidget(m_loading);
    layout->addLayout(weighForRow(m_weighForLabel, m_weighFor));
    layout->addWidget(m_jobEditor);
    layout->addWidget(m_jobLabel);
    layout->addWidget(split);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &QuotesPage::showDetails);
    connect(m_gpuFilter, &QComboBox::currentIndexChanged, this, &QuotesPage::applyFilter);
    connect(m_providerFilter, &QLineEdit::textChanged, this, &QuotesPage::applyFilter);
    connect(m_validToday, &QCheckBox::toggled, this, &QuotesPage::applyFilter);
    connect(m_weighFor, &QComboBox::currentIndexChanged, this, [this] {
        m_jobEditor->setVisible(!weighsForService());
        m_jobDirty = true;
        if (isVisible())
            weigh();
    });
    connect(m_import, &QPushButton::clicked, this, &QuotesPage::importCsv);
    connect(m_export, &QPushButton::clicked, this, &QuotesPage::exportCsv);
    connect(m_deleteDemo, &QPushButton::clicked, this, &QuotesPage::deleteDemo);
    connect(m_comparePdf, &QPushButton::clicked, this, &QuotesPage::exportComparisonPdf);
    connect(m_compareXlsx, &QPushButton::clicked, this, &QuotesPage::exportComparisonXlsx);
    connect(m_printCompare, &QPushButton::clicked, this, &QuotesPage::printComparison);
    connect(m_add, &QPushButton::clicked, this, &QuotesPage::addQuote);
    connect(m_delete, &QPushButton::clicked, this, &QuotesPage::deleteSelected);
    connect(m_edit, &QPushButton::clicked, this, &QuotesPage::editSelected);
    connect(m_history, &QPushButton::clicked, this, &QuotesPage::showHistory);
    connect(m_compareSelected, &QPushButton::clicked, this, &QuotesPage::compareSelected);
    connect(m_view, &QTableView::doubleClicked, this, &QuotesPage::editSelected);
    new QShortcut(QKeySequence::Delete, m_view, this, &QuotesPage::deleteSelected,
                  Qt::WidgetShortcut); // the Delete key
}

QuotesPage::~QuotesPage() = default;

void QuotesPage::setSession(Session* session)
{
    m_session = session;
    m_db = session->database();
    connect(session, &Session::dataChanged, this, &QuotesPage::reload);
    reload();
}

void QuotesPage::reload()
{
    if (!m_db)
        return;
    // The session's catalog (the user's GPUs included); the stored figures follow the hours per month in
    // force (the session renormalises them whenever it reads its data).
    std::shared_ptr<const GpuCatalog> catalog = m_session->data().sharedCatalog();
    auto count = m_session->quotes().count();
    if (count && count.value() > kLoadInBackgroundAbove) {
        // Many quotes: read them on a connection of their own in the background; the window stays usable
        // and the page says how far it is.
        ++m_loadGeneration;
        const int generation = m_loadGeneration;
        m_loading->setRange(0, 0);
        m_loading->show();
        m_summary->setText(tr("Loading %n quote(s)…", nullptr, int(count.value())));
        auto* watcher = new QFutureWatcher<Result<QList<Quote>>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, catalog]() mutable {
            watcher->deleteLater();
            if (generation != m_loadGeneration)
                return; // a newer load is on its way
            m_loading->hide();
            Result<QList<Quote>> quotes = watcher->result();
            if (!quotes) {
                m_summary->setText(quotes.error().toString());
                return;
            }
            apply(std::move(catalog), std::move(quotes).value());
        });
        watcher->setFuture(QtConcurrent::run([path = m_db->path()]() -> Result<QList<Quote>> {
            // Only to read: the window's own connection has brought the schema and the shipped data up to
            // date.
            Database::Options readOnly;
            readOnly.seed = false;
            readOnly.seedDemo = false;
            auto db = Database::open(path, readOnly);
            if (!db)
                return db.error();
            return QuoteStore(**db).list();
        }));
        return;
    }
    auto quotes = m_session->quotes().list();
    if (!quotes) {
        m_summary->setText(quotes.error().toString());
        return;
    }
    apply(std::move(catalog), std::move(quotes).value());
}

void QuotesPage::apply(std::shared_ptr<const GpuCatalog> catalog, QList<Quote> quotes)
{
    QElapsedTimer timer;
    timer.start();
    m_catalog = std::move(catalog);
    // The GPU filter offers the GPUs that appear in the quotes.
    const QString current = m_gpuFilter->currentData().toString();
    QSet<QString> present;
    for (const Quote& q : quotes)
        present.insert(q.gpuId);
    {
        const QSignalBlocker block(m_gpuFilter);
        m_gpuFilter->clear();
        m_gpuFilter->addItem(QString(), QString());
        for (const GpuModel& g : m_catalog->gpus())
            if (present.contains(g.id))
                m_gpuFilter->addItem(g.name + QLatin1Char(' ') + g.variant, g.id);
        m_gpuFilter->setCurrentIndex(std::max(0, m_gpuFilter->findData(current)));
    }
    const qint64 selected = currentQuoteId();
    m_model->setQuotes(quotes, *m_catalog, m_session->data().currentYear());
    m_index = std::make_unique<QuoteIndex>(std::move(quotes));
    m_jobDirty = true;
    retranslate();
    applyFilter();
    reselect(selected);
    if (isVisible())
        weigh();
    m_lastApplyMs = double(timer.nsecsElapsed()) / 1e6;
    emit loaded();
}

void QuotesPage::setJob(const QuoteJob& job, bool fromPlan)
{
    m_job = job;
    m_jobFromPlan = fromPlan;
    m_jobDirty = true;
    if (isVisible())
        weigh();
}

void QuotesPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_jobDirty)
        weigh();
}

void QuotesPage::weigh()
{
    m_jobDirty = false;
    const qint64 current = currentQuoteId();
    const Weighed w =
        weighsForService()
            ? weighQuotesForService(*m_model, m_service, m_index.get(), m_session->data())
            : weighQuotesForJob(*m_model, m_job, m_jobFromPlan, m_index.get(), m_session->quotes());
    m_jobLabel->setText(w.note);
    m_jobLabel->setToolTip(w.toolTip);
    if (!w.weighed)
        return;
    // Weighed: the list follows the cost to the buyer (the job's, or a month of the service), as the PDF
    // does (ux-4 P1-m14), the quote the user was on kept selected.
    m_view->sortByColumn(QuoteTableModel::JobTotal, Qt::AscendingOrder);
    reselect(current);
    m_view->resizeColumnsToContents();
    showDetails();
}

void QuotesPage::applyFilter()
{
    if (!m_index || !m_catalog)
        return;
    const qint64 current = currentQuoteId();
    static_cast<CollatingProxy*>(m_proxy)->setCriteria(
        m_gpuFilter->currentData().toString(), m_providerFilter->text().trimmed(),
        m_validToday->isChecked() ? m_session->data().today() : QDate());
    m_view->resizeColumnsToContents();
    m_summary->setText(
        tr("%1 of %n quote(s) shown. Prices are compared per GPU-hour in CNY without VAT; hover a check "
           "for its explanation.",
           nullptr, m_index->size())
            .arg(m_proxy->rowCount()));
    reselect(current);
    showDetails();
}

qint64 QuotesPage::currentQuoteId() const
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    return current.isValid() && current.row() < m_model->rowCount() ? m_model->quoteAt(current.row()).id : 0;
}

void QuotesPage::reselect(qint64 id)
{
    // The quote the user was on stays selected after an edit, a filter or a re-read (ux-4: the selection
    // jumped to the first row); the first row when it is gone.
    for (int r = 0; id > 0 && r < m_proxy->rowCount(); ++r)
        if (m_model->quoteAt(m_proxy->mapToSource(m_proxy->index(r, 0)).row()).id == id) {
            m_view->selectRow(r);
            return;
        }
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
}

void QuotesPage::retranslate()
{
    m_model->retranslate();
    if (m_job) // reasons and notes are written in the language of the moment
        m_jobDirty = true;
    if (isVisible() && m_jobDirty)
        weigh();
    m_gpuFilter->setItemText(0, tr("All GPUs"));
    retranslateWeighFor(m_weighForLabel, m_weighFor);
    m_providerFilter->setPlaceholderText(tr("Filter by provider"));
    m_providerFilter->setAccessibleName(tr("Filter by provider"));
    m_view->setAccessibleName(tr("Quotes"));
    m_details->setAccessibleName(tr("Quote details"));
    m_validToday->setText(tr("Valid today"));
    m_import->setText(tr("Import CSV…"));
    m_export->setText(tr("Export CSV…"));
    m_deleteDemo->setText(tr("Delete demo data"));
    m_comparePdf->setText(tr("Compare as PDF…"));
    m_comparePdf->setToolTip(
        tr("The quotes shown, side by side, with this job's total under each and a recommendation"));
    m_compareXlsx->setText(tr("Compare in Excel…"));
    m_printCompare->setText(tr("Print…"));
    m_add->setText(tr("Add…"));
    m_delete->setText(tr("Delete"));
    m_edit->setText(tr("Edit…"));
    m_history->setText(tr("History…"));
    m_history->setToolTip(
        tr("Who changed the selected quote and its checklist items, when, from what to what"));
    m_compareSelected->setText(tr("Compare selected…"));
    m_compareSelected->setToolTip(
        tr("Prices and this job's total as charts, checks side by side; select several "
           "quotes with Ctrl+click"));
    m_edit->setToolTip(tr("Change the selected quote (or double-click it); Edit → Undo restores it"));
    m_import->setToolTip(
        tr("Every row is checked and shown first; nothing is written until you choose Import, and Cancel "
           "while writing leaves the database as it was."));
    m_view->resizeColumnsToContents();
    if (m_index)
        m_summary->setText(
            tr("%1 of %n quote(s) shown. Prices are compared per GPU-hour in CNY without VAT; hover a "
               "check for its explanation.",
               nullptr, m_index->size())
                .arg(m_proxy->rowCount()));
    showDetails();
}

void QuotesPage::showDetails()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid()) {
        m_details->setPlainText(tr("Select a quote to see the seeds' checks for its servers."));
        return;
    }
    const Quote& q = m_model->quoteAt(current.row());
    QString html =
        QStringLiteral("<h3>%1 — %2</h3>").arg(q.provider.toHtmlEscaped(), q.quoteNumber.toHtmlEscaped());
    // A purchase's approved award put this quote here: said first, with who approved it.
    if (m_session)
        if (auto t = m_session->workspace().tenders().awardedAs(q.id); t && t->has_value())
            html += QStringLiteral("<p><b>%1</b></p>")
                        .arg(tr("Awarded in purchase %1 %2; approved by %3 on %4.")
                                 .arg((*t)->number, (*t)->name, (*t)->approvedBy, (*t)->approvedAt.left(10))
                                 .toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(tr("Checks for training on these servers:"));
    html += QStringLiteral("<ul>");
    for (const Check& c : m_model->checksAt(current.row()))
        html += tr("<li><b>%1</b> %2%3</li>")
                    .arg(checkStatusLabel(c.status), c.message.toHtmlEscaped(),
                         (checkCitation(c).isEmpty()
                              ? QString()
                              : QStringLiteral(" <i>(%1)</i>").arg(checkCitation(c).toHtmlEscaped())));
    html += QStringLiteral("</ul>");
    if (const QuoteEvaluation* e = m_model->evaluationAt(current.row())) {
        html += QStringLiteral("<h4>%1</h4><p>")
                    .arg(tr("For this job: %1").arg(QuoteTableModel::verdictText(*e)));
        if (e->cost)
            html += tr("%1 of %2 server(s) · %3 · run time %4 h · total %5 excluding VAT (%6 including)")
                        .arg(e->serversUsed)
                        .arg(e->quote.servers)
                        .arg(e->layoutText.toHtmlEscaped())
                        .arg(e->runHours, 0, 'f', 1)
                        .arg(e->cost->totalExVat.toDisplayString(), e->cost->totalIncVat.toDisplayString()) +
                    QStringLiteral("<br><small>%1</small>")
                        .arg((e->cost->explanation + tr("; ") + e->buyer->basis).toHtmlEscaped());
        if (!e->reason.isEmpty())
            html += QStringLiteral("<br>") + e->reason.toHtmlEscaped();
        html += QStringLiteral("</p>");
    }
    if (!q.notes.isEmpty() && !m_presentation)
        html += QStringLiteral("<p>%1</p>")
                    .arg(q.notes.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    m_details->setHtml(html);
}

void QuotesPage::exportCsv()
{
    if (!m_db || !m_index)
        return;
    const QString path = Dialogs::saveFileName(this, tr("Export quotes"), QStringLiteral("quotes.csv"),
                                               tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    auto quotes = m_session->quotes().list();
    if (!quotes) {
        Dialogs::error(this, tr("Export quotes"), quotes.error().toString());
        return;
    }
    const Status written = writeFileAtomically(
        path, QuoteCsv::write(quotes.value(), Language::current() == QLatin1String("zh_CN")),
        databaseFiles(m_db->path()));
    Dialogs::outcome(this, tr("Export quotes"), written.ok(),
                     written ? tr("Wrote %n quote(s) to %1.", nullptr, int(quotes->size())).arg(path)
                             : written.error().toString());
}

void QuotesPage::deleteDemo()
{
    if (!m_db)
        return;
    if (Dialogs::question(
            this, tr("Delete demo data"),
            tr("Delete the demo providers and their quotes (named “示例 Demo · …”)? Your own quotes are "
               "not touched."),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    auto removed = m_session->quotes().removeDemo();
    if (!removed)
        Dialogs::error(this, tr("Delete demo data"), removed.error().toString());
    reload();
}

QList<Quote> QuotesPage::selectedQuotes() const
{
    QList<Quote> out;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        out << m_model->quoteAt(m_proxy->mapToSource(i).row());
    return out;
}

void QuotesPage::setPresentation(bool on)
{
    m_presentation = on;
    showDetails();
}

void QuotesPage::addQuote()
{
    if (!m_db || !m_catalog || refusedReadOnly(tr("Add quote")))
        return;
    QuoteDialog dialog(m_session->quotes(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.quote())
        addQuoteNow(*dialog.quote());
}

void QuotesPage::addQuoteNow(const Quote& quote)
{
    if (m_db)
        m_undo->push(addQuoteCommand(this, quote));
}

void QuotesPage::editSelected()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_db || !m_catalog || !current.isValid() || refusedReadOnly(tr("Edit quote")))
        return;
    const Quote q = m_model->quoteAt(m_proxy->mapToSource(current).row());
    QuoteDialog dialog(m_session->quotes(), this);
    dialog.setQuote(q);
    if (m_dialogDriver ? m_dialogDriver(dialog) : dialog.exec() == QDialog::Accepted)
        if (dialog.quote())
            editQuoteNow(q, *dialog.quote());
}

void QuotesPage::editQuoteNow(const Quote& before, const Quote& after)
{
    if (m_db)
        m_undo->push(editQuoteCommand(this, before, after));
}

void QuotesPage::deleteSelected()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_db || !current.isValid())
        return;
    const Quote q = m_model->quoteAt(m_proxy->mapToSource(current).row());
    if (Dialogs::question(
            this, tr("Delete quote"),
            tr("Delete the quote from %1 (quote %2) and its checklists? Edit → Undo brings both back as "
               "they were.")
                .arg(q.provider)
                .arg(q.id),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    m_undo->push(deleteQuoteCommand(this, q));
}

} // namespace gpuplan
