#include "ReferencePrices.h"

#include <algorithm>

#include "util/Language.h"

#include "util/Csv.h"
#include "util/DataFile.h"

#include <QCoreApplication>
#include <QFile>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ReferencePrices)
};
const char* const kColumns[] = {
    "gpu_id",  "term",   "price",     "currency", "unit", "gpus_per_server", "vat_included", "vat_percent",
    "billing", "region", "server_kw", "source",   "date", "verification",    "note",         "source_zh"};
} // namespace

QString ReferencePrice::sourceText() const
{
    return Language::current() == QLatin1String("zh_CN") && !sourceZh.isEmpty() ? sourceZh : source;
}

QString ReferencePrice::dateText() const
{
    return date.isEmpty() || date == QLatin1String("undated") ? Tr::tr("undated") : date;
}

const ReferencePrices& ReferencePrices::shipped()
{
    static const ReferencePrices prices = [] {
        auto parsed = fromCsv(DataFile::resource(QStringLiteral(":/gpuplan/prices/reference-prices.csv")),
                              QStringLiteral("reference-prices.csv"));
        if (!parsed)
            qFatal("Shipped reference prices are invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return prices;
}

Result<ReferencePrices> ReferencePrices::fromCsv(const QString& text, const QString& sourceName)
{
    ReferencePrices out;
    QStringList columns;
    for (const char* c : kColumns)
        columns << QString::fromLatin1(c);
    const Status read =
        DataFile::read(text, sourceName, columns, [&](const QStringList& f, const DataFile::Fail& fail) {
            ReferencePrice p;
            p.gpuId = f[0].trimmed();
            const auto term = rentalTermFromName(f[1]);
            if (!term)
                return fail(
                    1,
                    Tr::tr(
                        "'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot, buy")
                        .arg(f[1]));
            p.term = *term;
            const auto currency = currencyFromCode(f[3]);
            if (!currency)
                return fail(3, Tr::tr("unknown currency '%1'; use CNY, USD or EUR").arg(f[3]));
            auto price = Money::parseAmount(f[2], *currency, QString());
            if (!price || price->minor() <= 0)
                return fail(2, Tr::tr("'%1' is not a positive amount").arg(f[2]));
            bool ok = false;
            const int gps = f[5].toInt(&ok);
            if (!ok || gps <= 0)
                return fail(5, Tr::tr("'%1' is not a positive whole number").arg(f[5]));
            const bool vatIncluded = f[6].trimmed() == QLatin1String("yes");
            const double vat = f[7].toDouble(&ok);
            if (!ok || vat < 0 || vat >= 100)
                return fail(7, Tr::tr("VAT must be at least 0% and below 100%"));
            if (p.term == RentalTerm::Buy) {
                p.buy.serverPrice = price.value();
                p.buy.gpusPerServer = gps;
                p.buy.vatIncluded = vatIncluded;
                p.buy.vatBasisPoints = int(vat * 100 + 0.5);
                const double kw = f[10].toDouble(&ok);
                if (!ok || kw <= 0)
                    return fail(10, Tr::tr("a buy row needs the server's power in kW"));
                p.buy.powerKw = kw;
                p.buy.source = f[11].trimmed();
            } else {
                const auto unit = priceUnitFromName(f[4]);
                if (!unit)
                    return fail(
                        4, Tr::tr("'%1' is not a price unit such as gpu-hour or server-month").arg(f[4]));
                const auto billing = billingFromName(f[8]);
                if (!billing)
                    return fail(8, Tr::tr("'%1' is not one of second, hour, day, month, year").arg(f[8]));
                p.price.price = price.value();
                p.price.unit = *unit;
                p.price.gpusPerServer = gps;
                p.price.vatIncluded = vatIncluded;
                p.price.vatBasisPoints = int(vat * 100 + 0.5);
                p.price.billing = *billing;
                p.price.spot = p.term == RentalTerm::Spot;
            }
            p.region = f[9].trimmed();
            p.source = f[11].trimmed();
            p.date = f[12].trimmed();
            p.verification = f[13].trimmed();
            p.note = f[14].trimmed();
            p.sourceZh = f[15].trimmed();
            out.m_prices.append(p);
            return true;
        });
    if (!read)
        return read.error();
    return out;
}

const ReferencePrice* ReferencePrices::find(const QString& gpuId, RentalTerm term,
                                            const QString& region) const
{
    // The region's own price; another region's only when the GPU has no price at all in this one (mixing a
    // global spot price with China's on-demand price would make spot look dearer than on-demand).
    const ReferencePrice* any = nullptr;
    bool gpuInRegion = false;
    for (const ReferencePrice& p : m_prices) {
        if (p.gpuId != gpuId)
            continue;
        const bool sameRegion = p.region.compare(region, Qt::CaseInsensitive) == 0;
        // Renting and buying are judged apart: a China purchase price says nothing about China's rents.
        gpuInRegion |= sameRegion && ((p.term == RentalTerm::Buy) == (term == RentalTerm::Buy));
        if (p.term != term)
            continue;
        if (sameRegion)
            return &p;
        if (!any)
            any = &p;
    }
    return gpuInRegion ? nullptr : any;
}

bool ReferencePrices::rentedIn(const QString& gpuId, const QString& region) const
{
    if (region.isEmpty())
        return true;
    return std::any_of(m_prices.begin(), m_prices.end(), [&](const ReferencePrice& p) {
        return p.gpuId == gpuId && p.term != RentalTerm::Buy &&
               p.region.compare(region, Qt::CaseInsensitive) == 0;
    });
}

QList<const ReferencePrice*> ReferencePrices::forGpu(const QString& gpuId, const QString& region) const
{
    QList<const ReferencePrice*> out;
    for (int t = 0; t <= int(RentalTerm::Buy); ++t)
        if (const ReferencePrice* p = find(gpuId, RentalTerm(t), region))
            out << p;
    return out;
}

QString regionLabel(const QString& region)
{
    if (region.compare(QLatin1String("China"), Qt::CaseInsensitive) == 0)
        return Tr::tr("China");
    if (region.compare(QLatin1String("global"), Qt::CaseInsensitive) == 0)
        return Tr::tr("Global");
    return region;
}

} // namespace gpuplan
