#include "History.h"

#include "checklist/Checklist.h"
#include "quotes/QuoteCsv.h"
#include "storage/ChecklistStore.h"
#include "util/Csv.h"
#include "util/Language.h"

#include <QCoreApplication>
#include <QHash>

namespace gpuplan {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(History)
};

// A change that belongs to no quote, named for the reader: "saved plan 3: saved", "template item 41:
// text_en".
QString eventName(const Database::AuditEntry& e)
{
    const QString field = e.field == QLatin1String("saved")         ? Tr::tr("saved")
                          : e.field == QLatin1String("deleted")     ? Tr::tr("deleted")
                          : e.field == QLatin1String("created")     ? Tr::tr("created")
                          : e.field == QLatin1String("imported")    ? Tr::tr("imported")
                          : e.field == QLatin1String("copied")      ? Tr::tr("copied from")
                          : e.field == QLatin1String("measurement") ? Tr::tr("measurement kept")
                          : e.field == QLatin1String("measurement_used")
                              ? Tr::tr("measurement used for calibration (1) or set aside (0)")
                              : e.field;
    if (e.entity == QLatin1String("plan"))
        return Tr::tr("saved plan %1: %2").arg(e.entityId).arg(field);
    if (e.entity == QLatin1String("template_item"))
        return Tr::tr("template item %1: %2").arg(e.entityId).arg(field);
    if (e.entity == QLatin1String("gpu"))
        return Tr::tr("GPU catalog: %1").arg(field);
    if (e.entity == QLatin1String("database"))
        return Tr::tr("database: %1").arg(field);
    return e.entity + QStringLiteral(": ") + field;
}

QString itemValue(const QString& field, const QString& value)
{
    if (field == QLatin1String("status"))
        if (const auto s = itemStatusFromName(value))
            return itemStatusLabel(*s);
    return value;
}
} // namespace

Result<QList<HistoryRow>> quoteHistory(Database& db, qint64 quoteId, const QString& entity)
{
    auto entries = db.history(quoteId, entity);
    if (!entries)
        return entries.error();
    QHash<qint64, QString> items;
    if (entity != QLatin1String("quote") && quoteId > 0) {
        auto lists = ChecklistStore(db).forQuote(quoteId);
        if (!lists)
            return lists.error();
        for (const Checklist& c : lists.value())
            for (const ChecklistItem& i : c.items)
                items.insert(i.id, Language::isChinese() || i.textEn.isEmpty() ? i.textZh : i.textEn);
    }
    QList<HistoryRow> rows;
    rows.reserve(entries->size());
    for (const Database::AuditEntry& e : entries.value()) {
        HistoryRow r;
        r.entry = e;
        r.changedAt = QDateTime::fromString(e.changedAt, Qt::ISODateWithMs).toLocalTime();
        r.changedBy = e.changedBy;
        r.before = e.oldValue;
        r.after = e.newValue;
        if (e.entity == QLatin1String("quote")) {
            r.what = quoteColumnName(e.field);
            if (e.field == QLatin1String("created"))
                r.what = Tr::tr("quote entered");
            else if (e.field == QLatin1String("deleted"))
                r.what = Tr::tr("quote deleted");
            else if (e.field == QLatin1String("acceptance_report"))
                r.what = e.newValue.isEmpty() ? Tr::tr("acceptance report withdrawn")
                                              : Tr::tr("acceptance report imported");
        } else if (e.entity != QLatin1String("checklist_item")) {
            r.what = eventName(e);
        } else {
            const QString item = items.value(e.entityId, Tr::tr("item %1 (deleted)").arg(e.entityId));
            const QString field = e.field == QLatin1String("status")     ? Tr::tr("status")
                                  : e.field == QLatin1String("evidence") ? Tr::tr("evidence")
                                                                         : e.field;
            r.what = Tr::tr("%1: %2", "checklist item: field").arg(item, field);
            r.before = itemValue(e.field, e.oldValue);
            r.after = itemValue(e.field, e.newValue);
        }
        rows << r;
    }
    return rows;
}

QString quoteColumnName(const QString& key)
{
    for (const QuoteCsv::Column& c : QuoteCsv::columns())
        if (key == QLatin1String(c.key))
            return Language::isChinese() ? QString::fromUtf8(c.zh) : key;
    return key;
}

QString historyTime(const QDateTime& local)
{
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QByteArray historyCsv(const QList<HistoryRow>& rows)
{
    QString out =
        Csv::joinRow({Tr::tr("when"), Tr::tr("who"), Tr::tr("what"), Tr::tr("before"), Tr::tr("after")}) +
        QStringLiteral("\r\n");
    for (const HistoryRow& r : rows)
        out += Csv::joinRow({historyTime(r.changedAt), Csv::neutraliseFormula(r.changedBy),
                             Csv::neutraliseFormula(r.what), Csv::neutraliseFormula(r.before),
                             Csv::neutraliseFormula(r.after)}) +
               QStringLiteral("\r\n");
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

} // namespace gpuplan
