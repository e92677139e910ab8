#pragma once

#include "Database.h"

namespace gpuplan {

// A small, clearly labelled demo set (providers named "示例 Demo · …") so that a newcomer sees quotes, their
// normalised prices, rule checks and a checklist at once. Removed with `gpuplan quotes delete --demo`.
namespace DemoData {
Status insert(Database& db);
}

} // namespace gpuplan
