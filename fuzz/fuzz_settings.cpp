// The settings reader: any settings file gives values within their bounds, or the defaults.
#include "FuzzMain.h"
#include "util/Settings.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fuzz.ini"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(reinterpret_cast<const char*>(data), qint64(size));
    }
    gpuplan::Settings s(path);
    const int h = s.hoursPerMonth();
    if (h < 672 || h > 744)
        __builtin_trap();
    (void)s.region();
    (void)s.language();
    (void)s.all();
    return 0;
}
