#include "Database.h"

#include "CatalogStore.h"
#include "ChecklistStore.h"
#include "DemoData.h"
#include "SqlDialect.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <atomic>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};

struct Migration
{
    int version;
    QString file;
};

QList<Migration> migrations()
{
    // Numbered files (resources/sql/NNN_what.sql, compiled in), applied in order; never edit one that has
    // shipped — add the next number. The numbers run 1, 2, 3 … without a gap (Q_ASSERT).
    QList<Migration> out;
    for (const QString& name :
         QDir(QStringLiteral(":/gpuplan/sql")).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name))
        out.append({name.left(3).toInt(), QStringLiteral(":/gpuplan/sql/") + name});
    for (int i = 0; i < out.size(); ++i)
        Q_ASSERT(out[i].version == i + 1);
    return out;
}

QStringList statements(const QString& script)
{
    QString noComments;
    for (const QString& line : script.split(QLatin1Char('\n')))
        if (!line.trimmed().startsWith(QLatin1String("--")))
            noComments += line + QLatin1Char('\n');
    QStringList out;
    for (const QString& s : noComments.split(QLatin1Char(';')))
        if (!s.trimmed().isEmpty())
            out << s.trimmed();
    return out;
}
} // namespace

Error sqlError(const QSqlQuery& q, const QString& what)
{
    const bool server = q.driver() && q.driver()->dbmsType() == QSqlDriver::PostgreSQL;
    return SqlDialect::error(server ? SqlDialect::Backend::Postgres : SqlDialect::Backend::Sqlite, q, what);
}

Database::Database(QSqlDatabase db, QString path)
    : m_db(db), m_path(std::move(path)), m_connection(db.connectionName())
{}

Database::~Database()
{
    for (const QPointer<QTimer>& watch : std::as_const(m_watches))
        delete watch.data(); // its lambda reads this connection
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

QString Database::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("gpuplan.sqlite"));
}

int Database::latestVersion()
{
    return migrations().last().version;
}

Result<std::unique_ptr<Database>> Database::open(const QString& path)
{
    return open(path, Options{});
}

static std::atomic<int> g_counter{0};

Result<std::unique_ptr<Database>> Database::openServer(const QString& url, const Options& options)
{
    const QString name = QStringLiteral("gpuplan-%1").arg(g_counter++);
    std::unique_ptr<Database> d;
    {
        // No copy of the connection may outlive the Database.
        auto connection = SqlDialect::connectServer(url, name);
        if (!connection)
            return connection.error();
        d.reset(new Database(std::move(connection).value(), SqlDialect::displayUrl(url)));
    }
    d->m_backend = SqlDialect::Backend::Postgres;
    if (!options.password.isEmpty())
        d->m_db.setPassword(options.password);
    if (!d->m_db.open()) {
        const QString why = d->m_db.lastError().databaseText().trimmed();
        // libpq: "fe_sendauth: no password supplied", "password authentication failed for user …".
        if (why.contains(QLatin1String("password"), Qt::CaseInsensitive))
            return fieldError(
                QStringLiteral("password"),
                (options.password.isEmpty()
                     ? Tr::tr(
                           "the team database %1 asks a password for %2, and none was found: put it in "
                           "libpq's "
                           "password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) "
                           "or in PGPASSWORD; the desktop can keep it in the system keyring")
                     : Tr::tr("the team database %1 refused the password given for %2; nothing was kept"))
                    .arg(d->m_path, d->m_db.userName()));
        return Error{Tr::tr("cannot connect to the team database %1: %2").arg(d->m_path, why),
                     Tr::tr("database")};
    }
    if (Status s = d->identify(); !s && !(options.inspect && s.error().field.isEmpty()))
        return s.error();
    if (options.inspect)
        return d;
    // A viewer's role may read, not write: the database is used read-only, as a file the user cannot
    // write; it must already be at this program's schema.
    {
        QSqlQuery q(d->m_db);
        d->m_readOnly = d->schemaVersion() > 0 &&
                        q.exec(QStringLiteral("SELECT has_table_privilege('quotes', 'UPDATE')")) &&
                        q.next() && !q.value(0).toBool();
    }
    if (d->m_readOnly) {
        if (d->schemaVersion() < latestVersion())
            return Error{Tr::tr("the team database %1 needs an upgrade to schema %2 (it has %3), which your "
                                "role (a viewer) cannot make; ask a buyer to open it once")
                             .arg(d->m_path)
                             .arg(latestVersion())
                             .arg(d->schemaVersion()),
                         Tr::tr("database")};
        return d;
    }
    if (Status s = d->prepareSchema(options); !s)
        return s.error();
    return d;
}

