#include "Session.h"

#include "storage/Database.h"

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

} // namespace gpuplan
