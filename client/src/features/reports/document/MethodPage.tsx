import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { bandNames, bandRange, PHASE_LABEL, pdriWorking, WEIGHT_NAME } from './explain';
import { formatDayTime } from '../../../ui/dates';

export const MethodPageFragment = graphql(`
  fragment MethodPage_report on Report {
    key
    phase
    bankVersion
    createdAt
    createdBy
    notes
    score {
      felIndex
      pdriEquivalent
    }
    team {
      phase
      name
      function
      company
    }
    method {
      bands {
        band
        max
      }
      redFlagWeight
      redFlagLevel
      redFlagCapBand
      gateReadyBands
      gateConditionalBands
      gateConditionWeight
      pdriBase
      pdriSpan
      companyAverageMinProjects
    }
  }
`);

/** Notes longer than the ten printed lines (about 110 characters a line) get a word that they go on. */
const notesMayBeCut = (notes: string) => notes.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 110)), 0) > 10;

/** Team members the page has room for; the rest are counted. */
const TEAM_ROWS = 14;

/** Page 8: every constant and formula the index used, the PDRI-equivalent, the bank version, the notes and the team. */
export function MethodPage({ ...props }: { report: FragmentType<typeof MethodPageFragment> }) {
  const report = getFragmentData(MethodPageFragment, props.report);
  const m = report.method;
  const weight = (w: number | null) => (w === null ? '—' : `${WEIGHT_NAME[w] ?? 'weight'} (${w})`);
  const team = report.team.slice(0, TEAM_ROWS);
  return (
    <>
      <div className="fel-report-method">
        <div>
          <h3 className="fel-report-h3">Formulas</h3>
          <ol className="fel-report-formulas">
            <li>Gap of each question answered with a level: level − target when the level is short of the target, else 0. N/A answers are left out.</li>
            <li>Area index = 1 + Σ(weight × gap) ÷ Σ(weight) over the area’s counted questions: 1.00 (every target met) … 4.00.</li>
            <li>FEL Index = site + engineering + execution planning: 3.00 (best) … 12.00 (worst), two decimals, lower is better.</li>
            <li>Absolute index: the same with every target at 1 (the FEL 2 → FEL 3 trend; at FEL 3 it equals the FEL Index).</li>
            <li>Weights: High 3, Medium 2, Low 1. Levels: 1 Definitive / Complete, 2 Preliminary, 3 Started / Assumed, 4 Not started / Unknown.</li>
            <li>
              Company average: the mean of the organization’s other projects’ latest report of the same phase, when at least {m.companyAverageMinProjects} have
              one (so no single project’s figures show through), unless the organization set its own value.
            </li>
            <li>Recommendations: the gaps ranked by weight × gap.</li>
          </ol>
        </div>
        <div>
          <h3 className="fel-report-h3">Constants</h3>
          <table className="fel-report-table" data-testid="report-method">
            <tbody>
              {bandNames(m.bands).map((band) => (
                <tr key={band}>
                  <th>Band {band}</th>
                  <td>FEL Index {bandRange(m.bands, band)}</td>
                </tr>
              ))}
              <tr>
                <th>Red flag</th>
                <td>
                  A {weight(m.redFlagWeight)} question at level {m.redFlagLevel} caps the band at {m.redFlagCapBand}
                </td>
              </tr>
              <tr>
                <th>Gate: Ready</th>
                <td>{m.gateReadyBands.join(' or ')}, and no red flag</td>
              </tr>
              <tr>
                <th>Gate: with conditions</th>
                <td>
                  {m.gateConditionalBands.join(' or ')}, and every {weight(m.gateConditionWeight)} gap has an action
                </td>
              </tr>
              <tr>
                <th>Gate: Not ready</th>
                <td>anything else</td>
              </tr>
              <tr>
                <th>PDRI-equivalent</th>
                <td>
                  {m.pdriBase} + (FEL Index − 3) × {m.pdriSpan} ÷ 9
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>

      <h3 className="fel-report-h3">This report</h3>
      <ul className="fel-report-this">
        <li data-testid="report-pdri">PDRI-equivalent: {pdriWorking(report.score.felIndex, m, report.score.pdriEquivalent)}</li>
        <li>
          Question bank version {report.bankVersion} · {PHASE_LABEL[report.phase]} ·{' '}
          {report.key ? `created ${formatDayTime(report.createdAt)}${report.createdBy ? ` by ${report.createdBy}` : ''}` : 'preview, not saved'}
        </li>
      </ul>

      <h3 className="fel-report-h3">Notes</h3>
      <div className="fel-report-notes fel-report-clamp-10" data-testid="report-notes">
        {report.notes.trim() ? report.notes : <span className="fel-report-muted">No notes.</span>}
      </div>
      {notesMayBeCut(report.notes) && <p className="fel-report-small fel-report-muted fel-report-print-only">On paper the notes stop after ten lines: the whole text is on the report screen.</p>}

      <h3 className="fel-report-h3">Team</h3>
      {team.length === 0 ? (
        <p className="fel-report-muted">No team members recorded.</p>
      ) : (
        <table className="fel-report-table fel-report-team">
          <thead>
            <tr>
              <th>Phase</th>
              <th>Name</th>
              <th>Function</th>
              <th>Company</th>
            </tr>
          </thead>
          <tbody>
            {team.map((t, i) => (
              <tr key={`${t.phase}-${t.name}-${i}`}>
                <td>{PHASE_LABEL[t.phase]}</td>
                <td>
                  <div className="fel-report-clamp-1">{t.name}</div>
                </td>
                <td>
                  <div className="fel-report-clamp-1">{t.function}</div>
                </td>
                <td>
                  <div className="fel-report-clamp-1">{t.company}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.team.length > TEAM_ROWS && <p className="fel-report-small fel-report-muted">and {report.team.length - TEAM_ROWS} more.</p>}
    </>
  );
}
