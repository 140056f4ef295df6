import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { sendAndWait, useAnswerQueue } from './AnswerQueueProvider';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { plural, pluralNoun } from '../../../../../common/plural';

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The first sentence of the question asked before leaving (or signing out) with unsaved answers. */
export function unsavedText(count: number): string {
  return `${plural(count, 'answer')} ${pluralNoun(count, 'has', 'have')} not reached the server yet.`;
}

/**
 * Asks before leaving a project's workspace inside the app while some of its answers are unsaved (a
 * reload or a closed tab is asked by the browser: see AnswerQueueProvider). What can still go is sent
 * first; the question comes only for what could not.
 */
export function UnsavedAnswersGuard({ projectKey }: { projectKey: string }) {
  const queue = useAnswerQueue();
  const base = `/dashboard/${projectKey}`;
  const blocker = useBlocker(({ nextLocation }) => queue.count(projectKey) > 0 && !within(nextLocation.pathname, base) && nextLocation.pathname !== '/sign-in');
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void sendAndWait(queue, projectKey).then((count) => {
      if (cancelled) return;
      if (count === 0) blocker.proceed();
      else setLeft(count);
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, queue, projectKey]);

  return (
    <ConfirmDialog
      title="Leave with unsaved answers?"
      isOpen={blocker.state === 'blocked' && left !== null}
      intent="warning"
      icon="warning-sign"
      confirmText="Leave anyway"
      cancelText="Stay"
      onConfirm={() => {
        setLeft(null);
        blocker.proceed?.();
      }}
      onCancel={() => {
        setLeft(null);
        blocker.reset?.();
      }}
    >
      <p>
        <strong>Unsaved answers.</strong> {unsavedText(left ?? 0)} They stay in this browser and are sent as soon as the connection returns, from
        any screen.
      </p>
    </ConfirmDialog>
  );
}
