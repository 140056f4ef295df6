import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port.ts';

// A real OpenID Connect provider (panva's oidc-provider) in the test process, on a loopback port, with one
// confidential client. Its development login page accepts any login: the login names an account of `accounts`,
// whose claims the provider then vouches for (sub, email, name, groups).

export type TestAccount = { email: string; name: string; groups?: string[] };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login (the login is the subject). */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
};

export async function startOidcProvider(p: { redirectUri: string; clientId?: string; clientSecret?: string }): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = p.clientId ?? `client-${crypto.randomUUID().slice(0, 8)}`;
  const clientSecret = p.clientSecret ?? `secret-${crypto.randomUUID()}`;
  const accounts = new Map<string, TestAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [p.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name, groups: account.groups ?? [] }) };
    },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // A provider left open by a fixture module never keeps the test process alive.
  server.unref();
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * Goes through the provider's pages as a browser would (its login form, then its consent form) from the
 * authorization URL until the provider sends the browser to `redirectUri`; answers that redirect's query string.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) return new URL(next).search.replace(/^\?/, '');
      url = next;
      form = null;
      continue;
    }
    const html = await res.text();
    const formTag = /<form[^>]*>/.exec(html)?.[0];
    const action = formTag ? attr(formTag, 'action') : null;
    if (!action) throw new Error(`the provider answered ${res.status} without a form or redirect at ${url}: ${html.slice(0, 400)}`);
    form = new URLSearchParams();
    for (const input of html.match(/<input[^>]*>/g) ?? []) {
      const name = attr(input, 'name');
      if (!name) continue;
      form.set(name, name === 'login' ? login : name === 'password' ? 'any' : (attr(input, 'value') ?? ''));
    }
    url = new URL(action, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
