// gpuplan checklist: contract and acceptance checklists, and their templates.
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
#include "util/Language.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
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
// checklist template-set [ITEM] / template-delete ITEM: the templates new checklists follow.
int editTemplate(Context& ctx, const QCommandLineParser& p, const QStringList& pos, const QString& action)
{
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
        return ctx.openFailed(db.error());
    ChecklistStore store(**db);
    if (action == QLatin1String("template-delete")) {
        if (Status st = store.removeTemplateItem(item); !st)
            return ctx.badInput(st.error());
        if (!ctx.json)
            ctx.out() << Tr::tr("Template item %1 deleted.").arg(item) << Qt::endl;
        return ExitOk;
    }
    // Changing: the fields not given keep their values; adding: --template and both languages. The item is
    // read and written in one transaction (reliability-4 F18): two commands changing different fields of one
    // item both land, one after the other, instead of the second failing on the version the first raised.
    auto opt = [&](const char* name, QString* field) {
        if (p.isSet(QLatin1String(name)))
            *field = p.value(QLatin1String(name));
    };
    // Changing an item with nothing to change would only pin a shipped item as "edited".
    bool anyField = false;
    for (const char* n : {"zh", "en", "expected-zh", "expected-en", "category"})
        anyField |= p.isSet(QLatin1String(n));
    if (item > 0 && !anyField)
        return ctx.badInput(
            QStringLiteral("checklist template-set"),
            Tr::tr("give what to change: --zh, --en, --expected-zh, --expected-en or --category"));
    QString templateCode = p.value(QStringLiteral("template"));
    bool readFailed = false, same = false;
    const Status st = (*db)->transaction([&]() -> Status {
        ChecklistItem edited;
        if (item > 0) {
            auto templates = store.templates();
            if (!templates) {
                readFailed = true;
                return templates.error();
            }
            QString belongsTo;
            for (const Checklist& c : templates.value())
                for (const ChecklistItem& i : c.items)
                    if (i.id == item) {
                        edited = i;
                        belongsTo = c.templateCode;
                    }
            if (belongsTo.isEmpty())
                return Error{
                    Tr::tr("there is no template item %1; 'checklist templates' lists them").arg(item),
                    QStringLiteral("checklist template-set")};
            // R15: --template naming another template than the item's is a mistake, not ignored.
            if (p.isSet(QStringLiteral("template")) && templateCode != belongsTo)
                return Error{Tr::tr("template item %1 belongs to the %2 template, not %3")
                                 .arg(item)
                                 .arg(belongsTo, templateCode),
                             QStringLiteral("--template")};
            templateCode = belongsTo;
        } else {
            edited.category = QStringLiteral("terms");
        }
        const ChecklistItem was = edited;
        opt("zh", &edited.textZh);
        opt("en", &edited.textEn);
        opt("expected-zh", &edited.expected);
        opt("expected-en", &edited.expectedEn);
        opt("category", &edited.category);
        same = item > 0 && was.textZh == edited.textZh && was.textEn == edited.textEn &&
               was.expected == edited.expected && was.expectedEn == edited.expectedEn &&
               was.category == edited.category;
        return same ? Status() : store.saveTemplateItem(templateCode, edited);
    });
    if (!st)
        return readFailed ? ctx.failure(st.error()) : ctx.badInput(st.error());
    if (same) {
        if (!ctx.json)
            ctx.out() << Tr::tr("Template item %1 already reads so; nothing was changed.").arg(item)
                      << Qt::endl;
        return ExitOk;
    }
    if (!ctx.json)
        ctx.out() << (item > 0 ? Tr::tr("Template item %1 changed.").arg(item)
                               : Tr::tr("Added to the %1 template.").arg(templateCode))
                  << Qt::endl;
    return ExitOk;
}

// Checklists (or the templates) as JSON or tables, in the language asked for.
void printLists(Context& ctx, const QList<Checklist>& lists, bool templates)
{
    const bool zh = ctx.language.startsWith(QLatin1String("zh"));
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
                                         {QStringLiteral("evidence"), i.evidenceIn(Language::isChinese())},
                                         {QStringLiteral("evidence_zh"), i.evidenceIn(true)},
                                         {QStringLiteral("evidence_en"), i.evidenceIn(false)}});
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
                t.addRow({QString::number(i.id), checklistCategoryLabel(i.category), zh ? i.textZh : i.textEn,
                          describePlaceholders(i.expectedIn(zh))});
            ctx.out() << t.render() << Qt::endl;
            continue;
        }
        Table t({Tr::tr("item"), Tr::tr("status"), Tr::tr("check"), Tr::tr("expected"), Tr::tr("evidence")});
        for (const ChecklistItem& i : c.items)
            t.addRow({QString::number(i.id), itemStatusLabel(i.status), zh ? i.textZh : i.textEn,
                      i.expectedIn(zh), i.evidenceIn(zh)});
        ctx.out() << t.render() << Qt::endl;
    }
}

} // namespace

int runChecklist(Context& ctx, const QStringList& args)
{
    Parser p;
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
    if (action == QLatin1String("template-set") || action == QLatin1String("template-delete"))
        return editTemplate(ctx, p, pos, action);
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
        return ctx.openFailed(db.error());
    ChecklistStore store(**db);
    if (action == QLatin1String("templates")) {
        auto t = store.templates();
        if (!t)
            return ctx.failure(t.error());
        printLists(ctx, t.value(), true);
        return ExitOk;
    }
    if (action == QLatin1String("set")) {
        const std::optional<QString> evidence =
            p.isSet(QStringLiteral("evidence")) ? std::optional<QString>(p.value(QStringLiteral("evidence")))
                                                : std::nullopt; // the status alone: the evidence stays
        if (Status s = store.setItem(id, *status, evidence); !s)
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
            return ctx.failure(catalog.error());
        auto ids = store.create(quote.value(), catalog.value(), p.value(QStringLiteral("template")));
        if (!ids)
            return ctx.badInput(ids.error());
    }
    if (action == QLatin1String("export")) {
        auto bytes = store.exportCsv(id, p.isSet(QStringLiteral("chinese-headers")));
        if (!bytes)
            return ctx.failure(bytes.error());
        if (Status s = writeFileAtomically(pos[2], bytes.value(), databaseFiles((*db)->path())); !s)
            return ctx.writeRefused(s);
        if (!ctx.json)
            ctx.out() << Tr::tr("Wrote the checklists of quote %1 to %2.").arg(id).arg(pos[2]) << Qt::endl;
        return ExitOk;
    }
    auto lists = store.forQuote(id);
    if (!lists)
        return ctx.failure(lists.error());
    if (lists->isEmpty() && !ctx.json) {
        ctx.out() << Tr::tr("Quote %1 has no checklists yet: gpuplan checklist create %1").arg(id)
                  << Qt::endl;
        return ExitOk;
    }
    printLists(ctx, lists.value(), false);
    return ExitOk;
}

} // namespace gpuplan::cli
