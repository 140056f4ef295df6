import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../common/roles.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { createProject } from '../../support/projects.ts';
import { clientAs } from '../../support/sessions.ts';
import { streamEvents, type StreamOutcome } from '../../support/stream-call.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// /graphql/stream validates like /graphql (one set of rules: depth, aliases, cost, and no introspection in
// production) and runs subscriptions only; graphql-sse's single-connection mode (PUT reservations) is off.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(async () => app?.close());

const CEILING_MS = 10_000;
const errorsOf = (outcome: StreamOutcome): { message: string; extensions?: { code?: string } }[] => {
  const next = outcome.events.find((e) => e.event === 'next');
  const data = next?.data;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter((e): e is { message: string; extensions?: { code?: string } } => typeof e === 'object' && e !== null && 'message' in e);
};

async function signedIn() {
  const org = await createOrganization(app.db);
  const user = await createUser(app.db, { role: ROLE.SUPER_USER, org });
  const project = await createProject(app.db, { org, owner: user });
  return { client: await clientAs(app, user), project };
}

describe('the stream validates like /graphql', () => {
  it('refuses introspection in production, to anonymous and signed-in callers alike', async () => {
    const { client } = await signedIn();
    for (const caller of [app.client(), client]) {
      const outcome = await streamEvents(caller, { body: { query: '{ __schema { types { name } } }' } }, { ceilingMs: CEILING_MS });
      expect(outcome.ended).toBe(true);
      expect(outcome.status).toBeLessThan(500);
      const errors = errorsOf(outcome);
      expect(errors.map((e) => e.message).join(' ')).toMatch(/introspection/i);
      expect(errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(outcome.text).not.toContain('"types"');
    }
  });

  it('refuses more aliases, depth or cost than /graphql allows', async () => {
    const { client, project } = await signedIn();
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: phase`).join(' ');
    const outcome = await streamEvents(client, { body: { query: `subscription { answerSaved(project: "${project.id}") { ${aliases} } }` } }, { ceilingMs: CEILING_MS });
    expect(outcome.ended).toBe(true);
    expect(errorsOf(outcome).map((e) => e.message).join(' ')).toMatch(/alias/i);
    const same = await client.graphql(`query { ${Array.from({ length: 40 }, (_, i) => `h${i}: health`).join(' ')} }`);
    expect(same.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('runs subscriptions only: a query or a mutation is refused before it runs', async () => {
    const { client, project } = await signedIn();
    for (const query of ['{ health }', `mutation { announcePresence(input: { key: "${project.id}", phase: fel2 }) { ok } }`]) {
      const outcome = await streamEvents(client, { body: { query } }, { ceilingMs: CEILING_MS });
      expect(outcome.ended, query).toBe(true);
      const errors = errorsOf(outcome);
      expect(errors.map((e) => e.message).join(' '), query).toMatch(/only subscriptions/i);
      expect(errors[0]?.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(JSON.stringify(outcome.events), query).not.toContain('"ok":true');
    }
  });

  it("answers graphql-sse's single-connection reservations (PUT) and other methods with 405", async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const outcome = await streamEvents(app.client(), { method, headers: { accept: '*/*' } }, { ceilingMs: CEILING_MS });
      expect(outcome.status, method).toBe(405);
    }
  });
});
