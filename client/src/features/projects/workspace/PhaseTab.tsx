import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, H2, Icon, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../../gql';
import { type Phase, RegisterEntry_DeliverableFragmentDoc } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { useHelp } from '../../shell/help/help-context';
import { AreaProgressBars } from '../AreaProgressBars';
import { errorText, PHASE_LABEL, TRY_AGAIN } from '../format';
import { useViewer } from '../../../auth/session';
import { useLiveAnswers } from '../live/useLiveAnswers';
import { PresenceRow } from '../live/Presence';
import { LiveStatusNote, useLiveStatus } from '../live/LiveStatusNote';
import { usePresence } from '../live/usePresence';
import { QuestionCard } from './QuestionCard';
import { type AnswerMarks, QuestionNavigator } from './QuestionNavigator';
import type { SaveState } from './useAnswerAutosave';
import { formatInstant } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { plural } from '../../../../../common/plural';

const PhaseQuery = graphql(`
  query PhaseQuestionnaire($key: ID!, $phase: Phase!) {
    project(key: $key) {
      key
      name
      isValid
      isActive
      statusfel3
      viewerCanEdit
      progress {
        phase
        area
        answered
        total
      }
      ...AreaProgressBars_project
      register {
        ...RegisterEntry_deliverable
      }
      actionOwnerChoices {
        ...AnswerActions_choices
      }
      questionnaire(phase: $phase) {
        phase
        label
        bankVersion
        scoringMethod
        unsupported
        level3WithoutComment
        areas {
          area
          label
          items {
            question {
              code
              target
            }
            answer {
              level
              na
              revisit
            }
            ...QuestionCard_item
          }
        }
      }
    }
  }
`);

const CsvQuery = graphql(`
  query PhaseCsv($key: ID!, $phase: Phase!) {
    project(key: $key) {
      key
      csv(phase: $phase) {
        filename
        content
      }
    }
  }
`);

const SetFel3StatusMutation = graphql(`
  mutation SetFel3Status($input: SetFel3StatusInput!) {
    setFel3Status(input: $input) {
      project {
        key
        statusfel3
      }
      errors {
        message
      }
    }
  }
`);

/** The phase bar's one-line summary of every question's save state. */
function overall(states: Map<string, SaveState>): { text: string; icon: 'refresh' | 'warning-sign' | 'tick' | 'error' | 'offline' | null; intent: 'none' | 'danger' | 'warning' | 'success' } {
  const all = [...states.values()];
  if (all.includes('offline')) return { text: 'Offline — changes kept in this browser', icon: 'offline', intent: 'warning' };
  if (all.includes('retrying')) return { text: 'Save failed — retrying…', icon: 'warning-sign', intent: 'danger' };
  if (all.includes('failed')) return { text: 'Some changes were not saved', icon: 'error', intent: 'danger' };
  if (all.includes('saving')) return { text: 'Saving…', icon: 'refresh', intent: 'none' };
  if (all.includes('conflict')) return { text: 'Someone else changed an answer', icon: 'warning-sign', intent: 'warning' };
  if (all.includes('saved')) return { text: 'All changes saved', icon: 'tick', intent: 'success' };
  return { text: '', icon: null, intent: 'none' };
}

