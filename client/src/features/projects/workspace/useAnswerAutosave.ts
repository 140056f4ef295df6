import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { Phase, QuestionCard_ItemFragment } from '../../../gql/graphql';

// Answers save as people work: choices at once, typing after a short pause (or on leaving the field).
// One save per question at a time; changes made meanwhile go in the next one. A save names the version
// it edited: when someone else saved first, the server refuses it (CONFLICT) and sends their answer,
// which replaces the draft, and the person is told. A failed connection is retried with growing pauses.

const SaveAnswerMutation = graphql(`
  mutation SaveAnswer($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      answer {
        ...QuestionCard_answer
      }
      current {
        ...QuestionCard_answer
      }
      project {
        key
        statusfel3
        progress {
          phase
          area
          label
          answered
          total
          flagged
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export type Draft = {
  level: number | null;
  na: boolean;
  naReason: string;
  naApprover: string;
  comment: string;
  evidence: string;
  revisit: boolean;
  actionText: string;
  actionOwner: string;
  actionDue: string | null;
  actionStatus: 'open' | 'done';
};

export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying' | 'conflict' | 'failed';

type Answer = NonNullable<QuestionCard_ItemFragment['answer']>;

/** The editable part of an answer (an empty one when there is none). */
export function draftOf(answer: Answer | null | undefined): Draft {
  return {
    level: answer?.level ?? null,
    na: answer?.na ?? false,
    naReason: answer?.naReason ?? '',
    naApprover: answer?.naApprover ?? '',
    comment: answer?.comment ?? '',
    evidence: answer?.evidence ?? '',
    revisit: answer?.revisit ?? false,
    actionText: answer?.action?.text ?? '',
    actionOwner: answer?.action?.owner ?? '',
    actionDue: answer?.action?.due ?? null,
    actionStatus: answer?.action?.status ?? 'open',
  };
}

const DEBOUNCE_MS = 800;
const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];

const codeOf = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined);

/** Autosave of one answer; `change` takes the fields that changed and whether to save now or after a pause. */
export function useAnswerAutosave(p: { projectKey: string; phase: Phase; code: string; answer: Answer | null | undefined; onConflict(who: string | null): void }) {
  const [save] = useMutation(SaveAnswerMutation);
  const [draft, setDraft] = useState<Draft>(() => draftOf(p.answer));
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const version = useRef(p.answer?.version ?? 0);
  const pending = useRef<Partial<Draft>>({});
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempt = useRef(0);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  // A newer answer from the server (a reload after copy FEL 2 to FEL 3) replaces a draft with no unsaved change.
  const serverAnswer = p.answer;
  useEffect(() => {
    const serverVersion = serverAnswer?.version ?? 0;
    if (serverVersion <= version.current || Object.keys(pending.current).length > 0 || inFlight.current) return;
    version.current = serverVersion;
    setDraft(draftOf(serverAnswer));
  }, [serverAnswer]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current || Object.keys(pending.current).length === 0) return;
    const fields = pending.current;
    pending.current = {};
    inFlight.current = true;
    setState('saving');
    let retry = false;
    try {
      const { data } = await save({ variables: { input: { key: p.projectKey, phase: p.phase, code: p.code, version: version.current, ...fields } } });
      const result = data?.saveAnswer;
      if (result?.answer) {
        version.current = result.answer.version;
        attempt.current = 0;
        setMessage(null);
        setState('saved');
      } else if (result?.errors.some((e) => e.code === 'CONFLICT')) {
        version.current = result.current?.version ?? 0;
        pending.current = {};
        setDraft(draftOf(result.current));
        setMessage(result.errors[0]?.message ?? null);
        setState('conflict');
        p.onConflict(result.current?.answeredBy?.name ?? null);
      } else {
        setMessage(result?.errors[0]?.message ?? 'The answer could not be saved.');
        setState('failed');
      }
    } catch (error) {
      const code = codeOf(error);
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'BAD_INPUT' || code === 'UNAUTHENTICATED') {
        setMessage(error instanceof Error ? error.message : 'The answer could not be saved.');
        setState('failed');
      } else {
        // The connection failed: keep the change (newer edits win) and try again after a pause.
        pending.current = { ...fields, ...pending.current };
        retry = true;
        setState('retrying');
        const delay = RETRY_MS[Math.min(attempt.current, RETRY_MS.length - 1)] ?? 30000;
        attempt.current += 1;
        timer.current = setTimeout(() => void flushRef.current(), delay);
      }
    } finally {
      inFlight.current = false;
    }
    if (!retry && Object.keys(pending.current).length > 0) await flushRef.current();
  }, [save, p]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // Leaving the screen still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      void flushRef.current();
    },
    [],
  );

  const change = useCallback((fields: Partial<Draft>, when: 'now' | 'later') => {
    setDraft((d) => ({ ...d, ...fields }));
    pending.current = { ...pending.current, ...fields };
    if (state === 'conflict' || state === 'failed') setMessage(null);
    if (when === 'now') void flushRef.current();
    else {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flushRef.current(), DEBOUNCE_MS);
    }
  }, [state]);

  return { draft, state, message, change, flush: () => void flushRef.current() };
}
