#pragma once

#include "Database.h"
#include "catalog/GpuCatalog.h"
#include "cost/ReferencePrices.h"

#include <QHash>

namespace gpuplan {

// The GPU catalog and reference prices in the database. Shipped rows follow each new release of the program;
// rows the user edited or added are never overwritten.
class CatalogStore
{
public:
    explicit CatalogStore(Database& db) : m_db(db) {}

    // Inserts new shipped GPUs, updates shipped GPUs the user has not edited, replaces shipped reference
    // prices. Call inside a transaction.
    Status syncShipped();
    // Whether the shipped rows in the database are those of this program (nothing to sync).
    bool shippedCurrent();

    Result<GpuCatalog> loadCatalog();
    Result<ReferencePrices> loadPrices();
    // Where each GPU of the catalog comes from: "shipped", "edited" (a shipped GPU the user changed) or
    // "user".
    Result<QHash<QString, QString>> gpuOrigins();

    // Stores the user's version of a GPU (an edit of a shipped one, or a new one) from catalog CSV text.
    // Returns how many GPUs were stored.
    Result<int> importUserCsv(const QString& csvText, const QString& sourceName);

private:
    Database& m_db;
};

} // namespace gpuplan
