#include "SqlDialect.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QUrl>

namespace gpuplan::SqlDialect {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};
} // namespace

bool isServerUrl(const QString& location)
{
    return location.startsWith(QLatin1String("postgresql://")) ||
           location.startsWith(QLatin1String("postgres://"));
}

namespace {
// libpq's URI form: postgresql://[user[:password]@][host][:port]/dbname[?param=value&…], each part
// percent-encoded (a socket folder as host: %2Frun%2Fpostgresql).
struct ServerAddress
{
    QString user, password, host, database;
    int port = 0;
    QList<QPair<QString, QString>> parameters; // every other libpq parameter of the query, kept as given
    QString refused;                           // a parameter that cannot be honoured, named
    bool valid = false;
};

// The parameters libpq takes in a connection string (PostgreSQL 15, "Parameter Key Words"), but those the
// address's own parts carry (host, port, dbname, user) and the password (never in an address).
const QStringList& libpqParameters()
{
    static const QStringList names{QStringLiteral("hostaddr"),
                                   QStringLiteral("passfile"),
                                   QStringLiteral("channel_binding"),
                                   QStringLiteral("connect_timeout"),
                                   QStringLiteral("client_encoding"),
                                   QStringLiteral("options"),
                                   QStringLiteral("application_name"),
                                   QStringLiteral("fallback_application_name"),
                                   QStringLiteral("keepalives"),
                                   QStringLiteral("keepalives_idle"),
                                   QStringLiteral("keepalives_interval"),
                                   QStringLiteral("keepalives_count"),
                                   QStringLiteral("tcp_user_timeout"),
                                   QStringLiteral("replication"),
                                   QStringLiteral("gssencmode"),
                                   QStringLiteral("sslmode"),
                                   QStringLiteral("requiressl"),
                                   QStringLiteral("sslcompression"),
                                   QStringLiteral("sslcert"),
                                   QStringLiteral("sslkey"),
                                   QStringLiteral("sslpassword"),
                                   QStringLiteral("sslcertmode"),
                                   QStringLiteral("sslrootcert"),
                                   QStringLiteral("sslcrl"),
                                   QStringLiteral("sslcrldir"),
                                   QStringLiteral("sslsni"),
                                   QStringLiteral("requirepeer"),
                                   QStringLiteral("ssl_min_protocol_version"),
                                   QStringLiteral("ssl_max_protocol_version"),
                                   QStringLiteral("krbsrvname"),
                                   QStringLiteral("gsslib"),
                                   QStringLiteral("service"),
                                   QStringLiteral("target_session_attrs"),
                                   QStringLiteral("load_balance_hosts")};
    return names;
}

QString decode(const QString& s)
{
    return QUrl::fromPercentEncoding(s.toUtf8());
}

// The address split by hand, not by a pattern: a password may hold '/', ':' or '@' (the last '@' before the
// path ends the user part), and every query parameter is read.
ServerAddress parse(const QString& location)
{
    ServerAddress a;
    const qsizetype scheme = location.indexOf(QLatin1String("://"));
    if (!isServerUrl(location) || scheme < 0)
        return a;
    QString rest = location.mid(scheme + 3);
    const qsizetype q = rest.indexOf(QLatin1Char('?'));
    const QString query = q >= 0 ? rest.mid(q + 1) : QString();
    rest = q >= 0 ? rest.left(q) : rest;
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    const QString userInfo = at >= 0 ? rest.left(at) : QString();
    rest = at >= 0 ? rest.mid(at + 1) : rest;
    // The user part is split at its first ':' before decoding (libpq's rule); a ':' that only decoding shows
    // (%3A) is a password typed into the user name, and refused as one.
    a.user = decode(userInfo.section(QLatin1Char(':'), 0, 0));
    a.password =
        userInfo.contains(QLatin1Char(':')) ? decode(userInfo.section(QLatin1Char(':'), 1)) : QString();
    if (a.user.contains(QLatin1Char(':')))
        a.password = a.user.section(QLatin1Char(':'), 1);
    for (const QString& item : query.split(QLatin1Char('&'), Qt::SkipEmptyParts))
        if (decode(item.section(QLatin1Char('='), 0, 0)).trimmed() == QLatin1String("password"))
            a.password = QStringLiteral("***"); // whatever else is wrong, this is said first
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return a;
    const QString hostPort = rest.left(slash);
    if (rest.indexOf(QLatin1Char('/'), slash + 1) >= 0)
        return a; // one database name, not a path
    a.database = decode(rest.mid(slash + 1));
    const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
    bool portOk = true;
    if (colon >= 0 && !hostPort.endsWith(QLatin1Char(']'))) {
        a.port = hostPort.mid(colon + 1).toInt(&portOk);
        a.host = decode(hostPort.left(colon));
    } else {
        a.host = decode(hostPort);
    }
    for (const QString& item : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const QString key = decode(item.section(QLatin1Char('='), 0, 0)).trimmed();
        const QString value = decode(item.section(QLatin1Char('='), 1));
        if (key == QLatin1String("password")) {
            continue; // refused above
        } else if (key == QLatin1String("host")) {
            a.host = value;
        } else if (key == QLatin1String("port")) {
            a.port = value.toInt(&portOk);
        } else if (key == QLatin1String("dbname")) {
            a.database = value;
        } else if (key == QLatin1String("user")) {
            a.user = value;
        } else if (!libpqParameters().contains(key) || value.contains(QLatin1Char(';'))) {
            // Qt hands libpq the options separated by ';': a value holding one cannot be passed whole.
            if (a.refused.isEmpty())
                a.refused = key;
        } else {
            a.parameters << qMakePair(key, value);
        }
    }
    a.valid = portOk && !a.database.isEmpty() && a.port >= 0 && a.port <= 65535;
    return a;
}

// A value in libpq's connection-string syntax: quoted, with ' and \ escaped.
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}
} // namespace

