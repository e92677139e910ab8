// After the signature (issue 62 items 1–3), on both back ends (tst_contractstore on a file,
// tst_contractstore_postgres on the private server): a signed quote becomes a contract with its servers'
// acceptance from the delivery reports; outages and bills are kept whole or not at all; a statement with rows
// left out is kept only when the user accepts them; approval for payment by someone other than who prepared
// it; every step on record.
#include "TestDatabases.h"
#include "service/ContractService.h"
#include "storage/AcceptanceStore.h"
#include "storage/QuoteStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

namespace {
AcceptanceFinding finding(ItemStatus status)
{
    AcceptanceFinding f;
    f.code = QStringLiteral("acc-smi");
    f.status = status;
    f.message = f.messageEn = QStringLiteral("8 GPUs seen");
    f.messageZh = QStringLiteral("识别到 8 块 GPU");
    return f;
}

Quote signedQuote(const Quote& demo)
{
    Quote q = demo;
    q.id = 0;
    q.demo = false;
    q.provider = QStringLiteral("北京算力港科技有限公司");
    q.quoteNumber = QStringLiteral("Q-118");
    q.gpuId = QStringLiteral("h100-sxm-80g");
    q.servers = 3;
    q.gpusPerServer = 8;
    q.price = PriceTerm{};
    q.price.price = Money(2200, Currency::CNY);
    q.price.unit = PriceUnit::GpuHour;
    q.price.billing = Billing::Hour;
    q.price.vatBasisPoints = 600;
    q.invoiceType = QStringLiteral("special");
    q.slaResponseHours = 0.5;
    q.slaReplacementHours = 4;
    return q;
}

// 2 servers × 720 h × 8 GPUs × ¥22.00 = ¥126,720.00 each; node-02 failed its acceptance: nothing may be
// billed.
const char* kBill = "服务器,数量,单位,单价,金额,税率\n"
                    "node-01,5760,卡时,22,126720.00,6%\n"
                    "node-03,5760,卡时,22,126720.00,6%\n";
} // namespace

class TestContractStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString database(const char* name)
    {
        return storagetest::database(QDir(m_dir.path()), QStringLiteral("tcon_"), name);
    }

