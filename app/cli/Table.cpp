#include "Table.h"

namespace gpuplan::cli {

namespace {
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}
} // namespace

int Table::displayWidth(const QString& s)
{
    int w = 0;
    for (char32_t c : s.toUcs4())
        w += isWide(c) ? 2 : 1;
    return w;
}

QString Table::render() const
{
    QList<int> widths;
    for (const QString& h : m_header)
        widths.append(displayWidth(h));
    for (const QStringList& row : m_rows)
        for (int i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    auto line = [&](const QStringList& cells) {
        QString out;
        for (int i = 0; i < widths.size(); ++i) {
            const QString cell = cells.value(i);
            const QString pad(widths[i] - displayWidth(cell), QLatin1Char(' '));
            if (i)
                out += QStringLiteral("  ");
            out += m_right.contains(i) ? pad + cell : cell + (i + 1 < widths.size() ? pad : QString());
        }
        return out + QLatin1Char('\n');
    };
    QString out = line(m_header);
    QStringList rule;
    for (int w : widths)
        rule << QString(w, QLatin1Char('-'));
    out += line(rule);
    for (const QStringList& row : m_rows)
        out += line(row);
    return out;
}

} // namespace gpuplan::cli
