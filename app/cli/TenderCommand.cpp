// gpuplan tender: a purchase (采购项目) from the plan to the approved award — its offers round by round, what
// changed, the evaluation by the method's rule and the job's cost to the buyer, the award and its approval.
#include "Cli.h"
#include "CommandSession.h"
#include "Table.h"

#include "cost/PriceTerm.h"
#include "planner/PlanRequest.h"

#include "files/InputFile.h"
#include "quotes/QuoteCsv.h"
#include "tender/TenderEvents.h"
#include "tender/TenderRules.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void printTable(QTextStream& out, const QStringList& header, const QList<QStringList>& rows)
{
    Table t(header);
    for (const QStringList& r : rows)
        t.addRow(r);
    out << t.render();
}

// An amount for scripts: a number of the currency's units (the currency is the totals', CNY).
QJsonValue amountJson(const std::optional<Money>& m)
{
    return m ? QJsonValue(double(m->minor()) / 100.0) : QJsonValue();
}

QString money(const std::optional<Money>& m)
{
    return m ? m->toDisplayString() : QStringLiteral("—");
}

QJsonObject evaluationJson(const TenderEvaluation& e)
{
    QJsonArray offers;
    for (int i = 0; i < e.offers.size(); ++i) {
        const OfferAssessment& a = e.offers[i];
        QJsonObject o{{QStringLiteral("vendor"), a.offer.vendor},
                      {QStringLiteral("offer_id"), a.offer.id},
                      {QStringLiteral("round"), a.offer.round},
                      {QStringLiteral("compliant"), a.compliant()},
                      {QStringLiteral("non_compliance"), QJsonArray::fromStringList(a.nonCompliance)}};
        if (a.evaluatedPrice)
            o.insert(QStringLiteral("evaluated_price"), amountJson(a.evaluatedPrice));
        for (const OfferScore& s : e.scores)
            if (s.offer == i) {
                o.insert(QStringLiteral("rank"), s.rank);
                QJsonObject score{{QStringLiteral("price"), s.price},
                                  {QStringLiteral("delivery"), s.delivery},
                                  {QStringLiteral("sla"), s.sla},
                                  {QStringLiteral("invoice"), s.invoice},
                                  {QStringLiteral("total"), s.total}};
                if (!a.recordBasis.isEmpty()) { // 履约评价 weighed
                    score.insert(QStringLiteral("record"), s.record);
                    o.insert(QStringLiteral("record_share"), a.recordShare);
                    o.insert(QStringLiteral("record_basis"), a.recordBasis);
                }
                o.insert(QStringLiteral("score"), score);
                o.insert(QStringLiteral("abnormally_low"), s.abnormallyLow);
            }
        offers.append(o);
    }
    QJsonObject out{{QStringLiteral("method"), evaluationMethodName(e.method)},
                    {QStringLiteral("offers"), offers},
                    {QStringLiteral("winner"), e.winner >= 0 ? e.offers[e.winner].offer.vendor : QString()},
                    {QStringLiteral("tied"), e.tied},
                    {QStringLiteral("sensitivity"), e.sensitivityText}};
    if (e.base)
        out.insert(QStringLiteral("base_price"), amountJson(e.base));
    if (e.priceWeightToChange)
        out.insert(QStringLiteral("price_weight_to_change"), *e.priceWeightToChange);
    return out;
}

