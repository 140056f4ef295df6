import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { auditEvents, ssoConnections, ssoDomains, ssoLoginStates } from '../../server/db/schema/index.ts';
import { seal } from '../../server/secret-box.ts';
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
        clientSecretEncrypted: seal(w.app.config.dataEncryption, provider.clientSecret),
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

const domainRows = (w: World, domain: string) => async () => JSON.stringify(await w.app.db.select().from(ssoDomains).where(eq(ssoDomains.domain, domain)));

/**
 * Whether this caller made this audited change in the organization: other cells (the same caller on its own side
 * too) change the same settings at once, so what a refused call must not leave is its own change.
 */
const audited = (w: World, action: string, caller: Caller, organizationId: string) => async () => {
  const actor = caller.viewer?.userId ?? null;
  const rows = await w.app.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.organizationId, organizationId), actor === null ? isNull(auditEvents.actorUserId) : eq(auditEvents.actorUserId, actor)));
  return String(rows.length);
};

/** A change of the side's SSO settings, allowed to its managers (the answer names the organization). */
const onSettings =
  (field: string, type: string, action: string, input: (o: string, s: SideSso) => Record<string, unknown>) =>
  async (w: World, side: Side, caller: Caller): Promise<Prepared> => {
    const s = await sso(w, side);
    const o = w.scenes[side].org.id;
    return {
      call: gql(mutation(field, type, CONFIGURATION), { input: input(o, s) }),
      subject: { organizationId: o },
      shows: w.scenes[side].marker,
      snapshot: audited(w, action, caller, o),
    };
  };

const freshDomain = () => `d${randomBytes(5).toString('hex')}.example`;

/** A SCIM call about a user of the side (the rows compared are that user's). */
const scimCall =
  (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', body?: (email: string) => unknown): Fixture['prepare'] =>
  async (w, side) => {
    const user = await w.freshUser(side);
    return {
      call: { method, path: `/scim/v2/Users/${user.id}`, ...(body ? { body: body(user.email) } : {}) },
      subject: { organizationId: w.scenes[side].org.id, userId: user.id },
      snapshot: () => w.rows({ user: user.id }),
    };
  };
const scimDocument = (path: string): Fixture => ({ prepare: async (w, side) => ({ call: { method: 'GET', path }, subject: { organizationId: w.scenes[side].org.id }, shows: 'urn:ietf:params:scim' }) });
const organizationKey = (w: World, side: Side) => ({ input: { organization: w.scenes[side].org.id } });

export const SSO_FIXTURES: Record<string, Fixture> = {
  'GET /scim/v2/ServiceProviderConfig': scimDocument('/scim/v2/ServiceProviderConfig'),
  'GET /scim/v2/ResourceTypes': scimDocument('/scim/v2/ResourceTypes'),
  'GET /scim/v2/Schemas': scimDocument('/scim/v2/Schemas'),
  'GET /scim/v2/Users': { prepare: async (w, side) => ({ call: { method: 'GET', path: '/scim/v2/Users' }, subject: { organizationId: w.scenes[side].org.id } }) },
  'POST /scim/v2/Users': {
    prepare: async (w, side) => {
      const s = await sso(w, side);
      const email = `scim-${randomBytes(4).toString('hex')}@${s.domain}`;
      return { call: { method: 'POST', path: '/scim/v2/Users', body: { userName: email } }, subject: { organizationId: w.scenes[side].org.id }, snapshot: () => w.named({ userEmail: email }) };
    },
  },
  'GET /scim/v2/Users/:id': { prepare: scimCall('GET') },
  'PUT /scim/v2/Users/:id': { prepare: scimCall('PUT', (email) => ({ userName: email, displayName: 'Renamed by SCIM', active: false })) },
  'PATCH /scim/v2/Users/:id': { prepare: scimCall('PATCH', () => ({ Operations: [{ op: 'replace', path: 'active', value: false }] })) },
  'DELETE /scim/v2/Users/:id': { prepare: scimCall('DELETE') },
  createScimToken: {
    prepare: async (w, side, caller) => ({
      call: gql(mutation('createScimToken', 'SsoOrganizationInput', '{ token errors { message code } }'), organizationKey(w, side)),
      subject: { organizationId: w.scenes[side].org.id },
      shows: 'scim_',
      snapshot: audited(w, 'scim.token.create', caller, w.scenes[side].org.id),
    }),
  },
  revokeScimToken: {
    prepare: async (w, side, caller) => ({
      call: gql(mutation('revokeScimToken', 'SsoOrganizationInput', '{ revoked errors { message code } }'), { input: { organization: w.scenes[side].org.id } }),
      subject: { organizationId: w.scenes[side].org.id },
      snapshot: audited(w, 'scim.token.revoke', caller, w.scenes[side].org.id),
    }),
  },
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
    prepare: async (w, side, caller) => {
      await sso(w, side);
      const o = w.scenes[side].org.id;
      const by = caller.viewer?.userId;
      // What a test start leaves is a sign-in under way in this caller's name (anonymous has none to leave).
      const started = async () => String((await w.app.db.select().from(ssoLoginStates).where(and(eq(ssoLoginStates.organizationId, o), eq(ssoLoginStates.testBy, by ?? '')))).length);
      return { call: gql(mutation('startSsoTest', 'SsoOrganizationInput', '{ url errors { message code } }'), { input: { organization: o } }), subject: { organizationId: o }, ...(by ? { snapshot: started } : {}) };
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
  'GET /sso/saml/:organization/metadata': {
    prepare: async (w, side) => ({ call: { method: 'GET', path: `/sso/saml/${w.scenes[side].org.id}/metadata` }, subject: { organizationId: w.scenes[side].org.id }, shows: 'EntityDescriptor' }),
  },
  'POST /sso/saml/:organization/acs': {
    freshCaller: true,
    prepare: async (w, side) => ({
      call: { method: 'POST', path: `/sso/saml/${w.scenes[side].org.id}/acs`, body: { SAMLResponse: 'PHg+' } },
      subject: { organizationId: w.scenes[side].org.id },
    }),
  },
  completeSsoSignIn: {
    freshCaller: true,
    prepare: async (w, side) => ({
      call: gql(mutation('completeSsoSignIn', 'CompleteSsoSignInInput', '{ accessToken errors { message code } }'), { input: { query: 'code=made-up&state=made-up' } }),
      subject: { organizationId: w.scenes[side].org.id },
    }),
  },
};
