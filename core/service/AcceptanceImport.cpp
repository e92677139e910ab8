#include "AcceptanceImport.h"

#include "storage/ChecklistStore.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QIODevice>

namespace gpuplan::AcceptanceImport {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AcceptanceImport)
};
} // namespace

Result<QByteArray> read(QIODevice& device)
{
    QByteArray bytes = device.read(kMaxReportBytes + 1);
    if (bytes.size() > kMaxReportBytes)
        return fieldError(
            QStringLiteral("report"),
            Tr::tr("the report is larger than 64 MB; give the script's report, not a whole log"));
    return bytes;
}

Result<DeliveryReport> parse(const QByteArray& bytes)
{
    DeliveryReport report = parseDeliveryReport(QString::fromUtf8(bytes));
    if (report.isEmpty())
        return fieldError(QStringLiteral("report"),
                          Tr::tr("the report holds none of the outputs the acceptance script writes "
                                 "(nvidia-smi, lspci, lscpu, nccl-tests…); was it the right file?"));
    return report;
}

Result<Outcome> check(Database& db, const Quote& quote, const GpuCatalog& catalog,
                      const DeliveryReport& report, bool record)
{
    Outcome o;
    o.result = checkDelivery(report, quote, catalog);
    if (!record)
        return o;
    ChecklistStore store(db);
    if (auto made = store.create(quote, catalog); !made)
        return made.error();
    auto n = store.recordFindings(quote.id, o.result.findings);
    if (!n)
        return n.error();
    o.recorded = n.value();
    return o;
}

} // namespace gpuplan::AcceptanceImport
