// The quotes page's CSV import: read in the background with Cancel, previewed row by row, written only when
// accepted (all or the valid rows), cancellable while writing.
#include "QuotesPage.h"

#include "Dialogs.h"
#include "ImportPreviewDialog.h"
#include "Session.h"
#include "files/InputFile.h"
#include "quotes/QuoteCsv.h"
#include "storage/QuoteStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplan {

void QuotesPage::importCsv()
{
    if (!m_db || !m_catalog)
        return;
    const QString path = Dialogs::openFileName(this, tr("Import quotes"),
                                               tr("Quote files (*.xlsx *.xls *.csv *.txt);;Excel workbooks "
                                                  "(*.xlsx *.xls);;CSV files (*.csv *.txt);;All files (*)"));
    if (!path.isEmpty())
        importCsvFile(path);
}

void QuotesPage::importCsvFile(const QString& path)
{
    if (!m_db || !m_catalog)
        return;
    auto read = readImportFile(path); // bounded: a pipe or device cannot exhaust memory
    if (!read) {
        Dialogs::error(this, tr("Import quotes"), read.error().toString());
        return;
    }
    const QByteArray bytes = read.value();
    const QuoteService service = m_session->quotes(); // the worker reads with a copy of it
    // Reading and checking a large file takes seconds: in the background, with Cancel. The worker owns
    // copies of what it reads, so cancelling simply stops waiting for it.
    QProgressDialog progress(tr("Reading %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, this);
    progress.setObjectName(QStringLiteral("importProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    QFuture<Result<ParsedQuotes>> parsing =
        QtConcurrent::run([bytes, service]() -> Result<ParsedQuotes> { return service.parseCsv(bytes); });
    QFutureWatcher<Result<ParsedQuotes>> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    watcher.setFuture(parsing);
    if (!parsing.isFinished())
        loop.exec(); // the window stays painted and Cancel answers while the worker reads
    if (!parsing.isFinished() || progress.wasCanceled() || (m_importCancel && m_importCancel(-1))) {
        Dialogs::information(this, tr("Import quotes"), tr("Import cancelled: nothing was written."));
        return;
    }
    const Result<ParsedQuotes> parsed = parsing.result();
    progress.reset();
    if (!parsed) {
        Dialogs::error(this, tr("Import quotes"), parsed.error().toString());
        return;
    }
    const QuoteService quotes = m_session->quotes(); // the one way to the stored quotes
    auto report = quotes.preview(parsed.value());
    if (!report) {
        Dialogs::error(this, tr("Import quotes"), report.error().toString());
        return;
    }
    // The preview: every row and every problem, before anything is written.
    // A corrected cell is read again by core with the rest of its row; the report follows.
    ParsedQuotes current = parsed.value();
    ImportPreviewDialog preview(
        QFileInfo(path).fileName(), report.value(), this,
        [&](int badRow, const QString& key, const QString& value) -> Result<ImportReport> {
            auto fixed = quotes.fixRow(current, badRow, key, value);
            if (!fixed)
                return fixed.error();
            auto again = quotes.preview(fixed.value());
            if (again)
                current = fixed.value();
            return again;
        });
    bool accepted = false;
    if (m_previewDriver) {
        accepted = m_previewDriver(preview);
    } else if (Dialogs::isSilent()) {
        // Tests without a driver: the same question as text, answered in advance.
        QStringList lines{preview.summary()};
        for (int i = 0; i < report->issues.size() && i < 12; ++i)
            lines << report->issues[i].toString();
        accepted = report->valid > 0 &&
                   Dialogs::question(this, tr("Import quotes"), lines.join(QLatin1Char('\n')),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
    } else {
        accepted = preview.exec() == QDialog::Accepted;
    }
    report = preview.report(); // with the rows corrected in it
    if (!accepted || report->valid == 0)
        return;
    QProgressDialog writing(tr("Writing %n quote(s)…", nullptr, report->valid), tr("Cancel"), 0,
                            report->valid, this);
    writing.setObjectName(QStringLiteral("importWriteProgress"));
    writing.setWindowModality(Qt::WindowModal);
    writing.setMinimumDuration(400);
    ImportReport toWrite = report.value();
    toWrite.source = QFileInfo(path).fileName();
    auto written = quotes.write(toWrite, [&](int done) {
        writing.setValue(done);
        QCoreApplication::processEvents();
        return !writing.wasCanceled() && !(m_importCancel && m_importCancel(done));
    });
    writing.reset();
    if (!written) {
        Dialogs::error(this, tr("Import quotes"), written.error().toString());
        return;
    }
    Dialogs::information(this, tr("Import quotes"), tr("Imported %n quote(s).", nullptr, written->inserted));
    reload();
}

} // namespace gpuplan
