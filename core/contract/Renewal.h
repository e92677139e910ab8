#pragma once

#include "contract/Contract.h"
#include "cost/ReferencePrices.h"

#include <QList>

namespace gpuplan {

struct Quote;

// Before a term ends (issue 62 item 4): continuing weighed against switching, for the same servers and GPUs
// over the renewal term. Continuing costs the renewal price (the contract's unless the vendor offers
// another) with no setup fee; switching costs a stored quote's or a market reference price's rent for the
// same GPU model and count (its setup fee, minimum term and granularity applied by PriceNormaliser::jobCost,
// the one place that prices a job under a term) plus the migration: `migrationDays` of both running, at the
// contract's price. Money VAT excluded (a general taxpayer deducts the input VAT). The break-even is the
// renewal price at which continuing costs what the cheapest switch does: the figure to negotiate to.
struct RenewalTerms
{
    int months = 0;             // the renewal term; 0 = the contract's own term
    std::optional<Money> price; // the renewal price per the contract's unit; none = the contract's
    int migrationDays = 3;      // both running while the job moves
    int warnDays = 60;          // the warning ahead of the term's end
};

struct RenewalOption
{
    enum class Kind
    {
        Continue,
        Quote,
        Reference
    };
    Kind kind = Kind::Continue;
    qint64 quoteId = 0;
    QString vendor;             // the vendor, or the reference's source (in the current language)
    QString sourceEn, sourceZh; // a reference's source in each language, for documents in both
    QString date;               // the quote's or reference's date
    PriceTerm price;
    Money rent;          // the renewal term's rent with any setup fee, VAT excluded
    Money switching;     // the migration (0 for continuing)
    Money total;         // rent + switching
    Money saving;        // continuing's total − this total (positive: cheaper than continuing)
    QString explanation; // jobCost's, translated
    // The new vendor's deposit as quoted, in CNY: cash paid up front and returned at the end of its term, so
    // not in the total but said beside it (0: none, and for renewing, whose deposit the vendor already
    // holds).
    Money deposit;
};

struct RenewalAssessment
{
    QDate termEnds; // the last day of the term
    int daysLeft = 0;
    bool due = false; // within the warning
    int months = 0;
    int gpus = 0;
    double hours = 0;
    QList<RenewalOption> options;   // continuing first, then the others cheapest first
    std::optional<Money> breakEven; // per the contract's unit; none when continuing is already cheapest
    QString recommendation() const; // translated, one sentence
};

// `quotes`: those on the desk (the contract's own quote and quotes for other GPU models are passed over,
// as are quotes with fewer GPUs than the contract's and quotes no longer valid on `today`).
Result<RenewalAssessment> assessRenewal(const Contract& c, const QList<Quote>& quotes,
                                        const ReferencePrices& references, const PriceNormaliser& normaliser,
                                        const RenewalTerms& terms, const QDate& today,
                                        const QString& region = QStringLiteral("China"));

} // namespace gpuplan
