#pragma once

#include "contract/SlaCredit.h"
#include "util/Result.h"

namespace gpuplan {

// The Xid codes NVIDIA's Xid catalog gives as hardware faults (a GPU fallen off the bus, uncorrectable
// memory errors, NVLink errors…); the rest (13, 31, 43…) are usually caused by programs. acc-ecc fails a
// delivery on these, and a report of a server in service turns them into an outage.
bool isHardwareXid(int code);

// An outage of a server in service, read from a health or acceptance report of it (UTF-8 or GB18030: the
// acceptance script's output, or nvidia-smi and dmesg pasted): GPUs missing against the contract's count per
// server, GPUs that nvidia-smi cannot reach, or hardware Xid events. The report says what failed and, by its
// hostname, which server (`server` overrides it); the buyer says when (start and end, UTC). The cause names
// the evidence and the file. Refused, naming the option, when the report shows none of these, names no
// server, or the times are not in order.
Result<Outage> outageFromReport(const QByteArray& report, const QString& fileName, int gpusPerServer,
                                const QString& server, const QDateTime& start, const QDateTime& end);

} // namespace gpuplan
