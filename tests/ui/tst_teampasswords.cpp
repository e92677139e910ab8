// The desktop's passwords of team databases (run under tests/storage/with_postgres.sh, with no D-Bus session,
// so that no system keyring answers — as on a server or in CI): the keyring's absence is said in words that
// name the password file; a password typed once opens the database, is used again by this process's next
// window, and the note says that it could not be kept; a wrong one is refused and not kept. And a viewer's
// window, its writing actions disabled with the reason.
#include "Dialogs.h"
#include "MainWindow.h"
#include "TeamPasswords.h"
#include "quotes/QuoteDialog.h"
#include "quotes/QuotesPage.h"

#include <QApplication>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplan;

class TestTeamPasswords : public QObject
{
    Q_OBJECT
    QString m_url = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_SECRET");
    QString m_password = qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_SECRET_PASSWORD");
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_url.isEmpty(),
                 "GPUPLAN_TEST_POSTGRES_SECRET is not set: run under tests/storage/with_postgres.sh");
        Dialogs::setSilent(true);
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", m_dir.filePath(QStringLiteral("none")).toUtf8());
    }

    void noKeyringIsSaidInWords()
    {
        auto kept = TeamPasswords::read(SqlDialect::displayUrl(m_url));
        QVERIFY(!kept.ok());
        QVERIFY2(kept.error().message.contains(QStringLiteral("~/.pgpass")),
                 qPrintable(kept.error().message));
        QVERIFY(!TeamPasswords::store(SqlDialect::displayUrl(m_url), QStringLiteral("x")).ok());
    }

    void withoutAskingTheProblemIsNamed()
    {
        auto db = TeamPasswords::open(m_url, nullptr, false);
        QVERIFY(!db.ok());
        QCOMPARE(db.error().field, QStringLiteral("password"));
        QVERIFY2(db.error().message.contains(QStringLiteral("keyring")), qPrintable(db.error().message));
    }

    void aWrongPasswordIsRefusedAndNotKept()
    {
        Dialogs::setNextText(QStringLiteral("not-it"));
        auto db = TeamPasswords::open(m_url, nullptr, true);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(QStringLiteral("refused the password")),
                 qPrintable(db.error().message));
        QVERIFY(!TeamPasswords::open(m_url, nullptr, false).ok()); // nothing remembered
    }

    void aTypedPasswordOpensItForThisSession()
    {
        Dialogs::setNextText(m_password);
        QString note;
        auto db = TeamPasswords::open(m_url, nullptr, true, &note);
        QVERIFY2(db.ok(), db.ok() ? "" : qPrintable(db.error().toString()));
        QCOMPARE((*db)->userName(), QStringLiteral("secret"));
        QVERIFY2(note.contains(QStringLiteral("not kept")) && note.contains(QStringLiteral("~/.pgpass")),
                 qPrintable(note));
        // The next window of this process (after File → Connect…) opens it without asking.
        auto again = TeamPasswords::open(m_url, nullptr, false);
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().toString()));
    }

    // A viewer's window: every action that would change the team database is disabled, its tooltip says why.
    void aViewersActionsAreDisabledWithTheReason()
    {
        {
            Database::Options demo; // brings it up to date, with quotes to try to edit
            demo.seedDemo = true;
            auto buyer = Database::open(qEnvironmentVariable("GPUPLAN_TEST_POSTGRES"), demo);
            QVERIFY2(buyer.ok(), buyer.ok() ? "" : qPrintable(buyer.error().toString()));
        }
        MainWindow w(qEnvironmentVariable("GPUPLAN_TEST_POSTGRES_VIEWER"));
        for (const char* name : {"addQuoteButton", "editQuoteButton", "deleteQuoteButton", "importButton",
                                 "deleteDemoButton", "createChecklistsButton", "addItemButton",
                                 "acceptanceReportButton", "editTemplatesButton", "addGpuButton"}) {
            auto* b = w.findChild<QPushButton*>(QLatin1String(name));
            QVERIFY2(b, name);
            QVERIFY2(!b->isEnabled(), name);
            QVERIFY2(b->toolTip().contains(QStringLiteral("viewer")), qPrintable(b->toolTip()));
        }
        // Double-click (or Enter) on a quote opens no edit form for a viewer: the reason is said at once.
        bool formOpened = false;
        w.quotesPage()->setDialogDriver([&](QuoteDialog&) {
            formOpened = true;
            return false;
        });
        auto* view = w.quotesPage()->findChild<QTableView*>(QStringLiteral("quotesView"));
        if (view->model()->rowCount() > 0) {
            view->selectRow(0);
            w.quotesPage()->editSelected();
            QVERIFY(!formOpened);
            QVERIFY2(Dialogs::lastMessage().contains(QStringLiteral("viewer")),
                     qPrintable(Dialogs::lastMessage()));
        }
        // Reading and exporting stay.
        QVERIFY(w.findChild<QPushButton*>(QStringLiteral("exportButton"))->isEnabled());
        QVERIFY(w.findChild<QPushButton*>(QStringLiteral("quoteHistoryButton"))->isEnabled());
    }
};

QTEST_MAIN(TestTeamPasswords)
#include "tst_teampasswords.moc"
