import { Button, Callout, Card, FormGroup, Icon, InputGroup, Radio, RadioGroup, Switch, Tag, TextArea } from '@blueprintjs/core';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { HIGH_WEIGHT } from '../../../../../common/na-rule';
import { LEVEL3_COMMENT_MIN } from '../../../../../common/answer-rule';
import type { RegisterEntry_DeliverableFragment } from '../../../gql/graphql';
import { AnswerActions, type AnswerActionsChoicesFragment } from './AnswerActions';
import { AnswerActionFields } from './AnswerActionFields';
import { EvidenceSection, EvidenceSectionLinkFragment, linkCounts } from './EvidenceSection';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { AnswerHistoryPanel } from './AnswerHistoryPanel';
import { type NaForm, naProblem } from './na-draft';
import { cardCommand } from './answer-shortcuts';
import type { AnswerMarks } from './QuestionNavigator';
import { type Draft, type SaveState, useAnswerAutosave } from './useAnswerAutosave';
import { formatDay } from '../../../ui/dates';
import { PresenceMarker } from '../live/Presence';
import type { PresentPerson } from '../live/usePresence';

export const QuestionCardAnswerFragment = graphql(`
  fragment QuestionCard_answer on Answer {
    level
    na
    naReason
    naApprover
    comment
    evidence
    evidenceCopied
    revisit
    revisitReason
    revisitConfirmedBy {
      key
      name
    }
    revisitConfirmedAt
    version
    answeredAt
    answeredBy {
      key
      name
    }
    action {
      text
      owner
      due
      status
    }
    evidenceEntries {
      ...EvidenceSection_link
    }
    actions {
      ...AnswerActions_action
    }
    supportMessage
  }
`);

export const QuestionCardItemFragment = graphql(`
  fragment QuestionCard_item on ProjectQuestion {
    question {
      code
      title
      text
      guidance
      weight
      weightLabel
      target
      fel2Code
      naAllowed
      gateCritical
      nextDeliverable
      levels {
        level
        label
        anchor
      }
    }
    answer {
      ...QuestionCard_answer
    }
  }
`);

/** Answered: a level or a justified N/A; under method 3 a level 3 also says what was started or assumed. */
const answered = (d: Draft, method3: boolean) =>
  d.na ? d.naReason.trim() !== '' : d.level !== null && (!method3 || d.level !== 3 || d.comment.trim().length >= LEVEL3_COMMENT_MIN);

export const SAVE_LABELS: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — kept in this browser',
  retrying: 'Save failed — retrying…',
  conflict: 'Changed by someone else',
  failed: 'Not saved',
};

/** Moves the keyboard focus to the previous or next question card of the page. */
function focusSibling(from: HTMLElement, step: 1 | -1) {
  const cards = [...document.querySelectorAll<HTMLElement>('.fel-question[tabindex]')];
  cards[cards.indexOf(from) + step]?.focus();
}

type Props = {
  projectKey: string;
  phase: Phase;
  item: FragmentType<typeof QuestionCardItemFragment>;
  readOnly: boolean;
  onState(code: string, state: SaveState): void;
  /** The saved answer's level, N/A and flag, for the page's question navigator. */
  onMarks(code: string, marks: AnswerMarks): void;
  onConflict(code: string, who: string | null): void;
  /** The answer changed on the server outside this card (a restore): reload the phase. */
  onReload(): void;
  /** Others who have this question in focus now (presence). */
  present?: PresentPerson[];
  /** Method 3 (bank 2026.3): evidence from the register, actions with picked owners, a level 3 with its comment. */
  method3: boolean;
  /** The project's register (method 3: what the card links). */
  register: readonly RegisterEntry_DeliverableFragment[];
  /** Who may own an action (method 3). */
  ownerChoices: FragmentType<typeof AnswerActionsChoicesFragment> | null;
};

/**
 * One question: the four anchored levels and N/A (with its required reason), comment, evidence, the action
 * that closes the gap, and the revisit flag. Every change saves by itself. From the keyboard, the focused
 * card takes the keys of answer-shortcuts.ts: 1–4 (level), N (not applicable), F (flag / unflag), J or ↓ / K or ↑ (move).
 */
