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
    int recorded = 0;    // checklist items the findings were recorded on (0 when not recorded)
    qint64 reportId = 0; // the kept report (0 when not recorded): AcceptanceStore::withdraw undoes the import
    QString otherHardware; // the report's GPUs when they are not the contract's ("NVIDIA A800-SXM4-80GB")
    QString driverFailure; // nvidia-smi's own line when it could not reach the NVIDIA driver
};
// Checks the report against the quote; with `record`, keeps it as the report of server `host` (the report's
// own hostname when empty) from `file`, and shows every server's newest findings on the quote's checklists
// (made first when the quote has none; all or nothing). A quote of several servers needs to know which one
// a report is of: without a host name, an error (field "host").
Result<Outcome> check(Database& db, const Quote& quote, const GpuCatalog& catalog,
                      const DeliveryReport& report, bool record, const QString& host = QString(),
                      const QString& file = QString());

} // namespace AcceptanceImport
} // namespace gpuplan
