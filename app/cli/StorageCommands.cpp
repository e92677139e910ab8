#include "Cli.h"
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
#include <QSaveFile>

namespace gpuplan::cli {

Result<std::unique_ptr<Database>> openDatabase(const Context& ctx)
{
    return Database::open(ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath);
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// The database with its GPU catalog (shipped GPUs plus the user's), which quotes are read against.
struct OpenDatabase
{
    std::unique_ptr<Database> db;
    GpuCatalog catalog;
};

Result<OpenDatabase> openWithCatalog(const Context& ctx)
{
    auto db = openDatabase(ctx);
    if (!db)
        return db.error();
    auto catalog = CatalogStore(**db).loadCatalog();
    if (!catalog)
        return catalog.error();
    // Normalised prices follow the hours per month in force, not those at import.
    Conventions conv;
    conv.hoursPerMonth = Settings().hoursPerMonth();
    if (auto r = QuoteStore(**db).renormalise(FxTable::shipped(), conv); !r)
        return r.error();
    return OpenDatabase{std::move(db).value(), std::move(catalog).value()};
}

QJsonObject quoteJson(const Quote& q, const QList<Check>& checks)
{
    QJsonObject o{{QStringLiteral("id"), double(q.id)},
                  {QStringLiteral("provider"), q.provider},
                  {QStringLiteral("region"), q.region},
                  {QStringLiteral("quote_number"), q.quoteNumber},
                  {QStringLiteral("quote_date"), q.quoteDate.toString(Qt::ISODate)},
                  {QStringLiteral("valid_until"),
                   q.validUntil.isValid() ? QJsonValue(q.validUntil.toString(Qt::ISODate)) : QJsonValue()},
                  {QStringLiteral("gpu"), q.gpuId},
                  {QStringLiteral("gpus_per_server"), q.gpusPerServer},
                  {QStringLiteral("servers"), q.servers},
                  {QStringLiteral("cpu_cores"), q.server.cpuCores},
                  {QStringLiteral("ram_gb"), q.server.ramGb},
                  {QStringLiteral("storage_kind"), q.server.storageKind},
                  {QStringLiteral("network_kind"), q.server.networkKind},
                  {QStringLiteral("network_gbps"), q.server.networkGbps},
                  {QStringLiteral("interconnect"), q.interconnect},
                  {QStringLiteral("invoice_type"), q.invoiceType},
                  {QStringLiteral("price"), moneyJson(q.price.price)},
                  {QStringLiteral("price_unit"), priceUnitName(q.price.unit)},
                  {QStringLiteral("vat_included"), q.price.vatIncluded},
                  {QStringLiteral("vat_percent"), q.price.vatBasisPoints / 100.0},
                  {QStringLiteral("setup_fee"), moneyJson(q.price.setupFee)},
                  {QStringLiteral("minimum_periods"), q.price.minimumPeriods},
                  {QStringLiteral("billing"), billingName(q.price.billing)},
                  {QStringLiteral("spot"), q.price.spot},
                  {QStringLiteral("sla_response_hours"), q.slaResponseHours},
                  {QStringLiteral("sla_replacement_hours"), q.slaReplacementHours},
                  {QStringLiteral("notes"), q.notes},
                  {QStringLiteral("demo"), q.demo},
                  {QStringLiteral("fx_used"), q.fxUsed},
                  {QStringLiteral("checks"), checksJson(checks)}};
    o.insert(QStringLiteral("normalised_per_gpu_hour_ex_vat"),
             q.normalised ? QJsonValue(moneyJson(*q.normalised)) : QJsonValue());
    return o;
}

int quotesImport(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    if (pos.size() != 2)
        return ctx.badInput(QStringLiteral("quotes import"),
                            Tr::tr("give one CSV file: gpuplan quotes import FILE"));
    QFile f(pos[1]);
    if (!f.open(QIODevice::ReadOnly))
        return ctx.badInput(pos[1], Tr::tr("cannot read the file: %1").arg(f.errorString()));
    const QByteArray bytes = f.readAll();
    FxTable fx = FxTable::shipped();
    Conventions conv;
    if (Status s = readMoneyOptions(p, &fx, &conv); !s)
        return ctx.badInput(s.error());
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.badInput(open.error());
    const Database& db = *open->db;
    QuoteStore store(*open->db);
    auto report = store.importCsv(bytes, open->catalog, fx, conv, p.isSet(QStringLiteral("valid-only")));
    if (!report)
        return ctx.badInput(report.error());
    const ImportReport& r = report.value();
    if (ctx.json) {
        QJsonArray issues;
        for (const ImportIssue& i : r.issues)
            issues.append(QJsonObject{{QStringLiteral("line"), i.line},
                                      {QStringLiteral("column"), i.column},
                                      {QStringLiteral("value"), i.value},
                                      {QStringLiteral("reason"), i.reason}});
        ctx.printJson(QJsonObject{{QStringLiteral("rows"), r.rows},
                                  {QStringLiteral("valid"), r.valid},
                                  {QStringLiteral("inserted"), r.inserted},
                                  {QStringLiteral("written"), r.written},
                                  {QStringLiteral("encoding"), r.encoding},
                                  {QStringLiteral("issue_count"), r.issueCount},
                                  {QStringLiteral("issues"), issues}});
    } else {
        ctx.out() << Tr::tr("Read %1 rows (%2): %3 valid, %4 problem(s).")
                         .arg(r.rows)
                         .arg(r.encoding)
                         .arg(r.valid)
                         .arg(r.issueCount)
                  << Qt::endl;
    }
    if (!ctx.json) {
        const int shown = std::min<int>(int(r.issues.size()), 50);
        for (int i = 0; i < shown; ++i)
            ctx.err() << QStringLiteral("  ") << r.issues[i].toString() << Qt::endl;
        if (r.issueCount > shown)
            ctx.err() << Tr::tr("  … and %1 more").arg(r.issueCount - shown) << Qt::endl;
    }
    if (r.issueCount > 0 && !r.written) {
        ctx.err()
            << Tr::tr(
                   "Nothing was written. Correct the file, or run again with --valid-only to import the %1 "
                   "valid row(s).")
                   .arg(r.valid)
            << Qt::endl;
        return ExitBadInput;
    }
    if (!ctx.json)
        ctx.out() << Tr::tr("Imported %1 quote(s) into %2.").arg(r.inserted).arg(db.path()) << Qt::endl;
    return ExitOk;
}

int quotesList(Context& ctx, QCommandLineParser& p)
{
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.badInput(open.error());
    const GpuCatalog& catalog = open->catalog;
    QuoteFilter f;
    if (p.isSet(QStringLiteral("gpu"))) {
        auto g = catalog.find(p.value(QStringLiteral("gpu")));
        if (!g)
            return ctx.badInput(g.error());
        f.gpuId = g.value()->id;
    }
    f.provider = p.value(QStringLiteral("provider"));
    if (p.isSet(QStringLiteral("max-price"))) {
        auto m = Money::parse(p.value(QStringLiteral("max-price")), QStringLiteral("--max-price"));
        if (!m || m->currency() != Currency::CNY)
            return ctx.badInput(QStringLiteral("--max-price"),
                                Tr::tr("give CNY per GPU-hour excluding VAT, e.g. 12.5CNY"));
        f.maxNormalisedMinor = m->minor();
    }
    if (p.isSet(QStringLiteral("valid-on"))) {
        auto d = QuoteCsv::parseDate(p.value(QStringLiteral("valid-on")));
        if (!d)
            return ctx.badInput(QStringLiteral("--valid-on"), d.error().message);
        f.validOn = d.value();
    }
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    if (p.isSet(QStringLiteral("sort"))) {
        const QString s = p.value(QStringLiteral("sort"));
        if (s == QLatin1String("price"))
            f.sort = QuoteFilter::Sort::NormalisedPrice;
        else if (s == QLatin1String("date"))
            f.sort = QuoteFilter::Sort::Date;
        else if (s == QLatin1String("provider"))
            f.sort = QuoteFilter::Sort::Provider;
        else if (s == QLatin1String("gpu"))
            f.sort = QuoteFilter::Sort::Gpu;
        else
            return ctx.badInput(QStringLiteral("--sort"),
                                Tr::tr("'%1' is not one of price, date, provider, gpu").arg(s));
    }
    f.descending = p.isSet(QStringLiteral("desc"));
    if (p.isSet(QStringLiteral("limit"))) {
        auto l = Quantity::parseInt(p.value(QStringLiteral("limit")), QStringLiteral("--limit"), 1, 10000000);
        if (!l)
            return ctx.badInput(l.error());
        f.limit = l.value();
    }
    auto quotes = QuoteStore(*open->db).list(f);
    if (!quotes)
        return ctx.failure(quotes.error().toString());
    const int year = QDate::currentDate().year();
    if (ctx.json) {
        QJsonArray arr;
        for (const Quote& q : quotes.value())
            arr.append(quoteJson(q, checkQuote(q, catalog, year)));
        ctx.printJson(
            QJsonObject{{QStringLiteral("quotes"), arr}, {QStringLiteral("count"), int(arr.size())}});
        return ExitOk;
    }
    Table t({Tr::tr("id"), Tr::tr("provider"), Tr::tr("GPU"), Tr::tr("GPUs"), Tr::tr("as quoted"),
             Tr::tr("CNY/GPU-h ex VAT"), Tr::tr("valid until"), Tr::tr("checks")});
    t.setRightAligned(0);
    t.setRightAligned(5);
    for (const Quote& q : quotes.value()) {
        const GpuModel* g = catalog.byId(q.gpuId);
        t.addRow({QString::number(q.id), q.provider, g ? g->name + QLatin1Char(' ') + g->variant : q.gpuId,
                  QStringLiteral("%1 × %2").arg(q.gpusPerServer).arg(q.servers),
                  priceWithUnit(q.price.price, q.price.unit) +
                      (q.price.vatIncluded ? Tr::tr(" incl. VAT") : QString()),
                  q.normalised ? q.normalised->toDisplayString() : QStringLiteral("—"),
                  q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate) : Tr::tr("open"),
                  checkSummary(checkQuote(q, catalog, year))});
    }
    ctx.out() << t.render();
    ctx.out() << Tr::tr("%n quote(s). Checks assume training on the quoted servers; 'gpuplan quotes show ID' "
                        "explains them.",
                        nullptr, int(quotes->size()))
              << Qt::endl;
    return ExitOk;
}

Result<qint64> idArgument(const QStringList& pos, const QString& what)
{
    bool ok = false;
    const qint64 id = pos.value(1).toLongLong(&ok);
    if (pos.size() != 2 || !ok || id <= 0)
        return Result<qint64>::failure(what,
                                       Tr::tr("give the id of one quote, as shown by 'gpuplan quotes list'"));
    return id;
}

int quotesShow(Context& ctx, const QStringList& pos)
{
    auto id = idArgument(pos, QStringLiteral("quotes show"));
    if (!id)
        return ctx.badInput(id.error());
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.badInput(open.error());
    auto q = QuoteStore(*open->db).get(id.value());
    if (!q)
        return ctx.badInput(q.error());
    const QList<Check> checks = checkQuote(q.value(), open->catalog, QDate::currentDate().year());
    if (ctx.json) {
        ctx.printJson(quoteJson(q.value(), checks));
        return ExitOk;
    }
    const Quote& x = q.value();
    QTextStream& out = ctx.out();
    out << Tr::tr("Quote %1 from %2 (%3), number %4, dated %5")
               .arg(x.id)
               .arg(x.provider, x.region, x.quoteNumber, x.quoteDate.toString(Qt::ISODate))
        << Qt::endl;
    out << Tr::tr("%1 servers × %2 %3; %4 CPU cores, %5 GB RAM, %6 storage, %7 at %8 Gb/s")
               .arg(x.servers)
               .arg(x.gpusPerServer)
               .arg(open->catalog.byId(x.gpuId) ? open->catalog.byId(x.gpuId)->vendor + QLatin1Char(' ') +
                                                      open->catalog.byId(x.gpuId)->displayName()
                                                : x.gpuId)
               .arg(x.server.cpuCores)
               .arg(x.server.ramGb)
               .arg(storageKindLabel(x.server.storageKind), networkKindLabel(x.server.networkKind))
               .arg(x.server.networkGbps)
        << Qt::endl;
    out << Tr::tr("Price: %1 %2%3; comparable: %4 per GPU-hour excluding VAT%5")
               .arg(x.price.price.toDisplayString(), priceUnitLabel(x.price.unit),
                    x.price.vatIncluded ? Tr::tr(", incl. %1% VAT").arg(x.price.vatBasisPoints / 100.0)
                                        : QString(),
                    x.normalised ? x.normalised->toDisplayString() : QStringLiteral("—"),
                    x.fxUsed.isEmpty() ? QString() : Tr::tr(" (exchange rate %1)").arg(x.fxUsed))
        << Qt::endl;
    out << Tr::tr("Tax: %1").arg(vatTermsText(x)) << Qt::endl;
    if (!x.notes.isEmpty())
        out << Tr::tr("Notes: %1").arg(x.notes) << Qt::endl;
    out << Tr::tr("Checks (for training on these servers):") << Qt::endl;
    for (const Check& c : checks)
        out << QStringLiteral("  ") << statusTag(c.status) << QLatin1Char(' ') << checkLabel(c.id)
            << Tr::tr(": ") << c.message << Tr::tr(" (%1)").arg(checkSourceLabel(c.source)) << Qt::endl;
    out << Tr::tr("Sources:") << Qt::endl;
    for (const QString& title : seedArticleTitles())
        out << QStringLiteral("  ") << title << Qt::endl;
    return ExitOk;
}

int quotesExport(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    if (pos.size() != 2)
        return ctx.badInput(QStringLiteral("quotes export"),
                            Tr::tr("give the file to write: gpuplan quotes export FILE"));
    auto db = openDatabase(ctx);
    if (!db)
        return ctx.badInput(db.error());
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    f.sort = QuoteFilter::Sort::Provider;
    auto quotes = QuoteStore(**db).list(f);
    if (!quotes)
        return ctx.failure(quotes.error().toString());
    if (Status s = writeFileAtomically(
            pos[1], QuoteCsv::write(quotes.value(), p.isSet(QStringLiteral("chinese-headers"))),
            databaseFiles((*db)->path()));
        !s)
        return ctx.failure(s.error().toString());
    if (!ctx.json)
        ctx.out() << Tr::tr("Wrote %n quote(s) to %1.", nullptr, int(quotes->size())).arg(pos[1]) << Qt::endl;
    else
        ctx.printJson(
            QJsonObject{{QStringLiteral("written"), int(quotes->size())}, {QStringLiteral("file"), pos[1]}});
    return ExitOk;
}

int quotesEdit(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    auto id = idArgument(pos, QStringLiteral("quotes edit"));
    if (!id)
        return ctx.badInput(id.error());
    QHash<QString, QString> changes;
    for (const QString& set : p.values(QStringLiteral("set"))) {
        const qsizetype eq = set.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return ctx.badInput(QStringLiteral("--set"),
                                Tr::tr("'%1' is not COLUMN=VALUE, e.g. price=65000").arg(set));
        changes.insert(set.left(eq).trimmed(), set.mid(eq + 1));
    }
    if (changes.isEmpty())
        return ctx.badInput(QStringLiteral("--set"), Tr::tr("give at least one --set COLUMN=VALUE"));
    auto db = openDatabase(ctx);
    if (!db)
        return ctx.badInput(db.error());
    auto quote = QuoteStore(**db).get(id.value());
    if (!quote)
        return ctx.badInput(quote.error());
    auto catalog = CatalogStore(**db).loadCatalog();
    if (!catalog)
        return ctx.failure(catalog.error().toString());
    FxTable fx = FxTable::shipped();
    Conventions conv;
    if (Status s = readMoneyOptions(p, &fx, &conv); !s)
        return ctx.badInput(s.error());
    auto edited = QuoteCsv::edited(quote.value(), changes, catalog.value(), fx, conv);
    if (!edited)
        return ctx.badInput(edited.error());
    if (Status s = QuoteStore(**db).update(id.value(), edited.value()); !s)
        return ctx.badInput(s.error());
    if (!ctx.json)
        ctx.out() << Tr::tr("Quote %1 changed: %2 per GPU-hour without VAT.")
                         .arg(id.value())
                         .arg(edited->normalised ? edited->normalised->toDisplayString()
                                                 : QStringLiteral("—"))
                  << Qt::endl;
    return ExitOk;
}

int quotesDelete(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    auto db = openDatabase(ctx);
    if (!db)
        return ctx.badInput(db.error());
    QuoteStore store(**db);
    Result<int> removed = 0;
    if (p.isSet(QStringLiteral("demo"))) {
        if (pos.size() > 1)
            return ctx.badInput(QStringLiteral("--demo"),
                                Tr::tr("give either --demo or a quote id, not both"));
        removed = store.removeDemo();
    } else {
        auto id = idArgument(pos, QStringLiteral("quotes delete"));
        if (!id)
            return ctx.badInput(id.error());
        removed = store.remove(id.value());
        if (!removed)
            return ctx.badInput(removed.error());
    }
    if (!removed)
        return ctx.failure(removed.error().toString());
    ctx.out() << Tr::tr("Deleted %n quote(s).", nullptr, removed.value()) << Qt::endl;
    return ExitOk;
}

// gpuplan quotes rank <workload options> [--deadline T] [--budget MONEY] [--ids 1,2,3]
int quotesRank(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr(
        "Weigh the stored quotes for one job: the best layout on the hardware each quote offers, the run "
        "time, "
        "and the total under the quote's own terms; sorted by total cost, with the reason for any quote that "
        "cannot run the job."));
    addWorkloadOptions(p);
    addMoneyOptions(p);
    p.addOptions({
        {QStringLiteral("deadline"), Tr::tr("Finish within this time: 500h, 21d, 3w."), QStringLiteral("T")},
        {QStringLiteral("budget"), Tr::tr("Job cost at most this, VAT excluded, e.g. 200000CNY."),
         QStringLiteral("MONEY")},
        {QStringLiteral("ids"), Tr::tr("Only these quotes, e.g. 1,4,7 (default: all)."),
         QStringLiteral("IDS")},
        {QStringLiteral("no-demo"), Tr::tr("Leave out the demo quotes.")},
    });
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan quotes rank --model NAME|--params N [--method M] [--tokens N] "
                   "[--deadline T] [--budget MONEY] [--ids 1,2] [options]\n"));
        rc >= 0)
        return rc;
    if (!p.positionalArguments().value(0).isEmpty() &&
        p.positionalArguments().value(0) != QLatin1String("rank"))
        return ctx.badInput(QStringLiteral("quotes rank"),
                            Tr::tr("unexpected argument '%1'").arg(p.positionalArguments().value(0)));
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.badInput(open.error());
    auto job = readJob(p, open->catalog, true, false);
    if (!job)
        return ctx.badInput(job.error());
    QuoteJob qj;
    qj.workload = job->workload;
    qj.timeOptions = job->timeOptions;
    qj.currentYear = QDate::currentDate().year();
    if (Status s = readDeadlineAndBudget(p, &qj.deadlineHours, &qj.budget); !s)
        return ctx.badInput(s.error());
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    auto all = QuoteStore(*open->db).list(f);
    if (!all)
        return ctx.failure(all.error().toString());
    QList<Quote> quotes = all.value();
    if (p.isSet(QStringLiteral("ids"))) {
        QList<Quote> chosen;
        for (const QString& part :
             p.value(QStringLiteral("ids")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 id = part.trimmed().toLongLong(&ok);
            if (!ok || id <= 0)
                return ctx.badInput(QStringLiteral("--ids"),
                                    Tr::tr("'%1' is not a quote id; give ids such as 1,4,7").arg(part));
            auto it = std::find_if(quotes.begin(), quotes.end(), [&](const Quote& q) { return q.id == id; });
            if (it == quotes.end())
                return ctx.badInput(QStringLiteral("--ids"), Tr::tr("there is no quote %1").arg(id));
            chosen << *it;
        }
        quotes = chosen;
    }
    FxTable fx = FxTable::shipped();
    Conventions conv;
    conv.hoursPerMonth = Settings().hoursPerMonth();
    if (Status s = readMoneyOptions(p, &fx, &conv); !s)
        return ctx.badInput(s.error());
    const PriceNormaliser normaliser(fx, conv);
    auto ranked = rankQuotes(qj, quotes, open->catalog, normaliser);
    if (!ranked)
        return ctx.badInput(ranked.error());

    if (ctx.json) {
        QJsonArray arr;
        for (const QuoteEvaluation& e : ranked.value()) {
            QJsonObject o{{QStringLiteral("quote_id"), double(e.quote.id)},
                          {QStringLiteral("provider"), e.quote.provider},
                          {QStringLiteral("gpu"), e.quote.gpuId},
                          {QStringLiteral("gpus_per_server"), e.quote.gpusPerServer},
                          {QStringLiteral("servers_offered"), e.quote.servers},
                          {QStringLiteral("servers_used"), e.serversUsed},
                          {QStringLiteral("verdict"), quoteVerdictName(e.verdict)},
                          {QStringLiteral("reason"), e.reason},
                          {QStringLiteral("term"), rentalTermName(quoteTerm(e.quote))},
                          {QStringLiteral("normalised_per_gpu_hour_ex_vat"),
                           e.quote.normalised ? QJsonValue(moneyJson(*e.quote.normalised)) : QJsonValue()}};
            if (e.cost) {
                o.insert(QStringLiteral("layout"), e.layoutText);
                o.insert(QStringLiteral("tp"), e.parallel.tp);
                o.insert(QStringLiteral("pp"), e.parallel.pp);
                o.insert(QStringLiteral("dp"), e.parallel.dp);
                o.insert(QStringLiteral("zero"), e.parallel.zero);
                o.insert(QStringLiteral("memory_per_gpu_bytes"), std::round(e.memory.total()));
                o.insert(QStringLiteral("wall_hours"), e.time.wallHours);
                o.insert(QStringLiteral("run_hours"), e.runHours);
                o.insert(QStringLiteral("total_ex_vat"), moneyJson(e.cost->totalExVat));
                o.insert(QStringLiteral("total_inc_vat"), moneyJson(e.cost->totalIncVat));
                o.insert(QStringLiteral("deposit"), moneyJson(e.cost->depositShown));
                o.insert(QStringLiteral("billed_hours"), e.cost->billedHours);
                o.insert(QStringLiteral("minimum_applied"), e.cost->minimumApplied);
                o.insert(QStringLiteral("cost_explanation"), e.cost->explanation);
                o.insert(QStringLiteral("checks"), checksJson(e.checks));
            }
            arr.append(o);
        }
        ctx.printJson(QJsonObject{
            {QStringLiteral("workload"), workloadJson(qj.workload)},
            {QStringLiteral("deadline_hours"), qj.deadlineHours},
            {QStringLiteral("budget"), qj.budget ? QJsonValue(moneyJson(*qj.budget)) : QJsonValue()},
            {QStringLiteral("quotes"), arr}});
        return ExitOk;
    }
    QTextStream& out = ctx.out();
    out << Tr::tr("%1 · %2 · %3 tokens")
               .arg(qj.workload.model.name, methodLabel(qj.workload.method),
                    Quantity::formatCount(qj.workload.effectiveTokens()))
        << Qt::endl;
    Table t({Tr::tr("#"), Tr::tr("id"), Tr::tr("provider"), Tr::tr("GPU"), Tr::tr("servers used"),
             Tr::tr("layout"), Tr::tr("run time"), Tr::tr("total, ex VAT"), Tr::tr("CNY/GPU-h ex VAT"),
             Tr::tr("checks"), Tr::tr("verdict and notes")});
    for (int i : {0, 1, 7, 8})
        t.setRightAligned(i);
    int n = 0;
    for (const QuoteEvaluation& e : ranked.value()) {
        const GpuModel* g = open->catalog.byId(e.quote.gpuId);
        QString verdict;
        switch (e.verdict) {
        case QuoteVerdict::Fits:
            verdict = Tr::tr("fits");
            break;
        case QuoteVerdict::OverBudget:
            verdict = Tr::tr("over budget");
            break;
        case QuoteVerdict::MissesDeadline:
            verdict = Tr::tr("misses the deadline");
            break;
        case QuoteVerdict::CannotRun:
            verdict = Tr::tr("cannot run");
            break;
        }
        if (!e.reason.isEmpty())
            verdict += Tr::tr(": ") + e.reason;
        t.addRow({QString::number(++n), QString::number(e.quote.id), e.quote.provider,
                  g ? g->name + QLatin1Char(' ') + g->variant : e.quote.gpuId,
                  e.cost ? QStringLiteral("%1 / %2 × %3")
                               .arg(e.serversUsed)
                               .arg(e.quote.servers)
                               .arg(e.quote.gpusPerServer)
                         : QStringLiteral("— / %1 × %2").arg(e.quote.servers).arg(e.quote.gpusPerServer),
                  e.cost ? QStringLiteral("%1·%2·%3 Z%4")
                               .arg(e.parallel.tp)
                               .arg(e.parallel.pp)
                               .arg(e.parallel.dp)
                               .arg(e.parallel.zero)
                         : QStringLiteral("—"),
                  e.cost ? hoursText(e.runHours) : QStringLiteral("—"),
                  e.cost ? e.cost->totalExVat.toDisplayString() : QStringLiteral("—"),
                  e.quote.normalised ? e.quote.normalised->toDisplayString() : QStringLiteral("—"),
                  e.cost ? checkSummary(e.checks) : QStringLiteral("—"), verdict});
    }
    out << t.render();
    out << Tr::tr("Totals under each quote's own terms (unit, minimum term, billing, VAT removed, setup fee, "
                  "spot "
                  "interruptions); 'gpuplan quotes show ID' lists the terms.")
        << Qt::endl;
    return ExitOk;
}

} // namespace

