import { plural } from '../../../common/plural.ts';
import { METHOD2 } from '../scoring/scoring.constants.ts';
import { MEASURE_LABEL, type OutcomeGroup, type OutcomeSeries, POOL_MIN_ORGANIZATIONS, POOL_MIN_PROJECTS } from './outcome-statistics.ts';
import { PHASE_NAME } from './outcome-lines.ts';

// The sentence a provider needs to decide whether the next method version should move a band (DOMAIN.md §3b):
// what the pool shows, how likely it is by chance, and what it suggests; never a figure the thresholds withhold.

const boundaryAfter = (band: string) => METHOD2.bands.find((b) => b.name === band)?.max;

function seriesSentence(s: OutcomeSeries, method: number): string {
  const label = MEASURE_LABEL[s.measure];
  if (s.withheld) return `Pooled ${label}: not enough projects yet.`;
  const order = s.order;
  const from = `from ${plural(s.n ?? 0, 'project')} of ${plural(s.organizations ?? 0, 'organization')}`;
  if (order.ordered === null) return `Pooled ${label} (${from}): fewer than two bands can be shown, so no boundary can be judged yet.`;
  const indicative = s.correlation === null || s.correlation.indicative ? ' The rank correlation is still indicative, so treat this as a first sign.' : '';
  if (order.ordered) {
    return `Pooled ${label} (${from}): ${s.orderText} Nothing here asks method ${method + 1} to move a band boundary.${indicative}`;
  }
  const k = order.bands.findIndex((b, i) => i > 0 && (s.bands.find((r) => r.band === b)?.median ?? 0) <= (s.bands.find((r) => r.band === order.bands[i - 1])?.median ?? 0));
  const better = order.bands[k - 1] ?? order.bands[0] ?? '';
  const worse = order.bands[k] ?? '';
  const at = boundaryAfter(better);
  return (
    `Pooled ${label} (${from}): ${s.orderText} Consider whether method ${method + 1} should move the boundary between ${better} and ${worse}` +
    `${at === undefined ? '' : ` (FEL Index ${at.toFixed(2)})`}, once more closed projects confirm it.${indicative}`
  );
}

/** The provider's sentence for one method and phase of the pool. */
export function providerSentence(g: OutcomeGroup): string {
  const head = `Method ${g.method}, ${PHASE_NAME[g.phase]} gate.`;
  if (g.costGrowth.withheld && g.slip.withheld) {
    return `${head} Not enough pooled projects yet: figures are shown from ${POOL_MIN_PROJECTS} projects of at least ${POOL_MIN_ORGANIZATIONS} organizations, none supplying more than half.`;
  }
  return [head, seriesSentence(g.costGrowth, g.method), seriesSentence(g.slip, g.method)].join(' ');
}