void printEvaluation(Context& ctx, const Tender& t, const TenderEvaluation& e)
{
    ctx.out() << Tr::tr("Evaluation: %1").arg(evaluationMethodLabel(e.method)) << Qt::endl;
    if (e.base)
        ctx.out() << basePriceText(t.method).arg(e.base->toDisplayString()) << Qt::endl;
    QList<QStringList> rows;
    for (const OfferScore& s : e.scores) {
        const OfferAssessment& a = e.offers[s.offer];
        QStringList row{QString::number(s.rank), a.offer.vendor, QString::number(a.offer.round),
                        money(a.evaluatedPrice)};
        if (e.method == EvaluationMethod::Scoring) {
            row << QString::number(s.price, 'f', 2) << QString::number(s.delivery, 'f', 2)
                << QString::number(s.sla, 'f', 2) << QString::number(s.invoice, 'f', 2);
            if (t.weights.record > 0)
                row << QString::number(s.record, 'f', 2);
            row << QString::number(s.total, 'f', 2);
        }
        row << (s.abnormallyLow ? abnormallyLowText(e) : QString());
        rows.append(row);
    }
    QStringList header{Tr::tr("Rank"), Tr::tr("Vendor"), Tr::tr("Round"), evaluatedPriceLabel(t.method)};
    if (e.method == EvaluationMethod::Scoring) {
        header << Tr::tr("Price (%1)").arg(t.weights.price) << Tr::tr("Delivery (%1)").arg(t.weights.delivery)
               << Tr::tr("SLA (%1)").arg(t.weights.sla) << Tr::tr("Invoice (%1)").arg(t.weights.invoice);
        if (t.weights.record > 0)
            header << Tr::tr("Record (%1)").arg(t.weights.record);
        header << Tr::tr("Total");
    }
    header << Tr::tr("Note");
    printTable(ctx.out(), header, rows);
    for (const OfferAssessment& a : e.offers)
        if (!a.recordBasis.isEmpty())
            ctx.out() << Tr::tr("Record (履约评价) of %1: %2").arg(a.offer.vendor, a.recordBasis) << Qt::endl;
    for (const OfferAssessment& a : e.offers)
        if (!a.compliant())
            ctx.out() << Tr::tr("Does not comply: %1 — %2")
                             .arg(a.offer.vendor, a.nonCompliance.join(QStringLiteral("; ")))
                      << Qt::endl;
    if (e.winner >= 0)
        ctx.out() << (e.tied ? Tr::tr("First (tied): %1").arg(e.offers[e.winner].offer.vendor)
                             : Tr::tr("First: %1").arg(e.offers[e.winner].offer.vendor))
                  << Qt::endl;
    ctx.out() << e.sensitivityText << Qt::endl;
}

qint64 idArgument(const QStringList& pos)
{
    bool ok = false;
    const qint64 id = pos.value(1).toLongLong(&ok);
    return ok && id > 0 ? id : 0;
}

// Why the id argument is none: missing, or not a whole number from 1 (reliability-5 G11: "1e3").
QString idRefusal(const QStringList& pos)
{
    return pos.value(1).isEmpty()
               ? Tr::tr("give the purchase's id shown by 'gpuplan tender list'")
               : Tr::tr(
                     "'%1' is not a purchase's id: a whole number from 1, as 'gpuplan tender list' shows it")
                     .arg(pos.value(1));
}

void printTender(Context& ctx, const Tender& t, const QList<TenderOffer>& offers)
{
    ctx.out() << (t.number.isEmpty() ? Tr::tr("Purchase %1: %2").arg(t.id).arg(t.name)
                                     : Tr::tr("Purchase %1: %2 (%3)").arg(t.id).arg(t.name, t.number))
              << Qt::endl
              << Tr::tr("Method: %1 · status: %2 · evaluation: %3")
                     .arg(procurementMethodLabel(t.method), tenderPhaseLabel(tenderPhase(t)),
                          evaluationMethodLabel(t.evaluation))
              << Qt::endl;
    if (!t.endReason.isEmpty())
        ctx.out() << Tr::tr("Why it ended: %1").arg(tenderRecordText(t.endReason)) << Qt::endl;
    QStringList next;
    for (TenderAction a : actionsFor(t))
        next << tenderActionLabel(a);
    if (!next.isEmpty())
        ctx.out() << Tr::tr("What can be done now: %1").arg(next.join(Tr::tr(", "))) << Qt::endl;
    if (!t.vendors.isEmpty())
        ctx.out() << Tr::tr("Invited: %1").arg(t.vendors.join(QStringLiteral(", "))) << Qt::endl;
    QList<QStringList> rows;
    for (const TenderOffer& o : offers)
        rows.append({QString::number(o.id), o.vendor, QString::number(o.round), offerKindLabel(o.kind),
                     o.kind == OfferKind::Clarification
                         ? o.note
                         : priceWithUnit(o.quote.price.price, o.quote.price.unit),
                     o.submittedBy, o.submittedAt.left(16)});
    if (!rows.isEmpty())
        printTable(ctx.out(),
                   {Tr::tr("Offer"), Tr::tr("Vendor"), Tr::tr("Round"), Tr::tr("Kind"), Tr::tr("Price"),
                    Tr::tr("By"), Tr::tr("At")},
                   rows);
    if (t.awardOfferId > 0)
        ctx.out() << Tr::tr("Awarded: offer %1 by %2 (%3)%4")
                         .arg(t.awardOfferId)
                         .arg(t.awardedBy,
                              t.awardReason.isEmpty() ? Tr::tr("first in the evaluation") : t.awardReason,
                              t.approvedBy.isEmpty() ? Tr::tr("; not yet approved")
                                                     : Tr::tr("; approved by %1").arg(t.approvedBy))
                  << Qt::endl;
}
} // namespace

