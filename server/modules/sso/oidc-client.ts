import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';
import type { ServiceCtx } from '../../service-context.ts';
import { assertPublicHttps } from './outbound-guard.ts';

// The relying party (openid-client 6): discovery, the authorization URL with PKCE (S256), state and nonce, and
// the code exchange that checks them and the ID token (issuer, audience, signature, expiry, nonce).

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string | null };

/** Seconds an identity provider has to answer one request. */
const TIMEOUT_SECONDS = 10;

export const PROVIDER_UNREACHABLE = 'The identity provider could not be reached or answered something unexpected. Check the issuer URL and try again.';

/** Fetches through the SSRF guard unless insecure URLs are allowed (outside production). */
function guardedFetch(ctx: ServiceCtx): oidc.CustomFetch | undefined {
  if (ctx.config.ssoAllowInsecureUrls) return undefined;
  return async (url, options) => {
    await assertPublicHttps(new URL(url));
    return fetch(url, { ...options, redirect: 'error' });
  };
}

/** The provider's configuration for this client (its discovery document). */
export async function discover(ctx: ServiceCtx, s: OidcSettings): Promise<oidc.Configuration> {
  const custom = guardedFetch(ctx);
  try {
    const config = await oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret ?? undefined, s.clientSecret ? oidc.ClientSecretPost(s.clientSecret) : oidc.None(), {
      timeout: TIMEOUT_SECONDS,
      ...(ctx.config.ssoAllowInsecureUrls ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(custom ? { [oidc.customFetch]: custom } : {}),
    });
    if (custom) config[oidc.customFetch] = custom;
    config.timeout = TIMEOUT_SECONDS;
    return config;
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error, issuer: s.issuer }, 'OIDC discovery failed');
    throw new AppError('BAD_INPUT', PROVIDER_UNREACHABLE);
  }
}

export type AuthorizationStart = { url: string; state: string; nonce: string; codeVerifier: string };

/** The URL that sends the browser to the provider, with the checks the callback needs to keep. */
export async function authorizationStart(config: oidc.Configuration, redirectUri: string, loginHint: string | null): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type ReceivedClaims = Record<string, unknown> & { iss: string; sub: string };

/** Exchanges the code: the ID token's claims, with the userinfo claims it lacks. */
export async function exchangeCode(
  ctx: ServiceCtx,
  config: oidc.Configuration,
  callback: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ReceivedClaims> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}));
    return { ...info, ...claims, iss: claims.iss, sub: claims.sub };
  } catch (error) {
    ctx.log.warn({ err: error }, 'OIDC code exchange refused');
    throw new AppError('UNAUTHENTICATED', 'The identity provider did not confirm this sign-in. Please try again.');
  }
}
