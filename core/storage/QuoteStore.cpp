#include "QuoteStore.h"

#include "quotes/QuoteCsv.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>
#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteStore)
};

const char* const kSelect =
    "SELECT q.id, q.provider_id, p.name, q.region, q.contact, q.quote_number, q.quote_date, q.valid_until, "
    "q.gpu_id, "
    "q.gpus_per_server, q.servers, q.cpu_cores, q.ram_gb, q.storage_kind, q.storage_tb, q.network_kind, "
    "q.network_gbps, "
    "q.interconnect, q.price_minor, q.currency, q.price_unit, q.vat_included, q.vat_bp, q.setup_fee_minor, "
    "q.deposit_minor, q.minimum_periods, q.billing, q.spot, q.notes, q.normalised_minor, q.fx_used, "
    "q.is_demo, "
    "q.sla_response_hours, q.sla_replacement_hours, q.invoice_type, q.commitment_years, "
    "q.commitment_per_hour_minor, q.spot_protection_hours, q.spot_notice_minutes, q.billed_when_stopped, "
    "q.keeps_gpu_when_stopped, q.delivery_date, q.version, q.updated_by, q.updated_at FROM quotes q JOIN "
    "providers p ON p.id = q.provider_id";

std::optional<bool> tristate(const QVariant& v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toInt() != 0;
}

// Stored enum names → values without the lenient parsing that user input needs.
template <typename E> E stored(const QString& name, int count, QString (*toName)(E), E fallback)
{
    static const QHash<QString, E> table = [&] {
        QHash<QString, E> t;
        for (int i = 0; i < count; ++i)
            t.insert(toName(E(i)), E(i));
        return t;
    }();
    return table.value(name, fallback);
}

Quote fromRow(const QSqlQuery& r)
{
    Quote q;
    int i = 0;
    q.id = r.value(i++).toLongLong();
    q.providerId = r.value(i++).toLongLong();
    q.provider = r.value(i++).toString();
    q.region = r.value(i++).toString();
    q.contact = r.value(i++).toString();
    q.quoteNumber = r.value(i++).toString();
    q.quoteDate = QDate::fromString(r.value(i++).toString(), Qt::ISODate);
    q.validUntil = QDate::fromString(r.value(i++).toString(), Qt::ISODate);
    q.gpuId = r.value(i++).toString();
    q.gpusPerServer = r.value(i++).toInt();
    q.servers = r.value(i++).toInt();
    q.server.cpuCores = r.value(i++).toInt();
    q.server.ramGb = r.value(i++).toDouble();
    q.server.storageKind = r.value(i++).toString();
    q.server.storageTb = r.value(i++).toDouble();
    q.server.networkKind = r.value(i++).toString();
    q.server.networkGbps = r.value(i++).toDouble();
    q.interconnect = r.value(i++).toString();
    const qint64 priceMinor = r.value(i++).toLongLong();
    const Currency c = stored<Currency>(r.value(i++).toString(), 3, currencyCode, Currency::CNY);
    q.price.price = Money(priceMinor, c);
    q.price.unit =
        stored<PriceUnit>(r.value(i++).toString(), kPriceUnitCount, priceUnitName, PriceUnit::GpuHour);
    q.price.gpusPerServer = q.gpusPerServer;
    q.price.vatIncluded = r.value(i++).toInt() != 0;
    q.price.vatBasisPoints = r.value(i++).toInt();
    q.price.setupFee = Money(r.value(i++).toLongLong(), c);
    q.price.deposit = Money(r.value(i++).toLongLong(), c);
    q.price.minimumPeriods = r.value(i++).toInt();
    q.price.billing = stored<Billing>(r.value(i++).toString(), kBillingCount, billingName, Billing::Hour);
    q.price.spot = r.value(i++).toInt() != 0;
    q.notes = r.value(i++).toString();
    const QVariant norm = r.value(i++);
    if (!norm.isNull())
        q.normalised = Money(norm.toLongLong(), Currency::CNY);
    q.fxUsed = r.value(i++).toString();
    q.demo = r.value(i++).toInt() != 0;
    q.slaResponseHours = r.value(i++).toDouble();
    q.slaReplacementHours = r.value(i++).toDouble();
    q.invoiceType = r.value(i++).toString();
    q.price.commitmentYears = r.value(i++).toInt();
    q.price.commitmentPerHour = Money(r.value(i++).toLongLong(), c);
    q.price.spotProtectionHours = r.value(i++).toDouble();
    q.price.spotNoticeMinutes = r.value(i++).toDouble();
    q.billedWhenStopped = tristate(r.value(i++));
    q.keepsGpuWhenStopped = tristate(r.value(i++));
    q.deliveryDate = QDate::fromString(r.value(i++).toString(), Qt::ISODate);
    q.version = r.value(i++).toInt();
    q.updatedBy = r.value(i++).toString();
    q.updatedAt = r.value(i++).toString();
    return q;
}
} // namespace

