-- Schema 9: an acceptance finding in both languages beside the report's own lines, so that a report imported while
-- the program spoke Chinese reads in English on an English checklist, and the reverse. evidence keeps the text as
-- recorded (the import's language, and the user's own text when they edit it, which clears the columns below).
ALTER TABLE checklist_items ADD COLUMN finding_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE checklist_items ADD COLUMN finding_en TEXT NOT NULL DEFAULT '';
ALTER TABLE checklist_items ADD COLUMN report_lines TEXT NOT NULL DEFAULT '';
