-- Schema 19: after the signature (issue 62). A contract made from an awarded quote (or a quote the buyer marks
-- signed) with what bills are checked against: term, servers, unit price with its unit and billing granularity,
-- minimum term, setup fee, VAT and invoice type, payment terms, the SLA (response and replacement hours, the
-- credit schedule); each server with the moment its acceptance passed; outages per server; each month's bill as
-- matched (its statement as JSON), prepared by one user and approved for payment by another. Money in minor
-- units (fen), never binary floating point.
CREATE TABLE contracts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL UNIQUE,
    quote_id INTEGER NOT NULL,
    tender_id INTEGER,
    vendor TEXT NOT NULL DEFAULT '',
    start_date TEXT NOT NULL,
    term_months INTEGER NOT NULL,
    gpu_id TEXT NOT NULL DEFAULT '',
    servers INTEGER NOT NULL,
    gpus_per_server INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'CNY',
    unit_price_minor INTEGER NOT NULL,
    price_unit TEXT NOT NULL,
    billing TEXT NOT NULL,
    vat_basis_points INTEGER NOT NULL DEFAULT 0,
    vat_included INTEGER NOT NULL DEFAULT 0,
    setup_fee_minor INTEGER NOT NULL DEFAULT 0,
    minimum_periods INTEGER NOT NULL DEFAULT 0,
    invoice_type TEXT NOT NULL DEFAULT '',
    payment_terms TEXT NOT NULL DEFAULT '',
    response_hours REAL NOT NULL DEFAULT 0,
    replacement_hours REAL NOT NULL DEFAULT 0,
    sla_tiers TEXT NOT NULL DEFAULT '',
    sla_cap_milli INTEGER NOT NULL DEFAULT 100000,
    status TEXT NOT NULL DEFAULT 'active',
    version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL DEFAULT '',
    created_by TEXT NOT NULL DEFAULT ''
);
CREATE TABLE contract_servers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    name TEXT NOT NULL,
    accepted_at TEXT NOT NULL DEFAULT '',
    UNIQUE (contract_id, name)
);
CREATE TABLE contract_outages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    server TEXT NOT NULL,
    start_at TEXT NOT NULL,
    end_at TEXT NOT NULL,
    cause TEXT NOT NULL DEFAULT '',
    counted INTEGER NOT NULL DEFAULT 1,
    source TEXT NOT NULL DEFAULT '',
    recorded_at TEXT NOT NULL DEFAULT '',
    recorded_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX contract_outages_by_contract ON contract_outages(contract_id, server);
CREATE TABLE contract_bills (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    month TEXT NOT NULL,
    file TEXT NOT NULL DEFAULT '',
    lines INTEGER NOT NULL DEFAULT 0,
    differences INTEGER NOT NULL DEFAULT 0,
    billed_total_minor INTEGER NOT NULL DEFAULT 0,
    payable_total_minor INTEGER NOT NULL DEFAULT 0,
    credit_minor INTEGER NOT NULL DEFAULT 0,
    statement TEXT NOT NULL DEFAULT '',
    prepared_at TEXT NOT NULL DEFAULT '',
    prepared_by TEXT NOT NULL DEFAULT '',
    approved_at TEXT NOT NULL DEFAULT '',
    approved_by TEXT NOT NULL DEFAULT '',
    UNIQUE (contract_id, month)
);
