-- Schema version 2: contract and acceptance checklists, saved plans, reference prices in the database,
-- SLA terms on quotes, and an index for sorting by the normalised price.
ALTER TABLE quotes ADD COLUMN sla_response_hours REAL;
ALTER TABLE quotes ADD COLUMN sla_replacement_hours REAL;
CREATE INDEX quotes_normalised ON quotes(normalised_minor);

CREATE TABLE reference_prices (
    id INTEGER PRIMARY KEY,
    gpu_id TEXT NOT NULL,
    term TEXT NOT NULL,
    price TEXT NOT NULL,
    currency TEXT NOT NULL,
    unit TEXT NOT NULL,
    gpus_per_server TEXT NOT NULL,
    vat_included TEXT NOT NULL,
    vat_percent TEXT NOT NULL,
    billing TEXT NOT NULL,
    region TEXT NOT NULL,
    server_kw TEXT NOT NULL,
    source TEXT NOT NULL,
    date TEXT NOT NULL,
    verification TEXT NOT NULL,
    note TEXT NOT NULL,
    origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user'))
);

CREATE TABLE checklist_templates (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_zh TEXT NOT NULL,
    name_en TEXT NOT NULL
);

CREATE TABLE checklist_template_items (
    id INTEGER PRIMARY KEY,
    template_id INTEGER NOT NULL REFERENCES checklist_templates(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    code TEXT NOT NULL,
    category TEXT NOT NULL,
    text_zh TEXT NOT NULL,
    text_en TEXT NOT NULL,
    expected TEXT NOT NULL DEFAULT '',
    UNIQUE (template_id, code)
);

CREATE TABLE checklists (
    id INTEGER PRIMARY KEY,
    quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    template_id INTEGER NOT NULL REFERENCES checklist_templates(id),
    created_at TEXT NOT NULL,
    UNIQUE (quote_id, template_id)
);

CREATE TABLE checklist_items (
    id INTEGER PRIMARY KEY,
    checklist_id INTEGER NOT NULL REFERENCES checklists(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    code TEXT NOT NULL,
    category TEXT NOT NULL,
    text_zh TEXT NOT NULL,
    text_en TEXT NOT NULL,
    expected TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'confirmed', 'failed', 'na')),
    evidence TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
);
CREATE INDEX checklist_items_list ON checklist_items(checklist_id);

CREATE TABLE saved_plans (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    workload_json TEXT NOT NULL,
    constraints_json TEXT NOT NULL,
    configuration_json TEXT NOT NULL,
    created_at TEXT NOT NULL
);
