#include "MoneyOptions.h"

#include "service/PlannerData.h"
#include "storage/Database.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

void addMoneyOptions(QCommandLineParser& p)
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

void addTaxStatusOption(QCommandLineParser& p)
{
    p.addOption(
        {QStringLiteral("tax-status"),
         Tr::tr("The buyer's VAT position: general (一般纳税人, deducts the VAT of a special VAT invoice), "
                "small-scale (小规模纳税人) or outside (outside mainland China); default: the setting "
                "tax-status."),
         QStringLiteral("STATUS")});
}

Status readTaxStatusOption(const QCommandLineParser& p, PlannerData& data)
{
    if (!p.isSet(QStringLiteral("tax-status")))
        return Status();
    const auto s = taxStatusFromName(p.value(QStringLiteral("tax-status")));
    if (!s)
        return Status::failure(QStringLiteral("--tax-status"),
                               Tr::tr("'%1' is not one of general, small-scale, outside")
                                   .arg(p.value(QStringLiteral("tax-status"))));
    data.setTaxStatus(*s);
    return Status();
}

Status readMoneyOptions(const QCommandLineParser& p, FxTable* fx, Conventions* conv)
{
    conv->hoursPerMonth = Settings().hoursPerMonth(); // the user's convention; --hours-per-month overrides it
    for (const QString& spec : p.values(QStringLiteral("fx")))
        if (Status s = fx->setRate(spec, QDate::currentDate()); !s)
            return s;
    if (p.isSet(QStringLiteral("hours-per-month"))) {
        auto h = Quantity::parseInt(p.value(QStringLiteral("hours-per-month")),
                                    QStringLiteral("--hours-per-month"), 672, 744);
        if (!h)
            return h.error();
        conv->hoursPerMonth = h.value();
    }
    return Status();
}

Result<PlannerData> readPlannerData(const Context& ctx, const QCommandLineParser& p, bool moneyOptions)
{
    std::unique_ptr<Database> db;
    if (!ctx.databasePath.isEmpty()) {
        auto opened = Database::open(ctx.databasePath);
        if (!opened)
            return opened.error();
        db = std::move(opened).value();
    }
    if (!moneyOptions)
        return PlannerData::load(db.get(), Settings());
    return readPlannerData(db.get(), p);
}

Result<PlannerData> readPlannerData(Database* db, const QCommandLineParser& p)
{
    auto loaded = PlannerData::load(db, Settings());
    if (!loaded)
        return loaded.error();
    PlannerData data = std::move(loaded).value();
    FxTable fx = data.fx();
    Conventions conv = data.conventions();
    if (Status s = readMoneyOptions(p, &fx, &conv); !s)
        return s.error();
    data.setFx(fx);
    data.setHoursPerMonth(conv.hoursPerMonth);
    if (p.isSet(QStringLiteral("region")))
        data.setRegion(p.value(QStringLiteral("region")));
    return data;
}

} // namespace gpuplan::cli
