#pragma once

#include "Result.h"

#include <QStringList>

#include <functional>

namespace gpuplan {

// The shipped data files (resources/): CSV with '#' comment lines and a fixed header.
namespace DataFile {

// The text of an embedded resource; a missing one is a build error, so this aborts.
QString resource(const QString& path);

// Reports a problem in a column of the current row; returns false so that a row handler can `return
// fail(...)`.
using Fail = std::function<bool(int column, const QString& why)>;

// Checks the header against `columns`, then calls onRow for every row with exactly that many fields.
// Errors read "NAME line L, column C (header)".
Status read(const QString& text, const QString& sourceName, const QStringList& columns,
            const std::function<bool(const QStringList& fields, const Fail& fail)>& onRow);

} // namespace DataFile
} // namespace gpuplan