Result<qint64> QuoteStore::add(const Quote& quote, const QString& how)
{
    qint64 id = 0;
    Status s = m_db.transaction([&]() -> Status {
        const qint64 before = highestId();
        auto n = insert({quote});
        if (!n)
            return n.error();
        id = highestId();
        return recordCreated(before, how.isEmpty() ? Tr::tr("entered by hand") : how);
    });
    if (!s)
        return s.error();
    return id;
}

Result<QList<Quote>> QuoteStore::list(const QuoteFilter& f)
{
    QString sql = QString::fromLatin1(kSelect);
    QStringList where;
    QVariantList binds;
    if (!f.gpuId.isEmpty()) {
        where << QStringLiteral("q.gpu_id = ?");
        binds << f.gpuId;
    }
    if (!f.provider.isEmpty()) {
        where << QStringLiteral("lower(p.name) LIKE ?");
        binds << QStringLiteral("%") + f.provider.toLower() + QStringLiteral("%");
    }
    if (f.maxNormalisedMinor > 0) {
        where << QStringLiteral("q.normalised_minor <= ?");
        binds << f.maxNormalisedMinor;
    }
    if (f.validOn.isValid()) {
        where << QStringLiteral("(q.valid_until IS NULL OR q.valid_until >= ?)");
        binds << f.validOn.toString(Qt::ISODate);
    }
    if (!f.includeDemo)
        where << QStringLiteral("q.is_demo = 0");
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    const char* order = "q.normalised_minor";
    switch (f.sort) {
    case QuoteFilter::Sort::NormalisedPrice:
        order = "q.normalised_minor";
        break;
    case QuoteFilter::Sort::Date:
        order = "q.quote_date";
        break;
    case QuoteFilter::Sort::Provider:
        order = "p.name";
        break;
    case QuoteFilter::Sort::Gpu:
        order = "q.gpu_id";
        break;
    }
    sql += QStringLiteral(" ORDER BY %1 %2, q.id")
               .arg(QLatin1String(order), f.descending ? QStringLiteral("DESC") : QString());
    if (f.limit > 0)
        sql += QStringLiteral(" LIMIT %1").arg(f.limit);
    QSqlQuery q(m_db.sql());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& b : binds)
        q.addBindValue(b);
    if (!q.exec())
        return sqlError(q, QStringLiteral("quotes"));
    QList<Quote> out;
    while (q.next())
        out.append(fromRow(q));
    return out;
}

Result<qint64> QuoteStore::count()
{
    QSqlQuery q(m_db.sql());
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM quotes")) || !q.next())
        return sqlError(q, QStringLiteral("quotes"));
    return q.value(0).toLongLong();
}

Result<Quote> QuoteStore::get(qint64 id)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QString::fromLatin1(kSelect) + QStringLiteral(" WHERE q.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q, QStringLiteral("quotes"));
    if (!q.next())
        return Result<Quote>::failure(Tr::tr("quote id"),
                                      Tr::tr("there is no quote %1 in this database").arg(id));
    return fromRow(q);
}

