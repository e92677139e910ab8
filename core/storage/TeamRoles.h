#pragma once

#include "util/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplan {

class Database;

// A team database's roles, set up by its administrator without hand-written SQL (issue 63 item 10), and the
// approval the server makes (issue 58 item 7):
// - four group roles that cannot log in: gpuplan_owner (owns the tables, so that no member can alter or drop
//   them, or the guards below), gpuplan_buyer (reads and writes the data; the purchase events and the audit
//   trail only grow), gpuplan_approver (a buyer who may approve awards) and gpuplan_viewer (reads only);
// - each member's login role made (without a password: the administrator gives one) and given its group;
// - guards in the server: the preparer of an award, whoever wrote it, is the login that wrote it; an
//   approval is stamped with the approving login, refused to the preparer and to a login that is not an
//   approver, and final; every purchase event and audit row names the login that wrote it. The owner's
//   members (the administrator) are trusted, so that `db copy` keeps the history as it was.
// Idempotent: run again, it changes only what is missing, and says so.
namespace TeamRoles {

constexpr const char* kOwner = "gpuplan_owner";
constexpr const char* kBuyer = "gpuplan_buyer";
constexpr const char* kApprover = "gpuplan_approver";
constexpr const char* kViewer = "gpuplan_viewer";

struct Members
{
    QStringList buyers, approvers, viewers;
};

struct Step
{
    QString what;         // in the user's language: "created role gpuplan_buyer (…)"
    bool changed = false; // false: it was already so
};

// A login name as the server keeps it: 1 to 63 bytes, no control characters, not pg_… (reserved) and not
// one of the group roles. `option` names where it was given (--buyers).
Status checkLoginName(const QString& name, const QString& option);

// Every name checked (checkLoginName), and each given once.
Status checkMembers(const Members& members);

// Sets the team up on `db`, opened with the administrator's login (a superuser, or a role with CREATEROLE
// that owns the database), inside one transaction: all of it or nothing. The schema must be current (open()
// upgraded it). On a file: refused, files have no roles.
Result<QList<Step>> setUp(Database& db, const Members& members);

// Whether the server guards the approval on `db` (the team was set up with setUp): false on a file.
bool guarded(Database& db);

// Whether the login of `db` may approve an award: always on a file and on a team database without these
// roles; otherwise only a member of gpuplan_approver. The refusal names the login and who grants the role.
Status mayApprove(Database& db);

} // namespace TeamRoles

} // namespace gpuplan
