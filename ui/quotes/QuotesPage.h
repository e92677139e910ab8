#pragma once

#include "catalog/GpuCatalog.h"
#include "quotes/QuoteIndex.h"
#include "quotes/QuoteTableModel.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace gpuplan {

class Database;

// The quotes on the desk: filter (in memory), sort, the checks of the selected quote; CSV import and export;
// deleting the demo set.
class QuotesPage : public QWidget
{
    Q_OBJECT
public:
    explicit QuotesPage(QWidget* parent = nullptr);
    ~QuotesPage() override;
    void setDatabase(Database* db);
    void reload();
    void retranslate();
    QuoteTableModel* model() const { return m_model; }

    void importCsv();
    void exportCsv();
    void deleteDemo();

private:
    void applyFilter();
    void showDetails();

    Database* m_db = nullptr;
    std::optional<GpuCatalog> m_catalog;
    std::unique_ptr<QuoteIndex> m_index;
    QuoteTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_details;
    QLabel* m_summary;
    QComboBox* m_gpuFilter;
    QLineEdit* m_providerFilter;
    QCheckBox* m_validToday;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_deleteDemo;
};

} // namespace gpuplan