Result<int> QuoteStore::remove(qint64 id)
{
    int removed = 0;
    Status s = m_db.transaction([&]() -> Status {
        if (Status r = recordDeleted(QStringLiteral("q.id = ?"), id); !r)
            return r;
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("DELETE FROM quotes WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("quotes"));
        removed = q.numRowsAffected();
        return Status();
    });
    if (!s)
        return s.error();
    if (removed == 0)
        return Result<int>::failure(Tr::tr("quote id"),
                                    Tr::tr("there is no quote %1 in this database").arg(id));
    return removed;
}

namespace {
// Every column of the rows `sql` selects (one bound value), as stored.
Status snapshot(QSqlDatabase& db, const QString& sql, const QVariant& bound, RemovedQuote::Rows* rows,
                const QString& table)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(sql);
    q.addBindValue(bound);
    if (!q.exec())
        return sqlError(q, table);
    const QSqlRecord record = q.record();
    rows->columns.clear();
    for (int c = 0; c < record.count(); ++c)
        rows->columns << record.fieldName(c);
    while (q.next()) {
        QVariantList values;
        for (int c = 0; c < record.count(); ++c)
            values << q.value(c);
        rows->values << values;
    }
    return Status();
}

// Inserts one stored row again; `id` replaces its id column (a null id lets SQLite choose one).
Result<qint64> reinsert(QSqlDatabase& db, const QString& table, const QStringList& columns,
                        QVariantList values, const QHash<QString, QVariant>& replace)
{
    for (auto it = replace.begin(); it != replace.end(); ++it) {
        const qsizetype c = columns.indexOf(it.key());
        if (c < 0 || c >= values.size())
            return Error(QStringLiteral("no column %1").arg(it.key()), table);
        values[c] = it.value();
    }
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                  .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec())
        return sqlError(q, table);
    // A row written back under its own id is that id: PostgreSQL's lastval() names the sequence's last value
    // instead, which a row with a given id did not take.
    const qsizetype idColumn = columns.indexOf(QStringLiteral("id"));
    if (idColumn >= 0 && !values.value(idColumn).isNull())
        return values.value(idColumn).toLongLong();
    return q.lastInsertId().toLongLong();
}

bool idTaken(QSqlDatabase& db, const QString& table, const QVariant& id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE id = ?").arg(table));
    q.addBindValue(id);
    return q.exec() && q.next();
}

// The quote's acceptance reports and their findings, written back under the restored quote.
Status restoreReports(QSqlDatabase& db, const RemovedQuote& removed, qint64 quoteId)
{
    const QString idColumn = QStringLiteral("id");
    QHash<qint64, qint64> reportIds;
    const QStringList& rc = removed.reports.columns;
    for (const QVariantList& r : removed.reports.values) {
        const QVariant old = r.value(rc.indexOf(idColumn));
        auto rid =
            reinsert(db, QStringLiteral("acceptance_reports"), rc, r,
                     {{idColumn, idTaken(db, QStringLiteral("acceptance_reports"), old) ? QVariant() : old},
                      {QStringLiteral("quote_id"), quoteId}});
        if (!rid)
            return rid.error();
        reportIds.insert(old.toLongLong(), rid.value());
    }
    const QStringList& fc = removed.findings.columns;
    for (const QVariantList& f : removed.findings.values) {
        const QVariant old = f.value(fc.indexOf(idColumn));
        const qint64 report = reportIds.value(f.value(fc.indexOf(QStringLiteral("report_id"))).toLongLong());
        auto fid =
            reinsert(db, QStringLiteral("acceptance_findings"), fc, f,
                     {{idColumn, idTaken(db, QStringLiteral("acceptance_findings"), old) ? QVariant() : old},
                      {QStringLiteral("report_id"), report}});
        if (!fid)
            return fid.error();
    }
    return Status();
}
} // namespace

