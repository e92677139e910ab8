#include "ChecklistsPage.h"
#include "Session.h"

#include "Dialogs.h"
#include "TemplatesDialog.h"
#include "acceptance/Acceptance.h"
#include "files/InputFile.h"
#include "planner/RuleChecks.h"
#include "report/Reports.h"
#include "service/AcceptanceImport.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Language.h"

#include <QAbstractListModel>
#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
constexpr ItemStatus kStatuses[] = {ItemStatus::Open, ItemStatus::Confirmed, ItemStatus::Failed,
                                    ItemStatus::NotApplicable};

// The status column edits with a list of the four statuses.
class StatusDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        auto* box = new QComboBox(parent);
        box->setObjectName(QStringLiteral("statusEditor"));
        for (ItemStatus s : kStatuses)
            box->addItem(itemStatusLabel(s), int(s));
        return box;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        auto* box = static_cast<QComboBox*>(editor);
        box->setCurrentIndex(std::max(0, box->findData(index.data(ChecklistsPage::StatusRole))));
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QComboBox*>(editor)->currentData(), ChecklistsPage::StatusRole);
    }
};

// Evidence is edited whole (several lines: the finding and the report's lines) in a text box.
class EvidenceDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex&) const override
    {
        auto* edit = new QPlainTextEdit(parent);
        edit->setObjectName(QStringLiteral("evidenceEditor"));
        edit->setMinimumHeight(90);
        return edit;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        static_cast<QPlainTextEdit*>(editor)->setPlainText(
            index.data(ChecklistsPage::EvidenceRole).toString());
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QPlainTextEdit*>(editor)->toPlainText(),
                       ChecklistsPage::EvidenceRole);
    }
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex&) const override
    {
        QRect r = option.rect;
        r.setHeight(std::max(r.height(), 90));
        editor->setGeometry(r);
    }
};

QColor statusColor(ItemStatus s)
{
    switch (s) {
    case ItemStatus::Confirmed:
        return QColor(0x1b, 0x7f, 0x3b);
    case ItemStatus::Failed:
        return QColor(0xb0, 0x1c, 0x1c);
    case ItemStatus::NotApplicable:
        return QColor(0x70, 0x70, 0x70);
    case ItemStatus::Open:
        break;
    }
    return QColor(0x8a, 0x5a, 0x00);
}

// The quotes as the chooser's items: "provider · GPU · 8 × 2 (quote 17)", made when a row is shown (a list of
// 100,000 quotes costs nothing to set), the quote id as the item's data.
class QuoteChoices : public QAbstractListModel
{
public:
    QuoteChoices(const QList<Quote>* quotes, const std::shared_ptr<const GpuCatalog>* catalog,
                 QObject* parent)
        : QAbstractListModel(parent), m_quotes(quotes), m_catalog(catalog)
    {}
    void refresh()
    {
        beginResetModel();
        endResetModel();
    }
    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_quotes->size());
    }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_quotes->size())
            return {};
        const Quote& q = m_quotes->at(index.row());
        if (role == Qt::UserRole)
            return q.id;
        if (role != Qt::DisplayRole && role != Qt::EditRole)
            return {};
        const GpuModel* g = *m_catalog ? (*m_catalog)->byId(q.gpuId) : nullptr;
        return ChecklistsPage::tr("%1 · %2 · %3 (quote %4)")
            .arg(q.provider, g ? g->displayName() : q.gpuId, serversByGpusText(q.servers, q.gpusPerServer))
            .arg(q.id);
    }

private:
    const QList<Quote>* m_quotes;
    const std::shared_ptr<const GpuCatalog>* m_catalog;
};
} // namespace

