import type { CacheProvider } from '@node-saml/node-saml';
import { z } from 'zod';
import { definePublicCommand, definePublicQuery } from '../../commands/operation.ts';
import { countSignIn } from '../../observability/metrics.ts';
import { isKey } from '../../validation.ts';
import { findOrganization } from '../organizations/index.ts';
import { SAML_REFUSED, samlServiceProviderMetadata, validateSamlResponse } from './saml-client.ts';
import { samlSettingsOf } from './sso-settings.ts';
import { finishSsoSignIn, limit, refused, type SsoCompletion } from './sso-sign-in.service.ts';
import { findConnection, peekLoginState, rememberSamlAssertion, type SsoLoginStateRow, takeLoginStateOf } from './sso.queries.ts';
import { notFound } from '../../errors.ts';

// SAML 2.0 sign-in (DOMAIN.md §6a): the identity provider posts its response to the organization's Assertion
// Consumer Service. The response must carry an assertion signed with the configured certificate, for this
// service provider (audience) at this address (recipient), within its time window, answering a request we sent
// (InResponseTo, used once) unless the organization accepts IdP-initiated sign-ins; an assertion id is remembered
// until it expires, so the same assertion never signs in twice. Then the path OIDC takes: JIT, group roles,
// enforcement, the session.

export const NO_SAML = 'Single sign-on with SAML is not set up for this organization.';

const OrganizationParam = z.object({ organization: z.string().max(100) });

/** The organization's service provider metadata (public: the identity provider's administrator loads it). */
export const samlMetadata = definePublicQuery({
  name: 'sso.samlMetadata',
  input: OrganizationParam,
  run: async (ctx, db, { input }) => {
    const org = isKey(input.organization) ? await findOrganization(db, input.organization) : null;
    if (!org || org.isProvider) throw notFound('Organization not found');
    return samlServiceProviderMetadata(ctx.config, org.id);
  },
});

const AcsInput = OrganizationParam.extend({
  samlResponse: z.string({ error: 'SAMLResponse is required' }).min(1, 'SAMLResponse is required').max(1_000_000, 'SAMLResponse is too long'),
});

/** Finishes a SAML sign-in (or an admin's test) from the response the identity provider posted. */
export const completeSamlSignIn = definePublicCommand({
  name: 'sso.samlAcs',
  input: AcsInput,
  ownTransactions: true,
  run: async (ctx, db, { input }): Promise<SsoCompletion> => {
    await limit(ctx);
    const org = isKey(input.organization) ? await findOrganization(db, input.organization) : null;
    const connection = org ? await findConnection(db, org.id) : null;
    if (!org || !connection || connection.protocol !== 'saml') throw refused(ctx, NO_SAML, 'saml');
    const seen: { started: SsoLoginStateRow | null } = { started: null };
    // The requests we sent this organization's identity provider: InResponseTo must name one (node-saml asks here).
    const inFlight: CacheProvider = {
      saveAsync: async () => null,
      getAsync: async (key) => {
        seen.started = await peekLoginState(db, { state: key, organizationId: org.id }, ctx.now());
        return seen.started ? seen.started.expiresAt.toISOString() : null;
      },
      removeAsync: async (key) => {
        if (key) await takeLoginStateOf(db, { state: key, organizationId: org.id });
        return null;
      },
    };
    const assertion = await validateSamlResponse(ctx, samlSettingsOf(connection), input.samlResponse, inFlight).catch((error: unknown) => {
      countSignIn('saml', 'failure');
      throw error;
    });
    if (assertion.inResponseTo) {
      const taken = await takeLoginStateOf(db, { state: assertion.inResponseTo, organizationId: org.id });
      if (!taken && seen.started === null) throw refused(ctx, SAML_REFUSED.inResponseTo, 'saml');
    }
    const fresh = await rememberSamlAssertion(db, { organizationId: org.id, assertionId: assertion.assertionId, expiresAt: assertion.expiresAt }, ctx.now());
    if (!fresh) throw refused(ctx, SAML_REFUSED.replay, 'saml');
    return finishSsoSignIn(ctx, { connection, org, testBy: seen.started?.testBy ?? null, claims: assertion.claims });
  },
});
