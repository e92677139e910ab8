#include "Acceptance.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpuplan {

namespace {

// PCIe transfer rate per lane → generation (lspci prints GT/s).
int genFromGts(double gts)
{
    if (gts >= 60)
        return 6;
    if (gts >= 30)
        return 5;
    if (gts >= 15)
        return 4;
    if (gts >= 7.5)
        return 3;
    if (gts >= 4.5)
        return 2;
    return gts > 0 ? 1 : 0;
}

// "81559 MiB", "700.00 W", "[N/A]", "N/A", "Not Supported" → the number, or nullopt.
std::optional<double> number(const QString& field)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(-?[0-9]+(?:\\.[0-9]+)?)"));
    const auto m = re.match(field);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toDouble();
}

// A size as free/lsblk print it: bytes, or with K/M/G/T (binary) suffixes; plain numbers below 1e10 are KiB
// (free's default), above are bytes (free -b, which the script uses).
double sizeBytes(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+(?:[.,][0-9]+)?)\\s*([KMGTP]?)(i?)B?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return 0;
    QString n = m.captured(1);
    n.replace(QLatin1Char(','), QLatin1Char('.'));
    const double v = n.toDouble();
    const QString unit = m.captured(2).toUpper();
    if (unit.isEmpty())
        return v >= 1e10 ? v : v * 1024;
    const int power = QStringLiteral("KMGTP").indexOf(unit) + 1;
    double f = 1;
    for (int i = 0; i < power; ++i)
        f *= 1024;
    return v * f;
}

// A whole number of a report (counts, generations, widths, indexes): nullopt when absent or beyond any real
// value.
std::optional<int> integer(const std::optional<double>& n)
{
    if (!n || !(std::abs(*n) < 1e9))
        return std::nullopt;
    return int(*n);
}

QString cleanLine(QString line)
{
    static const QRegularExpression mpiTag(QStringLiteral("^\\[\\d+,\\d+\\]<std(?:out|err)>:\\s?"));
    static const QRegularExpression ansi(QStringLiteral("\\x1B\\[[0-9;]*[A-Za-z]"));
    line.remove(mpiTag);
    line.remove(ansi);
    if (line.endsWith(QLatin1Char('\r')))
        line.chop(1);
    return line;
}

// The script's own lines (its sections, notes and the quote it was written for), and nvidia-smi's failures
// (evidence on acc-smi, though alone, without the script's sections, no delivery report: reliability-3 R8).
void readScriptLine(DeliveryReport& r, const QString& t)
{
    static const QRegularExpression note(QStringLiteral("^gpuplan-note:\\s*(.+)$"));
    static const QRegularExpression quoteLine(QStringLiteral("^gpuplan-quote:\\s*(\\d{1,15})\\s*$"));
    if (t.startsWith(QLatin1String("===== gpuplan:")))
        r.scriptSections = true;
    if (auto m = note.match(t); m.hasMatch())
        r.notes << m.captured(1);
    if (auto m = quoteLine.match(t); m.hasMatch() && r.quoteId == 0)
        r.quoteId = m.captured(1).toLongLong();
    if (t.contains(QLatin1String("Unable to determine the device handle")) ||
        t.contains(QLatin1String("NVIDIA-SMI has failed")) ||
        t.contains(QLatin1String("Driver/library version mismatch")))
        r.gpuErrors << t;
}
} // namespace

bool DeliveryReport::isEmpty() const
{
    // Every field an item of checkDelivery is judged from, and nothing else: the host section (hostname,
    // date, kernel) and the quote's number are about the file, not evidence on any item.
    const bool nothing =
        gpus.isEmpty() && gpuErrors.isEmpty() && driverVersion.isEmpty() && driverCuda.isEmpty() &&
        links.isEmpty() && topoGpus.isEmpty() && topoMatrix.isEmpty() && ncclPeakBusbw <= 0 &&
        !ncclAvgBusbw && xidLines.isEmpty() && ibPorts.isEmpty() && cpuLogical == 0 &&
        (cpuSockets <= 0 || cpuCoresPerSocket <= 0) && ramBytes <= 0 && disks.isEmpty() &&
        diskReads.isEmpty() && torchVersion.isEmpty() && torchCuda.isEmpty() && !torchAvailable &&
        nvccCuda.isEmpty() && dcgm.isEmpty() && ncclDebugLines.isEmpty() && notes.isEmpty();
    // A figure outside any command output recognised in its own shape (an Xid line quoted in a document, a
    // lone "Driver Version") is not evidence either.
    return nothing || !recognised();
}

