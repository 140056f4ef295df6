import type { Db } from '../../db/client.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { authorizationStart, discover } from './oidc-client.ts';
import { newSamlRequestId, samlAuthorizationUrl } from './saml-client.ts';
import { LOGIN_STATE_MINUTES, samlSettingsOf, ssoRedirectUri, ssoSecretOf } from './sso-settings.ts';
import { insertLoginState, type SsoConnectionRow } from './sso.queries.ts';

/**
 * Sends the browser to the connection's provider: OIDC with PKCE, state and nonce, or SAML with an AuthnRequest
 * whose id the response must answer. The sign-in under way is kept (used once, within 10 minutes).
 */
export async function sendToProvider(ctx: ServiceCtx, db: Db, p: { connection: SsoConnectionRow; email: string; testBy: string | null }): Promise<string> {
  const { connection } = p;
  const expiresAt = new Date(ctx.now().getTime() + LOGIN_STATE_MINUTES * 60_000);
  const base = { organizationId: connection.organizationId, testBy: p.testBy, expiresAt };
  if (connection.protocol === 'saml') {
    const requestId = newSamlRequestId();
    const url = await samlAuthorizationUrl(ctx.config, samlSettingsOf(connection), requestId);
    await insertLoginState(db, { ...base, state: requestId, nonce: '', codeVerifier: '' });
    return url;
  }
  const provider = await discover(ctx, { issuer: connection.issuer, clientId: connection.clientId, clientSecret: ssoSecretOf(ctx.config, connection) });
  const start = await authorizationStart(provider, ssoRedirectUri(ctx.config), p.email);
  await insertLoginState(db, { ...base, state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier });
  return start.url;
}

