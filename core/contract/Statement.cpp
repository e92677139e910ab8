#include "Statement.h"

#include "util/Language.h"

#include <QJsonArray>

namespace gpuplan {

namespace {
QString fraction(const Fraction& f)
{
    return QString::number(f.toDouble(), 'g', 12);
}
} // namespace

QJsonObject contractJson(const Contract& c)
{
    QJsonArray servers;
    for (const ContractServer& s : c.serverList)
        servers.append(
            QJsonObject{{QStringLiteral("name"), s.name},
                        {QStringLiteral("accepted_at"),
                         s.acceptedAt.isValid() ? s.acceptedAt.toString(Qt::ISODate) : QString()}});
    return QJsonObject{{QStringLiteral("id"), double(c.id)},
                       {QStringLiteral("number"), c.number},
                       {QStringLiteral("quote_id"), double(c.quoteId)},
                       {QStringLiteral("tender_id"), double(c.tenderId)},
                       {QStringLiteral("vendor"), c.vendor},
                       {QStringLiteral("start"), c.start.toString(Qt::ISODate)},
                       {QStringLiteral("end"), c.end().addDays(-1).toString(Qt::ISODate)},
                       {QStringLiteral("term_months"), c.termMonths},
                       {QStringLiteral("gpu"), c.gpuId},
                       {QStringLiteral("servers"), c.servers},
                       {QStringLiteral("gpus_per_server"), c.gpusPerServer},
                       {QStringLiteral("unit_price"), c.price.price.toString()},
                       {QStringLiteral("price_unit"), priceUnitName(c.price.unit)},
                       {QStringLiteral("billing"), billingName(c.price.billing)},
                       {QStringLiteral("vat_included"), c.price.vatIncluded},
                       {QStringLiteral("vat_percent"), c.price.vatBasisPoints / 100.0},
                       {QStringLiteral("setup_fee"), c.price.setupFee.toString()},
                       {QStringLiteral("minimum_periods"), c.price.minimumPeriods},
                       {QStringLiteral("invoice_type"), c.invoiceType},
                       {QStringLiteral("payment_terms"), c.paymentTerms},
                       {QStringLiteral("response_hours"), c.responseHours},
                       {QStringLiteral("replacement_hours"), c.replacementHours},
                       {QStringLiteral("sla_tiers"), c.sla.tiersText()},
                       {QStringLiteral("sla_cap_percent"), c.sla.capMilli / 1000.0},
                       {QStringLiteral("status"), c.status},
                       {QStringLiteral("named_servers"), servers}};
}

QJsonObject reconciliationJson(const Reconciliation& r)
{
    QJsonArray differences, servers, problems;
    for (const BillDifference& d : r.differences) {
        QJsonObject o{{QStringLiteral("kind"), differenceKindName(d.kind)},
                      {QStringLiteral("sheet"), d.sheet},
                      {QStringLiteral("row"), d.row},
                      {QStringLiteral("server"), d.server},
                      {QStringLiteral("amount"), d.amount.toString()},
                      {QStringLiteral("quantity"), fraction(d.quantity)}};
        for (const char* lang : {"zh_CN", "en"}) {
            const Language::Scope scope(QString::fromLatin1(lang));
            const QString key = QString::fromLatin1(lang).left(2);
            o.insert(QStringLiteral("text_") + key, d.text());
            o.insert(QStringLiteral("clause_") + key, d.clause());
        }
        differences.append(o);
    }
    for (const ServerUsage& u : r.servers)
        servers.append(QJsonObject{{QStringLiteral("server"), u.server},
                                   {QStringLiteral("accepted_at"),
                                    u.acceptedAt.isValid() ? u.acceptedAt.toString(Qt::ISODate) : QString()},
                                   {QStringLiteral("seconds_in_term"), double(u.secondsInTerm)},
                                   {QStringLiteral("seconds_accepted"), double(u.secondsAccepted)},
                                   {QStringLiteral("seconds_billable"), double(u.secondsBillable)},
                                   {QStringLiteral("seconds_down"), double(u.secondsDown)},
                                   {QStringLiteral("allowed"), fraction(u.allowed)},
                                   {QStringLiteral("billed"), fraction(u.billed)},
                                   {QStringLiteral("fee_due"), u.allowedAmount.toString()},
                                   {QStringLiteral("credit_percent"), u.creditMilli / 1000.0},
                                   {QStringLiteral("credit"), u.credit.toString()}});
    for (const Error& e : r.problems)
        problems.append(
            QJsonObject{{QStringLiteral("where"), e.where}, {QStringLiteral("message"), e.message}});
    return QJsonObject{{QStringLiteral("contract"), r.contractNumber},
                       {QStringLiteral("vendor"), r.vendor},
                       {QStringLiteral("month"), r.month.toString(QStringLiteral("yyyy-MM"))},
                       {QStringLiteral("file"), r.file},
                       {QStringLiteral("currency"), currencyCode(r.currency)},
                       {QStringLiteral("vat_percent"), r.vatBasisPoints / 100.0},
                       {QStringLiteral("lines"), int(r.lines.size())},
                       {QStringLiteral("problems"), problems},
                       {QStringLiteral("servers"), servers},
                       {QStringLiteral("differences"), differences},
                       {QStringLiteral("billed_ex_vat"), r.billedExVat.toString()},
                       {QStringLiteral("billed_vat"), r.billedVat.toString()},
                       {QStringLiteral("billed_total"), r.billedTotal.toString()},
                       {QStringLiteral("due_ex_vat"), r.dueExVat.toString()},
                       {QStringLiteral("credit_due"), r.creditDue.toString()},
                       {QStringLiteral("payable_ex_vat"), r.payableExVat.toString()},
                       {QStringLiteral("payable_vat"), r.payableVat.toString()},
                       {QStringLiteral("payable_total"), r.payableTotal.toString()},
                       {QStringLiteral("disputed"), r.disputed().toString()}};
}

} // namespace gpuplan