namespace {
// The script's disk read: "device: /dev/nvme0n1", then dd's last line (C or Chinese locale): "4294967296
// bytes (4.3 GB, 4.0 GiB) copied, 1.43 s, 3.0 GB/s". true: the line was one of them.
bool diskRead(const QString& t, QString& device, DeliveryReport& r)
{
    static const QRegularExpression ddLine(
        QStringLiteral("^(?:已复制 ?)?(\\d{1,15}) ?(?:bytes|字节).*?[,，] ?([0-9]+(?:\\.[0-9]+)?) ?s[,，]"));
    if (t.startsWith(QLatin1String("device: /dev/"))) {
        device = t.mid(8).trimmed();
        return true;
    }
    const auto m = ddLine.match(t);
    if (!m.hasMatch())
        return false;
    DeliveryReport::DiskRead d{device, m.captured(1).toDouble(), m.captured(2).toDouble(), t};
    if (d.bytes > 0 && d.seconds > 0) {
        r.diskReads << d;
        ++r.shapes;
    }
    device.clear();
    return true;
}
// A drive as lsblk -P lists it (NAME="nvme0n1" MODEL="…" SIZE="…" ROTA="0" TRAN="nvme").
void lsblkDisk(const QString& t, DeliveryReport& r)
{
    static const QRegularExpression lsblkPairs(QStringLiteral("(\\w+)=\"([^\"]*)\""));
    DeliveryReport::Disk d;
    for (auto it = lsblkPairs.globalMatch(t); it.hasNext();) {
        const auto p = it.next();
        const QString k = p.captured(1);
        if (k == QLatin1String("NAME"))
            d.name = p.captured(2);
        else if (k == QLatin1String("MODEL"))
            d.model = p.captured(2).trimmed();
        else if (k == QLatin1String("SIZE"))
            d.bytes = sizeBytes(p.captured(2));
        else if (k == QLatin1String("ROTA"))
            d.rotational = p.captured(2) == QLatin1String("1");
        else if (k == QLatin1String("TRAN"))
            d.transport = p.captured(2);
    }
    if (!d.name.isEmpty())
        r.disks << d;
    if (d.bytes > 0 && t.contains(QLatin1String("TYPE=\"")))
        ++r.shapes; // lsblk -P's pairs, not any NAME="…" line
}
} // namespace

