#include "TenderAnswerImport.h"

#include "Dialogs.h"
#include "Session.h"
#include "files/InputFile.h"
#include "quotes/ImportPreviewDialog.h"
#include "quotes/QuoteCsv.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gpuplan::TendersPage)
};
} // namespace

bool importVendorAnswer(QWidget* parent, const QString& title, Session& session, qint64 tenderId,
                        const QString& path, bool finalOffer,
                        const std::function<bool(ImportPreviewDialog&)>& driver)
{
    auto bytes = readImportFile(path);
    if (!bytes) {
        Dialogs::error(parent, title, bytes.error().toString());
        return false;
    }
    const OfferKind kind = finalOffer ? OfferKind::FinalOffer : OfferKind::Offer;
    const QuoteService quotes = session.quotes();
    const TenderService tenders = session.workspace().tenders();
    auto parsed = quotes.parseCsv(bytes.value());
    auto report =
        parsed ? tenders.previewOffers(tenderId, parsed.value(), kind) : Result<ImportReport>(parsed.error());
    if (!report) {
        Dialogs::error(parent, title, Tr::tr("%1\n\nNothing was recorded.").arg(report.error().toString()));
        return false;
    }
    ParsedQuotes current = parsed.value();
    ImportPreviewDialog preview(
        QFileInfo(path).fileName(), report.value(), parent,
        [&](int badRow, const QString& key, const QString& value) -> Result<ImportReport> {
            auto fixed = quotes.fixRow(current, badRow, key, value);
            if (!fixed)
                return fixed.error();
            auto again = tenders.previewOffers(tenderId, fixed.value(), kind);
            if (again)
                current = fixed.value();
            return again;
        });
    preview.setWindowTitle(title);
    const bool accepted = driver                ? driver(preview)
                          : Dialogs::isSilent() ? report->issueCount == 0
                                                : preview.exec() == QDialog::Accepted;
    const ImportReport taken = preview.report(); // with the rows corrected in it
    if (!accepted || taken.fresh.isEmpty()) {
        Dialogs::information(parent, title, Tr::tr("Nothing was recorded."));
        return false;
    }
    auto ids = tenders.addOffers(tenderId, taken.fresh, kind);
    if (!ids) {
        Dialogs::error(parent, title, Tr::tr("%1\n\nNothing was recorded.").arg(ids.error().toString()));
        return false;
    }
    QString text =
        Tr::tr("%n offer(s) recorded from %1.", nullptr, int(ids->size())).arg(QFileInfo(path).fileName());
    if (taken.issueCount > 0)
        text += QLatin1Char('\n') +
                Tr::tr("%n row(s) with problems were not recorded.", nullptr, taken.issueCount);
    for (const ImportIssue& i : taken.ignored)
        text += QLatin1Char('\n') + i.toString();
    Dialogs::information(parent, title, text);
    return true;
}

} // namespace gpuplan
