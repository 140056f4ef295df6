CREATE TABLE "saml_assertions" (
	"organization_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertions_pk" PRIMARY KEY("organization_id","assertion_id")
);
--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_sso_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_idp_certificate" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_allow_idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_assertions" ADD CONSTRAINT "saml_assertions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertions_expires_idx" ON "saml_assertions" USING btree ("expires_at");