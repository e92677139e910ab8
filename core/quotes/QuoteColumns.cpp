// The quote file's columns, as a file names them in English and in Chinese, and an import issue in words.
#include "QuoteCsv.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteCsv)
};
} // namespace

const QList<QuoteCsv::Column>& QuoteCsv::columns()
{
    static const QList<Column> cols = {
        {"provider", "供应商", true},
        {"region", "地区", false},
        {"contact", "联系人", false},
        {"quote_number", "报价单号", false},
        {"quote_date", "报价日期", true},
        {"valid_until", "有效期至", false},
        {"gpu", "GPU型号", true},
        {"gpus_per_server", "每台GPU数", true},
        {"servers", "台数", true},
        {"cpu_cores", "CPU核数", false},
        {"ram_gb", "内存（GB）", false, "内存GB"},
        {"storage_kind", "存储类型", false},
        {"storage_tb", "存储容量（TB）", false, "存储TB"},
        {"network_kind", "网络类型", false},
        {"network_gbps", "网络带宽（Gbps）", false, "网络带宽Gbps"},
        {"interconnect", "互联", false},
        {"price", "单价", true},
        {"currency", "币种", true},
        {"price_unit", "计价单位", true},
        {"vat_included", "是否含税", false, "含税"},
        {"vat_percent", "税率", false},
        {"setup_fee", "开通费", false},
        {"deposit", "押金", false},
        {"minimum_term", "最短租期", false},
        {"billing", "计费粒度", false},
        {"spot", "是否竞价实例", false, "竞价"},
        {"sla_response_hours", "响应时间（小时）", false, "响应时间h"},
        {"sla_replacement_hours", "硬件更换时间（小时）", false, "更换时间h"},
        {"notes", "备注", false},
        {"invoice_type", "发票类型", false},
        {"delivery_date", "交付日期", false},
        {"commitment_years", "节省计划年限", false},
        {"commitment_per_hour", "每小时承诺金额", false},
        {"spot_protection_hours", "竞价保护期（小时）", false, "保护期h"},
        {"spot_notice_minutes", "释放通知（分钟）", false, "释放通知min"},
        {"billed_when_stopped", "关机是否计费", false},
        {"keeps_gpu_when_stopped", "关机是否保留GPU", false},
    };
    return cols;
}

QString ImportIssue::toString() const
{
    if (!sheet.isEmpty()) {
        if (column.isEmpty())
            return Tr::tr("sheet '%1', row %2: %3").arg(sheet).arg(line).arg(reason);
        return Tr::tr("sheet '%1', row %2, column %3, value '%4': %5")
            .arg(sheet)
            .arg(line)
            .arg(column, value, reason);
    }
    if (column.isEmpty())
        return Tr::tr("line %1: %2").arg(line).arg(reason);
    return Tr::tr("line %1, column %2, value '%3': %4").arg(line).arg(column, value, reason);
}

} // namespace gpuplan
