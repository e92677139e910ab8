#pragma once

#include "storage/QuoteStore.h"

#include <QDialog>

#include <functional>

class QLabel;
class QTableWidget;
class QDialogButtonBox;

namespace gpuplan {

// What an import would do, before anything is written: every row read, the valid ones and the problems of
// the others (line, column, value, why). A bad cell can be corrected in place: the row is read again (core's
// QuoteCsv::fixRow) and, when it now reads cleanly, joins the valid rows. Import writes the valid rows;
// Cancel writes nothing.
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT
public:
    // `fix` reads a corrected cell (bad row, column key, new text) and answers the new report.
    using Fix = std::function<Result<ImportReport>(int badRow, const QString& key, const QString& value)>;
    ImportPreviewDialog(const QString& fileName, const ImportReport& report, QWidget* parent = nullptr,
                        Fix fix = {});
    QString summary() const;
    const ImportReport& report() const { return m_report; }
    QTableWidget* rows() const { return m_rows; }
    // What a user does by typing into the value cell of row `row` (as shown): returns whether it was taken.
    bool correct(int row, const QString& value);
    static constexpr int kMaxRowsShown = 2000; // the first rows of a large file; the counts cover all
    enum Role
    {
        BadRowRole = Qt::UserRole + 1, // the value cell of a correctable issue: its bad row
        KeyRole                        // and its column's key
    };

private:
    void setReport(const ImportReport& report);
    QLabel* m_summary;
    QTableWidget* m_rows;
    QDialogButtonBox* m_buttons;
    ImportReport m_report;
    Fix m_fix;
    bool m_filling = false;
};

} // namespace gpuplan
