#include "TemplatesDialog.h"

#include "ScreenFit.h"
#include "storage/ChecklistStore.h"
#include "util/Language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
enum Role
{
    IdRole = Qt::UserRole,
    CodeRole,
    TemplateRole,
    VersionRole // an edit is written only at the version read
};
} // namespace

TemplatesDialog::TemplatesDialog(Database& db, QWidget* parent)
    : QDialog(parent), m_db(db), m_tree(new QTreeWidget(this)), m_category(new QComboBox(this)),
      m_zh(new QLineEdit(this)), m_en(new QLineEdit(this)), m_expectedZh(new QLineEdit(this)),
      m_expectedEn(new QLineEdit(this)), m_message(new QLabel(this)),
      m_save(new QPushButton(tr("Save"), this)), m_add(new QPushButton(tr("Add a check"), this)),
      m_remove(new QPushButton(tr("Delete"), this))
{
    setObjectName(QStringLiteral("templatesDialog"));
    setWindowTitle(tr("Checklist templates"));
    m_tree->setObjectName(QStringLiteral("templatesTree"));
    m_tree->setHeaderLabels({tr("Check"), tr("Category"), tr("Expected value")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->setAccessibleName(tr("Checklist templates"));
    for (const QString& c : ChecklistStore::checklistCategories())
        m_category->addItem(checklistCategoryLabel(c), c);
    m_zh->setObjectName(QStringLiteral("templateZh"));
    m_en->setObjectName(QStringLiteral("templateEn"));
    m_expectedZh->setObjectName(QStringLiteral("templateExpectedZh"));
    m_expectedEn->setObjectName(QStringLiteral("templateExpectedEn"));
    m_message->setObjectName(QStringLiteral("templatesMessage"));
    m_message->setWordWrap(true);
    m_save->setObjectName(QStringLiteral("saveTemplateButton"));
    m_add->setObjectName(QStringLiteral("addTemplateButton"));
    m_remove->setObjectName(QStringLiteral("deleteTemplateButton"));
    m_expectedZh->setPlaceholderText(
        tr("e.g. ≥ 99.9%; {gpu}, {gpus_per_server}, {servers}… are filled from the quote"));
    m_expectedEn->setPlaceholderText(m_expectedZh->placeholderText());

    auto* formBox = new QWidget;
    auto* form = new QFormLayout(formBox);
    auto row = [&](const QString& label, QWidget* field) {
        auto* l = new QLabel(label);
        l->setBuddy(field);
        field->setAccessibleName(QString(label).remove(QLatin1Char('&')));
        form->addRow(l, field);
    };
    row(tr("&Category"), m_category);
    row(tr("Check in &Chinese"), m_zh);
    row(tr("Check in &English"), m_en);
    row(tr("Expected value, Chinese"), m_expectedZh);
    row(tr("Expected value, English"), m_expectedEn);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_save);
    form->addRow(buttons);
    form->addRow(m_message);
    form->addRow(
        new QLabel(tr("New checklists follow the templates; the checklists of quotes made before keep "
                      "their items."),
                   formBox));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tree);
    split->addWidget(formBox);
    split->setStretchFactor(0, 3);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    layout->addWidget(close);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        m_newIn.clear();
        showSelected();
    });
    connect(m_save, &QPushButton::clicked, this, &TemplatesDialog::save);
    connect(m_add, &QPushButton::clicked, this, &TemplatesDialog::addNew);
    connect(m_remove, &QPushButton::clicked, this, &TemplatesDialog::removeItem);
    fitToScreen(this, QSize(980, 720));
    reload();
}

void TemplatesDialog::reload(qint64 select)
{
    const bool zh = Language::current().startsWith(QLatin1String("zh"));
    m_tree->clear();
    auto templates = ChecklistStore(m_db).templates();
    if (!templates) {
        m_message->setText(templates.error().toString());
        return;
    }
    QTreeWidgetItem* toSelect = nullptr;
    for (const Checklist& c : templates.value()) {
        auto* top = new QTreeWidgetItem(m_tree, {zh ? c.nameZh : c.nameEn});
        top->setData(0, TemplateRole, c.templateCode);
        top->setExpanded(true);
        for (const ChecklistItem& i : c.items) {
            auto* item =
                new QTreeWidgetItem(top, {zh ? i.textZh : i.textEn, checklistCategoryLabel(i.category),
                                          describePlaceholders(i.expectedIn(zh))});
            item->setData(0, IdRole, i.id);
            item->setData(0, CodeRole, i.code);
            item->setData(0, TemplateRole, c.templateCode);
            item->setData(0, VersionRole, i.version);
            item->setData(1, IdRole, i.category);
            item->setData(0, Qt::UserRole + 10, i.textZh);
            item->setData(0, Qt::UserRole + 11, i.textEn);
            item->setData(0, Qt::UserRole + 12, i.expected);
            item->setData(0, Qt::UserRole + 13, i.expectedEn);
            if (i.code.startsWith(QLatin1String("user-"))) {
                QFont f = item->font(0);
                f.setBold(true);
                item->setFont(0, f);
            }
            if (i.id == select)
                toSelect = item;
        }
    }
    if (toSelect)
        m_tree->setCurrentItem(toSelect);
    showSelected();
}

