#include "QuoteComparisonBuilder.h"

#include "util/Language.h"
#include "util/Quantity.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteComparison)
};
} // namespace

Result<QuoteComparison> QuoteComparisonBuilder::build(const QList<Quote>& quotes,
                                                      const std::optional<QuoteJob>& job,
                                                      const GpuCatalog& catalog,
                                                      const PriceNormaliser& normaliser, int currentYear,
                                                      TaxStatus taxStatus)
{
    if (quotes.isEmpty())
        return fieldError(QStringLiteral("quotes"), Tr::tr("there are no quotes to compare"));
    QuoteComparison c;
    c.currentYear = currentYear;
    c.taxStatus = job ? job->taxStatus : taxStatus;
    c.quotes = quotes;
    if (job && quotes.size() <= kMaxWeighed) {
        QuoteJob j = *job;
        j.currentYear = currentYear;
        auto ranked = rankQuotes(j, quotes, catalog, normaliser);
        if (!ranked)
            return ranked.error();
        c.evaluations = ranked.value();
        c.job = jobText(job->workload);
        // What can be printed is worded in both languages too (the reasons, the layouts).
        if (quotes.size() <= kMaxOnPaper)
            for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
                const Language::Scope scope(language);
                auto worded = rankQuotes(j, quotes, catalog, normaliser);
                if (!worded)
                    return worded.error();
                c.evaluationsIn.insert(language, worded.value());
                c.jobIn.insert(language, jobText(job->workload));
            }
        // Side by side in the ranking's order: the recommended quote first, as a buyer files it.
        c.quotes.clear();
        for (const QuoteEvaluation& e : c.evaluations)
            for (const Quote& q : quotes)
                if (q.id == e.quote.id)
                    c.quotes << q;
    }
    return c;
}

Status QuoteComparisonBuilder::checkPrintable(const QuoteComparison& c)
{
    if (c.quotes.size() <= kMaxOnPaper)
        return Status();
    return fieldError(
        QStringLiteral("quotes"),
        Tr::tr("%1 quotes are chosen; narrow them to %2 or fewer to compare them side by side on "
               "paper, or compare them in Excel")
            .arg(c.quotes.size())
            .arg(kMaxOnPaper));
}

QString QuoteComparisonBuilder::jobText(const Workload& w)
{
    return Tr::tr("%1 · %2 · %3 tokens")
        .arg(w.model.name, methodLabel(w.method), Quantity::formatCountWords(w.effectiveTokens()));
}

} // namespace gpuplan
