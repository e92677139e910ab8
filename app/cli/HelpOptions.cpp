#include "HelpOptions.h"

namespace gpuplan::cli {

namespace {
bool wide(QChar c)
{
    return c.unicode() >= 0x2E80 && c.unicode() <= 0xFFEF;
}

int widthOf(const QString& s)
{
    int w = 0;
    for (QChar c : s)
        w += wide(c) ? 2 : 1;
    return w;
}

struct Token
{
    QString text;
    bool spaceBefore = false;
};

// The pieces a line may break between: a word of Latin letters (with what sticks to it), or one Chinese
// character; closing punctuation stays with what it closes, an opening bracket with what it opens.
QList<Token> tokens(const QString& paragraph)
{
    static const QString closing = QStringLiteral("，。、；：）」』》！？%,.;:)]");
    static const QString opening = QStringLiteral("（「『《([");
    QList<Token> out;
    bool space = false;
    bool glue = false; // the last token was an opening bracket: the next joins it
    for (qsizetype i = 0; i < paragraph.size();) {
        const QChar c = paragraph[i];
        if (c.isSpace()) {
            space = true;
            ++i;
            continue;
        }
        QString text;
        if (wide(c)) {
            text = c;
            ++i;
        } else {
            while (i < paragraph.size() && !paragraph[i].isSpace() && !wide(paragraph[i]))
                text += paragraph[i++];
        }
        while (i < paragraph.size() && closing.contains(paragraph[i]))
            text += paragraph[i++];
        if (glue && !space && !out.isEmpty())
            out.last().text += text;
        else
            out.append({text, space && !out.isEmpty()});
        glue = opening.contains(text.back());
        space = false;
    }
    return out;
}
} // namespace

QString wrapHelp(const QString& text, int columns)
{
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        int width = 0;
        for (const Token& t : tokens(paragraph)) {
            const int w = widthOf(t.text) + (t.spaceBefore ? 1 : 0);
            if (!line.isEmpty() && width + w > columns) {
                lines << line;
                line = t.text;
                width = widthOf(t.text);
                continue;
            }
            line += (t.spaceBefore ? QStringLiteral(" ") : QString()) + t.text;
            width += w;
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

bool Parser::addOption(QCommandLineOption option)
{
    option.setDescription(wrapHelp(option.description()));
    return QCommandLineParser::addOption(option);
}

bool Parser::addOptions(const QList<QCommandLineOption>& options)
{
    bool all = true;
    for (const QCommandLineOption& o : options)
        all = addOption(o) && all;
    return all;
}

void Parser::addPositionalArgument(const QString& name, const QString& description, const QString& syntax)
{
    QCommandLineParser::addPositionalArgument(name, wrapHelp(description), syntax);
}

} // namespace gpuplan::cli
