// Replays inputs through a fuzz target's LLVMFuzzerTestOneInput without libFuzzer: the regression run that
// ctest makes of every corpus file and every past crash input (fuzz/corpus/<target>/), with the compiler the
// build uses (under ASan + UBSan in .ci/run's sanitizer build). No mutation, no randomness: one commit, one
// verdict. A trap or sanitizer report names the file on the line before it.
//
// Usage: fuzz_replay_<target> FILE_OR_FOLDER...
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv)
{
    QStringList files;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(arg).isDir()) {
            QStringList inFolder;
            for (QDirIterator it(arg, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
                inFolder << it.next();
            inFolder.sort(); // the same order on every machine
            files << inFolder;
        } else {
            files << arg;
        }
    }
    if (files.isEmpty()) {
        std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...: no input to replay\n",
                     argc > 0 ? argv[0] : "replay");
        return 2;
    }
    for (const QString& path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s: %s\n", qPrintable(path), qPrintable(f.errorString()));
            return 1;
        }
        const QByteArray bytes = f.readAll();
        std::fprintf(stderr, "replaying %s (%lld bytes)\n", qPrintable(path),
                     static_cast<long long>(bytes.size()));
        std::fflush(stderr);
        // A copy of exactly its size, so that ASan sees a read past the end as libFuzzer would.
        QByteArray copy(bytes.constData(), bytes.size());
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(copy.constData()),
                               static_cast<size_t>(copy.size()));
    }
    std::printf("%lld input(s) replayed without a trap or sanitizer report\n",
                static_cast<long long>(files.size()));
    return 0;
}
