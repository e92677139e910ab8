#include "Session.h"

#include "storage/Database.h"

#include <QTimer>

namespace gpuplan {

Session::Session(std::unique_ptr<Database> db, QObject* parent) : QObject(parent)
{
    // A database whose catalog cannot be read: the window works on the shipped data and says why.
    Error problem;
    m_workspace = Workspace::openOrShipped(std::move(db), &problem);
    m_problem = problem.message.isEmpty() ? QString() : problem.toString();
}

Session::~Session() = default;

Status Session::reload()
{
    if (Status s = m_workspace->reload(); !s) {
        m_problem = s.error().toString();
        return s;
    }
    m_problem.clear();
    emit dataChanged(m_workspace->revision());
    return Status();
}

void Session::watchDatabase()
{
    Database* db = database();
    if (!db)
        return;
    const auto readAgain = [this](const QString& why, int ms) {
        // Their change may be a GPU or a price as well as a quote: everything is read again and every page
        // follows (dataChanged).
        if (Status s = reload(); !s)
            emit news(s.error().toString(), 0);
        else
            emit news(why, ms);
    };
    auto* refresh = new QTimer(this);
    refresh->setSingleShot(true);
    refresh->setInterval(300);
    const bool team = db->backend() == SqlDialect::Backend::Postgres;
    connect(refresh, &QTimer::timeout, this, [readAgain, team] {
        readAgain(team ? tr("Another member of the team changed the database; it was read again.")
                       : tr("The database file was changed by another program (the command line or another "
                            "window); it was read again."),
                  5000);
    });
    db->watchChanges(this, [refresh] { refresh->start(); });
    if (!team)
        return;
    auto* health = new QTimer(this);
    health->setObjectName(QStringLiteral("teamDatabaseHealth"));
    health->setInterval(5000);
    connect(health, &QTimer::timeout, this, [this, readAgain] {
        const auto again = database()->ensureConnected();
        if (!again)
            emit news(again.error().message, 0);
        else if (again.value())
            readAgain(tr("Connected to the team database again; everything was read again, as changes made "
                         "meanwhile were not announced."),
                      10000);
    });
    health->start();
}

} // namespace gpuplan
