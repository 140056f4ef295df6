ALTER TABLE "provider_metrics" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_metrics" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gate_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bank_version" text DEFAULT '2026.2' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "na_approver" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "evidence_copied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "revisit_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "revisit_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "revisit_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "method" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "fel_index" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "site_index" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "eng_index" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "pep_index" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "project_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "cost_range" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_revisit_confirmed_by_users_id_fk" FOREIGN KEY ("revisit_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Method 2 (hand-added): saved reports are method 1; their figures move into columns from the snapshot, so
-- company averages are one aggregate. Finalized projects keep bank 2026.1 until they are unfinalized.
UPDATE "reports" SET
  "fel_index" = ("snapshot" ->> 'felIndex')::float8,
  "site_index" = ("snapshot" #>> '{score,areas,site,index}')::float8,
  "eng_index" = ("snapshot" #>> '{score,areas,eng,index}')::float8,
  "pep_index" = ("snapshot" #>> '{score,areas,pep,index}')::float8,
  "project_type" = coalesce("projects"."project_type", ''),
  "cost_range" = coalesce("projects"."cost_range", '')
FROM "projects" WHERE "projects"."id" = "reports"."project_id";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "fel_index" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "site_index" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "eng_index" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "pep_index" SET NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "bank_version" = '2026.1' WHERE "is_valid";
