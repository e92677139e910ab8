#include "Quote.h"

#include "catalog/GpuCatalog.h"

#include "util/Language.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace gpuplan {

QString Quote::dedupKey() const
{
    const QString material = QStringList{provider.trimmed().toLower(),
                                         quoteNumber.trimmed().toLower(),
                                         quoteDate.toString(Qt::ISODate),
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

} // namespace gpuplan
