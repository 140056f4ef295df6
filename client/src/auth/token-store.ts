// The access token lives in memory only (the refresh token is an httpOnly cookie). A second-factor token
// is kept in sessionStorage so that reloading /sign-in/2fa does not lose the pending sign-in.

type Listener = () => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();
const SECOND_FACTOR_KEY = 'fel.secondFactorToken';

export const tokenStore = {
  get: () => accessToken,
  set(token: string | null) {
    accessToken = token;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSecondFactor: () => sessionStorage.getItem(SECOND_FACTOR_KEY),
  setSecondFactor(token: string | null) {
    if (token) sessionStorage.setItem(SECOND_FACTOR_KEY, token);
    else sessionStorage.removeItem(SECOND_FACTOR_KEY);
  },
};
