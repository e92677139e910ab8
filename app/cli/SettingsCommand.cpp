// gpuplan settings: show and set the user's settings.
#include "Cli.h"
#include "DatabaseOptions.h"
#include "MoneyOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"

#include "planner/QuoteRanking.h"
#include "planner/RuleChecks.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/PlanStore.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int runSettings(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "The settings shared by the desktop program and the command line.\n"
        "  (no action)          show them\n"
        "  set KEY VALUE        hours-per-month (730 or 720…), region (China, global…), "
        "language (zh, en), money-scale (exact, wan), tax-status (general, small-scale, outside),\n"
        "                       memory-headroom (% of GPU memory a recommendation leaves free, 10), "
        "spot-interruptions (% of spot servers pre-empted a month, 20), checkpoint-interval (hours, 1), "
        "spot-restart (minutes, 15)"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("set"));
    // A negative value ("set hours-per-month -1") is a value to refuse with its rule, not an unknown option.
    QStringList given = args;
    QString negative;
    if (const qsizetype set = given.indexOf(QStringLiteral("set"));
        set >= 0 && set + 2 < given.size() &&
        QRegularExpression(QStringLiteral("^-[0-9.]")).match(given[set + 2]).hasMatch())
        negative = given.takeAt(set + 2);
    if (int rc = parseCommand(ctx, p, given, Tr::tr("Usage: gpuplan settings [set KEY VALUE] [--json]\n"));
        rc >= 0)
        return rc;
    QStringList pos = p.positionalArguments();
    if (!negative.isEmpty() && pos.size() == 2)
        pos << negative;
    Settings settings;
    if (!pos.isEmpty()) {
        if (pos.first() != QLatin1String("set") || pos.size() != 3)
            return ctx.badInput(QStringLiteral("settings"), Tr::tr("write: gpuplan settings set KEY VALUE"));
        if (Status s = settings.set(pos[1], pos[2]); !s)
            return s.error().where == settings.fileName() ? ctx.failure(s.error()) // not written
                                                          : ctx.badInput(s.error());
    }
    QJsonObject o;
    for (const auto& kv : settings.all()) {
        o.insert(kv.first, kv.second);
        if (!ctx.json)
            ctx.out() << kv.first << QStringLiteral(" = ") << kv.second << Qt::endl;
    }
    if (ctx.json) {
        o.insert(QStringLiteral("file"), settings.fileName());
        ctx.printJson(o);
    } else {
        ctx.out() << Tr::tr("(stored in %1)").arg(settings.fileName()) << Qt::endl;
    }
    return ExitOk;
}

} // namespace gpuplan::cli