DeliveryReport parseDeliveryReport(const QString& text)
{
    DeliveryReport r;
    const QStringList lines = text.split(QLatin1Char('\n'));

    static const QRegularExpression driverRe(QStringLiteral("Driver Version\\s*:?\\s*([0-9][0-9.]+)"));
    static const QRegularExpression cudaRe(QStringLiteral("CUDA Version\\s*:?\\s*([0-9]+\\.[0-9]+)"));
    static const QRegularExpression nvccRe(
        QStringLiteral("Cuda compilation tools, release ([0-9]+\\.[0-9]+)"));
    static const QRegularExpression torchRe(
        QStringLiteral("(?:^|[\\s='\"])([0-9]+\\.[0-9]+\\.[0-9]+)\\+cu([0-9]{2,3})\\b"));
    static const QRegularExpression torchOurs(
        QStringLiteral("^torch\\s+(\\S+)\\s+cuda\\s+(\\S+)\\s+available\\s+(True|False)"));
    static const QRegularExpression smiRow(QStringLiteral(
        "^\\|\\s*(\\d+)\\s+(.+?)\\s+(On|Off)\\s+\\|\\s*([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}"
        "\\.[0-9])\\s+\\S+\\s+\\|\\s*(\\S+)\\s*\\|"));
    static const QRegularExpression smiMem(QStringLiteral("(\\d+)MiB\\s*/\\s*(\\d+)MiB"));
    static const QRegularExpression smiPower(QStringLiteral("(\\d+)W\\s*/\\s*(\\d+)W"));
    static const QRegularExpression smiTemp(QStringLiteral("^\\|\\s*\\S+\\s+(\\d+)C\\s"));
    static const QRegularExpression lspciDevice(
        QStringLiteral("^(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]\\s+([^:]+):\\s*(.*)$"));
    static const QRegularExpression lnk(
        QStringLiteral("Lnk(Cap|Sta):.*?Speed\\s+([0-9.]+)GT/s(?:\\s*\\(([a-z]+)\\))?,\\s*Width\\s+x(\\d+)"
                       "(?:\\s*\\(([a-z]+)\\))?"));
    static const QRegularExpression ncclRow(QStringLiteral(
        "^\\s*(\\d+)\\s+(\\d+)\\s+(float|half|bfloat16|double|int8|uint8|int32|uint32|int64|uint64|"
        "fp8_e4m3|fp8_e5m2)\\s+(sum|prod|max|min|avg|none)\\s+(-?\\d+\\s+)?([0-9.]+)\\s+([0-9.]+)\\s+"
        "([0-9.]+)\\s+(\\S+)"));
    static const QRegularExpression ncclAvg(QStringLiteral("#\\s*Avg bus bandwidth\\s*:\\s*([0-9.]+)"));
    static const QRegularExpression ncclRank(QStringLiteral("^#\\s+Rank\\s+\\d+"));
    static const QRegularExpression ncclDebug(
        QStringLiteral("NCCL INFO .*(?:via (?:P2P|SHM|NET)|Channel \\d+/\\d+ : .* via )"));
    static const QRegularExpression xidRe(QStringLiteral("NVRM: Xid \\(([^)]*)\\):\\s*(\\d+)"));
    static const QRegularExpression caRe(QStringLiteral("^CA '([^']+)'"));
    static const QRegularExpression portRe(QStringLiteral("^\\s+Port (\\d+):\\s*$"));
    static const QRegularExpression kv(QStringLiteral("^\\s*([^:：]+?)\\s*[:：]\\s*(.*?)\\s*$"));
    QString readDevice;
    static const QRegularExpression dcgmRow(
        QStringLiteral("^\\|\\s*([A-Za-z][A-Za-z0-9 /_-]*?)\\s*\\|\\s*(Pass|Fail|Warn|Skip)\\b"));
    static const QRegularExpression topoHeader(QStringLiteral("^\\s+GPU0(\\s+GPU\\d+)*\\s"));

    QStringList csvHeader;
    bool lspciNvidia = true; // until a device header says otherwise (fragments carry none)
    QString lspciDevice_;
    DeliveredGpu* tableGpu = nullptr;
    QList<DeliveredGpu> tableGpus;
    int tableLine = 0;
    bool inTopo = false;
    QString ca;
    int port = 0;
    bool lastLineTorchVersion = false;

    for (const QString& raw : lines) {
        const QString line = cleanLine(raw);
        const QString t = line.trimmed();
        if (t.isEmpty()) {
            inTopo = false;
            continue;
        }
        readScriptLine(r, t);
        if (auto m = driverRe.match(line); m.hasMatch() && r.driverVersion.isEmpty())
            r.driverVersion = m.captured(1);
        if (auto m = cudaRe.match(line); m.hasMatch() && r.driverCuda.isEmpty())
            r.driverCuda = m.captured(1);
        if (auto m = nvccRe.match(line); m.hasMatch()) {
            r.nvccCuda = m.captured(1);
            ++r.shapes;
        }

        // PyTorch: the script's own line, or a version and True/False printed by hand.
        if (auto m = torchOurs.match(t); m.hasMatch()) {
            ++r.shapes;
            r.torchVersion = m.captured(1);
            r.torchCuda = m.captured(2) == QLatin1String("None") ? QString() : m.captured(2);
            r.torchAvailable = m.captured(3) == QLatin1String("True");
            r.torchLine = t;
            continue;
        }
        if (auto m = torchRe.match(line); m.hasMatch() && !line.contains(QLatin1String("NCCL"))) {
            r.torchVersion = m.captured(1) + QStringLiteral("+cu") + m.captured(2);
            const QString cu = m.captured(2);
            r.torchCuda = cu.left(cu.size() - 1) + QLatin1Char('.') + cu.right(1);
            r.torchLine = t;
            lastLineTorchVersion = true;
            if (t.endsWith(QLatin1String(" True")) || t.endsWith(QLatin1String(" False")))
                r.torchAvailable = t.endsWith(QLatin1String(" True"));
            continue;
        }
        if ((t == QLatin1String("True") || t == QLatin1String("False")) &&
            (lastLineTorchVersion || t.size() == int(qstrlen("False")) || !r.torchVersion.isEmpty())) {
            r.torchAvailable = t == QLatin1String("True");
            r.torchLine += (r.torchLine.isEmpty() ? QString() : QStringLiteral(" / ")) + t;
            lastLineTorchVersion = false;
            continue;
        }
        lastLineTorchVersion = false;

        // nvidia-smi --query-gpu … --format=csv: a header naming the fields, then one row per GPU.
        if (t.contains(QLatin1String("memory.total")) && t.contains(QLatin1String("name")) &&
            t.contains(QLatin1Char(','))) {
            csvHeader.clear();
            for (QString h : t.split(QLatin1Char(','))) {
                h = h.trimmed();
                const int bracket = h.indexOf(QLatin1String(" ["));
                csvHeader << (bracket > 0 ? h.left(bracket) : h);
            }
            continue;
        }
        if (!csvHeader.isEmpty()) {
            const QStringList f = t.split(QLatin1Char(','));
            if (f.size() == csvHeader.size()) {
                DeliveredGpu g;
                g.line = t;
                for (int i = 0; i < f.size(); ++i) {
                    const QString& h = csvHeader[i];
                    const QString v = f[i].trimmed();
                    const auto n = number(v);
                    if (h == QLatin1String("index"))
                        g.index = integer(n).value_or(-1);
                    else if (h == QLatin1String("name") || h == QLatin1String("gpu_name"))
                        g.name = v;
                    else if (h == QLatin1String("memory.total"))
                        g.memoryMiB = n.value_or(0);
                    else if (h == QLatin1String("pci.bus_id") || h == QLatin1String("gpu_bus_id"))
                        g.busId = v;
                    else if (h == QLatin1String("driver_version") && r.driverVersion.isEmpty())
                        r.driverVersion = v;
                    else if (h == QLatin1String("pcie.link.gen.current"))
                        g.pcieGenCurrent = integer(n).value_or(0);
                    else if (h == QLatin1String("pcie.link.gen.max"))
                        g.pcieGenMax = integer(n).value_or(0);
                    else if (h == QLatin1String("pcie.link.width.current"))
                        g.widthCurrent = integer(n).value_or(0);
                    else if (h == QLatin1String("pcie.link.width.max"))
                        g.widthMax = integer(n).value_or(0);
                    else if (h == QLatin1String("power.limit"))
                        g.powerLimitW = n.value_or(0);
                    else if (h == QLatin1String("temperature.gpu"))
                        g.temperatureC = n.value_or(-1);
                    else if (h == QLatin1String("ecc.errors.uncorrected.volatile.total"))
                        g.eccUncorrected = integer(n).value_or(-1);
                    else if (h == QLatin1String("clocks_throttle_reasons.active") ||
                             h == QLatin1String("clocks_event_reasons.active")) {
                        bool ok = false;
                        const quint64 bits = v.toULongLong(&ok, 16);
                        if (ok)
                            g.clockEventReasons = bits;
                    }
                }
                if (!g.name.isEmpty() || g.memoryMiB > 0) {
                    r.gpus << g;
                    ++r.shapes; // a header naming the query's fields, then its rows
                }
                continue;
            }
            csvHeader.clear(); // the table ended
        }

        // The default nvidia-smi table: a GPU row, then its usage row.
        if (auto m = smiRow.match(t); m.hasMatch()) {
            DeliveredGpu g;
            g.index = m.captured(1).toInt();
            g.name = m.captured(2).trimmed();
            g.busId = m.captured(4);
            const QString ecc = m.captured(5);
            g.eccUncorrected = integer(number(ecc)).value_or(-1);
            g.line = t;
            ++r.shapes; // a GPU row of the nvidia-smi table
            tableGpus << g;
            tableGpu = &tableGpus.last();
            tableLine = 0;
            continue;
        }
        if (tableGpu && ++tableLine == 1) {
            if (auto m = smiMem.match(t); m.hasMatch())
                tableGpu->memoryMiB = m.captured(2).toDouble();
            if (auto m = smiPower.match(t); m.hasMatch())
                tableGpu->powerLimitW = m.captured(2).toDouble();
            if (auto m = smiTemp.match(t); m.hasMatch())
                tableGpu->temperatureC = m.captured(1).toDouble();
            tableGpu->line += QLatin1Char('\n') + t;
            tableGpu = nullptr;
            continue;
        }

        // nvidia-smi topo -m
        if (topoHeader.match(line).hasMatch()) {
            r.topoGpus.clear();
            r.topoMatrix.clear();
            r.topoLines = {line};
            for (const QString& h : t.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
                if (h.startsWith(QLatin1String("GPU")) && h.size() > 3 && h[3].isDigit())
                    r.topoGpus << h;
            inTopo = true;
            continue;
        }
        if (inTopo) {
            const QStringList cells = t.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
            if (!cells.isEmpty() && cells[0].startsWith(QLatin1String("GPU")) &&
                cells.size() > r.topoGpus.size()) {
                r.topoMatrix << cells.mid(1, r.topoGpus.size());
                r.topoLines << line;
                ++r.shapes; // a row of the topology matrix under its header
                continue;
            }
            const bool nicRow = !cells.isEmpty() && (cells[0].startsWith(QLatin1String("NIC")) ||
                                                     cells[0].startsWith(QLatin1String("mlx")));
            if (nicRow)
                continue;
            inTopo = false;
        }

        // lspci -vv: links of NVIDIA devices (a fragment without device headers counts too).
        if (auto m = lspciDevice.match(t); m.hasMatch() && !t.startsWith(QLatin1String("NVRM"))) {
            lspciNvidia = m.captured(2).contains(QLatin1String("NVIDIA"), Qt::CaseInsensitive);
            lspciDevice_ = t.left(t.indexOf(QLatin1Char(' ')));
            continue;
        }
        if (auto m = lnk.match(t); m.hasMatch()) {
            if (!lspciNvidia)
                continue;
            ++r.shapes; // a PCIe link line of lspci -vv
            const int gen = genFromGts(m.captured(2).toDouble());
            const int width = m.captured(4).toInt();
            if (m.captured(1) == QLatin1String("Cap")) {
                PcieLink l;
                l.device = lspciDevice_;
                l.capGen = gen;
                l.capWidth = width;
                r.links << l;
            } else {
                if (r.links.isEmpty() || r.links.last().staGen != 0 ||
                    r.links.last().device != lspciDevice_) {
                    PcieLink l;
                    l.device = lspciDevice_;
                    r.links << l;
                }
                PcieLink& l = r.links.last();
                l.staGen = gen;
                l.staWidth = width;
                l.downgraded = m.captured(5) == QLatin1String("downgraded");
                l.line = t;
            }
            continue;
        }

        // nccl-tests
        if (ncclRank.match(t).hasMatch()) {
            ++r.ncclRanks;
            continue;
        }
        if (auto m = ncclRow.match(line); m.hasMatch()) {
            ++r.shapes; // a row of the nccl-tests table
            const double busbw = m.captured(8).toDouble();
            if (busbw > r.ncclPeakBusbw) {
                r.ncclPeakBusbw = busbw;
                r.ncclPeakSize = m.captured(1).toDouble();
                r.ncclLine = t;
            }
            continue;
        }
        if (auto m = ncclAvg.match(t); m.hasMatch()) {
            r.ncclAvgBusbw = m.captured(1).toDouble();
            continue;
        }
        if (ncclDebug.match(t).hasMatch()) {
            if (r.ncclDebugLines.size() < 64)
                r.ncclDebugLines << t;
            continue;
        }

        // Kernel log
        if (auto m = xidRe.match(t); m.hasMatch()) {
            r.xidLines << t;
            r.xidCodes << m.captured(2).toInt();
            continue;
        }

        // ibstat
        if (auto m = caRe.match(t); m.hasMatch()) {
            ca = m.captured(1);
            port = 0;
            continue;
        }
        if (auto m = portRe.match(line); m.hasMatch() && !ca.isEmpty()) {
            port = m.captured(1).toInt();
            r.ibPorts << IbPort{ca, port, QString(), 0, QString()};
            ++r.shapes; // a port under its CA in ibstat
            continue;
        }

        if (!line.at(0).isSpace())
            port = 0; // past the ibstat block

        if (diskRead(t, readDevice, r))
            continue;

        // lsblk -P
        if (t.startsWith(QLatin1String("NAME=\""))) {
            lsblkDisk(t, r);
            continue;
        }

        // DCGM diagnostics table
        if (auto m = dcgmRow.match(t); m.hasMatch()) {
            r.dcgm << qMakePair(m.captured(1).trimmed(), m.captured(2));
            ++r.shapes;
            continue;
        }

        // free: "Mem:" or, in a Chinese locale, "内存："
        if (t.startsWith(QLatin1String("Mem:")) || t.startsWith(QStringLiteral("内存：")) ||
            t.startsWith(QStringLiteral("内存:"))) {
            const QStringList f =
                t.split(QRegularExpression(QStringLiteral("[\\s:：]+")), Qt::SkipEmptyParts);
            if (f.size() >= 4) { // free's row: total, used, free …
                r.ramBytes = sizeBytes(f[1]);
                r.ramLine = t;
                ++r.shapes;
            }
            continue;
        }

        // "key: value" lines: lscpu (English or Chinese) and ibstat ports
        if (auto m = kv.match(line); m.hasMatch()) {
            const QString k = m.captured(1).trimmed();
            const QString v = m.captured(2);
            if (port > 0 && !r.ibPorts.isEmpty() && line.at(0).isSpace()) {
                IbPort& p = r.ibPorts.last();
                if (k == QLatin1String("State"))
                    p.state = v;
                else if (k == QLatin1String("Rate"))
                    p.rateGbps = number(v).value_or(0);
                else if (k == QLatin1String("Link layer"))
                    p.linkLayer = v;
            }
            if ((k == QLatin1String("CPU(s)") || k == QLatin1String("CPU")) &&
                integer(number(v)).value_or(0) > 0 && !line.startsWith(QLatin1Char(' '))) {
                r.cpuLogical = *integer(number(v));
                r.cpuLine = t;
                ++r.shapes;
            } else if (k == QLatin1String("Model name") || k == QStringLiteral("型号名称")) {
                if (r.cpuModel.isEmpty())
                    r.cpuModel = v;
            } else if (k == QLatin1String("Socket(s)") || k == QStringLiteral("座")) {
                r.cpuSockets = integer(number(v)).value_or(0);
            } else if (k == QLatin1String("Core(s) per socket") || k == QStringLiteral("每个座的核数")) {
                r.cpuCoresPerSocket = integer(number(v)).value_or(0);
                r.cpuCoresLine = t;
            }
        }
    }
    if (r.gpus.isEmpty())
        r.gpus = tableGpus;
    r.shapes += r.cpuLogical == 0 && r.cpuSockets > 0 && r.cpuCoresPerSocket > 0; // lscpu without CPU(s)
    return r;
}

QString reportHost(const QString& text)
{
    static const QRegularExpression host(
        QStringLiteral("^===== gpuplan: host =====\\s*\\n(?:.*\\n)*?hostname:[ \\t]*([^\\s<>]+)"),
        QRegularExpression::MultilineOption);
    const auto m = host.match(text);
    return m.hasMatch() && m.captured(1) != QLatin1String("<REDACTED>") ? m.captured(1) : QString();
}

int AcceptanceResult::count(ItemStatus s) const
{
    int n = 0;
    for (const AcceptanceFinding& f : findings)
        n += f.status == s;
    return n;
}

} // namespace gpuplan
