#include "PriceTerm.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <iterator>

namespace gpuplan {

namespace {
constexpr qint64 kHoursPerYearAll = Conventions::kHoursPerYear;
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PriceTerm)
};

const char* const kUnits[] = {"gpu-hour",    "server-hour", "gpu-day",      "server-day", "gpu-week",
                              "server-week", "gpu-month",   "server-month", "gpu-year",   "server-year"};
const char* const kBilling[] = {"second", "minute", "hour", "day", "week", "month", "year"};
const char* const kTerms[] = {"hourly", "daily",        "weekly", "monthly",
                              "yearly", "savings-plan", "spot",   "buy"};
static_assert(std::size(kUnits) == kPriceUnitCount && std::size(kBilling) == kBillingCount &&
              std::size(kTerms) == kRentalTermCount);

template <size_t N> int indexOf(const QString& name, const char* const (&names)[N])
{
    const QString n = name.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    for (size_t i = 0; i < N; ++i)
        if (n == QLatin1String(names[i]))
            return int(i);
    return -1;
}

Fraction vatDivisor(const PriceTerm& t)
{
    // Price excluding VAT = price / (1 + rate) when the price includes it.
    return t.vatIncluded ? Fraction(10000 + t.vatBasisPoints, 10000) : Fraction(1);
}
} // namespace

QString priceUnitName(PriceUnit u)
{
    return QString::fromLatin1(kUnits[int(u)]);
}
std::optional<PriceUnit> priceUnitFromName(const QString& name)
{
    static const struct
    {
        const char* alias;
        PriceUnit unit;
    } aliases[] = {{"card-hour", PriceUnit::GpuHour},   {"node-hour", PriceUnit::ServerHour},
                   {"card-day", PriceUnit::GpuDay},     {"node-day", PriceUnit::ServerDay},
                   {"card-week", PriceUnit::GpuWeek},   {"node-week", PriceUnit::ServerWeek},
                   {"card-month", PriceUnit::GpuMonth}, {"node-month", PriceUnit::ServerMonth},
                   {"card-year", PriceUnit::GpuYear},   {"node-year", PriceUnit::ServerYear}};
    const int i = indexOf(name, kUnits);
    if (i >= 0)
        return static_cast<PriceUnit>(i);
    const QString n = name.trimmed().toLower();
    for (const auto& a : aliases)
        if (n == QLatin1String(a.alias))
            return a.unit;
    static const struct
    {
        const char* zh;
        PriceUnit unit;
    } zh[] = {{"卡时", PriceUnit::GpuHour},  {"台时", PriceUnit::ServerHour},
              {"卡天", PriceUnit::GpuDay},   {"台天", PriceUnit::ServerDay},
              {"卡周", PriceUnit::GpuWeek},  {"台周", PriceUnit::ServerWeek},
              {"卡月", PriceUnit::GpuMonth}, {"台月", PriceUnit::ServerMonth},
              {"卡年", PriceUnit::GpuYear},  {"台年", PriceUnit::ServerYear}};
    // As Chinese quotes write units: 卡时, 元/卡时, 元/台/月, 卡/月, /台/月, 元/卡/小时, 台/日, 每台月 …
    QString z = n;
    z.remove(QString::fromUtf8("元"));
    z.remove(QString::fromUtf8("每"));
    z.remove(QLatin1Char('/'));
    z.replace(QString::fromUtf8("小时"), QString::fromUtf8("时"));
    z.replace(QString::fromUtf8("日"), QString::fromUtf8("天"));
    for (const auto& a : zh)
        if (z == QString::fromUtf8(a.zh))
            return a.unit;
    return std::nullopt;
}

QString priceUnitNameZh(PriceUnit u)
{
    static const char* const zh[] = {"卡时", "台时", "卡天", "台天", "卡周",
                                     "台周", "卡月", "台月", "卡年", "台年"};
    return QString::fromUtf8(zh[int(u)]);
}

QString minimumTermText(PriceUnit u, int periods)
{
    if (periods <= 0)
        return Tr::tr("none");
    switch (u) {
    case PriceUnit::GpuHour:
    case PriceUnit::ServerHour:
        return Tr::tr("%n hour(s)", "minimum term", periods);
    case PriceUnit::GpuDay:
    case PriceUnit::ServerDay:
        return Tr::tr("%n day(s)", "minimum term", periods);
    case PriceUnit::GpuWeek:
    case PriceUnit::ServerWeek:
        return Tr::tr("%n week(s)", "minimum term", periods);
    case PriceUnit::GpuMonth:
    case PriceUnit::ServerMonth:
        return Tr::tr("%n month(s)", "minimum term", periods);
    case PriceUnit::GpuYear:
    case PriceUnit::ServerYear:
        return Tr::tr("%n year(s)", "minimum term", periods);
    }
    return QString();
}

