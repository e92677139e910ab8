// gpuplan quotes: import, list, show, export, edit, delete (rank: QuotesRankCommand.cpp).
#include "Cli.h"
#include "DatabaseOptions.h"
#include "MoneyOptions.h"
#include "Table.h"
#include "WorkloadOptions.h"
#include "files/InputFile.h"

#include "planner/QuoteRanking.h"
#include "planner/RuleChecks.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/PlanStore.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

namespace {
int quotesImport(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    if (pos.size() != 2)
        return ctx.badInput(QStringLiteral("quotes import"),
                            Tr::tr("give one CSV file: gpuplan quotes import FILE"));
    auto read = readImportFile(pos[1]); // bounded: a pipe or device cannot exhaust memory
    if (!read)
        return ctx.badInput(read.error());
    const QByteArray bytes = read.value();
    if (auto o = readOverrides(p, Needs{true, false}); !o)
        return ctx.badInput(o.error());
    auto open = openWithCatalog(ctx, &p, Needs{true, false});
    if (!open)
        return ctx.openFailed(open.error());
    const Database& db = *open->db;
    auto report = open->workspace->quotes().importCsv(bytes, p.isSet(QStringLiteral("valid-only")),
                                                      QFileInfo(pos[1]).fileName());
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
        for (const ImportIssue& i : r.ignored)
            ctx.err() << QStringLiteral("  ") << i.toString() << Qt::endl;
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
        return ctx.openFailed(open.error());
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
    auto quotes = open->workspace->quotes().list(f);
    if (!quotes)
        return ctx.failure(quotes.error());
    const int year = open->workspace->data().currentYear();
    if (ctx.json) {
        const QList<Quote>& all = quotes.value();
        ctx.printJsonList(QJsonObject{{QStringLiteral("count"), int(all.size())}}, QStringLiteral("quotes"),
                          all.size(),
                          [&](qsizetype i) { return quoteJson(all[i], checkQuote(all[i], catalog, year)); });
        return ExitOk;
    }
    Table t({Tr::tr("id"), Tr::tr("provider"), Tr::tr("GPU"), serversByGpusHeader(), Tr::tr("as quoted"),
             Tr::tr("CNY/GPU-h ex VAT"), Tr::tr("valid until"), Tr::tr("checks")});
    t.setRightAligned(0);
    t.setRightAligned(5);
    for (const Quote& q : quotes.value()) {
        const GpuModel* g = catalog.byId(q.gpuId);
        t.addRow({QString::number(q.id), q.provider, g ? g->name + QLatin1Char(' ') + g->variant : q.gpuId,
                  serversByGpusText(q.servers, q.gpusPerServer),
                  priceWithUnit(q.price.price, q.price.unit) +
                      (q.price.vatIncluded ? Tr::tr(" incl. VAT") : QString()) +
                      (q.price.spot ? Tr::tr(" (spot)") : QString()),
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

int quotesShow(Context& ctx, const QStringList& pos)
{
    auto id = idArgument(pos, QStringLiteral("quotes show"));
    if (!id)
        return ctx.badInput(id.error());
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.openFailed(open.error());
    auto q = open->workspace->quotes().get(id.value());
    if (!q)
        return ctx.badInput(q.error());
    const QList<Check> checks = open->workspace->quotes().checks(q.value());
    if (ctx.json) {
        ctx.printJson(quoteJson(q.value(), checks));
        return ExitOk;
    }
    const Quote& x = q.value();
    QTextStream& out = ctx.out();
    const QString number = x.quoteNumber.isEmpty() ? Tr::tr("not stated") : x.quoteNumber;
    const QString dated = x.quoteDate.isValid() ? x.quoteDate.toString(Qt::ISODate) : Tr::tr("not stated");
    if (x.region.isEmpty())
        out << Tr::tr("Quote %1 from %2, number %3, dated %4").arg(x.id).arg(x.provider, number, dated)
            << Qt::endl;
    else
        out << Tr::tr("Quote %1 from %2 (%3), number %4, dated %5")
                   .arg(x.id)
                   .arg(x.provider, x.region, number, dated)
            << Qt::endl;
    const GpuModel* gpu = open->catalog.byId(x.gpuId);
    out << serversText(x, gpu ? gpu->vendor + QLatin1Char(' ') + gpu->displayName() : x.gpuId) << Qt::endl;
    out << Tr::tr("Price: %1 %2%3; comparable: %4 per GPU-hour (VAT excluded%5)")
               .arg(x.price.price.toDisplayString(), priceUnitLabel(x.price.unit),
                    x.price.vatIncluded ? Tr::tr(", incl. %1% VAT").arg(x.price.vatBasisPoints / 100.0)
                                        : QString(),
                    x.normalised ? x.normalised->toDisplayString() : QStringLiteral("—"),
                    x.fxUsed.isEmpty() ? QString() : Tr::tr("; %1").arg(exchangeRateText(x)))
        << Qt::endl;
    out << Tr::tr("VAT and invoice: %1").arg(vatTermsText(x)) << Qt::endl;
    // What the comparison PDF says of a quote, the command says too (zh-review-4 D13): spot or not, the
    // commitment, the fees and the term.
    const QString terms = billingTermsText(x);
    if (!terms.isEmpty())
        out << Tr::tr("Billing terms: %1").arg(terms) << Qt::endl;
    out << Tr::tr("Setup fee: %1; deposit: %2; minimum term: %3")
               .arg(x.price.setupFee.isZero() ? Tr::tr("none") : x.price.setupFee.toDisplayString(),
                    x.price.deposit.isZero() ? Tr::tr("none") : x.price.deposit.toDisplayString(),
                    minimumTermText(x.price.unit, x.price.minimumPeriods))
        << Qt::endl;
    out << Tr::tr("Valid until: %1")
               .arg(x.validUntil.isValid() ? x.validUntil.toString(Qt::ISODate) : Tr::tr("not stated"))
        << Qt::endl;
    if (x.slaResponseHours > 0 || x.slaReplacementHours > 0)
        out << Tr::tr("Support response: %1; hardware replacement: %2")
                   .arg(x.slaResponseHours > 0 ? durationText(x.slaResponseHours) : Tr::tr("not stated"),
                        x.slaReplacementHours > 0 ? durationText(x.slaReplacementHours)
                                                  : Tr::tr("not stated"))
            << Qt::endl;
    if (!x.notes.isEmpty())
        out << Tr::tr("Notes: %1").arg(x.notes) << Qt::endl;
    out << Tr::tr("Checks (for training on these servers):") << Qt::endl;
    for (const Check& c : checks)
        out << QStringLiteral("  ") << statusTag(c.status) << QLatin1Char(' ') << checkLabel(c.id)
            << Tr::tr(": ") << c.message
            << (checkCitation(c).isEmpty() ? QString() : Tr::tr(" (%1)").arg(checkCitation(c))) << Qt::endl;
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
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.openFailed(open.error());
    QuoteFilter f;
    f.includeDemo = !p.isSet(QStringLiteral("no-demo"));
    f.sort = QuoteFilter::Sort::Provider;
    auto quotes = open->workspace->quotes().list(f);
    if (!quotes)
        return ctx.failure(quotes.error());
    if (Status s = writeFileAtomically(
            pos[1], QuoteCsv::write(quotes.value(), p.isSet(QStringLiteral("chinese-headers"))),
            databaseFiles(open->db->path()));
        !s)
        return ctx.writeRefused(s);
    if (!ctx.json)
        ctx.out() << Tr::tr("Wrote %n quote(s) to %1.", nullptr, int(quotes->size())).arg(pos[1]) << Qt::endl;
    else
        ctx.printJson(
            QJsonObject{{QStringLiteral("written"), int(quotes->size())}, {QStringLiteral("file"), pos[1]}});
    return ExitOk;
}

// gpuplan quotes template [FILE] [--chinese-headers]: every column and an example row, to fill in.
int quotesTemplate(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    const QByteArray csv = QuoteCsv::templateFile(p.isSet(QStringLiteral("chinese-headers")));
    if (pos.size() < 2) {
        ctx.out() << QString::fromUtf8(csv);
        return ExitOk;
    }
    if (Status s = writeFileAtomically(pos[1], csv, {}); !s)
        return ctx.writeRefused(s);
    if (!ctx.json)
        ctx.out() << Tr::tr("Wrote the quote template to %1; the columns: %2.")
                         .arg(pos[1], QuoteCsv::columnList(false))
                  << Qt::endl;
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
        if (changes.contains(set.left(eq).trimmed())) // reliability-4 R21: the last one was kept silently
            return ctx.badInput(
                QStringLiteral("--set"),
                Tr::tr("%1 is given twice; give each column once").arg(set.left(eq).trimmed()));
        changes.insert(set.left(eq).trimmed(), set.mid(eq + 1));
    }
    if (changes.isEmpty())
        return ctx.badInput(QStringLiteral("--set"), Tr::tr("give at least one --set COLUMN=VALUE"));
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{true, false}, &rc);
    if (!ws)
        return rc;
    const PlannerData& data = ws->data();
    auto stored = ws->quotes().get(id.value());
    if (!stored)
        return ctx.badInput(stored.error());
    // Read, changed and written in one transaction: another process's edit of other columns is kept.
    auto edited = ws->quotes().edit(id.value(), [&](const Quote& current) {
        // --fx given: its rate prices the quote (reliability-4 F24: it was ignored for the stored one).
        return QuoteCsv::edited(current, changes, data.catalog(), data.fx(), data.conventions(),
                                !p.isSet(QStringLiteral("fx")));
    });
    if (!edited)
        return ctx.badInput(edited.error());
    if (ctx.json) {
        ctx.printJson(
            QJsonObject{{QStringLiteral("quote"), quoteJson(*edited, ws->quotes().checks(*edited))}});
        return ExitOk;
    }
    // Reliability-4 F24: the same values again change nothing, and say so.
    const auto now = ws->quotes().get(id.value());
    if (now && now->version == stored->version) {
        ctx.out() << Tr::tr("Quote %1 already has these values; nothing was changed.").arg(id.value())
                  << Qt::endl;
        return ExitOk;
    }
    ctx.out() << Tr::tr("Quote %1 changed: comparable price %2 per GPU-hour, VAT excluded.")
                     .arg(id.value())
                     .arg(edited->normalised ? edited->normalised->toDisplayString() : QStringLiteral("—"))
              << Qt::endl;
    return ExitOk;
}

int quotesDelete(Context& ctx, QCommandLineParser& p, const QStringList& pos)
{
    auto open = openWithCatalog(ctx);
    if (!open)
        return ctx.openFailed(open.error());
    const QuoteService store = open->workspace->quotes(); // refuses a read-only database in one wording
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
        return ctx.failure(removed.error());
    ctx.out() << Tr::tr("Deleted %n quote(s).", nullptr, removed.value()) << Qt::endl;
    return ExitOk;
}
} // namespace

int runQuotes(Context& ctx, const QStringList& args)
{
    if (args.value(1) == QLatin1String("rank"))
        return quotesRank(ctx, args);
    Parser p;
    p.setApplicationDescription(
        Tr::tr("Vendor quotes in the database.\n"
               "  import FILE   validate a CSV file and import it; nothing is written if any row is wrong, "
               "unless --valid-only\n"
               "  template [FILE]  every column and an example row to fill in (--chinese-headers)\n"
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
        {QStringLiteral("chinese-headers"), Tr::tr("export, template: Chinese column headers.")},
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
    if (action == QLatin1String("template"))
        return quotesTemplate(ctx, p, pos);
    return ctx.badInput(
        QStringLiteral("quotes"),
        Tr::tr("'%1' is not one of import, list, show, export, edit, delete, template").arg(action));
}

} // namespace gpuplan::cli
