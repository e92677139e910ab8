#include "TenderStore.h"

#include "TeamRoles.h"
#include "tender/TenderEvents.h"

#include "util/JsonText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TenderStore)
};
// NOT NULL columns never get a null string.
QString nonNull(const QString& s)
{
    return s.isNull() ? QStringLiteral("") : s;
}
QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}
const QString kColumns = QStringLiteral("id, number, name, method, status, request_json, requirements_json, "
                                        "offers_due, vendors_json, evaluation, "
                                        "weights_json, created_by, created_at, award_offer_id, award_reason, "
                                        "awarded_by, awarded_at, approved_by, "
                                        "approved_at, award_quote_id, failed, end_reason");

Tender tenderFrom(const QSqlQuery& q)
{
    Tender t;
    t.id = q.value(0).toLongLong();
    t.number = q.value(1).toString();
    t.name = q.value(2).toString();
    t.method = procurementMethodFromName(q.value(3).toString()).value_or(ProcurementMethod::Company);
    t.status = tenderStatusFromName(q.value(4).toString()).value_or(TenderStatus::Draft);
    t.request = jsonObject(q.value(5).toString());
    t.requirements = TenderRequirements::fromJson(jsonObject(q.value(6).toString()));
    t.offersDue = QDate::fromString(q.value(7).toString(), Qt::ISODate);
    for (const QJsonValue& v : QJsonDocument::fromJson(q.value(8).toString().toUtf8()).array())
        t.vendors << v.toString();
    t.evaluation = evaluationMethodFromName(q.value(9).toString()).value_or(EvaluationMethod::LowestPrice);
    t.weights = TenderWeights::fromJson(jsonObject(q.value(10).toString()));
    t.createdBy = q.value(11).toString();
    t.createdAt = q.value(12).toString();
    t.awardOfferId = q.value(13).toLongLong();
    t.awardReason = q.value(14).toString();
    t.awardedBy = q.value(15).toString();
    t.awardedAt = q.value(16).toString();
    t.approvedBy = q.value(17).toString();
    t.approvedAt = q.value(18).toString();
    t.awardQuoteId = q.value(19).toLongLong();
    t.failed = q.value(20).toInt() != 0;
    t.endReason = q.value(21).toString();
    return t;
}
} // namespace

Result<qint64> TenderStore::create(const Tender& t)
{
    if (t.name.trimmed().isEmpty())
        return fieldError(QStringLiteral("name"), Tr::tr("a purchase needs a name"));
    if (t.name.size() > 200 || t.number.size() > 100)
        return fieldError(QStringLiteral("name"),
                          Tr::tr("a purchase's name has at most 200 characters and its "
                                 "number at most 100"));
    qint64 id = 0;
    Status s = m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral(
            "INSERT INTO tenders (number, name, method, status, request_json, requirements_json, offers_due, "
            "vendors_json, evaluation, weights_json, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
            "?, "
            "?, ?, ?)"));
        q.addBindValue(nonNull(t.number.trimmed()));
        q.addBindValue(t.name.trimmed());
        q.addBindValue(procurementMethodName(t.method));
        q.addBindValue(tenderStatusName(TenderStatus::Draft));
        q.addBindValue(jsonText(t.request));
        q.addBindValue(jsonText(t.requirements.toJson()));
        q.addBindValue(t.offersDue.isValid() ? t.offersDue.toString(Qt::ISODate) : QStringLiteral(""));
        q.addBindValue(QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(t.vendors)).toJson(QJsonDocument::Compact)));
        q.addBindValue(evaluationMethodName(t.evaluation));
        q.addBindValue(jsonText(t.weights.toJson()));
        q.addBindValue(nonNull(m_db.userName()));
        q.addBindValue(now());
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        id = q.lastInsertId().toLongLong();
        return event(id, QStringLiteral("created"), t.name.trimmed());
    });
    if (!s)
        return s.error();
    return id;
}

Result<Tender> TenderStore::get(qint64 id)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT %1 FROM tenders WHERE id = ?").arg(kColumns));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q, QStringLiteral("tenders"));
    if (!q.next())
        return Result<Tender>::failure(QString(), Tr::tr("there is no purchase with the id %1").arg(id));
    return tenderFrom(q);
}

Result<QList<Tender>> TenderStore::list()
{
    QSqlQuery q(m_db.sql());
    if (!q.exec(QStringLiteral("SELECT %1 FROM tenders ORDER BY id").arg(kColumns)))
        return sqlError(q, QStringLiteral("tenders"));
    QList<Tender> out;
    while (q.next())
        out.append(tenderFrom(q));
    return out;
}

