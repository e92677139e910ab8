#pragma once

#include "Precision.h"

#include <QString>
#include <QStringList>

#include <array>

namespace gpuplan {

enum class FormFactor
{
    Sxm,
    Pcie,
    Oam,
    Module
};
enum class Tier
{
    Entry,
    Advanced,
    Flagship
};

QString formFactorName(FormFactor f);
QString tierName(Tier t);       // "entry"
QString tierLabel(Tier t);      // translated: "entry (16–24 GB)"
QString tierShortLabel(Tier t); // translated: "entry" / 入门级
// How sure a figure is, for people: primary → "datasheet" / 一手资料, secondary, press, derived, seed,
// unverified.
QString verificationLabel(const QString& verification);
Tier tierForMemory(double gb); // seed 000's tiers

// One accelerator of the catalog. Throughput figures are dense (no 2:4 sparsity), per GPU.
struct GpuModel
{
    QString id; // "h100-sxm-80g"
    QString vendor;
    QString name;    // "H100"
    QString variant; // "SXM5 80GB"
    FormFactor formFactor = FormFactor::Pcie;
    double memoryGb = 0; // marketed capacity, treated as GiB
    QString memoryType;
    double memoryBandwidthGBs = 0;                     // GB/s
    std::array<double, kPrecisionCount> denseTflops{}; // 0 = not supported
    QString interconnect;
    double interconnectGBs = 0; // GB/s per GPU; 0 = PCIe only
    int pcieGen = 0;
    int tdpW = 0; // 0 = unknown
    int year = 0;
    Tier tier = Tier::Entry;
    double defaultMfu = 0.4;
    QStringList aliases;
    QString source;
    QString verification;
    QString checked;

    // The name and variant as the reader knows them, in the language in force: a Chinese reader's 昇腾 910B
    // 64GB 模组 and RTX 4090D GeForce 24GB（中国特供版）(zh-review-5 E13); englishName() for files and JSON.
    QString displayName() const;
    QString englishName() const { return name + QLatin1Char(' ') + variant; }
    // The interconnect as people read it: "NVLink 3 (capped)" → "NVLink 3 (bandwidth-capped, 400 GB/s)".
    QString interconnectLabel() const;
    double capacityBytes() const;
    // A switched all-to-all fabric inside the server (SXM/OAM boards, HCCS modules), as opposed to PCIe
    // cards, which at best pair up over a bridge.
    bool hasSwitchedFabric() const { return formFactor != FormFactor::Pcie; }

    // The peak used for a compute precision: falls back to the nearest supported format and says which.
    double peakTflops(Precision p, Precision* used = nullptr) const;
};

} // namespace gpuplan
