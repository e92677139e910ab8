#pragma once

// The Serving area's engine choice: each engine's current release and its older generations (engineChoices),
// and a plan's own version kept when it is none of them.
#include "estimate/EngineGeneration.h"

class QComboBox;

namespace gpuplan {

void fillEngineCombo(QComboBox* combo);
void showEngine(QComboBox* combo, const EngineRelease& release);
void readEngine(const QComboBox* combo, Engine* engine, QString* version);

} // namespace gpuplan
