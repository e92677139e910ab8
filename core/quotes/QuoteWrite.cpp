#include "QuoteCsv.h"
#include "util/Language.h"

#include "cost/PriceTerm.h"
#include "util/Csv.h"

#include <QHash>

#include <cmath>

namespace gpuplan {

QByteArray QuoteCsv::write(const QList<Quote>& quotes, bool chineseHeaders)
{
    QStringList header;
    for (const Column& c : columns())
        header << (chineseHeaders ? QString::fromUtf8(c.zh) : QString::fromLatin1(c.key));
    QString out = Csv::joinRow(header) + QStringLiteral("\r\n");
    auto num = [](double v) {
        return v > 0 ? QString::number(v, 'g', 12) : QString();
    };
    // With Chinese headers the values are written as a Chinese quote writes them (卡时, 是/否, 按小时,
    // InfiniBand, 专票); the importer reads both forms.
    const bool zh = chineseHeaders;
    auto yesNo = [zh](bool b) {
        if (zh)
            return b ? QStringLiteral("是") : QStringLiteral("否");
        return b ? QStringLiteral("yes") : QStringLiteral("no");
    };
    auto kindZh = [zh](const QString& k) -> QString {
        if (!zh)
            return k;
        static const QHash<QString, QString> names{{QStringLiteral("nvme"), QStringLiteral("NVMe")},
                                                   {QStringLiteral("ssd"), QStringLiteral("SSD")},
                                                   {QStringLiteral("hdd"), QStringLiteral("HDD")},
                                                   {QStringLiteral("ib"), QStringLiteral("InfiniBand")},
                                                   {QStringLiteral("roce"), QStringLiteral("RoCE")},
                                                   {QStringLiteral("ethernet"), QStringLiteral("以太网")},
                                                   {QStringLiteral("sxm"), QStringLiteral("SXM")},
                                                   {QStringLiteral("hccs"), QStringLiteral("HCCS")},
                                                   {QStringLiteral("pcie"), QStringLiteral("PCIe")},
                                                   {QStringLiteral("special"), QStringLiteral("专票")},
                                                   {QStringLiteral("ordinary"), QStringLiteral("普票")}};
        return names.value(k, k);
    };
    auto amount = [](const Money& m) {
        return QStringLiteral("%1.%2")
            .arg(m.minor() / 100)
            .arg(std::abs(m.minor() % 100), 2, 10, QLatin1Char('0'));
    };
    for (const Quote& q : quotes) {
        // Text that a spreadsheet would run as a formula is written as text (import reads it back verbatim).
        const QStringList row{
            Csv::neutraliseFormula(q.provider), Csv::neutraliseFormula(q.region),
            Csv::neutraliseFormula(q.contact), Csv::neutraliseFormula(q.quoteNumber),
            q.quoteDate.toString(Qt::ISODate),
            q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate) : QString(), q.gpuId,
            QString::number(q.gpusPerServer), QString::number(q.servers),
            q.server.cpuCores > 0 ? QString::number(q.server.cpuCores) : QString(), num(q.server.ramGb),
            kindZh(q.server.storageKind), num(q.server.storageTb), kindZh(q.server.networkKind),
            num(q.server.networkGbps), kindZh(q.interconnect), amount(q.price.price),
            currencyCode(q.price.price.currency()),
            zh ? priceUnitNameZh(q.price.unit) : priceUnitName(q.price.unit), yesNo(q.price.vatIncluded),
            // A price that includes VAT always states its rate, 0 % (零税率) included; otherwise 0 is "not
            // stated" and left empty (fuzz/corpus/quotes/regression-vat-included-zero).
            q.price.vatBasisPoints > 0 || q.price.vatIncluded
                ? QString::number(q.price.vatBasisPoints / 100.0)
                : QString(),
            q.price.setupFee.isZero() ? QString() : amount(q.price.setupFee),
            q.price.deposit.isZero() ? QString() : amount(q.price.deposit),
            q.price.minimumPeriods ? QString::number(q.price.minimumPeriods) : QString(),
            zh ? billingNameZh(q.price.billing) : billingName(q.price.billing), yesNo(q.price.spot),
            num(q.slaResponseHours), num(q.slaReplacementHours), Csv::neutraliseFormula(q.notes),
            kindZh(q.invoiceType),
            q.deliveryDate.isValid() ? q.deliveryDate.toString(Qt::ISODate) : QString(),
            q.price.commitmentYears ? QString::number(q.price.commitmentYears) : QString(),
            q.price.commitmentPerHour.isZero() ? QString() : amount(q.price.commitmentPerHour),
            num(q.price.spotProtectionHours), num(q.price.spotNoticeMinutes),
            q.billedWhenStopped ? yesNo(*q.billedWhenStopped) : QString(),
            q.keepsGpuWhenStopped ? yesNo(*q.keepsGpuWhenStopped) : QString()};
        out += Csv::joinRow(row) + QStringLiteral("\r\n");
    }
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

QString quoteColumnLabel(const QString& key, const QString& language)
{
    static const struct
    {
        const char* key;
        const char* label;
    } english[] = {{"provider", "vendor"},
                   {"region", "region"},
                   {"contact", "contact"},
                   {"quote_number", "quote number"},
                   {"quote_date", "quote date"},
                   {"valid_until", "valid until"},
                   {"gpu", "GPU model"},
                   {"gpus_per_server", "GPUs per server"},
                   {"servers", "servers"},
                   {"cpu_cores", "CPU cores"},
                   {"ram_gb", "memory (GB)"},
                   {"storage_kind", "storage type"},
                   {"storage_tb", "storage (TB)"},
                   {"network_kind", "network type"},
                   {"network_gbps", "network bandwidth (Gb/s)"},
                   {"interconnect", "interconnect"},
                   {"price", "price"},
                   {"currency", "currency"},
                   {"price_unit", "price unit"},
                   {"vat_included", "VAT included"},
                   {"vat_percent", "VAT rate"},
                   {"setup_fee", "setup fee"},
                   {"deposit", "deposit"},
                   {"minimum_term", "minimum term"},
                   {"billing", "billing granularity"},
                   {"spot", "spot"},
                   {"sla_response_hours", "response time (hours)"},
                   {"sla_replacement_hours", "hardware replacement (hours)"},
                   {"notes", "notes"},
                   {"invoice_type", "invoice type"},
                   {"delivery_date", "delivery date"},
                   {"commitment_years", "savings plan years"},
                   {"commitment_per_hour", "commitment per hour"},
                   {"spot_protection_hours", "spot protection (hours)"},
                   {"spot_notice_minutes", "release notice (minutes)"},
                   {"billed_when_stopped", "billed when stopped"},
                   {"keeps_gpu_when_stopped", "keeps the GPU when stopped"}};
    const bool chinese =
        language.isEmpty() ? Language::isChinese() : language.startsWith(QLatin1String("zh"));
    for (const QuoteCsv::Column& c : QuoteCsv::columns())
        if (chinese && key == QLatin1String(c.key))
            return QString::fromUtf8(c.zh);
    for (const auto& e : english)
        if (key == QLatin1String(e.key))
            return QString::fromLatin1(e.label);
    return key;
}

} // namespace gpuplan
