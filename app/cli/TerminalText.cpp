#include "TerminalText.h"

#include <unistd.h>

namespace gpuplan::cli {

TerminalText::TerminalText(std::FILE* stream) : m_stream(stream), m_terminal(::isatty(::fileno(stream)) != 0)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalText::~TerminalText()
{
    if (!m_pending.isEmpty()) // an incomplete sequence at the very end: as it was
        std::fwrite(m_pending.constData(), 1, size_t(m_pending.size()), m_stream);
    std::fflush(m_stream);
}

QByteArray TerminalText::clean(const QByteArray& bytes, QByteArray& pending, bool terminal)
{
    const QByteArray in = pending + bytes;
    pending.clear();
    QByteArray out;
    out.reserve(in.size());
    const auto at = [&](qsizetype i) {
        return static_cast<unsigned char>(in.at(i));
    };
    for (qsizetype i = 0; i < in.size(); ++i) {
        const unsigned char b = at(i);
        if (b == '\r') { // kept before a newline (a CSV's CRLF), dropped alone (it overwrites the line)
            if (i + 1 == in.size())
                pending = in.mid(i);
            else if (at(i + 1) == '\n')
                out += '\r';
            if (i + 1 == in.size())
                break;
            continue;
        }
        if ((b < 0x20 && b != '\t' && b != '\n') || b == 0x7f) {
            out += '?';
        } else if (b == 0xc2 ||
                   b == 0xe2) { // C1 controls (C2 80–9F); bidi controls (E2 80 AA–AE, E2 81 A6–A9)
            const qsizetype need = b == 0xc2 ? 2 : 3;
            if (i + need > in.size()) {
                pending = in.mid(i); // the rest of the character comes with the next write
                break;
            }
            const bool c1 = b == 0xc2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9f;
            const bool bidi = b == 0xe2 && terminal &&
                              ((at(i + 1) == 0x80 && at(i + 2) >= 0xaa && at(i + 2) <= 0xae) ||
                               (at(i + 1) == 0x81 && at(i + 2) >= 0xa6 && at(i + 2) <= 0xa9));
            if (c1 || bidi) {
                out += '?';
                i += need - 1;
            } else {
                out += char(b);
            }
        } else {
            out += char(b);
        }
    }
    return out;
}

qint64 TerminalText::writeData(const char* data, qint64 size)
{
    const QByteArray out = clean(QByteArray::fromRawData(data, size), m_pending, m_terminal);
    if (!out.isEmpty() && std::fwrite(out.constData(), 1, size_t(out.size()), m_stream) != size_t(out.size()))
        return -1;
    std::fflush(m_stream);
    return size;
}

} // namespace gpuplan::cli
