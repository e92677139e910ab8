#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QKeyEvent;

namespace gpuplan {

// The window's own shortcuts win over a text field's editing keys for the actions named here (ux-4 P2-m5:
// Ctrl+E, Export PDF, did nothing after typing: on X11 a line edit takes Ctrl+E as "end of line"). A key
// that one of these enabled actions carries is not claimed by the focused field, so the action runs; every
// other key (Ctrl+Z, Ctrl+C, …) stays the field's. Installed on the application by the window.
class ShortcutsFirst : public QObject
{
    Q_OBJECT
public:
    static void install(QWidget* window, const QList<QAction*>& actions);
    // Whether `key` is the shortcut of one of the enabled actions (for tests).
    bool claims(const QKeyEvent& key) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    ShortcutsFirst(QWidget* window, const QList<QAction*>& actions);
    QPointer<QWidget> m_window;
    QList<QPointer<QAction>> m_actions;
};

} // namespace gpuplan
