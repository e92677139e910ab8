-- Schema 3: a quote owns its region and contact. Until schema 2 they were stored once per provider, so a second
-- quote from the same provider silently showed the first one's. Existing quotes take their provider's values.
ALTER TABLE quotes ADD COLUMN region TEXT NOT NULL DEFAULT '';
ALTER TABLE quotes ADD COLUMN contact TEXT NOT NULL DEFAULT '';
UPDATE quotes SET region = COALESCE((SELECT p.region FROM providers p WHERE p.id = quotes.provider_id), ''),
                  contact = COALESCE((SELECT p.contact FROM providers p WHERE p.id = quotes.provider_id), '');
