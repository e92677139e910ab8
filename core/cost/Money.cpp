#include "Money.h"

#include <cmath>

#include "util/Csv.h"
#include "util/DataFile.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QFile>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Money)
};
const char* const kCodes[] = {"CNY", "USD", "EUR"};
} // namespace

QString currencyCode(Currency c)
{
    return QString::fromLatin1(kCodes[int(c)]);
}

std::optional<Currency> currencyFromCode(const QString& code)
{
    const QString c = code.trimmed().toUpper();
    for (int i = 0; i < 3; ++i)
        if (c == QLatin1String(kCodes[i]))
            return static_cast<Currency>(i);
    if (c == QLatin1String("RMB") || c == QStringLiteral("¥") || c == QStringLiteral("元") ||
        c == QStringLiteral("￥") || c == QStringLiteral("人民币"))
        return Currency::CNY;
    if (c == QLatin1String("$") || c == QLatin1String("US$") || c == QStringLiteral("美元"))
        return Currency::USD;
    if (c == QStringLiteral("€"))
        return Currency::EUR;
    return std::nullopt;
}

Result<Money> Money::parseAmount(const QString& text, Currency c, const QString& where)
{
    QString t = text.trimmed();
    t.remove(QLatin1Char(' '));
    t.remove(QChar(0x00A0));
    t.remove(QLatin1Char('\''));
    qint64 multiplier = 1;
    if (t.endsWith(QStringLiteral("万"))) {
        multiplier = 10000;
        t.chop(1);
    }
    const qsizetype lastComma = t.lastIndexOf(QLatin1Char(','));
    const qsizetype lastDot = t.lastIndexOf(QLatin1Char('.'));
    if (lastComma >= 0 && lastDot >= 0) {
        // Both present: the later one is the decimal separator.
        if (lastComma > lastDot) {
            t.remove(QLatin1Char('.'));
            t.replace(QLatin1Char(','), QLatin1Char('.'));
        } else {
            t.remove(QLatin1Char(','));
        }
    } else if (lastComma >= 0) {
        // Only commas: "70,000" (thousands) or "2,35" (decimal comma, 1–2 digits after a single comma).
        const qsizetype digitsAfter = t.size() - lastComma - 1;
        if (t.count(QLatin1Char(',')) == 1 && digitsAfter > 0 && digitsAfter <= 2)
            t.replace(QLatin1Char(','), QLatin1Char('.'));
        else
            t.remove(QLatin1Char(','));
    }
    Fraction f;
    if (!Fraction::fromDecimal(t, &f))
        return Result<Money>::failure(where, Tr::tr("'%1' is not an amount of money").arg(text));
    const Fraction minor = f * Fraction(100 * multiplier);
    if (minor.overflowed() || !(std::abs(minor.toDouble()) < kMaxMinor))
        return Result<Money>::failure(where, Tr::tr("'%1' is too large").arg(text));
    if (!(minor * Fraction(1) == Fraction(minor.rounded())))
        return Result<Money>::failure(where, Tr::tr("'%1' has more than two decimal places").arg(text));
    return Money(minor.rounded(), c);
}

QString currencyLabel(Currency c)
{
    switch (c) {
    case Currency::CNY:
        return Tr::tr("CNY", "currency");
    case Currency::USD:
        return Tr::tr("USD", "currency");
    case Currency::EUR:
        return Tr::tr("EUR", "currency");
    }
    return currencyCode(c);
}

Result<Money> Money::fromFraction(const Fraction& minorUnits, Currency c)
{
    const double v = minorUnits.toDouble();
    if (minorUnits.overflowed() || !(std::abs(v) < kMaxMinor))
        return Result<Money>::failure(
            Tr::tr("amount"), Tr::tr("the amount is beyond what the planner computes exactly (more than 90 "
                                     "trillion); check the price, the count and the duration"));
    return Money(minorUnits.rounded(), c);
}

Result<Money> Money::parse(const QString& text, const QString& where, std::optional<Currency> defaultCurrency)
{
    QString t = text.trimmed();
    std::optional<Currency> currency;
    static const QString prefixes[] = {QStringLiteral("¥"), QStringLiteral("￥"), QStringLiteral("US$"),
                                       QStringLiteral("$"), QStringLiteral("€")};
    for (const QString& p : prefixes) {
        if (t.startsWith(p)) {
            currency = currencyFromCode(p);
            t = t.mid(p.size());
            break;
        }
    }
    if (!currency) {
        // Trailing code: "200000CNY", "70000 元", "2.35 USD".
        qsizetype i = t.size();
        while (i > 0 && !t[i - 1].isDigit() && t[i - 1] != QStringLiteral("万").front())
            --i;
        const QString code = t.mid(i).trimmed();
        if (!code.isEmpty()) {
            currency = currencyFromCode(code);
            if (!currency)
                return Result<Money>::failure(where,
                                              Tr::tr("unknown currency '%1'; use CNY, USD or EUR").arg(code));
            t = t.left(i);
        }
    }
    if (!currency)
        currency = defaultCurrency;
    if (!currency)
        return Result<Money>::failure(where, Tr::tr("'%1' names no currency; add CNY, USD or EUR").arg(text));
    return parseAmount(t, *currency, where);
}

