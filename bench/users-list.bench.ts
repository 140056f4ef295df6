// The Users screen with 10,000 users must answer in the same order of time as with 100: paging, sorting and
// filtering happen in PostgreSQL (one statement for the page, one for the count). This measures the
// screen's GraphQL query over HTTP for typical views, first with 100 users, then with 10,000, and prints
// the ratios. It fails (exit 1) when a median grows tenfold or more.
import { ROLE } from '../common/roles.ts';
import { sql } from 'drizzle-orm';
import { organizations, users } from '../server/db/schema/index.ts';
import { insertSession } from '../server/modules/auth/sessions.queries.ts';
import { signAccessToken } from '../server/modules/auth/tokens.ts';
import { newLicenseKey } from '../server/modules/organizations/licence.ts';
import { startBenchApp } from './support/bench-app.ts';
import { percentiles } from './support/timing.ts';

const SMALL = 100;
const LARGE = 10_000;
const ORGS = 40;
// The client roles, spread over the generated users.
const CLIENT_ROLES = [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.SUPER_USER, ROLE.POWER_USER];
const ROUNDS = 150;
const WARMUP = 20;

const bench = await startBenchApp({ hashCost: 'fast' });
const { db } = bench;

const [provider] = await db
  .insert(organizations)
  .values({ name: 'Bench Provider', isProvider: true, licenseKey: newLicenseKey(), licenseCreate: '2020-01-01', licenseDue: '2099-12-31' })
  .returning();
if (!provider) throw new Error('provider not created');
const providerId = provider.id;
const clients = await db
  .insert(organizations)
  .values(Array.from({ length: ORGS }, (_, i) => ({ name: `Client ${String(i).padStart(2, '0')} Industries`, licenseKey: newLicenseKey(), licenseCreate: '2024-01-01', licenseDue: '2099-12-31', plantNames: ['Main'] })))
  .returning();
const [admin] = await db.insert(users).values({ organizationId: provider.id, name: 'Bench Admin', email: 'admin@bench.example', userType: ROLE.ADMIN }).returning();
const firstClient = clients[0];
if (!admin || !firstClient) throw new Error('bench data not created');
const [clientAdmin] = await db.insert(users).values({ organizationId: firstClient.id, name: 'Client Admin', email: 'ca@bench.example', userType: ROLE.CLIENT_ADMIN }).returning();
if (!clientAdmin) throw new Error('client admin not created');

const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea', 'Max', 'Nia', 'Oto', 'Pia'];
const LAST = ['Ng', 'Ortiz', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tan', 'Umar', 'Vidal', 'Weber', 'Xu', 'Young', 'Zhou'];
const STATUSES = ['active', 'active', 'active', 'inactive', 'pending'] as const;
let made = 0;

/** Adds users until there are `total` (besides the two above), in batches. */
async function growTo(total: number): Promise<void> {
  while (made < total) {
    const batch = Math.min(1000, total - made);
    await db.insert(users).values(
      Array.from({ length: batch }, (_, k) => {
        const i = made + k;
        return {
          organizationId: clients[i % clients.length]?.id ?? providerId,
          name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
          email: `user${i}.${LAST[i % LAST.length]?.toLowerCase()}@client${i % ORGS}.example`,
          userType: CLIENT_ROLES[i % CLIENT_ROLES.length] ?? ROLE.USER,
          status: STATUSES[i % STATUSES.length],
          lastLogin: i % 3 === 0 ? null : new Date(Date.UTC(2026, i % 12, 1 + (i % 27))),
          failedLoginAttempts: i % 6,
        };
      }),
    );
    made += batch;
  }
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze organizations`);
}

async function tokenFor(userId: string): Promise<string> {
  const now = new Date();
  const { sessionId } = await insertSession(db, { userId, ip: '127.0.0.1', userAgent: 'bench', now });
  return signAccessToken(bench.config.jwtSecret, { userId, sessionId, scope: 'full' }, now);
}
const adminToken = await tokenFor(admin.id);
const clientAdminToken = await tokenFor(clientAdmin.id);

const QUERY = `query($filter: UserFilter, $sort: UserSort, $page: Int, $pageSize: Int) {
  adminUsers(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    total nodes { key name username roleLabel status lastLogin client { name } }
  }
}`;

type Scenario = { name: string; token: string; variables: (total: number) => Record<string, unknown> };
const SCENARIOS: Scenario[] = [
  { name: 'first page, by name', token: adminToken, variables: () => ({}) },
  { name: 'last login desc, page 3 of 25', token: adminToken, variables: () => ({ sort: { field: 'lastLogin', descending: true }, page: 3, pageSize: 25 }) },
  { name: 'by organization, last page', token: adminToken, variables: (total) => ({ sort: { field: 'organization', descending: false }, page: Math.max(0, Math.ceil(total / 10) - 1) }) },
  { name: 'email + organization filters', token: adminToken, variables: () => ({ filter: { email: 'ortiz', organization: 'client 1' }, sort: { field: 'email', descending: true } }) },
  { name: 'client admin: own organization', token: clientAdminToken, variables: () => ({ sort: { field: 'role', descending: false }, pageSize: 50 }) },
];

async function timeOnce(s: Scenario, total: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${bench.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ query: QUERY, variables: s.variables(total) }),
  });
  const body: unknown = await response.json();
  const elapsed = performance.now() - started;
  if (!response.ok || typeof body !== 'object' || body === null || 'errors' in body) throw new Error(`${s.name}: ${JSON.stringify(body)}`);
  return elapsed;
}

async function measure(total: number): Promise<Map<string, { p50: number; p95: number }>> {
  const results = new Map<string, { p50: number; p95: number }>();
  for (const s of SCENARIOS) {
    for (let i = 0; i < WARMUP; i++) await timeOnce(s, total);
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) samples.push(await timeOnce(s, total));
    results.set(s.name, percentiles(samples));
  }
  return results;
}

await growTo(SMALL);
const small = await measure(SMALL);
await growTo(LARGE);
const large = await measure(LARGE);
await bench.close();

const fmt = (n: number) => n.toFixed(2).padStart(7);
console.log(`users list over HTTP (GraphQL adminUsers), ${ROUNDS} requests per view after ${WARMUP} warm-up; ms`);
console.log(`${'view'.padEnd(34)} ${'p50@100'.padStart(7)} ${'p95@100'.padStart(7)} ${'p50@10k'.padStart(7)} ${'p95@10k'.padStart(7)}  ratio p50`);
let worst = 0;
for (const s of SCENARIOS) {
  const a = small.get(s.name);
  const b = large.get(s.name);
  if (!a || !b) continue;
  const ratio = b.p50 / a.p50;
  worst = Math.max(worst, ratio);
  console.log(`${s.name.padEnd(34)} ${fmt(a.p50)} ${fmt(a.p95)} ${fmt(b.p50)} ${fmt(b.p95)}  ${ratio.toFixed(2)}x`);
}
console.log(`worst median ratio 10,000 vs 100 users: ${worst.toFixed(2)}x (${worst < 10 ? 'same order of time' : 'NOT the same order of time'})`);
process.exit(worst < 10 ? 0 : 1);