int tenderDocuments(Context& ctx, const QCommandLineParser& p, const Workspace& ws, const QString& action,
                    qint64 id);
Result<Tender> tenderFromOptions(const QCommandLineParser& p); // TenderInput.cpp
QJsonObject tenderJson(const Tender& t);                       // TenderInput.cpp

namespace {
// open (a draft, or again for a further round), close, cancel, fail: one step of core's table.
int stepTender(Context& ctx, const TenderService& tenders, qint64 id, const QString& action,
               const QCommandLineParser& p)
{
    auto tender = tenders.get(id);
    if (!tender)
        return ctx.badInput(tender.error());
    const bool invite = action == QLatin1String("invite");
    const TenderAction step =
        action == QLatin1String("open")
            ? (tender->status == TenderStatus::Evaluating ? TenderAction::Reopen : TenderAction::Open)
        : action == QLatin1String("close")  ? TenderAction::Close
        : action == QLatin1String("cancel") ? TenderAction::Cancel
                                            : TenderAction::DeclareFailed;
    if (Status s = invite ? tenders.invite(id, vendorList(p.value(QStringLiteral("vendors"))))
                          : tenders.step(id, step, p.value(QStringLiteral("reason")));
        !s)
        return s.error().field == QLatin1String("database") ? ctx.failure(s.error())
                                                            : ctx.badInput(s.error());
    auto now = tenders.get(id);
    if (!now)
        return ctx.failure(now.error());
    if (ctx.json && invite)
        ctx.printJson(QJsonObject{{QStringLiteral("vendors"), QJsonArray::fromStringList(now->vendors)}});
    else if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("phase"), tenderPhaseName(tenderPhase(now.value()))},
                                  {QStringLiteral("end_reason"), tenderRecordText(now->endReason)}});
    else if (invite)
        ctx.out() << Tr::tr("Invited to purchase %1: %2").arg(id).arg(now->vendors.join(Tr::tr(", ")))
                  << Qt::endl;
    else
        ctx.out() << Tr::tr("Purchase %1 is now %2.").arg(id).arg(tenderPhaseLabel(tenderPhase(now.value())))
                  << (now->endReason.isEmpty()
                          ? QString()
                          : Tr::tr(" Recorded: %1").arg(tenderRecordText(now->endReason)))
                  << Qt::endl;
    return ExitOk;
}

// approve: by someone other than who prepared the award; says what was approved, as the desktop asks it.
int approveTender(Context& ctx, const TenderService& tenders, qint64 id)
{
    const auto refused = [&](const Error& e) {
        return e.field == QLatin1String("database") ? ctx.failure(e) : ctx.badInput(e);
    };
    const auto summary = tenders.awardSummary(id); // what is approved, as the desktop asks it
    auto quote = tenders.approve(id);
    if (!quote)
        return refused(quote.error());
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("approved"), true},
                                  {QStringLiteral("quote_id"), quote.value()},
                                  {QStringLiteral("summary"), summary ? summary.value() : QString()}});
    else
        ctx.out() << (summary ? summary.value() + QLatin1Char('\n') : QString())
                  << Tr::tr("Award approved. The awarded offer is quote %1, with its contract and "
                            "acceptance checklists (gpuplan checklist show %1).")
                         .arg(quote.value())
                  << Qt::endl;
    return ExitOk;
}

