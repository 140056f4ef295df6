import type { Access } from './operation.ts';

/**
 * Transitional: the GraphQL root fields of modules not yet written as declared operations, with the access
 * their services check (what server/policies/surface.ts declared). graphql/resolvers.ts binds each to it;
 * the list empties module by module and then goes.
 */
export const TRANSITIONAL_GRAPHQL_ACCESS: Record<string, Access> = {
  passwordLinkValid: 'public', // says only whether a link the caller holds still works
  signIn: 'public',
  sendSecondFactorCode: 'public', // the token of the password step
  verifySecondFactor: 'public', // the token of the password step
  refreshSession: 'public', // the refresh cookie
  signOut: 'signed-in',
  requestPasswordReset: 'public',
  resetPassword: 'public', // the reset link's token
  register: 'public',
};