Status Database::prepareSchema(const Options& options)
{
    const int target = options.targetVersion < 0 ? latestVersion() : options.targetVersion;
    const int current = schemaVersion();
    if (current > latestVersion())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("%1 has schema version %2, newer than this program's %3; update the program")
                              .arg(m_path)
                              .arg(current)
                              .arg(latestVersion()));
    if (Status s = migrate(target); !s)
        return s;
    if (options.seed && target == latestVersion())
        return seed(options.seedDemo.value_or(m_backend != SqlDialect::Backend::Postgres));
    return Status();
}

Result<std::unique_ptr<Database>> Database::open(const QString& path, const Options& options)
{
    if (SqlDialect::isServerUrl(path))
        return openServer(path, options);
    if (path.trimmed().isEmpty())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("the database file name is empty; without one, the database in "
                                 "your data folder is used"));
    // A mistyped team database address is not a file name (reliability-4 F19: "POSTGRESQL://…" and
    // "postgresql:/…" made a folder and a new demo database, and the user worked on it believing it the
    // team's).
    static const QRegularExpression almostServer(QStringLiteral("^postgres(?:ql)?:"),
                                                 QRegularExpression::CaseInsensitiveOption);
    if (almostServer.match(path).hasMatch())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("'%1' looks like a team database address but is not one: write "
                                 "postgresql://user@host:port/database (lower case, two slashes)")
                              .arg(SqlDialect::displayUrl(path)));
    if (path.contains(QChar::ReplacementCharacter))
        return fieldError(
            QStringLiteral("database"),
            Tr::tr("the file name is not valid UTF-8 text; rename the file (two such names could "
                   "otherwise open the same database)"));
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("%1 is a folder, not a database file").arg(path));
    // A device reads as an empty file to SQLite, which would write a database over the disk (issue 40, F2):
    // only a regular file, or a name that does not exist yet, is ever opened as a database.
    if (info.exists() && !info.isFile())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("%1 is not a regular file (a device, pipe or socket); a database is a file: "
                                 "give its name, or a new one")
                              .arg(path));
    // A file the user cannot write (or in a folder where SQLite cannot create its journal) is opened
    // read-only: listing works, changes are refused.
    const bool readOnly =
        info.exists() && (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable());
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return fieldError(QStringLiteral("database"),
                          Tr::tr("cannot create the folder %1").arg(info.absolutePath()));
    const QString name = QStringLiteral("gpuplan-%1").arg(g_counter++);
    // No other copy of the connection may outlive the Database, or removeDatabase() complains.
    std::unique_ptr<Database> d(
        new Database(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name), path));
    d->m_readOnly = readOnly;
    if (readOnly) {
        // A WAL database on a read-only medium cannot create its shared-memory file: open it as immutable.
        d->m_db.setDatabaseName(QStringLiteral("file:") +
                                QString::fromLatin1(QUrl::toPercentEncoding(info.absoluteFilePath(), "/")) +
                                QStringLiteral("?immutable=1"));
        d->m_db.setConnectOptions(
            QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else {
        d->m_db.setDatabaseName(path);
        d->m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    }
    if (!d->m_db.open())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("cannot open %1: %2").arg(path, d->m_db.lastError().text()));
    // Before anything is changed (not even the journal mode): a file that is not SQLite, another
    // program's SQLite database and a damaged one fail here.
    // Inspecting (db check) goes on with a damaged file, to report on it.
    if (Status s = d->identify(); !s && !(options.inspect && s.error().field.isEmpty()))
        return s.error();
    if (options.inspect)
        return d;
    const int target = options.targetVersion < 0 ? latestVersion() : options.targetVersion;
    const int current = d->schemaVersion();
    if (readOnly) {
        if (current > latestVersion())
            return d->prepareSchema(options).error(); // newer than this program: says so
        if (current < target)
            return fieldError(QStringLiteral("database"),
                              Tr::tr("%1 is read-only and needs an upgrade to schema %2 (it has %3); make it "
                                     "writable once")
                                  .arg(path)
                                  .arg(target)
                                  .arg(current));
        if (Status s = d->exec(QStringLiteral("PRAGMA foreign_keys = ON")); !s)
            return s.error();
        return d;
    }
    // A damaged file is refused before the journal mode is set (which writes the file's header).
    if (Status s = d->verify(); !s)
        return s.error();
    d->m_verified = true;
    for (const char* pragma :
         {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA busy_timeout = 10000",
          "PRAGMA synchronous = NORMAL", "PRAGMA cache_size = -65536", "PRAGMA temp_store = MEMORY"}) {
        if (Status s = d->exec(QString::fromLatin1(pragma)); !s)
            return fieldError(QStringLiteral("database"),
                              Tr::tr("%1 is not a usable SQLite database: %2").arg(path, s.error().message));
    }
    if (Status s = d->prepareSchema(options); !s)
        return s.error();
    return d;
}

