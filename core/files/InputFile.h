#pragma once

#include <QByteArray>
#include <QString>

#include "util/Result.h"

namespace gpuplan {

// What a file handed to the program (a double-click in the file manager, `gpu-rental-planner FILE`) is.
enum class InputFileKind
{
    Plan,             // a saved plan (.gpuplan)
    QuoteCsv,         // vendor quotes as CSV (Excel's "CSV UTF-8" or GB18030)
    AcceptanceReport, // the acceptance script's report, or pasted command outputs
    Unknown
};

struct InputFile
{
    InputFileKind kind = InputFileKind::Unknown;
    qint64 quoteId = 0; // an acceptance report's quote, when the script named it
};

// Decides by the name's suffix and the first bytes (`head`, up to a few hundred KB): .gpuplan or a JSON
// plan → Plan; .csv/.tsv → QuoteCsv; the acceptance script's sections or recognised command outputs →
// AcceptanceReport; a .txt whose first line has separators → QuoteCsv; else Unknown.
InputFile classifyInputFile(const QString& fileName, const QByteArray& head);

// The most a table the user imports may hold (100,000 quotes are 16 MB): 512 MB.
constexpr qint64 kMaxImportBytes = 512ll * 1024 * 1024;

// The one reader of what the user hands the program: a file, a named pipe, or standard input ("-"), read to
// its end, whole or refused — never cut at the first chunk of a pipe. A folder, an unreadable file or more
// than `maxBytes` (a pipe that never ends, a device) is an error naming the file, and nothing more is read. A
// pipe is never waited on for ever: nothing arriving for `waitMs`, or still trickling after three minutes, is
// an error too.
constexpr int kPipeWaitMs = 10000;
constexpr qint64 kStreamMaxMs = 3 * 60 * 1000;
Result<QByteArray> readImportFile(const QString& path, qint64 maxBytes = kMaxImportBytes,
                                  int waitMs = kPipeWaitMs, qint64 overallMs = kStreamMaxMs);

} // namespace gpuplan
