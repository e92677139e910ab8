#pragma once

#include "BuyModel.h"
#include "PriceTerm.h"

#include <QList>
#include <QString>

namespace gpuplan {

// A typical price for a GPU model and rental term, with where it came from.
struct ReferencePrice
{
    QString gpuId;
    RentalTerm term = RentalTerm::Hourly;
    PriceTerm price; // rent terms
    BuyTerms buy;    // term == Buy
    QString region;
    QString source;
    QString date;
    QString verification;
    QString note;
    QString sourceZh; // the source in Chinese, for Chinese output

    // The source in the language of the moment.
    QString sourceText() const;
    QString dateText() const; // the date, or "undated" / 日期未注明 in the current language
};

// A region of the reference prices in the language of the moment: "China" → 中国, "global" → 全球; any other
// as it is written.
QString regionLabel(const QString& region);

// resources/prices/reference-prices.csv: used where the user has no quote.
class ReferencePrices
{
public:
    static const ReferencePrices& shipped();
    static Result<ReferencePrices> fromCsv(const QString& text, const QString& sourceName);

    const QList<ReferencePrice>& prices() const { return m_prices; }
    // The price for a GPU and term, preferring `region` (then any region, in file order).
    const ReferencePrice* find(const QString& gpuId, RentalTerm term,
                               const QString& region = QStringLiteral("China")) const;
    // Whether the GPU can be rented in the region by the dated evidence of this table (any rent term of that
    // region; buying prices do not count). An empty region: any.
    bool rentedIn(const QString& gpuId, const QString& region) const;
    QList<const ReferencePrice*> forGpu(const QString& gpuId,
                                        const QString& region = QStringLiteral("China")) const;

private:
    QList<ReferencePrice> m_prices;
};

} // namespace gpuplan