ChecklistsPage::ChecklistsPage(QWidget* parent)
    : QWidget(parent), m_quoteLabel(new QLabel(this)), m_quote(new QComboBox(this)),
      m_choices(new QuoteChoices(&m_quotes, &m_catalog, this)), m_model(new QStandardItemModel(this)),
      m_view(new QTreeView(this)), m_progress(new QProgressBar(this)), m_counts(new QLabel(this)),
      m_create(new QPushButton(this)), m_add(new QPushButton(this)), m_script(new QPushButton(this)),
      m_import(new QPushButton(this)), m_export(new QPushButton(this)), m_pdf(new QPushButton(this)),
      m_xlsx(new QPushButton(this)), m_print(new QPushButton(this)), m_templates(new QPushButton(this)),
      m_history(new QPushButton(this)), m_acceptance(new QLabel(this)), m_undo(new QUndoStack(this))
{
    m_acceptance->setObjectName(QStringLiteral("acceptanceVerdict"));
    m_history->setObjectName(QStringLiteral("checklistHistoryButton"));
    m_print->setObjectName(QStringLiteral("printChecklistButton"));
    m_templates->setObjectName(QStringLiteral("editTemplatesButton"));
    m_pdf->setObjectName(QStringLiteral("exportChecklistPdfButton"));
    m_xlsx->setObjectName(QStringLiteral("exportChecklistXlsxButton"));
    m_quote->setObjectName(QStringLiteral("checklistQuote"));
    m_quoteLabel->setBuddy(m_quote);
    m_view->setObjectName(QStringLiteral("checklistView"));
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(StatusColumn, new StatusDelegate(m_view));
    m_view->setItemDelegateForColumn(EvidenceColumn, new EvidenceDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(true);
    m_view->header()->setStretchLastSection(true);
    m_progress->setObjectName(QStringLiteral("checklistProgress"));
    m_counts->setObjectName(QStringLiteral("checklistCounts"));
    m_create->setObjectName(QStringLiteral("createChecklistsButton"));
    m_add->setObjectName(QStringLiteral("addItemButton"));
    m_script->setObjectName(QStringLiteral("acceptanceScriptButton"));
    m_import->setObjectName(QStringLiteral("acceptanceReportButton"));
    m_export->setObjectName(QStringLiteral("exportChecklistButton"));

    m_quote->setModel(m_choices);
    m_quote->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_quote->setMinimumContentsLength(40);
    // Many quotes: type any part of the provider, the GPU or the quote number to find one.
    m_quote->setEditable(true);
    m_quote->setInsertPolicy(QComboBox::NoInsert);
    m_quote->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_quote->completer()->setFilterMode(Qt::MatchContains);
    m_quote->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    auto* top = new QHBoxLayout;
    top->addWidget(m_quoteLabel);
    top->addWidget(m_quote, 1);
    top->addWidget(m_history);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_create);
    actions->addWidget(m_add);
    actions->addWidget(m_templates);
    actions->addStretch();
    actions->addWidget(m_script);
    actions->addWidget(m_import);
    actions->addWidget(m_export);
    actions->addWidget(m_pdf);
    actions->addWidget(m_xlsx);
    actions->addWidget(m_print);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_counts, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(actions);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_acceptance);
    layout->addLayout(bottom);

    connect(m_quote, &QComboBox::currentIndexChanged, this, &ChecklistsPage::showChecklists);
    connect(m_model, &QStandardItemModel::itemChanged, this, &ChecklistsPage::itemChanged);
    connect(m_create, &QPushButton::clicked, this, &ChecklistsPage::createChecklists);
    connect(m_add, &QPushButton::clicked, this, &ChecklistsPage::addItem);
    connect(m_script, &QPushButton::clicked, this, &ChecklistsPage::generateScript);
    connect(m_import, &QPushButton::clicked, this, &ChecklistsPage::importReport);
    connect(m_export, &QPushButton::clicked, this, &ChecklistsPage::exportCsv);
    connect(m_pdf, &QPushButton::clicked, this, &ChecklistsPage::exportPdf);
    connect(m_xlsx, &QPushButton::clicked, this, &ChecklistsPage::exportXlsx);
    connect(m_print, &QPushButton::clicked, this, &ChecklistsPage::print);
    connect(m_templates, &QPushButton::clicked, this, &ChecklistsPage::editTemplates);
    connect(m_history, &QPushButton::clicked, this, &ChecklistsPage::showHistory);
    retranslate();
}

