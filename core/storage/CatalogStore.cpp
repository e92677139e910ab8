#include "CatalogStore.h"

#include "util/Csv.h"
#include "util/DataFile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CatalogStore)
};

QString resourceText(const QString& path)
{
    return DataFile::resource(path); // the one reader of shipped files: a missing one is a build error
}

// Rows of a data CSV (comments skipped): header first.
QList<QStringList> dataRows(const QString& text)
{
    QList<QStringList> rows;
    Csv::parse(text, QLatin1Char(','), [&](const Csv::Record& r) {
        if (!Csv::isComment(r))
            rows.append(r.fields);
        return true;
    });
    return rows;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

Status upsertGpuRow(Database& db, const QStringList& header, const QStringList& row, const QString& origin,
                    bool userEdit)
{
    QStringList cols = header;
    cols << QStringLiteral("origin") << QStringLiteral("user_modified") << QStringLiteral("updated_at");
    QStringList marks, updates;
    for (const QString& c : cols) {
        marks << QStringLiteral("?");
        if (c != QLatin1String("id") && c != QLatin1String("origin"))
            updates << QStringLiteral("%1 = excluded.%1").arg(c);
    }
    QSqlQuery q(db.sql());
    // A user's edit always wins; a shipped update only applies to rows the user has not edited.
    q.prepare(QStringLiteral("INSERT INTO gpus (%1) VALUES (%2) ON CONFLICT (id) DO UPDATE SET %3 %4")
                  .arg(cols.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                       updates.join(QLatin1Char(',')),
                       userEdit ? QString() : QStringLiteral("WHERE gpus.user_modified = 0")));
    for (const QString& v : row)
        q.addBindValue(text(v));
    q.addBindValue(origin);
    q.addBindValue(userEdit ? 1 : 0);
    q.addBindValue(now());
    if (!q.exec())
        return sqlError(q, row.value(0));
    return Status();
}
} // namespace

namespace {
QString shippedHash(const QString& gpus, const QString& prices)
{
    return QString::fromLatin1(
        QCryptographicHash::hash((gpus + prices).toUtf8(), QCryptographicHash::Sha256).toHex());
}
} // namespace

bool CatalogStore::shippedCurrent()
{
    return m_db.meta(QStringLiteral("shipped_data_hash")) ==
           shippedHash(resourceText(QStringLiteral(":/gpuplan/catalog/gpus.csv")),
                       resourceText(QStringLiteral(":/gpuplan/prices/reference-prices.csv")));
}

Status CatalogStore::syncShipped()
{
    const QString gpus = resourceText(QStringLiteral(":/gpuplan/catalog/gpus.csv"));
    const QString prices = resourceText(QStringLiteral(":/gpuplan/prices/reference-prices.csv"));
    const QString hash = shippedHash(gpus, prices);
    if (m_db.meta(QStringLiteral("shipped_data_hash")) == hash)
        return Status();

    const QList<QStringList> gpuRows = dataRows(gpus);
    for (int i = 1; i < gpuRows.size(); ++i)
        if (Status s = upsertGpuRow(m_db, gpuRows.first(), gpuRows[i], QStringLiteral("shipped"), false); !s)
            return s;

    QSqlQuery del(m_db.sql());
    if (!del.exec(QStringLiteral("DELETE FROM reference_prices WHERE origin = 'shipped'")))
        return sqlError(del, QStringLiteral("reference_prices"));
    const QList<QStringList> priceRows = dataRows(prices);
    const QStringList& header = priceRows.first();
    QStringList marks(header.size() + 1, QStringLiteral("?"));
    QSqlQuery ins(m_db.sql());
    ins.prepare(QStringLiteral("INSERT INTO reference_prices (%1, origin) VALUES (%2)")
                    .arg(header.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
    for (int i = 1; i < priceRows.size(); ++i) {
        for (const QString& v : priceRows[i])
            ins.addBindValue(text(v));
        ins.addBindValue(QStringLiteral("shipped"));
        if (!ins.exec())
            return sqlError(ins, QStringLiteral("reference_prices"));
    }
    return m_db.setMeta(QStringLiteral("shipped_data_hash"), hash);
}

namespace {
// A table that mirrors a shipped data file, read back as CSV text with the file's header, so that the same
// parser (and its validation) reads the database's copy.
Result<QString> tableAsCsv(Database& db, const QString& resource, const QString& table,
                           const QString& orderBy)
{
    const QList<QStringList> shipped = dataRows(resourceText(resource));
    const QStringList& header = shipped.first();
    QSqlQuery q(db.sql());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                    .arg(header.join(QLatin1Char(',')), table, orderBy)))
        return sqlError(q, table);
    QString csv = Csv::joinRow(header) + QLatin1Char('\n');
    while (q.next()) {
        QStringList row;
        for (int i = 0; i < header.size(); ++i)
            row << q.value(i).toString();
        csv += Csv::joinRow(row) + QLatin1Char('\n');
    }
    return csv;
}
} // namespace

