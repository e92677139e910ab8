#include "QuoteSelection.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteSelection)
};
} // namespace

Result<QList<qint64>> parseQuoteIds(const QString& text, const QString& field)
{
    QList<qint64> ids;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (!ok || id <= 0)
            return fieldError(field,
                              Tr::tr("'%1' is not a quote id; give the ids separated by commas, e.g. 1,4,7")
                                  .arg(part.trimmed()));
        if (!ids.contains(id))
            ids << id;
    }
    if (ids.isEmpty())
        return fieldError(field, Tr::tr("give at least one quote id, e.g. 1,4,7"));
    return ids;
}

Result<QList<Quote>> chooseQuotes(const QList<Quote>& quotes, const QList<qint64>& ids, const QString& field)
{
    if (ids.isEmpty())
        return quotes;
    QList<Quote> chosen;
    for (qint64 id : ids) {
        auto it = std::find_if(quotes.begin(), quotes.end(), [&](const Quote& q) { return q.id == id; });
        if (it == quotes.end())
            return fieldError(field, Tr::tr("there is no quote %1 among the stored quotes").arg(id));
        chosen << *it;
    }
    return chosen;
}

} // namespace gpuplan
