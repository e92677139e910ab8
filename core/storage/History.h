#pragma once

#include "storage/Database.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace gpuplan {

// One change of a quote's history as a reader sees it: what changed named in the current language (a quote's
// column by its CSV header, a checklist item by its text), statuses by their labels, the time in local time.
struct HistoryRow
{
    QDateTime changedAt; // local time
    QString changedBy;
    QString what;
    QString before, after;
    Database::AuditEntry entry; // as stored
};

// A quote's history, oldest first: its own fields (entity "quote"), its checklist items' ("checklist_item"),
// or both (entity empty). The CLI's `db history`, the desktop's history view and its export show these rows.
Result<QList<HistoryRow>> quoteHistory(Database& db, qint64 quoteId, const QString& entity = QString());
// A quote's column (the CSV's name) as the user reads it: its Chinese header in Chinese, the name in English.
QString quoteColumnName(const QString& key);
// The local time as the history shows it: "2026-12-02 09:41:07".
QString historyTime(const QDateTime& local);
// The rows as CSV (UTF-8 with BOM, headers in the current language, every value whole, formulas neutralised),
// as the desktop's "Export…" writes it.
QByteArray historyCsv(const QList<HistoryRow>& rows);

} // namespace gpuplan
