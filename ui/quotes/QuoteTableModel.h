#pragma once

#include "quotes/Quote.h"

#include <QAbstractTableModel>
#include <QHash>

namespace gpuplan {

class GpuCatalog;

// Quotes as a table: one row per quote, with its comparable price and the seeds' checks.
class QuoteTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Provider,
        Gpu,
        Gpus,
        Quoted,
        Normalised,
        ValidUntil,
        Checks,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit QuoteTableModel(QObject* parent = nullptr);

    void setQuotes(const QList<Quote>& quotes, const GpuCatalog& catalog, int currentYear);
    const Quote& quoteAt(int row) const { return m_quotes.at(row); }
    const QList<Check>& checksAt(int row) const; // computed when first needed

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<Quote> m_quotes;
    mutable QHash<int, QList<Check>> m_checks;
    QHash<QString, QString> m_gpuNames;
    const GpuCatalog* m_catalog = nullptr;
    int m_year = 2026;
};

} // namespace gpuplan
