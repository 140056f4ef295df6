CREATE TABLE "review_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"kind" text NOT NULL,
	"level" smallint,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_input" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_record" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "return_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_marks_report_question_uq" ON "review_marks" USING btree ("report_id","question_code");