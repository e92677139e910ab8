// The vendor's bill reader (issue 62 item 2): any bytes, as CSV, .xlsx or .xls by their first bytes, give
// lines or row-by-row problems, never a crash; what is read is then matched against a contract for a month,
// and the statement adds up: what is payable is the allowed fee less the credit, plus its VAT, and no
// server is allowed more time than the month holds.
#include "FuzzMain.h"
#include "contract/Bill.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString name = bytes.startsWith("PK")                 ? QStringLiteral("bill.xlsx")
                         : bytes.startsWith("\xD0\xCF\x11\xE0") ? QStringLiteral("bill.xls")
                                                                : QStringLiteral("bill.csv");
    const auto bill = readBill(bytes, name);
    if (!bill)
        return 0;
    for (const BillLine& l : bill->lines)
        if (l.row < 1)
            __builtin_trap();
    for (const Error& e : bill->problems)
        if (e.message.isEmpty())
            __builtin_trap();
    static const Contract contract = [] {
        Contract c;
        c.id = 1;
        c.number = QStringLiteral("HT-2026-118");
        c.vendor = QStringLiteral("北京算力港科技有限公司");
        c.start = QDate(2026, 10, 1);
        c.termMonths = 12;
        c.gpuId = QStringLiteral("h100-sxm-80g");
        c.servers = 2;
        c.gpusPerServer = 8;
        c.price.price = Money(2200, Currency::CNY);
        c.price.unit = PriceUnit::GpuHour;
        c.price.billing = Billing::Hour;
        c.price.vatBasisPoints = 600;
        c.invoiceType = QStringLiteral("special");
        c.replacementHours = 4;
        c.sla = SlaSchedule::example();
        c.serverList = {{QStringLiteral("node-01"), *readChinaTime(QStringLiteral("2026-09-28 10:00"))},
                        {QStringLiteral("node-02"), *readChinaTime(QStringLiteral("2026-11-05 00:00"))}};
        return c;
    }();
    const auto r = reconcile(contract, bill.value(), QDate(2026, 11, 1), {});
    if (!r)
        return 0;
    if (r->payableExVat != r->dueExVat - r->creditDue || r->payableTotal != r->payableExVat + r->payableVat)
        __builtin_trap();
    constexpr qint64 november = 30 * 24 * 3600;
    for (const ServerUsage& s : r->servers)
        if (s.secondsBillable > s.secondsAccepted || s.secondsAccepted > s.secondsInTerm ||
            s.secondsInTerm > november)
            __builtin_trap();
    return 0;
}
