// Writing quotes: many rows per statement, bound values on a file, arrays on a team database.
#include "QuoteStore.h"

#include "SqlDialect.h"
#include "util/Dates.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSqlDriver>
#include <QSqlQuery>

#include <sqlite3.h>

#include <algorithm>
#include <optional>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteStore)
};

const QStringList& insertColumns()
{
    static const QStringList columns =
        QStringLiteral(
            "provider_id, quote_number, quote_date, valid_until, gpu_id, gpus_per_server, servers, "
            "cpu_cores, "
            "ram_gb, storage_kind, storage_tb, network_kind, network_gbps, interconnect, price_minor, "
            "currency, "
            "price_unit, vat_included, vat_bp, setup_fee_minor, deposit_minor, minimum_periods, billing, "
            "spot, "
            "notes, normalised_minor, fx_used, dedup_key, is_demo, created_at, sla_response_hours, "
            "sla_replacement_hours, region, contact, invoice_type, commitment_years, "
            "commitment_per_hour_minor, "
            "spot_protection_hours, spot_notice_minutes, billed_when_stopped, keeps_gpu_when_stopped, "
            "delivery_date")
            .split(QStringLiteral(", "));
    return columns;
}
// Rows per statement. A file binds one row per execution of one prepared statement (Qt's binding slows with
// the number of placeholders: 100 rows a statement took 2.6 s for 100,000 quotes, one row 2.2 s); a server
// takes 1,000 rows a statement, each column one array (one round trip per 1,000 quotes).
constexpr int kFileBatch = 1;
constexpr int kServerBatch = 1000;

QVariant orNull(double v)
{
    return v > 0 ? QVariant(v) : QVariant();
}
QVariant isoOrNull(const QDate& d)
{
    return d.isValid() ? QVariant(isoDate(d)) : QVariant();
}
QVariant tristate(const std::optional<bool>& b)
{
    return b ? QVariant(*b ? 1 : 0) : QVariant();
}

QVariantList insertRow(const Quote& q, qint64 providerId, const QString& now, const QString& key)
{
    return {providerId,
            text(q.quoteNumber),
            isoDate(q.quoteDate),
            isoOrNull(q.validUntil),
            q.gpuId,
            q.gpusPerServer,
            q.servers,
            q.server.cpuCores > 0 ? QVariant(q.server.cpuCores) : QVariant(),
            orNull(q.server.ramGb),
            text(q.server.storageKind),
            orNull(q.server.storageTb),
            text(q.server.networkKind),
            orNull(q.server.networkGbps),
            text(q.interconnect),
            q.price.price.minor(),
            currencyCode(q.price.price.currency()),
            priceUnitName(q.price.unit),
            q.price.vatIncluded ? 1 : 0,
            q.price.vatBasisPoints,
            q.price.setupFee.minor(),
            q.price.deposit.minor(),
            q.price.minimumPeriods,
            billingName(q.price.billing),
            q.price.spot ? 1 : 0,
            text(q.notes),
            q.normalised ? QVariant(q.normalised->minor()) : QVariant(),
            text(q.fxUsed),
            key,
            q.demo ? 1 : 0,
            now,
            orNull(q.slaResponseHours),
            orNull(q.slaReplacementHours),
            text(q.region),
            text(q.contact),
            text(q.invoiceType),
            q.price.commitmentYears,
            q.price.commitmentPerHour.minor(),
            orNull(q.price.spotProtectionHours),
            orNull(q.price.spotNoticeMinutes),
            tristate(q.billedWhenStopped),
            tristate(q.keepsGpuWhenStopped),
            isoOrNull(q.deliveryDate)};
}

