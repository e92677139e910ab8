#include "ServingQuotesTable.h"

#include "Session.h"
#include "catalog/GpuCatalog.h"
#include "quotes/BuyerCost.h"

#include <QHeaderView>
#include <QLocale>

namespace gpuplan {

ServingQuotesTable::ServingQuotesTable(QWidget* parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("servingQuotes"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setColumnCount(8);
    retranslate();
}

void ServingQuotesTable::retranslate()
{
    setAccessibleName(tr("Stored quotes weighed for this service"));
    setHorizontalHeaderLabels({tr("#"), tr("Vendor (quote)"), tr("GPU"),
                               tr("GPUs per replica × replicas needed / held"), tr("Servers used"),
                               tr("A month, to you"), tr("Per 1M output tokens"), tr("Verdict")});
    setToolTip(
        tr("A quote's servers cap its replicas. A month is a year of service under the quote's own "
           "terms (minimum term, billing unit, setup fee) divided by 12, as your tax status pays it."));
    if (!m_evaluations.isEmpty())
        fill();
}

void ServingQuotesTable::setRequest(const std::optional<ServingRequest>& request)
{
    m_request = request;
    if (isVisible() || !m_request)
        weigh();
}

void ServingQuotesTable::showEvent(QShowEvent* event)
{
    QTableWidget::showEvent(event);
    weigh(); // the quotes may have changed on the Quotes area
}

void ServingQuotesTable::weigh()
{
    m_evaluations.clear();
    m_problem.clear();
    if (m_session && m_request) {
        const auto quotes = m_session->quotes().list();
        const auto ranked = quotes ? rankQuotesForServing(*m_request, quotes.value(), m_session->data())
                                   : Result<QList<ServingQuoteEvaluation>>(quotes.error());
        if (ranked)
            m_evaluations = ranked.value();
        else
            m_problem = ranked.error().toString();
    }
    fill();
}

void ServingQuotesTable::fill()
{
    QSignalBlocker block(this); // rows replaced without a current-cell signal each
    setRowCount(int(m_evaluations.size()));
    const QLocale l;
    const QString none = tr("—");
    int serving = 0;
    for (int row = 0; row < m_evaluations.size(); ++row) {
        const ServingQuoteEvaluation& e = m_evaluations[row];
        serving += e.verdict == ServingQuoteVerdict::Serves ? 1 : 0;
        const auto gpu = m_session->data().catalog().find(e.quote.gpuId);
        const QStringList cells = {
            QString::number(row + 1),
            tr("%1 (#%2)").arg(e.quote.provider).arg(e.quote.id),
            gpu ? gpu.value()->displayName() : e.quote.gpuId,
            e.gpusPerReplica
                ? tr("%1 × %2 / %3").arg(e.gpusPerReplica).arg(e.replicasNeeded).arg(e.replicasOffered)
                : none,
            e.serversUsed ? servingServersUsedText(e) : none,
            e.buyer ? buyerCostText(*e.buyer) : none,
            e.costPerMillionOutput > 0 ? l.toString(e.costPerMillionOutput, 'f', 2) : none,
            servingQuoteVerdictText(e)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0 || (c >= 3 && c <= 6))
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 5 && e.buyer)
                item->setToolTip(e.buyer->basis);
            else if (c == 7)
                item->setToolTip(cells[c]);
            item->setData(Qt::UserRole, e.quote.id);
            setItem(row, c, item);
        }
    }
    resizeColumnsToContents();
    block.unblock();
    QString summary;
    if (!m_problem.isEmpty())
        summary = m_problem;
    else if (m_request && m_evaluations.isEmpty())
        summary = tr("No quotes are stored: add or import them on the Quotes area to weigh them here.");
    else if (m_request)
        summary =
            serving == 0
                ? tr("None of the %n stored quote(s) serves this load.", nullptr, int(m_evaluations.size()))
                : tr("%1 of %n stored quote(s) serve this load; the cheapest for you: %2, %3 a month.",
                     nullptr, int(m_evaluations.size()))
                      .arg(serving)
                      .arg(m_evaluations.first().quote.provider,
                           m_evaluations.first().buyer ? buyerCostText(*m_evaluations.first().buyer) : none);
    emit weighed(summary);
}

} // namespace gpuplan
