import { type IconName, type Intent, OverlayToaster, type ToastProps, type Toaster } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Spec §9: success and warning hide after 6000 ms; errors stay until closed. */
export const SNACKBAR_TIMEOUT_MS = 6000;

type Notify = (message: string) => void;
export type Snackbar = { success: Notify; warning: Notify; error: Notify; info: Notify };

const SnackbarContext = createContext<Snackbar | null>(null);

const LOOK: Record<keyof Snackbar, { intent: Intent; icon: IconName; timeout: number }> = {
  success: { intent: 'success', icon: 'tick-circle', timeout: SNACKBAR_TIMEOUT_MS },
  warning: { intent: 'warning', icon: 'warning-sign', timeout: SNACKBAR_TIMEOUT_MS },
  info: { intent: 'primary', icon: 'info-sign', timeout: SNACKBAR_TIMEOUT_MS },
  // 0: Blueprint keeps the toast until its close button is pressed.
  error: { intent: 'danger', icon: 'error', timeout: 0 },
};

/**
 * The bottom snackbar: one mechanism used by every screen (`useSnackbar().success(…)`). Messages sent
 * before the toaster has mounted are kept and shown as soon as it has.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [toaster, setToaster] = useState<Toaster | null>(null);
  const pending = useRef<ToastProps[]>([]);

  useEffect(() => {
    if (!toaster) return;
    for (const toast of pending.current.splice(0)) toaster.show(toast);
  }, [toaster]);

  const show = useCallback(
    (kind: keyof Snackbar): Notify =>
      (message) => {
        const toast: ToastProps = { message, ...LOOK[kind] };
        if (toaster) toaster.show(toast);
        else pending.current.push(toast);
      },
    [toaster],
  );
  const api = useMemo<Snackbar>(() => ({ success: show('success'), warning: show('warning'), info: show('info'), error: show('error') }), [show]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <OverlayToaster ref={setToaster} position="bottom" maxToasts={4} className="fel-snackbar" />
    </SnackbarContext.Provider>
  );
}

/** The snackbar of the app (success/warning hide after 6000 ms; errors stay until closed). */
export function useSnackbar(): Snackbar {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar outside SnackbarProvider');
  return api;
}
