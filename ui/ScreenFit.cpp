#include "ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace gpuplan {

namespace {
QScreen* screenOf(const QWidget* w)
{
    if (const QWidget* top = w->parentWidget() ? w->parentWidget()->window() : nullptr; top && top->screen())
        return top->screen();
    return w->screen() ? w->screen() : QGuiApplication::primaryScreen();
}

// Room for the window manager's title bar and borders, which the widget's own size leaves out.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 40;
} // namespace

void fitToScreen(QWidget* window, QSize preferred)
{
    QScreen* screen = screenOf(window);
    if (!screen) {
        window->resize(preferred);
        return;
    }
    const QRect area = screen->availableGeometry();
    const QSize room(std::max(320, area.width() - kFrameWidth), std::max(240, area.height() - kFrameHeight));
    const QSize size = preferred.boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room));
    window->resize(size);
    // Centred on the parent when there is one, else on the screen; kept on the screen either way.
    const QWidget* parent = window->parentWidget() ? window->parentWidget()->window() : nullptr;
    QPoint centre = parent && parent->isVisible() ? parent->frameGeometry().center() : area.center();
    QRect frame(QPoint(0, 0), size + QSize(kFrameWidth, kFrameHeight));
    frame.moveCenter(centre);
    frame.moveLeft(
        std::clamp(frame.left(), area.left(), std::max(area.left(), area.right() - frame.width() + 1)));
    frame.moveTop(
        std::clamp(frame.top(), area.top(), std::max(area.top(), area.bottom() - frame.height() + 1)));
    window->move(frame.topLeft());
}

bool fitsScreen(const QWidget* window)
{
    const QScreen* screen = screenOf(window);
    if (!screen)
        return true;
    const QRect area = screen->availableGeometry();
    const QRect frame(window->pos(), window->size() + QSize(kFrameWidth, kFrameHeight));
    return area.contains(frame);
}

} // namespace gpuplan
