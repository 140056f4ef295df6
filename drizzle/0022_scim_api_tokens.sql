-- The SCIM token becomes an API token with scope scim (issue 29's decision): each organization's token moves
-- into api_tokens with a service principal of its own, its hash turned from base64url into the hex api_tokens use.
INSERT INTO "users" ("organization_id", "name", "email", "password_hash", "user_type", "status", "service_principal", "created_at", "updated_at")
SELECT "organization_id", 'API: SCIM provisioning', 'api-token-scim-' || "organization_id" || '@api-tokens.invalid', NULL, 5, 'active', true, "created_at", "created_at"
FROM "scim_tokens";--> statement-breakpoint
INSERT INTO "api_tokens" ("organization_id", "principal_user_id", "name", "scope", "token_hash", "created_by", "created_by_name", "created_at", "last_used_at")
SELECT s."organization_id", p."id", 'SCIM provisioning', 'scim',
  encode(decode(translate(s."token_hash", '-_', '+/') || repeat('=', (4 - length(s."token_hash") % 4) % 4), 'base64'), 'hex'),
  s."created_by", coalesce(c."name", 'Unknown'), s."created_at", s."last_used_at"
FROM "scim_tokens" s
JOIN "users" p ON p."email" = 'api-token-scim-' || s."organization_id" || '@api-tokens.invalid'
LEFT JOIN "users" c ON c."id" = s."created_by"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "scim_tokens" CASCADE;
