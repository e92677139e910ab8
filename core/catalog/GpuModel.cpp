#include "GpuModel.h"

#include "util/Language.h"
#include "util/Quantity.h"

#include <QCoreApplication>

namespace gpuplan {

QString GpuModel::displayName() const
{
    if (!Language::isChinese())
        return englishName();
    // Names Chinese buyers use for products of their own market, and the variant's words (data, not UI).
    static const struct
    {
        const char* english;
        const char* chinese;
    } words[] = {{"Ascend ", "昇腾 "},
                 {" module", " 模组"},
                 {" (China)", "（中国特供版）"},
                 {"Workstation ", "工作站 "},
                 {"per GPU (Grace Blackwell)", "每 GPU（Grace Blackwell）"}};
    QString text = englishName();
    for (const auto& w : words)
        text.replace(QLatin1String(w.english), QString::fromUtf8(w.chinese));
    return text;
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(GpuModel)
};
} // namespace

QString formFactorName(FormFactor f)
{
    switch (f) {
    case FormFactor::Sxm:
        return QStringLiteral("SXM");
    case FormFactor::Pcie:
        return QStringLiteral("PCIe");
    case FormFactor::Oam:
        return QStringLiteral("OAM");
    case FormFactor::Module:
        return QStringLiteral("Module");
    }
    return QString();
}

QString tierName(Tier t)
{
    switch (t) {
    case Tier::Entry:
        return QStringLiteral("entry");
    case Tier::Advanced:
        return QStringLiteral("advanced");
    case Tier::Flagship:
        return QStringLiteral("flagship");
    }
    return QString();
}

QString tierLabel(Tier t)
{
    switch (t) {
    case Tier::Entry:
        return Tr::tr("entry (16–24 GB)");
    case Tier::Advanced:
        return Tr::tr("advanced (32–48 GB)");
    case Tier::Flagship:
        return Tr::tr("flagship (≥80 GB)");
    }
    return QString();
}

QString tierShortLabel(Tier t)
{
    switch (t) {
    case Tier::Entry:
        return Tr::tr("entry");
    case Tier::Advanced:
        return Tr::tr("advanced");
    case Tier::Flagship:
        return Tr::tr("flagship");
    }
    return QString();
}

QString verificationLabel(const QString& v)
{
    if (v == QLatin1String("primary"))
        return Tr::tr("datasheet");
    if (v == QLatin1String("secondary"))
        return Tr::tr("secondary source");
    if (v == QLatin1String("press"))
        return Tr::tr("press report");
    if (v == QLatin1String("derived"))
        return Tr::tr("derived");
    if (v == QLatin1String("seed"))
        return Tr::tr("seed article");
    if (v == QLatin1String("unverified"))
        return Tr::tr("unverified");
    if (v == QLatin1String("verified"))
        return Tr::tr("verified");
    return v;
}

QString GpuModel::interconnectLabel() const
{
    QString s = interconnect;
    if (s.contains(QLatin1String("(capped)"))) {
        s.remove(QLatin1String(" (capped)"));
        s = Tr::tr("%1 (bandwidth-capped, %2 GB/s)").arg(s).arg(interconnectGBs);
    }
    return s;
}

Tier tierForMemory(double gb)
{
    // Seed 000: entry 16–24 GB, advanced 32–48 GB, flagship 80 GB and more. Cards between 48 and 80 GB
    // (64 GB MI210, Ascend 910B) are not flagships by that rule and are counted as advanced.
    if (gb < 32)
        return Tier::Entry;
    if (gb < 80)
        return Tier::Advanced;
    return Tier::Flagship;
}

double GpuModel::capacityBytes() const
{
    return memoryGb * Quantity::kGiB;
}

double GpuModel::peakTflops(Precision p, Precision* used) const
{
    // Fallback chains: a precision without tensor support runs at the next wider format's rate.
    static const Precision chains[kPrecisionCount][4] = {
        /*FP32*/ {Precision::FP32, Precision::FP32, Precision::FP32, Precision::FP32},
        /*TF32*/ {Precision::TF32, Precision::FP32, Precision::FP32, Precision::FP32},
        /*BF16*/ {Precision::BF16, Precision::FP16, Precision::FP32, Precision::FP32},
        /*FP16*/ {Precision::FP16, Precision::BF16, Precision::FP32, Precision::FP32},
        /*FP8*/ {Precision::FP8, Precision::BF16, Precision::FP16, Precision::FP32},
        /*INT8*/ {Precision::INT8, Precision::FP8, Precision::FP16, Precision::FP32},
        /*INT4*/ {Precision::INT8, Precision::FP8, Precision::FP16, Precision::FP32},
    };
    for (Precision candidate : chains[static_cast<int>(p)]) {
        const double v = denseTflops[static_cast<int>(candidate)];
        if (v > 0) {
            if (used)
                *used = candidate;
            return v;
        }
    }
    if (used)
        *used = Precision::FP32;
    return 0;
}

} // namespace gpuplan
