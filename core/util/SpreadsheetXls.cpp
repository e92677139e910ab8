// Legacy .xls workbooks (BIFF8 in an OLE2 compound file), read with FreeXL 1.0.6. FreeXL opens files by
// path only, so the bytes go to a private temporary file first. FreeXL is read in a child process: on a
// crafted file it writes outside a stack buffer (found by fuzz_quotes: an iconv call on a mutated .xls), so a
// file it cannot read safely ends the child, never this program; the child sends the cells back through a
// pipe.
#include "Spreadsheet.h"

#include <freexl.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QTemporaryFile>

#include <sys/wait.h>
#include <unistd.h>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Spreadsheet)
};

struct Handle
{
    const void* xls = nullptr;
    ~Handle()
    {
        if (xls)
            freexl_close(xls); // also after a failed open, as FreeXL asks
    }
};

QString openError(int code)
{
    switch (code) {
    case FREEXL_BIFF_WORKBOOK_NOT_FOUND:
        return Tr::tr("the file is an Office compound file but holds no Excel workbook (a Word or PowerPoint "
                      "file?)");
    case FREEXL_BIFF_INVALID_BOF:
        return Tr::tr(
            "the workbook is not in the Excel 97–2003 format FreeXL reads (an older Excel?); save it "
            "again as .xlsx");
    case FREEXL_UNSUPPORTED_CHARSET:
    case FREEXL_INVALID_CHARACTER:
        return Tr::tr(
            "the workbook's text is in a character set that cannot be read; save it again as .xlsx");
    default:
        break;
    }
    return Tr::tr(
               "the .xls workbook is damaged and cannot be read (error %1); open it in Excel or WPS and save "
               "it as .xlsx")
        .arg(code);
}
} // namespace

namespace {
Result<QList<SheetTable>> readXlsHere(const QByteArray& bytes)
{
    QTemporaryFile file;
    if (!file.open() || file.write(bytes) != bytes.size() || !file.flush())
        return Result<QList<SheetTable>>::failure(
            Tr::tr("the file"),
            Tr::tr("a temporary copy of the workbook cannot be written: %1").arg(file.errorString()));
    Handle handle;
    const int opened = freexl_open(QFile::encodeName(file.fileName()).constData(), &handle.xls);
    // A password-protected .xlsx is an Office compound file whose stream is "EncryptedPackage" (MS-OFFCRYPTO
    // 2.3.4.4; its directory names are UTF-16): reliability-5 G8 found it called "a Word or PowerPoint file".
    static const QByteArray encrypted = [] {
        const QString name = QStringLiteral("EncryptedPackage");
        return QByteArray(reinterpret_cast<const char*>(name.utf16()), name.size() * 2);
    }();
    if (opened == FREEXL_BIFF_WORKBOOK_NOT_FOUND && bytes.contains(encrypted))
        return Result<QList<SheetTable>>::failure(
            Tr::tr("the file"), Tr::tr("the workbook is protected by a password; save a copy without one"));
    if (opened != FREEXL_OK)
        return Result<QList<SheetTable>>::failure(Tr::tr("the file"), openError(opened));
    unsigned int info = 0;
    if (freexl_get_info(handle.xls, FREEXL_BIFF_PASSWORD, &info) == FREEXL_OK &&
        info == FREEXL_BIFF_OBFUSCATED)
        return Result<QList<SheetTable>>::failure(
            Tr::tr("the file"), Tr::tr("the workbook is protected by a password; save a copy without one"));
    unsigned int sheets = 0;
    if (freexl_get_info(handle.xls, FREEXL_BIFF_SHEET_COUNT, &sheets) != FREEXL_OK || sheets == 0)
        return Result<QList<SheetTable>>::failure(Tr::tr("the file"),
                                                  Tr::tr("the workbook has no worksheets"));
    QList<SheetTable> out;
    for (unsigned short s = 0; s < sheets; ++s) {
        SheetTable sheet;
        const char* name = nullptr;
        if (freexl_get_worksheet_name(handle.xls, s, &name) == FREEXL_OK && name)
            sheet.name = QString::fromUtf8(name);
        unsigned int rows = 0;
        unsigned short columns = 0;
        if (freexl_select_active_worksheet(handle.xls, s) != FREEXL_OK ||
            freexl_worksheet_dimensions(handle.xls, &rows, &columns) != FREEXL_OK)
            return Result<QList<SheetTable>>::failure(Tr::tr("sheet '%1'").arg(sheet.name),
                                                      Tr::tr("the sheet cannot be read"));
        if (qint64(rows) * qMin<int>(columns, Spreadsheet::kMaxColumns) > Spreadsheet::kMaxCells)
            return Result<QList<SheetTable>>::failure(
                Tr::tr("sheet '%1'").arg(sheet.name),
                Tr::tr("more than %1 cells; a quote sheet is far smaller").arg(Spreadsheet::kMaxCells));
        for (unsigned int r = 0; r < rows; ++r) {
            QStringList cells;
            for (unsigned short c = 0; c < columns && c < Spreadsheet::kMaxColumns; ++c) {
                FreeXL_CellValue value;
                if (freexl_get_cell_value(handle.xls, r, c, &value) != FREEXL_OK)
                    continue;
                QString text;
                switch (value.type) {
                case FREEXL_CELL_INT:
                    text = QString::number(value.value.int_value);
                    break;
                case FREEXL_CELL_DOUBLE:
                    text = Spreadsheet::numberText(value.value.double_value);
                    break;
                case FREEXL_CELL_TEXT:
                case FREEXL_CELL_SST_TEXT:
                case FREEXL_CELL_DATE:
                case FREEXL_CELL_TIME:
                    text = QString::fromUtf8(value.value.text_value);
                    break;
                case FREEXL_CELL_DATETIME: {
                    text = QString::fromUtf8(value.value.text_value);
                    if (text.endsWith(QLatin1String(" 00:00:00")))
                        text.chop(9);
                    break;
                }
                default:
                    break;
                }
                if (text.isEmpty())
                    continue;
                while (cells.size() <= c)
                    cells.append(QString());
                cells[c] = text;
            }
            if (!cells.isEmpty())
                sheet.rows.insert(int(r) + 1, cells);
        }
        out.append(sheet);
    }
    return out;
}

} // namespace

