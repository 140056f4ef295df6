CREATE TABLE "answer_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"question_code" text NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"linked_by" uuid,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"copied_at" timestamp with time zone,
	"copy_revision" text,
	"copy_revision_date" date
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"discipline" text DEFAULT '' NOT NULL,
	"revision" text DEFAULT '' NOT NULL,
	"revision_date" date,
	"link" text,
	"added_by" uuid,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gap_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"question_code" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"owner_user_id" uuid,
	"owner_member_id" uuid,
	"owner_text" text DEFAULT '' NOT NULL,
	"due" date,
	"done" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "level_copied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reviewer_user_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "signed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_evidence" ADD CONSTRAINT "answer_evidence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_evidence" ADD CONSTRAINT "answer_evidence_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_evidence" ADD CONSTRAINT "answer_evidence_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_actions" ADD CONSTRAINT "gap_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_actions" ADD CONSTRAINT "gap_actions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_actions" ADD CONSTRAINT "gap_actions_owner_member_id_team_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gap_actions" ADD CONSTRAINT "gap_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_evidence_answer_entry_uq" ON "answer_evidence" USING btree ("project_id","phase","question_code","deliverable_id");--> statement-breakpoint
CREATE INDEX "answer_evidence_deliverable_idx" ON "answer_evidence" USING btree ("deliverable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_project_number_uq" ON "deliverables" USING btree ("project_id","number_key");--> statement-breakpoint
CREATE INDEX "gap_actions_project_phase_idx" ON "gap_actions" USING btree ("project_id","phase","question_code");--> statement-breakpoint
CREATE INDEX "gap_actions_project_due_idx" ON "gap_actions" USING btree ("project_id","due") WHERE not "gap_actions"."done";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reviewer_state_idx" ON "reports" USING btree ("reviewer_user_id","review_state");--> statement-breakpoint
-- Method 3 ships with bank 2026.3 (DOMAIN.md §3a): every project that is not finalized moves to it; a finalized
-- project keeps the bank it was finalized with (its reports stay as frozen). Answers keep their codes.
UPDATE "projects" SET "bank_version" = '2026.3' WHERE NOT "is_valid";
