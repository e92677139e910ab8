#pragma once

#include <QList>
#include <QString>

namespace gpuplan {

// The data compiled into the program, for the About dialog and `gpuplan --version --json`: what each set is,
// how many entries it has, the dates its entries were checked or quoted, and where they come from.
struct DataSource
{
    QString id;   // "gpus", "reference-prices", "fx"
    QString name; // in the language of the moment
    int entries = 0;
    QString firstDate, lastDate; // ISO dates of the entries ("" when the set has none)
    QString origin;              // where the entries come from, in the language of the moment
};

QList<DataSource> shippedDataSources();

} // namespace gpuplan
