#include "QuoteEdit.h"

#include "QuoteStore.h"

#include "History.h"
#include "quotes/QuoteCsv.h"

#include <QCoreApplication>
#include <QDateTime>

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

Status replaceStoredQuote(Database& db, qint64 id, const Quote& before, const Quote& after,
                          QuoteConflict* conflict)
{
    return db.transaction([&]() -> Status {
        auto current = QuoteStore(db).get(id);
        if (!current)
            return current.error();
        // Another writer's change since `before` was read: its version was raised, or (a quote read before
        // versions) its columns differ. Named with who and when; nothing is written.
        const QStringList changed = changedColumns(before, current.value());
        const bool raced = before.version > 0 && current->version != before.version;
        if ((raced || !changed.isEmpty()) && conflict) {
            const QHash<QString, QString> b = QuoteCsv::fields(before), t = QuoteCsv::fields(current.value()),
                                          y = QuoteCsv::fields(after);
            *conflict = QuoteConflict{current.value(),
                                      current->updatedBy,
                                      QDateTime::fromString(current->updatedAt, Qt::ISODate)
                                          .toLocalTime()
                                          .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                                      {}};
            for (const QuoteCsv::Column& c : QuoteCsv::columns()) {
                const QString key = QString::fromLatin1(c.key);
                if (b.value(key) != t.value(key) || b.value(key) != y.value(key))
                    conflict->fields << QuoteConflict::Field{key, quoteColumnName(key), b.value(key),
                                                             t.value(key), y.value(key)};
            }
        }
        if (raced || !changed.isEmpty())
            return Status::failure(
                Tr::tr("quote %1").arg(id),
                Tr::tr("changed by %1 at %2 since you opened it (%3); nothing was written: reload the quotes "
                       "and edit it again")
                    .arg(current->updatedBy.isEmpty() ? Tr::tr("someone else") : current->updatedBy,
                         current->updatedAt.isEmpty() ? Tr::tr("an unknown time")
                                                      : QDateTime::fromString(current->updatedAt, Qt::ISODate)
                                                            .toLocalTime()
                                                            .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                         changed.isEmpty() ? Tr::tr("the same values") : changed.join(QStringLiteral(", "))));
        return QuoteStore(db).update(id, after);
    });
}

Result<Quote> reapplyEdit(const Quote& before, const Quote& after, const Quote& theirs,
                          const GpuCatalog& catalog, const FxTable& fx, const Conventions& conventions)
{
    const QHash<QString, QString> b = QuoteCsv::fields(before), y = QuoteCsv::fields(after);
    QHash<QString, QString> mine;
    for (auto it = y.cbegin(); it != y.cend(); ++it)
        if (b.value(it.key()) != it.value())
            mine.insert(it.key(), it.value());
    auto rebased = QuoteCsv::edited(theirs, mine, catalog, fx, conventions);
    if (!rebased)
        return rebased.error();
    Quote q = rebased.value();
    q.id = theirs.id;
    q.version = theirs.version;
    return q;
}

} // namespace gpuplan
