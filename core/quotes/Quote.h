#pragma once

#include "cost/PriceTerm.h"
#include "quotes/ServerSpec.h"

#include <QDate>
#include <QString>

#include <optional>

namespace gpuplan {

class GpuCatalog;

// A vendor's quote for GPU servers.
struct Quote
{
    qint64 id = 0;
    qint64 providerId = 0;
    QString provider;
    QString region;
    QString contact;
    QString quoteNumber;
    QDate quoteDate;
    QDate validUntil; // invalid = open-ended
    QString gpuId;
    int gpusPerServer = 8;
    int servers = 1;
    ServerSpec server;
    QString interconnect; // "sxm", "pcie" or empty (then the GPU's form factor)
    QString invoiceType; // "special" (增值税专用发票), "ordinary" (普通发票) or empty (not stated)
    PriceTerm price;
    double slaResponseHours = 0;    // 0 = not stated
    double slaReplacementHours = 0; // 0 = not stated
    QString notes;
    QDate deliveryDate; // when the vendor can hand the servers over (invalid = not stated)
    // When the servers are stopped: still billed (包月 and other prepaid terms are), and whether the GPU
    // stays reserved (a stopped 按量 instance on some platforms loses it). Empty = not stated.
    std::optional<bool> billedWhenStopped;
    std::optional<bool> keepsGpuWhenStopped;
    bool demo = false;
    std::optional<Money> normalised; // CNY per GPU-hour, VAT excluded
    QString fxUsed;
    // As stored: raised by every change, who made the last one and when (ISO 8601, UTC); 0 = not stored.
    int version = 0;
    QString updatedBy;
    QString updatedAt;

    int gpus() const { return gpusPerServer * servers; }
    // What makes two quotes the same offer: provider, number, date, GPU, count and price.
    QString dedupKey() const;
    bool isValidOn(const QDate& day) const { return !validUntil.isValid() || validUntil >= day; }
};

// "special" → "special VAT invoice" / 增值税专用发票; empty → "not stated" / 未注明.
QString invoiceTypeLabel(const QString& type, const QString& language = QString()); // empty: the current one
// The VAT terms of a quote in one phrase: "VAT 13%, special VAT invoice" / "税率 13%，增值税专用发票".
QString vatTermsText(const Quote& q, const QString& language = QString());
// Said wherever a spot quote is recommended or named cheapest (ux-4: the comparison recommended a spot quote
// as "cheapest for you" without saying so): a sentence to append to another (it brings its separator), empty
// for a quote that is not spot.
QString spotNotice(const Quote& q, const QString& language = QString());
// China's billing terms in one phrase: "deducted per minute; 1-year savings plan; spot: 1 h protection, 5 min
// notice; billed while stopped; GPUs kept while stopped; delivery 2026-12-10" (only what the quote states).
QString billingTermsText(const Quote& q, const QString& language = QString());
// The exchange rate a foreign-currency quote was converted at, in words: "1 USD = 7.10 CNY, rate of
// 2026-11-01" / "汇率：1 美元 = 7.10 元，2026-11-01"; empty for a quote in CNY. Reads the stored "USD=7.10
// (2026-11-01)".
QString exchangeRateText(const Quote& q, const QString& language = QString());

} // namespace gpuplan

// Every member is a Qt value type, an enum, a number or an optional of one: a Quote moves as its bytes, so a
// list of 100,000 grows without moving each quote member by member (the import, issue 63 item 11).
Q_DECLARE_TYPEINFO(gpuplan::Quote, Q_RELOCATABLE_TYPE);
