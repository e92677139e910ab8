// What only a team database (PostgreSQL) does: hear the team's changes, and connect again after losing the
// connection.
#include "Database.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};
} // namespace

bool Database::watchChanges(QObject* context, const std::function<void()>& changed)
{
    QSqlDriver* driver = m_db.driver();
    if (m_backend != SqlDialect::Backend::Postgres || !driver ||
        !driver->subscribeToNotification(QString::fromLatin1(kChangedChannel)))
        return false;
    m_listening = true;
    QObject::connect(driver, &QSqlDriver::notification, context,
                     [changed](const QString& name, QSqlDriver::NotificationSource source, const QVariant&) {
                         if (name == QLatin1String(kChangedChannel) && source == QSqlDriver::OtherSource)
                             changed();
                     });
    return true;
}

Result<bool> Database::ensureConnected()
{
    if (m_backend != SqlDialect::Backend::Postgres)
        return false;
    {
        QSqlQuery ping(m_db);
        if (ping.exec(QStringLiteral("SELECT 1")))
            return false;
    }
    m_db.close();
    if (!m_db.open())
        return Error{Tr::tr("the connection to the team database %1 was lost and cannot be made again yet "
                            "(%2); trying again")
                         .arg(m_path, m_db.lastError().databaseText().trimmed()),
                     Tr::tr("database")};
    m_depth = 0;
    if (m_listening && !m_db.driver()->subscribeToNotification(QString::fromLatin1(kChangedChannel)))
        return Error{
            Tr::tr("connected to the team database %1 again, but cannot listen for the team's changes")
                .arg(m_path),
            Tr::tr("database")};
    return true;
}

} // namespace gpuplan
