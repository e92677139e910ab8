#pragma once

#include "Fraction.h"
#include "util/Result.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace gpuplan {

enum class Currency
{
    CNY,
    USD,
    EUR
};
QString currencyCode(Currency c);
QString currencyLabel(Currency c); // translated: "USD" / 美元
std::optional<Currency> currencyFromCode(const QString& code);

// An exact amount of money: integer minor units (fen, cents) and a currency. Formatting with QLocale happens
// only at the edges (toDisplayString); arithmetic never touches binary floating point.
class Money
{
public:
    Money() = default;
    Money(qint64 minor, Currency currency) : m_minor(minor), m_currency(currency) {}
    static Money fromMajor(qint64 major, Currency c) { return Money(major * 100, c); }
    // The amount rounded to minor units; an error when it overflowed or exceeds ±9 × 10^15 minor units
    // (90 trillion): money is never narrowed silently.
    static Result<Money> fromFraction(const Fraction& minorUnits, Currency c);
    static constexpr double kMaxMinor = 9e15;

    // "70000", "70,000.50 CNY", "¥70000", "$2.35", "2.35USD", "200000CNY", "7万"; `where` names the field.
    static Result<Money> parse(const QString& text, const QString& where,
                               std::optional<Currency> defaultCurrency = Currency::CNY);
    // "12345.67" in the given currency; accepts thousands separators and a decimal comma.
    static Result<Money> parseAmount(const QString& text, Currency c, const QString& where);

    qint64 minor() const { return m_minor; }
    Currency currency() const { return m_currency; }
    Fraction asFraction() const { return Fraction(m_minor); }
    double toMajorDouble() const { return double(m_minor) / 100.0; } // for charts only

    Money operator+(const Money& o) const { return Money(m_minor + o.m_minor, m_currency); }
    Money operator-(const Money& o) const { return Money(m_minor - o.m_minor, m_currency); }
    Money operator*(qint64 k) const { return Money(m_minor * k, m_currency); }
    bool operator==(const Money& o) const { return m_minor == o.m_minor && m_currency == o.m_currency; }
    bool operator!=(const Money& o) const { return !(*this == o); }
    bool operator<(const Money& o) const { return m_minor < o.m_minor; }
    bool isZero() const { return m_minor == 0; }

    QString toString() const; // "70000.00 CNY" — locale-independent, for files and JSON
    // For a field the user edits again (ux-4 P1-m8: 20万 came back as "200000.00 CNY"): yuan in whole or
    // part 万 as a Chinese buyer writes them ("20万元", "12.5万元"), else toString(). parse() reads it back.
    QString toInputString() const;
    QString toDisplayString(const QLocale& locale = QLocale()) const; // "¥70,000.00"
    // For summary tables (totals, cumulative cost): exact, or in units of 10,000 — "356.61 万元" in Chinese,
    // "¥3,566.15k" (thousands) in English, where 万 is not a unit readers use.
    enum class Scale
    {
        Exact,
        Wan
    };
    static std::optional<Scale> scaleFromName(const QString& name); // "exact", "wan" (or 万元)
    QString toSummaryString(Scale scale, const QLocale& locale = QLocale()) const;
    // The amount in Chinese capitals (大写) as a memo, a contract or an invoice writes it, by the People's
    // Bank of China's rules for filling in bills
    // (《支付结算办法》附件一《正确填写票据和结算凭证的基本规定》): the currency first ("人民币"), 零 once
    // for a run of zeros inside the number, 零 after 元 when 角 is zero and 分 is not, 整 after 元 or 角 (the
    // invoice rules ask for it after 角 too), none after 分: ¥1,409.50 → 人民币壹仟肆佰零玖元伍角整,
    // ¥16,409.02 → 人民币壹万陆仟肆佰零玖元零贰分. A negative amount begins with 负 after the currency.
    QString toChineseCapitals() const;

private:
    qint64 m_minor = 0;
    Currency m_currency = Currency::CNY;
};

// Exchange rates into CNY, each with its date and source.
struct FxRate
{
    Currency currency = Currency::USD;
    Fraction toCny; // 1 unit of currency = toCny CNY
    QString rateText;
    QDate date;
    QString source;
};

class FxTable
{
public:
    static const FxTable& shipped();
    static Result<FxTable> fromCsv(const QString& text, const QString& sourceName);

    // "USD=7.2" or "USD:CNY=7.2"; replaces the shipped rate, dated today.
    Status setRate(const QString& spec, const QDate& today);
    void setRate(const FxRate& rate);

    const FxRate* rate(Currency c) const;
    // Converts to the target currency; an error names the missing rate.
    Result<Money> convert(const Money& m, Currency to) const;
    // Exact factor minor(from) → minor(to).
    Result<Fraction> factor(Currency from, Currency to) const;
    const QList<FxRate>& rates() const { return m_rates; }

private:
    QList<FxRate> m_rates;
};

} // namespace gpuplan
