// The quote file's columns in words and a template to fill in (QuoteCsv's column table, QuoteCsv.cpp).
#include "QuoteCsv.h"

namespace gpuplan {

QString QuoteCsv::columnList(bool requiredOnly)
{
    QStringList names;
    for (const Column& c : columns())
        if (c.required || !requiredOnly)
            names << QStringLiteral("%1 (%2)").arg(QLatin1String(c.key), QString::fromUtf8(c.zh));
    return names.join(QStringLiteral(", "));
}

QByteArray QuoteCsv::templateFile(bool chineseHeaders)
{
    // An example a buyer recognises: one 8 × H100 server a month at ¥68,000 including 13 % VAT on a special
    // VAT invoice (the shape of the demo's East China quote), with its server and service terms.
    Quote q;
    q.provider = QString::fromUtf8("示例供应商 Example vendor");
    q.region = QString::fromUtf8("上海 Shanghai");
    q.quoteNumber = QStringLiteral("Q-2026-001");
    q.quoteDate = QDate(2026, 12, 1);
    q.validUntil = QDate(2026, 12, 31);
    q.gpuId = QStringLiteral("h100-sxm-80g");
    q.gpusPerServer = 8;
    q.servers = 1;
    q.server = ServerSpec{112, 2048, QStringLiteral("nvme"), 15, QStringLiteral("ib"), 400};
    q.interconnect = QStringLiteral("sxm");
    q.invoiceType = QStringLiteral("special");
    q.price.price = Money(6800000, Currency::CNY);
    q.price.unit = PriceUnit::ServerMonth;
    q.price.gpusPerServer = 8;
    q.price.vatIncluded = true;
    q.price.vatBasisPoints = 1300;
    q.price.minimumPeriods = 1;
    q.price.billing = Billing::Month;
    q.slaResponseHours = 0.5;
    q.slaReplacementHours = 4;
    q.notes = QString::fromUtf8("删除本行后填写您的报价 / Replace this row with your quotes");
    return write({q}, chineseHeaders);
}

} // namespace gpuplan
