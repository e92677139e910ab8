#pragma once

#include "planner/Matcher.h"

#include <QAbstractTableModel>

namespace gpuplan {

// The configurations of a plan, as core's matcher returned them (its Pareto set, in its order). Sorting is a
// proxy's job: every cell also gives its raw value under Qt::UserRole.
class ConfigurationModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Rank,
        Gpu,
        Gpus,
        Servers,
        Layout,
        MemoryPerGpu,
        Time,
        GpuHours,
        Cost,
        Checks,
        Pareto,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setConfigurations(const QList<Configuration>& configurations);
    const QList<Configuration>& configurations() const { return m_configs; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    void retranslate(); // headers and cell texts follow the language

private:
    QString paretoMarks(int row) const;
    QList<Configuration> m_configs;
    int m_fastest = -1, m_fewest = -1, m_cheapest = -1;
};

} // namespace gpuplan
