// The baseline of the dashboard benchmark, run as its own process: a bare Fastify route on postgres.js that
// answers the dashboard's first page with the same JSON as the product's GraphQL query (the benchmark
// checks they are identical), doing what the product must do too: the same session check (the access
// token verified, the session, user and organization read in one statement), the same compression
// (server/http/client-assets.ts). Everything else is hand-written: two statements per request.
import Fastify from 'fastify';
import postgres from 'postgres';
import { ROLE, isRole } from '../../common/roles.ts';
import { registerCompression } from '../../server/http/client-assets.ts';
import { AREA_LABELS, AREAS, type Phase, questionsForArea } from '../../server/modules/questionnaire/bank/index.ts';
import { verifyAccessToken } from '../../server/modules/auth/tokens.ts';
import { BANK } from '../../server/modules/questionnaire/bank/index.ts';

const secret = process.env.JWT_SECRET ?? '';
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => undefined });
const app = Fastify({ logger: false });
await registerCompression(app);

const codes = BANK.questions.map((q) => q.code);
const phasesOfCodes = BANK.questions.map((q) => q.phase);
const areasOfCodes = BANK.questions.map((q) => q.area);

type PageRow = {
  id: string; name: string; is_active: boolean; is_valid: boolean; fel20: boolean; statusfel3: number; bank_version: string;
  owner_id: string; owner_name: string; fel2: number | null; fel3: number | null; total: number; updated_at: Date; sort_name: string;
  counts: { phase: Phase; area: string; answered: number; flagged: number }[] | null;
};

app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Querystring: { first?: string; offset?: string } }>('/dashboard', async (request, reply) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? await verifyAccessToken(secret, match[1], new Date()) : null;
  if (!claims?.sessionId) return reply.code(401).send({ errors: [{ message: 'Not signed in' }] });
  const [session] = await sql`
    select u.id, u.user_type, u.status, u.organization_id, u.impersonated_organization_id, o.is_provider, o.license_due, s.revoked_at, s.expires_at
    from sessions s join users u on u.id = s.user_id join organizations o on o.id = u.organization_id
    where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} limit 1`;
  if (!session || session.revoked_at || session.expires_at <= new Date() || session.status !== 'active' || !isRole(session.user_type)) {
    return reply.code(401).send({ errors: [{ message: 'Not signed in' }] });
  }
  // The benchmark's viewer is a Super User of its own client: every project is visible, creating is allowed.
  const canCreate = session.user_type === ROLE.SUPER_USER && !session.is_provider;
  const query = request.query;
  const first = Math.min(100, Number(query.first ?? 50));
  const offset = Number(query.offset ?? 0);
  const rows = await sql<PageRow[]>`
    with page as (
      select p.id, p.name, p.is_active, p.is_valid, p.fel20, p.statusfel3, p.bank_version, p.owner_user_id, p.updated_at, lower(p.name) as sort_name
      from projects p where p.organization_id = ${session.organization_id} and p.is_active
      order by lower(p.name), p.id limit ${first} offset ${offset})
    select page.id, page.name, page.is_active, page.is_valid, page.fel20, page.statusfel3, page.bank_version, page.updated_at, page.sort_name,
      u.id as owner_id, u.name as owner_name,
      (select r.fel_index from reports r where r.project_id = page.id and r.phase = 'fel2' order by r.created_at desc, r.id desc limit 1) as fel2,
      (select r.fel_index from reports r where r.project_id = page.id and r.phase = 'fel3' order by r.created_at desc, r.id desc limit 1) as fel3,
      (select count(*)::int from projects c where c.organization_id = ${session.organization_id} and c.is_active) as total,
      (select json_agg(c) from (
          select q.phase, q.area,
            count(*) filter (where a.level is not null or (a.na and btrim(a.na_reason) <> ''))::int as answered,
            count(*) filter (where a.revisit)::int as flagged
          from answers a join unnest(${codes}::text[], ${phasesOfCodes}::text[], ${areasOfCodes}::text[]) as q(code, phase, area)
            on q.code = a.question_code and q.phase = a.phase
          where a.project_id = page.id group by q.phase, q.area) c) as counts
    from page join users u on u.id = page.owner_user_id
    order by lower(page.name), page.id`;
  const nodes = rows.map((r) => {
    const phases: Phase[] = r.fel20 ? ['fel2', 'fel3'] : ['fel3'];
    return {
      key: r.id,
      name: r.name,
      isActive: r.is_active,
      isValid: r.is_valid,
      currentPhase: !r.fel20 || r.statusfel3 > 0 ? 'fel3' : 'fel2',
      updatedAt: r.updated_at.toISOString(),
      owner: { key: r.owner_id, name: r.owner_name },
      fel2Index: r.fel2,
      fel3Index: r.fel3,
      progress: phases.flatMap((phase) =>
        AREAS.map((area) => {
          const c = r.counts?.find((x) => x.phase === phase && x.area === area);
          return { phase, area, label: AREA_LABELS[area], answered: c?.answered ?? 0, total: questionsForArea(phase, area, r.bank_version).length, flagged: c?.flagged ?? 0 };
        }),
      ),
    };
  });
  // The page's cursors as the product makes them: base64url JSON of [sort, descending, ...keys as text].
  const cursor = (r: PageRow | undefined) => (r ? Buffer.from(JSON.stringify(['name', false, r.sort_name, r.id])).toString('base64url') : null);
  const projects = { total: rows[0]?.total ?? 0, startCursor: cursor(rows[0]), endCursor: cursor(rows.at(-1)), nodes };
  // The same bytes as Apollo's answer (JSON.stringify with a final newline).
  return reply
    .type('application/json; charset=utf-8')
    .send(`${JSON.stringify({ data: { viewer: { permissions: { viewerCanCreateProject: canCreate } }, projects } })}\n`);
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => sql.end({ timeout: 2 })).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