int runQuotes(Context& ctx, const QStringList& args)
{
    if (args.value(1) == QLatin1String("rank"))
        return quotesRank(ctx, args);
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Vendor quotes in the database.\n"
               "  import FILE   validate a CSV file (columns in the README) and import it; nothing is "
               "written if any "
               "row is wrong, unless --valid-only\n"
               "  list          list quotes with their comparable price and the seeds' checks\n"
               "  show ID       one quote with every check explained\n"
               "  export FILE   write the quotes as CSV (UTF-8 with BOM, opens in Excel)\n"
               "  edit ID       change a quote's terms: --set COLUMN=VALUE (columns as in the CSV), checked "
               "like an import\n"
               "  delete ID     delete one quote; delete --demo deletes the demo set\n"
               "  rank          weigh the quotes for a job: see 'gpuplan quotes rank --help'"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("import, list, show, export or delete"));
    addMoneyOptions(p);
    p.addOptions({
        {QStringLiteral("valid-only"), Tr::tr("import: import the valid rows even if others are wrong.")},
        {QStringLiteral("gpu"), Tr::tr("list: only this GPU."), QStringLiteral("GPU")},
        {QStringLiteral("provider"), Tr::tr("list: providers whose name contains this."),
         QStringLiteral("TEXT")},
        {QStringLiteral("max-price"), Tr::tr("list: at most this CNY per GPU-hour excluding VAT."),
         QStringLiteral("MONEY")},
        {QStringLiteral("valid-on"), Tr::tr("list: only quotes still valid on this date."),
         QStringLiteral("DATE")},
        {QStringLiteral("sort"), Tr::tr("list: price (default), date, provider or gpu."),
         QStringLiteral("KEY")},
        {QStringLiteral("desc"), Tr::tr("list: descending order.")},
        {QStringLiteral("limit"), Tr::tr("list: at most N quotes."), QStringLiteral("N")},
        {QStringLiteral("no-demo"), Tr::tr("list/export: leave out the demo quotes.")},
        {QStringLiteral("chinese-headers"), Tr::tr("export: Chinese column headers.")},
        {QStringLiteral("demo"), Tr::tr("delete: delete the demo providers and quotes.")},
        {QStringLiteral("set"), Tr::tr("edit: a column's new value, e.g. price=65000 (repeatable)."),
         QStringLiteral("COLUMN=VALUE")},
    });
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan quotes import|list|show|export|delete|rank [ARG] [options]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0);
    if (action == QLatin1String("import"))
        return quotesImport(ctx, p, pos);
    if (action == QLatin1String("list"))
        return quotesList(ctx, p);
    if (action == QLatin1String("show"))
        return quotesShow(ctx, pos);
    if (action == QLatin1String("export"))
        return quotesExport(ctx, p, pos);
    if (action == QLatin1String("delete"))
        return quotesDelete(ctx, p, pos);
    if (action == QLatin1String("edit"))
        return quotesEdit(ctx, p, pos);
    return ctx.badInput(QStringLiteral("quotes"),
                        Tr::tr("'%1' is not one of import, list, show, export, edit, delete").arg(action));
}

