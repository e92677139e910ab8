#include "CommandSession.h"

#include "storage/Database.h"
#include "util/Clock.h"
#include "util/Quantity.h"

#include <QCoreApplication>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

Result<Workspace::Overrides> readOverrides(const QCommandLineParser& p, Needs needs)
{
    Workspace::Overrides o;
    if (needs.money) {
        const QStringList rates = p.values(QStringLiteral("fx"));
        if (!rates.isEmpty()) {
            FxTable fx = FxTable::shipped();
            for (const QString& spec : rates)
                if (Status s = fx.setRate(spec, Clock::today()); !s)
                    return s.error();
            o.fx = fx;
        }
        if (p.isSet(QStringLiteral("hours-per-month"))) {
            auto h = Quantity::parseInt(p.value(QStringLiteral("hours-per-month")),
                                        QStringLiteral("--hours-per-month"), 672, 744);
            if (!h)
                return h.error();
            o.hoursPerMonth = h.value();
        }
        if (p.isSet(QStringLiteral("region")))
            o.region = p.value(QStringLiteral("region"));
    }
    if (needs.taxStatus && p.isSet(QStringLiteral("tax-status"))) {
        const auto s = taxStatusFromName(p.value(QStringLiteral("tax-status")));
        if (!s)
            return Error(Tr::tr("'%1' is not one of general, small-scale, outside")
                             .arg(p.value(QStringLiteral("tax-status"))),
                         QStringLiteral("--tax-status"), QStringLiteral("tax-status"));
        o.taxStatus = *s;
    }
    return o;
}

Result<std::unique_ptr<Workspace>> openSession(const Context& ctx, const QCommandLineParser* p, Needs needs)
{
    Workspace::Overrides overrides;
    if (p) {
        auto o = readOverrides(*p, needs);
        if (!o)
            return o.error();
        overrides = o.value();
    }
    auto db = Database::open(ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath);
    if (!db)
        return db.error();
    return Workspace::open(std::move(db).value(), overrides);
}

std::unique_ptr<Workspace> startSession(Context& ctx, const QCommandLineParser& p, Needs needs, int* rc)
{
    if (auto o = readOverrides(p, needs); !o) {
        *rc = ctx.badInput(o.error());
        return nullptr;
    }
    auto ws = openSession(ctx, &p, needs);
    if (!ws) {
        *rc = ctx.openFailed(ws.error());
        return nullptr;
    }
    return std::move(ws).value();
}

} // namespace gpuplan::cli
