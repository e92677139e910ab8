#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace gpuplan {

class Database;

// The GPU catalog: every accelerator with its figures and where they come from; the user's own entries and
// edits (kept apart from the shipped data by the storage) are marked. New or corrected GPUs are added from a
// CSV in the catalog's columns (the same as `gpuplan gpus import`).
class CatalogPage : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPage(QWidget* parent = nullptr);
    void setDatabase(Database* db);
    void reload();
    void retranslate();
    void importCsv();

    enum Column
    {
        Gpu,
        Memory,
        Bandwidth,
        Bf16,
        Fp8,
        Interconnect,
        Pcie,
        Tdp,
        Year,
        Tier,
        Efficiency,
        Source,
        Origin,
        ColumnCount
    };
    QStandardItemModel* model() const { return m_model; }

private:
    Database* m_db = nullptr;
    QLineEdit* m_filter;
    QPushButton* m_import;
    QLabel* m_summary;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace gpuplan
