#pragma once

#include <QIODevice>

#include <cstdio>

namespace gpuplan::cli {

// Standard output or error as the program's text reaches it, made safe for the terminal (reliability-4 F17):
// text from storage (vendor CSVs, a report's hostname, evidence, plan names) may hold control characters, and
// an escape sequence would set the terminal's title, clear the screen or hide text. Every C0 control but tab
// and newline, DEL and the C1 controls are shown as '?', a carriage return is dropped unless a newline
// follows it; on a terminal the
// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are shown as '?' too. JSON output is
// unchanged by it: its writer escapes every control character itself.
class TerminalText : public QIODevice
{
public:
    explicit TerminalText(std::FILE* stream);
    ~TerminalText() override;
    bool isSequential() const override { return true; }

    // The same rule on bytes, for tests: `pending` carries an incomplete UTF-8 sequence between calls.
    static QByteArray clean(const QByteArray& bytes, QByteArray& pending, bool terminal);

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    std::FILE* m_stream;
    bool m_terminal;
    QByteArray m_pending;
};

} // namespace gpuplan::cli