/** A phase's questionnaire: site, engineering and execution planning sections; print and CSV. */
export function PhaseTab({ projectKey, phase }: { projectKey: string; phase: Phase }) {
  const snackbar = useSnackbar();
  const apollo = useApolloClient();
  const help = useHelp();
  const { data, loading, error, refetch } = useQuery(PhaseQuery, { variables: { key: projectKey, phase } });
  // Answers saved by others appear without a reload: a card without an unsaved change takes the newer answer.
  const viewer = useViewer();
  // Why live updates stopped or pause, in words (renewal, the stream limit, an ended session).
  const { status: liveStatus, reporter } = useLiveStatus();
  const [answersStatus, presenceStatus] = useMemo(() => [reporter('answers'), reporter('presence')], [reporter]);
  useLiveAnswers(
    projectKey,
    viewer.user.key,
    (saved) => {
      if (saved === phase) void refetch();
    },
    answersStatus,
  );
  // Presence: who else is here, and which question card each has in focus (the last card focused here).
  const [focused, setFocused] = useState<{ phase: Phase; code: string } | null>(null);
  const present = usePresence(projectKey, phase, focused?.phase === phase ? focused.code : null, presenceStatus);
  const onFocusCard = (target: EventTarget) => {
    const code = target instanceof Element ? (target.closest<HTMLElement>('.fel-question[data-code]')?.dataset.code ?? null) : null;
    if (code) setFocused({ phase, code });
  };
  const [setStatus, { loading: marking }] = useMutation(SetFel3StatusMutation);
  const run = useMutationPayload();
  const [states, setStates] = useState<Map<string, SaveState>>(() => new Map());
  const onState = useCallback((code: string, state: SaveState) => {
    setStates((current) => (current.get(code) === state ? current : new Map(current).set(code, state)));
  }, []);
  // Each card's saved level, N/A and flag (the query's answers are not refetched as the cards save).
  const [marks, setMarks] = useState<ReadonlyMap<string, AnswerMarks>>(() => new Map());
  const onMarks = useCallback((code: string, next: AnswerMarks) => {
    setMarks((current) => {
      const old = current.get(code);
      const same = old && old.level === next.level && old.na === next.na && old.revisit === next.revisit && old.unsupported === next.unsupported && old.needsComment === next.needsComment;
      return same ? current : new Map(current).set(code, next);
    });
  }, []);
  const onConflict = useCallback(
    (code: string, who: string | null) => snackbar.warning(`${who ?? 'Someone else'} changed ${code} while you were editing it. Their answer is shown; your change was not saved.`),
    [snackbar],
  );

  const navigate = useNavigate();
  // A link to one question (`#F3-SITE-01`, e.g. from the report's list of open questions) lands on its card.
  const wanted = decodeURIComponent(useLocation().hash.slice(1));
  const loaded = data !== undefined;
  useEffect(() => {
    if (!wanted || !loaded) return;
    const card = document.querySelector<HTMLElement>(`.fel-question[data-code="${CSS.escape(wanted)}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [wanted, loaded]);

  if (!data && loading) return <Spinner aria-label="Loading the questions" />;
  const project = data?.project;
  if (!project) {
    return <EmptyState level={2} icon="error" title="The questions could not be loaded" description={errorText(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />;
  }
  const q = project.questionnaire;
  const progress = project.progress.filter((p) => p.phase === phase);
  const answered = progress.reduce((s, p) => s + p.answered, 0);
  const total = progress.reduce((s, p) => s + p.total, 0);
  const readOnly = !project.viewerCanEdit;
  const summary = overall(states);
  const method3 = q.scoringMethod === 3;
  // What the cards report once shown (they follow every save); the server's lists until then.
  const flagged = (kind: 'unsupported' | 'needsComment', initial: readonly string[]) =>
    q.areas.flatMap((a) => a.items.map((i) => i.question.code)).filter((code) => marks.get(code)?.[kind] ?? initial.includes(code));
  const unsupported = flagged('unsupported', q.unsupported);
  const withoutComment = flagged('needsComment', q.level3WithoutComment);

  async function downloadCsv() {
    try {
      const result = await apollo.query({ query: CsvQuery, variables: { key: projectKey, phase }, fetchPolicy: 'no-cache' });
      const file = result.data?.project.csv;
      if (!file) throw new Error('The CSV could not be created.');
      const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      snackbar.error(errorText(e, 'The CSV could not be downloaded.'));
    }
  }

  async function markFel3(statusfel3: number) {
    await run(async () => (await setStatus({ variables: { input: { key: projectKey, statusfel3 } } })).data?.setFel3Status, {
      success: statusfel3 === 2 ? 'FEL 3 marked complete.' : 'FEL 3 reopened.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
    });
  }

  return (
    <section aria-label={`${q.label} questions`} onFocus={(e) => onFocusCard(e.target)}>
      <div className="fel-print-only">
        <h2>
          {project.name} — {q.label} questions and answers
        </h2>
        <p>
          Printed {formatInstant(new Date().toISOString())} · Question bank {q.bankVersion} · {answered} of {total} answered
        </p>
      </div>
      <div className="fel-phase-bar fel-no-print">
        <div>
          <strong>
            {q.label}: {answered} of {total} answered
          </strong>{' '}
          <span className={`fel-save-indicator bp6-intent-${summary.intent}`} role="status" aria-live="polite" data-testid="save-summary">
            {summary.icon && <Icon icon={summary.icon} size={12} />}
            {summary.text}
          </span>
          <PresenceRow people={present.filter((p) => p.phase === phase)} />
          <LiveStatusNote status={liveStatus} />
          {method3 && (unsupported.length > 0 || withoutComment.length > 0) && (
            <div className="fel-phase-warnings" data-testid="phase-warnings">
              {unsupported.length > 0 && (
                <span>
                  <Icon icon="warning-sign" intent="warning" size={12} /> {plural(unsupported.length, 'claim')} without evidence that counts (scored as 4):{' '}
                  {unsupported.map((code) => (
                    <a key={code} href={`#${code}`}>
                      {code}{' '}
                    </a>
                  ))}
                </span>
              )}
              {withoutComment.length > 0 && (
                <span>
                  {' '}
                  <Icon icon="comment" intent="warning" size={12} /> {plural(withoutComment.length, 'level 3')} still without the comment that says what was started or assumed
                </span>
              )}
            </div>
          )}
        </div>
        <div>
          {phase === 'fel3' && project.viewerCanEdit && project.statusfel3 !== 2 && (
            <Button
              icon="endorsed"
              text="Mark FEL 3 complete"
              disabled={answered < total}
              title={answered < total ? 'Every question needs a level or a justified N/A first.' : undefined}
              loading={marking}
              onClick={() => void markFel3(2)}
            />
          )}
          {phase === 'fel3' && project.viewerCanEdit && project.statusfel3 === 2 && <Button icon="undo" text="Reopen FEL 3" onClick={() => void markFel3(1)} />}
          <Button icon="timeline-bar-chart" text="Report" minimal onClick={() => navigate(`/dashboard/${projectKey}/report/${phase}`)} />
          <Button icon="help" text="Help" minimal onClick={() => help.open('answering')} />
          <Button icon="print" text="Print" minimal onClick={() => window.print()} />
          <Button icon="download" text="CSV" minimal onClick={() => void downloadCsv()} />
        </div>
      </div>
      {readOnly && (
        <Callout intent="primary" icon="lock" className="fel-section fel-no-print">
          {project.isValid
            ? 'This project is finalized: the answers are read-only.'
            : !project.isActive
              ? 'This project is deactivated: the answers are read-only until it is reactivated.'
              : 'You can read these answers; you cannot change them.'}
        </Callout>
      )}
      <div className="fel-no-print fel-section">
        <AreaProgressBars project={project} phases={[phase]} />
        <QuestionNavigator
          items={q.areas.flatMap((a) =>
            a.items.map((i) => ({
              code: i.question.code,
              target: i.question.target,
              marks: marks.get(i.question.code) ?? { level: i.answer?.level ?? null, na: i.answer?.na ?? false, revisit: i.answer?.revisit ?? false },
            })),
          )}
        />
        {!readOnly && (
          <p className="fel-keyboard-hint fel-muted">
            Keyboard: Tab to a question, then 1–4 choose a level, N marks N/A, F flags or unflags, J / K (or ↓ / ↑) move to the next or previous
            question. Press ? for every shortcut.
          </p>
        )}
      </div>
      {q.areas.map((area) => (
        <div key={area.area} className="fel-print-area">
          <div className="fel-area-heading">
            <H2 className="fel-section-title">{area.label}</H2>
            <span className="fel-muted fel-no-print">
              {progress.find((p) => p.area === area.area)?.answered ?? 0} / {area.items.length}
            </span>
          </div>
          {area.items.map((item) => (
            <QuestionCard
              key={item.question.code}
              projectKey={projectKey}
              phase={phase}
              item={item}
              readOnly={readOnly}
              onState={onState}
              onMarks={onMarks}
              onConflict={onConflict}
              onReload={() => void refetch()}
              present={present.filter((p) => p.phase === phase && p.questionCode === item.question.code)}
              method3={method3}
              register={getFragmentData(RegisterEntry_DeliverableFragmentDoc, project.register)}
              ownerChoices={project.actionOwnerChoices}
            />
          ))}
        </div>
      ))}
      <p className="fel-muted fel-no-print">{PHASE_LABEL[phase]} question bank {q.bankVersion}.</p>
    </section>
  );
}
