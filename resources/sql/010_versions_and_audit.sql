-- Schema 10: every change on record. A quote and a checklist item carry a version (raised by each change), who
-- made the last change and when, so that an edit that lost the race names the other writer; the audit trail keeps
-- who changed which field of which quote, checklist item or plan, when, from what to what — written in the same
-- transaction as the change.
ALTER TABLE quotes ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE quotes ADD COLUMN updated_by TEXT NOT NULL DEFAULT '';
ALTER TABLE quotes ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE checklist_items ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE checklist_items ADD COLUMN updated_by TEXT NOT NULL DEFAULT '';
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    changed_at TEXT NOT NULL,
    changed_by TEXT NOT NULL,
    entity TEXT NOT NULL CHECK (entity IN ('quote', 'checklist_item', 'plan')),
    entity_id INTEGER NOT NULL,
    quote_id INTEGER NOT NULL DEFAULT 0,
    field TEXT NOT NULL,
    old_value TEXT NOT NULL DEFAULT '',
    new_value TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_quote ON audit_log(quote_id, id);
