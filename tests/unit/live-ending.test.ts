import { describe, expect, it } from 'vitest';
import { afterEnd, endingOf, SESSION_ENDED, TOO_MANY_TABS } from '../../client/src/features/projects/live/live-ending.ts';

// The workspace tells the user in words why its live updates paused or stopped, from the stream's last error.

const error = (code: string, message: string) => [{ message, extensions: { code } }];

describe('the end of a live stream, as the page tells it', () => {
  it('renewal: a quiet "reconnecting" and an immediate renew-and-subscribe', () => {
    expect(afterEnd(endingOf(error('RENEW', 'renew')))).toEqual({ status: { kind: 'renewing' }, next: 'renew' });
  });

  it('the stream limit: "Too many open project tabs: close one.", then waits', () => {
    expect(afterEnd(endingOf(error('RATE_LIMITED', TOO_MANY_TABS)))).toEqual({ status: { kind: 'limit', message: 'Too many open project tabs: close one.' }, next: 'wait' });
  });

  it('a revoked session: says it ended, and renews (which signs out, or reconnects if another tab renewed meanwhile)', () => {
    expect(afterEnd(endingOf(error('UNAUTHENTICATED', 'This API token no longer gives access')))).toEqual({ status: { kind: 'ended', message: SESSION_ENDED }, next: 'renew' });
  });

  it("anything else: the server's reason, and backing off; a cut connection says nothing", () => {
    expect(afterEnd(endingOf(error('NOT_FOUND', 'Project not found')))).toEqual({ status: { kind: 'ended', message: 'Project not found' }, next: 'back-off' });
    expect(afterEnd(null)).toEqual({ status: null, next: 'back-off' });
  });
});
