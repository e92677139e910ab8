// The published all_reduce bus bandwidths (resources/checklists/nccl-busbw.csv) the acceptance check and the
// checklists compare a delivery with.
#include "Acceptance.h"

#include "util/DataFile.h"

namespace gpuplan {

namespace {
struct Busbw
{
    QString gpuId;
    int gpus = 0;
    double gbps = 0;
    QString source, sourceZh;
};

// The shipped table, read once through the one reader of shipped data (a bad file is a build error).
const QList<Busbw>& busbwTable()
{
    static const QList<Busbw> table = [] {
        QList<Busbw> rows;
        const Status s =
            DataFile::read(DataFile::resource(QStringLiteral(":/gpuplan/checklists/nccl-busbw.csv")),
                           QStringLiteral("nccl-busbw.csv"),
                           {QStringLiteral("gpu_id"), QStringLiteral("gpus"), QStringLiteral("busbw_gbps"),
                            QStringLiteral("source"), QStringLiteral("source_zh")},
                           [&](const QStringList& f, const DataFile::Fail& fail) {
                               bool okGpus = false, okBw = false;
                               Busbw b{f[0], f[1].toInt(&okGpus), f[2].toDouble(&okBw), f[3], f[4]};
                               if (!okGpus || b.gpus <= 0)
                                   return fail(1, QStringLiteral("not a GPU count"));
                               if (!okBw || !(b.gbps > 0))
                                   return fail(2, QStringLiteral("not a bandwidth"));
                               rows << b;
                               return true;
                           });
        if (!s)
            qFatal("Shipped NCCL table is invalid: %s", qPrintable(s.error().toString()));
        return rows;
    }();
    return table;
}
} // namespace

double publishedBusbw(const QString& gpuId, int gpus, QString* source, bool chinese)
{
    for (const Busbw& b : busbwTable())
        if (b.gpuId == gpuId && b.gpus == gpus) {
            if (source)
                *source = chinese && !b.sourceZh.isEmpty() ? b.sourceZh : b.source;
            return b.gbps;
        }
    return 0;
}

} // namespace gpuplan
