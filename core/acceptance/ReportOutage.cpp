#include "ReportOutage.h"

#include "Acceptance.h"
#include "util/Csv.h"

#include <QCoreApplication>
#include <QSet>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReportOutage)
};
} // namespace

bool isHardwareXid(int code)
{
    static const QSet<int> hardware{48,  61,  62,  63,  64,  74,  79,  92,  94,  95,  119, 120,
                                    123, 140, 143, 144, 145, 146, 147, 148, 149, 150, 154};
    return hardware.contains(code);
}

Result<Outage> outageFromReport(const QByteArray& report, const QString& fileName, int gpusPerServer,
                                const QString& server, const QDateTime& start, const QDateTime& end)
{
    const QString reportText = Csv::decode(report);
    const DeliveryReport r = parseDeliveryReport(reportText);
    QStringList evidence;
    // nvidia-smi's table lists the GPUs it reaches; a report without the table says nothing of their number.
    if (!r.gpus.isEmpty() && gpusPerServer > 0 && r.gpus.size() < gpusPerServer)
        evidence << Tr::tr("%1 of %2 GPUs seen").arg(r.gpus.size()).arg(gpusPerServer);
    if (!r.gpuErrors.isEmpty())
        evidence << Tr::tr("nvidia-smi: %1").arg(r.gpuErrors.first().trimmed());
    QStringList xids;
    for (int code : r.xidCodes)
        if (isHardwareXid(code) && !xids.contains(QString::number(code)))
            xids << QString::number(code);
    if (!xids.isEmpty())
        evidence << Tr::tr("hardware Xid %1").arg(xids.join(QStringLiteral(", ")));
    if (evidence.isEmpty())
        return Error(Tr::tr("%1 shows no GPU missing, none unreachable and no hardware Xid: no outage in it")
                         .arg(fileName),
                     Tr::tr("report"), QStringLiteral("report"));
    const QString name = server.trimmed().isEmpty() ? reportHost(reportText).trimmed() : server.trimmed();
    if (name.isEmpty())
        return Error(Tr::tr("%1 names no server (no hostname line): give it with --server").arg(fileName),
                     Tr::tr("server"), QStringLiteral("server"));
    if (!start.isValid() || !end.isValid())
        return Error(Tr::tr("give when the outage began and ended: --from and --until, e.g. 2026-11-03 14:20 "
                            "(China time)"),
                     start.isValid() ? Tr::tr("end") : Tr::tr("start"),
                     start.isValid() ? QStringLiteral("until") : QStringLiteral("from"));
    if (end <= start)
        return Error(Tr::tr("the outage ends before it starts"), Tr::tr("end"), QStringLiteral("until"));
    Outage o;
    o.server = name;
    o.start = start.toUTC();
    o.end = end.toUTC();
    o.cause = Tr::tr("%1 (report %2)").arg(evidence.join(Tr::tr("; ")), fileName);
    return o;
}

} // namespace gpuplan
