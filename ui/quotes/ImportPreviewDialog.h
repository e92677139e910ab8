#pragma once

#include "storage/QuoteStore.h"

#include <QDialog>

class QLabel;
class QTableWidget;
class QDialogButtonBox;

namespace gpuplan {

// What an import would do, before anything is written: every row read, the valid ones and the problems of
// the others (line, column, value, why). Import writes the valid rows; Cancel writes nothing.
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT
public:
    ImportPreviewDialog(const QString& fileName, const ImportReport& report, QWidget* parent = nullptr);
    QString summary() const;
    static constexpr int kMaxRowsShown = 2000; // the first rows of a large file; the counts cover all

private:
    QLabel* m_summary;
    QTableWidget* m_rows;
    QDialogButtonBox* m_buttons;
};

} // namespace gpuplan
