#pragma once

#include "catalog/Precision.h"

namespace gpuplan {

// The serving question's limits and defaults, in one table: ServingRequest's defaults and validate(), the
// plan file's reader, the command line's options and help, and the desktop's fields all take them from here,
// so that the same words give the same answer wherever they are typed (ux-5 P1-M1: the desktop assumed fp8
// weights, the command line bf16).
struct ServingBound
{
    double low = 0;
    double high = 0;
    constexpr bool holds(double v) const { return v >= low && v <= high; }
};

namespace servingLimits {

// Weights as the model is published (every GPU runs them; fp8 and int4 are asked for by name).
inline constexpr Precision kDefaultWeights = Precision::BF16;
inline constexpr double kDefaultHeadroom = 0.2; // spare capacity over the peak
inline constexpr int kDefaultMaxGpus = 512;
inline constexpr double kDefaultInputTokens = 1024;
inline constexpr double kDefaultOutputTokens = 256;
inline constexpr double kDefaultThinkSeconds = 30;

inline constexpr ServingBound kTokens{1, 10e6};           // input and output tokens per request
inline constexpr ServingBound kPrefixCacheShare{0, 0.99}; // of the input tokens
inline constexpr ServingBound kInputSpread{0, 3};         // coefficient of variation
inline constexpr ServingBound kRate{0, 1e6};              // requests/s; more than 0
inline constexpr ServingBound kUsers{1, 1e8};             // at once
inline constexpr ServingBound kThinkSeconds{0, 86400};    // a day
inline constexpr ServingBound kConcurrency{1, 1e7};       // requests in flight
inline constexpr ServingBound kTtftMs{0, 3.6e6};          // 0 = no limit; up to an hour
inline constexpr ServingBound kTpotMs{0, 60000};          // 0 = no limit; up to a minute a token
inline constexpr ServingBound kPercentile{50, 99.9};      // of requests
inline constexpr ServingBound kHeadroom{0, 2};            // 0–200 %
inline constexpr ServingBound kGpusPerReplica{1, 64};     // 0 in a request = searched
inline constexpr ServingBound kMaxGpus{1, 100000};

} // namespace servingLimits

} // namespace gpuplan
