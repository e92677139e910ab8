// `gpuplan contract` as a buyer and a finance approver run it (issue 62): the signed quote becomes a
// contract, the servers' acceptance and an outage are recorded, the vendor's November bill (the Excel
// workbook of tests/fixtures/excel/bill-excel.xlsx, worked out by hand in tests/core/tst_bill.cpp) is
// matched, kept, refused approval by whoever prepared it and approved by someone else; the statement's PDF
// read in both languages; the command line's answer is core's (the same JSON as ContractService gives).
#include "contract/Statement.h"
#include "service/ContractService.h"
#include "storage/ContractStore.h"
#include "storage/Database.h"
#include "util/Language.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace gpuplan;

namespace {
struct Run
{
    int code = -1;
    QString out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

QString fixture(const char* name)
{
    return QStringLiteral(GPUPLAN_FIXTURES "/excel/") + QLatin1String(name);
}
} // namespace

class TestContractCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)); }
    Run run(const QStringList& args, const QString& user = QStringLiteral("zhang.san"),
            const QString& command = QStringLiteral("contract"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("USER"), user);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI_PATH),
                QStringList{command} + args + QStringList{QStringLiteral("--database"), path("c.sqlite")});
        p.waitForFinished(60000);
        return Run{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                   QString::fromUtf8(p.readAllStandardError())};
    }
    static QStringList words(const char* s) { return QString::fromUtf8(s).split(QLatin1Char(' ')); }
    static void write(const QString& file, const QByteArray& bytes)
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    static QString pdfText(const QString& pdf)
    {
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        text.waitForFinished(30000);
        return QString::fromUtf8(text.readAllStandardOutput());
    }

