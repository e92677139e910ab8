#pragma once

#include "planner/QuoteRanking.h"
#include "quotes/Quote.h"
#include "serving/ServingQuotes.h"

#include <QAbstractTableModel>
#include <QHash>

namespace gpuplan {

class GpuCatalog;

// Quotes as a table: one row per quote, with its comparable price and the seeds' checks.
class QuoteTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Provider,
        Gpu,
        Gpus,
        Quoted,
        Normalised,
        ValidUntil,
        Checks,
        JobTotal,   // what the job of the quick estimate would cost under the quote's own terms
        JobVerdict, // whether the quote can run it within the deadline and budget, and why not
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit QuoteTableModel(QObject* parent = nullptr);

    void setQuotes(const QList<Quote>& quotes, const GpuCatalog& catalog, int currentYear);
    const Quote& quoteAt(int row) const { return m_quotes.at(row); }
    const QList<Quote>& quotes() const { return m_quotes; } // every quote, unfiltered
    const QList<Check>& checksAt(int row) const;            // computed when first needed
    // The quotes weighed for a job (core's rankQuotes), by quote id; empty = no job.
    void setEvaluations(const QHash<qint64, QuoteEvaluation>& evaluations);
    const QuoteEvaluation* evaluationAt(int row) const;
    // The quotes weighed for a service instead (core's rankQuotesForServing), by quote id: the job's two
    // columns then show a month of the service to the buyer and the quote's verdict for it; empty = none.
    void setServingEvaluations(const QHash<qint64, ServingQuoteEvaluation>& evaluations);
    const ServingQuoteEvaluation* servingEvaluationAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void retranslate();
    static QString verdictText(const QuoteEvaluation& e);

private:
    QList<Quote> m_quotes;
    mutable QHash<int, QList<Check>> m_checks;
    QHash<QString, QString> m_gpuNames;
    QHash<qint64, QuoteEvaluation> m_evaluations;
    QHash<qint64, ServingQuoteEvaluation> m_serving;
    const GpuCatalog* m_catalog = nullptr;
    int m_year = 2026;
};

} // namespace gpuplan
