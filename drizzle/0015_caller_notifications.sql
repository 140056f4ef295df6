-- Revocation reaches every app instance at once: each change that ends or alters a caller NOTIFYs the
-- channel fel_caller_changed with what changed ({"kind": "session" | "user" | "organization" | "token", "id"}),
-- delivered at the commit of its transaction. Every instance LISTENs once and forgets its cached callers and
-- re-checks its open streams (server/modules/auth/caller-cache.ts, caller-changes.ts).
CREATE OR REPLACE FUNCTION fel_notify_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_row jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  -- TG_ARGV: the kind of caller change, and the column holding its key.
  PERFORM pg_notify('fel_caller_changed', json_build_object('kind', TG_ARGV[0], 'id', changed_row ->> TG_ARGV[1])::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sign-out, refresh-token reuse, a session ended for any reason (every request checks its session).
CREATE TRIGGER sessions_caller_changed_trg AFTER UPDATE OF revoked_at, expires_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION fel_notify_caller_changed('session', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_caller_deleted_trg AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('session', 'id');
--> statement-breakpoint
-- Any change of a user's row (a cached caller keeps the whole row): deactivation, a role, organization or
-- restriction change, a password change, impersonation, a new name or email; but not the sign-in counter
-- and stamp, which change on every sign-in (a new session, cached afresh anyway).
CREATE TRIGGER users_caller_changed_trg AFTER UPDATE ON users FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'failed_login_attempts' - 'last_login' IS DISTINCT FROM to_jsonb(NEW) - 'failed_login_attempts' - 'last_login')
  EXECUTE FUNCTION fel_notify_caller_changed('user', 'id');
--> statement-breakpoint
CREATE TRIGGER users_caller_deleted_trg AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('user', 'id');
--> statement-breakpoint
-- The licence's end (and its renewal), a new point of contact.
CREATE TRIGGER organizations_caller_changed_trg AFTER UPDATE ON organizations FOR EACH ROW
  WHEN ((OLD.license_due, OLD.poc_user_id, OLD.is_provider) IS DISTINCT FROM (NEW.license_due, NEW.poc_user_id, NEW.is_provider))
  EXECUTE FUNCTION fel_notify_caller_changed('organization', 'id');
--> statement-breakpoint
CREATE TRIGGER organizations_caller_deleted_trg AFTER DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('organization', 'id');
--> statement-breakpoint
-- A CEL assignment made or ended changes which clients that person sees and may work on.
CREATE TRIGGER cel_assignments_added_trg AFTER INSERT ON cel_assignments FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER cel_assignments_removed_trg AFTER DELETE ON cel_assignments FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER cel_assignments_changed_trg AFTER UPDATE ON cel_assignments FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('user', 'user_id');
--> statement-breakpoint
-- Revoke, rotation (a new secret, a new creator), expiry or scope; not the rate counter of every request.
CREATE TRIGGER api_tokens_caller_changed_trg AFTER UPDATE ON api_tokens FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.expires_at, OLD.scope, OLD.token_hash, OLD.created_by, OLD.principal_user_id, OLD.organization_id)
    IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at, NEW.scope, NEW.token_hash, NEW.created_by, NEW.principal_user_id, NEW.organization_id))
  EXECUTE FUNCTION fel_notify_caller_changed('token', 'id');
--> statement-breakpoint
CREATE TRIGGER api_tokens_caller_deleted_trg AFTER DELETE ON api_tokens FOR EACH ROW EXECUTE FUNCTION fel_notify_caller_changed('token', 'id');
--> statement-breakpoint
-- Token use is audited as one row per token and minute from now on (a unique index in the next migration):
-- one row of each (minute, token) of the old per-request rows is kept, with the count of requests it stands for.
WITH minutes AS (
  SELECT min(id) AS keep, date_trunc('minute', at) AS minute, entity_id, count(*) AS requests
  FROM audit_events WHERE action = 'api-token.use' GROUP BY date_trunc('minute', at), entity_id
)
UPDATE audit_events a SET at = m.minute, after = coalesce(a.after, '{}'::jsonb) || jsonb_build_object('requests', m.requests)
FROM minutes m WHERE a.id = m.keep;
--> statement-breakpoint
DELETE FROM audit_events WHERE action = 'api-token.use' AND id NOT IN (
  SELECT min(id) FROM audit_events WHERE action = 'api-token.use' GROUP BY date_trunc('minute', at), entity_id
);
--> statement-breakpoint
-- A revoked token's principal acts for nobody: it is inactive, so it is offered as an owner to nobody.
UPDATE users SET status = 'inactive' WHERE service_principal AND status = 'active'
  AND id IN (SELECT principal_user_id FROM api_tokens WHERE revoked_at IS NOT NULL);
