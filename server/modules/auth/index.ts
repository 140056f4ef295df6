// The auth module's door: what other modules may use of its data (its services are imported from their files).
export { revokeUserSessions } from './sessions.queries.ts';
export { clearEmailThrottle, takeSlot } from './throttle.queries.ts';
