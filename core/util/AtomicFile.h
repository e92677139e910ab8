#pragma once

#include "Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gpuplan {

// The one way the product writes a file the user asked for (exports, reports): the whole file or nothing.
// The bytes go to a temporary file beside the target, every write is checked (a full disk is an error, not
// a short file), and only a complete file is renamed over the target; an existing file is untouched on any
// failure. A path that is one of `protectedPaths` (the open database and its -wal/-shm files), or is the same
// file through a symbolic or hard link, is refused; so is any SQLite database, write-ahead log or journal (by
// its first bytes, whether or not the command opened it), and anything that is not a regular file (a folder,
// pipe, device, socket).
Status writeFileAtomically(const QString& path, const QByteArray& bytes,
                           const QStringList& protectedPaths = {});

// The database files a writer must never overwrite: the database, its write-ahead log and shared memory.
QStringList databaseFiles(const QString& databasePath);

} // namespace gpuplan
