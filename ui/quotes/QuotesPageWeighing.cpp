// The Quotes area weighed for the Serving area's service (issue 37): the job's two columns, the note and the
// comparison follow core's rankQuotesForServing and weighForServing.
#include "QuotesPageWeighing.h"

#include "QuoteJobEditor.h"
#include "QuoteTableModel.h"
#include "QuotesPage.h"
#include "Session.h"
#include "catalog/ModelCatalog.h"
#include "service/QuoteComparisonBuilder.h"
#include "service/QuoteService.h"
#include "serving/ServingQuotes.h"
#include "util/Quantity.h"

#include <QLocale>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTableView>

namespace gpuplan {

QHBoxLayout* weighForRow(QLabel* label, QComboBox* choice)
{
    choice->setObjectName(QStringLiteral("weighForCombo"));
    choice->addItems({QString(), QString()});
    choice->setSizeAdjustPolicy(QComboBox::AdjustToContents); // its texts come with the language
    label->setBuddy(choice);
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(choice);
    row->addStretch();
    return row;
}

void retranslateWeighFor(QLabel* label, QComboBox* choice)
{
    label->setText(QuotesPage::tr("&Weigh the quotes for:"));
    choice->setItemText(0, QuotesPage::tr("The plan's job"));
    choice->setItemText(1, QuotesPage::tr("The service on the Serving area"));
    choice->setToolTip(QuotesPage::tr(
        "The plan's job: what it costs under each quote and whether it runs within the "
        "deadline and budget. The service: what a month of it costs under each quote, whether "
        "the quote's servers serve the peak with headroom, and the cost per 1M output tokens."));
}

namespace {
// Every quote, unless there are too many to weigh (then why).
std::optional<QList<Quote>> quotesToWeigh(const QuoteIndex& index, QString* why)
{
    QList<Quote> all;
    for (const Quote* q : index.query(QuoteFilter{}))
        all << *q;
    if (all.size() <= QuoteComparisonBuilder::kMaxWeighed)
        return all;
    *why = QuotesPage::tr("%1 quotes are too many to weigh at once; delete old ones or compare them with "
                          "'gpuplan quotes rank --ids'.")
               .arg(all.size());
    return std::nullopt;
}
} // namespace

Weighed weighQuotesForJob(QuoteTableModel& model, const std::optional<QuoteJob>& job, bool fromPlan,
                          const QuoteIndex* index, const QuoteService& quotes)
{
    model.setServingEvaluations({});
    model.setEvaluations({});
    if (!job || !index)
        return {QuotesPage::tr("Make an estimate to see what that job would cost under each quote.")};
    QString why;
    const auto all = quotesToWeigh(*index, &why);
    if (!all)
        return {why};
    auto ranked = quotes.rank(*job, *all);
    if (!ranked)
        return {ranked.error().toString()};
    QHash<qint64, QuoteEvaluation> byId;
    for (const QuoteEvaluation& e : ranked.value())
        byId.insert(e.quote.id, e);
    model.setEvaluations(byId);
    const Workload& w = job->workload;
    const QString name = w.model.name;
    const QString method = methodLabel(w.method);
    const QString tokens = Quantity::formatCountWords(w.effectiveTokens());
    // Whole sentences with placeholders, never glued fragments (Chinese joins sentences without a space).
    QString text;
    const bool cheapest =
        !ranked->isEmpty() && ranked->first().cost && ranked->first().verdict == QuoteVerdict::Fits;
    if (fromPlan && cheapest)
        text = QuotesPage::tr("Weighed for the plan's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.")
                   .arg(name, method, tokens, ranked->first().quote.provider,
                        buyerCostText(*ranked->first().buyer));
    else if (fromPlan)
        text = QuotesPage::tr("Weighed for the plan's job: %1 · %2 · %3 tokens.").arg(name, method, tokens);
    else if (cheapest)
        text = QuotesPage::tr(
                   "Weighed for the quick estimate's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.")
                   .arg(name, method, tokens, ranked->first().quote.provider,
                        buyerCostText(*ranked->first().buyer));
    else
        text = QuotesPage::tr("Weighed for the quick estimate's job: %1 · %2 · %3 tokens.")
                   .arg(name, method, tokens);
    if (cheapest)
        text += spotNotice(ranked->first().quote);
    return {text, true};
}

Weighed weighQuotesForService(QuoteTableModel& model, const std::optional<ServingRequest>& service,
                              const QuoteIndex* index, const PlannerData& data)
{
    model.setEvaluations({});
    model.setServingEvaluations({});
    if (!service || !index)
        return {QuotesPage::tr("The Serving area has no question to weigh the quotes for: one of its fields "
                               "is wrong, or it has not been answered yet.")};
    QString why;
    const auto all = quotesToWeigh(*index, &why);
    if (!all)
        return {why};
    auto ranked = rankQuotesForServing(*service, *all, data);
    if (!ranked)
        return {ranked.error().toString()};
    QHash<qint64, ServingQuoteEvaluation> byId;
    for (const ServingQuoteEvaluation& e : ranked.value())
        byId.insert(e.quote.id, e);
    model.setServingEvaluations(byId);
    // Short enough for two lines on a projector; the service in full and core's recommendation in the tip.
    auto served = ModelCatalog::shipped().find(service->modelId);
    const QString name = served ? served.value().name : service->modelId;
    const QString peak = QLocale().toString(servingPeak(*service), 'g', 3);
    const ServingQuoteEvaluation& best = ranked->first();
    Weighed w{best.verdict == ServingQuoteVerdict::Serves && best.buyer
                  ? QuotesPage::tr("Weighed for the service on the Serving area: %1 at %2 requests/s at the "
                                   "peak. Cheapest for you: %3 at %4 a month (%5 CNY per 1M output tokens).")
                        .arg(name, peak, best.quote.provider, buyerCostText(*best.buyer),
                             QLocale().toString(best.costPerMillionOutput, 'f', 2))
                  : QuotesPage::tr("Weighed for the service on the Serving area: %1 at %2 requests/s at the "
                                   "peak. None of the quotes serves it with headroom; each verdict says why.")
                        .arg(name, peak),
              true};
    w.toolTip =
        servingJobText(*service, data) + QLatin1Char('\n') + servingQuotesRecommendation(ranked.value());
    return w;
}

void QuotesPage::setService(const std::optional<ServingRequest>& request)
{
    m_service = request;
    if (!weighsForService())
        return;
    m_jobDirty = true;
    if (isVisible())
        weigh();
}

void QuotesPage::setWeighForService(bool on)
{
    m_weighFor->setCurrentIndex(on ? 1 : 0);
}

bool QuotesPage::weighsForService() const
{
    return m_weighFor->currentIndex() == 1;
}

} // namespace gpuplan
