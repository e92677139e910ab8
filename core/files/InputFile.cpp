#include "InputFile.h"

#include "acceptance/Acceptance.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
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

// A stream (a named pipe, or standard input when it is a pipe or a terminal) read to its end: as long as data
// comes, complete or refused — never cut at the first chunk that happened to arrive (issue 40, F3: a report
// piped with a pause was recorded half, with false FAILED findings). Nothing arriving for `waitMs`, more than
// `maxBytes`, or a stream still trickling after `overallMs` is an error, and nothing is read from it.
Result<QByteArray> readStream(int fd, bool namedPipe, const QString& path, qint64 maxBytes, int waitMs,
                              qint64 overallMs)
{
    QByteArray out;
    bool started = false; // a writer has sent something
    QElapsedTimer quiet, overall;
    quiet.start();
    overall.start();
    char buffer[65536];
    for (;;) {
        if (waitMs > 0 && quiet.elapsed() > waitMs)
            return Error(say(QT_TRANSLATE_NOOP("InputFile", "a pipe from which nothing arrived for %1 s; "
                                                            "nothing was read from it"))
                             .arg(waitMs / 1000),
                         path);
        if (overall.elapsed() > overallMs)
            return Error(say(QT_TRANSLATE_NOOP("InputFile", "a pipe still sending after %1 minutes; nothing "
                                                            "was read from it (write it to a file first)"))
                             .arg(std::max<qint64>(1, overallMs / 60000)),
                         path);
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready < 0 && errno != EINTR)
            return Error(QString::fromLocal8Bit(std::strerror(errno)), path);
        const ssize_t n = ready > 0 ? ::read(fd, buffer, sizeof buffer) : -1;
        if (n > 0) {
            started = true;
            quiet.restart();
            out.append(buffer, n);
            if (out.size() > maxBytes)
                return Error(
                    say(QT_TRANSLATE_NOOP("InputFile", "larger than %1 MB; nothing was read from it"))
                        .arg(maxBytes / (1024 * 1024)),
                    path);
        } else if (n == 0 && (started || !namedPipe)) {
            break; // the writer closed the pipe: the end
        } else if (n == 0) {
            QThread::msleep(20); // a named pipe without a writer yet
        } else if (n < 0 && ready > 0 && errno != EAGAIN && errno != EINTR) {
            return Error(QString::fromLocal8Bit(std::strerror(errno)), path);
        }
    }
    return out;
}

Result<QByteArray> readPipe(const QString& path, qint64 maxBytes, int waitMs, qint64 overallMs)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1"))
                         .arg(QString::fromLocal8Bit(std::strerror(errno))),
                     path);
    auto out = readStream(fd, true, path, maxBytes, waitMs, overallMs);
    ::close(fd);
    return out;
}

// A regular file (or a device) read to its end in chunks, bounded.
Result<QByteArray> readFile(QFile& f, const QString& path, qint64 maxBytes)
{
    QByteArray bytes;
    for (;;) {
        const QByteArray chunk = f.read(std::min<qint64>(maxBytes + 1 - bytes.size(), 1 << 24));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
        if (bytes.size() > maxBytes)
            return Error(say(QT_TRANSLATE_NOOP("InputFile", "larger than %1 MB; nothing was read from it"))
                             .arg(maxBytes / (1024 * 1024)),
                         path);
    }
    if (f.error() != QFileDevice::NoError)
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1")).arg(f.errorString()),
                     path);
    return bytes;
}
} // namespace

Result<QByteArray> readImportFile(const QString& path, qint64 maxBytes, int waitMs, qint64 overallMs)
{
    if (path.isEmpty())
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "no file name given")));
    if (path == QLatin1String("-")) { // standard input: a pipe, a terminal or a file it was redirected from
        struct stat st;
        if (::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode)) {
            QFile f;
            if (!f.open(stdin, QIODevice::ReadOnly))
                return Error(
                    say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1")).arg(f.errorString()),
                    path);
            return readFile(f, path, maxBytes);
        }
        // Pasted into a terminal: the user may think for a while before Ctrl+D, so only the overall limit
        // holds.
        return readStream(STDIN_FILENO, false, path, maxBytes, ::isatty(STDIN_FILENO) ? 0 : waitMs,
                          overallMs);
    }
    const QFileInfo info(path);
    if (info.isDir())
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "is a folder; give a file")), path);
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode))
        return readPipe(path, maxBytes, waitMs, overallMs);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error(say(QT_TRANSLATE_NOOP("InputFile", "cannot read the file: %1")).arg(f.errorString()),
                     path);
    return readFile(f, path, maxBytes);
}

} // namespace gpuplan
