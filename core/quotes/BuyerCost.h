#pragma once

#include "cost/PriceTerm.h"
#include "quotes/Quote.h"

#include <optional>

namespace gpuplan {

// The buyer's VAT position, which decides what a quote really costs. A general taxpayer (一般纳税人) deducts
// the input VAT of a special VAT invoice (增值税专用发票); on an ordinary invoice (普通发票), or with no
// Chinese invoice at all, the VAT is a cost. A small-scale taxpayer (小规模纳税人) deducts no input VAT, nor
// does a buyer outside mainland China. Sources: ../shared/data/market-facts.md (VAT deduction).
enum class TaxStatus
{
    General,
    SmallScale,
    Outside
};
QString taxStatusName(TaxStatus s); // "general", "small-scale", "outside"
std::optional<TaxStatus> taxStatusFromName(const QString& name);
QString taxStatusLabel(TaxStatus s, const QString& language = QString()); // 一般纳税人 / general taxpayer

// On which basis a comparison costs the quotes and holds the budget, for the document's cover and the
// command's footer (zh-review-4 D3, D4): "Cost to you worked out for a general taxpayer (the tax status in
// the settings); the budget is compared with it" /
// "采购成本按一般纳税人口径计算（见设置中的纳税人身份），预算按采购成本比较".
QString taxBasisText(TaxStatus s, const QString& language = QString());

// What a job under a quote costs this buyer, and on which basis.
struct BuyerCost
{
    Money amount;            // VAT excluded when deductible, else included
    bool vatIncluded = true; // the amount includes the VAT
    bool rateStated = true;  // false: the quote states no VAT rate, so the amount is the price as quoted,
                             // neither "incl." nor "ex VAT" (zh-review-4 D1)
    QString basis;           // translated: "VAT excluded: deductible on a special VAT invoice"
    TaxStatus status = TaxStatus::General; // the buyer's, as asked
};

// "¥70,000.00 incl. VAT" / "¥66,037.74 ex VAT" / "¥6,240.51 as quoted (VAT rate not stated)": the amount
// with its basis in a few words.
QString buyerCostText(const BuyerCost& cost, const QString& language = QString());

// A quote's VAT is deductible only for a general taxpayer with a special VAT invoice and a stated rate; an
// unknown invoice or rate is taken as not deductible, and the basis says so.
BuyerCost buyerCost(const JobCost& cost, const Quote& quote, TaxStatus status,
                    const QString& language = QString());

// A quote's comparable price per GPU-hour as this buyer pays it: the normalised price (CNY per GPU-hour, VAT
// excluded) with its VAT added back where the buyer cannot deduct it (zh-review-4 D6: the price-only
// recommendation ranked an ordinary invoice's price as if its VAT were deductible). Empty when the quote has
// no normalised price.
std::optional<BuyerCost> buyerPricePerGpuHour(const Quote& quote, TaxStatus status,
                                              const QString& language = QString());

} // namespace gpuplan