void ChecklistsPage::setSession(Session* session)
{
    m_session = session;
    m_db = session->database();
    connect(session, &Session::dataChanged, this, &ChecklistsPage::reload);
    reload();
}

void ChecklistsPage::setQuotes(const QList<Quote>& quotes)
{
    const qint64 current = currentQuoteId();
    {
        const QSignalBlocker block(m_quote);
        m_quotes = quotes;
        static_cast<QuoteChoices*>(m_choices)->refresh();
        m_quote->setCurrentIndex(std::max(0, m_quote->findData(current)));
        if (m_quotes.isEmpty())
            m_quote->setCurrentIndex(-1);
    }
    showChecklists();
}

void ChecklistsPage::reload()
{
    if (!m_db)
        return;
    m_catalog = m_session->data().sharedCatalog(); // the session's, the user's GPUs included
    showChecklists();
}

qint64 ChecklistsPage::currentQuoteId() const
{
    return m_quote->currentData().toLongLong();
}

void ChecklistsPage::selectQuote(qint64 quoteId)
{
    m_quote->setCurrentIndex(m_quote->findData(quoteId));
}

void ChecklistsPage::retranslate()
{
    m_quoteLabel->setText(tr("&Quote:"));
    m_create->setText(tr("Create checklists"));
    m_create->setToolTip(tr("Create the contract and acceptance checklists of this quote from the templates, "
                            "with the expected values filled in from the quote"));
    m_add->setText(tr("Add item…"));
    m_script->setText(tr("Generate acceptance script…"));
    m_script->setToolTip(tr("A read-only bash script to run on each delivered server; it writes one report "
                            "file"));
    m_import->setText(tr("Import acceptance report…"));
    m_import->setToolTip(tr("Read the script's report (or pasted command outputs), check it against this "
                            "quote and record the findings on the items"));
    m_export->setText(tr("Export CSV…"));
    m_pdf->setText(tr("Export PDF…"));
    m_pdf->setToolTip(
        tr("The checklists in Chinese and English with signature lines for both parties, to attach "
           "to the contract"));
    m_xlsx->setText(tr("Export to Excel…"));
    m_print->setText(tr("Print…"));
    m_templates->setText(tr("Edit templates…"));
    m_history->setText(tr("History…"));
    m_history->setToolTip(tr("Who changed this quote's checklist items, when, from what to what"));
    m_view->setAccessibleName(tr("Checklist items"));
    m_templates->setToolTip(tr("The checks new checklists are made of: change them, add your own"));
    m_model->setHorizontalHeaderLabels(
        {tr("Check"), tr("Expected value"), tr("Status"), tr("Evidence"), tr("Updated")});
    m_quote->lineEdit()->setPlaceholderText(tr("Type a provider, GPU or quote number"));
    m_quote->setAccessibleName(tr("Quote"));
    {
        const qint64 current = currentQuoteId();
        const QSignalBlocker block(m_quote);
        static_cast<QuoteChoices*>(m_choices)->refresh(); // the labels in the new language
        m_quote->setCurrentIndex(m_quote->findData(current));
    }
    showChecklists(); // every item in the new language
}