Result<RemovedQuote> QuoteStore::removeForUndo(qint64 id)
{
    RemovedQuote removed;
    removed.id = id;
    Status s = m_db.transaction([&]() -> Status {
        QSqlDatabase& db = m_db.sql();
        if (Status r = snapshot(db, QStringLiteral("SELECT * FROM quotes WHERE id = ?"), id, &removed.quote,
                                QStringLiteral("quotes"));
            !r)
            return r;
        if (removed.quote.values.isEmpty())
            return Error{Tr::tr("there is no quote %1 in this database").arg(id), Tr::tr("quote id")};
        const QVariant providerId =
            removed.quote.values.first().value(removed.quote.columns.indexOf(QStringLiteral("provider_id")));
        if (Status r = snapshot(db, QStringLiteral("SELECT * FROM providers WHERE id = ?"), providerId,
                                &removed.provider, QStringLiteral("providers"));
            !r)
            return r;
        if (Status r = snapshot(db, QStringLiteral("SELECT * FROM checklists WHERE quote_id = ? ORDER BY id"),
                                id, &removed.checklists, QStringLiteral("checklists"));
            !r)
            return r;
        if (Status r =
                snapshot(db,
                         QStringLiteral("SELECT i.* FROM checklist_items i JOIN checklists c ON c.id = "
                                        "i.checklist_id WHERE c.quote_id = ? ORDER BY i.id"),
                         id, &removed.items, QStringLiteral("checklist_items"));
            !r)
            return r;
        if (Status r = snapshot(
                db, QStringLiteral("SELECT * FROM acceptance_reports WHERE quote_id = ? ORDER BY id"), id,
                &removed.reports, QStringLiteral("acceptance_reports"));
            !r)
            return r;
        if (Status r =
                snapshot(db,
                         QStringLiteral("SELECT f.* FROM acceptance_findings f JOIN acceptance_reports r ON "
                                        "r.id = f.report_id WHERE r.quote_id = ? ORDER BY f.id"),
                         id, &removed.findings, QStringLiteral("acceptance_findings"));
            !r)
            return r;
        auto n = remove(id);
        return n ? Status() : Status(n.error());
    });
    if (!s)
        return s.error();
    return removed;
}

Result<qint64> QuoteStore::restore(const RemovedQuote& removed)
{
    if (removed.quote.values.size() != 1)
        return Result<qint64>::failure(Tr::tr("quote id"), Tr::tr("nothing to restore"));
    qint64 quoteId = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlDatabase& db = m_db.sql();
        const QString idColumn = QStringLiteral("id");
        // The provider: still there (by id, else by name), or written back.
        const QStringList& pc = removed.provider.columns;
        QVariant providerId =
            removed.quote.values.first().value(removed.quote.columns.indexOf(QStringLiteral("provider_id")));
        if (!idTaken(db, QStringLiteral("providers"), providerId) && removed.provider.values.size() == 1) {
            const QVariantList& p = removed.provider.values.first();
            QSqlQuery byName(db);
            byName.prepare(QStringLiteral("SELECT id FROM providers WHERE name = ?"));
            byName.addBindValue(p.value(pc.indexOf(QStringLiteral("name"))));
            if (!byName.exec())
                return sqlError(byName, QStringLiteral("providers"));
            if (byName.next()) {
                providerId = byName.value(0);
            } else {
                auto id = reinsert(db, QStringLiteral("providers"), pc, p, {});
                if (!id)
                    return id.error();
                providerId = id.value();
            }
        }
        const QVariant wantedId = removed.id;
        auto id =
            reinsert(db, QStringLiteral("quotes"), removed.quote.columns, removed.quote.values.first(),
                     {{idColumn, idTaken(db, QStringLiteral("quotes"), wantedId) ? QVariant() : wantedId},
                      {QStringLiteral("provider_id"), providerId}});
        if (!id)
            return id.error();
        quoteId = id.value();
        if (Status r = recordCreated(quoteId - 1, Tr::tr("restored (a deletion undone)"), quoteId); !r)
            return r;
        QHash<qint64, qint64> checklistIds;
        const QStringList& cc = removed.checklists.columns;
        for (const QVariantList& c : removed.checklists.values) {
            const QVariant old = c.value(cc.indexOf(idColumn));
            auto cid =
                reinsert(db, QStringLiteral("checklists"), cc, c,
                         {{idColumn, idTaken(db, QStringLiteral("checklists"), old) ? QVariant() : old},
                          {QStringLiteral("quote_id"), quoteId}});
            if (!cid)
                return cid.error();
            checklistIds.insert(old.toLongLong(), cid.value());
        }
        const QStringList& ic = removed.items.columns;
        for (const QVariantList& item : removed.items.values) {
            const QVariant old = item.value(ic.indexOf(idColumn));
            const qint64 checklist =
                checklistIds.value(item.value(ic.indexOf(QStringLiteral("checklist_id"))).toLongLong());
            auto iid =
                reinsert(db, QStringLiteral("checklist_items"), ic, item,
                         {{idColumn, idTaken(db, QStringLiteral("checklist_items"), old) ? QVariant() : old},
                          {QStringLiteral("checklist_id"), checklist}});
            if (!iid)
                return iid.error();
        }
        return restoreReports(db, removed, quoteId);
    });
    if (!s)
        return s.error();
    return quoteId;
}

