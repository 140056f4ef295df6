CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"principal_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"window_started_at" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_tokens_window_count_ck" CHECK ("api_tokens"."window_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "cost_range" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "cost_range" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "project_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "project_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "service_principal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_principal_user_id_users_id_fk" FOREIGN KEY ("principal_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_principal_uq" ON "api_tokens" USING btree ("principal_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_org_name_live_uq" ON "api_tokens" USING btree ("organization_id",lower("name")) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_tokens_org_created_idx" ON "api_tokens" USING btree ("organization_id","created_at");