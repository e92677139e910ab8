-- Schema 18: the buyer's own measurements (issue 61 item 4). Each judged serving benchmark (acceptance check
-- --service) is kept with what was measured, on what (GPU, GPUs per replica, engine, model, precision, lengths,
-- load, percentile), under which quote and vendor, from which file, and beside it what the published fit
-- estimated for the same run (the *_fit columns, calibration off), so that later estimates for the same GPU and
-- engine can be calibrated to the buyer's own servers. `used` = 0 sets a measurement aside (an outlier far
-- outside the published band is set aside when imported, and named; the user may take it back in).
CREATE TABLE measurements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL DEFAULT 'serving',
    gpu_id TEXT NOT NULL,
    gpus INTEGER NOT NULL DEFAULT 1,
    engine TEXT NOT NULL DEFAULT '',
    engine_version TEXT NOT NULL DEFAULT '',
    model_id TEXT NOT NULL DEFAULT '',
    weights TEXT NOT NULL DEFAULT '',
    input_tokens REAL NOT NULL DEFAULT 0,
    output_tokens REAL NOT NULL DEFAULT 0,
    load_kind TEXT NOT NULL DEFAULT '',
    load REAL NOT NULL DEFAULT 0,
    percentile REAL NOT NULL DEFAULT 0,
    ttft_ms REAL NOT NULL DEFAULT 0,
    tpot_ms REAL NOT NULL DEFAULT 0,
    output_tps REAL NOT NULL DEFAULT 0,
    ttft_fit_ms REAL NOT NULL DEFAULT 0,
    tpot_fit_ms REAL NOT NULL DEFAULT 0,
    output_tps_fit REAL NOT NULL DEFAULT 0,
    quote_id INTEGER,
    vendor TEXT NOT NULL DEFAULT '',
    host TEXT NOT NULL DEFAULT '',
    tool TEXT NOT NULL DEFAULT '',
    file TEXT NOT NULL DEFAULT '',
    used INTEGER NOT NULL DEFAULT 1,
    note TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL DEFAULT '',
    imported_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX measurements_by_gpu ON measurements(gpu_id, engine);
