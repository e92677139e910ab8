-- Schema 20: a contract's amendments after the signature (合同变更 / 补充协议, issue 62): the amendment's
-- number, the first day of the month it applies from, the terms it changed (after) and those it replaced
-- (before) as JSON (money as exact minor units with the currency), why, who recorded it and when. The
-- contract's row holds the latest terms; a month's bill is matched against the terms in force that month.
CREATE TABLE contract_amendments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    number TEXT NOT NULL,
    effective TEXT NOT NULL,
    after_terms TEXT NOT NULL DEFAULT '',
    before_terms TEXT NOT NULL DEFAULT '',
    reason TEXT NOT NULL DEFAULT '',
    recorded_at TEXT NOT NULL DEFAULT '',
    recorded_by TEXT NOT NULL DEFAULT '',
    UNIQUE (contract_id, number)
);
