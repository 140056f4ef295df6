-- Users screen (bench/users-list.bench.ts): the name orders it sorts by, served by indexes.
DROP INDEX "users_organization_name_idx";--> statement-breakpoint
-- An Admin's Users screen in its default order, by name.
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
-- A client admin's Users screen and the POC candidates: one organization's users by name.
CREATE INDEX "users_organization_name_idx" ON "users" USING btree ("organization_id",lower("name"),"id");
