#pragma once

#include <QString>

namespace gpuplan {

// A purchase's event ("created", "open", "offer", "final", "clarification", "evaluating", "awarded",
// "approved", "contract", "cancelled") in words, in `language` ("zh_CN", "en"; empty = the one in force). An
// unknown event is returned as it is.
QString tenderEventLabel(const QString& event, const QString& language = QString());

// What an event or a purchase's end records, kept as data (a JSON object with "what"), so that the history is
// worded in the language of whoever reads it and never in the writer's: the desktop, the command line and the
// evaluation report all word it with tenderRecordText. The buyer's own words (a reason, a purchase's name)
// are kept as they were typed.
namespace tenderRecord {
// An offer or final offer: the vendor, its round and its price as the vendor's file gives them.
QString offer(const QString& vendor, int round, const QString& price, const QString& currency,
              const QString& unit);
QString awarded(const QString& vendor, qint64 offerId, const QString& reason);
QString contract(qint64 quoteId);
// Declared failed for too few substantially responsive offers, under the rule cited (the law's own text).
QString tooFewResponsive(int responsive, int minimum, const QString& cite);
} // namespace tenderRecord

// A stored record in words of `language` (empty = the one in force); text that is not a record (the buyer's
// words, and records kept before they were data) is returned as it is.
QString tenderRecordText(const QString& stored, const QString& language = QString());

} // namespace gpuplan
