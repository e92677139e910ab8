#pragma once

#include "serving/ServingQuotes.h"

#include <QTableWidget>

namespace gpuplan {

class Session;

// The stored quotes weighed for the service on the Serving area (issue 37): core's rankQuotesForServing on
// the session's quotes (the demo set too, as the Quotes area lists it), the best first, with the columns of
// `gpuplan quotes rank --method serve`. Weighed when shown: the page hands each new question over, and the
// quotes are read again whenever the table comes into view (after an edit on the Quotes area, say).
class ServingQuotesTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit ServingQuotesTable(QWidget* parent = nullptr);
    void retranslate();
    void setSession(Session* session) { m_session = session; }
    // The question to weigh the quotes for (none: the table is emptied); weighed now if the table is shown.
    void setRequest(const std::optional<ServingRequest>& request);
    void weigh();
    const QList<ServingQuoteEvaluation>& evaluations() const { return m_evaluations; }

signals:
    void weighed(const QString& summary); // translated: how many serve, and the cheapest

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fill();

    Session* m_session = nullptr;
    std::optional<ServingRequest> m_request;
    QList<ServingQuoteEvaluation> m_evaluations;
    QString m_problem;
};

} // namespace gpuplan
