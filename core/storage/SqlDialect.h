#pragma once

#include "util/Result.h"

#include <QString>
#include <QUrl>
#include <QVariantList>

class QSqlDatabase;
class QSqlQuery;

namespace gpuplan {

// What differs between the two back ends, in one place: SQLite (the local file, the default) and PostgreSQL
// (a team's database server). The stores write one SQL that both understand; the migrations are written for
// SQLite and translated here; transactions, the catalog of tables and the server's error codes differ.
namespace SqlDialect {

enum class Backend
{
    Sqlite,
    Postgres
};

// "postgresql://user@host:port/dbname" (or postgres://; a Unix socket as ?host=/run/postgresql or a
// percent-encoded host "%2Frun%2Fpostgresql"): the team database. Anything else is a file path.
bool isServerUrl(const QString& location);
// The connection a server URL names: QPSQL with host, port, user and database; the password is never taken
// from the URL's text into the settings — libpq's password file (~/.pgpass) or PGPASSWORD supplies it.
Result<QSqlDatabase> connectServer(const QString& url, const QString& connectionName);
// The URL without a password, to show.
QString displayUrl(const QString& url);

// A migration script written for SQLite, for `backend`: INTEGER PRIMARY KEY → an identity column, INTEGER →
// BIGINT (amounts in fen exceed 32 bits), REAL → DOUBLE PRECISION, instr(a, b) → strpos(a, b); lines that
// begin
// '--postgres: ' are the server's own statements (comments on SQLite).
QString migrationSql(const QString& sqliteSql, Backend backend);

// The statement that starts a write transaction: SQLite takes its write lock at once (BEGIN IMMEDIATE) so
// that writers queue; PostgreSQL locks rows as they are written.
QString beginWrite(Backend backend);
// The order rows were stored in (a table without a column for it): SQLite's rowid, PostgreSQL's ctid.
QString insertionOrder(Backend backend);
// How many tables the database holds, and whether `table` is one of them.
QString countTablesSql(Backend backend);
QString hasTablesSql(Backend backend, const QStringList& tables);

// Many rows in one statement on PostgreSQL: "INSERT INTO table (columns) SELECT * FROM unnest(a1::t1[], …)",
// one array literal per column (the server reads arrays far faster than as many SQL literals; 100,000
// quotes went from 4.4 to under 1 s of server time). `types` are the columns' SQL types (columnTypesSql);
// every element is quoted and escaped, and each array is one escape string (E'…').
QString unnestInsert(const QString& table, const QStringList& columns, const QStringList& types,
                     const QList<QVariantList>& rows);
// Column name → SQL type of a table's columns on PostgreSQL ("bigint", "text", "double precision", …).
QString columnTypesSql(const QString& table);

// The server's error in the user's words: locked or busy, read-only, no permission (a viewer's role), lost
// connection; `what` where it is none of those.
Error error(Backend backend, const QSqlQuery& q, const QString& what);
// The same for a failure of SQLite's own interface (its result code and message), as a file's bulk insert
// meets it.
Error sqliteError(int code, const QString& text, const QString& what);

} // namespace SqlDialect

} // namespace gpuplan