QString priceUnitLabel(PriceUnit u)
{
    switch (u) {
    case PriceUnit::GpuHour:
        return Tr::tr("per GPU-hour");
    case PriceUnit::ServerHour:
        return Tr::tr("per server-hour");
    case PriceUnit::GpuDay:
        return Tr::tr("per GPU-day");
    case PriceUnit::ServerDay:
        return Tr::tr("per server-day");
    case PriceUnit::GpuWeek:
        return Tr::tr("per GPU-week");
    case PriceUnit::ServerWeek:
        return Tr::tr("per server-week");
    case PriceUnit::GpuMonth:
        return Tr::tr("per GPU-month");
    case PriceUnit::ServerMonth:
        return Tr::tr("per server-month");
    case PriceUnit::GpuYear:
        return Tr::tr("per GPU-year");
    case PriceUnit::ServerYear:
        return Tr::tr("per server-year");
    }
    return QString();
}

QString priceWithUnit(const Money& amount, PriceUnit u)
{
    //: An amount and its unit; Chinese joins them without a space (¥68,000.00/台/月).
    return Tr::tr("%1 %2", "amount and price unit").arg(amount.toDisplayString(), priceUnitLabel(u));
}

QString billingName(Billing b)
{
    return QString::fromLatin1(kBilling[int(b)]);
}
QString billingNameZh(Billing b)
{
    static const char* const zh[] = {"按秒", "按分钟", "按小时", "按天", "按周", "按月", "按年"};
    return QString::fromUtf8(zh[int(b)]);
}
QString billingLabel(Billing b)
{
    switch (b) {
    case Billing::Second:
        return Tr::tr("per second", "billing");
    case Billing::Minute:
        return Tr::tr("per minute", "billing");
    case Billing::Hour:
        return Tr::tr("per hour", "billing");
    case Billing::Day:
        return Tr::tr("per day", "billing");
    case Billing::Week:
        return Tr::tr("per week", "billing");
    case Billing::Month:
        return Tr::tr("per month", "billing");
    case Billing::Year:
        return Tr::tr("per year", "billing");
    }
    return QString();
}
std::optional<Billing> billingFromName(const QString& name)
{
    const int i = indexOf(name, kBilling);
    if (i >= 0)
        return static_cast<Billing>(i);
    // As Chinese quotes write it: 按小时, 按时, 按日, 小时, 月 …
    QString z = name.trimmed();
    z.remove(QString::fromUtf8("按"));
    z.remove(QString::fromUtf8("计费"));
    static const struct
    {
        const char* zh;
        Billing billing;
    } zh[] = {{"秒", Billing::Second}, {"分钟", Billing::Minute}, {"分", Billing::Minute},
              {"小时", Billing::Hour}, {"时", Billing::Hour},     {"天", Billing::Day},
              {"日", Billing::Day},    {"周", Billing::Week},     {"星期", Billing::Week},
              {"月", Billing::Month},  {"年", Billing::Year}};
    for (const auto& a : zh)
        if (z == QString::fromUtf8(a.zh))
            return a.billing;
    return std::nullopt;
}
QString rentalTermName(RentalTerm t)
{
    return QString::fromLatin1(kTerms[int(t)]);
}
std::optional<RentalTerm> rentalTermFromName(const QString& name)
{
    const int i = indexOf(name, kTerms);
    if (i < 0)
        return std::nullopt;
    return static_cast<RentalTerm>(i);
}

QString rentalTermLabel(RentalTerm t)
{
    switch (t) {
    case RentalTerm::Hourly:
        return Tr::tr("hourly (pay as you go)");
    case RentalTerm::Daily:
        return Tr::tr("daily");
    case RentalTerm::Weekly:
        return Tr::tr("weekly");
    case RentalTerm::Monthly:
        return Tr::tr("monthly");
    case RentalTerm::Yearly:
        return Tr::tr("yearly");
    case RentalTerm::SavingsPlan:
        return Tr::tr("savings plan (hourly commitment)");
    case RentalTerm::Spot:
        return Tr::tr("spot (pre-emptible)");
    case RentalTerm::Buy:
        return Tr::tr("buy (own servers)");
    }
    return QString();
}

