#include "TeamRoles.h"

#include "Database.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlQuery>

namespace gpuplan::TeamRoles {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TeamRoles)
};

QString quoted(const QString& identifier)
{
    QString q = identifier;
    q.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

const QStringList& groups()
{
    static const QStringList g{QLatin1String(kOwner), QLatin1String(kBuyer), QLatin1String(kApprover),
                               QLatin1String(kViewer)};
    return g;
}

// The guards, in the server's own language (run as statements of their own: their bodies hold semicolons).
// Who writes the award is the login that writes it; an approval is the approving login's, never the
// preparer's, only an approver's, and final. The owner's members (the administrator) pass unguarded.
const char* const kGuardTender = R"(CREATE OR REPLACE FUNCTION gpuplan_guard_tender() RETURNS trigger
LANGUAGE plpgsql AS $guard$
BEGIN
    IF pg_has_role(session_user, 'gpuplan_owner', 'MEMBER') THEN
        RETURN NEW;
    END IF;
    IF TG_OP = 'INSERT' THEN
        NEW.created_by := session_user;
        IF NEW.awarded_by <> '' OR NEW.approved_by <> '' THEN
            RAISE EXCEPTION USING ERRCODE = 'GPA01',
                MESSAGE = 'a purchase is not stored already awarded or approved';
        END IF;
        RETURN NEW;
    END IF;
    IF OLD.approved_by <> '' AND (NEW.approved_by, NEW.approved_at, NEW.award_offer_id, NEW.award_reason,
            NEW.awarded_by, NEW.awarded_at) IS DISTINCT FROM (OLD.approved_by, OLD.approved_at,
            OLD.award_offer_id, OLD.award_reason, OLD.awarded_by, OLD.awarded_at) THEN
        RAISE EXCEPTION USING ERRCODE = 'GPA01',
            MESSAGE = format('purchase %s: its award was approved by %s and cannot be changed', OLD.id,
                             OLD.approved_by);
    END IF;
    IF (NEW.awarded_by, NEW.awarded_at, NEW.award_offer_id) IS DISTINCT FROM
            (OLD.awarded_by, OLD.awarded_at, OLD.award_offer_id) AND NEW.awarded_by <> '' THEN
        NEW.awarded_by := session_user;
    END IF;
    IF NEW.approved_by IS DISTINCT FROM OLD.approved_by AND NEW.approved_by <> '' THEN
        IF NEW.status <> 'awarded' OR NEW.awarded_by = '' THEN
            RAISE EXCEPTION USING ERRCODE = 'GPA01',
                MESSAGE = format('purchase %s has no award to approve', OLD.id);
        END IF;
        IF NEW.awarded_by = session_user THEN
            RAISE EXCEPTION USING ERRCODE = 'GPA01',
                MESSAGE = format('%s prepared the award of purchase %s and cannot approve it', session_user,
                                 OLD.id);
        END IF;
        IF NOT pg_has_role(session_user, 'gpuplan_approver', 'MEMBER') THEN
            RAISE EXCEPTION USING ERRCODE = 'GPA01',
                MESSAGE = format('%s is not an approver (gpuplan_approver) of this team database',
                                 session_user);
        END IF;
        NEW.approved_by := session_user;
    END IF;
    RETURN NEW;
END
$guard$)";

// Every purchase event and audit row names the login that wrote it.
const char* const kStamp = R"(CREATE OR REPLACE FUNCTION gpuplan_stamp_%1() RETURNS trigger
LANGUAGE plpgsql AS $stamp$
BEGIN
    IF NOT pg_has_role(session_user, 'gpuplan_owner', 'MEMBER') THEN
        NEW.%2 := session_user;
    END IF;
    RETURN NEW;
END
$stamp$)";

class Setup
{
public:
    explicit Setup(Database& db) : m_db(db) {}
    QList<Step> steps;

