import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_TTL_MS, type CallerChange, createCallerCache } from '../../server/modules/auth/caller-cache.ts';
import type { SessionUser } from '../../server/modules/read-models/index.ts';

// The caller cache's own rules: nothing is kept until LISTEN is in place, everything goes when it is (re)made,
// an entry lives at most a minute and goes with any change it was built from, and a load that overlapped a
// change does not keep its (maybe stale) answer.

const row = (userId: string): SessionUser => ({
  user: {
    id: userId,
    organizationId: 'org',
    name: 'Person',
    email: 'person@example.com',
    passwordHash: null,
    userType: 4,
    status: 'active',
    poOnly: false,
    ipaUser: false,
    celCheck: false,
    impersonatedOrganizationId: null,
    failedLoginAttempts: 0,
    lastLogin: null,
    passwordChangedAt: null,
    registeredWithKey: false,
    servicePrincipal: false,
    approvedAt: null,
    approvedBy: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  },
  org: { id: 'org', isProvider: false, pocUserId: null, licenseDue: '2099-01-01' },
  sessionRevokedAt: null,
  sessionExpiresAt: new Date(Date.now() + 60_000),
  celOrganizationIds: [],
});
const concerns = (userId: string) => (change: CallerChange) => change.kind === 'user' && change.id === userId;

function counted(value: SessionUser) {
  let loads = 0;
  const load = async () => {
    loads++;
    return { value, concerns: concerns(value.user.id) };
  };
  return { load, loads: () => loads };
}

describe('the caller cache', () => {
  it('keeps nothing before LISTEN is in place, and forgets everything when it is made again', async () => {
    const cache = createCallerCache();
    const source = counted(row('u1'));
    await cache.sessions.get('s1', source.load);
    await cache.sessions.get('s1', source.load);
    expect(source.loads()).toBe(2);
    cache.setListening(true);
    await cache.sessions.get('s1', source.load);
    await cache.sessions.get('s1', source.load);
    expect(source.loads()).toBe(3);
    cache.setListening(true); // LISTEN reconnected: notifications may have been lost meanwhile
    await cache.sessions.get('s1', source.load);
    expect(source.loads()).toBe(4);
  });

  it('forgets an entry on a change it was built from, keeps the others, and tells the watchers', async () => {
    const cache = createCallerCache();
    cache.setListening(true);
    const [one, two] = [counted(row('u1')), counted(row('u2'))];
    await cache.sessions.get('s1', one.load);
    await cache.sessions.get('s2', two.load);
    const heard: (CallerChange | null)[] = [];
    cache.watch((change) => void heard.push(change));
    cache.changed({ kind: 'user', id: 'u1' });
    await cache.sessions.get('s1', one.load);
    await cache.sessions.get('s2', two.load);
    expect([one.loads(), two.loads()]).toEqual([2, 1]);
    expect(heard).toEqual([{ kind: 'user', id: 'u1' }]);
  });

  it('an entry lives at most a minute', async () => {
    let now = 1_000_000;
    const cache = createCallerCache(() => now);
    cache.setListening(true);
    const source = counted(row('u1'));
    await cache.sessions.get('s1', source.load);
    now += CALLER_CACHE_TTL_MS - 1;
    await cache.sessions.get('s1', source.load);
    now += 2;
    await cache.sessions.get('s1', source.load);
    expect(source.loads()).toBe(2);
  });

  it('a load that a change overlapped answers, but is not kept', async () => {
    const cache = createCallerCache();
    cache.setListening(true);
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: row('u1'), concerns: concerns('u1') };
    };
    const pending = cache.sessions.get('s1', slow);
    cache.changed({ kind: 'session', id: 'other' });
    release();
    expect((await pending)?.user.id).toBe('u1');
    const source = counted(row('u1'));
    await cache.sessions.get('s1', source.load);
    expect(source.loads()).toBe(1);
  });
});
