// The users module's door: what other modules may use of it (its services are imported from their files).
// A user with its organization, a session's user and the users list are read models (../read-models/).
export {
  findActiveMember,
  findPocCandidates,
  findUsersByIds,
  incrementFailedLogins,
  insertServicePrincipal,
  insertUser,
  listActiveMembers,
  lockImpersonation,
  saveImpersonation,
  setPasswordIfUnchanged,
  updateUserRow,
  type UserRow,
} from './users.queries.ts';
