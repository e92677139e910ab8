#pragma once

#include <optional>

#include "Database.h"
#include "checklist/Checklist.h"
#include "quotes/Quote.h"

namespace gpuplan {

class GpuCatalog;
struct AcceptanceFinding;
struct ContractBasis;

// Contract and acceptance checklists: templates (resources/checklists/templates.csv) and one instance per
// quote and template, with a status and evidence for every item.
class ChecklistStore
{
public:
    explicit ChecklistStore(Database& db) : m_db(db) {}

    // The built-in templates and their items, inserted or updated (the user's edits kept) when the shipped
    // templates changed since the last sync; nothing is written when they did not (a read writes nothing:
    // reliability-5 G9). Inside a transaction.
    Status syncTemplates();
    bool templatesCurrent(); // the database holds this program's shipped templates
    Result<QList<Checklist>> templates();
    // Template editing: change an item (id > 0; a shipped item keeps the user's text through updates) or
    // add one (id 0) to "contract" or "acceptance"; both languages are required. Only the user's own items
    // can be removed. New checklists follow the templates; existing ones keep their items.
    Status saveTemplateItem(const QString& templateCode, const ChecklistItem& item);
    Status removeTemplateItem(qint64 id);
    static QStringList checklistCategories();

    // Creates the quote's checklists from the templates ("contract", "acceptance", or empty for both),
    // filling the expected values from the quote (GPU, counts, memory, NCCL bandwidth...). Existing ones are
    // kept.
    // `basis`: what a purchase settled for its awarded quote (the SLA and payment it required, the award's
    // amount), which the items start from instead of the template's standard.
    Result<QList<qint64>> create(const Quote& quote, const GpuCatalog& catalog,
                                 const QString& templateCode = QString(),
                                 const ContractBasis* basis = nullptr);
    Result<QList<Checklist>> forQuote(qint64 quoteId);
    // The item's status and, when given, its evidence (which then replaces the finding in both languages);
    // without evidence only the status changes, and everything recorded on the item stays.
    Status setItem(qint64 itemId, ItemStatus status, const std::optional<QString>& evidence);
    // A custom item at the end of a checklist (the same text serves both languages unless both are given).
    Result<qint64> addItem(qint64 checklistId, const QString& category, const QString& textZh,
                           const QString& textEn, const QString& expected = QString());
    // Records acceptance findings on the quote's checklist items with the same code (status, and the finding
    // with its evidence), in one transaction; findings that tested nothing (Open) change nothing. Returns how
    // many items changed.
    // With `withOpen`, an Open finding is written too (a server not reported yet); one with no message takes
    // the item back to what it was before any report: open, the user's own evidence.
    Result<int> recordFindings(qint64 quoteId, const QList<AcceptanceFinding>& findings,
                               bool withOpen = false);

    // The quote's checklists as CSV, UTF-8 with BOM: both languages' texts in every row; headers, status and
    // category in Chinese when chineseHeaders, else as machine-readable English names.
    Result<QByteArray> exportCsv(qint64 quoteId, bool chineseHeaders = false);

    // A template's expected value filled from the quote, in the language given ("zh_CN" or "en").
    static QString fillExpected(const QString& pattern, const Quote& quote, const GpuCatalog& catalog,
                                const QString& language);

private:
    struct ItemState
    {
        QString status, evidence;
        qint64 quoteId = 0;
    };
    std::optional<ItemState> itemState(qint64 itemId);
    // A template item's category, text_zh, text_en, expected and expected_en, as stored; its change on record
    // field by field (`before` empty: created).
    std::optional<QStringList> templateTexts(qint64 id);
    Status recordTemplateChange(qint64 id, const QStringList& before);
    // After a change of an item (inside its transaction): the changed fields on record, the version raised.
    // `withEvidence` false: an import's change (the report is on record, its text is not copied).
    Status recordItemChange(qint64 itemId, const ItemState& before, bool withEvidence = true);
    Database& m_db;
};

} // namespace gpuplan
