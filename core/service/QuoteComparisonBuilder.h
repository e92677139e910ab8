#pragma once

#include "planner/QuoteRanking.h"

#include <optional>

namespace gpuplan {

// Quotes side by side, as the desktop's comparison (PDF, Excel, print) and `gpuplan report quotes` build it:
// the quotes chosen, weighed for the job when one is given (rankQuotes), with the job in words.
class QuoteComparisonBuilder
{
public:
    // A comparison weighs at most this many quotes for a job (more are left to `gpuplan quotes rank`) …
    static constexpr int kMaxWeighed = 20000;
    // … and shows at most this many side by side on paper (Excel takes any number).
    static constexpr int kMaxOnPaper = 60;

    // taxStatus: the buyer's, for the price-only recommendation (a job brings its own).
    // An error (field "quotes") when there are none; a job with more than kMaxWeighed quotes is not weighed.
    static Result<QuoteComparison> build(const QList<Quote>& quotes, const std::optional<QuoteJob>& job,
                                         const GpuCatalog& catalog, const PriceNormaliser& normaliser,
                                         int currentYear, TaxStatus taxStatus = TaxStatus::General);
    // Whether the comparison fits on paper (PDF, print): an error saying how to narrow it when not.
    static Status checkPrintable(const QuoteComparison& c);
    // "Llama 2 70B · LoRA fine-tuning · 500M tokens"
    static QString jobText(const Workload& w);
};

} // namespace gpuplan
