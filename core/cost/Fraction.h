#pragma once

#include <QtGlobal>

namespace gpuplan {

// An exact rational number over 128-bit integers, for money arithmetic that rounds once, at the end.
class Fraction
{
public:
    using Int = __int128;

    Fraction() = default;
    Fraction(Int num, Int den = 1);
    // "7.1234" → 71234/10000; returns false on malformed text.
    static bool fromDecimal(const QString& text, Fraction* out);

    Fraction operator*(const Fraction& o) const;
    Fraction operator/(const Fraction& o) const;
    Fraction operator+(const Fraction& o) const;
    Fraction operator-(const Fraction& o) const;
    bool operator<(const Fraction& o) const;
    bool operator==(const Fraction& o) const { return m_num == o.m_num && m_den == o.m_den; }

    // Rounded half away from zero.
    qint64 rounded() const;
    double toDouble() const { return double(m_num) / double(m_den); }
    bool overflowed() const { return m_overflow; }
    Int num() const { return m_num; }
    Int den() const { return m_den; }

private:
    void normalise();
    Int m_num = 0;
    Int m_den = 1;
    bool m_overflow = false;
};

} // namespace gpuplan