export function QuestionCard({ projectKey, phase, readOnly, onState, onMarks, onConflict, onReload, present = [], method3, register, ownerChoices, ...props }: Props) {
  const item = getFragmentData(QuestionCardItemFragment, props.item);
  const answer = getFragmentData(QuestionCardAnswerFragment, item.answer);
  const q = item.question;
  const titleId = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { draft, saved, version, unsent, state, message, change, flush } = useAnswerAutosave({
    projectKey,
    phase,
    code: q.code,
    answer: answer,
    onConflict: (who) => onConflict(q.code, who),
  });
  useEffect(() => onState(q.code, state), [onState, q.code, state]);
  // Method 3's marks follow the saved answer, as the phase bar counts what the server holds.
  const savedUnsupported = method3 && !saved.na && (saved.level === 1 || saved.level === 2) && !saved.evidenceEntries.some((key) => linkCounts(key, getFragmentData(EvidenceSectionLinkFragment, answer?.evidenceEntries ?? []), register));
  const savedNeedsComment = method3 && !saved.na && saved.level === 3 && saved.comment.trim().length < LEVEL3_COMMENT_MIN;
  useEffect(
    () => onMarks(q.code, { level: saved.level, na: saved.na, revisit: saved.revisit, unsupported: savedUnsupported, needsComment: savedNeedsComment }),
    [onMarks, q.code, saved.level, saved.na, saved.revisit, savedUnsupported, savedNeedsComment],
  );
  // An N/A stays a draft in the card until it is justified (and approved on a High-weight question); then
  // na, its reason and its approver go in one save. Null while the saved answer is what the card shows.
  // Not react-hook-form state: it is never sent by a submit but saves itself the moment the rule passes, and
  // otherwise shows the autosave draft, which a conflict or a reload replaces (one copy, in useAnswerAutosave).
  const [naForm, setNaForm] = useState<NaForm | null>(null);
  const na: NaForm = naForm ?? { reason: draft.naReason, approver: draft.naApprover };
  const naOpen = naForm !== null || draft.na;
  // Method 3 replaces the typed N/A approver with the reviewer's decision at review.
  const naWeight = method3 ? 0 : q.weight;
  const naIssue = naOpen ? naProblem(na, naWeight) : null;
  // The tick shows what the server saved, never a change still waiting to reach it (or an N/A draft).
  const complete = answered(saved, method3) && !saved.revisit && !unsent && naForm === null;
  const needsComment = method3 && !draft.na && draft.level === 3 && draft.comment.trim().length < LEVEL3_COMMENT_MIN;
  const choice = naOpen ? 'na' : draft.level === null ? '' : String(draft.level);
  const evidenceCopied = !!answer?.evidenceCopied && draft.evidence === answer.evidence;
  const confirmedBy = answer?.revisitConfirmedBy?.name;

  /** Keeps the N/A draft, and saves it in one go once it meets the rules. */
  function editNa(fields: Partial<NaForm>, when: 'now' | 'later') {
    const next = { ...na, ...fields };
    if (naProblem(next, naWeight) === null) {
      setNaForm(null);
      change({ na: true, level: null, naReason: next.reason, naApprover: next.approver }, when);
    } else setNaForm(next);
  }

  function choose(value: string) {
    if (value === 'na') {
      if (q.naAllowed && !naOpen) editNa({}, 'now');
    } else {
      setNaForm(null);
      change({ level: Number(value), na: false }, 'now');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const command = cardCommand(event.key);
    if (!readOnly && command === 'level') choose(event.key);
    else if (!readOnly && command === 'na' && q.naAllowed) choose('na');
    else if (!readOnly && command === 'flag') change({ revisit: !draft.revisit }, 'now');
    else if (command === 'next') focusSibling(event.currentTarget, 1);
    else if (command === 'previous') focusSibling(event.currentTarget, -1);
    else return;
    event.preventDefault();
  }

  const levelText = draft.level === null ? null : q.levels.find((l) => l.level === draft.level);
  return (
    <Card className="fel-question" tabIndex={0} role="group" aria-labelledby={titleId} onKeyDown={onKeyDown} data-code={q.code} compact>
      <div className="fel-question-head">
        <div>
          <h3 className="fel-question-title" id={titleId}>
            {q.code} · {q.title}
          </h3>
          <div className="fel-question-meta">
            Weight {q.weightLabel} · Target level {q.target}
            {q.fel2Code ? ` · Continues ${q.fel2Code}` : ''}
            {q.gateCritical && (
              <Tag minimal intent="primary" className="fel-question-tag" title="The gate cannot pass with conditions while this question has a High-weight gap" data-testid="gate-critical">
                Gate-critical
              </Tag>
            )}
            <PresenceMarker people={present} />
          </div>
        </div>
        <span className="fel-question-status fel-no-print" aria-live="polite">
          {draft.revisit ? (
            <Icon icon="warning-sign" intent="warning" title="Flagged to revisit" role="img" aria-label="Flagged to revisit" data-testid="flagged" />
          ) : complete ? (
            <Icon icon="tick-circle" intent="success" title="Answered" role="img" aria-label="Answered" data-testid="complete" />
          ) : null}
          <span className="fel-save-indicator fel-muted" data-testid="save-state">
            {SAVE_LABELS[state]}
          </span>
        </span>
      </div>

      <div className="fel-no-print">
        <p>{q.text}</p>
        <details>
          <summary>Guidance</summary>
          <p>{q.guidance}</p>
          <p>
            <strong>Next deliverable when short of the target:</strong> {q.nextDeliverable}
          </p>
        </details>
        {message && (
          <Callout intent={state === 'conflict' ? 'warning' : 'danger'} role="alert" style={{ margin: '8px 0' }}>
            {message}
          </Callout>
        )}
        {draft.revisit && answer?.revisitReason && (
          <Callout intent="warning" icon="history" className="fel-question-note" data-testid="revisit-reason">
            {answer.revisitReason}
          </Callout>
        )}
        <RadioGroup
          name={`level-${q.code}`}
          label="Level"
          selectedValue={choice}
          onChange={(e) => choose(e.currentTarget.value)}
          disabled={readOnly}
        >
          {q.levels.map((l) => (
            <Radio
              key={l.level}
              value={String(l.level)}
              labelElement={
                <span className="fel-level-choice">
                  <strong>
                    {l.level} · {l.label}
                  </strong>
                  <span className="fel-level-anchor">{l.anchor}</span>
                </span>
              }
            />
          ))}
          {(q.naAllowed || draft.na) && <Radio value="na" labelElement={<strong>N/A · Does not apply to this project</strong>} />}
        </RadioGroup>
        {!q.naAllowed && <div className="fel-question-meta">N/A is not allowed on this question.</div>}
        {naOpen && (
          <div className="fel-question-fields" data-testid="na-form">
            <FormGroup label="Why does it not apply? (at least 20 characters)" labelFor={`${titleId}-na`} helperText={naIssue ?? undefined} intent={naIssue ? 'danger' : 'none'}>
              <TextArea id={`${titleId}-na`} fill rows={2} value={na.reason} disabled={readOnly} onChange={(e) => editNa({ reason: e.currentTarget.value }, 'later')} onBlur={flush} />
            </FormGroup>
            {method3 ? (
              <p className="fel-muted">The independent reviewer accepts or rejects this N/A at review.</p>
            ) : (
              <FormGroup label={q.weight >= HIGH_WEIGHT ? 'Approved by (required on a High-weight question)' : 'Approved by (optional)'} labelFor={`${titleId}-na-approver`}>
                <InputGroup id={`${titleId}-na-approver`} value={na.approver} disabled={readOnly} onValueChange={(v) => editNa({ approver: v }, 'later')} onBlur={flush} />
              </FormGroup>
            )}
          </div>
        )}
        <div className="fel-question-fields">
          <FormGroup
            label="Comment"
            labelFor={`${titleId}-comment`}
            helperText={needsComment ? 'A level 3 counts as answered once the comment says what was started or assumed (at least 20 characters).' : undefined}
            intent={needsComment ? 'warning' : 'none'}
          >
            <TextArea id={`${titleId}-comment`} fill rows={2} value={draft.comment} disabled={readOnly} onChange={(e) => change({ comment: e.currentTarget.value }, 'later')} onBlur={flush} />
          </FormGroup>
          {method3 ? (
            (draft.evidence !== '' || !readOnly) && (
              <FormGroup label="Note on the evidence (a note never counts as evidence)" labelFor={`${titleId}-evidence`}>
                <InputGroup id={`${titleId}-evidence`} value={draft.evidence} disabled={readOnly} onValueChange={(v) => change({ evidence: v }, 'later')} onBlur={flush} />
              </FormGroup>
            )
          ) : (
            <FormGroup
              label="Evidence (document name or link)"
              labelFor={`${titleId}-evidence`}
              helperText={evidenceCopied ? 'Copied from FEL 2: copied evidence counts once edited.' : undefined}
              intent={evidenceCopied ? 'warning' : 'none'}
            >
              <InputGroup id={`${titleId}-evidence`} value={draft.evidence} disabled={readOnly} onValueChange={(v) => change({ evidence: v }, 'later')} onBlur={flush} />
            </FormGroup>
          )}
        </div>
        {method3 && (
          <EvidenceSection
            projectKey={projectKey}
            idPrefix={titleId}
            linked={draft.evidenceEntries}
            saved={answer?.evidenceEntries ?? []}
            register={register}
            level={draft.na ? null : draft.level}
            readOnly={readOnly}
            onLink={(keys) => change({ evidenceEntries: keys }, 'now')}
          />
        )}
        <Switch label="Revisit this question (flag)" checked={draft.revisit} disabled={readOnly} onChange={(e) => change({ revisit: e.currentTarget.checked }, 'now')} />
        {!draft.revisit && confirmedBy && (
          <div className="fel-question-meta" data-testid="revisit-confirmed">
            Revisit flag cleared: level confirmed by {confirmedBy}
            {answer?.revisitConfirmedAt ? ` on ${formatDay(answer.revisitConfirmedAt)}` : ''}
          </div>
        )}
        {method3 ? (
          <details open={(answer?.actions.length ?? 0) > 0}>
            <summary>Actions to close the gap</summary>
            <AnswerActions projectKey={projectKey} phase={phase} code={q.code} idPrefix={titleId} actions={answer?.actions ?? []} choices={ownerChoices} readOnly={readOnly || !answer} />
            {!answer && !readOnly && <p className="fel-muted">Answer the question first; then add the actions that close its gap.</p>}
          </details>
        ) : (
        <AnswerActionFields idPrefix={titleId} draft={draft} readOnly={readOnly} change={change} flush={flush} />
        )}
        <Button minimal small icon="history" text={historyOpen ? 'Hide history' : 'History'} aria-expanded={historyOpen} onClick={() => setHistoryOpen((o) => !o)} />
        {historyOpen && <AnswerHistoryPanel projectKey={projectKey} phase={phase} code={q.code} currentVersion={version} readOnly={readOnly || unsent} onRestored={onReload} />}
      </div>

      <div className="fel-print-only">
        <p className="fel-print-field">{q.text}</p>
        <p className="fel-print-field">
          <strong>Level:</strong>{' '}
          {draft.na ? `N/A — ${draft.naReason || 'no reason given'}${draft.naApprover ? ` (approved by ${draft.naApprover})` : ''}` : levelText ? `${levelText.level} ${levelText.label}: ${levelText.anchor}` : 'Not answered'}
          {draft.revisit ? ' (flagged to revisit)' : ''}
        </p>
        {draft.comment && (
          <p className="fel-print-field">
            <strong>Comment:</strong> {draft.comment}
          </p>
        )}
        {draft.evidence && (
          <p className="fel-print-field">
            <strong>Evidence:</strong> {draft.evidence}
          </p>
        )}
        {draft.actionText && (
          <p className="fel-print-field">
            <strong>Action:</strong> {draft.actionText}
            {draft.actionOwner ? ` — ${draft.actionOwner}` : ''}
            {draft.actionDue ? `, due ${draft.actionDue}` : ''} ({draft.actionStatus})
          </p>
        )}
      </div>
    </Card>
  );
}
