// The main window's database: File → Connect to team database…, and opening a window on another database.
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "TeamPasswords.h"
#include "UiSettings.h"
#include "checklists/ChecklistsPage.h"
#include "contracts/ContractsPage.h"
#include "quotes/QuotesPage.h"
#include "tenders/TendersPage.h"

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QUrl>

namespace gpuplan {

void MainWindow::addDatabaseActions()
{
    m_connectTeam = m_fileMenu->addAction(QString(), this, [this] { connectTeamDatabase(); });
    m_connectTeam->setObjectName(QStringLiteral("actionConnectTeamDatabase"));
}

void MainWindow::connectTeamDatabase(const QString& given)
{
    const QString address =
        given.isEmpty()
            ? Dialogs::text(this, tr("Connect to team database"),
                            tr("Address of the team database (PostgreSQL), e.g. "
                               "postgresql://buyer@db.example.com:5432/gpuplan. Leave the password out: it "
                               "is asked when the server wants one and kept in the system keyring (or comes "
                               "from ~/.pgpass or PGPASSWORD)."))
            : given;
    if (address.trimmed().isEmpty())
        return;
    if (!SqlDialect::isServerUrl(address.trimmed())) {
        Dialogs::information(
            this, tr("Connect to team database"),
            tr("'%1' is not a team database address; it starts with postgresql://").arg(address.trimmed()));
        return;
    }
    // Tried first: a wrong address or a server that cannot be reached leaves this window as it is.
    QString passwordNote;
    auto tried = TeamPasswords::open(address.trimmed(), this, true, &passwordNote);
    if (!tried) {
        Dialogs::error(this, tr("Connect to team database"), tried.error().toString());
        return;
    }
    if (!passwordNote.isEmpty())
        Dialogs::information(this, tr("Connect to team database"), passwordNote);
    const QString path = tried.value()->path();
    tried = Error{}; // the connection is closed before the window opens its own
    UiSettings().setLastDatabase(path);
    auto* window = new MainWindow(path);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    close();
}

void MainWindow::showDatabaseStatus()
{
    // A team database names its server; read-only (a viewer's role, a file the user cannot write) says so
    // and why, since changes will be refused.
    QString where = tr("No database");
    if (m_db && m_db->backend() == SqlDialect::Backend::Postgres)
        where = tr("Team database: %1")
                    .arg(QUrl::fromPercentEncoding(m_db->path().section(QLatin1String("://"), 1).toUtf8()));
    else if (m_db)
        where = tr("Database: %1").arg(QFileInfo(m_db->path()).fileName());
    if (m_db && m_db->readOnly())
        where += QLatin1Char(' ') + tr("(read-only)");
    m_databaseLabel->setText(where);
    // Core's one wording of why (the command line says the same).
    QString reason = m_session->readOnlyReason();
    if (!reason.isEmpty())
        reason[0] = reason[0].toUpper();
    m_databaseLabel->setToolTip(!m_db              ? QString()
                                : reason.isEmpty() ? m_db->path()
                                                   : m_db->path() + QLatin1Char('\n') + reason);
    // The actions that would change it are disabled, with the reason as their tooltip.
    m_checklists->setReadOnly(reason);
    m_tenders->setReadOnly(reason);
    if (m_contracts)
        m_contracts->setReadOnly(reason);
    for (const char* name : {"addQuoteButton", "editQuoteButton", "deleteQuoteButton", "importButton",
                             "deleteDemoButton", "catalogImportButton", "addGpuButton", "editGpuButton"})
        if (auto* b = findChild<QPushButton*>(QLatin1String(name))) {
            b->setEnabled(reason.isEmpty());
            if (!reason.isEmpty())
                b->setToolTip(reason);
        }
}

void MainWindow::watchDatabase()
{
    // What another process commits is read again by the session; the window says so.
    connect(m_session, &Session::news, this,
            [this](const QString& message, int ms) { statusBar()->showMessage(message, ms); });
    m_session->watchDatabase();
}

} // namespace gpuplan
