// The API tokens module's door: what other modules may use of its data (its services are imported from their
// files). A token with its principal and organization is a read model (../read-models/).
export { type ApiTokenRow, lockApiTokensOf, unrevokedApiTokensOf } from './api-tokens.queries.ts';