Result<int> QuoteStore::removeDemo()
{
    int removed = 0;
    Status s = m_db.transaction([&]() -> Status {
        if (Status r = recordDeleted(QStringLiteral("q.is_demo = ?"), 1); !r)
            return r;
        QSqlQuery q(m_db.sql());
        if (!q.exec(QStringLiteral("DELETE FROM quotes WHERE is_demo = 1")))
            return sqlError(q, QStringLiteral("quotes"));
        removed = q.numRowsAffected();
        if (!q.exec(QStringLiteral(
                "DELETE FROM providers WHERE is_demo = 1 AND id NOT IN (SELECT provider_id FROM quotes)")))
            return sqlError(q, QStringLiteral("providers"));
        return Status();
    });
    if (!s)
        return s.error();
    return removed;
}

Result<QSet<QString>> QuoteStore::existingKeys()
{
    QSqlQuery q(m_db.sql());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT dedup_key FROM quotes")))
        return sqlError(q, QStringLiteral("quotes"));
    QSet<QString> keys;
    while (q.next())
        keys.insert(q.value(0).toString());
    return keys;
}

Result<ImportReport> QuoteStore::importCsv(const QByteArray& bytes, const GpuCatalog& catalog,
                                           const FxTable& fx, const Conventions& conventions, bool validOnly,
                                           const QString& source)
{
    auto parsed = QuoteCsv::parse(bytes, catalog, fx, conventions);
    if (!parsed)
        return parsed.error();
    auto previewed = preview(std::move(parsed).value());
    if (!previewed)
        return previewed.error();
    ImportReport report = previewed.value();
    report.source = source;
    if (report.issueCount > 0 && !validOnly)
        return report; // nothing written
    return write(report);
}

Result<ImportReport> QuoteStore::write(ImportReport report, const std::function<bool(int)>& progress)
{
    if (report.fresh.isEmpty())
        return report;
    Result<int> inserted = 0;
    const Status s = m_db.transaction([&]() -> Status {
        const qint64 before = highestId();
        inserted = insert(report.fresh, progress, report.freshKeys);
        if (!inserted)
            return inserted.error();
        return recordCreated(before, report.source.isEmpty() ? Tr::tr("imported")
                                                             : Tr::tr("imported from %1").arg(report.source));
    });
    if (!s)
        return s.error();
    report.inserted = inserted.value();
    report.written = true;
    return report;
}

