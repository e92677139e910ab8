// A month's bill matched against the contract: the time each server may be billed, each line's price, unit,
// VAT and arithmetic, the SLA credit due. Money is exact: quantities and prices are fractions, each amount is
// rounded to the fen once.
#include "Bill.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Contract)
};

int gpuFactor(PriceUnit u, int gpusPerServer)
{
    return isServerUnit(u) ? gpusPerServer : 1;
}

// The period a unit prices, in seconds; a month is the billed month's own length.
qint64 periodSeconds(PriceUnit u, qint64 monthSeconds)
{
    switch (u) {
    case PriceUnit::GpuHour:
    case PriceUnit::ServerHour:
        return 3600;
    case PriceUnit::GpuDay:
    case PriceUnit::ServerDay:
        return 86400;
    case PriceUnit::GpuWeek:
    case PriceUnit::ServerWeek:
        return 7 * 86400;
    case PriceUnit::GpuMonth:
    case PriceUnit::ServerMonth:
        return monthSeconds;
    case PriceUnit::GpuYear:
    case PriceUnit::ServerYear:
        return 365 * 86400;
    }
    return 3600;
}

// The step the contract rounds time up to. Monthly and yearly terms are prorated by the day, as Chinese
// rental contracts write it (按实际天数折算).
qint64 granularitySeconds(Billing b)
{
    switch (b) {
    case Billing::Second:
        return 1;
    case Billing::Minute:
        return 60;
    case Billing::Hour:
        return 3600;
    case Billing::Week:
        return 7 * 86400;
    case Billing::Day:
    case Billing::Month:
    case Billing::Year:
        return 86400;
    }
    return 3600;
}

qint64 roundUp(qint64 seconds, qint64 step)
{
    return seconds <= 0 ? 0 : (seconds + step - 1) / step * step;
}

struct Scale
{
    PriceUnit unit;
    int gpusPerServer;
    qint64 monthSeconds;
    Fraction price; // per contract unit, major units, VAT excluded
    // `q` of unit `u` in the contract's unit
    Fraction convert(const Fraction& q, PriceUnit u) const
    {
        return q * Fraction(qint64(gpuFactor(u, gpusPerServer)) * periodSeconds(u, monthSeconds)) /
               Fraction(qint64(gpuFactor(unit, gpusPerServer)) * periodSeconds(unit, monthSeconds));
    }
    // one server's seconds in the contract's unit
    Fraction ofSeconds(qint64 seconds) const
    {
        return Fraction(qint64(seconds) * gpusPerServer) /
               Fraction(qint64(gpuFactor(unit, gpusPerServer)) * periodSeconds(unit, monthSeconds));
    }
};

Money money(const Fraction& major, Currency c)
{
    return Money((major * Fraction(100)).rounded(), c);
}

Fraction majorOf(const Money& m)
{
    return Fraction(m.minor(), 100);
}

Fraction vatOf(const Fraction& amount, int basisPoints)
{
    return amount * Fraction(basisPoints, 10000);
}

using Spans = QList<QPair<qint64, qint64>>; // [start, end) in seconds since the epoch

// Each server's counted outages (by its name, case ignored), overlaps merged: counted once.
QHash<QString, Spans> mergedOutages(const QList<Outage>& outages)
{
    QHash<QString, Spans> by;
    for (const Outage& o : outages)
        if (o.counted)
            by[o.server.trimmed().toLower()].append({o.start.toSecsSinceEpoch(), o.end.toSecsSinceEpoch()});
    for (Spans& spans : by) {
        std::sort(spans.begin(), spans.end());
        Spans merged;
        for (const auto& s : std::as_const(spans))
            if (!merged.isEmpty() && s.first <= merged.last().second)
                merged.last().second = std::max(merged.last().second, s.second);
            else
                merged << s;
        spans = merged;
    }
    return by;
}

// The seconds of the spans within [from, to), each span shortened first by `allowance` at its start (the
// replacement time the contract allows before an outage stops being billable).
qint64 secondsWithin(const Spans& spans, qint64 allowance, qint64 from, qint64 to)
{
    qint64 total = 0;
    for (const auto& [a, b] : spans)
        total += std::max<qint64>(0, std::min(b, to) - std::max(a + allowance, from));
    return total;
}

} // namespace

