import type { CompanyMetricKey, ProviderMetricKey } from '../../../common/admin.ts';
import type { Db } from '../../db/client.ts';
import { AREA_LABELS, type Area, type Phase } from '../questionnaire/bank/index.ts';
import { readProviderMetrics } from '../metrics/metrics.queries.ts';
import { SCORING } from '../scoring/scoring.constants.ts';
import { round2, type PhaseScore } from '../scoring/scoring.ts';
import type { OrganizationRow } from '../users/users.queries.ts';
import type { BenchmarkRow } from './report-snapshot.ts';
import { latestPeerIndices, type PeerIndices } from './reports.queries.ts';

// Benchmarks of DOMAIN.md §3: the company average (the organization's other projects' latest reports of
// the same phase, at least SCORING.companyAverageMinProjects of them, replaced by the organization's
// override where one is set: non-empty and non-zero),
// industry and best practical (the provider's metrics). A missing value stays null ("not available").

export type BenchmarkKey = 'composite' | Area;
export const BENCHMARK_KEYS: readonly BenchmarkKey[] = ['composite', 'site', 'eng', 'pep'];

/** How the report and its CSV name each benchmark row. */
export const BENCHMARK_LABELS: Record<BenchmarkKey, string> = { composite: 'FEL Index (composite)', ...AREA_LABELS };

type MetricKeys = { company: CompanyMetricKey; industry: ProviderMetricKey; bestPractical: ProviderMetricKey };

/** Which override and which provider metrics serve each phase and benchmark. */
const METRIC_KEYS: Record<Phase, Record<BenchmarkKey, MetricKeys>> = {
  fel2: {
    composite: { company: 'fel2co', industry: 'fel2in', bestPractical: 'fel2bp' },
    site: { company: 'site2co', industry: 'site2in', bestPractical: 'site2bp' },
    eng: { company: 'eng2co', industry: 'eng2in', bestPractical: 'eng2bp' },
    pep: { company: 'pep2co', industry: 'pep2in', bestPractical: 'pep2bp' },
  },
  fel3: {
    composite: { company: 'fel3co', industry: 'fel3in', bestPractical: 'fel3bp' },
    site: { company: 'site3co', industry: 'site3in', bestPractical: 'site3bp' },
    eng: { company: 'eng3co', industry: 'eng3in', bestPractical: 'eng3bp' },
    pep: { company: 'pep3co', industry: 'pep3in', bestPractical: 'pep3bp' },
  },
};

const PEER_FIELD: Record<BenchmarkKey, keyof PeerIndices> = { composite: 'fel', site: 'site', eng: 'eng', pep: 'pep' };

/** A metric that is set: non-empty and non-zero (spec §5: empty or zero means none). */
const setValue = (value: number | null): number | null => (value === null || value === 0 ? null : value);

/** The project's own figure for a benchmark. */
const projectValue = (score: PhaseScore, key: BenchmarkKey) => (key === 'composite' ? score.felIndex : score.areas[key].index);

/** The four benchmark rows (composite, site, eng, pep) for a project's score of a phase. */
export async function computeBenchmarks(
  db: Db,
  p: { org: OrganizationRow; phase: Phase; projectId: string; score: PhaseScore },
): Promise<BenchmarkRow[]> {
  const [peers, metrics] = await Promise.all([
    latestPeerIndices(db, { organizationId: p.org.id, phase: p.phase, excludeProjectId: p.projectId }),
    readProviderMetrics(db),
  ]);
  const usable = peers.filter((r) => BENCHMARK_KEYS.every((k) => Number.isFinite(r[PEER_FIELD[k]])));
  const enough = usable.length >= SCORING.companyAverageMinProjects;
  return BENCHMARK_KEYS.map((key) => {
    const keys = METRIC_KEYS[p.phase][key];
    const override = setValue(p.org[keys.company]);
    const average = enough ? round2(usable.reduce((s, r) => s + r[PEER_FIELD[key]], 0) / usable.length) : null;
    return {
      key,
      project: projectValue(p.score, key),
      company: override ?? average,
      companySource: override !== null ? 'override' : average !== null ? 'average' : 'none',
      // How many other projects have a report (also when too few for an average: the report says so).
      companyProjects: override !== null ? 0 : usable.length,
      industry: setValue(metrics[keys.industry]),
      bestPractical: setValue(metrics[keys.bestPractical]),
    };
  });
}