Status Database::exec(const QString& sql)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql))
        return sqlError(q, Tr::tr("database"));
    return Status();
}

int Database::schemaVersion()
{
    QSqlQuery q(m_db);
    // Asked first: on PostgreSQL a failed query would abort the transaction it is part of.
    if (!q.exec(SqlDialect::hasTablesSql(m_backend, {QStringLiteral("meta")})) || !q.next() ||
        q.value(0).toInt() == 0)
        return 0;
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) || !q.next())
        return 0; // no meta table yet: an empty database
    return q.value(0).toInt();
}

QString Database::meta(const QString& key) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return QString();
}

Status Database::setMeta(const QString& key, const QString& value)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET "
                             "value = excluded.value"));
    q.addBindValue(key);
    q.addBindValue(value);
    if (!q.exec())
        return sqlError(q, key);
    return Status();
}

Status Database::transaction(const std::function<Status()>& body)
{
    if (m_readOnly && m_backend == SqlDialect::Backend::Postgres)
        return Status(Error{Tr::tr("your role on the team database %1 may read but not change it (a viewer); "
                                   "nothing was changed. Ask its administrator for a buyer's role")
                                .arg(m_path),
                            Tr::tr("database"), QStringLiteral("database")});
    if (m_readOnly)
        return Status(Error{Tr::tr("the database %1 is read-only; nothing was changed").arg(m_path),
                            Tr::tr("database"), QStringLiteral("database")});
    if (m_depth > 0) {
        const QString sp = QStringLiteral("sp%1").arg(m_depth);
        if (Status s = exec(QStringLiteral("SAVEPOINT ") + sp); !s)
            return s;
        ++m_depth;
        const Status result = body();
        --m_depth;
        if (!result) {
            (void)exec(QStringLiteral("ROLLBACK TO ") + sp);
            (void)exec(QStringLiteral("RELEASE ") + sp);
            return result;
        }
        return exec(QStringLiteral("RELEASE ") + sp);
    }
    // A damaged file is not written to: checked once, before the first change through this connection.
    if (!m_verified) {
        if (Status s = verify(); !s)
            return s;
        m_verified = true;
    }
    // BEGIN IMMEDIATE takes the write lock at once, so that two instances queue (busy timeout) instead of
    // failing half-way through.
    if (Status s = exec(SqlDialect::beginWrite(m_backend)); !s)
        return s;
    // Writers queue on a team database as they do on a file, so that an edit's read and write see no other
    // writer between them (no lost update).
    if (Status s = serialise(); !s) {
        (void)exec(QStringLiteral("ROLLBACK"));
        return s;
    }
    ++m_depth;
    const Status result = body();
    --m_depth;
    if (!result) {
        (void)exec(QStringLiteral("ROLLBACK"));
        return result;
    }
    // Other clients of a team database hear of the change when it commits (LISTEN gpuplan_changed): the
    // payload names the writer, never the rows; they read again what they show.
    if (m_backend == SqlDialect::Backend::Postgres && m_announce) {
        QSqlQuery n(m_db);
        n.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
        n.addBindValue(QString::fromLatin1(kChangedChannel));
        n.addBindValue(userName());
        if (!n.exec()) {
            (void)exec(QStringLiteral("ROLLBACK"));
            return sqlError(n, QStringLiteral("notify"));
        }
    }
    if (Status s = exec(QStringLiteral("COMMIT")); !s) {
        (void)exec(QStringLiteral("ROLLBACK"));
        return s;
    }
    return Status();
}

