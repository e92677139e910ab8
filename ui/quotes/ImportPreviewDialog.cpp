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

ImportPreviewDialog::ImportPreviewDialog(const QString& fileName, const ImportReport& report, QWidget* parent)
    : QDialog(parent), m_summary(new QLabel(this)), m_rows(new QTableWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("importPreviewDialog"));
    setWindowTitle(tr("Import quotes — %1").arg(fileName));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(
        report.issueCount == 0
            ? tr("%1 rows read (%2): all %3 valid. Nothing has been written yet.")
                  .arg(report.rows)
                  .arg(report.encoding)
                  .arg(report.valid)
            : tr("%1 rows read (%2): %3 valid, %4 with problems. Nothing has been written yet; Import writes "
                 "the valid rows only.")
                  .arg(report.rows)
                  .arg(report.encoding)
                  .arg(report.valid)
                  .arg(report.issueCount));
    m_rows->setObjectName(QStringLiteral("importRows"));
    m_rows->setColumnCount(6);
    m_rows->setHorizontalHeaderLabels(
        {tr("Line"), tr("Vendor"), tr("GPU"), tr("Price"), tr("Per GPU-hour, VAT excl."), tr("Problem")});
    m_rows->verticalHeader()->hide();
    m_rows->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_rows->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Rows in file order: the valid ones with their figures, the others with their problem.
    struct Row
    {
        int line;
        QStringList cells;
        bool problem;
    };
    QList<Row> rows;
    for (int i = 0; i < report.fresh.size() && rows.size() < kMaxRowsShown; ++i) {
        const Quote& q = report.fresh[i];
        rows.append({report.freshLines.value(i),
                     {q.provider, q.gpuId, priceWithUnit(q.price.price, q.price.unit),
                      q.normalised ? q.normalised->toDisplayString() : QString(), QString()},
                     false});
    }
    for (const ImportIssue& issue : report.issues)
        rows.append(
            {issue.line,
             {QString(), QString(), issue.value, QString(),
              issue.column.isEmpty() ? issue.reason : issue.column + QStringLiteral(": ") + issue.reason},
             true});
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.line < b.line; });
    if (rows.size() > kMaxRowsShown)
        rows.resize(kMaxRowsShown);
    m_rows->setRowCount(int(rows.size()));
    const QColor problemColour(0xFD, 0xEC, 0xEA);
    for (int r = 0; r < rows.size(); ++r) {
        auto* line = new QTableWidgetItem;
        line->setData(Qt::DisplayRole, rows[r].line);
        m_rows->setItem(r, 0, line);
        for (int c = 0; c < rows[r].cells.size(); ++c)
            m_rows->setItem(r, c + 1, new QTableWidgetItem(rows[r].cells[c]));
        if (rows[r].problem)
            for (int c = 0; c < 6; ++c)
                m_rows->item(r, c)->setBackground(problemColour);
    }
    m_rows->resizeColumnsToContents();
    m_rows->horizontalHeader()->setStretchLastSection(true);
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("importButton"));
    ok->setText(tr("Import %n valid row(s)", nullptr, report.valid));
    ok->setEnabled(report.valid > 0);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_rows);
    layout->addWidget(m_buttons);
    fitToScreen(this, QSize(960, 560));
}

QString ImportPreviewDialog::summary() const
{
    return m_summary->text();
}

} // namespace gpuplan