namespace {

// "¥22.50/卡时" / "¥22.50 per GPU-hour"; more decimals when the price has them.
QString priceText(const Fraction& price, PriceUnit u, Currency c)
{
    const Money m = money(price, c);
    if (majorOf(m) == price)
        return priceWithUnit(m, u);
    return priceWithUnit(m, u).replace(
        m.toDisplayString(),
        Money(0, c).toDisplayString().remove(QRegularExpression(QStringLiteral("[0-9.,]"))) +
            QLocale::system().toString(price.toDouble(), 'f', 4));
}

QString quantityText(const Fraction& q, PriceUnit u)
{
    static const char* const nouns[] = {
        QT_TRANSLATE_NOOP("Contract", "GPU-hours"),  QT_TRANSLATE_NOOP("Contract", "server-hours"),
        QT_TRANSLATE_NOOP("Contract", "GPU-days"),   QT_TRANSLATE_NOOP("Contract", "server-days"),
        QT_TRANSLATE_NOOP("Contract", "GPU-weeks"),  QT_TRANSLATE_NOOP("Contract", "server-weeks"),
        QT_TRANSLATE_NOOP("Contract", "GPU-months"), QT_TRANSLATE_NOOP("Contract", "server-months"),
        QT_TRANSLATE_NOOP("Contract", "GPU-years"),  QT_TRANSLATE_NOOP("Contract", "server-years")};
    //: a quantity and its unit: 64 GPU-hours / 64 卡时
    return Tr::tr("%1 %2", "quantity and unit")
        .arg(QLocale::system().toString(q.toDouble(), 'g', 8), Tr::tr(nouns[int(u)]));
}

QString vatText(int basisPoints)
{
    return QLocale::system().toString(basisPoints / 100.0, 'g', 4) + QLatin1Char('%');
}

} // namespace

QString BillDifference::rowLabel() const
{
    return sheet.isEmpty() ? Tr::tr("line %1").arg(row) : Tr::tr("%1, row %2").arg(sheet).arg(row);
}

QString BillDifference::clause() const
{
    const Currency c = amount.currency();
    switch (kind) {
    case DifferenceKind::Price:
        return Tr::tr("unit price %1").arg(priceText(contractPrice, contractUnit, c));
    case DifferenceKind::Quantity:
        return Tr::tr("term and servers");
    case DifferenceKind::BeforeAcceptance:
        return Tr::tr("billing starts at acceptance");
    case DifferenceKind::Outage:
        return Tr::tr("replacement within %1 h").arg(QLocale::system().toString(replacementHours, 'g', 4));
    case DifferenceKind::Granularity:
        return Tr::tr("billing granularity: %1").arg(billingLabel(billing));
    case DifferenceKind::MinimumTerm:
        return Tr::tr("minimum term");
    case DifferenceKind::SetupFee:
        return Tr::tr("one-off fees");
    case DifferenceKind::NotInContract:
        return Tr::tr("scope of the contract");
    case DifferenceKind::VatRate:
        return Tr::tr("VAT %1").arg(vatText(contractVat));
    case DifferenceKind::InvoiceType:
        return Tr::tr("special VAT invoice");
    case DifferenceKind::Arithmetic:
        return Tr::tr("the bill's own figures");
    }
    return {};
}

