#include "InputFile.h"

#include "acceptance/Acceptance.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuplan {

InputFile classifyInputFile(const QString& fileName, const QByteArray& head)
{
    InputFile f;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray bytes = head;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (suffix == QLatin1String("gpuplan") ||
        (bytes.trimmed().startsWith('{') && bytes.contains("\"gpuplan-plan\""))) {
        f.kind = InputFileKind::Plan;
        return f;
    }
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv")) {
        f.kind = InputFileKind::QuoteCsv;
        return f;
    }
    const QString text = QString::fromUtf8(bytes);
    const DeliveryReport report = parseDeliveryReport(text);
    if (bytes.contains("===== gpuplan: ") || report.recognised()) {
        f.kind = InputFileKind::AcceptanceReport;
        f.quoteId = report.quoteId;
        return f;
    }
    const QByteArray firstLine = bytes.left(bytes.indexOf('\n'));
    if (suffix == QLatin1String("txt") && (firstLine.count(',') >= 2 || firstLine.count('\t') >= 2))
        f.kind = InputFileKind::QuoteCsv;
    return f;
}

namespace {
QString say(const char* source)
{
    return QCoreApplication::translate("InputFile", source);
}

// A named pipe: opened without waiting for a writer, read as long as data comes, given up when nothing has
// arrived for `waitMs` (a FIFO nobody writes to would otherwise block the program for ever).
Result<QByteArray> readPipe(const QString& path, qint64 maxBytes, int waitMs)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1"))
                         .arg(QString::fromLocal8Bit(std::strerror(errno))),
                     path);
    QByteArray out;
    bool started = false; // a writer has sent something
    QElapsedTimer quiet;
    quiet.start();
    char buffer[65536];
    for (;;) {
        if (quiet.elapsed() > waitMs) {
            ::close(fd);
            return Error(say(QT_TRANSLATE_NOOP("InputFile", "a pipe from which nothing arrived for %1 s; "
                                                            "nothing was read from it"))
                             .arg(waitMs / 1000),
                         path);
        }
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready < 0 && errno != EINTR) {
            ::close(fd);
            return Error(QString::fromLocal8Bit(std::strerror(errno)), path);
        }
        const ssize_t n = ready > 0 ? ::read(fd, buffer, sizeof buffer) : -1;
        if (n > 0) {
            started = true;
            quiet.restart();
            out.append(buffer, n);
            if (out.size() > maxBytes) {
                ::close(fd);
                return Error(
                    say(QT_TRANSLATE_NOOP("InputFile", "larger than %1 MB; nothing was read from it"))
                        .arg(maxBytes / (1024 * 1024)),
                    path);
            }
        } else if (n == 0 && started) {
            break; // the writer closed the pipe: the end
        } else if (n == 0) {
            QThread::msleep(20); // no writer yet
        }
    }
    ::close(fd);
    return out;
}
} // namespace

Result<QByteArray> readImportFile(const QString& path, qint64 maxBytes, int waitMs)
{
    if (path.isEmpty())
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "no file name given")));
    const QFileInfo info(path);
    if (info.isDir())
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "is a folder; give a file")), path);
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode))
        return readPipe(path, maxBytes, waitMs);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1")).arg(f.errorString()),
                     path);
    QByteArray bytes = f.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "larger than %1 MB; nothing was read from it"))
                         .arg(maxBytes / (1024 * 1024)),
                     path);
    return bytes;
}

} // namespace gpuplan
