#pragma once

// The serving answers as JSON (README: "gpuplan plan --method serve").
#include "serving/ServingPlan.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {

// A load's figures; throughput and latencies with their bands (null when saturated).
QJsonObject pointJson(const ServingPoint& s, const UncertaintyBand& tput, const UncertaintyBand& ttft,
                      const UncertaintyBand& tpot);
// One configuration of a serving plan: sizing, costs under every term, the mix, cost per 1M tokens.
QJsonObject optionJson(const ServingOption& o, const ServingConstants::Bands& bands);

} // namespace gpuplan::cli
