#pragma once

#include "quotes/BuyerCost.h"
#include <QHash>

#include "LayoutSearch.h"
#include "RuleChecks.h"
#include "catalog/GpuCatalog.h"
#include "cost/CostOverTime.h"
#include "quotes/Quote.h"

#include <functional>
#include <memory>
#include <optional>

namespace gpuplan {

// The job the quotes are weighed for.
struct QuoteJob
{
    Workload workload;
    TimeOptions timeOptions;
    double deadlineHours = 0;    // 0 = none
    std::optional<Money> budget; // excluding VAT; its currency is the currency of the totals
    int currentYear = 0;         // the year the quotes are judged in (always given by the callers)
    QDate today;                 // the job starts when the servers are delivered, not before today
    TaxStatus taxStatus = TaxStatus::General; // the buyer's: whether a quote's VAT is a cost
};

enum class QuoteVerdict
{
    Fits,           // runs, meets the deadline and the budget
    OverBudget,     // runs within the deadline, costs more than the budget
    MissesDeadline, // runs, but not within the deadline even on every server offered
    Expired,        // past its validity (valid until before today): weighed, never offered as viable
    CannotRun       // no layout fits the GPUs offered
};
QString quoteVerdictName(QuoteVerdict v); // "fits", "over-budget", "misses-deadline", "expired", "cannot-run"
// The verdict as users read it ("over budget", "cannot run it"): one wording for the desktop, the PDF and
// Excel. The source text (translate it in the context "QuoteRanking", e.g. per language in a bilingual
// document) and the text in the program's language.
const char* quoteVerdictSource(QuoteVerdict v);
QString quoteVerdictLabel(QuoteVerdict v);

// One quote weighed for the job: the best layout on the hardware it offers, the time, and what the buyer pays
// under the quote's own terms (unit, minimum term, billing granularity, VAT, setup fee, spot interruptions,
// exchange rate; the deposit is shown apart).
struct QuoteEvaluation
{
    Quote quote;
    std::shared_ptr<const GpuModel> gpu; // the quote's GPU with its interconnect as offered
    QuoteVerdict verdict = QuoteVerdict::CannotRun;
    QString reason; // translated: why it cannot run, misses the deadline or the budget; or a note
    int serversUsed = 0;
    bool partial = false; // fewer servers than offered are enough (and cheaper)
    Cluster cluster;
    Parallelism parallel;
    int microBatch = 1;
    Recompute recompute = Recompute::None;
    QString layoutText;
    MemoryBreakdown memory;
    TimeEstimate time;
    double runHours = 0; // wall-clock, spot interruptions included
    std::optional<JobCost> cost;
    std::optional<Money> costLow, costHigh; // excluding VAT, at the ends of the time's band
    std::optional<BuyerCost> buyer; // what the job costs this buyer (VAT as the buyer's status decides)
    QList<Check> checks;
};

// Quotes weighed for something this floor does not answer (a service, core/serving): the rows it adds beside
// each quote and its recommendation. Each text is worded in the language in force when called (a document
// calls it once per language, under Language::Scope).
struct ComparisonWeighing
{
    struct Row
    {
        std::function<QString()> header;
        std::function<QString(qint64 quoteId)> cell;                 // empty: not weighed ("—")
        std::function<std::optional<double>(qint64 quoteId)> amount; // Excel: a money cell, when set
        bool strong = false;                                         // the row the quotes are ranked by
    };
    QList<Row> rows;
    std::function<QString()> recommendation;
    // The GPUs one replica of the service takes on a quote (0: the quote cannot hold one): the seeds' checks
    // then judge the quote for serving, not for training (zh-review-5 E16).
    std::function<int(qint64 quoteId)> replicaGpus;
};

struct QuoteComparison;
// The seeds' checks of a quote as a comparison shows them (desktop, PDF): for the service weighed, with its
// replicas on that quote, else for training; and the row's title that says which.
QList<Check> comparisonChecks(const QuoteComparison& c, const Quote& q, const GpuCatalog& catalog);
QString comparisonChecksTitle(const QuoteComparison& c);

// Quotes side by side, weighed for a job when one is given: what a comparison (desktop, PDF, Excel) shows.
struct QuoteComparison
{
    QList<Quote> quotes;
    QList<QuoteEvaluation> evaluations; // from rankQuotes, when a job was weighed; else empty
    QString job;                        // the job in words ("Llama 2 70B · LoRA · 500M tokens"), or empty
    int currentYear = 0;
    TaxStatus taxStatus = TaxStatus::General; // the buyer's: the basis of the costs and of the recommendation
    // For documents in both languages: the evaluations and the job in words as each language ("zh_CN",
    // "en") words them (reasons, layouts); empty when too many quotes to print.
    QHash<QString, QList<QuoteEvaluation>> evaluationsIn;
    QHash<QString, QString> jobIn;
    // The evaluations / job in the language in force (Language::Scope), else those above.
    const QList<QuoteEvaluation>& evaluationsNow() const;
    QString jobNow() const;
    // Weighed for a question a higher floor answers (a service: core/serving) instead of a job.
    std::optional<ComparisonWeighing> weighing;
};

// Every quote weighed for the job, the best first: those that run within the deadline and budget by what
// they cost the buyer (VAT excluded where the buyer deducts it, else included: buyerCost), then those over
// budget, then those missing the deadline, then those that cannot run. The desktop's quote comparison,
// `gpuplan quotes rank` and the reports all call this; nothing else computes a job's cost under a quote.
Result<QList<QuoteEvaluation>> rankQuotes(const QuoteJob& job, const QList<Quote>& quotes,
                                          const GpuCatalog& catalog, const PriceNormaliser& normaliser);

// The rental term a quote's price unit amounts to (spot quotes are spot).
RentalTerm quoteTerm(const Quote& q);

// What a job of `wallHours` on `gpus` GPUs costs under a quote's own terms, and whether it meets the deadline
// (spot runs longer by its interruption overhead). The one place that prices a job under a quote: rankQuotes
// and the matcher's quote pricing (plan --prices quotes) both call it.
Result<TermJobCost> quoteJobCost(const Quote& q, int gpus, double wallHours, double deadlineHours,
                                 const PriceNormaliser& normaliser, Currency currency);

} // namespace gpuplan
