#pragma once

#include <QObject>

namespace gpuplan {

// The mouse wheel over a spin box or combo box that does not have the keyboard focus scrolls what holds it
// (the inputs panel, a dialog) instead of changing the value under the pointer: inputs change only when the
// user means it. Installed once on the application (MainWindow).
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    static void install(); // on qApp, once
protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace gpuplan
