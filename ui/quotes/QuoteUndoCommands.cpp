#include "QuoteUndoCommands.h"

#include "Dialogs.h"
#include "QuotesPage.h"
#include "storage/QuoteEdit.h"
#include "storage/QuoteStore.h"

#include <QUndoCommand>

namespace gpuplan {

namespace {
// Adding a quote: undo deletes it; redo adds it again (a new id).
class AddQuote : public QUndoCommand
{
public:
    AddQuote(QuotesPage* page, Database* db, const Quote& q) : m_page(page), m_db(db), m_quote(q)
    {
        setText(QuotesPage::tr("add quote from %1").arg(q.provider));
    }
    void redo() override
    {
        auto id = QuoteStore(*m_db).add(m_quote);
        m_id = id ? id.value() : 0;
        if (!id)
            Dialogs::information(m_page, text(), id.error().toString());
        m_page->reload();
    }
    void undo() override
    {
        if (m_id > 0)
            if (auto s = QuoteStore(*m_db).remove(m_id); !s) // said, never dropped
                Dialogs::information(m_page, text(), s.error().toString());
        m_page->reload();
    }

private:
    QuotesPage* m_page;
    Database* m_db;
    Quote m_quote;
    qint64 m_id = 0;
};

// Deleting a quote: undo writes it back as it was stored — same id, its checklists with their status and
// evidence (QuoteStore::removeForUndo / restore).
class DeleteQuote : public QUndoCommand
{
public:
    DeleteQuote(QuotesPage* page, Database* db, const Quote& q) : m_page(page), m_db(db), m_id(q.id)
    {
        setText(QuotesPage::tr("delete quote from %1").arg(q.provider));
    }
    void redo() override
    {
        if (auto r = QuoteStore(*m_db).removeForUndo(m_id))
            m_removed = r.value();
        else
            Dialogs::information(m_page, text(), r.error().toString());
        m_page->reload();
    }
    void undo() override
    {
        if (m_removed.quote.values.isEmpty())
            return;
        if (auto id = QuoteStore(*m_db).restore(m_removed)) {
            m_id = id.value();
            m_removed = {};
        } else {
            Dialogs::information(m_page, text(), id.error().toString());
        }
        m_page->reload();
    }

private:
    QuotesPage* m_page;
    Database* m_db;
    qint64 m_id;
    RemovedQuote m_removed;
};

// Editing a quote: in place (same id, checklists kept); undo puts the old terms back.
class EditQuote : public QUndoCommand
{
public:
    EditQuote(QuotesPage* page, Database* db, const Quote& before, const Quote& after)
        : m_page(page), m_db(db), m_before(before), m_after(after)
    {
        setText(QuotesPage::tr("edit quote from %1").arg(before.provider));
    }
    void redo() override { apply(m_before, m_after); }
    void undo() override { apply(m_after, m_before); }

private:
    void apply(const Quote& expected, Quote& written)
    {
        // Written only if the stored quote is still the one this edit started from (or, undoing, the one it
        // wrote), at the version this command saw: another program's change since is named, never
        // overwritten. What is written takes the stored version, which the next undo or redo expects.
        if (Status s = replaceStoredQuote(*m_db, m_before.id, expected, written); !s)
            Dialogs::information(m_page, text(), s.error().toString());
        else if (auto stored = QuoteStore(*m_db).get(m_before.id))
            written.version = stored->version;
        m_page->reload();
    }
    QuotesPage* m_page;
    Database* m_db;
    Quote m_before;
    Quote m_after;
};

} // namespace

QUndoCommand* addQuoteCommand(QuotesPage* page, Database* db, const Quote& q)
{
    return new AddQuote(page, db, q);
}

QUndoCommand* deleteQuoteCommand(QuotesPage* page, Database* db, const Quote& q)
{
    return new DeleteQuote(page, db, q);
}

QUndoCommand* editQuoteCommand(QuotesPage* page, Database* db, const Quote& before, const Quote& after)
{
    return new EditQuote(page, db, before, after);
}

} // namespace gpuplan
