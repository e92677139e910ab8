#include "WheelGuard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace gpuplan {

void WheelGuard::install()
{
    static WheelGuard* guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !(qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QComboBox*>(widget)))
        return false;
    if (widget->hasFocus())
        return false; // the user is in the field: the wheel steps its value, as usual
    // Not delivered to the field, and not accepted: Qt hands the wheel on to the parents (the scroll area).
    event->ignore();
    return true;
}

} // namespace gpuplan
