#include "HistoryDialog.h"

#include "Dialogs.h"
#include "ScreenFit.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan {

HistoryDialog::HistoryDialog(Database& db, qint64 quoteId, const QString& quoteName, Show show,
                             QWidget* parent)
    : QDialog(parent), m_db(db), m_quoteId(quoteId), m_show(new QComboBox(this)), m_summary(new QLabel(this)),
      m_table(new QTableWidget(0, 5, this)), m_export(new QPushButton(tr("Export…"), this))
{
    setObjectName(QStringLiteral("historyDialog"));
    setWindowTitle(tr("History of %1").arg(quoteName));
    m_show->setObjectName(QStringLiteral("historyShow"));
    m_show->setAccessibleName(tr("Show"));
    m_show->addItem(tr("The quote's terms"), int(Show::Quote));
    m_show->addItem(tr("Its checklist items"), int(Show::Checklists));
    m_show->addItem(tr("Both"), int(Show::Both));
    m_show->setCurrentIndex(m_show->findData(int(show)));
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setHorizontalHeaderLabels({tr("When"), tr("Who"), tr("What"), tr("Before"), tr("After")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_export->setObjectName(QStringLiteral("historyExport"));
    m_export->setToolTip(tr("Write the changes shown as a CSV file (opens in Excel)"));

    auto* top = new QHBoxLayout;
    auto* showLabel = new QLabel(tr("Show:"), this);
    showLabel->setBuddy(m_show);
    top->addWidget(showLabel);
    top->addWidget(m_show);
    top->addStretch(1);
    top->addWidget(m_summary);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &HistoryDialog::exportCsv);
    connect(m_show, &QComboBox::currentIndexChanged, this, &HistoryDialog::reload);
    reload();
    fitToScreen(this, QSize(960, 480));
}

void HistoryDialog::reload()
{
    const auto show = Show(m_show->currentData().toInt());
    const QString entity = show == Show::Quote        ? QStringLiteral("quote")
                           : show == Show::Checklists ? QStringLiteral("checklist_item")
                                                      : QString();
    auto rows = quoteHistory(m_db, m_quoteId, entity);
    m_rows = rows ? rows.value() : QList<HistoryRow>();
    m_table->setRowCount(int(m_rows.size()));
    for (int r = 0; r < m_rows.size(); ++r) {
        const HistoryRow& h = m_rows[r];
        const QStringList cells{historyTime(h.changedAt), h.changedBy, h.what, h.before, h.after};
        for (int c = 0; c < cells.size(); ++c) {
            // One line per cell; the whole value (an acceptance report's evidence can run to lines) on hover.
            auto* item = new QTableWidgetItem(cells[c].section(QLatin1Char('\n'), 0, 0));
            item->setToolTip(cells[c]);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    for (int c = 2; c < 5; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 320));
    if (!rows)
        m_summary->setText(rows.error().toString());
    else if (m_rows.isEmpty())
        m_summary->setText(tr("No change is on record."));
    else
        m_summary->setText(tr("%n change(s), oldest first", nullptr, int(m_rows.size())));
    m_export->setEnabled(!m_rows.isEmpty());
}

void HistoryDialog::exportCsv()
{
    const QString path = Dialogs::saveFileName(
        this, tr("Export the history"), tr("history-quote-%1.csv").arg(m_quoteId), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const Status s = writeFileAtomically(path, historyCsv(m_rows), databaseFiles(m_db.path()));
    Dialogs::written(this, tr("Export the history"), s, path);
}

} // namespace gpuplan
