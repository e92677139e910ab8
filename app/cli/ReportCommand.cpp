#include "Cli.h"
#include "DatabaseOptions.h"
#include "MoneyOptions.h"
#include "PlanOptions.h"
#include "WorkloadOptions.h"

#include "report/Reports.h"
#include "service/PlanService.h"
#include "service/QuoteComparisonBuilder.h"
#include "storage/AcceptanceStore.h"
#include "storage/CatalogStore.h"
#include "storage/ChecklistStore.h"
#include "storage/Database.h"
#include "storage/QuoteStore.h"
#include "util/AtomicFile.h"
#include "util/Quantity.h"
#include "util/Settings.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

void addOutputOptions(Parser& p)
{
    p.addOptions({
        {QStringLiteral("pdf"), Tr::tr("Write a PDF to FILE."), QStringLiteral("FILE")},
        {QStringLiteral("xlsx"), Tr::tr("Write an Excel workbook to FILE."), QStringLiteral("FILE")},
        {QStringLiteral("paper"), Tr::tr("PDF paper size: a4 (default) or letter."), QStringLiteral("SIZE")},
        {QStringLiteral("customer"), Tr::tr("Customer or project named on the cover."),
         QStringLiteral("TEXT")},
        {QStringLiteral("prepared-by"), Tr::tr("Who prepared the document."), QStringLiteral("NAME")},
        {QStringLiteral("number"), Tr::tr("Document number (default: from the date)."),
         QStringLiteral("TEXT")},
    });
}

Result<report::Options> readOutputOptions(const Context& ctx, const QCommandLineParser& p)
{
    report::Options o;
    if (!p.isSet(QStringLiteral("pdf")) && !p.isSet(QStringLiteral("xlsx")))
        return Result<report::Options>::failure(QStringLiteral("--pdf"),
                                                Tr::tr("give --pdf FILE or --xlsx FILE (or both)"));
    if (p.isSet(QStringLiteral("paper"))) {
        auto paper = report::paperFromName(p.value(QStringLiteral("paper")));
        if (!paper)
            return Result<report::Options>::failure(
                QStringLiteral("--paper"),
                Tr::tr("'%1' is not a paper size; use a4 or letter").arg(p.value(QStringLiteral("paper"))));
        o.paper = *paper;
    }
    auto langs = report::languagesFromName(ctx.reportLanguages);
    if (!langs)
        return Result<report::Options>::failure(
            QStringLiteral("--lang"), Tr::tr("'%1' is not zh, en or both").arg(ctx.reportLanguages));
    o.languages = *langs;
    o.customer = p.value(QStringLiteral("customer"));
    o.preparedBy = p.value(QStringLiteral("prepared-by"));
    o.documentNumber = p.value(QStringLiteral("number"));
    return o;
}

