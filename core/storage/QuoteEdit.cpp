#include "QuoteEdit.h"

#include "QuoteStore.h"

#include "quotes/QuoteCsv.h"

#include <QCoreApplication>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(QuoteStore)
};

// The columns whose text differs between two versions of a quote (as the CSV writes them).
QStringList changedColumns(const Quote& a, const Quote& b)
{
    const QHash<QString, QString> fa = QuoteCsv::fields(a), fb = QuoteCsv::fields(b);
    QStringList changed;
    for (const QuoteCsv::Column& c : QuoteCsv::columns()) {
        const QString key = QString::fromLatin1(c.key);
        if (fa.value(key) != fb.value(key))
            changed << key;
    }
    return changed;
}
} // namespace

Result<Quote> editStoredQuote(Database& db, qint64 id,
                              const std::function<Result<Quote>(const Quote&)>& change)
{
    Quote written;
    const Status s = db.transaction([&]() -> Status {
        auto current = QuoteStore(db).get(id);
        if (!current)
            return current.error();
        auto edited = change(current.value());
        if (!edited)
            return edited.error();
        written = edited.value();
        return QuoteStore(db).update(id, written);
    });
    if (!s)
        return s.error();
    return written;
}

Status replaceStoredQuote(Database& db, qint64 id, const Quote& before, const Quote& after)
{
    return db.transaction([&]() -> Status {
        auto current = QuoteStore(db).get(id);
        if (!current)
            return current.error();
        if (const QStringList changed = changedColumns(before, current.value()); !changed.isEmpty())
            return Status::failure(Tr::tr("quote %1").arg(id),
                                   Tr::tr("changed by someone else since you opened it (%1); nothing was "
                                          "written: reload the quotes "
                                          "and edit it again")
                                       .arg(changed.join(QStringLiteral(", "))));
        return QuoteStore(db).update(id, after);
    });
}

} // namespace gpuplan
