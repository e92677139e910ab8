#pragma once

#include "quotes/QuoteTableModel.h"

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace gpuplan {

class Database;

// The quotes on the desk: sortable table, and the checks of the selected quote.
class QuotesPage : public QWidget
{
    Q_OBJECT
public:
    explicit QuotesPage(QWidget* parent = nullptr);
    void setDatabase(Database* db);
    void reload();
    void retranslate();
    QuoteTableModel* model() const { return m_model; }

private:
    void showDetails();

    Database* m_db = nullptr;
    QuoteTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_details;
    QLabel* m_summary;
};

} // namespace gpuplan