    Result<QSqlQuery> query(const QString& sql, const QVariantList& values = {})
    {
        QSqlQuery q(m_db.sql());
        // The server prepares only queries and row changes: CREATE, GRANT and ALTER are sent as they are.
        bool done = false;
        if (values.isEmpty()) {
            done = q.exec(sql);
        } else {
            q.prepare(sql);
            for (const QVariant& v : values)
                q.addBindValue(v);
            done = q.exec();
        }
        if (!done)
            return SqlDialect::error(m_db.backend(), q, Tr::tr("team roles"));
        return q;
    }
    Result<bool> exists(const QString& sql, const QVariantList& values)
    {
        auto q = query(sql, values);
        if (!q)
            return q.error();
        return q.value().next() && q.value().value(0).toBool();
    }
    Status run(const QString& sql)
    {
        auto q = query(sql);
        return q ? Status() : Status(q.error());
    }
    Result<bool> roleExists(const QString& role)
    {
        return exists(QStringLiteral("SELECT COUNT(*) > 0 FROM pg_roles WHERE rolname = ?"), {role});
    }
    Status group(const QString& role, const QString& purpose)
    {
        auto there = roleExists(role);
        if (!there)
            return there.error();
        if (!there.value())
            if (Status s = run(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(quoted(role))); !s)
                return s;
        steps.append({there.value() ? Tr::tr("role %1 (%2) was already there").arg(role, purpose)
                                    : Tr::tr("created role %1 (%2)").arg(role, purpose),
                      !there.value()});
        return Status();
    }
    Status grant(const QString& group, const QString& member, bool login)
    {
        if (login) {
            auto there = roleExists(member);
            if (!there)
                return there.error();
            if (!there.value()) {
                if (Status s = run(QStringLiteral("CREATE ROLE %1 LOGIN").arg(quoted(member))); !s)
                    return s;
                steps.append({Tr::tr("created login %1 (no password: give one with ALTER ROLE … PASSWORD, "
                                     "or let the server trust its network)")
                                  .arg(member),
                              true});
            }
        }
        auto has = exists(QStringLiteral("SELECT COUNT(*) > 0 FROM pg_auth_members m JOIN pg_roles g ON "
                                         "g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member WHERE "
                                         "g.rolname = ? AND u.rolname = ?"),
                          {group, member});
        if (!has)
            return has.error();
        if (!has.value())
            if (Status s = run(QStringLiteral("GRANT %1 TO %2").arg(quoted(group), quoted(member))); !s)
                return s;
        steps.append({has.value() ? Tr::tr("%1 was already a member of %2").arg(member, group)
                                  : Tr::tr("granted %1 to %2").arg(group, member),
                      !has.value()});
        return Status();
    }
    // Every table and sequence of the program's schema to the owner role.
    Status ownTables()
    {
        auto q = query(QStringLiteral(
            "SELECT c.relname, c.relkind, pg_get_userbyid(c.relowner) FROM pg_class c JOIN pg_namespace n ON "
            "n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'S') AND NOT "
            "EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')) ORDER BY "
            "c.relname"));
        if (!q)
            return q.error();
        QStringList moved;
        QStringList statements;
        while (q.value().next()) {
            if (q.value().value(2).toString() == QLatin1String(kOwner))
                continue;
            const bool table = q.value().value(1).toString() == QLatin1String("r");
            moved << q.value().value(0).toString();
            statements << QStringLiteral("ALTER %1 %2 OWNER TO %3")
                              .arg(table ? QStringLiteral("TABLE") : QStringLiteral("SEQUENCE"),
                                   quoted(q.value().value(0).toString()), QLatin1String(kOwner));
        }
        for (const QString& sql : std::as_const(statements))
            if (Status s = run(sql); !s)
                return s;
        steps.append({moved.isEmpty()
                          ? Tr::tr("every table was already owned by %1").arg(QLatin1String(kOwner))
                          : Tr::tr("%1 now owns %n table(s): %2", nullptr, int(moved.size()))
                                .arg(QLatin1String(kOwner), moved.join(QStringLiteral(", "))),
                      !moved.isEmpty()});
        return Status();
    }
    Status rights()
    {
        const QString buyer = QLatin1String(kBuyer), viewer = QLatin1String(kViewer);
        // Already so: every table readable by viewers and writable by buyers, the record append-only.
        auto already =
            exists(QStringLiteral(
                       "SELECT COALESCE(bool_and(has_table_privilege('gpuplan_viewer', c.oid, 'SELECT') AND "
                       "has_table_privilege('gpuplan_buyer', c.oid, 'INSERT')), false) AND NOT "
                       "has_table_privilege('gpuplan_buyer', 'tender_events', 'DELETE') FROM pg_class c "
                       "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() "
                       "AND c.relkind = 'r'"),
                   {});
        if (!already)
            return already.error();
        for (const QString& sql :
             {QStringLiteral("GRANT USAGE ON SCHEMA public TO %1, %2").arg(buyer, viewer),
              QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(viewer),
              QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1")
                  .arg(buyer),
              QStringLiteral("REVOKE UPDATE, DELETE, TRUNCATE ON tender_events, audit_log FROM %1")
                  .arg(buyer),
              QStringLiteral("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %1")
                  .arg(buyer)})
            if (Status s = run(sql); !s)
                return s;
        steps.append({Tr::tr("rights: %1 reads; %2 reads and writes, the purchase events and the audit trail "
                             "only grow; %3 is a buyer who may approve")
                          .arg(viewer, buyer, QLatin1String(kApprover)),
                      !already.value()});
        return Status();
    }
    Status guards()
    {
        QStringList sql{QLatin1String(kGuardTender),
                        QLatin1String(kStamp).arg(QStringLiteral("event"), QStringLiteral("happened_by")),
                        QLatin1String(kStamp).arg(QStringLiteral("audit"), QStringLiteral("changed_by"))};
        const struct
        {
            const char *table, *trigger, *function, *when;
        } triggers[] = {
            {"tenders", "gpuplan_guard_tender", "gpuplan_guard_tender", "BEFORE INSERT OR UPDATE"},
            {"tender_events", "gpuplan_stamp_event", "gpuplan_stamp_event", "BEFORE INSERT"},
            {"audit_log", "gpuplan_stamp_audit", "gpuplan_stamp_audit", "BEFORE INSERT"}};
        bool made = false;
        for (const auto& t : triggers) {
            // A trigger already there follows its function, which CREATE OR REPLACE renewed.
            auto there = exists(QStringLiteral("SELECT COUNT(*) > 0 FROM pg_trigger WHERE tgname = ? AND NOT "
                                               "tgisinternal"),
                                {QString::fromLatin1(t.trigger)});
            if (!there)
                return there.error();
            if (!there.value())
                sql << QStringLiteral("CREATE TRIGGER %1 %2 ON %3 FOR EACH ROW EXECUTE FUNCTION %4()")
                           .arg(QLatin1String(t.trigger), QLatin1String(t.when), QLatin1String(t.table),
                                QLatin1String(t.function));
            made = made || !there.value();
            sql << QStringLiteral("ALTER FUNCTION %1() OWNER TO %2")
                       .arg(QLatin1String(t.function), QLatin1String(kOwner));
        }
        for (const QString& s : std::as_const(sql))
            if (Status e = run(s); !e)
                return e;
        steps.append(
            {made ? Tr::tr("the server now stamps who prepared and who approved an award, refuses the "
                           "preparer's approval and a non-approver's, keeps an approval final, and "
                           "names the login in every purchase event and audit row")
                  : Tr::tr("the server's guards of awards, approvals and the record were already there "
                           "(their code renewed)"),
             made});
        return Status();
    }

private:
    Database& m_db;
};
} // namespace

