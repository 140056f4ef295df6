import { csvTimestamp, type CsvCell, fileSlug, toCsv } from '../../csv.ts';
import { AREA_LABELS } from '../questionnaire/bank/index.ts';
import { BENCHMARK_LABELS } from './benchmarks.ts';
import type { ReportSnapshot } from './report-snapshot.ts';

export const METRICS_CSV_COLUMNS = ['Metric', 'Project', 'Company average', 'Company source', 'Industry', 'Best practical'] as const;

const NOT_AVAILABLE = 'not available';
const two = (value: number | null): CsvCell => (value === null ? NOT_AVAILABLE : value.toFixed(2));

/** A report's indices, bands and benchmarks as CSV (missing benchmarks read "not available", never 0). */
export function reportMetricsCsv(snapshot: ReportSnapshot, madeAt: Date): { filename: string; content: string } {
  const s = snapshot.score;
  const rows: CsvCell[][] = [
    ...snapshot.benchmarks.map((b) => [BENCHMARK_LABELS[b.key], two(b.project), two(b.company), b.companySource, two(b.industry), two(b.bestPractical)]),
    ...(['site', 'eng', 'pep'] as const).map((a) => [`${AREA_LABELS[a]}: absolute index`, two(s.areas[a].absoluteIndex), '', '', '', '']),
    ['Absolute index (composite)', two(s.absoluteIndex), '', '', '', ''],
    ['Band', s.band, '', '', '', ''],
    ['Band before red-flag cap', s.uncappedBand, '', '', '', ''],
    ['Gate outcome', s.gate, '', '', '', ''],
    ['PDRI-equivalent', s.pdriEquivalent, '', '', '', ''],
    ['Red flags', s.redFlags.join(' '), '', '', '', ''],
    ['Question bank version', snapshot.bankVersion, '', '', '', ''],
  ];
  return {
    filename: `${fileSlug(snapshot.project.name)}_${snapshot.phase}_report_metrics_${csvTimestamp(madeAt)}.csv`,
    content: toCsv(METRICS_CSV_COLUMNS, rows),
  };
}