QString rentalTermShortLabel(RentalTerm t)
{
    switch (t) {
    case RentalTerm::Hourly:
        return Tr::tr("hourly", "short term label");
    case RentalTerm::Daily:
        return Tr::tr("daily", "short term label");
    case RentalTerm::Weekly:
        return Tr::tr("weekly", "short term label");
    case RentalTerm::Monthly:
        return Tr::tr("monthly", "short term label");
    case RentalTerm::Yearly:
        return Tr::tr("yearly", "short term label");
    case RentalTerm::SavingsPlan:
        return Tr::tr("savings plan", "short term label");
    case RentalTerm::Spot:
        return Tr::tr("spot", "short term label");
    case RentalTerm::Buy:
        return Tr::tr("buy", "short term label");
    }
    return QString();
}

bool isServerUnit(PriceUnit u)
{
    return int(u) % 2 == 1;
}

Billing naturalBilling(PriceUnit u)
{
    switch (u) {
    case PriceUnit::GpuHour:
    case PriceUnit::ServerHour:
        return Billing::Hour;
    case PriceUnit::GpuDay:
    case PriceUnit::ServerDay:
        return Billing::Day;
    case PriceUnit::GpuWeek:
    case PriceUnit::ServerWeek:
        return Billing::Week;
    case PriceUnit::GpuMonth:
    case PriceUnit::ServerMonth:
        return Billing::Month;
    case PriceUnit::GpuYear:
    case PriceUnit::ServerYear:
        return Billing::Year;
    }
    return Billing::Hour;
}

int Conventions::hoursIn(Billing b) const
{
    switch (b) {
    case Billing::Second:
    case Billing::Minute:
    case Billing::Hour:
        return 1;
    case Billing::Day:
        return kHoursPerDay;
    case Billing::Week:
        return kHoursPerWeek;
    case Billing::Month:
        return hoursPerMonth;
    case Billing::Year:
        return kHoursPerYear;
    }
    return 1;
}

int Conventions::hoursIn(PriceUnit u) const
{
    return hoursIn(naturalBilling(u));
}

Status PriceTerm::validate() const
{
    if (price.minor() <= 0)
        return Status::failure(QStringLiteral("price"), Tr::tr("the price must be greater than zero"));
    if (vatBasisPoints < 0 || vatBasisPoints >= 10000)
        return Status::failure(QStringLiteral("vat"), Tr::tr("VAT must be at least 0% and below 100%"));
    if (isServerUnit(unit) && (gpusPerServer <= 0 || gpusPerServer > 64))
        return Status::failure(QStringLiteral("gpus_per_server"),
                               Tr::tr("a per-server price needs 1 to 64 GPUs per server"));
    if (setupFee.minor() < 0)
        return Status::failure(QStringLiteral("setup_fee"), Tr::tr("the setup fee cannot be negative"));
    if (deposit.minor() < 0)
        return Status::failure(QStringLiteral("deposit"), Tr::tr("the deposit cannot be negative"));
    if (setupFee.minor() != 0 && setupFee.currency() != price.currency())
        return Status::failure(QStringLiteral("setup_fee"),
                               Tr::tr("the setup fee must be in the price's currency"));
    if (minimumPeriods < 0)
        return Status::failure(QStringLiteral("minimum_term"), Tr::tr("the minimum term cannot be negative"));
    if (spotDiscountBasisPoints < 0 || spotDiscountBasisPoints >= 10000)
        return Status::failure(QStringLiteral("spot_discount"),
                               Tr::tr("the spot discount must be between 0% and 100%"));
    if (interruptionOverheadBasisPoints &&
        (*interruptionOverheadBasisPoints < 0 || *interruptionOverheadBasisPoints > 50000))
        return Status::failure(QStringLiteral("interruption_overhead"),
                               Tr::tr("the interruption overhead must be between 0% and 500%"));
    if (spotProtectionHours < 0 || spotProtectionHours > 720 || !std::isfinite(spotProtectionHours))
        return Status::failure(QStringLiteral("spot_protection_hours"),
                               Tr::tr("the spot protection period must be from 0 to 720 hours"));
    if (spotNoticeMinutes < 0 || spotNoticeMinutes > 1440 || !std::isfinite(spotNoticeMinutes))
        return Status::failure(QStringLiteral("spot_notice_minutes"),
                               Tr::tr("the spot release notice must be from 0 to 1,440 minutes"));
    if (commitmentYears != 0 && commitmentYears != 1 && commitmentYears != 3)
        return Status::failure(QStringLiteral("commitment_years"),
                               Tr::tr("a savings plan commits for 1 or 3 years"));
    if (commitmentYears && spot)
        return Status::failure(QStringLiteral("commitment_years"),
                               Tr::tr("a savings plan does not apply to spot instances"));
    if (commitmentPerHour.minor() < 0 ||
        (commitmentPerHour.minor() != 0 && commitmentPerHour.currency() != price.currency()))
        return Status::failure(
            QStringLiteral("commitment_per_hour"),
            Tr::tr("the hourly commitment must be an amount of zero or more in the price's "
                   "currency"));
    if (commitmentPerHour.minor() != 0 && !commitmentYears)
        return Status::failure(QStringLiteral("commitment_years"),
                               Tr::tr("an hourly commitment needs its term: 1 or 3 years"));
    for (const TermDiscount& d : discounts)
        if (d.basisPoints < 0 || d.basisPoints >= 10000 || d.minPeriods < 0)
            return Status::failure(QStringLiteral("discounts"),
                                   Tr::tr("a term discount must be between 0% and 100%"));
    return Status();
}

