#pragma once

#include "cost/Money.h"

#include <optional>

class QLineEdit;

namespace gpuplan::fieldtext {

// Writing a request back into the fields it was read from. A field that already says the same value keeps
// the user's words (ux-4 P1-m8, P2-m6: 2亿 / 三周 / 20万 came back as "200M" / "504h" / "200000.00 CNY"); a
// field that says something else, or nothing, gets the value in the current language's words (2亿, 3周,
// 20万元), which read back to the same value. 0 or none empties the field.
void setCount(QLineEdit* field, double value);
void setHours(QLineEdit* field, double hours, int hoursPerMonth);
void setMoney(QLineEdit* field, const std::optional<Money>& money);

} // namespace gpuplan::fieldtext