void ChecklistsPage::showChecklists()
{
    m_filling = true;
    m_model->removeRows(0, m_model->rowCount());
    m_lists.clear();
    const qint64 id = currentQuoteId();
    if (m_db && id > 0) {
        auto lists = ChecklistStore(*m_db).forQuote(id);
        if (lists)
            m_lists = lists.value();
        else
            m_counts->setText(lists.error().toString());
    }
    const bool zh = Language::isChinese();
    for (const Checklist& c : std::as_const(m_lists)) {
        auto* list = new QStandardItem(zh ? c.nameZh : c.nameEn);
        list->setData(c.id, ChecklistIdRole);
        QFont bold = list->font();
        bold.setBold(true);
        list->setFont(bold);
        QList<QStandardItem*> listRow{list};
        for (int col = 1; col < ColumnCount; ++col)
            listRow << new QStandardItem;
        for (QStandardItem* i : listRow)
            i->setEditable(false);
        m_model->appendRow(listRow);
        QHash<QString, QStandardItem*> sections;
        for (const ChecklistItem& it : c.items) {
            QStandardItem*& section = sections[it.category];
            if (!section) {
                section = new QStandardItem(checklistCategoryLabel(it.category));
                section->setEditable(false);
                QList<QStandardItem*> row{section};
                for (int col = 1; col < ColumnCount; ++col) {
                    row << new QStandardItem;
                    row.last()->setEditable(false);
                }
                list->appendRow(row);
            }
            auto* text = new QStandardItem(zh ? it.textZh : it.textEn);
            text->setToolTip(zh ? it.textEn : it.textZh); // the other language on hover
            auto* expected = new QStandardItem(it.expectedIn(zh));
            auto* status = new QStandardItem(itemStatusLabel(it.status));
            status->setData(int(it.status), StatusRole);
            status->setForeground(statusColor(it.status));
            // The cell shows the first line (the finding); hover and the editor show all of it (with the
            // report's own lines).
            const QString shown = it.evidenceIn(Language::isChinese());
            auto* evidence = new QStandardItem(shown.section(QLatin1Char('\n'), 0, 0));
            evidence->setData(shown, EvidenceRole);
            evidence->setToolTip(shown);
            auto* updated = new QStandardItem(
                it.updated.isValid() ? it.updated.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                     : QString());
            for (QStandardItem* i : {text, expected, status, evidence, updated}) {
                i->setData(it.id, ItemIdRole);
                i->setEditable(i == status || i == evidence);
            }
            section->appendRow({text, expected, status, evidence, updated});
        }
    }
    m_view->expandAll();
    m_view->header()->resizeSection(TextColumn, 420);
    m_view->header()->resizeSection(ExpectedColumn, 200);
    m_view->header()->resizeSection(StatusColumn, 90);
    m_view->header()->resizeSection(EvidenceColumn, 320);
    m_filling = false;
    const bool haveQuote = id > 0;
    const bool writable = m_readOnlyReason.isEmpty();
    m_create->setEnabled(writable && haveQuote && m_lists.size() < 2);
    m_add->setEnabled(writable && !m_lists.isEmpty());
    m_script->setEnabled(haveQuote);
    m_import->setEnabled(writable && haveQuote);
    m_templates->setEnabled(writable);
    m_export->setEnabled(!m_lists.isEmpty());
    m_pdf->setEnabled(!m_lists.isEmpty());
    m_xlsx->setEnabled(!m_lists.isEmpty());
    m_print->setEnabled(!m_lists.isEmpty());
    updateProgress();
}

void ChecklistsPage::updateProgress()
{
    int total = 0, confirmed = 0, failed = 0, na = 0;
    for (const Checklist& c : std::as_const(m_lists)) {
        total += int(c.items.size());
        confirmed += c.count(ItemStatus::Confirmed);
        failed += c.count(ItemStatus::Failed);
        na += c.count(ItemStatus::NotApplicable);
    }
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(confirmed + failed + na);
    m_progress->setFormat(tr("%1 of %2 checked").arg(confirmed + failed + na).arg(total));
    showAcceptance();
    if (m_lists.isEmpty())
        m_counts->setText(currentQuoteId() > 0 ? tr("This quote has no checklists yet: create them.")
                                               : tr("No quotes: import some on the Quotes page."));
    else
        m_counts->setText(tr("%1 confirmed, %2 failed, %3 not applicable, %4 open")
                              .arg(confirmed)
                              .arg(failed)
                              .arg(na)
                              .arg(total - confirmed - failed - na));
}