private slots:
    void signMatchKeepApprove()
    {
        const QString path = database("sign");
        qputenv("USER", "zhang.san");
        auto db = storagetest::open(path);
        QVERIFY(db.ok());
        auto quoteId = QuoteStore(**db).add(signedQuote(QuoteStore(**db).list()->first()));
        QVERIFY(quoteId.ok());
        const Quote q = QuoteStore(**db).get(quoteId.value()).value();
        AcceptanceStore reports(**db);
        QVERIFY(reports
                    .record(q, QStringLiteral("node-01"), QStringLiteral("n1.txt"),
                            {finding(ItemStatus::Confirmed)})
                    .ok());
        QVERIFY(
            reports
                .record(q, QStringLiteral("node-02"), QStringLiteral("n2.txt"), {finding(ItemStatus::Failed)})
                .ok());

        const ContractService contracts(db->get());
        ContractService::Signing s;
        s.quoteId = q.id;
        s.number = QStringLiteral("HT-2026-118");
        s.start = QDate(2026, 10, 1);
        s.termMonths = 12;
        s.sla = SlaSchedule::example();
        auto c = contracts.sign(s);
        QVERIFY2(c.ok(), qPrintable(c.ok() ? QString() : c.error().toString()));
        // The servers from the delivery reports; node-01 passed (accepted when its report came), node-02
        // failed.
        QCOMPARE(c->serverNames(), (QStringList{QStringLiteral("node-02"), QStringLiteral("node-01")}));
        QVERIFY(c->server(QStringLiteral("node-01"))->acceptedAt.isValid());
        QVERIFY(!c->server(QStringLiteral("node-02"))->acceptedAt.isValid());
        QCOMPARE(c->price.price, Money(2200, Currency::CNY));
        QCOMPARE(c->price.unit, PriceUnit::GpuHour);
        QCOMPARE(c->price.vatBasisPoints, 600);
        QCOMPARE(c->invoiceType, QStringLiteral("special"));
        QCOMPARE(c->replacementHours, 4.0);
        QCOMPARE(c->sla.tiersText(), QStringLiteral("99.9:20,99:30,95:50"));
        QCOMPARE(c->sla.capMilli, qint64(50000));
        QVERIFY(!contracts.sign(s).ok()); // the number is taken

        ContractStore store = contracts.store();
        const QDateTime before = *readChinaTime(QStringLiteral("2026-09-30 12:00"));
        QVERIFY(store.setServer(c->id, QStringLiteral("node-01"), before).ok());
        QVERIFY(store.setServer(c->id, QStringLiteral("node-03"), before).ok());
        QCOMPARE(store.setServer(c->id, QStringLiteral("node-04"), before).error().field,
                 QStringLiteral("server"));
        QCOMPARE(
            store.setServer(c->id, QStringLiteral("node-03"), *readChinaTime(QStringLiteral("2027-10-01")))
                .error()
                .field,
            QStringLiteral("accepted"));

        // Outages all or none: one line naming a server the contract lacks writes nothing.
        Result<QList<Outage>> outages =
            parseOutages("server,start,end\nnode-01,2026-11-10 08:00,2026-11-10 20:00\n"
                         "node-09,2026-11-11 08:00,2026-11-11 09:00\n",
                         QStringLiteral("o.csv"));
        QVERIFY(outages.ok());
        QVERIFY(!store.addOutages(c->id, outages.value(), QStringLiteral("o.csv")).ok());
        QCOMPARE(store.outages(c->id)->size(), 0);
        QList<Outage> good = outages.value();
        good.removeLast();
        QCOMPARE(store.addOutages(c->id, good, QStringLiteral("o.csv")).value(), 1);

        const Contract signedC = store.get(c->id).value();
        // The stored outage is matched: node-01 8 h beyond the 4 h allowed = 64 GPU-h × 22 = ¥1,408.00;
        // availability 98.33 % → 30 % of ¥125,312.00 = ¥37,593.60.
        auto r = contracts.matchBill(signedC, kBill, QStringLiteral("bill.csv"), QDate(2026, 11, 1));
        QVERIFY(r.ok());
        QCOMPARE(r->problems.size(), 0);
        QCOMPARE(r->creditDue, Money(3759360, Currency::CNY));
        QCOMPARE(r->dueExVat, Money(12531200 + 12672000, Currency::CNY));

        // A bill with a row left out is kept only when the rows shown are accepted.
        auto partial = contracts.matchBill(signedC, QByteArray(kBill) + "node-09,1,卡时,22,22.00,6%\n",
                                           QStringLiteral("bill2.csv"), QDate(2026, 11, 1));
        QVERIFY(partial.ok());
        QCOMPARE(partial->problems.size(), 1);
        QVERIFY(!contracts.recordBill(signedC, partial.value(), false).ok());
        QCOMPARE(store.bills(c->id)->size(), 0);
        QVERIFY(contracts.recordBill(signedC, partial.value(), true).ok());
        // … and replaced by the corrected one while not approved.
        auto kept = contracts.recordBill(signedC, r.value(), false);
        QVERIFY(kept.ok());
        auto bills = store.bills(c->id);
        QCOMPARE(bills->size(), 1);
        QCOMPARE(bills->first().file, QStringLiteral("bill.csv"));
        QCOMPARE(bills->first().payableTotal, r->payableTotal);
        QCOMPARE(bills->first().preparedBy, (*db)->userName());
        QCOMPARE(bills->first().statement.value(QStringLiteral("payable_total")).toString(),
                 r->payableTotal.toString());

        // Who prepared it cannot approve it.
        QCOMPARE(store.approveBill(kept.value()).error().field, QStringLiteral("bill"));
        if ((*db)->backend() == SqlDialect::Backend::Sqlite) {
            qputenv("USER", "li.si");
            auto other = storagetest::open(path);
            QVERIFY(other.ok());
            QVERIFY(ContractStore(**other).approveBill(kept.value()).ok());
            QCOMPARE(ContractStore(**other).bills(c->id)->first().approvedBy, QStringLiteral("li.si"));
            QVERIFY(!ContractStore(**other).approveBill(kept.value()).ok()); // approved already
            // An approved month is not replaced.
            QCOMPARE(ContractService(other->get()).recordBill(signedC, r.value(), false).error().field,
                     QStringLiteral("month"));
        }
        qputenv("USER", "zhang.san");

        QStringList fields;
        for (const Database::AuditEntry& e : (*db)->history(q.id).value())
            fields << e.field;
        for (const char* f : {"contract", "contract_server", "contract_outages", "contract_bill"})
            QVERIFY2(fields.contains(QLatin1String(f)), f);
    }

    void readOnlyChangesNothing()
    {
        auto db = storagetest::open(database("bad"));
        QVERIFY(db.ok());
        ContractStore store(**db);
        QCOMPARE(store.find(QStringLiteral("HT-404")).error().field, QStringLiteral("contract"));
        QCOMPARE(store.get(99).error().field, QStringLiteral("contract"));
        QVERIFY(store.list()->isEmpty());
        Contract c;
        c.number = QStringLiteral("X");
        QVERIFY(!store.create(c).ok()); // no term, no servers, no price
        QVERIFY(store.list()->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestContractStore)
#include "tst_contractstore.moc"
