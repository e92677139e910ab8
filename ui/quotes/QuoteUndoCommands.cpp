#include "QuoteUndoCommands.h"

#include "Dialogs.h"
#include "QuotesPage.h"
#include "Session.h"
#include "storage/QuoteEdit.h"

#include <QUndoCommand>

namespace gpuplan {

namespace {
// Adding a quote: undo deletes it; redo adds it again (a new id).
class AddQuote : public QUndoCommand
{
public:
    AddQuote(QuotesPage* page, const Quote& q) : m_page(page), m_quote(q)
    {
        setText(QuotesPage::tr("add quote from %1").arg(q.provider));
    }
    void redo() override
    {
        auto id = m_page->session()->quotes().add(m_quote);
        m_id = id ? id.value() : 0;
        if (!id)
            Dialogs::error(m_page, text(), id.error().toString());
        m_page->reload();
    }
    void undo() override
    {
        if (m_id > 0)
            if (auto s = m_page->session()->quotes().remove(m_id); !s) // said, never dropped
                Dialogs::error(m_page, text(), s.error().toString());
        m_page->reload();
    }

private:
    QuotesPage* m_page;
    Quote m_quote;
    qint64 m_id = 0;
};

// Deleting a quote: undo writes it back as it was stored — same id, its checklists with their status and
// evidence (QuoteStore::removeForUndo / restore).
class DeleteQuote : public QUndoCommand
{
public:
    DeleteQuote(QuotesPage* page, const Quote& q) : m_page(page), m_id(q.id)
    {
        setText(QuotesPage::tr("delete quote from %1").arg(q.provider));
    }
    void redo() override
    {
        if (auto r = m_page->session()->quotes().removeForUndo(m_id))
            m_removed = r.value();
        else
            Dialogs::error(m_page, text(), r.error().toString());
        m_page->reload();
    }
    void undo() override
    {
        if (m_removed.quote.values.isEmpty())
            return;
        if (auto id = m_page->session()->quotes().restore(m_removed)) {
            m_id = id.value();
            m_removed = {};
        } else {
            Dialogs::error(m_page, text(), id.error().toString());
        }
        m_page->reload();
    }

private:
    QuotesPage* m_page;
    qint64 m_id;
    RemovedQuote m_removed;
};

// Editing a quote: in place (same id, checklists kept); undo puts the old terms back.
class EditQuote : public QUndoCommand
{
public:
    EditQuote(QuotesPage* page, const Quote& before, const Quote& after)
        : m_page(page), m_before(before), m_after(after)
    {
        setText(QuotesPage::tr("edit quote from %1").arg(before.provider));
    }
    void redo() override { apply(m_before, m_after); }
    void undo() override { apply(m_after, m_before); }

private:
    void apply(Quote& expected, Quote& written)
    {
        // Written only if the stored quote is still the one this edit started from (or, undoing, the one it
        // wrote), at the version this command saw: another program's change since is shown beside this one,
        // never overwritten. What is written takes the stored version, which the next undo or redo expects.
        QuoteConflict conflict;
        Status s = m_page->session()->quotes().replace(m_before.id, expected, written, &conflict);
        if (!s && !conflict.fields.isEmpty() &&
            Dialogs::choose(m_page, text(), conflictText(conflict), QuotesPage::tr("Apply mine"),
                            QuotesPage::tr("Reload theirs")) == QMessageBox::Apply)
            s = applyMine(expected, written, conflict);
        else if (!s && conflict.fields.isEmpty())
            Dialogs::error(m_page, text(), s.error().toString());
        if (s)
            if (auto stored = m_page->session()->quotes().get(m_before.id))
                written.version = stored->version;
        m_page->reload();
    }
    // Your change made again on what is stored now; undo then goes back to their version.
    Status applyMine(Quote& expected, Quote& written, const QuoteConflict& conflict)
    {
        auto rebased = m_page->session()->quotes().reapplyEdit(expected, written, conflict.theirs);
        Status s = rebased
                       ? m_page->session()->quotes().replace(m_before.id, conflict.theirs, rebased.value())
                       : Status(rebased.error());
        if (!s) {
            Dialogs::error(m_page, text(), s.error().toString());
            return s;
        }
        expected = conflict.theirs;
        written = rebased.value();
        return s;
    }
    static QString conflictText(const QuoteConflict& c)
    {
        QString rows;
        for (const QuoteConflict::Field& f : c.fields)
            rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                        .arg(f.label.toHtmlEscaped(), f.before.toHtmlEscaped(), f.theirs.toHtmlEscaped(),
                             f.yours.toHtmlEscaped());
        return QuotesPage::tr(
                   "<p>%1 changed this quote at %2, since you opened it.</p>"
                   "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>Field</th>"
                   "<th>When you opened it</th><th>Theirs, now stored</th><th>Yours</th></tr>%3</table>"
                   "<p><b>Apply mine</b> makes your changes again on their version (theirs are kept "
                   "where you changed nothing); <b>Reload theirs</b> drops yours. Nothing is "
                   "overwritten without your choice.</p>")
            .arg((c.changedBy.isEmpty() ? QuotesPage::tr("Someone else") : c.changedBy).toHtmlEscaped(),
                 c.changedAt.isEmpty() ? QuotesPage::tr("an unknown time") : c.changedAt, rows);
    }
    QuotesPage* m_page;
    Quote m_before;
    Quote m_after;
};

} // namespace

QUndoCommand* addQuoteCommand(QuotesPage* page, const Quote& q)
{
    return new AddQuote(page, q);
}

QUndoCommand* deleteQuoteCommand(QuotesPage* page, const Quote& q)
{
    return new DeleteQuote(page, q);
}

QUndoCommand* editQuoteCommand(QuotesPage* page, const Quote& before, const Quote& after)
{
    return new EditQuote(page, before, after);
}

} // namespace gpuplan