QString BillDifference::text() const
{
    const Currency c = amount.currency();
    const QString a = amount.toDisplayString();
    switch (kind) {
    case DifferenceKind::Price:
        return Tr::tr("priced at %1, the contract's price is %2: %3 too much")
            .arg(priceText(linePrice, lineUnit.value_or(contractUnit), c),
                 priceText(contractPrice, contractUnit, c), a);
    case DifferenceKind::Quantity:
        return Tr::tr("%1 more than the month holds for %2: %3")
            .arg(quantityText(quantity, contractUnit), server, a);
    case DifferenceKind::BeforeAcceptance:
        return Tr::tr("%1 billed before %2 passed acceptance: %3")
            .arg(quantityText(quantity, contractUnit), server, a);
    case DifferenceKind::Outage:
        return Tr::tr("%1 billed while %2 was down beyond the %3 h the contract allows for a replacement: %4")
            .arg(quantityText(quantity, contractUnit), server)
            .arg(QLocale::system().toString(replacementHours, 'g', 4))
            .arg(a);
    case DifferenceKind::Granularity:
        return Tr::tr("%1 from %2's time rounded up %3 where the contract bills %4: %5")
            .arg(quantityText(quantity, contractUnit), server,
                 billingLabel(naturalBilling(lineUnit.value_or(contractUnit))), billingLabel(billing), a);
    case DifferenceKind::MinimumTerm:
        return Tr::tr("a minimum-term charge while the term runs and its months are billed: %1").arg(a);
    case DifferenceKind::SetupFee:
        return Tr::tr("a one-off fee the contract does not hold, or holds once: %1").arg(a);
    case DifferenceKind::NotInContract:
        return Tr::tr("\"%1\" is not priced by the contract: %2").arg(item, a);
    case DifferenceKind::VatRate:
        return Tr::tr("VAT at %1, the contract's rate is %2: %3 of VAT too much")
            .arg(vatText(lineVat), vatText(contractVat), a);
    case DifferenceKind::InvoiceType:
        return Tr::tr("an ordinary invoice where the contract asks a special VAT invoice: input VAT of %1 "
                      "cannot be deducted; ask for a special VAT invoice")
            .arg(a);
    case DifferenceKind::Arithmetic:
        return Tr::tr("the bill states %1, its own figures give %2: %3")
            .arg(stated.toDisplayString(), computed.toDisplayString(), a);
    }
    return {};
}

namespace {

class Matcher
{
public:
    Matcher(const Contract& c, const Bill& bill, const QDate& month, const QList<Outage>& outages)
        : m_c(c), m_bill(bill), m_outages(outages)
    {
        m_r.contractNumber = c.number;
        m_r.vendor = c.vendor;
        m_r.file = bill.file;
        m_r.month = QDate(month.year(), month.month(), 1);
        m_r.currency = c.currency();
        m_r.vatBasisPoints = c.price.vatBasisPoints;
        m_from = chinaDayStart(m_r.month).toSecsSinceEpoch();
        m_to = chinaDayStart(m_r.month.addMonths(1)).toSecsSinceEpoch();
        m_termFrom = std::max(m_from, chinaDayStart(c.start).toSecsSinceEpoch());
        m_termTo = std::min(m_to, chinaDayStart(c.end()).toSecsSinceEpoch());
        Fraction price = majorOf(c.price.price);
        if (c.price.vatIncluded)
            price = price / (Fraction(1) + Fraction(c.price.vatBasisPoints, 10000));
        m_scale = Scale{c.price.unit, c.gpusPerServer, m_to - m_from, price};
        m_down = mergedOutages(outages);
        for (qsizetype i = 0; i < c.serverList.size(); ++i)
            m_byName.insert(c.serverList[i].name.trimmed().toLower(), i);
        const Money zero(0, c.currency());
        for (Money* m : {&m_r.billedExVat, &m_r.billedVat, &m_r.billedTotal, &m_r.dueExVat, &m_r.creditDue,
                         &m_r.payableExVat, &m_r.payableVat, &m_r.payableTotal})
            *m = zero;
    }

    Result<Reconciliation> run();

private:
    BillDifference& add(const BillLine& l, const QString& server, DifferenceKind k, const Fraction& major)
    {
        BillDifference d;
        d.sheet = l.sheet;
        d.row = l.row;
        d.server = server;
        d.kind = k;
        d.amount = money(major, m_c.currency());
        d.contractUnit = m_c.price.unit;
        d.lineUnit = l.unit;
        d.contractPrice = m_scale.price;
        d.billing = m_c.price.billing;
        d.contractVat = m_c.price.vatBasisPoints;
        d.lineVat = l.vatBasisPoints;
        d.replacementHours = m_c.replacementHours;
        d.item = l.item;
        m_r.differences << d;
        return m_r.differences.last();
    }
    bool accept(const BillLine& l, QString* server);
    // The contract's server of that name (case ignored), from an index: a bill of 10,000 servers.
    const ContractServer* serverNamed(const QString& name) const
    {
        const auto it = m_byName.constFind(name.trimmed().toLower());
        return it == m_byName.cend() ? nullptr : &m_c.serverList[*it];
    }
    void checkMoney(const BillLine& l);
    void serverMonth(const ContractServer& s, const QList<const BillLine*>& usage);

