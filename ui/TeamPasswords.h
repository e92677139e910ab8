#pragma once

#include "storage/Database.h"

#include <memory>

class QWidget;

namespace gpuplan {

// Passwords of team databases in the system keyring (QtKeychain: the Secret Service of GNOME or KDE, the
// macOS keychain, the Windows credential store), never in the program's settings. A password typed this
// session is kept in memory for the windows of this process.
namespace TeamPasswords {

// The stored password of the database at `address` (as shown, without a password); empty when none is stored.
// An Error says why the keyring cannot be used ("no system keyring is available …").
Result<QString> read(const QString& address);
Status store(const QString& address, const QString& password);

// Opens a team database. When the server asks a password and libpq's ~/.pgpass and PGPASSWORD give none: the
// one typed this session, else the keyring's; else, with `ask`, the user is asked, and a password that works
// is kept in the keyring — `note` then says whether it was, or why not and where to put it instead.
Result<std::unique_ptr<Database>> open(const QString& address, QWidget* parent, bool ask,
                                       QString* note = nullptr);

// A file, or a team database with the password typed this session or the keyring's (never asking): what a
// window opens at its start.
Result<std::unique_ptr<Database>> openAny(const QString& path);

} // namespace TeamPasswords

} // namespace gpuplan