Result<QSqlDatabase> connectServer(const QString& location, const QString& connectionName)
{
    const ServerAddress a = parse(location);
    if (!a.password.isEmpty())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("the address holds a password; leave it out, so that it is not kept in the "
                                 "settings or in the shell's history, and put it in libpq's password file "
                                 "~/.pgpass (one line: host:port:database:user:password, mode 0600) or in "
                                 "PGPASSWORD"));
    if (!a.valid)
        return fieldError(QStringLiteral("database"),
                          Tr::tr("'%1' is not a database address; write postgresql://user@host:port/database "
                                 "(a Unix socket: postgresql://user@/database?host=/run/postgresql)")
                              .arg(displayUrl(location)));
    if (!a.refused.isEmpty())
        return fieldError(QStringLiteral("database"),
                          Tr::tr("the address's parameter '%1' is not one libpq takes (or its value holds a "
                                 "';'), so the connection could not be made as asked; nothing was opened")
                              .arg(a.refused));
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return Error{Tr::tr("the PostgreSQL driver of Qt is not installed (Debian: apt-get install "
                            "libqt6sql6-psql); the local database works without it"),
                     Tr::tr("database")};
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    db.setHostName(a.host);
    if (a.port > 0)
        db.setPort(a.port);
    db.setUserName(a.user);
    db.setDatabaseName(a.database);
    // Every parameter of the address reaches libpq (sslmode=require is enforced, never dropped); ours first,
    // so that the address's own connect_timeout or application_name wins.
    QStringList options{QStringLiteral("connect_timeout=10"), QStringLiteral("application_name=gpuplan")};
    for (const auto& [key, value] : a.parameters)
        options << key + QLatin1Char('=') + quoted(value);
    db.setConnectOptions(options.join(QLatin1Char(';')));
    return db;
}

