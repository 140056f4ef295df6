CREATE INDEX "projects_org_name_order_idx" ON "projects" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
-- hand-written: the dashboard's name search (projects.queries.ts listProjects: `lower(name) like '%…%'`)
-- through a trigram index; PGlite loads pg_trgm as an extension (server/db/client.ts). Searches shorter
-- than 3 characters have no trigram and scan the organization's projects.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower("name") gin_trgm_ops);
