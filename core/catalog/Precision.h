#pragma once

#include <QString>

#include <optional>

namespace gpuplan {

// Numeric formats. For training this is the compute precision; for inference the weight storage format.
enum class Precision
{
    FP32,
    TF32,
    BF16,
    FP16,
    FP8,
    INT8,
    INT4
};
constexpr int kPrecisionCount = 7;

QString precisionName(Precision p); // "bf16"
std::optional<Precision> precisionFromName(const QString& name);
QString precisionList(); // "fp32, tf32, bf16, fp16, fp8, int8, int4"

// Bytes per parameter when weights are stored in this format. INT4 counts group-wise
// quantisation constants (one FP16 scale and zero per 128 weights: 0.5 + 4/128 bytes), as GPTQ/AWQ store
// them.
double weightBytes(Precision p);

} // namespace gpuplan