QString Money::toInputString() const
{
    // Whole yuan that 万 divides into at most 2 decimals (100 yuan = 0.01万).
    if (Language::isChinese() && m_currency == Currency::CNY && m_minor > 0 && m_minor % 10000 == 0 &&
        m_minor >= 1000000) {
        const qint64 hundreds = m_minor / 10000; // hundreds of yuan
        QString text = QString::number(hundreds / 100);
        if (const qint64 rest = hundreds % 100; rest != 0)
            text +=
                QLatin1Char('.') + (rest % 10 == 0 ? QString::number(rest / 10)
                                                   : QStringLiteral("%1").arg(rest, 2, 10, QLatin1Char('0')));
        return text + QStringLiteral("万元");
    }
    return toString();
}

QString Money::toString() const
{
    const qint64 a = m_minor < 0 ? -m_minor : m_minor;
    return QStringLiteral("%1%2.%3 %4")
        .arg(m_minor < 0 ? QStringLiteral("-") : QString())
        .arg(a / 100)
        .arg(a % 100, 2, 10, QLatin1Char('0'))
        .arg(currencyCode(m_currency));
}

QString Money::toDisplayString(const QLocale& locale) const
{
    static const QString symbols[] = {QStringLiteral("¥"), QStringLiteral("$"), QStringLiteral("€")};
    return locale.toCurrencyString(double(m_minor) / 100.0, symbols[int(m_currency)], 2);
}

std::optional<Money::Scale> Money::scaleFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("exact") || n == QString::fromUtf8("元"))
        return Scale::Exact;
    if (n == QLatin1String("wan") || n == QString::fromUtf8("万元") || n == QString::fromUtf8("万"))
        return Scale::Wan;
    return std::nullopt;
}

namespace {
const char16_t kDigits[] = u"零壹贰叁肆伍陆柒捌玖";

// 1 to 9999 in capitals: 仟佰拾 with one 零 for each run of zeros between digits, none at the end.
QString capitalsBelow10000(qint64 n)
{
    static const char16_t units[] = u"仟佰拾";
    QString s;
    bool zero = false;
    for (int p = 0; p < 4; ++p) {
        const qint64 scale = p == 0 ? 1000 : p == 1 ? 100 : p == 2 ? 10 : 1;
        const int d = int(n / scale % 10);
        if (d == 0) {
            zero = !s.isEmpty();
            continue;
        }
        if (zero)
            s += QChar(kDigits[0]);
        zero = false;
        s += QChar(kDigits[d]);
        if (p < 3)
            s += QChar(units[p]);
    }
    return s;
}

// Any whole number from 1: groups of four digits joined by 万 and 亿, with 零 where a group below the first
// begins with a zero (壹拾万零柒佰, 壹亿零伍万).
QString capitals(qint64 n)
{
    if (n >= 100000000) {
        const qint64 low = n % 100000000;
        QString s = capitals(n / 100000000) + QStringLiteral("亿");
        if (low > 0)
            s += (low < 10000000 ? QStringLiteral("零") : QString()) + capitals(low);
        return s;
    }
    if (n >= 10000) {
        const qint64 low = n % 10000;
        QString s = capitalsBelow10000(n / 10000) + QStringLiteral("万");
        if (low > 0)
            s += (low < 1000 ? QStringLiteral("零") : QString()) + capitalsBelow10000(low);
        return s;
    }
    return capitalsBelow10000(n);
}
} // namespace

QString Money::toChineseCapitals() const
{
    QString s = m_currency == Currency::CNY   ? QStringLiteral("人民币")
                : m_currency == Currency::USD ? QStringLiteral("美元")
                                              : QStringLiteral("欧元");
    if (m_minor < 0)
        s += QStringLiteral("负");
    const qint64 minor = m_minor < 0 ? -m_minor : m_minor;
    const qint64 whole = minor / 100;
    const int jiao = int(minor / 10 % 10), fen = int(minor % 10);
    if (whole == 0 && minor == 0)
        return s + QStringLiteral("零元整");
    if (whole > 0)
        s += capitals(whole) + QStringLiteral("元");
    if (jiao == 0 && fen == 0)
        return s + QStringLiteral("整");
    if (jiao > 0)
        s += QChar(kDigits[jiao]) + QStringLiteral("角");
    else if (whole > 0)
        s += QChar(kDigits[0]); // ¥325.04 → 叁佰贰拾伍元零肆分
    if (fen == 0)
        return s + QStringLiteral("整");
    return s + QChar(kDigits[fen]) + QStringLiteral("分");
}