Result<QList<SheetTable>> Spreadsheet::readXls(const QByteArray& bytes)
{
    int fds[2];
    if (pipe(fds) != 0)
        return readXlsHere(bytes);
    const pid_t child = fork();
    if (child < 0) {
        close(fds[0]);
        close(fds[1]);
        return readXlsHere(bytes);
    }
    if (child == 0) {
        close(fds[0]);
        const auto read = readXlsHere(bytes);
        QByteArray out;
        {
            QDataStream s(&out, QIODevice::WriteOnly);
            s << read.ok();
            if (read.ok()) {
                s << qint32(read->size());
                for (const SheetTable& t : read.value())
                    s << t.name << t.rows;
            } else {
                s << read.error().where << read.error().message;
            }
        }
        for (qsizetype done = 0; done < out.size();) {
            const ssize_t n = ::write(fds[1], out.constData() + done, size_t(out.size() - done));
            if (n <= 0)
                break;
            done += n;
        }
        close(fds[1]);
        _exit(0);
    }
    close(fds[1]);
    QByteArray in;
    char buffer[65536];
    ssize_t n = 0;
    while ((n = ::read(fds[0], buffer, sizeof buffer)) > 0 && in.size() < 512ll * 1024 * 1024)
        in.append(buffer, n);
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    const Result<QList<SheetTable>> unsafe = Result<QList<SheetTable>>::failure(
        Tr::tr("the file"),
        Tr::tr("the .xls workbook could not be read safely (the reader stopped on it); open it "
               "in Excel or WPS and save it as .xlsx"));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return unsafe;
    QDataStream s(in);
    bool ok = false;
    s >> ok;
    if (!ok) {
        QString where, message;
        s >> where >> message;
        return s.status() == QDataStream::Ok ? Result<QList<SheetTable>>::failure(where, message) : unsafe;
    }
    qint32 count = 0;
    s >> count;
    QList<SheetTable> out;
    for (qint32 i = 0; i < count && s.status() == QDataStream::Ok; ++i) {
        SheetTable t;
        s >> t.name >> t.rows;
        out.append(t);
    }
    if (s.status() != QDataStream::Ok)
        return unsafe;
    return out;
}

} // namespace gpuplan