// tender offer ID FILE [--final]: the vendors' answer recorded, the rows passed over said.
int tenderOffer(Context& ctx, const TenderService& tenders, qint64 id, const QStringList& pos, bool final_)
{
    if (pos.size() < 3)
        return ctx.badInput(QStringLiteral("tender offer"), Tr::tr("give the vendors' answer file"));
    auto bytes = readImportFile(pos[2]);
    if (!bytes)
        return ctx.badInput(bytes.error());
    QList<ImportIssue> ignored;
    auto added =
        tenders.addOffers(id, bytes.value(), final_ ? OfferKind::FinalOffer : OfferKind::Offer, &ignored);
    if (!added)
        return added.error().field == QLatin1String("database") ? ctx.failure(added.error())
                                                                : ctx.badInput(added.error());
    for (const ImportIssue& i : ignored)
        ctx.err() << QStringLiteral("  ") << i.toString() << Qt::endl;
    if (ctx.json) {
        QJsonArray ids;
        for (qint64 o : added.value())
            ids.append(o);
        ctx.printJson(QJsonObject{{QStringLiteral("offers"), ids}});
    } else {
        ctx.out() << Tr::tr("%n offer(s) recorded.", nullptr, int(added->size())) << Qt::endl;
    }
    return ExitOk;
}
// The action named, and only options it takes (reliability-5 G11: `tender create --reason x` was taken and
// the reason dropped without a word); the global options are every action's.
std::optional<Error> actionRefusal(const QCommandLineParser& p, const QString& action)
{
    static const QStringList actions{
        QStringLiteral("create"),  QStringLiteral("list"),    QStringLiteral("show"),
        QStringLiteral("open"),    QStringLiteral("close"),   QStringLiteral("cancel"),
        QStringLiteral("fail"),    QStringLiteral("invite"),  QStringLiteral("offer"),
        QStringLiteral("clarify"), QStringLiteral("rounds"),  QStringLiteral("evaluate"),
        QStringLiteral("award"),   QStringLiteral("approve"), QStringLiteral("history"),
        QStringLiteral("rfq"),     QStringLiteral("report")};
    if (!actions.contains(action))
        return Error{Tr::tr("'%1' is not an action; use one of: %2").arg(action, Language::list(actions)),
                     QStringLiteral("tender"), QString()};
    static const QHash<QString, QStringList> takenBy{
        {QStringLiteral("vendors"), {QStringLiteral("create"), QStringLiteral("invite")}},
        {QStringLiteral("number"),
         {QStringLiteral("create"), QStringLiteral("rfq"), QStringLiteral("report")}},
        {QStringLiteral("reason"),
         {QStringLiteral("cancel"), QStringLiteral("fail"), QStringLiteral("award")}},
        {QStringLiteral("vendor"),
         {QStringLiteral("clarify"), QStringLiteral("rounds"), QStringLiteral("award")}},
        {QStringLiteral("text"), {QStringLiteral("clarify")}},
        {QStringLiteral("final"), {QStringLiteral("offer")}},
        {QStringLiteral("pdf"), {QStringLiteral("rfq"), QStringLiteral("report")}},
        {QStringLiteral("xlsx"), {QStringLiteral("rfq"), QStringLiteral("report")}},
        {QStringLiteral("paper"), {QStringLiteral("rfq"), QStringLiteral("report")}},
        {QStringLiteral("prepared-by"), {QStringLiteral("rfq"), QStringLiteral("report")}}};
    static const QStringList everyAction{QStringLiteral("json"), QStringLiteral("lang"),
                                         QStringLiteral("database"), QStringLiteral("h"),
                                         QStringLiteral("help")};
    for (const QString& name : p.optionNames()) {
        if (everyAction.contains(name))
            continue;
        const QStringList by =
            takenBy.value(name, {QStringLiteral("create")}); // the rest: the purchase's setup
        if (!by.contains(action))
            return Error{Tr::tr("--%1 is an option of %2, not of %3; nothing was done")
                             .arg(name, by.join(QStringLiteral(", ")), action),
                         QStringLiteral("--") + name, name};
    }
    return std::nullopt;
}

