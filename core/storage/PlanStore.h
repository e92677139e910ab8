#pragma once

#include "Database.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace gpuplan {

struct SavedPlan
{
    qint64 id = 0;
    QString name;
    QJsonObject workload;
    QJsonObject constraints;
    QJsonObject configuration;
    QDateTime created;
    QJsonObject
        request; // the question (PlanRequest::toJson, as a plan file holds it); empty before schema 13
};

// Plans the user chose to keep: the question (the plan request), and as planned the workload, the constraints
// and the chosen configuration, as JSON.
class PlanStore
{
public:
    explicit PlanStore(Database& db) : m_db(db) {}
    Result<qint64> save(const SavedPlan& plan);
    Result<QList<SavedPlan>> list();
    Result<int> remove(qint64 id);

private:
    Database& m_db;
};

} // namespace gpuplan
