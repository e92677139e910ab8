-- Schema 5: reference prices carry their source in Chinese too (source_zh), so that Chinese output never shows an
-- English data note.
ALTER TABLE reference_prices ADD COLUMN source_zh TEXT NOT NULL DEFAULT '';
