-- Schema 12: acceptance per server. Every imported delivery report is kept — which server (its host name), the
-- file, when and by whom — with its findings; a checklist item shows the latest report of each server combined
-- (failed if one server failed, confirmed when every contracted server confirmed it), importing again keeps the
-- earlier report as history, and an import can be undone (its report withdrawn).
CREATE TABLE acceptance_reports (
    id INTEGER PRIMARY KEY,
    quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    host TEXT NOT NULL DEFAULT '',
    file TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL DEFAULT '',
    imported_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX acceptance_reports_by_quote ON acceptance_reports(quote_id, host);
CREATE TABLE acceptance_findings (
    id INTEGER PRIMARY KEY,
    report_id INTEGER NOT NULL REFERENCES acceptance_reports(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    status TEXT NOT NULL,
    finding_zh TEXT NOT NULL DEFAULT '',
    finding_en TEXT NOT NULL DEFAULT '',
    report_lines TEXT NOT NULL DEFAULT ''
);
CREATE INDEX acceptance_findings_by_report ON acceptance_findings(report_id);
