#include "CatalogPage.h"
#include "Session.h"

#include "Dialogs.h"
#include "GpuDialog.h"
#include "catalog/ExportControls.h"
#include "files/InputFile.h"
#include "storage/CatalogStore.h"
#include "storage/Database.h"
#include "util/Csv.h"

#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplan {

CatalogPage::CatalogPage(QWidget* parent)
    : QWidget(parent), m_filter(new QLineEdit(this)), m_import(new QPushButton(this)),
      m_add(new QPushButton(this)), m_edit(new QPushButton(this)), m_summary(new QLabel(this)),
      m_model(new QStandardItemModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_view(new QTableView(this))
{
    m_filter->setObjectName(QStringLiteral("catalogFilter"));
    m_filter->setClearButtonEnabled(true);
    m_import->setObjectName(QStringLiteral("catalogImportButton"));
    m_add->setObjectName(QStringLiteral("addGpuButton"));
    m_edit->setObjectName(QStringLiteral("editGpuButton"));
    m_summary->setObjectName(QStringLiteral("catalogSummary"));
    m_summary->setWordWrap(true);
    m_view->setObjectName(QStringLiteral("catalogView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::UserRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_add);
    top->addWidget(m_edit);
    top->addWidget(m_import);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_import, &QPushButton::clicked, this, &CatalogPage::importCsv);
    connect(m_add, &QPushButton::clicked, this, &CatalogPage::addGpu);
    connect(m_edit, &QPushButton::clicked, this, &CatalogPage::editSelected);
    connect(m_view, &QTableView::doubleClicked, this, &CatalogPage::editSelected);
    retranslate();
}

void CatalogPage::setSession(Session* session)
{
    m_session = session;
    m_db = session->database();
    connect(session, &Session::dataChanged, this, &CatalogPage::reload);
    reload();
}

void CatalogPage::reload()
{
    if (!m_db)
        return;
    auto catalog = CatalogStore(*m_db).loadCatalog();
    auto origins = CatalogStore(*m_db).gpuOrigins();
    if (!catalog || !origins) {
        m_summary->setText((catalog ? origins.error() : catalog.error()).toString());
        return;
    }
    m_model->removeRows(0, m_model->rowCount());
    int user = 0;
    int position = 0;
    for (const GpuModel& g : catalog->gpus()) {
        auto item = [](const QString& text, const QVariant& sort = QVariant()) {
            auto* i = new QStandardItem(text);
            i->setData(sort.isValid() ? sort : QVariant(text), Qt::UserRole);
            return i;
        };
        auto number = [&](double v, int decimals, const QString& unit = QString()) {
            auto* i = item(v > 0 ? QLocale().toString(v, 'f', decimals) + unit : QStringLiteral("—"), v);
            i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return i;
        };
        auto year = [&](int y) { // a year, not a quantity: no thousands separator
            auto* i = item(y > 0 ? QString::number(y) : QStringLiteral("—"), y);
            i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return i;
        };
        const QString origin = origins->value(g.id, QStringLiteral("shipped"));
        user += origin != QLatin1String("shipped");
        QList<QStandardItem*> row{
            item(g.vendor + QLatin1Char(' ') + g.displayName(), position++), // the catalog's own order
            number(g.memoryGb, 0, QStringLiteral(" GB")),
            number(g.memoryBandwidthGBs, 0, QStringLiteral(" GB/s")),
            number(g.denseTflops[int(Precision::BF16)], 1),
            number(g.denseTflops[int(Precision::FP8)], 1),
            item(g.interconnectGBs > 0
                     ? QStringLiteral("%1, %2 GB/s").arg(g.interconnectLabel()).arg(g.interconnectGBs)
                     : QStringLiteral("PCIe")),
            number(g.pcieGen, 0),
            number(g.tdpW, 0, QStringLiteral(" W")),
            year(g.year),
            item(tierShortLabel(g.tier), int(g.tier)),
            number(g.defaultMfu, 3),
            item(QStringLiteral("%1 (%2, %3)").arg(g.source, verificationLabel(g.verification), g.checked)),
            item(origin == QLatin1String("user")     ? tr("your entry")
                 : origin == QLatin1String("edited") ? tr("your edit")
                                                     : tr("shipped"))};
        row[Source]->setToolTip(row[Source]->text());
        // Published export rules that name the GPU: information for a buyer in mainland China.
        QStringList rules;
        for (const ExportControlNote* n : ExportControls::shipped().forGpu(g.id))
            rules << exportControlText(*n) + QStringLiteral(" — ") + n->source;
        if (!rules.isEmpty())
            row[0]->setToolTip(tr("Export rules: %1").arg(rules.join(QLatin1Char('\n'))));
        if (origin != QLatin1String("shipped"))
            for (QStandardItem* i : row) {
                QFont f = i->font();
                f.setBold(true);
                i->setFont(f);
            }
        m_model->appendRow(row);
    }
    m_summary->setText(
        tr("%1 accelerators; %2 of them are your entries or edits (in bold). Throughput is dense (no "
           "sparsity), per GPU; efficiency is the share of that peak a training step reaches (README).")
            .arg(catalog->gpus().size())
            .arg(user));
    m_view->sortByColumn(Gpu, Qt::AscendingOrder);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(Source, 360);
}

void CatalogPage::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter: model, vendor, interconnect, source…"));
    m_filter->setAccessibleName(tr("Filter the catalog"));
    m_view->setAccessibleName(tr("GPU catalog"));
    m_import->setText(tr("Add or correct GPUs from CSV…"));
    m_add->setText(tr("Add GPU…"));
    m_add->setToolTip(tr("A GPU of your own in a form; kept apart from the shipped catalog"));
    m_edit->setText(tr("Correct…"));
    m_edit->setToolTip(tr("Correct the selected GPU's figures (or double-click it); the shipped figures stay "
                          "behind your edit"));
    m_import->setToolTip(
        tr("A CSV in the catalog's columns (resources/catalog/gpus.csv); your rows are kept apart "
           "from the shipped data and never overwritten by an update"));
    m_model->setHorizontalHeaderLabels({tr("GPU"), tr("Memory"), tr("Memory bandwidth"), tr("BF16 TFLOPS"),
                                        tr("FP8 TFLOPS"), tr("Interconnect"), tr("PCIe"), tr("Power"),
                                        tr("Year"), tr("Tier"), tr("Compute efficiency"), tr("Source"),
                                        tr("Origin")});
    reload();
}

void CatalogPage::addGpu()
{
    if (!m_db)
        return;
    GpuDialog dialog(this);
    if (m_dialogDriver ? m_dialogDriver(dialog) : dialog.exec() == QDialog::Accepted)
        storeFromDialog(dialog);
}

void CatalogPage::editSelected()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_db || !current.isValid())
        return;
    const int position = m_proxy->mapToSource(current.siblingAtColumn(Gpu)).data(Qt::UserRole).toInt();
    auto catalog = CatalogStore(*m_db).loadCatalog();
    if (!catalog || position < 0 || position >= catalog->gpus().size())
        return;
    // The GPU's row as the catalog writes it: the form starts from every figure it has.
    const QList<QStringList> rows = Csv::parseAll(catalog->toCsv());
    QStringList header, values;
    for (const QStringList& r : rows) {
        if (r.isEmpty() || r.first().startsWith(QLatin1Char('#')))
            continue;
        if (header.isEmpty()) {
            header = r;
            continue;
        }
        if (r.first() == catalog->gpus().at(position).id)
            values = r;
    }
    GpuDialog dialog(this);
    dialog.setRow(header, values);
    if (m_dialogDriver ? m_dialogDriver(dialog) : dialog.exec() == QDialog::Accepted)
        storeFromDialog(dialog);
}

