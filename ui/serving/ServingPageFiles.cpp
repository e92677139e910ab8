// The Serving area's files: the question saved and opened as a plan file, and the serving plan's PDF.
#include "ServingPage.h"

#include "Dialogs.h"
#include "ServingQuotesTable.h"
#include "Session.h"
#include "planner/PlanRequest.h"
#include "report/ServingReport.h"
#include "service/QuoteService.h"
#include "storage/Database.h"
#include "util/AtomicFile.h"

#include <QFileInfo>

namespace gpuplan {

bool ServingPage::savePlan(bool askName)
{
    auto r = request();
    if (!r) {
        Dialogs::error(this, tr("Save plan"), r.error().toString());
        return false;
    }
    const QString path = Dialogs::planFileName(this, m_path, tr("serving plan"), askName);
    if (path.isEmpty())
        return false;
    Database* db = m_session->database();
    const Status s =
        writePlanFile(path, servingPlanRequest(r.value()), db ? databaseFiles(db->path()) : QStringList());
    if (!s) {
        Dialogs::error(this, tr("Save plan"), s.error().toString());
        return false;
    }
    m_path = path;
    return true;
}

bool ServingPage::openPlan(const PlanRequest& plan, const QString& path)
{
    auto r = servingOfPlan(plan);
    if (!r) {
        Dialogs::error(
            this, tr("Open plan"),
            tr("%1, key \"%2\": %3").arg(QFileInfo(path).fileName(), r.error().where, r.error().message));
        return false;
    }
    fillFromRequest(r.value());
    m_path = path;
    recompute();
    return true;
}

void ServingPage::exportPdf()
{
    // The answer on the screen is the one the document draws (nothing is planned again).
    if (!m_answer) {
        auto r = request();
        Dialogs::error(this, tr("Export PDF"),
                       r ? tr("There is no answer to export yet.") : r.error().toString());
        return;
    }
    const auto t = Dialogs::documentTarget(this, tr("Export PDF"), report::DocumentKind::ServingPlan,
                                           QStringLiteral("pdf"), tr("PDF files (*.pdf)"));
    if (!t)
        return;
    QString glyphWarning;
    // The quotes as the Serving area weighed them, less the demo set: a customer's document never lists it.
    m_quotes->weigh(); // weighed when shown: the tab may not have been
    QList<ServingQuoteEvaluation> ranked;
    for (const ServingQuoteEvaluation& e : m_quotes->evaluations())
        if (!e.quote.demo)
            ranked << e;
    auto pdf = servingPdf(*m_answer, m_session->data(), t->options, nullptr, &glyphWarning, ranked);
    Database* db = m_session->database();
    const Status s =
        pdf ? writeFileAtomically(t->path, pdf.value(), db ? databaseFiles(db->path()) : QStringList())
            : Status(pdf.error());
    Dialogs::written(this, tr("Export PDF"), s, t->path, glyphWarning);
}

} // namespace gpuplan
