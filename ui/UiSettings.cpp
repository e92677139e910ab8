#include "UiSettings.h"

#include <QFileInfo>

#include <algorithm>

namespace gpuplan {

namespace {
const QString kGeometry = QStringLiteral("ui/geometry");
const QString kState = QStringLiteral("ui/state");
const QString kTab = QStringLiteral("ui/tab");
const QString kZoom = QStringLiteral("ui/zoom");
const QString kLastDatabase = QStringLiteral("ui/lastDatabase");
const QString kRecentKey = QStringLiteral("ui/recentPlans");
const QString kLastFolder = QStringLiteral("ui/lastFolder");
} // namespace

QByteArray UiSettings::geometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}

QByteArray UiSettings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}

int UiSettings::tab() const
{
    return std::max(0, m_settings.value(kTab, 0).toInt());
}

int UiSettings::zoomSteps() const
{
    return std::clamp(m_settings.value(kZoom, 0).toInt(), kMinZoom, kMaxZoom);
}

QString UiSettings::lastDatabase() const
{
    return m_settings.value(kLastDatabase).toString();
}

QStringList UiSettings::recentPlans() const
{
    return m_settings.value(kRecentKey).toStringList().mid(0, kRecentPlans);
}

void UiSettings::setWindow(const QByteArray& geometry, const QByteArray& state, int tab)
{
    m_settings.setValue(kGeometry, geometry);
    m_settings.setValue(kState, state);
    m_settings.setValue(kTab, tab);
}

void UiSettings::setZoomSteps(int steps)
{
    m_settings.setValue(kZoom, std::clamp(steps, kMinZoom, kMaxZoom));
}

QString UiSettings::documentValue(const QString& key) const
{
    return m_settings.value(QStringLiteral("documents/") + key).toString();
}

void UiSettings::setDocumentValue(const QString& key, const QString& value)
{
    if (documentValue(key) != value)
        m_settings.setValue(QStringLiteral("documents/") + key, value);
}

QString UiSettings::lastFolder() const
{
    return m_settings.value(kLastFolder).toString();
}

void UiSettings::setLastFolder(const QString& folder)
{
    if (lastFolder() != folder)
        m_settings.setValue(kLastFolder, folder);
}

void UiSettings::setLastDatabase(const QString& path)
{
    m_settings.setValue(kLastDatabase, path);
}

void UiSettings::rememberPlan(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentPlans();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    m_settings.setValue(kRecentKey, QStringList(recent.mid(0, kRecentPlans)));
}

} // namespace gpuplan
