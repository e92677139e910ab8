#pragma once
// The parts of a purchase's evaluation report (比价审批单 / 评标报告) that its PDF and its workbook share:
// the offers in the documents' order, their compliance and scores, the award's rows. Internal to report.
#include "PdfDocument.h"
#include "tender/TenderScoring.h"

namespace gpuplan::report {

QString amount(const std::optional<Money>& m); // "¥1,234.56" as English writes it; "—" for none
bool isTender(const Tender& t);                // an open or invited tender (the bid's own words)
// The offers in the documents' order: the ranked ones first, in their order, then those that do not comply.
QList<int> offerOrder(const TenderEvaluation& e);
const OfferScore* scoreOf(const TenderEvaluation& e, int offer);
// Whether offer `i` complies, or why not, and whether it is abnormally low (after `separator`).
QString complianceText(const Options& o, const TenderDossier& d, int i, const QString& separator);
// The compliance and scores table, header first; a record column when the purchase weighs 履约评价.
QList<QStringList> scoresTable(const Options& o, const TenderDossier& d, const TenderEvaluation& e);
// The award's rows (what, the premium, who prepared and approved it), core's statement.
QList<QPair<QString, QString>> awardRows(const Options& o, const TenderDossier& d);

} // namespace gpuplan::report
