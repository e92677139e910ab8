#include "Precision.h"

#include <QStringList>

namespace gpuplan {

namespace {
const char* const kNames[kPrecisionCount] = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4"};
}

QString precisionName(Precision p)
{
    return QString::fromLatin1(kNames[static_cast<int>(p)]);
}

std::optional<Precision> precisionFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (int i = 0; i < kPrecisionCount; ++i) {
        if (n == QLatin1String(kNames[i]))
            return static_cast<Precision>(i);
    }
    if (n == QLatin1String("nf4") || n == QLatin1String("4bit"))
        return Precision::INT4;
    return std::nullopt;
}

QString precisionList()
{
    QStringList names;
    for (const char* n : kNames)
        names << QString::fromLatin1(n);
    return names.join(QStringLiteral(", "));
}

double weightBytes(Precision p)
{
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::BF16:
    case Precision::FP16:
        return 2.0;
    case Precision::FP8:
    case Precision::INT8:
        return 1.0;
    case Precision::INT4:
        return 0.5 + 4.0 / 128.0;
    }
    return 2.0;
}

} // namespace gpuplan
