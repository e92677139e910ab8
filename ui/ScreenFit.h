#pragma once

#include <QSize>

class QWidget;

namespace gpuplan {

// Windows open within the screen they are on: a laptop at 1280 × 800, or a projector at 1920 × 1080 with
// 150 % scaling (1280 × 720 device-independent pixels). `preferred` is the size on a roomy screen; the window
// gets at most the screen's available area less a margin for the frame, never less than its layout needs
// where the screen allows that, and is centred on its screen (a dialog: over its parent).
void fitToScreen(QWidget* window, QSize preferred);

// Whether the window's frame lies within its screen's available area (after restoreGeometry(), a window
// saved on a larger screen or at a smaller scale may not).
bool fitsScreen(const QWidget* window);

} // namespace gpuplan
