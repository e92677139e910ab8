// A vendor's answer taken into a purchase: read as the Quotes import reads a file, previewed row by row with
// the purchase's own rules (who is invited, one offer per vendor, the method and the deadline), and recorded
// as offers only when the user accepts — the command line all or nothing, the desktop what the preview kept.
#include "TenderService.h"

#include "quotes/QuoteCsv.h"
#include "tender/TenderRules.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TenderService)
};

// Two rows of one vendor (by the normalised name): the first pair's places, or none.
std::optional<std::pair<int, int>> repeatedVendor(const QList<Quote>& quotes)
{
    QHash<QString, int> rowOf;
    for (int i = 0; i < quotes.size(); ++i) {
        const QString vendor = normalisedVendorName(quotes[i].provider);
        if (rowOf.contains(vendor))
            return std::pair{rowOf.value(vendor), i};
        rowOf.insert(vendor, i);
    }
    return std::nullopt;
}

QString repeatedText(const QString& vendor, const QString& first, const QString& second)
{
    return Tr::tr("offers %1 and %2 of the file are both from %3; an answer holds one offer per vendor (send "
                  "each alternative as a file of its own, or a clarification)")
        .arg(first, second, vendor);
}
} // namespace

Result<QList<qint64>> TenderService::addOffers(qint64 id, const QByteArray& file, OfferKind kind,
                                               QList<ImportIssue>* ignored) const
{
    if (!m_db)
        return Status::failure(Tr::tr("database"), Tr::tr("no database is open")).error();
    auto parsed = QuoteService(m_db, m_data).parseCsv(file);
    if (!parsed)
        return parsed.error();
    if (ignored)
        *ignored = parsed->ignored;
    if (parsed->issueCount > 0)
        return Error{Tr::tr("%n row(s) of the answer have problems; nothing was recorded. The first: %1",
                            nullptr, parsed->issueCount)
                         .arg(parsed->issues.first().toString()),
                     Tr::tr("the answer"), QStringLiteral("file")};
    return addOffers(id, parsed->quotes, kind);
}

Result<QList<qint64>> TenderService::addOffers(qint64 id, const QList<Quote>& quotes, OfferKind kind) const
{
    if (!m_db)
        return Status::failure(Tr::tr("database"), Tr::tr("no database is open")).error();
    // Two rows of one vendor in one answer are refused: which of them is the offer is the vendor's to say.
    if (const auto twice = repeatedVendor(quotes))
        return Error{repeatedText(quotes[twice->second].provider, QString::number(twice->first + 1),
                                  QString::number(twice->second + 1)),
                     Tr::tr("the answer"), QStringLiteral("file")};
    QList<QPair<TenderOffer, QHash<QString, QString>>> offers;
    for (const Quote& q : quotes) {
        TenderOffer offer;
        offer.tenderId = id;
        offer.vendor = q.provider;
        offer.kind = kind;
        offer.quote = q;
        offers.append({offer, QuoteCsv::fields(q)});
    }
    return TenderStore(*m_db).addOffers(offers, m_data->today());
}

Result<ImportReport> TenderService::previewOffers(qint64 id, const ParsedQuotes& parsed, OfferKind kind) const
{
    if (!m_db)
        return Status::failure(Tr::tr("database"), Tr::tr("no database is open")).error();
    TenderStore store(*m_db);
    auto tender = store.get(id);
    if (!tender)
        return tender.error();
    auto stored = offers(id);
    if (!stored)
        return stored.error();
    QHash<QString, QList<TenderOffer>> byVendor;
    for (const TenderOffer& o : stored.value())
        byVendor[o.vendor].append(o);
    ImportReport report = ImportReport::of(parsed);
    const QString vendorColumn = Tr::tr("vendor");
    QHash<QString, int> lineOf; // normalised vendor → the line of its first row
    for (int i = 0; i < parsed.quotes.size(); ++i) {
        const Quote& q = parsed.quotes[i];
        const int line = parsed.quoteLines.value(i);
        ImportIssue problem{line,     vendorColumn, q.provider, QString(), parsed.quoteSheets.value(i),
                            QString()};
        const QString normalised = normalisedVendorName(q.provider);
        if (lineOf.contains(normalised)) {
            problem.reason =
                repeatedText(q.provider, QString::number(lineOf.value(normalised)), QString::number(line));
        } else {
            lineOf.insert(normalised, line);
            TenderOffer offer;
            offer.tenderId = id;
            offer.vendor = q.provider.trimmed();
            offer.kind = kind;
            offer.quote = q;
            const QString invited =
                tender->vendors.contains(offer.vendor)
                    ? offer.vendor
                    : matchInvitedVendor(tender->vendors, offer.vendor).value_or(offer.vendor);
            if (Status rule = checkNewOffer(tender.value(), byVendor.value(invited), offer, m_data->today());
                !rule)
                problem.reason = rule.error().message;
        }
        if (!problem.reason.isEmpty()) {
            // Shown with its vendor and GPU; not a cell to correct (the purchase refuses the row, not a
            // value).
            report.issues.append(problem);
            ++report.issueCount;
            report.badRows.append(BadRow{line, problem.sheet, QuoteCsv::fields(q)});
            continue;
        }
        report.fresh.append(q);
        report.freshKeys.append(parsed.quoteKeys.value(i));
        report.freshLines.append(line);
    }
    report.valid = int(report.fresh.size());
    return report;
}

} // namespace gpuplan