ImportReport ImportReport::of(const ParsedQuotes& parsed)
{
    ImportReport report;
    report.rows = parsed.rows;
    report.encoding = parsed.encoding;
    report.issues = parsed.issues;
    report.issueCount = parsed.issueCount;
    report.badRows = parsed.badRows;
    report.ignored = parsed.ignored;
    return report;
}

Result<ImportReport> QuoteStore::preview(ParsedQuotes parsed)
{
    ImportReport report = ImportReport::of(parsed);
    auto keys = existingKeys();
    if (!keys)
        return keys.error();
    QList<Quote>& fresh = report.fresh;
    const bool keyed = parsed.quoteKeys.size() == parsed.quotes.size();
    if (keyed && std::none_of(parsed.quoteKeys.cbegin(), parsed.quoteKeys.cend(),
                              [&](const QString& k) { return keys->contains(k); })) {
        // Nothing is in the database yet (the usual import): the parsed lists become the report's whole.
        fresh = std::move(parsed.quotes);
        report.freshKeys = std::move(parsed.quoteKeys);
        report.freshLines = std::move(parsed.quoteLines);
        parsed.quotes.clear();
    } else {
        fresh.reserve(parsed.quotes.size());
    }
    for (int i = 0; i < parsed.quotes.size(); ++i) {
        const QString key = keyed ? parsed.quoteKeys[i] : parsed.quotes[i].dedupKey();
        if (keys->contains(key)) {
            ++report.issueCount;
            if (report.issues.size() < ParsedQuotes::kMaxIssues)
                report.issues.append(
                    {parsed.quoteLines[i], QString(), QString(),
                     Tr::tr("this quote is already in the database (same provider, number, date, GPU, "
                            "count and price)"),
                     parsed.quoteSheets.value(i), QString()});
            continue;
        }
        fresh.append(std::move(parsed.quotes[i]));
        report.freshKeys.append(key);
        report.freshLines.append(parsed.quoteLines[i]);
    }
    std::sort(report.issues.begin(), report.issues.end(),
              [](const ImportIssue& a, const ImportIssue& b) { return a.line < b.line; });
    report.valid = int(fresh.size());
    return report;
}

Result<int> QuoteStore::renormalise(const FxTable& fx, const Conventions& conventions)
{
    QStringList parts{QStringLiteral("hours_per_month=%1").arg(conventions.hoursPerMonth)};
    for (const FxRate& r : fx.rates())
        parts << QStringLiteral("%1=%2").arg(currencyCode(r.currency), r.rateText);
    const QString key = parts.join(QLatin1Char(';'));
    if (m_db.meta(QStringLiteral("quote_normalisation")) == key)
        return 0;
    if (m_db.readOnly())
        return 0; // nothing can be written; the stored figures stand
    auto quotes = list();
    if (!quotes)
        return quotes.error();
    const PriceNormaliser normaliser(fx, conventions);
    int updated = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE quotes SET normalised_minor = ?, fx_used = ? WHERE id = ?"));
        for (const Quote& quote : quotes.value()) {
            auto norm = normaliser.perGpuHourExVat(quote.price);
            QString fxUsed = QStringLiteral(""); // the column is NOT NULL
            if (const FxRate* rate = fx.rate(quote.price.price.currency()))
                fxUsed =
                    QStringLiteral("%1=%2 (%3)")
                        .arg(currencyCode(rate->currency), rate->rateText, rate->date.toString(Qt::ISODate));
            const QVariant value = norm ? QVariant(norm->minor()) : QVariant();
            if (norm && quote.normalised && norm->minor() == quote.normalised->minor() &&
                fxUsed == quote.fxUsed)
                continue;
            q.addBindValue(value);
            q.addBindValue(fxUsed);
            q.addBindValue(quote.id);
            if (!q.exec())
                return sqlError(q, Tr::tr("normalised price of quote %1").arg(quote.id));
            ++updated;
        }
        return m_db.setMeta(QStringLiteral("quote_normalisation"), key);
    });
    if (!s)
        return s.error();
    return updated;
}

} // namespace gpuplan
