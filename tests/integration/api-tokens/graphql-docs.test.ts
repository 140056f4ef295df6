import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client.ts';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick, pickString } from '../../support/pick.ts';
import { fullyAnsweredProject } from '../../support/report-fixtures.ts';
import { clientAs } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ROLE } from '../../../common/roles.ts';

// The worked queries of docs/api/graphql.md run as written, with a read API token: extracted from the
// markdown (each ```graphql block and the ```json variables block right after it), never copied here.

const DOC = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api/graphql.md'), 'utf8');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Worked = { name: string; query: string; variables: Record<string, unknown> };

function workedQueries(): Worked[] {
  const found: Worked[] = [];
  for (const m of DOC.matchAll(/```graphql\n([\s\S]*?)\n```\s*(?:```json\n([\s\S]*?)\n```)?/g)) {
    const query = m[1] ?? '';
    const variables: unknown = m[2] ? JSON.parse(m[2]) : {};
    if (!isRecord(variables)) throw new Error('variables must be a JSON object');
    found.push({ name: /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40), query, variables });
  }
  return found;
}

let app: TestApp;
let api: ApiClient;
let projectKey = '';
let organizationKey = '';

beforeAll(async () => {
  app = await startTestApp();
  const org = await createOrganization(app.db);
  organizationKey = org.id;
  const clientAdmin = await createUser(app.db, { role: ROLE.CLIENT_ADMIN, org });
  const people = await clientAs(app, clientAdmin);
  const project = await fullyAnsweredProject(app, { org, owner: clientAdmin });
  projectKey = project.id;
  for (const phase of ['fel2', 'fel3']) {
    const res = await people.post(`/api/project/${project.id}/${phase}report/create/`, { notes: 'For the docs' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const token = await people.graphql('mutation { createApiToken(input: { name: "Docs", scope: read }) { secret errors { message } } }');
  api = app.client();
  api.token = pickString(token.data, 'createApiToken.secret');
});
afterAll(async () => app?.close());

describe('docs/api/graphql.md', () => {
  const queries = workedQueries();

  it('has its worked queries: the portfolio and its overview, a project\'s answers and an answer\'s history, a company\'s reports, benchmarks', () => {
    expect(queries.map((q) => q.name)).toEqual(['Portfolio', 'PortfolioOverview', 'ProjectAnswers', 'AnswerHistory', 'CompanyReports', 'Benchmarks', 'ClientBenchmarks']);
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s runs as written with a read token', async (_name, worked) => {
    const variables = JSON.parse(JSON.stringify(worked.variables).replaceAll('PROJECT_KEY', projectKey).replaceAll('ORGANIZATION_KEY', organizationKey));
    const res = await api.graphql(worked.query, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data).not.toBeNull();
  });

  it('the answers carry what the text promises', async () => {
    const run = async (name: string) => {
      const worked = queries.find((q) => q.name === name);
      if (!worked) throw new Error(`no worked query ${name}`);
      return api.graphql(worked.query, JSON.parse(JSON.stringify(worked.variables).replaceAll('PROJECT_KEY', projectKey).replaceAll('ORGANIZATION_KEY', organizationKey)));
    };
    const portfolio = await run('Portfolio');
    expect(pick(portfolio.data, 'projects.total')).toBe(1);
    expect(pick(portfolio.data, 'projects.nodes.0.fel3.latest.score.felIndex')).toEqual(expect.any(Number));
    expect(pick(portfolio.data, 'projects.nodes.0.fel2.latest.score.band')).toEqual(expect.any(String));
    const answers = await run('ProjectAnswers');
    expect(pick(answers.data, 'project.questionnaire.fullyAnswered')).toBe(true);
    expect(pick(answers.data, 'project.actions.0.text')).toEqual(expect.any(String));
    const history = await run('CompanyReports');
    expect(pick(history.data, 'projects.nodes.0.fel3.history.nodes.0.felIndex')).toEqual(expect.any(Number));
    const benchmarks = await run('Benchmarks');
    expect(pick(benchmarks.data, 'project.report.latest.benchmarks.0.key')).toBe('composite');
    const client = await run('ClientBenchmarks');
    expect(pick(client.data, 'clientBenchmarks.provider.source')).toEqual(expect.any(String));
    expect(pick(client.data, 'clientBenchmarks.company')).toEqual({ fel2co: null, fel3co: null });
  });

  it('the curl example works with the token, and the schema file is served to it', async () => {
    const body = /-d '(\{.*\})'/.exec(DOC)?.[1];
    expect(body).toBeDefined();
    const res = await api.request('POST', '/graphql', body);
    expect(res.status).toBe(200);
    expect(pick(res.body, 'data.viewer.user.name')).toBe('API: Docs');
    const sdl = await api.request('GET', '/graphql/schema.graphql');
    expect(sdl.status).toBe(200);
    expect(sdl.body.raw).toContain('The composite FEL Index of the newest report of a phase, or null when the phase has no report.');
    expect(sdl.body.raw).toContain('createApiToken(input: CreateApiTokenInput!): CreateApiTokenPayload!');
    const anonymous = await app.client().get('/graphql/schema.graphql');
    expect(anonymous.status).toBe(401);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => prod?.close());

  it('introspection stays off, the schema file is served to a token, and the explorer is off unless set', async () => {
    const org = await createOrganization(prod.db);
    const people = await clientAs(prod, await createUser(prod.db, { role: ROLE.CLIENT_ADMIN, org }));
    const token = await people.graphql('mutation { createApiToken(input: { name: "Prod", scope: read }) { secret } }');
    const api = prod.client();
    api.token = pickString(token.data, 'createApiToken.secret');
    const introspection = await api.graphql('{ __schema { types { name } } }');
    expect(introspection.data).toBeNull();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const sdl = await api.request('GET', '/graphql/schema.graphql');
    expect(sdl.status).toBe(200);
    expect(sdl.body.raw).toContain('type Query');
    const permissions = await people.graphql('{ viewer { permissions { viewerCanUseGraphQLExplorer viewerCanManageApiTokens } } }');
    expect(pick(permissions.data, 'viewer.permissions')).toEqual({ viewerCanUseGraphQLExplorer: false, viewerCanManageApiTokens: true });
  });
});
