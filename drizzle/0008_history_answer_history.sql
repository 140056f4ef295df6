CREATE TABLE "answer_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "answer_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"question_code" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"changed" text[] NOT NULL,
	"content" jsonb NOT NULL,
	"restored_from_version" integer,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_history_question_idx" ON "answer_history" USING btree ("project_id","phase","question_code","seq" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written: every existing answer starts its history with its content as last saved (by whom, when).
INSERT INTO "answer_history" ("project_id", "phase", "question_code", "version", "kind", "changed", "content", "changed_by", "changed_at")
SELECT "project_id", "phase", "question_code", "version", 'save',
  array_remove(ARRAY[
    CASE WHEN "level" IS NOT NULL THEN 'level' END,
    CASE WHEN "na" THEN 'na' END,
    CASE WHEN "comment" <> '' THEN 'comment' END,
    CASE WHEN "evidence" <> '' THEN 'evidence' END,
    CASE WHEN "action_text" <> '' OR "action_owner" <> '' OR "action_due" IS NOT NULL THEN 'action' END,
    CASE WHEN "revisit" THEN 'revisit' END
  ], NULL),
  jsonb_build_object('level', "level", 'na', "na", 'naReason', "na_reason", 'naApprover', "na_approver", 'comment', "comment",
    'evidence', "evidence", 'evidenceCopied', "evidence_copied", 'revisit', "revisit", 'revisitReason', "revisit_reason",
    'actionText', "action_text", 'actionOwner', "action_owner", 'actionDue', "action_due", 'actionStatus', "action_status"),
  "answered_by", coalesce("answered_at", "updated_at")
FROM "answers";
