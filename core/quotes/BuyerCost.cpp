#include "BuyerCost.h"

#include "util/Language.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplan {

namespace {
const char* const kNames[] = {"general", "small-scale", "outside"};

QString say(const QString& language, const char* source)
{
    return language.isEmpty() ? QCoreApplication::translate("BuyerCost", source)
                              : Language::translate(language, "BuyerCost", source);
}
} // namespace

QString taxStatusName(TaxStatus s)
{
    return QString::fromLatin1(kNames[int(s)]);
}

std::optional<TaxStatus> taxStatusFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < 3; ++i)
        if (n == QLatin1String(kNames[i]))
            return TaxStatus(i);
    if (n == QLatin1String("small") || n == QString::fromUtf8("小规模纳税人"))
        return TaxStatus::SmallScale;
    if (n == QString::fromUtf8("一般纳税人"))
        return TaxStatus::General;
    return std::nullopt;
}

QString taxBasisText(TaxStatus s, const QString& language)
{
    return say(language,
               QT_TRANSLATE_NOOP("BuyerCost", "Cost to you worked out for a %1 (the tax status in the "
                                              "settings); the budget is compared with it"))
        .arg(taxStatusLabel(s, language));
}

QString taxStatusLabel(TaxStatus s, const QString& language)
{
    switch (s) {
    case TaxStatus::General:
        return say(language, QT_TRANSLATE_NOOP("BuyerCost", "general taxpayer"));
    case TaxStatus::SmallScale:
        return say(language, QT_TRANSLATE_NOOP("BuyerCost", "small-scale taxpayer"));
    case TaxStatus::Outside:
        return say(language, QT_TRANSLATE_NOOP("BuyerCost", "buyer outside mainland China"));
    }
    return QString();
}

QString buyerCostText(const BuyerCost& cost, const QString& language)
{
    if (!cost.rateStated)
        return say(language, QT_TRANSLATE_NOOP("BuyerCost", "%1 as quoted (VAT rate not stated)"))
            .arg(cost.amount.toDisplayString());
    return (cost.vatIncluded ? say(language, QT_TRANSLATE_NOOP("BuyerCost", "%1 incl. VAT"))
                             : say(language, QT_TRANSLATE_NOOP("BuyerCost", "%1 ex VAT")))
        .arg(cost.amount.toDisplayString());
}

BuyerCost buyerCost(const JobCost& cost, const Quote& quote, TaxStatus status, const QString& language)
{
    const bool rateStated = quote.price.vatIncluded || quote.price.vatBasisPoints > 0;
    const bool special = quote.invoiceType == QLatin1String("special");
    BuyerCost b;
    b.status = status;
    if (status == TaxStatus::General && special && rateStated) {
        b.amount = cost.totalExVat;
        b.vatIncluded = false;
        b.basis = say(language, QT_TRANSLATE_NOOP("BuyerCost", "VAT excluded: a general taxpayer deducts the "
                                                               "VAT of a special VAT invoice"));
        return b;
    }
    b.amount = cost.totalIncVat;
    b.rateStated = rateStated;
    if (!rateStated) {
        // Neither "incl." nor "ex VAT": the price as it stands (zh-review-4 D1).
        b.basis =
            say(language, QT_TRANSLATE_NOOP("BuyerCost",
                                            "As quoted: the VAT rate is not stated, so the price is compared "
                                            "as it stands and nothing is taken as deductible; ask the vendor "
                                            "in writing whether VAT is included and which invoice they "
                                            "issue"));
        return b;
    }
    if (status == TaxStatus::SmallScale)
        b.basis =
            say(language, QT_TRANSLATE_NOOP("BuyerCost", "VAT included: a small-scale taxpayer deducts no "
                                                         "input VAT"));
    else if (status == TaxStatus::Outside)
        b.basis =
            say(language, QT_TRANSLATE_NOOP("BuyerCost", "VAT included: no Chinese VAT is deducted outside "
                                                         "mainland China"));
    else if (quote.invoiceType == QLatin1String("ordinary"))
        b.basis = say(language, QT_TRANSLATE_NOOP("BuyerCost", "VAT included: the VAT of an ordinary invoice "
                                                               "cannot be deducted"));
    else
        b.basis =
            say(language, QT_TRANSLATE_NOOP("BuyerCost", "VAT included: the invoice type is not stated, so "
                                                         "the VAT is taken as not deductible"));
    return b;
}

std::optional<BuyerCost> buyerPricePerGpuHour(const Quote& quote, TaxStatus status, const QString& language)
{
    if (!quote.normalised)
        return std::nullopt;
    JobCost perHour;
    perHour.totalExVat = *quote.normalised;
    perHour.totalIncVat = Money(qint64(std::llround(double(quote.normalised->minor()) *
                                                    (10000 + quote.price.vatBasisPoints) / 10000.0)),
                                quote.normalised->currency());
    return buyerCost(perHour, quote, status, language);
}

} // namespace gpuplan
