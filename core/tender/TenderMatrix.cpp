#include "TenderMatrix.h"
#include "TenderRules.h"

#include "cost/PriceTerm.h"

#include <QCoreApplication>
#include <QLocale>

#include <functional>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TenderMatrix)
};

// The columns whose value is best among the compliant ones; `value` none = not stated.
QList<int> bestOf(const TenderMatrix& m, const std::function<std::optional<double>(int)>& value,
                  bool lowerIsBetter)
{
    std::optional<double> best;
    for (int c = 0; c < m.offers.size(); ++c) {
        if (!m.compliant[c])
            continue;
        const auto v = value(c);
        if (v && (!best || (lowerIsBetter ? *v < *best : *v > *best)))
            best = v;
    }
    QList<int> out;
    if (!best)
        return out;
    for (int c = 0; c < m.offers.size(); ++c)
        if (m.compliant[c])
            if (const auto v = value(c); v && qAbs(*v - *best) <= 1e-9 * qMax(1.0, qAbs(*best)))
                out << c;
    return out;
}

void addRow(TenderMatrix& m, const QString& key, const QString& label,
            const std::function<QString(int)>& text, const std::function<std::optional<double>(int)>& value,
            bool lowerIsBetter)
{
    TenderMatrix::Row row{key, label, {}, {}};
    for (int c = 0; c < m.offers.size(); ++c)
        row.cells << text(c);
    if (value)
        row.best = bestOf(m, value, lowerIsBetter);
    m.rows << row;
}

QString hours(double h)
{
    return h > 0 ? Tr::tr("%1 h").arg(QLocale().toString(h, 'g', 4)) : Tr::tr("not stated");
}
// The offer's terms: round, GPUs, price, delivery, SLA and invoice.
void addQuoteRows(TenderMatrix& m, const TenderEvaluation& e, const GpuCatalog* catalog)
{
    const auto quote = [&](int c) -> const Quote& {
        return e.offers[m.offers[c]].offer.quote;
    };
    const auto add = [&](const QString& key, const QString& label, const std::function<QString(int)>& text,
                         const std::function<std::optional<double>(int)>& value, bool lowerIsBetter) {
        addRow(m, key, label, text, value, lowerIsBetter);
    };
    add(
        QStringLiteral("round"), Tr::tr("Round"),
        [&](int c) {
            const TenderOffer& o = e.offers[m.offers[c]].offer;
            return o.kind == OfferKind::FinalOffer ? Tr::tr("%1 (final offer)").arg(o.round)
                                                   : QString::number(o.round);
        },
        {}, true);
    add(
        QStringLiteral("gpu"), Tr::tr("GPU"),
        [&](int c) {
            const GpuModel* g = nullptr;
            if (catalog)
                if (auto found = catalog->find(quote(c).gpuId))
                    g = found.value();
            const QString name =
                g ? QStringLiteral("%1 %2").arg(g->name, g->variant).simplified() : quote(c).gpuId;
            return QStringLiteral("%1 × %2").arg(name).arg(quote(c).gpus());
        },
        {}, true);
    add(
        QStringLiteral("price"), Tr::tr("Price offered"),
        [&](int c) { return priceWithUnit(quote(c).price.price, quote(c).price.unit); },
        [&](int c) -> std::optional<double> {
            // Comparable only per GPU-hour (the normalised price, VAT excluded).
            if (!quote(c).normalised)
                return std::nullopt;
            return double(quote(c).normalised->minor());
        },
        true);
    add(
        QStringLiteral("delivery"), Tr::tr("Delivery"),
        [&](int c) {
            return quote(c).deliveryDate.isValid() ? quote(c).deliveryDate.toString(Qt::ISODate)
                                                   : Tr::tr("not stated");
        },
        [&](int c) -> std::optional<double> {
            if (!quote(c).deliveryDate.isValid())
                return std::nullopt;
            return double(quote(c).deliveryDate.toJulianDay());
        },
        true);
    add(
        QStringLiteral("sla_response"), Tr::tr("Response time"),
        [&](int c) { return hours(quote(c).slaResponseHours); },
        [&](int c) -> std::optional<double> {
            if (quote(c).slaResponseHours <= 0)
                return std::nullopt;
            return quote(c).slaResponseHours;
        },
        true);
    add(
        QStringLiteral("sla_replacement"), Tr::tr("Hardware replacement"),
        [&](int c) { return hours(quote(c).slaReplacementHours); },
        [&](int c) -> std::optional<double> {
            if (quote(c).slaReplacementHours <= 0)
                return std::nullopt;
            return quote(c).slaReplacementHours;
        },
        true);
    add(
        QStringLiteral("invoice"), Tr::tr("Invoice"),
        [&](int c) {
            return quote(c).invoiceType.isEmpty() ? Tr::tr("not stated")
                                                  : invoiceTypeLabel(quote(c).invoiceType);
        },
        {}, true);
}
} // namespace