void TemplatesDialog::showSelected()
{
    QTreeWidgetItem* item = m_tree->currentItem();
    const bool isCheck = item && item->data(0, IdRole).toLongLong() > 0;
    m_remove->setEnabled(isCheck && item->data(0, CodeRole).toString().startsWith(QLatin1String("user-")));
    m_add->setEnabled(item != nullptr);
    m_save->setEnabled(isCheck || !m_newIn.isEmpty());
    if (!isCheck)
        return;
    m_category->setCurrentIndex(std::max(0, m_category->findData(item->data(1, IdRole))));
    m_zh->setText(item->data(0, Qt::UserRole + 10).toString());
    m_en->setText(item->data(0, Qt::UserRole + 11).toString());
    m_expectedZh->setText(item->data(0, Qt::UserRole + 12).toString());
    m_expectedEn->setText(item->data(0, Qt::UserRole + 13).toString());
}

bool TemplatesDialog::selectItem(const QString& code)
{
    for (int t = 0; t < m_tree->topLevelItemCount(); ++t)
        for (int i = 0; i < m_tree->topLevelItem(t)->childCount(); ++i)
            if (m_tree->topLevelItem(t)->child(i)->data(0, CodeRole).toString() == code) {
                m_tree->setCurrentItem(m_tree->topLevelItem(t)->child(i));
                return true;
            }
    return false;
}

void TemplatesDialog::setFields(const QString& zh, const QString& en, const QString& expectedZh,
                                const QString& expectedEn, const QString& category)
{
    m_zh->setText(zh);
    m_en->setText(en);
    m_expectedZh->setText(expectedZh);
    m_expectedEn->setText(expectedEn);
    if (!category.isEmpty())
        m_category->setCurrentIndex(std::max(0, m_category->findData(category)));
}

void TemplatesDialog::addNew()
{
    QTreeWidgetItem* item = m_tree->currentItem();
    if (!item)
        return;
    m_newIn = item->data(0, TemplateRole).toString();
    setFields(QString(), QString(), QString(), QString());
    m_message->setText(tr("A new check for the %1: fill in both languages and save.")
                           .arg((item->parent() ? item->parent() : item)->text(0)));
    m_save->setEnabled(true);
    m_zh->setFocus();
}

void TemplatesDialog::save()
{
    QTreeWidgetItem* item = m_tree->currentItem();
    ChecklistItem i;
    i.id = m_newIn.isEmpty() && item ? item->data(0, IdRole).toLongLong() : 0;
    i.version = i.id > 0 ? item->data(0, VersionRole).toLongLong() : 0;
    i.category = m_category->currentData().toString();
    i.textZh = m_zh->text();
    i.textEn = m_en->text();
    i.expected = m_expectedZh->text();
    i.expectedEn = m_expectedEn->text();
    const QString in = m_newIn.isEmpty() && item ? item->data(0, TemplateRole).toString() : m_newIn;
    if (Status s = ChecklistStore(m_db).saveTemplateItem(in, i); !s) {
        m_message->setText(s.error().toString());
        return;
    }
    m_message->setText(i.id > 0 ? tr("Saved.") : tr("Added."));
    const bool added = i.id == 0;
    m_newIn.clear();
    reload(i.id);
    if (added) { // select the new check (the last of its template)
        for (int t = 0; t < m_tree->topLevelItemCount(); ++t)
            if (m_tree->topLevelItem(t)->data(0, TemplateRole).toString() == in)
                m_tree->setCurrentItem(
                    m_tree->topLevelItem(t)->child(m_tree->topLevelItem(t)->childCount() - 1));
    }
}

void TemplatesDialog::removeItem()
{
    QTreeWidgetItem* item = m_tree->currentItem();
    if (!item)
        return;
    if (Status s = ChecklistStore(m_db).removeTemplateItem(item->data(0, IdRole).toLongLong()); !s) {
        m_message->setText(s.error().toString());
        return;
    }
    m_message->setText(tr("Deleted."));
    reload();
}

QString TemplatesDialog::message() const
{
    return m_message->text();
}

} // namespace gpuplan
