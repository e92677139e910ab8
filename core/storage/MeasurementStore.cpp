#include "MeasurementStore.h"

#include "Database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MeasurementStore)
};

const char* kColumns =
    "kind, gpu_id, gpus, engine, engine_version, model_id, weights, input_tokens, output_tokens, "
    "load_kind, load, percentile, ttft_ms, tpot_ms, output_tps, ttft_fit_ms, tpot_fit_ms, "
    "output_tps_fit, quote_id, vendor, host, tool, file, used, note, imported_at, imported_by";

// "#4 h100-sxm-80g vllm qwen2.5-72b" as the history names a measurement
QString label(qint64 id, const Measurement& m)
{
    return QStringLiteral("#%1 %2 × %3 %4 %5").arg(id).arg(m.gpus).arg(m.gpuId, m.engine, m.modelId);
}
} // namespace

Result<QList<qint64>> MeasurementStore::add(const QList<Measurement>& measurements)
{
    QList<qint64> ids;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QString by = m_db.userName();
    const Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral(
                      "INSERT INTO measurements (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                      .arg(QLatin1String(kColumns)));
        for (const Measurement& m : measurements) {
            for (const QVariant& v :
                 {QVariant(text(m.kind)),
                  QVariant(text(m.gpuId)),
                  QVariant(m.gpus),
                  QVariant(text(m.engine)),
                  QVariant(text(m.engineVersion)),
                  QVariant(text(m.modelId)),
                  QVariant(text(m.weights)),
                  QVariant(m.inputTokens),
                  QVariant(m.outputTokens),
                  QVariant(text(m.loadKind)),
                  QVariant(m.load),
                  QVariant(m.percentile),
                  QVariant(m.ttftMs),
                  QVariant(m.tpotMs),
                  QVariant(m.outputTps),
                  QVariant(m.ttftFitMs),
                  QVariant(m.tpotFitMs),
                  QVariant(m.outputTpsFit),
                  m.quoteId > 0 ? QVariant(m.quoteId) : QVariant(QMetaType::fromType<qint64>()),
                  QVariant(text(m.vendor)),
                  QVariant(text(m.host)),
                  QVariant(text(m.tool)),
                  QVariant(text(m.file)),
                  QVariant(m.used ? 1 : 0),
                  QVariant(text(m.note)),
                  QVariant(now),
                  QVariant(text(by))})
                q.addBindValue(v);
            if (!q.exec())
                return sqlError(q, QStringLiteral("measurements"));
            const qint64 id = q.lastInsertId().toLongLong();
            ids << id;
            if (Status a = m_db.audit(QStringLiteral("database"), id, m.quoteId,
                                      QStringLiteral("measurement"), QString(), label(id, m));
                !a)
                return a;
        }
        return Status();
    });
    if (!s)
        return s.error();
    return ids;
}

Result<QList<Measurement>> MeasurementStore::list()
{
    QSqlQuery q(m_db.sql());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, %1 FROM measurements ORDER BY id").arg(QLatin1String(kColumns))))
        return sqlError(q, QStringLiteral("measurements"));
    QList<Measurement> out;
    while (q.next()) {
        Measurement m;
        int c = 0;
        m.id = q.value(c++).toLongLong();
        m.kind = q.value(c++).toString();
        m.gpuId = q.value(c++).toString();
        m.gpus = q.value(c++).toInt();
        m.engine = q.value(c++).toString();
        m.engineVersion = q.value(c++).toString();
        m.modelId = q.value(c++).toString();
        m.weights = q.value(c++).toString();
        for (double* d : {&m.inputTokens, &m.outputTokens})
            *d = q.value(c++).toDouble();
        m.loadKind = q.value(c++).toString();
        for (double* d : {&m.load, &m.percentile, &m.ttftMs, &m.tpotMs, &m.outputTps, &m.ttftFitMs,
                          &m.tpotFitMs, &m.outputTpsFit})
            *d = q.value(c++).toDouble();
        m.quoteId = q.value(c++).toLongLong();
        for (QString* s : {&m.vendor, &m.host, &m.tool, &m.file})
            *s = q.value(c++).toString();
        m.used = q.value(c++).toInt() != 0;
        m.note = q.value(c++).toString();
        m.importedAt = q.value(c++).toString();
        m.importedBy = q.value(c++).toString();
        out << m;
    }
    return out;
}

Status MeasurementStore::setUsed(qint64 id, bool used, const QString& note)
{
    return m_db.transaction([&]() -> Status {
        QSqlQuery r(m_db.sql());
        r.prepare(QStringLiteral("SELECT used, quote_id FROM measurements WHERE id = ?"));
        r.addBindValue(id);
        if (!r.exec())
            return sqlError(r, QStringLiteral("measurements"));
        if (!r.next())
            return Error(
                Tr::tr("there is no measurement %1 ('gpuplan measurements list' shows them)").arg(id),
                QStringLiteral("--id"), QStringLiteral("id"));
        const bool was = r.value(0).toInt() != 0;
        const qint64 quote = r.value(1).toLongLong();
        QSqlQuery u(m_db.sql());
        u.prepare(QStringLiteral("UPDATE measurements SET used = ?, note = ? WHERE id = ?"));
        u.addBindValue(used ? 1 : 0);
        u.addBindValue(text(note));
        u.addBindValue(id);
        if (!u.exec())
            return sqlError(u, QStringLiteral("measurements"));
        return m_db.audit(QStringLiteral("database"), id, quote, QStringLiteral("measurement_used"),
                          was ? QStringLiteral("1") : QStringLiteral("0"),
                          used ? QStringLiteral("1") : QStringLiteral("0"));
    });
}

} // namespace gpuplan
