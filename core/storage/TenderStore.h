#pragma once

#include "Database.h"
#include "tender/TenderRules.h"

#include <QHash>
#include <QList>

namespace gpuplan {

// An offer as stored: its quote as a quote file's columns (QuoteCsv::fields), read back by the service.
struct StoredOffer
{
    TenderOffer offer; // its quote is empty here
    QHash<QString, QString> quoteFields;
};

// Purchases and their offers on either back end. Every write is one transaction with its event; an offer is
// checked against the method's rule (checkNewOffer) inside the transaction that adds it, so two people adding
// offers at once cannot both slip past the rule. Who acts is the database's user (Database::userName).
class TenderStore
{
public:
    explicit TenderStore(Database& db) : m_db(db) {}

    Result<qint64> create(const Tender& tender);
    Result<Tender> get(qint64 id);
    Result<QList<Tender>> list();
    Result<QList<StoredOffer>> offers(qint64 tenderId);
    Result<QList<TenderEvent>> events(qint64 tenderId);

    // A step that changes the phase without an award (open, close, reopen, cancel, declare failed), checked
    // by core's step table (checkAction) inside the transaction; `reason` is recorded with a cancellation or
    // a failure.
    Status step(qint64 id, TenderAction action, const QString& reason = QString());
    // Vendors added to the invited list (draft or open), checked as the list is (checkVendorList): a name
    // already invited, as normalised, is refused and named; an event "invited" records who and whom.
    Status invite(qint64 id, const QStringList& vendors);
    // The offer with its quote's columns; its round (and the invited name of its vendor) is set by the rule,
    // its deadline judged on `today`. Returns the offer's id.
    Result<qint64> addOffer(TenderOffer offer, const QHash<QString, QString>& quoteFields, QDate today);
    // Several offers of one purchase (a vendors' answer file) in one transaction, the purchase and its offers
    // read once: all recorded, or none. Returns their ids in order.
    Result<QList<qint64>> addOffers(const QList<QPair<TenderOffer, QHash<QString, QString>>>& offers,
                                    QDate today);
    // The award (the service has checked the offer); approve: by someone else (checkApproval).
    Status award(qint64 id, qint64 offerId, const QString& vendor, const QString& reason);
    Status approve(qint64 id);
    // The quote the approved award was written to (with an event "contract"), and the purchase that
    // awarded a quote.
    Status setAwardQuote(qint64 id, qint64 quoteId);
    Result<std::optional<Tender>> awardedAs(qint64 quoteId); // none: no purchase did

private:
    Status event(qint64 tenderId, const QString& event, const QString& detail);
    Database& m_db;
};

} // namespace gpuplan