Result<SpotRun> spotRun(const PriceTerm& term, double workHours, int servers, const Conventions& conventions)
{
    SpotRun r;
    r.runHours = workHours;
    if (term.interruptionOverheadBasisPoints) {
        r.runHours = workHours * (10000 + *term.interruptionOverheadBasisPoints) / 10000.0;
        r.basis = Tr::tr("run time + %1% for pre-emptions and restarts, as stated")
                      .arg(*term.interruptionOverheadBasisPoints / 100.0);
        return r;
    }
    const SpotRisk& risk = conventions.spot;
    if (!(risk.monthlyInterruptionShare >= 0 && risk.monthlyInterruptionShare < 1))
        return fieldError(QStringLiteral("spot_interruptions"),
                          Tr::tr("the share of spot servers pre-empted in a month must be from 0% to below "
                                 "100%"));
    // Pre-emptions of one server arrive at a constant rate whose monthly share is p: λ₁ = −ln(1 − p) / month.
    // A synchronous job stops when any of its servers is taken: λ = servers × λ₁. After each start the
    // protection period P is safe; a pre-emption without notice loses half a checkpoint interval (L), with
    // notice a checkpoint is written first (L = 0). Each life of the job makes P + 1/λ − L hours of progress
    // on average, so n = W / (P + 1/λ − L) pre-emptions (none when W ≤ P), each costing L + restart.
    const double lambda =
        std::max(1, servers) * -std::log1p(-risk.monthlyInterruptionShare) / conventions.hoursPerMonth;
    const double lost = term.spotNoticeMinutes > 0 ? 0.0 : risk.checkpointIntervalHours / 2.0;
    const double protection = term.spotProtectionHours;
    if (lambda > 0 && workHours > protection) {
        const double progressPerLife = protection + 1.0 / lambda - lost;
        if (progressPerLife <= risk.restartHours)
            return fieldError(
                QStringLiteral("spot"),
                Tr::tr("on spot, %n server(s) are pre-empted more often than the work since the "
                       "last checkpoint can be saved: the job would not finish",
                       "", servers));
        r.interruptions = workHours / progressPerLife;
        r.runHours = workHours + r.interruptions * (lost + risk.restartHours);
    }
    r.basis =
        Tr::tr("%1 pre-emptions expected (%2% of servers pre-empted a month × %n server(s); %3; %4), each "
               "costing %5 h of restart%6",
               "", std::max(1, servers))
            .arg(QLocale().toString(r.interruptions, 'f', 2))
            .arg(risk.monthlyInterruptionShare * 100.0, 0, 'g', 3)
            .arg(protection > 0 ? Tr::tr("%1 h protection after each start").arg(protection, 0, 'g', 3)
                                : Tr::tr("no protection period"))
            .arg(term.spotNoticeMinutes > 0
                     ? Tr::tr("%1 min notice, a checkpoint is written first").arg(term.spotNoticeMinutes)
                     : Tr::tr("no notice"))
            .arg(risk.restartHours, 0, 'g', 3)
            .arg(lost > 0 ? Tr::tr(" and %1 h of work since the last checkpoint").arg(lost, 0, 'g', 3)
                          : QString());
    return r;
}