void CatalogPage::storeFromDialog(const GpuDialog& dialog)
{
    if (!dialog.valid())
        return;
    auto n = CatalogStore(*m_db).importUserCsv(dialog.csv(), tr("the form"));
    Dialogs::outcome(this, tr("Your GPU"), n.ok(),
                     n ? tr("Saved %n GPU(s) as your data.", nullptr, n.value()) : n.error().toString());
    dataWritten(n.ok());
}

void CatalogPage::importCsv()
{
    if (!m_db)
        return;
    const QString path =
        Dialogs::openFileName(this, tr("Add or correct GPUs"), tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    auto read = readImportFile(path);
    if (!read) {
        Dialogs::error(this, tr("Add or correct GPUs"), read.error().toString());
        return;
    }
    auto n = CatalogStore(*m_db).importUserCsv(QString::fromUtf8(read.value()), path);
    Dialogs::outcome(this, tr("Add or correct GPUs"), n.ok(),
                     n ? tr("Stored %n GPU(s) as your entries.", nullptr, n.value()) : n.error().toString());
    dataWritten(n.ok());
}

void CatalogPage::dataWritten(bool stored)
{
    // Either way of adding GPUs (the form, a CSV file): the session reads the catalog again and every page
    // (the plan, the quotes, the checklists, this one) follows through dataChanged.
    if (!stored) {
        reload();
        return;
    }
    if (Status s = m_session->reload(); !s)
        Dialogs::error(this, tr("Add or correct GPUs"), s.error().toString());
}

} // namespace gpuplan
