-- Schema 13: a saved plan keeps its question. `gpuplan plan --save` stored the command line's printout of the
-- workload, constraints and configuration, which nothing could read back as a question (architecture-4 §6.2
-- item 5); the plan request (the same versioned JSON as a plan file) is now kept with them. Plans saved
-- before have none (empty).
ALTER TABLE saved_plans ADD COLUMN request_json TEXT NOT NULL DEFAULT '';
