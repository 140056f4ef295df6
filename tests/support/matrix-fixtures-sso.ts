import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ssoConnections, ssoDomains } from '../../server/db/schema/index.ts';
import { sealSecret } from '../../server/security-data-key.ts';
import type { Call, Fixture, Prepared } from './matrix-fixtures.ts';
import type { Caller, Side, World } from './matrix-world.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';

// The single sign-on part of the matrix's fixtures (see matrix-fixtures.ts). Each side's organization has SSO
// on through a real test provider of its own, tested, with a verified domain, set up once; no fixture turns it
// off or enforces it, so the other cells (sign-in with passwords) are unaffected.

const gql = (graphql: string, variables: Record<string, unknown> = {}): Call => ({ graphql, variables });
const ERRORS = '{ errors { message code } }';
const CONFIGURATION = '{ configuration { organizationName } errors { message code } }';
const mutation = (field: string, type: string, select = ERRORS) => `mutation M($input: ${type}!) { ${field}(input: $input) ${select} }`;

type SideSso = { provider: TestOidcProvider; domain: string };
const ready = new Map<string, Promise<SideSso>>();

/** The side's organization with SSO on through its own provider, tested, and a verified domain (once per world). */
function sso(w: World, side: Side): Promise<SideSso> {
  const org = w.scenes[side].org;
  let found = ready.get(org.id);
  if (!found) {
    found = (async () => {
      const provider = await startOidcProvider({ redirectUri: `${w.app.baseUrl}/sso/oidc/callback` });
      const now = new Date();
      await w.app.db.insert(ssoConnections).values({
        organizationId: org.id,
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecretEncrypted: sealSecret(w.app.config, provider.clientSecret),
        enabled: true,
        testedAt: now,
        testedBy: w.scenes[side].clientAdmin.id,
        updatedAt: now,
      });
      const domain = `${w.scenes[side].marker}.example`;
      await w.app.db.insert(ssoDomains).values({ domain, organizationId: org.id, verifiedAt: now });
      return { provider, domain };
    })();
    ready.set(org.id, found);
  }
  return found;
}

const connectionRows = (w: World, side: Side) => async () =>
  JSON.stringify(await w.app.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, w.scenes[side].org.id)));
const domainRows = (w: World, domain: string) => async () => JSON.stringify(await w.app.db.select().from(ssoDomains).where(eq(ssoDomains.domain, domain)));

/** A change of the side's SSO settings, allowed to its managers (the answer names the organization). */
const onSettings =
  (field: string, type: string, action: `sso.${string}`, input: (o: string, s: SideSso) => Record<string, unknown>) =>
  async (w: World, side: Side, caller: Caller): Promise<Prepared> => {
    const s = await sso(w, side);
    const o = w.scenes[side].org.id;
    return {
      call: gql(mutation(field, type, CONFIGURATION), { input: input(o, s) }),
      subject: { organizationId: o },
      shows: w.scenes[side].marker,
      // Other cells change the same settings at once: what a refused call must not leave is its own audited change.
      snapshot: () => w.rows({ changesBy: { action, actor: caller.viewer?.userId ?? null } }),
    };
  };

const freshDomain = () => `d${randomBytes(5).toString('hex')}.example`;

export const SSO_FIXTURES: Record<string, Fixture> = {
  ssoConfiguration: {
    prepare: async (w, side) => {
      await sso(w, side);
      const o = w.scenes[side].org.id;
      return { call: gql('query($o: ID) { ssoConfiguration(organization: $o) { organizationName issuer } }', { o }), subject: { organizationId: o }, shows: w.scenes[side].marker };
    },
  },
  ssoSignInOption: {
    prepare: async (w, side) => {
      const s = await sso(w, side);
      return { call: gql('query($e: String!) { ssoSignInOption(email: $e) { organizationName } }', { e: `someone@${s.domain}` }), subject: { organizationId: w.scenes[side].org.id } };
    },
  },
  // Saves the same provider again (the other cells keep a working configuration).
  saveSsoConfiguration: { prepare: onSettings('saveSsoConfiguration', 'SaveSsoConfigurationInput', 'sso.configure', (o, s) => ({ organization: o, issuer: s.provider.issuer, clientId: s.provider.clientId })) },
  setSsoEnabled: { prepare: onSettings('setSsoEnabled', 'SetSsoEnabledInput', 'sso.enable', (o) => ({ organization: o, enabled: true })) },
  setSsoEnforced: { prepare: onSettings('setSsoEnforced', 'SetSsoEnforcedInput', 'sso.unenforce', (o) => ({ organization: o, enforced: false })) },
  startSsoTest: {
    prepare: async (w, side) => {
      await sso(w, side);
      const o = w.scenes[side].org.id;
      return { call: gql(mutation('startSsoTest', 'SsoOrganizationInput', '{ url errors { message code } }'), { input: { organization: o } }), subject: { organizationId: o }, snapshot: connectionRows(w, side) };
    },
  },
  claimSsoDomain: {
    prepare: async (w, side, caller) => {
      await sso(w, side);
      const domain = freshDomain();
      return { ...(await onSettings('claimSsoDomain', 'ClaimSsoDomainInput', 'sso.claimDomain', (o) => ({ organization: o, email: `it@${domain}` }))(w, side, caller)), snapshot: domainRows(w, domain) };
    },
  },
  removeSsoDomain: {
    prepare: async (w, side, caller) => {
      await sso(w, side);
      const domain = freshDomain();
      await w.app.db.insert(ssoDomains).values({ domain, organizationId: w.scenes[side].org.id, verifiedAt: new Date() });
      return { ...(await onSettings('removeSsoDomain', 'RemoveSsoDomainInput', 'sso.removeDomain', (o) => ({ organization: o, domain }))(w, side, caller)), snapshot: domainRows(w, domain) };
    },
  },
  verifySsoDomain: {
    prepare: async (w, side) => {
      const token = randomBytes(16).toString('base64url');
      const domain = freshDomain();
      await w.app.db.insert(ssoDomains).values({ domain, organizationId: w.scenes[side].org.id, tokenHash: createHash('sha256').update(token).digest('base64url') });
      return { call: gql(mutation('verifySsoDomain', 'VerifySsoDomainInput', '{ domain errors { message code } }'), { input: { token } }), subject: { organizationId: w.scenes[side].org.id }, shows: domain };
    },
  },
  startSsoSignIn: {
    prepare: async (w, side) => {
      const s = await sso(w, side);
      return { call: gql(mutation('startSsoSignIn', 'StartSsoSignInInput', '{ url errors { message code } }'), { input: { email: `someone@${s.domain}` } }), subject: { organizationId: w.scenes[side].org.id }, shows: s.provider.issuer };
    },
  },
  completeSsoSignIn: {
    freshCaller: true,
    prepare: async (w, side) => ({
      call: gql(mutation('completeSsoSignIn', 'CompleteSsoSignInInput', '{ accessToken errors { message code } }'), { input: { query: 'code=made-up&state=made-up' } }),
      subject: { organizationId: w.scenes[side].org.id },
    }),
  },
};
