-- Schema version 1: settings, the GPU catalog with the user's edits, reference prices, providers and quotes.
-- Portable SQL: INTEGER/REAL/TEXT, amounts as integer minor units, dates as ISO-8601 text.
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE gpus (
    id TEXT PRIMARY KEY,
    vendor TEXT NOT NULL,
    name TEXT NOT NULL,
    variant TEXT NOT NULL,
    form_factor TEXT NOT NULL,
    memory_gb TEXT NOT NULL,
    memory_type TEXT NOT NULL,
    mem_bw_gbps TEXT NOT NULL,
    fp32_tflops TEXT NOT NULL,
    tf32_tflops TEXT NOT NULL,
    bf16_tflops TEXT NOT NULL,
    fp16_tflops TEXT NOT NULL,
    fp8_tflops TEXT NOT NULL,
    int8_tops TEXT NOT NULL,
    interconnect TEXT NOT NULL,
    interconnect_gbps TEXT NOT NULL,
    pcie_gen TEXT NOT NULL,
    tdp_w TEXT NOT NULL,
    year TEXT NOT NULL,
    tier TEXT NOT NULL,
    default_mfu TEXT NOT NULL,
    aliases TEXT NOT NULL,
    source TEXT NOT NULL,
    verification TEXT NOT NULL,
    checked TEXT NOT NULL,
    origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')),
    user_modified INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT NOT NULL
);

CREATE TABLE providers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    region TEXT NOT NULL DEFAULT '',
    contact TEXT NOT NULL DEFAULT '',
    is_demo INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);

CREATE TABLE quotes (
    id INTEGER PRIMARY KEY,
    provider_id INTEGER NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
    quote_number TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL,
    valid_until TEXT,
    gpu_id TEXT NOT NULL,
    gpus_per_server INTEGER NOT NULL CHECK (gpus_per_server BETWEEN 1 AND 64),
    servers INTEGER NOT NULL CHECK (servers >= 1),
    cpu_cores INTEGER,
    ram_gb REAL,
    storage_kind TEXT NOT NULL DEFAULT '',
    storage_tb REAL,
    network_kind TEXT NOT NULL DEFAULT '',
    network_gbps REAL,
    interconnect TEXT NOT NULL DEFAULT '',
    price_minor INTEGER NOT NULL CHECK (price_minor > 0),
    currency TEXT NOT NULL,
    price_unit TEXT NOT NULL,
    vat_included INTEGER NOT NULL,
    vat_bp INTEGER NOT NULL CHECK (vat_bp >= 0 AND vat_bp < 10000),
    setup_fee_minor INTEGER NOT NULL DEFAULT 0,
    deposit_minor INTEGER NOT NULL DEFAULT 0,
    minimum_periods INTEGER NOT NULL DEFAULT 0,
    billing TEXT NOT NULL,
    spot INTEGER NOT NULL DEFAULT 0,
    notes TEXT NOT NULL DEFAULT '',
    normalised_minor INTEGER,
    fx_used TEXT NOT NULL DEFAULT '',
    dedup_key TEXT NOT NULL UNIQUE,
    is_demo INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX quotes_gpu ON quotes(gpu_id);
CREATE INDEX quotes_provider ON quotes(provider_id);
