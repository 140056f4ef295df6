-- Screening answers not given were stored as '' before they became nullable: unset is null from now on.
UPDATE "projects" SET "cost_range" = NULL WHERE "cost_range" = '';--> statement-breakpoint
UPDATE "projects" SET "project_type" = NULL WHERE "project_type" = '';
