#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplan::cli {

// A plain-text table that lines up Chinese (double-width) and Latin text.
class Table
{
public:
    explicit Table(const QStringList& header) : m_header(header) {}
    void addRow(const QStringList& row) { m_rows.append(row); }
    void setRightAligned(int column) { m_right.append(column); }
    QString render() const;

    static int displayWidth(const QString& s);

private:
    QStringList m_header;
    QList<QStringList> m_rows;
    QList<int> m_right;
};

} // namespace gpuplan::cli
