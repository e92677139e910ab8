-- Schema 16: the approved award becomes a quote on the desk (issue 38). When a purchase's award is approved,
-- the awarded offer is written to the quotes as a quote of its own, with its contract and acceptance
-- checklists; the purchase keeps which quote that is, so that the quotes page shows the award and the
-- checklists page the contract to sign. 0 = not yet approved (or approved before schema 16).
ALTER TABLE tenders ADD COLUMN award_quote_id INTEGER NOT NULL DEFAULT 0;
