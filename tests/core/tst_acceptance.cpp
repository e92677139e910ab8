#include "Cli.h"
#include "acceptance/Acceptance.h"
#include "catalog/GpuCatalog.h"
#include "service/AcceptanceImport.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/Language.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

Q_DECLARE_METATYPE(Quote)

namespace {
QString fixture(const char* name)
{
    QFile f(QStringLiteral(GPUPLAN_FIXTURES "/acceptance/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return QString::fromUtf8(f.readAll());
}

// The contracts the fixtures were delivered under, written out by hand from the fixtures' hardware.
Quote contract(const char* gpuId, int cores, double ramGb, double storageTb, const char* net, double gbps,
               const char* interconnect = "")
{
    Quote q;
    q.id = 1;
    q.provider = QStringLiteral("Test; \"provider\" $(rm -rf /)");
    q.gpuId = QString::fromLatin1(gpuId);
    q.gpusPerServer = 8;
    q.servers = 1;
    q.interconnect = QString::fromLatin1(interconnect);
    q.server.cpuCores = cores;
    q.server.ramGb = ramGb;
    q.server.storageKind = QStringLiteral("nvme");
    q.server.storageTb = storageTb;
    q.server.networkKind = QString::fromLatin1(net);
    q.server.networkGbps = gbps;
    return q;
}

Quote h100()
{
    return contract("h100-sxm-80g", 112, 2048, 15, "ib", 400);
}
Quote a100()
{
    return contract("a100-sxm-80g", 128, 2048, 15, "ib", 200);
}

const AcceptanceFinding& find(const AcceptanceResult& r, const char* code)
{
    for (const AcceptanceFinding& f : r.findings)
        if (f.code == QLatin1String(code))
            return f;
    qFatal("no finding %s", code);
}

QStringList failedCodes(const AcceptanceResult& r)
{
    QStringList out;
    for (const AcceptanceFinding& f : r.findings)
        if (f.status == ItemStatus::Failed)
            out << f.code;
    return out;
}
} // namespace

class TestAcceptance : public QObject
{
    Q_OBJECT

private slots:
    void parsesTheScriptsReport()
    {
        const DeliveryReport r = parseDeliveryReport(fixture("h100-8x-sxm.txt"));
        QCOMPARE(r.gpus.size(), 8);
        QCOMPARE(r.gpus[3].name, QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(r.gpus[3].memoryMiB, 81559.0);
        QCOMPARE(r.gpus[3].pcieGenMax, 5);
        QCOMPARE(r.gpus[3].widthCurrent, 16);
        QCOMPARE(r.gpus[3].powerLimitW, 700.0);
        QCOMPARE(r.gpus[3].eccUncorrected, 0);
        QCOMPARE(*r.gpus[3].clockEventReasons, quint64(0));
        QCOMPARE(r.driverVersion, QStringLiteral("550.90.07"));
        QCOMPARE(r.driverCuda, QStringLiteral("12.4"));
        QCOMPARE(r.nvccCuda, QStringLiteral("12.4"));
        QCOMPARE(r.torchVersion, QStringLiteral("2.3.1+cu121"));
        QCOMPARE(r.torchCuda, QStringLiteral("12.1"));
        QCOMPARE(r.torchAvailable, std::optional<bool>(true));
        QCOMPARE(r.topoGpus.size(), 8);
        QCOMPARE(r.topoMatrix.size(), 8);
        QCOMPARE(r.topoMatrix[2][5], QStringLiteral("NV18"));
        QCOMPARE(r.topoMatrix[2][2], QStringLiteral("X"));
        QCOMPARE(r.links.size(), 8);
        QCOMPARE(r.links[0].staGen, 5);
        QCOMPARE(r.links[0].staWidth, 16);
        QCOMPARE(r.ncclPeakBusbw, 478.2);
        QCOMPARE(r.ncclPeakSize, 8589934592.0);
        QCOMPARE(r.ncclRanks, 8);
        QVERIFY(r.ncclAvgBusbw.has_value());
        QCOMPARE(r.ibPorts.size(), 8);
        QCOMPARE(r.ibPorts[7].state, QStringLiteral("Active"));
        QCOMPARE(r.ibPorts[7].rateGbps, 400.0);
        QCOMPARE(r.ibPorts[7].linkLayer, QStringLiteral("InfiniBand"));
        QCOMPARE(r.cpuLogical, 224);
        QCOMPARE(r.cpuSockets, 2);
        QCOMPARE(r.cpuModel, QStringLiteral("Intel(R) Xeon(R) Platinum 8480+"));
        QCOMPARE(r.ramBytes, 2164144160768.0);
        QCOMPARE(r.disks.size(), 5); // one SATA boot drive, four NVMe
        QCOMPARE(r.disks[1].transport, QStringLiteral("nvme"));
        QCOMPARE(r.disks[1].bytes, 3840755982336.0);
        QVERIFY(r.xidLines.isEmpty());
        QVERIFY(r.notes.contains(QStringLiteral("no Xid in the kernel log")));
    }

    // Every fixture against the contract it was delivered under: which items fail, exactly.
    void findingsPerFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Quote>("quote");
        QTest::addColumn<QStringList>("failed");
        QTest::newRow("8 × H100 SXM as contracted")
            << QStringLiteral("h100-8x-sxm.txt") << h100() << QStringList();
        QTest::newRow("8 × A100 SXM 80 GB as contracted")
            << QStringLiteral("a100-8x-sxm-80g.txt") << a100() << QStringList();
        QTest::newRow("8 × RTX 4090 PCIe as contracted")
            << QStringLiteral("rtx4090-8x-pcie.txt") << contract("rtx-4090", 64, 512, 3.8, "ethernet", 0)
            << QStringList();
        QTest::newRow("Chinese-locale A800 server")
            << QStringLiteral("zh-locale-a800.txt") << contract("a800-sxm-80g", 64, 1024, 15, "ib", 0)
            << QStringList();
        QTest::newRow("one GPU missing")
            << QStringLiteral("h100-missing-gpu.txt") << h100()
            << QStringList{QStringLiteral("acc-smi"), QStringLiteral("hw-count")};
        QTest::newRow("40 GB cards for an 80 GB contract")
            << QStringLiteral("a100-40g-for-80g.txt") << a100()
            << QStringList{QStringLiteral("acc-product"), QStringLiteral("acc-memory"),
                           QStringLiteral("hw-gpu"), QStringLiteral("hw-vram")};
        QTest::newRow("PCIe link trained at x8")
            << QStringLiteral("h100-pcie-x8.txt") << h100() << QStringList{QStringLiteral("acc-pcie")};
        QTest::newRow("low NCCL bandwidth")
            << QStringLiteral("h100-low-nccl.txt") << h100() << QStringList{QStringLiteral("acc-nccl")};
        QTest::newRow("Xid errors and an ECC error")
            << QStringLiteral("h100-xid.txt") << h100() << QStringList{QStringLiteral("acc-ecc")};
        QTest::newRow("H100 server delivered for an A100 contract")
            << QStringLiteral("h100-8x-sxm.txt") << a100()
            << QStringList{QStringLiteral("acc-product"), QStringLiteral("hw-cpu"),
                           QStringLiteral("hw-gpu")}; // 56 × 2 = 112 cores of 128
    }

    void findingsPerFixture()
    {
        QFETCH(QString, file);
        QFETCH(Quote, quote);
        QFETCH(QStringList, failed);
        const AcceptanceResult r = checkDelivery(parseDeliveryReport(fixture(file.toLatin1().constData())),
                                                 quote, GpuCatalog::shipped());
        QStringList messages;
        for (const AcceptanceFinding& f : r.findings)
            messages << f.code + QStringLiteral(": ") + f.message;
        QVERIFY2(failedCodes(r) == failed, qPrintable(messages.join(QLatin1Char('\n'))));
        for (const AcceptanceFinding& f : r.findings)
            if (f.status == ItemStatus::Failed)
                QVERIFY2(!f.evidence.isEmpty() || f.code == QLatin1String("acc-storage"), qPrintable(f.code));
    }

    void evidenceQuotesTheReport()
    {
        const AcceptanceResult missing = checkDelivery(parseDeliveryReport(fixture("h100-missing-gpu.txt")),
                                                       h100(), GpuCatalog::shipped());
        QVERIFY(find(missing, "acc-smi").message.contains(QStringLiteral("7 of the 8")));
        QVERIFY(find(missing, "acc-smi")
                    .evidence.contains(QStringLiteral("Unable to determine the device handle")));

        const AcceptanceResult small = checkDelivery(parseDeliveryReport(fixture("a100-40g-for-80g.txt")),
                                                     a100(), GpuCatalog::shipped());
        // 80 GB × 1024 × 97 % = 79,462.4 → at least 79,463 MiB; the card has 40,960.
        QVERIFY(find(small, "acc-memory").message.contains(QStringLiteral("79463")));
        QVERIFY(find(small, "acc-memory").evidence.contains(QStringLiteral("40960 MiB")));
        QVERIFY(find(small, "acc-product").message.contains(QStringLiteral("40 GB")));

        const AcceptanceResult x8 =
            checkDelivery(parseDeliveryReport(fixture("h100-pcie-x8.txt")), h100(), GpuCatalog::shipped());
        QVERIFY(find(x8, "acc-pcie").evidence.contains(QStringLiteral("Width x8 (downgraded)")));
        QVERIFY(find(x8, "acc-pcie").message.startsWith(QStringLiteral("1 GPU link")));

        const AcceptanceResult nccl =
            checkDelivery(parseDeliveryReport(fixture("h100-low-nccl.txt")), h100(), GpuCatalog::shipped());
        // Published 478.9 GB/s (Azure ND H100 v5); 80 % of it = 383.1 → 301.7 fails.
        QVERIFY(find(nccl, "acc-nccl").message.contains(QStringLiteral("301.7")));
        QVERIFY(find(nccl, "acc-nccl").message.contains(QStringLiteral("383")));
        QVERIFY(find(nccl, "acc-nccl").evidence.contains(QStringLiteral("8589934592")));

        const AcceptanceResult xid =
            checkDelivery(parseDeliveryReport(fixture("h100-xid.txt")), h100(), GpuCatalog::shipped());
        const QString ev = find(xid, "acc-ecc").evidence;
        QVERIFY(ev.contains(QStringLiteral("fallen off the bus")));
        QVERIFY(ev.contains(QStringLiteral("double bit error")));
        QVERIFY(!ev.contains(QStringLiteral("Warp Exception"))); // Xid 13 is a program's error
        QVERIFY(find(xid, "acc-ecc").message.contains(QStringLiteral("2 hardware Xid")));

        const AcceptanceResult rtx =
            checkDelivery(parseDeliveryReport(fixture("rtx4090-8x-pcie.txt")),
                          contract("rtx-4090", 64, 512, 3.8, "ethernet", 0), GpuCatalog::shipped());
        // Gen1 at idle on a Gen4 x16 card is power saving, said so, not a fault.
        QCOMPARE(find(rtx, "acc-pcie").status, ItemStatus::Confirmed);
        QVERIFY(find(rtx, "acc-pcie").message.contains(QStringLiteral("idle")));
        QCOMPARE(find(rtx, "acc-rdma").status, ItemStatus::Open);
        QCOMPARE(find(rtx, "acc-topo").status, ItemStatus::Confirmed);

        // A sound 8 × RTX 4090 server with the stock driver (no GeForce peer-to-peer) reaches 14.5–15 GB/s of
        // all_reduce bus bandwidth (the blog "RTX4090 GPUDirect P2P Unlocked!", 2025-02-07; its output is the
        // fixture, copied from ../shared/data/acceptance-samples): 80 % of 15 is 12 GB/s, so it passes. The
        // earlier reference, 28 GB/s from a second-hand report, would have rejected it (22.4 GB/s needed).
        const AcceptanceResult stock =
            checkDelivery(parseDeliveryReport(fixture("rtx4090-8x-p2p-off-nccl.txt")),
                          contract("rtx-4090", 64, 512, 3.8, "ethernet", 0), GpuCatalog::shipped());
        QCOMPARE(find(stock, "acc-nccl").status, ItemStatus::Confirmed);
        QVERIFY2(find(stock, "acc-nccl").message.contains(QStringLiteral("at least 12 GB/s")),
                 qPrintable(find(stock, "acc-nccl").message));

        // lscpu in Chinese: 每个座的核数 32 × 座 2 = 64 physical cores, CPU 128 threads (SMT). The contract
        // counts cores: 64 contracted passes; 128 contracted is the threads' figure (ux-5 P3-M1: a good
        // server failed), so it is not confirmed and not failed but asked about; 192 contracted fails — on
        // threads alone it would have passed (zh-review-3 C16).
        const AcceptanceResult zh =
            checkDelivery(parseDeliveryReport(fixture("zh-locale-a800.txt")),
                          contract("a800-sxm-80g", 64, 1024, 15, "ib", 0), GpuCatalog::shipped());
        QCOMPARE(find(zh, "hw-cpu").status, ItemStatus::Confirmed);
        QVERIFY(find(zh, "hw-cpu").message.contains(QStringLiteral("64 physical CPU cores")));
        const AcceptanceResult halfCores =
            checkDelivery(parseDeliveryReport(fixture("zh-locale-a800.txt")),
                          contract("a800-sxm-80g", 128, 1024, 15, "ib", 0), GpuCatalog::shipped());
        QCOMPARE(find(halfCores, "hw-cpu").status, ItemStatus::Open);
        QVERIFY2(find(halfCores, "hw-cpu").message.contains(QStringLiteral("32 per socket × 2")) &&
                     find(halfCores, "hw-cpu").message.contains(QStringLiteral("128 threads")) &&
                     find(halfCores, "hw-cpu").message.contains(QStringLiteral("not failed")),
                 qPrintable(find(halfCores, "hw-cpu").message));
        const AcceptanceResult tooFew =
            checkDelivery(parseDeliveryReport(fixture("zh-locale-a800.txt")),
                          contract("a800-sxm-80g", 192, 1024, 15, "ib", 0), GpuCatalog::shipped());
        QCOMPARE(find(tooFew, "hw-cpu").status, ItemStatus::Failed);
        // Threads only (no per-socket line): enough threads is not proof of enough cores.
        QString threadsOnly = fixture("zh-locale-a800.txt");
        threadsOnly.remove(QRegularExpression(QStringLiteral("每个座的核数[^\\n]*\\n")));
        QCOMPARE(find(checkDelivery(parseDeliveryReport(threadsOnly),
                                    contract("a800-sxm-80g", 64, 1024, 15, "ib", 0), GpuCatalog::shipped()),
                      "hw-cpu")
                     .status,
                 ItemStatus::Open);
        QCOMPARE(find(zh, "hw-ram").status, ItemStatus::Confirmed);
        QCOMPARE(find(zh, "acc-torch").status, ItemStatus::Confirmed);
        QCOMPARE(find(zh, "acc-cuda").status, ItemStatus::Confirmed); // cu118 on a driver for CUDA 12.2
        QCOMPARE(find(zh, "acc-nccl").status, ItemStatus::Open);
        QVERIFY(find(zh, "acc-nccl").message.contains(QStringLiteral("not installed")));
    }

    void pastedOutputsInAnyForm()
    {
        // The default nvidia-smi table only, with mpirun prefixes on the nccl-tests lines and an lspci
        // fragment without its device header, CRLF line ends.
        const QString text = QStringLiteral(
            "| NVIDIA-SMI 535.104.05             Driver Version: 535.104.05   CUDA Version: 12.2     |\r\n"
            "|   0  NVIDIA A100-SXM4-80GB          On  | 00000000:07:00.0 Off |                    0 |\r\n"
            "| N/A   31C    P0              61W / 400W |      4MiB / 81920MiB |      0%      Default |\r\n"
            "|   1  NVIDIA A100-SXM4-80GB          On  | 00000000:0B:00.0 Off |                    0 |\r\n"
            "| N/A   30C    P0              60W / 400W |      4MiB / 81920MiB |      0%      Default |\r\n"
            "[1,0]<stdout>:   134217728      33554432     float     sum      -1   1072.3  125.17  219.04     "
            " 0  "
            " 1071.1  125.31  219.29      0\r\n"
            "[1,0]<stdout>: NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/IPC/read\r\n"
            "\t\tLnkSta:\tSpeed 16GT/s (ok), Width x16 (ok)\r\n"
            "2.1.0+cu121\r\nFalse\r\n");
        const DeliveryReport r = parseDeliveryReport(text);
        QCOMPARE(r.gpus.size(), 2);
        QCOMPARE(r.gpus[1].memoryMiB, 81920.0);
        QCOMPARE(r.gpus[1].powerLimitW, 400.0);
        QCOMPARE(r.gpus[1].temperatureC, 30.0);
        QCOMPARE(r.driverCuda, QStringLiteral("12.2"));
        QCOMPARE(r.ncclPeakBusbw, 219.04);
        QCOMPARE(r.ncclDebugLines.size(), 1);
        QCOMPARE(r.links.size(), 1);
        QCOMPARE(r.links[0].staGen, 4);
        QCOMPARE(r.torchCuda, QStringLiteral("12.1"));
        QCOMPARE(r.torchAvailable, std::optional<bool>(false));
        // Truncated in the middle of a CSV row and of the topology: what is whole is read, nothing crashes.
        QString cut = fixture("h100-8x-sxm.txt");
        cut.truncate(cut.indexOf(QStringLiteral("\nGPU3\t")) + 12);
        const DeliveryReport part = parseDeliveryReport(cut);
        QCOMPARE(part.gpus.size(), 8);
        QCOMPARE(part.topoMatrix.size(), 3);
        const AcceptanceResult res = checkDelivery(part, h100(), GpuCatalog::shipped());
        QCOMPARE(find(res, "acc-topo").status, ItemStatus::Failed); // 3 rows for 8 GPUs
        QCOMPARE(find(res, "acc-nccl").status, ItemStatus::Open);
    }

    // zh-review-4 D11: an 8-GPU server has 8 × 7 / 2 = 28 unordered pairs; the evidence once said "48 pairs"
    // because the matrix names each pair twice. An all-PCIe 8-GPU topology judged against an NVLink contract
    // lacks NVLink on all 28.
    void topologyCountsEachPairOnce()
    {
        DeliveryReport rep = parseDeliveryReport(fixture("rtx4090-8x-pcie.txt"));
        QCOMPARE(rep.topoMatrix.size(), 8);
        const AcceptanceResult res = checkDelivery(rep, h100(), GpuCatalog::shipped());
        const auto& topo = find(res, "acc-topo");
        QCOMPARE(topo.status, ItemStatus::Failed);
        QVERIFY2(topo.message.startsWith(QStringLiteral("28 GPU pair")), qPrintable(topo.message));
        // Two NVLink pairs among them (GPU0–GPU1 both ways) leave 27.
        rep.topoMatrix[0][1] = QStringLiteral("NV18");
        rep.topoMatrix[1][0] = QStringLiteral("NV18");
        const AcceptanceResult second = checkDelivery(rep, h100(), GpuCatalog::shipped());
        const auto& again = find(second, "acc-topo");
        QVERIFY2(again.message.startsWith(QStringLiteral("27 GPU pair")), qPrintable(again.message));
    }

    void garbageAndEmptyInput()
    {
        QVERIFY(parseDeliveryReport(fixture("empty.txt")).isEmpty());
        QVERIFY(parseDeliveryReport(fixture("garbage.txt")).isEmpty());
        QVERIFY(parseDeliveryReport(QString(100000, QLatin1Char('|'))).isEmpty());
        QVERIFY(parseDeliveryReport(QStringLiteral("index, name, memory.total\n,,,,,\n")).isEmpty());
    }

    // fuzz_acceptance's finding (issue 35): the host section, then a damaged nvidia-smi header and lscpu's
    // cores and sockets. The reader called the report empty while the checker confirmed hw-cpu from those two
    // lines. An item is confirmed only on evidence of a command output the item is about, and isEmpty() and
    // the checker agree on what that is.
    void nothingConfirmedWithoutEvidence()
    {
        const QString host = QStringLiteral(
            "\r\n===== gpuplan: host =====\r\nhostname: 算力节点-3\r\ndate: 2026-11-28T10:12:44+08:00\r\n"
            "kernel: 5.15.0-124-generic\r\n\r\n===== gpuplan: nvidia-smi =====\r\n"
            "index, name, memory.total [MiB], pci.bus_id, driver_version,");
        const QString damaged = host + QString(40, QChar(0)) + QStringLiteral("\r\n");
        // The host section and a damaged header alone: no evidence, nothing judged.
        const DeliveryReport bare = parseDeliveryReport(damaged);
        QVERIFY(bare.isEmpty());
        QCOMPARE(reportHost(damaged), QStringLiteral("算力节点-3"));
        const AcceptanceResult none = checkDelivery(bare, h100(), GpuCatalog::shipped());
        QCOMPARE(none.findings.size(), 21);
        QCOMPARE(none.count(ItemStatus::Open), 21);
        // lscpu's two lines (Chinese locale) after it: 32 × 2 = 64 physical cores is evidence on hw-cpu, so
        // the report is not empty, and the item is judged on it (64 < the contract's 112 cores: failed).
        const QString cores =
            damaged +
            QStringLiteral(
                "每个座的核数：                      32\r\n座：                                2\r\n");
        const DeliveryReport lscpu = parseDeliveryReport(cores);
        QVERIFY(!lscpu.isEmpty());
        const AcceptanceResult r = checkDelivery(lscpu, h100(), GpuCatalog::shipped());
        QCOMPARE(find(r, "hw-cpu").status, ItemStatus::Failed);
        QCOMPARE(r.count(ItemStatus::Confirmed), 0);
        // The fuzzer's own contract (no CPU cores stated: one per GPU, 8): confirmed, on a report that is not
        // empty.
        Quote fuzzQuote = h100();
        fuzzQuote.server.cpuCores = 0;
        QCOMPARE(find(checkDelivery(lscpu, fuzzQuote, GpuCatalog::shipped()), "hw-cpu").status,
                 ItemStatus::Confirmed);
        // A figure outside any recognised output is no evidence: a lone Xid line quoted in a mail.
        const DeliveryReport quoted = parseDeliveryReport(
            QStringLiteral("see: NVRM: Xid (PCI:0000:18:00): 79, pid=1, GPU has fallen off the bus\n"));
        QVERIFY(quoted.isEmpty());
        QCOMPARE(checkDelivery(quoted, h100(), GpuCatalog::shipped()).count(ItemStatus::Failed), 0);
        // The corpus files of this case (replayed through the fuzz target's own invariant by ctest
        // fuzz_replay_acceptance), read here as the importer reads them.
        for (const char* name : {"regression-host-header-only", "regression-host-and-lscpu-cores"}) {
            QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/fuzz/corpus/acceptance/") + QLatin1String(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const DeliveryReport replay = parseDeliveryReport(QString::fromUtf8(f.readAll()));
            const AcceptanceResult rr = checkDelivery(replay, fuzzQuote, GpuCatalog::shipped());
            QCOMPARE(replay.isEmpty(), QByteArray(name).endsWith("only"));
            QCOMPARE(rr.count(ItemStatus::Confirmed), replay.isEmpty() ? 0 : 1);
        }
    }

    // Good servers pass (ux-4, issue 36): a genuine L40S shows 46,068 MiB with ECC on (GDDR keeps 1/16 for
    // it; shared/data/acceptance-reference.md); a 4 × 200G InfiniBand server carries the contract's "800
    // Gb/s" (the server's total); the contract's GPU-model item follows what nvidia-smi found.
    void goodServersPass()
    {
        QString smi = QStringLiteral("===== gpuplan: nvidia-smi =====\nindex, name, memory.total [MiB]\n");
        for (int i = 0; i < 8; ++i)
            smi += QStringLiteral("%1, NVIDIA L40S, 46068 MiB\n").arg(i);
        const Quote l40s = contract("l40s", 64, 768, 7.68, "ib", 800, "pcie");
        const AcceptanceResult good = checkDelivery(parseDeliveryReport(smi), l40s, GpuCatalog::shipped());
        QVERIFY2(find(good, "acc-memory").status == ItemStatus::Confirmed,
                 qPrintable(find(good, "acc-memory").message));
        QCOMPARE(find(good, "acc-product").status, ItemStatus::Confirmed);
        QCOMPARE(find(good, "hw-gpu").status, ItemStatus::Confirmed);
        QCOMPARE(find(good, "hw-gpu").message, find(good, "acc-product").message);
        // 48 GB × 1024 = 49,152 MiB; × 0.97 × 15/16 = 44,697.6 → at least 44,698 MiB; a 24 GB card is still
        // caught.
        const AcceptanceResult small = checkDelivery(
            parseDeliveryReport(QString(smi).replace(QStringLiteral("46068"), QStringLiteral("24564"))), l40s,
            GpuCatalog::shipped());
        QCOMPARE(find(small, "acc-memory").status, ItemStatus::Failed);
        QVERIFY2(find(small, "acc-memory").message.contains(QStringLiteral("44698")),
                 qPrintable(find(small, "acc-memory").message));
        // HBM keeps 97 %: an H100's 81,559 MiB of 81,920 passes, 77,000 does not (0.97 × 81,920 = 79,462.4).
        const QString h = QStringLiteral("===== gpuplan: nvidia-smi =====\nindex, name, memory.total [MiB]\n"
                                         "0, NVIDIA H100 80GB HBM3, 77000 MiB\n");
        QCOMPARE(
            find(checkDelivery(parseDeliveryReport(h), h100(), GpuCatalog::shipped()), "acc-memory").status,
            ItemStatus::Failed);

        auto ibstat = [](int active, int rate) {
            QString out = QStringLiteral("===== gpuplan: ibstat =====\n");
            for (int i = 0; i < 4; ++i)
                out += QStringLiteral("CA 'mlx5_%1'\n\tCA type: MT4123\n\tNumber of ports: 1\n\tPort 1:\n"
                                      "\t\tState: %2\n\t\tPhysical state: %3\n\t\tRate: %4\n"
                                      "\t\tLink layer: InfiniBand\n")
                           .arg(i)
                           .arg(i < active ? QStringLiteral("Active") : QStringLiteral("Down"))
                           .arg(i < active ? QStringLiteral("LinkUp") : QStringLiteral("Disabled"))
                           .arg(rate);
            return parseDeliveryReport(out);
        };
        Quote ib800 = h100();
        ib800.server.networkGbps = 800; // "IB 800 Gbps (4×200G)"
        const AcceptanceFinding four =
            find(checkDelivery(ibstat(4, 200), ib800, GpuCatalog::shipped()), "acc-rdma");
        QVERIFY2(four.status == ItemStatus::Open,
                 qPrintable(four.message)); // as contracted; ib_write_bw not run
        QVERIFY2(four.message.contains(QStringLiteral("800 Gb/s")), qPrintable(four.message));
        QVERIFY(four.message.contains(QStringLiteral("ib_write_bw")));
        const AcceptanceFinding two =
            find(checkDelivery(ibstat(2, 200), ib800, GpuCatalog::shipped()), "acc-rdma");
        QCOMPARE(two.status, ItemStatus::Failed); // 2 × 200 = 400 of 800
        QVERIFY2(two.message.contains(QStringLiteral("400 Gb/s in all")), qPrintable(two.message));
    }

    // Storage "已确认" only on a measured read (ux-5 P3-m5): the capacity alone is "not tested"; dd's read of
    // each NVMe drive (the script's "disk read") confirms it, and a drive reading below what a SATA link
    // carries (600 MB/s) fails it. By hand: 4,294,967,296 bytes in 1.43 s = 3.00 GB/s; in 2.0 s = 2.15 GB/s;
    // in 10.0 s = 0.43 GB/s.
    void storageConfirmedOnlyWhenMeasured()
    {
        const QString base = fixture("h100-8x-sxm.txt");
        const Quote q = h100();
        const AcceptanceFinding capacity =
            find(checkDelivery(parseDeliveryReport(base), q, GpuCatalog::shipped()), "acc-storage");
        QCOMPARE(capacity.status, ItemStatus::Open);
        QVERIFY2(capacity.message.contains(QStringLiteral("not measured")), qPrintable(capacity.message));
        const QString reads =
            base + QStringLiteral("\n===== gpuplan: disk read =====\ndevice: /dev/nvme0n1\n"
                                  "4294967296 bytes (4.3 GB, 4.0 GiB) copied, 1.43 s, 3.0 GB/s\n"
                                  "device: /dev/nvme1n1\n"
                                  "4294967296字节（4.3 GB，4.0 GiB）已复制，2.0 s，2.1 GB/s\n");
        const DeliveryReport measured = parseDeliveryReport(reads);
        QCOMPARE(measured.diskReads.size(), 2);
        QCOMPARE(measured.diskReads[0].device, QStringLiteral("/dev/nvme0n1"));
        QCOMPARE(measured.diskReads[1].seconds, 2.0);
        const AcceptanceFinding fast = find(checkDelivery(measured, q, GpuCatalog::shipped()), "acc-storage");
        QCOMPARE(fast.status, ItemStatus::Confirmed);
        QVERIFY2(fast.message.contains(QStringLiteral("/dev/nvme1n1")) &&
                     fast.message.contains(QStringLiteral("2.15 GB/s")),
                 qPrintable(fast.message));
        QVERIFY(fast.evidence.contains(QStringLiteral("1.43 s")));
        const AcceptanceFinding slow = find(
            checkDelivery(parseDeliveryReport(reads + QStringLiteral("device: /dev/nvme2n1\n4294967296 bytes "
                                                                     "(4.3 GB, 4.0 GiB) copied, 10.0 s, 429 "
                                                                     "MB/s\n")),
                          q, GpuCatalog::shipped()),
            "acc-storage");
        QCOMPARE(slow.status, ItemStatus::Failed);
        QVERIFY2(slow.message.contains(QStringLiteral("/dev/nvme2n1 reads 0.43 GB/s")),
                 qPrintable(slow.message));
        // dd's line alone, pasted into a mail, is still a measurement (of an unnamed drive).
        QCOMPARE(
            parseDeliveryReport(QStringLiteral("4294967296 bytes (4.3 GB, 4.0 GiB) copied, 1.43 s, 3.0 GB/s"))
                .diskReads.size(),
            1);
        // The script measures it, reading only.
        const QString script = acceptanceScript(q, GpuCatalog::shipped());
        QVERIFY(script.contains(QStringLiteral("dd if=\"$dev\" of=/dev/null")));
        QVERIFY(!script.contains(QStringLiteral("of=/dev/nvme")));
    }

    void scriptIsReadOnlyAndValidBash()
    {
        const QString script = acceptanceScript(h100(), GpuCatalog::shipped());
        QVERIFY(script.startsWith(QStringLiteral("#!/usr/bin/env bash")));
        QVERIFY(script.contains(QStringLiteral("\"$perf\" -b 8 -e 8G -f 2 -g \"$gpus\"")));
        QVERIFY(script.contains(QStringLiteral("gpus=8")));
        QVERIFY(script.contains(QStringLiteral(">= 383 GB/s")));
        // The provider's name cannot break out of the comment.
        QVERIFY(!script.contains(QStringLiteral("$(rm")));
        QStringList code; // the script without its comments, which quote the provider's name verbatim
        for (const QString& line : script.split(QLatin1Char('\n')))
            if (!line.trimmed().startsWith(QLatin1Char('#')))
                code << line;
        for (const QString& line : script.split(QLatin1Char('\n')))
            QVERIFY2(!line.contains(QLatin1Char('\r')), "one comment line per line");
        for (const char* forbidden : {"apt", "yum", "pip install", "rm -", "nvidia-smi -r", "nvidia-smi -pl",
                                      "modprobe", "sysctl -w", "> /etc", "systemctl"})
            QVERIFY2(!code.join(QLatin1Char('\n')).contains(QLatin1String(forbidden)), forbidden);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("accept.sh"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(script.toUtf8());
        f.close();
        QProcess bashN;
        bashN.start(QStringLiteral("bash"), {QStringLiteral("-n"), path});
        QVERIFY(bashN.waitForFinished());
        QCOMPARE(bashN.exitCode(), 0);
        const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
        if (shellcheck.isEmpty()) {
            QVERIFY2(qEnvironmentVariableIsEmpty("GPUPLAN_REQUIRE_SHELLCHECK"), "shellcheck is required");
            qWarning("shellcheck not installed: the script was only checked with bash -n");
        } else {
            QProcess sc;
            sc.start(shellcheck, {path});
            QVERIFY(sc.waitForFinished());
            QVERIFY2(sc.exitCode() == 0, sc.readAllStandardOutput().constData());
        }

        // Run it here, a machine without GPUs: it writes one report, notes the missing tools, and that
        // report parses with the host's CPU and memory in it.
        const QString report = dir.filePath(QStringLiteral("report.txt"));
        QProcess run;
        run.setWorkingDirectory(dir.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin:/usr/sbin:/sbin"));
        run.setProcessEnvironment(env);
        run.start(QStringLiteral("bash"), {path, report});
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitCode(), 0);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // the script and its report
        QFile rf(report);
        QVERIFY(rf.open(QIODevice::ReadOnly));
        const DeliveryReport parsed = parseDeliveryReport(QString::fromUtf8(rf.readAll()));
        QVERIFY(parsed.cpuLogical > 0);
        QVERIFY(parsed.ramBytes > 0);
        if (QStandardPaths::findExecutable(QStringLiteral("nvidia-smi")).isEmpty())
            QVERIFY(parsed.notes.contains(QStringLiteral("not installed: nvidia-smi")));
        const AcceptanceResult r = checkDelivery(parsed, h100(), GpuCatalog::shipped());
        QCOMPARE(find(r, "acc-smi").status, ItemStatus::Open);
    }

    // nvidia-smi that cannot reach the driver (a real output, ../shared/data/acceptance-samples, 2018-01-23)
    // is named as a driver failure, not read as "0 of 8 GPUs"; and the importer knows a report's server by
    // the script's hostname line (issue 20 item 5).
    void driverFailureAndHostName()
    {
        // In the script's section (alone, the error line is no delivery report: tst_planservice).
        const AcceptanceResult r =
            checkDelivery(parseDeliveryReport(QStringLiteral("===== gpuplan: nvidia-smi =====\n") +
                                              fixture("nvidia-smi-driver-failure.txt")),
                          h100(), GpuCatalog::shipped());
        QCOMPARE(find(r, "acc-smi").status, ItemStatus::Failed);
        QVERIFY2(find(r, "acc-smi").message.contains(QStringLiteral("could not reach the NVIDIA driver")),
                 qPrintable(find(r, "acc-smi").message));
        QVERIFY(!find(r, "acc-smi").message.contains(QStringLiteral("0 of the")));
        QCOMPARE(reportHost(fixture("h100-8x-sxm.txt")), QStringLiteral("gpu-node-01"));
        QCOMPARE(reportHost(fixture("zh-locale-a800.txt")), QStringLiteral("算力节点-3"));
        QCOMPARE(reportHost(fixture("rtx4090-8x-p2p-off-nccl.txt")), QString());  // no host section
        QCOMPARE(reportHost(QStringLiteral("hostname: elsewhere\n")), QString()); // not the script's section
        // Cores per socket × sockets beyond any server (found by fuzz_acceptance: the product overflowed
        // int): not counted, the item not tested on threads alone.
        DeliveryReport huge;
        huge.shapes = 1; // lscpu's CPU(s) line, seen in its shape
        huge.cpuLogical = 224;
        huge.cpuCoresPerSocket = 2000000000;
        huge.cpuSockets = 4;
        QCOMPARE(find(checkDelivery(huge, h100(), GpuCatalog::shipped()), "hw-cpu").status, ItemStatus::Open);
    }

    void findingsLandOnTheChecklist()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("a.sqlite")));
        QVERIFY(db.ok());
        Quote q;
        for (const Quote& x : QuoteStore(**db).list().value())
            if (x.gpuId == QLatin1String("h100-sxm-80g") && x.servers == 1)
                q = x; // demo: 8 × H100 SXM, 1 server
        QCOMPARE(q.gpuId, QStringLiteral("h100-sxm-80g"));
        ChecklistStore store(**db);
        QVERIFY(store.create(q, GpuCatalog::shipped()).ok());
        const AcceptanceResult r =
            checkDelivery(parseDeliveryReport(fixture("h100-low-nccl.txt")), q, GpuCatalog::shipped());
        auto n = store.recordFindings(q.id, r.findings);
        QVERIFY(n.ok());
        QCOMPARE(n.value(), r.count(ItemStatus::Confirmed) + r.count(ItemStatus::Failed));
        int failed = 0, confirmed = 0;
        for (const Checklist& c : store.forQuote(q.id).value())
            for (const ChecklistItem& i : c.items) {
                if (i.code == QLatin1String("acc-nccl")) {
                    QCOMPARE(i.status, ItemStatus::Failed);
                    QVERIFY(i.evidence.contains(QStringLiteral("301.7")));
                }
                if (i.code == QLatin1String("acc-burnin"))
                    QCOMPARE(i.status, ItemStatus::Open); // not tested: left as it was
                failed += i.status == ItemStatus::Failed;
                confirmed += i.status == ItemStatus::Confirmed;
            }
        QCOMPARE(failed, r.count(ItemStatus::Failed));
        QCOMPARE(confirmed, r.count(ItemStatus::Confirmed));

        // Evidence the user typed is kept beside the findings (reliability-3 R9), once, however often the
        // report is imported again.
        auto item = [&](const char* code) {
            for (const Checklist& c : store.forQuote(q.id).value())
                for (const ChecklistItem& i : c.items)
                    if (i.code == QLatin1String(code))
                        return i;
            return ChecklistItem{};
        };
        const QString typed = QStringLiteral("现场签字确认：张三 / Signed off on site by 张三");
        QVERIFY(store.setItem(item("acc-nccl").id, ItemStatus::Confirmed, typed).ok());
        for (int round = 0; round < 2; ++round) {
            QVERIFY(store.recordFindings(q.id, r.findings).ok());
            const ChecklistItem nccl = item("acc-nccl");
            QCOMPARE(nccl.status, ItemStatus::Failed);
            QVERIFY(nccl.evidence.contains(QStringLiteral("301.7")));
            QCOMPARE(nccl.evidence.count(typed), 1);
        }

        // A report imported while the program speaks Chinese reads in English on an English checklist, and
        // the reverse (zh-review-3, issue 21): the finding is stored in both languages beside the report's
        // lines; a new status alone keeps it, the user's own text replaces it.
        Language::install(QStringLiteral("zh_CN"));
        auto imported = AcceptanceImport::check(**db, q, GpuCatalog::shipped(),
                                                parseDeliveryReport(fixture("h100-low-nccl.txt")), true);
        Language::install(QStringLiteral("en"));
        QVERIFY(imported.ok());
        ChecklistItem nccl = item("acc-nccl");
        QVERIFY2(nccl.evidenceIn(false).startsWith(QStringLiteral("bus bandwidth 301.7")),
                 qPrintable(nccl.evidenceIn(false)));
        QVERIFY2(nccl.evidenceIn(true).startsWith(QStringLiteral("总线带宽 301.7")),
                 qPrintable(nccl.evidenceIn(true)));
        QVERIFY(!nccl.evidenceIn(false).contains(QStringLiteral("总线带宽")));
        QVERIFY(nccl.evidenceIn(false).contains(QStringLiteral("Recorded by hand before: ") + typed));
        QVERIFY(nccl.evidenceIn(true).contains(QStringLiteral("all_reduce_perf")) ||
                nccl.evidenceIn(true).contains(QStringLiteral("301.7")));
        QVERIFY(!nccl.reportLines.isEmpty());
        QVERIFY(store.setItem(nccl.id, ItemStatus::Confirmed, nccl.evidence).ok());
        QCOMPARE(item("acc-nccl").findingEn, nccl.findingEn);
        QVERIFY(store.setItem(nccl.id, ItemStatus::Confirmed, QStringLiteral("retested by 李四")).ok());
        nccl = item("acc-nccl");
        QVERIFY(nccl.findingZh.isEmpty() && nccl.findingEn.isEmpty());
        QCOMPARE(nccl.evidenceIn(false), QStringLiteral("retested by 李四"));
        QCOMPARE(nccl.evidenceIn(true), QStringLiteral("retested by 李四"));
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString dbPath = dir.filePath(QStringLiteral("cli.sqlite"));
        auto run = [&](QStringList args, QString* output = nullptr) {
            QString out, err;
            QTextStream o(&out), e(&err);
            args.prepend(QStringLiteral("gpuplan"));
            args << QStringLiteral("--database") << dbPath;
            const int rc = cli::run(args, o, e);
            if (output)
                *output = out + err;
            return rc;
        };
        // Demo quote 1: 8 × H100 SXM5 80GB, 112 cores, 2048 GB, 15 TB NVMe, InfiniBand 400 Gb/s.
        const QString dirFix = QStringLiteral(GPUPLAN_FIXTURES "/acceptance/");
        QString out;
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("check"), QStringLiteral("--quote"),
                      QStringLiteral("1"), dirFix + QStringLiteral("h100-8x-sxm.txt")},
                     &out),
                 0);
        QVERIFY2(out.contains(QStringLiteral("0 failed")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("Recorded on")));
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("check"), QStringLiteral("--quote"),
                      QStringLiteral("1"), dirFix + QStringLiteral("h100-xid.txt"), QStringLiteral("--json")},
                     &out),
                 1);
        QVERIFY2(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("failed")).toInt() == 1,
                 qPrintable(out));
        for (const char* bad : {"empty.txt", "garbage.txt", "no-such-file.txt"})
            QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("check"), QStringLiteral("--quote"),
                          QStringLiteral("1"), dirFix + QString::fromLatin1(bad)}),
                     2);
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("check"), QStringLiteral("--quote"),
                      QStringLiteral("999"), dirFix + QStringLiteral("h100-8x-sxm.txt")}),
                 2);
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("check"), QStringLiteral("--quote"),
                      QStringLiteral("x"), dirFix + QStringLiteral("h100-8x-sxm.txt")}),
                 2);
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("script"), QStringLiteral("--quote"),
                      QStringLiteral("1")},
                     &out),
                 0);
        QVERIFY(out.startsWith(QStringLiteral("#!/usr/bin/env bash")));
        const QString file = dir.filePath(QStringLiteral("accept.sh"));
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("script"), QStringLiteral("--quote"),
                      QStringLiteral("1"), QStringLiteral("--out"), file}),
                 0);
        QVERIFY(QFile::exists(file));
        QCOMPARE(run({QStringLiteral("acceptance"), QStringLiteral("script"), QStringLiteral("--quote"),
                      QStringLiteral("1"), QStringLiteral("--out"), dbPath}),
                 2); // never over the database: a target that is not a file to write is bad input
    }
};

QTEST_GUILESS_MAIN(TestAcceptance)
#include "tst_acceptance.moc"
