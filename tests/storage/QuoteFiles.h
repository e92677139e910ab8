#pragma once
// Builds quote CSV files for the storage tests and benchmarks.
#include <QByteArray>
#include <QString>

namespace testdata {

inline QByteArray header()
{
    return "provider,region,contact,quote_number,quote_date,valid_until,gpu,gpus_per_server,servers,cpu_"
           "cores,ram_gb,"
           "storage_kind,storage_tb,network_kind,network_gbps,interconnect,price,currency,price_unit,vat_"
           "included,"
           "vat_percent,setup_fee,deposit,minimum_term,billing,spot,sla_response_hours,sla_replacement_hours,"
           "notes\r\n";
}

// A valid row; `i` makes it unique.
inline QByteArray row(int i)
{
    static const char* const gpus[] = {"h100-sxm-80g", "a100-sxm-80g",  "l40s",
                                       "rtx-4090",     "h200-sxm-141g", "a800-sxm-80g"};
    static const char* const units[] = {"server-month", "gpu-hour",   "gpu-month",
                                        "gpu-year",     "server-day", "gpu-hour"};
    const int k = i % 6;
    return QStringLiteral("Provider %1,Region %2,contact "
                          "%3,Q-%4,2026-%5-%6,2027-01-31,%7,8,%8,%9,%10,nvme,20,ib,400,sxm,"
                          "%11,CNY,%12,yes,6,,,%13,,no,1,4,generated row %4\r\n")
        .arg(i % 97)
        .arg(i % 7)
        .arg(i % 13)
        .arg(i)
        .arg(1 + i % 12, 2, 10, QLatin1Char('0'))
        .arg(1 + i % 28, 2, 10, QLatin1Char('0'))
        .arg(QLatin1String(gpus[k]))
        .arg(1 + i % 4)
        .arg(64 + i % 64)
        .arg(1024 + (i % 8) * 256)
        // Prices of the market's order for their unit (a GPU-year of ¥5 would be less than a fen an hour).
        .arg(k == 0 ? 60000 + i % 20000
                    : (k == 2   ? 5000
                       : k == 3 ? 7000
                       : k == 4 ? 2000
                                : 0) +
                          5 + i % 50)
        .arg(QLatin1String(units[k]))
        .arg(i % 3)
        .toUtf8();
}

inline QByteArray file(int rows)
{
    QByteArray out = header();
    out.reserve(rows * 200);
    for (int i = 0; i < rows; ++i)
        out += row(i);
    return out;
}

} // namespace testdata