QString Database::userName()
{
    if (!m_userName.isEmpty())
        return m_userName;
    if (m_backend == SqlDialect::Backend::Postgres) {
        QSqlQuery q(m_db);
        if (q.exec(QStringLiteral("SELECT session_user")) && q.next())
            m_userName = q.value(0).toString();
    }
    for (const char* var : {"USER", "LOGNAME", "USERNAME"})
        if (m_userName.isEmpty())
            m_userName =
                qEnvironmentVariable(var).trimmed(); // " root" is root: names as the system knows them
#ifdef Q_OS_UNIX
    if (m_userName.isEmpty())
        if (const passwd* pw = getpwuid(geteuid()))
            m_userName = QString::fromLocal8Bit(pw->pw_name);
#endif
    if (m_userName.isEmpty())
        m_userName = QStringLiteral("?");
    return m_userName;
}

Status Database::serialise()
{
    if (m_backend != SqlDialect::Backend::Postgres)
        return Status(); // BEGIN IMMEDIATE already holds the only write lock
    return exec(QStringLiteral("SELECT pg_advisory_xact_lock(7467756)"));
}

Status Database::identify()
{
    QSqlQuery q(m_db);
    if (!q.exec(SqlDialect::countTablesSql(m_backend)) || !q.next()) {
        if (q.lastError().nativeErrorCode() == QLatin1String("11"))
            return sqlError(q, m_path);
        return fieldError(QStringLiteral("database"),
                          Tr::tr("%1 is not a SQLite database (%2); nothing was changed")
                              .arg(m_path, q.lastError().databaseText()));
    }
    if (q.value(0).toInt() == 0)
        return Status(); // a new, empty file
    const auto foreign = [&] {
        return fieldError(QStringLiteral("database"),
                          Tr::tr("%1 is another program's SQLite database (it has tables, but not GPU Rental "
                                 "Planner's); it was not changed. Give a new file name or the planner's own "
                                 "database")
                              .arg(m_path));
    };
    // Ours has a schema version in meta and the tables of the first migration; a table named meta alone
    // (common in other programs) is not enough.
    if (!q.exec(SqlDialect::hasTablesSql(m_backend, {QStringLiteral("meta"), QStringLiteral("providers"),
                                                     QStringLiteral("quotes"), QStringLiteral("gpus")})) ||
        !q.next() || q.value(0).toInt() < 4)
        return foreign();
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) || !q.next())
        return foreign();
    bool number = false;
    const QString version = q.value(0).toString();
    if (version.toInt(&number) < 1 || !number)
        return Error{Tr::tr("the database %1 is damaged: its schema version '%2' is not a version number; "
                            "nothing was changed. Restore a backup, or give a new file with --database")
                         .arg(m_path, version.left(40)),
                     Tr::tr("database")};
    return Status();
}

Status Database::verify()
{
    if (m_backend == SqlDialect::Backend::Postgres)
        return Status(); // the server keeps its own pages whole
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(3)")))
        return sqlError(q, m_path);
    QStringList problems;
    while (q.next())
        problems << q.value(0).toString().replace(QLatin1Char('\n'), QStringLiteral("; "));
    if (problems == QStringList{QStringLiteral("ok")})
        return Status();
    return Error{Tr::tr("the database file %1 is damaged (%2); nothing was changed. 'gpuplan db check' "
                        "lists the damage; restore a backup, or give a new file with --database")
                     .arg(m_path, problems.join(QStringLiteral("; ")).left(300)),
                 Tr::tr("database")};
}