// The options of `tender`, for every action.
void addTenderOptions(Parser& p)
{
    p.addOptions({
        {QStringLiteral("name"), Tr::tr("create: the purchase's name."), QStringLiteral("TEXT")},
        {QStringLiteral("number"),
         Tr::tr("create: the purchase's number (采购编号); rfq, report: the document's number."),
         QStringLiteral("TEXT")},
        {QStringLiteral("procurement"),
         Tr::tr("create: inquiry, negotiation, consultation, open-tender, invited-tender, single-source or "
                "company."),
         QStringLiteral("METHOD")},
        {QStringLiteral("plan-file"),
         Tr::tr("create: the job, as a plan file: a training or fine-tuning plan, or a serving plan (plan "
                "--method "
                "serve --write-plan)."),
         QStringLiteral("FILE")},
        {QStringLiteral("subject"),
         Tr::tr("create: services (renting, the default) or goods (buying); sets the law's price weights."),
         QStringLiteral("KIND")},
        {QStringLiteral("vendors"),
         Tr::tr("create, invite: the invited vendors, comma-separated (，、 too)."), QStringLiteral("LIST")},
        {QStringLiteral("evaluation"), Tr::tr("create: lowest-price or scoring."), QStringLiteral("METHOD")},
        {QStringLiteral("weights"),
         Tr::tr("create: scoring weights for price, delivery, SLA and invoice, e.g. 60,15,15,10; a fifth "
                "weighs the vendor's record after earlier contracts (履约评价), e.g. 60,10,10,10,10."),
         QStringLiteral("LIST")},
        {QStringLiteral("gpus"), Tr::tr("create: the GPU kinds allowed, comma-separated."),
         QStringLiteral("IDS")},
        {QStringLiteral("min-gpus"), Tr::tr("create: GPUs in all, at least."), QStringLiteral("N")},
        {QStringLiteral("deliver-by"), Tr::tr("create: the servers handed over by this date."),
         QStringLiteral("DATE")},
        {QStringLiteral("offers-due"), Tr::tr("create: the deadline for offers."), QStringLiteral("DATE")},
        {QStringLiteral("max-response"), Tr::tr("create: response time at most, hours."),
         QStringLiteral("H")},
        {QStringLiteral("max-replacement"), Tr::tr("create: hardware replacement time at most, hours."),
         QStringLiteral("H")},
        {QStringLiteral("invoice"), Tr::tr("create: the invoice required: special or ordinary."),
         QStringLiteral("TYPE")},
        {QStringLiteral("require-network"), Tr::tr("create: the network required: ib, roce or ethernet."),
         QStringLiteral("KIND")},
        {QStringLiteral("payment"), Tr::tr("create: the payment terms, as text."), QStringLiteral("TEXT")},
        {QStringLiteral("contact"),
         Tr::tr("create: the buyer's contact for vendors (name, telephone, e-mail)."),
         QStringLiteral("TEXT")},
        {QStringLiteral("submit-time"),
         Tr::tr("create: the time of day offers are due on the deadline, e.g. 17:00."),
         QStringLiteral("HH:MM")},
        {QStringLiteral("submit-way"),
         Tr::tr(
             "create: how offers are submitted (an e-mail address, a portal, an address for sealed offers)."),
         QStringLiteral("TEXT")},
        {QStringLiteral("validity-days"),
         Tr::tr("create: offers stay valid at least this many days after the deadline."),
         QStringLiteral("N")},
        {QStringLiteral("start"), Tr::tr("create: the day the rental starts."), QStringLiteral("DATE")},
        {QStringLiteral("term-months"),
         Tr::tr("create: the rental term vendors price, in months (1–120; default: as long as the job runs, "
                "a service 12)."),
         QStringLiteral("N")},
        {QStringLiteral("final"), Tr::tr("offer: these are final offers.")},
        {QStringLiteral("vendor"), Tr::tr("clarify, rounds, award: the vendor."), QStringLiteral("NAME")},
        {QStringLiteral("text"), Tr::tr("clarify: the clarification."), QStringLiteral("TEXT")},
        {QStringLiteral("reason"),
         Tr::tr("award: why this vendor (a company purchase, unless it is first); cancel, fail: why."),
         QStringLiteral("TEXT")},
        {QStringLiteral("pdf"), Tr::tr("Write a PDF to FILE."), QStringLiteral("FILE")},
        {QStringLiteral("xlsx"), Tr::tr("Write an Excel workbook to FILE."), QStringLiteral("FILE")},
        {QStringLiteral("paper"), Tr::tr("PDF paper size: a4 (default) or letter."), QStringLiteral("SIZE")},
        {QStringLiteral("prepared-by"), Tr::tr("Who prepared the document."), QStringLiteral("NAME")},
    });
}

} // namespace

