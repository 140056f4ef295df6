import { Callout } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import type { LiveStatus } from './live-subscription';

// What the workspace's live streams (answers saved by others, presence) say in words: nothing while they
// work; a quiet line while one renews its token and reconnects; a warning at the stream limit ("Too many open
// project tabs: close one."); the reason when the session or the access ended.

const RANK: Record<LiveStatus['kind'], number> = { live: 0, renewing: 1, limit: 2, ended: 3 };

/** The page's live status (the worst of its streams') and a reporter per stream. */
export function useLiveStatus(): { status: LiveStatus; reporter: (stream: string) => (status: LiveStatus) => void } {
  const [statuses, setStatuses] = useState<Record<string, LiveStatus>>({});
  const reporter = useCallback((stream: string) => (status: LiveStatus) => setStatuses((all) => (all[stream] === status ? all : { ...all, [stream]: status })), []);
  const status = useMemo(
    () => Object.values(statuses).reduce<LiveStatus>((worst, s) => (RANK[s.kind] > RANK[worst.kind] ? s : worst), { kind: 'live' }),
    [statuses],
  );
  return { status, reporter };
}

export function LiveStatusNote({ status }: { status: LiveStatus }) {
  if (status.kind === 'live') return null;
  if (status.kind === 'renewing') {
    return (
      <p className="fel-muted fel-no-print" role="status" data-testid="live-status">
        Live updates are reconnecting…
      </p>
    );
  }
  return (
    <Callout className="fel-no-print" intent={status.kind === 'limit' ? 'warning' : 'danger'} role="status" data-testid="live-status">
      {status.kind === 'limit' ? status.message : `Live updates stopped: ${status.message}`}
    </Callout>
  );
}
