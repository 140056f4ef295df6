import { useEffect } from 'react';

/**
 * Escape belongs to an open question from the moment it is open: caught on the window (capture phase) so that
 * it never reaches the dialog or form underneath (Blueprint moves the focus into a new overlay a frame later,
 * and React passes a portal's keys to its parents). It cancels unless the action is running.
 */
export function useEscapeCancels(isOpen: boolean, loading: boolean | undefined, onCancel: () => void): void {
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      if (!loading) onCancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen, loading, onCancel]);
}
