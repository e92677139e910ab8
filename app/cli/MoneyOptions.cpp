#include "MoneyOptions.h"

#include <QCoreApplication>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

void addMoneyOptions(Parser& p)
{
    p.addOptions({
        {QStringLiteral("fx"), Tr::tr("Exchange rate into CNY, e.g. USD=7.2 (repeatable)."),
         QStringLiteral("CUR=RATE")},
        {QStringLiteral("hours-per-month"),
         Tr::tr("Hours in a billing month: 730 (default, 8760/12) or e.g. 720."), QStringLiteral("H")},
        {QStringLiteral("region"), Tr::tr("Preferred region of reference prices (default China)."),
         QStringLiteral("R")},
    });
}

void addTaxStatusOption(Parser& p)
{
    p.addOption(
        {QStringLiteral("tax-status"),
         Tr::tr("The buyer's VAT position: general (一般纳税人, deducts the VAT of a special VAT invoice), "
                "small-scale (小规模纳税人) or outside (outside mainland China); default: the setting "
                "tax-status."),
         QStringLiteral("STATUS")});
}

} // namespace gpuplan::cli
