// The baseline of the portfolio benchmark, run as its own process: a bare Fastify route on postgres.js that
// answers the portfolio screen's request (the client's Portfolio query, no filter: the first 100 projects,
// the filter choices and the charts) with the same JSON as the product's GraphQL answer (the benchmark checks
// they are identical), doing what the product must do too: the same session check (the access token
// verified, the session, user and organization read in one statement), the same compression
// (server/http/client-assets.ts). Everything else is hand-written: the page, its total, the owners, the
// chart figures and the provider's benchmarks in one statement, so two statements per request. The scope's
// common table expressions are shaped as the product's (server/modules/read-models/portfolio.queries.ts, the gate
// filter's step included, though no filter is given), so PostgreSQL does the same work for the scope.
import Fastify from 'fastify';
import postgres from 'postgres';
import { ROLE, isRole } from '../../common/roles.ts';
import { COST_RANGES, costRangeOption, PROJECT_TYPES, projectTypeOption } from '../../common/screening.ts';
import { registerCompression } from '../../server/http/client-assets.ts';
import { verifyAccessToken } from '../../server/modules/auth/tokens.ts';
import { BANK_VERSIONS, type Phase, PHASES, questionsFor } from '../../server/modules/questionnaire/bank/index.ts';

const secret = process.env.JWT_SECRET ?? '';
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => undefined });
const app = Fastify({ logger: false });
await registerCompression(app);

const PAGE = 100;
const BIN_FROM = 3;
const BIN_COUNT = 9;
const BANDS = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];
const GATES = ['Ready', 'Ready with conditions', 'Not ready'];
const bank = BANK_VERSIONS.flatMap((version) => PHASES.flatMap((phase) => questionsFor(phase, version).map((q) => ({ code: q.code, phase, version }))));
const codes = bank.map((q) => q.code);
const phasesOfCodes = bank.map((q) => q.phase);
const versionsOfCodes = bank.map((q) => q.version);

type Report = { index: number; band: string | null; attainment: number | null; gate: string | null };
type ProjectRow = {
  id: string; name: string; name_key: string; project_type: string | null; cost_range: string | null; owner_id: string; owner_name: string;
  phase: Phase; bank_version: string; answered: number; open_actions: number; overdue_actions: number; fel2: Report | null; fel3: Report | null; fel3_newer: boolean | null;
};
type Answer = {
  total: number; page: ProjectRow[]; owners: { id: string; name: string }[];
  distribution: { phase: Phase; bin: number; projects: number }[]; bands: { phase: Phase; band: string; projects: number }[];
  averages: { phase: Phase; average: number; min: number; max: number; projects: number }[];
  movement: { id: string; name: string; fel2: number; fel3: number }[]; trend: { phase: Phase; quarter: string; average: number; projects: number }[];
  metrics: { fel2in: string | null; fel2bp: string | null; fel3in: string | null; fel3bp: string | null } | null;
};

