import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { type LiveStatus, openLiveSubscription } from './live-subscription';

// Presence: who else has this project's workspace open, and the question each has in focus. This page
// announces itself on opening, on every move to another question card and every 15 s (the server forgets a
// person 40 s after its last announcement), and says it left when it closes.

export const HEARTBEAT_MS = 15_000;

const AnnouncePresenceMutation = graphql(`
  mutation AnnouncePresence($input: AnnouncePresenceInput!) {
    announcePresence(input: $input) {
      ok
    }
  }
`);

const SUBSCRIPTION = `subscription ProjectPresence($project: ID!) { projectPresence(project: $project) { userKey name initials phase questionCode } }`;
export type PresentPerson = { userKey: string; name: string; initials: string; phase: Phase; questionCode: string | null };

/** Announcements leave in the order they were made (a departure never overtakes the arrival after it). */
let sending: Promise<unknown> = Promise.resolve();
function announce(apollo: ApolloClient, input: { key: string; phase: Phase | null; questionCode: string | null }): void {
  // Presence is best effort: a lost announcement is repeated by the next heartbeat.
  sending = sending.then(() => apollo.mutate({ mutation: AnnouncePresenceMutation, variables: { input } })).catch(() => undefined);
}

export function usePresence(projectKey: string, phase: Phase, focusedCode: string | null, onStatus: (status: LiveStatus) => void = () => undefined): PresentPerson[] {
  const apollo = useApolloClient();
  const [heard, setHeard] = useState<{ projectKey: string; people: PresentPerson[] } | null>(null);
  const focus = useRef(focusedCode);
  useEffect(() => {
    focus.current = focusedCode;
  });

  useEffect(
    () => openLiveSubscription<{ projectPresence: PresentPerson[] }>(SUBSCRIPTION, { project: projectKey }, (data) => setHeard({ projectKey, people: data.projectPresence }), onStatus),
    [projectKey, onStatus],
  );

  useEffect(() => {
    announce(apollo, { key: projectKey, phase, questionCode: focusedCode });
  }, [apollo, projectKey, phase, focusedCode]);
  useEffect(() => {
    const timer = setInterval(() => announce(apollo, { key: projectKey, phase, questionCode: focus.current }), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      announce(apollo, { key: projectKey, phase: null, questionCode: null });
    };
  }, [apollo, projectKey, phase]);

  return heard?.projectKey === projectKey ? heard.people : [];
}