    const Contract& m_c;
    const Bill& m_bill;
    const QList<Outage>& m_outages;
    Reconciliation m_r;
    Scale m_scale{};
    qint64 m_from = 0, m_to = 0, m_termFrom = 0, m_termTo = 0;
    QHash<QString, qsizetype> m_byName;
    QHash<QString, Spans> m_down;
};

// The line is this contract's, month's, currency's and server's; otherwise a problem, and it is left out.
bool Matcher::accept(const BillLine& l, QString* server)
{
    const auto refuse = [&](const QString& column, const QString& message) {
        m_r.problems << Error(message, m_bill.where(l, column), QStringLiteral("bill"));
        return false;
    };
    if (!l.contractNumber.isEmpty() && l.contractNumber.compare(m_c.number, Qt::CaseInsensitive) != 0)
        return refuse(QStringLiteral("contract"),
                      Tr::tr("the line is of contract %1, not %2").arg(l.contractNumber, m_c.number));
    if (l.month.isValid() && l.month != m_r.month)
        return refuse(QStringLiteral("month"), Tr::tr("the line is of %1, the bill matched is of %2")
                                                   .arg(l.month.toString(QStringLiteral("yyyy-MM")),
                                                        m_r.month.toString(QStringLiteral("yyyy-MM"))));
    if (l.currency && *l.currency != m_c.currency())
        return refuse(QStringLiteral("currency"),
                      Tr::tr("the line is in %1, the contract in %2")
                          .arg(currencyCode(*l.currency), currencyCode(m_c.currency())));
    *server = l.server;
    if (server->isEmpty() && m_c.serverList.size() == 1)
        *server = m_c.serverList.first().name;
    if (server->isEmpty() && l.kind == BillLineKind::Usage)
        return refuse(QStringLiteral("server"), Tr::tr("the line names no server; the contract holds %1")
                                                    .arg(m_c.serverNames().join(QStringLiteral(", "))));
    const ContractServer* known = server->isEmpty() ? nullptr : serverNamed(*server);
    if (!server->isEmpty() && !known)
        return refuse(QStringLiteral("server"),
                      m_c.serverList.isEmpty()
                          ? Tr::tr("the contract names no servers yet: name them with 'gpuplan contract "
                                   "server'")
                          : Tr::tr("%1 is not a server of the contract (%2)")
                                .arg(*server, m_c.serverNames().join(QStringLiteral(", "))));
    if (known)
        *server = known->name;
    return true;
}

// The line's own figures and VAT: the arithmetic, the VAT rate, the invoice type; the bill's totals.
void Matcher::checkMoney(const BillLine& l)
{
    const Currency cur = m_c.currency();
    const int rate = l.vatBasisPoints >= 0 ? l.vatBasisPoints : m_c.price.vatBasisPoints;
    const Fraction amount = majorOf(l.amount);
    if (l.unitPrice && !(l.quantity == Fraction(0))) {
        const Money computed = money(l.quantity * *l.unitPrice, cur);
        if (computed != l.amount) {
            BillDifference& d = add(l, l.server, DifferenceKind::Arithmetic, amount - majorOf(computed));
            d.stated = l.amount;
            d.computed = computed;
        }
    }
    const Money vat = l.vat.value_or(money(vatOf(amount, rate), cur));
    if (l.vat && l.vatBasisPoints >= 0 && money(vatOf(amount, rate), cur) != *l.vat) {
        BillDifference& d =
            add(l, l.server, DifferenceKind::Arithmetic, majorOf(*l.vat) - vatOf(amount, rate));
        d.stated = *l.vat;
        d.computed = money(vatOf(amount, rate), cur);
    }
    const Money total = l.total.value_or(l.amount + vat);
    if (l.total && *l.total != l.amount + vat) {
        BillDifference& d =
            add(l, l.server, DifferenceKind::Arithmetic, majorOf(*l.total - (l.amount + vat)));
        d.stated = *l.total;
        d.computed = l.amount + vat;
    }
    if (l.vatBasisPoints >= 0 && l.vatBasisPoints != m_c.price.vatBasisPoints)
        add(l, l.server, DifferenceKind::VatRate,
            vatOf(amount, l.vatBasisPoints) - vatOf(amount, m_c.price.vatBasisPoints));
    if (m_c.invoiceType == QLatin1String("special") && l.invoiceType == QLatin1String("ordinary") &&
        l.amount.minor() > 0)
        add(l, l.server, DifferenceKind::InvoiceType, vatOf(amount, m_c.price.vatBasisPoints));
    m_r.billedExVat = m_r.billedExVat + l.amount;
    m_r.billedVat = m_r.billedVat + vat;
    m_r.billedTotal = m_r.billedTotal + total;
}

} // namespace

