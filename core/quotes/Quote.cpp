#include "Quote.h"

#include "catalog/GpuCatalog.h"
#include "cost/Money.h"

#include "util/Dates.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <iterator>
#include <optional>

namespace gpuplan {

QString Quote::dedupKey() const
{
    const QString material = QStringList{provider.trimmed().toLower(),
                                         quoteNumber.trimmed().toLower(),
                                         isoDate(quoteDate),
                                         gpuId,
                                         QString::number(gpusPerServer),
                                         QString::number(servers),
                                         QString::number(price.price.minor()),
                                         currencyCode(price.price.currency()),
                                         priceUnitName(price.unit),
                                         price.spot ? QStringLiteral("spot") : QString()}
                                 .join(QChar(0x1f));
    return QString::fromLatin1(QCryptographicHash::hash(material.toUtf8(), QCryptographicHash::Sha1).toHex());
}

namespace {
QString trIn(const QString& language, const char* source)
{
    return language.isEmpty() ? QCoreApplication::translate("Quote", source)
                              : Language::translate(language, "Quote", source);
}
} // namespace

QString invoiceTypeLabel(const QString& type, const QString& language)
{
    if (type == QLatin1String("special"))
        return trIn(language, QT_TRANSLATE_NOOP("Quote", "special VAT invoice"));
    if (type == QLatin1String("ordinary"))
        return trIn(language, QT_TRANSLATE_NOOP("Quote", "ordinary invoice"));
    return trIn(language, QT_TRANSLATE_NOOP("Quote", "invoice type not stated"));
}

QString vatTermsText(const Quote& q, const QString& language)
{
    const QString rate =
        q.price.vatIncluded || q.price.vatBasisPoints > 0
            ? trIn(language, QT_TRANSLATE_NOOP("Quote", "VAT %1%")).arg(q.price.vatBasisPoints / 100.0)
            : trIn(language, QT_TRANSLATE_NOOP("Quote", "VAT rate not stated"));
    return trIn(language, QT_TRANSLATE_NOOP("Quote", "%1, %2"))
        .arg(rate, invoiceTypeLabel(q.invoiceType, language));
}

QString spotNotice(const Quote& q, const QString& language)
{
    if (!q.price.spot)
        return {};
    // Follows a sentence: the translation carries its own separator (none after 。).
    return trIn(language,
                QT_TRANSLATE_NOOP("Quote", " It is a spot quote: the provider may reclaim the servers at "
                                           "short notice; its cost includes the expected interruptions "
                                           "and restarts."));
}

QString exchangeRateText(const Quote& q, const QString& language)
{
    if (q.fxUsed.isEmpty())
        return {};
    const QString spec = q.fxUsed.section(QLatin1Char(' '), 0, 0);
    const QString code = spec.section(QLatin1Char('='), 0, 0), rate = spec.section(QLatin1Char('='), 1);
    const QString day = q.fxUsed.section(QLatin1Char('('), 1).section(QLatin1Char(')'), 0, 0);
    QString name = code;
    if (const auto c = currencyFromCode(code)) {
        std::optional<Language::Scope> scope;
        if (!language.isEmpty())
            scope.emplace(language);
        name = currencyLabel(*c);
    }
    return day.isEmpty()
               ? trIn(language, QT_TRANSLATE_NOOP("Quote", "exchange rate 1 %1 = %2 CNY")).arg(name, rate)
               : trIn(language, QT_TRANSLATE_NOOP("Quote", "exchange rate of %3: 1 %1 = %2 CNY"))
                     .arg(name, rate, day);
}

QString billingTermsText(const Quote& q, const QString& language)
{
    static const char* const deducted[] = {
        QT_TRANSLATE_NOOP("Quote", "deducted per second"), QT_TRANSLATE_NOOP("Quote", "deducted per minute"),
        QT_TRANSLATE_NOOP("Quote", "deducted per hour"),   QT_TRANSLATE_NOOP("Quote", "billed per day"),
        QT_TRANSLATE_NOOP("Quote", "billed per week"),     QT_TRANSLATE_NOOP("Quote", "billed per month"),
        QT_TRANSLATE_NOOP("Quote", "billed per year")};
    static_assert(std::size(deducted) == kBillingCount);
    QStringList parts{trIn(language, deducted[int(q.price.billing)])};
    if (q.price.commitmentYears > 0) {
        QString plan =
            trIn(language, QT_TRANSLATE_NOOP("Quote", "%1-year savings plan, billed whether used or "
                                                      "not"))
                .arg(q.price.commitmentYears);
        if (!q.price.commitmentPerHour.isZero())
            plan += trIn(language, QT_TRANSLATE_NOOP("Quote", " (%1 an hour committed)"))
                        .arg(q.price.commitmentPerHour.toDisplayString());
        parts << plan;
    }
    if (q.price.spot) {
        const QString none = trIn(language, QT_TRANSLATE_NOOP("Quote", "not stated"));
        parts << trIn(language, QT_TRANSLATE_NOOP("Quote", "spot: protection %1, release notice %2"))
                     .arg(q.price.spotProtectionHours > 0 ? trIn(language, QT_TRANSLATE_NOOP("Quote", "%1 h"))
                                                                .arg(q.price.spotProtectionHours)
                                                          : none,
                          q.price.spotNoticeMinutes > 0 ? trIn(language, QT_TRANSLATE_NOOP("Quote", "%1 min"))
                                                              .arg(q.price.spotNoticeMinutes)
                                                        : none);
    }
    if (q.billedWhenStopped)
        parts << trIn(language, *q.billedWhenStopped
                                    ? QT_TRANSLATE_NOOP("Quote", "billed while stopped")
                                    : QT_TRANSLATE_NOOP("Quote", "not billed while stopped"));
    if (q.keepsGpuWhenStopped)
        parts << trIn(language, *q.keepsGpuWhenStopped
                                    ? QT_TRANSLATE_NOOP("Quote", "GPUs kept while stopped")
                                    : QT_TRANSLATE_NOOP("Quote", "GPUs released when stopped"));
    if (q.deliveryDate.isValid())
        parts << trIn(language, QT_TRANSLATE_NOOP("Quote", "delivery %1"))
                     .arg(q.deliveryDate.toString(Qt::ISODate));
    return parts.join(trIn(language, QT_TRANSLATE_NOOP("Quote", "; ")));
}

} // namespace gpuplan
