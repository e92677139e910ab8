-- Schema 8: China's billing terms on a quote. A savings plan (节省计划) commits to an hourly spend for 1 or 3
-- years, billed whether used or not; a spot instance's protection period (保护期) and release notice (释放通知);
-- what happens when the servers are stopped (still billed? GPU kept?); the date the vendor can deliver.
-- And a checklist item's evidence as the user typed it, kept beside the findings an acceptance report records.
ALTER TABLE quotes ADD COLUMN commitment_years INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quotes ADD COLUMN commitment_per_hour_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quotes ADD COLUMN spot_protection_hours REAL;
ALTER TABLE quotes ADD COLUMN spot_notice_minutes REAL;
ALTER TABLE quotes ADD COLUMN billed_when_stopped INTEGER;
ALTER TABLE quotes ADD COLUMN keeps_gpu_when_stopped INTEGER;
ALTER TABLE quotes ADD COLUMN delivery_date TEXT;
ALTER TABLE checklist_items ADD COLUMN typed_evidence TEXT NOT NULL DEFAULT '';
