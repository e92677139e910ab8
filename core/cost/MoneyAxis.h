#pragma once

#include "Money.h"

#include <QLocale>
#include <QString>

namespace gpuplan {

// The money axis of a cost chart, one rule for the desktop's chart and the PDF's, following the money-scale
// setting as `gpuplan cost` does: "exact" counts in yuan; "wan" in 万元 where the reader counts in 万
// (Chinese) and in thousands elsewhere. Gridlines fall on round steps (1, 2 or 5 × 10^n).
struct MoneyAxis
{
    double unit = 1;                   // yuan per axis unit
    double step = 0;                   // between gridlines, in axis units
    double top = 0;                    // the axis' end, in axis units
    const char* titleSource = nullptr; // the title, untranslated (context "MoneyAxis")

    QString title() const;                                                // in the program's language
    QString label(double value, const QLocale& locale = QLocale()) const; // a gridline, in axis units
    double toAxis(double yuan) const { return yuan / unit; }
};

// `maxYuan`: the highest amount drawn; `chinese`: the reader's language is Chinese; `maxSteps`: at most this
// many steps from 0 to the top (a chart with little room asks fewer, so that no label is hidden by the next:
// the desktop's on a projector at 150 %).
MoneyAxis moneyAxis(double maxYuan, Money::Scale scale, bool chinese, int maxSteps = 10);

} // namespace gpuplan
