#pragma once

#include <QDate>

namespace gpuplan {

// Today, for every question asked of core: which quotes are valid, the year a GPU's age is judged in, the
// date an exchange rate is set on. The one clock of the program, so that a test (or a script that must give
// the same answer tomorrow) can fix it: `setToday`, or the environment variable GPUPLAN_TODAY=YYYY-MM-DD.
class Clock
{
public:
    static QDate today();
    // Fixes the date (an invalid date gives back the system's clock).
    static void setToday(const QDate& date);
};

} // namespace gpuplan