QString displayUrl(const QString& location)
{
    // A password is never shown, in whatever part of the address it was typed: the user part (with ':', '/'
    // or '@' in it, or encoded as %3A) and the query's password=.
    if (!isServerUrl(location))
        return location;
    const qsizetype scheme = location.indexOf(QLatin1String("://")) + 3;
    QString rest = location.mid(scheme);
    const qsizetype q = rest.indexOf(QLatin1Char('?'));
    QString query = q >= 0 ? rest.mid(q + 1) : QString();
    rest = q >= 0 ? rest.left(q) : rest;
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        const QString userInfo = rest.left(at);
        QString user = userInfo.section(QLatin1Char(':'), 0, 0);
        const bool hidden = userInfo.contains(QLatin1Char(':')) || decode(user).contains(QLatin1Char(':'));
        if (decode(user).contains(QLatin1Char(':')))
            user = QString::fromLatin1(QUrl::toPercentEncoding(decode(user).section(QLatin1Char(':'), 0, 0)));
        rest = (hidden ? user + QStringLiteral(":***") : userInfo) + rest.mid(at);
    }
    QStringList items = query.split(QLatin1Char('&'), Qt::SkipEmptyParts);
    for (QString& item : items)
        if (decode(item.section(QLatin1Char('='), 0, 0)).trimmed() == QLatin1String("password"))
            item = QStringLiteral("password=***");
    return location.left(scheme) + rest +
           (q >= 0 ? QLatin1Char('?') + items.join(QLatin1Char('&')) : QString());
}

QString migrationSql(const QString& sql, Backend backend)
{
    if (backend == Backend::Sqlite)
        return sql; // lines marked '--postgres:' stay comments
    QString out = sql;
    out.replace(QRegularExpression(QStringLiteral("^--postgres: "), QRegularExpression::MultilineOption),
                QString());
    out.replace(QRegularExpression(QStringLiteral("\\bINTEGER PRIMARY KEY AUTOINCREMENT\\b")),
                QStringLiteral("INTEGER PRIMARY KEY"));
    out.replace(QRegularExpression(QStringLiteral("\\bINTEGER PRIMARY KEY\\b")),
                QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
    out.replace(QRegularExpression(QStringLiteral("\\bINTEGER\\b")), QStringLiteral("BIGINT"));
    out.replace(QRegularExpression(QStringLiteral("\\bREAL\\b")), QStringLiteral("DOUBLE PRECISION"));
    out.replace(QRegularExpression(QStringLiteral("\\binstr\\(")), QStringLiteral("strpos("));
    return out;
}

QString beginWrite(Backend backend)
{
    return backend == Backend::Sqlite ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN");
}

QString insertionOrder(Backend backend)
{
    return backend == Backend::Sqlite ? QStringLiteral("rowid") : QStringLiteral("ctid");
}

QString countTablesSql(Backend backend)
{
    return backend == Backend::Sqlite
               ? QStringLiteral("SELECT count(*) FROM sqlite_master")
               : QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                                "current_schema()");
}

QString hasTablesSql(Backend backend, const QStringList& tables)
{
    const QString names = QLatin1Char('\'') + tables.join(QStringLiteral("', '")) + QLatin1Char('\'');
    return backend == Backend::Sqlite
               ? QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN (%1)")
                     .arg(names)
               : QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                                "current_schema() AND table_name IN (%1)")
                     .arg(names);
}

namespace {
// The server's or driver's reason, first line only (no 'LINE 1: …' excerpt of our SQL), never empty.
QString reason(const QSqlQuery& q)
{
    QString why = q.lastError().databaseText().trimmed();
    if (why.isEmpty())
        why = q.lastError().driverText().trimmed();
    why = why.section(QLatin1Char('\n'), 0, 0).trimmed();
    return why.isEmpty() ? Tr::tr("no reason given: the connection may have been closed") : why;
}
} // namespace

Error sqliteError(int code, const QString& text, const QString& what)
{
    // SQLite's primary codes: 5 busy, 6 locked, 8 read-only, 11 damaged, 13 full.
    switch (code & 0xff) {
    case 5:
    case 6:
        return Error{
            Tr::tr("the database is in use by another program (locked) and did not become free within "
                   "10 seconds; try again when it has finished"),
            Tr::tr("database")};
    case 8:
        return Error{Tr::tr("the database file is read-only; nothing was changed"), Tr::tr("database")};
    case 13: // SQLITE_FULL
        return Error{Tr::tr("the disk is full; nothing of this change was kept"), what,
                     QStringLiteral("storage")};
    case 11:
        return Error{Tr::tr("the database file is damaged (%1); nothing was changed. 'gpuplan db check' "
                            "lists the damage; restore a backup, or give a new file with --database")
                         .arg(text),
                     Tr::tr("database")};
    default:
        break;
    }
    const QString why = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    return Error{
        Tr::tr("database error: %1")
            .arg(why.isEmpty() ? Tr::tr("no reason given: the connection may have been closed") : why),
        what, QStringLiteral("storage")};
}

