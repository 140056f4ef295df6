import { type Intent, OverlayToaster, type Toaster } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Spec §9: success and warning hide after 6000 ms; errors stay until closed. */
export const SNACKBAR_TIMEOUT_MS = 6000;

type Notify = (message: string) => void;
export type Snackbar = { success: Notify; warning: Notify; error: Notify; info: Notify };

const SnackbarContext = createContext<Snackbar | null>(null);

/** The bottom snackbar: one mechanism used by every screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [toaster, setToaster] = useState<Toaster | null>(null);
  const show = useCallback(
    (intent: Intent, timeout: number) => (message: string) =>
      toaster?.show({ message, intent, timeout, icon: intent === 'danger' ? 'error' : intent === 'success' ? 'tick-circle' : intent === 'warning' ? 'warning-sign' : 'info-sign' }),
    [toaster],
  );
  const api = useMemo<Snackbar>(
    () => ({
      success: show('success', SNACKBAR_TIMEOUT_MS),
      warning: show('warning', SNACKBAR_TIMEOUT_MS),
      info: show('primary', SNACKBAR_TIMEOUT_MS),
      error: show('danger', 0),
    }),
    [show],
  );
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <OverlayToaster ref={setToaster} position="bottom" maxToasts={4} className="fel-snackbar" />
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): Snackbar {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar outside SnackbarProvider');
  return api;
}
