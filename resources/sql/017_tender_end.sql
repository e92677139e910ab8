-- Schema 17: how a purchase ended (issue 58). A cancelled purchase either failed (废标 / 终止: fewer responsive
-- offers than its method needs, or another cause the law names) or was cancelled; `end_reason` says why, as the
-- buyer wrote it or as the method's rule words it. The status stays 'cancelled' for both, so that the CHECK of
-- schema 15 holds on both back ends; core's TenderRules names the phase (failed / cancelled).
ALTER TABLE tenders ADD COLUMN failed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tenders ADD COLUMN end_reason TEXT NOT NULL DEFAULT '';