Status checkLoginName(const QString& name, const QString& option)
{
    const QByteArray bytes = name.toUtf8();
    bool control = false;
    for (const QChar c : name)
        control = control || c.category() == QChar::Other_Control;
    if (bytes.isEmpty() || bytes.size() > 63 || control || name.trimmed() != name)
        return Status::failure(option, Tr::tr("'%1' is not a login name: 1 to 63 bytes, no spaces at either "
                                              "end, no control characters")
                                           .arg(name));
    if (name.startsWith(QLatin1String("pg_")) || groups().contains(name))
        return Status::failure(option, Tr::tr("'%1' is reserved (pg_… names are the server's, gpuplan_… the "
                                              "team's groups); give a person's login")
                                           .arg(name));
    return Status();
}

Status checkMembers(const Members& members)
{
    QSet<QString> seen;
    for (const auto& [list, option] : {std::pair{&members.buyers, QStringLiteral("--buyers")},
                                       std::pair{&members.approvers, QStringLiteral("--approvers")},
                                       std::pair{&members.viewers, QStringLiteral("--viewers")}})
        for (const QString& name : *list) {
            if (Status s = checkLoginName(name, option); !s)
                return s;
            if (seen.contains(name))
                return Status::failure(
                    option, Tr::tr("%1 is named twice: give each login one of --buyers, --approvers, "
                                   "--viewers (an approver is also a buyer)")
                                .arg(name));
            seen.insert(name);
        }
    return Status();
}

