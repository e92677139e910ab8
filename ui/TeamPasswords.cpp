#include "TeamPasswords.h"

#include "Dialogs.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>

#include <qt6keychain/keychain.h>

namespace gpuplan::TeamPasswords {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TeamPasswords)
};

const QString& service()
{
    static const QString name = QStringLiteral("GPU Rental Planner team database");
    return name;
}

QHash<QString, QString>& typedThisSession()
{
    static QHash<QString, QString> passwords;
    return passwords;
}

// Runs a keychain job to its end (the backends answer asynchronously, over D-Bus on Linux).
void runToEnd(QKeychain::Job& job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

Error keyringError(const QKeychain::Job& job)
{
    QString why;
    if (job.error() == QKeychain::NoBackendAvailable || job.error() == QKeychain::NotImplemented)
        why = Tr::tr("no system keyring is available here (%1)").arg(job.errorString());
    else if (job.error() == QKeychain::AccessDeniedByUser || job.error() == QKeychain::AccessDenied)
        why = Tr::tr("the system keyring refused access (%1)").arg(job.errorString());
    else
        why = Tr::tr("the system keyring cannot be used (%1)").arg(job.errorString());
    return Error{Tr::tr("%1; put the password in libpq's password file ~/.pgpass (one line: "
                        "host:port:database:user:password, mode 0600) or in PGPASSWORD")
                     .arg(why),
                 Tr::tr("system keyring")};
}
} // namespace

Result<QString> read(const QString& address)
{
    QKeychain::ReadPasswordJob job(service());
    job.setInsecureFallback(false); // never a plain file
    job.setKey(address);
    runToEnd(job);
    if (job.error() == QKeychain::EntryNotFound)
        return QString();
    if (job.error())
        return keyringError(job);
    return job.textData();
}

Status store(const QString& address, const QString& password)
{
    QKeychain::WritePasswordJob job(service());
    job.setInsecureFallback(false);
    job.setKey(address);
    job.setTextData(password);
    runToEnd(job);
    if (job.error())
        return keyringError(job);
    return Status();
}

Result<std::unique_ptr<Database>> open(const QString& address, QWidget* parent, bool ask, QString* note)
{
    auto db = Database::open(address);
    if (db || db.error().field != QLatin1String("password"))
        return db;
    const QString shown = SqlDialect::displayUrl(address);
    Database::Options o;
    QString keyringProblem;
    o.password = typedThisSession().value(shown);
    if (o.password.isEmpty()) {
        auto kept = read(shown);
        if (kept)
            o.password = kept.value();
        else
            keyringProblem = kept.error().message;
    }
    if (!o.password.isEmpty())
        if (auto withKept = Database::open(address, o); withKept || !ask)
            return withKept;
    if (!ask)
        return keyringProblem.isEmpty() ? db.error()
                                        : Error{db.error().message + QStringLiteral("; ") + keyringProblem,
                                                db.error().where, db.error().field};
    o.password =
        Dialogs::password(parent, Tr::tr("Password of the team database"),
                          Tr::tr("The team database %1 asks a password. It is kept in the system keyring "
                                 "when it works, never in the settings.")
                              .arg(shown));
    if (o.password.isEmpty())
        return db.error();
    auto withTyped = Database::open(address, o);
    if (!withTyped)
        return withTyped;
    typedThisSession().insert(shown, o.password);
    const Status kept = store(shown, o.password);
    if (note)
        *note = kept ? Tr::tr("The password is kept in the system keyring.")
                     : Tr::tr("The password was not kept: %1.").arg(kept.error().message);
    return withTyped;
}

Result<std::unique_ptr<Database>> openAny(const QString& path)
{
    return SqlDialect::isServerUrl(path) ? open(path, nullptr, false) : Database::open(path);
}

} // namespace gpuplan::TeamPasswords
