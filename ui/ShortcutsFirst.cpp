#include "ShortcutsFirst.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace gpuplan {

ShortcutsFirst::ShortcutsFirst(QWidget* window, const QList<QAction*>& actions)
    : QObject(window), m_window(window)
{
    for (QAction* a : actions)
        m_actions << a;
}

void ShortcutsFirst::install(QWidget* window, const QList<QAction*>& actions)
{
    qApp->installEventFilter(new ShortcutsFirst(window, actions)); // removed with the window
}

bool ShortcutsFirst::claims(const QKeyEvent& key) const
{
    const QKeySequence pressed(key.keyCombination());
    for (const QPointer<QAction>& a : m_actions) {
        if (!a || !a->isEnabled())
            continue;
        for (const QKeySequence& s : a->shortcuts())
            if (s.matches(pressed) == QKeySequence::ExactMatch)
                return true;
    }
    return false;
}

bool ShortcutsFirst::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride || !m_window)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_window->window())
        return false;
    // Not accepted and not passed on: the focused field does not claim the key, so the shortcut fires.
    return claims(*static_cast<QKeyEvent*>(event));
}

} // namespace gpuplan
