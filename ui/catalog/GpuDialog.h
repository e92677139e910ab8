#pragma once

#include "util/Result.h"

#include <QDialog>
#include <QHash>

class QDialogButtonBox;
class QLabel;
class QWidget;

namespace gpuplan {

// One GPU of the user's own, or a correction of a catalog entry, in a form of the catalog's columns. The form
// is read by the catalog's CSV reader (GpuCatalog::fromCsv), so the rules and messages are those of an
// import; OK stays disabled until it reads.
class GpuDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GpuDialog(QWidget* parent = nullptr);
    // Edit: the fields from a catalog row (header and values as GpuCatalog::toCsv writes them).
    void setRow(const QStringList& header, const QStringList& values);
    void setField(const QString& column, const QString& value);
    QString problem() const; // empty when the form reads
    QString csv() const;     // header and the one row
    bool valid() const { return m_valid; }

private:
    void validate();
    QHash<QString, QWidget*> m_fields; // by catalog column
    QStringList m_columns;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    bool m_valid = false;
};

} // namespace gpuplan
