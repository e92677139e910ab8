// gpuplan tender rfq / report: a purchase's request for quotation with its answer template, and its
// evaluation report (比价审批单 / 评标报告), as PDF and Excel.
#include "Cli.h"
#include "CommandSession.h"

#include "report/TenderReport.h"

#include <QCoreApplication>

namespace gpuplan::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int tenderDocuments(Context& ctx, const QCommandLineParser& p, const Workspace& ws, const QString& action,
                    qint64 id)
{
    report::Options o;
    if (!p.isSet(QStringLiteral("pdf")) && !p.isSet(QStringLiteral("xlsx")))
        return ctx.badInput(
            QStringLiteral("--pdf"),
            action == QLatin1String("rfq")
                ? Tr::tr("give --pdf FILE (the request for quotation) or --xlsx FILE (its answer "
                         "template), or both")
                : Tr::tr("give --pdf FILE or --xlsx FILE (or both)"));
    auto langs = report::languagesFromName(ctx.reportLanguages);
    if (!langs)
        return ctx.badInput(QStringLiteral("--lang"),
                            Tr::tr("'%1' is not zh, en or both").arg(ctx.reportLanguages));
    o.languages = *langs;
    if (p.isSet(QStringLiteral("paper"))) {
        auto paper = report::paperFromName(p.value(QStringLiteral("paper")));
        if (!paper)
            return ctx.badInput(QStringLiteral("--paper"),
                                Tr::tr("'%1' is not a4 or letter").arg(p.value(QStringLiteral("paper"))));
        o.paper = *paper;
    }
    o.preparedBy = p.value(QStringLiteral("prepared-by"));
    o.documentNumber = p.value(QStringLiteral("number"));
    const TenderService tenders = ws.tenders();
    const QStringList protect{ws.database() ? ws.database()->path() : QString()};
    if (action == QLatin1String("rfq")) {
        auto dossier = tenders.dossier(id);
        if (!dossier)
            return ctx.badInput(dossier.error());
        const Tender t = dossier->tender;
        const QHash<QString, QString> jobIn = dossier->jobIn;
        return writeOutputs(
            ctx, p, protect,
            [&](QString* warning) { return report::rfqDocument(t, jobIn, o)->pdf(nullptr, warning); },
            [&](const QString& path) { return report::answerTemplateXlsx(path, t, o, protect); });
    }
    auto dossier = tenders.dossier(id);
    if (!dossier)
        return ctx.badInput(dossier.error());
    const TenderDossier d = dossier.value();
    return writeOutputs(
        ctx, p, protect,
        [&](QString* warning) { return report::tenderReportDocument(d, o)->pdf(nullptr, warning); },
        [&](const QString& path) { return report::tenderReportXlsx(path, d, o, protect); });
}

} // namespace gpuplan::cli
