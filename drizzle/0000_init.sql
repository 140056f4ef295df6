CREATE TABLE "cel_assignments" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cel_assignments_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_provider" boolean DEFAULT false NOT NULL,
	"license_key" text NOT NULL,
	"license_create" date NOT NULL,
	"license_due" date NOT NULL,
	"license_renew" date,
	"subscription" smallint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"plant_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"poc_user_id" uuid,
	"requires_second_factor" boolean DEFAULT false NOT NULL,
	"fel2co" numeric(6, 2),
	"fel3co" numeric(6, 2),
	"site2co" numeric(6, 2),
	"site3co" numeric(6, 2),
	"eng2co" numeric(6, 2),
	"eng3co" numeric(6, 2),
	"pep2co" numeric(6, 2),
	"pep3co" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_subscription_ck" CHECK ("organizations"."subscription" >= 0),
	CONSTRAINT "organizations_license_dates_ck" CHECK ("organizations"."license_due" >= "organizations"."license_create")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" smallint DEFAULT 4 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"po_only" boolean DEFAULT false NOT NULL,
	"ipa_user" boolean DEFAULT false NOT NULL,
	"cel_check" boolean DEFAULT false NOT NULL,
	"impersonated_organization_id" uuid,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"registered_with_key" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" between 1 and 6),
	CONSTRAINT "users_failed_attempts_ck" CHECK ("users"."failed_login_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_factor_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "second_factor_codes_attempts_ck" CHECK ("second_factor_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "provider_metrics" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fel2bp" numeric(6, 2),
	"fel2in" numeric(6, 2),
	"site2bp" numeric(6, 2),
	"site2in" numeric(6, 2),
	"eng2bp" numeric(6, 2),
	"eng2in" numeric(6, 2),
	"pep2bp" numeric(6, 2),
	"pep2in" numeric(6, 2),
	"fel3bp" numeric(6, 2),
	"fel3in" numeric(6, 2),
	"site3bp" numeric(6, 2),
	"site3in" numeric(6, 2),
	"eng3bp" numeric(6, 2),
	"eng3in" numeric(6, 2),
	"pep3bp" numeric(6, 2),
	"pep3in" numeric(6, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_metrics_single_row_ck" CHECK ("provider_metrics"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"banner" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'none' NOT NULL,
	"year" integer DEFAULT 2023 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_ck" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "project_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"plant_name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fel20" boolean DEFAULT true NOT NULL,
	"cost_range" text DEFAULT '' NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"statusfel3" smallint DEFAULT 0 NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"created_by" uuid,
	"finalized_at" timestamp with time zone,
	"finalized_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_statusfel3_ck" CHECK ("projects"."statusfel3" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"function" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"question_code" text NOT NULL,
	"bank_version" text NOT NULL,
	"level" smallint,
	"na" boolean DEFAULT false NOT NULL,
	"na_reason" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"revisit" boolean DEFAULT false NOT NULL,
	"action_text" text DEFAULT '' NOT NULL,
	"action_owner" text DEFAULT '' NOT NULL,
	"action_due" date,
	"action_status" text DEFAULT 'open' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_level_ck" CHECK ("answers"."level" is null or "answers"."level" between 1 and 4),
	CONSTRAINT "answers_na_without_level_ck" CHECK (not ("answers"."na" and "answers"."level" is not null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"bank_version" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"organization_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "cel_assignments" ADD CONSTRAINT "cel_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cel_assignments" ADD CONSTRAINT "cel_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_poc_user_id_users_id_fk" FOREIGN KEY ("poc_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_impersonated_organization_id_organizations_id_fk" FOREIGN KEY ("impersonated_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_codes" ADD CONSTRAINT "second_factor_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sites" ADD CONSTRAINT "project_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cel_assignments_user_idx" ON "cel_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_lower_uq" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_license_key_uq" ON "organizations" USING btree ("license_key");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_single_provider_uq" ON "organizations" USING btree ("is_provider") WHERE "organizations"."is_provider";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_organization_name_idx" ON "users" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "second_factor_codes_user_created_idx" ON "second_factor_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_open_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "project_sites_project_idx" ON "project_sites" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_org_name_lower_uq" ON "projects" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_org_owner_idx" ON "projects" USING btree ("organization_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "team_members_project_phase_idx" ON "team_members" USING btree ("project_id","phase");--> statement-breakpoint
CREATE INDEX "team_members_email_lower_idx" ON "team_members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "answers_project_phase_code_uq" ON "answers" USING btree ("project_id","phase","question_code");--> statement-breakpoint
CREATE INDEX "answers_project_action_due_idx" ON "answers" USING btree ("project_id","action_due") WHERE "answers"."action_text" <> '';--> statement-breakpoint
CREATE INDEX "reports_project_phase_created_idx" ON "reports" USING btree ("project_id","phase","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_org_at_idx" ON "audit_events" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id");