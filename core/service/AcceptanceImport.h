#pragma once

#include "acceptance/Acceptance.h"
#include "util/Result.h"

#include <QByteArray>

class QIODevice;

namespace gpuplan {

class Database;
class GpuCatalog;

// An acceptance report brought back from the delivered servers, as the desktop and `gpuplan acceptance check`
// import it: read with a bound (a pipe or a huge log cannot exhaust memory), parsed, checked against the
// quote and the catalog, and its findings recorded on the quote's checklists (made first if the quote has
// none).
namespace AcceptanceImport {

constexpr qint64 kMaxReportBytes = 64 * 1024 * 1024;

// At most kMaxReportBytes from an open device (a file, standard input, a pipe); larger is an error
// (field "report"), and nothing more is read.
Result<QByteArray> read(QIODevice& device);
// The report's sections; an error (field "report") when it holds none of the script's outputs.
Result<DeliveryReport> parse(const QByteArray& bytes);

struct Outcome
{
    AcceptanceResult result;
    int recorded = 0; // checklist items the findings were recorded on (0 when not recorded)
};
// Checks the report against the quote; with `record`, records the findings on the quote's checklists (made
// first when the quote has none; recording is all or nothing).
Result<Outcome> check(Database& db, const Quote& quote, const GpuCatalog& catalog,
                      const DeliveryReport& report, bool record);

} // namespace AcceptanceImport
} // namespace gpuplan
