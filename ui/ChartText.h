#pragma once

class QChart;
class QFont;

namespace gpuplan {

// A chart's text at the size of its widget's font, set again whenever that font changes: zoom and
// presentation mode change the application font, which Qt Charts does not follow by itself (ux-3). Axis
// labels are never cut to "…" (ux-4 P2-M4: the cost chart's figures read "…" on the projector): the axis
// takes the room its labels need. Tick labels are drawn at `labelScale` of the font.
void fitChartText(QChart* chart, const QFont& base, double labelScale = 0.9);
// Empties a chart before it is drawn again: its series and its axes removed and deleted, so that nothing of
// the last drawing stays in the scene.
void clearChart(QChart* chart);

} // namespace gpuplan