Result<QList<StoredOffer>> TenderStore::offers(qint64 tenderId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT id, vendor, round, kind, quote_json, note, submitted_by, submitted_at FROM "
                       "tender_offers WHERE tender_id = ? ORDER BY id"));
    q.addBindValue(tenderId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("tender_offers"));
    QList<StoredOffer> out;
    while (q.next()) {
        StoredOffer s;
        s.offer.id = q.value(0).toLongLong();
        s.offer.tenderId = tenderId;
        s.offer.vendor = q.value(1).toString();
        s.offer.round = q.value(2).toInt();
        s.offer.kind = offerKindFromName(q.value(3).toString()).value_or(OfferKind::Offer);
        const QJsonObject fields = jsonObject(q.value(4).toString());
        for (auto it = fields.begin(); it != fields.end(); ++it)
            s.quoteFields.insert(it.key(), it.value().toString());
        s.offer.note = q.value(5).toString();
        s.offer.submittedBy = q.value(6).toString();
        s.offer.submittedAt = q.value(7).toString();
        out.append(s);
    }
    return out;
}

Result<QList<TenderEvent>> TenderStore::events(qint64 tenderId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(
        QStringLiteral("SELECT happened_at, happened_by, event, detail FROM tender_events WHERE tender_id = "
                       "? ORDER BY id"));
    q.addBindValue(tenderId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("tender_events"));
    QList<TenderEvent> out;
    while (q.next())
        out.append(
            {q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    return out;
}

Status TenderStore::event(qint64 tenderId, const QString& event, const QString& detail)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("INSERT INTO tender_events (tender_id, happened_at, happened_by, event, detail) "
                             "VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(tenderId);
    q.addBindValue(now());
    q.addBindValue(nonNull(m_db.userName()));
    q.addBindValue(event);
    q.addBindValue(detail.isNull() ? QStringLiteral("") : detail); // NOT NULL: never a null string
    if (!q.exec())
        return sqlError(q, QStringLiteral("tender_events"));
    return Status();
}

Status TenderStore::step(qint64 id, TenderAction action, const QString& reason)
{
    return m_db.transaction([&]() -> Status {
        auto t = get(id);
        if (!t)
            return t.error();
        if (Status allowed = checkAction(t.value(), action); !allowed)
            return allowed;
        const auto to = phaseAfter(tenderPhase(t.value()), action);
        TenderStatus status = TenderStatus::Cancelled;
        switch (to.value_or(TenderPhase::Cancelled)) {
        case TenderPhase::Open:
            status = TenderStatus::Open;
            break;
        case TenderPhase::Evaluating:
            status = TenderStatus::Evaluating;
            break;
        case TenderPhase::Failed:
        case TenderPhase::Cancelled:
            break;
        default:
            return Status::failure(Tr::tr("purchase %1").arg(id),
                                   Tr::tr("%1 is not a step of its own").arg(tenderActionLabel(action)));
        }
        const bool failed = action == TenderAction::DeclareFailed;
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE tenders SET status = ?, failed = ?, end_reason = ? WHERE id = ?"));
        q.addBindValue(tenderStatusName(status));
        q.addBindValue(failed ? 1 : 0);
        q.addBindValue(status == TenderStatus::Cancelled ? reason.trimmed() : QStringLiteral(""));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        const QString eventName = failed                           ? QStringLiteral("failed")
                                  : action == TenderAction::Reopen ? QStringLiteral("reopened")
                                                                   : tenderStatusName(status);
        return event(id, eventName, reason.trimmed());
    });
}

Status TenderStore::invite(qint64 id, const QStringList& vendors)
{
    return m_db.transaction([&]() -> Status {
        auto t = get(id);
        if (!t)
            return t.error();
        if (Status allowed = checkAction(t.value(), TenderAction::Invite); !allowed)
            return allowed;
        Tender changed = t.value();
        QStringList added;
        for (const QString& v : vendors) {
            const QString name = v.trimmed();
            if (name.isEmpty())
                continue;
            for (const QString& invited : changed.vendors)
                if (normalisedVendorName(invited) == normalisedVendorName(name))
                    return Status(Error{Tr::tr("%1 is already invited (as %2)").arg(name, invited),
                                        Tr::tr("invited vendors"), QStringLiteral("vendors")});
            changed.vendors << name;
            added << name;
        }
        if (added.isEmpty())
            return Status(Error{Tr::tr("name the vendors to invite, comma-separated"),
                                Tr::tr("invited vendors"), QStringLiteral("vendors")});
        if (Status s = checkVendorList(changed); !s)
            return s;
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE tenders SET vendors_json = ? WHERE id = ?"));
        q.addBindValue(QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(changed.vendors)).toJson(QJsonDocument::Compact)));
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        return event(id, QStringLiteral("invited"), added.join(QStringLiteral(", ")));
    });
}

Result<qint64> TenderStore::addOffer(TenderOffer offer, const QHash<QString, QString>& quoteFields,
                                     QDate today)
{
    auto ids = addOffers({{offer, quoteFields}}, today);
    if (!ids)
        return ids.error();
    return ids->first();
}