QString boundInsert(qsizetype rows)
{
    const QString one =
        QStringLiteral("(?") + QStringLiteral(",?").repeated(insertColumns().size() - 1) + QLatin1Char(')');
    return QStringLiteral("INSERT INTO quotes (%1) VALUES %2")
        .arg(insertColumns().join(QStringLiteral(", ")), QStringList(rows, one).join(QLatin1Char(',')));
}
// Each provider's id by name: looked up once, created when it is new.
class ProviderIds
{
public:
    ProviderIds(const QSqlDatabase& db, const QString& now) : m_find(db), m_add(db), m_now(now)
    {
        m_find.prepare(QStringLiteral("SELECT id FROM providers WHERE name = ?"));
        m_add.prepare(QStringLiteral(
            "INSERT INTO providers (name, region, contact, is_demo, created_at) VALUES (?, ?, ?, ?, ?)"));
    }
    Result<qint64> of(const Quote& q)
    {
        qint64 pid = m_ids.value(q.provider, 0);
        if (pid)
            return pid;
        m_find.addBindValue(text(q.provider));
        if (!m_find.exec())
            return sqlError(m_find, q.provider);
        if (m_find.next()) {
            pid = m_find.value(0).toLongLong();
        } else {
            m_add.addBindValue(text(q.provider));
            m_add.addBindValue(text(q.region));
            m_add.addBindValue(text(q.contact));
            m_add.addBindValue(q.demo ? 1 : 0);
            m_add.addBindValue(m_now);
            if (!m_add.exec())
                return sqlError(m_add, q.provider);
            pid = m_add.lastInsertId().toLongLong();
        }
        m_find.finish();
        m_ids.insert(q.provider, pid);
        return pid;
    }

private:
    QSqlQuery m_find, m_add;
    QString m_now;
    QHash<QString, qint64> m_ids;
};

// A file's rows through SQLite's own interface, one prepared statement stepped per quote. Qt's binding makes
// and looks up a name for every value (4.2 million for 100,000 quotes), which took half of an import's time.
// Values are bound as Qt's SQLite driver binds them: a null QString or an empty QVariant as NULL, whole
// numbers and booleans as integers, text as UTF-16.
class SqliteInsert
{
public:
    SqliteInsert(const QSqlDatabase& db, const QString& sql)
    {
        const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
        if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
            m_db = *static_cast<sqlite3* const*>(handle.constData());
        if (m_db && sqlite3_prepare_v2(m_db, sql.toUtf8().constData(), -1, &m_stmt, nullptr) != SQLITE_OK) {
            sqlite3_finalize(m_stmt);
            m_stmt = nullptr;
        }
    }
    ~SqliteInsert() { sqlite3_finalize(m_stmt); }
    SqliteInsert(const SqliteInsert&) = delete;
    SqliteInsert& operator=(const SqliteInsert&) = delete;
    bool ok() const { return m_stmt != nullptr; } // else Qt's binding is used

    Status add(const QVariantList& row, const QString& what)
    {
        for (int i = 0; i < row.size(); ++i)
            bind(i + 1, row[i]);
        const int rc = sqlite3_step(m_stmt);
        if (rc != SQLITE_DONE) {
            const Error e = SqlDialect::sqliteError(sqlite3_extended_errcode(m_db),
                                                    QString::fromUtf8(sqlite3_errmsg(m_db)), what);
            sqlite3_reset(m_stmt);
            return e;
        }
        sqlite3_reset(m_stmt);
        return Status();
    }

private:
    void bind(int i, const QVariant& v)
    {
        switch (v.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Bool:
            sqlite3_bind_int64(m_stmt, i, v.toLongLong());
            return;
        case QMetaType::Double:
            sqlite3_bind_double(m_stmt, i, v.toDouble());
            return;
        case QMetaType::QString: {
            const QString& text = *static_cast<const QString*>(v.constData());
            if (text.isNull())
                sqlite3_bind_null(m_stmt, i);
            else
                sqlite3_bind_text16(m_stmt, i, text.utf16(), int(text.size() * sizeof(QChar)),
                                    SQLITE_TRANSIENT);
            return;
        }
        default:
            if (v.isNull() || !v.isValid())
                sqlite3_bind_null(m_stmt, i);
            else {
                const QString text = v.toString();
                sqlite3_bind_text16(m_stmt, i, text.utf16(), int(text.size() * sizeof(QChar)),
                                    SQLITE_TRANSIENT);
            }
        }
    }

    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
};

} // namespace

