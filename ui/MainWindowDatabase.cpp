// The main window's database: File → Connect to team database…, and opening a window on another database.
#include "Dialogs.h"
#include "MainWindow.h"
#include "Session.h"
#include "TeamPasswords.h"
#include "UiSettings.h"
#include "checklists/ChecklistsPage.h"
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
#include <QTimer>
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
    for (const char* name : {"addQuoteButton", "editQuoteButton", "deleteQuoteButton", "importButton",
                             "deleteDemoButton", "catalogImportButton", "addGpuButton", "editGpuButton"})
        if (auto* b = findChild<QPushButton*>(QLatin1String(name))) {
            b->setEnabled(reason.isEmpty());
            if (!reason.isEmpty())
                b->setToolTip(reason);
        }
}

void MainWindow::watchTeamDatabase()
{
    // A team database: what others commit is read again here (several notifications, one re-read).
    auto* refresh = new QTimer(this);
    refresh->setSingleShot(true);
    refresh->setInterval(300);
    connect(refresh, &QTimer::timeout, this, [this] {
        // Their change may be a GPU or a price as well as a quote: the session reads everything again and
        // every page follows (dataChanged).
        if (Status s = m_session->reload(); !s)
            statusBar()->showMessage(s.error().toString());
        statusBar()->showMessage(tr("Another member of the team changed the database; it was read again."),
                                 5000);
    });
    m_db->watchChanges(this, [refresh] { refresh->start(); });
    // A lost connection (a server restart, a network cut) is made again every few seconds; what others
    // committed meanwhile was never announced here, so everything is read again.
    auto* health = new QTimer(this);
    health->setObjectName(QStringLiteral("teamDatabaseHealth"));
    health->setInterval(5000);
    connect(health, &QTimer::timeout, this, [this] {
        const auto again = m_db->ensureConnected();
        if (!again) {
            statusBar()->showMessage(again.error().message);
        } else if (again.value()) {
            if (Status s = m_session->reload(); !s)
                statusBar()->showMessage(s.error().toString());
            statusBar()->showMessage(tr("Connected to the team database again; everything was read again, as "
                                        "changes made meanwhile "
                                        "were not announced."),
                                     10000);
        }
    });
    health->start();
}

} // namespace gpuplan