int writeOutputs(Context& ctx, const QCommandLineParser& p, const QStringList& protect,
                 const std::function<Result<QByteArray>(QString* glyphWarning)>& pdf,
                 const std::function<Status(const QString&)>& xlsx)
{
    // A target that is not a file to write (a folder, a pipe or device, the database) is bad input (exit 2);
    // a write that fails (a full disk) is a failure (exit 1).
    auto refused = [&](const Status& s, const QString& option) {
        return ctx.writeRefused(s, option);
    };
    const QString pdfPath = p.value(QStringLiteral("pdf")), xlsxPath = p.value(QStringLiteral("xlsx"));
    const bool both = p.isSet(QStringLiteral("pdf")) && p.isSet(QStringLiteral("xlsx"));
    if (both && QFileInfo(pdfPath).absoluteFilePath() == QFileInfo(xlsxPath).absoluteFilePath())
        return ctx.badInput(
            QStringLiteral("--xlsx"),
            Tr::tr("%1 is also the --pdf file; give the two outputs different names").arg(xlsxPath));
    // Both outputs or neither: the PDF is made in memory first; the workbook is written; if the PDF then
    // cannot be written, the workbook's target is put back as it was.
    QByteArray pdfBytes;
    QString glyphWarning;
    if (p.isSet(QStringLiteral("pdf"))) {
        auto bytes = pdf(&glyphWarning);
        if (!bytes)
            return ctx.failure(bytes.error());
        pdfBytes = bytes.value();
    }
    QStringList files;
    std::optional<QByteArray> xlsxBefore; // what the workbook's target held (nullopt: nothing)
    if (p.isSet(QStringLiteral("xlsx"))) {
        if (QFile old(xlsxPath); both && QFileInfo(xlsxPath).isFile() && old.open(QIODevice::ReadOnly))
            xlsxBefore = old.readAll();
        if (Status s = xlsx(xlsxPath); !s)
            return refused(s, QStringLiteral("--xlsx"));
        files << xlsxPath;
    }
    if (p.isSet(QStringLiteral("pdf"))) {
        if (Status s = writeFileAtomically(pdfPath, pdfBytes, protect); !s) {
            if (both) {
                if (xlsxBefore) {
                    if (Status back = writeFileAtomically(xlsxPath, *xlsxBefore, protect); !back)
                        ctx.err() << QStringLiteral("gpuplan: ") << back.error().toString() << Qt::endl;
                } else
                    QFile::remove(xlsxPath);
                ctx.err() << QStringLiteral("gpuplan: ")
                          << Tr::tr("%1 was left as it was: both outputs or neither").arg(xlsxPath)
                          << Qt::endl;
            }
            return refused(s, QStringLiteral("--pdf"));
        }
        files.prepend(pdfPath);
    }
    if (!glyphWarning.isEmpty())
        ctx.err() << QStringLiteral("gpuplan: ") << Tr::tr("warning: %1").arg(glyphWarning) << Qt::endl;
    if (ctx.json)
        ctx.printJson(QJsonObject{
            {QStringLiteral("written"), QJsonArray::fromStringList(files)},
            {QStringLiteral("warnings"), glyphWarning.isEmpty() ? QJsonArray() : QJsonArray{glyphWarning}}});
    else
        for (const QString& f : files)
            ctx.out() << Tr::tr("Wrote %1.").arg(f) << Qt::endl;
    return ExitOk;
}

// gpuplan report checklist --quote ID --pdf FILE | --xlsx FILE
int reportChecklist(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(
        Tr::tr("A quote's contract and acceptance checklists as a PDF to attach to the "
               "contract (with signature lines) or as an Excel workbook."));
    p.addPositionalArgument(QStringLiteral("checklist"), QString());
    addOutputOptions(p);
    p.addOption(
        {QStringLiteral("quote"), Tr::tr("The quote whose checklists to write."), QStringLiteral("ID")});
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan report checklist --quote ID --pdf FILE | --xlsx FILE "
                                     "[--paper a4|letter] [--lang zh|en|both]\n"));
        rc >= 0)
        return rc;
    bool ok = false;
    const qint64 id = p.value(QStringLiteral("quote")).toLongLong(&ok);
    if (!ok || id <= 0)
        return ctx.badInput(QStringLiteral("--quote"), Tr::tr("give the quote id shown by 'quotes list'"));
    auto options = readOutputOptions(ctx, p);
    if (!options)
        return ctx.badInput(options.error());
    int rc = ExitOk;
    auto open = openQuote(ctx, id, &rc);
    if (!open)
        return rc;
    const auto& db = open->db;
    const std::optional<Quote> quote = open->quote;
    const std::optional<GpuCatalog> catalog = open->catalog;
    auto lists = ChecklistStore(*db).forQuote(id);
    if (!lists)
        return ctx.failure(lists.error());
    if (lists->isEmpty())
        return ctx.badInput(QStringLiteral("--quote"),
                            Tr::tr("quote %1 has no checklists yet: gpuplan checklist create %1").arg(id));
    const auto acceptance = AcceptanceStore(*db).verdict(quote.value());
    if (!acceptance)
        return ctx.failure(acceptance.error());
    return writeOutputs(
        ctx, p, databaseFiles(db->path()),
        [&](QString* warning) {
            return report::checklistPdf(quote.value(), lists.value(), catalog.value(), options.value(),
                                        nullptr, warning, &acceptance.value());
        },
        [&](const QString& path) {
            return report::checklistXlsx(path, quote.value(), lists.value(), options.value(),
                                         databaseFiles(db->path()));
        });
}

