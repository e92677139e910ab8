#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace gpuplan {

enum class ItemStatus
{
    Open,
    Confirmed,
    Failed,
    NotApplicable
};
QString itemStatusName(ItemStatus s); // "open", "confirmed", "failed", "na"
std::optional<ItemStatus> itemStatusFromName(const QString& name);
QString itemStatusLabel(ItemStatus s); // translated

struct ChecklistItem
{
    qint64 id = 0;
    QString code;
    QString category;
    QString textZh;
    QString textEn;
    QString expected; // in Chinese
    ItemStatus status = ItemStatus::Open;
    QString evidence;
    QDateTime updated;
    QString expectedEn; // in English
    // An acceptance finding in each language, the report's lines it rests on and what the user had typed
    // before it (all empty when the user wrote the evidence): evidenceIn() words it in either language.
    QString findingZh, findingEn, reportLines, typedEvidence;
    // A template item's version as read, raised by each change, and who made the last change, when (ISO,
    // UTC): an edit that lost the race names the other writer instead of overwriting.
    qint64 version = 0;
    QString updatedBy, updatedAt;

    QString expectedIn(bool chinese) const; // the other language when this one is empty
    QString evidenceIn(bool chinese) const; // the recorded evidence when there is no finding
};

// A template's category ("hardware", "price", ...) in the current language.
QString checklistCategoryLabel(const QString& category);
// A template's expected value with its {placeholders} named for a reader: 〈GPU 型号〉 or <GPU model>.
QString describePlaceholders(const QString& pattern);

struct Checklist
{
    qint64 id = 0;
    qint64 quoteId = 0;
    QString templateCode; // "contract", "acceptance"
    QString nameZh;
    QString nameEn;
    QList<ChecklistItem> items;

    int count(ItemStatus s) const;
};

} // namespace gpuplan
