// Client switcher cost: the choices list for an Admin with 10 and with 2,000 client organizations, and
// whether working on an impersonated client makes every request dearer. Baseline: the cheapest signed-in
// GraphQL call (`viewer { user { key } }`), measured in the same run. The SQL statements of one choices
// request are counted at both sizes (the app's query log; the least of three requests, as the mail worker's
// polls count too), and "the same number of statements" is printed only when the counts say so.
import { ROLE } from '../common/roles.ts';
import { newLicenseKey } from '../server/db/seed.ts';
import { organizations, users } from '../server/db/schema/index.ts';
import { insertSession } from '../server/modules/auth/sessions.queries.ts';
import { signAccessToken } from '../server/modules/auth/tokens.ts';
import { startBenchApp } from './support/bench-app.ts';
import { timeRequests } from './support/timing.ts';

const ROUNDS = 200;
const bench = await startBenchApp({ hashCost: 'fast' });

const [provider] = await bench.db
  .insert(organizations)
  .values({ name: 'Bench Provider', isProvider: true, licenseKey: newLicenseKey(), licenseCreate: '2020-01-01', licenseDue: '2099-12-31' })
  .returning();
if (!provider) throw new Error('no provider organization');
const [admin] = await bench.db
  .insert(users)
  .values({ organizationId: provider.id, name: 'Bench Admin', email: 'bench-admin@provider.example', userType: ROLE.ADMIN })
  .returning();
if (!admin) throw new Error('no admin');
const { sessionId } = await insertSession(bench.db, { userId: admin.id, ip: '127.0.0.1', userAgent: 'bench', now: new Date() });
const token = await signAccessToken(bench.config.jwtSecret, { userId: admin.id, sessionId, scope: 'full' }, new Date());

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(`${bench.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body: unknown = await response.json();
  if (!response.ok || (typeof body === 'object' && body !== null && 'errors' in body)) throw new Error(JSON.stringify(body));
  return body;
}

async function measure(label: string, query: string): Promise<number> {
  const { p50, p95, n } = await timeRequests(ROUNDS, () => graphql(query));
  console.log(`${label.padEnd(48)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   (n=${n})`);
  return p50;
}

/** SQL statements one request sends: the least of three (a poll of the mail worker may fall in one). */
async function statementsOf(query: string): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    bench.statements.reset();
    await graphql(query);
    counts.push(bench.statements.count);
  }
  return Math.min(...counts);
}

async function addClients(count: number, from: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Client ${String(from + i).padStart(5, '0')}`,
    licenseKey: newLicenseKey(),
    licenseCreate: '2025-01-01',
    licenseDue: '2030-01-01',
  }));
  const inserted = await bench.db.insert(organizations).values(rows).returning({ id: organizations.id });
  return inserted.map((r) => r.id);
}

const VIEWER = '{ viewer { user { key } } }';
const ACTIVE = '{ viewer { activeOrganization { key name } } }';
const CHOICES = '{ impersonationChoices { key name } }';
const SET = 'mutation($input: SetClientImpersonationInput!) { setClientImpersonation(input: $input) { errors { message } } }';

try {
  const [first = ''] = await addClients(10, 0);
  const baseline = await measure('baseline: viewer { user { key } }', VIEWER);
  const active = await measure('activeOrganization, own organization', ACTIVE);
  await graphql(SET, { input: { clientImpersonation: first } });
  const impersonating = await measure('activeOrganization, impersonating a client', ACTIVE);
  const small = await measure('impersonationChoices, 10 clients', CHOICES);
  const smallStatements = await statementsOf(CHOICES);
  await addClients(1990, 10);
  const large = await measure('impersonationChoices, 2,000 clients', CHOICES);
  const largeStatements = await statementsOf(CHOICES);
  console.log('');
  console.log(`impersonating vs own organization:      ×${(impersonating / active).toFixed(2)}`);
  console.log(`choices (10 clients) vs baseline:       ×${(small / baseline).toFixed(2)}`);
  const counted =
    smallStatements === largeStatements
      ? `the same ${smallStatements} SQL statement${smallStatements === 1 ? '' : 's'} either way, counted`
      : `SQL statements counted: ${smallStatements} at 10 clients, ${largeStatements} at 2,000`;
  console.log(`choices (2,000 clients) vs 10 clients:  ×${(large / small).toFixed(2)}  (${counted})`);
} finally {
  await bench.close();
}
