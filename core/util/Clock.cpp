#include "Clock.h"

#include <QtGlobal>

namespace gpuplan {

namespace {
QDate& fixedDate()
{
    static QDate date = [] {
        const QByteArray given = qgetenv("GPUPLAN_TODAY");
        return given.isEmpty() ? QDate() : QDate::fromString(QString::fromLatin1(given), Qt::ISODate);
    }();
    return date;
}
} // namespace

QDate Clock::today()
{
    const QDate& fixed = fixedDate();
    return fixed.isValid() ? fixed : QDate::currentDate();
}

void Clock::setToday(const QDate& date)
{
    fixedDate() = date;
}

} // namespace gpuplan
