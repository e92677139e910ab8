#pragma once

#include "estimate/Measurement.h"
#include "util/Result.h"

#include <QList>

namespace gpuplan {

class Database;

// The buyer's measurements on both back ends (schema 18): added in one transaction (nothing half-imported),
// each an event in the history; listed; set aside or taken back in.
class MeasurementStore
{
public:
    explicit MeasurementStore(Database& db) : m_db(db) {}
    Result<QList<qint64>> add(const QList<Measurement>& measurements);
    Result<QList<Measurement>> list(); // oldest first
    // Take a measurement into the calibration or set it aside, with the reason; an id it lacks is bad input.
    Status setUsed(qint64 id, bool used, const QString& note);

private:
    Database& m_db;
};

} // namespace gpuplan
