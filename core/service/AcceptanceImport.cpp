#include "AcceptanceImport.h"

#include "storage/AcceptanceStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "util/Csv.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QStringDecoder>

namespace gpuplan::AcceptanceImport {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AcceptanceImport)
};
} // namespace

static QString decodeReport(const QByteArray& bytes)
{
    // PowerShell's ">" writes UTF-16 with a byte-order mark; Windows editors UTF-8 with one; a Chinese
    // Windows console GB18030. Without a mark, UTF-16 shows as a zero byte in every other place.
    auto encoding = QStringConverter::encodingForData(bytes);
    if (!encoding && bytes.size() >= 4 && bytes[1] == '\0' && bytes[3] == '\0' && bytes[0] != '\0')
        encoding = QStringConverter::Utf16LE;
    if (encoding && *encoding != QStringConverter::Utf8) {
        QStringDecoder d(*encoding);
        return d.decode(bytes);
    }
    return Csv::decode(bytes);
}

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
    const QString text = decodeReport(bytes);
    DeliveryReport report = parseDeliveryReport(text);
    report.host = reportHost(text);
    if (report.isEmpty() || !report.recognised())
        return fieldError(QStringLiteral("report"),
                          Tr::tr("the report holds none of the outputs the acceptance script writes "
                                 "(nvidia-smi, lspci, lscpu, nccl-tests…); was it the right file?"));
    return report;
}

Result<Outcome> check(Database& db, const Quote& quote, const GpuCatalog& catalog,
                      const DeliveryReport& report, bool record, const QString& host, const QString& file)
{
    Outcome o;
    o.result = checkDelivery(report, quote, catalog);
    for (const AcceptanceFinding& f : std::as_const(o.result.findings))
        if (f.code == QLatin1String("acc-product") && f.status == ItemStatus::Failed &&
            !report.gpus.isEmpty())
            o.otherHardware = report.gpus.first().name;
    if (report.gpus.isEmpty() && !report.gpuErrors.isEmpty())
        o.driverFailure = report.gpuErrors.first();
    // Each finding worded in both languages, so that the checklist reads in either whatever the program
    // spoke at the import.
    for (const char* language : {"zh_CN", "en"}) {
        const Language::Scope scope(QString::fromLatin1(language));
        const AcceptanceResult worded = checkDelivery(report, quote, catalog);
        for (int i = 0; i < o.result.findings.size() && i < worded.findings.size(); ++i)
            (language[0] == 'z' ? o.result.findings[i].messageZh : o.result.findings[i].messageEn) =
                worded.findings[i].message;
    }
    if (!record)
        return o;
    // A name is given only to a report without one (reliability-4 F20: a name given over the report's own let
    // one server stand for two).
    const QString given = host.trimmed();
    if (!given.isEmpty() && !report.host.isEmpty() && given != report.host)
        return fieldError(
            QStringLiteral("host"),
            Tr::tr("the report names its own server, %1 (its \"hostname:\" line); a server name "
                   "is given only to a report without one, so that one server cannot stand for two")
                .arg(report.host));
    const QString server = given.isEmpty() ? report.host : given;
    if (server.isEmpty() && quote.servers > 1)
        return fieldError(
            QStringLiteral("host"),
            Tr::tr("the report does not name its server (no \"hostname:\" line), and quote %1 has %2 "
                   "servers; say which one it is")
                .arg(quote.id)
                .arg(quote.servers));
    const Status s = db.transaction([&]() -> Status {
        // No more servers than the contract's (F20: four reports of four hosts on a one-server quote read
        // "all 4 servers passed").
        auto kept = AcceptanceStore(db).reports(quote.id);
        if (!kept)
            return kept.error();
        QStringList hosts;
        for (const AcceptanceReportRecord& r : std::as_const(*kept))
            if (!hosts.contains(r.host))
                hosts << r.host;
        if (!hosts.contains(server) && hosts.size() >= std::max(1, quote.servers)) {
            hosts.sort();
            for (QString& h : hosts)
                if (h.isEmpty())
                    h = Tr::tr("a server without a name");
            return fieldError(
                QStringLiteral("host"),
                Tr::tr("quote %1 contracts %2 server(s), and reports of that many are kept already "
                       "(%3): the report of %4 is not recorded; if one of them was of the wrong "
                       "server, withdraw it first")
                    .arg(quote.id)
                    .arg(quote.servers)
                    .arg(hosts.join(QStringLiteral(", ")))
                    .arg(server.isEmpty() ? Tr::tr("a server without a name") : server));
        }
        if (auto made = ChecklistStore(db).create(quote, catalog); !made)
            return made.error();
        auto id = AcceptanceStore(db).record(quote, server, file, o.result.findings);
        if (!id)
            return id.error();
        o.reportId = id.value();
        return Status();
    });
    if (!s)
        return s.error();
    for (const AcceptanceFinding& f : std::as_const(o.result.findings))
        o.recorded += f.status != ItemStatus::Open;
    return o;
}

} // namespace gpuplan::AcceptanceImport