Status Database::migrate(int target)
{
    for (const Migration& m : migrations()) {
        if (m.version <= schemaVersion() || m.version > target)
            continue;
        QFile f(m.file);
        if (!f.open(QIODevice::ReadOnly))
            return Status::failure(m.file, Tr::tr("migration script missing"));
        const QStringList stmts =
            statements(SqlDialect::migrationSql(QString::fromUtf8(f.readAll()), m_backend));
        // Schema 14 rebuilds tables on SQLite: foreign keys off around the step (they cannot change inside a
        // transaction), so that dropping the old table deletes nothing through a cascade.
        const bool rebuild = m.version == 14 && m_backend == SqlDialect::Backend::Sqlite;
        if (rebuild)
            if (Status off = exec(QStringLiteral("PRAGMA foreign_keys = OFF")); !off)
                return off;
        const auto keysOn = qScopeGuard([&] {
            if (rebuild)
                (void)exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        });
        Status s = transaction([&]() -> Status {
            // Clients that start together on a team database upgrade it once: the second waits, then finds
            // the step done.
            if (Status locked = serialise(); !locked)
                return locked;
            if (m.version <= schemaVersion())
                return Status();
            for (const QString& sql : stmts)
                if (Status e = exec(sql); !e) {
                    // A team set up with roles (gpuplan db roles): only the tables' owner alters them.
                    if (m_backend == SqlDialect::Backend::Postgres &&
                        e.error().field == QLatin1String("database"))
                        return Error{Tr::tr("the team database is at schema %1 and this program needs %2; "
                                            "only the tables' owner can upgrade it: ask its administrator "
                                            "to run 'gpuplan db roles' with this version. Nothing was "
                                            "changed")
                                         .arg(m.version - 1)
                                         .arg(latestVersion()),
                                     Tr::tr("database"), e.error().field};
                    // The cause's kind kept (reliability-4 F23): a viewer's role is exit 2, a failure 1.
                    return Error{Tr::tr("upgrading the database to schema %1 failed, nothing of it was "
                                        "kept: %2")
                                     .arg(m.version)
                                     .arg(e.error().message),
                                 Tr::tr("database"), e.error().field};
                }
            if (Status r = rebuild ? rebuildWithAutoincrement() : Status(); !r)
                return r;
            return setMeta(QStringLiteral("schema_version"), QString::number(m.version));
        });
        if (!s)
            return s;
    }
    return Status();
}

Status Database::seed(bool demo)
{
    // Seeded once, on creation or upgrade: when the shipped catalog, prices and templates are this program's
    // (and the demo quotes are in, where asked), opening writes nothing (reliability-5 G9: every read moved
    // sqlite_sequence and burnt 37 ids).
    if (CatalogStore(*this).shippedCurrent() && ChecklistStore(*this).templatesCurrent() &&
        (!demo || !meta(QStringLiteral("demo_seeded")).isEmpty()))
        return Status();
    m_announce = false;
    const auto announce = qScopeGuard([this] { m_announce = true; });
    return transaction([&]() -> Status {
        if (Status locked = serialise(); !locked)
            return locked;
        CatalogStore catalog(*this);
        if (Status s = catalog.syncShipped(); !s)
            return s;
        ChecklistStore checklists(*this);
        if (Status s = checklists.syncTemplates(); !s)
            return s;
        if (demo && meta(QStringLiteral("demo_seeded")).isEmpty()) {
            m_announce = true; // quotes others show
            if (Status s = DemoData::insert(*this); !s)
                return s;
            if (Status s = setMeta(QStringLiteral("demo_seeded"),
                                   QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
                !s)
                return s;
        }
        return Status();
    });
}

Result<Database::Health> Database::check()
{
    Health h;
    QSqlQuery q(m_db);
    // A file too damaged for the checks themselves is reported as such, not as an error of the check. A
    // server keeps its pages and foreign keys itself.
    QStringList problems;
    if (m_backend == SqlDialect::Backend::Postgres)
        problems << QStringLiteral("ok");
    else if (q.exec(QStringLiteral("PRAGMA integrity_check")))
        while (q.next())
            problems << q.value(0).toString().replace(QLatin1Char('\n'), QStringLiteral("; "));
    else
        problems << q.lastError().databaseText();
    h.integrity = problems.join(QStringLiteral("; "));
    if (m_backend == SqlDialect::Backend::Sqlite && q.exec(QStringLiteral("PRAGMA foreign_key_check")))
        while (q.next())
            ++h.foreignKeyViolations;
    h.schemaVersion = schemaVersion();
    h.latestVersion = latestVersion();
    for (const char* table : {"gpus", "reference_prices", "providers", "quotes", "checklist_templates",
                              "checklists", "checklist_items", "acceptance_reports", "saved_plans"}) {
        QSqlQuery c(m_db);
        if (c.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))) && c.next())
            h.counts.append({QString::fromLatin1(table), c.value(0).toLongLong()});
    }
    return h;
}

} // namespace gpuplan
