import { useQuery } from '@apollo/client/react';
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { plural } from '../../../../../common/plural';
import { graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { PHASE_LABEL } from '../format';

// The switch to method 3 (issue 25, item 5): on a project whose answers method 3 now treats differently, a banner
// names each answer it made unanswered (an N/A the bank now refuses) or unsupported (a claim of 1 or 2 without a
// register entry that counts, scored as 4), with a link to each. Nothing is changed for the team.

const Method3BannerQuery = graphql(`
  query Method3Banner($key: ID!, $fel2: Boolean!) {
    project(key: $key) {
      key
      fel2: questionnaire(phase: fel2) @include(if: $fel2) {
        phase
        scoringMethod
        naRefused
        unsupported
      }
      fel3: questionnaire(phase: fel3) {
        phase
        scoringMethod
        naRefused
        unsupported
      }
    }
  }
`);

type PhaseList = { phase: Phase; scoringMethod: number; naRefused: readonly string[]; unsupported: readonly string[] };

function Codes({ projectKey, phase, codes }: { projectKey: string; phase: Phase; codes: readonly string[] }) {
  return (
    <>
      {codes.map((code, i) => (
        <span key={code}>
          {i > 0 ? ', ' : ''}
          <Link to={`/dashboard/${projectKey}/${phase}#${code}`}>{code}</Link>
        </span>
      ))}
    </>
  );
}

/** The banner of answers method 3 treats differently (none shown when there are none). */
export function Method3Banner({ projectKey, fel2 }: { projectKey: string; fel2: boolean }) {
  const { data } = useQuery(Method3BannerQuery, { variables: { key: projectKey, fel2 } });
  const phases: PhaseList[] = [data?.project.fel2, data?.project.fel3].flatMap((p) => (p && p.scoringMethod === 3 ? [p] : []));
  const refused = phases.filter((p) => p.naRefused.length > 0);
  const unsupported = phases.filter((p) => p.unsupported.length > 0);
  if (refused.length === 0 && unsupported.length === 0) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="fel-section fel-no-print" data-testid="method3-banner">
      {/* No Callout title: it would be an h5 under the page's h1 (axe's heading order). */}
      <p>
        <strong>Method 3 reads some answers differently.</strong>
      </p>
      {refused.map((p) => (
        <p key={`na-${p.phase}`}>
          {PHASE_LABEL[p.phase]}: {plural(p.naRefused.length, 'N/A answer')} on a gate-critical question or one it rests on {p.naRefused.length === 1 ? 'is' : 'are'} no longer allowed and
          count as unanswered until changed: <Codes projectKey={projectKey} phase={p.phase} codes={p.naRefused} />. Where a deliverable does not apply, register the memo that
          says so and link it.
        </p>
      ))}
      {unsupported.map((p) => (
        <p key={`un-${p.phase}`}>
          {PHASE_LABEL[p.phase]}: {plural(p.unsupported.length, 'claim')} of level 1 or 2 without a register entry that counts {p.unsupported.length === 1 ? 'is' : 'are'} scored
          as 4: <Codes projectKey={projectKey} phase={p.phase} codes={p.unsupported} />.
        </p>
      ))}
    </Callout>
  );
}
