import { ProgressBar } from '@blueprintjs/core';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const AreaProgressBarsFragment = graphql(`
  fragment AreaProgressBars_project on Project {
    key
    progress {
      phase
      area
      label
      answered
      total
      flagged
    }
  }
`);

const SHORT: Record<string, string> = { site: 'Site', eng: 'Eng.', pep: 'PEP' };
const PHASE: Record<string, string> = { fel2: 'FEL 2', fel3: 'FEL 3' };

/** Progress per area of every phase in scope, under its phase's name: a small bar and "answered/total" each. */
export function AreaProgressBars({ phases, ...props }: { project: FragmentType<typeof AreaProgressBarsFragment>; phases?: string[] }) {
  const project = getFragmentData(AreaProgressBarsFragment, props.project);
  const rows = project.progress.filter((p) => !phases || phases.includes(p.phase));
  const shownPhases = [...new Set(rows.map((r) => r.phase))];
  return (
    <div className="fel-area-progress">
      {shownPhases.map((phase) => (
        <div key={phase} style={{ display: 'contents' }}>
          {(!phases || shownPhases.length > 1) && <span className="fel-area-progress-phase">{PHASE[phase]}</span>}
          {rows
            .filter((r) => r.phase === phase)
            .map((r) => (
              <div key={r.area} style={{ display: 'contents' }}>
                <span title={r.label}>{SHORT[r.area] ?? r.area}</span>
                <ProgressBar
                  aria-label={`${PHASE[phase]} ${r.label}: ${r.answered} of ${r.total} answered`}
                  value={r.total === 0 ? 0 : r.answered / r.total}
                  animate={false}
                  stripes={false}
                  intent={r.answered === r.total ? 'success' : 'primary'}
                />
                <span>
                  {r.answered}/{r.total}
                </span>
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
