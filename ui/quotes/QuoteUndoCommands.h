#pragma once

class QUndoCommand;

namespace gpuplan {

class QuotesPage;
struct Quote;

// The quotes area's undoable edits, pushed on its undo stack (Edit → Undo/Redo), written through the page's
// session (QuoteService: refused with one wording where the database is read-only). Each reloads the page
// when done and says a failure in a message, never silently.
// Add: undo deletes it; redo adds it again (a new id).
QUndoCommand* addQuoteCommand(QuotesPage* page, const Quote& q);
// Delete: undo writes it back as stored — same id, its checklists with their status and evidence.
QUndoCommand* deleteQuoteCommand(QuotesPage* page, const Quote& q);
// Edit in place (same id, checklists kept); undo puts the old terms back.
QUndoCommand* editQuoteCommand(QuotesPage* page, const Quote& before, const Quote& after);

} // namespace gpuplan