QString Money::toSummaryString(Scale scale, const QLocale& locale) const
{
    if (scale == Scale::Exact)
        return toDisplayString(locale);
    if (locale.language() == QLocale::Chinese) {
        static const char* const units[] = {"万元", "万美元", "万欧元"};
        return locale.toString(double(m_minor) / 1e6, 'f', 2) + QLatin1Char(' ') +
               QString::fromUtf8(units[int(m_currency)]);
    }
    static const QString symbols[] = {QStringLiteral("¥"), QStringLiteral("$"), QStringLiteral("€")};
    return locale.toCurrencyString(double(m_minor) / 1e5, symbols[int(m_currency)], 2) + QLatin1Char('k');
}

const FxTable& FxTable::shipped()
{
    static const FxTable table = [] {
        auto parsed =
            fromCsv(DataFile::resource(QStringLiteral(":/gpuplan/prices/fx.csv")), QStringLiteral("fx.csv"));
        if (!parsed)
            qFatal("Shipped FX table is invalid: %s", qPrintable(parsed.error().toString()));
        return parsed.value();
    }();
    return table;
}

Result<FxTable> FxTable::fromCsv(const QString& text, const QString& sourceName)
{
    FxTable table;
    Error error;
    bool header = true, failed = false;
    Csv::parse(text, QLatin1Char(','), [&](const Csv::Record& r) {
        if (Csv::isComment(r))
            return true;
        if (header) {
            header = false;
            return true;
        }
        const QString where = Tr::tr("%1 line %2").arg(sourceName).arg(r.line);
        if (r.fields.size() < 5) {
            error = {Tr::tr("expected currency, to, rate, date, source"), where};
            failed = true;
            return false;
        }
        FxRate rate;
        const auto c = currencyFromCode(r.fields[0]);
        if (!c || r.fields[1].trimmed() != QLatin1String("CNY") ||
            !Fraction::fromDecimal(r.fields[2], &rate.toCny) || !(Fraction(0) < rate.toCny)) {
            error = {Tr::tr("malformed rate '%1'").arg(r.fields.join(QLatin1Char(','))), where};
            failed = true;
            return false;
        }
        rate.currency = *c;
        rate.rateText = r.fields[2].trimmed();
        rate.date = QDate::fromString(r.fields[3].trimmed(), Qt::ISODate);
        rate.source = r.fields[4].trimmed();
        table.m_rates.append(rate);
        return true;
    });
    if (failed)
        return error;
    return table;
}

Status FxTable::setRate(const QString& spec, const QDate& today)
{
    QString s = spec.trimmed();
    const qsizetype eq = s.indexOf(QLatin1Char('='));
    QString code = s.left(eq).trimmed();
    if (code.endsWith(QLatin1String(":CNY"), Qt::CaseInsensitive))
        code.chop(4);
    const auto c = currencyFromCode(code);
    FxRate rate;
    if (eq < 0 || !c || *c == Currency::CNY || !Fraction::fromDecimal(s.mid(eq + 1), &rate.toCny) ||
        !(Fraction(0) < rate.toCny))
        return fieldError(QStringLiteral("fx"),
                          Tr::tr("'%1' is not a rate; write it as USD=7.10 (CNY for one unit)").arg(spec));
    rate.currency = *c;
    rate.rateText = s.mid(eq + 1).trimmed();
    rate.date = today;
    rate.source = Tr::tr("set by the user");
    setRate(rate);
    return Status();
}

void FxTable::setRate(const FxRate& rate)
{
    for (FxRate& r : m_rates) {
        if (r.currency == rate.currency) {
            r = rate;
            return;
        }
    }
    m_rates.append(rate);
}

const FxRate* FxTable::rate(Currency c) const
{
    for (const FxRate& r : m_rates)
        if (r.currency == c)
            return &r;
    return nullptr;
}

Result<Fraction> FxTable::factor(Currency from, Currency to) const
{
    if (from == to)
        return Fraction(1);
    Fraction f(1);
    if (from != Currency::CNY) {
        const FxRate* r = rate(from);
        if (!r)
            return fieldError(QStringLiteral("fx"),
                              Tr::tr("no exchange rate from %1 to CNY is known; set one, e.g. %1=7.10")
                                  .arg(currencyCode(from)));
        f = f * r->toCny;
    }
    if (to != Currency::CNY) {
        const FxRate* r = rate(to);
        if (!r)
            return fieldError(QStringLiteral("fx"),
                              Tr::tr("no exchange rate from %1 to CNY is known; set one, e.g. %1=7.10")
                                  .arg(currencyCode(to)));
        f = f / r->toCny;
    }
    return f;
}

Result<Money> FxTable::convert(const Money& m, Currency to) const
{
    auto f = factor(m.currency(), to);
    if (!f)
        return f.error();
    return Money::fromFraction(m.asFraction() * f.value(), to);
}

} // namespace gpuplan
