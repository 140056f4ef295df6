import type { CompanyMetricKey, ProviderMetricKey } from '../../../common/admin.ts';
import type { Db } from '../../db/client.ts';
import { AREA_LABELS, type Area, type Phase } from '../questionnaire/bank/index.ts';
import { provenanceOf, readProviderMetrics } from '../metrics/index.ts';
import { provenanceText } from '../../../common/metrics-schema.ts';
import { round2 } from '../scoring/scoring.ts';
import type { OrganizationRow } from '../organizations/index.ts';
import type { BenchmarkRow2 } from './report-snapshot.ts';
import { companyAggregate, type CompanyAggregate } from './reports.queries.ts';
import type { M2Score } from '../scoring/method2.ts';
import { METHOD2 } from '../scoring/scoring.constants.ts';

// Benchmarks of DOMAIN.md §3: the company average (the organization's other projects' latest reports of
// the same phase and method, at least METHOD2.companyAverageMinProjects of them, replaced by the
// organization's override where one is set: non-empty and non-zero), industry and best practical (the
// provider's metrics, with their source and date). A missing value stays null ("not available").

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

/** A metric that is set: non-empty and non-zero (spec §5: empty or zero means none). */
const setValue = (value: number | null): number | null => (value === null || value === 0 ? null : value);

/** One string per row (the report query's cost allows no more): each set provider figure with its own basis, source and date. */
function providerBasis(metrics: Awaited<ReturnType<typeof readProviderMetrics>>, keys: MetricKeys): string | null {
  const parts = [
    ['Industry', keys.industry],
    ['Best practical', keys.bestPractical],
  ] as const;
  const texts = parts.filter(([, k]) => setValue(metrics[k]) !== null).map(([label, k]) => `${label}: ${provenanceText(provenanceOf(metrics, k))}`);
  return texts.length === 0 ? null : texts.join('. ');
}

const AGGREGATE_FIELD: Record<BenchmarkKey, 'fel' | 'site' | 'eng' | 'pep'> = { composite: 'fel', site: 'site', eng: 'eng', pep: 'pep' };
const CLASS_FIELD: Record<BenchmarkKey, 'classFel' | 'classSite' | 'classEng' | 'classPep'> = { composite: 'classFel', site: 'classSite', eng: 'classEng', pep: 'classPep' };
const shown = (v: number | null) => (v === null ? null : round2(v));

/**
 * Method 2 benchmarks (DOMAIN.md §3): the company average of the same phase and method from report columns
 * (n ≥ 3, with its range; a class average by project type when 3 or more share it), the organization's
 * override where set, and the provider's figures with their source and date.
 */
export async function computeBenchmarks2(
  db: Db,
  p: { org: OrganizationRow; phase: Phase; projectId: string; projectType: string; classLabel: string | null; score: Pick<M2Score, 'felIndex' | 'areas'>; method?: 2 | 3 },
): Promise<BenchmarkRow2[]> {
  const [agg, metrics]: [CompanyAggregate, Awaited<ReturnType<typeof readProviderMetrics>>] = await Promise.all([
    companyAggregate(db, { organizationId: p.org.id, phase: p.phase, method: p.method ?? METHOD2.method, excludeProjectId: p.projectId, projectType: p.projectType }),
    readProviderMetrics(db),
  ]);
  const enough = agg.n >= METHOD2.companyAverageMinProjects;
  const classEnough = agg.classN >= METHOD2.companyAverageMinProjects;
  return BENCHMARK_KEYS.map((key) => {
    const keys = METRIC_KEYS[p.phase][key];
    const override = setValue(p.org[keys.company]);
    const f = AGGREGATE_FIELD[key];
    const average = enough ? shown(agg[`${f}Avg`]) : null;
    return {
      key,
      project: key === 'composite' ? p.score.felIndex : p.score.areas[key].index,
      company: override ?? average,
      companySource: override !== null ? 'override' : average !== null ? 'average' : 'none',
      companyProjects: override !== null ? 0 : agg.n,
      companyMin: override === null && enough ? shown(agg[`${f}Min`]) : null,
      companyMax: override === null && enough ? shown(agg[`${f}Max`]) : null,
      classAverage: classEnough ? shown(agg[CLASS_FIELD[key]]) : null,
      classProjects: agg.classN,
      classLabel: p.classLabel,
      industry: setValue(metrics[keys.industry]),
      bestPractical: setValue(metrics[keys.bestPractical]),
      industrySource: metrics.source.trim() === '' ? null : metrics.source,
      industryAsOf: metrics.asOf,
      providerBasis: providerBasis(metrics, keys),
    };
  });
}
