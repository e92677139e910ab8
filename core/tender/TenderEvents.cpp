#include "TenderEvents.h"

#include "cost/Money.h"
#include "cost/PriceTerm.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Tender)
};

QString record(QJsonObject o, const char* what)
{
    o.insert(QStringLiteral("what"), QLatin1String(what));
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// The vendor's price as its file gave it, worded as quotes are ("¥68,000.00/台/月") where it can be read,
// else as written.
QString priceText(const QJsonObject& o)
{
    const QString price = o.value(QStringLiteral("price")).toString();
    const QString currency = o.value(QStringLiteral("currency")).toString();
    const QString unit = o.value(QStringLiteral("unit")).toString();
    const auto c = currencyFromCode(currency);
    const auto u = priceUnitFromName(unit);
    if (c && u) {
        auto m = Money::parseAmount(price, *c, QString());
        if (m)
            return priceWithUnit(m.value(), *u);
    }
    return QStringList{price, currency, unit}.join(QLatin1Char(' ')).simplified();
}
} // namespace

namespace tenderRecord {
QString offer(const QString& vendor, int round, const QString& price, const QString& currency,
              const QString& unit)
{
    return record({{QStringLiteral("vendor"), vendor},
                   {QStringLiteral("round"), round},
                   {QStringLiteral("price"), price},
                   {QStringLiteral("currency"), currency},
                   {QStringLiteral("unit"), unit}},
                  "offer");
}

QString awarded(const QString& vendor, qint64 offerId, const QString& reason)
{
    return record({{QStringLiteral("vendor"), vendor},
                   {QStringLiteral("offer"), offerId},
                   {QStringLiteral("reason"), reason.trimmed()}},
                  "awarded");
}

QString contract(qint64 quoteId)
{
    return record({{QStringLiteral("quote"), quoteId}}, "contract");
}

QString tooFewResponsive(int responsive, int minimum, const QString& cite)
{
    return record({{QStringLiteral("responsive"), responsive},
                   {QStringLiteral("minimum"), minimum},
                   {QStringLiteral("cite"), cite}},
                  "too-few-responsive");
}
} // namespace tenderRecord

QString tenderRecordText(const QString& stored, const QString& language)
{
    if (!stored.startsWith(QLatin1String("{\"")))
        return stored;
    const QJsonObject o = QJsonDocument::fromJson(stored.toUtf8()).object();
    const QString what = o.value(QStringLiteral("what")).toString();
    if (what.isEmpty())
        return stored;
    std::optional<Language::Scope> scope;
    if (!language.isEmpty())
        scope.emplace(language);
    const QString sep = Tr::tr(" · ");
    if (what == QLatin1String("offer"))
        return o.value(QStringLiteral("vendor")).toString() + sep +
               Tr::tr("round %1").arg(o.value(QStringLiteral("round")).toInt()) + sep + priceText(o);
    if (what == QLatin1String("awarded")) {
        QString text = o.value(QStringLiteral("vendor")).toString() + sep +
                       Tr::tr("offer %1").arg(o.value(QStringLiteral("offer")).toInteger());
        const QString reason = o.value(QStringLiteral("reason")).toString();
        return reason.isEmpty() ? text : text + sep + Tr::tr("reason: %1").arg(reason);
    }
    if (what == QLatin1String("contract"))
        return Tr::tr("quote %1").arg(o.value(QStringLiteral("quote")).toInteger());
    if (what == QLatin1String("too-few-responsive")) {
        const int responsive = o.value(QStringLiteral("responsive")).toInt();
        return Tr::tr("%n offer(s) substantially respond, fewer than %1: %2", nullptr, responsive)
            .arg(o.value(QStringLiteral("minimum")).toInt())
            .arg(o.value(QStringLiteral("cite")).toString());
    }
    return stored;
}

} // namespace gpuplan
