#pragma once

#include "GpuModel.h"
#include "util/Result.h"

#include <QList>
#include <QString>

namespace gpuplan {

// The accelerators the planner knows. Loaded from data (resources/catalog/gpus.csv), never from code.
class GpuCatalog
{
public:
    // The catalog shipped inside the program.
    static const GpuCatalog& shipped();

    // Parses catalog CSV text; every malformed row is reported with its line and column.
    static Result<GpuCatalog> fromCsv(const QString& text, const QString& sourceName);
    QString toCsv() const;

    const QList<GpuModel>& gpus() const { return m_gpus; }
    int size() const { return int(m_gpus.size()); }
    const GpuModel* byId(const QString& id) const;
    // A GPU's name as the reader's language writes it (GpuModel::displayName); the id when it is unknown.
    QString displayName(const QString& id) const
    {
        const GpuModel* g = byId(id);
        return g ? g->displayName() : id;
    }

    // Accepts ids, aliases and common spellings: "h100", "A100-80G-SXM", "4090", "RTX 4090", "a100 80gb
    // pcie". An ambiguous spelling is an error that lists the candidates.
    Result<const GpuModel*> find(const QString& spelling) const;

    void upsert(const GpuModel& gpu);

private:
    QList<GpuModel> m_gpus;
};

} // namespace gpuplan