int runDb(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("The database.\n"
                                       "  check   integrity, foreign keys, schema version and row counts\n"
                                       "  path    where the database is\n"
                                       "  plans   the saved plans"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("check, path or plans"));
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan db check|path|plans [--database PATH] [--json]\n"));
        rc >= 0)
        return rc;
    const QString action = p.positionalArguments().value(0);
    const QString path = ctx.databasePath.isEmpty() ? Database::defaultPath() : ctx.databasePath;
    if (action == QLatin1String("path")) {
        ctx.out() << path << Qt::endl;
        return ExitOk;
    }
    if (action != QLatin1String("check") && action != QLatin1String("plans"))
        return ctx.badInput(QStringLiteral("db"),
                            Tr::tr("'%1' is not one of check, path, plans").arg(action));
    auto db = Database::open(path);
    if (!db)
        return ctx.badInput(db.error());
    if (action == QLatin1String("plans")) {
        auto plans = PlanStore(**db).list();
        if (!plans)
            return ctx.failure(plans.error().toString());
        QJsonArray arr;
        Table t({Tr::tr("id"), Tr::tr("name"), Tr::tr("model"), Tr::tr("configuration"), Tr::tr("saved")});
        for (const SavedPlan& sp : plans.value()) {
            arr.append(QJsonObject{{QStringLiteral("id"), double(sp.id)},
                                   {QStringLiteral("name"), sp.name},
                                   {QStringLiteral("workload"), sp.workload},
                                   {QStringLiteral("constraints"), sp.constraints},
                                   {QStringLiteral("configuration"), sp.configuration},
                                   {QStringLiteral("created"), sp.created.toString(Qt::ISODate)}});
            t.addRow({QString::number(sp.id), sp.name,
                      sp.workload.value(QStringLiteral("model"))
                          .toObject()
                          .value(QStringLiteral("name"))
                          .toString(),
                      QStringLiteral("%1 × %2")
                          .arg(sp.configuration.value(QStringLiteral("gpus")).toInt())
                          .arg(sp.configuration.value(QStringLiteral("gpu")).toString()),
                      QLocale().toString(sp.created.toLocalTime(), QLocale::ShortFormat)});
        }
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("plans"), arr}});
        else
            ctx.out() << t.render();
        return ExitOk;
    }
    auto h = (*db)->check();
    if (!h)
        return ctx.failure(h.error().toString());
    if (ctx.json) {
        QJsonObject counts;
        for (const auto& c : h->counts)
            counts.insert(c.first, double(c.second));
        ctx.printJson(QJsonObject{{QStringLiteral("path"), path},
                                  {QStringLiteral("integrity"), h->integrity},
                                  {QStringLiteral("foreign_key_violations"), h->foreignKeyViolations},
                                  {QStringLiteral("schema_version"), h->schemaVersion},
                                  {QStringLiteral("latest_version"), h->latestVersion},
                                  {QStringLiteral("ok"), h->ok()},
                                  {QStringLiteral("counts"), counts}});
    } else {
        ctx.out() << Tr::tr("Database: %1").arg(path) << Qt::endl
                  << Tr::tr("Integrity: %1; foreign-key violations: %2; schema version %3 of %4")
                         .arg(h->integrity == QLatin1String("ok") ? Tr::tr("ok", "integrity") : h->integrity)
                         .arg(h->foreignKeyViolations)
                         .arg(h->schemaVersion)
                         .arg(h->latestVersion)
                  << Qt::endl;
        for (const auto& c : h->counts)
            ctx.out() << QStringLiteral("  %1: %2").arg(c.first).arg(c.second) << Qt::endl;
    }
    return h->ok() ? ExitOk : ExitFailure;
}

