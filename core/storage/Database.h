#pragma once

#include "SqlDialect.h"
#include "util/Result.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSqlDatabase>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace gpuplan {

// The SQLite database: a named connection with foreign keys, WAL and a busy timeout, numbered migrations
// (resources/sql/NNN_*.sql), each in one transaction, and seeding of the shipped data.
class Database
{
public:
    struct Options
    {
        int targetVersion = -1; // -1 = latest; lower values exist for fixture and migration tests
        bool seed = true;       // catalog, reference prices, checklist templates
        // The labelled demo providers and quotes, the first time only. Unset: on a file of one's own, not on
        // a team database (ux-4: a shared database was seeded with demo quotes every member then saw and had
        // to delete); true seeds either (tests, a team's training database).
        std::optional<bool> seedDemo;
        bool inspect =
            false; // only identified: no upgrade, no seeding, no pragma (db check of a damaged file)
        // A team database's password for this connection only (the desktop reads it from the system keyring);
        // never written anywhere. Empty: libpq's ~/.pgpass or PGPASSWORD, if the server asks one.
        QString password;
    };

    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    static QString defaultPath();
    static Result<std::unique_ptr<Database>> open(const QString& path);
    static Result<std::unique_ptr<Database>> open(const QString& path, const Options& options);
    static int latestVersion();

    QSqlDatabase& sql() { return m_db; }
    const QString& path() const { return m_path; }
    // A database file the user cannot write is opened read-only: it can be listed and exported, and every
    // change is refused with a clear message.
    bool readOnly() const { return m_readOnly; }
    // The notification every committed change of a team database sends (PostgreSQL's LISTEN/NOTIFY).
    static constexpr const char* kChangedChannel = "gpuplan_changed";
    // Calls `changed` whenever another client commits a change: on a team database when the event loop
    // delivers the server's notification; on a file when its data version moved (looked at every
    // kFileWatchMs, so another process's change is seen within a second). Changes made through this
    // connection are not announced back. The watch lives as long as `context`. false: the database is closed.
    static constexpr int kFileWatchMs = 400;
    bool watchChanges(QObject* context, const std::function<void()>& changed);
    // A team database's connection checked (a round trip to the server); when it was lost, connected again
    // with the same address and role, and listening again. true: connected again — notifications sent while
    // away are not replayed, so the caller reads everything again. An error: the server is still out of reach
    // (try again later). Always false on a file.
    Result<bool> ensureConnected();
    // SQLite (a file) or PostgreSQL (a team database: open() with a postgresql:// address).
    SqlDialect::Backend backend() const { return m_backend; }
    int schemaVersion();

    // Runs body inside BEGIN IMMEDIATE … COMMIT, rolling back if it fails. Nested calls become savepoints, so
    // that a store's operation can take part in a larger transaction.
    Status transaction(const std::function<Status()>& body);

    struct Health
    {
        QString integrity; // "ok" when sound
        int schemaVersion = 0;
        int latestVersion = 0;
        int foreignKeyViolations = 0;
        QList<QPair<QString, qint64>> counts;
        bool ok() const
        {
            return integrity == QLatin1String("ok") && foreignKeyViolations == 0 &&
                   schemaVersion == latestVersion;
        }
    };
    Result<Health> check();

    // Who is changing the database: the login role on a team database (session_user, also when it acts as a
    // shared owner role), else the system's user.
    QString userName();
    // One field's change, on record in the audit trail (call inside the change's transaction).
    Status audit(const QString& entity, qint64 entityId, qint64 quoteId, const QString& field,
                 const QString& oldValue, const QString& newValue);
    struct AuditEntry
    {
        QString changedAt, changedBy, entity, field, oldValue, newValue;
        qint64 entityId = 0, quoteId = 0;
    };
    // A quote's history: its own fields and events and its checklist items' (entity "quote" /
    // "checklist_item"), oldest first; `entity` empty: both. Quote 0: the changes that belong to no quote.
    Result<QList<AuditEntry>> history(qint64 quoteId, const QString& entity = QString());

    QString meta(const QString& key) const;
    Status setMeta(const QString& key, const QString& value);

    // Ids are never given twice (reliability-4 F8): each table's counter continues after the highest id it
    // has held or the audit trail names (a deleted quote's history stays its own). Called after a copy and by
    // the upgrade to schema 14; inside a transaction.
    Status raiseIdCounters();

private:
    Database(QSqlDatabase db, QString path);
    static Result<std::unique_ptr<Database>> openServer(const QString& url, const Options& options);
    Status prepareSchema(const Options& options);
    Status serialise();
    Status identify();
    Status verify();
    Status migrate(int target);
    // Schema 14 on SQLite: every table with an integer id rebuilt with AUTOINCREMENT, the audit trail's CHECK
    // widened; foreign keys are off around it (the caller's part), inside the step's transaction.
    Status rebuildWithAutoincrement();
    Status seed(bool demo);
    Status exec(const QString& sql);

    QSqlDatabase m_db;
    QString m_path;
    QString m_connection;
    int m_depth = 0;
    bool m_readOnly = false;
    SqlDialect::Backend m_backend = SqlDialect::Backend::Sqlite;
    bool m_verified = false;
    // Whether a committed write is announced to the team database's other clients: not for the shipped data
    // every client writes as it opens (they would read again, open again and announce again).
    bool m_announce = true;
    QList<QPointer<QTimer>> m_watches; // a file's change watches (watchChanges)
    bool m_listening = false;          // subscribed to kChangedChannel, to renew after a reconnect
    QString m_userName;                // quick_check passed: written to only then
};

// Binds an empty text as '' rather than NULL (QString() binds as NULL).
inline QString text(const QString& s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

// Prepared-statement helper: throws nothing; returns the error text with the statement.
Error sqlError(const class QSqlQuery& q, const QString& what);

} // namespace gpuplan
