#include "AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <sys/stat.h>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};

QString canonical(const QString& path)
{
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath(); // empty when the file does not exist
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

// The same file under another name: a symbolic link (canonical path) or a hard link (device and inode).
bool sameFile(const QString& a, const QString& b)
{
    if (canonical(a) == canonical(b))
        return true;
    struct stat sa, sb;
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 &&
           ::stat(QFile::encodeName(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

// Is the file a SQLite database, or its write-ahead log or rollback journal? By its first bytes, so that
// every database is safe from every writer, opened or not, whatever it is called (issue 40, F1: `quotes
// template` given the database's own path replaced it).
bool isDatabaseFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(16);
    static const QByteArray sqlite("SQLite format 3\0", 16);
    static const QByteArray wal1("\x37\x7f\x06\x82", 4), wal2("\x37\x7f\x06\x83", 4);
    static const QByteArray journal("\xd9\xd5\x05\xf9\x20\xa1\x63\xd7", 8);
    return head == sqlite || head.startsWith(wal1) || head.startsWith(wal2) || head.startsWith(journal);
}
} // namespace

QStringList databaseFiles(const QString& databasePath)
{
    if (databasePath.isEmpty())
        return {};
    return {databasePath, databasePath + QStringLiteral("-wal"), databasePath + QStringLiteral("-shm"),
            databasePath + QStringLiteral("-journal")};
}

Status writeFileAtomically(const QString& path, const QByteArray& bytes, const QStringList& protectedPaths)
{
    // Bad names are bad input (field "output": the caller names its option), not a failed write.
    if (path.trimmed().isEmpty())
        return Error{Tr::tr("no file name given"), QString(), QStringLiteral("output")};
    // Reliability-4 F24: '-' became a file named '-' in the current folder.
    if (path.trimmed() == QLatin1String("-"))
        return Error{Tr::tr("'-' (standard output) is not written to by this command; give a file name "
                            "(nothing was written)"),
                     Tr::tr("file name"), QStringLiteral("output")};
    if (path.contains(QChar::ReplacementCharacter))
        return Error{Tr::tr("the file name is not valid UTF-8 text; two such names could mean the same "
                            "file. Choose another name (nothing was written)"),
                     Tr::tr("file name"), QStringLiteral("output")};
    for (const QString& p : protectedPaths)
        if (!p.isEmpty() && sameFile(p, path))
            return Error{Tr::tr("this is the planner's own database file; choose another file "
                                "name (nothing was written)"),
                         path, QStringLiteral("output")};
    // A database's journal, write-ahead log or shared memory (reliability-5 G7: a memo written as
    // m.sqlite-journal was deleted by the next command that opened m.sqlite).
    for (const char* suffix : {"-journal", "-wal", "-shm"}) {
        const QString s = QLatin1String(suffix);
        if (path.endsWith(s) && isDatabaseFile(path.chopped(s.size())))
            return Error{
                Tr::tr("is the working file of the database %1 (SQLite deletes or rewrites it when the "
                       "database is next opened); choose another file name (nothing was written)")
                    .arg(path.chopped(s.size())),
                path, QStringLiteral("output")};
    }
    const QFileInfo info(path);
    if (info.isFile() && isDatabaseFile(path))
        return Error{Tr::tr("is a database (SQLite), never overwritten by an export; choose another file "
                            "name (nothing was written)"),
                     path, QStringLiteral("output")};
    if (info.isDir())
        return Error{Tr::tr("is a folder; give a file name"), path, QStringLiteral("output")};
    // A pipe, device or socket is never replaced by a file (as root, renaming over /dev/full would turn the
    // device into a workbook): only a regular file, or a name that does not exist yet, is written.
    if (info.exists() && !info.isFile())
        return Error{Tr::tr("is not a regular file (a pipe, device or socket); give a file name "
                            "(nothing was written)"),
                     path, QStringLiteral("output")};
    QSaveFile f(path);
    // Unbuffered: with Qt's buffer a write error at the final flush (a full disk) is not seen by QSaveFile,
    // which would then rename a cut-off file over the target (found with a full tmpfs; see
    // tests/faults/fault_injection.sh).
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return Status::failure(path, Tr::tr("cannot write: %1 (nothing was written)").arg(f.errorString()));
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = f.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            const QString why = f.errorString();
            f.cancelWriting();
            return Status::failure(path, Tr::tr("cannot write: %1 (nothing was written; an existing file is "
                                                "unchanged)")
                                             .arg(why));
        }
        written += n;
    }
    if (!f.flush()) {
        const QString why = f.errorString();
        f.cancelWriting();
        return Status::failure(path, Tr::tr("cannot write: %1 (nothing was written; an existing file is "
                                            "unchanged)")
                                         .arg(why));
    }
    if (!f.commit())
        return Status::failure(path, Tr::tr("cannot write: %1 (nothing was written; an existing file is "
                                            "unchanged)")
                                         .arg(f.errorString()));
    return Status();
}

} // namespace gpuplan