Result<QStringList> QuoteStore::serverColumnTypes()
{
    QSqlQuery q(m_db.sql());
    if (!q.exec(SqlDialect::columnTypesSql(QStringLiteral("quotes"))))
        return sqlError(q, QStringLiteral("quotes"));
    QHash<QString, QString> types;
    while (q.next())
        types.insert(q.value(0).toString(), q.value(1).toString());
    QStringList ordered;
    for (const QString& c : insertColumns()) {
        if (!types.contains(c))
            return Error{Tr::tr("the team database's quotes table has no column %1: is its schema older than "
                                "this program's?")
                             .arg(c),
                         QStringLiteral("quotes")};
        ordered << types.value(c);
    }
    return ordered;
}

Result<int> QuoteStore::insert(const QList<Quote>& quotes, const std::function<bool(int)>& progress,
                               const QStringList& keys)
{
    int inserted = 0;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const bool server = m_db.backend() == SqlDialect::Backend::Postgres;
    const int batch = server ? kServerBatch : kFileBatch;
    Status s = m_db.transaction([&]() -> Status {
        QStringList types;
        if (server) {
            auto t = serverColumnTypes();
            if (!t)
                return t.error();
            types = t.value();
        }
        ProviderIds providerIds(m_db.sql(), now);
        QSqlQuery full(m_db.sql());
        std::optional<SqliteInsert> direct;
        if (!server) {
            direct.emplace(m_db.sql(), boundInsert(batch));
            if (!direct->ok()) {
                direct.reset();
                full.prepare(boundInsert(batch));
            }
        }
        int nextReport = kProgressStep;
        for (qsizetype first = 0; first < quotes.size(); first += batch) {
            const qsizetype rows = std::min<qsizetype>(batch, quotes.size() - first);
            QList<QVariantList> values;
            values.reserve(rows);
            for (qsizetype i = first; i < first + rows; ++i) {
                auto pid = providerIds.of(quotes[i]);
                if (!pid)
                    return pid.error();
                values << insertRow(quotes[i], pid.value(), now,
                                    keys.size() == quotes.size() ? keys[i] : quotes[i].dedupKey());
            }
            if (direct) { // one row a statement on a file: batch is 1
                const Quote& q = quotes[first];
                if (Status st =
                        direct->add(values.first(), Tr::tr("quote %1 of %2").arg(q.quoteNumber, q.provider));
                    !st)
                    return st;
                inserted += int(rows);
                if (progress && inserted >= nextReport) {
                    nextReport = (inserted / kProgressStep + 1) * kProgressStep;
                    if (!progress(inserted))
                        return Status::failure(Tr::tr("import"), Tr::tr("cancelled: nothing was written"));
                }
                continue;
            }
            QSqlQuery partial(m_db.sql());
            QSqlQuery& add = rows == batch ? full : partial;
            bool ok = false;
            if (server) {
                ok = add.exec(
                    SqlDialect::unnestInsert(QStringLiteral("quotes"), insertColumns(), types, values));
            } else {
                if (rows != batch)
                    add.prepare(boundInsert(rows));
                for (const QVariantList& row : values)
                    for (const QVariant& v : row)
                        add.addBindValue(v);
                ok = add.exec();
            }
            if (!ok) {
                const Quote& q = quotes[first];
                return sqlError(add, rows == 1 ? Tr::tr("quote %1 of %2").arg(q.quoteNumber, q.provider)
                                               : Tr::tr("quotes %1 to %2 of %3")
                                                     .arg(first + 1)
                                                     .arg(first + rows)
                                                     .arg(quotes.size()));
            }
            inserted += int(rows);
            if (progress && inserted >= nextReport) {
                nextReport = (inserted / kProgressStep + 1) * kProgressStep;
                if (!progress(inserted))
                    return Status::failure(Tr::tr("import"), Tr::tr("cancelled: nothing was written"));
            }
        }
        return Status();
    });
    if (!s)
        return s.error();
    return inserted;
}

} // namespace gpuplan
