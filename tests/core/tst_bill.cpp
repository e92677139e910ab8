// A vendor's monthly bill matched against the contract (issue 62 item 2), every amount worked out by hand.
//
// The contract HT-2026-118 (北京算力港科技有限公司): 3 servers × 8 H100 from 2026-10-01 for 12 months at
// ¥22.00 per GPU-hour VAT excluded, billed by the hour, VAT 6 %, a special VAT invoice, a failed server
// replaced within 4 h, Alibaba Cloud's example SLA (below 99.9 % → 20 %, below 99 % → 30 %, below 95 % → 50
// %, at most 50 %). November 2026: 30 days = 720 h.
// - node-01, accepted before the term: 720 h in service; down 2026-11-10 08:00–20:00 (12 h), of which 8 h
//   beyond the 4 h allowed: 712 h × 8 = 5,696 GPU-h may be billed. Billed 5,760: 64 × 22.00 = 1,408.00
//   (outage). Availability (720 − 12) ÷ 720 = 98.33 % < 99 % → 30 % of the fee due 5,696 × 22.00 = 125,312.00
//   → credit 37,593.60.
// - node-02, accepted 2026-11-05 00:00: 26 days = 624 h × 8 = 4,992 GPU-h. Billed 5,760 at 22.50: 768 GPU-h
//   before acceptance × 22.00 = 16,896.00; price 0.50 × 5,760 = 2,880.00; VAT at 13 % instead of 6 %:
//   129,600.00 × 7 % = 9,072.00 of VAT. Due 4,992 × 22.00 = 109,824.00.
// - node-03, accepted 2026-11-20 15:00: 10 days 9 h = 249 h × 8 = 1,992 GPU-h. Billed 88 GPU-days (11 days
//   rounded up from 249 h) = 2,112 GPU-h at 528.00 a GPU-day (= 22.00 an hour): 120 × 22.00 = 2,640.00 from
//   the day rounding; an ordinary invoice: its input VAT 46,464.00 × 6 % = 2,787.84 cannot be deducted. Due
//   1,992 × 22.00 = 43,824.00.
// - a minimum-term charge of 10,000.00 in the second month of twelve: 10,000.00; bandwidth the contract does
// not
//   price: 500.00; line 1's total written 134,332.20 where 126,720.00 + 7,603.20 = 134,323.20: 9.00.
// Billed: VAT excluded 126,720 + 129,600 + 46,464 + 10,000 + 500 = 313,284.00; VAT 7,603.20 + 16,848.00 +
// 2,787.84 + 600.00 + 30.00 = 27,869.04; totals as stated 341,162.04.
// Due: 125,312 + 109,824 + 43,824 = 278,960.00; less the credit 37,593.60 = 241,366.40; VAT 6 % = 14,481.98
// (14,481.984); payable 255,848.38; disputed 341,162.04 − 255,848.38 = 85,313.66.
#include "contract/Amendment.h"
#include "contract/Bill.h"
#include "contract/Renewal.h"
#include "quotes/Quote.h"
#include "util/Language.h"

#include <QFile>
#include <QStringEncoder>
#include <QTest>

using namespace gpuplan;

