#pragma once

#include "service/Workspace.h"

#include <QObject>

#include <memory>

namespace gpuplan {

class Database;

// The desktop's one owner of what the program knows: the window's Workspace (its database, the one
// PlannerData, the PlanService and the quotes). Every page asks it instead of keeping its own copy of the
// catalog; after a catalog, price or settings change `reload()` reads everything again once and
// `dataChanged` tells every page, which shows the new revision.
class Session : public QObject
{
    Q_OBJECT
public:
    // `db` may be null (no database could be opened): the shipped catalog and prices.
    explicit Session(std::unique_ptr<Database> db, QObject* parent = nullptr);
    ~Session() override;

    Workspace& workspace() const { return *m_workspace; }
    Database* database() const { return m_workspace->database(); }
    const PlannerData& data() const { return m_workspace->data(); }
    const PlanService& plans() const { return m_workspace->plans(); }
    std::shared_ptr<const PlanService> sharedPlans() const { return m_workspace->sharedPlans(); }
    QuoteService quotes() const { return m_workspace->quotes(); }
    quint64 revision() const { return m_workspace->revision(); }
    QString readOnlyReason() const { return m_workspace->readOnlyReason(); }
    // Why the database's data could not be read when the session was made or last reloaded (empty if it
    // could).
    const QString& problem() const { return m_problem; }

    // Reads the catalog, prices and settings again and tells every page (dataChanged). On failure the pages
    // keep what they show and `problem()` says why.
    Status reload();

    // What another process commits to the database (a team member, the command line, another window on the
    // same file) is read again: several notifications, one reload; a team database's lost connection is
    // made again every few seconds, and everything read again since what others committed meanwhile was
    // never announced. Each reload says why through `news`.
    void watchDatabase();

signals:
    void dataChanged(quint64 revision);
    // A line for the status bar: what happened to the data without the user asking, shown for `ms`.
    void news(const QString& message, int ms);

private:
    std::unique_ptr<Workspace> m_workspace;
    QString m_problem;
};

} // namespace gpuplan
