#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace gpuplan {

class Database;
class Session;
class GpuDialog;

// The GPU catalog: every accelerator with its figures and where they come from; the user's own entries and
// edits (kept apart from the shipped data by the storage) are marked. New or corrected GPUs are added from a
// CSV in the catalog's columns (the same as `gpuplan gpus import`).
class CatalogPage : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPage(QWidget* parent = nullptr);
    // The window's session: the catalog shown and edited is its database's; after an edit (form or CSV)
    // the session reads it again and every page follows.
    void setSession(Session* session);
    void reload();
    void retranslate();
    void importCsv();
    // Add a GPU of your own, or correct the selected one (double-click), in a form; kept apart from the
    // shipped data.
    void addGpu();
    void editSelected();
    void setDialogDriver(std::function<bool(GpuDialog&)> driver) { m_dialogDriver = std::move(driver); }

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
    void dataWritten(bool stored); // after the form or a CSV stored GPUs: the session reads them again
    Session* m_session = nullptr;
    Database* m_db = nullptr;
    QLineEdit* m_filter;
    QPushButton* m_import;
    QPushButton* m_add;
    QPushButton* m_edit;
    std::function<bool(GpuDialog&)> m_dialogDriver;
    void storeFromDialog(const GpuDialog& dialog);
    QLabel* m_summary;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace gpuplan