Error error(Backend backend, const QSqlQuery& q, const QString& what)
{
    const QString code = q.lastError().nativeErrorCode();
    const Error locked{
        Tr::tr("the database is in use by another program (locked) and did not become free within "
               "10 seconds; try again when it has finished"),
        Tr::tr("database")};
    if (backend == Backend::Sqlite) {
        bool numeric = false;
        const int n = code.toInt(&numeric);
        if (numeric && (n == 5 || n == 6 || n == 8 || n == 11 || n == 13))
            return sqliteError(n, q.lastError().databaseText(), what);
    } else {
        // PostgreSQL's SQLSTATE: 42501 no privilege, 25006 read-only transaction, 55P03 lock not available,
        // 40001/40P01 serialization failure and deadlock, class 08 the connection.
        if (code == QLatin1String("42501") || code == QLatin1String("25006"))
            return Error{
                Tr::tr("your role on the team database may read but not change it (a viewer); nothing "
                       "was changed. Ask its administrator for a buyer's role"),
                Tr::tr("database"), QStringLiteral("database")};
        // GPA01: the team's guards (TeamRoles) refused a change to an award or its approval.
        if (code == QLatin1String("GPA01"))
            return Error{Tr::tr("the team database refused this change (%1); nothing was changed")
                             .arg(q.lastError().databaseText().section(QLatin1Char('\n'), 0, 0).trimmed()),
                         what, QStringLiteral("database")};
        if (code == QLatin1String("55P03") || code == QLatin1String("40001") ||
            code == QLatin1String("40P01"))
            return locked;
        // Class 08 (connection) and 57P (the server shut down or restarted: reliability-4 F16), or a query on
        // a connection already gone: the team database was out of reach, not the input wrong (exit 1).
        if (code.startsWith(QLatin1String("08")) || code.startsWith(QLatin1String("57P")) ||
            q.lastError().type() == QSqlError::ConnectionError || !q.driver() || !q.driver()->isOpen())
            return Error{
                Tr::tr("the connection to the team database was lost (%1); nothing of this change was "
                       "kept")
                    .arg(reason(q)),
                Tr::tr("database"), QStringLiteral("storage")};
    }
    return Error{Tr::tr("database error: %1").arg(reason(q)), what, QStringLiteral("storage")};
}

QString unnestInsert(const QString& table, const QStringList& columns, const QStringList& types,
                     const QList<QVariantList>& rows)
{
    QStringList arrays;
    arrays.reserve(columns.size());
    for (qsizetype c = 0; c < columns.size(); ++c) {
        QString array = QStringLiteral("{");
        for (qsizetype r = 0; r < rows.size(); ++r) {
            if (r)
                array += QLatin1Char(',');
            const QVariant& v = rows[r].value(c);
            if (v.isNull()) {
                array += QLatin1String("NULL");
                continue;
            }
            // Every element in double quotes, its backslashes and quotes escaped: text reads back as written,
            // and a text "NULL" stays text.
            QString element = v.toString();
            element.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
                .replace(QLatin1Char('"'), QLatin1String("\\\""));
            array += QLatin1Char('"') + element + QLatin1Char('"');
        }
        array += QLatin1Char('}');
        // An escape string (E'…') reads the same whatever standard_conforming_strings says.
        array.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
            .replace(QLatin1Char('\''), QLatin1String("''"));
        arrays << QStringLiteral("E'") + array + QStringLiteral("'::") + types.value(c) +
                      QStringLiteral("[]");
    }
    return QStringLiteral("INSERT INTO %1 (%2) SELECT * FROM unnest(%3)")
        .arg(table, columns.join(QStringLiteral(", ")), arrays.join(QStringLiteral(", ")));
}

QString columnTypesSql(const QString& table)
{
    return QStringLiteral(
               "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = "
               "current_schema() AND table_name = '%1'")
        .arg(table);
}

} // namespace gpuplan::SqlDialect