int runTender(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "A purchase (采购项目) from the job to the approved award.\n"
        "  create --name N --plan-file F  a purchase for the job of a plan file (--procurement, --vendors, "
        "--evaluation, --weights, requirements)\n"
        "  list                 the purchases\n"
        "  show ID              the purchase, its offers and its award\n"
        "  open ID | close ID   open for offers (again, for a further round, where the method has rounds); "
        "close for evaluation\n"
        "  cancel ID [--reason R] | fail ID [--reason R]   cancel; declare failed (废标 / 终止: too few "
        "responsive offers, or the cause given)\n"
        "  invite ID --vendors LIST   further vendors invited (draft or open)\n"
        "  offer ID FILE        vendors' answers (.xlsx, .xls or CSV), one offer per row (--final: final "
        "offers)\n"
        "  clarify ID --vendor V --text T   a clarification beside a vendor's offer\n"
        "  rounds ID --vendor V   the vendor's rounds and what changed, with the job's cost under each\n"
        "  evaluate ID          the latest offers weighed by the method\n"
        "  award ID --vendor V [--reason R]   award the vendor's latest offer\n"
        "  approve ID           approve the award (someone other than who prepared it)\n"
        "  history ID           every change of the purchase\n"
        "  rfq ID --pdf F --xlsx F   the request for quotation and its answer template\n"
        "  report ID --pdf F --xlsx F   the evaluation report (比价审批单 / 评标报告)"));
    p.addPositionalArgument(QStringLiteral("action"),
                            Tr::tr("create, list, show, open, close, cancel, fail, invite, offer, "
                                   "clarify, rounds, evaluate, award, approve or history"));
    addTenderOptions(p);
    if (int rc = parseCommand(ctx, p, args, Tr::tr("Usage: gpuplan tender ACTION [ID] [options]\n")); rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    // The issue's names are taken too: import = offer, round = rounds.
    const QString action = pos.value(0) == QLatin1String("import")  ? QStringLiteral("offer")
                           : pos.value(0) == QLatin1String("round") ? QStringLiteral("rounds")
                                                                    : pos.value(0);
    if (const auto refused = actionRefusal(p, action))
        return ctx.badInput(*refused);
    const qint64 id = idArgument(pos);
    if (action != QLatin1String("create") && action != QLatin1String("list") && id == 0)
        return ctx.badInput(QStringLiteral("tender %1").arg(action), idRefusal(pos));
    Tender asked;
    if (action == QLatin1String("create")) {
        auto t = tenderFromOptions(p);
        if (!t)
            return ctx.badInput(t.error());
        asked = t.value();
    }
    int rc = 0;
    const auto ws = startSession(ctx, p, Needs{}, &rc);
    if (!ws)
        return rc;
    if (action == QLatin1String("rfq") || action == QLatin1String("report"))
        return tenderDocuments(ctx, p, *ws, action, id);
    const TenderService tenders = ws->tenders();
    auto refused = [&](const Error& e) {
        return e.field == QLatin1String("database") ? ctx.failure(e) : ctx.badInput(e);
    };

    if (action == QLatin1String("create")) {
        auto created = tenders.create(asked);
        if (!created)
            return refused(created.error());
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("id"), created.value()}});
        else
            ctx.out() << Tr::tr("Purchase %1 created (draft); 'gpuplan tender open %1' opens it for offers.")
                             .arg(created.value())
                      << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("list")) {
        auto all = tenders.list();
        if (!all)
            return ctx.failure(all.error());
        if (ctx.json) {
            QJsonArray list;
            for (const Tender& t : all.value())
                list.append(tenderJson(t));
            ctx.printJson(QJsonObject{{QStringLiteral("tenders"), list}});
            return ExitOk;
        }
        QList<QStringList> rows;
        for (const Tender& t : all.value())
            rows.append({QString::number(t.id), t.number, t.name, procurementMethodLabel(t.method),
                         tenderPhaseLabel(tenderPhase(t))});
        printTable(ctx.out(),
                   {Tr::tr("ID"), Tr::tr("Number"), Tr::tr("Name"), Tr::tr("Method"), Tr::tr("Status")},
                   rows);
        return ExitOk;
    }
    if (QStringList{QStringLiteral("open"), QStringLiteral("close"), QStringLiteral("cancel"),
                    QStringLiteral("fail"), QStringLiteral("invite")}
            .contains(action))
        return stepTender(ctx, tenders, id, action, p);
    if (action == QLatin1String("offer"))
        return tenderOffer(ctx, tenders, id, pos, p.isSet(QStringLiteral("final")));
    if (action == QLatin1String("clarify")) {
        auto added =
            tenders.addClarification(id, p.value(QStringLiteral("vendor")), p.value(QStringLiteral("text")));
        if (!added)
            return refused(added.error());
        if (!ctx.json)
            ctx.out() << Tr::tr("Clarification recorded beside the offer.") << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("rounds")) {
        auto rounds = tenders.rounds(id, p.value(QStringLiteral("vendor")));
        if (!rounds)
            return ctx.badInput(rounds.error());
        QJsonArray list;
        for (const TenderService::Round& r : rounds.value()) {
            QJsonArray changes;
            for (const OfferChange& c : r.changes)
                changes.append(QJsonObject{{QStringLiteral("field"), c.field},
                                           {QStringLiteral("before"), c.before},
                                           {QStringLiteral("after"), c.after}});
            list.append(QJsonObject{{QStringLiteral("round"), r.offer.round},
                                    {QStringLiteral("kind"), offerKindName(r.offer.kind)},
                                    {QStringLiteral("evaluated_price"), amountJson(r.evaluatedPrice)},
                                    {QStringLiteral("changes"), changes}});
            if (!ctx.json) {
                ctx.out() << Tr::tr("Round %1 (%2): cost to you %3")
                                 .arg(r.offer.round)
                                 .arg(offerKindLabel(r.offer.kind), money(r.evaluatedPrice))
                          << Qt::endl;
                for (const OfferChange& c : r.changes)
                    ctx.out() << QStringLiteral("  %1: %2 → %3").arg(c.label, c.before, c.after) << Qt::endl;
            }
        }
        if (ctx.json)
            ctx.printJson(QJsonObject{{QStringLiteral("rounds"), list}});
        return ExitOk;
    }
    auto tender = tenders.get(id);
    if (!tender)
        return ctx.badInput(tender.error());
    if (action == QLatin1String("show")) {
        auto offers = tenders.offers(id);
        if (!offers)
            return ctx.failure(offers.error());
        if (ctx.json)
            ctx.printJson(tenderJson(tender.value()));
        else
            printTender(ctx, tender.value(), offers.value());
        return ExitOk;
    }
    if (action == QLatin1String("evaluate")) {
        auto e = tenders.evaluate(id);
        if (!e)
            return ctx.badInput(e.error());
        if (ctx.json)
            ctx.printJson(evaluationJson(e.value()));
        else
            printEvaluation(ctx, tender.value(), e.value());
        return ExitOk;
    }
    if (action == QLatin1String("award")) {
        if (Status s =
                tenders.award(id, p.value(QStringLiteral("vendor")), p.value(QStringLiteral("reason")));
            !s)
            return refused(s.error());
        if (!ctx.json)
            ctx.out() << Tr::tr("Awarded to %1; it waits for approval by someone else.")
                             .arg(p.value(QStringLiteral("vendor")))
                      << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("approve"))
        return approveTender(ctx, tenders, id);
    auto events = tenders.events(id);
    if (!events)
        return ctx.failure(events.error());
    QJsonArray list;
    QList<QStringList> rows;
    for (const TenderEvent& e : events.value()) {
        list.append(QJsonObject{{QStringLiteral("at"), e.at},
                                {QStringLiteral("by"), e.by},
                                {QStringLiteral("event"), e.event},
                                {QStringLiteral("detail"), tenderRecordText(e.detail)}});
        rows.append({e.at.left(19), e.by, tenderEventLabel(e.event), tenderRecordText(e.detail)});
    }
    if (ctx.json)
        ctx.printJson(QJsonObject{{QStringLiteral("events"), list}});
    else
        printTable(ctx.out(), {Tr::tr("At"), Tr::tr("By"), Tr::tr("Event"), Tr::tr("Detail")}, rows);
    return ExitOk;
}

} // namespace gpuplan::cli
