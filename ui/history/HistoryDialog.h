#pragma once

#include "storage/History.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuplan {

class Database;

// Who changed what of a quote, and when: its terms, its checklist items, or both, oldest first (core's
// quoteHistory), with the whole values in each cell's tooltip; "Export…" writes the rows shown as CSV.
class HistoryDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Show
    {
        Quote,
        Checklists,
        Both
    };
    HistoryDialog(Database& db, qint64 quoteId, const QString& quoteName, Show show,
                  QWidget* parent = nullptr);

    // For tests: what is shown.
    const QList<HistoryRow>& rows() const { return m_rows; }
    QTableWidget* table() const { return m_table; }
    void exportCsv();

private:
    void reload();

    Database& m_db;
    qint64 m_quoteId;
    QComboBox* m_show;
    QLabel* m_summary;
    QTableWidget* m_table;
    QPushButton* m_export;
    QList<HistoryRow> m_rows;
};

} // namespace gpuplan
