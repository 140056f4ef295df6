-- hand-written: the name search (read-models/dashboard.queries.ts, `lower(name) like '%…%'`) reads
-- projects_name_trgm_idx. With GIN's fast update, new names wait in a pending list that every search reads
-- in full until (auto)vacuum merges it: with 10,000 projects added in a row (bench/dashboard.bench.ts) the
-- whole list was pending, the index scan took 3.6 ms, and the planner preferred a 13 ms sequential scan to it;
-- merged, the same search reads 11 rows by the index in 0.2 ms (EXPLAIN ANALYZE, docs/bench.md). Projects are
-- created one at a time, so each new name goes straight into the index instead.
ALTER INDEX "projects_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('projects_name_trgm_idx'::regclass);