const notSignedIn = { errors: [{ message: 'Not signed in' }] };
app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Querystring: { today?: string } }>('/portfolio', async (request, reply) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? await verifyAccessToken(secret, match[1], new Date()) : null;
  if (!claims?.sessionId) return reply.code(401).send(notSignedIn);
  const [session] = await sql`
    select u.id, u.user_type, u.status, u.organization_id, u.impersonated_organization_id, o.is_provider, o.license_due, s.revoked_at, s.expires_at
    from sessions s join users u on u.id = s.user_id join organizations o on o.id = u.organization_id
    where s.id = ${claims.sessionId} and s.user_id = ${claims.userId} limit 1`;
  if (!session || session.revoked_at || session.expires_at <= new Date() || session.status !== 'active' || !isRole(session.user_type)) {
    return reply.code(401).send(notSignedIn);
  }
  // The benchmark's viewer is a Client Admin of its own client: the portfolio is open to it, with every project.
  if (session.is_provider || (session.user_type !== ROLE.CLIENT_ADMIN && session.user_type !== ROLE.SUPER_USER)) {
    return reply.code(403).send({ errors: [{ message: 'You do not have permission to see the portfolio of this client.' }] });
  }
  const today = /^\d{4}-\d{2}-\d{2}$/.test(request.query.today ?? '') ? String(request.query.today) : new Date().toISOString().slice(0, 10);
  const org: string = session.organization_id;
  const agg = (rows: postgres.PendingQuery<postgres.Row[]>) => sql`(select coalesce(json_agg(x), '[]'::json) from (${rows}) x)`;
  const quarter = sql`date_trunc('quarter', r.created_at at time zone 'UTC')`;
  const [answer] = await sql<Answer[]>`
    with visible as (
      select p.id, p.name, p.project_type, p.cost_range, p.owner_user_id as owner_id, p.bank_version,
        case when not p.fel20 or p.statusfel3 > 0 then 'fel3' else 'fel2' end as phase
      from projects p where p.organization_id = ${org} and p.is_active),
    latest as (
      select distinct on (r.project_id, r.phase) r.project_id, r.phase, r.fel_index, r.snapshot->'score'->>'band' as band,
        (r.snapshot->'score'->>'attainment')::float8 as attainment, r.snapshot->'score'->>'gate' as gate, r.created_at, r.id
      from reports r join visible v on v.id = r.project_id where r.method >= 2
      order by r.project_id, r.phase, r.created_at desc, r.id desc),
    newest as (select distinct on (project_id) project_id, gate from latest order by project_id, created_at desc, id desc),
    scope as (select v.*, n.gate from visible v left join newest n on n.project_id = v.id),
    chosen as (select l.* from latest l join scope s on s.id = l.project_id),
    page as (select s.*, lower(s.name) as name_key from scope s order by lower(s.name), s.id limit ${PAGE + 1})
    select
      (select count(*)::int from scope) as total,
      ${agg(sql`
        select page.id, page.name, page.name_key, page.project_type, page.cost_range, page.owner_id, u.name as owner_name, page.phase, page.bank_version,
          (select count(*)::int from answers a join unnest(${codes}::text[], ${phasesOfCodes}::text[], ${versionsOfCodes}::text[]) as q(code, phase, version)
             on q.code = a.question_code and q.phase = a.phase and q.version = page.bank_version
           where a.project_id = page.id and a.phase = page.phase and (a.level is not null or (a.na and btrim(a.na_reason) <> ''))) as answered,
          (select count(*) filter (where a.action_status = 'open')::int from answers a where a.project_id = page.id and a.action_text <> '') as open_actions,
          (select count(*) filter (where a.action_status = 'open' and a.action_due < ${today}::date)::int from answers a
           where a.project_id = page.id and a.action_text <> '') as overdue_actions,
          case when l2.project_id is null then null else json_build_object('index', l2.fel_index, 'band', l2.band, 'attainment', l2.attainment, 'gate', l2.gate) end as fel2,
          case when l3.project_id is null then null else json_build_object('index', l3.fel_index, 'band', l3.band, 'attainment', l3.attainment, 'gate', l3.gate) end as fel3,
          l3.created_at >= l2.created_at as fel3_newer
        from page join users u on u.id = page.owner_id
          left join chosen l2 on l2.project_id = page.id and l2.phase = 'fel2' left join chosen l3 on l3.project_id = page.id and l3.phase = 'fel3'
        order by page.name_key, page.id`)} as page,
      ${agg(sql`select distinct u.id, u.name from projects p join users u on u.id = p.owner_user_id
        where p.organization_id = ${org} and p.is_active order by u.name, u.id`)} as owners,
      ${agg(sql`select phase, least(width_bucket(fel_index, ${BIN_FROM}, ${BIN_FROM + BIN_COUNT}, ${BIN_COUNT}), ${BIN_COUNT}) as bin, count(*)::int as projects
        from chosen group by 1, 2`)} as distribution,
      ${agg(sql`select phase, band, count(*)::int as projects from chosen group by 1, 2`)} as bands,
      ${agg(sql`select phase, avg(fel_index::numeric)::float8 as average, min(fel_index) as min, max(fel_index) as max, count(*)::int as projects from chosen group by 1`)} as averages,
      ${agg(sql`select s.id, s.name, l2.fel_index as fel2, l3.fel_index as fel3
        from scope s join chosen l2 on l2.project_id = s.id and l2.phase = 'fel2' join chosen l3 on l3.project_id = s.id and l3.phase = 'fel3'
        order by lower(s.name), s.id`)} as movement,
      ${agg(sql`select phase, to_char(quarter, 'YYYY-"Q"Q') as quarter, avg(fel_index::numeric)::float8 as average, count(*)::int as projects
        from (select distinct on (r.project_id, r.phase, ${quarter}) r.phase, ${quarter} as quarter, r.fel_index
              from reports r join scope s on s.id = r.project_id where r.method >= 2
              order by r.project_id, r.phase, ${quarter}, r.created_at desc, r.id desc) q
        group by q.phase, q.quarter order by q.quarter, q.phase`)} as trend,
      (select json_build_object('fel2in', m.fel2in, 'fel2bp', m.fel2bp, 'fel3in', m.fel3in, 'fel3bp', m.fel3bp) from provider_metrics m where m.id = 1) as metrics`;
  if (!answer) throw new Error('no answer');

  const report = (r: Report | null) => (r ? { felIndex: r.index, band: r.band ?? '', __typename: 'PortfolioReport' } : null);
  const latest = (p: ProjectRow) => {
    const r = p.fel2 && p.fel3 ? (p.fel3_newer ? p.fel3 : p.fel2) : (p.fel2 ?? p.fel3);
    const phase = r === null ? null : r === p.fel3 ? 'fel3' : 'fel2';
    return r ? { phase, attainment: r.attainment, gate: r.gate !== null && GATES.includes(r.gate) ? r.gate : null, __typename: 'PortfolioReport' } : null;
  };
  const shown = answer.page.slice(0, PAGE);
  const last = shown.at(-1);
  const metric = (v: string | null | undefined) => (v === null || v === undefined || Number(v) === 0 ? null : Number(v));
  const portfolio = {
    projectPage: {
      total: answer.total,
      endCursor: last ? Buffer.from(JSON.stringify([last.name_key, last.id])).toString('base64url') : null,
      hasMore: answer.page.length > PAGE,
      nodes: shown.map((p) => ({
        key: p.id,
        name: p.name,
        projectTypeLabel: projectTypeOption(p.project_type)?.label ?? 'Not given',
        costRangeLabel: costRangeOption(p.cost_range)?.label ?? 'Not given',
        owner: { key: p.owner_id, name: p.owner_name, __typename: 'PortfolioOwner' },
        currentPhase: p.phase,
        fel2: report(p.fel2),
        fel3: report(p.fel3),
        latest: latest(p),
        answered: p.answered,
        total: questionsFor(p.phase, p.bank_version).length,
        openActions: p.open_actions,
        overdueActions: p.overdue_actions,
        __typename: 'PortfolioProject',
      })),
      __typename: 'PortfolioProjectPage',
    },
    filterOptions: {
      owners: answer.owners.map((o) => ({ key: o.id, name: o.name, __typename: 'PortfolioOwner' })),
      projectTypes: PROJECT_TYPES.map((o) => ({ value: o.value, label: o.label, __typename: 'ProjectTypeOption' })),
      costRanges: COST_RANGES.map((o) => ({ value: o.value, label: o.label, __typename: 'CostRangeOption' })),
      __typename: 'PortfolioFilterOptions',
    },
    phases: PHASES.map((phase) => {
      const a = answer.averages.find((x) => x.phase === phase);
      return {
        phase, projects: a?.projects ?? 0, average: a?.average ?? null, min: a?.min ?? null, max: a?.max ?? null,
        industry: metric(answer.metrics?.[`${phase}in`]), bestPractical: metric(answer.metrics?.[`${phase}bp`]), __typename: 'PortfolioPhaseFigures',
      };
    }),
    distribution: PHASES.flatMap((phase) =>
      Array.from({ length: BIN_COUNT }, (_, i) => ({
        phase, from: BIN_FROM + i, to: BIN_FROM + i + 1, projects: answer.distribution.find((d) => d.phase === phase && d.bin === i + 1)?.projects ?? 0, __typename: 'PortfolioBin',
      })),
    ),
    bandCounts: PHASES.flatMap((phase) => BANDS.map((band) => ({ phase, band, projects: answer.bands.find((b) => b.phase === phase && b.band === band)?.projects ?? 0, __typename: 'PortfolioBandCount' }))),
    movement: answer.movement.map((m) => ({ key: m.id, name: m.name, fel2: m.fel2, fel3: m.fel3, change: Math.round((m.fel3 - m.fel2) * 100) / 100, __typename: 'PortfolioMovement' })),
    trend: answer.trend.map((t) => ({ quarter: t.quarter, phase: t.phase, average: t.average, projects: t.projects, __typename: 'PortfolioQuarter' })),
    __typename: 'Portfolio',
  };
  // The same bytes as Apollo's answer (JSON.stringify with a final newline).
  return reply.type('application/json; charset=utf-8').send(`${JSON.stringify({ data: { portfolio } })}\n`);
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

const stop = () => void app.close().then(() => sql.end({ timeout: 2 })).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
