import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { MethodPage2_ReportFragment } from '../../../gql/graphql';
import { PHASE_LABEL } from './explain';
import { formatDay, formatDayTime } from '../../../ui/dates';
import { ReviewBlock } from './ReviewBlock';

export const MethodPage2Fragment = graphql(`
  fragment MethodPage2_report on Report {
    key
    phase
    bankVersion
    createdAt
    createdBy
    notes
    preparedBy
    reviewedBy
    reviewerIndependent
    gateDate
    review {
      key
      state
      reviewer
      submittedAt
      signedOffAt
      statement
      preparedBy
      items {
        code
        mark {
          kind
          level
        }
      }
    }
    team {
      phase
      name
      function
      company
    }
    method {
      method
      rules
      disclaimer
    }
  }
`);

/** Notes longer than the six printed lines (about 110 characters a line) get a word that they go on. */
const notesMayBeCut = (notes: string) => notes.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 110)), 0) > 6;

/** Team members the page has room for (two columns); the rest are counted. */
const TEAM_SHOWN = 12;

/** Page 8 of a method 2 report: the method generated from its constants, the disclaimer, the notes, the team and the sign-off. */
export function MethodPage2({ ...props }: { report: FragmentType<typeof MethodPage2Fragment> }) {
  const report = getFragmentData(MethodPage2Fragment, props.report);
  const team = report.team.slice(0, TEAM_SHOWN);
  return (
    <>
      <h3 className="fel-report-h3">Method {report.method.method}: rules and constants</h3>
      <ol className={report.method.method === 3 ? 'fel-report-rules fel-report-rules-long' : 'fel-report-rules'} data-testid="report-method">
        {report.method.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {report.method.disclaimer && (
        <p className="fel-report-disclaimer" data-testid="report-disclaimer">
          {report.method.disclaimer}
        </p>
      )}
      <p className="fel-report-small">
        Question bank version {report.bankVersion} · {PHASE_LABEL[report.phase]} · planned gate date {report.gateDate ? formatDay(report.gateDate) : 'not set'} ·{' '}
        {report.key ? `created ${formatDayTime(report.createdAt)}${report.createdBy ? ` by ${report.createdBy}` : ''}` : 'preview, not saved'}
      </p>

      <h3 className="fel-report-h3">Notes</h3>
      <div className="fel-report-notes fel-report-clamp-6" data-testid="report-notes">
        {report.notes.trim() ? report.notes : <span className="fel-report-muted">No notes.</span>}
      </div>
      {notesMayBeCut(report.notes) && <p className="fel-report-small fel-report-muted fel-report-print-only">On paper the notes stop after six lines: the whole text is on the report screen.</p>}

      <h3 className="fel-report-h3">Team</h3>
      {team.length === 0 ? (
        <p className="fel-report-muted">No team members recorded.</p>
      ) : (
        <ul className="fel-report-team-list">
          {team.map((t, i) => (
            <li key={`${t.phase}-${t.name}-${i}`} className="fel-report-clamp-1">
              <strong>{t.name}</strong> · {PHASE_LABEL[t.phase]} · {t.function}
              {t.company ? `, ${t.company}` : ''}
            </li>
          ))}
        </ul>
      )}
      {report.team.length > TEAM_SHOWN && <p className="fel-report-small fel-report-muted">and {report.team.length - TEAM_SHOWN} more.</p>}

      {report.review ? (
        <ReviewBlock review={report.review} />
      ) : (
        <SignOffBlock report={report} />
      )}
    </>
  );
}

/** Method 2's sign-off: the names typed when the report was made, with lines to sign on paper. */
function SignOffBlock({ report }: { report: MethodPage2_ReportFragment }) {
  return (
    <>
      <h3 className="fel-report-h3">Sign-off</h3>
      <div className="fel-report-signoff" data-testid="report-signoff">
        <div>
          <span className="fel-report-label">Prepared by</span>
          <strong>{report.preparedBy?.trim() || '—'}</strong>
          <span className="fel-report-signature">Signature and date</span>
        </div>
        <div>
          <span className="fel-report-label">Reviewed by (independent, not on the team)</span>
          <strong>{report.reviewedBy?.trim() || '—'}</strong>
          <span className="fel-report-small fel-report-muted">
            {report.reviewedBy?.trim() ? (report.reviewerIndependent ? 'not on the project team' : 'on the project team: not an independent review') : 'no reviewer named: the outcome is pending independent review'}
          </span>
          <span className="fel-report-signature">Signature and date</span>
        </div>
      </div>
    </>
  );
}
