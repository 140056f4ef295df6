// The sso module's door: what other modules may use of it (its services are imported from their files).
export { ssoEnforcementRefusal } from './sso-enforcement.ts';
