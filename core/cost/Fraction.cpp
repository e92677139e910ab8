#include "Fraction.h"

#include <QString>

namespace gpuplan {

namespace {
Fraction::Int gcd(Fraction::Int a, Fraction::Int b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        const Fraction::Int t = a % b;
        a = b;
        b = t;
    }
    return a == 0 ? 1 : a;
}

bool mul(Fraction::Int a, Fraction::Int b, Fraction::Int* out)
{
    return !__builtin_mul_overflow(a, b, out);
}
} // namespace

Fraction::Fraction(Int num, Int den) : m_num(num), m_den(den)
{
    if (m_den == 0) {
        m_overflow = true;
        m_den = 1;
    }
    normalise();
}

void Fraction::normalise()
{
    if (m_den < 0) {
        m_den = -m_den;
        m_num = -m_num;
    }
    const Int g = gcd(m_num, m_den);
    m_num /= g;
    m_den /= g;
}

bool Fraction::fromDecimal(const QString& text, Fraction* out)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return false;
    Int num = 0, den = 1;
    bool negative = false, dot = false, digits = false;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t[i];
        if (i == 0 && (c == QLatin1Char('-') || c == QLatin1Char('+'))) {
            negative = c == QLatin1Char('-');
        } else if (c == QLatin1Char('.') && !dot) {
            dot = true;
        } else if (c.isDigit() && c.unicode() < 128) {
            digits = true;
            num = num * 10 + (c.unicode() - '0');
            if (dot)
                den *= 10;
            if (num > (Int(1) << 100) || den > (Int(1) << 100))
                return false;
        } else {
            return false;
        }
    }
    if (!digits)
        return false;
    *out = Fraction(negative ? -num : num, den);
    return true;
}

Fraction Fraction::operator*(const Fraction& o) const
{
    // Cross-reduce first to keep the numbers small.
    const Int g1 = gcd(m_num, o.m_den), g2 = gcd(o.m_num, m_den);
    Fraction r;
    r.m_overflow = m_overflow || o.m_overflow;
    if (!mul(m_num / g1, o.m_num / g2, &r.m_num) || !mul(m_den / g2, o.m_den / g1, &r.m_den)) {
        r.m_overflow = true;
        r.m_num = 0;
        r.m_den = 1;
        return r;
    }
    r.normalise();
    return r;
}

Fraction Fraction::operator/(const Fraction& o) const
{
    if (o.m_num == 0) {
        Fraction r;
        r.m_overflow = true;
        return r;
    }
    Fraction inv;
    inv.m_num = o.m_den;
    inv.m_den = o.m_num;
    inv.m_overflow = o.m_overflow;
    inv.normalise();
    return *this * inv;
}

Fraction Fraction::operator+(const Fraction& o) const
{
    Fraction r;
    r.m_overflow = m_overflow || o.m_overflow;
    Int a, b, d;
    if (!mul(m_num, o.m_den, &a) || !mul(o.m_num, m_den, &b) || !mul(m_den, o.m_den, &d) ||
        __builtin_add_overflow(a, b, &r.m_num)) {
        r.m_overflow = true;
        return r;
    }
    r.m_den = d;
    r.normalise();
    return r;
}

Fraction Fraction::operator-(const Fraction& o) const
{
    return *this + o * Fraction(-1);
}

bool Fraction::operator<(const Fraction& o) const
{
    Int a, b;
    if (!mul(m_num, o.m_den, &a) || !mul(o.m_num, m_den, &b))
        return toDouble() < o.toDouble();
    return a < b;
}

qint64 Fraction::rounded() const
{
    const Int q = m_num / m_den;
    const Int r = m_num % m_den;
    Int result = q;
    if (2 * (r < 0 ? -r : r) >= m_den)
        result += m_num < 0 ? -1 : 1;
    return qint64(result);
}

} // namespace gpuplan