private slots:
    // As the command line in C.UTF-8: English words, numbers and money as en_US writes them.
    void initTestCase() { QVERIFY(Language::install(QStringLiteral("en"))); }

    void signMatchApprove()
    {
        // The signed quote: 3 servers × 8 H100, ¥22.00 per GPU-hour VAT excluded, 6 %, special invoice, 4 h.
        write(path("q.csv"),
              "provider,quote_number,quote_date,gpu,gpus_per_server,servers,price,currency,price_unit,"
              "vat_included,vat_percent,billing,sla_response_hours,sla_replacement_hours,invoice_type\n"
              "北京算力港科技有限公司,Q-118,2026-09-20,h100-sxm-80g,8,3,22.00,CNY,gpu-hour,no,6,hour,0.5,4,"
              "special\n");
        QProcess import;
        import.start(QStringLiteral(GPUPLAN_CLI_PATH),
                     {QStringLiteral("quotes"), QStringLiteral("import"), path("q.csv"),
                      QStringLiteral("--database"), path("c.sqlite"), QStringLiteral("--json")});
        import.waitForFinished(60000);
        QCOMPARE(import.exitCode(), 0);
        QProcess list;
        list.start(QStringLiteral(GPUPLAN_CLI_PATH),
                   {QStringLiteral("quotes"), QStringLiteral("list"), QStringLiteral("--database"),
                    path("c.sqlite"), QStringLiteral("--json")});
        list.waitForFinished(60000);
        QString quote;
        for (const QJsonValue& q : QJsonDocument::fromJson(list.readAllStandardOutput())
                                       .object()
                                       .value(QStringLiteral("quotes"))
                                       .toArray())
            if (q.toObject().value(QStringLiteral("quote_number")).toString() == QLatin1String("Q-118"))
                quote = QString::number(q.toObject().value(QStringLiteral("id")).toInteger());
        QVERIFY(!quote.isEmpty());

        const Run created =
            run(words("create --number HT-2026-118 --start 2026-10-01 --term 12 --servers "
                      "node-01,node-02,node-03 --schedule 99.9:20,99:30,95:50 --cap 50 --json --quote") +
                QStringList{quote});
        QVERIFY2(created.code == 0, qPrintable(created.err));
        QCOMPARE(created.json().value(QStringLiteral("unit_price")).toString(), QStringLiteral("22.00 CNY"));
        QCOMPARE(created.json().value(QStringLiteral("named_servers")).toArray().size(), 3);
        for (const char* s : {"node-01 --accepted 2026-09-28T10:00", "node-02 --accepted 2026-11-05T00:00",
                              "node-03 --accepted 2026-11-20T15:00"}) {
            QStringList args = words("server --contract HT-2026-118 --server");
            args += QString::fromUtf8(s).split(QLatin1Char(' '));
            const Run r = run(args);
            QVERIFY2(r.code == 0, qPrintable(r.err));
        }
        write(path("停机.csv"),
              "服务器,开始,结束,原因,计入\nnode-01,2026-11-10 08:00,2026-11-10 20:00,GPU 掉卡,是\n");
        QCOMPARE(run(words("outages --contract 1 --outages") + QStringList{path("停机.csv")}).code, 0);

        // The bill matched: payable ¥255,848.38, disputed ¥85,313.66 (tst_bill's hand calculation).
        const QStringList bill = QStringList{QStringLiteral("bill"), fixture("bill-excel.xlsx")} +
                                 words("--contract HT-2026-118 --month 2026-11");
        const Run matched = run(bill + words("--json"));
        QVERIFY2(matched.code == 0, qPrintable(matched.err));
        QCOMPARE(matched.json().value(QStringLiteral("payable_total")).toString(),
                 QStringLiteral("255848.38 CNY"));
        QCOMPARE(matched.json().value(QStringLiteral("disputed")).toString(), QStringLiteral("85313.66 CNY"));
        QCOMPARE(matched.json().value(QStringLiteral("differences")).toArray().size(), 9);
        // One answer: the command line prints what core's ContractService gives for the same contract and
        // file.
        {
            auto db = Database::open(path("c.sqlite"));
            QVERIFY(db.ok());
            const ContractService service(db->get());
            const Contract c = service.store().find(QStringLiteral("HT-2026-118")).value();
            QFile f(fixture("bill-excel.xlsx"));
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto r = service.matchBill(c, f.readAll(), fixture("bill-excel.xlsx"), QDate(2026, 11, 1));
            QVERIFY(r.ok());
            QCOMPARE(matched.json(), reconciliationJson(r.value()));
        }

        // Kept by zhang.san, who cannot approve it; li.si can, once.
        const Run kept = run(bill + words("--record --lang zh_CN"));
        QVERIFY2(kept.code == 0, qPrintable(kept.err));
        QVERIFY2(kept.out.contains(QStringLiteral("经办人 zhang.san")), qPrintable(kept.out));
        const Run self = run(words("approve --bill 1"));
        QCOMPARE(self.code, 2);
        QVERIFY2(self.err.contains(QStringLiteral("separation of duties")), qPrintable(self.err));
        QCOMPARE(run(words("approve --bill 1"), QStringLiteral("li.si")).code, 0);
        QCOMPARE(run(words("approve --bill 1"), QStringLiteral("wang.wu")).code, 2);
        const Run bills = run(words("bills --contract 1 --json"));
        QCOMPARE(bills.json()
                     .value(QStringLiteral("bills"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("approved_by")),
                 QStringLiteral("li.si"));
        QCOMPARE(run(bill + words("--record")).code, 2); // an approved month is not replaced

        // The statement as finance reads it, both languages.
        const Run pdf = run(bill + QStringList{QStringLiteral("--pdf"), path("对账单.pdf"),
                                               QStringLiteral("--xlsx"), path("对账单.xlsx")});
        QVERIFY2(pdf.code == 0, qPrintable(pdf.err));
        const QString text = pdfText(path("对账单.pdf"));
        for (const char* expected :
             {"对账单", "Reconciliation statement", "HT-2026-118", "北京算力港科技有限公司", "¥255,848.38",
              "¥85,313.66", "−¥37,593.60", "应付价税合计", "Payable total", "验收合格之前计费", "¥16,896.00",
              "passed acceptance", "增值税专用发票", "付款审批", "Approved for payment"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
        QVERIFY(QFile::exists(path("对账单.xlsx")));
    }

    // Renewal, 46 days before the term ends (2027-09-30): a new vendor's quote of ¥20.00 per GPU-hour with a
    // ¥30,000.00 setup fee for the same 24 H100 GPUs over 12 months of 730 h costs 24 × 8,760 × 20 + 30,000 =
    // ¥4,234,800.00, plus 3 days of both running at ¥22.00: 72 × 24 × 22 = ¥38,016.00; continuing costs
    // 24 × 8,760 × 22 = ¥4,625,280.00: switching saves ¥352,464.00; renewing wins at 22 × 4,272,816 ÷
    // 4,625,280 = ¥20.32 or less.
    void renewal()
    {
        write(path("q2.csv"),
              "provider,quote_number,quote_date,valid_until,gpu,gpus_per_server,servers,price,"
              "currency,price_unit,vat_included,vat_percent,setup_fee,billing,invoice_type\n"
              "上海智算云,Q-201,2027-08-01,2027-12-31,h100-sxm-80g,8,4,20.00,CNY,gpu-hour,no,6,30000,"
              "hour,special\n");
        QProcess import;
        import.start(QStringLiteral(GPUPLAN_CLI_PATH),
                     {QStringLiteral("quotes"), QStringLiteral("import"), path("q2.csv"),
                      QStringLiteral("--database"), path("c.sqlite")});
        import.waitForFinished(60000);
        QCOMPARE(import.exitCode(), 0);
        qputenv("GPUPLAN_TODAY", "2027-08-15");
        const Run r = run(words("renewal --contract HT-2026-118 --json"));
        const Run list = run(words("list"));
        qunsetenv("GPUPLAN_TODAY");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject a = r.json();
        QCOMPARE(a.value(QStringLiteral("days_left")).toInt(), 46);
        QVERIFY(a.value(QStringLiteral("due")).toBool());
        const QJsonArray options = a.value(QStringLiteral("options")).toArray();
        QCOMPARE(options.first().toObject().value(QStringLiteral("total")).toString(),
                 QStringLiteral("4625280.00 CNY"));
        bool seen = false;
        for (const QJsonValue& o : options)
            if (o.toObject().value(QStringLiteral("vendor")).toString() == QStringLiteral("上海智算云")) {
                seen = true;
                QCOMPARE(o.toObject().value(QStringLiteral("total")).toString(),
                         QStringLiteral("4272816.00 CNY"));
                QCOMPARE(o.toObject().value(QStringLiteral("saving")).toString(),
                         QStringLiteral("352464.00 CNY"));
            }
        QVERIFY(seen);
        QCOMPARE(a.value(QStringLiteral("break_even")).toString(), QStringLiteral("20.32 CNY"));
        QVERIFY2(a.value(QStringLiteral("recommendation")).toString().contains(QStringLiteral("上海智算云")),
                 qPrintable(a.value(QStringLiteral("recommendation")).toString()));
        QVERIFY2(list.out.contains(QStringLiteral("46 days left")), qPrintable(list.out));
        QCOMPARE(run(words("renewal --contract HT-2026-118 --price 0")).code, 2);
        QCOMPARE(run(words("renewal --contract HT-2026-118 --months x")).code, 2);
    }

    // The vendor's record from what was kept: one contract, one statement kept and disputed (¥85,313.66),
    // nine differences, one outage of 12 h, one server-month with an SLA credit (node-01, 30 % = ¥37,593.60),
    // no failed delivery report, and two servers accepted after the term began on 2026-10-01: node-02 on
    // 11-05 and node-03 on 11-20 15:00, 50 days 15 h = 50.625 days late.
    void vendorRecord()
    {
        const Run r = run(words("vendors --json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject v = r.json().value(QStringLiteral("vendors")).toArray().first().toObject();
        QCOMPARE(v.value(QStringLiteral("vendor")).toString(), QStringLiteral("北京算力港科技有限公司"));
        QCOMPARE(v.value(QStringLiteral("contracts")).toInt(), 1);
        QCOMPARE(v.value(QStringLiteral("statements")).toInt(), 1);
        QCOMPARE(v.value(QStringLiteral("disputed")).toString(), QStringLiteral("85313.66 CNY"));
        QCOMPARE(v.value(QStringLiteral("differences")).toInt(), 9);
        QCOMPARE(v.value(QStringLiteral("outages")).toInt(), 1);
        QCOMPARE(v.value(QStringLiteral("outage_hours")).toDouble(), 12.0);
        QCOMPARE(v.value(QStringLiteral("sla_breaches")).toInt(), 1);
        QCOMPARE(v.value(QStringLiteral("credits")).toString(), QStringLiteral("37593.60 CNY"));
        QCOMPARE(v.value(QStringLiteral("acceptance_failures")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("late_servers")).toInt(), 2);
        QCOMPARE(v.value(QStringLiteral("most_days_late")).toDouble(), 50.625);
        // 履约评价, a quarter each: bills 1 − 1/1 = 0; service 1 − 1/3 server-months = 2/3; deliveries
        // (no delivery report kept: nothing on record) 1; dates 1 − 2/3 servers late = 1/3.
        // Share = (0 + 2/3 + 1 + 1/3) ÷ 4 = 0.5.
        QCOMPARE(v.value(QStringLiteral("server_months")).toInt(), 3);
        QCOMPARE(v.value(QStringLiteral("servers_accepted")).toInt(), 3);
        QCOMPARE(v.value(QStringLiteral("delivery_reports")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("record_share")).toDouble(), 0.5);
        QCOMPARE(
            v.value(QStringLiteral("record_basis")).toString(),
            QStringLiteral("1 of 1 monthly statements disputed; 1 of 3 server-months with an SLA credit; "
                           "no delivery report; 2 of 3 servers accepted late"));
    }

    // A purchase that weighs the record (履约评价, weights 60, 10, 10, 10, 10) between the vendor above and
    // one new to the buyer, both offering the same: H800, 2 servers × ¥60,000 per server-month incl. 6 %,
    // special invoice, delivered 2026-12-10, SLA 2 h / 24 h. Price, delivery, SLA and invoice earn the same
    // 60 + 10 + 10 + 10 = 90 each; the record 0.5 × 10 = 5 for 北京算力港 and the whole 10 for 西部智算,
    // which has no contract on record: 西部智算 95 + 5 = 100 first, 北京算力港 95.
    void recordWeighedInAPurchase()
    {
        const auto tender = [&](const QStringList& args) {
            return run(args, QStringLiteral("zhang.san"), QStringLiteral("tender"));
        };
        Run r = tender(
            {QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("续租比价"),
             QStringLiteral("--procurement"), QStringLiteral("company"), QStringLiteral("--plan-file"),
             QStringLiteral(GPUPLAN_FIXTURES "/tender/job.gpuplan"), QStringLiteral("--vendors"),
             QStringLiteral("北京算力港,西部智算"), QStringLiteral("--evaluation"), QStringLiteral("scoring"),
             QStringLiteral("--weights"), QStringLiteral("60,10,10,10,10"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().value(QStringLiteral("id")).toInteger());
        QCOMPARE(tender({QStringLiteral("open"), id}).code, 0);
        write(path("offers.csv"),
              "供应商,报价日期,有效期至,GPU型号,每台GPU数,台数,单价,币种,计价单位,是否含税,税率,发票类型,"
              "交付日期,响应时间（小时）,硬件更换时间（小时）\n"
              "北京算力港,2026-11-20,2099-12-31,H800,8,2,60000,CNY,台月,是,6,专票,2026-12-10,2,24\n"
              "西部智算,2026-11-21,2099-12-31,H800,8,2,60000,CNY,台月,是,6,专票,2026-12-10,2,24\n");
        r = tender({QStringLiteral("offer"), id, path("offers.csv")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(tender({QStringLiteral("close"), id}).code, 0);
        r = tender({QStringLiteral("evaluate"), id, QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.json().value(QStringLiteral("winner")).toString(), QStringLiteral("西部智算"));
        QHash<QString, QJsonObject> by;
        for (const QJsonValue& v : r.json().value(QStringLiteral("offers")).toArray())
            by.insert(v.toObject().value(QStringLiteral("vendor")).toString(), v.toObject());
        const QJsonObject known = by.value(QStringLiteral("北京算力港"));
        const QJsonObject fresh = by.value(QStringLiteral("西部智算"));
        QCOMPARE(known.value(QStringLiteral("record_share")).toDouble(), 0.5);
        QCOMPARE(known.value(QStringLiteral("score")).toObject().value(QStringLiteral("record")).toDouble(),
                 5.0);
        QCOMPARE(known.value(QStringLiteral("score")).toObject().value(QStringLiteral("total")).toDouble(),
                 95.0);
        QVERIFY(known.value(QStringLiteral("record_basis"))
                    .toString()
                    .contains(QStringLiteral("2 of 3 servers")));
        QCOMPARE(fresh.value(QStringLiteral("record_share")).toDouble(), 1.0);
        QCOMPARE(fresh.value(QStringLiteral("score")).toObject().value(QStringLiteral("total")).toDouble(),
                 100.0);
        QVERIFY(
            fresh.value(QStringLiteral("record_basis")).toString().contains(QStringLiteral("no contract")));
        // The report states the rule and each vendor's record, in both languages.
        r = tender({QStringLiteral("report"), id, QStringLiteral("--pdf"), path("tender.pdf")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString text = pdfText(path("tender.pdf")).simplified();
        for (const char* s : {"履约评价", "Record of 北京算力港", "2 of 3 servers accepted late",
                              "3 台服务器中 2 台验收延迟"})
            QVERIFY2(text.contains(QString::fromUtf8(s)), s);
        // Five weights that do not add up to 100: named, nothing created.
        r = tender({QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("x"),
                    QStringLiteral("--procurement"), QStringLiteral("company"), QStringLiteral("--plan-file"),
                    QStringLiteral(GPUPLAN_FIXTURES "/tender/job.gpuplan"), QStringLiteral("--evaluation"),
                    QStringLiteral("scoring"), QStringLiteral("--weights"),
                    QStringLiteral("60,10,10,10,20")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("110")), qPrintable(r.err));
    }

    // Bad input: named, exit 2, nothing kept.
    void badInput()
    {
        QCOMPARE(run(words("create --number X --start 2026-10-01 --term 12 --quote 999")).code, 2);
        QCOMPARE(run(words("show --contract HT-404")).code, 2);
        QCOMPARE(run(words("frobnicate")).code, 2);
        const Run noMonth = run(QStringList{QStringLiteral("bill"), fixture("bill-excel.xlsx")} +
                                words("--contract 1 --month 11/2026"));
        QCOMPARE(noMonth.code, 2);
        QVERIFY(noMonth.err.contains(QStringLiteral("--month")));
        // A bill of another contract: each row named, nothing kept.
        write(path("other.csv"), "合同编号,服务器,数量,单位,单价,金额\nHT-9,node-01,1,卡时,22,22.00\n");
        const Run other = run(QStringList{QStringLiteral("bill"), path("other.csv")} +
                              words("--contract 1 --month 2026-12 --record"));
        QCOMPARE(other.code, 2);
        QVERIFY2(other.err.contains(QStringLiteral("other.csv, line 2, column 合同编号")),
                 qPrintable(other.err));
        const Run bills = run(words("bills --contract 1 --json"));
        QCOMPARE(bills.json().value(QStringLiteral("bills")).toArray().size(), 1); // November only
    }

    // Issue 62 item 3: an outage from a server's health report. The report says what failed (a GPU missing
    // against the contract's 8, GPUs nvidia-smi cannot reach, hardware Xid events: 48 and 79 of NVIDIA's Xid
    // catalog, not 13, which programs cause) and of which server; the buyer says when.
    void outageFromAHealthReport()
    {
        const QString xid = QStringLiteral(GPUPLAN_FIXTURES "/acceptance/h100-xid.txt");
        const QStringList when = {QStringLiteral("--from"), QStringLiteral("2026-12-02 09:41"),
                                  QStringLiteral("--until"), QStringLiteral("2026-12-02 15:00")};
        // The report's host (gpu-node-01) is not a server of the contract: named, nothing recorded.
        const Run host = run(words("outages --contract 1 --report") + QStringList{xid} + when);
        QCOMPARE(host.code, 2);
        QVERIFY2(host.err.contains(QStringLiteral("gpu-node-01")) &&
                     host.err.contains(QStringLiteral("--server")),
                 qPrintable(host.err));
        // No times: the refusal names the option.
        const Run noTime = run(words("outages --contract 1 --server node-02 --report") + QStringList{xid});
        QCOMPARE(noTime.code, 2);
        QVERIFY2(noTime.err.contains(QStringLiteral("--from")), qPrintable(noTime.err));
        // A healthy server's report holds no outage.
        const Run healthy =
            run(words("outages --contract 1 --server node-02 --report") +
                QStringList{QStringLiteral(GPUPLAN_FIXTURES "/acceptance/h100-8x-sxm.txt")} + when);
        QCOMPARE(healthy.code, 2);
        QVERIFY2(healthy.err.contains(QStringLiteral("no outage in it")), qPrintable(healthy.err));
        // Recorded: one outage of node-02 with the evidence and the file as its cause.
        const Run ok = run(words("outages --contract 1 --server node-02 --report") + QStringList{xid} + when);
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
        QVERIFY2(
            ok.out.contains(QStringLiteral("Outage recorded for contract HT-2026-118: node-02, 2026-12-02 "
                                           "09:41 – 2026-12-02 15:00 (China time), hardware Xid 48, 79")),
            qPrintable(ok.out));
        const Run missing =
            run(words("outages --contract 1 --server node-03 --report") +
                QStringList{QStringLiteral(GPUPLAN_FIXTURES "/acceptance/h100-missing-gpu.txt")} + when);
        QVERIFY2(missing.code == 0, qPrintable(missing.err));
        const Run list = run(words("outages --contract 1"));
        QVERIFY2(list.out.contains(QStringLiteral("3 outages on record")), qPrintable(list.out));
        QVERIFY2(list.out.contains(QStringLiteral("hardware Xid 48, 79 (report h100-xid.txt)")),
                 qPrintable(list.out));
        QVERIFY2(list.out.contains(QStringLiteral("7 of 8 GPUs seen")), qPrintable(list.out));
        QVERIFY2(list.out.contains(QStringLiteral("2026-12-02 09:41")), qPrintable(list.out));
    }

    // An amendment (补充协议) from 2026-12-01: ¥22.00 → ¥20.00 per GPU-hour, the term 12 → 18 months.
    // November's statement is kept, so an amendment from November is refused; December's bill is matched at
    // ¥20.00 (a line at ¥22.00 is a price difference of ¥2.00 × 5,952 GPU-hours = ¥11,904.00 ex VAT),
    // November's still at ¥22.00 (the nine differences as before).
    void amendedTermsMatchEachMonth()
    {
        Run r = run(words("amend --contract 1 --number BC-01 --effective 2026-11-01 --price 20"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("2026-11")) && r.err.contains(QStringLiteral("2026-12-01")),
                 qPrintable(r.err));
        r = run(words("amend --contract 1 --number BC-01 --effective 2026-12-15 --price 20"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("first day of a month")), qPrintable(r.err));
        r = run(
            words("amend --contract 1 --number BC-01 --effective 2026-12-01 --price 20 --term 18 --reason "
                  "降价续期 --json"));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.json()
                     .value(QStringLiteral("before"))
                     .toObject()
                     .value(QStringLiteral("unit_price"))
                     .toString(),
                 QStringLiteral("22.00 CNY"));
        QCOMPARE(
            r.json().value(QStringLiteral("after")).toObject().value(QStringLiteral("term_months")).toInt(),
            18);
        QCOMPARE(run(words("amend --contract 1 --number BC-01 --effective 2027-01-01 --price 19")).code, 2);
        r = run(words("amendments --contract 1 --json"));
        QCOMPARE(r.json().value(QStringLiteral("amendments")).toArray().size(), 1);
        r = run(words("show --contract 1"));
        QVERIFY2(r.out.contains(QStringLiteral("18 months")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Amended by BC-01 from 2026-12-01: unit price")),
                 qPrintable(r.out));
        r = run(words("show --contract 1 --json"));
        QCOMPARE(r.json().value(QStringLiteral("amendments")).toArray(), QJsonArray{QStringLiteral("BC-01")});

        const auto priceDifferences = [&](const char* price, const char* amount) {
            write(path("dec.csv"),
                  QByteArray("合同编号,服务器,数量,单位,单价,金额\nHT-2026-118,node-01,5952,卡时,") + price +
                      ',' + amount + '\n');
            const Run b = run(QStringList{QStringLiteral("bill"), path("dec.csv")} +
                              words("--contract 1 --month 2026-12 --json"));
            QStringList amounts;
            for (const QJsonValue& d : b.json().value(QStringLiteral("differences")).toArray())
                if (d.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("price"))
                    amounts << d.toObject().value(QStringLiteral("amount")).toString();
            return amounts;
        };
        QCOMPARE(priceDifferences("22.00", "130944.00"), QStringList{QStringLiteral("11904.00 CNY")});
        QCOMPARE(priceDifferences("20.00", "119040.00"), QStringList());
        const Run november = run(QStringList{QStringLiteral("bill"), fixture("bill-excel.xlsx")} +
                                 words("--contract 1 --month 2026-11 --json"));
        QCOMPARE(november.json().value(QStringLiteral("differences")).toArray().size(), 9);
    }

    // One outage by hand: the server, when, what happened; planned maintenance the contract allows is kept
    // but not counted. Each refusal names its option and records nothing.
    void outageByHand()
    {
        const auto byHand = [&](const char* server, const char* from, const char* until, const char* cause) {
            QStringList args = words("outages --contract 1");
            for (const auto& [option, value] : {std::pair{"--server", server}, std::pair{"--from", from},
                                                std::pair{"--until", until}, std::pair{"--cause", cause}})
                if (value)
                    args << QString::fromLatin1(option) << QString::fromUtf8(value);
            return run(args);
        };
        Run r = byHand("node-09", "2026-12-03 08:00", "2026-12-03 09:00", "掉卡");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--server")) && r.err.contains(QStringLiteral("node-09")),
                 qPrintable(r.err));
        r = byHand("node-01", "2026-12-03 08:00", "2026-12-03 07:00", "掉卡");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--until")), qPrintable(r.err));
        r = byHand("node-01", "2026-12-03 08:00", nullptr, "掉卡");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--until")), qPrintable(r.err));
        r = byHand("node-01", "2026-12-03 08:00", "2026-12-03 09:00", nullptr);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--cause")), qPrintable(r.err));
        r = byHand("node-01", "2026-12-03 08:00", "2026-12-03 10:30", "GPU 3 掉卡，已更换");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(QStringLiteral("node-01, 2026-12-03 08:00 – 2026-12-03 10:30 (China time), GPU 3 "
                                          "掉卡，已更换")),
            qPrintable(r.out));
        r = run(words("outages --contract 1 --server node-02 --cause maintenance --not-counted") +
                QStringList{QStringLiteral("--from"), QStringLiteral("2026-12-04 02:00"),
                            QStringLiteral("--until"), QStringLiteral("2026-12-04 04:00")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Kept in UTC: 08:00 China time is 00:00 UTC; listed again in China time, the second not counted.
        auto db = Database::open(path("c.sqlite"));
        QVERIFY(db.ok());
        const QList<Outage> kept = ContractService(db->get()).store().outages(1).value();
        QCOMPARE(kept.size(), 5);
        QCOMPARE(kept[3].start, QDateTime(QDate(2026, 12, 3), QTime(0, 0), QTimeZone::utc()));
        QVERIFY(kept[3].counted);
        QVERIFY(!kept[4].counted);
    }
};

QTEST_GUILESS_MAIN(TestContractCli)
#include "tst_contractcli.moc"
