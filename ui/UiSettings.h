#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace gpuplan {

// What only the desktop remembers — the window's place and layout, the area shown, the type size, the last
// database and the recent plans — typed, with their defaults and limits in one place, in the same settings
// file as the user's Settings (which own the language, the month, the region and the money scale).
class UiSettings
{
public:
    static constexpr int kMinZoom = -4;
    static constexpr int kMaxZoom = 8;
    static constexpr int kRecentPlans = 8;

    QByteArray geometry() const;
    QByteArray windowState() const;
    int tab() const;
    int zoomSteps() const; // within [kMinZoom, kMaxZoom]
    QString lastDatabase() const;
    QStringList recentPlans() const; // absolute paths, the newest first, at most kRecentPlans

    // The last document details given (customer, prepared by, languages "both"/"zh"/"en", paper
    // "a4"/"letter"), offered again on the next export, and the folder the last file was opened or saved in.
    QString documentValue(const QString& key) const;
    void setDocumentValue(const QString& key, const QString& value);
    QString lastFolder() const; // empty: none yet
    void setLastFolder(const QString& folder);

    void setWindow(const QByteArray& geometry, const QByteArray& state, int tab);
    void setZoomSteps(int steps);
    void setLastDatabase(const QString& path);
    void rememberPlan(const QString& path);

private:
    QSettings m_settings;
};

} // namespace gpuplan