TenderMatrix tenderMatrix(const Tender& tender, const TenderEvaluation& e, const GpuCatalog* catalog)
{
    TenderMatrix m;
    for (const OfferScore& s : e.scores)
        m.offers << s.offer;
    for (int i = 0; i < e.offers.size(); ++i)
        if (!m.offers.contains(i))
            m.offers << i;
    QList<const OfferScore*> score;
    for (int i : m.offers) {
        m.vendors << e.offers[i].offer.vendor;
        m.compliant << e.offers[i].compliant();
        const OfferScore* s = nullptr;
        for (const OfferScore& x : e.scores)
            if (x.offer == i)
                s = &x;
        score << s;
    }
    const auto add = [&](const QString& key, const QString& label, const std::function<QString(int)>& text,
                         const std::function<std::optional<double>(int)>& value, bool lowerIsBetter) {
        addRow(m, key, label, text, value, lowerIsBetter);
    };
    addQuoteRows(m, e, catalog);
    const auto evaluated = [&](int c) -> std::optional<double> {
        const auto& p = e.offers[m.offers[c]].evaluatedPrice;
        return p ? std::optional<double>(double(p->minor())) : std::nullopt;
    };
    add(
        QStringLiteral("evaluated"), evaluatedPriceLabel(tender.method),
        [&](int c) {
            const auto& p = e.offers[m.offers[c]].evaluatedPrice;
            return p ? p->toDisplayString() : Tr::tr("cannot run the job");
        },
        evaluated, true);
    add(
        QStringLiteral("ex_vat"), Tr::tr("Excluding VAT"),
        [&](int c) {
            const auto& p = e.offers[m.offers[c]].exVat;
            return p ? p->toDisplayString() : QString();
        },
        {}, true);
    if (tender.evaluation == EvaluationMethod::Scoring) {
        const struct
        {
            const char* key;
            QString label;
            double OfferScore::*field;
        } criteria[] = {
            {"score_price", Tr::tr("Price score (%1)").arg(tender.weights.price), &OfferScore::price},
            {"score_delivery", Tr::tr("Delivery score (%1)").arg(tender.weights.delivery),
             &OfferScore::delivery},
            {"score_sla", Tr::tr("SLA score (%1)").arg(tender.weights.sla), &OfferScore::sla},
            {"score_invoice", Tr::tr("Invoice score (%1)").arg(tender.weights.invoice), &OfferScore::invoice},
            {"score_record", Tr::tr("Record score (%1)").arg(tender.weights.record), &OfferScore::record},
            {"score_total", Tr::tr("Total score"), &OfferScore::total},
        };
        for (const auto& k : criteria) {
            if (k.field == &OfferScore::record && tender.weights.record <= 0)
                continue; // not weighed: no row
            if (k.field == &OfferScore::record)
                add(
                    QStringLiteral("record"), Tr::tr("Record (履约评价)"),
                    [&](int c) { return e.offers[m.offers[c]].recordBasis; }, {}, false);
            add(
                QLatin1String(k.key), k.label,
                [&](int c) { return score[c] ? QString::number(score[c]->*k.field, 'f', 2) : QString(); },
                [&](int c) -> std::optional<double> {
                    if (!score[c])
                        return std::nullopt;
                    return score[c]->*k.field;
                },
                false);
        }
    }
    add(
        QStringLiteral("rank"), Tr::tr("Rank"),
        [&](int c) {
            if (!score[c])
                return QStringLiteral("—");
            QString r = QString::number(score[c]->rank);
            if (score[c]->abnormallyLow)
                r += QStringLiteral(" (%1)").arg(abnormallyLowText(e));
            return r;
        },
        [&](int c) -> std::optional<double> {
            if (!score[c])
                return std::nullopt;
            return double(score[c]->rank);
        },
        true);
    add(
        QStringLiteral("compliance"), Tr::tr("Compliance"),
        [&](int c) {
            const OfferAssessment& a = e.offers[m.offers[c]];
            return a.compliant()               ? Tr::tr("meets every requirement")
                   : a.nonCompliance.isEmpty() ? Tr::tr("cannot run the job")
                                               : a.nonCompliance.join(QStringLiteral("; "));
        },
        {}, true);
    return m;
}

} // namespace gpuplan