void ChecklistsPage::itemChanged(QStandardItem* item)
{
    if (m_filling || !m_db)
        return;
    const qint64 itemId = item->data(ItemIdRole).toLongLong();
    if (itemId <= 0)
        return;
    for (Checklist& c : m_lists)
        for (ChecklistItem& it : c.items) {
            if (it.id != itemId)
                continue;
            ItemStatus status = it.status;
            QString evidence = it.evidence;
            if (item->column() == StatusColumn)
                status = ItemStatus(item->data(StatusRole).toInt());
            else if (item->column() == EvidenceColumn &&
                     item->data(EvidenceRole).toString() != it.evidenceIn(Language::isChinese()))
                evidence = item->data(EvidenceRole).toString();
            else if (item->column() == EvidenceColumn)
                return; // shown in this language, not changed
            else
                return;
            if (Status s = ChecklistStore(*m_db).setItem(itemId, status, evidence); !s) {
                Dialogs::error(this, tr("Checklist"), s.error().toString());
                QMetaObject::invokeMethod(this, &ChecklistsPage::showChecklists, Qt::QueuedConnection);
                return;
            }
            it.status = status;
            if (evidence != it.evidence) // the user's own text now, in every language
                it.findingZh = it.findingEn = it.reportLines = it.typedEvidence = QString();
            it.evidence = evidence;
            m_filling = true;
            if (item->column() == StatusColumn) {
                item->setText(itemStatusLabel(status));
                item->setForeground(statusColor(status));
            }
            const QModelIndex updated = item->index().siblingAtColumn(UpdatedColumn);
            m_model->setData(updated,
                             QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
            if (item->column() == EvidenceColumn) {
                item->setText(evidence.section(QLatin1Char('\n'), 0, 0));
                item->setToolTip(evidence);
            }
            m_filling = false;
            updateProgress();
            return;
        }
}

void ChecklistsPage::createChecklists()
{
    const qint64 id = currentQuoteId();
    if (!m_db || !m_catalog || id <= 0)
        return;
    for (const Quote& q : std::as_const(m_quotes))
        if (q.id == id) {
            auto ids = ChecklistStore(*m_db).create(q, *m_catalog);
            if (!ids)
                Dialogs::error(this, tr("Create checklists"), ids.error().toString());
        }
    showChecklists();
}

void ChecklistsPage::addItem()
{
    if (!m_db || m_lists.isEmpty())
        return;
    // The item goes to the checklist of the selected row, else the first (the contract checklist).
    qint64 checklistId = m_lists.first().id;
    QModelIndex top = m_view->currentIndex().siblingAtColumn(0);
    while (top.isValid() && top.parent().isValid())
        top = top.parent();
    if (top.isValid())
        checklistId = top.data(ChecklistIdRole).toLongLong();
    const QString text = Dialogs::text(this, tr("Add item"), tr("What must be checked:"));
    if (text.trimmed().isEmpty())
        return;
    auto added = ChecklistStore(*m_db).addItem(checklistId, QStringLiteral("terms"), text, text);
    if (!added)
        Dialogs::error(this, tr("Add item"), added.error().toString());
    showChecklists();
}

void ChecklistsPage::generateScript()
{
    const qint64 id = currentQuoteId();
    if (!m_db || !m_catalog || id <= 0)
        return;
    const QString path =
        Dialogs::saveFileName(this, tr("Generate acceptance script"),
                              QStringLiteral("accept-quote-%1.sh").arg(id), tr("Shell scripts (*.sh)"));
    if (path.isEmpty())
        return;
    for (const Quote& q : std::as_const(m_quotes))
        if (q.id == id) {
            const Status s = writeFileAtomically(path, acceptanceScript(q, *m_catalog).toUtf8(),
                                                 databaseFiles(m_db->path()));
            Dialogs::information(
                this, tr("Generate acceptance script"),
                s ? tr("Wrote %1. Run it on each delivered server (bash %2); it only reads and writes one "
                       "report file. Then import that report here.")
                        .arg(path, QFileInfo(path).fileName())
                  : s.error().toString());
        }
}

void ChecklistsPage::importReport()
{
    const qint64 id = currentQuoteId();
    if (!m_db || !m_catalog || id <= 0)
        return;
    const QString path = Dialogs::openFileName(this, tr("Import acceptance report"),
                                               tr("Reports (*.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        importReportFile(path, false);
}

} // namespace gpuplan
