DROP INDEX "users_organization_name_idx";--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_organization_name_idx" ON "users" USING btree ("organization_id",lower("name"),"id");