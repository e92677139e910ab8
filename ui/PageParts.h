#pragma once
// Pieces the desktop's areas share: a read-only table of rows, and the refusal of a change where none may be
// made.

#include "Dialogs.h"
#include "Session.h"

#include <QHeaderView>
#include <QTableWidget>

namespace gpuplan {

// A table the user reads and chooses rows in (never edits), named for tests and the accessibility tree.
inline QTableWidget* readOnlyTable(QWidget* parent, const char* name)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(name));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setWordWrap(true);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setVisible(false);
    return t;
}

// True, with the reason shown under `title`, when no database is open or it may not be changed (`readOnly`:
// core's reason, empty when changes are allowed).
inline bool refusedWrite(QWidget* page, const Session* session, const QString& readOnly, const QString& title)
{
    if (!session || !session->database()) {
        Dialogs::error(page, title,
                       QCoreApplication::translate("gpuplan::TendersPage", "No database is open."));
        return true;
    }
    if (!readOnly.isEmpty()) {
        Dialogs::error(page, title, readOnly);
        return true;
    }
    return false;
}

} // namespace gpuplan
