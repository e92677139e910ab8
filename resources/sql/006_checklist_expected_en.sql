-- Schema 6: a checklist item's expected value in both languages (expected = Chinese, expected_en = English), so that
-- each language shows its own ("≤ 30 分钟" / "≤ 30 min") instead of both glued together.
ALTER TABLE checklist_template_items ADD COLUMN expected_en TEXT NOT NULL DEFAULT '';
ALTER TABLE checklist_items ADD COLUMN expected_en TEXT NOT NULL DEFAULT '';
UPDATE checklist_items SET expected_en = substr(expected, instr(expected, ' / ') + 3),
    expected = substr(expected, 1, instr(expected, ' / ') - 1) WHERE instr(expected, ' / ') > 0;
UPDATE checklist_items SET expected_en = expected WHERE expected_en = '';
