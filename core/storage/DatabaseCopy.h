#pragma once

#include "util/Result.h"

#include <QList>
#include <QString>

namespace gpuplan {

class Database;

// A whole database copied between back ends (SQLite ↔ PostgreSQL, or file to file): every table, row for row,
// in one transaction on the target — all or nothing — then verified: the same row count and the same checksum
// of every table on both sides. The target must be at the same schema and hold no rows (a new file, an empty
// server database); the source is only read.
struct TableCopy
{
    QString table;
    qint64 rows = 0;
    QString checksum; // SHA-256 of the table's rows in key order, each value in a canonical text form
};

Result<QList<TableCopy>> copyDatabase(Database& from, Database& to);

// The tables in the order their references allow, and each table's checksum as copyDatabase computes it.
QStringList copiedTables();
Result<TableCopy> tableChecksum(Database& db, const QString& table);

} // namespace gpuplan