namespace {
QByteArray fixture(const char* name)
{
    QFile f(QStringLiteral(GPUPLAN_FIXTURES "/excel/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

Money yuan(qint64 fen)
{
    return Money(fen, Currency::CNY);
}

Contract contract()
{
    Contract c;
    c.id = 1;
    c.number = QStringLiteral("HT-2026-118");
    c.vendor = QStringLiteral("北京算力港科技有限公司");
    c.start = QDate(2026, 10, 1);
    c.termMonths = 12;
    c.gpuId = QStringLiteral("h100-sxm-80g");
    c.servers = 3;
    c.gpusPerServer = 8;
    c.price.price = yuan(2200);
    c.price.unit = PriceUnit::GpuHour;
    c.price.billing = Billing::Hour;
    c.price.vatBasisPoints = 600;
    c.invoiceType = QStringLiteral("special");
    c.replacementHours = 4;
    c.sla = SlaSchedule::example();
    c.serverList = {{QStringLiteral("node-01"), *readChinaTime(QStringLiteral("2026-09-28 10:00"))},
                    {QStringLiteral("node-02"), *readChinaTime(QStringLiteral("2026-11-05 00:00"))},
                    {QStringLiteral("node-03"), *readChinaTime(QStringLiteral("2026-11-20 15:00"))}};
    return c;
}

QList<Outage> outages()
{
    auto o = parseOutages(
        "服务器,开始,结束,原因,计入\nnode-01,2026-11-10 08:00,2026-11-10 20:00,GPU 掉卡 (Xid 79),是\n",
        QStringLiteral("outages.csv"));
    if (!o)
        qFatal("outages");
    return o.value();
}

const char* kCsv =
    "合同编号,账期,服务器,费用类型,项目,数量,单位,单价(不含税),金额(不含税),税率,税额,价税合计,发票类型\n"
    "HT-2026-118,2026-11,node-01,租用费,H100 算力,5760,卡时,22.00,\"126,720.00\",6%,7603.20,134332.20,专票\n"
    "HT-2026-118,2026-11,node-02,租用费,H100 算力,5760,卡时,22.50,129600.00,13%,16848.00,146448.00,专票\n"
    "HT-2026-118,2026-11,node-03,租用费,H100 算力,88,卡天,528.00,46464.00,6%,2787.84,49251.84,普票\n"
    "HT-2026-118,2026-11,node-03,保底,最低消费,1,月,10000.00,10000.00,6%,600.00,10600.00,专票\n"
    "HT-2026-118,2026-11,node-01,带宽,公网带宽 100Mbps,1,月,500.00,500.00,6%,30.00,530.00,专票\n"
    "注：以上金额单位为人民币元,,,,,,,,,,,,\n"
    "合计,,,,,,,,313284.00,,27869.04,341162.04,\n";

QList<BillDifference> ofKind(const Reconciliation& r, DifferenceKind k)
{
    QList<BillDifference> out;
    for (const BillDifference& d : r.differences)
        if (d.kind == k)
            out << d;
    return out;
}
} // namespace

class TestBill : public QObject
{
    Q_OBJECT

private:
    void checkHandCase(const QByteArray& bytes, const QString& name)
    {
        const auto bill = readBill(bytes, name);
        QVERIFY2(bill.ok(), qPrintable(bill.ok() ? QString() : bill.error().toString()));
        QVERIFY2(bill->problems.isEmpty(), qPrintable(bill->problems.value(0).toString()));
        QCOMPARE(bill->lines.size(), 5);
        const auto r = reconcile(contract(), bill.value(), QDate(2026, 11, 1), outages());
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QVERIFY(r->problems.isEmpty());
        const struct
        {
            DifferenceKind kind;
            const char* server;
            qint64 fen;
            qint64 quantity; // GPU-hours, 0 = not about time
        } want[] = {{DifferenceKind::Outage, "node-01", 140800, 64},
                    {DifferenceKind::BeforeAcceptance, "node-02", 1689600, 768},
                    {DifferenceKind::Price, "node-02", 288000, 0},
                    {DifferenceKind::VatRate, "node-02", 907200, 0},
                    {DifferenceKind::Granularity, "node-03", 264000, 120},
                    {DifferenceKind::InvoiceType, "node-03", 278784, 0},
                    {DifferenceKind::MinimumTerm, "node-03", 1000000, 0},
                    {DifferenceKind::NotInContract, "node-01", 50000, 0},
                    {DifferenceKind::Arithmetic, "node-01", 900, 0}};
        QCOMPARE(r->differences.size(), int(std::size(want)));
        for (const auto& w : want) {
            const auto found = ofKind(r.value(), w.kind);
            QVERIFY2(found.size() == 1, qPrintable(differenceKindName(w.kind)));
            QCOMPARE(found.first().server, QString::fromLatin1(w.server));
            QCOMPARE(found.first().amount, yuan(w.fen));
            if (w.quantity)
                QCOMPARE(found.first().quantity, Fraction(w.quantity));
            QVERIFY(found.first().row > 0);
            QVERIFY(!found.first().text().isEmpty());
        }
        QCOMPARE(r->servers.size(), 3);
        QCOMPARE(r->servers[0].allowed, Fraction(5696));
        QCOMPARE(r->servers[1].allowed, Fraction(4992));
        QCOMPARE(r->servers[2].allowed, Fraction(1992));
        QCOMPARE(r->servers[0].creditMilli, qint64(30000));
        QCOMPARE(r->servers[0].credit, yuan(3759360));
        QCOMPARE(r->servers[1].credit, yuan(0));
        QCOMPARE(r->billedExVat, yuan(31328400));
        QCOMPARE(r->billedVat, yuan(2786904));
        QCOMPARE(r->billedTotal, yuan(34116204));
        QCOMPARE(r->dueExVat, yuan(27896000));
        QCOMPARE(r->creditDue, yuan(3759360));
        QCOMPARE(r->payableExVat, yuan(24136640));
        QCOMPARE(r->payableVat, yuan(1448198));
        QCOMPARE(r->payableTotal, yuan(25584838));
        QCOMPARE(r->disputed(), yuan(8531366));
    }

private slots:
    // An amendment (补充协议) from 2027-01-01: ¥22.00 → ¥20.00 per GPU-hour and the term 12 → 18 months (the
    // end moves from 2027-10-01 to 2028-04-01). December is matched at ¥22.00, January at ¥20.00: the terms
    // in force each month. Refused, each naming its field: another day than a month's first, on the start
    // day or the end, nothing changed, fewer servers than are named, a term ending before it takes effect.
    void amendmentTermsByMonth()
    {
        const Contract signed_ = contract();
        ContractAmendment a;
        a.number = QStringLiteral("BC-2026-118-01");
        a.effective = QDate(2027, 1, 1);
        a.after.unitPrice = yuan(2000);
        a.after.termMonths = 18;
        a.after.paymentTerms = signed_.paymentTerms; // unchanged: not a change
        auto amended = applyAmendment(signed_, a);
        QVERIFY2(amended.ok(), qPrintable(amended.ok() ? QString() : amended.error().toString()));
        QCOMPARE(amended->price.price, yuan(2000));
        QCOMPARE(amended->end(), QDate(2028, 4, 1));
        QCOMPARE(a.before.unitPrice, std::optional<Money>(yuan(2200)));
        QCOMPARE(a.before.termMonths, std::optional<int>(12));
        QVERIFY(!a.after.paymentTerms && !a.before.paymentTerms);
        QCOMPARE(termsOn(amended.value(), {a}, QDate(2026, 12, 1)).price.price, yuan(2200));
        QCOMPARE(termsOn(amended.value(), {a}, QDate(2026, 12, 1)).end(), QDate(2027, 10, 1));
        QCOMPARE(termsOn(amended.value(), {a}, QDate(2027, 1, 1)).price.price, yuan(2000));
        // Kept and read back exactly (money in minor units).
        QCOMPARE(AmendedTerms::fromJson(a.after.toJson()).unitPrice, std::optional<Money>(yuan(2000)));
        {
            const QLocale previous;
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // as the CLI in English
            QCOMPARE(
                amendmentText(a, amended.value()),
                QStringLiteral("unit price ¥22.00 per GPU-hour → ¥20.00 per GPU-hour; term 12 → 18 months"));
            QLocale::setDefault(previous);
        }

        const auto refused = [&](QDate effective, const AmendedTerms& t, const char* field) {
            ContractAmendment x;
            x.number = QStringLiteral("BC-X");
            x.effective = effective;
            x.after = t;
            auto r = applyAmendment(signed_, x);
            return !r.ok() &&
                   (r.error().field == QLatin1String(field) || r.error().where == QLatin1String(field));
        };
        AmendedTerms price;
        price.unitPrice = yuan(2000);
        QVERIFY(refused(QDate(2027, 1, 15), price, "effective"));
        QVERIFY(refused(QDate(2026, 10, 1), price, "effective"));
        QVERIFY(refused(QDate(2027, 10, 1), price, "effective"));
        AmendedTerms same;
        same.unitPrice = yuan(2200);
        QVERIFY(refused(QDate(2027, 1, 1), same, "amendment"));
        AmendedTerms fewer;
        fewer.servers = 2; // three are named
        QVERIFY(refused(QDate(2027, 1, 1), fewer, "servers"));
        AmendedTerms shorter;
        shorter.termMonths = 3; // would end on 2027-01-01, the day it takes effect
        QVERIFY(refused(QDate(2027, 1, 1), shorter, "term"));
        AmendedTerms dollars;
        dollars.unitPrice = Money(300, Currency::USD);
        QVERIFY(refused(QDate(2027, 1, 1), dollars, "price"));
    }

    void eachDifferenceByHand() { checkHandCase(QByteArray(kCsv), QStringLiteral("bill.csv")); }

    // The same bill as Chinese Excel saves it: CSV in GB18030, the .xlsx with a notes sheet, a title row, a
    // VAT formula, a note and a total row, and the same in the older .xls.
    void asChineseExcelWritesIt()
    {
        checkHandCase(QStringEncoder("GB18030").encode(QString::fromUtf8(kCsv)),
                      QStringLiteral("bill-gbk.csv"));
        checkHandCase(fixture("bill-excel.xlsx"), QStringLiteral("bill-excel.xlsx"));
        const auto bill = readBill(fixture("bill-excel.xlsx"), QStringLiteral("bill-excel.xlsx"));
        QVERIFY(bill.ok());
        QCOMPARE(bill->lines.first().sheet, QStringLiteral("账单"));
        QCOMPARE(bill->lines.first().row, 3);
        // And as Excel 97-2003 (or WPS's .xls) saves it: BIFF8, written by xlwt (make_fixtures.py).
        checkHandCase(fixture("bill-legacy.xls"), QStringLiteral("bill-legacy.xls"));
        const auto legacy = readBill(fixture("bill-legacy.xls"), QStringLiteral("bill-legacy.xls"));
        QVERIFY(legacy.ok());
        QCOMPARE(legacy->lines.first().sheet, QStringLiteral("账单"));
        QCOMPARE(legacy->lines.first().row, 3);
        QCOMPARE(legacy->lines.last().row, 7);
    }

    // Billed exactly as the contract allows: no difference, the payable is the bill.
    void aCorrectBill()
    {
        Contract c = contract();
        c.serverList[1].acceptedAt = c.serverList[0].acceptedAt;
        c.serverList[2].acceptedAt = c.serverList[0].acceptedAt;
        // 720 h × 8 × 22.00 = 126,720.00 a server; VAT 7,603.20
        const QByteArray csv = "server,quantity,unit,unit price,amount,vat rate,vat,total\n"
                               "node-01,5760,GPU-hour,22,126720.00,6%,7603.20,134323.20\n"
                               "node-02,5760,GPU-hour,22,126720.00,6%,7603.20,134323.20\n"
                               "node-03,720,server-hour,176,126720.00,6%,7603.20,134323.20\n";
        const auto bill = readBill(csv, QStringLiteral("bill.csv"));
        QVERIFY(bill.ok());
        const auto r = reconcile(c, bill.value(), QDate(2026, 11, 1), {});
        QVERIFY(r.ok());
        QVERIFY2(r->differences.isEmpty(), qPrintable(r->differences.value(0).text()));
        QCOMPARE(r->payableTotal, yuan(3 * 13432320));
        QCOMPARE(r->disputed(), yuan(0));
    }

    // A month fee prorated by the day: a server-month contract, a server accepted on the 16th of November
    // billed the whole month: 15 of 30 days before acceptance = half of 60,000.00.
    void monthlyContractProrated()
    {
        Contract c = contract();
        c.price.price = yuan(6000000);
        c.price.unit = PriceUnit::ServerMonth;
        c.price.billing = Billing::Month;
        c.servers = 1;
        c.serverList = {{QStringLiteral("gpu-a"), *readChinaTime(QStringLiteral("2026-11-16"))}};
        const auto bill = readBill("服务器,数量,单位,单价,金额,税率\ngpu-a,1,台/月,60000,60000.00,6%\n",
                                   QStringLiteral("b.csv"));
        QVERIFY(bill.ok());
        const auto r = reconcile(c, bill.value(), QDate(2026, 11, 1), {});
        QVERIFY(r.ok());
        QCOMPARE(r->differences.size(), 1);
        QCOMPARE(r->differences.first().kind, DifferenceKind::BeforeAcceptance);
        QCOMPARE(r->differences.first().amount, yuan(3000000));
        QCOMPARE(r->dueExVat, yuan(3000000));
    }

    // A setup fee: due once, in the first month, up to the contract's.
    void setupFeeOnce()
    {
        Contract c = contract();
        c.price.setupFee = yuan(200000);
        const QByteArray csv = "服务器,费用类型,数量,单位,单价,金额,税率\n,开通费,1,次,3000,3000.00,6%\n";
        const auto bill = readBill(csv, QStringLiteral("b.csv"));
        QVERIFY(bill.ok());
        auto r = reconcile(c, bill.value(), QDate(2026, 10, 1), {});
        QVERIFY(r.ok());
        QCOMPARE(ofKind(r.value(), DifferenceKind::SetupFee).value(0).amount, yuan(100000)); // 3,000 − 2,000
        r = reconcile(c, bill.value(), QDate(2026, 11, 1), {});
        QVERIFY(r.ok());
        QCOMPARE(ofKind(r.value(), DifferenceKind::SetupFee).value(0).amount, yuan(300000)); // billed again
    }

    // Both languages word every difference from the same facts.
    void wordedInBothLanguages()
    {
        const auto bill = readBill(QByteArray(kCsv), QStringLiteral("bill.csv"));
        const auto r = reconcile(contract(), bill.value(), QDate(2026, 11, 1), outages());
        QVERIFY(r.ok());
        for (const BillDifference& d : r->differences) {
            QString zh, en;
            {
                Language::Scope s(QStringLiteral("zh_CN"));
                zh = d.text() + d.clause();
            }
            {
                Language::Scope s(QStringLiteral("en"));
                en = d.text() + d.clause();
            }
            QVERIFY(!en.isEmpty());
            QVERIFY2(zh != en, qPrintable(en));
        }
    }

    // Renewal by hand. The same 24 H100 GPUs for 12 more months of 730 h = 8,760 h:
    // - continuing at ¥22.00 per GPU-hour: 24 × 8,760 × 22 = ¥4,625,280.00;
    // - quote 11 (H100, 4 × 8, ¥20.00 per GPU-hour, setup ¥30,000.00): 24 × 8,760 × 20 = 4,204,800 + 30,000
    //   = ¥4,234,800.00, plus 3 days of migration at the contract's price, 72 × 24 × 22 = ¥38,016.00:
    //   ¥4,272,816.00, ¥352,464.00 less than continuing;
    // - quote 12 (H100, ¥150,000.00 per server-month, 12 months minimum): 3 × 12 × 150,000 = ¥5,400,000.00
    //   + 38,016.00 = ¥5,438,016.00, ¥812,736.00 more;
    // - passed over: an A100 quote, an H100 quote of 16 GPUs, an expired one, the contract's own.
    // Break-even renewal price: 22 × 4,272,816 ÷ 4,625,280 = 20.3237 → ¥20.32 per GPU-hour. On 2027-08-15 the
    // term (ending 2027-09-30) has 46 days left: within the 60-day warning.
    void renewalByHand()
    {
        const Contract c = contract();
        const auto quote = [](qint64 id, const char* gpu, int servers, qint64 fen, PriceUnit unit) {
            Quote q;
            q.id = id;
            q.provider = QStringLiteral("供应商 %1").arg(id);
            q.gpuId = QLatin1String(gpu);
            q.servers = servers;
            q.gpusPerServer = 8;
            q.price.price = yuan(fen);
            q.price.unit = unit;
            q.price.billing = unit == PriceUnit::ServerMonth ? Billing::Month : Billing::Hour;
            q.price.vatBasisPoints = 600;
            return q;
        };
        Quote b = quote(11, "h100-sxm-80g", 4, 2000, PriceUnit::GpuHour);
        b.price.setupFee = yuan(3000000);
        b.price.deposit = yuan(10000000); // ¥100,000.00 up front, returned: said, not added to the total
        Quote f = quote(12, "h100-sxm-80g", 3, 15000000, PriceUnit::ServerMonth);
        f.price.minimumPeriods = 12;
        Quote expired = quote(13, "h100-sxm-80g", 3, 1000, PriceUnit::GpuHour);
        expired.validUntil = QDate(2027, 1, 31);
        Quote own = quote(0, "h100-sxm-80g", 3, 100, PriceUnit::GpuHour); // the contract's quote (id 0)
        const QList<Quote> quotes{b,
                                  f,
                                  quote(14, "a100-sxm-80g", 4, 900, PriceUnit::GpuHour),
                                  quote(15, "h100-sxm-80g", 2, 900, PriceUnit::GpuHour),
                                  expired,
                                  own};
        const FxTable fx = FxTable::shipped();
        const PriceNormaliser n(fx, Conventions{});
        auto a = assessRenewal(c, quotes, ReferencePrices{}, n, RenewalTerms{}, QDate(2027, 8, 15));
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().toString()));
        QCOMPARE(a->daysLeft, 46);
        QVERIFY(a->due);
        QCOMPARE(a->options.size(), 3);
        QCOMPARE(a->options[0].kind, RenewalOption::Kind::Continue);
        QCOMPARE(a->options[0].total, yuan(462528000));
        QCOMPARE(a->options[1].quoteId, qint64(11));
        QCOMPARE(a->options[1].rent, yuan(423480000));
        QCOMPARE(a->options[1].switching, yuan(3801600));
        QCOMPARE(a->options[1].saving, yuan(35246400));
        QCOMPARE(a->options[2].quoteId, qint64(12));
        QCOMPARE(a->options[2].total, yuan(543801600));
        QCOMPARE(a->options[2].saving, yuan(-81273600));
        QCOMPARE(a->breakEven, std::optional<Money>(yuan(2032)));
        QVERIFY(a->recommendation().contains(QStringLiteral("供应商 11")));
        QCOMPARE(a->options[1].deposit, yuan(10000000));
        QVERIFY(a->options[0].deposit.isZero() && a->options[2].deposit.isZero());
        QVERIFY2(a->recommendation().contains(QStringLiteral("deposit of ")) &&
                     a->recommendation().contains(QStringLiteral("100,000.00")),
                 qPrintable(a->recommendation()));
        // The vendor offers ¥20.00 to renew: 24 × 8,760 × 20 = ¥4,204,800.00, cheaper than any switch.
        RenewalTerms renew;
        renew.price = yuan(2000);
        a = assessRenewal(c, quotes, ReferencePrices{}, n, renew, QDate(2027, 8, 15));
        QVERIFY(a.ok());
        QCOMPARE(a->options[0].total, yuan(420480000));
        QVERIFY(!a->breakEven);
        // Bad input.
        renew.price = yuan(0);
        QCOMPARE(assessRenewal(c, quotes, ReferencePrices{}, n, renew, QDate(2027, 8, 15)).error().field,
                 QStringLiteral("price"));
        renew = RenewalTerms{};
        renew.months = 200;
        QVERIFY(!assessRenewal(c, quotes, ReferencePrices{}, n, renew, QDate(2027, 8, 15)).ok());
    }

    // Bad input: each line named with its row and column, the others kept; nothing matched outside the term.
    void badInput()
    {
        const QByteArray csv =
            "合同编号,账期,服务器,数量,单位,单价,金额,税率,币种\n"
            "HT-2026-999,2026-11,node-01,10,卡时,22,220.00,6%,CNY\n"   // line 2: another contract
            "HT-2026-118,2026-10,node-01,10,卡时,22,220.00,6%,CNY\n"   // line 3: another month
            "HT-2026-118,2026-11,node-09,10,卡时,22,220.00,6%,CNY\n"   // line 4: not its server
            "HT-2026-118,2026-11,node-01,-10,卡时,22,-220.00,6%,CNY\n" // line 5: negative
            "HT-2026-118,2026-11,node-01,10,卡时,3.1,22.00,6%,USD\n"   // line 6: currency
            "HT-2026-118,2026-11,node-01,10,卡时,22,220.00,6%,CNY\n";  // line 7: good
        const auto bill = readBill(csv, QStringLiteral("bad.csv"));
        QVERIFY(bill.ok());
        QCOMPARE(bill->problems.size(), 1);
        QVERIFY2(bill->problems[0].where.contains(QString::fromUtf8("line 5, column 数量")),
                 qPrintable(bill->problems[0].toString()));
        const auto r = reconcile(contract(), bill.value(), QDate(2026, 11, 1), {});
        QVERIFY(r.ok());
        QCOMPARE(r->problems.size(), 5);
        const char* const where[] = {"line 5, column 数量", "line 2, column 合同编号", "line 3, column 账期",
                                     "line 4, column 服务器", "line 6, column 币种"};
        for (int i = 0; i < 5; ++i)
            QVERIFY2(r->problems[i].where.contains(QString::fromUtf8(where[i])),
                     qPrintable(r->problems[i].toString()));
        QCOMPARE(r->lines.size(), 1);
        QVERIFY(!readBill("名称,备注\na,b\n", QStringLiteral("x.csv")).ok());
        QVERIFY(!readBill("数量,金额\n", QStringLiteral("x.csv")).ok());
        const auto term = reconcile(contract(), bill.value(), QDate(2027, 10, 1), {});
        QVERIFY(!term.ok());
        QCOMPARE(term.error().field, QStringLiteral("month"));
        for (const char* row : {"node-01,10,卡时,22,abc", "node-01,10,天,22,220", "node-01,x,卡时,22,220"})
            QCOMPARE(readBill(QByteArray("服务器,数量,单位,单价,金额\n") + row, QStringLiteral("x.csv"))
                         ->problems.size(),
                     1);
    }
};

QTEST_GUILESS_MAIN(TestBill)
#include "tst_bill.moc"
