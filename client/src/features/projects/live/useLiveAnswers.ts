import { useEffect, useRef } from 'react';
import { type LiveStatus, openLiveSubscription } from './live-subscription';

// Answers others save in this project, pushed by the server. Own saves are ignored: the autosave queue
// already knows them.

const SUBSCRIPTION = `subscription LiveAnswers($project: ID!) { answerSaved(project: $project) { phase questionCode savedBy } }`;
type Event = { answerSaved: { phase: string; questionCode: string; savedBy: string } };

export function useLiveAnswers(
  projectKey: string,
  viewerKey: string,
  onOthersSave: (phase: string, code: string) => void,
  onStatus: (status: LiveStatus) => void = () => undefined,
): void {
  const latest = useRef(onOthersSave);
  useEffect(() => {
    latest.current = onOthersSave;
  });
  useEffect(
    () =>
      openLiveSubscription<Event>(
        SUBSCRIPTION,
        { project: projectKey },
        ({ answerSaved: saved }) => {
          if (saved.savedBy !== viewerKey) latest.current(saved.phase, saved.questionCode);
        },
        onStatus,
      ),
    [projectKey, viewerKey, onStatus],
  );
}
