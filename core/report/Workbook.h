#pragma once
// The workbooks of the reports (Reports.cpp): libxlsxwriter behind a small class, private to the report
// library.

#include "PdfDocument.h"
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <cerrno>
#include <signal.h>
#include <unistd.h>

namespace gpuplan::report {

// The scratch folder of a workbook being written: gpu-rental-planner-<pid>-XXXXXX in the system's temporary
// folder. One left by a writer that was killed (reliability-4 R20/F26: 3 of 4 timed kills left one, with a
// 7.6 MB book.xlsx) is removed by the next writer, once no process of that number runs.
inline QString scratchTemplate()
{
    const QDir tmp(QDir::tempPath());
    for (const QString& name :
         tmp.entryList({QStringLiteral("gpu-rental-planner-*-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const qint64 pid = name.section(QLatin1Char('-'), 3, 3).toLongLong(&ok);
        if (ok && pid > 0 && pid != getpid() && kill(pid_t(pid), 0) == -1 && errno == ESRCH)
            QDir(tmp.filePath(name)).removeRecursively();
    }
    return tmp.filePath(QStringLiteral("gpu-rental-planner-%1-XXXXXX").arg(getpid()));
}

// libxlsxwriter writes to a file name; the workbook is made in a temporary folder and moved into place whole.
class Workbook
{
public:
    explicit Workbook(const QString& target) : m_target(target), m_dir(scratchTemplate())
    {
        m_path = m_dir.filePath(QStringLiteral("book.xlsx"));
        m_tmp = m_dir.path().toLocal8Bit();
        lxw_workbook_options opts = {LXW_TRUE, m_tmp.data(), LXW_FALSE}; // constant memory: 100,000 rows
        m_book = workbook_new_opt(m_path.toLocal8Bit().constData(), &opts);
        money = workbook_add_format(m_book);
        format_set_num_format(money, "#,##0.00");
        fixed2 = workbook_add_format(m_book);
        format_set_num_format(fixed2, "0.00");
        date = workbook_add_format(m_book);
        format_set_num_format(date, "yyyy-mm-dd");
        header = workbook_add_format(m_book);
        format_set_bold(header);
        format_set_bg_color(header, 0xE8EDF3);
        wrap = workbook_add_format(m_book);
        format_set_text_wrap(wrap);
        format_set_align(wrap, LXW_ALIGN_VERTICAL_TOP);
    }
    ~Workbook()
    {
        if (m_book)
            workbook_close(m_book);
    }
    lxw_worksheet* sheet(const QString& name, const QStringList& headers, const QList<double>& widths)
    {
        QString safe = name.left(31);
        safe.replace(QRegularExpression(QStringLiteral("[\\[\\]:*?/\\\\]")), QStringLiteral(" "));
        lxw_worksheet* ws = workbook_add_worksheet(m_book, safe.toUtf8().constData());
        for (int c = 0; c < headers.size(); ++c) {
            worksheet_write_string(ws, 0, lxw_col_t(c), headers[c].toUtf8().constData(), header);
            worksheet_set_column(ws, lxw_col_t(c), lxw_col_t(c), widths.value(c, 14), nullptr);
        }
        worksheet_freeze_panes(ws, 1, 0);
        return ws;
    }
    static void text(lxw_worksheet* ws, int row, int col, const QString& s, lxw_format* f = nullptr)
    {
        // Always a string cell: text such as "=SUM(A1)" stays text (a shared string), never a formula. A cell
        // holds at most 32,767 characters (Excel's limit): longer text is cut there with a note that says so,
        // never written empty.
        if (s.isEmpty())
            return;
        QString cell = withoutBidiControls(s);
        if (cell.size() > kMaxCellChars) {
            const QString note = QCoreApplication::translate(
                                     "Report", " … [cut: %1 characters in all; a cell holds at most 32,767]")
                                     .arg(QLocale().toString(qint64(s.size())));
            cell = cell.left(kMaxCellChars - note.size()) + note;
        }
        worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(col), cell.toUtf8().constData(), f);
    }
    static constexpr int kMaxCellChars = 32767;
    static void number(lxw_worksheet* ws, int row, int col, double v, lxw_format* f = nullptr)
    {
        worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(col), v, f);
    }
    void day(lxw_worksheet* ws, int row, int col, const QDate& d)
    {
        if (!d.isValid())
            return;
        lxw_datetime dt = {d.year(), d.month(), d.day(), 0, 0, 0};
        worksheet_write_datetime(ws, lxw_row_t(row), lxw_col_t(col), &dt, date);
    }
    Status finish(const QStringList& protectedFiles = {})
    {
        const lxw_error e = workbook_close(m_book);
        m_book = nullptr;
        if (e != LXW_NO_ERROR)
            return Status::failure(m_target,
                                   QCoreApplication::translate("Report", "cannot write the workbook: %1")
                                       .arg(QString::fromUtf8(lxw_strerror(e))));
        QFile f(m_path);
        if (!f.open(QIODevice::ReadOnly))
            return Status::failure(m_target, f.errorString());
        return writeFileAtomically(m_target, f.readAll(), protectedFiles);
    }

    lxw_format* money;
    lxw_format* fixed2; // scores: two decimals
    lxw_format* date;
    lxw_format* header;
    lxw_format* wrap;

private:
    QString m_target;
    QTemporaryDir m_dir; // after m_target: made from scratchTemplate() in the constructor's list
    QString m_path;
    QByteArray m_tmp;
    lxw_workbook* m_book = nullptr;
};

} // namespace gpuplan::report