int runChecklist(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr(
        "Contract and acceptance checklists of quotes (bilingual).\n"
        "  templates          the checklist templates and their items\n"
        "  create QUOTE       create the quote's checklists (--template contract|acceptance, default both)\n"
        "  show QUOTE         the quote's checklists with status and evidence\n"
        "  set ITEM           set an item's --status open|confirmed|failed|na and --evidence TEXT\n"
        "  export QUOTE FILE  write the quote's checklists as CSV\n"
        "  template-set [ITEM]  change a template item (--zh, --en, --expected-zh, --expected-en, "
        "--category), or\n"
        "                     add one to --template contract|acceptance; new checklists follow the "
        "templates\n"
        "  template-delete ITEM  delete a template item you added"));
    p.addPositionalArgument(QStringLiteral("action"),
                            Tr::tr("templates, create, show, set, export, template-set or template-delete"));
    p.addOptions({
        {QStringLiteral("template"), Tr::tr("create: contract or acceptance."), QStringLiteral("CODE")},
        {QStringLiteral("status"), Tr::tr("set: open, confirmed, failed or na."), QStringLiteral("STATUS")},
        {QStringLiteral("evidence"), Tr::tr("set: what was seen (command output, contract clause...)."),
         QStringLiteral("TEXT")},
        {QStringLiteral("chinese-headers"),
         Tr::tr("export: Chinese column headers, statuses and categories.")},
        {QStringLiteral("zh"), Tr::tr("template-set: the check in Chinese."), QStringLiteral("TEXT")},
        {QStringLiteral("en"), Tr::tr("template-set: the check in English."), QStringLiteral("TEXT")},
        {QStringLiteral("expected-zh"), Tr::tr("template-set: the expected value in Chinese."),
         QStringLiteral("TEXT")},
        {QStringLiteral("expected-en"), Tr::tr("template-set: the expected value in English."),
         QStringLiteral("TEXT")},
        {QStringLiteral("category"), Tr::tr("template-set: hardware, network, price, terms, service, …"),
         QStringLiteral("NAME")},
    });
    if (int rc = parseCommand(
            ctx, p, args,
            Tr::tr("Usage: gpuplan checklist templates|create|show|set|export [ARGS] [options]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0);
    static const QStringList actions{QStringLiteral("templates"),      QStringLiteral("create"),
                                     QStringLiteral("show"),           QStringLiteral("set"),
                                     QStringLiteral("export"),         QStringLiteral("template-set"),
                                     QStringLiteral("template-delete")};
    if (!actions.contains(action))
        return ctx.badInput(
            QStringLiteral("checklist"),
            Tr::tr("'%1' is not one of templates, create, show, set, export, template-set, template-delete")
                .arg(action));
    if (action == QLatin1String("template-set") || action == QLatin1String("template-delete")) {
        qint64 item = 0;
        if (pos.size() > 1) {
            bool ok = false;
            item = pos.value(1).toLongLong(&ok);
            if (!ok || item <= 0)
                return ctx.badInput(QStringLiteral("checklist %1").arg(action),
                                    Tr::tr("give the template item id shown by 'checklist templates'"));
        } else if (action == QLatin1String("template-delete")) {
            return ctx.badInput(QStringLiteral("checklist template-delete"),
                                Tr::tr("give the template item id shown by 'checklist templates'"));
        }
        auto db = openDatabase(ctx);
        if (!db)
            return ctx.badInput(db.error());
        ChecklistStore store(**db);
        if (action == QLatin1String("template-delete")) {
            if (Status st = store.removeTemplateItem(item); !st)
                return ctx.badInput(st.error());
            if (!ctx.json)
                ctx.out() << Tr::tr("Template item %1 deleted.").arg(item) << Qt::endl;
            return ExitOk;
        }
        // Changing: the fields not given keep their values; adding: --template and both languages.
        ChecklistItem edited;
        QString templateCode = p.value(QStringLiteral("template"));
        if (item > 0) {
            auto templates = store.templates();
            if (!templates)
                return ctx.failure(templates.error().toString());
            bool found = false;
            for (const Checklist& c : templates.value())
                for (const ChecklistItem& i : c.items)
                    if (i.id == item) {
                        edited = i;
                        templateCode = c.templateCode;
                        found = true;
                    }
            if (!found)
                return ctx.badInput(
                    QStringLiteral("checklist template-set"),
                    Tr::tr("there is no template item %1; 'checklist templates' lists them").arg(item));
        } else {
            edited.category = QStringLiteral("terms");
        }
        auto opt = [&](const char* name, QString* field) {
            if (p.isSet(QLatin1String(name)))
                *field = p.value(QLatin1String(name));
        };
        opt("zh", &edited.textZh);
        opt("en", &edited.textEn);
        opt("expected-zh", &edited.expected);
        opt("expected-en", &edited.expectedEn);
        opt("category", &edited.category);
        if (Status st = store.saveTemplateItem(templateCode, edited); !st)
            return ctx.badInput(st.error());
        if (!ctx.json)
            ctx.out() << (item > 0 ? Tr::tr("Template item %1 changed.").arg(item)
                                   : Tr::tr("Added to the %1 template.").arg(templateCode))
                      << Qt::endl;
        return ExitOk;
    }
    qint64 id = 0;
    if (action != QLatin1String("templates")) {
        bool ok = false;
        id = pos.value(1).toLongLong(&ok);
        if (!ok || id <= 0)
            return ctx.badInput(QStringLiteral("checklist %1").arg(action),
                                action == QLatin1String("set")
                                    ? Tr::tr("give the item id shown by 'checklist show'")
                                    : Tr::tr("give the quote id shown by 'quotes list'"));
    }
    std::optional<ItemStatus> status;
    if (action == QLatin1String("set")) {
        status = itemStatusFromName(p.value(QStringLiteral("status")));
        if (!status)
            return ctx.badInput(QStringLiteral("--status"),
                                Tr::tr("'%1' is not one of open, confirmed, failed, na")
                                    .arg(p.value(QStringLiteral("status"))));
    }
    if (action == QLatin1String("export") && pos.size() != 3)
        return ctx.badInput(QStringLiteral("checklist export"),
                            Tr::tr("give the quote id and the file to write"));
    auto db = openDatabase(ctx);
    if (!db)
        return ctx.badInput(db.error());
    ChecklistStore store(**db);
    const bool zh = ctx.language.startsWith(QLatin1String("zh"));
    auto printLists = [&](const QList<Checklist>& lists, bool templates) {
        if (ctx.json) {
            QJsonArray arr;
            for (const Checklist& c : lists) {
                QJsonArray items;
                for (const ChecklistItem& i : c.items)
                    items.append(QJsonObject{{QStringLiteral("id"), double(i.id)},
                                             {QStringLiteral("code"), i.code},
                                             {QStringLiteral("category"), i.category},
                                             {QStringLiteral("text_zh"), i.textZh},
                                             {QStringLiteral("text_en"), i.textEn},
                                             {QStringLiteral("expected_zh"), i.expectedIn(true)},
                                             {QStringLiteral("expected_en"), i.expectedIn(false)},
                                             {QStringLiteral("status"), itemStatusName(i.status)},
                                             {QStringLiteral("evidence"), i.evidence}});
                arr.append(QJsonObject{{QStringLiteral("id"), double(c.id)},
                                       {QStringLiteral("template"), c.templateCode},
                                       {QStringLiteral("name_zh"), c.nameZh},
                                       {QStringLiteral("name_en"), c.nameEn},
                                       {QStringLiteral("items"), items}});
            }
            ctx.printJson(QJsonObject{{QStringLiteral("checklists"), arr}});
            return;
        }
        for (const Checklist& c : lists) {
            ctx.out() << (zh ? c.nameZh : c.nameEn);
            if (!templates)
                ctx.out() << QStringLiteral(" — ")
                          << Tr::tr("%1 confirmed, %2 failed, %3 open")
                                 .arg(c.count(ItemStatus::Confirmed))
                                 .arg(c.count(ItemStatus::Failed))
                                 .arg(c.count(ItemStatus::Open));
            ctx.out() << Qt::endl;
            if (templates) {
                // A template has no status yet; its expected values name the quote's figures they will hold.
                Table t({Tr::tr("item"), Tr::tr("category"), Tr::tr("check"), Tr::tr("expected")});
                for (const ChecklistItem& i : c.items)
                    t.addRow({QString::number(i.id), checklistCategoryLabel(i.category),
                              zh ? i.textZh : i.textEn, describePlaceholders(i.expectedIn(zh))});
                ctx.out() << t.render() << Qt::endl;
                continue;
            }
            Table t(
                {Tr::tr("item"), Tr::tr("status"), Tr::tr("check"), Tr::tr("expected"), Tr::tr("evidence")});
            for (const ChecklistItem& i : c.items)
                t.addRow({QString::number(i.id), itemStatusLabel(i.status), zh ? i.textZh : i.textEn,
                          i.expectedIn(zh), i.evidence});
            ctx.out() << t.render() << Qt::endl;
        }
    };
    if (action == QLatin1String("templates")) {
        auto t = store.templates();
        if (!t)
            return ctx.failure(t.error().toString());
        printLists(t.value(), true);
        return ExitOk;
    }
    if (action == QLatin1String("set")) {
        if (Status s = store.setItem(id, *status, p.value(QStringLiteral("evidence"))); !s)
            return ctx.badInput(s.error());
        if (!ctx.json)
            ctx.out() << Tr::tr("Item %1 is now %2.").arg(id).arg(itemStatusLabel(*status)) << Qt::endl;
        return ExitOk;
    }
    auto quote = QuoteStore(**db).get(id);
    if (!quote)
        return ctx.badInput(quote.error());
    if (action == QLatin1String("create")) {
        auto catalog = CatalogStore(**db).loadCatalog();
        if (!catalog)
            return ctx.failure(catalog.error().toString());
        auto ids = store.create(quote.value(), catalog.value(), p.value(QStringLiteral("template")));
        if (!ids)
            return ctx.badInput(ids.error());
    }
    if (action == QLatin1String("export")) {
        auto bytes = store.exportCsv(id, p.isSet(QStringLiteral("chinese-headers")));
        if (!bytes)
            return ctx.failure(bytes.error().toString());
        if (Status s = writeFileAtomically(pos[2], bytes.value(), databaseFiles((*db)->path())); !s)
            return ctx.failure(s.error().toString());
        if (!ctx.json)
            ctx.out() << Tr::tr("Wrote the checklists of quote %1 to %2.").arg(id).arg(pos[2]) << Qt::endl;
        return ExitOk;
    }
    auto lists = store.forQuote(id);
    if (!lists)
        return ctx.failure(lists.error().toString());
    if (lists->isEmpty() && !ctx.json) {
        ctx.out() << Tr::tr("Quote %1 has no checklists yet: gpuplan checklist create %1").arg(id)
                  << Qt::endl;
        return ExitOk;
    }
    printLists(lists.value(), false);
    return ExitOk;
}

int runSettings(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("The settings shared by the desktop program and the command line.\n"
               "  (no action)          show them\n"
               "  set KEY VALUE        hours-per-month (730 or 720…), region (China, global…), "
               "language (zh, en), money-scale (exact, wan)"));
    p.addPositionalArgument(QStringLiteral("action"), Tr::tr("set"));
    if (int rc = parseCommand(ctx, p, args, Tr::tr("Usage: gpuplan settings [set KEY VALUE] [--json]\n"));
        rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    Settings settings;
    if (!pos.isEmpty()) {
        if (pos.first() != QLatin1String("set") || pos.size() != 3)
            return ctx.badInput(QStringLiteral("settings"), Tr::tr("write: gpuplan settings set KEY VALUE"));
        if (Status s = settings.set(pos[1], pos[2]); !s)
            return ctx.badInput(s.error());
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