namespace {

// One server's month: the time the contract lets the vendor bill, each usage line's price, and what the bill
// asks beyond it, named by cause: rounding to a coarser period, outage time beyond the replacement time, time
// before acceptance, more than the month holds. Then the SLA credit on the fee due.
void Matcher::serverMonth(const ContractServer& s, const QList<const BillLine*>& usage)
{
    const qint64 g = granularitySeconds(m_c.price.billing);
    ServerUsage u;
    u.server = s.name;
    u.acceptedAt = s.acceptedAt;
    u.secondsInTerm = std::max<qint64>(0, m_termTo - m_termFrom);
    const qint64 accFrom =
        s.acceptedAt.isValid() ? std::max(m_termFrom, s.acceptedAt.toSecsSinceEpoch()) : m_termTo;
    u.secondsAccepted = std::max<qint64>(0, m_termTo - accFrom);
    const Spans down = m_down.value(s.name.trimmed().toLower());
    const qint64 excess = secondsWithin(down, qint64(m_c.replacementHours * 3600 + 0.5), accFrom, m_termTo);
    u.secondsBillable = u.secondsAccepted - excess;
    const Fraction full = m_scale.ofSeconds(roundUp(u.secondsInTerm, g));
    const Fraction accepted = m_scale.ofSeconds(roundUp(u.secondsAccepted, g));
    u.allowed = m_scale.ofSeconds(roundUp(u.secondsBillable, g));
    qint64 coarse = 0;
    Money stated(0, m_c.currency());
    for (const BillLine* l : usage) {
        const Fraction q = m_scale.convert(l->quantity, *l->unit);
        u.billed = u.billed + q;
        stated = stated + l->amount;
        // a period longer than the contract's step and its unit's: time rounded up to it
        if (const qint64 p = periodSeconds(*l->unit, m_scale.monthSeconds);
            p > g && p > periodSeconds(m_c.price.unit, m_scale.monthSeconds))
            coarse = std::max(coarse, p);
        if (q == Fraction(0))
            continue;
        const Fraction perContractUnit =
            l->unitPrice ? *l->unitPrice / m_scale.convert(Fraction(1), *l->unit) : majorOf(l->amount) / q;
        if (m_scale.price < perContractUnit &&
            money(perContractUnit * q, m_c.currency()) != money(m_scale.price * q, m_c.currency()))
            add(*l, s.name, DifferenceKind::Price, (perContractUnit - m_scale.price) * q).linePrice =
                l->unitPrice.value_or(majorOf(l->amount) / l->quantity);
    }
    Fraction rest = u.billed - u.allowed;
    const auto take = [&](DifferenceKind k, const Fraction& cap) {
        Fraction part = cap < rest ? cap : rest;
        if (Fraction(0) < part && !usage.isEmpty()) {
            add(*usage.first(), s.name, k, part * m_scale.price).quantity = part;
            rest = rest - part;
        }
    };
    if (coarse > 0)
        take(DifferenceKind::Granularity, m_scale.ofSeconds(roundUp(u.secondsBillable, coarse)) - u.allowed);
    take(DifferenceKind::Outage, accepted - u.allowed);
    take(DifferenceKind::BeforeAcceptance, full - accepted);
    take(DifferenceKind::Quantity, rest);
    const Money allowedAmount = money(u.allowed * m_scale.price, m_c.currency());
    u.allowedAmount = stated < allowedAmount ? stated : allowedAmount;
    // The SLA: the month's availability over the whole calendar month, the contract's tier (SlaSchedule, as
    // `contract credits` applies it), a share of the fee due.
    u.secondsDown = secondsWithin(down, 0, m_from, m_to);
    u.creditMilli = m_c.sla.creditMilli(m_to - m_from, u.secondsDown);
    u.credit = money(majorOf(u.allowedAmount) * Fraction(u.creditMilli, 100000), m_c.currency());
    m_r.dueExVat = m_r.dueExVat + u.allowedAmount;
    m_r.creditDue = m_r.creditDue + u.credit;
    m_r.servers << u;
}

Result<Reconciliation> Matcher::run()
{
    if (Status s = m_c.validate(); !s)
        return s.error();
    if (m_termFrom >= m_termTo)
        return Error(Tr::tr("%1 is outside the contract's term (%2 to %3)")
                         .arg(m_r.month.toString(QStringLiteral("yyyy-MM")), m_c.start.toString(Qt::ISODate),
                              m_c.end().addDays(-1).toString(Qt::ISODate)),
                     QStringLiteral("--month"), QStringLiteral("month"));
    m_r.problems = m_bill.problems;
    QMap<QString, QList<qsizetype>> usage;
    Money setupBilled(0, m_c.currency()), vendorCredit(0, m_c.currency());
    qsizetype firstSetup = -1;
    const bool lastMonth = m_c.end().addDays(-1) < m_r.month.addMonths(1);
    for (const BillLine& original : m_bill.lines) {
        BillLine l = original;
        if (!accept(original, &l.server))
            continue;
        m_r.lines << l;
        checkMoney(l);
        switch (l.kind) {
        case BillLineKind::Usage:
            usage[l.server.toLower()] << m_r.lines.size() - 1;
            break;
        case BillLineKind::Setup:
            setupBilled = setupBilled + l.amount;
            firstSetup = firstSetup < 0 ? m_r.lines.size() - 1 : firstSetup;
            break;
        case BillLineKind::Minimum:
            if (lastMonth)
                m_r.dueExVat = m_r.dueExVat + l.amount; // due when the term ends short of its minimum
            else
                add(l, l.server, DifferenceKind::MinimumTerm, majorOf(l.amount));
            break;
        case BillLineKind::Credit:
            vendorCredit = vendorCredit - l.amount;
            break;
        case BillLineKind::Other:
            add(l, l.server, DifferenceKind::NotInContract, majorOf(l.amount));
            break;
        }
    }
    if (firstSetup >= 0) {
        Fraction fee = m_r.month == QDate(m_c.start.year(), m_c.start.month(), 1)
                           ? majorOf(m_c.price.setupFee)
                           : Fraction(0);
        if (m_c.price.vatIncluded)
            fee = fee / (Fraction(1) + Fraction(m_c.price.vatBasisPoints, 10000));
        const Money allowed = money(fee, m_c.currency());
        if (allowed < setupBilled)
            add(m_r.lines[firstSetup], QString(), DifferenceKind::SetupFee, majorOf(setupBilled - allowed));
        m_r.dueExVat = m_r.dueExVat + (setupBilled < allowed ? setupBilled : allowed);
    }
    for (const ContractServer& s : m_c.serverList) {
        QList<const BillLine*> lines;
        for (qsizetype i : usage.value(s.name.toLower()))
            lines << &m_r.lines[i];
        serverMonth(s, lines);
    }
    // As the bill's rows run, a row's differences in the order of the checks.
    std::stable_sort(m_r.differences.begin(), m_r.differences.end(),
                     [](const BillDifference& a, const BillDifference& b) { return a.row < b.row; });
    m_r.creditDue = vendorCredit < m_r.creditDue ? m_r.creditDue - vendorCredit : Money(0, m_c.currency());
    m_r.payableExVat = m_r.dueExVat - m_r.creditDue;
    m_r.payableVat = money(vatOf(majorOf(m_r.payableExVat), m_c.price.vatBasisPoints), m_c.currency());
    m_r.payableTotal = m_r.payableExVat + m_r.payableVat;
    return m_r;
}

} // namespace

Result<Reconciliation> reconcile(const Contract& contract, const Bill& bill, const QDate& month,
                                 const QList<Outage>& outages)
{
    if (!month.isValid())
        return Error(Tr::tr("give the bill's month as YYYY-MM"), QStringLiteral("--month"),
                     QStringLiteral("month"));
    return Matcher(contract, bill, month, outages).run();
}

} // namespace gpuplan
