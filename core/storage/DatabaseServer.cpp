// Hearing others' changes (a team database's NOTIFY, a file's data version), and connecting again to a team
// database after losing the connection.
#include "Database.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <memory>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};
} // namespace

namespace {
// SQLite's count of the commits other connections made to the file (this connection's own never move it).
qint64 dataVersion(QSqlDatabase& db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA data_version")) && q.next() ? q.value(0).toLongLong() : -1;
}
} // namespace

bool Database::watchChanges(QObject* context, const std::function<void()>& changed)
{
    if (m_backend == SqlDialect::Backend::Sqlite) {
        // A file has no server to tell: another process's (or window's) commit is seen by its data version,
        // read a few times a second — a one-row pragma, no file read when nothing changed.
        if (!m_db.isOpen())
            return false;
        auto* timer = new QTimer(context);
        m_watches.append(timer); // stopped when this database closes before the context goes
        timer->setInterval(kFileWatchMs);
        auto last = std::make_shared<qint64>(dataVersion(m_db));
        QObject::connect(timer, &QTimer::timeout, context, [this, last, changed] {
            if (m_depth > 0)
                return; // inside this connection's own transaction: look next time
            const qint64 now = dataVersion(m_db);
            if (now < 0 || now == *last)
                return;
            *last = now;
            changed();
        });
        timer->start();
        return true;
    }
    QSqlDriver* driver = m_db.driver();
    if (!driver || !driver->subscribeToNotification(QString::fromLatin1(kChangedChannel)))
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
