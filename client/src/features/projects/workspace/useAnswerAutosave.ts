import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Phase, QuestionCard_AnswerFragment } from '../../../gql/graphql';
import { type Draft, draftOf } from '../autosave/draft';
import { useAnswerQueue } from '../autosave/AnswerQueueProvider';
import { fromFields, toFields } from '../autosave/pending-fields';

export type { Draft } from '../autosave/draft';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'retrying' | 'conflict' | 'failed';

type Answer = QuestionCard_AnswerFragment;

// Answers save as people work: choices at once, typing after a short pause (or on leaving the field).
// Every change goes through the browser's answer queue (../autosave), which keeps it until the server
// acknowledges it and sends it again after a reload or when the connection returns. A save names the
// version it edited: when someone else saved first, the server refuses it (CONFLICT) and sends their
// answer, which replaces the draft, and the person is told. The card's tick follows what the server saved.

const DEBOUNCE_MS = 800;

/** The newer of two answers (the query's and the one the server last acknowledged in this page). */
const newer = (a: Answer | null | undefined, b: Answer | null): Answer | null => (b && b.version > (a?.version ?? 0) ? b : (a ?? null));

type Outcome = { state: 'idle' | 'saved' | 'conflict' | 'failed'; message: string | null };

/**
 * Autosave of one answer; `change` takes the fields that changed and whether to send now or after a pause.
 * `saved` is the answer as the server has it (at `version`); `unsent` says a change is waiting for the connection or failed.
 */
export function useAnswerAutosave(p: { projectKey: string; phase: Phase; code: string; answer: Answer | null | undefined; onConflict(who: string | null): void }) {
  const queue = useAnswerQueue();
  const { projectKey, phase, code } = p;
  const ref = useMemo(() => ({ projectKey, phase, code }), [projectKey, phase, code]);
  const [acknowledged, setAcknowledged] = useState<Answer | null>(() => queue.lastSaved(ref));
  const saved = newer(p.answer, acknowledged);
  const [draft, setDraft] = useState<Draft>(() => {
    const pending = queue.pending(ref);
    return { ...draftOf(newer(p.answer, queue.lastSaved(ref))), ...(pending ? fromFields(pending.fields) : null) };
  });
  // A change left from an earlier visit may have been saved by the queue before this card showed.
  const [outcome, setOutcome] = useState<Outcome>(() => ({ state: queue.lastSaved(ref) ? 'saved' : 'idle', message: null }));
  const status = useSyncExternalStore(queue.subscribe, () => queue.status(ref));
  const refusal = useSyncExternalStore(queue.subscribe, () => queue.pending(ref)?.error ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ saved, onConflict: p.onConflict });
  useEffect(() => {
    latest.current = { saved, onConflict: p.onConflict };
  });

  // A newer answer from the server (a reload after copy FEL 2 to FEL 3) replaces a draft with no unsaved change.
  const serverAnswer = p.answer;
  const seen = useRef(saved?.version ?? 0);
  useEffect(() => {
    const version = serverAnswer?.version ?? 0;
    if (version <= seen.current || queue.pending(ref)) return;
    seen.current = version;
    setDraft(draftOf(serverAnswer));
  }, [serverAnswer, queue, ref]);

  useEffect(
    () =>
      queue.onOutcome(ref, (o) => {
        if (o.kind === 'saved') {
          seen.current = Math.max(seen.current, o.answer.version);
          setAcknowledged((a) => newer(a, o.answer));
          setOutcome({ state: 'saved', message: null });
        } else if (o.kind === 'conflict') {
          seen.current = Math.max(seen.current, o.current?.version ?? 0);
          setAcknowledged((a) => newer(a, o.current));
          setDraft(draftOf(o.current));
          setOutcome({ state: 'conflict', message: o.message });
          latest.current.onConflict(o.current?.answeredBy?.name ?? null);
        } else {
          setOutcome({ state: 'failed', message: o.message });
        }
      }),
    [queue, ref],
  );

  const send = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    queue.send(ref);
  }, [queue, ref]);

  // Leaving the screen still sends what was typed (it stays queued when it cannot go now).
  useEffect(() => send, [send]);

  const change = useCallback(
    (fields: Partial<Draft>, when: 'now' | 'later') => {
      setDraft((d) => ({ ...d, ...fields }));
      queue.change(ref, toFields(fields), newer(latest.current.saved, queue.lastSaved(ref))?.version ?? 0);
      setOutcome((o) => (o.state === 'conflict' || o.state === 'failed' ? { state: 'idle', message: null } : o));
      if (when === 'now') send();
      else {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(send, DEBOUNCE_MS);
      }
    },
    [queue, ref, send],
  );

  const state: SaveState =
    status === 'sending' ? 'saving' : status === 'offline' ? 'offline' : status === 'retrying' ? 'retrying' : status === 'rejected' ? 'failed' : outcome.state;
  const message = status === 'rejected' ? refusal : status === 'none' || status === 'queued' ? outcome.message : null;
  const unsent = status === 'offline' || status === 'retrying' || status === 'rejected';
  return { draft, saved: draftOf(saved), version: saved?.version ?? 0, unsent, state, message, change, flush: send };
}