Result<QList<Step>> setUp(Database& db, const Members& members)
{
    const QString where = Tr::tr("team roles");
    if (db.backend() != SqlDialect::Backend::Postgres)
        return Result<QList<Step>>::failure(
            where, Tr::tr("a database file has no roles: who may read or change it is decided by the file's "
                          "permissions; give a postgresql:// address"));
    if (Status s = checkMembers(members); !s)
        return s.error();
    Setup setup(db);
    auto admin = setup.exists(QStringLiteral("SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = "
                                             "current_user"),
                              {});
    if (!admin)
        return admin.error();
    if (!admin.value())
        return Error{
            Tr::tr("%1 cannot create roles: set the team up with the administrator's login (a "
                   "superuser, or a role with CREATEROLE that owns the database); nothing was changed")
                .arg(db.userName()),
            where, QStringLiteral("database")};
    Status s = db.transaction([&]() -> Status {
        for (const auto& [role, purpose] :
             {std::pair{kOwner, Tr::tr("owns the tables; nobody logs in as it")},
              std::pair{kBuyer, Tr::tr("buyers: read and write")},
              std::pair{kApprover, Tr::tr("approvers: buyers who may approve an award")},
              std::pair{kViewer, Tr::tr("viewers: read only")}})
            if (Status g = setup.group(QLatin1String(role), purpose); !g)
                return g;
        // A CREATEROLE administrator that is not a superuser must be in the owner role to hand it the tables.
        auto super =
            setup.exists(QStringLiteral("SELECT rolsuper FROM pg_roles WHERE rolname = current_user"), {});
        if (!super)
            return super.error();
        if (!super.value())
            if (Status g = setup.grant(QLatin1String(kOwner), db.userName(), false); !g)
                return g;
        if (Status o = setup.ownTables(); !o)
            return o;
        if (Status r = setup.rights(); !r)
            return r;
        if (Status g = setup.grant(QLatin1String(kBuyer), QLatin1String(kApprover), false); !g)
            return g;
        if (Status g = setup.guards(); !g)
            return g;
        for (const auto& [list, role] :
             {std::pair{&members.buyers, kBuyer}, std::pair{&members.approvers, kApprover},
              std::pair{&members.viewers, kViewer}})
            for (const QString& name : *list)
                if (Status g = setup.grant(QLatin1String(role), name, true); !g)
                    return g;
        return Status();
    });
    if (!s)
        return s.error();
    return setup.steps;
}

bool guarded(Database& db)
{
    if (db.backend() != SqlDialect::Backend::Postgres)
        return false;
    QSqlQuery q(db.sql());
    return q.exec(
               QStringLiteral("SELECT COUNT(*) > 0 FROM pg_trigger WHERE tgname = 'gpuplan_guard_tender' AND "
                              "NOT tgisinternal")) &&
           q.next() && q.value(0).toBool();
}

Status mayApprove(Database& db)
{
    if (db.backend() != SqlDialect::Backend::Postgres)
        return Status();
    QSqlQuery q(db.sql());
    if (!q.exec(
            QStringLiteral("SELECT NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gpuplan_approver') "
                           "OR pg_has_role(session_user, 'gpuplan_approver', 'MEMBER')")))
        return SqlDialect::error(db.backend(), q, Tr::tr("team roles"));
    if (q.next() && q.value(0).toBool())
        return Status();
    return Status::failure(Tr::tr("approval"),
                           Tr::tr("%1 is not an approver on this team database; nothing was approved. Its "
                                  "administrator makes approvers with: gpuplan db roles --approvers %1")
                               .arg(db.userName()));
}

} // namespace gpuplan::TeamRoles