Result<Fraction> PriceNormaliser::perGpuHourExVatExact(const PriceTerm& term, Currency target) const
{
    if (Status s = term.validate(); !s)
        return s.error();
    auto fx = m_fx.factor(term.price.currency(), target);
    if (!fx)
        return fx.error();
    Fraction f = term.price.asFraction() / vatDivisor(term) * fx.value();
    if (isServerUnit(term.unit))
        f = f / Fraction(term.gpusPerServer);
    f = f / Fraction(m_conventions.hoursIn(term.unit));
    if (term.spot)
        f = f * Fraction(10000 - term.spotDiscountBasisPoints, 10000);
    return f;
}

Result<Money> PriceNormaliser::perGpuHourExVat(const PriceTerm& term, Currency target) const
{
    auto f = perGpuHourExVatExact(term, target);
    if (!f)
        return f.error();
    return Money::fromFraction(f.value(), target);
}

// "1 server × 3 months × ¥68,000.00 per server-month, ÷ 1.06 to remove VAT", or a savings plan's commitment.
static QString explainJobCost(const PriceTerm& term, const JobCost& c, const Fraction& commitmentHourly)
{
    if (c.commitmentApplied) {
        auto hourly = Money::fromFraction(commitmentHourly, term.price.currency());
        return Tr::tr("savings plan: %1 per hour committed × %2 h (%n year(s)), billed whether used or not",
                      "", term.commitmentYears)
            .arg(hourly ? hourly->toDisplayString() : QString())
            .arg(QLocale().toString(qint64(term.commitmentYears) * kHoursPerYearAll));
    }
    const QString count = c.billedPeriods == std::floor(c.billedPeriods)
                              ? QString::number(c.billedPeriods, 'f', 0)
                              : QString::number(c.billedPeriods, 'f', 3);
    QString periodText;
    const bool whole = c.billedPeriods == std::floor(c.billedPeriods) && c.billedPeriods < 1e9;
    const int n = whole ? int(c.billedPeriods) : 0;
    switch (naturalBilling(term.unit)) {
    case Billing::Second:
    case Billing::Minute:
    case Billing::Hour:
        periodText = whole ? Tr::tr("%n hour(s)", "billed periods", n)
                           : Tr::tr("%1 hours", "billed periods").arg(count);
        break;
    case Billing::Day:
        periodText =
            whole ? Tr::tr("%n day(s)", "billed periods", n) : Tr::tr("%1 days", "billed periods").arg(count);
        break;
    case Billing::Week:
        periodText = whole ? Tr::tr("%n week(s)", "billed periods", n)
                           : Tr::tr("%1 weeks", "billed periods").arg(count);
        break;
    case Billing::Month:
        periodText = whole ? Tr::tr("%n month(s)", "billed periods", n)
                           : Tr::tr("%1 months", "billed periods").arg(count);
        break;
    case Billing::Year:
        periodText = whole ? Tr::tr("%n year(s)", "billed periods", n)
                           : Tr::tr("%1 years", "billed periods").arg(count);
        break;
    }
    QString text =
        Tr::tr("%1 × %2 × %3%4%5%6")
            .arg(isServerUnit(term.unit) ? Tr::tr("%n server(s)", "billed units", c.billedUnits)
                                         : Tr::tr("%n GPU(s)", "billed units", c.billedUnits),
                 periodText, priceWithUnit(term.price, term.unit))
            .arg(c.discountBasisPoints ? Tr::tr(" − %1% term discount").arg(c.discountBasisPoints / 100.0)
                                       : QString())
            .arg(term.setupFee.isZero() ? QString()
                                        : Tr::tr(" + setup %1").arg(term.setupFee.toDisplayString()))
            .arg(term.vatIncluded && term.vatBasisPoints
                     ? Tr::tr(", ÷ %1 to remove VAT").arg(1.0 + term.vatBasisPoints / 10000.0)
                     : QString());
    if (c.minimumApplied)
        text += Tr::tr(" (minimum term of %1 applied)").arg(term.minimumPeriods);
    if (!c.spotBasis.isEmpty())
        text += Tr::tr("; on spot the run takes %1 h: %2").arg(c.runHours, 0, 'f', 1).arg(c.spotBasis);
    return text;
}

