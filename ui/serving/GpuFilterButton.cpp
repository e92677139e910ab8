#include "GpuFilterButton.h"

#include "catalog/GpuCatalog.h"
#include "util/Language.h"

#include <QAction>
#include <QEvent>
#include <QMenu>

namespace gpuplan {

GpuFilterButton::GpuFilterButton(QWidget* parent) : QToolButton(parent)
{
    setObjectName(QStringLiteral("servingGpuFilter"));
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("servingGpuFilterMenu"));
    // A tick keeps the menu open, so that several GPUs are picked in one go.
    menu->installEventFilter(this);
    connect(menu, &QMenu::aboutToShow, this, &GpuFilterButton::fillMenu);
    setMenu(menu);
    retranslate();
}

void GpuFilterButton::setCatalog(const GpuCatalog* catalog)
{
    m_catalog = catalog;
    retranslate();
}

void GpuFilterButton::setGpuIds(const QStringList& ids)
{
    m_ids = ids;
    retranslate();
}

void GpuFilterButton::retranslate()
{
    QStringList names;
    for (const QString& id : std::as_const(m_ids)) {
        const GpuModel* g = m_catalog ? m_catalog->byId(id) : nullptr;
        names << (g ? g->displayName() : id);
    }
    setText(names.isEmpty() ? tr("Every GPU offered") : Language::list(names));
    setToolTip(tr("Compare only the GPUs ticked here, as the command line's --gpu does; none ticked: every "
                  "GPU offered in the region"));
}

void GpuFilterButton::fillMenu()
{
    QMenu* m = menu();
    m->clear();
    QAction* every = m->addAction(tr("Every GPU offered"));
    every->setObjectName(QStringLiteral("gpuFilterEvery"));
    every->setCheckable(true);
    every->setChecked(m_ids.isEmpty());
    connect(every, &QAction::triggered, this, [this] {
        m_ids.clear();
        retranslate();
        emit changed();
    });
    m->addSeparator();
    if (!m_catalog)
        return;
    for (const GpuModel& g : m_catalog->gpus()) {
        QAction* a = m->addAction(g.displayName());
        a->setObjectName(QStringLiteral("gpuFilter-") + g.id);
        a->setData(g.id);
        a->setCheckable(true);
        a->setChecked(m_ids.contains(g.id));
        connect(a, &QAction::toggled, this, [this, a, every](bool on) {
            const QString id = a->data().toString();
            if (on && !m_ids.contains(id))
                m_ids << id;
            else if (!on)
                m_ids.removeAll(id);
            every->setChecked(m_ids.isEmpty());
            retranslate();
            emit changed();
        });
    }
}

bool GpuFilterButton::eventFilter(QObject* watched, QEvent* event)
{
    auto* m = qobject_cast<QMenu*>(watched);
    if (m && event->type() == QEvent::MouseButtonRelease) {
        QAction* a = m->activeAction();
        if (a && a->isCheckable() && a->data().isValid()) {
            a->toggle();
            return true; // the menu stays open
        }
    }
    return QToolButton::eventFilter(watched, event);
}

} // namespace gpuplan
