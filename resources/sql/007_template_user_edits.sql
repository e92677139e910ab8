-- Schema 7: checklist templates the user edited. A shipped item the user changed keeps the user's text when the
-- program updates its templates; items the user added have codes starting with "user-".
ALTER TABLE checklist_template_items ADD COLUMN user_edited INTEGER NOT NULL DEFAULT 0;