Result<JobCost> PriceNormaliser::jobCost(const PriceTerm& term, int gpus, double wallHours,
                                         Currency target) const
{
    if (Status s = term.validate(); !s)
        return s.error();
    if (gpus <= 0)
        return fieldError(QStringLiteral("gpus"), Tr::tr("the job needs at least one GPU"));
    if (!(wallHours > 0) || !std::isfinite(wallHours))
        return fieldError(QStringLiteral("hours"), Tr::tr("the job must run for more than zero hours"));
    if (wallHours > 1e8)
        return fieldError(
            QStringLiteral("hours"),
            Tr::tr("%1 hours is more than the planner prices (100 million hours)").arg(wallHours, 0, 'g', 3));
    auto fx = m_fx.factor(term.price.currency(), target);
    if (!fx)
        return fx.error();

    JobCost c;
    const int servers = (gpus + term.gpusPerServer - 1) / term.gpusPerServer;
    c.runHours = wallHours;
    if (term.spot) {
        auto run = spotRun(term, wallHours, servers, m_conventions);
        if (!run)
            return run.error();
        c.runHours = run->runHours;
        c.interruptions = int(std::lround(run->interruptions));
        c.spotBasis = run->basis;
    }
    c.billedUnits = isServerUnit(term.unit) ? servers : gpus;

    // Billed time in whole billing periods (seconds or minutes for 按秒/按分钟 deduction), at least the
    // minimum term.
    const int unitHours = m_conventions.hoursIn(term.unit);
    Fraction billedHours;
    if (term.billing == Billing::Second) {
        billedHours = Fraction(qint64(std::ceil(c.runHours * 3600.0 - 1e-6)), 3600);
    } else if (term.billing == Billing::Minute) {
        billedHours = Fraction(qint64(std::ceil(c.runHours * 60.0 - 1e-6)), 60);
    } else {
        const int gran = m_conventions.hoursIn(term.billing);
        billedHours = Fraction(qint64(std::ceil(c.runHours / gran - 1e-9)) * gran);
    }
    const Fraction minimum(qint64(term.minimumPeriods) * unitHours);
    if (billedHours < minimum) {
        billedHours = minimum;
        c.minimumApplied = true;
    }
    const Fraction periods = billedHours / Fraction(unitHours);
    c.billedPeriods = periods.toDouble();
    c.billedHours = billedHours.toDouble();
    for (const TermDiscount& d : term.discounts)
        if (c.billedPeriods + 1e-9 >= d.minPeriods && d.basisPoints > c.discountBasisPoints)
            c.discountBasisPoints = d.basisPoints;

    Fraction unitPrice = term.price.asFraction();
    if (term.spot)
        unitPrice = unitPrice * Fraction(10000 - term.spotDiscountBasisPoints, 10000);
    Fraction rent =
        unitPrice * Fraction(c.billedUnits) * periods * Fraction(10000 - c.discountBasisPoints, 10000);
    // A savings plan bills its hourly commitment for the whole term, used or not.
    Fraction commitmentHourly;
    if (term.commitmentYears > 0) {
        commitmentHourly = term.commitmentPerHour.minor() > 0
                               ? term.commitmentPerHour.asFraction()
                               : unitPrice * Fraction(c.billedUnits) / Fraction(unitHours);
        const Fraction commitment =
            commitmentHourly * Fraction(qint64(term.commitmentYears) * kHoursPerYearAll);
        if (rent < commitment) {
            rent = commitment;
            c.commitmentApplied = true;
        }
    }
    const Fraction gross = rent + term.setupFee.asFraction(); // as quoted (VAT in or out)
    const Fraction exVat = gross / vatDivisor(term) * fx.value();
    const Fraction incVat =
        (term.vatIncluded ? gross : gross * Fraction(10000 + term.vatBasisPoints, 10000)) * fx.value();
    auto ex = Money::fromFraction(exVat, target);
    auto inc = Money::fromFraction(incVat, target);
    auto setup = Money::fromFraction(term.setupFee.asFraction() / vatDivisor(term) * fx.value(), target);
    for (const Result<Money>* m : {&ex, &inc, &setup})
        if (!m->ok())
            return Result<JobCost>::failure(QStringLiteral("price"), m->error().message);
    c.totalExVat = ex.value();
    c.totalIncVat = inc.value();
    c.setupFeeExVat = setup.value();
    c.depositShown = term.deposit;
    c.explanation = explainJobCost(term, c, commitmentHourly);
    return c;
}

} // namespace gpuplan
