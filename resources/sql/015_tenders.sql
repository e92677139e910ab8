-- Schema 15: purchases (采购项目), issue 38. A tender holds the job it buys for (a plan request, as a plan file
-- holds it), what offers must meet, the invited vendors, the method and the weights, and its award with the
-- approval. Every offer of every round is a row of its own, never overwritten (a clarification too, beside the
-- offer it clarifies). Every change is an event of the tender, with who made it and when.
CREATE TABLE tenders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    method TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'evaluating', 'awarded', 'cancelled')),
    request_json TEXT NOT NULL DEFAULT '',
    requirements_json TEXT NOT NULL DEFAULT '',
    offers_due TEXT NOT NULL DEFAULT '',
    vendors_json TEXT NOT NULL DEFAULT '',
    evaluation TEXT NOT NULL,
    weights_json TEXT NOT NULL DEFAULT '',
    created_by TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT '',
    award_offer_id INTEGER NOT NULL DEFAULT 0,
    award_reason TEXT NOT NULL DEFAULT '',
    awarded_by TEXT NOT NULL DEFAULT '',
    awarded_at TEXT NOT NULL DEFAULT '',
    approved_by TEXT NOT NULL DEFAULT '',
    approved_at TEXT NOT NULL DEFAULT ''
);
CREATE TABLE tender_offers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tender_id INTEGER NOT NULL REFERENCES tenders(id) ON DELETE CASCADE,
    vendor TEXT NOT NULL,
    round INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('offer', 'final', 'clarification')),
    quote_json TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    submitted_by TEXT NOT NULL DEFAULT '',
    submitted_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tender_offers_by_tender ON tender_offers(tender_id, vendor, round);
CREATE TABLE tender_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tender_id INTEGER NOT NULL REFERENCES tenders(id) ON DELETE CASCADE,
    happened_at TEXT NOT NULL,
    happened_by TEXT NOT NULL,
    event TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tender_events_by_tender ON tender_events(tender_id);