// gpuplan report quotes [--ids 1,2,3] [workload options: the job to weigh them for] --pdf FILE | --xlsx FILE
int reportQuotes(Context& ctx, const QStringList& args)
{
    Parser p;
    p.setApplicationDescription(Tr::tr(
        "The chosen quotes side by side for procurement: price as quoted and normalised, terms, the seeds' "
        "checks and the recommendation; with a job (--model/--params …), each quote's total for it."));
    p.addPositionalArgument(QStringLiteral("quotes"), QString());
    addWorkloadOptions(p);
    addMoneyOptions(p);
    addOutputOptions(p);
    p.addOptions({
        {QStringLiteral("ids"), Tr::tr("Only these quotes, e.g. 1,4,7 (default: all)."),
         QStringLiteral("IDS")},
        {QStringLiteral("deadline"), Tr::tr("Finish within this time: 500h, 21d, 3w."), QStringLiteral("T")},
        {QStringLiteral("budget"), Tr::tr("Job cost at most this, VAT excluded, e.g. 200000CNY."),
         QStringLiteral("MONEY")},
    });
    if (int rc = parseCommand(ctx, p, args,
                              Tr::tr("Usage: gpuplan report quotes [--ids 1,2] [--model NAME …] --pdf FILE | "
                                     "--xlsx FILE [--paper a4|letter] [--lang zh|en|both]\n"));
        rc >= 0)
        return rc;
    auto options = readOutputOptions(ctx, p);
    if (!options)
        return ctx.badInput(options.error());
    // The database's catalog, the settings and this run's --fx and --hours-per-month, as quotes rank reads
    // them.
    int rc = ExitOk;
    const auto ws = startSession(ctx, p, Needs{true, false}, &rc);
    if (!ws)
        return rc;
    Database* db = ws->database();
    const PlanService& service = ws->plans();
    const GpuCatalog& catalog = service.data().catalog();
    auto all = ws->quotes().list();
    if (!all)
        return ctx.failure(all.error());
    auto chosen = quotesOfIdsOption(p, all.value());
    if (!chosen)
        return ctx.badInput(chosen.error());
    std::optional<QuoteJob> qj;
    if (p.isSet(QStringLiteral("model")) || p.isSet(QStringLiteral("params"))) {
        auto job = readQuoteJob(p, service);
        if (!job)
            return ctx.badInput(job.error());
        qj = job.value();
    }
    // The desktop's comparison: the same builder, the same limits.
    auto comparison = ws->quotes().compare(chosen.value(), qj);
    if (!comparison)
        return ctx.badInput(QStringLiteral("--ids"), comparison.error().message);
    const QuoteComparison& c = comparison.value();
    if (p.isSet(QStringLiteral("pdf")))
        if (Status s = QuoteComparisonBuilder::checkPrintable(c); !s)
            return ctx.badInput(QStringLiteral("--ids"), s.error().message);
    return writeOutputs(
        ctx, p, databaseFiles(db->path()),
        [&](QString* warning) {
            return report::quoteComparisonPdf(c, catalog, options.value(), nullptr, warning);
        },
        [&](const QString& path) {
            return report::quotesXlsx(path, c, catalog, options.value(), databaseFiles(db->path()));
        });
}

int runReport(Context& ctx, const QStringList& args)
{
    const QString what = args.value(1);
    if (what == QLatin1String("checklist"))
        return reportChecklist(ctx, args);
    if (what == QLatin1String("quotes"))
        return reportQuotes(ctx, args);
    if (what == QLatin1String("plan"))
        return runPlan(ctx, args.mid(1)); // the plan command's options, with --pdf/--xlsx
    if (what == QLatin1String("--help") || what == QLatin1String("-h") || what.isEmpty()) {
        ctx.out() << Tr::tr(
            "Usage: gpuplan report checklist|quotes|plan [options] --pdf FILE | --xlsx FILE\n"
            "  checklist --quote ID   a quote's contract and acceptance checklists, with signature "
            "lines\n"
            "  quotes [--ids 1,2]     the quotes side by side, with a job's totals when one is given\n"
            "  quotes --method serve  the quotes side by side, weighed for a service (its load and targets)\n"
            "  plan PLAN-OPTIONS      the plan summary: workload, memory, configurations, cost over time\n"
            "'gpuplan report checklist --help' and 'gpuplan report quotes --help' list the options; 'gpuplan "
            "plan "
            "--help' those of a plan.\n");
        return what.isEmpty() ? ExitBadInput : ExitOk;
    }
    return ctx.badInput(QStringLiteral("report"),
                        Tr::tr("'%1' is not one of checklist, quotes, plan").arg(what));
}

} // namespace gpuplan::cli
