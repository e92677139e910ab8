#pragma once

// The Serving area's model choice: the presets, and any other model read from its config.json ("From
// config.json…"), kept as an item of its own.
#include "catalog/ModelSpec.h"

#include <optional>

class QComboBox;
class QWidget;

namespace gpuplan {

// The presets and, last, the item that asks for a config.json (data "config").
void fillModelCombo(QComboBox* combo);
// "From config.json…" was chosen: the file asked for and read. Read, the model is shown as an item of its
// own (data "custom") and returned; cancelled or refused (the reason said, naming the file and key), the
// combo goes back to `previous` and nothing is returned.
std::optional<ModelSpec> chooseModelConfig(QWidget* parent, QComboBox* combo, int previous);
// A plan's own model shown and selected (data "custom").
void showCustomModel(QComboBox* combo, const ModelSpec& m);

} // namespace gpuplan
