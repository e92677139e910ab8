#pragma once

#include <QString>

namespace gpuplan {

// A purchase's event ("created", "open", "offer", "final", "clarification", "evaluating", "awarded",
// "approved", "contract", "cancelled") in words, in `language` ("zh_CN", "en"; empty = the one in force). An
// unknown event is returned as it is.
QString tenderEventLabel(const QString& event, const QString& language = QString());

} // namespace gpuplan
