import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSamlIdp, type TestSamlIdp } from './saml-idp.ts';

// The test SAML identity provider (saml-idp.ts) behind a tiny HTTP server on 127.0.0.1, for the browser: its SSO URL
// answers the service provider's HTTP-Redirect AuthnRequest, as the account the test chose, with an auto-submitting
// form that posts the signed SAMLResponse to the ACS (HTTP-POST binding), as a real IdP's page does after its login.

export type TestSamlIdpServer = TestSamlIdp & {
  /** Who signs in at the next request (a key of `accounts`), and the service provider it answers. */
  next: { login: string; sp: { entityId: string; acsUrl: string } } | null;
  close(): Promise<void>;
};

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function startSamlIdpServer(): Promise<TestSamlIdpServer> {
  let answer: (url: string) => Promise<string> = () => Promise.reject(new Error('the IdP is not ready'));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/sso') {
      response.writeHead(404).end();
      return;
    }
    answer(url.toString()).then(
      (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
      (error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const idp = await startSamlIdp({ ssoUrl: `http://127.0.0.1:${port}/sso` });
  const running: TestSamlIdpServer = {
    ...idp,
    next: null,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  answer = async (url) => {
    const next = running.next;
    if (!next) throw new Error('no sign-in expected at the test IdP');
    const samlResponse = await idp.respond(url, next.login, next.sp);
    const relayState = new URL(url).searchParams.get('RelayState') ?? '';
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>` +
      `<form method="post" action="${escapeHtml(next.sp.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">` +
      `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}"><noscript><button>Continue</button></noscript></form>` +
      `<script>document.forms[0].submit()</script></body></html>`
    );
  };
  return running;
}