Result<QList<qint64>> TenderStore::addOffers(const QList<QPair<TenderOffer, QHash<QString, QString>>>& offers,
                                             QDate today)
{
    QList<qint64> ids;
    if (offers.isEmpty())
        return ids;
    const qint64 tenderId = offers.first().first.tenderId;
    Status s = m_db.transaction([&]() -> Status {
        auto t = get(tenderId);
        if (!t)
            return t.error();
        auto stored = this->offers(tenderId);
        if (!stored)
            return stored.error();
        // Each vendor's offers, read once (reliability-5 G2: every row read them all again, 2,000 rows 40 s).
        QHash<QString, QList<TenderOffer>> byVendor;
        for (const StoredOffer& o : stored.value())
            byVendor[o.offer.vendor].append(o.offer);
        QSqlQuery q(m_db.sql());
        q.prepare(
            QStringLiteral("INSERT INTO tender_offers (tender_id, vendor, round, kind, quote_json, note, "
                           "submitted_by, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const auto& [given, quoteFields] : offers) {
            TenderOffer offer = given;
            QString vendor = offer.vendor.trimmed();
            if (!t->vendors.contains(vendor))
                vendor = matchInvitedVendor(t->vendors, vendor).value_or(vendor);
            if (Status rule = checkNewOffer(t.value(), byVendor.value(vendor), offer, today); !rule)
                return rule;
            QJsonObject fields;
            for (auto it = quoteFields.begin(); it != quoteFields.end(); ++it)
                if (!it.value().isEmpty())
                    fields.insert(it.key(), it.value());
            q.addBindValue(offer.tenderId);
            q.addBindValue(offer.vendor);
            q.addBindValue(offer.round);
            q.addBindValue(offerKindName(offer.kind));
            q.addBindValue(offer.kind == OfferKind::Clarification ? QStringLiteral("") : jsonText(fields));
            q.addBindValue(offer.note.isNull() ? QStringLiteral("") : offer.note);
            q.addBindValue(nonNull(m_db.userName()));
            q.addBindValue(now());
            if (!q.exec())
                return sqlError(q, QStringLiteral("tender_offers"));
            offer.id = q.lastInsertId().toLongLong();
            ids.append(offer.id);
            byVendor[offer.vendor].append(offer);
            if (Status e = event(offer.tenderId, offerKindName(offer.kind),
                                 tenderRecord::offer(offer.vendor, offer.round,
                                                     quoteFields.value(QStringLiteral("price")),
                                                     quoteFields.value(QStringLiteral("currency")),
                                                     quoteFields.value(QStringLiteral("price_unit"))));
                !e)
                return e;
        }
        return Status();
    });
    if (!s)
        return s.error();
    return ids;
}

Status TenderStore::award(qint64 id, qint64 offerId, const QString& vendor, const QString& reason)
{
    return m_db.transaction([&]() -> Status {
        auto t = get(id);
        if (!t)
            return t.error();
        if (Status allowed = checkAction(t.value(), TenderAction::Award); !allowed)
            return allowed;
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral(
            "UPDATE tenders SET status = 'awarded', award_offer_id = ?, award_reason = ?, "
            "awarded_by = ?, awarded_at = ?, approved_by = '', approved_at = '' WHERE id = ?"));
        q.addBindValue(offerId);
        q.addBindValue(reason.isNull() ? QStringLiteral("") : reason);
        q.addBindValue(nonNull(m_db.userName()));
        q.addBindValue(now());
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        return event(id, QStringLiteral("awarded"), tenderRecord::awarded(vendor, offerId, reason));
    });
}

Status TenderStore::approve(qint64 id)
{
    return m_db.transaction([&]() -> Status {
        auto t = get(id);
        if (!t)
            return t.error();
        if (Status rule = checkApproval(t.value(), m_db.userName()); !rule)
            return rule;
        if (Status approver = TeamRoles::mayApprove(m_db); !approver)
            return approver;
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE tenders SET approved_by = ?, approved_at = ? WHERE id = ?"));
        q.addBindValue(nonNull(m_db.userName()));
        q.addBindValue(now());
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        return event(id, QStringLiteral("approved"), QString());
    });
}

Status TenderStore::setAwardQuote(qint64 id, qint64 quoteId)
{
    return m_db.transaction([&]() -> Status {
        QSqlQuery q(m_db.sql());
        q.prepare(QStringLiteral("UPDATE tenders SET award_quote_id = ? WHERE id = ?"));
        q.addBindValue(quoteId);
        q.addBindValue(id);
        if (!q.exec())
            return sqlError(q, QStringLiteral("tenders"));
        return event(id, QStringLiteral("contract"), tenderRecord::contract(quoteId));
    });
}

Result<std::optional<Tender>> TenderStore::awardedAs(qint64 quoteId)
{
    QSqlQuery q(m_db.sql());
    q.prepare(QStringLiteral("SELECT %1 FROM tenders WHERE award_quote_id = ?").arg(kColumns));
    q.addBindValue(quoteId);
    if (!q.exec())
        return sqlError(q, QStringLiteral("tenders"));
    if (!q.next())
        return std::optional<Tender>();
    return std::optional<Tender>(tenderFrom(q));
}

} // namespace gpuplan
