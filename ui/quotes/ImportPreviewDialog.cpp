#include "ImportPreviewDialog.h"
#include "ScreenFit.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan {

ImportPreviewDialog::ImportPreviewDialog(const QString& fileName, const ImportReport& report, QWidget* parent,
                                         Fix fix)
    : QDialog(parent), m_summary(new QLabel(this)), m_rows(new QTableWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_fix(std::move(fix))
{
    setObjectName(QStringLiteral("importPreviewDialog"));
    setWindowTitle(tr("Import quotes — %1").arg(fileName));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_rows->setObjectName(QStringLiteral("importRows"));
    m_rows->setColumnCount(6);
    m_rows->setHorizontalHeaderLabels({tr("Line"), tr("Vendor"), tr("GPU"), tr("Price / value to correct"),
                                       tr("Per GPU-hour, VAT excl."), tr("Problem")});
    m_rows->verticalHeader()->hide();
    m_rows->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_rows->setSelectionBehavior(QAbstractItemView::SelectItems);
    connect(m_rows, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling && item->data(BadRowRole).isValid())
            correct(item->row(), item->text());
    });
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("importButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_rows);
    layout->addWidget(m_buttons);
    setReport(report);
    fitToScreen(this, QSize(960, 560));
}

void ImportPreviewDialog::setReport(const ImportReport& report)
{
    m_report = report;
    m_summary->setText(
        report.issueCount == 0
            ? tr("%1 rows read (%2): all %3 valid. Nothing has been written yet.")
                  .arg(report.rows)
                  .arg(report.encoding)
                  .arg(report.valid)
            : tr("%1 rows read (%2): %3 valid, %4 with problems. Nothing has been written yet; Import writes "
                 "the valid rows only. A wrong value can be corrected in its cell.")
                  .arg(report.rows)
                  .arg(report.encoding)
                  .arg(report.valid)
                  .arg(report.issueCount));
    if (!report.ignored.isEmpty()) {
        QStringList passed;
        for (const ImportIssue& i : report.ignored)
            passed << i.toString();
        m_summary->setText(m_summary->text() + QLatin1Char('\n') + passed.join(QLatin1Char('\n')));
    }
    // Rows in file order: the valid ones with their figures, the others with their problem.
    struct Row
    {
        int line;
        QStringList cells;
        bool problem;
        int badRow = -1;
        QString key;
    };
    QList<Row> rows;
    for (int i = 0; i < report.fresh.size() && rows.size() < kMaxRowsShown; ++i) {
        const Quote& q = report.fresh[i];
        rows.append({report.freshLines.value(i),
                     {q.provider, q.gpuId, priceWithUnit(q.price.price, q.price.unit),
                      q.normalised ? q.normalised->toDisplayString() : QString(), QString()},
                     false,
                     -1,
                     QString()});
    }
    for (const ImportIssue& issue : report.issues) {
        int bad = -1;
        for (int b = 0; b < report.badRows.size() && bad < 0; ++b)
            if (report.badRows[b].line == issue.line && report.badRows[b].sheet == issue.sheet)
                bad = b;
        const QHash<QString, QString> fields =
            bad >= 0 ? report.badRows[bad].fields : QHash<QString, QString>();
        rows.append(
            {issue.line,
             {fields.value(QStringLiteral("provider")), fields.value(QStringLiteral("gpu")), issue.value,
              QString(),
              issue.column.isEmpty() ? issue.reason
                                     : tr("%1: %2", "column: problem").arg(issue.column, issue.reason)},
             true,
             issue.key.isEmpty() ? -1 : bad,
             issue.key});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.line < b.line; });
    if (rows.size() > kMaxRowsShown)
        rows.resize(kMaxRowsShown);
    m_filling = true;
    m_rows->clearContents();
    m_rows->setRowCount(int(rows.size()));
    const QColor problemColour(0xFD, 0xEC, 0xEA);
    for (int r = 0; r < rows.size(); ++r) {
        auto* line = new QTableWidgetItem;
        line->setData(Qt::DisplayRole, rows[r].line);
        line->setFlags(line->flags() & ~Qt::ItemIsEditable);
        m_rows->setItem(r, 0, line);
        for (int c = 0; c < rows[r].cells.size(); ++c) {
            auto* item = new QTableWidgetItem(rows[r].cells[c]);
            const bool correctable = c == 2 && rows[r].badRow >= 0 && m_fix;
            if (correctable) {
                item->setData(BadRowRole, rows[r].badRow);
                item->setData(KeyRole, rows[r].key);
                item->setToolTip(tr("Type the right value here; the row is checked again"));
            } else {
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            }
            m_rows->setItem(r, c + 1, item);
        }
        if (rows[r].problem)
            for (int c = 0; c < 6; ++c)
                m_rows->item(r, c)->setBackground(problemColour);
    }
    m_filling = false;
    m_rows->resizeColumnsToContents();
    m_rows->horizontalHeader()->setStretchLastSection(true);
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Import %n valid row(s)", nullptr, report.valid));
    ok->setEnabled(report.valid > 0);
}

bool ImportPreviewDialog::correct(int row, const QString& value)
{
    QTableWidgetItem* item = m_rows->item(row, 3);
    if (!m_fix || !item || !item->data(BadRowRole).isValid())
        return false;
    auto fixed = m_fix(item->data(BadRowRole).toInt(), item->data(KeyRole).toString(), value);
    if (!fixed) {
        m_filling = true;
        m_rows->item(row, 5)->setText(fixed.error().toString());
        m_filling = false;
        return false;
    }
    setReport(fixed.value());
    return true;
}

QString ImportPreviewDialog::summary() const
{
    return m_summary->text();
}

} // namespace gpuplan
