#pragma once

#include "util/Result.h"

#include <QList>
#include <QString>

#include <memory>

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

// `sourceName`: the source as the user named it, for the target's history (default: from's path).
Result<QList<TableCopy>> copyDatabase(Database& from, Database& to, const QString& sourceName = QString());

// The two ends of a copy (`gpuplan db copy`), opened so that nothing changes that the copy does not write
// (reliability-4 F15): the source must exist and is only read — one at an older schema is read from an
// upgraded snapshot in `scratchFolder` (SQLite's VACUUM INTO), never upgraded in place; a target that holds
// rows is refused before anything, its schema included, is written to it. Errors name the end (field "from"
// or "to").
struct CopyEnds
{
    std::unique_ptr<Database> from, to;
};
Result<CopyEnds> openCopyEnds(const QString& from, const QString& to, const QString& scratchFolder);

// The tables in the order their references allow, and each table's checksum as copyDatabase computes it.
QStringList copiedTables();
Result<TableCopy> tableChecksum(Database& db, const QString& table);

} // namespace gpuplan
