-- Schema 11: a checklist template item carries a version (raised by each change), who made the last change and
-- when, so that two buyers editing one template item on a team database do not overwrite each other in silence.
ALTER TABLE checklist_template_items ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE checklist_template_items ADD COLUMN updated_by TEXT NOT NULL DEFAULT '';
ALTER TABLE checklist_template_items ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