Result<GpuCatalog> CatalogStore::loadCatalog()
{
    auto csv = tableAsCsv(m_db, QStringLiteral(":/gpuplan/catalog/gpus.csv"), QStringLiteral("gpus"),
                          QStringLiteral("origin DESC, ") + SqlDialect::insertionOrder(m_db.backend()));
    if (!csv)
        return csv.error();
    return GpuCatalog::fromCsv(csv.value(), Tr::tr("the database's GPU catalog"));
}

Result<QHash<QString, QString>> CatalogStore::gpuOrigins()
{
    QSqlQuery q(m_db.sql());
    if (!q.exec(QStringLiteral("SELECT id, origin, user_modified FROM gpus")))
        return sqlError(q, QStringLiteral("gpus"));
    QHash<QString, QString> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString() == QLatin1String("user")
                                              ? QStringLiteral("user")
                                          : q.value(2).toInt() ? QStringLiteral("edited")
                                                               : QStringLiteral("shipped"));
    return out;
}

Result<ReferencePrices> CatalogStore::loadPrices()
{
    // The user's prices first, so that they win over shipped ones for the same GPU and term.
    auto csv = tableAsCsv(m_db, QStringLiteral(":/gpuplan/prices/reference-prices.csv"),
                          QStringLiteral("reference_prices"), QStringLiteral("origin DESC, id"));
    if (!csv)
        return csv.error();
    return ReferencePrices::fromCsv(csv.value(), Tr::tr("the database's reference prices"));
}

Result<int> CatalogStore::importUserCsv(const QString& csvText, const QString& sourceName)
{
    auto parsed = GpuCatalog::fromCsv(csvText, sourceName); // validates every row first
    if (!parsed)
        return parsed.error();
    const QList<QStringList> rows = dataRows(parsed->toCsv());
    Status s = m_db.transaction([&]() -> Status {
        QStringList ids;
        for (int i = 1; i < rows.size(); ++i)
            ids << rows[i].first();
        if (Status a = m_db.audit(QStringLiteral("gpu"), 0, 0, QStringLiteral("imported"), QString(),
                                  QStringLiteral("%1: %2").arg(sourceName, ids.join(QStringLiteral(", "))));
            !a)
            return a;
        for (int i = 1; i < rows.size(); ++i) {
            // A GPU already in the database keeps its origin (a shipped GPU edited by the user stays
            // shipped).
            QSqlQuery origin(m_db.sql());
            origin.prepare(QStringLiteral("SELECT origin FROM gpus WHERE id = ?"));
            origin.addBindValue(rows[i].first());
            const QString o =
                origin.exec() && origin.next() ? origin.value(0).toString() : QStringLiteral("user");
            if (Status e = upsertGpuRow(m_db, rows.first(), rows[i], o, true); !e)
                return e;
        }
        // The database's catalog as the planner will load it, checked by the same loader before the change
        // is committed: an import can never leave a catalog that no command can read.
        if (auto whole = loadCatalog(); !whole)
            return Status(
                Error{Tr::tr("the import would leave a catalog the planner cannot read: %1; nothing "
                             "was imported")
                          .arg(whole.error().toString()),
                      sourceName});
        return Status();
    });
    if (!s)
        return s.error();
    return int(rows.size() - 1);
}

} // namespace gpuplan
