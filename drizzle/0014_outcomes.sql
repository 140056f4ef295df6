CREATE TABLE "close_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"gate_decision_id" uuid NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"actual_authorization" date,
	"actual_cost" numeric(16, 2) NOT NULL,
	"cost_basis" text NOT NULL,
	"conversion_factor" numeric(12, 6) DEFAULT '1' NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"first_final_at" timestamp with time zone,
	"scope_changes" numeric(16, 2) DEFAULT '0' NOT NULL,
	"contingency_drawn" numeric(16, 2),
	"actual_mechanical_completion" date,
	"actual_start_up" date,
	"change_orders" integer,
	"start_up_6_months" numeric(6, 1),
	"start_up_12_months" numeric(6, 1),
	"recordable_incidents" integer,
	"lessons" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "close_outs_factor_ck" CHECK ("close_outs"."conversion_factor" > 0 and ("close_outs"."cost_basis" = 'baseDate' or "close_outs"."conversion_factor" = 1)),
	CONSTRAINT "close_outs_counts_ck" CHECK (coalesce("close_outs"."change_orders", 0) >= 0 and coalesce("close_outs"."recordable_incidents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "gate_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"decided_on" date NOT NULL,
	"currency" text NOT NULL,
	"budget_base" numeric(16, 2) NOT NULL,
	"budget_contingency" numeric(16, 2) NOT NULL,
	"budget_escalation" numeric(16, 2) NOT NULL,
	"estimate_base_date" date NOT NULL,
	"estimate_class" smallint NOT NULL,
	"range_low_pct" numeric(6, 1) NOT NULL,
	"range_high_pct" numeric(6, 1) NOT NULL,
	"p50" numeric(16, 2),
	"p80" numeric(16, 2),
	"planned_authorization" date NOT NULL,
	"planned_mechanical_completion" date NOT NULL,
	"planned_start_up" date NOT NULL,
	"scope_type" text NOT NULL,
	"shutdown_dependent" boolean NOT NULL,
	"contract_strategy" text NOT NULL,
	"conditions_open" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_decisions_currency_ck" CHECK ("gate_decisions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "gate_decisions_class_ck" CHECK ("gate_decisions"."estimate_class" between 1 and 5),
	CONSTRAINT "gate_decisions_range_ck" CHECK ("gate_decisions"."range_low_pct" <= 0 and "gate_decisions"."range_high_pct" >= 0),
	CONSTRAINT "gate_decisions_plan_ck" CHECK ("gate_decisions"."planned_mechanical_completion" > "gate_decisions"."planned_authorization" and "gate_decisions"."planned_start_up" >= "gate_decisions"."planned_mechanical_completion")
);
--> statement-breakpoint
CREATE TABLE "outcome_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outcome_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"changed" text[] NOT NULL,
	"content" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcome_pooling" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"pooled" boolean NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_gate_decision_id_gate_decisions_id_fk" FOREIGN KEY ("gate_decision_id") REFERENCES "public"."gate_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_decisions" ADD CONSTRAINT "gate_decisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_decisions" ADD CONSTRAINT "gate_decisions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_decisions" ADD CONSTRAINT "gate_decisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_decisions" ADD CONSTRAINT "gate_decisions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_history" ADD CONSTRAINT "outcome_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_history" ADD CONSTRAINT "outcome_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_pooling" ADD CONSTRAINT "outcome_pooling_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_pooling" ADD CONSTRAINT "outcome_pooling_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "close_outs_project_uq" ON "close_outs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "close_outs_decision_idx" ON "close_outs" USING btree ("gate_decision_id");--> statement-breakpoint
CREATE INDEX "gate_decisions_project_idx" ON "gate_decisions" USING btree ("project_id","decided_on","created_at");--> statement-breakpoint
CREATE INDEX "gate_decisions_report_idx" ON "gate_decisions" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "outcome_history_entity_idx" ON "outcome_history" USING btree ("project_id","entity_id","seq" DESC NULLS LAST);
--> statement-breakpoint
-- Projects the seed made for the demo client before projects had is_demo (server/db/seed.ts names it so) are demo data.
UPDATE "projects" SET "is_demo" = true WHERE "organization_id" IN (SELECT "id" FROM "organizations" WHERE "name" = 'Demo Manufacturing Co.' AND "notes" = 'Demo organization created at first start.');
