#pragma once

// A new, empty database for one test: a file in `dir`, or — when the test runs under
// tests/storage/with_postgres.sh — a database of its own on the private server, so that the same tests check
// both back ends (tst_database, tst_record).
#include "storage/Database.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace storagetest {

inline QString database(const QDir& dir, const QString& prefix, const char* name)
{
    const QString admin = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_ADMIN");
    if (admin.isEmpty())
        return dir.filePath(QString::fromLatin1(name) + QStringLiteral(".sqlite"));
    const QString db = prefix + QString::fromLatin1(name).replace(QLatin1Char('-'), QLatin1Char('_'));
    gpuplan::Database::Options look;
    look.inspect = true;
    auto server = gpuplan::Database::open(admin, look);
    if (!server)
        qFatal("cannot reach the test server: %s", qPrintable(server.error().toString()));
    QSqlQuery q((*server)->sql());
    if (!q.exec(QStringLiteral("CREATE DATABASE %1 OWNER buyer").arg(db)))
        qFatal("cannot create %s: %s", qPrintable(db), qPrintable(q.lastError().text()));
    return QString(qEnvironmentVariable("GPUPLAN_TEST_POSTGRES"))
        .replace(QStringLiteral("/gpuplan"), QLatin1Char('/') + db);
}

} // namespace storagetest

namespace storagetest {

// Opens as a user's program opens a file of its own — the labelled demo quotes seeded the first time — on
// either back end (a team database is not seeded by default), so that the same tests hold on both.
inline gpuplan::Result<std::unique_ptr<gpuplan::Database>> open(const QString& path,
                                                                gpuplan::Database::Options options = {})
{
    if (!options.seedDemo)
        options.seedDemo = true;
    return gpuplan::Database::open(path, options);
}

} // namespace storagetest
