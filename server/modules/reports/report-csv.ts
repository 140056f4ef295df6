import { csvTimestamp, type CsvCell, fileSlug, toCsv } from '../../csv.ts';
import { AREA_LABELS } from '../questionnaire/bank/index.ts';
import { BENCHMARK_LABELS } from './benchmarks.ts';
import type { ReportSnapshot } from './report-snapshot.ts';

export const METRICS_CSV_COLUMNS = ['Metric', 'Project', 'Company average', 'Company source', 'Industry', 'Best practical'] as const;

const NOT_AVAILABLE = 'not available';
const two = (value: number | null): CsvCell => (value === null ? NOT_AVAILABLE : value.toFixed(2));

/** A report's indices, bands and benchmarks as CSV (missing benchmarks read "not available", never 0). */
export function reportMetricsCsv(snapshot: ReportSnapshot, madeAt: Date): { filename: string; content: string } {
  const line = (label: string, value: CsvCell): CsvCell[] => [label, value, '', '', '', ''];
  const benchmarkRows = snapshot.benchmarks.map((b) => [BENCHMARK_LABELS[b.key], two(b.project), two(b.company), b.companySource, two(b.industry), two(b.bestPractical)]);
  const rows: CsvCell[][] =
    snapshot.version === 1
      ? [
          ...benchmarkRows,
          ...(['site', 'eng', 'pep'] as const).map((a) => line(`${AREA_LABELS[a]}: absolute index`, two(snapshot.score.areas[a].absoluteIndex))),
          line('Absolute index (composite)', two(snapshot.score.absoluteIndex)),
          line('Band', snapshot.score.band),
          line('Band before red-flag cap', snapshot.score.uncappedBand),
          line('Gate outcome', snapshot.score.gate),
          line('PDRI-equivalent', snapshot.score.pdriEquivalent),
          line('Red flags', snapshot.score.redFlags.join(' ')),
          line('Question bank version', snapshot.bankVersion),
        ]
      : [
          ...benchmarkRows,
          ...(['site', 'eng', 'pep'] as const).map((a) => line(`${AREA_LABELS[a]}: target index`, two(snapshot.score.areas[a].targetIndex))),
          line('Target index (composite)', two(snapshot.score.targetIndex)),
          line('Target attainment %', snapshot.score.attainment.toFixed(1)),
          line('Band', snapshot.score.band),
          line('Band before cap', snapshot.score.uncappedBand),
          line('Cap', snapshot.score.capReason ?? ''),
          line('Gate outcome', snapshot.score.gate),
          line('Pending independent review', snapshot.score.pendingReview ? 'yes' : 'no'),
          line('Evidence coverage %', snapshot.score.evidenceCoverage.toFixed(1)),
          line('Pessimistic index', two(snapshot.score.pessimisticIndex)),
          line('N/A answers', snapshot.score.naCount),
          line('Red flags', snapshot.score.redFlags.join(' ')),
          line('Scoring method', snapshot.score.method),
          line('Question bank version', snapshot.bankVersion),
        ];
  return {
    filename: `${fileSlug(snapshot.project.name)}_${snapshot.phase}_report_metrics_${csvTimestamp(madeAt)}.csv`,
    content: toCsv(METRICS_CSV_COLUMNS, rows),
  };
}
