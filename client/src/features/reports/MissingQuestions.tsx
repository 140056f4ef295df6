import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import type { Area, Phase } from '../../gql/graphql';
import { AREA_ORDER, AREA_SHORT, PHASE_LABEL } from './document/explain';
import { plural, pluralNoun } from '../../../../common/plural';

type Missing = { code: string; area: Area; title: string };

/**
 * Spec §1: a report exists only for a fully answered phase. Until then the screen says how far the phase
 * is and lists every open question, each linking to its card in the questionnaire (`#code`).
 */
export function MissingQuestions({ projectKey, phase, answered, total, missing }: { projectKey: string; phase: Phase; answered: number; total: number; missing: readonly Missing[] }) {
  const navigate = useNavigate();
  const label = PHASE_LABEL[phase];
  return (
    <Callout intent="warning" icon="issue" title={`The ${label} report is not available yet`} className="fel-report-missing" data-testid="report-missing">
      <p>
        A report can be created once every question has a level or a justified N/A. {answered} of {plural(total, 'question')} {pluralNoun(answered, 'is', 'are')} answered; {missing.length} {pluralNoun(missing.length, 'is', 'are')} still open.
      </p>
      <ProgressBar value={total === 0 ? 0 : answered / total} intent="warning" stripes={false} aria-label={`${answered} of ${total} answered`} />
      {AREA_ORDER.map((area) => {
        const open = missing.filter((m) => m.area === area);
        if (open.length === 0) return null;
        return (
          <div key={area}>
            <h4>
              {AREA_SHORT[area]} ({open.length})
            </h4>
            <ul>
              {open.map((m) => (
                <li key={m.code}>
                  <Link to={{ pathname: `/dashboard/${projectKey}/${phase}`, hash: m.code }}>
                    {m.code} · {m.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="fel-report-missing-action">
        <Button intent="primary" icon="edit" text={`Answer the ${label} questions`} onClick={() => navigate(`/dashboard/${projectKey}/${phase}`)} />
      </p>
    </Callout>
  );
}
